"""7.2 Combat results: hits become step losses, retreats may absorb hits (7.21, 7.22), the
maximum-loss rule (7.24), the order in which the sides take them (7.25), units lost out of
supply (5.1), and the hooks every unit that enters a hex runs (control, fortresses, lone
fleets and leaders).

Each side with hits takes them one at a time (``TakeLoss``, the owner choosing the unit).
Once it has taken at least one step it may instead satisfy what is left by retreating:
the defender every remaining hit, one hex each (7.21); the attacker only the last hit,
one hex (7.22). A choice with a single answer is applied at once.
"""

from __future__ import annotations

from qtwargame.engine.state import ON_MAP
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.control import take_control
from qtwargame.rules.defiant_russia.snapshot import Snap
from qtwargame.rules.defiant_russia.special.leaders import follow, overrun_leaders
from qtwargame.rules.defiant_russia.special.navy import lone_fleets_entered
from qtwargame.rules.defiant_russia.units import AXIS
from qtwargame.rules.dice_bucket import losses as core
from qtwargame.rules.dice_bucket.words import LossWords

T = Texts("defiant_russia")


_Words = LossWords(T("{unit} is eliminated out of supply and is out of the game"),
                   T("{unit} is eliminated"), T("{unit} is reduced"))


def eliminate(ctx, uid: str, rule: str = "7.2") -> None:
    """A unit leaves play: for good if it was out of supply (5.1), else it may be rebuilt."""
    core.eliminate(ctx, uid, _Words, rule, "5.1")


def lose_step(ctx, uid: str, rule: str = "7.2") -> bool:
    """Flip a unit to its reduced side, or eliminate it; True when eliminated."""
    return core.lose_step(ctx, uid, _Words, rule, eliminate)


steps_left = core.steps_left


def entered(ctx, uid: str, h: int) -> None:
    """6.4, 9.0, 11.5, A21: what happens when a ground unit enters a hex."""
    t = ctx.game.cache
    info = t.units[uid]
    if not info.ground:
        return
    take_control(ctx, h, info.side)
    enemy = ctx.game.enemy(info.side)
    hx = t.hexes[h]
    # enemy ground units never share a hex with a mover; only lone fleets and leaders can
    lone = t.memo.get("not_ground")
    if lone is None:
        lone = t.memo["not_ground"] = [u for u, i in t.units.items() if not i.ground]
    units = ctx.state.units
    if not any(units[u].hex == hx and units[u].status == ON_MAP and t.units[u].side == enemy
               for u in lone):
        return
    snap = Snap(ctx.game, ctx.state)
    if info.side == AXIS:
        lone_fleets_entered(ctx, snap, h)
    overrun_leaders(ctx, h, enemy)


def relocate_unit(ctx, uid: str, path: list[int], retreat: bool = False) -> None:
    """Move a unit along ``path`` (hex indices) and run the entry hooks on every hex."""
    frm = core.relocate(ctx, uid, path, entered)
    for leader, rule in follow(ctx.game, ctx.state, uid, frm, path[-1], retreat=retreat):
        # (session 85: Guderian went with his panzer corps and no line said so)
        ctx.log(T("{leader} goes with {unit} to {hex}", leader=leader, unit=uid,
                  hex=ctx.game.cache.hexes[path[-1]]), rule=rule)
