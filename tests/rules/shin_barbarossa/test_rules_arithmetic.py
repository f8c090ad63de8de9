"""Shin Barbarossa's rules arithmetic with the rulebook's worked examples and Q&A answers:
odds and shifts (10.3-10.4), movement allowance (8.1.9), stacking (6.0), victory (19.4),
the start-phase tables (5.1) and the scenario checks."""

from __future__ import annotations

import pytest

from qtwargame.rules import odds
from qtwargame.rules.shin_barbarossa import combat, movement, stacking, victory, weather
from qtwargame.rules.shin_barbarossa.data import scenario_problems


@pytest.fixture(scope="module")
def axis_crt(sc):
    return odds.OddsTable.from_spec(sc.table("crt_axis"))


def _col(att, dfn, data, **facts):
    return odds.column_label(combat.column(att, dfn, combat.shifts(data, combat.CombatFacts(**facts))))


def test_scenario_rules_data_and_tables_pass_the_rules_checks(sc):
    assert scenario_problems(sc) == []


def test_10_3_6_crt_checks_name_a_bad_cell_and_bad_columns(sc):
    from qtwargame.rules.shin_barbarossa.data import crt_problems

    bad = sc.table("crt_axis").model_copy(deep=True)
    bad.rows["3"][4] = "DE"
    bad.columns[0] = "1:5"
    problems = {(p.path, p.message) for p in crt_problems(bad, "$.tables[0]")}
    assert ("$.tables[0].columns", "columns must run 1:4, 1:3, 1:2, 1:1, 2:1 ... 10:1 (10.3.6)") in problems
    assert ("$.tables[0].rows['3'][4]", "column 2:1, die 3: 'DE' is not a result (attacker/defender "
            "steps lost, such as 1/2 or 0/R; R: a step or a retreat)") in problems


def test_10_3_1_each_side_attacks_on_its_own_table(data):
    assert combat.table_for(data, "axis") == "crt_axis"
    assert combat.table_for(data, "soviet") == "crt_soviet"


def test_10_4_1_soviet_attack_from_moscow_turns_1_2_into_1_1(data):
    assert odds.column_label(odds.odds_index(5, 10)) == "1:2"
    assert _col(5, 10, data, attacker="soviet", soviet_terrain=("major_city",)) == "1:1"


def test_10_4_1_major_city_defence_turns_3_1_into_1_1(data):
    assert _col(9, 3, data, attacker="axis", soviet_terrain=("major_city",)) == "1:1"


def test_10_4_2_soviets_attacking_from_several_hexes_take_the_least_favourable(data):
    assert _col(4, 4, data, attacker="soviet", soviet_terrain=("forest", "town")) == "2:1"
    assert _col(4, 4, data, attacker="soviet", soviet_terrain=("forest", "clear")) == "1:1"


def test_qa_24_against_1_in_a_city_reads_10_to_1(data):
    """Shifts apply to the unbounded ratio, then the column is capped at 10:1."""
    assert _col(24, 1, data, attacker="axis", soviet_terrain=("city",)) == "10:1"


def test_qa_a_lone_leader_is_attacked_on_10_to_1_and_always_harmed(data, axis_crt):
    index = combat.column(1, 1, [], lone_leader=True)
    assert odds.column_label(index) == "10:1"
    assert all(combat.losses(combat.outcome(axis_crt, index, d))[1] != 0 for d in range(1, 7))


def test_10_3_6_one_to_five_after_shifts_eliminates_every_attacker(data, axis_crt):
    index = combat.column(1, 4, combat.shifts(data, combat.CombatFacts(attacker="axis",
                                                                      soviet_terrain=("forest",))))
    assert odds.column_label(index) == "1:5"
    assert combat.automatic(axis_crt, index) == combat.ATTACKERS_ELIMINATED
    assert combat.chances(axis_crt, index) == {combat.ATTACKERS_ELIMINATED: 1.0}
    assert combat.automatic(axis_crt, index + 1) is None  # 1:4 is rolled


def test_10_3_7_results_read_attacker_and_defender_steps(axis_crt):
    assert combat.outcome(axis_crt, odds.parse_column("1:1"), 3) == "1/R"
    assert combat.losses("1/R") == (1, None) and combat.losses("0/3") == (0, 3)
    with pytest.raises(ValueError):
        combat.losses("DE")


def test_10_4_3_axis_defence_gets_no_terrain_but_the_river(data):
    assert _col(6, 3, data, attacker="soviet") == "2:1"
    assert _col(6, 3, data, attacker="soviet", river=True) == "1:1"


def test_15_3_frozen_rivers_give_no_shift(data):
    assert _col(6, 3, data, attacker="soviet", river=True, rivers_frozen=True) == "2:1"


def test_10_4_4_river_adds_to_soviet_terrain(data):
    assert _col(8, 2, data, attacker="axis", soviet_terrain=("forest",), river=True) == "2:1"


def test_10_4_5_air_unit_one_column_the_axis_way(data):
    assert _col(4, 2, data, attacker="axis", axis_air=True) == "3:1"
    assert _col(4, 2, data, attacker="soviet", axis_air=True) == "1:1"


def test_4_7_and_11_4b_no_loc_and_out_of_command(data):
    assert _col(4, 2, data, attacker="axis", attacker_no_loc=True) == "1:1"
    assert _col(4, 2, data, attacker="axis", defender_no_loc=True) == "3:1"
    assert _col(4, 2, data, attacker="soviet", soviets_out_of_command=True) == "1:1"
    assert _col(4, 2, data, attacker="axis", soviets_out_of_command=True) == "3:1"


