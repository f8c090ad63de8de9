"""Overrun during movement (6.4, 9.1–9.9, Q&A): who may overrun, when, and what follows."""

from __future__ import annotations

from collections.abc import Iterable

#: 9.2, Q&A: normal movement only, in Axis move 1 and move 2 and the Soviet move.
MODES = ("normal",)


def may_overrun(*, tanks: Iterable[bool], mode: str, together_since_phase_start: bool,
                within_stacking: bool, mp_left: float, cost: float | None) -> bool:
    """9.1: tanks and panzers only, paying the enemy hex's terrain cost + 3; 9.2 in normal
    movement; 9.3, 9.6 a unit or a stack as it stood at the phase start (a unit dropped
    on the way stops there); 6.4 within the stacking limit at that moment; 9.5 again and
    again while the points last."""
    tanks = list(tanks)
    return (bool(tanks) and all(tanks) and mode in MODES and together_since_phase_start
            and within_stacking and cost is not None and mp_left >= cost)


def stops_after(in_enemy_zoc: bool, overruns_again: bool) -> bool:
    """9.8: after an overrun, a unit in enemy ZOC ends its move unless it overruns again
    from there (read: this specific rule wins over 7.1.7's panzer ZOC exemption)."""
    return in_enemy_zoc and not overruns_again
