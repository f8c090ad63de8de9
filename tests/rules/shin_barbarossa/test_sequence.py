"""The turn sequence (5.0-5.5) and when leaders may be turned (11.2.2, 11.2.3)."""

from qtwargame.rules.shin_barbarossa import sequence


def test_5_0_axis_first_through_turn_6():
    assert sequence.turn_order(1) == ["start", "axis_move_1", "axis_combat", "axis_move_2", "soviet_move",
                                      "soviet_withdrawal", "soviet_combat", "soviet_reinforcement",
                                      "axis_reinforcement", "end"]
    assert sequence.turn_order(6)[1] == "axis_move_1"


def test_5_5_soviets_first_from_turn_7_and_no_reinforcements_on_the_last_turn():
    assert sequence.turn_order(7)[1:7] == ["soviet_move", "soviet_withdrawal", "soviet_combat",
                                           "axis_move_1", "axis_combat", "axis_move_2"]
    assert sequence.turn_order(10) == ["start", "soviet_move", "soviet_withdrawal", "soviet_combat",
                                       "axis_move_1", "axis_combat", "axis_move_2", "end"]


def test_11_2_3_no_turning_leaders_in_the_start_or_reinforcement_phases():
    assert sequence.leader_turning_allowed("axis_move_2")
    assert sequence.leader_turning_allowed("soviet_combat")
    assert not sequence.leader_turning_allowed("start")
    assert not sequence.leader_turning_allowed("soviet_reinforcement")
