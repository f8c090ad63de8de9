"""3.2b with 10.7.1: a combat unit that advances two hexes passes the vacated hex, and a
city or town there is its side's like any other it passes (session 89, by hand: only the
end of the advance was noted, so an advance through a vacated Soviet town to the hex
beyond left the town Soviet). Place: Bălți 1438 (a town, Soviet at the start), the clear
1437 beside it."""

from __future__ import annotations

from qtwargame.engine.actions import Advance, Attack, Choose, Opt
from qtwargame.engine.state import ELIMINATED
from tests.rules.shin_barbarossa.reading import position
from tests.rules.shin_barbarossa.test_reading_10_combat import roll


def _won(dice=(1,)):
    # A panzer corps (12) against a reduced rifle corps (2) in the town: die 1, 0/4, the
    # defender eliminated: the panzer may advance into the town and one hex beyond.
    game, state = position("axis_combat", {"de_pz41": "1437", "su_rc10": ("1438", 1)}, dice=dice)
    state = roll(game, state, Attack("axis", ("de_pz41",), game.hex("1438")))
    assert state.units["su_rc10"].status == ELIMINATED
    assert state.pending is not None and state.pending.kind == "advance"
    return game, state


def test_3_2b_10_7_1_an_advance_through_a_vacated_town_takes_it():
    game, state = _won()
    assert game.board.cities[game.hex("1438")].id == "balti"
    state, _ = game.apply(state, Advance("axis", "de_pz41", game.hex("1539")))
    assert game.label(state.units["de_pz41"].hex) == "1539"
    assert state.data["passed"] == {"1438": "axis"}


def test_3_2b_an_advance_into_the_town_itself_takes_it_and_one_that_stops_takes_nothing():
    game, state = _won()
    into, _ = game.apply(state, Advance("axis", "de_pz41", game.hex("1438")))
    assert into.data["passed"] == {"1438": "axis"}
    stop, _ = game.apply(state, Choose("axis", Opt.STOP))
    assert stop.data.get("passed", {}) == {}
