"""How the bucket-of-dice games name their phases and step from one to the next.

Both games name a side's phases ``<side>_<kind>`` (``axis_move``, ``soviet_exploit_combat``)
and the stacking check after one ``<side>_<kind>_stacking``, played by the opponent
(DR 6.2, RV 6.3). Exploitation phases that do not exist this turn are not entered at all
(DR 6.7, 8.3 and 12.1; RV 13.0); after the last phase a new turn begins with the game's
first phase of a turn (DR 4.0 ``weather``, RV 4.0 ``turn_start``). What differs stays in
each game's ``sequence``: its phase table and words, which exploitation phases exist, and
whether its setup phases belong to a side (DR's ``soviet_setup`` does; RV's three setup
phases of 3.2-3.4, named ``*_setup``, are nobody's).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from qtwargame.engine.ruleset import PhaseSpec
from qtwargame.engine.text import Msg
from qtwargame.rules.dice_bucket.words import fill

STACKING = "_stacking"
SETUP = "_setup"

#: ``exists(game, state, side)``: whether the side's exploitation phases are played this turn.
Exploitation = Callable[[Any, Any, str | None], bool]


def side_phases(side: str, other: str, titles: dict[str, tuple[Msg, str]], checked: tuple[str, ...],
                check_title: Msg, check_rule: str) -> list[PhaseSpec]:
    """One side's phases ``<side>_<kind>`` in the order of ``titles`` (kind -> title, rule),
    each kind of ``checked`` followed by its stacking check, played by ``other``, titled
    ``check_title`` with the phase's title as ``{phase}``."""
    out = []
    for key, (title, rule) in titles.items():
        out.append(PhaseSpec(f"{side}_{key}", title, side, rule=rule))
        if key in checked:
            out.append(PhaseSpec(f"{side}_{key}{STACKING}", fill(check_title, phase=title), other,
                                 rule=check_rule))
    return out


@dataclass(frozen=True)
class PhaseNames:
    """A game's phase ids read back into the side whose phase it is and its kind.

    ``sides``: the sides in the order their names are tried as prefixes; ``sided_setup``:
    whether a ``<side>_setup`` phase belongs to that side (DR) or to nobody (RV)."""

    sides: tuple[str, ...]
    sided_setup: bool

    def phase_side(self, phase: str) -> str | None:
        """The side whose phase it is (the stacking checks belong to the phase they follow)."""
        if not self.sided_setup and phase.endswith(SETUP):
            return None
        for side in self.sides:
            if phase.startswith(side + "_"):
                return side
        return None

    def phase_kind(self, phase: str) -> str:
        """``move``, ``combat``, ``exploit``, ``exploit_combat``, a game's own kinds
        (``replacements``, ``organization``...), ``setup``, or ``stacking`` for the checks."""
        if phase.endswith(STACKING):
            return "stacking"
        if phase.endswith(SETUP):
            return "setup"
        side = self.phase_side(phase)
        return phase[len(side) + 1:] if side else phase

    def next_phase(self, game, state, ids: list[str], exploitation: Exploitation,
                   new_turn: str) -> tuple[int, str] | None:
        """The phase after ``state.phase`` in ``ids``, passing over the exploitation phases
        (and their stacking checks) that ``exploitation`` says are not played; after the
        last, ``new_turn`` of the next turn, or None after the game's last turn."""
        i = ids.index(state.phase) + 1
        while i < len(ids):
            phase = ids[i]
            base = phase[: -len(STACKING)] if phase.endswith(STACKING) else phase
            if self.phase_kind(base) in ("exploit", "exploit_combat") and not exploitation(
                    game, state, self.phase_side(base)):
                i += 1
                continue
            return state.turn, phase
        if state.turn >= game.last_turn:
            return None
        return state.turn + 1, new_turn
