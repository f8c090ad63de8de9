"""7.11-7.3 as a procedure: roll, then each side's losses and retreats in the order 7.25
gives, leaders' death rolls (11.6), then the advance after combat (7.3).

The roll is DR's (``combat.odds``); what follows is the dice-bucket core's procedure
(``qtwargame.rules.dice_bucket.resolution``) with DR's pieces: its losses and retreats,
leaders' death rolls after a side's losses (11.6), leaders and fleets displaced (11.5,
11.6), the Black Sea Fleet retreating with its stack, and DR's messages and rule numbers.
"""

from __future__ import annotations

from qtwargame.engine.text import Texts, reworded
from qtwargame.rules.defiant_russia.combat import odds
from qtwargame.rules.defiant_russia.losses import eliminate, lose_step, relocate_unit
from qtwargame.rules.defiant_russia.retreat import (
    advance_options,
    can_retreat,
    retreat_count,
    retreat_ok,
    retreat_paths,
)
from qtwargame.rules.defiant_russia.snapshot import Snap
from qtwargame.rules.defiant_russia.special.leaders import relocation_decision, stack_loss_rolls
from qtwargame.rules.defiant_russia.special.navy import displacement_decision
from qtwargame.rules.dice_bucket.resolution import CombatTexts, Pieces, Procedure

T = Texts("defiant_russia")


def start_combat(ctx, plan: dict) -> None:
    """Roll the dice of a declared attack and start taking the hits (7.11, 7.13, 7.25)."""
    s, game = ctx.state, ctx.game
    t = game.cache
    side = s.active
    enemy = game.enemy(side)
    attackers = list(plan["attackers"])
    targets = [t.idx[game.hex(x)] for x in plan["targets"]]
    zk = [t.idx[game.hex(x)] for x in plan.get("zhukov", [])]
    used = s.data.get("leaders_used", [])
    snap = Snap(game, s)
    o = odds(snap, attackers, targets, plan.get("air", 0), plan.get("fleet"), zk, used)
    defenders = sorted(u for h in targets for u in snap.at.get(h, [])
                       if t.units[u].side == enemy and (t.units[u].ground or t.units[u].fleet))
    PROCEDURE.mark(ctx, plan, [u for u in attackers + defenders if t.units[u].ground],  # 7.13
                   attackers + ([plan["fleet"]] if plan.get("fleet") else []), o.out_of_supply)
    s.data["leaders_used"] = sorted(set(used) | set(o.leaders_used))
    if zk:
        s.data["zhukov_hexes"] = sorted(set(s.data.get("zhukov_hexes", [])) | set(plan["zhukov"]))
    att = ctx.roll(o.attack_dice, purpose=T("attacker's dice"), rule="7.11") if o.attack_dice else ()
    fl = ctx.roll(o.fleet_dice, purpose=T("fleet dice"), rule="11.51") if o.fleet_dice else ()
    dfn = ctx.roll(o.defense_dice, purpose=T("defender's dice"), rule="7.11") if o.defense_dice else ()
    dfl = (ctx.roll(o.defense_fleet_dice, purpose=T("fleet dice"), rule="11.51")
           if o.defense_fleet_dice else ())
    on_def = sum(1 for d in att if d >= o.attack_hit) + sum(1 for d in fl if d == 6)
    on_att = sum(1 for d in dfn if d >= o.defense_hit) + sum(1 for d in dfl if d == 6)
    PROCEDURE.begin(ctx, snap, plan, attackers, defenders, (list(att + fl), list(dfn + dfl)),
                    (o.attack_dice + o.fleet_dice, o.defense_dice + o.defense_fleet_dice),
                    (on_att, on_def), "7.11")


#: DR's words for the shared procedure (context ``defiant_russia``).
_MESSAGES = CombatTexts(
    take_hits=reworded(T("Take {n:# hit|# hits}"), "Take {n} hits"),
    retreat_prompt=reworded(T("Retreat {unit} {n:# hex|# hexes}"), "Retreat {unit} {n} hexes"),
    advance_prompt=T("Advance after combat?"),
    max_loss_text=T("{n:# hit exceeds|# hits exceed} every step: all are eliminated"),
    cannot_retreat_text=T("{unit} cannot retreat"),
    retreats_one=T("{side:actor} retreats 1 hex instead of losing more steps"),
    retreats_many=T("{side:actor} retreats {n} hexes instead of losing more steps"),
    combat_over_text=T("The combat at {hexes} is over"),
    rolled_text=T("Attack on {targets}: {ad:# die|# dice} against {dd}; {hd:# hit|# hits} on the "
                  "defender, {ha} on the attacker"))


def _black_sea_fleet_retreats(ctx, alive: list[str]) -> list[str]:
    """11.5: the Black Sea Fleet retreats with the ground units it defended with."""
    t = ctx.game.cache
    return [u for u in alive if t.units[u].fleet and u == t.data.fleets.get("black_sea")]


PROCEDURE = Procedure(Pieces(
    snap=Snap, texts=_MESSAGES,
    rules={"max_loss": "7.24", "no_retreat": "7.23", "defender_retreat": "7.21",
           "attacker_retreat": "7.22", "over": "7.3"},
    eliminate=eliminate, lose_step=lambda ctx, uid: lose_step(ctx, uid),
    relocate=relocate_unit, can_retreat=can_retreat,
    retreat_paths=lambda snap, uid, n: retreat_paths(snap, uid, n),
    retreat_ok=retreat_ok, retreat_count=retreat_count,
    advance_options=advance_options,
    interrupted=lambda ctx: relocation_decision(ctx) or displacement_decision(ctx),
    after_losses=stack_loss_rolls, extra_retreaters=_black_sea_fleet_retreats))

participants = PROCEDURE.participants
survivors = PROCEDURE.survivors
loss_options = PROCEDURE.loss_options
retreat_options = PROCEDURE.retreat_options
advance_choices = PROCEDURE.advance_choices
answers = PROCEDURE.answers
run = PROCEDURE.run
apply_answer = PROCEDURE.apply_answer
