"""Shin Barbarossa 11.2.7 in the play window (rules' revision 1): the Soviet player who
turned a leader that stopped nothing is asked again, on the Decision panel, about the other
leaders near the panzer, and turns one with the mouse; the panzer his turn stops is then
offered the overrun from where it stands, on the same panel, and overruns with a click."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Move
from qtwargame.engine.history import History
from qtwargame.rules.shin_barbarossa import leaders
from tests.rules.shin_barbarossa.reading import position

PATH = ("3603", "3604", "3605", "3606", "3607", "3608", "3609")


def _open(window, lang="en"):
    """Korobkov (``*``) face down on 3805, Zhukov face down on 3806 commanding the corps
    on 3707; the panzer on 3602 sent to 3609, the Soviet player asked on 3603."""
    game, state = position("axis_move_1", {"de_pz41": "3602", "ldr_slot_01": "3805",
                                           "ldr_slot_02": "3806", "su_rc10": "3707"})
    state.secret[leaders.SECRET]["slots"].update(ldr_slot_01="ldr_korobkov", ldr_slot_02="ldr_zhukov")
    if lang == "ja":
        window.set_language("ja")
    window.controller.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    c = window.controller
    assert c.submit(Move("axis", "de_pz41", tuple(game.hex(h) for h in PATH), "normal"))
    QApplication.processEvents()
    window.decision.refresh()
    return c


def _click(window, qtbot, text):
    texts = [b.text() for b in window.decision.buttons]
    assert text in texts, texts
    qtbot.mouseClick(window.decision.buttons[texts.index(text)], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    window.decision.refresh()


def test_11_2_2_11_2_7_after_a_turn_that_stops_nothing_the_window_asks_about_the_other_leader(window, qtbot):
    c = _open(window)
    game = c.game
    name = c.names.unit("de_pz41")
    assert [b.text() for b in window.decision.buttons][:2] == ["Turn the leader in 3805",
                                                               "Turn the leader in 3806"]
    _click(window, qtbot, "Turn the leader in 3805")  # Korobkov: no ability, back to the pool
    assert c.state.pending is not None and c.state.pending.kind == "reaction_turn"
    assert window.decision.prompt.text() == (
        f"Soviet: {name} stands in 3603 on its way to 3609; the leader you turned does not stop "
        "it: turn another?")
    assert [b.text() for b in window.decision.buttons][:2] == ["Turn the leader in 3806",
                                                               "Leave them face down"]
    korobkov, zhukov = c.names.unit("ldr_korobkov"), c.names.unit("ldr_zhukov")
    assert c.render(c.history.log()[-1].text) == (
        f"Turning {korobkov} does not stop {name} in 3603: no new anti-armour ZOC on its way to 3609")
    _click(window, qtbot, "Turn the leader in 3806")  # Zhukov: the corps on 3707 stops it
    assert game.label(c.state.units["de_pz41"].hex) == "3606"
    said = [c.render(e.text) for e in c.history.log()[-2:]]
    assert said == [f"The leader in 3806 is turned: {zhukov}, ability 3",
                    f"{name} stops in 3606, in the anti-armour ZOC that turning {zhukov} gives"]
    # 9.5: the panzer keeps 4 points there; the Axis player overruns the corps with a click
    assert c.state.pending is not None and c.state.pending.kind == "overrun"
    # 9.5: it may overrun or stop; it may not walk on (it did: "Overrun, move on or stop")
    assert window.decision.prompt.text() == f"Axis: Overrun or stop: {name}"
    texts = [b.text().split("\n")[0] for b in window.decision.buttons]
    assert texts == [f"Overrun 3707 with {name}", f"Stop: the move of {name} is over"]
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert any(c.render(e.text).startswith("Combat at 3707: 2:1 on the Axis table")
               for e in c.history.log()[-6:])
    assert c.state.pending is None and "moved" in c.state.units["de_pz41"].flags


def test_11_2_2_the_question_asked_again_and_the_lines_read_in_japanese(window, qtbot):
    c = _open(window, "ja")
    name = c.names.unit("de_pz41")
    korobkov = c.names.unit("ldr_korobkov")
    _click(window, qtbot, "3805の指揮官を表にする")
    # (the panel joins the last words with word joiners, so a line does not break in them)
    assert window.decision.prompt.text().replace("\u2060", "") == (
        f"ソ連軍: {name}が3609へ移動中で、いま3603にいます。経戦面にした指揮官では停止しません："
        "別の指揮官を表にしますか？")
    assert c.render(c.history.log()[-1].text) == (
        f"{korobkov}を経戦面にしても3603の{name}は停止しない：3609までの進路に新たな対装甲ZOCは生じない")
    _click(window, qtbot, "3806の指揮官を表にする")
    zhukov = c.names.unit("ldr_zhukov")
    assert c.render(c.history.log()[-1].text) == (
        f"{name}は3606で停止した（{zhukov}を経戦面にしたことで生じた対装甲ZOC）")
    assert window.decision.prompt.text().replace("\u2060", "") == (
        f"枢軸軍: オーバーランするか、止まるか：{name}")
