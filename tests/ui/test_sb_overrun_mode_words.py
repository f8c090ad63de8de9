"""Shin Barbarossa's overrun mode reads in the player's words on the counter's menu and in
the status bar (9.0). Session 96, hot-seat in Japanese by hand: right-clicking a panzer
offered 「移動(通常)」「移動(overrun)」, the mode's id among translated words,
because "overrun" was no rules word (``terms.TERMS``) and went through as it was."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from tests.rules.shin_barbarossa.test_ruleset import clear, put
from tests.ui.sb_twins import to_phase, twins

from .conftest import unit_point


def _menu(window, pos: QPoint) -> list[str]:
    seen: list[list[str]] = []
    window.view.exec_menu = lambda menu, at: (seen.append([a.text() for a in menu.actions()]), None)[1]
    vp = window.view.viewport()
    QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos, vp.mapToGlobal(pos)))
    del window.view.exec_menu
    return seen[-1] if seen else []


@pytest.mark.parametrize(("lang", "menu", "status"), [
    ("ja", ["移動(通常)", "移動(オーバーラン)"], "{unit}: 移動先1ヘクス(オーバーラン移動)"),
    ("en", ["Move (normal)", "Move (overrun)"], "{unit}: 1 destination (overrun movement)"),
])
def test_9_0_the_overrun_mode_reads_in_the_player_s_words_on_the_menu_and_the_status_bar(
        window, lang, menu, status):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "axis_move_1").copy()
    clear(state, game)
    put(game, state, "de_pz41", "1010")
    put(game, state, "su_rc10", "1011", 1)
    state.data["air"] = 0
    window.set_language(lang)
    c = window.controller
    c.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    window.view.centerOn(window.scene.counters["de_pz41"])
    QApplication.processEvents()
    said: list[str] = []
    window.view.statusMessage.connect(said.append)
    assert _menu(window, unit_point(window, "de_pz41")) == menu
    assert window.view.tool.pick("de_pz41", "overrun")
    assert said[-1] == status.format(unit=c.names.unit("de_pz41"))
