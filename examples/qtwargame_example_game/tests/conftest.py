"""Make the game's ruleset known even when the package is not installed (tests run from a
checkout of the game); installed, its ``qtwargame.rulesets`` entry point does the same."""

from qtwargame_example_game.ruleset import SkirmishRuleset

from qtwargame.engine.ruleset import register

register(SkirmishRuleset)
