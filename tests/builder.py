"""The rule tests build their scenarios and positions with the public builder
(:mod:`qtwargame.position`); this module keeps the name they import."""

from qtwargame.position import CLASSIC_CRT, CLASSIC_DATA, PositionBuilder, ScenarioBuilder

__all__ = ["CLASSIC_CRT", "CLASSIC_DATA", "PositionBuilder", "ScenarioBuilder"]