def test_16_2_allies_alone_and_15_4d_snow_but_not_for_finns(data):
    assert _col(4, 2, data, attacker="axis", axis_allies_only=True) == "1:1"
    assert _col(4, 2, data, attacker="axis", axis_allies_only=True, finns_only=True) == "2:1"
    assert _col(4, 2, data, attacker="axis", snow=True) == "1:1"
    assert _col(4, 2, data, attacker="soviet", snow=True) == "3:1"
    assert _col(4, 2, data, attacker="axis", snow=True, finns_only=True) == "2:1"


def test_10_4_8_shifts_add_and_cancel_with_reasons(data):
    sh = combat.shifts(data, combat.CombatFacts(attacker="axis", soviet_terrain=("forest",),
                                                axis_air=True, snow=True))
    assert [s for s, _ in sh] == [-1, 1, -1]
    assert [m.format() for _, m in sh] == ["Soviet defence in forest", "Axis air unit", "snow"]


def test_10_1_no_odds_floor_on_axis_attacks(data):
    assert data.axis_odds_floor is None  # the rulebook states none (issue 45)
    assert combat.axis_attack_allowed(data, 5, 12)  # 1:3
    assert combat.axis_attack_allowed(data, 1, 12)  # 1:12


def test_8_1_9_halvings_multiply_then_round_up_once():
    """The rulebook's example: mud, no LOC and out of command leave a rifle corps of 6
    with 1 MP (6 x 1/8 = 0.75, rounded up)."""
    assert movement.allowance(6, mud=True, no_loc=True, out_of_command=True) == 1
    assert movement.allowance(8, mud=True) == 4
    assert movement.allowance(7, mud=True) == 4
    assert movement.allowance(8, mud=True, axis_in_snow=True) == 2
    assert movement.allowance(6) == 6


def test_8_1_3_and_qa_forest_swamp_mountain_are_ne_to_armour_but_along_roads(data):
    assert movement.enter_cost(data, movement.AXIS_PANZER, "forest") is None
    assert movement.enter_cost(data, movement.AXIS_PANZER, "forest", along_road=True) == 1
    assert movement.enter_cost(data, movement.AXIS_INFANTRY, "forest") == 2
    assert movement.enter_cost(data, movement.SOVIET_TANK, "swamp") is None
    assert movement.enter_cost(data, movement.SOVIET_TANK, "swamp", frozen=True) == 1  # 15.3


def test_8_2_3_strategic_roads_by_grade(data):
    assert movement.strategic_road(data, movement.AXIS_PANZER, 2)
    assert not movement.strategic_road(data, movement.AXIS_INFANTRY, 2)
    assert movement.strategic_road(data, movement.SOVIET_INFANTRY, 1)
    assert not movement.strategic_road(data, movement.SOVIET_TANK, None)
    assert movement.strategic_cost(data) == 0.5


def test_6_1_6_2_16_3_stacking():
    p = stacking.Piece
    assert stacking.stack_ok([p("unit", "soviet"), p("unit", "soviet"), p("leader", "soviet")])
    assert not stacking.stack_ok([p("unit", "soviet")] * 3)
    assert not stacking.stack_ok([p("unit", "soviet"), p("leader", "soviet"), p("leader", "soviet")])
    assert stacking.stack_ok([p("unit", "german"), p("unit", "romanian"), p("supply", "german")])
    assert not stacking.stack_ok([p("unit", "hungarian"), p("unit", "romanian")])


def test_19_4_levels_at_every_band_edge(data):
    got = {vp: victory.level(data, vp) for vp in (95, 94, 85, 84, 75, 74, 70, 69, 60, 59, 50, 49, -3)}
    assert got == {95: "axis_decisive", 94: "axis_strategic", 85: "axis_strategic",
                   84: "axis_tactical", 75: "axis_tactical", 74: "draw", 70: "draw",
                   69: "soviet_tactical", 60: "soviet_tactical", 59: "soviet_strategic",
                   50: "soviet_strategic", 49: "soviet_decisive", -3: "soviet_decisive"}


def test_19_3_points_and_19_1b_sudden_death(data):
    vp = victory.points(data, cities=[5, 5, 5, 15], leader_abilities=[2, 0, 1], failed_orders=2,
                        axis_losses=["panzer", "german_infantry", "allied"])
    assert vp == 30 + 3 - 10 - 10
    assert victory.soviet_sudden_death(-1) and not victory.soviet_sudden_death(0)


def test_5_1_weather_air_and_hitler_rolls(sc):
    wa, ho = sc.table("weather_air"), sc.table("hitler_orders")
    assert weather.roll_weather(wa, 1, 1) == weather.TurnWeather("clear", 4)
    assert weather.roll_weather(wa, 5, 2) == weather.TurnWeather("mud", 1)
    assert weather.roll_order(ho, 1, 3) is None  # 18.1: from turn 2
    assert weather.roll_order(ho, 4, 1) == "typhoon"


def test_15_0_mud_from_axis_move_2_and_spring_when_the_soviets_move_first():
    assert weather.weather_in_phase("mud_late", "axis_move_1") == "clear"
    assert weather.weather_in_phase("mud_late", "axis_combat") == "clear"
    assert weather.weather_in_phase("mud_late", "axis_move_2") == "mud"
    assert weather.weather_in_phase("mud_late", "soviet_move") == "mud"
    assert weather.weather_in_phase("spring", "soviet_move", previous="snow") == "snow"
    assert weather.weather_in_phase("spring", "axis_move_1", previous="snow") == "spring"
