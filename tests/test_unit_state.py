"""``UnitState.at``: the hex of a unit the rules know is on the map, typed as a hex (the rules
read it where they have checked the status, so the type checker need not be told twice)."""

import pytest

from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ELIMINATED, ON_MAP, POOL, UnitState


def test_at_is_the_hex_of_a_unit_on_the_map():
    assert UnitState(Hex(3, -1), 1, ON_MAP).at == Hex(3, -1)


@pytest.mark.parametrize("status", [POOL, ELIMINATED])
def test_at_of_a_unit_with_no_hex_is_an_error_naming_its_status(status):
    with pytest.raises(ValueError, match=f"a unit with status '{status}' has no hex"):
        _ = UnitState(None, 0, status).at
