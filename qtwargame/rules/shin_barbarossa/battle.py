"""Combat over the game state (9.4, 10.0–10.7, 11.3.1, 13.5, 13.6, 14.1–14.2, Q&A): which
attacks may be declared, their odds and shifts, and the procedure that resolves one with
the players' choices (step losses, the ``R`` choice, retreats, advances) as decisions.

10.3.2: the attacker declares every combat of the phase (``Attack``), then resolves them
one by one in the order declared (``Choose(RESOLVE)``). An overrun (9.4) is resolved at
once, the same way, without advance.
"""

from __future__ import annotations

from itertools import combinations

from qtwargame.engine.actions import Advance, Attack, Choose, Opt, Retreat, TakeLoss
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.ruleset import Choice, CombatPreview
from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, Decision, GameState, UnitState
from qtwargame.engine.text import Msg
from qtwargame.rules import odds
from qtwargame.rules.shin_barbarossa import (
    combat,
    control,
    holds,
    leaders,
    limits,
    moves,
    obligations,
    results,
)
from qtwargame.rules.shin_barbarossa.air import air_reach
from qtwargame.rules.shin_barbarossa.facts import Facts, is_combat, move_class
from qtwargame.rules.shin_barbarossa.lines import water
from qtwargame.rules.shin_barbarossa.movement import enter_cost
from qtwargame.rules.shin_barbarossa.texts import T

KINDS = ("loss", "r_choice", "retreat", "advance", "def_advance", "defensive_air", "defence_turn")
#: 11.2.2: how far a face-down leader may stand from a defending hex and still change its
#: combat when turned (its ability to the stack, its command range against 11.4b): the
#: largest ability of the counter mix.
TURN_REACH = 3


# -- strengths and facts -------------------------------------------------------------------


def strength(game: Game, state: GameState, uid: str) -> int:
    """The printed combat value of the unit's current step; a turned leader's ability
    (11.3.1b: it adds to the units it stacks with)."""
    return strength_at(game, uid, state.units[uid].step)


def strength_at(game: Game, uid: str, step: int) -> int:
    """``strength`` of ``uid`` having lost ``step`` steps (a leader's step is not read)."""
    d = game.units[uid]
    if d.kind == "leader":
        if leaders.is_face_down(game, uid):
            return 0
        return leaders.ability_of(game, uid) or 0
    return d.value(step, "strength")


def steps_left(game: Game, state: GameState, uid: str) -> int:
    return steps_left_at(game, uid, state.units[uid].step)


def steps_left_at(game: Game, uid: str, step: int) -> int:
    """The steps ``uid`` has left having lost ``step`` (a leader or supply center: one)."""
    d = game.units[uid]
    if d.kind == "leader":
        return 1
    if d.kind == "supply":
        return 1
    return d.step_count - step


def loss_takers(game: Game, uids) -> list[str]:
    """10.5.1, 10.5.2, 13.5: the units of ``uids`` that may lose a step: the combat units
    and the leaders (one step, 11.3.1a); a supply center has no step to lose (strength 0,
    13.5: it is removed when left alone in enemy ZOC)."""
    return [u for u in uids if game.units[u].kind != "supply"]


def may_attack(game: Game, state: GameState, uid: str) -> bool:
    d = game.units[uid]
    return d.kind == "unit" and not moves.frozen_unit(game, state, uid)


def defenders_at(f: Facts, side: str, hexes) -> list[str]:
    return [u for h in hexes for u in f.at.get(h, []) if f.game.units[u].side == side]


def attack_leaders(game: Game, state: GameState, f: Facts, attackers, hexes) -> list[str]:
    """11.3.1b: the turned leaders who join the attack of ``attackers`` (their ``hexes``,
    in the caller's order): the leaders stacked with them, but one whose stack split
    (10.3.4) joins only the first combat declared with a unit of its hex
    (``data.leaders_joined``, kept as the declarations are made, 10.3.2)."""
    side = game.units[attackers[0]].side
    joined = state.data.get("leaders_joined", {})
    mine = sorted(attackers)
    return [u for h in hexes for u in f.at.get(h, [])
            if game.units[u].kind == "leader" and game.units[u].side == side
            and not leaders.is_face_down(game, u) and joined.get(u, mine) == mine]


def facts_of(game: Game, state: GameState, f: Facts, attackers, targets, air: int) -> tuple:
    """The odds column and shifts of a combat now (10.3.6, 10.4, 4.7, 11.4b, 14.2, 15.4d,
    16.2): ``odds_column`` of what it reads of the position (``odds_input``). Returns (attack,
    defence, shifts, index, lone_leader, defenders)."""
    given, defenders = odds_input(game, state, f, attackers, targets, air)
    return (*odds_column(game, *given), defenders)


def odds_input(game: Game, state: GameState, f: Facts, attackers, targets,
               air: int) -> tuple[tuple, list[str]]:
    """All that the odds of a combat now read of the position, as ``odds_column``'s arguments
    (after the game), and the defenders: the attacking side, the attackers and the
    defenders (each unit id with the steps it has lost), the attackers' hexes (in label
    order), the turned leaders who join the attack (``attack_leaders``, 11.3.1b), the
    targets, whether every attacker lacks a line of communication (4.7, 12.4), whether
    every defending combat unit does, whether the Soviet combat units in it are all out
    of command (11.4b), frozen rivers (15.4d), snow and the air units committed (14.2)."""
    side = game.units[attackers[0]].side
    enemy = f.enemy(side)
    soviet = f.st.data.soviet
    pos = f.pos
    where = {pos[u] for u in attackers}
    att_hexes = list(where) if len(where) == 1 else sorted(where, key=game.label)
    defenders = defenders_at(f, enemy, targets)
    helpers = attack_leaders(game, state, f, attackers, att_hexes)
    soviets = [u for u in (attackers if side == soviet else defenders) if is_combat(game, u)]
    units = state.units
    given = (side, tuple([(u, units[u].step) for u in attackers]), tuple(att_hexes),
             tuple(helpers), tuple([(u, units[u].step) for u in defenders]), tuple(targets),
             all(not f.has_loc(u) for u in attackers),
             bool(defenders) and all(not f.has_loc(u) for u in defenders
                                     if is_combat(game, u)) and any(
                 is_combat(game, u) for u in defenders),
             bool(soviets) and not any(f.in_command(u) for u in soviets),
             f.frozen(), f.snow(), air)
    return given, defenders


