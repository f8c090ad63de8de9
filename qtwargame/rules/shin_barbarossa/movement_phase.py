"""The movement phases (5.2.1, 5.2.3, 5.3.1; 8.0–8.3, 9.0, 11.2.7): what a unit may do when
its phase comes, and a move made: a panzer's walk past face-down leaders that may turn to
stop it (11.2.7), a tank's points kept for an overrun (9.5), the passage of cities (3.2b).

Every function takes the game and a state (or the engine's ``Context``); the moves
themselves are ``moves``' and the overruns ``overrun``'s."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Choose, Move, Opt
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, Decision, GameState, UnitState
from qtwargame.rules.shin_barbarossa import control, leaders, moves, overrun, overstack, rail
from qtwargame.rules.shin_barbarossa.facts import Facts, is_panzer, is_tank
from qtwargame.rules.shin_barbarossa.texts import T

#: The pending decision of 11.2.7: a panzer moves near face-down leaders.
REACTION = "reaction_turn"


def enter(ctx: Context) -> None:
    """A movement phase begins: no unit has moved yet (8.0); 4.5, 4.6: every unit cut off
    at the phase start moves at half, leaders too (supply centers move in the start phase,
    13.1); 11.4c: the Soviet units out of command are noted."""
    s, game = ctx.state, ctx.game
    side = s.active
    for uid, u in list(s.units.items()):
        if "moved" in u.flags:
            s.units[uid] = u.without_flag("moved")
    s.data.pop("moving", None)
    f = Facts(game, s)
    s.data["no_loc"] = sorted(u for u in f.pos if game.units[u].side == side
                              and game.units[u].kind in ("unit", "leader") and not f.has_loc(u))
    s.data["out_of_command"] = sorted(
        u for u in f.pos if game.units[u].side == f.soviet and game.units[u].kind == "unit"
        and not f.in_command(u)) if side == f.soviet else []


# -- legal actions ----------------------------------------------------------------------------


def actions(game: Game, state: GameState) -> list[Action]:
    """The moves open now: the moving stack's (9.7: nobody else moves until it is done), or
    every unit's free to move and the removals of 6.6."""
    f = Facts.of(game, state)
    side = state.active
    moving = state.data.get("moving")
    if moving:
        uid, mp = moving["unit"], moving["mp"]
        out: list[Action] = []
        if not moving.get("stopped"):
            out += moves.normal_moves(game, state, f, uid, mp)
        out += moves.overruns(game, state, f, uid, mp)
        out.append(Choose(side, Opt.DONE, units=(uid,)))
        return out
    out = []
    for uid in moves.movers(game, state, f):
        out += unit_moves(game, state, f, uid)
    out += overstack.removals(game, state)
    return out


def unit_actions(game: Game, state: GameState, unit: str) -> list[Action]:
    """``actions`` filtered to ``unit`` (no stack moving): its own moves and removals."""
    f = Facts.of(game, state)
    out: list[Action] = []
    if unit in moves.movers(game, state, f):
        out += unit_moves(game, state, f, unit)
    out += [a for a in overstack.removals(game, state) if a.unit == unit]
    return out


def rail_left(game: Game, state: GameState, side: str) -> int:
    """8.3.2: the rail points ``side`` has left this turn."""
    return rail.points(game.cache.data, side) - state.data.get("rail_used", {}).get(side, 0)


def unit_moves(game: Game, state: GameState, f: Facts, uid: str) -> tuple[Action, ...]:
    """Every move ``uid`` (a unit free to move) may make now (the memo's own tuple: the
    whole list adds the tuples of every unit without copying each first)."""
    left = rail_left(game, state, state.active)
    key = moves.unit_key(game, state, f, uid, (min(left, 2), state.data.get("sea_used", 0),
                                               tuple(state.data.get("interdicted", ()))))
    return moves.cached(game, key, lambda: _make_unit_moves(game, state, f, uid, left))


def _make_unit_moves(game: Game, state: GameState, f: Facts, uid: str, left: int) -> tuple:
    """``unit_moves`` made: normal moves, an overrun for a tank (9.0) and, but in the second
    Axis movement, strategic, rail and (Soviet) sea moves."""
    side = state.active
    second = state.phase == "axis_move_2"
    out: list[Action] = list(moves.normal_moves(game, state, f, uid))
    if is_tank(game, uid):
        out += moves.overruns(game, state, f, uid, moves.allowance(game, state, uid, f))
    # 8.2.1, 8.3.1, 8.1.10: every unit, a leader too, may move strategically, by rail
    # (8.3.3: one point) or by sea instead (supply centers move in the start phase)
    if not second and game.units[uid].kind in ("unit", "leader"):
        out += moves.strategic_moves(game, state, f, uid)
        out += moves.rail_moves(game, state, f, uid, left)
        if side == f.soviet:
            out += moves.sea_moves(game, state, f, uid)
    return tuple(out)  # every route held to moves.route_limits (8.1.5, 16.1, 16.4.1, 16.5.1, 17.3, 18.2)


