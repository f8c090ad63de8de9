"""Issue 48, item 1 and "no trap": the game never stalls silently. A paused computer, the
computer waiting after an undo and declared combats that stop a phase from ending each say
so in the header in words, beside the one button that goes on; undo against the computer
no longer pauses it: the computer plays on once the person acts again."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from qtwargame.scenario.catalog import load
from tests.ui.conftest import click, hex_point, unit_point
from tests.ui.test_declared_combats import combat_position, open_window


def header(window) -> tuple[str, str, bool]:
    bar = window.phase_bar
    return bar.blockers.toolTip(), bar.next_step.toolTip(), bar.next_step.isVisible()


def person_against_computer(window, qtbot):
    window.start_game(load("river_crossing"), {}, 3)
    c = window.controller
    person = c.state.to_act
    computer = "blue" if person == "red" else "red"
    window.computer.set_pace(0)
    window.computer.set_sides({person: "human", computer: "random"})
    QApplication.processEvents()
    return c, person, computer


def end_setup(window, qtbot):
    """The person deploys their side and ends the setup, with the window's buttons."""
    qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)


def test_a_paused_computer_says_so_in_the_header_with_a_resume_button(window, qtbot):
    c, person, computer = person_against_computer(window, qtbot)
    window.computer_menu.act_pause.trigger()  # Computer ▸ Pause the computer
    assert window.computer.paused
    end_setup(window, qtbot)
    why, button, shown = header(window)
    side = c.names.side(computer)
    assert why == f"• The computer is paused, and its {side} side must act now."
    assert (button, shown) == ("Resume the computer", True)
    qtbot.mouseClick(window.phase_bar.next_step, Qt.MouseButton.LeftButton)
    assert not window.computer.paused and not window.computer_menu.act_pause.isChecked()
    qtbot.waitUntil(lambda: any(st.action.side == computer for st in c.history.steps), timeout=30_000)
    assert not window.phase_bar.next_step.isVisible()
    window.computer.stop()


def test_undo_against_the_computer_waits_for_the_persons_next_action_then_plays_on(window, qtbot):
    c, person, computer = person_against_computer(window, qtbot)
    window.computer.set_paused(False)
    end_setup(window, qtbot)
    qtbot.waitUntil(lambda: c.state.to_act == person and bool(c.legal().moves), timeout=60_000)
    first = c.state
    move = next(m for ms in c.legal().moves.values() for m in ms)
    assert c.submit(move)
    window.act_undo.trigger()  # Edit ▸ Undo: the move is taken back
    assert c.state is first
    assert not window.computer.paused and window.computer.held
    n = len(c.history.steps)
    # the person's side acts again with a widget: the computer plays on by itself
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert not window.computer.held
    for _ in range(6):  # the rest of the person's turn
        if c.state.to_act != person:
            break
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.to_act == computer
    qtbot.waitUntil(lambda: any(st.action.side == computer for st in c.history.steps[n:]),
                    timeout=60_000)
    window.computer.stop()


def test_the_computer_held_after_an_undo_on_its_own_turn_is_released_from_the_header(window, qtbot):
    c, person, computer = person_against_computer(window, qtbot)
    window.computer.set_paused(True)
    end_setup(window, qtbot)
    # as an undo that could not step back past a roll into the person's turn leaves it
    window.computer.held = True
    window.computer.heldChanged.emit(True)
    window.computer.set_paused(False)
    assert c.state.to_act == computer and window.computer.held
    why, button, shown = header(window)
    side = c.names.side(computer)
    assert why == f"• The computer waits after your undo, and its {side} side must act now."
    assert (button, shown) == ("Let the computer play on", True)
    qtbot.mouseClick(window.phase_bar.next_step, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(st.action.side == computer for st in c.history.steps), timeout=30_000)
    window.computer.stop()


def test_10_3_declared_combats_that_stop_the_phase_offer_the_next_step_in_the_header(window, qtbot):
    game, state = combat_position("axis_combat", [("de_pz41", "1010", 0), ("su_rc10", "1011", 1)])
    c = open_window(window, game, state)
    click(window, unit_point(window, "de_pz41"))
    click(window, hex_point(window, game.hex("1011")))
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    why, button, shown = header(window)
    assert why == "• Close the declarations and resolve them"
    assert (button, shown) == ("Close the declarations (1 combat)", True)
    # The button's words are read whole, on two lines where one is too short for them.
    words = window.phase_bar.next_step.text()
    metrics = QFontMetrics(window.phase_bar.next_step.font())
    assert words.replace("\n", " ") == "Close the declarations (1 combat)"
    assert all(metrics.horizontalAdvance(line) <= 170 for line in words.split("\n"))
    qtbot.mouseClick(window.phase_bar.next_step, Qt.MouseButton.LeftButton)
    assert c.state.data["stage"] == "resolve"
    assert header(window)[1:] == ("Resolve the combat at 1011", True)


