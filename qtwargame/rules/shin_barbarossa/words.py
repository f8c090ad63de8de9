"""What a player reads of Shin Barbarossa's actions and state: the log's words for an
action, a choice described with its odds and consequences, the units still to come, the
status panel and the start phase's instruction."""

from __future__ import annotations

import dataclasses

from qtwargame.engine.actions import Action, Advance, Attack, Choose, Move, Opt, Remove
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import Choice, StatusItem
from qtwargame.engine.state import GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.shin_barbarossa import (
    air,
    battle,
    combat_phase,
    leaders,
    movement,
    movement_phase,
    overrun,
    rail,
    sequence,
    supply_centers,
    turn,
)
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.leaders import PLACE_LEADER, RESTORE, REVIVE, TURN_LEADER, WITHDRAW
from qtwargame.rules.shin_barbarossa.texts import T


def action_words(game: Game, action: Action) -> Msg | None:
    """The log text of ``action`` where this game says it better than the action's own
    words (the leaders' choices, a removal over the stacking limit, an overrun); None for
    the rest."""
    if isinstance(action, Choose):
        words = {
            TURN_LEADER: lambda: T("{side:actor} turns a face-down leader", side=action.side),
            WITHDRAW: lambda: T("{side:actor} withdraws a leader to the pool", side=action.side),
            PLACE_LEADER: lambda: T("{side:actor} places a leader from the pool in {hex}", side=action.side,
                                    hex=action.hexes[0]),
            RESTORE: lambda: T("{side:actor} restores a step of {unit}", side=action.side,
                               unit=action.units[1]),
            REVIVE: lambda: T("{side:actor} revives a rifle corps in {hex} with {n:# point|# points}",
                              side=action.side, hex=action.hexes[0], n=action.count),
        }
        if action.option in words:
            return words[action.option]()
        if action.option == Opt.RESOLVE and action.hexes:
            return T("{side:actor} resolves the combat at {hex}", side=action.side, hex=action.hexes[0])
        if action.option == Opt.RESOLVE:
            return T("{side:actor} has declared every combat", side=action.side)
        if action.option == Opt.DONE and not action.units:
            return T("{side:actor} declares the setup done", side=action.side)
        if action.option == Opt.DONE:  # 9.7: the moving stack (led by the unit named) stops
            return T("{side:actor} ends the move of {unit}", side=action.side, unit=action.units[0])
    if isinstance(action, Attack) and action.air == 1 and not action.support:
        # 10.4.5, 14.1: the Axis commits an air unit, not "1 air point" (session 89 by hand:
        # the log read "… (1 air point)" where the Combat dock listed "and an air unit")
        return T("{attack}, with an air unit", attack=dataclasses.replace(action, air=0).describe())
    if isinstance(action, Remove) and action.reason == "stacking":
        if game.units[action.unit].kind == "leader":
            return T("{side:actor} removes the leader {unit}: one leader a hex (6.2, 6.6)", side=action.side,
                     unit=action.unit)
        return T("{side:actor} removes {unit}: over the stacking limit (6.6)", side=action.side,
                 unit=action.unit)
    if isinstance(action, Move) and action.mode == "overrun":
        return T("{side:actor} picks {hex} for {unit} to overrun", side=action.side, unit=action.unit,
                 hex=action.to)
    if isinstance(action, Choose) and action.option == overrun.OVERRUN:
        if action.count:
            return T("{side:actor} overruns {hex} with {units} and an air unit", side=action.side,
                     units=tuple(action.units), hex=action.hexes[0])
        return T("{side:actor} overruns {hex} with {units}", side=action.side, units=tuple(action.units),
                 hex=action.hexes[0])
    if isinstance(action, Choose) and action.option == Opt.AIR:
        return T("{side:actor} commits an air unit at {hex}", side=action.side, hex=action.hexes[0])
    if isinstance(action, Choose) and action.option == Opt.PASS:
        return T("{side:actor} passes", side=action.side)
    return None


