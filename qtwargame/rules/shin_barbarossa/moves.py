"""The moves a unit may make in a movement phase (8.0–8.3, 9.0, 13.1, with every limit of
7.1, 7.2, 8.1.5, 16.1, 16.4.1, 16.5.1, 18.2): normal, strategic, rail, sea and overrun,
each a ``Move`` with its mode. The lists are kept per unit on the game's cache, keyed by
what they depend on (the unit, its hex and step, the enemy's positions, the phase), so
listing a whole phase does not search the map again after every move.
"""

from __future__ import annotations

from collections.abc import Collection

from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import GameState
from qtwargame.rules.shin_barbarossa import air, limits, militia, movement, rail, topology
from qtwargame.rules.shin_barbarossa.facts import (
    Facts,
    is_combat,
    is_panzer,
    is_tank,
    move_class,
    static,
)
from qtwargame.rules.shin_barbarossa.reach import (
    Mover,
    Surroundings,
    heeded,
    may_leave,
    normal_reach,
    overrun_cost,
    step_cost,
)

MOVE_PHASES = ("axis_move_1", "axis_move_2", "soviet_move")


def frozen_unit(game: Game, state: GameState, uid: str) -> bool:
    """2.4.2: units set up in Romania neither move nor attack on turn 1; 2.2.3 off-map
    units are not on the map anyway."""
    return state.turn == 1 and game.units[uid].setup_code == "R"


def out_of_command(game: Game, f: Facts, uid: str) -> bool:
    """8.1.8, 11.4c–d: a Soviet combat unit outside every turned leader's command range,
    judged when it moves (11.4d: at each move and each combat, not at the phase start)."""
    d = game.units[uid]
    return d.side == f.soviet and d.kind == "unit" and not f.in_command(uid)


def allowance(game: Game, state: GameState, uid: str, f: Facts) -> int:
    """8.1.9: the printed allowance after the halvings: mud, Axis in snow (not Finns), no
    LOC or supply (judged at the phase start, 4.5), a Soviet combat unit out of command
    (judged as it moves, 11.4d)."""
    d = game.units[uid]
    printed = d.value(state.units[uid].step, "movement")
    axis = d.side == f.axis
    no_loc = uid in state.data.get("no_loc", ())
    ooc = out_of_command(game, f, uid)
    return movement.allowance(printed, mud=f.mud(), axis_in_snow=axis and f.snow()
                              and d.nationality != "finnish", no_loc=no_loc, out_of_command=ooc)


def surroundings(f: Facts, side: str) -> Surroundings:
    enemy = f.enemy(side)
    memo = f.__dict__.setdefault("_surr", {})
    if side not in memo:
        memo[side] = Surroundings(
            enemy_units=f.hexes[enemy], enemy_zoc=f.zoc[enemy],
            enemy_aa_zoc=f.aa_zoc if side == f.axis else frozenset(),
            river_zoc_only=f.river_zoc_only[enemy], terrain_key=f.st.terrain_key,
            frozen=f.frozen())
    return memo[side]


def mover(game: Game, f: Facts, uid: str) -> Mover:
    d = game.units[uid]
    here = f.pos[uid]
    friend = d.kind == "leader" and any(game.units[o].kind == "unit" and game.units[o].side == d.side
                                        for o in f.at.get(here, []))
    return Mover(move_class(game, uid), panzer=is_panzer(game, uid), leader_leaving_friend=friend)


def militia_centers(f: Facts, state: GameState, uid: str) -> list[Hex]:
    """17.3: the city a militia unit was raised for (either, for one placed otherwise)."""
    home = state.data.get("militia_home", {}).get(uid)
    if home in f.st.places:
        return [f.st.places[home]]
    return [h for h in (f.st.moscow, f.st.leningrad) if h is not None]


def held_by_stalin(game: Game, state: GameState, uid: str) -> bool:
    """18.2: a Soviet unit set up inside the South-West Front line (recorded when the
    Soviet setup ends), or one of the Front's own direct units (setup code ``SWF``)."""
    return uid in state.data.get("stalin_line", ()) or game.units[uid].setup_code == "SWF"


