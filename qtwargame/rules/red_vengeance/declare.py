"""8.1-8.42 Who attacks whom, and how an attack is declared (on the dice-bucket core's
declaration builder).

8.1: in the Allied combat phase every Allied unit next to an Axis unit attacks and every
Axis unit next to an Allied one is attacked. 8.2: Axis attacks are optional, but a unit
that attacks takes on every adjacent Allied hex (a unit in a fortress may pick one). 8.3:
exploitation combat is optional for both and open to units that may exploit and to shock
armies, attacking the hexes they choose. 8.41: every unit of an attacked hex is attacked.
8.42: a unit attacks once a phase. 11.42: at most two Soviet units attack into Yugoslavia
a turn. 12.1: one air point a combat, normal phase only. 12.21: the Black Sea fleet once
per Allied combat phase against a coastal hex."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.state import ON_MAP
from qtwargame.engine.text import Msg, Texts
from qtwargame.rules.dice_bucket import declare as core
from qtwargame.rules.red_vengeance.movement import exploitation_allowance
from qtwargame.rules.red_vengeance.odds import fortress_intact
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, SOVIET

T = Texts("red_vengeance")


def is_exploitation(state) -> bool:
    return state.phase.endswith("_exploit_combat")


def may_attack(snap, uid: str) -> bool:
    """8.3, 8.42: may this unit attack now?"""
    info = snap.t.units[uid]
    u = snap.state.units[uid]
    if not info.ground or u.status != ON_MAP or "attacked" in u.flags:
        return False
    if is_exploitation(snap.state):
        return info.shock or exploitation_allowance(snap, uid) > 0
    return True


def enemy_next_to(snap, uid: str) -> list[int]:
    side = snap.sides[uid]
    enemy = snap.ground[snap.enemy[side]]
    return [n for n in snap.nbr[snap.pos[uid]] if n in enemy]


def in_fortress(snap, uid: str) -> bool:
    t = snap.t
    h = snap.pos[uid]
    c = t.city_at.get(h)
    return c is not None and c.fortress and fortress_intact(snap.state, t.labels[h])


def owed(snap) -> tuple[list[str], list[int]]:
    """8.1: the Allied units still to attack and the Axis hexes still to be attacked."""
    state = snap.state
    if state.active != ALLIED or is_exploitation(state) or not state.phase.endswith("_combat"):
        return [], []
    units = [u for h, uids in sorted(snap.ground[ALLIED].items()) for u in sorted(uids)
             if may_attack(snap, u) and enemy_next_to(snap, u)]
    done = set(state.data.get("attacked_hexes", []))
    hexes = [h for h in sorted(snap.ground[AXIS]) if snap.t.labels[h] not in done
             and any(n in snap.ground[ALLIED] for n in snap.nbr[h])]
    return units, hexes


def _yugoslav_room(snap) -> int:
    """11.42: Soviet units that may still attack into Yugoslavia this turn."""
    return 2 - snap.state.data.get("soviets_into_yugoslavia", 0)


def _opening_ok(snap, a: Attack) -> bool:
    """An opening that can be completed: a Soviet unit whose attack must take in a
    Yugoslav hex needs room under 11.42."""
    t = snap.t
    uid = a.attackers[0]
    if t.units[uid].nationality != SOVIET:
        return True
    yug = t.region("yugoslavia")
    hexes = [t.idx[a.target]] if is_exploitation(snap.state) else enemy_next_to(snap, uid)
    return not any(h in yug for h in hexes) or _yugoslav_room(snap) >= 1


def openings(snap) -> list[Attack]:
    return [a for a in core.openings(snap, may_attack) if _opening_ok(snap, a)]


def _soviets_into_yugoslavia(snap, plan) -> int:
    t = snap.t
    yug = t.region("yugoslavia")
    if not any(t.idx[snap.game.hex(x)] in yug for x in plan["targets"]):
        return 0
    return sum(1 for u in plan["attackers"] if t.units[u].nationality == SOVIET)


def _may_join(snap, attackers: list[str], targets: list[int], uid: str, room: int,
              beside: set[int] | None = None) -> bool:
    """11.42 with 8.41: may ``uid`` join a declaration and leave it one that can still be
    completed? Joined, every attacker of a normal combat takes on every enemy hex next to
    it, so a unit next to a Yugoslav hex brings it in, and an attack into Yugoslavia may
    have no more Soviet units than the turn's room. Without this, a Soviet unit next to a
    Yugoslav hex could join an attack elsewhere with the room used up, and the declaration
    could then be neither completed nor resolved. ``beside``: the enemy hexes next to
    ``attackers``, where the caller asks of many units."""
    t = snap.t
    yug = t.region("yugoslavia")
    after = [*attackers, uid]
    hexes = set(targets)
    if not is_exploitation(snap.state):
        if beside is None:
            beside = {h for u in attackers for h in enemy_next_to(snap, u)}
        hexes |= beside
        hexes.update(enemy_next_to(snap, uid))
    if not any(h in yug for h in hexes):
        return True
    return sum(1 for u in after if t.units[u].nationality == SOVIET) <= room


def complete(snap, plan: dict) -> bool:
    """8.2, 8.41: in a normal combat phase every attacker takes on every adjacent enemy hex
    (an Axis unit in a fortress may attack one); 11.42: two Soviet units into Yugoslavia a
    turn."""
    t = snap.t
    targets = {t.idx[snap.game.hex(x)] for x in plan["targets"]}
    if not is_exploitation(snap.state):
        for u in plan["attackers"]:
            if snap.sides[u] == AXIS and in_fortress(snap, u):
                continue
            if not set(enemy_next_to(snap, u)) <= targets:
                return False
    used = snap.state.data.get("soviets_into_yugoslavia", 0)
    return used + _soviets_into_yugoslavia(snap, plan) <= 2


def left_out(snap, plan: dict) -> list[tuple[str, list[int]]]:
    """8.41 (8.2 for the Axis): in a normal combat phase, each attacker with the enemy hexes
    next to it that the declaration leaves out (an Axis unit in a fortress picks one, so
    it leaves none out); empty when every attacker takes on all of them."""
    if is_exploitation(snap.state):
        return []
    t = snap.t
    targets = {t.idx[snap.game.hex(x)] for x in plan["targets"]}
    out = []
    for u in plan["attackers"]:
        if snap.sides[u] == AXIS and in_fortress(snap, u):
            continue
        missing = [h for h in enemy_next_to(snap, u) if h not in targets]
        if missing:
            out.append((u, missing))
    return out


def incomplete(snap, plan: dict) -> tuple[str, Msg] | None:
    """Why the declaration cannot be resolved as it stands, in words with the rule (None
    when it can): a hex an attacker must also attack (8.41), or more Soviet units into
    Yugoslavia than the turn allows (11.42)."""
    t = snap.t
    for u, missing in left_out(snap, plan):
        return "8.41", T("{unit} must also attack {hexes}: in this combat phase a unit attacks every "
                         "enemy hex next to it.", unit=u, hexes=", ".join(t.labels[h] for h in missing))
    used = snap.state.data.get("soviets_into_yugoslavia", 0)
    if used + _soviets_into_yugoslavia(snap, plan) > 2:
        return "11.42", T("At most two Soviet units may attack into Yugoslavia in a turn ({n} already have).",
                          n=used)
    return None


def builder_answers(snap, plan: dict) -> list[Choose]:
    """The typed answers while an attack is declared: attackers next to any defending
    hex, enemy hexes next to any attacker, one air point, the Black Sea fleet, resolve
    once the declaration is complete."""
    t, state = snap.t, snap.state
    side = state.active
    targets = [t.idx[snap.game.hex(x)] for x in plan["targets"]]
    out: list[Choose] = []
    yug = t.region("yugoslavia")
    soviets = sum(1 for u in plan["attackers"] if t.units[u].nationality == SOVIET)
    room = _yugoslav_room(snap)
    into_yug = any(h in yug for h in targets)
    aimed = set(targets)
    beside = ({h for u in plan["attackers"] for h in enemy_next_to(snap, u)}
              if not is_exploitation(state) else None)
    for h, uids in sorted(snap.ground[side].items()):
        if not aimed.isdisjoint(snap.nbr[h]):
            out += [Choose(side, Opt.ATTACKER, (u,)) for u in sorted(uids)
                    if u not in plan["attackers"] and may_attack(snap, u)
                    and _may_join(snap, plan["attackers"], targets, u, room, beside)]
    enemy = snap.ground[snap.enemy[side]]
    cand = sorted({n for u in plan["attackers"] for n in snap.nbr[snap.pos[u]]
                   if n in enemy and n not in targets})
    out += [Choose(side, Opt.TARGET, hexes=(t.hexes[h],)) for h in cand
            if not (h in yug and not into_yug and soviets > room)]
    if (not is_exploitation(state) and plan.get("air", 0) < t.data["air_max_per_combat"]
            and state.data.get("air", {}).get(side, 0) > plan.get("air", 0)):
        out.append(Choose(side, Opt.AIR, count=1))
    if (side == ALLIED and not is_exploitation(state) and not plan.get("naval")
            and not state.data.get("black_sea_used")
            and any(h in t.region("black_sea_coast") for h in targets)):
        out.append(Choose(side, Opt.SUPPORT, count=1))
    if complete(snap, plan):
        out.append(Choose(side, Opt.RESOLVE))
    return out


def air_refusal(snap, plan: dict) -> tuple[str, Msg] | None:
    """12.1: why no further air point may join the attack being declared, in the player's
    words (None when one may)."""
    t, state = snap.t, snap.state
    used = plan.get("air", 0)
    most = t.data["air_max_per_combat"]
    if is_exploitation(state):
        return "12.1", T("Air points are used only in the own combat phase, not in exploitation combat.")
    if used >= most:
        return "12.1", T("At most {n:# air point|# air points} may be used in one combat.", n=most)
    if state.data.get("air", {}).get(state.active, 0) <= used:
        return "12.1", T("No air points are left this turn.")
    return None


def extend_plan(game, plan: dict, answer: Choose) -> dict:
    if answer.option == Opt.SUPPORT:
        p = dict(plan)
        p["naval"] = True
        return p
    return core.extend_plan(game, plan, answer)


def declaration_steps(attack: Attack) -> list:
    steps = core.declaration_steps(attack)
    return [Choose(s.side, Opt.SUPPORT, count=1) if isinstance(s, Choose) and s.option == Opt.SUPPORT
            else s for s in steps]
