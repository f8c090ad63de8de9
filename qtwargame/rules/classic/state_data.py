"""The declared shape of the classic rules' bookkeeping (``state.data``) and of their
decisions' data (:mod:`qtwargame.engine.datamodel`). Rule numbers are this ruleset's own
(docs/rules/classic.md)."""

from __future__ import annotations

from qtwargame.engine.datamodel import StateData, owned


class ClassicStateData(StateData):
    attacked_hexes: list[str] = owned(
        "C7", "Labels of the hexes attacked in this combat phase (each hex once); absent "
        "outside a combat phase's first attack.", absent_ok=True, default=[])


class RetreatAttack(StateData):
    attackers: list[str] = owned("C8", "The units that attacked (they may advance afterwards).")
    target: str = owned("C8", "The label of the attacked hex.")
    side: str = owned("C8", "The attacking side.")


class RetreatDecision(StateData):
    queue: list[str] = owned("C8", "The units still to retreat, in order; the first retreats now.")
    attack: RetreatAttack | None = owned("C8", "The attack that caused the retreat, when the "
                                               "attacker may advance after it; else null.")


class AdvanceDecision(StateData):
    units: list[str] = owned("C8", "The attacking units that may advance.")
    target: str = owned("C8", "The label of the emptied hex they may advance into.")


STATE = ClassicStateData
DECISIONS = {"retreat": RetreatDecision, "advance": AdvanceDecision}
