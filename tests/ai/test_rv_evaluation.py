"""Red Vengeance's evaluation: a hex over the stacking limit at the end of a movement phase
loses units (6.3: the opponent removes the excess as it likes, and they are casualties,
15.2), so the evaluation counts them as gone already, the most valuable first; before the
Allied combat phase the combats 8.1 forces are counted at their expected outcome."""

from __future__ import annotations

from math import comb, erf, pi, sqrt

import pytest

from qtwargame.ai.evaluation import W_MATERIAL, facts, material, nearest, unit_value
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import evaluation as ev
from qtwargame.rules.red_vengeance.snapshot import snap_of

HEX = "0203"  # an empty Allied hex behind the start line


def stacked(*uids: str, at: str = HEX):
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=1, phase="allied_move")
    for u in uids:
        b.place(u, at)
    return b.build(seed=1)


def test_6_3_two_units_in_a_hex_lose_nothing():
    game, state = stacked("sov_42", "sov_67")
    assert ev.excess(game, state) == {}


def test_6_3_a_third_unit_costs_the_most_valuable_of_the_three():
    game, state = stacked("sov_42", "sov_67", "sov_1s")
    vals = facts(game)
    assert [unit_value(vals, u, 0) for u in ("sov_42", "sov_67", "sov_1s")] == [6.0, 6.0, 8.0]
    assert ev.excess(game, state) == {"allied": ["sov_1s"]}


def test_6_3_a_leader_does_not_count_and_is_not_the_one_removed():
    game, state = stacked("sov_42", "sov_67", "ldr_zhukov")
    assert ev.excess(game, state) == {}


def test_6_3_15_2_the_removed_unit_is_a_casualty_and_lost_material():
    game, state = stacked("sov_42", "sov_67", "sov_1s")
    gone = ev.excess(game, state)
    # 15.2: the Axis scores 2 casualty points for an eliminated Allied unit at full strength
    assert ev.casualty_lead(game, state, "axis", gone) - ev.casualty_lead(game, state, "axis") == 2.0
    total = sum(material(game, state).values())
    assert ev.overstack_loss(game, state, "allied", gone) == pytest.approx(-W_MATERIAL * 8.0 / total)
    assert ev.overstack_loss(game, state, "axis", gone) == pytest.approx(W_MATERIAL * 8.0 / total)


def test_6_3_the_allies_would_rather_keep_the_third_unit_out_of_the_hex():
    game, over = stacked("sov_42", "sov_67", "sov_1s")
    _, fine = stacked("sov_42", "sov_67")  # the shock army stays where the setup put it
    with_term = ev.evaluate(game, over, "allied") - ev.evaluate(game, fine, "allied")
    gone = ev.excess(game, over)
    penalty = ev.overstack_loss(game, over, "allied", gone) + ev.W_CASUALTY * (
        ev.casualty_lead(game, over, "allied", gone) - ev.casualty_lead(game, over, "allied"))
    assert penalty == pytest.approx(-W_MATERIAL * 8.0 / sum(material(game, over).values())
                                    - ev.W_CASUALTY * 2.0)
    assert with_term < 0


# -- the forced combats (8.1, 8.41, 8.5-8.6, 15.2) ---------------------------------------------

def contact(*placed, phase: str = "allied_move"):
    """A position with ``placed`` (unit, hex, step) units; German units behind the Allied
    start line are out of supply (5.1: halved, rounded up, 8.45)."""
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=1, phase=phase)
    for uid, at, step in placed:
        b.place(uid, at, step=step)
    return b.build(seed=1)


def group_at(game, state, label: str):
    snap = snap_of(game, state)
    t = game.cache
    return snap, next((a, tg) for a, tg in ev.forced_groups(snap, ev.in_contact(snap))
                      if label in [t.labels[h] for h in tg])


def exactly(n: int, k: int, p: float = 1 / 6) -> float:
    """The chance of exactly ``k`` hits from ``n`` dice hitting with chance ``p`` each."""
    return comb(n, k) * p ** k * (1 - p) ** (n - k)


def at_least(n: int, k: int, p: float = 1 / 6) -> float:
    return sum(exactly(n, j, p) for j in range(k, n + 1))