def choice_words(game: Game, action: Action) -> Msg | None:
    """``action`` as a player's own choice on a button ("Restore a step of 7th Army"), where
    ``action_words`` says it for the log ("The Soviet player restores ..."); None where
    the engine's labels serve (``answer_label``). A leader turned or withdrawn is labelled
    by its hex in :func:`choice`."""
    if isinstance(action, Choose):
        words = {
            PLACE_LEADER: lambda: T("Place a leader from the pool in {hex}", hex=action.hexes[0]),
            RESTORE: lambda: T("Restore a step of {unit}", unit=action.units[1]),
            REVIVE: lambda: T("Revive a rifle corps in {hex} with {n:# point|# points}",
                              hex=action.hexes[0], n=action.count),
        }
        if action.option in words:
            return words[action.option]()
        if action.option == Opt.RESOLVE and action.hexes:
            return T("Resolve the combat at {hex}", hex=action.hexes[0])
        if action.option == Opt.RESOLVE:
            return T("Declare no more combats")
        if action.option == Opt.DONE and not action.units:
            return T("Declare the setup done")
        if action.option == Opt.DONE:  # 9.7
            return T("End the move of {unit}", unit=action.units[0])
        if action.option == overrun.OVERRUN:
            return (T("Overrun {hex} with {units} and an air unit", hex=action.hexes[0],
                      units=tuple(action.units)) if action.count
                    else T("Overrun {hex} with {units}", hex=action.hexes[0], units=tuple(action.units)))
        if action.option == Opt.AIR:
            return T("Commit an air unit at {hex}", hex=action.hexes[0])
    if isinstance(action, Remove) and action.reason == "stacking":
        if game.units[action.unit].kind == "leader":
            return T("Remove the leader {unit}: one leader a hex (6.2, 6.6)", unit=action.unit)
        return T("Remove {unit}: over the stacking limit (6.6)", unit=action.unit)
    if isinstance(action, Move) and action.mode == "overrun":
        return T("Overrun {hex} with {units}", hex=action.to, units=(action.unit,))
    return None


def answer_words(game: Game, state: GameState, action: Action) -> Msg | None:
    """The ruleset's ``describe_answer``: a pass says what it declines (11.2.7, 11.2.2: the
    leaders left face down; 14.1: no Axis air unit in a defence; 14.3: no more against
    Soviet rail movement); an R taken as a retreat says so (10.6.1); None otherwise."""
    p = state.pending
    if p is not None and isinstance(action, Choose) and action.option == Opt.RETREAT:
        # 10.6.1: an R is a step or every unit two hexes back; no step was lost before it
        return T("{side:actor} retreats every unit two hexes instead of losing a step",
                 side=action.side)
    if p is None or not isinstance(action, Choose) or action.option != Opt.PASS:
        return None
    if p.kind == movement_phase.REACTION:
        return T("{side:actor} leaves its leaders near the panzer face down", side=action.side)
    if p.kind == "defence_turn":
        return T("{side:actor} leaves its leaders face down before the Axis attack", side=action.side)
    if p.kind == "defensive_air":
        return T("{side:actor} commits no air unit to the defence", side=action.side)
    if p.kind == air.DECISION:
        return T("{side:actor} places no more air units against rail movement", side=action.side)
    return None


def _advance_via(game: Game, state: GameState, action: Advance):
    """The vacated hex an advance of two hexes (10.7.1) passes on its way to
    ``action.hex`` (``battle.advance_path``, the way the advance is taken); None for an
    advance into the vacated hex itself, or outside one."""
    p = state.pending
    c = state.data.get("combat")
    if p is None or p.kind != "advance" or not isinstance(c, dict):
        return None
    way = battle.advance_path(game, state, c, action)
    return way[0] if len(way) == 2 else None


