"""A refusal in the status bar goes with the next step taken (session 93 by hand, Shin
Barbarossa in Japanese: a rifle army dragged from the Reinforcements panel onto a hex it
may not enter read "Not allowed (5.4): 34th Army (A) cannot be placed in 0930."; placed
then by a click on a highlighted hex, the refusal still stood in red until it faded 15
seconds later)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QMimeData, Qt
from PySide6.QtGui import QDragEnterEvent, QDropEvent
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase
from qtwargame.ui.pool_panel import UNIT_MIME

from .conftest import click, hex_point, start


@pytest.mark.filterwarnings("ignore::DeprecationWarning")
def test_a_refused_drop_s_reason_goes_with_the_next_placement(window, river):
    c = start(window, river)
    while c.legal().places:  # Red's set-up (ended by End Phase, C2), then Blue's, several units
        c.submit(next(a for ps in c.legal().places.values() for a in ps
                      if not c.state.units_at(a.hex)))
    c.submit(EndPhase("red"))
    assert c.state.phase == "blue_setup" and len(window.pool.ready_units()) > 1
    uid = window.pool.ready_units()[0]
    allowed = {p.hex for p in c.legal().places[uid]}
    outside = next(h for h in c.game.board.hexes if h not in allowed)
    assert outside not in allowed
    mime = QMimeData()
    mime.setData(UNIT_MIME, uid.encode())
    pos = hex_point(window, outside)
    view = window.view
    view.dragEnterEvent(QDragEnterEvent(pos, Qt.DropAction.MoveAction, mime,
                                        Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    view.dropEvent(QDropEvent(pos.toPointF(), Qt.DropAction.MoveAction, mime,
                              Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    QApplication.processEvents()
    assert c.state.units[uid].hex is None
    refusal = window.status_text()
    assert refusal.startswith("Not allowed"), refusal
    # the unit still in hand: a click on a highlighted hex places it
    target = min(allowed)
    click(window, hex_point(window, target))
    QApplication.processEvents()
    assert c.state.units[uid].hex == target
    assert c.state.phase == "blue_setup"
    assert window.status_text() != refusal
