"""Preparing to play (2.0–2.3): every unit with a setup code starts in its area at once (a
historical deployment built from the scenario's setup, spread within the stacking limits);
each side may then move its units anywhere in their own areas during its setup phase.
The twelve setup leaders are dealt face down on the front armies (2.1.3); the other
leaders wait for their turn (5.4.1c); the VP track starts at 15 (2.3)."""

from __future__ import annotations

from qtwargame.engine.actions import Choose, Opt, Place
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState, UnitState
from qtwargame.rules.shin_barbarossa import leaders
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.stacking import allies_ok
from qtwargame.rules.shin_barbarossa.texts import T

#: The setup phases: the Soviets set up first (2.1), then the Axis (2.2).
PHASES = ("setup_soviet", "setup_axis")


def code_hexes(game: Game, code: str | None) -> list[Hex]:
    """The hexes a setup code names (its region or its hex list), land only."""
    if code is None:
        return []
    memo = game.cache.memo.setdefault("code_hexes", {})
    if code not in memo:
        spec = next((c for c in game.scenario.setup_codes if c.code == code), None)
        hexes: list[Hex] = []
        if spec is not None:
            if spec.region and spec.region in game.board.regions:
                hexes = list(game.board.regions[spec.region].hexes)
            elif spec.hexes:
                hexes = [game.hex(x) for x in spec.hexes]
        memo[code] = sorted((h for h in hexes if game.board.terrain.get(h) not in ("sea", "lake")),
                            key=game.label)
    return memo[code]


def _kind(game: Game, uid: str) -> str:
    return "unit" if game.units[uid].kind == "unit" else "extra"


def _fits(game: Game, placed: dict[Hex, list[str]], h: Hex, uid: str) -> bool:
    """6.1, 6.2, 16.3 within one side's setup."""
    here = placed.get(h, [])
    kind = _kind(game, uid)
    limit = game.cache.data.stacking
    same = [u for u in here if _kind(game, u) == kind]
    if len(same) >= (limit["combat_units"] if kind == "unit" else limit["extra"]):
        return False
    nat = game.units[uid].nationality
    if kind == "unit" and nat != "german":
        others = {game.units[u].nationality for u in here if _kind(game, u) == "unit"} - {"german"}
        if others and nat not in others:
            return False
    return True


def deploy(ctx: Context) -> None:
    s, game = ctx.state, ctx.game
    st = game.cache
    placed: dict[Hex, list[str]] = {}
    # the units set up by code, by their code (in the order of the units)
    by_code: dict[str, list[str]] = {}
    for u, d in game.units.items():
        if d.setup_code and d.arrival_turn is None and leaders.SLOT not in d.flags and d.kind != "marker":
            by_code.setdefault(d.setup_code, []).append(u)
    for code, units in by_code.items():
        hexes = code_hexes(game, code)
        if not hexes:
            continue
        # Spread: front-most hexes first for the armies (nearest the border), each hex
        # taking one unit before any takes two.
        order = _spread_order(game, hexes)
        for uid in units:
            h = next((x for x in order if not placed.get(x) and _fits(game, placed, x, uid)), None)
            if h is None:
                h = next((x for x in order if _fits(game, placed, x, uid)), None)
            if h is None:
                continue
            placed.setdefault(h, []).append(uid)
            s.units[uid] = UnitState(h, 0, ON_MAP)
    # 2.1.3: a face-down leader on each front army (the first hex of each army area).
    slots = [u for u in leaders.slots(game) if game.units[u].setup_code]
    army_hexes: list[Hex] = []
    areas: list[str] = []
    for code in sorted(by_code):
        if not code.startswith("A") and code != "SWF":
            continue
        for uid in by_code[code]:
            h = s.units[uid].hex
            if h is not None and h not in army_hexes and game.units[uid].side == st.data.soviet:
                army_hexes.append(h)
                areas.append(code)
                break
    for h in sorted(game.board.hexes, key=game.label):
        if len(army_hexes) >= len(slots):
            break
        soviet = [u for u in placed.get(h, []) if game.units[u].side == st.data.soviet]
        if soviet and h not in army_hexes:
            area = game.units[soviet[0]].setup_code
            assert area is not None  # placed above by its setup code
            army_hexes.append(h)
            areas.append(area)
    for slot, h in zip(slots, army_hexes):
        s.units[slot] = UnitState(h, 0, ON_MAP)
    # 2.1.3: each leader stays with its army: it may be moved within that army's area.
    s.data["leader_areas"] = {slot: code for slot, code in zip(slots, areas)}
    placed_slots = [u for u in slots if s.units[u].status == ON_MAP]
    setup_ids = [u for u in leaders.identities(game) if "setup_leader" in game.units[u].flags]
    leaders.deal(ctx, placed_slots, setup_ids[:len(placed_slots)])
    # The secret rolls of the deal go on this line; what they dealt stays unseen (11.1.4).
    ctx.log(T("The Soviet setup leaders are shuffled and dealt face down, one with each army "
              "the setup names: neither player knows who is where until a leader is turned"),
            rule="2.1.3, 11.1.4")
    leaders.to_pool(ctx, setup_ids[len(placed_slots):])
    s.vp = {st.data.axis: st.data.victory.start_vp, st.data.soviet: 0}
    s.data.update({"passed": {}, "axis_losses": [], "leader_vp": 0, "failed_orders": 0,
                   "rail_used": {}, "air": 0})
    ctx.log(T("Both sides deploy as in June 1941; each may rearrange its units within their areas "
              "in its setup phase until it declares the setup done"), rule="2.0")


