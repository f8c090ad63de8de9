"""13.0 Victory: city points, Stalin, casualties, automatic victory.

At the end the side with more points wins (no draws). Each victory city held (controlled,
A26) is worth its points (Moscow 2, the others 1). Stalin alive is a Soviet point, dead (or
removed, A21) an Axis point. The side that eliminated more enemy units, counted with the
multipliers (German armor and Guderian 3; other German and Finnish units 2; other Axis 1;
Soviet fleets, shock armies, airborne and Zhukov 2; other Soviet units 1) wins one more
point, the Soviets on a tie. Counted are the units out of play at the end (A28), not the
infantry exchanged for shock armies nor units rebuilt. Holding Leningrad, Moscow and
Stalingrad at once wins the Axis the game at once; Warsaw and Helsinki the Soviets.
"""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, REMOVED, Result
from qtwargame.engine.text import Msg, Texts, reworded
from qtwargame.rules.defiant_russia.units import AXIS, SOVIET

T = Texts("defiant_russia")


def casualty_points(game, state) -> dict[str, int]:
    """Points each side has scored by eliminating the other's units (13.0)."""
    t = game.cache
    weights = t.data.casualties.weights
    out = {AXIS: 0, SOVIET: 0}
    for uid, u in state.units.items():
        if u.status not in (ELIMINATED, REMOVED) or "exchanged" in u.flags:
            continue
        info = t.units[uid]
        cat = info.casualty_category
        if cat is None:
            continue
        scorer = SOVIET if info.side == AXIS else AXIS
        out[scorer] += weights.get(cat, 1)
    return out


def stalin_alive(game, state) -> bool:
    sid = game.cache.leaders.get("stalin")
    if sid is None:
        return True
    return not state.data.get("stalin_dead") and state.units[sid].status not in (ELIMINATED, REMOVED)


def _vp_cities(t):
    hit = t.memo.get("vp_cities")
    if hit is None:
        hit = t.memo["vp_cities"] = [(t.hexes[h], c.vp) for h, c in sorted(t.city_at.items()) if c.vp]
    return hit


def city_points(game, state) -> dict[str, int]:
    t = game.cache
    out = {AXIS: 0, SOVIET: 0}
    for hx, vp in _vp_cities(t):
        owner = state.control.get(hx)
        if owner in out:
            out[owner] += vp
    return out


def score(game, state) -> dict[str, int]:
    """Victory points now: cities + Stalin + the casualty point."""
    data = game.cache.data
    vp = city_points(game, state)
    vp[SOVIET if stalin_alive(game, state) else AXIS] += data.stalin_vp
    cas = casualty_points(game, state)
    vp[AXIS if cas[AXIS] > cas[SOVIET] else SOVIET] += data.casualty_vp
    return vp


def breakdown(game, state) -> dict[str, list]:
    """13.0 item by item: each victory city held with its points, Stalin's point, and the
    casualty point with both sides' casualty counts; the items add up to :func:`score`."""
    t = game.cache
    data = t.data
    out: dict[str, list[tuple[Msg, int]]] = {AXIS: [], SOVIET: []}
    for h, city in sorted(t.city_at.items()):
        owner = state.control.get(t.hexes[h])
        if city.vp and owner in out:
            out[owner].append((T("{city} held", city=city.id), city.vp))
    if stalin_alive(game, state):
        out[SOVIET].append((T("Stalin alive"), data.stalin_vp))
    else:
        out[AXIS].append((T("Stalin dead"), data.stalin_vp))
    cas = casualty_points(game, state)
    side = AXIS if cas[AXIS] > cas[SOVIET] else SOVIET
    out[side].append((T("More casualties inflicted ({axis} Axis, {soviet} Soviet; the Soviets "
                        "win a tie)", axis=cas[AXIS], soviet=cas[SOVIET]), data.casualty_vp))
    return out


def automatic_winner(game, state) -> str | None:
    """13.0: a side holding all its automatic-victory cities at once."""
    t = game.cache
    for side, cities in t.data.auto_victory.items():
        hexes = [t.city_hex.get(c) for c in cities]
        if hexes and all(h is not None for h in hexes) and all(
                state.control.get(t.hexes[h]) == side for h in hexes):
            return side
    return None


def check_automatic(ctx) -> None:
    s = ctx.state
    if s.result is not None:
        return
    side = automatic_winner(ctx.game, s)
    if side is not None:
        s.pending = None
        # The words a state records, hence every save's hash, name the side alone.
        s.result = Result(side, "automatic", reworded(
            T("{side:actor} holds {cities} at once", side=side,
              cities=", ".join(ctx.game.cache.data.auto_victory[side])),
            "{side} holds {cities} at once"))
        ctx.log(T("Automatic victory: {side}", side=side), rule="13.0")


def final_result(ctx) -> None:
    s = ctx.state
    vp = score(ctx.game, s)
    s.vp = vp
    cas = casualty_points(ctx.game, s)
    winner = AXIS if vp[AXIS] > vp[SOVIET] else SOVIET
    s.result = Result(winner, "victory", reworded(
        T("{side:actor} wins {a} to {b} (casualty points: Axis {ca}, Soviet {cs})",
          side=winner, a=max(vp.values()), b=min(vp.values()), ca=cas[AXIS], cs=cas[SOVIET]),
        "{side} wins {a} to {b} (casualty points: Axis {ca}, Soviet {cs})"))
