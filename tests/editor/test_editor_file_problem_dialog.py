"""Session 91 (files): File > Open in the Japanese editor on a file that is not a scenario
says why in Japanese (the file, the place and what is wrong), and the scenario being
edited stays open as it was."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from qtwargame.editor import app
from tests.conftest import SCENARIOS


def test_the_japanese_editor_says_why_a_file_does_not_open_and_keeps_its_scenario(
        qtbot, tmp_path, monkeypatch):
    from qtwargame.i18n import translator

    cut = tmp_path / "cut.json"
    cut.write_text((SCENARIOS / "river_crossing.json").read_text(encoding="utf-8")[:200],
                   encoding="utf-8")
    newer = tmp_path / "newer.json"
    newer.write_text('{"format_version": 99}', encoding="utf-8")
    said = []
    monkeypatch.setattr(QMessageBox, "critical",
                        lambda parent, title, text: said.append((title, text)))
    translator.install("ja")
    try:
        w = app.make_editor_window("river_crossing", "ja", autosave_dir=tmp_path / "autosave")
        qtbot.addWidget(w)
        for path in (cut, newer):  # the Open dialog's answer, then File > Open
            monkeypatch.setattr("qtwargame.editor.window_files.QFileDialog.getOpenFileName",
                                lambda *a, path=path, **k: (str(path), ""))
            w.act_open.trigger()
    finally:
        translator.install("en")
    assert said == [
        ("シナリオを開けません",
         f"{cut}: 9行9列: JSONとして正しくありません（Unterminated string starting at）"),
        ("シナリオを開けません",
         f"{newer}: $.format_version: バージョン99は、このプログラムが読める版（2）より新しいもの"
         "です")]
    assert w.doc.scenario.id == "river_crossing" and w.doc.undo_stack.isClean()
    assert app.WINDOWS == []
