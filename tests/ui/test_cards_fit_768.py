"""The Cards dock at 1,366 x 768 (session 93): Blitzkrieg to Moscow 2's German hand of six
showed the top half of four cards under two scroll bars. The cards now take the strip's
room: where a card at its full size does not fit, it is drawn compact (its name, every use,
its text where it reads whole; the text is in its tooltip), and the usual hand reads whole
without scrolling, in English and in Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder

from .conftest import laptop_window


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_hand_of_six_reads_whole_at_768_rows(qtbot, autosaver, lang):
    with laptop_window(qtbot, autosaver, lang, (290, 360)) as w:
        game, state = PositionBuilder.from_scenario("blitzkrieg_moscow_2").at(
            turn=1, phase="german_logistics").build()
        w.controller.adopt(History(game, state, []), 1)
        for _ in range(3):
            qtbot.wait(5)
        panel = w.cards
        assert not w.docks["cards"].visibleRegion().isEmpty()
        assert len(panel.widgets) == 6
        area = panel.strip_area
        assert (area.verticalScrollBar().maximum(), area.horizontalScrollBar().maximum()) == (0, 0)
        view = area.viewport()
        for card in panel.widgets:
            box = QRect(card.mapTo(view, card.rect().topLeft()), card.size())
            assert view.rect().contains(box), (card.card_id, box, view.rect())
        # a card the strip cannot hold at full size is compact, every use on it
        from qtwargame.ui.card_widget import CARD_H, compact_height

        assert all(compact_height(c.spec) <= c.height() < CARD_H for c in panel.widgets)
