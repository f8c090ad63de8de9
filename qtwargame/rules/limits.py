"""Bounds every ruleset's ``validate_scenario`` puts on the numbers of ``rules_data``.

A rulebook's numbers are small (stacking limits, ranges, costs, schedules of points): a
negative cost would make a movement search run forever, and a range or count of 10**18
would make the game try to do that many things. So every number in a ruleset's own data
must lie within ``0 .. MAX_RULE_NUMBER``, except under the keys a ruleset names as signed
(column shifts), which may also be as low as ``-MAX_RULE_NUMBER``.
"""

from __future__ import annotations

import math
from collections.abc import Collection
from typing import Any

from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Texts

T = Texts("ScenarioCheck")

#: The largest number a ruleset's data may hold (and, negated, the smallest signed one).
MAX_RULE_NUMBER = 999


def number_problems(data: Any, path: str = "$.rules_data",
                    signed: Collection[str] = ()) -> list[Problem]:
    """Every number in ``data`` outside its range, with its JSON path."""
    out: list[Problem] = []
    stack: list[tuple[Any, str, bool]] = [(data, path, False)]
    while stack:
        node, where, negative_ok = stack.pop()
        if isinstance(node, dict):
            for k, v in node.items():
                stack.append((v, f"{where}.{k}", negative_ok or k in signed))
        elif isinstance(node, list):
            stack.extend((v, f"{where}[{i}]", negative_ok) for i, v in enumerate(node))
        elif isinstance(node, (int, float)) and not isinstance(node, bool):
            low = -MAX_RULE_NUMBER if negative_ok else 0
            if not (math.isfinite(node) and low <= node <= MAX_RULE_NUMBER):
                out.append(Problem.of(where, T("{value} is out of range ({low} to {high})",
                                               value=repr(node), low=low, high=MAX_RULE_NUMBER)))
    return out
