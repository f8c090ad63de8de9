"""7.11-7.3 as a procedure: roll, then each side's losses and retreats in the order 7.25
gives, leaders' death rolls (11.6), then the advance after combat (7.3).

The procedure's progress is kept in ``state.data["combat"]`` so that every choice in it is
an ordinary decision (``TakeLoss``, ``Choose("retreat")``, ``Retreat``, ``Advance``) and a
saved game replays it exactly.
"""

from __future__ import annotations

from qtwargame.engine.actions import Advance, Choose, Opt, Retreat, TakeLoss
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.state import ON_MAP, Decision
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.combat import odds
from qtwargame.rules.defiant_russia.losses import eliminate, lose_step, relocate_unit, steps_left
from qtwargame.rules.defiant_russia.retreat import advance_options, can_retreat, retreat_paths
from qtwargame.rules.defiant_russia.snapshot import Snap
from qtwargame.rules.defiant_russia.special.leaders import relocation_decision, stack_loss_rolls
from qtwargame.rules.defiant_russia.special.navy import displacement_decision

T = Texts("defiant_russia")


def _set_flag(state, uid: str, flag: str, on: bool) -> None:
    u = state.units[uid]
    state.units[uid] = u.with_flag(flag) if on else u.without_flag(flag)


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
    for u in attackers + defenders:  # 7.13: supply is determined again
        if t.units[u].ground:
            _set_flag(s, u, "oos", u in o.out_of_supply)
    for u in attackers + ([plan["fleet"]] if plan.get("fleet") else []):
        _set_flag(s, u, "attacked", True)
    s.data.setdefault("attacked_hexes", []).extend(plan["targets"])
    if plan.get("air"):
        s.data.setdefault("air", {})[side] = s.data.get("air", {}).get(side, 0) - plan["air"]
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
    ctx.log(T("Attack on {targets}: {ad} dice against {dd}; {hd} hits on the defender, "
              "{ha} on the attacker", targets=", ".join(plan["targets"]),
              ad=o.attack_dice + o.fleet_dice, dd=o.defense_dice + o.defense_fleet_dice,
              hd=on_def, ha=on_att), rule="7.11")
    order = [side, enemy] if on_att >= on_def else [enemy, side]  # 7.25
    start = {u: snap.pos[u] for u in attackers + defenders}
    s.notes["combat"] = {"dice": {side: list(att + fl), enemy: list(dfn + dfl)},
                         "losses": [], "retreats": [], "air": plan.get("air", 0)}
    ctx.record_combat(_record(ctx, attackers, defenders, plan["targets"],
                              {side: on_att, enemy: on_def}, (), complete=False),
                      on_last_line=True)
    s.data["combat"] = {
        "side": side, "enemy": enemy, "attackers": attackers, "defenders": defenders,
        "targets": plan["targets"], "start": start, "hits": {side: on_att, enemy: on_def},
        "order": order, "at": 0, "stage": "losses", "left": None, "taken": 0,
        "retreat": {side: 0, enemy: 0}, "queue": [], "eliminated": {side: [], enemy: []},
        "advanced": [],
    }
    run(ctx)


def _record(ctx, attackers, defenders, targets, hits, eliminated, complete) -> CombatRecord:
    """7.11-7.3 as data: who fought where, the dice, the hits, and (once over) the steps
    each unit lost, where each retreated, and what was eliminated."""
    game = ctx.game
    note = ctx.state.notes.get("combat", {})
    side = game.cache.units[attackers[0]].side
    return CombatRecord(
        attacker_side=side, attackers=tuple(attackers), defenders=tuple(defenders),
        hexes=tuple(game.hex(x) for x in targets),
        dice={k: tuple(v) for k, v in note.get("dice", {}).items()}, hits=dict(hits),
        losses=tuple((u, n) for u, n in note.get("losses", [])),
        retreats=tuple((u, game.hex(h)) for u, h in note.get("retreats", [])),
        eliminated=tuple(eliminated), air=note.get("air", 0), complete=complete)


def _close(ctx, c: dict) -> None:
    """The combat is over: its complete record goes on the log."""
    eliminated = (c["eliminated"][c["side"]] + c["eliminated"][c["enemy"]]
                  + ctx.state.notes.get("combat", {}).get("eliminated", []))
    ctx.record_combat(_record(ctx, c["attackers"], c["defenders"], c["targets"], c["hits"],
                              eliminated, complete=True))
    ctx.log(T("The combat at {hexes} is over", hexes=", ".join(c["targets"])), rule="7.3")
    ctx.state.notes.pop("combat", None)
    ctx.state.data.pop("combat", None)


def _note(ctx, kind: str, entry: list) -> None:
    ctx.state.notes.setdefault("combat", {}).setdefault(kind, []).append(entry)


def participants(c: dict, side: str) -> list[str]:
    return c["attackers"] if side == c["side"] else c["defenders"]


def survivors(state, c: dict, side: str) -> list[str]:
    return [u for u in participants(c, side) if state.units[u].status == ON_MAP]


def loss_options(snap, c: dict) -> list:
    """The answers open to the side taking hits now (7.21, 7.22)."""
    side = c["order"][c["at"]]
    alive = survivors(snap.state, c, side)
    opts: list = [TakeLoss(side, u) for u in alive]
    left, taken = c["left"], c["taken"]
    ground = [u for u in alive if snap.t.units[u].ground]
    if taken >= 1 and left >= 1 and ground:
        if side == c["enemy"] and can_retreat(snap, ground, left):
            opts.append(Choose(side, Opt.RETREAT))
        if side == c["side"] and left == 1 and can_retreat(snap, ground, 1):
            opts.append(Choose(side, Opt.RETREAT))
    return opts


