"""Hidden Soviet leaders (2.1.3, 5.3.2, 5.4.1c–d, 11.1, 11.2, 11.6, 11.7, Q&A): who a
face-down leader is stays unknown to both players until the Soviet player turns it.

On the map and in the Leader Construction Pool a leader is a *slot*: one of the alike
counters flagged ``leader_slot`` ("Leader (untested)"). Which identity (a counter flagged
``leader_identity``, carrying the tested side: name and ability) each face-down slot
carries, and which identities wait in the pool, is kept in ``state.secret`` (saved and
hashed, stripped from every view); every draw is a secret roll. Turning a slot reveals it
to both sides: the identity counter takes the slot's place on the map, the slot goes back
to the box, and undo can no longer step back past it (``Context.reveal``). A turned leader
that goes back to the pool goes back face down (11.1.3).

The identities' own status says nothing secret: an identity is ``POOL`` until turned,
``ON_MAP`` while turned up, ``REMOVED`` once eliminated (it never returns, Q&A).
"""

from __future__ import annotations

import weakref

from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, POOL, REMOVED, GameState, UnitState
from qtwargame.rules.shin_barbarossa.texts import T

SECRET = "leaders"
SLOT, IDENTITY, NO_ABILITY = "leader_slot", "leader_identity", "no_ability"
#: The ability printed as ``*`` (11.2.5): no ability at all.
STAR = None
#: The Choose symbols of the Soviet leaders: turn one face up (11.2.2), withdraw one to the
#: pool (5.3.2), restore or revive a rifle corps' steps (11.5), place one from the pool
#: (5.4.1d, 11.6.1).
TURN_LEADER, WITHDRAW, RESTORE, REVIVE, PLACE_LEADER = (
    "turn_leader", "withdraw", "restore", "revive", "place_leader")


#: Each game's leader slots (``slots``), found once from its units, which never change.
_SLOTS: weakref.WeakKeyDictionary[Game, tuple[str, ...]] = weakref.WeakKeyDictionary()


def slots(game: Game) -> list[str]:
    """The leader slots (11.1), in the order of their ids (found once a game: every action
    asks them, 11.2.6)."""
    got = _SLOTS.get(game)
    if got is None:
        got = _SLOTS[game] = tuple(sorted(u for u, d in game.units.items() if SLOT in d.flags))
    return list(got)


def identities(game: Game) -> list[str]:
    return sorted(u for u, d in game.units.items() if IDENTITY in d.flags)


def _secret(state: GameState) -> dict:
    return state.secret.setdefault(SECRET, {"slots": {}, "pool": []})


def _draw(ctx: Context, pool: list[str]) -> str:
    """One identity out of ``pool`` by a secret roll (the pool is mixed, 5.4.1d)."""
    i = ctx.roll(1, sides=len(pool), purpose=T("leader draw"), rule="5.4.1", secret=True)[0]
    return pool.pop(i - 1)


def deal(ctx: Context, slot_ids: list[str], identity_ids: list[str]) -> None:
    """2.1.3: the setup leaders are shuffled and one goes face down on each slot already
    placed; nobody sees which."""
    pool = sorted(identity_ids)
    if len(pool) != len(slot_ids):
        raise ValueError(f"{len(pool)} setup leaders for {len(slot_ids)} places")
    carried = _secret(ctx.state)["slots"]
    for slot in sorted(slot_ids):
        carried[slot] = _draw(ctx, pool)


def to_pool(ctx: Context, identity_ids: list[str]) -> None:
    """5.4.1c, 11.1.3: leaders enter the pool face down."""
    pool = _secret(ctx.state)["pool"]
    pool.extend(identity_ids)
    pool.sort()
    _publish(ctx.state)


def pool_count(state: GameState) -> int:
    """How many leaders wait in the pool: public (the counters lie there face down)."""
    return int(state.data.get(SECRET, {}).get("pool", 0))


def _publish(state: GameState) -> None:
    state.data.setdefault(SECRET, {})["pool"] = len(_secret(state)["pool"])


def free_slot(game: Game, state: GameState) -> str | None:
    """A face-down counter not in play, to stand for the next leader placed."""
    return next((s for s in slots(game) if state.units[s].status != ON_MAP), None)


