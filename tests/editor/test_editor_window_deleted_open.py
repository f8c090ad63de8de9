"""An editor window destroyed while still open (a script's interpreter exiting with it on
the screen, or anything that deletes it without a close) takes its docks with it quietly:
each dock's last visibility change came to a window already gone and raised RuntimeError
("Internal C++ object (EditorWindow) already deleted"), printed once per bottom panel."""

from __future__ import annotations

import shiboken6
from PySide6.QtWidgets import QApplication


def test_a_window_deleted_while_shown_raises_nothing_from_its_docks(doc, qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    window = EditorWindow(doc, "en", autosave_dir=tmp_path / "autosave")  # not qtbot's to close
    window.ask_before_closing = False
    window.show()
    qtbot.waitExposed(window)
    docks = list(window.docks.values())
    shiboken6.delete(window)  # pytest-qt fails the test on an exception in a Qt callback
    QApplication.processEvents()
    assert not shiboken6.isValid(window)
    assert not any(shiboken6.isValid(d) for d in docks)
