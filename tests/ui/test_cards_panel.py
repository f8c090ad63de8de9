"""The Cards panel shows exactly the hand it names (issue 48, item 6): hidden cards share
one id, and every one of their widgets goes at each refresh."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.view import HIDDEN_CARD
from qtwargame.ui.card_widget import CardWidget

from .test_no_ids import GOLDEN


def _shown(window):
    return [w for w in window.cards.strip.findChildren(CardWidget) if not w.isHidden()]


def test_hidden_cards_leave_no_stray_backs_behind(window, qtbot):
    assert window.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-defence.qtwsave")
    c = window.controller
    c.viewer = "soviet"  # one person plays the Soviets: the German hand is face down
    c.stateChanged.emit(c.state)
    assert c.state.to_act == "soviet" and c.state.pending.kind == "defence"
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    kinds = []
    while c.state.to_act == "german" and c.state.pending is not None:
        # Each German answer redraws the German hand, face down: six backs, no more.
        kinds.append(c.state.pending.kind)
        assert c.view().hands["german"] == (HIDDEN_CARD,) * 6
        assert len(_shown(window)) == 6
        assert window.cards.title.text().startswith("German: 6 cards in hand, ")
        # The German's answers are not the Soviet player's to read (issue 46): the German
        # answers as its player would, outside the Decision panel.
        assert window.decision.buttons == []
        assert c.submit(c.legal().actions[-1])
        QApplication.processEvents()
    assert kinds == ["combat_card", "reroll"]
    assert c.state.to_act == "soviet" and c.state.pending.kind == "retreat"
    assert _shown(window) == []
