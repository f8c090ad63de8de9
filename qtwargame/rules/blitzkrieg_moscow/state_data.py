"""The declared shape of Blitzkrieg to Moscow 2's bookkeeping (``state.data``) and of its
decisions' data (:mod:`qtwargame.engine.datamodel`). Rule numbers from
docs/rules/blitzkrieg_moscow_2.md."""

from __future__ import annotations

from typing import Literal

from qtwargame.engine.datamodel import StateData, owned


class BMCombat(StateData):
    """11.3: the combat being resolved, stage by stage (``battle.proceed``)."""

    side: str = owned("11.3", "The attacking side.")
    attackers: list[str] = owned("11.2", "The attacking units.")
    target: str = owned("11.2", "The label of the attacked hex.")
    mode: str = owned("11.1, 12.1", "combat (the combat phase) or the breakthrough phase's tank action.")
    defenders: list[str] = owned("11.2", "The units in the attacked hex.")
    choice: dict[str, str] | None = owned("11.3.2", "Defender -> active, passive or worn (null before "
                                                    "the defender chose).")
    cards: dict[str, str] = owned("7.1", "Side -> the combat shift card it played.")
    effective: dict[str, str] = owned("7.1", "Side -> its shift card that applies (Street Fighting only "
                                             "for a city).")
    windows: list[str] = owned("7.1", "Sides that have had their chance to play a shift card.")
    index: int | None = owned("11.3.3", "The odds column (null before the odds are worked out).")
    die: int | None = owned("11.3.6", "The combat die (null before the roll).")
    passes: list[str] = owned("7.1", "Sides that passed on rerolling the current die.")
    result: str | None = owned("11.3.6", "The result read from the table (null before).")
    queue: list[str] = owned("11.4", "Defenders still to retreat, in order.")
    stage: Literal["defence", "attacker_card", "defender_card", "roll", "reroll", "result", "retreat",
                   "advance", "end"] = owned("11.3", "Where the combat stands.")


class TankAction(StateData):
    """12.0-12.3: the tank-action card being carried out in a breakthrough phase."""

    card: str = owned("12.1", "The tank-action card played.")
    count: int = owned("12.2", "How many tanks the card lets act (two for Blitzkrieg).")
    acted: list[str] = owned("12.1", "Tanks that have acted on it.")
    mode: str | None = owned("12.2", "move or attack: what the tanks of the card do (null before the first).")
    origin: str | None = owned("12.3", "Label of the hex the first tank left (two stacked corps act "
                                       "together), or null.")
    dest: str | None = owned("12.3", "Label of the hex the first tank went to, or null.")
    targets: list[str] = owned("12.2", "Labels of the hexes the card's tanks attack.")


class Rebuild(StateData):
    """6.2.1-6.2.3: rebuild points being spent."""

    points: int = owned("6.2.1, 6.2.3", "Rebuild points left.")
    branch: str = owned("6.2.3", "The branch the points rebuild (infantry, tank or any).")
    cards: list[str] = owned("6.2.2", "The cards played for these points.")


class HeroCity(StateData):
    city: str = owned("14.1", "The id of the city named hero city.")
    marker: bool = owned("14.1", "The marker is still on it (German control removes it).")


class BMStateData(StateData):
    returns: dict[str, int] = owned("10.5", "Unit in a rear area's box -> the turn it comes back.")
    acted: bool = owned("7.1", "Something was done in this phase (an activate card may be played only "
                               "at its start).")
    arriving: list[str] = owned("6.2", "Units due this turn still to be placed.", absent_ok=True, default=[])
    combat: BMCombat = owned("11.3", "The combat being resolved.", absent_ok=True)
    free_rail_used: bool = owned("6.3", "The Soviets' free rail move of this logistics phase is used.",
                                 absent_ok=True, default=False)
    evacuable: list[str] = owned("15.2.2", "Soviet infantry in Odessa as the Soviet logistics phase "
                                           "started (only they may sail in it).", absent_ok=True,
                                 default=[])
    free_setup: list[str] = owned("15.1", "City infantry placed by the free setup option.", absent_ok=True,
                                  default=[])
    hand_size: int = owned("6.1", "How many cards the side selecting its hand picks.", absent_ok=True,
                           default=0)
    hero: HeroCity = owned("14.1", "The hero city, once named.", absent_ok=True)
    hero_supply: list[str] = owned("14.2.2", "Labels of hero cities that became supply cities for good.",
                                   absent_ok=True, default=[])
    moscow_taken: bool = owned("15.3", "The Germans have held Moscow (the free Soviet rail move is gone).",
                               absent_ok=True, default=False)
    rebuild: Rebuild = owned("6.2.1", "The rebuild being made.", absent_ok=True)
    selecting: bool = owned("6.1", "The side to act is selecting its hand.", absent_ok=True, default=False)
    tank_action: TankAction = owned("12.1", "The tank action being carried out.", absent_ok=True)


class DefenceDecision(StateData):
    options: list[str] = owned("11.3.2", "The defence choices open, each unit's active or passive in words "
                                         "of the ids (``combat.option_text``).")


class CombatCardDecision(StateData):
    role: Literal["attacker_card", "defender_card"] = owned("7.1", "Whose chance to play a shift card it is.")


class RerollDecision(StateData):
    die: int = owned("7.1", "The die that may be rerolled.")


class RetreatDecision(StateData):
    unit: str = owned("11.4", "The unit retreating now.")


class CardPlay(StateData):
    side: str = owned("7.0", "The side that played the card.")
    card: str = owned("7.0", "The card played.")
    use: str = owned("7.0", "The icon it is played for.")
    target: str = owned("7.0", "What the icon is played on (a city for hero_city; empty otherwise).")


class CancelDecision(StateData):
    play: CardPlay = owned("7.1", "The German card play that Hitler's Order may cancel.")


class RailDecision(StateData):
    source: str = owned("6.3", "The card whose rail icon is used.")


class RailFollowDecision(StateData):
    origin: str = owned("6.3.2", "Label of the place the first unit left.")
    dest: str = owned("6.3.2", "Label of the place it went to.")
    mode: str = owned("6.3.3, 15.2.2", "How it went (rail or evacuation).")
    moved: list[str] = owned("6.3.2", "Units moved together so far.")


class NoData(StateData):
    """No data: the answers are worked out from the state (advance 11.5, tank action 12.1,
    rebuild 6.2)."""


STATE = BMStateData
DECISIONS = {
    "defence": DefenceDecision,
    "combat_card": CombatCardDecision,
    "reroll": RerollDecision,
    "retreat": RetreatDecision,
    "cancel": CancelDecision,
    "rail": RailDecision,
    "rail_follow": RailFollowDecision,
    "advance": NoData,
    "tank_action": NoData,
    "rebuild": NoData,
}
