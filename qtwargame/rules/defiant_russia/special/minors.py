"""11.4 Axis minor allies. Replacements (11.41) are in ``replacements``; the Finnish area
(11.42) and hostility (11.43) in ``movement.nationality_allows``; the Spanish volunteers
(11.44) in ``units``. This module holds the conquest rule (11.45): Soviet control of
Helsinki in any organization phase removes every Finnish unit, of Bucharest every
Romanian one (A50: checked at the start of both sides' organization phases; A28: they
count as casualties)."""

from __future__ import annotations

from qtwargame.engine.state import OFF_MAP, ON_MAP, POOL, REMOVED, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.units import FINNISH, ROMANIAN, SOVIET

T = Texts("defiant_russia")


def conquest(ctx) -> None:
    s = ctx.state
    t = ctx.game.cache
    for role, nat in (("helsinki", FINNISH), ("bucharest", ROMANIAN)):
        h = t.role_hex(role)
        if h is None or s.control.get(t.hexes[h]) != SOVIET:
            continue
        gone = [u for u, x in s.units.items() if t.units[u].nationality == nat
                and x.status in (ON_MAP, POOL, OFF_MAP) and "conquered" not in x.flags]
        for u in sorted(gone):
            x = s.units[u]
            s.units[u] = UnitState(None, x.step, REMOVED, frozenset({"conquered"}))
        if gone:
            ctx.log(T("{city} is in Soviet hands: {n:# {nation} unit leaves|# {nation} units leave} the game",
                      city=t.labels[h], n=len(gone), nation=nat), rule="11.45")