def outlook(snap, attackers, targets):
    """(Allied steps lost, Axis steps lost, German share of the Axis steps) of one forced
    combat, as ``combat_worth`` weighs it."""
    return ev._expectation(snap, attackers, targets)[:3]


def test_8_53_the_chance_of_each_number_of_hits():
    # Two dice hitting on a 6: no hit 25/36, one 10/36, two 1/36. One die hitting on a 6
    # and one on a 5-6 (a German defender in a fortress, 9.1): none 5/6 * 4/6, one
    # 1/6 * 4/6 + 5/6 * 2/6, two 1/6 * 2/6.
    assert ev.hit_chances([(2, 6)]) == pytest.approx((25 / 36, 10 / 36, 1 / 36))
    assert ev.hit_chances([(1, 6), (1, 5)]) == pytest.approx(
        (5 / 6 * 4 / 6, 1 / 6 * 4 / 6 + 5 / 6 * 2 / 6, 1 / 6 * 2 / 6))
    assert ev.hit_chances([]) == (1.0,)


def test_8_1_8_5_one_army_against_a_corps_out_of_supply():
    # sov_42 (4 dice) against ger_20 out of supply (3 halved up: 2 dice) in clear terrain.
    # The army (two steps) loses the first hit's step, and one of two hits (8.62: the
    # attackers retreat a hex for the other): 10/36 + 1/36. The corps loses the first hit's
    # step (8.61) and both steps to three hits or more (8.53).
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert attackers == ["sov_42"]
    assert [game.cache.labels[h] for h in targets] == ["0203"]
    assert outlook(snap, attackers, targets) == pytest.approx(
        (11 / 36, (671 + 21) / 1296, 1.0))
    assert at_least(4, 1) == pytest.approx(671 / 1296)
    assert at_least(4, 3) == pytest.approx(21 / 1296)


