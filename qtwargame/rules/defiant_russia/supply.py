"""5.0 Supply: 5.1 effects, 5.2 snow, 5.3 Finnish supply, 10.15 Leningrad, 11.53 port supply.

A unit is in supply when a path of at most 3 hexes (2 for the Axis in snow, 5.2) leads from
it to a rail hex, and a continuous rail line runs from there to its side's supply edge
(Axis: the west edge; Soviet: the east, north or south edge inside the Soviet Union). No
hex of either leg may hold an enemy ground unit or lie in enemy ZoC, unless a friendly unit
is in it (so a unit's own hex never blocks). The short leg crosses only hexes a ground
unit may enter; rivers and the strait do not stop it.

Special sources: Finnish units in Finland are always supplied; Finnish units elsewhere
trace to a rail line to Helsinki (range 3 even in snow); when the Axis controls Leningrad
other Axis units may trace the same way (5.3 Q&A); Soviet units in an undestroyed
Leningrad are always supplied (10.15); one Soviet unit may trace to a Black Sea port while
the Black Sea Fleet exists (11.53). The Axis may not use the rail hexes over the sea
(9.23) while the full-strength Black Sea Fleet is within 2 hexes of them, and on turn 1
no supply path crosses neutral Hungary (6.7).

Performance: one breadth-first search of the rail graph per source and side, then one
multi-source search out to the range, both on integer hexes; every unit of a side is then
a dictionary look-up.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType

from qtwargame.engine.state import ON_MAP
from qtwargame.rules.defiant_russia.units import AXIS, FINNISH, SOVIET
from qtwargame.rules.dice_bucket.grid import flood
from qtwargame.rules.dice_bucket.snapshot import remember


def supply_range(t, state, uid: str) -> int:
    """5.0, 5.2: hexes from a unit to the rail line: 3, or 2 for the Axis (not the Finns)
    in snow."""
    info = t.units[uid]
    table = t.data.supply_range.get(info.side, {})
    if info.nationality == FINNISH:
        return table.get("default", 3)
    return table.get(state.weather or "clear", table.get("default", 3))


def fleet_blocks_rail(t, state, pos: dict[str, int]) -> bool:
    """9.23: the full-strength Black Sea Fleet within 2 hexes of a rail-over-sea hex
    closes that line to the Axis (for rail movement and, A8, for supply)."""
    fleet = black_sea_fleet(t)
    if fleet is None or fleet not in pos or state.units[fleet].step != 0:
        return False
    fh = t.hexes[pos[fleet]]
    return any(fh.distance(t.hexes[r]) <= t.data.fleet_kerch_range for r in t.rail_only)


def black_sea_fleet(t) -> str | None:
    uid = t.data.fleets.get("black_sea")
    return uid if uid in t.units else None


def fortress_intact(state, label: str) -> bool:
    """9.0 (A6): a fortress is destroyed for good once Axis units have occupied it."""
    return label not in state.data.get("fortress_lost", ())


def _passable_short(snap, side: str):
    t, state = snap.t, snap.state
    land = t.land[snap.snow]
    hungary = t.region("hungary") if state.turn == 1 else frozenset()
    blocked = snap.blocked_set(side)

    def ok(h: int) -> bool:
        return land[h] and h not in hungary and h not in blocked

    return ok


def rail_net(snap, side: str, sources: list[int]) -> frozenset[int]:
    """Rail hexes joined to ``sources`` by a rail line free of enemy units and
    uncancelled enemy ZoC (5.0)."""
    t = snap.t
    closed = set(t.rail_only) if side == AXIS and fleet_blocks_rail(t, snap.state, snap.pos) else set()
    if snap.state.turn == 1:
        closed |= t.region("hungary")
    blocked = snap.blocked_set(side)
    return flood([s for s in sources if t.rail[s]], t.rail, closed | blocked if closed else blocked)


def reach_area(snap, side: str, net: frozenset[int], rng: int) -> dict[int, int]:
    """Hexes within ``rng`` steps of ``net`` over passable hexes (5.0)."""
    ok = _passable_short(snap, side)
    dist = {h: 0 for h in net}
    frontier = list(net)
    nbr = snap.nbr
    for d in range(1, rng + 1):
        nxt = []
        for h in frontier:
            for n in nbr[h]:
                if n not in dist and ok(n):
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    return dist


def edge_net(snap, side: str) -> frozenset[int]:
    return snap.once(("edge_net", side), lambda: rail_net(snap, side, sorted(snap.t.edge[side])))


def helsinki_net(snap) -> frozenset[int]:
    t = snap.t
    h = t.role_hex("helsinki")
    return snap.once("helsinki_net", lambda: rail_net(snap, AXIS, [h] if h is not None else []))


def axis_leningrad_net(snap) -> frozenset[int]:
    """5.3 Q&A: with Leningrad in Axis hands, the line through Leningrad to Helsinki."""
    t = snap.t
    len_hex = t.role_hex("leningrad")
    if len_hex is None or snap.state.control.get(t.hexes[len_hex]) != AXIS:
        return frozenset()
    net = helsinki_net(snap)
    return net if len_hex in net else frozenset()


def port_net(snap) -> frozenset[int]:
    """11.53: Soviet-held Black Sea ports and the rail lines leading to them."""
    t = snap.t

    def make():
        fleet = black_sea_fleet(t)
        if fleet is None or snap.state.units[fleet].status != ON_MAP:
            return frozenset()
        ports = [t.city_hex[c] for c in t.data.ports if c in t.city_hex]
        ports = [p for p in ports if snap.state.control.get(t.hexes[p]) == SOVIET
                 and not snap.blocked(SOVIET, p)]
        net = set(rail_net(snap, SOVIET, ports)) | set(ports)
        return frozenset(net)

    return snap.once("port_net", make)


#: Supply areas kept per game (see :func:`_area`); emptied past this many.
AREAS_KEPT = 256


def _area(snap, side: str, key: str, rng: int) -> dict[int, int]:
    """The hexes within ``rng`` of the ``key`` rail net of ``side`` (5.0), once per state,
    and kept per game by everything they depend on: the hexes that block ``side`` (enemy
    units and uncancelled ZoC), the weather's land, turn 1's closed Hungary (6.7), the
    Black Sea Fleet's hold on the Kerch rail for the Axis (9.23, A8) and who holds
    Leningrad for its line to Helsinki (5.3). Positions a search compares (attacks being
    declared, a unit moved far from the enemy) mostly block the same hexes, and tracing
    the same areas again was most of a computer player's time."""
    hit = snap.memo.get(("area", side, key, rng))
    if hit is not None:
        return hit
    net_fn = _NETS[key]

    def make():
        if key == "port":
            return reach_area(snap, side, net_fn(snap, side), rng)
        state, t = snap.state, snap.t
        sig = (side, key, rng, snap.snow, state.turn == 1, snap.blocked_set(side),
               side == AXIS and fleet_blocks_rail(t, state, snap.pos),
               state.control.get(t.hexes[len_hex]) if key == "leningrad"
               and (len_hex := t.role_hex("leningrad")) is not None else None)
        return remember(t, "supply_areas", sig, lambda: reach_area(snap, side, net_fn(snap, side), rng),
                        AREAS_KEPT)

    return snap.once(("area", side, key, rng), make)


