"""11.6 Leaders: Guderian (11.61), Stalin (11.62), Zhukov (11.63).

Leaders are not ground units: they do not count for stacking, have no ZoC and never block.
Guderian is attached to one German armor unit and moves with it (A55: he may be moved to
another German armor unit of his hex). Stalin never moves by choice; he leaves Moscow only
with retreating units. Leaders leave a hex with the last unit of their side that
retreats out of it. When a unit stacked with a leader is eliminated the owner rolls: a 1
kills him, or a 1 or 2 when his whole stack is gone; a survivor without a stack is placed
again (Guderian with the nearest German armor, Zhukov with the nearest Soviet unit,
Stalin in Stalingrad, Leningrad or Gorky if Soviet and linked by rail to Moscow or the
east edge, else removed).
"""

from __future__ import annotations

from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP, REMOVED, Decision, UnitState
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.snapshot import Snap
from qtwargame.rules.defiant_russia.supply import rail_net
from qtwargame.rules.defiant_russia.units import AXIS, GERMAN, SOVIET

T = Texts("defiant_russia")


def leader_role(t, uid: str) -> str | None:
    for role, lid in t.leaders.items():
        if lid == uid:
            return role
    return None


def put(state, uid: str, hexv, status: str = ON_MAP) -> None:
    u = state.units[uid]
    state.units[uid] = UnitState(hex=hexv if status == ON_MAP else None, step=u.step,
                                 status=status, flags=u.flags)


#: Each leader's rule (11.61-11.63).
LEADER_RULES = {"guderian": "11.61", "stalin": "11.62", "zhukov": "11.63"}


def follow(game, state, uid: str, frm: int, to: int, retreat: bool = False) -> list[tuple[str, str]]:
    """Leaders travel with their units: Guderian with the armor he is attached to; on a
    retreat any leader goes with the last unit of his side to leave the hex. The leaders
    that went, each with his rule (for the log's line)."""
    t = game.cache
    dest = t.hexes[to]
    moved: list[tuple[str, str]] = []
    gid = t.leaders.get("guderian")
    if gid and state.data.get("guderian_with") == uid and state.units[gid].status == ON_MAP:
        put(state, gid, dest)
        moved.append((gid, LEADER_RULES["guderian"]))
    if not retreat:
        return moved
    side = t.units[uid].side
    src = t.hexes[frm]
    remaining = [u for u, x in state.units.items() if x.status == ON_MAP and x.hex == src
                 and t.units[u].ground and t.units[u].side == side]
    if remaining:
        return moved
    for role in ("stalin", "zhukov", "guderian"):
        lid = t.leaders.get(role)
        if lid and state.units[lid].status == ON_MAP and state.units[lid].hex == src \
                and t.units[lid].side == side:
            put(state, lid, dest)
            moved.append((lid, LEADER_RULES[role]))
            if role == "guderian" and t.units[uid].armor and t.units[uid].nationality == GERMAN:
                state.data["guderian_with"] = uid
    return moved


def reattach_guderian(game, state) -> None:
    """A55: if Guderian's armor is gone but another German armor unit shares his hex, he
    stays with that one."""
    t = game.cache
    gid = t.leaders.get("guderian")
    if not gid or state.units[gid].status != ON_MAP:
        return
    cur = state.data.get("guderian_with")
    gh = state.units[gid].hex
    if cur and state.units[cur].status == ON_MAP and state.units[cur].hex == gh:
        return
    for u, x in sorted(state.units.items()):
        i = t.units[u]
        if x.status == ON_MAP and x.hex == gh and i.armor and i.nationality == GERMAN:
            state.data["guderian_with"] = u
            return


def death_roll(ctx, lid: str, whole_stack: bool) -> bool:
    """11.61-11.63: True when the leader dies (1; or 1-2 when his whole stack is gone)."""
    die = ctx.roll(1, purpose=T("leader death roll"), rule="11.6")[0]
    dies = die == 1 or (whole_stack and die <= 2)
    ctx.log(T("{leader} death roll {die}: {result}", leader=lid, die=die,
              result=T("killed") if dies else T("survives")), rule="11.6")
    return dies


def kill(ctx, lid: str) -> None:
    put(ctx.state, lid, None, ELIMINATED)
    if lid == ctx.game.cache.leaders.get("stalin"):
        ctx.state.data["stalin_dead"] = True


