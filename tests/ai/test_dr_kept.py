"""Defiant Russia's evaluation keeps work across positions and within one: the coming
combats' exchanges kept for the game on each combat's facts (``evaluation.exchange``), each
side's supply worked out once per snapshot (``supply.supplied``), the enemy's reach asked
about a few hexes searched only towards them (``evaluation.class_reach``), and the
evaluation and lookahead of one position from one material (``evaluate_and_lookahead``).
Each gives exactly the values worked out afresh, the whole way."""

from __future__ import annotations

import functools
import random

import pytest

from qtwargame.ai.evaluation import facts
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.position import PositionBuilder
from qtwargame.rules.defiant_russia import evaluation as ev
from qtwargame.rules.defiant_russia.combat import combat_facts, odds
from qtwargame.rules.defiant_russia.movement import MoveRules, movement_allowance, search
from qtwargame.rules.defiant_russia.snapshot import Snap, snap_of
from qtwargame.rules.defiant_russia.supply import in_supply, supplied, supply_map, supply_of
from tests.ai.scenarios import load


def build(placed, phase: str = "axis_move", turn: int = 2, weather: str = "clear",
          data: dict | None = None):
    """A position of the printed set-up with ``placed`` (unit, hex, step) moved there and
    ``data`` written into the state's data (leaders used, fortresses lost, first snow)."""
    b = PositionBuilder.from_scenario("defiant_russia").at(turn=turn, phase=phase, weather=weather)
    for uid, at, step in placed:
        b.place(uid, at, step=step)
    game, state = b.build(seed=1)
    state.data.update(data or {})
    return game, state


#: Minsk (3308) held by the 13th Army, with the 41st Panzer Corps in 3307 and the 5th
#: Corps in 3407 next to it: the attack's dice do not yet give the defenders all their
#: steps, so every die more or less counts.
MINSK = (("sov_inf_13", "3308", 0), ("ger_pz_41", "3307", 0), ("ger_inf_5", "3407", 0))
#: Sevastopol (1506, a fortress and the Black Sea Fleet's port) held by a reduced army,
#: with six German units around it.
SEVASTOPOL = (("sov_inf_51", "1506", 1), ("ger_pz_41", "1507", 0), ("ger_pz_47", "1606", 0),
              ("ger_inf_5", "1605", 0), ("ger_inf_1", "1505", 0), ("ger_inf_2", "1507", 0),
              ("ger_inf_4", "1606", 0))
#: A German corps in Minsk with three Soviet armies next to it, in a Soviet movement phase
#: of a snow turn.
SOVIET_ATTACK = (("ger_inf_5", "3308", 0), ("sov_inf_13", "3309", 0), ("sov_inf_3", "3408", 0),
                 ("sov_inf_4", "3207", 0))
GUDERIAN = ("ger_ldr_guderian", "3307", 0)

#: Positions that differ from the first of their group in one fact a coming combat reads:
#: a defender's step, an attacker's step, the weather, Guderian with an attacker, his bonus
#: spent, in light mud, Stalin defending, the defender in supply; the fortress destroyed,
#: the Black Sea Fleet reduced, gone; the first snow turn.
VARIANTS = {
    "minsk": dict(placed=MINSK),
    "defender reduced": dict(placed=(("sov_inf_13", "3308", 1),) + MINSK[1:]),
    "attacker reduced": dict(placed=MINSK[:1] + (("ger_pz_41", "3307", 1),) + MINSK[2:]),
    "snow": dict(placed=MINSK, weather="snow"),
    "guderian": dict(placed=MINSK + (GUDERIAN,)),
    "guderian used": dict(placed=MINSK + (GUDERIAN,), data={"leaders_used": ["ger_ldr_guderian"]}),
    "guderian in light mud": dict(placed=MINSK + (GUDERIAN,), weather="light_mud"),
    "stalin": dict(placed=MINSK + (("sov_ldr_stalin", "3308", 0),)),
    "defender out of supply": dict(placed=MINSK + (("ger_pz_47", "3208", 0),)),
    "sevastopol": dict(placed=SEVASTOPOL),
    "fortress destroyed": dict(placed=SEVASTOPOL, data={"fortress_lost": ["1506"]}),
    "fleet reduced": dict(placed=SEVASTOPOL + (("sov_fleet_blacksea", "1506", 1),)),
    "fleet gone": dict(placed=SEVASTOPOL + (("sov_fleet_blacksea", "1407", 0),)),
    "soviet attack": dict(placed=SOVIET_ATTACK, phase="soviet_move", turn=6, weather="snow",
                          data={"first_snow": 5}),
    "first snow turn": dict(placed=SOVIET_ATTACK, phase="soviet_move", turn=6, weather="snow",
                            data={"first_snow": 6}),
}


