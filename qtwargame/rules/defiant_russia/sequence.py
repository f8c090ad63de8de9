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

T = Texts("defiant_russia")

SETUP = ("soviet_setup", "axis_setup")
STACKED = ("move", "combat", "exploit", "exploit_combat")


def _side_phases(side: str, other: str) -> list[PhaseSpec]:
    name = T("Axis") if side == AXIS else T("Soviet")
    out = [
        PhaseSpec(f"{side}_replacements", T("{side} organization: supply and replacements",
                                            side=name), side, rule="5.0, 10.1"),
        PhaseSpec(f"{side}_reinforcements", T("{side} organization: reinforcements",
                                              side=name), side, rule="10.2"),
    ]
    titles = {
        "move": (T("{side} movement", side=name), "6.0"),
        "combat": (T("{side} combat", side=name), "7.0"),
        "exploit": (T("{side} exploitation movement", side=name), "6.6"),
        "exploit_combat": (T("{side} exploitation combat", side=name), "7.0"),
    }
    for key in STACKED:
        title, rule = titles[key]
        out.append(PhaseSpec(f"{side}_{key}", title, side, rule=rule))
        out.append(PhaseSpec(f"{side}_{key}_stacking", T("Stacking check: {phase}", phase=title),
                             other, rule="6.2"))
    return out


def phase_table() -> list[PhaseSpec]:
    out = [
        PhaseSpec("soviet_setup", T("Soviet setup"), SOVIET, rule="3.1"),
        PhaseSpec("axis_setup", T("Axis setup"), AXIS, rule="3.2"),
        PhaseSpec("weather", T("Weather"), None, automatic=True, rule="8.0"),
    ]
    out += _side_phases(AXIS, SOVIET)
    out += _side_phases(SOVIET, AXIS)
    return out


def phase_side(phase: str) -> str | None:
    """The side whose phase it is (the stacking checks belong to the phase they follow)."""
    for side in (AXIS, SOVIET):
        if phase.startswith(side + "_"):
            return side
    return None


def phase_kind(phase: str) -> str:
    """``move``, ``combat``, ``exploit``, ``exploit_combat``, ``replacements``... or
    ``stacking`` for the checks."""
    if phase.endswith("_stacking"):
        return "stacking"
    side = phase_side(phase)
    return phase[len(side) + 1:] if side else phase


def exploitation_exists(game, state, side: str) -> bool:
    """4.0, 6.7, 12.1, 6.63, 8.3: no exploitation phases on turn 1 (the Axis has them with
    the early invasion), none in mud, and none for the Soviets in light mud."""
    if state.turn == 1 and not (side == AXIS and game.options.get("early_invasion")):
        return False
    if state.weather == "mud":
        return False
    return not (state.weather == "light_mud" and side == SOVIET)


def next_phase(game, state, ids: list[str]) -> tuple[int, str] | None:
    """Setup phases happen on turn 1 only; exploitation phases that do not exist this turn
    (6.7, 8.3) are not entered at all."""
    i = ids.index(state.phase) + 1
    while i < len(ids):
        phase = ids[i]
        kind = phase_kind(phase)
        base = phase[: -len("_stacking")] if kind == "stacking" else phase
        if phase_kind(base) in ("exploit", "exploit_combat") and not exploitation_exists(
                game, state, phase_side(base)):
            i += 1
            continue
        return state.turn, phase
    if state.turn >= game.last_turn:
        return None
    return state.turn + 1, "weather"
