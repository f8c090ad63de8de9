"""Steps and eliminations (DR 7.2, 5.1; RV 8.51, 5.2, 10.14), supply marks (DR 5.0; RV
5.0) and hex control by presence (DR 6.4; RV 7.2).

A unit eliminated while out of supply is out of the game for good; otherwise it may come
back through replacements. Messages are the game's own (``texts``)."""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, UnitState


def eliminate(ctx, uid: str, texts, rule: str, oos_rule: str) -> None:
    """A unit leaves play: for good if it was out of supply, else it may be rebuilt.
    ``texts``: gone_for_good(unit), eliminated(unit)."""
    s = ctx.state
    u = s.units[uid]
    permanent = "oos" in u.flags
    s.units[uid] = UnitState(None, u.step, REMOVED if permanent else ELIMINATED, frozenset())
    if permanent:
        ctx.log(texts.gone_for_good(uid), rule=oos_rule)
    else:
        ctx.log(texts.eliminated(uid), rule=rule)


def on_last_step(game, state, uid: str) -> bool:
    """Whether the unit's next loss eliminates it (DR 7.2, RV 8.51): it is reduced already,
    or has a single step. What a loss answer says before it is chosen, and what
    :func:`lose_step` does."""
    return state.units[uid].step + 1 >= game.units[uid].step_count


def lose_step(ctx, uid: str, texts, rule: str, eliminate_fn) -> bool:
    """Flip a unit to its reduced side, or eliminate it (``eliminate_fn(ctx, uid, rule)``);
    True when eliminated. ``texts``: reduced(unit)."""
    s = ctx.state
    u = s.units[uid]
    if on_last_step(ctx.game, s, uid):
        eliminate_fn(ctx, uid, rule)
        return True
    s.units[uid] = UnitState(u.hex, u.step + 1, u.status, u.flags)
    ctx.log(texts.reduced(uid), rule=rule)
    return False


def relocate(ctx, uid: str, path: list[int], entered) -> int:
    """Move a unit along ``path`` (hex indices) to its end, running the game's entry hook
    ``entered(ctx, uid, hex)`` on every hex (control, what entering sets off); the hex it
    left."""
    s = ctx.state
    t = ctx.game.cache
    u = s.units[uid]
    frm = t.idx[u.hex]
    s.units[uid] = UnitState(t.hexes[path[-1]], u.step, ON_MAP, u.flags)
    for h in path:
        entered(ctx, uid, h)
    return frm


def steps_left(ctx, uids: list[str]) -> int:
    """Steps the units on the map among ``uids`` have left."""
    s = ctx.state
    return sum(ctx.game.units[u].step_count - s.units[u].step for u in uids
               if s.units[u].status == ON_MAP)


def mark_supply(state, status: dict[str, bool]) -> list[str]:
    """Show each unit's supply on the counter (flag ``oos``); the units out of supply, in
    the order of ``status``."""
    out = []
    for uid, ok in status.items():
        u = state.units[uid]
        state.units[uid] = u.without_flag("oos") if ok else u.with_flag("oos")
        if not ok:
            out.append(uid)
    return out


def by_hex(game, state, uids: list[str]) -> list[tuple[str, list[str]]]:
    """``uids`` grouped by the hex they stand in: (its printed number, the units there in
    the order given), the hexes in the order of their numbers (what the log names units
    out of supply by, DR 5.1, RV 5.2)."""
    groups: dict[str, list[str]] = {}
    for uid in uids:
        h = state.units[uid].hex
        groups.setdefault(game.label(h) if h is not None else "", []).append(uid)
    return sorted(groups.items())


def take_control(game, state, h: int, side: str, city_taken=None) -> bool:
    """``side`` now controls land hex ``h`` (a side controls the hexes its units occupy or
    last passed through); notes hexes that changed hands this phase in
    ``state.data["captured"]``, and calls ``city_taken(hex)`` where a city changed hands
    (the game logs it in its words). False for hexes nobody can control (water without a
    city)."""
    t = game.cache
    if not t.land[False][h] and h not in t.city_at:
        return False
    hx = t.hexes[h]
    if state.control.get(hx) != side:
        state.control[hx] = side
        captured = state.data.setdefault("captured", [])
        if t.labels[h] not in captured:
            captured.append(t.labels[h])
        if city_taken is not None and h in t.city_at:
            city_taken(hx)
    return True
