"""What the status panel shows a Defiant Russia player (issue 10, item 7): the air points
the side holds (11.7), the replacement points left in its organization phase and how many
armour units may still receive them (10.1), and the rail moves left in its movement phase
(6.5). Read from the side's view of the state; nothing here is secret (both players see
the air point and replacement tracks on the board).
"""

from __future__ import annotations

from qtwargame.engine.ruleset import StatusItem
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.moves import phase_mode
from qtwargame.rules.defiant_russia.rail import rail_capacity
from qtwargame.rules.defiant_russia.replacements import armor_cap
from qtwargame.rules.defiant_russia.sequence import SETUP, phase_side
from qtwargame.rules.defiant_russia.units import AXIS

T = Texts("defiant_russia")


def _air(game, state, side: str) -> StatusItem:
    t = game.cache
    held = state.data.get("air", {}).get(side, 0)
    p = state.pending
    committed = 0
    if p is not None and p.kind == "attack" and p.side == side:
        committed = int(p.data.get("air", 0) or 0)
    if committed:
        value = T("{n} (committed to this attack: {c})", n=held - committed, c=committed)
    else:
        value = held
    detail = T("11.7: at most {m} points per combat, none in exploitation combat{axis}; "
               "unused points are lost at the next organization phase",
               m=t.data.air_max_per_attack,
               axis=T(", only with a German unit attacking") if side == AXIS else "")
    return StatusItem(T("Air points"), value, detail)


def status(game, state, side: str) -> list[StatusItem]:
    """The status items of ``side`` (10.1, 6.5, 11.7)."""
    if state.phase in SETUP:
        return []
    t = game.cache
    out = [_air(game, state, side)]
    mine = phase_side(state.phase) == side and state.active == side
    if mine and state.phase.endswith("_replacements"):
        rp = state.data.get("rp", 0)
        out.append(StatusItem(
            T("Replacement points"), rp,
            T("10.1: {flip} to restore a reduced unit, {back} to return an eliminated one "
              "(reduced); points not spent are lost", flip=t.data.rp_flip_cost,
              back=t.data.rp_return_cost)))
        cap = armor_cap(t, state, side)
        used = len(state.data.get("rp_armor", []))
        out.append(StatusItem(T("Armour units that may still receive points"),
                              max(cap - used, 0),
                              T("10.13, 10.14: {cap} this turn", cap=cap)))
    if mine and phase_mode(state) == "move":
        cap = rail_capacity(t, state, side)
        used = state.data.get("rail_used", 0)
        out.append(StatusItem(T("Rail moves left"), max(cap - used, 0),
                              T("6.5: {cap} this turn in this weather", cap=cap)))
    return out