def odds_column(game: Game, side: str, attackers: tuple[tuple[str, int], ...],
                att_hexes: tuple[Hex, ...], helpers: tuple[str, ...],
                defenders: tuple[tuple[str, int], ...], targets: tuple[Hex, ...],
                attacker_no_loc: bool, defender_no_loc: bool, soviets_out_of_command: bool,
                frozen: bool, snow: bool, air: int
                ) -> tuple[int, int, list[tuple[int, Msg]], int, bool]:
    """The odds column and shifts of a combat (10.3.6, 10.4, 4.7, 11.4b, 14.2, 15.4d, 16.2)
    from ``odds_input``'s answers: reads nothing else but the game's printed units, map
    and rules data. Returns (attack, defence, shifts, index, lone_leader)."""
    st = game.cache
    att = sum(strength_at(game, u, step) for u, step in attackers) + sum(
        strength_at(game, u, 0) for u in helpers)
    dfn = sum(strength_at(game, u, step) for u, step in defenders)
    lone = bool(defenders) and all(game.units[u].kind == "leader" for u, _ in defenders)
    if side == st.data.axis:
        soviet_terrain = tuple(st.terrain_key[t] for t in targets[:1])
    else:
        soviet_terrain = tuple(st.terrain_key[h] for h in att_hexes)
    # 15.4d: every attacker's hex across a river from each target next to it
    river = all(all("river" in game.board.features(h, t) for t in targets
                    if t in game.board.neighbors(h)) for h in att_hexes)
    ids = [u for u, _ in (attackers if side == st.data.axis else defenders)]
    axis_units = [u for u in ids if is_combat(game, u)]
    facts = combat.CombatFacts(
        attacker=side, axis=st.data.axis, soviet_terrain=soviet_terrain, river=river,
        rivers_frozen=frozen, axis_air=air > 0, attacker_no_loc=attacker_no_loc,
        defender_no_loc=defender_no_loc, soviets_out_of_command=soviets_out_of_command,
        axis_allies_only=bool(axis_units) and all(game.units[u].nationality != "german"
                                                  for u in axis_units),
        finns_only=bool(axis_units) and all(game.units[u].nationality == "finnish" for u in axis_units),
        snow=snow)
    sh = combat.shifts(st.data, facts)
    if dfn <= 0:
        index = combat.TOP
    else:
        index = combat.column(att, dfn, sh, lone_leader=lone)
    return att, dfn, sh, index, lone


def table(game: Game, side: str) -> odds.OddsTable:
    st = game.cache
    tid = combat.table_for(st.data, side)
    memo = st.memo.setdefault("tables", {})
    if tid not in memo:
        spec = next(t for t in game.scenario.tables if t.id == tid)
        memo[tid] = odds.OddsTable.from_spec(spec)
    return memo[tid]


def preview(game: Game, state: GameState, attackers, targets, air: int = 0) -> CombatPreview | None:
    if not attackers or not targets:
        return None
    f = Facts.of(game, state)
    if any(u not in f.pos for u in attackers):
        return None
    side = game.units[attackers[0]].side
    att, dfn, sh, index, lone, defenders = facts_of(game, state, f, tuple(attackers), tuple(targets), air)
    if not defenders:
        return None
    tid = combat.table_for(f.st.data, side)
    notes = [T("A lone leader is attacked on the 10:1 column")] if lone else []
    if index <= combat.ELIMINATE_AT:
        notes.append(T("1:5 or worse: every attacker is eliminated without a roll"))
    label = odds.column_label(max(index, combat.ELIMINATE_AT))
    outcomes = combat.chances(table(game, side), index)
    helpers = attack_leaders(game, state, f, attackers, {f.pos[u] for u in attackers})
    everyone = list(attackers) + [u for u in helpers if u not in attackers]
    lost, vacated = expected_losses(game, state, everyone, defenders, outcomes)
    between = {} if lost[1] is not None else {
        f.enemy(side): defender_loss_range(game, state, defenders, outcomes)}
    return CombatPreview(att, dfn, tid, label, list(sh), outcomes, notes=notes,
                         losses={side: lost[0], f.enemy(side): lost[1]} if lost[1] is not None
                         else {side: lost[0]}, vacated=vacated, loss_range=between)


def defender_loss_range(game: Game, state: GameState, defenders,
                        outcomes: dict[str, float]) -> tuple[float, float]:
    """The fewest and the most steps the defenders are expected to lose over ``outcomes``
    where an ``R`` leaves it to them (10.6.1: one step of any unit, or every unit retreats
    two hexes): every ``R`` taken as a retreat, then every ``R`` taken as a step; a result
    ``a/d`` costs ``d`` steps, no more than they have (10.3.7; a supply center has none,
    ``loss_takers``)."""
    d_steps = sum(steps_left(game, state, u) for u in loss_takers(game, defenders))
    fewest = most = 0.0
    for result, chance in outcomes.items():
        if result == combat.ATTACKERS_ELIMINATED:
            continue
        _, d = combat.losses(result)
        if d is None:
            most += chance * min(1, d_steps)
        else:
            fewest += chance * min(d, d_steps)
            most += chance * min(d, d_steps)
    return fewest, most


def expected_losses(game: Game, state: GameState, attackers, defenders,
                    outcomes: dict[str, float]) -> tuple[tuple[float, float | None], float | None]:
    """The steps each side is expected to lose over ``outcomes`` (result -> chance), as
    ``((attacker, defender), chance the defenders leave)``, ``attackers`` with the leaders
    who join them (11.3.1b). 10.3.7, 10.5.1: a result ``a/d`` costs the attackers ``a``
    steps and the defenders ``d``, each no more than they have (a leader has one; a
    supply center none, ``loss_takers``); 10.3.6: at 1:5 or worse every attacker is
    eliminated. The defenders leave (every hex attacked is left) when ``d`` takes every
    step they have (a supply center then left alone in enemy ZOC is removed, 13.5);
    otherwise a unit stays. The defender's side is None where the rules leave it to the
    defender: ``R`` (10.6.1) loses one step or retreats every unit, as the defender
    chooses. The chance is None there too."""
    a_steps = sum(steps_left(game, state, u) for u in attackers)
    d_steps = sum(steps_left(game, state, u) for u in loss_takers(game, defenders))
    a_lost = 0.0
    d_lost: float | None = 0.0
    vacated: float | None = 0.0
    for result, chance in outcomes.items():
        if result == combat.ATTACKERS_ELIMINATED:
            a_lost += chance * a_steps
            continue
        a, d = combat.losses(result)
        a_lost += chance * min(a, a_steps)
        if d is None:
            d_lost = vacated = None
            continue
        if d_lost is not None:
            d_lost += chance * min(d, d_steps)
        if vacated is None:
            continue
        if d >= d_steps:
            vacated += chance
    return (a_lost, d_lost), vacated


