"""4.0 The sequence of play: eleven monthly turns, the Allies first. Each turn: the turn
start (weather 13.0/14.7, the Baltic roll 12.22 from July 1944, and the February bombing
of Dresden 11.5); then for the Allies and then the Axis: organization (supply, replacements
and arrivals, the air die), movement (strategic moves first, 6.5), combat, exploitation
movement and exploitation combat. A stacking check (6.3), played by the opponent, follows
each movement phase. The game opens with the three setup phases of 3.2-3.4 (``setup``)."""

from __future__ import annotations

from qtwargame.engine.ruleset import PhaseSpec
from qtwargame.engine.text import Texts
from qtwargame.rules.dice_bucket.sequence import PhaseNames, side_phases
from qtwargame.rules.red_vengeance import schedule
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS

T = Texts("red_vengeance")


def _side_phases(side: str, other: str) -> list[PhaseSpec]:
    name = T("Allied") if side == ALLIED else T("Axis")
    titles = {
        "organization": (T("{side} organization", side=name), "4.0, 5.0, 10.0, 12.1"),
        "move": (T("{side} movement", side=name), "6.0"),
        "combat": (T("{side} combat", side=name), "8.1" if side == ALLIED else "8.2"),
        "exploit": (T("{side} exploitation movement", side=name), "6.6"),
        "exploit_combat": (T("{side} exploitation combat", side=name), "8.3"),
    }
    return side_phases(side, other, titles, ("move", "exploit"), T("Stacking check: {phase}"), "6.3")


def phase_table() -> list[PhaseSpec]:
    out = [
        PhaseSpec("axis_setup", T("Axis setup: infantry and minor allies"), AXIS, rule="3.2"),
        PhaseSpec("allied_setup", T("Allied setup"), ALLIED, rule="3.3"),
        PhaseSpec("axis_armor_setup", T("Axis setup: armor"), AXIS, rule="3.4"),
        PhaseSpec("turn_start", T("Turn start"), None, automatic=True, rule="4.0"),
    ]
    out += _side_phases(ALLIED, AXIS)
    out += _side_phases(AXIS, ALLIED)
    return out


#: 4.0: a side's phases are ``<side>_<kind>``; the setup phases of 3.2-3.4 are nobody's.
NAMES = PhaseNames((ALLIED, AXIS), sided_setup=False)
phase_side = NAMES.phase_side
phase_kind = NAMES.phase_kind


def _exploitation(game, state, side: str | None) -> bool:
    """13.0: in light mud and mud there are no exploitation phases at all."""
    return schedule.exploitation_possible(state.weather or "clear")


def next_phase(game, state, ids: list[str]) -> tuple[int, str] | None:
    """13.0: exploitation phases in light mud and mud are not entered; a turn begins with
    the turn start (4.0 step 1)."""
    return NAMES.next_phase(game, state, ids, _exploitation, "turn_start")
