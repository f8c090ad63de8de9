"""Defiant Russia's evaluation: a victory city held but left empty with the enemy a move
away counts as partly lost (13.0 counts cities where they stand at the end of the last
turn; an enemy unit walking into an empty city takes it)."""

from __future__ import annotations

import pytest

from qtwargame.ai.evaluation import generic
from qtwargame.position import PositionBuilder
from qtwargame.rules.defiant_russia import evaluation as ev
from qtwargame.rules.defiant_russia.movement import MoveRules, movement_allowance, search


def minsk(turn: int = 2, german_at: str | None = "3307", garrison: bool = False,
          phase: str = "soviet_move"):
    """Minsk (3308, 1 VP, Soviet) with the 13th Army in it or not, and a panzer corps (5
    MP) at ``german_at``; the other units of the Soviet setup stand 4 or more hexes away."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=turn, phase=phase)
    b.place("sov_inf_13", "3308" if garrison else "3610")
    if german_at:
        b.place("ger_pz_41", german_at)
    return b.build(seed=1)


@pytest.mark.parametrize(("german_at", "distance", "share"),
                         [("3307", 1, 1), ("3303", 5, 1), ("3302", 6, 0)])
def test_13_0_6_4_an_empty_city_the_enemy_can_enter_in_its_coming_move_is_at_risk(
        german_at, distance, share):
    # The panzer corps moves 5 hexes in clear weather: from 5 hexes away it walks into the
    # empty city in the coming Axis move (entering takes it, 6.4); from 6 it cannot.
    game, state = minsk(german_at=german_at)
    assert game.hex(german_at).distance(game.hex("3308")) == distance
    assert ev.exposure(game, state) == {"axis": 0.0, "soviet": pytest.approx(ev.W_EXPOSED * share)}


def test_13_0_a_garrison_keeps_the_city_safe():
    game, state = minsk(garrison=True)
    assert ev.exposure(game, state) == {"axis": 0.0, "soviet": 0.0}


@pytest.mark.parametrize(("turn", "phase"), [(2, "axis_move"), (7, "soviet_move")])
def test_4_0_the_risk_counts_in_the_threatened_side_s_own_player_turn(turn, phase):
    # In the Axis player turn the Axis does not threaten its own coming move's cities (it
    # moves now); after the last Soviet player turn nobody moves again.
    game, state = minsk(turn=turn, phase=phase)
    assert ev.exposure(game, state) == {"axis": 0.0, "soviet": 0.0}


@pytest.mark.parametrize(("turn", "risk"), [(6, 0.5), (7, 1.0)])
def test_13_0_on_the_last_turn_the_whole_city_is_at_risk(turn, risk):
    """Half the city's points (``W_EXPOSED``) before the last turn, all of them
    (``W_EXPOSED_LAST``) on it."""
    # An Axis-held, empty Minsk in the Axis player turn, the 13th Army two hexes away: the
    # Soviets move after the Axis on the last turn and the city counts where it then stands.
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=turn, phase="axis_move", active="axis")
    game, state = b.place("sov_inf_13", "3310").place("ger_inf_5", "3306").build(seed=1)
    state = state.copy()
    state.control[game.hex("3308")] = "axis"
    assert game.last_turn == 7
    assert (ev.W_EXPOSED, ev.W_EXPOSED_LAST) == (0.5, 1.0)
    assert ev.exposure(game, state) == {"axis": pytest.approx(risk), "soviet": 0.0}


def test_13_0_the_risk_is_part_of_the_zero_sum_evaluation():
    game, state = minsk()
    base = generic(game, state, "soviet", ev.objectives(game))
    assert ev.evaluate(game, state, "soviet") == pytest.approx(base - ev.W_EXPOSED)
    assert ev.evaluate(game, state, "axis") == pytest.approx(-ev.evaluate(game, state, "soviet"))


def last_turn_minsk(turn: int = 7, active: str = "axis", holder: str = "axis", step: int = 0,
                    first_snow: bool = False):
    """Minsk (3308, 1 VP) on turn ``turn`` held by ``holder`` with one of its units in it
    (the German 5th Corps, 4 strength points and 2 steps, or the Soviet 13th Army, 3 and 2)
    and the other side's unit next to it, at 3307; nothing else within 3 hexes."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=turn, phase=f"{active}_move", active=active, weather="snow" if first_snow else None)
    inside, outside = ("ger_inf_5", "sov_inf_13") if holder == "axis" else ("sov_inf_13", "ger_inf_5")
    b.place(inside, "3308", step=step).place(outside, "3307")
    game, state = b.build(seed=1)
    state = state.copy()
    state.control[game.hex("3308")] = holder
    if first_snow:
        state.data["first_snow"] = turn
    return game, state