# -- declarations (10.1–10.3) --------------------------------------------------------------


def declared(state: GameState) -> list[dict]:
    return state.data.setdefault("declared", [])


def committed(game: Game, state: GameState) -> tuple[set[str], set[Hex]]:
    units, hexes = set(), set()
    for c in state.data.get("declared", ()):
        units |= set(c["attackers"])
        hexes |= {game.hex(h) for h in c["targets"]}
    return units, hexes


def owed(game: Game, state: GameState, f: Facts) -> dict[Hex, set[Hex]]:
    """10.2, 10.2.1: for each Soviet hex with combat units, the Axis hexes it must attack."""
    got = f.__dict__.get("_owed")
    if got is None:
        got = f.__dict__["_owed"] = _owed(game, state, f)
    return got


def _owed(game: Game, state: GameState, f: Facts) -> dict[Hex, set[Hex]]:
    nations: dict[Hex, set[str]] = {}
    for h in f.hexes[f.axis]:
        nats = {game.units[u].nationality for u in f.at[h] if is_combat(game, u)}
        if nats:
            nations[h] = nats
    soviet = [h for h in f.combat_hexes[f.soviet]
              if any(may_attack(game, state, u) for u in f.at[h])]
    return obligations.must_attack(game.board, soviet, nations, rivers_frozen=f.frozen())


def unmet(game: Game, state: GameState, f: Facts) -> set[Hex]:
    """10.2: the owed Axis hexes not yet attacked (the reading taken: every adjacent Axis
    stack is attacked; see the rules document)."""
    _, hexes = committed(game, state)
    out = set()
    for targets in owed(game, state, f).values():
        out |= {t for t in targets if t not in hexes}
    return out


def _attack_ok(game: Game, state: GameState, f: Facts, side: str, attackers, targets,
               free: dict[Hex, list[str]] | None = None) -> bool:
    board = game.board
    shut = water(f.frozen())  # 10.0, 15.3, 15.4a
    for u in attackers:
        if not any(t in board.neighbors(f.pos[u]) and not board.features(f.pos[u], t) & shut
                   for t in targets):
            return False
    for t in targets:
        if not any(t in board.neighbors(f.pos[u]) for u in attackers):
            return False
    if side == f.axis:
        att = sum(strength(game, state, u) for u in attackers)
        dfn = sum(strength(game, state, u) for u in defenders_at(f, f.soviet, targets))
        if dfn > 0 and not combat.axis_attack_allowed(f.st.data, att, dfn):
            return False
        if any(game.units[u].nationality == "finnish" for u in attackers) and not state.data.get(
                "finns_released"):
            if any(not limits.finn_ok(t, f.st.finland, False) for t in targets):
                return False
    else:
        # 10.2: after this declaration every owed hex still unattacked keeps an adjacent
        # Soviet unit free to attack it.
        if free is None:
            free = free_attackers(game, state, f)
        chosen = set(attackers)
        for t, units in free.items():
            if t not in targets and not any(u not in chosen for u in units):
                return False
    return True


def free_attackers(game: Game, state: GameState, f: Facts) -> dict[Hex, list[str]]:
    """10.2: each owed Axis hex not yet attacked, with the Soviet units not yet committed
    that owe it."""
    used, hexes = committed(game, state)
    out: dict[Hex, list[str]] = {}
    for n, owes in owed(game, state, f).items():
        units = [u for u in f.at.get(n, []) if u not in used and game.units[u].side == f.soviet
                 and may_attack(game, state, u)]
        for t in owes - hexes:
            out.setdefault(t, []).extend(units)
    return out


def air_available(game: Game, state: GameState, f: Facts, target: Hex) -> bool:
    """14.1, 13.4: an air unit left this turn, the combat within 8 hexes of the border or
    of a supply center."""
    if state.data.get("air", 0) <= 0:
        return False
    return target in air_reach(game, f)


def attacks(game: Game, state: GameState) -> list[Attack]:
    """10.1–10.3.5: the declarations open now: against each enemy hex not yet attacked,
    by any set of the adjacent units not yet committed (stacks may split, each unit in
    another attack, 10.3.4), with or without an Axis air unit; a Soviet unit whose stack
    faces more Axis stacks than it has units attacks several of them together (10.3.5)."""
    f = Facts.of(game, state)
    side = state.active
    enemy = f.enemy(side)
    used, hexes = committed(game, state)
    free = free_attackers(game, state, f) if side == f.soviet else None
    out: list[Attack] = []
    for t in sorted(f.hexes[enemy] - hexes, key=game.label):
        out += _attacks_on(game, state, f, t, used, hexes, free)
    return out


def attacks_on(game: Game, state: GameState, target: Hex) -> list[Attack]:
    """The declarations of :func:`attacks` whose first target is ``target`` (the ruleset
    checks a declaration with them alone), in the same order."""
    f = Facts.of(game, state)
    side = state.active
    used, hexes = committed(game, state)
    if target not in f.hexes[f.enemy(side)] or target in hexes:
        return []
    free = free_attackers(game, state, f) if side == f.soviet else None
    return _attacks_on(game, state, f, target, used, hexes, free)


