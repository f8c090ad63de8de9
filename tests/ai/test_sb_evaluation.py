"""The Shin Barbarossa evaluation's terms on constructed positions (exact values).

The older terms (live points, Hitler orders, exposure, stacking) are tested in
tests/ai/test_evaluations.py."""

from __future__ import annotations

import pytest

from qtwargame.ai.evaluation import facts, unit_value
from qtwargame.engine.game import Game
from qtwargame.position import PositionBuilder
from qtwargame.rules.shin_barbarossa import evaluation as ev
from tests.ai.scenarios import load


def _combat(*declared):
    b = PositionBuilder.from_scenario("shin_barbarossa").at(turn=2, phase="axis_combat",
                                                            active="axis")
    return b.state_data(stage="declare", declared=[
        {"attackers": list(a), "targets": [t], "air": 0} for a, t in declared])


def test_10_3_6_declared_attack_at_1_5_costs_every_attacker_and_its_19_3d_points():
    """10.3.6: 1:5 or worse after shifts eliminates every attacker without a roll. A
    reduced Romanian unit (strength 2, value 2) declared against two rifle corps (8),
    1:4 before the allies-only shift (16.2): certain loss of its value and of the 1 point
    an allied unit gives the Soviets (19.3d); nothing for the defenders."""
    b = _combat((("ro_2",), "2011"))
    b.place("ro_2", "2010", step=1).place("su_rc10", "2011").place("su_rc11", "2011")
    game, state = b.build(seed=1)
    lost, vp, dent = ev.declared_outlook(game, state)
    assert lost == {"axis": pytest.approx(2.0)}
    assert vp == pytest.approx(1.0)
    assert dent == {}


def test_10_3_7_declared_panzer_attack_counts_expected_soviet_steps_and_no_axis_points():
    """10.3.7, 10.5: two panzer corps (4 steps each, 12 + 9 + 6 + 3) declared against a
    rifle corps (4, value 4 + 2). The Axis table costs the attackers at most 2 steps, one
    from each (10.5.2: units that lost none first), so no 19.3d points; the
    Soviet value expected lost is the table's: each result's steps (``R`` half a step,
    10.6.1) taken from the corps, and it comes off the Soviet strength next to the Axis
    stacks (``exposure``). The evaluation sees the declaration as a gain for the Axis."""
    from qtwargame.rules.shin_barbarossa import battle, combat
    from qtwargame.rules.shin_barbarossa.facts import Facts

    b = _combat((("de_pz41", "de_pz56"), "2011"))
    b.place("de_pz41", "2010").place("de_pz56", "2010").place("su_rc10", "2011")
    game, state = b.build(seed=1)
    lost, vp, dent = ev.declared_outlook(game, state)
    assert vp == 0.0
    f = Facts.of(game, state)
    index = battle.facts_of(game, state, f, ("de_pz41", "de_pz56"), (game.hex("2011"),), 0)[3]
    want_soviet = want_axis = 0.0
    for result, p in combat.chances(battle.table(game, "axis"), index).items():
        a, d = combat.losses(result)
        want_soviet += p * {None: 0.5 * 4, 0: 0, 1: 4}.get(d, 6)
        want_axis += p * (0, 12, 24)[a]
    assert want_soviet > 0
    assert lost["soviet"] == pytest.approx(want_soviet)
    assert lost.get("axis", 0.0) == pytest.approx(want_axis)
    assert dent == {game.hex("2011"): pytest.approx(want_soviet)}
    undeclared = b.state_data(declared=[]).build(seed=1)[1]
    assert ev.evaluate(game, state, "axis") > ev.evaluate(game, undeclared, "axis")


def test_10_3_2_declarations_count_only_in_a_combat_phase():
    """A ``declared`` list left in the data outside a combat phase counts nothing."""
    b = _combat((("de_pz41",), "2011")).at(turn=2, phase="axis_move_2", active="axis")
    b.place("de_pz41", "2010").place("su_rc10", "2011")
    game, state = b.build(seed=1)
    assert ev.declared_outlook(game, state) == ({}, 0.0, {})


