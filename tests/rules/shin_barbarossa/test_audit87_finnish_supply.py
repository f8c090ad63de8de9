"""15.4c with 15.4 (last line) and 16.5.4: snow halves the Axis supply range, but not for
the Finns: b, c and d of 15.4 do not apply to them. A Finnish unit is in supply in snow
where any Axis unit is in clear weather (8 points), a German one beside it only within 4.

Places: 1009 and 1010 (clear), within 8 points of an Axis source but not within 4.
"""

from __future__ import annotations

import pytest

from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import position

UNITS = {"fi_2": "1009", "de_ak1": "1010"}


@pytest.mark.parametrize("weather", ["clear", "snow", "mud"])
def test_15_4c_16_5_4_snow_does_not_halve_the_finns_supply_range(weather):
    game, state = position("axis_move_1", UNITS, turn=8, weather=weather, finns_released=True)
    f = Facts(game, state)
    assert f.in_loc("axis", f.pos_id["fi_2"]) and f.in_loc("axis", f.pos_id["de_ak1"])
    german = weather == "clear"  # 15.2b, 15.4c: halved in mud and in snow
    finn = weather != "mud"  # 15.4: not in snow for the Finns; mud halves it for all
    assert (f.has_loc("fi_2"), f.has_loc("de_ak1")) == (finn, german)