def _attacks_on(game: Game, state: GameState, f: Facts, t: Hex, used, hexes,
                free) -> list[Attack]:
    """:func:`attacks` against the enemy hex ``t`` (not yet attacked)."""
    side = state.active
    enemy = f.enemy(side)
    board = game.board
    out: list[Attack] = []
    seen = set()
    shut = water(f.frozen())  # 10.0, 15.3, 15.4a
    if not defenders_at(f, enemy, [t]) or not any(is_combat(game, u) or game.units[u].kind == "leader"
                                                   for u in f.at[t]):
        return out
    by_hex = {}
    for n in board.neighbors(t):
        if board.features(n, t) & shut:
            continue
        units = tuple(u for u in f.at.get(n, []) if game.units[u].side == side
                      and may_attack(game, state, u) and u not in used)
        if units:
            by_hex[n] = units
    # 10.3.4: a stack may split, each of its units joining another attack, so any set of
    # the free adjacent units attacks together (part of one stack with units of another
    # hex too); each unit joins one attack only (``used``)
    free_units = sorted(u for units in by_hex.values() for u in units)
    # (the hexes attacked, the attackers)
    plans: list[tuple[tuple[Hex, ...], tuple[str, ...]]] = [
        ((t,), g) for g in sorted(g for k in range(1, len(free_units) + 1)
                                  for g in combinations(free_units, k))]
    if side == f.soviet:
        for n, units in sorted(by_hex.items(), key=lambda kv: game.label(kv[0])):
            many = sorted((x for x in owed(game, state, f).get(n, ()) if x not in hexes and x != t),
                          key=game.label)
            # 10.3.5: a stack facing several Axis stacks splits into one combat per
            # Axis stack as far as it can; only where it has fewer units than stacks
            # does one unit attack several of them at once.
            if many and len(units) < len(many) + 1:
                plans += [((t, *many), (u,)) for u in units]
    for targets, g in plans:
        if not _attack_ok(game, state, f, side, g, targets, free):
            continue
        airs = [0]
        if side == f.axis and air_available(game, state, f, t):
            airs.append(1)
        for a in airs:
            key = (g, targets, a)
            if key not in seen:
                seen.add(key)
                out.append(Attack(side, g, targets[0], tuple(targets[1:]), a))
    return out


def declare(ctx: Context, a: Attack) -> None:
    s, game = ctx.state, ctx.game
    declared(s).append({"attackers": list(a.attackers), "targets": [game.label(h) for h in a.targets],
                        "air": a.air})
    # 11.3.1b, 10.3.4: a turned leader joins the first combat declared with a unit of its
    # hex; the rest of a split stack attacks without it
    f = Facts(game, s)
    for u in attack_leaders(game, s, f, a.attackers, sorted({f.pos[x] for x in a.attackers}, key=game.label)):
        s.data.setdefault("leaders_joined", {})[u] = sorted(a.attackers)
    if a.air:
        s.data["air"] = s.data.get("air", 0) - a.air


# -- resolution (10.3.6–10.7) --------------------------------------------------------------


def current(state: GameState) -> dict | None:
    return state.data.get("combat")


def under_way(state: GameState) -> dict:
    """The combat under way, for the code that runs only inside one (its losses,
    retreats and advances, the answers to its decisions)."""
    return state.data["combat"]


def begin(ctx: Context, attackers, targets, air: int, overrun: bool = False) -> None:
    """Resolve one combat (``start``), after asking the Axis player, when the Soviets
    attack within reach of an air base, whether an air unit joins the defence (14.1,
    10.4.5: one per combat, one column the Axis way)."""
    game, s = ctx.game, ctx.state
    f = Facts(game, s)
    alive = [u for u in attackers if u in f.pos]
    targets = tuple(targets)
    if alive and game.units[alive[0]].side == f.axis and _turnable(game, s, targets):
        # 11.2.2: before an Axis attack is rolled the Soviet player may turn leaders
        s.data["turn_ask"] = {"attackers": alive, "targets": [game.label(h) for h in targets],
                              "air": air, "overrun": overrun}
        s.pending = Decision("defence_turn", f.soviet,
                             T("The Axis attacks {hex}: turn a face-down leader first?",
                               hex=game.label(targets[0])), {}, reaction=True)
        return
    if (alive and not air and game.units[alive[0]].side == f.soviet
            and defenders_at(f, f.axis, targets) and air_available(game, s, f, targets[0])):
        s.data["air_ask"] = {"attackers": alive, "targets": [game.label(h) for h in targets],
                             "overrun": overrun}
        s.pending = Decision("defensive_air", f.axis,
                             T("The Soviets attack {hex}: commit an air unit to its defence?",
                               hex=game.label(targets[0])), {}, reaction=True)
        return
    start(ctx, attackers, targets, air, overrun)


def _turnable(game: Game, state: GameState, targets) -> list[str]:
    """The face-down leaders on the map near enough to the defending hexes to matter."""
    if "turn_ask_done" in state.data:
        return []
    return [u for u in leaders.slots(game) if state.units[u].status == ON_MAP
            and any(state.units[u].at.distance(t) <= TURN_REACH for t in targets)]


def asked_about(game: Game, state: GameState) -> tuple[tuple[str, ...], tuple[Hex, ...], int] | None:
    """The combat a pending reaction concerns (attackers, hexes, air), before its roll."""
    p = state.pending
    if p is None or p.kind not in ("defensive_air", "defence_turn"):
        return None
    ask = state.data.get("air_ask" if p.kind == "defensive_air" else "turn_ask")
    if not ask:
        return None
    attackers = tuple(u for u in ask["attackers"] if state.units[u].status == ON_MAP)
    if not attackers:
        return None
    return attackers, tuple(game.hex(h) for h in ask["targets"]), ask.get("air", 0)


def defensive_air_asked(game: Game, state: GameState) -> tuple[tuple[str, ...], tuple[Hex, ...]] | None:
    """The Soviet attack the Axis is asked about (attackers, hexes), or None."""
    ask = state.data.get("air_ask")
    if not ask:
        return None
    return tuple(ask["attackers"]), tuple(game.hex(h) for h in ask["targets"])


