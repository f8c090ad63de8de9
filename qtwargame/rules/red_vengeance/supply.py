"""5.0 Supply: a path of any length to the own source (5.1), free of enemy units and of
enemy ZOC unless a friend stands there; Poles (5.3, 11.43), the minor allies (5.4),
Yugoslavs (5.5, 11.41); the Baltic coast (12.22) and the Black Sea (12.21)."""

from __future__ import annotations

from qtwargame.engine import bitflood
from qtwargame.engine.memo import check_hit, kept
from qtwargame.rules.dice_bucket.grid import BitBoard, flood
from qtwargame.rules.red_vengeance import baltic, minors
from qtwargame.rules.red_vengeance.snapshot import zoc_key_of, zoc_near
from qtwargame.rules.red_vengeance.units import (
    ALLIED,
    AXIS,
    BULGARIAN,
    HUNGARIAN,
    POLISH,
    ROMANIAN,
    YUGOSLAV,
)

CAPITAL = {BULGARIAN: "sofia", ROMANIAN: "bucharest", HUNGARIAN: "budapest"}

#: Supply areas (a bit set each) kept for a game before the table starts anew.
REACH_MEMO_SIZE = 256

#: The hit audit (``engine.memo``): kept supply areas made again, and resumed floods
#: compared with plain ones.
CHECK_HITS = False

#: Placings near Yugoslavia whose control is kept for a game before the table starts anew.
YUGOSLAV_MEMO_SIZE = 2000


def controller(t, state, h: int) -> str | None:
    return state.control.get(t.hexes[h])


def bit_board(t) -> BitBoard:
    """The map as bit sets (``grid.BitBoard`` over ``t.nbr``) with its land (no unit may
    trace through a hex no ground unit may enter in fair weather): made once a game."""
    got = t.memo.get("bit_board")
    if got is None:
        board = BitBoard(t.hexes, t.nbr)
        got = t.memo["bit_board"] = (board, board.of(i for i, ok in enumerate(t.land[False]) if ok))
    return got[0]


def _reach(snap, side: str, sources) -> int:
    """The hexes from which a path reaches ``sources`` through hexes ``side`` may trace
    through (5.1): land not ``blocked`` for it, as a bit set (:func:`bit_board`). That
    depends only on the sources and the hexes traced through, so the answer is kept for
    the game on those: the positions a search looks at mostly block the same hexes. A new
    answer resumes the last flood from the same sources (``bitflood.flood``: its rounds
    that reached no hex blocked since); with ``CHECK_HITS`` a kept answer is made again
    and each flood is compared with a plain one (``grid.flood``)."""
    t = snap.t
    board = bit_board(t)
    free = snap.once(("free_bits", side),
                     lambda: t.memo["bit_board"][1] & ~board.of(snap.blocked_set(side)))

    def make() -> int:
        lasts = t.memo.setdefault("supply_flood_last", {})
        if len(lasts) >= REACH_MEMO_SIZE:
            lasts.clear()
        got = lasts[side, sources] = bitflood.flood(board.steps, board.of(sources) & free, free,
                                                    lasts.get((side, sources)))
        if CHECK_HITS:
            plain = flood(sources, t.nbr, snap.blocked_set(side), t.land[False])
            check_hit("supply flood", (side, sources), got.seen, board.of(plain))
        return got.seen
    return kept(t.memo.setdefault("supply_reach", {}), (side, sources, free), make,
                REACH_MEMO_SIZE, CHECK_HITS, "supply reach")


def sources(snap, side: str, nationality: str) -> tuple:
    """5.1, 5.3-5.5: the hexes a unit of ``nationality`` fighting for ``side`` traces to."""
    t, state = snap.t, snap.state
    if nationality in CAPITAL:
        h = t.city(CAPITAL[nationality])
        return (h,) if h is not None else ()
    if nationality == POLISH:
        w = t.city("warsaw")
        if w is not None and minors.polish_supply_target(controller(t, state, w) == ALLIED) == "warsaw":
            return (w,)
    if nationality == YUGOSLAV:
        ctl = yugoslav_controls(snap)
        return tuple(sorted(h for h, c in ctl.items() if c in (ALLIED, "both")))
    out = set(t.edge[side])
    if side == AXIS:
        for h, c in t.city_at.items():
            if c.port and controller(t, state, h) == AXIS:
                out.add(h)
    return tuple(sorted(out))


def yugoslav_control(snap, h: int) -> str | None:
    """7.3: a Yugoslav hex with a unit belongs to its side; one in the ZOC of only one side
    (with no enemy unit) to that side; one in nobody's ZOC to both ("both")."""
    for side in (AXIS, ALLIED):
        if snap.ground[side].get(h):
            return side
    z = {side for side in (AXIS, ALLIED) if h in snap.zoc(side)}
    if len(z) == 1:
        return z.pop()
    if not z:
        return "both"
    return None


def near_yugoslavia(t) -> frozenset[int]:
    """Yugoslavia and the hexes next to it in either weather: where the units stand that
    decide 7.3's control of Yugoslav hexes. Kept for the game."""
    near = t.memo.get("yugoslavia_and_next")
    if near is None:
        yug = t.region("yugoslavia")
        near = t.memo["yugoslavia_and_next"] = frozenset(
            set(yug) | {n for h in yug for snow in (False, True) for n in t.nbr_land[snow][h]})
    return near


