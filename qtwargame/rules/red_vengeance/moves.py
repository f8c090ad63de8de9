"""Which moves a unit has now (6.0, 6.5, 6.6): normal moves, strategic moves (three times
the allowance, before any normal move, in supply and out of enemy ZOC at the start, a
limited number a turn) and exploitation moves; Dietrich always ends with an SS unit
(11.24)."""

from __future__ import annotations

from qtwargame.engine.actions import Move
from qtwargame.rules.dice_bucket.movement import path_ok, searched_moves, stack_signature
from qtwargame.rules.dice_bucket.movement import reachable_costs as core_reachable_costs
from qtwargame.rules.red_vengeance import schedule, sea
from qtwargame.rules.red_vengeance.borders import static_closed
from qtwargame.rules.red_vengeance.movement import (
    movement_allowance,
    search_rules,
    soviets_in_yugoslavia,
    yugoslavs_held_home,
)
from qtwargame.rules.red_vengeance.organization import oil_fields
from qtwargame.rules.red_vengeance.snapshot import side_of, zoc_key_of
from qtwargame.rules.red_vengeance.units import SOVIET, YUGOSLAV


def phase_mode(state) -> str | None:
    if state.phase.endswith("_exploit"):
        return "exploit"
    if state.phase.endswith("_move"):
        return "normal"
    return None


def moving_mode(state) -> str:
    """:func:`phase_mode` where units move: for code that :func:`may_move` let through."""
    mode = phase_mode(state)
    if mode is None:
        raise ValueError(f"no unit moves in phase {state.phase!r}")
    return mode


def unit_side(snap, uid: str) -> str:
    return snap.sides.get(uid) or side_of(snap.t, snap.state, uid)


def may_move(snap, uid: str) -> bool:
    """6.0: a unit of the phasing side on the map, once a phase."""
    state = snap.state
    mode = phase_mode(state)
    if mode is None or uid not in snap.pos or unit_side(snap, uid) != state.active:
        return False
    return ("exploited" if mode == "exploit" else "moved") not in state.units[uid].flags


def strategic_left(snap, side: str) -> int:
    state = snap.state
    allowed = schedule.strategic_moves(snap.t.data, side, state.turn, oil_fields(snap.game, state, side))
    return allowed - state.data.get("sm_used", 0)


def may_move_strategically(snap, uid: str) -> bool:
    """6.5: movement phase only, before any normal move, in supply, not starting in enemy
    ZOC, within the turn's count."""
    state = snap.state
    info = snap.t.units[uid]
    side = unit_side(snap, uid)
    if phase_mode(state) != "normal" or info.leader or not info.ground:
        return False
    if state.data.get("normal_moved") or strategic_left(snap, side) <= 0:
        return False
    if "oos" in state.units[uid].flags:
        return False
    return snap.pos[uid] not in snap.enemy_zoc(side)


def _dietrich_ok(snap, uid: str, h: int) -> bool:
    info = snap.t.units[uid]
    if info.leader_key != "dietrich":
        return True
    return any(snap.t.units[u].ss and snap.t.units[u].ground for u in snap.at.get(h, []))


def _searched(snap, uid: str, mode: str, side: str) -> list[Move]:
    """The moves of one search, kept for the game while nothing they depend on changes:
    the unit, the phase, the weather, every enemy unit and where it stands, the defected
    and the confined Hungarians (11.33, 14.1: they decide where units and zones may go),
    the Yugoslav and Soviet limits, and the friendly hexes the search looked at (normal
    and exploitation moves only)."""
    state = snap.state
    key = None
    dietrich = snap.t.units[uid].leader_key == "dietrich"
    if mode != "strategic" and not dietrich:
        key = (uid, state.units[uid], mode, state.phase, state.turn, state.weather,
               stack_signature(snap, side), tuple(state.data.get("defected", ())),
               tuple(sorted(state.data.get("hun_inside", ()))),
               soviets_in_yugoslavia(snap), yugoslavs_held_home(snap))
    return searched_moves(snap, uid, side, key, lambda: search_rules(snap, uid, mode), mode,
                          (lambda h: _dietrich_ok(snap, uid, h)) if dietrich else None)