def movers(game: Game, state: GameState, f: Facts) -> list[str]:
    """The active side's units and leaders free to move now, in order: not moved this
    phase (8.0), not a supply center (they move in the start phase, 13.1), not frozen
    (2.4.2); in the second Axis movement only panzers (5.2.3)."""
    side = state.active
    out = []
    for uid in sorted(f.pos):
        d = game.units[uid]
        if d.side != side or "moved" in state.units[uid].flags or d.kind == "supply":
            continue
        if frozen_unit(game, state, uid):
            continue
        if state.phase == "axis_move_2" and not is_panzer(game, uid):
            continue
        out.append(uid)
    return out


def path_cost(game: Game, state: GameState, uid: str, path, f: Facts, start_budget: float) -> float:
    """The movement points ``uid`` spends along ``path`` (its start first); a step
    ``reach.step_cost`` does not allow (a move of a single hex with every point) counts
    ``start_budget``."""
    s = surroundings(f, game.units[uid].side)
    m = mover(game, f, uid)
    total = 0.0
    for a, b in zip(path, path[1:]):
        c = step_cost(game.board, f.st.data, m, s, a, b)
        total += c if c is not None else start_budget
    return total


def _outside(f: Facts, name: str | tuple, allowed) -> frozenset[int]:
    """The indices of the map for which ``allowed(hex)`` is false, made once a game."""
    def make() -> frozenset[int]:
        return frozenset(i for i, h in enumerate(f.t.hexes) if not allowed(h))
    return f.kept("route_limits", name, make)


def route_limits(game: Game, state: GameState, f: Facts, uid: str) -> tuple[tuple[str, frozenset[int]], ...]:
    """The ground ``uid`` may not enter now, by the rule that forbids it (each a set of
    indices): 8.1.5 Soviet units two hexes deep into Axis territory; 18.2 the units held
    by the South-West Front line outside it through turn 2; 17.3 militia three hexes or
    more from their city; 16.1 Axis allies (but the Finns, Q&A) on row 26 or north of it;
    16.4.1 Romanians beyond their invade border until Odessa falls; 16.5.1 Finns beyond
    theirs until released. Each rule forbids entering (or moving across into) that
    ground, so every hex a normal, strategic or rail route enters is held to them, not
    only its last (a supply center may pass any hex, 13.3 Q&A: it has none)."""
    d = game.units[uid]
    st = f.st
    board = game.board
    out: list[tuple[str, frozenset[int]]] = []
    if d.side == f.soviet:
        out.append(("8.1.5", f.too_deep_ids))
        if state.turn <= 2 and held_by_stalin(game, state, uid):
            out.append(("18.2", _outside(f, "18.2", lambda h: limits.stalin_line_ok(
                h, st.sw_front, True, state.turn))))
        if d.has("militia"):
            centers = militia_centers(f, state, uid)
            leash = st.data.militia.leash
            out.append(("17.3", _outside(f, ("17.3", tuple(centers), leash),
                                         lambda h: militia.within_leash(h, centers, leash))))
    elif d.kind != "supply":
        nat = d.nationality
        row = st.data.allied_row_limit
        if nat not in ("german", "finnish"):
            out.append(("16.1", _outside(f, ("16.1", row), lambda h: limits.allied_row_ok(board, h, row))))
        if nat == "romanian" and not state.data.get("odessa_taken"):
            out.append(("16.4.1", _outside(f, "16.4.1",
                                           lambda h: limits.romanian_ok(h, st.romanian_zone, False))))
        if nat == "finnish" and not state.data.get("finns_released"):
            out.append(("16.5.1", _outside(f, "16.5.1", lambda h: limits.finn_ok(h, st.finland, False))))
    return tuple((rule, ids) for rule, ids in out if ids)


