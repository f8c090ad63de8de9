"""15.0, 15.2 *1, 15.5 *3 with 5.1.3: the start phase, where the supply centers move, comes
before the Axis first movement phase. Mud*1 begins with Axis move 2 and Spring*3 with
Axis move 1, so neither is the weather of the start phase: under Mud*1 it is clear (a
supply center moves its full 8), under Spring*3 it is the weather of the turn before.

Dice: turn 4, die 5 is Mud*1 (``mud_late``); turn 10, die 4 is Spring*3. Minsk is 1421.
"""

from __future__ import annotations

from qtwargame.rules.shin_barbarossa import holds
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import position


def supply_center_moves(game, state):
    f = Facts(game, state)
    return sorted((m.mode, game.label(m.to)) for m in holds.supply_center_moves(game, state, f, "sc_c"))


def next_turn(turn: int, weather: str, die: int):
    """The start phase of ``turn`` + 1 after the end phase of ``turn`` in ``weather``, the
    weather die ``die`` (and 1 for Hitler's order)."""
    game, state = position("end", {"sc_c": "1421"}, turn=turn, weather=weather, dice=(die, 1),
                           control={"1421": "axis"})
    state, _ = game.apply(state, game.legal_actions(state)[0])
    assert (state.turn, state.phase) == (turn + 1, "start")
    return game, state


def test_15_2_star_1_5_1_3_the_start_phase_is_clear_before_mud_from_axis_move_2():
    game, state = next_turn(3, "clear", 5)
    assert state.data["rolled_weather"] == "mud_late"
    assert state.weather == "clear"
    game, clear = position("start", {"sc_c": "1421"}, turn=4, weather="clear", control={"1421": "axis"})
    game, mud = position("start", {"sc_c": "1421"}, turn=4, weather="mud", control={"1421": "axis"})
    got = supply_center_moves(game, state)
    assert got == supply_center_moves(game, clear)
    assert len(got) == 46 and len(supply_center_moves(game, mud)) == 15
    assert ("normal", "1917") in got  # Vitebsk: beyond 4 points, within 8


def test_15_5_star_3_the_start_phase_keeps_the_weather_before_spring():
    game, state = next_turn(9, "snow", 4)
    assert state.data["rolled_weather"] == "spring"
    assert state.weather == "snow"
