"""New maps and scenarios, autosave and recovery, closing with unsaved changes, and the
ways in: ``qtwargame edit``, Edit Scenario from the game, the screenshot verb."""

from __future__ import annotations

import json
import re

import pytest
from PySide6.QtCore import QEvent, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame.editor import app
from qtwargame.editor.dialogs.new_map_dialog import NewMapDialog
from qtwargame.editor.editor_autosave import EditorAutosave
from qtwargame.editor.scenario_template import map_labels, new_map, new_scenario
from qtwargame.scenario.io import scenario_from_data

from .conftest import RIVER


def test_map_numbers_start_at_the_first_number_in_the_chosen_order():
    assert map_labels(2, 3, 1) == (2, ["0101", "0102", "0103", "0201", "0202", "0203"])
    assert map_labels(2, 2, 0, "rowcol")[1] == ["0000", "0100", "0001", "0101"]
    assert map_labels(120, 5, 1)[0] == 3


@pytest.mark.parametrize("orientation", ["flat", "pointy"])
def test_a_new_map_has_every_hex_numbered_on_its_grid(orientation):
    spec = new_map(5, 4, "clear", orientation, "odd", True, "colrow", 1)
    assert len(spec.hexes) == 20
    assert spec.grid.model_dump() == {"orientation": orientation, "shifted": "odd", "rows_up": True,
                                      "order": "colrow", "digits": 2}


def test_the_new_map_dialog_builds_the_map_it_shows(qtbot, doc):
    dialog = NewMapDialog(doc.scenario.terrain)
    qtbot.addWidget(dialog)
    dialog.cols.setValue(6)
    dialog.rows.setValue(5)
    dialog.orientation.setCurrentIndex(1)
    dialog.first.setValue(0)
    spec = dialog.value()
    assert spec.grid.orientation == "pointy" and "0000" in spec.hexes and len(spec.hexes) == 30
    assert dialog.preview.spec == spec


def test_a_new_map_replaces_the_old_one_in_one_undo_step(window):
    doc = window.doc
    old = doc.dump()
    window.replace_map(new_map(4, 3, "forest", "pointy"))
    assert len(doc.scenario.map.hexes) == 12 and doc.grid.orientation.value == "pointy"
    assert not window.scene.layout.flat
    doc.undo_stack.undo()
    assert doc.dump() == old and window.scene.layout.flat


def test_a_new_scenario_is_valid_at_once():
    sc = new_scenario()
    assert scenario_from_data(json.loads(sc.model_dump_json())).id == "new_scenario"


def test_autosave_writes_changes_and_a_dead_session_is_offered_for_recovery(window, tmp_path):
    folder = tmp_path / "autosave"
    window.settings.set("terrain", "swamp")
    window.tools["brush"].dab([window.doc.parse("0101")])
    window.autosave_now()
    assert window.autosave.path.exists()
    saved = json.loads(window.autosave.path.read_text(encoding="utf-8"))
    assert saved["map"]["hexes"]["0101"] == "swamp"
    # An undo and a different edit leave the stack at the same index: still written.
    window.doc.undo_stack.undo()
    window.settings.set("terrain", "hills")
    window.tools["brush"].dab([window.doc.parse("0101")])
    window.autosave_now()
    saved = json.loads(window.autosave.path.read_text(encoding="utf-8"))
    assert saved["map"]["hexes"]["0101"] == "hills"
    # This process is alive, so its autosave is not offered.
    assert EditorAutosave.recoverable(folder) == []
    meta = json.loads(window.autosave.meta_path.read_text(encoding="utf-8"))
    meta["pid"] = 2 ** 22 + 12345  # a process that does not exist
    window.autosave.meta_path.write_text(json.dumps(meta), encoding="utf-8")
    [rec] = EditorAutosave.recoverable(folder)
    assert rec.original == str(RIVER)


def test_recovery_reopens_the_autosave_as_unsaved_work(qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "autosave"
    auto = EditorAutosave(folder)
    doc = app.document_for(str(RIVER))
    doc.scenario.map.hexes["0101"] = "hills"
    auto.write(doc)
    meta = json.loads(auto.meta_path.read_text(encoding="utf-8"))
    meta["pid"] = 2 ** 22 + 12346
    auto.meta_path.write_text(json.dumps(meta), encoding="utf-8")
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    [window] = app.offer_recovery(folder)
    qtbot.addWidget(window)
    window.ask_before_closing = False
    assert window.doc.scenario.map.hexes["0101"] == "hills"
    assert window.doc.is_modified() and window.isWindowModified()
    assert window.doc.path == RIVER
    assert not auto.path.exists()


def test_closing_with_unsaved_changes_asks_and_cancel_keeps_the_window(window, monkeypatch):
    window.ask_before_closing = True
    window.settings.set("terrain", "swamp")
    window.tools["brush"].dab([window.doc.parse("0101")])
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Discard]
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: answers.pop(0))
    window.show()
    assert not window.close()
    assert window.autosave.path.exists()  # written before asking
    assert window.close()
    assert not window.autosave.path.exists()


