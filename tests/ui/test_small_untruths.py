"""Small untruths (issue 48, item 10): the header while the computer plays and at the end,
the log export's folder, fanned stacks that stay on their hex."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from qtwargame import userfiles
from qtwargame.engine.state import Result
from tests.ui import bundled

from .conftest import place_everything, start


def test_while_the_computer_plays_the_header_says_so_and_end_phase_is_off(window, river):
    c = start(window, river, seed=2)
    place_everything(c)
    side = c.state.to_act
    window.computer.set_paused(True)  # the computer's turn, but it does not move here
    window.computer.set_sides({s: ("greedy" if s == side else "human") for s in c.game.sides})
    QApplication.processEvents()
    bar = window.phase_bar
    name = c.names.side(side)
    assert bar.side.text() == f"Computer plays {name}"
    whole = f"The computer is playing the {name} side: its moves appear on the board and in the log."
    # the header shows it whole or cut at a word with "…" (the window's width), the
    # tooltip always whole
    assert bar.hint.toolTip() == whole
    assert bar.hint.text() == whole or whole.startswith(bar.hint.text().removesuffix("…"))
    assert not bar.end.isEnabled()
    window.computer.stop()


def _blue_holds_the_bridge(window, river):
    """River Crossing set up, then over: Blue has won (the state given the result), open
    in the window as a finished game is."""
    from qtwargame.engine.history import History
    from qtwargame.engine.text import Msg

    c = start(window, river, seed=2)
    place_everything(c)
    state = c.state.copy()
    state.result = Result("blue", "decisive", Msg("engine", "Blue holds the bridge", {}))
    c.adopt(History(c.game, state, []), 2)
    QApplication.processEvents()
    return c, state


def test_at_the_end_nobody_is_to_act(window, river):
    _blue_holds_the_bridge(window, river)
    bar = window.phase_bar
    assert bar.side.text() == "Game over"
    # the result, not the last phase (session 85: the bar still read the Soviet
    # exploitation combat's stacking check after a whole Defiant Russia game)
    assert bar.phase.text() == "Game over: Blue wins"
    assert bar.hint.text() == "The game is over: Blue holds the bridge"
    assert not bar.end.isEnabled()


def test_a_game_that_ends_opens_its_result_once(window, river, qtbot, monkeypatch):
    # Session 85: a whole Defiant Russia game ended on a line in the status bar.
    c, state = _blue_holds_the_bridge(window, river)
    dialog = window.result_dialog
    assert dialog is not None and dialog.isVisible() and not dialog.isModal()
    assert dialog.heading.text() == "<h2>Blue wins</h2>"
    vp = c.game.ruleset.victory_points(c.game, state)
    lines = dialog.summary.text().split("<br>")
    assert lines[1] == "Blue holds the bridge"
    assert lines[2] == f"Victory points: Blue <b>{vp['blue']}</b>, Red <b>{vp['red']}</b>"
    assert lines[3] == f"Ended in turn {state.turn} of {c.game.last_turn}."
    # the board stays usable behind it; announcing the state again opens nothing more
    window.controller._announce(reset_log=False)
    QApplication.processEvents()
    assert window.result_dialog is dialog
    asked = []
    monkeypatch.setattr(window, "new_game_dialog", lambda: asked.append(True) or False)
    qtbot.mouseClick(dialog.new_game, Qt.MouseButton.LeftButton)
    assert asked == [True] and not dialog.isVisible()


def test_the_log_export_starts_in_the_saves_folder(window, river, qtbot, monkeypatch):
    start(window, river, seed=2)
    asked = []

    def fake(parent, title, where, filters):
        asked.append(where)
        return "", ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", staticmethod(fake))
    qtbot.mouseClick(window.log.export, Qt.MouseButton.LeftButton)
    assert asked == [str(userfiles.saves_dir() / "log.txt")]


def test_a_big_fanned_stack_stays_on_its_hex(window):
    from qtwargame.engine.history import History
    from qtwargame.position import PositionBuilder

    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=2, phase="axis_move", active="axis")
    six = ("ger_inf_1", "ger_inf_2", "ger_inf_5", "ger_inf_6", "ger_inf_7", "ger_inf_8")
    for u in six:
        b.place(u, "3305")
    game, state = b.build(seed=1)
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    scene = window.scene
    rect = None
    for u in six:
        r = scene.counters[u].sceneBoundingRect()
        rect = r if rect is None else rect.united(r)
    one = scene.counters[six[0]].sceneBoundingRect()
    # The six counters reach no further than 0.3 of a counter beyond one of them.
    assert rect.width() <= one.width() * 1.3 + 0.01 and rect.height() <= one.height() * 1.3 + 0.01


def test_13_0_the_victory_panel_says_where_the_points_come_from(window):

    start(window, bundled.scenario("defiant_russia"), seed=1)
    soviet = window.victory.findChild(type(window.victory.result), "vp_soviet")
    lines = soviet.text().split("<br>")
    assert lines[0] == "Soviet:  <b>11</b>"
    shown = [line.removeprefix("<span style='font-size:10pt'>").removesuffix("</span>")
             for line in lines[1:]]
    assert shown == ["Sevastopol held: 1", "Rostov held: 1", "Kharkov held: 1", "Kiev held: 1",
                     "Bryansk held: 1", "Moscow held: 2", "Minsk held: 1", "Leningrad held: 1",
                     "Stalin alive: 1",
                     "More casualties inflicted (0 Axis, 0 Soviet; the Soviets win a tie): 1"]
    # The items add up to the total.
    assert sum(int(x.rsplit(": ", 1)[1]) for x in shown) == 11


def test_a_long_japanese_instruction_is_cut_where_it_runs_out_not_at_its_one_space(window):
    """Japanese breaks between any two characters; the hint used to back up to its only
    space, after the unit's name, and showed "第28軍…" alone."""
    bar = window.phase_bar
    whole = ("第28軍 の退却先を選んでください。"
             + "ハイライトされたヘクスかユニットをクリックするか、決定パネルの答えを選んでください。" * 4)
    bar.set_hint(whole)
    QApplication.processEvents()
    shown = bar.hint.text()
    assert shown.endswith("…")
    assert whole.startswith(shown.removesuffix("…"))
    assert len(shown) > len("第28軍 の退却先を選んでください。")
    assert bar.hint.toolTip() == whole
    # A spaced script still stops at a word.
    english = "Choose the retreat of 28th Army. " + "Click a highlighted hex or unit, or pick an answer. " * 6
    bar.set_hint(english)
    QApplication.processEvents()
    cut = bar.hint.text().removesuffix("…")
    assert english.startswith(cut) and english[len(cut)] == " "


def test_the_result_follows_the_language_and_goes_with_its_game(window, river, qtbot):
    from qtwargame.engine.history import History

    c, state = _blue_holds_the_bridge(window, river)
    qtbot.mouseClick(window.result_dialog.close_button, Qt.MouseButton.LeftButton)
    assert not window.result_dialog.isVisible()
    window.set_language("ja")  # closed: not opened again
    assert not window.result_dialog.isVisible()
    c.adopt(History(c.game, state, []), 2)  # another finished game: its own result
    QApplication.processEvents()
    assert window.result_dialog.isVisible()
    window.set_language("en")
    window.set_language("ja")
    assert window.result_dialog.isVisible()
    assert window.result_dialog.windowTitle() == "ゲーム終了"
    start(window, river, seed=3)  # a new game: the finished one's result goes
    assert window.result_dialog is None
    window.set_language("en")
