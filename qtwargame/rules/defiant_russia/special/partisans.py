"""11.2 Partisans: from September, in each Soviet organization phase the Soviet player
rolls a die; on a 6 the Axis player reduces one of his infantry units (not a Finnish one;
A52: infantry or mountain infantry of any other nationality, his choice)."""

from __future__ import annotations

from qtwargame.engine.actions import TakeLoss
from qtwargame.engine.state import ON_MAP, Decision
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.units import AXIS

T = Texts("defiant_russia")


def partisan_targets(game, state) -> list[str]:
    t = game.cache
    return sorted(u for u, x in state.units.items()
                  if x.status == ON_MAP and t.units[u].partisan_target)


def roll_partisans(ctx) -> None:
    s = ctx.state
    if s.turn < ctx.game.cache.data.partisans_from_turn:
        return
    die = ctx.roll(1, purpose=T("partisans"), rule="11.2")[0]
    if die != 6:
        ctx.log(T("Partisans roll {die}: no effect", die=die), rule="11.2")
        return
    targets = partisan_targets(ctx.game, s)
    ctx.log(T("Partisans roll 6: the Axis must reduce an infantry unit"), rule="11.2")
    if targets:
        s.pending = Decision("partisans", AXIS, T("Reduce one infantry unit (partisans)"),
                             {"units": targets})


def partisan_answers(state) -> list[TakeLoss]:
    return [TakeLoss(AXIS, u) for u in state.pending.data["units"]]
