"""New Game says which computer level to start with: the default one, the Planner, is
marked recommended in both languages (session 92 by hand: the four levels were listed
alike, and nothing told the default from the others)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ai import DEFAULT_LEVEL
from qtwargame.i18n import translator
from qtwargame.ui.new_game_dialog import NewGameDialog


def _items(combo) -> list[str]:
    return [combo.itemText(i) for i in range(combo.count())]


def test_the_default_level_is_marked_recommended(qtbot):
    d = NewGameDialog("en", preselect="blitzkrieg_moscow_2")
    qtbot.addWidget(d)
    combo = d.player_widgets["soviet"]
    assert _items(combo) == ["Human (at this screen)", "Computer: Random", "Computer: Greedy",
                             "Computer: Planner (recommended)", "Computer: Strong planner"]
    assert combo.itemData(3) == DEFAULT_LEVEL
    # chosen by the keyboard as a person would: the recommended level reaches the game
    combo.setFocus()
    combo.setCurrentIndex(0)
    for _ in range(3):
        qtbot.keyClick(combo, Qt.Key.Key_Down)
    QApplication.processEvents()
    assert combo.currentData() == DEFAULT_LEVEL


def test_the_japanese_dialog_marks_it_too(qtbot):
    translator.install("ja")
    try:
        d = NewGameDialog("ja", preselect="blitzkrieg_moscow_2")
        qtbot.addWidget(d)
        # (full-width brackets throughout: session 94 read 「人間(この画面で操作)」 above
        # 「コンピュータ：プランナー（推奨）」)
        assert _items(d.player_widgets["german"]) == [
            "人間（この画面で操作）", "コンピュータ：ランダム", "コンピュータ：貪欲",
            "コンピュータ：プランナー（推奨）", "コンピュータ：強いプランナー"]
    finally:
        translator.install("en")
