"""Opening a new game at once (issue 48, item 5): the game the scenario's check started is
the one a new game of that scenario plays on, not a second one built again."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

import qtwargame.ui  # noqa: F401  (keeps None alive under PySide6 6.12 on Python 3.11)
from qtwargame.engine.game import Game
from qtwargame.scenario import setup_checks
from qtwargame.scenario.catalog import load
from qtwargame.ui.controller import GameController


def _first_actions(game: Game, seed: int, n: int) -> list[str]:
    """The state hash after each of ``n`` steps taking the first legal action."""
    state, _ = game.new_state(seed)
    hashes = [game.hash(state)]
    for _ in range(n):
        state, _ = game.apply(state, game.legal_actions(state)[0])
        hashes.append(game.hash(state))
    return hashes


def test_new_game_plays_on_the_game_its_scenario_check_started():
    sc = load("blitzkrieg_moscow_2")
    checked = setup_checks._checked
    assert checked is not None and checked[0] is sc
    c = GameController()
    c.new_game(sc, {"free_setup": False}, seed=7)  # every option its default
    assert c.game is checked[1]
    fresh = Game(sc)
    assert c.game.hash(c.history.initial) == fresh.hash(fresh.new_state(7)[0])
    # the check's game plays as a new one: the same states, step by step
    assert _first_actions(c.game, 11, 12) == _first_actions(fresh, 11, 12)
    c.new_game(sc, {}, seed=7)  # given once: the next game is built anew
    assert c.game is not checked[1]


def test_new_game_with_an_option_the_check_did_not_choose_builds_its_own():
    sc = load("blitzkrieg_moscow_2")
    checked = setup_checks._checked[1]
    c = GameController()
    c.new_game(sc, {"free_setup": True}, seed=7)
    assert c.game is not checked
    assert c.game.options["free_setup"] is True
    assert checked.options["free_setup"] is False
    with pytest.raises(KeyError):  # an unknown option is refused as before
        c.new_game(sc, {"no_such_rule": True}, seed=7)


def test_a_scenario_read_again_never_plays_on_an_earlier_check():
    first = load("blitzkrieg_moscow_2")
    second = load("blitzkrieg_moscow_2")
    assert setup_checks.take_checked_game(first) is None  # only the last check's scenario
    game = setup_checks.take_checked_game(second)
    assert game is not None and game.scenario is second
    assert setup_checks.take_checked_game(second) is None


def test_a_counter_shown_again_in_a_list_is_not_drawn_again(qapp, monkeypatch):
    from qtwargame.ui import counter_painter
    from qtwargame.ui.counter_painter import CounterLook, counter_pixmap

    drawn = []
    paint = counter_painter.paint_counter
    monkeypatch.setattr(counter_painter, "paint_counter",
                        lambda p, r, look: (drawn.append(look), paint(p, r, look)))
    look = CounterLook("u1", "infantry", "infantry", "#c0c0a1", "#000000", 0, 2, "4-4", "12")
    first = counter_pixmap(look, 37, 1.0).toImage()
    again = counter_pixmap(look, 37, 1.0).toImage()
    other = counter_pixmap(CounterLook("u2", "infantry", "infantry", "#c0c0a1", "#000000", 1, 2, "2-4", "12"),
                           37, 1.0).toImage()
    assert [d.unit for d in drawn] == ["u1", "u2"]  # each look once, however often shown
    assert again == first and other != first
    assert first.width() == 37
