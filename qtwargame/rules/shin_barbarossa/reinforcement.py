"""The reinforcement phases (5.4, 11.5, 11.6, 13.7, 17): the turn's arrivals where they
enter, the militia raised and placed, the leaders placed from the pool, the rifle corps
restored or revived by turned leaders; and a piece placed (setup, arrival or militia)."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Choose, Place
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ELIMINATED, ON_MAP, POOL, GameState, UnitState
from qtwargame.rules.shin_barbarossa import leaders, militia, rebuild
from qtwargame.rules.shin_barbarossa.facts import Facts, is_combat
from qtwargame.rules.shin_barbarossa.leaders import PLACE_LEADER, RESTORE, REVIVE
from qtwargame.rules.shin_barbarossa.lines import command_range
from qtwargame.rules.shin_barbarossa.movement import SOVIET_INFANTRY, enter_cost
from qtwargame.rules.shin_barbarossa.texts import T

PHASES = ("soviet_reinforcement", "axis_reinforcement")


def enter_soviet(ctx: Context) -> None:
    """5.4.1: the turn's leaders join the pool (5.4.1c), no rebuild spent yet, the militia
    called (17.1, 17.2)."""
    s, game = ctx.state, ctx.game
    arriving = [u for u in leaders.identities(game) if game.units[u].arrival_turn == s.turn
                and game.units[u].arrival_where != "LEADER_SETUP"]
    if arriving:
        leaders.to_pool(ctx, arriving)
        ctx.log(T("{n:# leader joins|# leaders join} the pool", n=len(arriving)), rule="5.4.1")
    s.data["rebuild_used"] = {}
    _militia_call(ctx)


def _militia_call(ctx: Context) -> None:
    """17.1, 17.2: militia are raised once for Leningrad and once for Moscow."""
    s, game = ctx.state, ctx.game
    st = game.cache
    f = Facts(game, s)
    called = s.data.setdefault("militia_called", [])
    axis_hexes = [h for u, h in f.pos.items() if game.units[u].side == f.axis and is_combat(game, u)]
    german = [h for u, h in f.pos.items() if game.units[u].nationality == "german" and is_combat(game, u)]
    due = s.data.setdefault("militia_due", {})
    if st.leningrad and "leningrad" not in called and militia.leningrad_triggered(
            german, st.leningrad, st.data.militia.trigger_range):
        called.append("leningrad")
        due["leningrad"] = st.data.militia.per_trigger
    trig = any(s.control.get(h) == f.axis for h, c in game.board.cities.items()
               if "militia_trigger" in c.tags)
    if st.moscow and "moscow" not in called and militia.moscow_triggered(
            axis_hexes, st.moscow, trig, st.data.militia.trigger_range):
        called.append("moscow")
        due["moscow"] = st.data.militia.per_trigger
    for k in list(due):
        if due[k]:
            ctx.log(T("Militia are raised around {city}", city=st.places[k]), rule="17.0")


def soviet_actions(game: Game, state: GameState) -> list[Action]:
    """5.4.1: the Soviet reinforcement phase's actions: arrivals, militia, leaders from the
    pool, rebuilds."""
    out: list[Action] = [*arrival_places(game, state), *militia_places(game, state),
                         *leader_places(game, state), *rebuilds(game, state)]
    return out


def actions_for(game: Game, state: GameState, unit: str) -> list[Action]:
    """The reinforcement phase's actions filtered to ``unit``: its own arrivals
    (``arrival_places`` lists each piece's in turn), then the militia, leader and rebuild
    actions that name it, in the whole list's order (the leader turns naming it follow,
    ``leader_turns.offers_for``)."""
    out: list[Action] = []
    for uid, group in arriving(game, state):
        if uid == unit:
            out += unit_arrivals(game, state, Facts.of(game, state), uid, group)
            break
    if state.phase == "soviet_reinforcement":
        out += [a for a in (*militia_places(game, state), *leader_places(game, state),
                            *rebuilds(game, state)) if unit in a.unit_ids()]
    return out


def arrival_places(game: Game, state: GameState) -> list[Place]:
    """5.4.1b, 5.4.2, 13.7: the turn's reinforcements where their arrival names."""
    f = Facts.of(game, state)
    out: list[Place] = []
    for uid, group in arriving(game, state):
        out += unit_arrivals(game, state, f, uid, group)
    return out


