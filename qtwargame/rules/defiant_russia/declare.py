"""7.0 Which units must attack, and 7.1 how an attack is put together (the dice-bucket
core's declaration builder, ``qtwargame.rules.dice_bucket.declare``, with DR's hooks).

An attack opens with ``Attack(side, (unit,), hex)``: one eligible unit against one
adjacent enemy hex. While the declaration is open (decision ``attack``) the attacker
answers with typed ``Choose`` steps: units (``Opt.ATTACKER``, each adjacent to every
defending hex), further defending hexes (``Opt.TARGET``, adjacent to every attacker:
7.1's multi-hex attack, A2), one air point at a time (``Opt.AIR``, 11.7), a fleet
(``Opt.SUPPORT``, 11.51) and Zhukov's named hexes (``Opt.LEADER_HEX``, 11.63), then
``Opt.RESOLVE`` (no die is rolled before that, so a declaration is taken back with the
history's undo). Building the attack one choice at a time keeps the list of legal actions
short whatever the size of the stacks; :func:`declaration_steps` turns a whole
``Attack`` (every attacker, hex, air point and fleet at once, as the play window's attack
tool and the computer players make it) into those steps.

Obligation (7.0 with its Q&A, A1): in the normal combat phase every phasing ground unit
adjacent to an enemy ground unit must take part in an attack, except units in an
undestroyed fortress and an airborne unit that dropped this turn; which enemy units are
attacked is free. The ``combat_obligation = strict`` option also makes every adjacent
enemy hex be attacked while an unattacked unit is next to it. Exploitation combat is
optional and open only to units eligible for exploitation movement (4.0, 6.6).
"""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.state import ON_MAP
from qtwargame.engine.text import Msg, Texts
from qtwargame.rules.defiant_russia.movement import exploitation_allowance
from qtwargame.rules.defiant_russia.supply import fortress_intact
from qtwargame.rules.defiant_russia.units import AXIS, GERMAN
from qtwargame.rules.dice_bucket import declare as core
from qtwargame.rules.dice_bucket.declare import enemy_hexes_next_to

T = Texts("defiant_russia")


def is_exploitation(state) -> bool:
    return state.phase.endswith("_exploit_combat")


def may_attack(snap, uid: str) -> bool:
    """7.0, 4.0, 11.3: may this unit attack in the current combat phase?"""
    t, state = snap.t, snap.state
    info = t.units[uid]
    u = state.units[uid]
    if not info.ground or u.status != ON_MAP or "attacked" in u.flags:
        return False
    if "dropped" in u.flags:
        return "dropped_exploit" in u.flags and is_exploitation(state)  # 11.3, A18
    if is_exploitation(state):
        return exploitation_allowance(snap, uid) > 0
    return True


def exempt_from_duty(snap, uid: str) -> bool:
    """7.0: units in an undestroyed fortress (Leningrad, Sevastopol) and, A18, an
    airborne unit on its drop turn need not attack."""
    t = snap.t
    h = snap.pos[uid]
    city = t.city_at.get(h)
    if city is not None and city.fortress and fortress_intact(snap.state, t.labels[h]):
        return True
    return "dropped" in snap.state.units[uid].flags


def owed_attacks(snap) -> list[Msg]:
    """7.0 (A1): why the normal combat phase cannot end yet."""
    state = snap.state
    if not state.phase.endswith("_combat") or is_exploitation(state):
        return []
    side = state.active
    t = snap.t
    out = []
    for _h, uids in sorted(snap.ground[side].items()):
        for u in uids:
            if may_attack(snap, u) and not exempt_from_duty(snap, u) and enemy_hexes_next_to(snap, u):
                out.append(T("{unit} must attack (7.0)", unit=u))
    if snap.game.options.get("combat_obligation") == "strict":
        done = set(state.data.get("attacked_hexes", []))
        for h in sorted(snap.ground[snap.enemy[side]]):
            if t.labels[h] in done:
                continue
            if any(may_attack(snap, u) for n in snap.nbr[h] for u in snap.ground[side].get(n, [])):
                out.append(T("{hex} must be attacked (7.0)", hex=t.labels[h]))
    return out


def openings(snap) -> list[Attack]:
    """``Attack`` actions that open a declaration: one eligible unit, one adjacent hex."""
    return core.openings(snap, may_attack)


def air_allowed(snap, plan: dict) -> bool:
    """11.7: at most 3 a combat, never in exploitation combat, Axis only with a German."""
    t, state = snap.t, snap.state
    side = state.active
    if is_exploitation(state) or plan.get("air", 0) >= t.data.air_max_per_attack:
        return False
    if state.data.get("air", {}).get(side, 0) <= plan.get("air", 0):
        return False
    return side != AXIS or any(t.units[u].nationality == GERMAN for u in plan["attackers"])


def air_refusal(snap, plan: dict) -> tuple[str, Msg] | None:
    """11.7: the reason ``air_allowed`` says no, in the player's words (None if it says
    yes)."""
    t, state = snap.t, snap.state
    side = state.active
    used = plan.get("air", 0)
    if is_exploitation(state):
        return "11.7", T("Air points cannot be used in exploitation combat.")
    if used >= t.data.air_max_per_attack:
        return "11.7", T("At most {n:# air point|# air points} may be added to one attack.",
                         n=t.data.air_max_per_attack)
    if state.data.get("air", {}).get(side, 0) <= used:
        return "11.7", T("No air points are left this turn.")
    if side == AXIS and not any(t.units[u].nationality == GERMAN for u in plan["attackers"]):
        return "11.7", T("Axis air points may be used only in an attack by a German unit.")
    return None


def _supports_and_leaders(snap, plan: dict) -> list[Choose]:
    """11.51: a fleet next to every defending hex (normal combat only); 11.63: up to two
    of Zhukov's adjacent hexes named for +1."""
    t, state = snap.t, snap.state
    side = state.active
    targets = [t.idx[snap.game.hex(x)] for x in plan["targets"]]
    att_hexes = {snap.pos[u] for u in plan["attackers"]}
    out: list[Choose] = []
    if not is_exploitation(state) and not plan.get("fleet"):
        for fid, h in sorted(snap.pos.items()):
            info = t.units[fid]
            if (info.fleet and info.side == side and "attacked" not in state.units[fid].flags
                    and snap.game.units[fid].value(state.units[fid].step, "strength") > 0
                    and all(x in t.nbr[h] for x in targets)):
                out.append(Choose(side, Opt.SUPPORT, (fid,)))
    z = t.leaders.get("zhukov")
    if z and z in snap.pos and t.units[z].side == side:
        named = set(state.data.get("zhukov_hexes", [])) | set(plan.get("zhukov", []))
        if len(named) < 2:
            zh = snap.pos[z]
            for h in sorted(att_hexes):
                if h in t.nbr[zh] and t.labels[h] not in named:
                    out.append(Choose(side, Opt.LEADER_HEX, hexes=(t.hexes[h],)))
    return out


def builder_answers(snap, plan: dict) -> list[Choose]:
    """The typed answers open while an attack is being declared (7.1, A2, 11.7, 11.51,
    11.63)."""
    return core.builder_answers(snap, plan, may_attack, air_allowed, _supports_and_leaders)


def extend_plan(game, plan: dict, answer: Choose) -> dict:
    """The declaration after one more typed answer (the fleet and Zhukov's hexes under
    DR's keys)."""
    return core.extend_plan(game, plan, answer, support_key="fleet", leader_key="zhukov")


declaration_steps = core.declaration_steps
