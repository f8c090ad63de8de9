"""The declared shape of Red Vengeance's bookkeeping (``state.data``) and of its decisions'
data (:mod:`qtwargame.engine.datamodel`). Rule numbers from docs/rules/red_vengeance.md."""

from __future__ import annotations

from typing import Literal

from qtwargame.engine.datamodel import StateData, owned
from qtwargame.rules.dice_bucket import state_data as core


class RVCombat(core.CombatProcedure):
    """8.4-8.7: the combat being resolved (the shared dice procedure) and its Berlin checks."""

    berlin_hits: int = owned("11.27", "Hits the Allied attack scored on Berlin's defenders (Hitler's "
                                      "death roll).", absent_ok=True, default=0)
    hitler_checked: bool = owned("11.27", "Hitler's death roll for this combat has been made.",
                                 absent_ok=True, default=False)


class SideRP(StateData):
    armor: int = owned("10.13", "Armor replacement points.")
    infantry: int = owned("10.13", "Infantry replacement points.")


class OutsideHits(StateData):
    """Steps a side owes outside the combat procedure (Western Allies 11.5, Dresden, the
    Home Army 11.7), one entry a hex."""

    side: str = owned("11.5, 11.7", "The side that takes the hits.")
    units: list[str] = owned("11.5, 11.7", "Its units in the hex.")
    hits: int = owned("11.5, 11.7", "Steps still to take.")
    rule: str = owned("11.5, 11.7", "The rule the hits come from (for the log).")
    hex: str = owned("11.5, 11.7", "The label of the hex.")


class LeaderCheck(StateData):
    """A unit eliminated with a leader outside a combat's losses: his roll is owed."""

    side: str = owned("11.23", "The side of the unit and the leader.")
    unit: str = owned("11.23", "The unit eliminated.")
    hex: str = owned("11.23", "The label of the hex where it was eliminated.")


class RejoinAsk(StateData):
    leader: str = owned("11.23", "The leader who survived his stack.")
    hexes: list[str] = owned("11.23", "Labels of the hexes of the nearest friendly units he may join.")