def retreat_options(snap, c: dict) -> list:
    side = c["order"][c["at"]]
    uid = c["queue"][0]
    return [Retreat(side, uid, tuple(snap.t.hexes[h] for h in p))
            for p in retreat_paths(snap, uid, c["retreat"][side])]


def advance_choices(snap, c: dict) -> list:
    side = c["side"]
    t = snap.t
    alive = [u for u in survivors(snap.state, c, side) if u not in c["advanced"]]
    if not alive:
        return []
    targets = [t.idx[snap.game.hex(x)] for x in c["targets"]]
    return [Advance(side, u, t.hexes[h]) for u, h in advance_options(snap, alive, targets)]


def answers(snap) -> list:
    """The legal answers to the combat decision pending in ``snap.state``."""
    c = snap.state.data["combat"]
    if c["stage"] == "losses":
        return loss_options(snap, c)
    if c["stage"] == "retreat":
        return retreat_options(snap, c)
    if c["stage"] == "advance":
        opts = advance_choices(snap, c)
        return opts + [Choose(c["side"], Opt.STOP)] if opts else []
    return []


def _interrupted(ctx) -> bool:
    return relocation_decision(ctx) or displacement_decision(ctx)


def _finish_side(ctx, c: dict, side: str) -> None:
    stack_loss_rolls(ctx, side, c["eliminated"][side], c["start"])
    if c["retreat"][side]:
        alive = survivors(ctx.state, c, side)
        c["queue"] = [u for u in alive if ctx.game.cache.units[u].ground]
        c["queue"] += [u for u in alive if ctx.game.cache.units[u].fleet
                       and u == ctx.game.cache.data.fleets.get("black_sea")]
        c["stage"] = "retreat"
    else:
        c["at"] += 1
        c["stage"] = "losses"
        c["left"] = None


def run(ctx) -> None:
    """Carry the combat procedure on until it needs a decision or is over."""
    s = ctx.state
    s.pending = None
    for _ in range(1000):
        if _interrupted(ctx):
            return
        c = s.data.get("combat")
        if c is None:
            return
        if c["at"] >= 2 and c["stage"] != "advance":
            c["stage"] = "advance"
        snap = Snap(ctx.game, s)
        if c["stage"] == "losses":
            side = c["order"][c["at"]]
            if c["left"] is None:
                c["left"], c["taken"] = c["hits"][side], 0
                alive = survivors(s, c, side)
                if c["left"] > 0 and c["left"] > steps_left(ctx, alive):
                    ctx.log(T("{n} hits exceed every step: all are eliminated", n=c["left"]),
                            rule="7.24")
                    for u in alive:
                        eliminate(ctx, u, "7.24")
                        c["eliminated"][side].append(u)
                    c["left"] = 0
            if c["left"] == 0 or not survivors(s, c, side):
                _finish_side(ctx, c, side)
                continue
            opts = loss_options(snap, c)
            if len(opts) == 1:
                apply_answer(ctx, opts[0], auto=True)
                continue
            s.pending = Decision("losses", side, T("Take {n} hits", n=c["left"]),
                                 {"left": c["left"]})
            return
        if c["stage"] == "retreat":
            side = c["order"][c["at"]]
            c["queue"] = [u for u in c["queue"] if s.units[u].status == ON_MAP]
            if not c["queue"]:
                c["at"] += 1
                c["stage"], c["left"] = "losses", None
                continue
            opts = retreat_options(snap, c)
            uid = c["queue"][0]
            if not opts:
                c["queue"].pop(0)
                if ctx.game.cache.units[uid].ground:
                    ctx.log(T("{unit} cannot retreat", unit=uid), rule="7.23")
                    eliminate(ctx, uid, "7.23")
                    _note(ctx, "eliminated", uid)
                continue
            if len(opts) == 1:
                apply_answer(ctx, opts[0], auto=True)
                continue
            s.pending = Decision("retreat", side, T("Retreat {unit} {n} hexes", unit=uid,
                                                    n=c["retreat"][side]), {"unit": uid})
            return
        if c["stage"] == "advance":
            if c["retreat"][c["side"]] or not advance_choices(snap, c):
                _close(ctx, c)
                return
            s.pending = Decision("advance", c["side"], T("Advance after combat?"), {})
            return
    raise RuntimeError("combat procedure does not settle")


def apply_answer(ctx, action, auto: bool = False) -> None:
    """Carry out one answer to the combat decision, then go on."""
    s = ctx.state
    c = s.data["combat"]
    t = ctx.game.cache
    if isinstance(action, TakeLoss):
        side = c["order"][c["at"]]
        _note(ctx, "losses", [action.unit, 1])
        if lose_step(ctx, action.unit):
            c["eliminated"][side].append(action.unit)
        c["left"] -= 1
        c["taken"] += 1
    elif isinstance(action, Choose) and action.option == Opt.RETREAT:
        side = c["order"][c["at"]]
        c["retreat"][side] = c["left"]
        ctx.log(T("{side} retreats {n} hexes instead of losing more steps", side=side,
                  n=c["left"]), rule="7.21" if side == c["enemy"] else "7.22")
        c["left"] = 0
        _finish_side(ctx, c, side)
    elif isinstance(action, Retreat):
        c["queue"].pop(0)
        relocate_unit(ctx, action.unit, [t.idx[h] for h in action.path], retreat=True)
        _note(ctx, "retreats", [action.unit, ctx.game.label(action.path[-1])])
    elif isinstance(action, Advance):
        c["advanced"].append(action.unit)
        relocate_unit(ctx, action.unit, [t.idx[action.hex]])
    elif isinstance(action, Choose) and action.option == Opt.STOP:
        _close(ctx, c)
    if not auto:
        run(ctx)