def test_13_0_7_11_on_the_last_turn_a_garrison_risks_the_city_by_the_enemy_s_expected_hits():
    game, state = last_turn_minsk()
    # the 13th Army's 3 dice hit on 6: half a hit against the corps' 2 steps
    assert ev.last_stand(game, state) == {"axis": pytest.approx(ev.W_LAST_STAND * 3 / 6 / 2),
                                          "soviet": 0.0}
    assert ev.last_stand(game, state)["axis"] == pytest.approx(0.25)


def test_13_0_8_3_soviet_hits_on_5_or_6_in_the_first_snow_turn_double_the_risk():
    game, state = last_turn_minsk(first_snow=True)
    assert ev.last_stand(game, state)["axis"] == pytest.approx(3 / 3 / 2)


def test_13_0_a_reduced_garrison_has_one_step_to_lose():
    game, state = last_turn_minsk(step=1)
    assert ev.last_stand(game, state)["axis"] == pytest.approx(3 / 6 / 1)


def test_13_0_before_the_last_turn_a_garrison_risks_nothing():
    game, state = last_turn_minsk(turn=6)
    assert ev.last_stand(game, state) == {"axis": 0.0, "soviet": 0.0}


@pytest.mark.parametrize(("active", "risk"), [("axis", 4 / 6 / 2), ("soviet", 0.0)])
def test_4_0_the_axis_threatens_soviet_cities_only_in_its_own_player_turn(active, risk):
    game, state = last_turn_minsk(active=active, holder="soviet")
    assert ev.last_stand(game, state) == {"axis": 0.0, "soviet": pytest.approx(risk)}


def test_13_0_the_last_stand_is_part_of_the_zero_sum_evaluation():
    game, state = last_turn_minsk()
    without = ev.W_LAST_STAND
    try:
        ev.W_LAST_STAND = 0.0
        base = ev.evaluate(game, state, "axis")
    finally:
        ev.W_LAST_STAND = without
    assert ev.evaluate(game, state, "axis") == pytest.approx(base - 0.25)
    assert ev.evaluate(game, state, "soviet") == pytest.approx(-ev.evaluate(game, state, "axis"))


@pytest.mark.parametrize(("mover", "weather", "count", "size"),
                         [("soviet", "clear", 13, 260), ("axis", "clear", 4, 137),
                          ("soviet", "mud", 13, 164)])
def test_6_1_6_3_the_reach_of_all_units_at_once_is_the_union_of_their_own_searches(
        mover, weather, count, size):
    # The Soviet units of the fixed set-up and German corps among them (a panzer corps
    # moves ZoC to ZoC in clear weather, 6.3): one search per movement class finds exactly
    # the hexes that the movement search of each unit finds. In mud the 13th Army, out of
    # supply, has 1 MP (5.1, 8.3) and still moves its one hex (6.1).
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=2, phase="axis_move", weather=weather)
    for uid, at in [("ger_pz_41", "3307"), ("ger_inf_5", "2413"), ("ger_inf_1", "2815"),
                    ("ger_pz_39", "3410")]:
        b.place(uid, at)
    if weather == "mud":
        b.place("sov_inf_13", "3308", flags=("oos",))
    game, state = b.build(seed=1)
    snap = ev.snap_of(game, state)
    each: set[int] = set()
    movers = 0
    for uid in snap.pos:
        info = game.cache.units[uid]
        if info.side == mover and info.ground:
            movers += 1
            each |= set(search(MoveRules(snap, uid, movement_allowance(game, state, uid))))
    assert movers == count
    assert ev.mover_reach(snap, mover) == each
    assert len(each) == size
    # Asked about a few hexes (an evaluation's empty cities), a class with no unit within
    # its allowance and one hex of them is not searched, and the answer about those hexes
    # is the same: every 11th hex of the map, one at a time, found where the full search
    # finds it.
    hexes = sorted(snap.t.idx.values())[::11]
    assert [i for i in hexes if i in ev.mover_reach(snap, mover, [i])] == [i for i in hexes if i in each]
    assert sum(i in each for i in hexes) > 5