def arriving(game: Game, state: GameState) -> list[tuple[str, tuple[str, str, bool]]]:
    """The active side's pieces that may be placed now (in the order of the game's
    units), each with its group: where it arrives, its stacking kind and whether it is
    a supply center (a supply center eliminated comes back at the Axis entry, 13.7)."""
    side = state.active
    out = []
    units = state.units
    for uid, d in game.units.items():
        u = units[uid]
        if (d.side != side or u.status not in (POOL, ELIMINATED) or d.kind in ("leader", "marker")
                or d.has("militia")):
            continue
        returning = d.kind == "supply" and u.status == ELIMINATED
        if not returning and (u.status != POOL or d.arrival_turn is None or d.arrival_turn > state.turn):
            continue
        where = "axis_entry" if returning else d.arrival_where
        out.append((uid, (where, "unit" if d.kind == "unit" else "extra", d.kind == "supply")))
    return out


def unit_arrivals(game: Game, state: GameState, f: Facts, uid: str,
                   group: tuple[str, str, bool]) -> tuple[Place, ...]:
    """Where ``uid`` (one of ``arriving``, of ``group``) may be placed now: its
    arrival's hexes with room for its kind (6.1, 6.2), cities and towns only for a
    supply center, and those in Soviet ZOC only where an Axis combat unit stands (13.5).
    Where a piece may arrive depends on its group, not on the piece; the hexes and the
    actions are kept for the game by what they depend on (the arrival hexes' own key,
    and the full hexes among them; a supply center's zones read after)."""
    side = state.active
    where, kind, supply = group
    entry_key, entry, base, at = _entry(game, state, f, where, supply)
    counts = f.stack_counts.get((side, kind)) or {}
    limit = f.st.limits[kind]
    if limit <= 0:
        full: tuple[int, ...] | None = None  # no room anywhere
    else:
        full = tuple(sorted(at[h] for h, n in counts.items() if n >= limit and h in at))
    barred = f.ally_barred_ids(uid)  # 16.3: not beside an ally of another nation
    memo = f.st.memo.setdefault("arrival_places", {})
    key = (uid, side, group, entry_key, full, barred)
    got = memo.get(key)
    if got is None:
        if full is None:
            hexes: list[Hex] | tuple[Hex, ...] = ()
        elif not full:
            hexes = base
        else:
            skip = set(full)
            hexes = [h for i, h in enumerate(base) if i not in skip]
        if barred:
            index = f.t.index
            hexes = [h for h in hexes if index[h] not in barred]
        if len(memo) > 20000:
            memo.clear()
        got = memo[key] = tuple(Place(side, uid, h, "reinforcement") for h in hexes)
    if supply:
        # 13.5, 13.7: a supply center comes back into Soviet ZOC only where an Axis combat
        # unit stands (alone there it would go at once, and come back again, for ever)
        zoc, friends = f.zoc[f.enemy(side)], f.combat_hexes[side]
        got = tuple(p for p in got if p.hex not in zoc or p.hex in friends)
    return got


def _entry(game: Game, state: GameState, f: Facts, where: str,
           supply: bool) -> tuple[tuple, tuple[Hex, ...], tuple[Hex, ...], dict[Hex, int]]:
    """``entry_hexes`` kept for the game by what it depends on (control; for the rail
    entry the Axis zone of control and units, 5.4.1b; else the enemy's units): its
    key, the hexes, those a supply center may take (cities and towns, 13.7) and each
    of these by its place in that list."""
    side = f.soviet if where == "soviet_rail_entry" else f.axis
    enemy = f.enemy(side)
    if where == "soviet_rail_entry":
        key: tuple = (where, f.zoc_key(enemy), f.control_key)
    else:
        key = (where, frozenset(f.ids[enemy]), f.control_key)

    def make() -> tuple:
        hexes = tuple(entry_hexes(game, state, f, where))
        cities = game.board.cities
        out = {}
        for only_cities in (False, True):
            base = tuple(h for h in hexes if h in cities) if only_cities else hexes
            out[only_cities] = (base, {h: i for i, h in enumerate(base)})
        return hexes, out

    hexes, by_kind = f.kept("entry", key, make)
    base, at = by_kind[supply]
    return key, hexes, base, at