#: The rail net each kind of supply area (:func:`_area`) is traced from, as a function of
#: the snapshot and the side.
_NETS = {
    "edge": edge_net,
    "helsinki": lambda snap, side: helsinki_net(snap),
    "leningrad": lambda snap, side: axis_leningrad_net(snap),
    "port": lambda snap, side: port_net(snap),
}


def always_supplied(snap, uid: str) -> bool:
    """5.3: Finns inside Finland; 10.15: Soviet units in an undestroyed Leningrad."""
    t, info = snap.t, snap.t.units[uid]
    h = snap.pos[uid]
    if info.nationality == FINNISH and h in t.region("finland"):
        return True
    if info.side == SOVIET:
        len_hex = t.role_hex("leningrad")
        if h == len_hex and fortress_intact(snap.state, t.labels[h]):
            return True
    return False


def traces_normally(snap, uid: str) -> bool:
    """True when ``uid`` traces supply without the one-unit port exception."""
    t = snap.t
    info = t.units[uid]
    h = snap.pos.get(uid)
    if h is None:
        return False
    if always_supplied(snap, uid):
        return True
    rng = supply_range(t, snap.state, uid)
    side = info.side
    if info.nationality == FINNISH:
        return h in _area(snap, side, "helsinki", rng)
    if h in _area(snap, side, "edge", rng):
        return True
    if side == AXIS:
        return h in _area(snap, side, "leningrad", rng)
    return False


def traces_to_port(snap, uid: str) -> bool:
    """11.53: could this Soviet unit trace to a Black Sea port instead of an edge?"""
    t = snap.t
    if t.units[uid].side != SOVIET or uid not in snap.pos:
        return False
    rng = supply_range(t, snap.state, uid)
    return snap.pos[uid] in _area(snap, SOVIET, "port", rng)


def in_supply(snap, uid: str) -> bool:
    """5.0: is ``uid`` in supply now (the designated port-supplied unit included)."""
    if traces_normally(snap, uid):
        return True
    return snap.state.data.get("port_supplied") == uid and traces_to_port(snap, uid)


def supply_map(snap, side: str) -> dict[str, bool]:
    """Unit id -> in supply, for every ground unit of ``side`` on the map (a copy of
    :func:`supplied`)."""
    return dict(supplied(snap, side))


def supplied(snap, side: str) -> Mapping[str, bool]:
    """Unit id -> in supply (``in_supply``), for every ground unit of ``side`` on the map,
    worked out once per snapshot: the evaluation asks it of both sides, and the odds of
    each combat it weighs (7.13) of the units in it. Read only."""
    hit = snap.memo.get(("supplied", side))
    if hit is None:
        t = snap.t
        hit = snap.memo[("supplied", side)] = MappingProxyType(
            {uid: in_supply(snap, uid) for uid in sorted(snap.pos)
             if t.units[uid].side == side and t.units[uid].ground})
    return hit


def supply_of(snap, uid: str) -> bool:
    """:func:`in_supply`, read from :func:`supplied` when this snapshot has worked that
    out for the unit's side already (the evaluation has, for every position it weighs)."""
    known = snap.memo.get(("supplied", snap.t.units[uid].side))
    if known is not None:
        got = known.get(uid)
        if got is not None:
            return got
    return in_supply(snap, uid)
