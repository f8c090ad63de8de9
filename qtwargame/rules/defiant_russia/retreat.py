"""7.23 Retreat procedure and 7.3 advance after combat, on the dice-bucket core's retreat
search (``qtwargame.rules.dice_bucket.retreat``) with DR's hooks.

A retreating unit moves exactly the number of hexes chosen (7.21, 7.22), every hex
farther from where it started (A10: never forward, never back), ending nearer its own map
edge (A9: Axis west, Soviet east; Finns toward Helsinki), or failing that nearer a
friendly-controlled city. It may not enter enemy units, uncancelled enemy ZoC, or hexes
its nationality may not enter (6.7, 11.42, 11.43). Stacking applies at the end: if no
path of the chosen length ends within the limits, the fewest extra hexes that reach a
legal stack are allowed; if none do, the unit ends overstacked and the stacking check
(6.2) settles it.
"""

from __future__ import annotations

from qtwargame.engine.state import ON_MAP
from qtwargame.rules.defiant_russia.movement import may_enter
from qtwargame.rules.defiant_russia.stacking import room_for
from qtwargame.rules.defiant_russia.units import FINNISH
from qtwargame.rules.dice_bucket import retreat as core


def _ok(snap, uid: str):
    """Where ``uid`` may retreat through: the Black Sea Fleet anywhere in its area free of
    enemy units; ground units where they may enter, outside uncancelled enemy ZoC."""
    t = snap.t
    info = t.units[uid]
    if info.fleet:
        return lambda n: n in t.fleet_area and n not in snap.ground[snap.enemy[info.side]]
    return lambda n: may_enter(snap, uid, n) and core.zoc_ok(snap, uid, info.side, n)


def _goal_distance(snap, uid: str):
    t = snap.t
    info = t.units[uid]
    if info.nationality == FINNISH and t.role_hex("helsinki") is not None:
        hh = t.hexes[t.role_hex("helsinki")]
        return lambda h: hh.distance(t.hexes[h])
    dist = t.retreat_dist[info.side]
    return lambda h: dist[h]


def _quiet(snap, uid: str):
    """Hexes where a retreating ``uid`` changes nothing by passing (``losses.entered``):
    for a ground unit, a hex its side controls already (or that nobody can control) with
    no enemy fleet or leader in it; for the fleet, every hex (it takes no control)."""
    t = snap.t
    info = t.units[uid]
    if not info.ground:
        return lambda n: True
    side = info.side
    control, hexes, land, cities = snap.state.control, t.hexes, t.land[False], t.city_at
    enemy_pieces = {t.idx[v.hex] for u, v in snap.state.units.items()
                    if v.status == ON_MAP and not t.units[u].ground and t.units[u].side != side}

    def quiet(n: int) -> bool:
        if n in enemy_pieces:
            return False
        return (not land[n] and n not in cities) or control.get(hexes[n]) == side
    return quiet


def _args(snap, uid: str, start: int | None, check_stacking: bool):
    info = snap.t.units[uid]
    return (snap, info.side, snap.pos[uid] if start is None else start), dict(
        ok=_ok(snap, uid), goal=_goal_distance(snap, uid),
        room=lambda h: room_for(snap, info.side, h, uid),
        check_stacking=check_stacking and not info.fleet, key=uid)


def retreat_paths(snap, uid: str, length: int, start: int | None = None,
                  check_stacking: bool = True) -> list[tuple[int, ...]]:
    """The legal retreat paths of ``length`` hexes for ``uid`` (7.23, A10), one per
    outcome (paths that end in one hex and differ only in hexes of the unit's own side
    change nothing: ``_quiet``): toward its own map edge (Finns toward Helsinki, A9);
    fleets ignore stacking."""
    (snap, side, start), kw = _args(snap, uid, start, check_stacking)
    return core.retreat_paths(snap, uid, side, start, length, quiet=_quiet(snap, uid), **kw)


def retreat_ok(snap, uid: str, length: int, path: tuple[int, ...]) -> bool:
    """Whether ``path`` is any legal retreat of ``uid`` (not only the one listed for its
    outcome)."""
    (snap, side, start), kw = _args(snap, uid, None, True)
    return core.is_retreat_path(snap, side, start, length, path=path, **kw)


def retreat_count(snap, uid: str, length: int) -> int:
    """How many legal retreat paths ``uid`` has (the decision is asked unless only one)."""
    (snap, side, start), kw = _args(snap, uid, None, True)
    return core.retreat_count(snap, side, start, length, **kw)


def can_retreat(snap, uids: list[str], length: int) -> bool:
    """7.21, A12: a retreat of ``length`` is possible only if every ground unit has a path."""
    return all(core.retreat_exists(snap, snap.t.units[u].side, snap.pos[u], length, _ok(snap, u),
                                   _goal_distance(snap, u), key=u)
               for u in uids if snap.t.units[u].ground)


def advance_options(snap, attackers: list[str], targets: list[int]) -> list[tuple[str, int]]:
    """7.3: surviving attackers may move into an emptied defending hex, one hex, ignoring
    ZoC, within the stacking limits and where their nationality may go."""
    t = snap.t
    side = t.units[attackers[0]].side
    return core.advance_options(snap, attackers, targets, side,
                                lambda u, h: may_enter(snap, u, h),
                                lambda h, u: room_for(snap, t.units[u].side, h, u))
