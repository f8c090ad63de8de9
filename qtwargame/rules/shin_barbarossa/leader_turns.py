"""The Soviet leaders in play (5.3.2, 11.2, 18.2.1): turning a face-down leader (11.2.2,
at once when an Axis unit comes next to it, 11.2.6), withdrawing leaders to the pool in the
withdrawal phase (5.3.2) and placing pool leaders (5.4.1d). Who a leader is stays
``leaders``' secret."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Choose
from qtwargame.engine.game import Context, Game
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.shin_barbarossa import leaders, lines, overrun, sequence
from qtwargame.rules.shin_barbarossa.facts import Facts, frozen
from qtwargame.rules.shin_barbarossa.leaders import PLACE_LEADER, TURN_LEADER, WITHDRAW
from qtwargame.rules.shin_barbarossa.texts import T

PHASE = "soviet_withdrawal"


def offers(game: Game, state: GameState) -> list[Action]:
    """11.2.2: the Soviet player may turn a face-down leader at any moment of his turn."""
    soviet = game.cache.data.soviet
    return [Choose(soviet, TURN_LEADER, units=(u,)) for u in leaders.slots(game)
            if state.units[u].status == ON_MAP]


def offers_now(game: Game, state: GameState) -> list[Action]:
    """``offers`` while the Soviets play a phase that allows turning (11.2.3) and no stack
    is in the middle of its move (9.7); else none."""
    if (state.active == game.cache.data.soviet and sequence.leader_turning_allowed(state.phase)
            and not state.data.get("moving")):
        return offers(game, state)
    return []


def offers_for(game: Game, state: GameState, unit: str) -> list[Action]:
    """The leader turns ``offers_now`` that name ``unit``."""
    return [a for a in offers_now(game, state) if unit in a.unit_ids()]


def held_by_stalin(state: GameState, f: Facts, uid: str) -> bool:
    """18.2.1: through turn 2 a leader inside the South-West Front line is withdrawn
    only when cut off (read: a leader standing inside the line)."""
    return state.turn <= 2 and f.pos[uid] in f.st.sw_front and f.has_loc(uid)


def withdrawals(game: Game, state: GameState) -> list[Action]:
    """5.3.2: the leaders the Soviet player may withdraw to the pool (18.2.1)."""
    f = Facts.of(game, state)
    return [Choose(state.active, WITHDRAW, units=(u,)) for u in sorted(f.pos)
            if game.units[u].kind == "leader" and not held_by_stalin(state, f, u)]


def withdraw_cut_off(ctx: Context) -> None:
    """5.3.2: at the end of the withdrawal phase every leader without a line of
    communication goes to the pool."""
    s, game = ctx.state, ctx.game
    f = Facts(game, s)
    for uid in sorted(f.pos):
        d = game.units[uid]
        if d.kind == "leader" and not f.has_loc(uid):
            leaders.withdraw(ctx, uid)
            ctx.log(T("A leader without a line of communication goes to the pool"), rule="5.3.2")


def choose(ctx: Context, a: Choose) -> bool:
    """A leader turned (11.2.2), withdrawn (5.3.2) or placed from the pool (5.4.1d); False
    when ``a`` is none of these."""
    if a.option == TURN_LEADER:
        leaders.turn_up(ctx, a.units[0], by_act=True)
    elif a.option == WITHDRAW:
        leaders.withdraw(ctx, a.units[0])
        ctx.log(T("A leader is withdrawn to the pool"), rule="5.3.2", said_by_act=True)
    elif a.option == PLACE_LEADER:
        leaders.place_from_pool(ctx, a.hexes[0])
        # The secret roll that drew it goes on this line, which says what it did and
        # keeps what it drew (11.1.4: unseen by both players until the leader is turned).
        ctx.log(T("The leader placed in {city} is drawn unseen from the pool and stays face "
                  "down: neither player knows who it is until it is turned", city=a.hexes[0]),
                rule="5.4.1, 11.1.4")
    else:
        return False
    return True


def auto_turn(ctx: Context) -> None:
    """11.2.6: a face-down leader with an Axis unit next to it is turned at once (in
    the player turns, 11.2.3)."""
    s, game = ctx.state, ctx.game
    if not sequence.leader_turning_allowed(s.phase) or (
            s.pending is not None and s.pending.kind != overrun.DECISION):
        return
    axis: set | None = None  # the hexes of the Axis pieces, found for the first leader on the map
    for slot in leaders.slots(game):
        h = s.units[slot].hex
        if s.units[slot].status != ON_MAP or h is None:
            continue
        if axis is None:
            side, defs = game.cache.data.axis, game.units
            axis = {u.hex for uid, u in s.units.items()
                    if u.status == ON_MAP and u.hex is not None and defs[uid].side == side}
        if any(n in axis and not game.board.features(h, n) & lines.water(frozen(s))
               for n in game.board.neighbors(h)):
            leaders.turn_up(ctx, slot, beside=True)