#: Each variant and the one it differs from in one fact.
DIFFERS_FROM = {
    "defender reduced": "minsk", "attacker reduced": "minsk", "snow": "minsk",
    "guderian": "minsk", "guderian used": "guderian", "guderian in light mud": "guderian",
    "stalin": "minsk", "defender out of supply": "minsk",
    "fortress destroyed": "sevastopol", "fleet reduced": "sevastopol", "fleet gone": "sevastopol",
    "first snow turn": "soviet attack",
}


@functools.cache
def random_game(seed: int = 3, turns: int = 3, per_phase: int = 25):
    """A game of random actions, at most ``per_phase`` in each phase before it is ended,
    for ``turns`` turns: the positions of its movement phases (nothing pending), each state
    as the engine hands it out."""
    from qtwargame.ai.world import end_phase_in, non_ending

    game = Game(load("defiant_russia"), {})
    state = game.new_state(seed)[0]
    rng = random.Random(seed)
    out = []
    done = 0
    while state.turn <= turns and not state.over:
        legal = game.legal_actions(state)
        moves = non_ending(legal)
        if moves and done < per_phase:
            action = rng.choice(moves)
            done += 1
        else:
            action = end_phase_in(legal) or legal[0]
            done = 0
        state, _ = game.apply(state, action)
        if state.phase.endswith("_move") and state.pending is None:
            out.append(state)
    return game, tuple(out)


def coming_combats(snap, side: str) -> list[tuple[list[str], int]]:
    """Each enemy hex next to ``side``'s ground units, with every one of them next to it
    (the first combats ``lookahead`` weighs), and each of those units alone against it."""
    own, foe = snap.ground[side], snap.ground[snap.enemy[side]]
    out = []
    for h in sorted(foe):
        around = sorted({u for n in snap.nbr[h] for u in own.get(n, [])})
        if around:
            out.append((around, h))
            out += [([u], h) for u in around if len(around) > 1]
    return out


def exchange_as_worked_out_before(snap, attackers: list[str], target: int) -> float:
    """The exchange as ``lookahead`` worked it out before it was kept: the odds from the
    position, the steps' values summed in the order the units stand in their hexes."""
    state = snap.state
    vals = facts(snap.game).values
    o = odds(snap, attackers, [target], 0, None, [], state.data.get("leaders_used", []))
    on_def, on_att = o.expected()

    def step_mean(uids) -> tuple[float, int]:
        tot, steps = 0.0, 0
        for u in uids:
            v = vals.get(u, ())
            k = state.units[u].step
            left = v[k:] if k >= 0 else ()
            tot += sum(left)
            steps += len(left)
        return (tot / steps if steps else 0.0), steps

    dmean, dsteps = step_mean(snap.ground[snap.enemy[snap.t.units[attackers[0]].side]][target])
    amean, _ = step_mean(attackers)
    return min(on_def, dsteps) * dmean - on_att * amean


def side_of(state) -> str:
    """The side whose movement phase it is."""
    return state.phase.split("_")[0]


@functools.cache
def variant_states():
    """The built variants' positions (each built by a game of its own, 0.13 CPU s apiece)
    and the first one's game: built once, and each test given a new game of its own."""
    built = {name: build(**kw) for name, kw in VARIANTS.items()}
    return built["minsk"][0], tuple(s for _, s in built.values())


def positions():
    """(game, states): the built variants (one game for all, new for each test: its memos
    empty), then the random game's movement phases, from the Axis's and the Soviets'
    sides."""
    first, states = variant_states()
    yield Game(first.scenario, first.options, revision=first.revision), list(states)
    yield random_game()


