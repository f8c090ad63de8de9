"""11.1 Shock armies: in December the Soviet player may exchange in-supply infantry
armies for the four shock armies in his organization phase. The shock army takes the
army's place, reduced if it was reduced; the exchanged army leaves the game and is not a
casualty (13.0, A54)."""

from __future__ import annotations

from qtwargame.engine.state import ON_MAP, POOL, REMOVED, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.actions import Exchange
from qtwargame.rules.defiant_russia.units import SOVIET

T = Texts("defiant_russia")


def shock_pool(game, state) -> list[str]:
    return sorted(u for u, d in game.units.items()
                  if game.cache.units[u].type == "shock" and state.units[u].status == POOL)


def exchanges(game, state) -> list[Exchange]:
    """11.1: the exchanges open now (Soviet organization phase of the shock-army turn)."""
    t = game.cache
    if state.turn != t.data.shock_turn or state.phase != "soviet_replacements":
        return []
    shocks = shock_pool(game, state)
    if not shocks:
        return []
    out = []
    for uid, u in sorted(state.units.items()):
        info = t.units[uid]
        if (u.status == ON_MAP and info.side == SOVIET and info.type == "infantry"
                and info.army and "oos" not in u.flags):
            out += [Exchange(SOVIET, uid, s) for s in shocks]
    return out


def exchange(ctx, a: Exchange) -> None:
    s = ctx.state
    inf = s.units[a.unit]
    steps = ctx.game.units[a.shock].step_count
    s.units[a.shock] = UnitState(inf.hex, min(inf.step, steps - 1), ON_MAP, frozenset())
    s.units[a.unit] = UnitState(None, inf.step, REMOVED, frozenset({"exchanged"}))
    ctx.log(T("{shock} replaces {unit}", shock=a.shock, unit=a.unit), rule="11.1")