def test_8_53_hits_beyond_all_steps_remove_the_defenders():
    # Two armies (8 dice) against ger_20 out of supply (2 dice): one step to the first hit,
    # the second step too to three hits or more, as all are removed (8.53) rather than
    # retreating; the armies (four steps) lose one step to one or two hits (8.62).
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0), ("sov_67", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert attackers == ["sov_42", "sov_67"]
    lost_allied, lost_axis, german = outlook(snap, attackers, targets)
    assert lost_allied == pytest.approx(10 / 36 + 1 / 36)
    assert lost_axis == pytest.approx(at_least(8, 1) + at_least(8, 3))
    assert lost_axis == pytest.approx(0.9023, abs=1e-4)  # 8/6 hits on average, not 2 steps
    # Reduced, the corps has one step left: any hit removes it.
    game, state = contact(("ger_20", "0203", 1), ("sov_42", "0204", 0), ("sov_67", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert outlook(snap, attackers, targets) == pytest.approx(
        (1 / 6, at_least(8, 1), 1.0))


def test_8_41_units_next_to_two_enemy_hexes_make_one_combat():
    # Both armies touch both corps: one combat of 8 dice against 2 + 2 dice; the defenders
    # lose the first hit's step and retreat from the rest (8.61) unless five hits or more
    # remove all four steps (8.53); the armies lose a step per hit but one from two hits on.
    game, state = contact(("ger_20", "0203", 0), ("ger_28", "0303", 0),
                          ("sov_42", "0202", 0), ("sov_67", "0304", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert attackers == ["sov_42", "sov_67"]
    assert [game.cache.labels[h] for h in targets] == ["0203", "0303"]
    assert outlook(snap, attackers, targets) == pytest.approx(
        (4 / 6 - at_least(4, 2), at_least(8, 1) + 3 * at_least(8, 5), 1.0))


def test_8_41_8_42_units_next_to_the_same_hexes_attack_together_and_apart_from_others():
    # sov_42 and sov_67 touch ger_20 alone; sov_22 touches ger_20 and ger_28 and must
    # attack both in one combat (8.41), so it fights apart: ger_20 is attacked twice.
    game, state = contact(("ger_20", "0203", 0), ("ger_28", "0303", 0),
                          ("sov_42", "0204", 0), ("sov_67", "0204", 0), ("sov_22", "0202", 0))
    snap = snap_of(game, state)
    t = game.cache
    units = [u for u in ev.in_contact(snap) if u in ("sov_22", "sov_42", "sov_67")]
    assert units == ["sov_22", "sov_42", "sov_67"]  # in hex order: 0202, then 0204
    assert [(a, [t.labels[h] for h in tg]) for a, tg in ev.forced_groups(snap, units)] == [
        (["sov_22"], ["0203", "0303"]), (["sov_42", "sov_67"], ["0203"])]


def test_8_1_15_2_forced_combat_counts_casualty_points_and_material():
    # One army against one corps (as above): 15.2 gives the Allies 1/2 a German step and the
    # Axis 1 an Allied step; material: the corps' steps are worth 5/2 each, the army's 6/2.
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    total = sum(material(game, state).values())
    lost_allied, lost_axis = 11 / 36, 692 / 1296
    assert ev.combat_worth(snap, attackers, targets, total) == pytest.approx(
        ev.W_CASUALTY * (0.5 * lost_axis - lost_allied)
        + W_MATERIAL * (lost_axis * 2.5 - lost_allied * 3.0) / total)
    # In the forced combats the casualty points also weigh what they change in the
    # expected casualty point: the race even, 22 half-turns left (spread 1.9 each).
    assert ev.casualty_lead(game, state, "allied") == 0.0
    slope = sqrt(2 / pi) / (1.9 * sqrt(22))
    assert ev.race_slope(game, state, 0.0) == pytest.approx(slope)
    groups = ev.forced_groups(snap, ev.in_contact(snap))
    assert ev.forced_combats(game, state, "allied") == pytest.approx(
        sum(ev.combat_worth(snap, a, tg, total, ev.W_CASUALTY + slope) for a, tg in groups))
    assert ev.forced_combats(game, state, "axis") == -ev.forced_combats(game, state, "allied")


def test_8_61_15_2_a_reduced_corps_hit_less_than_once_on_average():
    # sov_42 (4 dice) against ger_20 reduced and out of supply (2 halved up: 1 die): its last
    # step (worth 2) to any hit, 671/1296; one of the army's (worth 6/2) to the die's 1/6.
    game, state = contact(("ger_20", "0203", 1), ("sov_42", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    total = sum(material(game, state).values())
    assert outlook(snap, attackers, targets) == pytest.approx((1 / 6, 671 / 1296, 1.0))
    assert ev.combat_worth(snap, attackers, targets, total) == pytest.approx(
        ev.W_CASUALTY * (0.5 * 671 / 1296 - 1 / 6)
        + W_MATERIAL * (671 / 1296 * 2.0 - 1 / 6 * 3.0) / total)


def test_8_1_no_forced_combat_counted_once_the_allied_combat_phase_began():
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0), phase="allied_combat")
    assert ev.forced_combats(game, state, "allied") == 0.0
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0), phase="axis_move")
    assert ev.forced_combats(game, state, "axis") == 0.0


def test_15_1_15_3_11_27_what_taking_a_city_swings():
    game, state = contact()
    snap = snap_of(game, state)
    t = game.cache
    assert ev.city_swing(snap, t.city("vienna")) == 2.0
    assert ev.city_swing(snap, t.city("prague")) == 2.0
    assert ev.city_swing(snap, t.city("berlin")) == 4.0  # Hitler dies with it (11.27)
    assert ev.city_swing(snap, t.city("belgrade")) == 1.0
    assert ev.city_swing(snap, t.idx[game.hex("0203")]) == 0.0
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=1, phase="allied_move")
    game, state = b.state_data(hitler="dead").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    snap = snap_of(game, state)
    assert ev.city_swing(snap, t.city("berlin")) == 2.0
    assert ev.city_swing(snap, t.city("vienna")) == 0.0


def test_8_53_8_61_the_chance_the_defenders_leave():
    assert ev.taken_chance(0.5, 2) == 0.0
    assert ev.taken_chance(1.5, 3) == 0.5
    assert ev.taken_chance(2.5, 3) == 1.0
    assert ev.taken_chance(2.0, 2) == 1.0  # all removed (8.53)


def test_8_7_15_1_a_forced_combat_on_vienna_counts_the_chance_of_taking_it():
    game, state = contact(("ger_20", "2219", 0), ("sov_42", "2320", 0), ("sov_67", "2320", 0),
                          ("sov_1s", "2319", 0), ("sov_22", "2319", 0))
    snap, (attackers, targets) = group_at(game, state, "2219")
    assert attackers == ["sov_1s", "sov_22", "sov_42", "sov_67"]
    total = sum(material(game, state).values())
    lost_allied, lost_axis, german = outlook(snap, attackers, targets)
    hits = ev.expected_hits_on_axis(snap, attackers, targets)
    # Across the Danube (-1 each, 9.1), then halved up out of supply (8.45): 2 dice each.
    assert hits == pytest.approx(8 / 6)
    assert lost_axis == pytest.approx(at_least(8, 1) + at_least(8, 3))
    per_step = (2 * 3.0 + 8.0 / 2 + 6.0 / 2) / 4  # the armies' steps, the corps' 5/2
    assert ev.combat_worth(snap, attackers, targets, total) == pytest.approx(
        ev.W_CASUALTY * (0.5 * lost_axis - lost_allied)
        + W_MATERIAL * (2.5 * lost_axis - lost_allied * per_step) / total
        + ev.W_TAKE * 2.0 * (8 / 6 - 1))


def test_7_2_15_1_an_empty_city_next_to_the_enemy_is_half_lost():
    # Vienna Allied and empty, a German corps next to it: half of its two-point swing; the
    # Allied army beside it changes nothing (7.2: only a unit in the city holds it).
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=10, phase="axis_move")
    game, state = b.place("sov_42", "2320").place("ger_20", "2119").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    assert ev.exposure(game, state) == {"axis": 0.0, "allied": pytest.approx(1.0)}
    # Two hexes away: less by a third.
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=10, phase="axis_move")
    game, state = b.place("ger_20", "2019").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    assert ev.exposure(game, state)["allied"] == pytest.approx(2 / 3)


