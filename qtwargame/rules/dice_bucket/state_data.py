"""The declared shape of the combat procedure Defiant Russia and Red Vengeance share
(``state.data["combat"]``, made by :func:`~qtwargame.rules.dice_bucket.resolution.new_combat`)
and of the decisions it asks. Rule numbers name both games: Defiant Russia's (DR) and Red
Vengeance's (RV)."""

from __future__ import annotations

from typing import Literal

from qtwargame.engine.datamodel import StateData, owned


class CombatProcedure(StateData):
    side: str = owned("DR 7.1, RV 8.4", "The attacking side.")
    enemy: str = owned("DR 7.1, RV 8.4", "The defending side.")
    attackers: list[str] = owned("DR 7.1, RV 8.42", "The attacking units.")
    defenders: list[str] = owned("DR 7.1, RV 8.41", "The defending units (each attacked stack whole).")
    targets: list[str] = owned("DR 7.1, RV 8.41", "Labels of the attacked hexes.")
    start: dict[str, int] = owned("DR 7.21, RV 8.52", "Each engaged unit's step when the dice were rolled.")
    hits: dict[str, int] = owned("DR 7.11, RV 8.43", "Side -> hits it has to take.")
    order: list[str] = owned("DR 7.25, RV 8.54", "The sides in the order they take their hits.")
    at: int = owned("DR 7.25, RV 8.54", "Index in ``order`` of the side taking its hits now.")
    stage: Literal["losses", "retreat", "advance"] = owned("DR 7.2, RV 8.5", "Where the procedure stands.")
    left: int | None = owned("DR 7.2, RV 8.51", "Hits the side at ``at`` still has to take (null before).")
    taken: int = owned("DR 7.21, RV 8.52", "Steps the side at ``at`` has lost so far (a retreat needs one).")
    retreat: dict[str, int] = owned("DR 7.21, 7.22; RV 8.6, 8.62", "Side -> hexes its units retreat.")
    retreat_by: dict[str, int] = owned("RV 8.65", "Unit -> hexes it retreats where it stops short of "
                                                  "the side's distance.", absent_ok=True, default={})
    queue: list[str] = owned("DR 7.23, RV 8.63", "Units still to retreat, in order.")
    eliminated: dict[str, list[str]] = owned("DR 7.2, RV 8.51",
                                             "Side -> its units eliminated in this combat.")
    advanced: list[str] = owned("DR 7.3, RV 8.7", "Units that have advanced into the emptied hexes.")


class LossesDecision(StateData):
    left: int = owned("DR 7.2, RV 8.51", "Hits still to take.")


class RetreatDecision(StateData):
    unit: str = owned("DR 7.23, RV 8.63", "The unit retreating now.")


class AdvanceDecision(StateData):
    """No data: the answers are the advances open (DR 7.3, RV 8.7)."""


class AttackPlan(StateData):
    """A declaration being built answer by answer (``dice_bucket.declare``)."""

    attackers: list[str] = owned("DR 7.1, RV 8.42", "The attacking units so far.")
    targets: list[str] = owned("DR 7.1, RV 8.41", "Labels of the hexes attacked so far.")
    air: int = owned("DR 11.7, RV 8.46", "Air points committed to the attack.")


#: The decisions the procedure asks after the roll, by kind (DR 7.2-7.3, RV 8.5-8.7): each
#: game's ``DECISIONS`` holds them next to its own.
PROCEDURE_DECISIONS: dict[str, type[StateData]] = {
    "losses": LossesDecision,
    "retreat": RetreatDecision,
    "advance": AdvanceDecision,
}
