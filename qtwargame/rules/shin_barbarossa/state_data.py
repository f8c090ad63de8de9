"""The declared shape of Shin Barbarossa's bookkeeping (``state.data``) and of its decisions'
data (:mod:`qtwargame.engine.datamodel`). Rule numbers from docs/rules/shin_barbarossa.md."""

from __future__ import annotations

from typing import Literal

from qtwargame.engine.datamodel import StateData, owned


class Declared(StateData):
    """10.3.2: one combat declared, in the order they will be resolved."""

    attackers: list[str] = owned("10.3.4", "The attacking units.")
    targets: list[str] = owned("10.3.5", "Labels of the attacked hexes.")
    air: int = owned("10.4.5", "Axis air units committed (0 or 1).")


class AdvanceOffer(StateData):
    units: list[str] = owned("10.7", "Attackers that may advance.")
    hexes: list[str] = owned("10.7", "Labels of the emptied hexes.")
    far: bool = owned("10.7", "The defenders are gone without retreating: the advance may go further.")


class DefenderAdvance(StateData):
    units: list[str] = owned("10.7.2", "Defenders that may advance.")
    hex: str = owned("10.7.2", "Label of the attackers' hex they may advance into.")


class SBCombat(StateData):
    """10.3-10.7: the combat being resolved (``battle.start``, ``battle.proceed``)."""

    side: str = owned("10.3", "The attacking side.")
    attackers: list[str] = owned("10.3.4", "The attacking units, leaders lending their ability included.")
    defenders: list[str] = owned("10.3.3", "The defending stack.")
    targets: list[str] = owned("10.3.5", "Labels of the attacked hexes.")
    overrun: bool = owned("9.4", "The combat is an overrun.")
    air: int = owned("10.4.5", "Axis air units committed.")
    table: str = owned("10.3.1", "The results table used.")
    column: str = owned("10.3.6", "The odds column after shifts.")
    result: str = owned("10.3.7", "The result read.")
    dice: dict[str, list[int]] = owned("10.3.7", "Side -> the dice it rolled (none for an automatic result).")
    a_left: int = owned("10.5.1", "Steps the attackers still lose.")
    d_left: int | Literal["R"] = owned("10.5.1, 10.6.1", "Steps the defenders still lose, or R (a step or "
                                                         "a retreat).")
    lost: dict[str, int] = owned("10.5.2", "Unit -> steps it lost in this combat.")
    start_steps: dict[str, int] = owned("10.5.2", "Each engaged unit's steps when the combat began.")
    eliminated: list[str] = owned("10.5", "Units eliminated in this combat.")
    retreats: list[list[str]] = owned("10.6", "The retreats made: each the unit and the hexes it crossed.")
    retreating: list[str] = owned("10.6.1", "Units still to retreat, in order.")
    def_lost: int = owned("10.7.2", "Steps the defenders lost.")
    att_hexes: list[str] = owned("10.7.2", "Labels of the hexes the attackers attacked from.")
    advance: AdvanceOffer = owned("10.7", "The attackers' advance offered.", absent_ok=True)
    advance_done: bool = owned("10.7", "The advance has been offered.", absent_ok=True, default=False)
    advanced: list[str] = owned("10.7", "Units that advanced.", absent_ok=True, default=[])
    def_advance: DefenderAdvance = owned("10.7.2", "The defenders' advance offered.", absent_ok=True)
    r_done: bool = owned("10.6.1", "The defender has answered the R result.", absent_ok=True, default=False)


class Moving(StateData):
    """9.0-9.9: a unit or stack moving with overruns, until it is done."""

    unit: str = owned("9.3", "The unit leading the move.")
    group: list[str] = owned("9.3, 9.6", "The units moving together.")
    mp: float = owned("9.1, 9.5", "Movement points left (half points on roads).")
    origin: str = owned("9.3", "Label of the hex the move began in.")
    path: list[str] = owned("9.0", "Labels of the hexes entered so far.")
    stopped: bool = owned("9.8", "The move must end (enemy ZOC after an overrun).")
    acted: bool = owned("9.7", "The group has moved or overrun already.")
    overran: bool = owned("9.9", "The group has overrun.")


class Walk(StateData):
    """11.2.7: a panzer's move paused where the Soviet player may turn a leader."""

    unit: str = owned("11.2.7", "The moving panzer.")
    path: list[str] = owned("11.2.7", "Labels of its whole path.")
    at: int = owned("11.2.7", "Index in the path where it stands now.")
    budget: float | None = owned("9.5", "Movement points of an overrunning move (null: its allowance).")
    origin: str = owned("11.2.7", "Label of the hex it started from.")
    again: bool = owned("11.2.2", "The Soviet player has just turned a leader here that stopped nothing "
                        "(revision 1): he is asked about the others.", absent_ok=True, default=False)


class AttackAsk(StateData):
    """An attack waiting for a reaction before it is rolled."""

    attackers: list[str] = owned("10.3.4", "The attacking units.")
    targets: list[str] = owned("10.3.5", "Labels of the attacked hexes.")
    overrun: bool = owned("9.4", "The combat is an overrun.")


class TurnAsk(AttackAsk):
    air: int = owned("10.4.5", "Axis air units committed.")


class LeaderPool(StateData):
    pool: int = owned("11.6.1", "How many leaders are in the pool (which ones is secret).")


