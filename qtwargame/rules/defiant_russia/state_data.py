"""The declared shape of Defiant Russia's bookkeeping (``state.data``) and of its decisions'
data (:mod:`qtwargame.engine.datamodel`). Rule numbers from docs/rules/defiant_russia.md."""

from __future__ import annotations

from qtwargame.engine.datamodel import StateData, owned
from qtwargame.rules.dice_bucket import state_data as core


class DRCombat(core.CombatProcedure):
    """7.1-7.3: the combat being resolved (the shared dice procedure)."""


class DRStateData(StateData):
    air: dict[str, int] = owned("11.7", "Side -> air points left this turn (not saved from turn to turn).")
    fortress_lost: list[str] = owned("9.0", "Labels of fortresses the Axis has occupied: destroyed for good.")
    captured: list[str] = owned("6.5", "Labels of hexes that changed hands this movement phase "
                                       "(rail moves use only hexes held since it began).")
    air_on_fleet: dict[str, int] = owned("11.52", "Fleet -> Axis air points spent on it this turn.",
                                         absent_ok=True, default={})
    airborne_dropped: bool = owned("11.3", "The one airborne drop has been made.", absent_ok=True,
                                   default=False)
    attacked_hexes: list[str] = owned("7.1", "Labels of the hexes attacked this combat phase.",
                                      absent_ok=True, default=[])
    combat: DRCombat = owned("7.11", "The combat being resolved.", absent_ok=True)
    displace: list[tuple[str, list[str]]] = owned(
        "11.5", "Fleets still to be moved away from an Axis unit: [fleet, labels of the hexes it may go to].",
        absent_ok=True, default=[])
    first_snow: int = owned("8.3", "The turn of the first snow (Soviet dice hit on 5-6 in it).",
                            absent_ok=True)
    fresh: bool = owned("4.0", "The phase has just begun and nothing was done in it yet (a phase with "
                               "nothing to do passes by itself).", absent_ok=True, default=False)
    guderian_with: str = owned("11.61", "The German armor unit Guderian is with.", absent_ok=True)
    leaders_used: list[str] = owned("11.6", "Leaders who have given their bonus this combat phase.",
                                    absent_ok=True, default=[])
    port_supplied: str | None = owned("11.53", "The one unit supplied through a Black Sea port this turn "
                                               "(null: none).", absent_ok=True)
    rail_used: int = owned("6.5", "Units moved by rail this phase.", absent_ok=True, default=0)
    rebuilt: list[str] = owned("10.11", "Units returned or flipped with replacement points this turn.",
                               absent_ok=True, default=[])
    reinf_cities: list[str] = owned("10.2", "Labels of the cities a Soviet reinforcement entered this turn.",
                                    absent_ok=True, default=[])
    relocate: list[tuple[str, list[str]]] = owned(
        "11.62", "Leaders still to be relocated: [leader, labels of the hexes they may go to].",
        absent_ok=True, default=[])
    rp: int = owned("10.11", "Replacement points left in this replacements step.", absent_ok=True, default=0)
    rp_armor: list[str] = owned("10.13, 10.14", "Armor units given replacement points this turn.",
                                absent_ok=True, default=[])
    sea_moved: bool = owned("11.53", "The one sea movement of the turn has been made.", absent_ok=True,
                            default=False)
    stalin_dead: bool = owned("11.62", "Stalin has died (13.0 counts it).", absent_ok=True, default=False)
    zhukov_hexes: list[str] = owned("11.63", "Labels of the hexes Zhukov has named this combat phase.",
                                    absent_ok=True, default=[])


class AttackDecision(core.AttackPlan):
    fleet: str = owned("11.51", "The fleet supporting the attack.", absent_ok=True)
    zhukov: list[str] = owned("11.63", "Labels of the hexes Zhukov names for the attack.", absent_ok=True,
                              default=[])


class UnitsDecision(StateData):
    units: list[str] = owned("11.2, 11.53", "The units to choose one from.")


class PlaceDecision(StateData):
    hexes: list[str] = owned("11.5, 11.62", "Labels of the hexes the piece may be placed on.")


class RelocateDecision(PlaceDecision):
    leader: str = owned("11.62", "The leader to place.")


class DisplaceDecision(PlaceDecision):
    fleet: str = owned("11.5", "The fleet to move away.")


STATE = DRStateData
DECISIONS = {
    "attack": AttackDecision,
    **core.PROCEDURE_DECISIONS,
    "port_supply": UnitsDecision,
    "partisans": UnitsDecision,
    "relocate": RelocateDecision,
    "displace": DisplaceDecision,
}