def test_15_0_on_the_last_turn_an_empty_city_next_to_the_enemy_is_lost():
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=11, phase="axis_move")
    game, state = b.place("ger_20", "2119").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    assert ev.exposure(game, state)["allied"] == pytest.approx(2.0)
    # A unit of the holder in the city: nothing at risk.
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=11, phase="axis_move")
    game, state = b.place("ger_20", "2119").place("sov_42", "2219").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    assert ev.exposure(game, state)["allied"] == 0.0


def test_11_27_15_3_a_forced_combat_on_berlin_counts_the_chance_hitler_dies():
    # An Allied attack on Berlin (1422): with no hit Hitler dies on a 6, with a hit on a
    # 5-6 (11.27), and his death swings the two points of 15.3. No hit in 40% of rolls:
    # 0.4 * 1/6 + 0.6 * 2/6 = 4/15, twice that.
    game, state = contact(("ger_20", "1422", 0), ("sov_42", "1423", 0))
    snap, (attackers, targets) = group_at(game, state, "1422")
    assert attackers == ["sov_42"]
    assert ev.hitler_worth(snap, targets, 0.4) == pytest.approx(8 / 15)
    assert ev.hitler_worth(snap, targets, 1.0) == pytest.approx(2 / 6)
    assert ev.hitler_worth(snap, targets, 0.0) == pytest.approx(4 / 6)
    # Hitler dead already, or a combat elsewhere: nothing.
    state.data["hitler"] = "dead"
    assert ev.hitler_worth(snap_of(game, state), targets, 0.4) == 0.0
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert ev.hitler_worth(snap, targets, 0.4) == 0.0


def lost_allied(pools, steps: int) -> float:
    """The Allied steps a forced combat costs on defence dice ``pools``: one a hit, one
    less from two hits on (8.62), every step past them (8.53)."""
    return sum(p * (steps if k > steps else k - 1 if k >= 2 else k)
               for k, p in enumerate(ev.hit_chances(pools)))