class SBStateData(StateData):
    passed: dict[str, str] = owned("3.2, 3.3", "Label of a city or town -> the side whose combat unit "
                                               "passed it (control changes in the end phase).")
    axis_losses: list[str] = owned("19.3", "Kinds of Axis units eliminated (panzer, german_infantry, "
                                           "allied).")
    leader_vp: int = owned("19.3", "Points for Soviet leaders eliminated.")
    failed_orders: int = owned("18.1, 19.3", "Hitler's orders not met.")
    rail_used: dict[str, int] = owned("8.3.2", "Side -> rail points spent this turn.")
    air: int = owned("14.0", "Axis air units left this turn.")
    leader_areas: dict[str, str] = owned("2.1.3", "Leader slot -> the setup area of its army.")
    leaders: LeaderPool = owned("11.6.1", "What all may know of the leaders.")
    air_ask: AttackAsk = owned("10.4.5", "A Soviet attack waiting for the Axis to commit defensive air.",
                               absent_ok=True)
    air_rolled: int = owned("5.1.1", "Axis air units rolled this turn.", absent_ok=True)
    combat: SBCombat = owned("10.3", "The combat being resolved.", absent_ok=True)
    declared: list[Declared] = owned("10.3.2", "Combats declared this phase, in order.", absent_ok=True,
                                     default=[])
    finns_released: bool = owned("16.5.2", "The Finnish army is released.", absent_ok=True, default=False)
    interdicted: list[str] = owned("14.3", "Labels of hexes Axis air units bar to Soviet rail moves.",
                                   absent_ok=True, default=[])
    leaders_joined: dict[str, list[str]] = owned("11.3.1", "Leader -> the attackers it joined this phase.",
                                                 absent_ok=True, default={})
    leningrad_axis_source: bool = owned("12.5", "Leningrad is an Axis supply source (held since the "
                                                "turn before).", absent_ok=True, default=False)
    militia_called: list[str] = owned("17.1, 17.2", "Cities whose militia have been raised (leningrad, "
                                                    "moscow).", absent_ok=True, default=[])
    militia_due: dict[str, int] = owned("17.1, 17.2, 17.4", "City -> militia still to place.", absent_ok=True,
                                        default={})
    militia_home: dict[str, str] = owned("17.3", "Militia unit -> the city it must stay near.",
                                         absent_ok=True, default={})
    moving: Moving = owned("9.0", "A move with overruns in progress.", absent_ok=True)
    no_loc: list[str] = owned("4.5, 4.6", "Units without a LOC at the start of this phase (half allowance).",
                              absent_ok=True, default=[])
    odessa_taken: bool = owned("16.4.1", "The Axis has taken Odessa.", absent_ok=True, default=False)
    offered: list[str] = owned("11.2.7", "Leaders already offered a turn during this panzer's move.",
                               absent_ok=True, default=[])
    order: str | None = owned("18.1", "Hitler's order this turn (null: none).", absent_ok=True)
    out_of_command: list[str] = owned("10.4.7", "Soviet units out of command at the start of this phase.",
                                      absent_ok=True, default=[])
    previous_weather: str | None = owned("5.1.1, 15.0", "The weather of the turn before.", absent_ok=True)
    rebuild_used: dict[str, int] = owned("11.5.1", "Leader -> rebuild points it has spent this turn.",
                                         absent_ok=True, default={})
    rolled_weather: str = owned("5.1.1, 15.0", "The weather rolled for this turn.", absent_ok=True)
    sea_used: int = owned("8.1.10", "Sea moves from Odessa this turn.", absent_ok=True, default=0)
    setup_done: str = owned("2.0", "The last setup phase declared done.", absent_ok=True)
    stage: Literal["declare", "resolve"] = owned("10.3.2", "Where the combat phase stands.", absent_ok=True)
    stalin_line: list[str] = owned("18.2", "Soviet units set up inside the South-West Front line (they stay "
                                           "through turn 2).", absent_ok=True, default=[])
    turn_ask: TurnAsk = owned("11.2.2", "An Axis attack waiting for the Soviets to turn a leader.",
                              absent_ok=True)
    turn_ask_done: bool = owned("11.2.2", "The Soviets have answered the leader turn for this attack.",
                                absent_ok=True, default=False)
    walk: Walk = owned("11.2.7", "A panzer's move paused for a leader turn.", absent_ok=True)


class LossDecision(StateData):
    who: Literal["attacker", "defender"] = owned("10.5.1", "Whose step is lost.")
    units: list[str] = owned("10.5.2", "The units that may lose it.")


class RChoiceDecision(StateData):
    units: list[str] = owned("10.6.1", "The defenders that lose a step or all retreat.")


class RetreatDecision(StateData):
    unit: str = owned("10.6", "The unit retreating now.")


class ReactionTurnDecision(StateData):
    slots: list[str] = owned("11.2.7", "Face-down leaders near the moving panzer that may turn.")


class NoData(StateData):
    """No data: the answers are worked out from the state (the combat, the move or the
    reaction it asks about)."""


STATE = SBStateData
DECISIONS = {
    "loss": LossDecision,
    "r_choice": RChoiceDecision,
    "retreat": RetreatDecision,
    "reaction_turn": ReactionTurnDecision,
    "advance": NoData,
    "def_advance": NoData,
    "defence_turn": NoData,
    "defensive_air": NoData,
    "overrun": NoData,
    "interdiction": NoData,
}