def start(ctx: Context, attackers, targets, air: int, overrun: bool = False) -> None:
    """Resolve one combat: odds, shifts, the die, then the losses and retreats as the
    players choose them."""
    game, s = ctx.game, ctx.state
    f = Facts(game, s)
    attackers = tuple(u for u in attackers if u in f.pos)
    side = game.units[attackers[0]].side if attackers else s.active
    enemy = f.enemy(side)
    targets = tuple(targets)
    defenders = defenders_at(f, enemy, targets)
    if not attackers or not defenders:
        ctx.log(T("The combat at {hex} does not take place: nobody left to fight",
                  hex=targets[0]), rule="10.3")
        return
    _, _, sh, index, lone, defenders = facts_of(game, s, f, attackers, targets, air)
    if side == f.soviet and not s.data.get("finns_released") and any(
            game.units[u].nationality == "finnish" for u in defenders):
        s.data["finns_released"] = True  # 16.5.2a: attacked by the Soviets
        ctx.log(T("The Soviets attack the Finns: the Finnish army is released"), rule="16.5.2")
    tab = table(game, side)
    tid = tab.id
    auto = combat.automatic(tab, index)
    col = odds.column_label(index) if index > combat.ELIMINATE_AT else "1:5"
    if auto is None:
        die = ctx.roll(1, 6, T("combat"), "10.3.7")[0]
        result = combat.outcome(tab, index, die)
        dice = {side: (die,)}
    else:
        result, dice = auto, {}
    ctx.log(T("Combat at {hex}: {col} on the {table}, result {result}", hex=targets[0], col=col,
              table=T("Axis table") if side == f.axis else T("Soviet table"),
              result=result_words(result)), rule="10.3")
    helpers = attack_leaders(game, s, f, attackers, {f.pos[u] for u in attackers})
    everyone = list(attackers) + [u for u in helpers if u not in attackers]
    d_loss: int | None  # None: R, a step or a retreat (10.6.1)
    if result == combat.ATTACKERS_ELIMINATED:
        a_loss, d_loss = sum(steps_left(game, s, u) for u in everyone), 0
    else:
        a_loss, d_loss = combat.losses(result)
    c = {
        "side": side, "attackers": everyone, "defenders": list(defenders),
        "targets": [game.label(h) for h in targets], "overrun": overrun, "air": air,
        "table": tid, "column": col, "result": result, "dice": {k: list(v) for k, v in dice.items()},
        "a_left": a_loss, "d_left": "R" if d_loss is None else d_loss,
        "lost": {}, "start_steps": {u: steps_left(game, s, u) for u in everyone + list(defenders)},
        "eliminated": [], "retreats": [], "retreating": [], "def_lost": 0,
        "att_hexes": sorted({game.label(f.pos[u]) for u in attackers}),
    }
    s.data["combat"] = c
    ctx.record_combat(_record(game, c, False), on_last_line=True)
    proceed(ctx)


def result_words(result: str) -> Msg:
    """A 10.3.7 result as the log says it: the printed result, then what it means (the
    steps each side loses; ``R``: the defender loses a step or retreats, 10.6.1)."""
    if result == combat.ATTACKERS_ELIMINATED:
        return T("every attacker eliminated")
    a, d = combat.losses(result)
    if d is None:
        return T("{result} (the attacker loses {a:# step|# steps}; the defender loses a step or "
                 "retreats)", result=result, a=a)
    return T("{result} (the attacker loses {a:# step|# steps}, the defender {d:# step|# steps})",
             result=result, a=a, d=d)


def _record(game: Game, c: dict, complete: bool) -> CombatRecord:
    hexes = tuple(game.hex(h) for h in c["targets"])
    losses = tuple((u, n) for u, n in sorted(c["lost"].items()) if n)
    return CombatRecord(
        attacker_side=c["side"], attackers=tuple(c["attackers"]), defenders=tuple(c["defenders"]),
        hexes=hexes, table=c["table"], column=c["column"], dice={k: tuple(v) for k, v in c["dice"].items()},
        result=c["result"],
        losses=losses, retreats=tuple((u, game.hex(h)) for u, h in c["retreats"]),
        eliminated=tuple(c["eliminated"]), air=c["air"], complete=complete)


def _alive(game: Game, state: GameState, uids) -> list[str]:
    return [u for u in uids if state.units[u].status == ON_MAP]


def _lose_step(ctx: Context, uid: str) -> None:
    """10.5.1: one step off ``uid``; its last step removes it (leaders: 19.3b VP)."""
    game, s = ctx.game, ctx.state
    c = under_way(s)
    c["lost"][uid] = c["lost"].get(uid, 0) + 1
    d = game.units[uid]
    u = s.units[uid]
    if d.kind == "leader":
        if leaders.is_face_down(game, uid):
            leaders.withdraw(ctx, uid)
        else:
            vp = leaders.eliminate(ctx, uid)
            s.data["leader_vp"] = s.data.get("leader_vp", 0) + vp
        c["eliminated"].append(uid)
        ctx.log(T("{unit} is eliminated", unit=uid), rule="10.5")
        return
    if d.kind == "supply" or u.step + 1 >= d.step_count:
        eliminate(ctx, uid)
        c["eliminated"].append(uid)
        return
    s.units[uid] = UnitState(u.hex, u.step + 1, u.status, u.flags)
    ctx.log(T("{unit} loses a step", unit=uid), rule="10.5")


def eliminate(ctx: Context, uid: str, why: Msg | None = None, rule: str = "10.5") -> None:
    """A unit leaves the map: rifle corps may be revived (11.5), supply centers come back
    as reinforcements (13.7); Axis losses score for the Soviets (19.3d). ``why``, with its
    ``rule``: the log's line where the cause says more than "is eliminated" (a supply
    center alone in enemy ZOC, 13.5), written instead of it."""
    game, s = ctx.game, ctx.state
    d = game.units[uid]
    u = s.units[uid]
    st = game.cache
    if d.kind == "leader":
        if leaders.is_face_down(game, uid):
            leaders.withdraw(ctx, uid)
        else:
            s.data["leader_vp"] = s.data.get("leader_vp", 0) + leaders.eliminate(ctx, uid)
        return
    s.units[uid] = UnitState(None, 0, ELIMINATED if d.side == st.data.soviet or d.kind == "supply"
                             else REMOVED, u.flags)
    if d.side == st.data.axis and d.kind == "unit":
        kind = "panzer" if d.has("panzer") else ("german_infantry" if d.nationality == "german" else "allied")
        s.data.setdefault("axis_losses", []).append(kind)
    ctx.log(why or T("{unit} is eliminated", unit=uid), rule=rule)