def relocation_hexes(snap, lid: str, origin_hex: int | None = None) -> list[int]:
    """Where a surviving leader whose stack is gone may be placed (``origin_hex``: where he
    stood, for "nearest")."""
    t = snap.t
    role = leader_role(t, lid)
    if role == "stalin":
        moscow = t.role_hex("moscow")
        # 11.62: a rail line to Moscow or to the east edge of the map (the edge 10.2's
        # reinforcements come in on), not any Soviet supply edge (5.0 adds north and south)
        net_targets = set(t.reinforcement_edge[SOVIET]) | ({moscow} if moscow is not None else set())
        out = []
        for r in ("stalingrad", "leningrad", "gorky"):
            h = t.role_hex(r)
            if h is None or snap.state.control.get(t.hexes[h]) != SOVIET:
                continue
            if h in snap.ground[AXIS]:
                continue
            if rail_net(snap, SOVIET, [h]) & net_targets or h == moscow:
                out.append(h)
        return sorted(out)
    side = t.units[lid].side
    here = snap.pos.get(lid, origin_hex)
    if here is None:
        return []
    origin = t.hexes[here]
    if role == "guderian":
        cands = [h for h, us in snap.ground[AXIS].items()
                 if any(t.units[u].armor and t.units[u].nationality == GERMAN for u in us)]
    else:
        cands = list(snap.ground[side])
    if not cands:
        return []
    best = min(origin.distance(t.hexes[h]) for h in cands)
    return sorted(h for h in cands if origin.distance(t.hexes[h]) == best)


def lose_stack(ctx, lid: str, whole_stack: bool) -> None:
    """A unit stacked with ``lid`` was eliminated: roll, and place him again if he
    survives without a stack (queued as a decision when there is a choice)."""
    s = ctx.state
    if death_roll(ctx, lid, whole_stack):
        kill(ctx, lid)
        return
    t = ctx.game.cache
    if lid == t.leaders.get("guderian"):
        # 11.61: he stays with another German armor unit of his hex, else he is placed
        # with the nearest one, even if other units of his stack survive.
        reattach_guderian(ctx.game, s)
        w = s.data.get("guderian_with")
        if w and s.units[w].status == ON_MAP and s.units[w].hex == s.units[lid].hex:
            return
    elif not whole_stack:
        return
    snap = Snap(ctx.game, s)
    options = relocation_hexes(snap, lid, t.idx[s.units[lid].hex])
    put(s, lid, None, OFF_MAP)
    if not options:
        put(s, lid, None, REMOVED)
        if lid == t.leaders.get("stalin"):
            s.data["stalin_dead"] = True
        ctx.log(T("{leader} has nowhere to go and is removed", leader=lid), rule="11.6")
        return
    s.data.setdefault("relocate", []).append([lid, [t.labels[h] for h in options]])


def place_relocated(ctx, lid: str, h: int) -> None:
    t = ctx.game.cache
    put(ctx.state, lid, t.hexes[h])
    if lid == t.leaders.get("guderian"):
        ctx.state.data["guderian_with"] = None
        reattach_guderian(ctx.game, ctx.state)
    ctx.log(T("{leader} is placed in {hex}", leader=lid, hex=t.hexes[h]), rule="11.6")


def relocation_decision(ctx) -> bool:
    """Ask for the next queued relocation; True when a decision is now pending."""
    s = ctx.state
    queue = s.data.get("relocate") or []
    t = ctx.game.cache
    while queue:
        lid, labels = queue[0]
        if len(labels) == 1:
            queue.pop(0)
            place_relocated(ctx, lid, t.idx[ctx.game.hex(labels[0])])
            continue
        side = t.units[lid].side
        s.pending = Decision("relocate", side, T("Place {leader}", leader=lid),
                             {"leader": lid, "hexes": labels})
        return True
    s.data.pop("relocate", None)
    return False


def overrun_leaders(ctx, h: int, side: str) -> None:
    """A21: an enemy ground unit entering a hex that holds only leaders of ``side``."""
    s = ctx.state
    t = ctx.game.cache
    hx = t.hexes[h]
    here = [u for u, x in s.units.items() if x.status == ON_MAP and x.hex == hx
            and t.units[u].side == side]
    if any(t.units[u].ground for u in here):
        return
    for lid in sorted(u for u in here if t.units[u].leader):
        ctx.log(T("{leader} is overrun", leader=lid), rule="11.6")
        lose_stack(ctx, lid, True)


def stack_loss_rolls(ctx, side: str, eliminated: list[str], start_hex: dict[str, int]) -> None:
    """After a side's combat losses: death rolls for its leaders whose stacks lost units."""
    s = ctx.state
    t = ctx.game.cache
    for role in ("guderian", "stalin", "zhukov"):
        lid = t.leaders.get(role)
        if not lid or t.units[lid].side != side or s.units[lid].status != ON_MAP:
            continue
        lh = t.idx[s.units[lid].hex]
        lost = [u for u in eliminated if start_hex.get(u) == lh]
        if not lost:
            continue
        whole = not any(x.status == ON_MAP and x.hex == s.units[lid].hex and t.units[u].ground
                        and t.units[u].side == side for u, x in s.units.items())
        lose_stack(ctx, lid, whole)
