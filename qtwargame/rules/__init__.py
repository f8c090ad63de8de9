"""Rules packages, one per game. Each is found through its ``qtwargame.rulesets`` entry
point (``qtwargame.engine.ruleset``) and imported when a scenario of its game is opened,
so opening one game does not import the others."""