def test_11_21_a_leader_adds_his_bonus_to_the_forced_combat_of_his_stack():
    # sov_42 (4 dice) against ger_20 out of supply (2 dice), as above; Zhukov in the army's
    # hex adds his 2 (within the army's 4, 11.21): 6 dice. Konev with him adds nothing
    # (11.25: one bonus a hex, the better).
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0), ("ldr_zhukov", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert attackers == ["sov_42"]
    led = (at_least(6, 1) + at_least(6, 3), 11 / 36)
    got = ev._expectation(snap, attackers, targets)
    assert (got[1], got[0]) == pytest.approx(led)
    assert got[3] == pytest.approx(6 / 6)
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0), ("ldr_zhukov", "0204", 0),
                          ("ldr_konev", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    got = ev._expectation(snap, attackers, targets)
    assert (got[1], got[0]) == pytest.approx(led)
    # Reduced (2), the army caps his bonus at 2 (11.21): 4 dice, as the full army alone.
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 1), ("ldr_zhukov", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert ev._expectation(snap, attackers, targets)[1] == pytest.approx(692 / 1296)


def test_11_25_next_to_berlin_zhukov_adds_nothing_to_an_attack_elsewhere():
    # sov_42 at 1323, next to Berlin (1422), attacks ger_20 at 1322 (3 dice): Zhukov with
    # the army there modifies only attacks on Berlin (11.25), so the dice are the army's.
    alone = contact(("ger_20", "1322", 0), ("sov_42", "1323", 0))
    led = contact(("ger_20", "1322", 0), ("sov_42", "1323", 0), ("ldr_zhukov", "1323", 0))
    (snap, group), (snap_led, group_led) = group_at(*alone, "1322"), group_at(*led, "1322")
    assert group == group_led == (["sov_42"], [game_hex(alone[0], "1322")])
    assert ev._expectation(snap_led, *group_led)[:6] == pytest.approx(
        ev._expectation(snap, *group)[:6])
    # He still stands with the army: three hits of ger_20's 3 dice (1/216) remove it whole,
    # and he dies of that on a 1-2 (11.23), 4 points to the Axis (15.2).
    assert ev._expectation(snap_led, *group_led)[6] == pytest.approx(-4 * (2 / 6) / 216)


def test_11_21_hitler_in_berlin_adds_a_defence_die_to_a_forced_combat_on_it():
    # ger_20 in Berlin (a fortress: a German defender hits on a 5, 9.1) rolls 4 dice against
    # sov_42; Hitler alive adds 1 (11.21): 5 dice.
    game, state = contact(("ger_20", "1422", 0), ("sov_42", "1423", 0))
    snap, (attackers, targets) = group_at(game, state, "1422")
    assert ev._expectation(snap, attackers, targets)[0] == pytest.approx(lost_allied([(5, 5)], 2))
    state.data["hitler"] = "dead"
    snap = snap_of(game, state)
    assert ev._expectation(snap, attackers, targets)[0] == pytest.approx(lost_allied([(4, 5)], 2))


def test_11_23_15_2_a_forced_combat_counts_the_leaders_dying_with_their_whole_stack():
    # sov_42 reduced (one step, 2 dice; Zhukov and Konev add 2) against ger_20 out of
    # supply (2 dice): two hits remove the whole stack (8.53), 1/36; each leader then dies
    # on a 1-2 (11.23: 1 or less, 1 taken off), and the Axis scores his bonuses' sum,
    # Zhukov 4 and Konev 3 (15.2).
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 1), ("ldr_zhukov", "0204", 0),
                          ("ldr_konev", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    total = sum(material(game, state).values())
    lost_axis = ev._expectation(snap, attackers, targets)[1]
    assert ev._expectation(snap, attackers, targets)[6] == pytest.approx(-(4 + 3) * (2 / 6) / 36)
    # Its last step goes to any hit (11/36), worth the reduced army's 2 (a corps step 5/2).
    assert unit_value(facts(game), "sov_42", 1) == 2.0
    assert ev.combat_worth(snap, attackers, targets, total) == pytest.approx(
        ev.W_CASUALTY * (0.5 * lost_axis - 11 / 36 - 7 * (2 / 6) / 36)
        + W_MATERIAL * (lost_axis * 2.5 - 11 / 36 * 2.0) / total)
    # The army at full strength (two steps) survives two hits: no leader is at risk.
    game, state = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0), ("ldr_zhukov", "0204", 0))
    snap, (attackers, targets) = group_at(game, state, "0203")
    assert ev._expectation(snap, attackers, targets)[6] == 0.0


