"""Units leaving and entering hexes on the board: eliminations (5.2, 10.14), steps (8.51),
control (7.2) and what entering a hex sets off: fortresses lost to Allied entry (9.1),
lone leaders overrun (6.1, 11.23), Hitler at once (11.27), Constanta and Ploesti (11.31),
the Home Army (11.7), Bulgaria (11.32) and Hungary (14.1) (those events are ``triggered``'s);
and the Soviet fleet's roll against a unit that sailed or retreated by sea (12.22)."""

from __future__ import annotations

from qtwargame.engine.state import ON_MAP, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.dice_bucket import losses as core
from qtwargame.rules.dice_bucket.words import LossWords
from qtwargame.rules.red_vengeance import baltic
from qtwargame.rules.red_vengeance.sea import box
from qtwargame.rules.red_vengeance.snapshot import side_of
from qtwargame.rules.red_vengeance.triggered import after_entry, leader_ids, overrun_leaders, romania_event
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, ROMANIAN

T = Texts("red_vengeance")


_Words = LossWords(T("{unit} is eliminated out of supply and is out of the game"),
                   T("{unit} is eliminated"), T("{unit} is reduced"))


def eliminate(ctx, uid: str, rule: str = "8.51") -> None:
    """8.51, 5.2, 10.14: a unit leaves play, for good if it was out of supply; 11.31: a
    Romanian unit eliminated sets off Romania's surrender roll; 11.23: leaders with it
    roll."""
    t = ctx.game.cache
    s = ctx.state
    info = t.units[uid]
    side = side_of(t, s, uid)
    hx = s.units[uid].hex
    core.eliminate(ctx, uid, _Words, rule, "5.2")
    if info.nationality == ROMANIAN and side == AXIS:
        romania_event(ctx, "romanian_unit_eliminated")
    c = s.data.get("combat")
    if info.ground and hx is not None and (c is None or c["stage"] != "losses") and any(
            s.units[x].status == ON_MAP and s.units[x].hex == hx and side_of(t, s, x) == side
            for x in leader_ids(t)):
        # 11.23: any unit eliminated with a leader makes him roll, in combat or not; a
        # combat's losses roll when the side has taken them (``resolution``), every other
        # elimination (6.3, 11.5, 11.7, 12.22, a retreat barred) once it is done (``outside``)
        s.data.setdefault("leader_checks", []).append({"side": side, "unit": uid, "hex": t.labels[t.idx[hx]]})


def lose_step(ctx, uid: str, rule: str = "8.51") -> bool:
    return core.lose_step(ctx, uid, _Words, rule, eliminate)


def take_control(ctx, h: int, side: str) -> None:
    """7.2: the side whose unit enters or passes through a hex controls it, and a city that
    passes to it is logged; 9.1: an Allied unit in a fortress ends it; 11.31: the first
    Allied control of Constanta and of Ploesti."""
    game, state = ctx.game, ctx.state
    t = game.cache
    if not core.take_control(game, state, h, side, lambda hx: ctx.log(
            T("{city} passes to {side} control", city=hx, side=side), rule="7.2")):
        return
    label = t.labels[h]
    city = t.city_at.get(h)
    if side == ALLIED:
        held = state.data.setdefault("allied_held", [])
        first = label not in held
        if first:
            held.append(label)
        if city is not None and city.fortress:
            lost = state.data.setdefault("fortress_lost", [])
            if label not in lost:
                lost.append(label)
        if first and city is not None and city.id in ("constanta", "ploesti"):
            romania_event(ctx, f"{city.id}_first_allied")


def entered(ctx, uid: str, h: int) -> None:
    """What a ground unit entering ``h`` sets off."""
    t = ctx.game.cache
    info = t.units[uid]
    if not info.ground:
        return
    side = side_of(t, ctx.state, uid)
    take_control(ctx, h, side)
    overrun_leaders(ctx, h, side)
    after_entry(ctx, uid, h, side)


def relocate(ctx, uid: str, path: list[int], retreat: bool = False) -> None:
    """Move a unit along ``path`` (hex indices), running the entry hooks on every hex.
    In a ``retreat``, leaders its going leaves alone in the hex go with it (a reading: 8.6
    retreats units and says nothing of leaders; left behind, the advance would remove
    them, 6.1, 11.23); a move or an advance leaves them where they stand (6.1, 11.22: a
    leader moves by himself and may stand alone)."""
    s = ctx.state
    t = ctx.game.cache
    frm = core.relocate(ctx, uid, path, entered)
    if retreat and len(path) == 1 and path[0] not in t.nbr[frm]:
        count_sea_retreat(ctx.state, t.labels[frm])
        at_sea(ctx, uid)  # 12.22: a retreat by sea
        if s.units[uid].status != ON_MAP:
            return
    if not retreat:
        return
    side = side_of(t, s, uid)
    hx = t.hexes[frm]
    if t.units[uid].ground and any(s.units[x].status == ON_MAP and s.units[x].hex == hx
                                   and side_of(t, s, x) == side for x in leader_ids(t)):
        stays = [x for x, v in s.units.items() if v.status == ON_MAP and v.hex == t.hexes[frm]
                 and t.units[x].ground and side_of(t, s, x) == side]
        if not stays:
            for x, v in list(s.units.items()):
                if (v.status == ON_MAP and v.hex == t.hexes[frm] and t.units[x].leader
                        and side_of(t, s, x) == side):
                    s.units[x] = UnitState(t.hexes[path[-1]], v.step, ON_MAP, v.flags)
                    ctx.log(T("{leader} retreats with {unit} to {hex}", leader=x, unit=uid,
                              hex=t.labels[path[-1]]), rule="8.6")


def count_sea_retreat(state, label: str) -> None:
    """12.22: one more unit retreated by sea from port ``label`` in this combat; the
    phase's total is kept too (``sea_retreats``)."""
    state.data["sea_retreats"] = state.data.get("sea_retreats", 0) + 1
    c = state.data.get("combat")
    if c is not None:
        by = c.setdefault("sea_from", {})
        by[label] = by.get(label, 0) + 1


def at_sea(ctx, uid: str) -> None:
    """12.22: the Allies roll for a unit that moved or retreated by sea."""
    s, t = ctx.state, ctx.game.cache
    faces = baltic.effect(t.data, box(s, t.data), "loss_on") or []
    if not faces:
        return
    die = ctx.roll(1, purpose=T("Soviet fleet attack at sea"), rule="12.22")[0]
    if baltic.sea_loss(t.data, box(s, t.data), die):
        ctx.log(T("{unit} is hit at sea (die {die})", unit=uid, die=die), rule="12.22")
        lose_step(ctx, uid, "12.22")
    else:  # the roll has its own line, not "Dice rolled for: ..." (session 90)
        ctx.log(T("{unit} crosses the sea unharmed: the Soviet fleet misses (die {die})", unit=uid,
                  die=die), rule="12.22")
