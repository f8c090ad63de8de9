"""Fixtures for the editor tests: a document on the bundled teaching scenario and an
editor window whose autosaves go to a temporary folder."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from qtwargame.editor.document import EditorDocument
from qtwargame.editor.scenario_template import load_for_editing

RIVER = Path(__file__).resolve().parents[2] / "scenarios" / "river_crossing.json"

LEFT = Qt.MouseButton.LeftButton
RIGHT = Qt.MouseButton.RightButton


@pytest.fixture
def doc(qapp):
    return EditorDocument(load_for_editing(RIVER), RIVER)


@pytest.fixture
def window(qtbot, doc, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(doc, "en", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    return w


@pytest.fixture
def ja_editor(qtbot, tmp_path):
    """``ja_editor(what)``: an editor window in Japanese, the program's Japanese installed
    for the test (English again after it), on ``what``: a bundled id, a path or a
    document."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.i18n import translator

    translator.install("ja")

    def make(what):
        doc = what if isinstance(what, EditorDocument) else app.document_for(str(what))
        w = EditorWindow(doc, "ja", autosave_dir=tmp_path / "autosave")
        w.ask_before_closing = False
        qtbot.addWidget(w)
        return w

    yield make
    translator.install("en")


def at(window, label: str, button=LEFT, dx: float = 0.0, dy: float = 0.0):
    """A map event at the centre of hex ``label`` (moved by dx, dy hex sizes)."""
    view = window.view
    h = window.doc.parse(label)
    c = window.scene.layout.center(h)
    s = window.scene.layout.size
    c.setX(c.x() + dx * s)
    c.setY(c.y() + dy * s)
    return view.map_event(c, button=button, buttons=button)


def drag(window, tool, labels, button=LEFT):
    """Press on the first hex, move through the others, release on the last."""
    window.set_tool(tool.key)
    tool.press(at(window, labels[0], button))
    for lbl in labels[1:]:
        e = at(window, lbl)
        tool.move(type(e)(e.pos, e.hex, e.label, Qt.MouseButton.NoButton, button))
    tool.release(at(window, labels[-1], button))
