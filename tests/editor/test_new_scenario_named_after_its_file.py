"""Session 92: a new scenario saved without its ID or title changed kept the template's
('new_scenario', 'New scenario'), and two such files read as two 'New scenario' entries of
one ID in New Game. Save As names it after its file, one undo step, and proposes a file
name not taken."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog

from qtwargame import userfiles


def _new_window(qtbot, tmp_path):
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.scenario_template import new_scenario

    w = EditorWindow(app.document_for(new_scenario()), "en", autosave_dir=tmp_path / "auto")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    return w


def test_a_new_scenario_saved_as_takes_its_id_and_title_from_the_file_name(
        qtbot, tmp_path, monkeypatch):
    asked = []
    chosen = iter(["steppe_raid.json", "Winter Storm.json"])

    def fake_dialog(parent, title, suggested, filters):
        asked.append(Path(suggested).name)
        return str(Path(suggested).with_name(next(chosen))), filters

    monkeypatch.setattr(QFileDialog, "getSaveFileName", fake_dialog)
    first = _new_window(qtbot, tmp_path)
    assert first.save()
    folder = userfiles.scenarios_dir()
    saved = json.loads((folder / "steppe_raid.json").read_text(encoding="utf-8"))
    assert (saved["id"], saved["title"]) == ("steppe_raid", {"en": "Steppe raid"})
    assert first.doc.undo_stack.count() == 1
    assert first.doc.undo_stack.undoText() == "Name the scenario after its file steppe_raid.json"
    assert not first.doc.is_modified()
    # the second proposes a free file name; the one picked names it
    (folder / "new_scenario.json").write_text("{}", encoding="utf-8")
    second = _new_window(qtbot, tmp_path / "2")
    assert second.save()
    assert asked == ["new_scenario.json", "new_scenario_2.json"]
    assert (second.doc.scenario.id, second.doc.scenario.title.en) == ("winter_storm",
                                                                      "Winter Storm")
    (folder / "new_scenario.json").unlink()
    from qtwargame.ui.new_game_dialog import NewGameDialog

    dialog = NewGameDialog("en")
    qtbot.addWidget(dialog)
    own = [dialog.list.item(i).text().split("\n")[0] for i in range(dialog.list.count())
           if dialog.listed[i].path.parent == folder]
    assert sorted(own) == ["Steppe raid", "Winter Storm"]


def test_a_scenario_given_its_own_id_and_title_keeps_them(qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        lambda parent, title, suggested, filters: (
                            str(Path(suggested).with_name("other.json")), filters))
    w = _new_window(qtbot, tmp_path)
    panel = w.properties.scenario
    for field, text in ((panel.ident, "my_own"), (panel.title_en, "Mine")):
        field.setFocus()
        qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(field, text)
        qtbot.keyClick(field, Qt.Key.Key_Return)
    steps = w.doc.undo_stack.count()
    assert w.save()
    assert (w.doc.scenario.id, w.doc.scenario.title.en) == ("my_own", "Mine")
    assert w.doc.undo_stack.count() == steps


def test_the_japanese_editor_names_the_japanese_title_too(qtbot, tmp_path, monkeypatch):
    """Session 93 in Japanese: saving a new scenario as kita_no_watashi.json left its
    Japanese title blank (it read 「新しいシナリオ」), so the play window and New Game read
    the English one; the Japanese editor names both after the file."""
    from qtwargame.editor import app
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.scenario_template import new_scenario

    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda parent, title, suggested, f: (
        str(Path(suggested).with_name("kita_no_watashi.json")), f))
    w = EditorWindow(app.document_for(new_scenario()), "ja", autosave_dir=tmp_path / "auto")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    assert w.save()
    title = w.doc.scenario.title
    assert (w.doc.scenario.id, title.en, title.ja) == (
        "kita_no_watashi", "Kita no watashi", "Kita no watashi")
    assert w.properties.scenario.title_ja.text() == "Kita no watashi"