def yugoslav_controls(snap) -> dict[int, str | None]:
    """:func:`yugoslav_control` of every Yugoslav hex (:func:`yugoslav_controls_near` of
    the snapshot's units), kept in the snapshot's memo (the Yugoslav supply sources ask
    it)."""
    ctl = snap.memo.get("yugoslav_controls")
    if ctl is None:
        near = near_yugoslavia(snap.t)
        ga = {h: u for h, u in snap.ground[AXIS].items() if h in near}
        gl = {h: u for h, u in snap.ground[ALLIED].items() if h in near}
        ctl = snap.memo["yugoslav_controls"] = yugoslav_controls_near(
            snap.t, snap.state, ga, gl, lambda side: snap.zoc_within(side, snap.t.region("yugoslavia"), near))
    return ctl


def yugoslav_controls_near(t, state, ga: dict[int, list[str]], gl: dict[int, list[str]],
                           zone=None) -> dict[int, str | None]:
    """:func:`yugoslav_control` of every Yugoslav hex, the zones asked once, from each
    side's ground units on Yugoslavia and next to it (``ga`` Axis, ``gl`` Allied: hex ->
    units, in the order of ``state.units``; :func:`near_yugoslavia`). ``zone(side)`` gives
    a side's zone on Yugoslavia (by default found from those units, ``zoc_near``).

    Only those units decide it, with what a zone depends on besides (``zoc_key_of``: the
    weather, the defectors, the Hungarians held home): kept for the game on those (never
    to be changed by a caller), as most actions leave them as they were. The end state
    asks it after every action without a snapshot of the whole map."""
    key = (zoc_key_of(state), tuple(sorted((h, tuple(u)) for h, u in ga.items())),
           tuple(sorted((h, tuple(u)) for h, u in gl.items())))
    memo = t.memo.setdefault("yugoslav_controls", {})
    ctl: dict[int, str | None] | None = memo.get(key)
    if ctl is not None:
        return ctl
    if len(memo) >= YUGOSLAV_MEMO_SIZE:
        memo.clear()
    yug = t.region("yugoslavia")
    if zone is None:
        ground = {AXIS: ga, ALLIED: gl}

        def zone(side):
            return zoc_near(t, state, side, ground[side], yug)
    za, zl = zone(AXIS), zone(ALLIED)
    ctl = {}
    memo[key] = ctl
    for h in yug:
        if ga.get(h):
            ctl[h] = AXIS
        elif gl.get(h):
            ctl[h] = ALLIED
        elif h in za:
            ctl[h] = None if h in zl else AXIS
        else:
            ctl[h] = ALLIED if h in zl else "both"
    return ctl


def in_supply(snap, uid: str) -> bool:
    """5.1 with the sea: Axis units on the Baltic coast while the track allows it (12.22;
    in Light Surface only one such unit), one Allied unit on the Black Sea coast (12.21);
    where only one may be, the one its player named (``sea_supply_candidates``)."""
    return supply_map(snap, snap.sides[uid])[uid]


def _sea_rule(snap, side: str) -> tuple[str, frozenset[int]]:
    """How many out-of-supply units of ``side`` the sea supplies (all, one, none) and on
    which coast."""
    t, state = snap.t, snap.state
    data = t.data
    if side == AXIS:
        box = state.data.get("baltic", data["baltic_track"][0])
        return baltic.effect(data, box, "coastal_supply") or "none", t.region("baltic_coast")
    return "one", t.region("black_sea_coast")


def traced(snap, side: str) -> dict[str, bool]:
    """5.1-5.5, 11.41: whether each of ``side``'s ground units (by hex, then unit) has a
    path to its sources: Yugoslavs in Yugoslavia always; every other unit when its hex is
    in its nationality's supply area (:func:`_area`), looked up once a nationality."""
    def make() -> dict[str, bool]:
        t = snap.t
        yugoslavia = t.region("yugoslavia")
        pos = bit_board(t).pos
        areas: dict[str, int] = {}
        out: dict[str, bool] = {}
        for h, uids in sorted(snap.ground[side].items()):
            for u in sorted(uids):
                nat = t.units[u].nationality
                if nat == YUGOSLAV and h in yugoslavia:
                    out[u] = True  # 11.41
                    continue
                area = areas.get(nat)
                if area is None:
                    area = areas[nat] = _area(snap, side, nat)
                out[u] = area >> pos[h] & 1 == 1
        return out
    return snap.once(("traced", side), make)


def _area(snap, side: str, nat: str) -> int:
    """The hexes from which a unit of ``nat`` fighting for ``side`` traces to its sources
    (a bit set, :func:`bit_board`)."""
    src = snap.once(("sources", side, nat), lambda: sources(snap, side, nat))
    return snap.once(("reach", side, src), lambda: _reach(snap, side, src))


def sea_supply_candidates(snap, side: str) -> list[str]:
    """12.21, 12.22: the units of ``side`` the sea may supply when it supplies only one:
    out of supply by land and on the coast (empty when the sea supplies all or none)."""
    rule, coast = _sea_rule(snap, side)
    if rule != "one":
        return []
    return sorted(u for u, ok in traced(snap, side).items() if not ok and snap.pos[u] in coast)


def supply_map(snap, side: str) -> dict[str, bool]:
    def make():
        out = dict(traced(snap, side))
        rule, coast = _sea_rule(snap, side)
        if rule == "all":
            for u in out:
                if not out[u] and snap.pos[u] in coast:
                    out[u] = True
        elif rule == "one":
            cands = sea_supply_candidates(snap, side)
            named = snap.state.data.get("sea_supplied", {}).get(side)
            if cands:
                out[named if named in cands else cands[0]] = True
        return out
    return snap.once(("supply", side), make)
