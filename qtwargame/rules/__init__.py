"""Rules packages, one per game.

Importing this package registers every built-in ruleset the same way, by id and by where
its class lives, without importing any of them: a game's package is imported when a game
of it is first made. The same five are offered as ``qtwargame.rulesets`` entry points in
pyproject.toml (the way a plugin offers its own, docs/plugins.md); this table makes them
known from an uninstalled checkout too (tests/test_plugins.py checks the two agree).
"""

from qtwargame.engine.ruleset import register_lazy

#: The program's own rulesets: id -> ``"module:Class"``.
BUILTIN: dict[str, str] = {
    "classic": "qtwargame.rules.classic:ClassicRuleset",
    "defiant_russia": "qtwargame.rules.defiant_russia:DefiantRussiaRuleset",
    "blitzkrieg_moscow_2": "qtwargame.rules.blitzkrieg_moscow:BlitzkriegMoscowRuleset",
    "red_vengeance": "qtwargame.rules.red_vengeance:RedVengeanceRuleset",
    "shin_barbarossa": "qtwargame.rules.shin_barbarossa.ruleset:ShinBarbarossaRuleset",
}

for _id, _target in BUILTIN.items():
    register_lazy(_id, _target)