def place_from_pool(ctx: Context, hex: Hex) -> str:
    """5.4.1d, 11.6.1: a leader from the pool, still face down, on a hex; a secret roll
    picks which. Returns the slot now on the map."""
    state = ctx.state
    pool = _secret(state)["pool"]
    if not pool:
        raise ValueError("the leader pool is empty")
    slot = free_slot(ctx.game, state)
    if slot is None:
        raise ValueError("no face-down leader counter is free")
    _secret(state)["slots"][slot] = _draw(ctx, pool)
    state.units[slot] = UnitState(hex, 0, ON_MAP)
    _publish(state)
    return slot


def is_face_down(game: Game, uid: str) -> bool:
    return SLOT in game.units[uid].flags


def ability(game: Game, state: GameState, uid: str) -> int | None:
    """11.3: the ability of a turned leader; ``STAR`` (None) for a ``*``. A face-down
    leader has no function but moving (11.2.1): asking for its ability is an error."""
    return ability_of(game, uid)


def ability_of(game: Game, uid: str) -> int | None:
    """``ability``: a turned leader's printed ability, which no state changes."""
    if is_face_down(game, uid):
        raise ValueError(f"{uid} is face down: its ability is unknown (11.2.1)")
    d = game.units[uid]
    return STAR if NO_ABILITY in d.flags else d.value(0, "ability")


def turn_up(ctx: Context, slot: str, by_act: bool = False, beside: bool = False) -> str:
    """11.2.2, 11.2.6: turn a face-down leader on the map. Both players now see it: its
    identity takes its place, and undo cannot step back past this. A ``*`` has no ability
    and goes straight back to the pool, face down (11.2.5). Returns the identity.

    ``by_act``: the player's answer that turns it is the action being applied; the line
    naming the leader then stands for it ("The leader in 0414 is turned: Morozov, ability
    1", not that after "The Soviet player turns a face-down leader"). ``beside``: it turns
    by itself, an Axis unit next to it (11.2.6), and the line says so with that rule
    (session 89 by hand: it cited 11.2.2, the Soviet player's own turn, as if the computer
    had chosen to show six leaders as the Axis movement began)."""
    state, game = ctx.state, ctx.game
    here = state.units[slot]
    if here.status != ON_MAP or not is_face_down(game, slot):
        raise ValueError(f"{slot} is not a face-down leader on the map")
    who = _secret(state)["slots"].pop(slot)
    state.units[slot] = UnitState(None, 0, POOL)
    state.units[who] = UnitState(here.hex, 0, ON_MAP)
    ctx.reveal()
    d = game.units[who]
    if NO_ABILITY in d.flags:
        if beside:
            ctx.log(T("The leader in {hex} turns face up beside an Axis unit: {leader}, no ability; "
                      "back to the pool", hex=here.hex, leader=who), rule="11.2.5", as_act=by_act)
        else:
            ctx.log(T("The leader in {hex} is turned: {leader}, no ability; back to the pool",
                      hex=here.hex, leader=who), rule="11.2.5", as_act=by_act)
        withdraw(ctx, who)
    elif beside:
        ctx.log(T("The leader in {hex} turns face up beside an Axis unit: {leader}, ability {n}",
                  hex=here.hex, leader=who, n=d.value(0, "ability")), rule="11.2.6", as_act=by_act)
    else:
        ctx.log(T("The leader in {hex} is turned: {leader}, ability {n}", hex=here.hex,
                  leader=who, n=d.value(0, "ability")), rule="11.2.2", as_act=by_act)
    return who


def withdraw(ctx: Context, uid: str) -> None:
    """5.3.2, 11.7.1: a leader on the map goes to the pool face down, turned or not. A
    face-down one keeps its secret: its identity joins the pool unseen."""
    state, game = ctx.state, ctx.game
    if is_face_down(game, uid):
        who = _secret(state)["slots"].pop(uid)
    else:
        who = uid
    state.units[uid] = UnitState(None, 0, POOL)
    to_pool(ctx, [who])


def eliminate(ctx: Context, uid: str) -> int:
    """10.5, 19.3b, Q&A: a turned leader eliminated in combat is gone for good; the Axis
    scores its ability (a ``*`` scores nothing). Returns the VP."""
    if is_face_down(ctx.game, uid):
        raise ValueError(f"{uid} is face down: a leader is turned before it can be attacked (11.2.6)")
    n = ability(ctx.game, ctx.state, uid)
    ctx.state.units[uid] = UnitState(None, 0, REMOVED)
    return n or 0


def carried(state: GameState, slot: str) -> str | None:
    """The identity a face-down slot carries: the rules' own secret (for resolving what a
    turn reveals), never to be shown."""
    return state.secret.get(SECRET, {}).get("slots", {}).get(slot)
