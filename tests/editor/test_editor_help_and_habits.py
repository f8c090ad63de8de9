"""Help, shortcuts, play-test seeds, the layout kept between runs, colour choosers and
keys that stay where they belong (issue 16, point 6 and the smaller items)."""

from __future__ import annotations

import re

from PySide6.QtGui import QColor
from PySide6.QtWidgets import QColorDialog, QStyleOptionViewItem, QWidget

from qtwargame.editor.document import EditorDocument
from qtwargame.editor.help import EditorHelpDialog, help_path
from qtwargame.scenario.io import load_scenario

from .conftest import RIVER

SECTIONS = 8


def test_the_how_to_page_exists_in_english_and_japanese_with_every_section():
    for lang in ("en", "ja"):
        path = help_path(lang)
        assert path is not None and path.name == f"editor.{lang}.html"
        text = path.read_text(encoding="utf-8")
        assert len(re.findall(r"<h2>\d\. ", text)) == SECTIONS, lang
    assert "Ctrl+V" in help_path("ja").read_text(encoding="utf-8")


def test_the_how_to_page_sends_arrivals_to_the_columns_that_set_them(window):
    """It said a unit arriving later gets its turn and area in Turns and Reinforcements,
    which only lists them ("set arrival turns in the order of battle"): the page names the
    order of battle's columns by the headers the table shows, in each language."""
    from qtwargame.editor.panels.oob_model import headers
    from qtwargame.i18n import plain_translator

    shown = headers()
    en = help_path("en").read_text(encoding="utf-8")
    for col in ("arrival_turn", "arrival_where"):
        assert f"<b>{shown[col]}</b>" in en
    ja = help_path("ja").read_text(encoding="utf-8")
    tr = plain_translator("ja")
    assert tr is not None
    for source in ("Arrives", "Arrives at"):
        assert f"<b>{tr('OobModel', source)}</b>" in ja


def test_the_help_menu_opens_the_page_in_the_editors_language(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(EditorDocument(load_scenario(RIVER), RIVER), "ja", autosave_dir=tmp_path)
    w.ask_before_closing = False
    qtbot.addWidget(w)
    dialog = w.show_help()
    qtbot.addWidget(dialog)
    assert isinstance(dialog, EditorHelpDialog)
    assert "シナリオの作り方" in dialog.page.toPlainText()
    assert w.act_help in w.menu_help.actions() and w.act_shortcuts in w.menu_help.actions()


def test_the_shortcuts_list_has_the_menus_and_the_map_keys(window, qtbot):
    dialog = window.show_shortcuts()
    qtbot.addWidget(dialog)
    rows = dialog.texts()
    commands = {(keys, command) for keys, command, _ in rows}
    assert ("Ctrl+V", "Paste Area (Stamp)") in commands
    assert ("F5", "Play-test") in commands
    assert ("Shift+F5", "Play-test with Seed") in commands
    assert ("Z", "Turn Stamp Clockwise") in commands
    assert ("Alt + drag", "Lasso selection") in commands


def test_play_test_uses_a_random_seed_or_the_one_chosen(window, monkeypatch):
    from PySide6.QtWidgets import QInputDialog

    games = []
    try:
        game = window.play_test()
        games.append(game)
        first = game.controller.seed
        assert first == window.last_seed and first >= 1
        assert window.statusBar().currentMessage() == f"Play-test started with dice seed {first}"
        monkeypatch.setattr(QInputDialog, "getInt", lambda *a, **k: (4242, True))
        game = window.play_test_with_seed()
        games.append(game)
        assert game.controller.seed == 4242
    finally:
        for g in games:
            g.close()


def test_the_layout_is_kept_from_one_run_to_the_next(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    def open_window():
        w = EditorWindow(EditorDocument(load_scenario(RIVER), RIVER), autosave_dir=tmp_path,
                         remember_layout=True)
        w.ask_before_closing = False
        qtbot.addWidget(w)
        return w

    w = open_window()
    w.show()
    w.docks["history"].hide()
    w.act_labels.trigger()  # hex numbers off
    assert not w.act_labels.isChecked()
    w.layers.visible["regions"].setChecked(False)
    w.close()
    w2 = open_window()
    w2.show()
    assert not w2.docks["history"].isVisible()
    assert not w2.act_labels.isChecked() and not w2.scene.labels.isVisible()
    assert not w2.scene.regions.isVisible() and not w2.layers.visible["regions"].isChecked()


def test_a_colour_cell_opens_the_colour_chooser(window, monkeypatch):
    from qtwargame.editor.panels.model_list_editor import ModelListEditor
    from qtwargame.scenario.models import SideSpec

    editor = ModelListEditor(window.doc, "sides", SideSpec)
    col = next(i for i, c in enumerate(editor.model.cols) if c.field == "color")
    index = editor.model.index(0, col)
    monkeypatch.setattr(QColorDialog, "getColor", lambda *a, **k: QColor("#123456"))
    assert editor.delegate.createEditor(QWidget(), QStyleOptionViewItem(), index) is None
    assert window.doc.scenario.sides[0].color == "#123456"
    assert window.doc.undo_stack.undoText() == "Edit Colour of Blue"


def test_home_and_delete_belong_to_the_map_not_to_the_tables(window):
    from PySide6.QtCore import Qt

    for action in (window.act_fit, window.act_delete, window.act_copy, window.act_paste):
        assert action.shortcutContext() == Qt.ShortcutContext.WidgetWithChildrenShortcut
        assert action in window.view.actions()


def test_one_problem_is_said_in_the_singular(window):
    window._problem_count(1)
    assert window.problem_label.text() == "1 problem"
    window._problem_count(3)
    assert window.problem_label.text() == "3 problems"


def test_the_test_menu_has_validate_both_play_tests_and_the_balance_test(window):
    assert [a.text() for a in window.menu_test.actions() if not a.isSeparator()] == [
        "Validate", "Play-test", "Play-test with Seed…", "Balance Test…"]