def test_13_1_supply_centers_behind_the_front_of_held_towns_count_their_lag():
    """12.2, 13.1: a supply center far behind the cities and towns the Axis holds will
    leave the army out of supply. At the start the easternmost quarter of the Axis cities
    and towns reach column ``front_column``; each center counts the columns it stands more
    than 3 behind it (at most 15), ``CENTER_LAG`` each in the evaluation."""
    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    front = ev.front_column(game, state)
    cols = {u: state.units[u].hex.q for u in ("sc_n", "sc_c", "sc_s")}
    want = sum(min(15, max(0, front - 3 - q)) for q in cols.values())
    assert ev.center_lag(game, state) == want
    b = PositionBuilder.from_scenario("shin_barbarossa").place("sc_c", "0727")
    game2, moved = b.build(seed=1)
    assert moved.units["sc_c"].hex.q == 7
    assert ev.front_column(game2, moved) == front
    assert ev.center_lag(game2, moved) == want - (min(15, max(0, front - 3 - cols["sc_c"]))
                                                 - min(15, max(0, front - 3 - 7)))
    assert ev.center_lag(game2, moved) < want


def test_values_used_by_the_declared_combat_tests():
    game = Game(load("shin_barbarossa"))
    vals = facts(game)
    assert vals.values["ro_2"] == (4.0, 2.0)
    assert vals.values["su_rc10"] == (4.0, 2.0)
    assert vals.values["de_pz41"] == (12.0, 9.0, 6.0, 3.0)
    assert unit_value(vals, "ro_2", 1) == 2.0


def test_18_1_orders_to_come_are_the_table_columns_after_the_turn():
    """18.1: from turn 2 a die (1-6) picks the turn's order from its column. After turn 1
    the southern operation is expected 10/6 times (turns 4-10: 1, 2, 1, 1, 2, 2, 1 rows of
    six); after turn 9 once in six; after turn 10 nothing."""
    game = Game(load("shin_barbarossa"))
    coming = ev.orders_to_come(game)
    assert coming[1]["southern"] == pytest.approx(10 / 6)
    assert coming[1]["typhoon"] == pytest.approx(7 / 6)
    assert coming[9] == {o: pytest.approx(1 / 6) for o in
                         ("take_sevastopol", "southern", "isolate_leningrad", "take_leningrad",
                          "take_kiev")} | {"take_sevastopol": pytest.approx(2 / 6)}
    assert coming[10] == {}


def test_18_1_a_city_held_for_coming_orders_counts_half_their_points():
    """18.1: holding Kharkov (a panzer corps alone in it, 3.2) meets every southern
    operation to come: on turn 1 that is
    10/6 orders of 5 points, counted at ``ORDER_HOLD`` (1/2): 25/6 points; on turn 9 one
    sixth of an order: 5/12. Nothing held, nothing counted."""
    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    assert ev.future_orders(game, state) == 0.0
    kharkov = game.label(game.board.cities_by_id["kharkov"].hex)
    b = PositionBuilder.from_scenario("shin_barbarossa").place("de_pz41", kharkov)
    game, state = b.build(seed=1)
    assert ev.future_orders(game, state) == 0.0  # the Soviet corps set up there stays
    b.place("su_mc23", None, status="eliminated")
    game, state = b.build(seed=1)
    assert ev.future_orders(game, state) == pytest.approx(0.5 * 5 * 10 / 6)
    game, late = b.at(turn=9).build(seed=1)
    assert ev.future_orders(game, late) == pytest.approx(0.5 * 5 / 6)


def test_18_1_typhoon_to_come_counts_the_turns_whose_range_a_unit_is_within():
    """18.1 Typhoon: an Axis combat unit within 8, 6, 4 hexes of Moscow on turns 4, 5, 6
    (2, 3, 2 rows of six). On turn 3 a panzer corps 7 hexes from Moscow meets only turn
    4's: 2/6 of an order; 4 hexes away all three: 7/6."""
    game = Game(load("shin_barbarossa"))
    moscow = game.cache.moscow
    state, _ = game.new_state(1)
    taken = {u.hex for u in state.units.values() if u.hex is not None}

    def at(d):
        return next(game.label(h) for h in sorted(game.board.hexes, key=lambda h: (h.q, h.r))
                    if h.distance(moscow) == d and h not in game.board.cities and h not in taken)

    for d, rows in ((7, 2), (4, 7)):
        b = PositionBuilder.from_scenario("shin_barbarossa").at(turn=3).place("de_pz41", at(d))
        game, state = b.build(seed=1)
        assert ev.future_orders(game, state) == pytest.approx(0.5 * 5 * rows / 6)