def proceed(ctx: Context) -> None:
    """Carry the current combat on to its next choice, or finish it."""
    game, s = ctx.game, ctx.state
    c = current(s)
    if c is None:
        return
    side = c["side"]
    enemy = game.cache.data.soviet if side == game.cache.data.axis else game.cache.data.axis
    # attacker's losses first (10.5)
    while c["a_left"] > 0:
        alive = _alive(game, s, c["attackers"])
        if not alive:
            c["a_left"] = 0
            break
        cands = _candidates(game, s, c, alive)
        if len(cands) == 1:
            _lose_step(ctx, cands[0])
            c["a_left"] -= 1
            continue
        s.pending = Decision("loss", side, T("Choose the unit that loses a step"),
                             {"who": "attacker", "units": cands})
        return
    # 10.5.1, 10.6.1, 13.5: steps are lost by the combat units and leaders, never by a
    # supply center
    defenders = loss_takers(game, _alive(game, s, c["defenders"]))
    if c["d_left"] == "R":
        if defenders and not c.get("r_done"):
            s.pending = Decision("r_choice", enemy, T("Lose one step or retreat every unit two hexes"),
                                 {"units": defenders})
            return
    else:
        while c["d_left"] > 0:
            defenders = loss_takers(game, _alive(game, s, c["defenders"]))
            if not defenders:
                c["d_left"] = 0
                break
            cands = _candidates(game, s, c, defenders)
            if len(cands) == 1:
                _lose_step(ctx, cands[0])
                c["def_lost"] += 1
                c["d_left"] -= 1
                continue
            s.pending = Decision("loss", enemy, T("Choose the unit that loses a step"),
                                 {"who": "defender", "units": cands})
            return
    if c["retreating"]:
        uid = c["retreating"][0]
        opts = retreat_options(game, s, uid)
        if not opts:
            c["retreating"].pop(0)
            eliminate(ctx, uid, T("{unit} has no way back and is eliminated", unit=uid), "10.6.7")
            c["eliminated"].append(uid)
            return proceed(ctx)
        s.pending = Decision("retreat", enemy, T("Choose the retreat of {unit}", unit=uid), {"unit": uid})
        return
    remove_lone_supply_centers(ctx)  # 13.5, 13.6: before the hex counts as vacated (10.7)
    if not c.get("advance_done"):
        c["advance_done"] = True
        if _offer_advance(ctx, c):
            return
    _finish(ctx)


def _candidates(game: Game, state: GameState, c: dict, alive: list[str]) -> list[str]:
    """10.5.2: who may take the next step loss. A unit "that has lost no step" is one at
    full strength: the steps it lost before this combat count as well as those it loses
    in it (read in docs/rules/shin_barbarossa.md, 10.5.2)."""
    full = {u: _full_steps(game, u) for u in alive}
    lost = {u: full[u] - c["start_steps"][u] + c["lost"].get(u, 0) for u in alive}
    return results.next_loss(lost, full)


def _full_steps(game: Game, uid: str) -> int:
    """The steps of ``uid`` at full strength (a leader or supply center has one)."""
    d = game.units[uid]
    return d.step_count if d.kind == "unit" else 1


def remove_lone_supply_centers(ctx: Context) -> None:
    """13.5: every supply center standing alone (no Axis combat unit in its hex) in Soviet
    ZOC is removed, one log line each. Asked at the end of a combat's losses and retreats
    (13.6: the center stays when its stack retreats), before the winner's advance, after
    each unit's advance, and outside combats after every action and at every phase's start
    (``supply_centers.after_action``, ``supply_centers.at_phase_start``): facts made
    afresh, the state being in the making."""
    game, s = ctx.game, ctx.state
    f = Facts(game, s)
    for uid, h in sorted(f.pos.items()):
        if game.units[uid].kind == "supply" and alone_in_soviet_zoc(game, f, h):
            eliminate(ctx, uid, T("{unit} is alone in enemy ZOC and is removed", unit=uid), "13.5")


def alone_in_soviet_zoc(game: Game, f: Facts, h: Hex, leaving: str | None = None) -> bool:
    """13.5: whether a supply center in ``h`` stands alone there in Soviet ZOC: no Axis
    combat unit in the hex but ``leaving`` (the one a move takes away)."""
    return h in f.zoc[f.soviet] and not any(
        o != leaving and game.units[o].kind == "unit" for o in f.at[h])


def can_enter(game: Game, uid: str, frozen: bool = False):
    """10.6.5, 10.7.4: whether ``uid`` may retreat or advance from ``a`` into ``b``:
    terrain it may enter, or along a road; ``frozen`` ground or snow take the swamp's
    bar away (15.3, 15.4a), as they do for movement."""
    st = game.cache
    cls = move_class(game, uid)

    def step(a: Hex, b: Hex) -> bool:
        road = b in game.board.road.get(a, ())
        return enter_cost(st.data, cls, st.terrain_key[b], along_road=road, frozen=frozen) is not None

    return step


def retreat_options(game: Game, state: GameState, uid: str,
                    f: Facts | None = None) -> list[tuple[Hex, ...]]:
    """10.6.2–10.6.7, 6.5: the retreats ``uid`` may take now. ``f``: the facts of
    ``state`` where the caller has them (a question on a state nobody changes:
    ``Facts.of``); None reads them afresh (a combat in progress changes its state in
    place)."""
    f = Facts(game, state) if f is None else f
    side = game.units[uid].side
    enemy = f.enemy(side)
    kind = "unit" if game.units[uid].kind == "unit" else "extra"
    paths = results.retreat_paths(
        game.board, f.pos[uid], can_enter(game, uid, f.frozen()), enemy_units=f.hexes[enemy],
        enemy_zoc=f.zoc[enemy], friends=f.hexes[side],
        room=lambda h: f.room(h, side, kind) > 0 and f.nations_ok(h, uid),  # 6.5, 16.3
        length=f.st.data.retreat_hexes,
        frozen=f.frozen())
    if game.units[uid].has("militia"):  # 17.3: never 3 or more hexes from its city
        paths = [p for p in paths if holds.on_leash(f, state, uid, p[-1])]
    return paths


def _offer_advance(ctx: Context, c: dict) -> bool:
    """10.7: the winner may advance into the vacated hex (two hexes after an
    elimination); after an overrun nobody advances (9.9); 10.7.2 the defender advances
    into the attackers' hex when they all died and it lost nothing (10.7.4 and 17.3 held
    as for the attacker's advance)."""
    game, s = ctx.game, ctx.state
    f = Facts(game, s)
    side = c["side"]
    enemy = f.enemy(side)
    if c["overrun"]:
        return False
    attackers = [u for u in _alive(game, s, c["attackers"]) if game.units[u].kind == "unit"]
    vacated = [game.hex(h) for h in c["targets"] if not any(game.units[u].side == enemy
                                                             for u in f.at.get(game.hex(h), []))]
    if attackers and vacated:
        c["advance"] = {"units": attackers, "hexes": [game.label(h) for h in vacated],
                        "far": not _alive(game, s, c["defenders"]) and not c["retreats"]}
        # 10.7: asked only where a unit may advance (stopping is then the other answer)
        if _may_advance(advance_answers(game, s, c)):
            s.pending = Decision("advance", side, T("Advance after combat?"), {})
            return True
    if not attackers and len(c["att_hexes"]) == 1 and c["def_lost"] == 0 and not c["retreats"]:
        hx = game.hex(c["att_hexes"][0])
        # 10.7.4: not into terrain it may not enter but along a road; 17.3: militia stay
        # on their leash (an advance after combat like the attacker's)
        movers = [u for u in _alive(game, s, c["defenders"]) if game.units[u].kind == "unit"
                  and can_enter(game, u, f.frozen())(f.pos[u], hx) and holds.on_leash(f, s, u, hx)]
        if movers and not any(game.units[u].side == side for u in f.at.get(hx, [])):
            c["def_advance"] = {"units": movers, "hex": c["att_hexes"][0]}
            s.pending = Decision("def_advance", enemy, T("Advance into the attackers' hex?"), {})
            return True
    return False


