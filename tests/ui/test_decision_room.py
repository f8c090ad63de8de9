"""The Decision panel at a laptop's 1,366 x 768 (session 91 by hand): a question's answers
are seen without scrolling, and once nothing more is asked the tab the question covered
comes back in front.

Shin Barbarossa's defensive air question left its answers about 80 pixels, its three-line
"Commit an air unit" answer and "No air unit" below it to be scrolled to; after the last
answer the Decision tab stayed in front reading "No decision is pending."."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ui.dock_room import ANSWER_ROOM
from tests.conftest import SCENARIOS
from tests.ui import golden_loads

GOLDEN = SCENARIOS.parent / "tests" / "data" / "golden"
#: every golden save that stops at a decision, of every bundled game
AT_DECISIONS = sorted(p.stem for p in GOLDEN.glob("*-at-*.qtwsave"))


def _open_at_768(window, qtbot, name: str):
    window.resize(1366, 768)
    # the docks at the widths the window gives them on a 1,366-pixel screen
    window.resizeDocks([window.docks["overview"], window.docks["combat"]], [290, 360],
                       Qt.Orientation.Horizontal)
    QApplication.processEvents()
    with pytest.MonkeyPatch.context() as mp:
        golden_loads.install(mp)
        assert window.open_path(GOLDEN / f"{name}.qtwsave")
    for _ in range(3):
        qtbot.wait(10)
    return window.controller


def test_every_golden_decisions_answers_are_seen_without_scrolling(window, qtbot):
    """Each question's answers show whole, or (a long list: 82 rail moves) the list has
    ANSWER_ROOM of the window's height. On the old code 17 of the 45 scrolled: Shin
    Barbarossa's defensive air in 108 pixels for 222, Blitzkrieg to Moscow 2's active or
    passive defence in 169 for 292."""
    short = []
    for name in AT_DECISIONS:
        c = _open_at_768(window, qtbot, name)
        assert c.state.pending is not None, name
        panel = window.decision
        assert panel.buttons, name
        assert not window.docks["decision"].visibleRegion().isEmpty(), name
        area = panel.answers_area
        bar = area.verticalScrollBar()
        if bar.maximum() > 0 and area.viewport().height() < int(window.height() * ANSWER_ROOM):
            short.append((name, area.viewport().height(), area.viewport().height() + bar.maximum()))
    assert short == []


def test_the_tab_the_question_covered_comes_back_after_the_last_answer(window, qtbot):
    """Shin Barbarossa's Soviet overrun of 1419 asks the Axis for defensive air; its answer
    ends what is asked (the Soviet movement goes on): the Combat tab, in front before the
    question, is in front again, and the docks under the panel have their heights back."""
    window.resize(1366, 768)
    combat, decision = window.docks["combat"], window.docks["decision"]
    combat.raise_()
    QApplication.processEvents()
    heights = (window.docks["crt"].height(), window.docks["log"].height())
    c = _open_at_768(window, qtbot, "shin_barbarossa-61-at-defensive_air")
    # the window that played the phase brought its own choices (turning leaders) in front
    # as it opened, and the player went back to the Combat tab
    s = c.state
    window._choices_shown_for = (s.turn, s.phase, s.active)
    assert not decision.visibleRegion().isEmpty() and combat.visibleRegion().isEmpty()
    assert window.docks["log"].height() < heights[1]  # the answers took room
    no_air = next(b for b in window.decision.buttons if b.text().startswith("No air unit\n"))
    qtbot.mouseClick(no_air, Qt.MouseButton.LeftButton)
    for _ in range(3):
        qtbot.wait(10)
    assert c.state.pending is None and c.state.phase == s.phase
    assert not combat.visibleRegion().isEmpty() and decision.visibleRegion().isEmpty()
    assert (window.docks["crt"].height(), window.docks["log"].height()) == heights


def test_a_question_with_fewer_answers_gives_the_room_back(window, qtbot):
    """Blitzkrieg to Moscow 2 in Japanese by hand: a tank action's nineteen answers took
    their room, and the reroll question after it (two answers) kept it, the log down to one
    row. Each question of a run takes the room it needs from the heights before the run."""
    _open_at_768(window, qtbot, "blitzkrieg_moscow_2-7-at-tank_action")
    log = window.docks["log"]
    long_list = log.height()
    _open_at_768(window, qtbot, "blitzkrieg_moscow_2-7-at-advance")  # two answers
    area = window.decision.answers_area
    assert area.verticalScrollBar().maximum() == 0
    assert log.height() > long_list  # the old code: 185 and 185
