"""Issue 50, item 9: the bottom panels behind the Problems tab are built when their tab is
first shown (or the window asks for them), so the editor's first frame waits for none."""

from __future__ import annotations

from qtwargame.editor import app
from qtwargame.editor.editor_window import LAZY_PANELS
from qtwargame.editor.panels.card_editor import CardEditor


def test_a_bottom_panel_is_built_when_its_tab_is_first_shown(qtbot, tmp_path):
    window = app.make_editor_window("defiant_russia", autosave_dir=tmp_path)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert window._panels == {} and LAZY_PANELS == ("turns", "tables", "cards", "rules_data")
    window.docks["cards"].raise_()
    qtbot.waitUntil(lambda: "cards" in window._panels)
    panel = window._panels["cards"]
    assert isinstance(panel, CardEditor) and window.docks["cards"].widget().widget() is panel
    assert window.cards is panel and set(window._panels) == {"cards"}
    turns = window.turns  # asked for by the window (a problem to jump to): built then
    assert window.docks["turns"].widget().widget() is turns and window.turns is turns
