"""Why an action is refused, in words naming its rule (the engine's ``explain_refusal``):
a route through ground the unit may not enter (8.0–8.3, 7.1, 7.2, 8.1.5, 13.3, 15.5b, 16.1,
16.4.1, 16.5.1, 17.3, 18.2), a rail line that leaves it (8.3), allies of two nations stacked
(16.3), a combat closed or resolved out of turn (10.2, 10.3.2)."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Advance, Choose, HexList, Move, Opt, Place, Retreat
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.shin_barbarossa import battle, moves, rail
from qtwargame.rules.shin_barbarossa.facts import Facts, is_tank
from qtwargame.rules.shin_barbarossa.texts import T


def explain(game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
    """Moves in a special mode name their own rule (8.3 rail, 8.2 strategic, 8.1.10
    sea, 9.0 overrun); a normal or strategic route names the rule it breaks
    (``route_refusal``); 16.3 names itself (``stacking_refusal``); the rest is the
    general explanation (``engine.refusal``)."""
    barred = (route_refusal(game, state, action) or rail_refusal(game, state, action)
              or stacking_refusal(game, state, action)
              or resolve_refusal(game, state, action))
    if barred is not None:
        return barred
    if isinstance(action, Move) and action.mode in ("rail", "strategic", "sea", "overrun"):
        rule = {"rail": "8.3", "strategic": "8.2", "sea": "8.1.10", "overrun": "9.0"}[action.mode]
        return rule, T("{unit} cannot move there now", unit=action.unit)
    return None


def resolve_refusal(game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
    """Closing the declarations or resolving a combat out of turn (10.2, 10.3.2): what
    the procedure asks for instead, naming the hexes. None outside a combat phase's
    declarations and resolutions."""
    if (not isinstance(action, Choose) or action.option != Opt.RESOLVE or state.pending is not None
            or state.phase not in ("axis_combat", "soviet_combat")):
        return None
    todo = battle.declared(state)
    if state.data.get("stage") == "declare":
        if action.hexes:
            return "10.3.2", T("Every combat is declared before any is resolved: close the "
                               "declarations first")
        if not todo:
            return "10.3.2", T("No combat is declared yet: declare one before closing the "
                               "declarations")
        f = Facts.of(game, state)
        unmet = battle.unmet(game, state, f) if action.side == f.soviet else set()
        if unmet:
            return "10.2", T("The declarations cannot be closed yet: every Axis stack next to a "
                             "Soviet combat unit must be attacked, and {n:# hex is|# hexes are} "
                             "not: {hexes}",
                             hexes=HexList(sorted(unmet, key=game.label)), n=len(unmet))
        return None
    if not todo:
        return "10.3.2", T("Every declared combat is resolved: end the phase")
    first = game.hex(todo[0]["targets"][0])
    if not action.hexes:
        return "10.3.2", T("The declarations are closed already: the combat at {hex} is "
                           "resolved next", hex=first)
    return "10.3.2", T("The combats are resolved in the order declared: the combat at {hex} "
                       "comes next", hex=first)


def route_refusal(game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
    """The rule that bars a normal or strategic move of a unit free to move, and why in
    words (``moves.path_refusal``, naming the hex a route passes that
    ``moves.route_limits`` bars). None when that is not why (or the move is legal)."""
    if not isinstance(action, Move) or action.mode not in ("normal", "strategic") \
            or state.phase not in moves.MOVE_PHASES or state.data.get("moving") \
            or action.unit not in game.units or state.pending is not None:
        return None
    f = Facts.of(game, state)
    uid = action.unit
    if uid not in moves.movers(game, state, f):
        return None
    rule = moves.path_refusal(game, state, f, uid, action.path, action.mode)
    if rule is None or rule == "stop":  # the engine words "goes on after entering a zone"
        return None
    passed = _barred_on_the_way(game, state, f, action, rule)
    if passed is not None:
        return rule, PASS_WORDS[rule](uid, game.label(passed))
    if rule == "16.3":
        return rule, T("Axis allies of different nations may not stack: {unit} cannot stand in {hex}",
                       unit=uid, hex=action.to)
    words = ROUTE_WORDS.get(rule)
    return rule, (words(uid) if words else T("{unit} cannot move there now", unit=uid))


def rail_refusal(game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
    """A rail move refused because its rails cross ground ``moves.route_limits`` bars to
    the unit (8.1.5, 16.1, 16.4.1, 16.5.1, 17.3, 18.2): that rule, in words. None when
    that is not why."""
    if not isinstance(action, Move) or action.mode != "rail" or state.phase not in moves.MOVE_PHASES \
            or state.data.get("moving") or state.pending is not None or action.unit not in game.units:
        return None
    f = Facts.of(game, state)
    side = state.active
    left = rail.points(game.cache.data, side) - state.data.get("rail_used", {}).get(side, 0)
    if action.unit not in moves.movers(game, state, f) or state.phase == "axis_move_2" \
            or rail.cost(game.cache.data, is_tank(game, action.unit)) > left:
        return None  # 8.3.2, 8.3.5: no rail move at all, whatever the ground
    rule = moves.rail_limit(game, state, f, action.unit, action.to)
    if rule is None:
        return None
    if moves.entry_rule(moves.route_limits(game, state, f, action.unit), f.t.index[action.to]):
        return rule, ROUTE_WORDS[rule](action.unit)
    return rule, RAIL_WORDS[rule](action.unit, game.label(action.to))


def _barred_on_the_way(game: Game, state: GameState, f: Facts, action: Move,
                       rule: str) -> Hex | None:
    """The hex before the last that ``moves.route_limits`` bars to the mover under
    ``rule`` (a route passing ground it may not enter on its way to a hex it may end
    in), None when no such hex is why."""
    if rule not in PASS_WORDS:
        return None
    for rule_of, ids in moves.route_limits(game, state, f, action.unit):
        if rule_of == rule:
            return next((h for h in action.path[:-1] if f.t.index.get(h) in ids), None)
    return None


def stacking_refusal(game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
    """16.3: the refusal of a move or placement that would stack Axis allies of two
    nations (None when that is not why)."""
    to: Hex | None
    if isinstance(action, Move):
        to = action.to
    elif isinstance(action, Retreat):
        to = action.path[-1] if action.path else None
    else:
        to = action.hex if isinstance(action, (Place, Advance)) else None
    uid = getattr(action, "unit", None)
    if to is None or uid not in game.units or to not in game.board.terrain:
        return None
    if isinstance(action, Move) and action.mode == "overrun":
        return None
    if Facts.of(game, state).nations_ok(to, uid):
        return None
    return "16.3", T("Axis allies of different nations may not stack: {unit} cannot stand in {hex}",
                     unit=uid, hex=to)


#: Why a normal or strategic route is refused, by the rule ``moves.path_refusal`` names.
ROUTE_WORDS = {
    "8.0": lambda u: T("{unit} cannot move along that route: each step goes to a neighbouring hex free of "
                       "enemy units (8.0)", unit=u),
    "8.1": lambda u: T("The route costs more movement points than {unit} has (8.1)", unit=u),
    "8.1.3": lambda u: T("{unit} cannot make that step: terrain it may enter only along a road, or water "
                         "(8.1.3)", unit=u),
    "7.1.1": lambda u: T("No unit may move straight from one enemy ZOC hex into another", unit=u),
    "7.2.2": lambda u: T("A panzer may not move straight from one anti-armour ZOC hex into another", unit=u),
    "7.1.6": lambda u: T("{unit} may not leave enemy ZOC (7.1.6)", unit=u),
    "8.2.2": lambda u: T("Strategic movement never starts in or enters enemy ZOC (8.2.2)", unit=u),
    "15.5b": lambda u: T("No strategic movement in spring (15.5b)", unit=u),
    "8.1.5": lambda u: T("Soviet units never go two hexes deep into Axis territory (8.1.5)", unit=u),
    "18.2": lambda u: T("{unit} stays inside the South-West Front line through turn 2 (18.2)", unit=u),
    "17.3": lambda u: T("{unit} stays within two hexes of its city (17.3)", unit=u),
    "13.3": lambda u: T("A supply center ends its move in a city or town (13.3)", unit=u),
    "16.1": lambda u: T("Axis allies never enter row 26 or north of it (16.1)", unit=u),
    "16.4.1": lambda u: T("The Romanians stay in their zone until the Axis takes Odessa (16.4.1)", unit=u),
    "16.5.1": lambda u: T("The Finns stay in Finland until they are released (16.5.1)", unit=u),
}

#: Why a route that passes a hex its unit may not enter (``moves.route_limits``) on its
#: way to one it may end in is refused, naming that hex.
PASS_WORDS = {
    "8.1.5": lambda u, h: T("{unit} may not pass {hex}: Soviet units never go two hexes deep into Axis "
                            "territory (8.1.5)", unit=u, hex=h),
    "18.2": lambda u, h: T("{unit} may not pass {hex}: it stays inside the South-West Front line through "
                           "turn 2 (18.2)", unit=u, hex=h),
    "17.3": lambda u, h: T("{unit} may not pass {hex}: militia never go three hexes from their city (17.3)",
                           unit=u, hex=h),
    "16.1": lambda u, h: T("{unit} may not pass {hex}: Axis allies never enter row 26 or north of it (16.1)",
                           unit=u, hex=h),
    "16.4.1": lambda u, h: T("{unit} may not pass {hex}: the Romanians do not cross their invade border "
                             "until the Axis takes Odessa (16.4.1)", unit=u, hex=h),
    "16.5.1": lambda u, h: T("{unit} may not pass {hex}: the Finns do not cross their invade border until "
                             "they are released (16.5.1)", unit=u, hex=h),
}

#: Why a rail move to a hex the unit may stand in is refused when the rails lead there only
#: across ground ``moves.route_limits`` bars to it.
RAIL_WORDS = {
    "8.1.5": lambda u, h: T("{unit} may not go to {hex} by rail: the line runs two hexes deep into Axis "
                            "territory, where Soviet units never go (8.1.5)", unit=u, hex=h),
    "18.2": lambda u, h: T("{unit} may not go to {hex} by rail: the line leaves the South-West Front line, "
                           "inside which it stays through turn 2 (18.2)", unit=u, hex=h),
    "17.3": lambda u, h: T("{unit} may not go to {hex} by rail: the line runs three hexes or more from its "
                           "city (17.3)", unit=u, hex=h),
    "16.1": lambda u, h: T("{unit} may not go to {hex} by rail: the line enters row 26 or north of it, "
                           "where Axis allies never go (16.1)", unit=u, hex=h),
    "16.4.1": lambda u, h: T("{unit} may not go to {hex} by rail: the line crosses the Romanian invade "
                             "border before the Axis takes Odessa (16.4.1)", unit=u, hex=h),
    "16.5.1": lambda u, h: T("{unit} may not go to {hex} by rail: the line crosses the Finnish invade "
                             "border before the Finns are released (16.5.1)", unit=u, hex=h),
}
