"""Defiant Russia's own actions, where the shared vocabulary does not fit.

Rebuilds, reinforcements, airborne drops and leader placements are ``Place`` actions
(``reason`` says which); attacks open with ``Attack`` and are completed by ``Choose``
answers; losses are ``TakeLoss``, retreats ``Retreat``, advances ``Advance``, stacking
removals ``Remove``.
"""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.engine.actions import Action
from qtwargame.engine.text import Msg, Texts

T = Texts("defiant_russia")


@dataclass(frozen=True)
class Replace(Action, kind="dr_replace"):
    """10.11: spend one replacement point to turn a reduced unit to its full side."""

    unit: str

    def describe(self) -> Msg:
        return T("{side:actor} restores {unit} to full strength", side=self.side, unit=self.unit)


@dataclass(frozen=True)
class Exchange(Action, kind="dr_shock_exchange"):
    """11.1: swap an in-supply infantry army for a shock army."""

    unit: str
    shock: str

    def describe(self) -> Msg:
        return T("{side:actor} exchanges {unit} for {shock}", side=self.side, unit=self.unit,
                 shock=self.shock)


@dataclass(frozen=True)
class AirStrike(Action, kind="dr_air_strike"):
    """11.52: Axis air points against a Red Navy fleet (one die per point)."""

    fleet: str
    points: int

    def describe(self) -> Msg:
        return T("{side:actor} strikes {fleet} with {points:# air point|# air points}", side=self.side,
                 fleet=self.fleet, points=self.points)


@dataclass(frozen=True)
class Attach(Action, kind="dr_attach"):
    """A55: move Guderian to another German armor unit of his hex."""

    leader: str
    unit: str

    def describe(self) -> Msg:
        return T("{side:actor} attaches {leader} to {unit}", side=self.side, leader=self.leader,
                 unit=self.unit)