def test_6_6_soviet_units_over_the_stacking_limit_threaten_no_axis_stack():
    """``exposure``, 6.1, 6.6: on a map with nothing else, a German infantry corps (value
    11, loss 3 points, 19.3d) at 2010 (no line of communication in the set-up phase) and
    two Soviet rifle corps (6 each) next to it at 2011: 12 against 11, ``RISK_NO_LOC`` of
    its 3 points and ``RISK_MAX`` x (12/11 - 1)/2 of them. The 10th HQ piled on 2011 as
    well is over the limit of two (the weakest of the three), will be removed at the end
    of the phase and adds nothing: the Soviet plans of turn 1 piled 14 units next to the
    Axis for the threat they seemed to add."""
    from qtwargame.engine.state import ON_MAP, POOL, UnitState

    game, empty = PositionBuilder.from_scenario("shin_barbarossa").build(seed=1)
    for uid, u in list(empty.units.items()):
        if u.status == ON_MAP:
            empty.units[uid] = UnitState(None, 0, POOL)

    def placed(*units: str):
        state = empty.copy()
        for uid in units:
            state.units[uid] = UnitState(game.hex("2010" if uid == "de_ak7" else "2011"), 0, ON_MAP)
        return state

    two = ev.exposure(game, placed("de_ak7", "su_rc10", "su_rc11"))
    assert two == pytest.approx(ev.RISK_NO_LOC * 3 + ev.RISK_MAX * (12 / 11 - 1) / 2 * 3)
    state = placed("de_ak7", "su_rc10", "su_rc11", "su_hq10")
    assert ev.excess(game, state, "soviet") == ["su_hq10"]
    assert ev.exposure(game, state) == pytest.approx(two)


def test_3_3_projected_cities_follow_control_written_in_place():
    """3.2, 3.3: who will hold Kiev at the end phase follows the position's control even
    when the control map is written in place (the same map object, no new ``seq``): the
    control memos are keyed on the map's token, which every write replaces, and
    ``Facts.of`` makes new facts for the new token. Kept by the map's identity or by a
    token the facts kept (the reverted 3e6b2d5), the second answer was the first."""
    from qtwargame.rules.shin_barbarossa.facts import Facts

    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    kiev = game.board.cities_by_id["kiev"].hex
    before = Facts.of(game, state)
    assert ev.projected_cities(game, state)[kiev] == "soviet"
    assert before.t.index[kiev] not in before.town_ids("axis")
    state.control[kiev] = "axis"  # the same map, written in place
    assert ev.projected_cities(game, state)[kiev] == "axis"
    after = Facts.of(game, state)
    assert after.t.index[kiev] in after.town_ids("axis") and after is not before
    # facts made before the write read the new contents under the new token too
    assert before.t.index[kiev] in before.town_ids("axis")
    state.control[kiev] = "soviet"  # and back: a third token, the first answer again
    assert ev.projected_cities(game, state)[kiev] == "soviet"


def test_3_3_projected_cities_equal_the_end_phase_count_place_by_place():
    """3.2a, 3.2b, 3.3: the layered count (control now, kept per control map; then the
    passages; then the side alone in a place) gives what the end phase's own count gives:
    Kiev with a panzer corps in it is Axis; Bialystok passed through by an Axis corps is
    Axis, the Axis town Bacau passed through by a Soviet one Soviet; Minsk with a Soviet
    and an Axis unit in it stays Soviet (nobody alone); Odessa stays Soviet."""
    from qtwargame.rules.shin_barbarossa.facts import Facts

    b = PositionBuilder.from_scenario("shin_barbarossa")
    b.state_data(passed={"0624": "axis", "1242": "soviet"})
    b.place("de_pz41", "1931").place("de_pz47", "1421").place("su_rc10", "1421")
    game, state = b.build(seed=1)
    held = ev.projected_cities(game, state)
    by_id = game.board.cities_by_id
    assert held == ev._end_phase_cities(game, state, Facts.of(game, state))
    assert [held[by_id[c].hex] for c in ("kiev", "bialystok", "bacau", "minsk", "odessa")] == [
        "axis", "axis", "soviet", "soviet", "soviet"]