def move_ok(game: Game, state: GameState, f: Facts, action: Move) -> bool:
    """A move of a unit free to move now: a normal or strategic move by any legal route
    (``moves.path_ok``: every hex it enters within ``moves.route_limits``), not only
    the route listed; a rail, sea or overrun move as listed (a rail move names only its
    destination)."""
    uid = action.unit
    if uid not in moves.movers(game, state, f):
        return False
    listed = unit_moves(game, state, f, uid)
    if action in listed:
        return True
    if action.mode not in ("normal", "strategic") or game.units[uid].kind != "unit" and \
            action.mode == "strategic":
        return False
    if action.mode == "strategic" and (state.phase == "axis_move_2"  # 8.2.4
                                       or not any(isinstance(m, Move) and m.mode == "strategic"
                                                  for m in listed)):
        return False
    return moves.path_ok(game, state, f, uid, action.path, action.mode)


def reachable(game: Game, state: GameState, unit: str) -> dict[Hex, float]:
    """8.1: where ``unit`` may end a normal move now, with the cost."""
    u = state.units.get(unit)
    if u is None or u.status != ON_MAP or state.phase not in moves.MOVE_PHASES:
        return {}
    f = Facts.of(game, state)
    if unit not in moves.movers(game, state, f):
        return {}
    return moves.normal_costs(game, state, f, unit)


def reaction_answers(game: Game, state: GameState) -> list[Action]:
    """11.2.7: turn one of the face-down leaders the panzer passes, or pass."""
    assert state.pending is not None
    soviet = game.cache.data.soviet
    out: list[Action] = [Choose(soviet, leaders.TURN_LEADER, units=(u,)) for u in state.pending.data["slots"]
                         if state.units[u].status == ON_MAP]
    return out + [Choose(soviet, Opt.PASS)]


# -- a move made ------------------------------------------------------------------------------


def move(ctx: Context, m: Move) -> None:
    """A move: an overrun picked (its odds shown before it is made, 9.0), or a unit moving
    (8.3.2 rail points, 8.1.10 the one sea move), a panzer's walk asking the reactions of
    11.2.7 on its way."""
    s, game = ctx.state, ctx.game
    uid = m.unit
    if m.mode == "overrun":
        overrun.begin(ctx, uid)
        return
    if m.mode == "rail":
        used = s.data.setdefault("rail_used", {})
        used[m.side] = used.get(m.side, 0) + rail.cost(game.cache.data, is_tank(game, uid))
    if m.mode == "sea":
        s.data["sea_used"] = s.data.get("sea_used", 0) + 1
    moving = s.data.get("moving")
    budget = moving["mp"] if moving else None
    origin = s.units[uid].hex
    assert origin is not None  # only a unit on the map moves
    if m.mode == "normal" and s.phase in moves.MOVE_PHASES and is_panzer(game, uid) \
            and _walk_from(ctx, uid, origin, m.path, 0, budget):
        return
    _arrive(ctx, uid, origin, m.path, m.mode, budget)


def _arrive(ctx: Context, uid: str, origin: Hex, path, mode: str, budget) -> None:
    """``uid`` ends its move along ``path``: the cities passed noted (3.2b), the moving
    stack carried along; a tank keeps the points left for an overrun (9.5)."""
    s, game = ctx.state, ctx.game
    u = s.units[uid]
    s.units[uid] = UnitState(path[-1], u.step, u.status, u.flags | {"moved"})
    control.note_passage(ctx, uid, path)
    overrun.carry(ctx, uid, path)
    if mode == "normal" and s.phase in moves.MOVE_PHASES and is_tank(game, uid):
        f = Facts(game, s)
        total = budget if budget is not None else moves.allowance(game, s, uid, f)
        spent = moves.path_cost(game, s, uid, (origin, *path), f, start_budget=total)
        overrun.after_move(ctx, uid, origin, path, total - spent, f)
        return
    overrun.end(ctx)


def answer_overrun(ctx: Context, action: Action) -> None:
    """An answer of the moving stack's decision (``overrun.answers``): a move of the stack
    on (9.5) is a move like any other; the rest is ``overrun.answer``'s."""
    s = ctx.state
    moving = s.data["moving"]
    if isinstance(action, Move) and action.unit in moving["group"]:
        s.pending = None
        move(ctx, action)
        return
    overrun.answer(ctx, action)