def game_hex(game, label: str) -> int:
    return game.cache.idx[game.hex(label)]


def test_10_4_the_allied_planner_counts_its_units_far_behind_the_front():
    # Only ger_20 (0203) and four Allied units on the map: two armies 6 hexes away (4
    # beyond the 2 counted free), one 2 hexes away (nothing), one 14 away (10 at most):
    # 18 hexes at 0.02 each. The Axis counts nothing.
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=3, phase="allied_move")
    for u in b.data["units"]:
        b.place(u["id"], None, status="pool")
    b.place("ger_20", "0203").place("sov_42", "0803").place("sov_67", "0803")
    game, state = b.place("sov_22", "0403").place("sov_1s", "1603").build(seed=1)
    ger = game.hex("0203")
    assert [nearest(game.hex(x), [(ger.q, ger.r)]) for x in ("0803", "0403", "1603")] == [6, 2, 14]
    assert ev.lookahead(game, state, "allied") == pytest.approx(-0.36)
    assert ev.lookahead(game, state, "axis") == 0.0


# -- the casualty race (15.2) -------------------------------------------------------------------

def casualties(turn: int, phase: str, *dead: str):
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=turn, phase=phase)
    for u in dead:
        b.place(u, None, status="eliminated")
    return b.build(seed=2)


def test_15_2_the_half_turns_left_to_decide_the_race():
    assert ev.half_turns_left(*casualties(1, "allied_move")) == 22
    assert ev.half_turns_left(*casualties(6, "axis_combat")) == 11
    assert ev.half_turns_left(*casualties(11, "allied_exploit_combat")) == 2
    assert ev.half_turns_left(*casualties(11, "axis_organization")) == 1


def test_15_2_the_casualty_point_counts_as_expected_at_the_end_not_as_it_stands():
    # A dead German unit: the Allies lead by 1 casualty point and would take the point now.
    game, state = casualties(11, "axis_move", "ger_38")
    assert ev.casualty_lead(game, state, "allied") == 1.0
    assert game.ruleset.victory_points(game, state)["allied"] == 1  # the casualty point
    # The last half-turn: the lead moves 1.9 (one standard deviation) by the end, so the
    # Allies end ahead with chance Phi(1/1.9) = 0.7007 and behind with 0.2993: the point
    # is worth 0.4013 to them, 0.5987 less than the whole point counted now.
    assert erf(1 / (1.9 * sqrt(2))) == pytest.approx(0.4013, abs=1e-4)
    assert ev.casualty_race(game, state, "allied", 1.0) == pytest.approx(-0.5987, abs=1e-4)
    assert ev.casualty_race(game, state, "axis", -1.0) == pytest.approx(0.5987, abs=1e-4)
    # In the first turn the same lead is worth 0.0894 (spread 1.9 x sqrt(22) = 8.91).
    game, state = casualties(1, "allied_move", "ger_38")
    assert ev.casualty_race(game, state, "allied", 1.0) == pytest.approx(0.0894 - 1, abs=1e-4)


def test_15_2_the_evaluation_counts_the_point_surer_as_the_end_nears():
    # The same position (the Allies a casualty point ahead) in the last Axis half-turn and
    # in the one before (3 half-turns left, spread 1.9 x sqrt(3) = 3.29): the point is
    # worth erf(1 / (1.9 sqrt 2)) = 0.4013 then, erf(1 / (3.29 sqrt 2)) = 0.2387 before.
    game, last = casualties(11, "axis_move", "ger_38")
    _, before = casualties(10, "axis_move", "ger_38")
    assert ev.evaluate(game, last, "allied") - ev.evaluate(game, before, "allied") == \
        pytest.approx(0.4013 - 0.2387, abs=1e-4)


# -- the search's playout of a long retreat (settle_cap) -------------------------------------