def test_material_and_positions_read_from_kept_unit_values_equal_the_generic_ones():
    """The evaluation's ``_material`` and ``_positions`` read each unit's side and value
    kept by its unit state; they give exactly what ``ai.evaluation``'s ``material`` and
    ``positions`` give: a reduced panzer corps on the map counts its reduced value, an
    eliminated rifle corps nothing, a rifle corps to come only in material."""
    from qtwargame.ai.evaluation import material, positions

    b = PositionBuilder.from_scenario("shin_barbarossa")
    b.place("de_pz41", "1931", step=1).place("su_rc10", None, status="eliminated")
    b.place("su_rc11", None, status="pool")
    game, state = b.build(seed=1)
    vals = facts(game)
    mat, where = ev._material(game, state), ev._positions(game, state)
    assert mat == material(game, state) and where == positions(game, state)
    kiev = game.board.cities_by_id["kiev"].hex
    assert (kiev, unit_value(vals, "de_pz41", 1)) in where["axis"]
    assert not any(h is None for side in where.values() for h, _ in side)
    again = state.copy()
    again.units = {u: s for u, s in state.units.items() if u != "de_pz41"}
    assert ev._material(game, again) == material(game, again)
    assert ev._material(game, again)["axis"] == pytest.approx(
        mat["axis"] - unit_value(vals, "de_pz41", 1))


def test_front_column_is_kept_per_control_map_and_follows_a_write_in_place():
    """``front_column`` (the column a quarter of the Axis cities and towns reach, which
    pulls the supply centers, 4.3) is kept per control map: the same answer while control
    is the same, a new one once Smolensk (column 22) is written Axis in place (12 -> 13)."""
    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    assert ev.front_column(game, state) == 12
    state.control[game.board.cities_by_id["minsk"].hex] = "axis"
    assert ev.front_column(game, state) == 12
    state.control[game.board.cities_by_id["smolensk"].hex] = "axis"
    assert ev.front_column(game, state) == 13


@pytest.mark.parametrize(("turn", "phase", "active", "risk"), [
    (9, "axis_move_2", "axis", True), (10, "soviet_move", "soviet", True),
    (10, "soviet_combat", "soviet", True), (10, "axis_move_1", "axis", False),
    (10, "axis_combat", "axis", False), (10, "axis_move_2", "axis", False)])
def test_5_5_19_2_no_exposure_once_the_last_soviet_player_turn_is_over(turn, phase, active, risk):
    """``exposure``, 5.5*, 19.2: from turn 7 the Soviets play first and the game ends with
    the end phase of turn 10, after the Axis player turn: a German infantry corps (value
    11, loss 3 points, 19.3d) at 2010 without a line of communication, two rifle corps (6
    each) next to it at 2011, counts ``RISK_NO_LOC`` of its 3 points and ``RISK_MAX`` x
    (12/11 - 1)/2 of them while a Soviet player turn is still to come, nothing in the
    Axis player turn of the last turn (the risk made the last Axis turn keep its corps
    back from cities that no Soviet would ever attack again)."""
    from qtwargame.engine.state import ON_MAP, POOL, UnitState

    game, state = PositionBuilder.from_scenario("shin_barbarossa").at(
        turn=turn, phase=phase, active=active).build(seed=1)
    assert game.last_turn == 10
    for uid, u in list(state.units.items()):
        if u.status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)
    for uid, label in (("de_ak7", "2010"), ("su_rc10", "2011"), ("su_rc11", "2011")):
        state.units[uid] = UnitState(game.hex(label), 0, ON_MAP)
    assert ev.soviet_turn_to_come(game, state) is risk
    expected = ev.RISK_NO_LOC * 3 + ev.RISK_MAX * (12 / 11 - 1) / 2 * 3 if risk else 0.0
    assert ev.exposure(game, state) == pytest.approx(expected)