def answer_reaction(ctx: Context, a: Action) -> None:
    """11.2.7: the Soviet answer to a panzer's walk. A leader turned whose anti-armour ZOC
    newly covers a hex of the path short of the move's destination, where the panzer stands
    or further on, stops it at the first such hex (7.2.2), the line naming the panzer, the
    hex and the leader. Only the zone the turn added counts: a turn that adds none short of
    the destination (a ``*``, 11.2.5, whatever other leader's zone the destination lies in)
    stops nothing, the line says so, and the panzer walks on to its destination as after a
    pass, keeping its points there for an overrun (9.5).

    Revision 1 (``docs/rules/shin_barbarossa.md`` 11.2.7): the stop is 7.2.2's like any
    other, so the panzer keeps the points it has left for an overrun from where it stopped
    (9.5, 9.8: it may not move on unless an overrun clears the zone); and after a turn that
    stops nothing the Soviet player is asked again, where the panzer stands, about the other
    leaders of the question still face down (11.2.2: any time, any number). Revision 0 ended
    the stack's move at the stop with no overrun and asked about each leader once a move."""
    s, game = ctx.state, ctx.game
    assert s.pending is not None
    slots = list(s.pending.data["slots"])
    s.pending = None
    walk = s.data.pop("walk")
    uid = walk["unit"]
    path = tuple(game.hex(h) for h in walk["path"])
    origin = game.hex(walk["origin"])
    at = walk["at"]
    if isinstance(a, Choose) and a.option == leaders.TURN_LEADER:
        slot = a.units[0]
        before = Facts(game, s).aa_zoc
        who = leaders.turn_up(ctx, slot, by_act=True)
        added = Facts(game, s).aa_zoc - before
        for j in range(at, len(path) - 1):
            if path[j] in added:  # where it stands, or the first such hex further on
                # The line names the panzer, where it stops, short of the hex its move
                # named (session 90: "The panzer stops in anti-armour ZOC", and nothing at
                # all where it stopped further on), and the leader whose turn stops it.
                ctx.log(T("{unit} stops in {hex}, in the anti-armour ZOC that turning {leader} gives",
                          unit=uid, hex=path[j], leader=who), rule="11.2.7")
                s.data.pop("offered", None)
                _arrive(ctx, uid, origin, path[:j + 1], "stopped" if game.revision < 1 else "normal",
                        walk["budget"])
                return
        ctx.log(T("Turning {leader} does not stop {unit} in {hex}: no new anti-armour ZOC on its "
                  "way to {to}", leader=who, unit=uid, hex=path[at], to=path[-1]), rule="11.2.7")
        others = [u for u in slots if u != slot and s.units[u].status == ON_MAP]
        if game.revision >= 1 and others:
            # 11.2.2: he may turn another of the leaders just asked about, here and now.
            s.data["offered"] = sorted(set(s.data["offered"]) - set(others))
            _walk_from(ctx, uid, origin, path, at, walk["budget"], again=True)
            return
    if _walk_from(ctx, uid, origin, path, at + 1, walk["budget"]):
        return
    _arrive(ctx, uid, origin, path, "normal", walk["budget"])


def _walk_from(ctx: Context, uid: str, origin: Hex, path, start: int, budget,
               again: bool = False) -> bool:
    """11.2.7: as a panzer moves, the Soviet player may turn a face-down leader near
    it to claim anti-armour ZOC, which stops it. Returns True when that reaction is
    asked (the move goes on after the answer). ``again``: asked where he has just turned
    a leader that stopped nothing (the question says so)."""
    s, game = ctx.state, ctx.game
    offered = set(s.data.get("offered", []))
    for i in range(start, len(path) - 1):
        h = path[i]
        near = [u for u in leaders.slots(game) if s.units[u].status == ON_MAP and u not in offered
                and (at := s.units[u].hex) is not None and at.distance(h) <= 4]
        if near:
            s.data["walk"] = {"unit": uid, "path": [game.label(x) for x in path], "at": i,
                              "budget": budget, "origin": game.label(origin)}
            if again and i == start:
                s.data["walk"]["again"] = True
            s.data["offered"] = sorted(offered | set(near))
            s.pending = Decision(REACTION, game.cache.data.soviet,
                                 T("A panzer moves near your face-down leaders: turn one?"),
                                 {"slots": near}, reaction=True)
            u = s.units[uid]
            s.units[uid] = UnitState(h, u.step, u.status, u.flags)
            return True
    s.data.pop("offered", None)
    return False