def test_kept_coming_combat_exchanges_are_those_worked_out_afresh():
    """The coming combats' exchanges are kept across positions on the facts they read
    (``combat.combat_facts``): every exchange given with the table filled by the positions
    before equals the one worked out with the table empty and the one worked out as before
    it was kept, and so does every position's lookahead. The built variants differ in one
    fact each and each gives its own exchanges; the random moves are a planner's kind of
    positions."""
    seen: dict[str, list[float]] = {}
    for n, (game, states) in enumerate(positions()):
        sides = [side_of(s) for s in states]
        game.cache.memo.pop("ai_exchanges", None)
        warm = [[ev.exchange(snap_of(game, s), a, h) for a, h in coming_combats(snap_of(game, s), sd)]
                for s, sd in zip(states, sides)]
        warm_look = [ev.lookahead(game, s, sd) for s, sd in zip(states, sides)]
        assert game.cache.memo["ai_exchanges"]
        cold, cold_look, before = [], [], []
        for s, sd in zip(states, sides):
            game.cache.memo.pop("ai_exchanges", None)
            snap = Snap(game, s)  # a snapshot of its own: nothing worked out yet
            combats = coming_combats(snap, sd)
            cold.append([ev.exchange(snap, a, h) for a, h in combats])
            before.append([exchange_as_worked_out_before(snap, a, h) for a, h in combats])
            game.cache.memo.pop("ai_exchanges", None)
            cold_look.append(ev.lookahead(game, s, sd))
        assert warm == cold == before
        assert warm_look == cold_look
        if n == 0:
            seen = dict(zip(VARIANTS, warm))
            built_look = warm_look
        else:
            values = [v for w in warm for v in w]
            print(len(values), len(set(values)), sum(v > 0 for v in values))
            assert len(values) > 500 and len(set(values)) > 20 and sum(v > 0 for v in values) > 50
    # Each variant's combats are worth something else than those of the position it
    # differs from in one fact.
    for name, other in DIFFERS_FROM.items():
        assert seen[name] != seen[other], name
    assert set(DIFFERS_FROM) | {"minsk", "sevastopol", "soviet attack"} == set(VARIANTS)
    assert built_look[0] > 0 and built_look[list(VARIANTS).index("guderian")] > built_look[0]


def test_the_cache_audit_works_out_each_kept_exchange_again():
    """With the audit's switch on (``evaluation.CHECK_HITS``, found among the game's hit
    audits) every exchange given from the table is worked out again and compared; a kept
    answer that differs is raised as ``StaleCache``."""
    from qtwargame.testing.cache_audit import checking_hits, hit_switches

    game, states = random_game()
    assert "qtwargame.rules.defiant_russia.evaluation" in [m.__name__ for m in hit_switches(game)]
    game.cache.memo.pop("ai_exchanges", None)
    warm = [ev.lookahead(game, s, side_of(s)) for s in states]
    with checking_hits(game) as errors:
        assert ev.CHECK_HITS and ev.StaleCache in errors
        assert [ev.lookahead(game, s, side_of(s)) for s in states] == warm
        table = game.cache.memo["ai_exchanges"]
        key = next(iter(table))
        table[key] += 1.0  # a stale answer
        with pytest.raises(ev.StaleCache, match="coming combat exchanges"):
            for s in states:
                for a, h in coming_combats(snap_of(game, s), side_of(s)):
                    ev.exchange(snap_of(game, s), a, h)
    assert not ev.CHECK_HITS


def test_the_combat_facts_name_every_defender_fleet_leader_and_fortress():
    """``combat_facts`` gathers what the odds read: the defenders hex by hex with their
    supply, the defending fleets, the leaders' hexes, the fortress, the first snow turn."""
    game, state = build(**VARIANTS["fleet reduced"])
    snap = snap_of(game, state)
    t = game.cache
    sev = t.idx[game.hex("1506")]
    f = combat_facts(snap, ["ger_pz_41", "ger_inf_2"], [sev])
    assert [d[0] for d in f.defenders] == ["sov_inf_51"] and f.defenders[0][1:3] == (sev, 1)
    assert f.fleets == (("sov_fleet_blacksea", 1),) and f.intact == (True,)
    assert f.attackers[0][:3] == ("ger_pz_41", t.idx[game.hex("1507")], 0)
    assert f.leaders[0] is None and f.leaders[1] == t.idx[game.hex("3017")]  # Stalin in Moscow
    game, state = build(**VARIANTS["first snow turn"])
    assert combat_facts(snap_of(game, state), ["sov_inf_13"], [t.idx[game.hex("3308")]]).first_snow


def test_5_0_each_side_s_supply_worked_out_once_is_each_unit_s_own():
    """``supplied`` (once per snapshot) and ``supply_of`` give each unit's ``in_supply``;
    ``supply_map`` hands out a copy."""
    for game, states in positions():
        for s in states:
            snap = snap_of(game, s)
            for side in game.sides:
                each = {u: in_supply(Snap(game, s), u) for u in sorted(snap.pos)
                        if game.cache.units[u].side == side and game.cache.units[u].ground}
                assert dict(supplied(snap, side)) == each
                assert list(supplied(snap, side)) == list(each)
                assert all(supply_of(snap, u) == ok for u, ok in each.items())
                got = supply_map(snap, side)
                got.clear()
                assert dict(supplied(snap, side)) == each
    game, state = build(**VARIANTS["defender out of supply"])
    assert supplied(snap_of(game, state), "soviet")["sov_inf_13"] is False
    game, state = build(**VARIANTS["minsk"])
    assert supplied(snap_of(game, state), "soviet")["sov_inf_13"] is True