def _lvov(axis_at: str, *, held: bool = False):
    """Turn 2's second Axis movement phase (a Soviet player turn to come), only a German
    infantry corps (value 11, 3 points if lost, 19.3d) at ``axis_at`` and two rifle corps
    (6 each) at 0634, next to Lvov (0633, a city of 5 points, 19.3a); ``held``: Lvov
    written Axis in the control map."""
    from qtwargame.engine.state import ON_MAP, POOL, UnitState

    game, state = PositionBuilder.from_scenario("shin_barbarossa").at(
        turn=2, phase="axis_move_2", active="axis").build(seed=1)
    for uid, u in list(state.units.items()):
        if u.status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)
    for uid, label in (("de_ak7", axis_at), ("su_rc10", "0634"), ("su_rc11", "0634")):
        state.units[uid] = UnitState(game.hex(label), 0, ON_MAP)
    if held:
        state.control[game.board.cities_by_id["lvov"].hex] = "axis"
    return game, state


def test_19_3a_10_7_a_garrisoned_city_counts_its_stack_s_risk_of_its_points():
    """``exposure``, ``exposed_cities``, 19.3a, 10.7, 3.2a: the German corps alone in Lvov
    with a line of communication, the two rifle corps next to it (12 against 11): the
    corps counts ``RISK_MAX`` x (12/11 - 1)/2 = 1/44 of its 3 points, and Lvov, which the
    Axis will hold at the end phase (the only side in it) and which the Soviets' advance
    takes with the garrison (10.7), the same share of its 5 points: 3/44 + 5/44 with
    ``exposed_city`` 1 (the default level's, resources/ai/weights/shin_barbarossa.json);
    at its default 0 only the corps' 3/44, as before."""
    from qtwargame.ai import weights
    from qtwargame.ai.weights import declared, with_defaults
    from qtwargame.rules.shin_barbarossa.facts import Facts

    game, state = _lvov("0633")
    lvov = game.board.cities_by_id["lvov"].hex
    assert ev.projected_cities(game, state)[lvov] == "axis"
    assert Facts.of(game, state).has_loc("de_ak7")
    on = with_defaults({"exposed_city": 1.0}, declared(game))
    assert ev.exposure(game, state, weights=on) == pytest.approx(3 / 44 + 5 / 44)
    assert ev.exposure(game, state) == pytest.approx(3 / 44)
    assert weights.tuned(game, "oep")["exposed_city"] == 1.0
    assert weights.tuned(game, "greedy") is None


def test_19_3a_3_2b_an_empty_held_city_with_soviets_near_counts_the_most_share():
    """``exposed_cities``, 3.2b, 19.3a: Lvov held by the Axis with none of its units in
    it, the rifle corps next to it, the German corps far away (0330, nobody near it): a
    Soviet unit passing through Lvov takes it, so it counts ``exposed_stack`` (1/2, the
    most a stack counts: emptying a city is never worth more than holding it) of the
    points it counts now, ``cut_city`` (1/4) of its 5 (no line of communication into a
    hex in Soviet ZOC with no Axis unit in it, 4.2): 5/8 with ``exposed_city`` 1. Nothing
    at its default 0."""
    from qtwargame.ai.weights import declared, with_defaults

    game, state = _lvov("0330", held=True)
    lvov = game.board.cities_by_id["lvov"].hex
    assert ev.projected_cities(game, state)[lvov] == "axis"
    on = with_defaults({"exposed_city": 1.0}, declared(game))
    assert ev.exposure(game, state, weights=on) == pytest.approx(5 / 8)
    assert ev.live_vp(game, state) == pytest.approx(15 + 5 / 4)
    assert ev.exposure(game, state) == 0.0


# -- 19.1a: Moscow -------------------------------------------------------------------------


def _moscow(phase, units, **data):
    from tests.rules.shin_barbarossa.reading import position

    return position(phase, units, **data)


WITH_MOSCOW = {**ev._DEFAULTS, "moscow": 1.0}


