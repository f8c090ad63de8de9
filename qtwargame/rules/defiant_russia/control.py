"""6.4 Control of hexes, with the fortress (9.0, A6) and automatic victory (13.0) hooks.

A side controls the hexes its units occupy and the ones they were last to pass through,
by any kind of movement, retreat, advance or drop (A57); zones of control never change
control. A fortress is destroyed for good once an Axis unit enters it. A city that changes
hands is logged at once (the cities are what the game is scored on, 13.0).
"""

from __future__ import annotations

from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.units import AXIS
from qtwargame.rules.dice_bucket.losses import take_control as core_take_control

T = Texts("defiant_russia")


def take_control(ctx, h: int, side: str) -> None:
    """6.4: ``side`` now controls land hex ``h``; note hexes that changed hands this phase
    (rail movement needs hexes held since the phase began, 6.5). A city that passes to
    ``side`` is logged ("Kiev (2507) passes to Axis control")."""
    game, state = ctx.game, ctx.state
    t = game.cache
    if not core_take_control(game, state, h, side, lambda hx: ctx.log(
            T("{city} passes to {side} control", city=hx, side=side), rule="6.4")):
        return
    city = t.city_at.get(h)
    if side == AXIS and city is not None and city.fortress:
        lost = state.data.setdefault("fortress_lost", [])
        if t.labels[h] not in lost:
            lost.append(t.labels[h])
