"""Other actions… lists each legal action of the phase whole (session 94 by hand, Red
Vengeance's Allied organization phase at 1,366 x 768: "The Allied player restores
Yugoslav 1st Army to full strength with an armor replacement p" cut above a sideways
scroll bar in a chooser 520 pixels wide). The chooser is as wide as its longest line,
within the screen; a line longer than that wraps. Positions are built with
``PositionBuilder`` (the rules tests' ``board``); the chooser is opened by its button."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.rules.red_vengeance.actions import Restore
from qtwargame.ui.action_chooser import ActionChooser
from tests.rules.red_vengeance.test_player_choices import board

from .conftest import laptop_window

#: Two reduced units in supply, the Yugoslav one restored by armor points only (11.41).
PLACED = {"yug_1": ("2920", 1), "sov_48": ("1008", 1), "ger_10": ("0705", 0)}


def _chooser_lines(window, qtbot):
    game, state = board(PLACED, 2, "allied_organization",
                        rp={"allied": {"armor": 2, "infantry": 2}, "axis": {"armor": 0, "infantry": 0}})
    window.controller.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    seen = {}

    def look():
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, ActionChooser)
        items = [dialog.list.item(i) for i in range(dialog.list.count())]
        seen["texts"] = [it.text() for it in items]
        seen["sideways"] = dialog.list.horizontalScrollBar().isVisible()
        metrics = dialog.list.fontMetrics()
        # every line is shown whole: as wide as its text, or wrapped onto more lines
        seen["cut"] = [it.text() for it in items
                       if dialog.list.visualItemRect(it).width() < metrics.horizontalAdvance(it.text())
                       and dialog.list.visualItemRect(it).height() < 2 * metrics.height()]
        seen["width"] = dialog.width()
        dialog.reject()

    QTimer.singleShot(0, look)
    qtbot.mouseClick(window.phase_bar.other, Qt.MouseButton.LeftButton)
    assert isinstance(window.controller.legal().unknown()[0], Restore)
    return seen


def test_10_1_every_restore_reads_whole_in_other_actions(qtbot, autosaver):
    with laptop_window(qtbot, autosaver) as window:
        seen = _chooser_lines(window, qtbot)
        assert "The Allied player restores Yugoslav 1st Army to full strength with an armor " \
               "replacement point" in seen["texts"]
        assert seen["cut"] == [] and not seen["sideways"]
        assert 520 < seen["width"] <= window.screen().availableGeometry().width()


def test_10_13_every_restore_reads_whole_in_japanese_with_the_rules_word_for_armour(qtbot, autosaver):
    with laptop_window(qtbot, autosaver, lang="ja") as window:
        seen = _chooser_lines(window, qtbot)
        # the rules' own word for armour points, 機甲 as the Status panel's 「機甲2、歩兵2」
        # (they read 装甲補充ポイント)
        assert seen["texts"] == ["連合国軍は歩兵補充ポイントで第48軍を完全戦力に戻す",
                                 "連合国軍は機甲補充ポイントで第48軍を完全戦力に戻す",
                                 "連合国軍は機甲補充ポイントでユーゴスラビア第1軍を完全戦力に戻す"]
        assert seen["cut"] == [] and not seen["sideways"]