def barred_ids(game: Game, state: GameState, f: Facts, uid: str) -> frozenset[int]:
    """Every index :func:`route_limits` keeps ``uid`` out of (the searches never enter
    one)."""
    got = route_limits(game, state, f, uid)
    if not got:
        return frozenset()
    if len(got) == 1:
        return got[0][1]
    sets = tuple(ids for _, ids in got)
    return f.kept("route_barred", sets, lambda: frozenset().union(*sets))


def entry_rule(limits_: tuple[tuple[str, frozenset[int]], ...], i: int) -> str | None:
    """The rule of :func:`route_limits` that bars entering index ``i`` (None: none)."""
    for rule, ids in limits_:
        if i in ids:
            return rule
    return None


def destination_ok(game: Game, state: GameState, f: Facts, uid: str, h: Hex) -> bool:
    """Where a unit may end a move: 13.3 supply centers on a city or town, 16.3 never
    with an ally of another nation, and the ground of :func:`route_limits` (8.1.5, 16.1,
    16.4.1, 16.5.1, 17.3, 18.2)."""
    return destination_rule(game, state, f, uid, h) is None


def destination_rule(game: Game, state: GameState, f: Facts, uid: str, h: Hex) -> str | None:
    """The rule that keeps ``uid`` from ending a move in ``h`` (:func:`destination_ok`),
    None when none does."""
    d = game.units[uid]
    if d.side == f.axis:
        if d.kind == "supply":
            return None if h in game.board.cities else "13.3"
        if not f.nations_ok(h, uid):
            return "16.3"
    return entry_rule(route_limits(game, state, f, uid), f.t.index[h])


def destinations(game: Game, state: GameState, f: Facts, uid: str):
    """:func:`destination_ok` for ``uid`` on the map's indices (a test of one index)."""
    d = game.units[uid]
    t = f.t
    if d.kind == "supply":
        return t.is_city.__getitem__
    barred = barred_ids(game, state, f, uid)
    if d.side == f.axis:
        allies = f.ally_barred_ids(uid)  # 16.3
        return lambda i: i not in barred and i not in allies
    return lambda i: i not in barred


def _key(game: Game, state: GameState, f: Facts, uid: str, mode: str, extra=()) -> tuple:
    u = state.units[uid]
    side = game.units[uid].side
    # The Soviet anti-armour zone also depends on the Axis positions (their zones cut
    # command ranges, 7.1.4): an Axis unit's moves are keyed by it as well.
    aa = f.aa_key() if side == f.axis else None
    return (uid, u.hex, u.step, mode, state.turn, state.phase, state.weather, aa,
            f.signature(f.enemy(side)), f.ally_barred_ids(uid), uid in state.data.get("no_loc", ()),
            out_of_command(game, f, uid), bool(state.data.get("finns_released")),
            bool(state.data.get("odessa_taken")), extra)


def unit_key(game: Game, state: GameState, f: Facts, uid: str, extra=()) -> tuple:
    """What every move of ``uid`` depends on (a cache key for the whole list)."""
    return _key(game, state, f, uid, "all", (mover(game, f, uid).leader_leaving_friend, extra))


def cached(game: Game, key: tuple, make) -> tuple:
    return _cached(game, key, make)


def _cached(game: Game, key: tuple, make) -> tuple:
    memo = static(game).memo.setdefault("moves", {})
    if key not in memo:
        if len(memo) > 20000:
            memo.clear()
        memo[key] = make()
    return memo[key]


def _found(game: Game, state: GameState, f: Facts, uid: str,
           budget: float) -> tuple[dict[int, float], dict[int, int]]:
    """8.1, 7.1.1, 7.1.6, 7.1.7, 7.2.2: the normal-move search on the map's indices
    (index -> cost, index -> previous index): ``reach.normal_reach``'s rules, with the
    terrain costs of the unit's class looked up once a game."""
    side = game.units[uid].side
    enemy = f.enemy(side)
    m = mover(game, f, uid)
    blocked = f.ids[enemy]
    limited = barred_ids(game, state, f, uid)  # 8.1.5, 16.1, 16.4.1, 16.5.1, 17.3, 18.2
    if limited:
        blocked = blocked | limited
    return normal_reach(f.t, f.st.costs(m.move_class, f.frozen()), m, f.pos_id[uid], budget,
                        zoc=f.zoc_ids[enemy], aa=f.aa_ids if side == f.axis else frozenset(),
                        river_zoc_only=f.river_ids[enemy], blocked=blocked)


