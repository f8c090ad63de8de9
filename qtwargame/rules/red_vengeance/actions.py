"""Red Vengeance's own action: restoring a reduced unit with a replacement point (10.1).
Rebuilds and arrivals are ``Place``; everything else uses the shared vocabulary."""

from __future__ import annotations

from dataclasses import dataclass

from qtwargame.engine.actions import Action
from qtwargame.engine.text import Msg, Texts

T = Texts("red_vengeance")


@dataclass(frozen=True)
class Restore(Action, kind="rv_restore"):
    """10.1: one replacement point of ``points`` (armor or infantry) flips a reduced unit
    to its full side."""

    unit: str
    points: str

    def describe(self) -> Msg:
        if self.points == "armor":
            return T("{side:actor} restores {unit} to full strength with an armor replacement point",
                     side=self.side, unit=self.unit)
        return T("{side:actor} restores {unit} to full strength with an infantry replacement point",
                 side=self.side, unit=self.unit)


@dataclass(frozen=True)
class ClaimArcticPeace(Action, kind="rv_arctic_peace"):
    """14.2 (optional): the Allies take their three extra infantry points this turn."""

    def describe(self) -> Msg:
        return T("{side:actor} takes the Arctic peace points this turn", side=self.side)
