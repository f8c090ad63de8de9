"""The Decision panel fits its dock (issue 48, item 3): answers wrap to the panel's width,
nothing scrolls sideways, and one die reads "1 die"."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack
from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder

from .dr_positions import romanians_at_minsk


def test_answers_wrap_to_a_narrow_decision_panel_and_one_die_is_one_die(window, qtbot):
    window.resize(1366, 768)
    c = romanians_at_minsk(window)
    game = c.game
    opening = Attack("axis", ("rom_inf_3",), game.hex("3308"))
    assert opening in c.legal().attacks
    assert c.submit(opening)  # the opening alone: the rest is asked in the Decision panel
    window.docks["decision"].raise_()
    window.resizeDocks([window.docks["decision"]], [230], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    panel = window.decision
    texts = [b.text() for b in panel.buttons]
    resolve = next(t for t in texts if t.startswith("Resolve the attack\n"))
    assert resolve.split("\n")[1].startswith("1 die against 3; ")
    width = panel.answers_area.viewport().width()
    assert width <= 380
    for b in panel.buttons:
        assert b.geometry().right() < width and b.height() >= b.heightForWidth(b.width())
    # A click on an answer leaves the panel where it was: no sideways scroll.
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    bar = panel.answers_area.horizontalScrollBar()
    assert (bar.maximum(), bar.value()) == (0, 0)
    for b in panel.buttons:
        assert b.geometry().right() < panel.answers_area.viewport().width()


def _four_corps_join_the_romanians(window):
    """The Romanians attack Minsk with four corps beside them to add, in a short panel."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=2, phase="axis_combat", active="axis")
    for uid, label in zip(("rom_inf_3", "ger_inf_20", "ger_inf_8", "ger_pz_57", "ger_pz_39"),
                          ("3309", "3408", "3407", "3307", "3207")):
        b.place(uid, label)
    game, state = b.build(seed=1)
    window.controller.adopt(History(game, state, []), 1)
    assert window.controller.submit(Attack("axis", ("rom_inf_3",), game.hex("3308")))
    window.docks["decision"].raise_()
    window.resizeDocks([window.docks["decision"]], [120], Qt.Orientation.Vertical)


def _settle(qtbot):
    for _ in range(3):
        qtbot.wait(10)


def test_a_question_after_another_opens_at_its_first_answer(window, qtbot):
    """Session 90 (a play-tester saw the Decision list open scrolled by a line): the answer
    clicked holds the focus; hidden with the others, it passed the focus down the old
    buttons and the list scrolled to each, so the next question opened scrolled to its
    end. The four corps are added one click at a time on the first answer: each question
    opens at its first answer."""
    _four_corps_join_the_romanians(window)
    panel = window.decision
    area = panel.answers_area
    bar = area.verticalScrollBar()
    seen = []
    for _ in range(4):
        _settle(qtbot)
        first = panel.buttons[0]
        assert first.text().startswith("Add ")
        seen.append((bar.value(), first.mapTo(area.viewport(), first.rect().topLeft()).y()))
        qtbot.mouseClick(first, Qt.MouseButton.LeftButton)
    _settle(qtbot)
    assert [b.text() for b in panel.buttons][0].startswith("Resolve the attack")
    # the old code: [(0, 9), (145, -136), (89, -80), (33, -24)] (the list's margin was 9
    # pixels, 3 since session 91)
    assert seen == [(0, 3)] * 4
    assert bar.maximum() == 0 and bar.value() == 0


def test_an_answer_scrolled_to_opens_the_next_question_at_its_first_answer(window, qtbot, monkeypatch):
    """The list scrolled to its end (the wheel) for the last corps to add: the next question
    (one corps fewer) opens at its first answer, not at the old place (on the old code
    scrolled by 145 pixels, then clamped to its shorter end). The answers take no room from
    the docks under the panel here (a list longer than the room they may take)."""
    from qtwargame.ui import dock_room

    monkeypatch.setattr(dock_room, "ANSWER_ROOM", 0)
    _four_corps_join_the_romanians(window)
    panel = window.decision
    bar = panel.answers_area.verticalScrollBar()
    _settle(qtbot)
    bar.setValue(bar.maximum())
    assert bar.value() > 0
    last_add = [b for b in panel.buttons if b.text().startswith("Add ")][-1]
    qtbot.mouseClick(last_add, Qt.MouseButton.LeftButton)
    _settle(qtbot)
    assert len(panel.buttons) == 4 and bar.maximum() > 0
    assert bar.value() == 0
