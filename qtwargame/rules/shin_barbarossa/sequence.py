"""The turn sequence (5.0–5.5): start phase, the two player turns, reinforcements, end
phase; from turn 7 the Soviet player turn comes first; no reinforcement phase on the last
turn."""

from __future__ import annotations

START = "start"
AXIS_TURN = ("axis_move_1", "axis_combat", "axis_move_2")
SOVIET_TURN = ("soviet_move", "soviet_withdrawal", "soviet_combat")
REINFORCEMENT = ("soviet_reinforcement", "axis_reinforcement")
END = "end"
#: 5.5*: the first turn on which the Soviet player turn comes before the Axis one.
SOVIET_FIRST_FROM = 7


def turn_order(turn: int, last_turn: int = 10) -> list[str]:
    """The phases of ``turn`` in order (5.1–5.5; 5.4 skipped on the last turn)."""
    players = SOVIET_TURN + AXIS_TURN if turn >= SOVIET_FIRST_FROM else AXIS_TURN + SOVIET_TURN
    reinforcements = REINFORCEMENT if turn < last_turn else ()
    return [START, *players, *reinforcements, END]


def leader_turning_allowed(phase: str) -> bool:
    """11.2.2, 11.2.3: the Soviet player may turn a leader at any moment of either player
    turn, never in the start (preparation) or reinforcement phases (nor the end phase,
    which is neither player's turn)."""
    return phase in AXIS_TURN or phase in SOVIET_TURN