def choice(game: Game, state: GameState, action: Action, base: Choice) -> Choice:
    """``action`` described for a player choosing it (``base``: the engine's default): its
    odds (``battle.describe_odds``, ``overrun.describe_odds``), the moving stack's further
    moves (``overrun.describe``), the leaders', the combats' and the air units' choices in
    words."""
    label = choice_words(game, action)
    described = (battle.describe_odds(game, state, action) or overrun.describe_odds(game, state, action)
                 or overrun.describe(game, state, action))
    if described is not None:
        return described
    if isinstance(action, Move) and state.pending is None:
        # 13.5: say before the move that it leaves a supply center alone in Soviet ZOC
        stranded = supply_centers.stranded_by(game, state, action.unit)
        if stranded is not None:
            return Choice(action, label or base.label, base.units, base.hexes,
                          T("Leaves the supply center in {city} alone in Soviet ZOC: it is removed (13.5)",
                            city=stranded))
    if isinstance(action, Advance):
        # 10.7.1: after an elimination the winner enters the vacated hex and may go one hex
        # further; the answer names only where it ends (session 89 by hand: "Advance V
        # Corps to 0324", V Corps standing in 0324, read as no advance at all): the way
        # through the vacated hex is said.
        via = _advance_via(game, state, action)
        if via is not None:
            return Choice(action, T("Advance {unit} through {via} to {hex}", unit=action.unit, via=via,
                                    hex=action.hex), base.units, base.hexes)
    if isinstance(action, Choose) and action.option in (TURN_LEADER, WITHDRAW):
        u = state.units.get(action.units[0])
        where = u.hex if u is not None and u.hex is not None else None
        if where is None:
            return Choice(action, T("Turn the leader") if action.option == TURN_LEADER
                          else T("Withdraw the leader to the pool"), action.units, base.hexes)
        label = (T("Turn the leader in {hex}", hex=where) if action.option == TURN_LEADER
                 else T("Withdraw the leader in {hex} to the pool", hex=where))
        return Choice(action, label, action.units, (where,))
    if isinstance(action, Choose) and action.option == Opt.RESOLVE and state.pending is None:
        return combat_phase.resolve_choice(game, state, action)
    if isinstance(action, Choose) and action.option == Opt.RETREAT:
        # 10.6.7: say before it is chosen which units have no way back (session 85: a
        # panzer corps chose the retreat and was eliminated, the log saying only that)
        p = state.pending
        trapped = tuple(u for u in (p.data.get("units", ()) if p is not None else ())
                        if game.units[u].kind != "supply"
                        and not battle.retreat_options(game, state, u))
        return Choice(action, T("Retreat every unit two hexes"), trapped, (),
                      T("No way back for {units}: eliminated (10.6.7)", units=trapped)
                      if trapped else None)
    if isinstance(action, Choose) and action.option == Opt.PASS and state.pending is not None \
            and state.pending.kind in (movement_phase.REACTION, "defence_turn"):
        return Choice(action, T("Leave them face down"), (), ())
    if isinstance(action, Choose) and state.pending is not None and state.pending.kind == air.DECISION:
        if action.option == Opt.AIR:
            return Choice(action, T("Bar Soviet rail movement through {hex}", hex=action.hexes[0]),
                          (), action.hexes, T("One air unit fewer for the Axis this turn (14.4)"))
        return Choice(action, T("Place no more air units"), (), ())
    if label is not None:
        return Choice(action, label, base.units, base.hexes)
    return base


def still_to_come(game: Game, listed: list[tuple[str, Msg]]) -> list[tuple[str, Msg]]:
    """Of the units ``listed`` as still to come (the engine's list): the turn's and later
    turns' units, and the militia not yet raised (17.1, 17.2:
    a city's militia comes when its trigger holds). Not the Axis air units (5.1.1: a
    count, shown in the status) nor the leaders and their counters (5.4: the leader
    pool, shown as a count; which leader is where stays hidden)."""
    out, militia = [], []
    for uid, when in listed:
        d = game.units[uid]
        if d.has("militia"):
            militia.append((uid, T("When raised (17.1, 17.2)")))
        elif not (d.has("air") or d.has("leader_identity") or d.has("leader_slot")):
            out.append((uid, when))
    return out + militia


def status(game: Game, state: GameState) -> list[StatusItem]:
    """The game's status for both players: victory points (19.3), air units (5.1.1),
    supply centers, Hitler's order (18.1), the leader pool (5.4) and rail points (8.3.2)."""
    st = game.cache
    f = Facts.of(game, state)
    centers = sum(1 for u in f.pos if game.units[u].kind == "supply")
    vp = turn.compute_vp(game, state)
    out = [
        # the count as it would be made now, not the Victory panel's count of the last
        # turn's end (session 85: the panel read 21 and this row -19, both "Victory points")
        StatusItem(T("Victory points if the turn ended now"), vp,
                   T("Counted at each turn's end (19.3): the Victory panel shows the last "
                     "count. Axis wins from 75, draw 70-74; below 0 the Soviets win at once")),
        StatusItem(T("Axis air units"), state.data.get("air", 0)),
        StatusItem(T("Supply centers on the map"), centers, None, st.data.axis),
        StatusItem(T("Hitler's order"), turn.ORDER_WORDS.get(state.data.get("order"), T("none"))),
        StatusItem(T("Leaders in the pool"), leaders.pool_count(state), None, st.data.soviet),
    ]
    for s_id, label in ((st.data.axis, T("Axis rail points left")),
                        (st.data.soviet, T("Soviet rail points left"))):
        left = rail.points(st.data, s_id) - state.data.get("rail_used", {}).get(s_id, 0)
        out.append(StatusItem(label, left, None, s_id))
    return out