def normal_found(game: Game, state: GameState, f: Facts, uid: str, budget: float) -> dict:
    """8.1, 7.1.1, 7.1.6, 7.1.7, 7.2.2: the normal-move search (hex -> (cost, previous))."""
    dist, prev = _found(game, state, f, uid, budget)
    hexes = f.t.hexes
    return {hexes[i]: (c, hexes[prev[i]] if i in prev else None) for i, c in dist.items()}


def _by_label(f: Facts, ids) -> list[int]:
    labels = f.t.labels
    return sorted(ids, key=labels.__getitem__)


def normal_moves(game: Game, state: GameState, f: Facts, uid: str,
                 budget: float | None = None) -> tuple[Move, ...]:
    side = game.units[uid].side
    if budget is None:
        budget = allowance(game, state, uid, f)

    def make() -> tuple[Move, ...]:
        dist, prev = _found(game, state, f, uid, budget)
        start = f.pos_id[uid]
        ok = destinations(game, state, f, uid)
        return tuple(Move(side, uid, topology.path(f.t, prev, i), "normal")
                     for i in _by_label(f, dist) if i != start and ok(i))

    friend = mover(game, f, uid).leader_leaving_friend
    return _cached(game, _key(game, state, f, uid, "normal", (budget, friend)), make)


def normal_costs(game: Game, state: GameState, f: Facts, uid: str,
                 budget: float | None = None) -> dict[Hex, float]:
    if budget is None:
        budget = allowance(game, state, uid, f)
    dist, _ = _found(game, state, f, uid, budget)
    start = f.pos_id[uid]
    ok = destinations(game, state, f, uid)
    hexes = f.t.hexes
    return {hexes[i]: c for i, c in dist.items() if i != start and ok(i)}


def strategic_moves(game: Game, state: GameState, f: Facts, uid: str) -> tuple[Move, ...]:
    """8.2: instead of normal movement, never from or into enemy ZOC, half a point per hex
    along roads of the grades the class may use (8.2.3); not in spring (15.5b). Listed to
    every hex it reaches, those a normal move reaches too (the player picks the mode),
    one route each; any other legal route is accepted (:func:`path_ok`)."""
    side = game.units[uid].side
    if state.weather == "spring":
        return ()
    budget = allowance(game, state, uid, f)

    def make() -> tuple[Move, ...]:
        enemy = f.enemy(side)
        zoc_all = f.zoc_ids[enemy] | (f.aa_ids if side == f.axis else set())
        start = f.pos_id[uid]
        if start in zoc_all:
            return ()
        m = mover(game, f, uid)
        costs = f.st.strategic_costs(m.move_class, f.frozen())
        blocked = zoc_all | f.ids[enemy] | barred_ids(game, state, f, uid)  # and route_limits
        dist, prev = topology.dijkstra(f.t, costs, start, budget, blocked=blocked)
        ok = destinations(game, state, f, uid)
        return tuple(Move(side, uid, topology.path(f.t, prev, i), "strategic")
                     for i in _by_label(f, dist) if i != start and ok(i))

    return _cached(game, _key(game, state, f, uid, "strategic", (budget,)), make)


def path_ok(game: Game, state: GameState, f: Facts, uid: str, path, mode: str,
            budget: float | None = None) -> bool:
    """Whether ``uid`` may make a normal or strategic move along ``path`` (the hexes
    entered) now: the rules :func:`normal_moves` and :func:`strategic_moves` search by,
    asked of this one route, so any legal route is accepted, not only the one listed
    (:func:`path_refusal` says which rule bars one)."""
    return path_refusal(game, state, f, uid, path, mode, budget) is None


