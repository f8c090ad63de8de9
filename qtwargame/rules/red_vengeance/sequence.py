"""4.0 The sequence of play: eleven monthly turns, the Allies first. Each turn: the turn
start (weather 13.0/14.7, the Baltic roll 12.22 from July 1944, and the February bombing
of Dresden 11.5); then for the Allies and then the Axis: organization (supply, replacements
and arrivals, the air die), movement (strategic moves first, 6.5), combat, exploitation
movement and exploitation combat. A stacking check (6.3), played by the opponent, follows
each movement phase. The game opens with the three setup phases of 3.2-3.4 (``setup``)."""

from __future__ import annotations

from qtwargame.engine.ruleset import PhaseSpec
from qtwargame.engine.text import Texts
from qtwargame.rules.red_vengeance import schedule
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS

T = Texts("red_vengeance")

KINDS = ("organization", "move", "combat", "exploit", "exploit_combat")


def _side_phases(side: str, other: str) -> list[PhaseSpec]:
    name = T("Allied") if side == ALLIED else T("Axis")
    titles = {
        "organization": (T("{side} organization", side=name), "4.0, 5.0, 10.0, 12.1"),
        "move": (T("{side} movement", side=name), "6.0"),
        "combat": (T("{side} combat", side=name), "8.1" if side == ALLIED else "8.2"),
        "exploit": (T("{side} exploitation movement", side=name), "6.6"),
        "exploit_combat": (T("{side} exploitation combat", side=name), "8.3"),
    }
    out = []
    for key in KINDS:
        title, rule = titles[key]
        out.append(PhaseSpec(f"{side}_{key}", title, side, rule=rule))
        if key in ("move", "exploit"):
            out.append(PhaseSpec(f"{side}_{key}_stacking", T("Stacking check: {phase}", phase=title),
                                 other, rule="6.3"))
    return out


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


def phase_side(phase: str) -> str | None:
    if phase.endswith("_setup"):
        return None
    for side in (ALLIED, AXIS):
        if phase.startswith(side + "_"):
            return side
    return None


def phase_kind(phase: str) -> str:
    if phase.endswith("_stacking"):
        return "stacking"
    if phase.endswith("_setup"):
        return "setup"
    side = phase_side(phase)
    return phase[len(side) + 1:] if side else phase


def next_phase(game, state, ids: list[str]) -> tuple[int, str] | None:
    """13.0: in light mud and mud there are no exploitation phases at all."""
    i = ids.index(state.phase) + 1
    while i < len(ids):
        phase = ids[i]
        kind = phase_kind(phase)
        base = phase[: -len("_stacking")] if kind == "stacking" else phase
        if phase_kind(base) in ("exploit", "exploit_combat") and not schedule.exploitation_possible(
                state.weather or "clear"):
            i += 1
            continue
        return state.turn, phase
    if state.turn >= game.last_turn:
        return None
    return state.turn + 1, "turn_start"