def test_19_1a_the_axis_in_moscow_counts_the_whole_table_for_the_sudden_death_win():
    # A panzer corps in Moscow in the Soviet movement: the end phase gives the Axis the
    # city and the game (19.1a, 3.2a) unless the Soviets retake it; counted at
    # MOSCOW_POINTS (100) per VP_SCALE (5), and nothing with the default weights
    # (``greedy``'s, the reference's).
    from qtwargame.ai import weights

    game, state = _moscow("soviet_move", {"de_pz41": "3214", "su_rc10": "3013"})
    assert ev.moscow_outlook(game, state, WITH_MOSCOW) == 20.0
    assert ev.moscow_outlook(game, state) == 0.0
    # the searching levels play it (resources/ai/weights/shin_barbarossa.json), greedy not
    assert weights.tuned(game, "oep")["moscow"] == weights.tuned(game, "oep_strong")["moscow"] == 1.0
    assert weights.tuned(game, "oep")["exposed_city"] == 1.0
    assert weights.tuned(game, "oep_strong")["exposed_city"] == 0.0
    assert weights.tuned(game, "greedy") is None
    assert ev.evaluate(game, state, "axis", WITH_MOSCOW) - ev.evaluate(game, state, "axis") \
        == pytest.approx(20.0)


def test_19_1a_an_empty_moscow_within_an_axis_allowance_counts_the_open_share():
    # The panzer corps 3 hexes from an empty Moscow (its allowance 8) in the Soviet
    # movement, the Axis to move next: half (``moscow_open``) of 20. A rifle corps in
    # Moscow closes it; so does the panzer corps standing 9 hexes away.
    game, state = _moscow("soviet_move", {"de_pz41": "2914", "su_rc10": "3013"})
    assert ev.moscow_outlook(game, state, WITH_MOSCOW) == 10.0
    game, state = _moscow("soviet_move", {"de_pz41": "2914", "su_rc10": "3214"})
    assert ev.moscow_outlook(game, state, WITH_MOSCOW) == 0.0
    game, state = _moscow("soviet_move", {"de_pz41": "2314", "su_rc10": "3013"})
    assert game.hex("2314").distance(game.hex("3214")) == 9
    assert ev.moscow_outlook(game, state, WITH_MOSCOW) == 0.0


def test_19_1a_3_2b_moscow_passed_through_in_the_axis_turn_counts_the_open_share():
    # In the Axis's second movement the panzer corps has passed through Moscow and left
    # it: the Axis would hold it at the end phase (3.2b), but the Soviets move first and
    # may walk back in: ``moscow_open`` of it. In the Axis turn an empty Moscow the Axis
    # has not entered counts nothing (the Soviets move next).
    game, state = _moscow("axis_move_2", {"de_pz41": "3114", "su_rc10": "3013"},
                          passed={"3214": "axis"})
    assert ev.moscow_outlook(game, state, WITH_MOSCOW) == 10.0
    game, state = _moscow("axis_move_2", {"de_pz41": "3114", "su_rc10": "3013"})
    assert ev.moscow_outlook(game, state, WITH_MOSCOW) == 0.0


WITH_SECOND_MOVE = {**WITH_MOSCOW, "moscow_second_move": 1.0}


