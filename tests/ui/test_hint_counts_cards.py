"""The phase bar never says there is nothing left to do while a card can still be played
(session 92 by hand, Blitzkrieg to Moscow 2 in Japanese: 「このフェイズで攻撃できるユニットは
もうありません」 in the breakthrough phase with two tank action cards in hand, after a tank
action's attack; 「このフェイズですることはありません」 in a logistics phase holding a rail
card that no unit could use, 6.3.1)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack
from qtwargame.engine.history import History
from tests.conftest import SCENARIOS
from tests.ui import golden_loads

GOLDEN = SCENARIOS.parent / "tests" / "data" / "golden"


def cut(window, name: str, k: int) -> None:
    """The window on the golden game ``name`` after its first ``k`` actions."""
    import dataclasses

    with pytest.MonkeyPatch.context() as mp:
        golden_loads.install(mp)
        whole, saved = golden_loads.load(GOLDEN / name)
    history = History(whole.game, whole.initial, list(whole.initial_entries))
    history.steps = whole.steps[:k]
    history._pin_last()
    saved = dataclasses.replace(saved, actions=saved.actions[:k], final_hash=None, turn=None,
                                phase=None)
    window.controller.adopt_saved(history, saved, None)
    QApplication.processEvents()


def click_card(window, qtbot, card: str) -> None:
    widget = window.cards.cards[card]
    qtbot.mouseClick(widget, Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def test_a_breakthrough_attack_with_tank_action_cards_left_says_a_card_can_be_played(window, qtbot):
    cut(window, "blitzkrieg_moscow_2-7.qtwsave", 46)
    c = window.controller
    assert c.state.phase == "german_breakthrough"
    assert [a.use for a in c.legal().cards["g_repl2"]] == ["tank_action"]
    click_card(window, qtbot, "g_repl2")  # a tank action (12.0)
    assert c.state.pending is not None and c.state.pending.kind == "tank_action"
    attack = next(a for a in c.legal().actions if isinstance(a, Attack))
    c.submit(attack)
    while c.state.pending is not None:  # the shift and reroll windows, the retreat, the advance
        c.submit(c.legal().actions[0])
    QApplication.processEvents()
    assert sorted(c.legal().cards) == ["g_blitz", "g_repl1"]
    assert window.phase_bar.hint.toolTip() == (
        "No unit can attack now, but a card can still be played: click it in the Cards panel, "
        "or end the phase.")


def test_a_hand_no_card_of_which_can_be_played_is_named(window):
    # turn 2's German logistics: Air Support (a rail icon) and Blitzkrieg in hand, no German
    # unit in the rear area or a supplied city (6.3.1)
    cut(window, "blitzkrieg_moscow_2-7.qtwsave", 100)
    c = window.controller
    assert (c.state.turn, c.state.phase) == (2, "german_logistics")
    assert c.state.hands["german"] == ("g_air1", "g_blitz")
    assert window.phase_bar.hint.toolTip() == (
        "Nothing to do in this phase: no card in your hand can be played now. Click End Phase.")


def test_moves_and_cards_both_open_say_both(window):
    # turn 1's Soviet logistics: the free rail move (6.3) and the Stavka Reserve card
    cut(window, "blitzkrieg_moscow_2-7.qtwsave", 53)
    c = window.controller
    legal = c.legal()
    assert legal.moves and list(legal.cards) == ["s_stavka"]
    hint = window.phase_bar.hint.toolTip()
    assert hint.startswith("Drag an outlined unit to move it")
    assert hint.endswith(" A card in the Cards panel can be played now too.")
