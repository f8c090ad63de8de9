"""Blitzkrieg to Moscow 2, 6.1: while the hand is chosen, the phase bar, its line of what
stops the phase, End Phase's refusal and the Decision panel's guide say what is left to do,
counted from the cards picked in the Cards panel and not yet confirmed (session 97 by hand:
"Choose 5 cards of your 6 first" stood with the five picked), in English and Japanese."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame.engine import savegame
from qtwargame.engine.history import History

from .test_no_ids import GOLDEN

LEFT = Qt.MouseButton.LeftButton


def _german_hand_of_turn_2(window):
    """The German logistics phase of turn 2 of a golden game: 5 of the 6 cards to keep."""
    saved = savegame.read(GOLDEN / "blitzkrieg_moscow_2-7.qtwsave")
    whole = savegame.replay(saved)
    part = History(whole.game, whole.initial, list(whole.initial_entries))
    part.steps = whole.steps[:92]
    part._pin_last()
    c = window.controller
    c.adopt(part, saved.seed)
    QApplication.processEvents()
    assert (c.state.turn, c.state.phase, c.state.pending) == (2, "german_logistics", None)
    assert len(c.state.hands["german"]) == 6
    return c


def _pick(window, qtbot, card):
    qtbot.mouseClick(window.cards.cards[card], LEFT)
    QApplication.processEvents()


def _words(window):
    bar = window.phase_bar
    return bar.hint.toolTip(), bar.blocker_texts()


def test_6_1_btm2_the_words_count_the_cards_picked_and_not_yet_confirmed(window, qtbot):
    c = _german_hand_of_turn_2(window)
    hand = list(window.cards.cards)
    rules_reason = "Choose 5 cards of your 6 first (6.1): click them in the Cards panel"
    assert _words(window) == (
        "Choose 5 cards to keep: click them in the Cards panel, then click Confirm selection.",
        [rules_reason])
    assert not window.cards.confirm.isEnabled()
    for card in hand[:3]:
        _pick(window, qtbot, card)
    assert _words(window) == (
        "3 of 5 cards chosen: click 2 more cards in the Cards panel, then click Confirm "
        "selection.",
        ["Choose 2 more cards in the Cards panel, then click Confirm selection"])
    assert not window.cards.confirm.isEnabled()
    _pick(window, qtbot, hand[3])
    assert _words(window) == (
        "4 of 5 cards chosen: click 1 more card in the Cards panel, then click Confirm "
        "selection.",
        ["Choose 1 more card in the Cards panel, then click Confirm selection"])
    _pick(window, qtbot, hand[4])
    five = ("5 cards chosen: click Confirm selection, or click a card again to put it back.",
            ["Confirm the 5 chosen cards first: click Confirm selection in the Cards panel"])
    assert _words(window) == five
    # the Decision panel's guide, with nothing asked, says the same whole
    guide = window.decision.guide_text()
    assert five[0] in guide and f"<li>{five[1][0]}</li>" in guide
    assert window.phase_bar.end.toolTip() == (
        "The phase cannot end yet:\n• Confirm the 5 chosen cards first: click Confirm "
        "selection in the Cards panel")
    assert window.cards.confirm.isEnabled()
    _pick(window, qtbot, hand[5])
    assert _words(window) == (
        "6 cards chosen, but only 5 are kept: click a chosen card to put it back (1 too many).",
        ["Put back 1 chosen card first: only 5 cards are kept"])
    assert not window.cards.confirm.isEnabled()
    _pick(window, qtbot, hand[0])  # put back
    assert _words(window) == five
    # Nothing is given to the rules until Confirm: the hand is still the six offered.
    assert len(c.state.hands["german"]) == 6 and c.state.data["selecting"]
    qtbot.mouseClick(window.cards.confirm, LEFT)
    QApplication.processEvents()
    assert c.state.hands["german"] == tuple(hand[1:])
    assert not window.phase_bar.hint.toolTip().startswith(("5 cards", "Choose"))
    assert not any("Confirm" in b for b in window.phase_bar.blocker_texts())


def test_6_1_btm2_end_phase_with_the_five_picked_says_to_confirm_them(window, qtbot):
    _german_hand_of_turn_2(window)
    for card in list(window.cards.cards)[:5]:
        _pick(window, qtbot, card)
    qtbot.mouseClick(window.phase_bar.end, LEFT)
    box = window.error_box
    assert box is not None and box.isVisible()
    assert box.icon() == QMessageBox.Icon.Warning
    assert box.informativeText() == (
        "• Confirm the 5 chosen cards first: click Confirm selection in the Cards panel")
    box.close()


def test_6_1_btm2_the_count_is_said_in_japanese(window, qtbot):
    from qtwargame.i18n import translator

    c = _german_hand_of_turn_2(window)
    translator.install("ja", QApplication.instance())
    c.set_language("ja")
    try:
        hand = list(window.cards.cards)
        for card in hand[:3]:
            _pick(window, qtbot, card)
        assert _words(window) == (
            "5枚中3枚を選びました。「カード」パネルであと2枚クリックし、「選択を確定」を押してください。",
            ["「カード」パネルであと2枚選び、「選択を確定」を押してください"])
        for card in hand[3:5]:
            _pick(window, qtbot, card)
        assert _words(window) == (
            "5枚を選びました。「選択を確定」を押してください。選んだカードをクリックすると戻せます。",
            ["先に選んだ5枚を確定してください。「カード」パネルの「選択を確定」を押します"])
    finally:
        translator.install("en", QApplication.instance())
        c.set_language("en")