def test_document_for_opens_a_bundled_id_a_file_a_scenario_or_a_new_one(tmp_path):
    assert app.document_for("river_crossing").path == RIVER
    assert app.document_for(None).scenario.id == "new_scenario"
    sc = app.document_for(str(RIVER)).scenario
    copy = app.document_for(sc)
    assert copy.scenario == sc and copy.scenario is not sc
    with pytest.raises(FileNotFoundError):
        app.document_for("no_such_scenario")
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 2, "id": 5}')
    with pytest.raises(ValueError):
        app.document_for(bad)


def test_open_editor_and_make_editor_window_give_windows(qtbot, tmp_path):
    w = app.open_editor(str(RIVER), autosave_dir=tmp_path)
    qtbot.addWidget(w)
    w.ask_before_closing = False
    assert w.isVisible() and w in app.WINDOWS
    shot = app.make_editor_window("river_crossing", autosave_dir=tmp_path)
    qtbot.addWidget(shot)
    assert not shot.isVisible() and shot.doc.scenario.id == "river_crossing"


def test_play_test_refuses_an_invalid_scenario_and_starts_a_valid_one(window, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: shown.append(a[2]))
    monkeypatch.setattr(QMessageBox, "information", lambda *a, **k: shown.append(a[2]))
    window.doc.set_terrain({"0101": "lava"})
    assert window.play_test() is None and "1 problem;" in shown[0]
    window.doc.set_terrain({"0101": "clear"})
    game = window.play_test()
    assert game is not None, shown
    try:
        assert game.isVisible()
        # The game has its own copy: editing does not reach into it.
        window.doc.set_terrain({"0102": "hills"})
        assert game.controller.game.scenario.map.hexes["0102"] == "clear"
    finally:
        game.close()