def retreating(sixes: int, stop_at_losses: bool = False):
    """Three German 3-3s in each of 1313 and 1412 (12 steps) attacked together by four Soviet
    4-3s from 1312 and Warsaw (1413), the first ``sixes`` dice 6 and the rest 1: the Axis
    takes the first hit as a step and chooses to retreat from the rest (8.61); with
    ``stop_at_losses``, the position where it is asked for the first hit."""
    from qtwargame.engine.actions import Attack, Choose, Opt, TakeLoss

    b = PositionBuilder.from_scenario("red_vengeance")
    for u in b.data["units"]:
        b.place(u["id"], None, status="pool")
    for u, at in (("ger_10", "1313"), ("ger_12", "1313"), ("ger_20", "1313"),
                  ("ger_13", "1412"), ("ger_17", "1412"), ("ger_23", "1412"),
                  ("sov_67", "1312"), ("sov_43", "1312"), ("sov_49", "1413"), ("sov_65", "1413")):
        b.place(u, at)
    b.at(turn=3, phase="allied_combat", weather="clear").dice(*([6] * sixes + [1] * 40))
    b.state_data(air={"axis": 0, "allied": 0})
    game, state = b.build(seed=7)
    attack = Attack("allied", ("sov_67", "sov_43", "sov_49", "sov_65"), game.hex("1313"),
                    also=(game.hex("1412"),))
    for a in game.declaration_steps(state, attack):
        state, _ = game.apply(state, a)
    if stop_at_losses:
        return game, state
    state, _ = game.apply(state, TakeLoss("axis", "ger_10"))
    state, _ = game.apply(state, Choose("axis", Opt.RETREAT))
    return game, state


def test_8_61_a_retreat_of_more_than_six_hexes_is_played_out_two_answers_deep_in_a_search():
    """12 hits on 12 steps: one step, then all six units retreat 11 hexes (8.61). The
    search's playout (``settle``) answers two retreats and values the position there,
    with four units still to go; the question of those 12 hits is played out two answers
    deep too. A retreat of 6 hexes (7 hits) is played out to the end of the combat, as
    every retreat was before (issue 49, item 1: a combat of a whole front cost 60-90 ms an
    evaluation played out, and a phase of answers 34 s)."""
    import random

    from qtwargame.ai.world import settle

    game, state = retreating(12)
    c = state.data["combat"]
    assert (state.pending.kind, c["retreat"]["axis"], len(c["queue"])) == ("retreat", 11, 6)
    assert ev.settle_cap(game, state) == ev.LONG_RETREAT_ANSWERS == 2
    played = settle(game, state, random.Random(1))
    assert played.data["combat"]["queue"] == c["queue"][2:]
    assert played.seq == state.seq + 2
    game, state = retreating(12, stop_at_losses=True)
    assert (state.pending.kind, state.data["combat"]["left"]) == ("losses", 12)
    assert ev.settle_cap(game, state) == 2
    assert settle(game, state, random.Random(1)).seq == state.seq + 2
    game, state = retreating(7)
    c = state.data["combat"]
    assert (state.pending.kind, c["retreat"]["axis"], len(c["queue"])) == ("retreat", 6, 6)
    assert ev.settle_cap(game, state) is None
    played = settle(game, state, random.Random(1))
    # the six retreats and the rest of the combat answered: nothing pending. Four advances,
    # two into each hex: since session 90 no retreat crosses the other attacked hex (8.63;
    # before, ger_17 and ger_20 each retreated through the other one, and the playout took
    # 9 answers, two advances and a stop)
    assert (played.pending, "combat" in played.data, played.seq - state.seq) == (None, False, 10)
    game, state = retreating(7, stop_at_losses=True)
    assert (state.data["combat"]["left"], ev.settle_cap(game, state)) == (7, None)
    # Outside a combat the ruleset sets no limit.
    assert ev.settle_cap(*stacked("sov_42")) is None



def allied_moves(n: int, seed: int = 3):
    """The positions of ``n`` random Allied moves from the start of game ``seed``'s first
    Allied movement phase, each state as the engine hands it out."""
    import random

    from qtwargame.ai.world import end_phase_in, non_ending
    from qtwargame.engine.game import Game
    from tests.ai.scenarios import load

    game = Game(load("red_vengeance"), {})
    state = game.new_state(seed)[0]
    rng = random.Random(seed)
    while state.phase != "allied_move":
        legal = game.legal_actions(state)
        state, _ = game.apply(state, end_phase_in(legal) or legal[0])
    out = [state]
    while len(out) < n and state.phase == "allied_move":
        state, _ = game.apply(state, rng.choice(non_ending(game.legal_actions(state))))
        out.append(state)
    return game, out


