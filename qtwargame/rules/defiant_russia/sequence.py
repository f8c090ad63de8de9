"""3.0 and 4.0: the sequence of play, with the turn-1 exceptions of 6.7 and 12.1.

Turn 1 opens with the Soviet setup, then the Axis setup (3.0). Every turn then runs the
eleven steps of 4.0: weather; Axis organization (supply, replacements, air points, then
reinforcements: two phases here so that replacements come first, 10.2); Axis movement,
combat, exploitation movement and exploitation combat; the same for the Soviet side.
After each phase in which units move or fight, a stacking check (6.2) follows, played by
the opponent and passed over when every hex is within the limits.
"""

from __future__ import annotations

from qtwargame.engine.ruleset import PhaseSpec
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.units import AXIS, SOVIET
from qtwargame.rules.dice_bucket.sequence import PhaseNames, side_phases

T = Texts("defiant_russia")

SETUP = ("soviet_setup", "axis_setup")
STACKED = ("move", "combat", "exploit", "exploit_combat")


def _side_phases(side: str, other: str) -> list[PhaseSpec]:
    name = T("Axis") if side == AXIS else T("Soviet")
    titles = {
        "replacements": (T("{side} organization: supply and replacements", side=name), "5.0, 10.1"),
        "reinforcements": (T("{side} organization: reinforcements", side=name), "10.2"),
        "move": (T("{side} movement", side=name), "6.0"),
        "combat": (T("{side} combat", side=name), "7.0"),
        "exploit": (T("{side} exploitation movement", side=name), "6.6"),
        "exploit_combat": (T("{side} exploitation combat", side=name), "7.0"),
    }
    return side_phases(side, other, titles, STACKED, T("Stacking check: {phase}"), "6.2")


def phase_table() -> list[PhaseSpec]:
    out = [
        PhaseSpec("soviet_setup", T("Soviet setup"), SOVIET, rule="3.1"),
        PhaseSpec("axis_setup", T("Axis setup"), AXIS, rule="3.2"),
        PhaseSpec("weather", T("Weather"), None, automatic=True, rule="8.0"),
    ]
    out += _side_phases(AXIS, SOVIET)
    out += _side_phases(SOVIET, AXIS)
    return out


#: 3.0, 4.0: a side's phases are ``<side>_<kind>``; the setup phases are the side's own.
NAMES = PhaseNames((AXIS, SOVIET), sided_setup=True)
phase_side = NAMES.phase_side
phase_kind = NAMES.phase_kind


def exploitation_exists(game, state, side: str | None) -> bool:
    """4.0, 6.7, 12.1, 6.63, 8.3: no exploitation phases on turn 1 (the Axis has them with
    the early invasion), none in mud, and none for the Soviets in light mud."""
    if state.turn == 1 and not (side == AXIS and game.options.get("early_invasion")):
        return False
    if state.weather == "mud":
        return False
    return not (state.weather == "light_mud" and side == SOVIET)


def next_phase(game, state, ids: list[str]) -> tuple[int, str] | None:
    """Setup phases happen on turn 1 only; exploitation phases that do not exist this turn
    (6.7, 8.3) are not entered at all; a turn begins with the weather (4.0)."""
    return NAMES.next_phase(game, state, ids, exploitation_exists, "weather")
