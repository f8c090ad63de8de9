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


OPEN_BUNDLED = """
import importlib.metadata as m, json
asked = []
real = m.entry_points
def entry_points(**kw):
    asked.append(kw.get("group"))
    return real(**kw)
m.entry_points = entry_points
from qtwargame.scenario import catalog
sc = catalog.load("river_crossing")
ours = sorted(g for g in asked if g and g.startswith("qtwargame"))
print(json.dumps({"ruleset": sc.ruleset, "asked": ours}))
"""


def test_opening_a_bundled_scenario_by_its_id_scans_no_plugin_entry_points():
    """Issue 48 item 5: the program's own scenario and ruleset are found without asking
    every installed package's entry points (a plugin can take neither id)."""
    done = subprocess.run([sys.executable, "-c", OPEN_BUNDLED], capture_output=True, text=True,
                          check=True)
    assert json.loads(done.stdout) == {"ruleset": "classic", "asked": []}