def minsk_attack(phase: str = "axis_move", attackers: tuple[str, ...] = ("ger_pz_41", "ger_pz_47",
                                                                           "ger_inf_5")):
    """The 13th Army (3 and 1 strength, 2 steps) in Minsk (3308), out of supply, with
    German units in 3307, 3208 and 3407, each next to it: the 41st and 47th Panzer Corps
    (5 dice at full strength; steps worth 6 and 3) and the 5th Corps (4; 4 and 2)."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=2, phase=phase)
    b.place("sov_inf_13", "3308")
    for uid, at in zip(attackers, ("3307", "3208", "3407")):
        b.place(uid, at)
    return b.build(seed=1)


def test_7_11_the_coming_attack_is_counted_at_its_expected_hits():
    # 14 dice hitting on 6 against 2 (the 13th Army out of supply): 7/3 hits expected on
    # the defender, at most its 2 steps, worth (3 + 1) / 2 each; 1/3 on the attackers,
    # whose six steps are worth 24 / 6 each. As a share of the 596 points of both armies'
    # material, times the material weight 6 and the lookahead's weight 4.
    assert ev.LOOKAHEAD_WEIGHT == 4.0
    game, state = minsk_attack()
    assert ev.lookahead(game, state, "axis") == pytest.approx(ev.LOOKAHEAD_WEIGHT * 6 * (2 * 2 - 4 / 3) / 596)
    # The other side attacks in no phase of this player turn.
    assert ev.lookahead(game, state, "soviet") == 0.0


def test_7_11_an_attack_that_loses_more_than_it_gains_is_not_counted():
    # One panzer corps against the 13th Army in supply: 5 dice against 3, 5/6 of a hit
    # worth 2 for half a hit worth 4.5: no attack, nothing counted.
    game, state = minsk_attack(attackers=("ger_pz_41",))
    assert ev.lookahead(game, state, "axis") == 0.0


def test_4_0_the_lookahead_counts_only_before_the_side_s_combat_phase():
    game, state = minsk_attack(phase="axis_combat")
    assert ev.lookahead(game, state, "axis") == 0.0
    game, state = minsk_attack(phase="axis_exploit")
    assert ev.lookahead(game, state, "axis") == pytest.approx(ev.LOOKAHEAD_WEIGHT * 6 * (2 * 2 - 4 / 3) / 596)


def test_a_searching_level_adds_the_ruleset_s_lookahead_at_its_weight():
    import random

    from qtwargame.ai import level, make_player
    from qtwargame.ai.evaluation import evaluate

    game, state = minsk_attack()
    look = ev.lookahead(game, state, "axis")
    assert look == pytest.approx(ev.LOOKAHEAD_WEIGHT * 6 * (2 * 2 - 4 / 3) / 596)
    base = evaluate(game, state, "axis")
    for weight in (0.0, 1.0, 2.5):
        player = make_player("oep", "axis", 1, lookahead=weight)
        player.fit(game)
        assert player.value(game, state, random.Random(1)) == base + weight * look
    # The strongest level takes the ruleset's weight as it is; the others do not look.
    assert [level(lv).settings.lookahead for lv in ("greedy", "oep", "oep_strong")] == [0, 0, 1.0]
