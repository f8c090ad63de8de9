"""The log's dice wrap in their column, die by die, and the row is as tall as they need
(session 92 by hand at 1,366 x 768: a combat's dice read "⚃4 ⚀1 …", cut to the column's
64 pixels, the rest in the tooltip only)."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from .test_no_ids import GOLDEN


def test_a_combat_s_dice_are_shown_whole(window):
    assert window.open_path(GOLDEN / "defiant_russia-7-at-losses.qtwsave")
    QApplication.processEvents()
    tree = window.log.tree
    items = [tree.topLevelItem(i) for i in range(tree.topLevelItemCount())]
    item = max(items, key=lambda it: len(it.text(2)))
    dice = item.text(2)
    assert dice.count(" ") >= 6, dice  # a bucket of dice
    tree.scrollToItem(item)
    QApplication.processEvents()
    rect = tree.visualItemRect(item)
    width = tree.columnWidth(2)
    assert 64 <= width < tree.columnWidth(1)  # a quarter of the log, the event the rest
    metrics = QFontMetrics(item.font(2))
    # the dice laid out as the cell lays them out (its text margins a few pixels a side)
    needed = metrics.boundingRect(QRect(0, 0, width - 8, 1 << 16),
                                  int(Qt.TextFlag.TextWordWrap), dice).height()
    assert needed > 2 * metrics.height()  # more than two lines of dice: no room before
    assert rect.height() >= needed, (rect.height(), needed, dice)
