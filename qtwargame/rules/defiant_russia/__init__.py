"""Defiant Russia (1941, Axis against Soviet, seven monthly turns), every rule enforced.

Documented rule by rule in ``docs/rules/defiant_russia.md``.
"""

from qtwargame.engine.ruleset import register
from qtwargame.rules.defiant_russia.ruleset import DefiantRussiaRuleset

register(DefiantRussiaRuleset)

__all__ = ["DefiantRussiaRuleset"]