def _may_advance(answers: list) -> bool:
    """Whether ``answers`` (an advance decision's) let a unit advance, not only stop."""
    return any(isinstance(a, Advance) for a in answers)


def _advance_paths(game: Game, state: GameState, c: dict) -> list[tuple[str, tuple[Hex, ...]]]:
    """10.7.1: every advance still open, as (unit, path): the path enters a vacated hex
    and, where the defenders were eliminated, may go one hex further."""
    adv = c.get("advance")
    if not adv:
        return []
    f = Facts(game, state)  # also asked while a combat changes the state: never a memo
    side = c["side"]
    enemy = f.enemy(side)
    out: list[tuple[str, tuple[Hex, ...]]] = []
    done = set(c.get("advanced", []))
    for u in adv["units"]:
        if u in done or state.units[u].status != ON_MAP:
            continue
        for h in adv["hexes"]:
            hx = game.hex(h)
            step = can_enter(game, u, f.frozen())
            if hx not in game.board.neighbors(f.pos[u]) and hx != f.pos[u]:
                continue
            for p in results.advance_hexes(game.board, hx, step, defenders_eliminated=adv["far"],
                                           overrun=False, enemy_units=f.hexes[enemy],
                                           frozen=f.frozen()):
                if not step(f.pos[u], p[0]) and p[0] not in game.board.road.get(f.pos[u], ()):
                    continue
                if f.room(p[-1], side, "unit") <= 0 or not f.nations_ok(p[-1], u):
                    continue  # 6.3, 16.3
                if game.units[u].has("militia") and not holds.on_leash(f, state, u, p[-1]):
                    continue  # 17.3
                out.append((u, tuple(p)))
    return out


def advance_path(game: Game, state: GameState, c: dict, action: Advance) -> tuple[Hex, ...]:
    """The way an advance answered by its end hex goes (3.2b: a city it passes is its
    side's): of the legal paths of that unit to that end, the one through the most cities
    and towns, as the player would take it (an answer names only its end; two ways to one
    end arise only beside two vacated hexes). Only the end where none is open."""
    paths = [p for u, p in _advance_paths(game, state, c) if u == action.unit and p[-1] == action.hex]
    if not paths:
        return (action.hex,)
    cities = game.board.cities
    return max(paths, key=lambda p: sum(1 for h in p if h in cities))


def advance_answers(game: Game, state: GameState, c: dict) -> list:
    if not c.get("advance"):
        return []
    side = c["side"]
    out: list[Advance | Choose] = [Advance(side, u, p[-1]) for u, p in _advance_paths(game, state, c)]
    out.append(Choose(side, Opt.STOP))
    return sorted(set(out), key=lambda a: (a.kind, getattr(a, "unit", ""), game.label(a.hex) if
                                            isinstance(a, Advance) else ""))


def answers(game: Game, state: GameState) -> list:
    p = state.pending
    assert p is not None  # asked while a decision of the combat is pending
    side = p.side
    if p.kind == "defence_turn":
        ask = state.data["turn_ask"]
        targets = [game.hex(h) for h in ask["targets"]]
        return [Choose(side, "turn_leader", units=(u,)) for u in _turnable(game, state, targets)] + [
            Choose(side, Opt.PASS)]
    if p.kind == "defensive_air":
        asked = defensive_air_asked(game, state)
        assert asked is not None  # the question is pending: its attack is noted
        hexes = asked[1]
        return [Choose(side, Opt.AIR, hexes=hexes[:1], count=1), Choose(side, Opt.PASS)]
    if p.kind == "loss":
        return [TakeLoss(side, u) for u in p.data["units"]]
    if p.kind == "r_choice":
        return [TakeLoss(side, u) for u in p.data["units"]] + [Choose(side, Opt.RETREAT)]
    if p.kind == "retreat":
        uid = p.data["unit"]
        return [Retreat(side, uid, path) for path in retreat_options(game, state, uid)]
    if p.kind == "advance":
        return advance_answers(game, state, under_way(state))
    if p.kind == "def_advance":
        return def_advance_answers(game, state, under_way(state))
    return []


def def_advance_answers(game: Game, state: GameState, c: dict) -> list:
    """10.7.2: each unit of the unhurt defending stack may advance into the attackers'
    hex, one after the other, while the hex has room (6.1, 16.3); or stay."""
    adv = c["def_advance"]
    hx = game.hex(adv["hex"])
    f = Facts(game, state)  # asked while the combat changes the state: never a memo
    side = f.enemy(c["side"])
    done = set(c.get("advanced", []))
    return [Advance(side, u, hx) for u in adv["units"]
            if u not in done and state.units[u].status == ON_MAP
            and f.room(hx, side, "unit") > 0 and f.nations_ok(hx, u)] + [Choose(side, Opt.STAY)]


