"""Asking for one ruleset loads that plugin alone (the editor and a game open without
importing every game's rules); listing the rulesets still loads them all, once."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import json, sys
from qtwargame.engine.ruleset import get_ruleset, ruleset_ids, LOAD_ERRORS
get_ruleset("classic")
games = ("blitzkrieg_moscow", "classic", "defiant_russia", "red_vengeance", "shin_barbarossa")
one = sorted(m for m in sys.modules if m.count(".") == 2 and m.rsplit(".", 1)[1] in games)
ids = ruleset_ids()
print(json.dumps({"one": one, "ids": ids, "errors": LOAD_ERRORS}))
"""


def test_asking_for_the_classic_ruleset_imports_no_other_game():
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    out = json.loads(done.stdout)
    assert out["one"] == ["qtwargame.rules.classic"]
    assert out["ids"] == ["blitzkrieg_moscow_2", "classic", "defiant_russia", "red_vengeance",
                          "shin_barbarossa"]
    assert out["errors"] == []
