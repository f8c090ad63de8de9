"""Q&A (8.2, 13.2): strategic movement, and a supply center's move, may enter a city or
town the enemy controls (rail movement may not, 8.3.4). The supply center's half of the
answer is ``test_13_2_qa_supply_centers_move_strategically_and_end_in_any_city_or_town``.

Places: Serpukhov (3217, a town, Soviet-held), three hexes from the clear 3415.
"""

from __future__ import annotations

from tests.rules.shin_barbarossa.reading import ends, position


def test_qa_8_2_a_strategic_move_may_enter_a_town_the_enemy_controls():
    game, state = position("axis_move_1", {"de_ak1": "3415"})
    assert state.control.get(game.hex("3217")) == "soviet"
    assert "3217" in ends(game, state, "de_ak1", "strategic")