class RVStateData(StateData):
    baltic: str = owned("12.22", "The Baltic track's box (German Lake, Soviet Subs, Light Surface, "
                                 "Heavy Surface).")
    hitler: Literal["alive", "dead"] = owned("11.27", "Whether Hitler lives.")
    air: dict[str, int] = owned("12.1", "Side -> air points from this turn's air die.")
    rp: dict[str, SideRP] = owned("10.0", "Side -> replacement points to spend in its organization phase.")
    fortress_lost: list[str] = owned("9.2", "Labels of fortresses Allied units have taken: no longer "
                                            "fortresses.")
    allied_held: list[str] = owned("11.8", "Labels of Volkssturm cities the Allies have held (no "
                                           "Volkssturm die there any more).")
    romania_events: int = owned("11.31", "Romanian surrender events so far.")
    surrendered: list[str] = owned("11.31, 11.32", "Minor countries that have surrendered.")
    defected: list[str] = owned("11.34, 14.1", "Nationalities that changed side.")
    dead_leaders: list[str] = owned("11.23", "Leaders killed (15.2 counts them).")
    taken_off: list[str] = owned("15.2", "Units that are no casualties: taken off by a rule (surrender, "
                                         "withdrawal) or lost as an Axis minor ally before it changed "
                                         "side.")
    hun_inside: list[str] = owned("11.33", "Hungarian units that started inside Hungary (they stay inside).")
    arctic_peace_used: bool = owned("14.2", "The Arctic peace points have been taken.", absent_ok=True,
                                    default=False)
    attacked_hexes: list[str] = owned("8.41", "Labels of the hexes attacked this combat phase.",
                                      absent_ok=True, default=[])
    baltic_defense_used: bool = owned("12.22", "The Baltic fleet has defended in this combat phase.",
                                      absent_ok=True, default=False)
    black_sea_used: bool = owned("12.21", "The Black Sea die has been used this Allied combat phase.",
                                 absent_ok=True, default=False)
    bulge_attacked: list[str] = owned("14.6", "Units of the eastern bulge that have attacked.",
                                      absent_ok=True, default=[])
    bulge_rebuilt: list[str] = owned("14.6", "Units rebuilt for the eastern bulge.", absent_ok=True,
                                     default=[])
    bulge_units: list[str] = owned("14.6", "The units of the eastern bulge offensive.", absent_ok=True,
                                   default=[])
    captured: list[str] = owned("6.5", "Labels of hexes that changed hands this movement phase.",
                                absent_ok=True, default=[])
    combat: RVCombat = owned("8.43", "The combat being resolved.", absent_ok=True)
    dresden_bombed: bool = owned("11.5", "Dresden has been bombed.", absent_ok=True, default=False)
    fresh: bool = owned("4.0", "The phase has just begun and nothing was done in it yet (a phase with "
                               "nothing to do passes by itself).", absent_ok=True, default=False)
    fuhrer_offensive_done: bool = owned("11.9", "The Führer offensive's attack has been checked this "
                                                "combat phase.", absent_ok=True, default=False)
    fuhrer_offensive_made: bool = owned("11.9", "The Führer offensive has been made.", absent_ok=True,
                                        default=False)
    greek_garrison_due: bool = owned("14.4", "The Greek garrison's points are due to the Axis.",
                                     absent_ok=True, default=False)
    home_army_risen: bool = owned("11.7", "The Home Army has risen.", absent_ok=True, default=False)
    home_army_target: list[str] = owned("11.7", "Axis units the rising Home Army may strike.",
                                        absent_ok=True, default=[])
    hungarian_back: int = owned("14.1", "Hungarian units back for the Allies (the one placed in Budapest "
                                        "at the change of side, or returned by replacements).",
                                absent_ok=True, default=0)
    hungary_rebuild_limit: int = owned("14.1", "How many Hungarian units may return (one after Hungary "
                                               "changed side).", absent_ok=True, default=3)
    leader_checks: list[LeaderCheck] = owned("11.23", "Units eliminated with a leader outside a "
                                                      "combat's losses, whose leaders still roll.",
                                             absent_ok=True, default=[])
    normal_moved: bool = owned("6.5", "A normal move has been made this phase (strategic moves come "
                                      "first).", absent_ok=True, default=False)
    outside_hits: list[OutsideHits] = owned("11.5, 11.7", "Hits owed outside the combat procedure, in "
                                                          "order.", absent_ok=True, default=[])
    rebuilt: list[str] = owned("10.12", "Units returned or flipped this turn.", absent_ok=True, default=[])
    rejoin_ask: RejoinAsk = owned("11.23", "A lone surviving leader waiting to join a unit.",
                                  absent_ok=True)
    sea_moved: int = owned("12.22", "Sea moves made this phase.", absent_ok=True, default=0)
    sea_retreats: int = owned("12.22", "Retreats by sea this combat phase.", absent_ok=True, default=0)
    sea_supplied: dict[str, str] = owned("12.21, 12.22", "Side -> the one unit it named supplied by sea.",
                                         absent_ok=True, default={})
    sm_used: int = owned("6.5", "Strategic moves made this phase.", absent_ok=True, default=0)
    soviets_into_yugoslavia: int = owned("11.42", "Soviet units that attacked into Yugoslavia this turn.",
                                         absent_ok=True, default=0)
    trucks: int = owned("14.3", "More trucks armor points left.", absent_ok=True, default=5)
    trucks_this_turn: bool = owned("14.3", "A more-trucks point has been used this turn.", absent_ok=True,
                                   default=False)
    volkssturm_used: list[str] = owned("11.8", "Labels of cities whose Volkssturm die has been used.",
                                       absent_ok=True, default=[])
    western_allies_done: bool = owned("11.5", "The Western Allies' dice have been rolled.", absent_ok=True,
                                      default=False)
    withdrawal_ask: list[str] = owned("10.5", "Armor units the Axis may withdraw instead.", absent_ok=True,
                                      default=[])
    withdrawn: str = owned("10.5", "The unit withdrawn to the West (none: nothing could be).",
                           absent_ok=True)


class AttackDecision(core.AttackPlan):
    naval: bool = owned("12.21", "The Black Sea fleet's die supports the attack.", absent_ok=True,
                        default=False)


class BalticFleetDecision(StateData):
    plan: AttackDecision = owned("12.22", "The Allied attack the Baltic fleet may defend against.")
    dice: int = owned("12.22", "The dice the fleet adds to the defence.")


class UnitsDecision(StateData):
    units: list[str] = owned("10.5, 11.7, 12.21", "The units to choose one from.")


class RejoinDecision(StateData):
    leader: str = owned("11.23", "The lone leader to place with a unit.")


class HitsDecision(StateData):
    hex: str = owned("11.5, 11.7", "The label of the hex whose units take the hit.")
    rule: str = owned("11.5, 11.7", "The rule the hits come from.")


STATE = RVStateData
DECISIONS = {
    "attack": AttackDecision,
    **core.PROCEDURE_DECISIONS,
    "baltic_fleet": BalticFleetDecision,
    "sea_supply": UnitsDecision,
    "withdrawal": UnitsDecision,
    "home_army": UnitsDecision,
    "rejoin": RejoinDecision,
    "hits": HitsDecision,
}