#: Positions of one forced combat on ger_20 at 0203, each differing from the first in
#: one fact the combat's dice or steps read: an attacker's step, a second attacker, the
#: defender's step, a leader, another defender (and the weather, below).
VARIANTS = (
    (("ger_20", "0203", 0), ("sov_42", "0204", 0)),
    (("ger_20", "0203", 0), ("sov_42", "0204", 1)),
    (("ger_20", "0203", 0), ("sov_42", "0204", 0), ("sov_67", "0204", 0)),
    (("ger_20", "0203", 1), ("sov_42", "0204", 0)),
    (("ger_20", "0203", 0), ("sov_42", "0204", 0), ("ldr_zhukov", "0204", 0)),
    (("ger_20", "0203", 0), ("ger_mar_1", "0203", 0), ("sov_42", "0204", 0)),
)


def test_kept_forced_combat_outcomes_are_those_worked_out_afresh():
    """The forced combats' dice outcomes are kept across positions on the facts they read
    (``ev._outcome``): every position's value with the table filled by the positions
    before it equals its value worked out with the table empty. The built variants differ
    in one fact each; the random moves are a planner's kind of positions."""
    game = contact(*VARIANTS[0])[0]
    built = [contact(*v)[1] for v in VARIANTS]
    snow = contact(*VARIANTS[0])[1]
    snow.weather = "snow"
    game_moves, moves = allied_moves(40)
    for g, states in ((game, built + [snow]), (game_moves, moves)):
        g.cache.memo.pop("forced_outcomes", None)
        warm = [ev.forced_combats(g, s, "allied") for s in states]
        assert g.cache.memo["forced_outcomes"]
        cold = []
        for s in states:
            g.cache.memo.pop("forced_outcomes", None)
            cold.append(ev.forced_combats(g, s, "allied"))
        assert warm == cold
    assert len(set(warm)) > 10  # the random moves changed the combats
    assert len({ev.forced_combats(game, s, "allied") for s in built + [snow]}) == len(VARIANTS) + 1
    # The cache audit's switch: every kept outcome made again and compared as it is given.
    from qtwargame.testing.cache_audit import checking_hits

    with checking_hits(game_moves) as errors:
        assert ev.CHECK_HITS and ev.StaleCache in errors
        assert [ev.forced_combats(game_moves, s, "allied") for s in moves] == warm
    assert not ev.CHECK_HITS


def test_6_4_a_zone_kept_hex_by_hex_is_the_whole_zone_worked_out_afresh():
    """``Snap.compute_zoc`` joins each hex's part, kept for the game: on every position it
    equals the zone of all the side's units worked out at once (``zoc_of``). The marines
    have none (6.4), so a hex's part depends on who stands there."""
    from qtwargame.rules.dice_bucket.zoc import zoc_of
    from qtwargame.rules.red_vengeance.borders import static_allows

    game = contact(*VARIANTS[0])[0]
    army = contact(("ger_20", "0203", 0), ("sov_42", "0204", 0))[1]
    marines = contact(("ger_20", "0203", 0), ("sov_mar_1", "0204", 0))[1]
    game_moves, moves = allied_moves(30, seed=4)
    for g, states in ((game, [army, marines]), (game_moves, moves)):
        g.cache.memo.pop("zoc_by_hex", None)
        t = g.cache
        for s in states:
            snap = snap_of(g, s)
            for side in ("allied", "axis"):
                whole = zoc_of(t, snap.snow, snap.ground[side],
                               enterable=lambda u, n, side=side, s=s, t=t: static_allows(t, s, u, side, n))
                assert snap.compute_zoc(side) == whole
    t = game.cache
    assert t.labels.index("0204") in snap_of(game, marines).ground["allied"]
    assert snap_of(game, army).compute_zoc("allied") != snap_of(game, marines).compute_zoc("allied")
