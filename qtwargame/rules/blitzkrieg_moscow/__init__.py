"""Blitzkrieg to Moscow 2 (BonSai Games #02, 2016): Operation Barbarossa in six turns.

Odds combat with active and passive defence, logistics cards picked each turn from six
per side, rear areas that act as one big hex per army group, supply through a network of
cities, and a hero city. Documented rule by rule in ``docs/rules/blitzkrieg_moscow_2.md``.
"""

from qtwargame.engine.ruleset import register
from qtwargame.rules.blitzkrieg_moscow.ruleset import BlitzkriegMoscowRuleset

register(BlitzkriegMoscowRuleset)

__all__ = ["BlitzkriegMoscowRuleset"]