def path_refusal(game: Game, state: GameState, f: Facts, uid: str, path, mode: str,
                 budget: float | None = None) -> str | None:
    """The rule that bars ``uid``'s normal or strategic move along ``path``, None when
    the route is legal.

    Normal (8.1, 7.1.1, 7.1.6, 7.1.7, 7.2.2): each step to a neighbour it may enter at its
    class's cost (8.1.2, 8.1.3), never into an enemy unit (8.0); a zone it heeds (every
    enemy ZOC, for a panzer only anti-armour ZOC) ends the move where it is entered; it
    starts only if it may leave its hex's zone (7.1.6) and then not straight into that
    zone; the points spent within the allowance, but the first hex whatever its cost
    (8.1.4). Strategic (8.2): never from or into enemy ZOC of either kind, at the
    strategic costs, within the allowance. Both end on a hex the unit may end a move in
    (:func:`destination_rule`) other than its own."""
    d = game.units[uid]
    t = f.t
    start = f.pos_id.get(uid)
    if start is None or not path or mode not in ("normal", "strategic"):
        return "8.0"
    try:
        steps = [t.index[h] for h in path]
    except KeyError:
        return "8.0"
    side = d.side
    enemy = f.enemy(side)
    if budget is None:
        budget = allowance(game, state, uid, f)
    m = mover(game, f, uid)
    zoc, aa = f.zoc_ids[enemy], (f.aa_ids if side == f.axis else frozenset())
    units = f.ids[enemy]
    zones: frozenset[int] | set[int] = frozenset()
    if mode == "strategic":
        if state.weather == "spring":
            return "15.5b"
        zones = zoc | aa
        if start in zones:
            return "8.2.2"
        stop: Collection[int] = frozenset()
        costs = f.st.strategic_costs(m.move_class, f.frozen())
    else:
        if not may_leave(m, start, zoc | aa, f.river_ids[enemy]):
            return "7.1.6"
        stop = heeded(m, zoc, aa)
        costs = f.st.costs(m.move_class, f.frozen())
    zone_rule = "7.2.2" if m.panzer else "7.1.1"
    limited = route_limits(game, state, f, uid)
    spent, here = 0.0, start
    for k, nxt in enumerate(steps):
        if k and here in stop:
            return "stop"  # the move ended on entering the zone (7.1.1, 7.2.2)
        try:
            j = t.nbr[here].index(nxt)
        except ValueError:
            return "8.0"
        if nxt in units:
            return "8.0"
        barred = entry_rule(limited, nxt)
        if barred is not None:
            return barred  # 8.1.5, 16.1, 16.4.1, 16.5.1, 17.3, 18.2: no hex of the route there
        if nxt in zones:
            return "8.2.2"
        c = costs[here][j]
        if c is None:
            return "8.1.3"
        if k == 0 and start in stop and nxt in stop:
            return zone_rule  # not straight from the zone into the zone
        spent += c
        if spent > budget:
            if k or mode != "normal":
                return "8.1"
            spent = budget  # 8.1.4: the first hex whatever its cost
        here = nxt
    if here == start:
        return "8.0"
    return destination_rule(game, state, f, uid, t.hexes[here])


def rail_moves(game: Game, state: GameState, f: Facts, uid: str, points_left: int) -> tuple[Move, ...]:
    """8.3: along the rail line any distance, for 1 point (tanks 2) of the side's 5
    (Soviet) or 2 (Axis) a turn; never from or into enemy ZOC, enemy units or enemy-held
    cities and towns."""
    d = game.units[uid]
    if rail.cost(f.st.data, is_tank(game, uid)) > points_left:
        return ()
    side = d.side
    blocked = air.interdicted(game, state) if side == f.soviet else frozenset()  # 14.3

    def make() -> tuple[Move, ...]:
        enemy = f.enemy(side)
        ezoc = f.zoc_ids[enemy] | (f.aa_ids if side == f.axis else set())
        towns = f.town_ids(enemy)
        air_ids = f.t.ids(blocked) if blocked else set()  # 14.3
        limited = barred_ids(game, state, f, uid)  # route_limits hold along the rails too
        reach = topology.rail_reach(f.t, f.pos_id[uid], ezoc | f.ids[enemy] | towns | air_ids | limited, ezoc)
        if not reach:
            return ()
        ok = destinations(game, state, f, uid)
        hexes = f.t.hexes
        return tuple(Move(side, uid, (hexes[i],), "rail") for i in _by_label(f, reach) if ok(i))

    return _cached(game, _key(game, state, f, uid, "rail", tuple(sorted(blocked, key=game.label))), make)


