"""The start phase's rolls (5.1.1, 5.1.2, 14.0, 15.0, 18.1): weather and air units, the
Hitler order, and which weather rules each phase of a turn."""

from __future__ import annotations

from dataclasses import dataclass

#: 15.2 *1, *2, 15.5 *3: the weather ids of the table (``mud_late`` is Mud*1).
MUD_LATE, MUD, SPRING, SNOW, FROZEN, CLEAR = "mud_late", "mud", "spring", "snow", "frozen", "clear"
#: Phases of the turn before Axis move 2 (15.0, *1): the start phase too (5.1.3, the
#: supply centers' move).
BEFORE_AXIS_MOVE_2 = ("start", "axis_move_1", "axis_combat")


@dataclass(frozen=True)
class TurnWeather:
    weather: str
    air_units: int


def roll_weather(table, turn: int, die: int) -> TurnWeather:
    """5.1.1: the cell of the weather/air table for the turn's column and the die."""
    cell = table.rows[str(die)][table.columns.index(str(turn))]
    w, _, n = cell.partition(":")
    return TurnWeather(w, int(n))


def roll_order(table, turn: int, die: int) -> str | None:
    """18.1: the Hitler order for the turn and the die; None on turn 1 (orders start on
    turn 2)."""
    if str(turn) not in table.columns:
        return None
    return table.rows[str(die)][table.columns.index(str(turn))]


def weather_in_phase(rolled: str, phase: str, previous: str | None = None) -> str:
    """15.0, 15.2, 15.5: Mud*1 is mud from Axis move 2 on (clear before it, the start
    phase included) and the Soviet player turn is all mud; Mud*2 the whole turn. Spring*3
    is spring from Axis move 1, so the start phase before it keeps the weather of the turn
    before; from turn 7 the Soviet player turn comes first (5.5*), and the reading taken is
    that it keeps that weather too. The caller passes it as ``previous`` for the start
    phase, and for the Soviet phases only from turn 7."""
    if rolled == MUD_LATE:
        return CLEAR if phase in BEFORE_AXIS_MOVE_2 else MUD
    if rolled == SPRING and previous is not None and (phase == "start" or phase.startswith("soviet")):
        return previous
    return rolled