def test_6_1_6_3_the_reach_towards_a_few_hexes_finds_those_the_whole_search_finds():
    """Asked about a few hexes, the enemy's reach searches on only from hexes with one of
    them within the MP left: it finds among them exactly the hexes that the movement
    search of each unit finds, on random positions and for every 7th hex of the map, for
    the empty cities of each position, and for pairs of hexes."""
    rng = random.Random(5)
    for game, states in positions():
        t = game.cache
        for s in states[::3]:
            snap = Snap(game, s)
            for mover in game.sides:
                each: set[int] = set()
                for uid in snap.pos:
                    info = t.units[uid]
                    if info.side == mover and info.ground:
                        each |= set(search(MoveRules(snap, uid, movement_allowance(game, s, uid))))
                hexes = sorted(t.idx.values())
                cities = [t.idx[h] for h in game.board.cities]
                pairs = [rng.sample(hexes, 2) for _ in range(10)]
                for targets in [[i] for i in hexes[::7]] + [cities] + pairs:
                    got = ev.mover_reach(snap, mover, targets)
                    assert {i for i in targets if i in got} == {i for i in targets if i in each}


def test_the_evaluation_and_lookahead_at_once_are_each_alone():
    """``evaluate_and_lookahead`` gives exactly ``evaluate`` and ``lookahead``, with the
    default weights and with others."""
    from qtwargame.ai.weights import declared

    for game, states in positions():
        weights = {k: v * 1.5 for k, v in declared(game).items()}
        for s in states[::2]:
            for sd in game.sides:
                assert ev.evaluate_and_lookahead(game, s, sd) == (
                    ev.evaluate(game, s, sd), ev.lookahead(game, s, sd))
                assert ev.evaluate_and_lookahead(game, s, sd, weights=weights) == (
                    ev.evaluate(game, s, sd, weights), ev.lookahead(game, s, sd, weights))


def last_stand_as_worked_out_before(game, state) -> dict[str, float]:
    """``last_stand`` as it was worked out before it read the snapshot: every unit of the
    state in its order, each city's distance to each enemy unit measured."""
    from qtwargame.engine.state import ON_MAP
    from qtwargame.rules.defiant_russia.weather import first_snow_turn

    out = {s: 0.0 for s in game.sides}
    if state.turn < game.last_turn:
        return out
    t = game.cache
    vals = facts(game).values
    dice: dict[str, list[tuple[int, int, int]]] = {}
    garrison: dict = {}
    for uid, u in state.units.items():
        if u.status != ON_MAP or u.hex is None or not t.units[uid].ground:
            continue
        side = t.units[uid].side
        v = vals.get(uid, (1.0,))
        garrison.setdefault(u.hex, []).append((side, len(v) - min(u.step, len(v) - 1)))
        dice.setdefault(side, []).append((u.hex.q, u.hex.r, int(v[min(u.step, len(v) - 1)])))
    for h, vp in sorted(((h, c.vp) for h, c in game.board.cities.items() if c.vp > 0),
                        key=lambda kv: (kv[0].q, kv[0].r)):
        holder = state.control.get(h)
        steps = sum(n for s, n in garrison.get(h, ()) if s == holder)
        if holder not in out or not steps:
            continue
        hits = 0.0
        for enemy, lst in dice.items():
            if enemy == holder or (enemy == "axis" and state.active != "axis"):
                continue
            p = 1 / 3 if enemy == "soviet" and first_snow_turn(state) else 1 / 6
            for q, r, n in lst:
                if h.distance(Hex(q, r)) <= ev.LAST_STAND_REACH:
                    hits += n * p
        out[holder] += ev.W_LAST_STAND * vp * min(1.0, hits / steps)
    return out


def test_13_0_the_last_stand_read_from_the_snapshot_is_as_worked_out_before():
    """On the last turn, each garrisoned city's risk from the enemy units near it is the
    value worked out before, unit by unit in the state's order: the random game's
    positions moved to the last turn, with either side active and in the first snow turn."""
    game, states = random_game()
    risky = 0
    for s in states:
        for active, weather, first in (("axis", "clear", None), ("soviet", "snow", "turn")):
            last = s.copy()
            last.turn, last.active, last.weather = game.last_turn, active, weather
            if first:
                last.data["first_snow"] = game.last_turn
            got = ev.last_stand(game, last)
            assert got == last_stand_as_worked_out_before(game, last)
            risky += sum(v > 0 for v in got.values())
    assert risky > 10
