"""Fixtures and mouse helpers for the play window's tests.

Mouse events are sent to the board view's viewport as real ``QMouseEvent``s at the
scene position of a hex or a counter, so the tests go through the same code a player's
mouse does: the view resolves the hex and counter under the mouse and hands the event to
the active tool.
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

import qtwargame.ui  # noqa: F401  (keeps None alive under PySide6 6.12 on Python 3.11)
from qtwargame.engine.actions import EndPhase, Place
from qtwargame.ui.autosave import Autosaver
from qtwargame.ui.main_window import MainWindow
from tests.conftest import SCENARIOS

RIVER = SCENARIOS / "river_crossing.json"


@pytest.fixture(autouse=True)
def no_unexpected_question(monkeypatch):
    """The Decision panel's yes-or-no box (``DecisionPanel.ask``) would wait for a person
    forever: in a test it fails instead, unless the test answers it itself."""
    from qtwargame.ui.decision_panel import DecisionPanel

    def ask(self, title, text):
        raise AssertionError(f"the window asked, and no test answers: {title}: {text}")

    monkeypatch.setattr(DecisionPanel, "ask", ask)


@pytest.fixture
def autosaver(tmp_path):
    return Autosaver(tmp_path / "autosave")


@pytest.fixture
def window(qtbot, autosaver):
    """The play window, 1400x900, with no game yet."""
    w = MainWindow(lang="en", autosaver=autosaver)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    from qtwargame.i18n import translator

    translator.install("en")


@pytest.fixture
def river(river_crossing):
    return river_crossing


@contextmanager
def laptop_window(qtbot, autosaver, lang="en", dock_widths=None):
    """The play window on a laptop's screen, 1,366 x 768 (``short_screen``), in ``lang``,
    shown; its left and right docks ``dock_widths`` wide where given. The program's
    language is English again afterwards."""
    from qtwargame.i18n import translator

    translator.install(lang)
    try:
        w = MainWindow(lang=lang, autosaver=autosaver, short_screen=True)
        qtbot.addWidget(w)
        w.resize(1366, 768)
        if dock_widths is not None:
            w.resizeDocks([w.docks["overview"], w.docks["combat"]], list(dock_widths),
                          Qt.Orientation.Horizontal)
        w.show()
        qtbot.waitExposed(w)
        yield w
    finally:
        translator.install("en")


def start(window, scenario, seed=1, dice=()):
    window.start_game(scenario, {}, seed, tuple(dice))
    QApplication.processEvents()
    return window.controller


def place_everything(controller):
    """Set up both sides, one unit per hex, nearest the enemy (highest printed number)
    first, until every setup phase is over."""
    while True:
        legal = controller.legal()
        state = controller.state
        places = [a for a in legal.actions if isinstance(a, Place) and not state.units_at(a.hex)]
        if places and state.phase.endswith("_setup"):
            label = controller.game.label
            controller.submit(max(places, key=lambda a: (label(a.hex)[:2], label(a.hex)[2:])))
        elif controller.state.phase.endswith("_setup") and legal.end_phase is not None:
            controller.submit(EndPhase(controller.state.active))
        else:
            return


# -- the mouse -------------------------------------------------------------------------------


def view_point(window, scene_pos: QPointF) -> QPoint:
    return window.view.mapFromScene(scene_pos)


def hex_point(window, h) -> QPoint:
    return view_point(window, window.scene.layout.center(h))


def unit_point(window, uid: str) -> QPoint:
    return view_point(window, window.scene.counters[uid].scenePos())


def _send(window, kind, pos: QPoint, button, buttons, modifiers=Qt.KeyboardModifier.NoModifier):
    vp = window.view.viewport()
    ev = QMouseEvent(kind, QPointF(pos), QPointF(vp.mapToGlobal(pos)), button, buttons, modifiers)
    QApplication.sendEvent(vp, ev)


def press(window, pos: QPoint, button=Qt.MouseButton.LeftButton, modifiers=Qt.KeyboardModifier.NoModifier):
    _send(window, QEvent.Type.MouseButtonPress, pos, button, button, modifiers)


def move(window, pos: QPoint, buttons=Qt.MouseButton.LeftButton):
    _send(window, QEvent.Type.MouseMove, pos, Qt.MouseButton.NoButton, buttons)


def release(window, pos: QPoint, button=Qt.MouseButton.LeftButton):
    _send(window, QEvent.Type.MouseButtonRelease, pos, button, Qt.MouseButton.NoButton)


def click(window, pos: QPoint):
    press(window, pos)
    release(window, pos)


def drag(window, start: QPoint, end: QPoint, steps: int = 6):
    """Press at ``start``, move there in steps with the button held, release at ``end``."""
    press(window, start)
    for i in range(1, steps + 1):
        p = QPoint(start.x() + (end.x() - start.x()) * i // steps,
                   start.y() + (end.y() - start.y()) * i // steps)
        move(window, p)
    release(window, end)
