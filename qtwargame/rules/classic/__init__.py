"""Classic hex-and-counter rules for designers' own games.

Movement points and terrain costs, zones of control that stop movement, odds combat on a
results table from the scenario, retreats and advances, reinforcements, and victory by
the cities each side holds at the end. Every number is scenario data (``rules_data``),
so a designer makes a new game without code. Documented in ``docs/rules/classic.md``.
"""

from qtwargame.engine.ruleset import register
from qtwargame.rules.classic.ruleset import ClassicRuleset

register(ClassicRuleset)

__all__ = ["ClassicRuleset"]