def entry_hexes(game: Game, state: GameState, f: Facts, where: str) -> list[Hex]:
    """The hexes of the arrival ``where`` a piece of the active side may enter now: for the
    Soviet rail entry (5.4.1b) every hex a rail move from the east edge could reach without
    entering Axis units, Axis zones of control or Axis-held places; else the arrival's hexes
    (at the Axis entry its cities and towns) the enemy neither holds nor stands in (5.4.2,
    13.7)."""
    board = game.board
    region = {"axis_entry": "axis_entry", "romania": "romania_entry", "hungary": "country:hungary",
              "soviet_rail_entry": "soviet_rail_entry"}.get(where, where)
    if region not in board.regions:
        return []
    hexes = board.regions[region].hexes
    side = f.soviet if where == "soviet_rail_entry" else f.axis
    enemy = f.enemy(side)
    out = []
    if where == "soviet_rail_entry":
        # 5.4.1b: hexes reached by rail from the east edge, not in enemy ZOC.
        src = [h for h in hexes if h not in f.zoc[enemy] and h not in f.hexes[enemy]]
        seen = set(src)
        queue = list(src)
        while queue:
            h = queue.pop()
            for n in board.rail_neighbors(h):
                if n in seen or n in f.zoc[enemy] or n in f.hexes[enemy] or state.control.get(n) == enemy:
                    continue
                seen.add(n)
                queue.append(n)
        out = list(seen)  # any hex a rail move from the east edge could reach (8.3.4)
    else:
        out = [h for h in hexes if (h in board.cities or where != "axis_entry")
               and state.control.get(h, side) == side and h not in f.hexes[enemy]]
    return sorted(out, key=game.label)


def militia_places(game: Game, state: GameState) -> list[Place]:
    """17.1, 17.2, 17.5: a free militia unit on each hex where a city's militia still due
    may be placed (``militia.placement_hexes``)."""
    st = game.cache
    due = {k: n for k, n in state.data.get("militia_due", {}).items() if n > 0}
    if not due:
        return []
    free = [u for u, d in game.units.items() if d.has("militia") and state.units[u].status == POOL]
    if not free:
        return []
    f = Facts.of(game, state)
    out = []
    room = {h: f.room(h, f.soviet) for h in f.at}
    for k in sorted(due):
        for h in militia.placement_hexes(game.board, st.places[k], f.zoc[f.axis], f.hexes[f.axis],
                                         room, st.data.militia.placement_range):
            out.append(Place(f.soviet, free[0], h, "militia"))
    return out


def leader_places(game: Game, state: GameState) -> list[Choose]:
    """5.4.1d, 11.6.1: pool leaders, face down, on own cities and towns with a LOC."""
    if not leaders.pool_count(state) or leaders.free_slot(game, state) is None:
        return []
    f = Facts.of(game, state)
    out = []
    index, soviet = f.t.index, f.soviet
    cities = f.st.memo.get("cities_by_label")
    if cities is None:
        cities = f.st.memo["cities_by_label"] = tuple(sorted(game.board.cities, key=game.label))
    for h in cities:
        i = index.get(h)  # the facts' index sets hold the hexes of the map
        if state.control.get(h) == soviet and i is not None and f.in_loc(soviet, i) \
                and i not in f.ids[f.axis] and f.room(h, soviet, "extra") > 0 \
                and (i not in f.zoc_ids[f.axis] or i in f.combat_ids[soviet]):  # 11.6.1
            out.append(Choose(soviet, PLACE_LEADER, hexes=(h,)))
    return out