def answer(ctx: Context, action) -> None:
    game, s = ctx.game, ctx.state
    p = s.pending
    assert p is not None  # an answer answers the pending decision
    s.pending = None
    if p.kind == "defence_turn":
        ask = s.data["turn_ask"]
        targets = [game.hex(h) for h in ask["targets"]]
        if isinstance(action, Choose) and action.option == "turn_leader":
            leaders.turn_up(ctx, action.units[0], by_act=True)
            if _turnable(game, s, targets):
                s.pending = p  # another one?
                return
        s.data.pop("turn_ask")
        s.data["turn_ask_done"] = True
        begin(ctx, ask["attackers"], targets, ask["air"], ask["overrun"])
        s.data.pop("turn_ask_done", None)
        return
    if p.kind == "defensive_air":
        ask = s.data.pop("air_ask")
        air = 1 if isinstance(action, Choose) and action.option == Opt.AIR else 0
        if air:
            s.data["air"] = s.data.get("air", 0) - 1
            ctx.log(T("An Axis air unit joins the defence of {hex}", hex=game.hex(ask["targets"][0])),
                    rule="14.1", as_act=True)
        start(ctx, ask["attackers"], [game.hex(h) for h in ask["targets"]], air, ask["overrun"])
        return
    c = under_way(s)  # every other decision is asked inside a combat
    if p.kind == "loss":
        _lose_step(ctx, action.unit)
        # "XXIV Panzer Corps loses a step" says what the chosen loss did: one line for both
        ctx.stand_for_act()
        if p.data["who"] == "attacker":
            c["a_left"] -= 1
        else:
            c["d_left"] -= 1
            c["def_lost"] += 1
    elif p.kind == "r_choice":
        c["r_done"] = True
        if isinstance(action, TakeLoss):
            _lose_step(ctx, action.unit)
            ctx.stand_for_act()
            c["def_lost"] += 1
        else:
            # 10.6.1, 13.6: every unit of the hex retreats; a supply center cannot.
            c["retreating"] = [u for u in _alive(game, s, c["defenders"])
                               if game.units[u].kind != "supply"]
    elif p.kind == "retreat":
        uid = action.unit
        c["retreating"].remove(uid)
        u = s.units[uid]
        s.units[uid] = UnitState(action.path[-1], u.step, u.status, u.flags)
        c["retreats"].append([uid, game.label(action.path[-1])])
        control.note_passage(ctx, uid, action.path)
    elif p.kind in ("advance", "def_advance"):
        # 10.7.1, 10.7.2: the units advance one after the other while another one may
        if isinstance(action, Advance):
            # 3.2b: a city passed on the way is taken too (a two-hex advance through a
            # vacated city held only its end before session 89)
            way = advance_path(game, s, c, action) if p.kind == "advance" else (action.hex,)
            u = s.units[action.unit]
            s.units[action.unit] = UnitState(action.hex, u.step, u.status, u.flags)
            c.setdefault("advanced", []).append(action.unit)
            control.note_passage(ctx, action.unit, way)
            remove_lone_supply_centers(ctx)  # 13.5: at once, before the next unit advances
            more = advance_answers if p.kind == "advance" else def_advance_answers
            if _may_advance(more(game, s, c)):
                s.pending = p
                return
        _finish(ctx)
        return
    proceed(ctx)


def _finish(ctx: Context) -> None:
    s = ctx.state
    c = s.data.pop("combat")
    ctx.record_combat(_record(ctx.game, c, True))
    ctx.log(T("The combat at {hex} is over", hex=ctx.game.hex(c["targets"][0])), rule="10.7")


# -- choices described with their odds (9.0, 10.3.6, 14.1) ------------------------------------


def odds_words(pv: CombatPreview, side: str, axis: str) -> Msg:
    """The strengths, column, table and net shift of a preview, in words, with the chance
    of each result (attacker/defender steps, R)."""
    table_word = T("Axis table") if side == axis else T("Soviet table")
    shift = sum(n for n, _ in pv.shifts)
    chances: Msg | str = "; ".join(f"{r} {round(p * 100)}%" for r, p in pv.outcomes.items()
                                   if r != combat.ATTACKERS_ELIMINATED)
    if combat.ATTACKERS_ELIMINATED in pv.outcomes:
        chances = T("every attacker eliminated")
    if pv.shifts:
        # Issue 48, item 16: the shifts that make the net, each with its rule (10.4.8).
        parts = tuple(T("{n} {why} ({rule})", n=f"{n:+d}", why=why, rule=SHIFT_RULES.get(why.text, "10.4"))
                      for n, why in pv.shifts)
        return T("{att} against {dfn}: {col} on the {table} (net shift {shift}: {parts}); {chances}",
                 att=pv.attack_strength, dfn=pv.defense_strength, col=pv.column, table=table_word,
                 shift=f"{shift:+d}", parts=parts, chances=chances)
    return T("{att} against {dfn}: {col} on the {table} (net shift {shift}); {chances}",
             att=pv.attack_strength, dfn=pv.defense_strength, col=pv.column, table=table_word,
             shift=f"{shift:+d}", chances=chances)


#: The rule behind each column shift ``combat.shifts`` names (by its words' template).
SHIFT_RULES = {
    "Soviet defence in {terrain}": "10.4.1",
    "Soviet attack from {terrain}": "10.4.2",
    "every attacker across a river": "10.4.3",
    "Axis air unit": "10.4.5",
    "no attacking unit has a line of communication": "10.4.6",
    "no defending unit has a line of communication": "10.4.6",
    "every Soviet unit out of command": "10.4.7",
    "only Axis allies attack": "16.2",
    "snow": "15.4d",
}


def describe_odds(game: Game, state: GameState, action) -> Choice | None:
    """The answers whose odds a player weighs before choosing: an attack declaration
    (10.3.2), an air unit committed to a Soviet attack's defence or not (14.1); an overrun's
    are ``overrun.describe_odds``. None for any other action."""
    axis = game.cache.data.axis
    if isinstance(action, Attack):
        pv = preview(game, state, action.attackers, action.targets, action.air)
        if pv is None:
            return None
        label = (T("Attack {hex} with {units} and an air unit", hex=action.target,
                   units=tuple(action.attackers)) if action.air else
                 T("Attack {hex} with {units}", hex=action.target, units=tuple(action.attackers)))
        return Choice(action, label, action.attackers, tuple(action.targets),
                      odds_words(pv, action.side, axis), pv)
    if isinstance(action, Choose) and action.option in (Opt.AIR, Opt.PASS) \
            and state.pending is not None and state.pending.kind == "defensive_air":
        asked = defensive_air_asked(game, state)
        assert asked is not None  # the question is pending: its attack is noted
        attackers, hexes = asked
        air = 1 if action.option == Opt.AIR else 0
        pv = preview(game, state, attackers, hexes, air)
        if pv is None:
            return None
        label = T("Commit an air unit to the defence") if air else T("No air unit")
        return Choice(action, label, (), hexes, odds_words(pv, game.cache.data.soviet, axis), pv)
    return None


def _num(x: float | None) -> int | float:
    """A number of movement points as a player writes it (4, not 4.0; 2.5 stays)."""
    x = x or 0
    return int(x) if float(x).is_integer() else x