def unit_moves(snap, uid: str) -> list[Move]:
    if not may_move(snap, uid):
        return []
    mode = moving_mode(snap.state)
    side = unit_side(snap, uid)
    out = []
    for m in ([mode, "strategic"] if mode == "normal" and may_move_strategically(snap, uid) else [mode]):
        out += _searched(snap, uid, m, side)
    return out + sea.sea_moves(snap, uid)


def reachable_costs(snap, uid: str) -> dict:
    """Where ``uid`` may end a move, with the cost: a unit that may move now (6.0), in
    this phase's mode; a ground unit of the side not moving now, by a normal move from
    where it stands, as its side's coming movement phase will let it (6.0-6.4: the
    enemy's units and zones as they stand), so the computer players see which of their
    empty cities the enemy can walk into (7.2; ``qtwargame.ai.evaluation.walk_ins``).
    Leaders take no hex (7.2: only a ground unit's entry does) and have no such answer."""
    if may_move(snap, uid):
        return core_reachable_costs(search_rules(snap, uid, moving_mode(snap.state)))
    if uid not in snap.pos or not snap.t.units[uid].ground or unit_side(snap, uid) == snap.state.active:
        return {}
    return coming_reach(snap, uid)


#: The answers of :func:`coming_reach` kept per game (in its table's memo); emptied when
#: it holds this many.
COMING_KEEP = 20_000


def _ball(snap, start: int, radius: int) -> frozenset[int]:
    """The hexes within ``radius`` steps of ``start`` over the land of the weather (the
    graph moves and zones use), kept in the table's memo."""
    key = ("ball", snap.snow, start, radius)
    got = snap.t.memo.get(key)
    if got is None:
        nbr = snap.nbr
        seen = {start}
        ring = [start]
        for _ in range(radius):
            nxt = []
            for h in ring:
                for n in nbr[h]:
                    if n not in seen:
                        seen.add(n)
                        nxt.append(n)
            ring = nxt
        got = snap.t.memo[key] = frozenset(seen)
    return got


def coming_reach(snap, uid: str) -> dict:
    """A normal move's reach for ``uid`` from where it stands (see ``reachable_costs``),
    kept by all it reads: the unit, its hex and allowance (5.2, 13.0), its side, the
    weather, the hexes its nationality may never enter (11.31-11.33, 14.1) and the zones'
    limits (``zoc_key_of``), and the ground units within one hex more than its allowance
    of it (no step costs less than a movement point, so those are all the units, zones
    and friends its search meets). The computer players ask it for every enemy unit of
    every position they weigh, where only the few units near the moved ones see a change."""
    t, state = snap.t, snap.state
    ma = movement_allowance(snap, uid)
    if ma <= 0:
        return {}
    side = unit_side(snap, uid)
    info = t.units[uid]
    ball = _ball(snap, snap.pos[uid], ma + 1)
    enemy, friends = snap.ground[snap.enemy[side]], snap.ground[side]
    limits = (yugoslavs_held_home(snap) if info.nationality == YUGOSLAV else None,
              soviets_in_yugoslavia(snap) if info.nationality == SOVIET else None)
    key = (uid, snap.pos[uid], ma, side, state.weather, zoc_key_of(state), limits,
           static_closed(t, state, uid, side),
           frozenset((h, tuple(enemy[h])) for h in ball & enemy.keys()),
           frozenset((h, tuple(friends[h])) for h in ball & friends.keys()))
    kept = t.memo.get("coming_reach")
    if kept is None or len(kept) >= COMING_KEEP:
        kept = t.memo["coming_reach"] = {}
    got = kept.get(key)
    if got is None:
        got = kept[key] = core_reachable_costs(search_rules(snap, uid, "normal"))
    return got


def move_is_legal(snap, move: Move) -> bool:
    uid = move.unit
    t = snap.t
    if uid not in t.units or not may_move(snap, uid) or unit_side(snap, uid) != move.side:
        return False
    mode = phase_mode(snap.state)
    if move.mode == "sea":
        return move in sea.sea_moves(snap, uid)
    if move.mode == "strategic":
        if not may_move_strategically(snap, uid):
            return False
    elif move.mode != mode:
        return False
    try:
        path = [t.idx[h] for h in move.path]
    except KeyError:
        return False
    if not _dietrich_ok(snap, uid, path[-1]):
        return False
    rules = search_rules(snap, uid, move.mode)
    return rules is not None and path_ok(rules, path)
