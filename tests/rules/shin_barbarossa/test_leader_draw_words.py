"""2.1.3, 5.4.1d, 11.1.4: the secret draws of the Soviet leaders read as what happened, in
a player's words, and show neither side who was drawn (session 90: a bare "Dice rolled for:
leader draw." with "(dice: [])"). Nobody may see a face-down leader until the Soviet
player turns it on the map, the Soviet player no more than the Axis (11.1.2, 11.1.4), so
both sides and an observer read the same line."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Choose
from qtwargame.engine.game import Game
from qtwargame.engine.view import log_for
from qtwargame.logtext import PlainNames, log_lines
from qtwargame.rules.shin_barbarossa import leaders
from qtwargame.rules.shin_barbarossa.leaders import PLACE_LEADER, WITHDRAW
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa.test_ruleset import SCENARIO, to_phase

VIEWERS = ["axis", "soviet", None]


@pytest.fixture(scope="module")
def game():
    return Game(load_scenario(SCENARIO))


def _leader_names(game, names):
    return [names.name(u) for u in leaders.identities(game)]


def _read(game, entries, side):
    names = PlainNames(game)
    return log_lines(log_for(entries, side), names.render, names.phase_title)


def test_2_1_3_11_1_4_the_setup_deal_says_the_leaders_are_dealt_unseen(game):
    _, entries = game.new_state(5)
    names = PlainNames(game)
    for side in VIEWERS:
        lines = _read(game, entries, side)
        deal = [ln for ln in lines if "leader" in ln]
        assert deal == [
            "  The Soviet setup leaders are shuffled and dealt face down, one with each army the "
            "setup names: neither player knows who is where until a leader is turned  "
            "[rule 2.1.3, 11.1.4]"], side
        assert not [ln for ln in lines if "Dice rolled" in ln or "[]" in ln]
        assert not [n for n in _leader_names(game, names) if any(n in ln for ln in lines)]
    (dealt,) = [e for e in entries if "dealt face down" in e.text.text]
    assert len(dealt.rolls) == 12 and all(r.secret for r in dealt.rolls)
    assert all(r.shown == () for e in log_for(entries, "soviet") for r in e.rolls if r.secret)


def test_5_4_1_11_1_4_a_leader_placed_from_the_pool_is_drawn_unseen_by_either_side(game):
    start, _ = game.new_state(5)
    state = to_phase(game, start, "soviet_withdrawal")
    withdraw = next(a for a in game.legal_actions(state)
                    if isinstance(a, Choose) and a.option == WITHDRAW)
    state, _ = game.apply(state, withdraw)  # a leader in the pool to place
    state = state.copy()
    state.phase = "soviet_reinforcement"
    place = next(a for a in game.legal_actions(state)
                 if isinstance(a, Choose) and a.option == PLACE_LEADER and a.hexes[0] == game.hex("2024"))
    after, entries = game.apply(state, place)
    names = PlainNames(game)
    for side in VIEWERS:
        lines = _read(game, entries, side)
        assert lines[1:] == [
            "  The Soviet player places a leader from the pool in Gomel (2024)",
            "  The leader placed in Gomel (2024) is drawn unseen from the pool and stays face "
            "down: neither player knows who it is until it is turned  [rule 5.4.1, 11.1.4]"], side
        assert not [n for n in _leader_names(game, names) if any(n in ln for ln in lines)]
    (drawn,) = [e for e in entries if e.rolls]
    assert drawn.text.text.startswith("The leader placed in {city} is drawn unseen")
    assert [r.shown for r in log_for([drawn], "soviet")[0].rolls] == [()]
    slot = next(u for u in leaders.slots(game) if after.units[u].hex == game.hex("2024"))
    assert leaders.carried(after, slot) is not None  # the rules know; the log does not say