def _spread_order(game: Game, hexes: list[Hex]) -> list[Hex]:
    """Hexes of an area, those nearest its border with the enemy first."""
    region = set(hexes)
    edge = [h for h in hexes if any(n not in region for n in game.board.neighbors(h))]
    return sorted(hexes, key=lambda h: (h not in edge, game.label(h)))


def placements(game: Game, state: GameState, side: str) -> list[Place]:
    """2.1.1, 2.1.3, 2.2.1, 2.2.2: in its setup phase a side may move its units anywhere in
    their own areas, as often as it likes, within the stacking limits (6.1, 6.2, 16.3); a
    supply center on a city or town of its sector (2.2.2); a face-down leader within the
    area of the army it was dealt to (2.1.3). The phase ends when the side declares its
    setup done (``Choose(DONE)``, :func:`done`) or ends the phase."""
    f = Facts.of(game, state)
    out = []
    for uid in sorted(f.pos):
        if game.units[uid].side == side:
            out += unit_placements(game, state, f, uid)
    return out


def unit_placements(game: Game, state: GameState, f: Facts, uid: str) -> list[Place]:
    """:func:`placements` of one unit (the ruleset checks a setup move with it alone)."""
    d = game.units[uid]
    side = d.side
    areas = state.data.get("leader_areas", {})
    if uid not in f.pos:
        return []
    if d.kind == "leader" and uid in areas:
        code = areas[uid]
    elif d.kind in ("unit", "supply") and d.setup_code:
        code = d.setup_code
    else:
        return []
    hexes = code_hexes(game, code)
    if len(hexes) < 2:
        return []
    kind = _kind(game, uid)
    # Where a unit may go depends on its area, kind and nationality, not on the unit: the
    # hexes are found once per position for each such group (the memo lives on ``f``,
    # which belongs to one state).
    nationality = d.nationality if kind == "unit" and d.nationality != "german" else None
    key = (code, side, kind, d.kind == "supply", nationality)
    memo = f.__dict__.setdefault("_setup_hexes", {})
    open_hexes = memo.get(key)
    if open_hexes is None:
        open_hexes = memo[key] = _open_hexes(game, f, hexes, side, kind, d.kind == "supply", nationality)
    here = f.pos[uid]
    # The same setup moves come back at every action of the phase: a unit's list is kept
    # for the game with the hexes it was made from (compared whole: the same hex objects
    # come back, so the comparison is quick) and where the unit stood.
    lists = f.st.memo.setdefault("setup_lists", {})
    kept = lists.get(uid)
    if kept is not None and kept[1] == here and kept[0] == open_hexes:
        return list(kept[2])
    # each setup move is made once a game
    made = f.st.memo.setdefault("setup_places", {})
    if len(made) > 200000:
        made.clear()
    out = []
    for h in open_hexes:
        if h != here:
            p = made.get((uid, h))
            if p is None:
                p = made[(uid, h)] = Place(side, uid, h, "setup")
            out.append(p)
    lists[uid] = (list(open_hexes), here, tuple(out))
    return out


def _open_hexes(game: Game, f: Facts, hexes: list[Hex], side: str, kind: str, supply: bool,
                nationality: str | None) -> list[Hex]:
    """The hexes of an area a piece of ``kind`` may be set up in now: room under the
    stacking limits (6.1, 6.2), a city or town for a supply center (13.3), and no mixing of
    allied nationalities (16.3; ``nationality`` is None for Germans and extras)."""
    units, cities = game.units, game.board.cities
    out = []
    for h in hexes:
        if f.room(h, side, kind) <= 0:
            continue
        if supply and h not in cities:
            continue
        if nationality is not None and not allies_ok([nationality, *(
                units[u].nationality for u in f.at.get(h, [])
                if units[u].kind == "unit" and units[u].side == side)]):
            continue
        out.append(h)
    return out


def done(side: str) -> Choose:
    """The answer that declares a side's setup done and ends its setup phase."""
    return Choose(side, Opt.DONE)


def own_placements(game: Game, state: GameState, unit: str) -> list[Place]:
    """The setup phase's placements filtered to ``unit`` (``placements`` lists each unit's
    in turn): its own, when it is the side's that sets up."""
    if game.units[unit].side != state.active:
        return []
    return unit_placements(game, state, Facts.of(game, state), unit)


def declare_done(ctx: Context, a: Choose) -> None:
    """2.0: a side declares its setup done."""
    ctx.state.data["setup_done"] = ctx.state.phase
    ctx.log(T("{side:actor} has finished setting up", side=a.side), rule="2.0", said_by_act=True)


def close(ctx: Context) -> None:
    """A setup phase ends. After the Soviet setup, 18.2: the Soviet units set up inside the
    South-West Front line stay there through turn 2 (they are noted); after the Axis setup
    no unit is marked as set up any more."""
    s, game = ctx.state, ctx.game
    if s.phase == PHASES[0]:
        sw = game.cache.sw_front
        s.data["stalin_line"] = sorted(
            u for u, x in s.units.items() if x.status == ON_MAP and x.hex in sw
            and game.units[u].side == game.cache.data.soviet and game.units[u].kind == "unit")
    if s.phase == PHASES[1]:
        for uid, u in list(s.units.items()):
            if "set_up" in u.flags:
                s.units[uid] = u.without_flag("set_up")
