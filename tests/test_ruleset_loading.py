"""Asking for one ruleset loads that plugin alone (the editor and a game open without
importing every game's rules); listing the rulesets still loads them all, once. Opening a
bundled scenario by its id asks no installed package's entry points (issue 48 item 5: a
plugin can take neither a bundled scenario's id nor a built-in ruleset's)."""

from __future__ import annotations

import json
import subprocess
import sys

PROBE = """
import importlib.metadata as m, json, sys
asked = []
real = m.entry_points
def entry_points(**kw):
    asked.append(kw.get("group"))
    return real(**kw)
m.entry_points = entry_points
from qtwargame.engine.ruleset import get_ruleset, ruleset_ids, LOAD_ERRORS
from qtwargame.scenario import catalog
sc = catalog.load("river_crossing")
get_ruleset("classic")
games = ("blitzkrieg_moscow", "classic", "defiant_russia", "red_vengeance", "shin_barbarossa")
one = sorted(m for m in sys.modules if m.count(".") == 2 and m.rsplit(".", 1)[1] in games)
scanned = sorted(g for g in asked if g and g.startswith("qtwargame"))
ids = ruleset_ids()
print(json.dumps({"ruleset": sc.ruleset, "one": one, "scanned": scanned, "ids": ids,
                  "errors": LOAD_ERRORS}))
"""


def test_asking_for_the_classic_ruleset_imports_no_other_game():
    done = subprocess.run([sys.executable, "-c", PROBE], capture_output=True, text=True, check=True)
    out = json.loads(done.stdout)
    assert out["ruleset"] == "classic"
    assert out["one"] == ["qtwargame.rules.classic"]
    assert out["scanned"] == []  # the bundled scenario and its ruleset found without a scan
    assert out["ids"] == ["blitzkrieg_moscow_2", "classic", "defiant_russia", "red_vengeance",
                          "shin_barbarossa"]
    assert out["errors"] == []