def test_the_last_games_computer_never_acts_in_the_next_game(window, qtbot):
    """Issue 48, item 12: the computer asked for the first move of a new game under the
    last game's players answers late (a worker's answer already on its way when the new
    players are applied); the answer is dropped: the side is a person's now."""
    window.start_game(load("river_crossing"), {}, 3)
    sides = window.computer
    sides.set_pace(0)
    sides.set_paused(True)
    sides.set_sides({"red": "random", "blue": "random"})
    window.start_game(load("river_crossing"), {}, 4)  # the old players ask for a move
    c = window.controller
    first = c.state
    sides.set_paused(False)
    assert sides.think_thread is not None
    thread = sides.think_thread
    token, legal = thread.token, thread.legal
    sides.set_sides({"red": "human", "blue": "human"})
    sides._answered(token, legal[0], "")  # the late answer lands
    qtbot.wait(200)
    assert c.state is first and c.history.steps == []
    assert sides.levels == {} and not sides.thinking()
    import shiboken6

    if shiboken6.isValid(thread):  # a finished thread deletes itself (deleteLater)
        thread.wait(30_000)


def test_the_computer_waiting_for_the_persons_answer_says_so(window, qtbot):
    """Issue 48, item 15: in the computer's phase, a decision asked of the person (here
    the Soviet player may cancel a German card) is announced as the computer waiting."""
    from tests.ui.test_no_ids import GOLDEN

    assert window.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-cancel.qtwsave")
    c = window.controller
    window.computer.set_paused(True)
    window.computer.set_sides({"soviet": "human", "german": "random"})
    window.computer.set_paused(False)
    assert c.state.active == "german" and c.state.to_act == "soviet"
    why, button, shown = header(window)
    assert why == "• German (the computer) waits for your answer in the Decision panel."
    assert not shown
    window.computer.stop()


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_computer_waiting_for_the_persons_answer_reads_whole_at_1366_by_768(window, lang):
    """The blockers line runs under the turn and the side badge as well as the instruction:
    beside the badge alone, a 1,366-pixel window cut this sentence off, in Japanese most of
    all (the tooltip had it whole)."""
    from tests.ui.test_no_ids import GOLDEN

    if lang == "ja":
        window.set_language("ja")
    window.resize(1366, 768)
    assert window.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-cancel.qtwsave")
    window.computer.set_paused(True)
    window.computer.set_sides({"soviet": "human", "german": "random"})
    window.computer.set_paused(False)
    QApplication.processEvents()
    line = window.phase_bar.blockers
    whole = {"en": "German (the computer) waits for your answer in the Decision panel.",
             "ja": "ドイツ軍（コンピュータ）は決定パネルでのあなたの回答を待っています。"}[lang]
    assert line.toolTip() == f"• {whole}"
    assert line.text() == whole
    assert QFontMetrics(line.font()).horizontalAdvance(whole) <= line.width()
    window.computer.stop()


@pytest.mark.parametrize("text", ["Close the declarations (12 combats) before the phase can end",
                                  "宣言を締め切る（戦闘12件）まで、この段階は終われません"])
def test_the_next_step_button_breaks_its_words_onto_two_lines_before_it_cuts_them(qapp, text):
    from qtwargame.ui.phase_bar import fit_two_lines

    metrics = QFontMetrics(qapp.font())
    width = metrics.horizontalAdvance(text) * 6 // 10  # two lines hold it, one does not
    got = fit_two_lines(text, metrics, width)
    first, second = got.split("\n")
    assert (first + (" " if " " in text else "") + second) == text  # nothing cut, nothing added
    assert max(metrics.horizontalAdvance(first), metrics.horizontalAdvance(second)) <= width
    assert not second.startswith(("）", ")", "、"))  # never a closing bracket or comma first
    short = fit_two_lines(text, metrics, metrics.horizontalAdvance(text) // 3)
    assert short.count("\n") == 1 and short.endswith("…")  # only what two lines cannot hold
    assert fit_two_lines(text, metrics, metrics.horizontalAdvance(text)) == text
