"""Control of hexes (4.2) and what changes with it: the hero city marker (14.1) and the
Moscow flag of optional rule 15.3."""

from __future__ import annotations

from collections.abc import Iterable

from qtwargame.engine.game import Context
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.blitzkrieg_moscow.model import T


def enter(ctx: Context, nodes: Iterable[Hex], side: str) -> None:
    """4.2: the last side to enter a hex controls it. Every arrival counts: a move
    (every hex passed through), a retreat, an advance, a rail move. Rear areas are
    never controlled by anyone else, so they are left out. A city that changes hands is
    logged (4.1 scores it), passed through as well as entered at a move's end."""
    cache = ctx.game.cache
    s = ctx.state
    for h in nodes:
        if cache.topo.is_area(h) or s.control.get(h) == side:
            continue
        s.control[h] = side
        if h in cache.cities:
            ctx.log(T("{city} passes to {side} control", city=h, side=side), rule="4.2")
        if side != cache.data.german:
            continue
        hero = s.data.get("hero")
        if hero and hero.get("marker") and hero["city"] == ctx.game.label(h):
            hero["marker"] = False
            ctx.log(T("The Germans take the hero city {city}: its marker is removed", city=h),
                    rule="14.1")
        if h == cache.capital and not s.data.get("moscow_taken"):
            s.data["moscow_taken"] = True
            if ctx.game.options.get("moscow"):
                ctx.log(T("The Germans have taken Moscow: the Soviet free rail move is lost"),
                        rule="15.3")
