"""4.0 steps 2 and 7, the organization phase: conquest (11.45, A50), supply (5.0), port
supply (11.53, A33), replacement points (10.1), air points (11.7); then, in the second
half, partisans (11.2) and reinforcements (10.2)."""

from __future__ import annotations

from qtwargame.engine.actions import Choose, Opt
from qtwargame.engine.state import Decision
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.replacements import grant
from qtwargame.rules.defiant_russia.snapshot import Snap
from qtwargame.rules.defiant_russia.special.minors import conquest
from qtwargame.rules.defiant_russia.supply import supply_map, traces_normally, traces_to_port
from qtwargame.rules.defiant_russia.units import SOVIET
from qtwargame.rules.dice_bucket.losses import by_hex
from qtwargame.rules.dice_bucket.losses import mark_supply as core_mark_supply
from qtwargame.rules.dice_bucket.words import SupplyWords

T = Texts("defiant_russia")

#: 5.1: the units out of supply, named hex by hex.
SUPPLY_WORDS = SupplyWords(T("{n:# {side} unit is|# {side} units are} out of supply: {where}"),
                           T("{units} in {city}"), T("{first}; {rest}"))


def mark_supply(ctx) -> None:
    """5.0, 5.1: determine every unit's supply and show it on the counter (flag ``oos``)."""
    s = ctx.state
    side = s.active
    out = core_mark_supply(s, supply_map(Snap(ctx.game, s), side))
    if out:
        ctx.log(SUPPLY_WORDS.out_of_supply(side, by_hex(ctx.game, s, out)), rule="5.1")


def port_candidates(game, state, snap) -> list[str]:
    """11.53: Soviet units that only a Black Sea port could supply."""
    t = game.cache
    return sorted(u for u in snap.pos if t.units[u].side == SOVIET and t.units[u].ground
                  and not traces_normally(snap, u) and traces_to_port(snap, u))


def air_points(ctx) -> None:
    """11.7: this turn's air points; what is left of last turn's is lost."""
    s = ctx.state
    pts = ctx.game.cache.data.air_points.get(s.turn, {}).get(s.active, 0)
    s.data.setdefault("air", {})[s.active] = pts
    if pts:
        ctx.log(T("{side:actor} receives {n:# air point|# air points}", side=s.active, n=pts), rule="11.7")


def enter_organization(ctx) -> None:
    s = ctx.state
    conquest(ctx)
    s.data["port_supplied"] = None
    grant(ctx)
    air_points(ctx)
    if s.active == SOVIET:
        cands = port_candidates(ctx.game, s, Snap(ctx.game, s))
        if len(cands) == 1:
            s.data["port_supplied"] = cands[0]
        elif cands:
            s.pending = Decision("port_supply", SOVIET,
                                 T("Choose the one unit supplied through a Black Sea port"),
                                 {"units": cands})
            return
    mark_supply(ctx)


def port_answers(state) -> list[Choose]:
    return [Choose(SOVIET, Opt.UNIT, (u,)) for u in state.pending.data["units"]]


def answer_port(ctx, unit: str) -> None:
    ctx.state.data["port_supplied"] = unit
    ctx.state.pending = None
    mark_supply(ctx)