def rail_limit(game: Game, state: GameState, f: Facts, uid: str, to: Hex) -> str | None:
    """The rule of :func:`route_limits` that keeps ``uid`` from ``to`` by rail (8.3: the
    destination lies along the rails, but only across ground the unit may not enter),
    None when no such rule is why."""
    limited = route_limits(game, state, f, uid)
    goal = f.t.index.get(to)
    if not limited or goal is None or f.pos_id.get(uid) is None:
        return None
    side = game.units[uid].side
    enemy = f.enemy(side)
    ezoc = f.zoc_ids[enemy] | (f.aa_ids if side == f.axis else set())
    blocked = ezoc | f.ids[enemy] | f.town_ids(enemy)
    if side == f.soviet:
        blocked |= f.t.ids(air.interdicted(game, state))  # 14.3
    start = f.pos_id[uid]
    if goal not in topology.rail_reach(f.t, start, blocked, ezoc):
        return None  # not along the rails at all
    rule = entry_rule(limited, goal)
    if rule is not None:
        return rule
    if goal in topology.rail_reach(f.t, start, blocked | barred_ids(game, state, f, uid), ezoc):
        return None  # the limits leave a way there
    for rule, _ in limited:  # the rule whose ground, opened, lets the unit through
        rest = frozenset().union(*(other for r, other in limited if r != rule))
        if goal in topology.rail_reach(f.t, start, blocked | rest, ezoc):
            return rule
    return limited[0][0]


def sea_moves(game: Game, state: GameState, f: Facts, uid: str) -> tuple[Move, ...]:
    """8.1.10: one Soviet unit a turn from Odessa to Sevastopol while both are Soviet."""
    st = f.st
    src, dst = st.places.get(st.data.sea_move.from_city), st.places.get(st.data.sea_move.to_city)
    if src is None or dst is None or f.pos.get(uid) != src or game.units[uid].kind not in ("unit", "leader"):
        return ()
    if state.data.get("sea_used", 0) >= st.data.sea_move.per_turn:
        return ()
    if state.control.get(src) != f.soviet or state.control.get(dst) != f.soviet or dst in f.hexes[f.axis]:
        return ()
    if not destination_ok(game, state, f, uid, dst):  # 17.3, 18.2 (Sevastopol lies outside both)
        return ()
    return (Move(f.soviet, uid, (dst,), "sea"),)


def overruns(game: Game, state: GameState, f: Facts, uid: str, mp: float) -> tuple[Move, ...]:
    """9.1, 9.2, 9.10: a tank or panzer overruns an adjacent enemy hex for its terrain
    cost + 3 while its points last; 6.4 the enemy hex's stack fits the limit (always); an
    overrun is shown as a move into the enemy hex with its cost (``overrun_cost``)."""
    if not is_tank(game, uid):
        return ()
    side = game.units[uid].side
    enemy = f.enemy(side)
    s = surroundings(f, side)
    m = mover(game, f, uid)
    here = f.pos[uid]
    out = []
    for n in game.board.neighbors(here):
        if n not in f.hexes[enemy] or not any(is_combat(game, u) or game.units[u].kind == "leader"
                                              for u in f.at.get(n, [])):
            continue
        c = overrun_cost(game.board, f.st.data, m, s, here, n)
        if c is not None and c <= mp:
            out.append(Move(side, uid, (n,), "overrun"))
    return tuple(out)


def overrun_mp(game: Game, state: GameState, f: Facts, uid: str, target: Hex) -> float | None:
    side = game.units[uid].side
    return overrun_cost(game.board, f.st.data, mover(game, f, uid), surroundings(f, side),
                        f.pos[uid], target)
