"""The Combat panel's first line over a combat that still asks something says so, not "No
attack prepared" (session 95 by hand: Blitzkrieg to Moscow 2's save opened at the advance
question read 「攻撃は準備されていません…」 over the combat it showed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import laptop_window
from tests.ui.test_decisions import GOLDEN

AT_ADVANCE = GOLDEN / "blitzkrieg_moscow_2-7-at-advance.qtwsave"


@pytest.mark.parametrize("lang, under_way, idle", [
    ("en", "Combat under way (below): it waits for the choice named in its last line.",
     "No attack prepared. In a combat phase, click your units, then an enemy hex."),
    ("ja", "戦闘中です（下記）：最後の行に示された選択を待っています。",
     "攻撃は準備されていません。戦闘フェイズに自軍ユニット、次に敵ヘクスをクリックしてください。"),
], ids=["en", "ja"])
def test_a_combat_waiting_on_the_advance_is_said_to_be_under_way_until_it_is_answered(
        qtbot, autosaver, lang, under_way, idle):
    with laptop_window(qtbot, autosaver, lang) as window:
        assert window.open_path(AT_ADVANCE)
        QApplication.processEvents()
        c = window.controller
        assert c.state.pending is not None and c.state.pending.kind == "advance"
        assert window.combat.summary.text() == under_way
        window.docks["decision"].raise_()
        QApplication.processEvents()
        qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        assert c.state.pending is None
        assert window.combat.summary.text() == idle