def decision_prompt(game: Game, state: GameState) -> Msg | None:
    """11.2.7: the Soviet question while a panzer walks names the panzer, the hex it
    stands in and the hex it goes to (session 89, by hand: "A panzer moves near your
    face-down leaders: turn one?" named neither, and the log's line already said it moved
    to its destination). Worded from the walk's bookkeeping, the stored prompt (which saves
    hash) left as it is; asked again where a leader just turned stopped nothing (revision
    1, 11.2.2), it says so. None for every other decision (the stored prompt)."""
    p = state.pending
    if p is not None and p.kind == overrun.DECISION:
        return _moving_prompt(game, state)
    walk = state.data.get("walk")
    if p is None or p.kind != movement_phase.REACTION or not isinstance(walk, dict):
        return None
    uid, path, at = walk.get("unit"), walk.get("path"), walk.get("at")
    if uid not in game.units or not isinstance(path, list) or not isinstance(at, int) \
            or not 0 <= at < len(path):
        return None
    if walk.get("again") is True:  # revision 1: a leader just turned here stopped nothing
        return T("{unit} stands in {hex} on its way to {to}; the leader you turned does not "
                 "stop it: turn another?", unit=uid, hex=game.hex(path[at]), to=game.hex(path[-1]))
    return T("{unit} stands in {hex} on its way to {to}, near your face-down leaders: turn one?",
             unit=uid, hex=game.hex(path[at]), to=game.hex(path[-1]))


def _moving_prompt(game: Game, state: GameState) -> Msg | None:
    """9.5, 9.8: the moving stack's question names only what it may do. After a normal move,
    or where a turned leader stopped it (11.2.7), a panzer may overrun or stop, not walk on;
    after an overrun it may walk on, and overrun again only where an enemy is next to it.
    The stored prompt ("Overrun, move on or stop", which saves hash) is left as it is, and
    shown where both are offered."""
    moving = state.data.get("moving")
    if not isinstance(moving, dict) or not moving.get("group"):
        return None
    offered = overrun.answers(game, state)
    lead = moving["group"][0]
    overruns = any(isinstance(a, Choose) and a.option == overrun.OVERRUN for a in offered)
    further = any(isinstance(a, Move) and a.unit == lead for a in offered)
    units = tuple(moving["group"])
    if overruns and not further:
        return T("Overrun or stop: {units}", units=units)
    if further and not overruns:
        return T("Move on or stop: {units}", units=units)
    return None


def phase_hint(game: Game, state: GameState) -> Msg | None:
    """The play window's instruction in the start phase: only the Axis supply centers move
    then, each to a city or town within 8 movement points (halved in mud and in snow, 15.2a,
    15.4b) or by strategic movement (13.1-13.3); the Move tool's own instruction spoke of
    any unit, as in a movement phase. In a combat phase whose declarations are closed, the
    combats are resolved one by one in the order declared (10.3.2): the next one is named
    (session 89, by hand: the Soviet combat phase read "This phase's choices are in the
    Decision panel; end the phase when you are done" over its Resolve button, the panel
    raised for a leader's turn, and the Axis one "Click a stack to look through it"). None
    in every other phase."""
    if state.pending is not None:
        return None
    if state.phase in combat_phase.PHASES:
        todo = state.data.get("declared") or []
        if state.data.get("stage") != "resolve" or not todo:
            return None
        # the button's own words (``combat_phase``'s answer), named inside the instruction
        button = T("Resolve the combat at {hex}", hex=game.hex(todo[0]["targets"][0]))
        return T("Resolve the declared combats in the order declared: click “{button}” (10.3.2).",
                 button=button)
    if state.phase != sequence.START:
        return None
    f = Facts.of(game, state)
    mp = movement.allowance(f.st.data.supply_center_moves, mud=f.mud(), axis_in_snow=f.snow())
    # Short enough to read whole beside the side badge and End Phase in a 1,600-pixel
    # window (End Phase needs no mention there).
    return T("Only supply centers move (13.1): drag one to a city or town within {mp} "
             "movement points, or right-click it for strategic movement (13.2).", mp=mp)
