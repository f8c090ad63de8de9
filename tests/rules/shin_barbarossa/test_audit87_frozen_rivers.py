"""15.3, 15.4a with 7.1.6c: frozen ground and snow take away the rivers' effects. The
river's exception to "nobody leaves an enemy ZOC" (7.1.6c: a unit next to the enemy only
across a river may leave) is one of them, as the river's column (10.4.4) and the river's
exception to the Soviet duty to attack (10.2.1a, which says so) are.

Places: 3118 and 3119 meet across a river.
"""

from __future__ import annotations

import pytest

from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import ends, moves_of, position

UNITS = {"su_rc10": "3118", "ldr_konev": "3118", "de_ak1": "3119"}


def test_7_1_6c_in_clear_weather_the_river_lets_the_unit_leave():
    game, state = position("soviet_move", UNITS)
    assert game.board.features(game.hex("3118"), game.hex("3119")) == {"river"}
    assert "3117" in ends(game, state, "su_rc10", "normal")


@pytest.mark.parametrize("weather", ["frozen", "snow"])
def test_15_3_15_4a_7_1_6c_a_frozen_river_does_not_let_a_unit_leave_enemy_zoc(weather):
    game, state = position("soviet_move", UNITS, weather=weather)
    f = Facts(game, state)
    assert game.hex("3118") in f.zoc["axis"]
    assert f.river_zoc_only["axis"] == set()
    assert moves_of(game, state, "su_rc10") == []