def test_the_brush_works_through_real_mouse_events_on_the_view(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    window.set_tool("brush")
    window.settings.set("terrain", "swamp")
    view = window.view
    a = view.mapFromScene(window.scene.layout.center(window.doc.parse("0404")))
    b = view.mapFromScene(window.scene.layout.center(window.doc.parse("0405")))
    qtbot.mousePress(view.viewport(), Qt.MouseButton.LeftButton, pos=a)
    move = QMouseEvent(QEvent.Type.MouseMove, QPointF(b), QPointF(view.viewport().mapToGlobal(b)),
                       Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton,
                       Qt.KeyboardModifier.NoModifier)
    QApplication.sendEvent(view.viewport(), move)
    qtbot.mouseRelease(view.viewport(), Qt.MouseButton.LeftButton, pos=b)
    assert window.doc.scenario.map.hexes["0404"] == "swamp"
    assert window.doc.scenario.map.hexes["0405"] == "swamp"
    assert window.doc.undo_stack.count() == 1


def test_the_bench_reports_the_brush_update_time(doc):
    from qtwargame.editor.bench import run_editor_bench

    result = run_editor_bench(doc.scenario, hexes=20)
    assert set(result["brush_hex_update_ms"]) == {"median", "p95"}
    assert result["hexes"] == 20 and result["undo_steps"] == 1


def test_run_editor_opens_the_file_and_runs_the_application(qtbot, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QApplication

    monkeypatch.setattr(QApplication, "exec", lambda *a: 0)
    before = list(app.WINDOWS)
    assert app.run_editor(str(RIVER), lang="en", autosave_dir=tmp_path) == 0
    [window] = [w for w in app.WINDOWS if w not in before]
    qtbot.addWidget(window)
    window.ask_before_closing = False
    assert window.doc.path == RIVER
    monkeypatch.setattr(QMessageBox, "critical", lambda *a, **k: None)
    assert app.run_editor("no_such_scenario", lang="en", autosave_dir=tmp_path) == 2


def test_work_discarded_at_close_is_not_written_again_when_the_application_quits(
        window, monkeypatch, tmp_path):
    folder = tmp_path / "autosave"
    window.ask_before_closing = True
    window.settings.set("terrain", "swamp")
    window.tools["brush"].dab([window.doc.parse("0101")])
    monkeypatch.setattr(QMessageBox, "warning", lambda *a, **k: QMessageBox.StandardButton.Discard)
    window.show()
    assert window.close()
    QApplication.instance().aboutToQuit.emit()  # what the last window closing leads to
    window.autosave_timer.timeout.emit()
    assert sorted(p.name for p in folder.iterdir()) == []
    assert EditorAutosave.recoverable(folder) == []


def test_an_autosave_description_that_cannot_be_read_or_has_lost_its_scenario_is_removed(tmp_path):
    folder = tmp_path / "autosave"
    folder.mkdir()
    (folder / "autosave-1-1.meta.json").write_text("{not json", encoding="utf-8")
    (folder / "autosave-1-1.json").write_text("{}", encoding="utf-8")
    (folder / "autosave-2-1.meta.json").write_text(
        json.dumps({"pid": 2 ** 22 + 12347, "original": None, "saved_at": 1.0, "title": "T"}),
        encoding="utf-8")
    assert EditorAutosave.recoverable(folder) == []
    assert sorted(p.name for p in folder.iterdir()) == []


def test_the_japanese_recovery_offer_names_a_new_scenario_by_its_japanese_title(
        qtbot, tmp_path, monkeypatch):
    """A scenario never saved to a file is named by its title: the Japanese editor's offer
    read 「エディタは New scenario の変更を…」 with the English title."""
    from qtwargame.i18n import translator

    folder = tmp_path / "autosave"
    auto = EditorAutosave(folder)
    auto.write(app.document_for(new_scenario()))
    meta = json.loads(auto.meta_path.read_text(encoding="utf-8"))
    meta["pid"] = 2 ** 22 + 12347  # a process that does not exist
    auto.meta_path.write_text(json.dumps(meta), encoding="utf-8")
    asked = []

    def question(parent, title, text, buttons):
        asked.append((title, text))
        return QMessageBox.StandardButton.No

    monkeypatch.setattr(QMessageBox, "question", question)
    translator.install("ja")
    try:
        assert app.offer_recovery(folder, "ja") == []
    finally:
        translator.install("en")
    assert asked[0][1] == ("エディタは「新しいシナリオ」の変更を保存せずに終了しました。"
                           "自動保存から復元しますか？")


def test_a_new_scenarios_window_title_follows_its_id(qtbot, tmp_path):
    """A scenario never saved is named after its id (the file Save proposes): the title
    kept "new_scenario.json" after the id was typed as twin_rivers (seen by mouse)."""
    from PySide6.QtTest import QTest

    from qtwargame.editor.editor_window import EditorWindow

    w = EditorWindow(app.document_for(new_scenario()), "en", autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    w.show()
    qtbot.waitExposed(w)
    assert w.windowTitle().startswith("new_scenario.json[*] — New scenario")
    box = w.properties.scenario.ident
    box.setFocus()
    box.selectAll()
    QTest.keyClicks(box, "twin_rivers")
    QTest.keyClick(box, Qt.Key.Key_Return)
    assert w.doc.scenario.id == "twin_rivers"
    assert w.windowTitle().startswith("twin_rivers.json[*] — New scenario")


def test_the_japanese_editor_says_in_japanese_why_a_scenario_does_not_open(
        qtbot, tmp_path, monkeypatch):
    """`qtwargame --lang ja edit twin_rivers` (a scenario only another user's folder had)
    said 「no bundled or plugin scenario or file named 'twin_rivers' (known: …)」, and a
    file that is not a scenario listed its problems in English."""
    from qtwargame.i18n import translator

    said = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda parent, title, text: said.append((title, text)))
    bad = tmp_path / "bad.json"
    bad.write_text('{"format_version": 2, "id": 5}')
    translator.install("ja")
    try:
        assert app.open_editor("twin_rivers", lang="ja", autosave_dir=tmp_path) is None
        assert app.open_editor(str(bad), lang="ja", autosave_dir=tmp_path) is None
    finally:
        translator.install("en")
    (title, unknown), (_title, unreadable) = said
    assert title == "シナリオを開けません"
    assert unknown == ("'twin_rivers'という名前の同梱・プラグインのシナリオもファイルもありません"
                       "（あるもの：blitzkrieg_moscow_2, defiant_russia, red_vengeance, "
                       "river_crossing, shin_barbarossa）")
    assert unreadable.startswith(str(bad)) and "$.id" in unreadable
    assert re.search("[\u3040-\u30ff\u4e00-\u9fff]", unreadable), unreadable