def rebuilds(game: Game, state: GameState) -> list[Choose]:
    """5.4.1a, 11.3.3, 11.5: turned leaders restore or revive rifle-corps steps."""
    f = Facts.of(game, state)
    used = state.data.get("rebuild_used", {})
    out = []
    dead = [u for u, d in game.units.items() if state.units[u].status == ELIMINATED
            and d.side == f.soviet and d.kind == "unit" and rebuild.rebuildable(d.type_tags, d.type)
            and "no_rebuild" not in d.flags]
    for lid, h, ab in f.turned_leaders:
        left = (ab or 0) - used.get(lid, 0)
        if left <= 0:
            continue
        rng = leaders_range(game, f, h, ab)
        for uid in sorted(f.pos):
            d = game.units[uid]
            if d.side == f.soviet and f.pos[uid] in rng and state.units[uid].step > 0 \
                    and rebuild.rebuildable(d.type_tags, d.type) and "no_rebuild" not in d.flags:
                out.append(Choose(f.soviet, RESTORE, units=(lid, uid)))
        if dead:
            room = {x: f.room(x, f.soviet) for x in rng}
            # 11.5.3: never in terrain a rifle corps may not enter
            enterable = {x for x in rng if enter_cost(f.st.data, SOVIET_INFANTRY,
                                                      f.st.terrain_key[x]) is not None}
            for x in rebuild.placement_hexes(game.board, rng, enemy_zoc=f.zoc[f.axis],
                                             friends=f.hexes[f.soviet], enemy_units=f.hexes[f.axis],
                                             enterable=enterable, room=room):
                for n in (1, 2):
                    if n <= left:
                        out.append(Choose(f.soviet, REVIVE, units=(lid,), hexes=(x,), count=n))
    return out


def place(ctx: Context, a: Place) -> None:
    """A piece placed: at setup (flagged ``set_up`` until the Axis setup ends), an arrival
    at full strength (1.2.2), a militia unit counted off its city's due and bound to it (17.3)."""
    s = ctx.state
    u = s.units[a.unit]
    flags = u.flags | {"set_up"} if a.reason == "setup" else u.flags
    s.units[a.unit] = UnitState(a.hex, 0 if u.status != ON_MAP else u.step, ON_MAP, flags)
    if a.reason == "militia":
        due = s.data.get("militia_due", {})
        st = ctx.game.cache
        for k in sorted(due):
            if due[k] > 0 and a.hex.distance(st.places[k]) <= st.data.militia.placement_range:
                due[k] -= 1
                s.data.setdefault("militia_home", {})[a.unit] = k  # 17.3: its city
                break


def revive(ctx: Context, a: Choose) -> None:
    """11.5.2: a corps drawn blind from the eliminated rifle corps."""
    s, game = ctx.state, ctx.game
    lid = a.units[0]
    dead = sorted(u for u, d in game.units.items() if s.units[u].status == ELIMINATED
                  and d.side == game.cache.data.soviet and d.kind == "unit"
                  and rebuild.rebuildable(d.type_tags, d.type) and "no_rebuild" not in d.flags)
    s.data.setdefault("rebuild_used", {})[lid] = s.data["rebuild_used"].get(lid, 0) + a.count
    i = ctx.roll(1, len(dead), T("corps drawn"), "11.5.2")[0] - 1
    uid = dead[i]
    d = game.units[uid]
    side = rebuild.revived_side(a.count, d.step_count == 1)
    if side == "removed":
        ctx.log(T("{unit} is drawn but has no reduced side: the point is lost", unit=uid), rule="11.5.2")
        return
    step = 0 if side == "full" else min(1, d.step_count - 1)
    s.units[uid] = UnitState(a.hexes[0], step, ON_MAP)
    ctx.log(T("{unit} is revived in {hex}", unit=uid, hex=a.hexes[0]), rule="11.5.2")


def arrival_ok(game: Game, state: GameState, action: Place) -> bool:
    """5.4: an arrival checked against the piece's own arrivals (the same as the whole
    phase's list, in which no other action is such a Place)."""
    for uid, group in arriving(game, state):
        if uid == action.unit:
            return action in unit_arrivals(game, state, Facts.of(game, state), uid, group)
    return False


def restore(ctx: Context, a: Choose) -> None:
    """11.5.1: a turned leader gives a step back to a rifle corps in its range."""
    s = ctx.state
    lid, uid = a.units
    u = s.units[uid]
    s.units[uid] = UnitState(u.hex, u.step - 1, u.status, u.flags)
    s.data.setdefault("rebuild_used", {})[lid] = s.data["rebuild_used"].get(lid, 0) + 1
    ctx.log(T("{unit} regains a step", unit=uid), rule="11.5.1")


def leaders_range(game: Game, f: Facts, h: Hex, ability) -> set[Hex]:
    """11.3.2: the command range of a turned leader of ``ability`` in ``h``."""
    return command_range(game.board, h, ability or 0, f.hexes[f.axis], f.zoc[f.axis], f.hexes[f.soviet],
                         frozen=f.frozen())
