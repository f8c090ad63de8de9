"""Declaring an attack one typed answer at a time (DR 7.1; RV 8.4).

An attack opens with ``Attack(side, (unit,), hex)``: one eligible unit against one
adjacent enemy hex. While the declaration is open the attacker answers with ``Choose``
steps: more attackers (``Opt.ATTACKER``, each adjacent to every defending hex), more
defending hexes (``Opt.TARGET``, adjacent to every attacker), air points (``Opt.AIR``),
the game's own supports and leaders' hexes, then ``Opt.RESOLVE``. Building it one choice
at a time keeps the list of legal actions short whatever the size of the stacks;
:func:`declaration_steps` turns a whole ``Attack`` into those steps. Which units may
attack, whether air may be added and what else a game offers are its hooks.
"""

from __future__ import annotations

from typing import Any

from qtwargame.engine.actions import Action, Attack, Choose, Opt


def enemy_hexes_next_to(snap, uid: str) -> list[int]:
    """Hexes next to ``uid`` holding enemy ground units: enemies of the side it fights for
    now (``Snap.sides``: Red Vengeance's units that changed side count with their new side,
    11.34)."""
    enemy = snap.ground[snap.enemy[snap.sides[uid]]]
    return [n for n in snap.nbr[snap.pos[uid]] if n in enemy]


def openings(snap, may_attack) -> list[Attack]:
    """``Attack`` actions that open a declaration: one unit ``may_attack(snap, uid)``
    accepts, one adjacent enemy hex."""
    t, state = snap.t, snap.state
    side = state.active
    out = []
    for _h, uids in sorted(snap.ground[side].items()):
        for u in sorted(uids):
            if not may_attack(snap, u):
                continue
            for n in enemy_hexes_next_to(snap, u):
                out.append(Attack(side, (u,), t.hexes[n]))
    return out


def builder_answers(snap, plan: dict, may_attack, air_allowed, extras=None) -> list[Choose]:
    """The typed answers open while an attack is being declared: further attackers next
    to every defending hex, further enemy hexes next to every attacker, one air point if
    ``air_allowed(snap, plan)``, the game's ``extras(snap, plan)``, and resolve."""
    t, state = snap.t, snap.state
    side = state.active
    targets = [t.idx[snap.game.hex(x)] for x in plan["targets"]]
    attackers = plan["attackers"]
    out: list[Choose] = []
    for h, uids in sorted(snap.ground[side].items()):
        if all(x in snap.nbr[h] for x in targets):
            out += [Choose(side, Opt.ATTACKER, (u,)) for u in sorted(uids)
                    if u not in attackers and may_attack(snap, u)]
    att_hexes = {snap.pos[u] for u in attackers}
    enemy = snap.ground[snap.enemy[side]]
    cand = set.intersection(*(set(snap.nbr[h]) for h in att_hexes)) if att_hexes else set()
    out += [Choose(side, Opt.TARGET, hexes=(t.hexes[h],))
            for h in sorted(cand) if h in enemy and h not in targets]
    if air_allowed(snap, plan):
        out.append(Choose(side, Opt.AIR, count=1))
    if extras is not None:
        out += extras(snap, plan)
    return out + [Choose(side, Opt.RESOLVE)]


def extend_plan(game, plan: dict, answer: Choose, support_key: str = "support",
                leader_key: str = "leader_hexes") -> dict:
    """The declaration after one more typed answer (supports and leaders' hexes under the
    keys the game keeps them)."""
    p: dict[str, Any] = {k: (list(v) if isinstance(v, list) else v) for k, v in plan.items()}
    o = answer.option
    if o == Opt.ATTACKER:
        p["attackers"].extend(answer.units)
    elif o == Opt.TARGET:
        p["targets"].extend(game.label(h) for h in answer.hexes)
    elif o == Opt.AIR:
        p["air"] = p.get("air", 0) + max(answer.count, 1)
    elif o == Opt.SUPPORT:
        p[support_key] = answer.units[0]
    elif o == Opt.LEADER_HEX:
        p.setdefault(leader_key, []).extend(game.label(h) for h in answer.hexes)
    return p


def declaration_steps(attack: Attack) -> list[Action]:
    """A whole declaration as the opening and the typed answers that build it, in an order
    in which each step is legal when the whole is: attackers, further hexes, air points,
    supports, leaders' hexes, resolve."""
    side = attack.side
    steps: list[Action] = [Attack(side, attack.attackers[:1], attack.target)]
    steps += [Choose(side, Opt.ATTACKER, (u,)) for u in attack.attackers[1:]]
    steps += [Choose(side, Opt.TARGET, hexes=(h,)) for h in attack.also]
    steps += [Choose(side, Opt.AIR, count=1) for _ in range(attack.air)]
    steps += [Choose(side, Opt.SUPPORT, (f,)) for f in attack.support]
    steps += [Choose(side, Opt.LEADER_HEX, hexes=(h,)) for h in attack.leader_hexes]
    return steps + [Choose(side, Opt.RESOLVE)]