def test_5_2_3_19_1a_an_empty_moscow_a_panzer_enters_in_the_second_movement_counts_the_open_share():
    # The Axis first movement (and its combat): the panzer corps 3 hexes from an empty
    # Moscow will move again in the second movement (5.2.3), with its allowance of 8; half
    # (``moscow_open``) of 20, as in the Soviet phases. The old reading counted nothing here
    # (only the phases after which the Axis moves next turn), and the default weights count
    # nothing (``greedy``'s, the reference's).
    from qtwargame.ai import weights

    game, state = _moscow("axis_move_1", {"de_pz41": "2914", "su_rc10": "3013"})
    assert ev.moscow_outlook(game, state, WITH_SECOND_MOVE) == 10.0
    assert ev.moscow_outlook(game, state, WITH_MOSCOW) == 0.0
    assert ev.moscow_outlook(game, state) == 0.0
    game, state = _moscow("axis_combat", {"de_pz41": "2914", "su_rc10": "3013"})
    assert ev.moscow_outlook(game, state, WITH_SECOND_MOVE) == 10.0
    # the searching levels play it (resources/ai/weights/shin_barbarossa.json)
    assert weights.tuned(game, "oep")["moscow_second_move"] == 1.0
    assert weights.tuned(game, "oep_strong")["moscow_second_move"] == 1.0
    # Without a line of communication (4.6) the allowance is 4: still in reach. Mud from the
    # second movement on (15.0, rolled "mud_late": clear now) halves it once more (15.2a):
    # 2, short of the 3 hexes.
    game, state = _moscow("axis_move_1", {"de_pz41": "2914", "su_rc10": "3013"},
                          no_loc=["de_pz41"])
    assert ev.moscow_outlook(game, state, WITH_SECOND_MOVE) == 10.0
    game, state = _moscow("axis_move_1", {"de_pz41": "2914", "su_rc10": "3013"},
                          no_loc=["de_pz41"], rolled_weather="mud_late")
    assert state.weather == "clear"
    assert ev.moscow_outlook(game, state, WITH_SECOND_MOVE) == 0.0
    # Only panzers move in the second movement: a German infantry corps there counts nothing.
    game, state = _moscow("axis_move_1", {"de_ak1": "3314", "su_rc10": "3013"})
    assert ev.moscow_outlook(game, state, WITH_SECOND_MOVE) == 0.0
    # A Soviet combat unit in Moscow closes it.
    game, state = _moscow("axis_move_1", {"de_pz41": "2914", "su_rc10": "3214"})
    assert ev.moscow_outlook(game, state, WITH_SECOND_MOVE) == 0.0


def test_19_1a_3_2a_the_axis_is_prescribed_the_move_into_an_empty_moscow():
    # In an Axis movement phase with Moscow empty, the module declares Moscow decisive with
    # the Axis combat units within a strategic move of it (8.2.3), and the planners play,
    # through the shared rule (OEPPlayer.decisive_move), the move of the most valuable of
    # them that can end a move there (the panzer corps, 30, before the infantry corps, 11);
    # the infantry corps where the panzer corps cannot reach it.
    from qtwargame.ai import make_player
    from qtwargame.engine.actions import Move

    player = make_player("oep", "axis", 0)

    def move(game, state):
        return player.decisive_move(game, state, game.legal_actions(state))

    game, state = _moscow("axis_move_1", {"de_ak1": "3314", "de_pz41": "2914", "su_rc10": "3013"})
    vals = facts(game)
    assert unit_value(vals, "de_pz41", state.units["de_pz41"].step) == 30.0
    assert unit_value(vals, "de_ak1", state.units["de_ak1"].step) == 11.0
    assert [(h, sorted(us)) for h, us in ev.decisive(game, state, "axis")] \
        == [(game.hex("3214"), ["de_ak1", "de_pz41"])]
    step = move(game, state)
    assert isinstance(step, Move) and step.unit == "de_pz41" and step.to == game.hex("3214")
    # the player's own decision plays it first, before any search
    assert player.decide(game, state, game.legal_actions(state)) == step
    game, state = _moscow("axis_move_1", {"de_ak1": "3314", "de_pz41": "1914", "su_rc10": "3013"})
    step = move(game, state)
    assert step.unit == "de_pz41" and step.mode == "strategic" and len(step.path) == 13
    game, state = _moscow("axis_move_1", {"de_ak1": "3314", "de_pz41": "0914", "su_rc10": "3013"})
    assert game.hex("0914").distance(game.hex("3214")) == 23
    assert [(h, list(us)) for h, us in ev.decisive(game, state, "axis")] \
        == [(game.hex("3214"), ["de_ak1"])]
    step = move(game, state)
    assert step.unit == "de_ak1" and step.to == game.hex("3214")
    # nothing with a Soviet combat unit in Moscow, for the Soviets, or in a Soviet phase
    game, state = _moscow("axis_move_1", {"de_pz41": "2914", "su_rc10": "3214"})
    assert ev.decisive(game, state, "axis") == [] and move(game, state) is None
    game, state = _moscow("soviet_move", {"de_pz41": "2914", "su_rc10": "3013"})
    assert ev.decisive(game, state, "soviet") == []
    assert ev.decisive(game, state, "axis") == []
