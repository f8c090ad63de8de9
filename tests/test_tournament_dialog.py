"""The editor's Balance test dialog: menu entry, background batch, comparison, cancel."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from qtwargame.editor.balance_dialog import BalanceDialog
from qtwargame.editor.document import EditorDocument
from qtwargame.editor.scenario_template import load_for_editing
from qtwargame.scenario.io import load_scenario
from qtwargame.tournament.backends import InlineBackend
from qtwargame.tournament.batch import run_batch, spec_for

RIVER = Path(__file__).resolve().parents[1] / "scenarios" / "river_crossing.json"


@pytest.fixture
def editor(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    path = tmp_path / "river.json"
    shutil.copy(RIVER, path)
    doc = EditorDocument(load_for_editing(path), path)
    w = EditorWindow(doc, "en", autosave_dir=tmp_path / "autosave")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    return w


def test_balance_test_sits_after_the_play_tests(editor):
    menu = getattr(editor, "menu_test", None) or editor.menu_file
    actions = menu.actions()
    before = actions[actions.index(editor.act_balance) - 1]
    assert before in (editor.act_play, getattr(editor, "act_play_seed", None))
    assert editor.act_balance.text() == "Balance Test…"
    editor.act_balance.trigger()
    assert isinstance(editor._balance_dialog, BalanceDialog)
    assert editor._balance_dialog.isVisible()
    # the document is its saved file: nothing to compare until it is edited
    assert not editor._balance_dialog.compare.isChecked()
    editor._balance_dialog.close()


def test_the_comparison_is_offered_once_the_scenario_differs_from_its_file(editor, qtbot):
    """With the scenario as saved, 'Compare with the last saved version' was ticked: a
    balance test of 100 games played 200, the same scenario twice, for one answer."""
    from PySide6.QtCore import Qt

    from qtwargame.editor.commands.list_item_command import ListItemCommand

    dialog = BalanceDialog(editor.doc, "en", editor)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    assert not dialog.compare.isChecked() and dialog.compare.isEnabled()
    assert dialog.compare.toolTip() == (
        f"The scenario is as last saved ({editor.doc.path}): nothing to compare yet.")
    dialog.games.setValue(4)
    assert dialog.progress.maximum() == 4
    # an edit (an undo step): now there is something to compare
    doc = editor.doc
    i = doc.unit_index("red_inf_1")
    doc.undo_stack.push(ListItemCommand(doc, "units", i, doc.scenario.units[i], None, "Delete"))
    assert dialog.compare.isChecked()
    assert dialog.progress.maximum() == 8
    doc.undo_stack.undo()  # back to the file
    assert not dialog.compare.isChecked()
    # ticked by hand on the scenario as saved: it is played once, and the dialog says why
    qtbot.mouseClick(dialog.compare, Qt.MouseButton.LeftButton)
    assert dialog.compare.isChecked()
    assert dialog.start(backend_factory=InlineBackend)
    qtbot.waitUntil(lambda: dialog.outcome is not None, timeout=120_000)
    assert [label for label, _s in dialog.outcome["runs"]] == ["current"]
    assert dialog.progress.value() == 4
    assert dialog.status.text() == ("Done: 4 games. The scenario is as last saved, so only "
                                    "this version was played.")


def _without_units(doc, *uids):
    for uid in uids:
        doc.remove_item("units", doc.unit_index(uid))


def test_compares_the_edit_with_the_saved_file_on_the_same_seeds(editor, qtbot):
    doc = editor.doc
    _without_units(doc, "red_inf_1", "red_inf_2", "red_inf_3")
    dialog = BalanceDialog(doc, "en", editor)
    qtbot.addWidget(dialog)
    dialog.games.setValue(4)
    dialog.seed.setValue(4)
    dialog.swap.setChecked(True)
    dialog.compare.setChecked(True)  # the units went without an undo step
    assert dialog.start(backend_factory=InlineBackend)
    qtbot.waitUntil(lambda: dialog.outcome is not None, timeout=120_000)
    runs = dialog.outcome["runs"]
    assert [label for label, _s in runs] == ["current", "last saved"]
    saved = run_batch(spec_for(load_scenario(doc.path), ("random", "random"), 4, 4, True),
                      InlineBackend()).summary
    assert ({k: v for k, v in runs[1][1].items() if k != "timing"}
            == {k: v for k, v in saved.items() if k != "timing"})
    assert runs[0][1]["games"] == 4 and not dialog.outcome["cancelled"]
    assert dialog.progress.value() == 8
    t = dialog.table
    assert [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())] == [
        "Measure", "current", "last saved", "Difference", "Intervals overlap"]
    assert t.item(0, 0).text() == "Blue wins"
    cur, old = runs[0][1]["wins_by_side"]["blue"], saved["wins_by_side"]["blue"]
    assert t.item(0, 1).text() == f"{cur['rate']:.1%} ({cur['ci95'][0]:.1%}–{cur['ci95'][1]:.1%})"
    assert t.item(0, 3).text() == f"{(cur['rate'] - old['rate']) * 100:+.1f} pp"
    overlap = cur["ci95"][0] <= old["ci95"][1] and old["ci95"][0] <= cur["ci95"][1]
    assert t.item(0, 4).text() == ("yes" if overlap else "no: the balance changed")
    edited = run_batch(spec_for(doc.scenario, ("random", "random"), 4, 4, True),
                       InlineBackend()).summary
    assert ({k: v for k, v in runs[0][1].items() if k != "timing"}
            == {k: v for k, v in edited.items() if k != "timing"})
    assert edited["losses"]["red"] != saved["losses"]["red"]
    assert dialog.save_button.isEnabled()
    written = dialog.save_results(editor.doc.path.parent / "results")
    folder = editor.doc.path.parent / "results"
    for sub, summary in (("current", edited), ("last-saved", saved)):
        on_disk = json.loads((folder / sub / "summary.json").read_text(encoding="utf-8"))
        assert on_disk["wins_by_side"] == summary["wins_by_side"]
        assert len((folder / sub / "games.jsonl").read_text(encoding="utf-8").splitlines()) == 4
        assert (folder / sub / "wins.csv") in written
    assert dialog.status.text() == f"Saved {len(written)} files in {folder}"
    if dialog.outcome["png"] is not None:
        assert not dialog.plot.full.isNull() and dialog.plot.full.width() == 1100


def test_cancel_stops_and_shows_the_finished_games(editor, qtbot):
    dialog = BalanceDialog(editor.doc, "en", editor)
    qtbot.addWidget(dialog)
    dialog.games.setValue(400)
    dialog.compare.setChecked(False)
    assert dialog.start(backend_factory=InlineBackend)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=60_000)
    dialog.cancel()
    qtbot.waitUntil(lambda: dialog.outcome is not None, timeout=60_000)
    assert dialog.outcome["cancelled"]
    played = dialog.outcome["runs"][0][1]["games"]
    assert 2 <= played < 400
    assert dialog.run_button.isEnabled() and not dialog.running()
    assert dialog.status.text() == (f"Cancelled; the results below are of the {played} games "
                                    "finished.")


def test_an_invalid_document_is_refused_with_a_message(editor, qtbot):
    doc = editor.doc
    doc.set_field("units", 0, "type", "zeppelin")
    dialog = BalanceDialog(doc, "en", editor)
    qtbot.addWidget(dialog)
    assert not dialog.start()
    assert dialog.status.text().startswith("The scenario has 1 problem; fix it")
    assert not dialog.running()


def test_closing_the_dialog_stops_the_games(editor, qtbot):
    dialog = BalanceDialog(editor.doc, "en", editor)
    qtbot.addWidget(dialog)
    dialog.games.setValue(400)
    dialog.compare.setChecked(False)
    dialog.show()
    assert dialog.start(backend_factory=InlineBackend)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 1, timeout=60_000)
    dialog.reject()
    assert not dialog.running() and not dialog.isVisible()
    assert dialog.progress.value() < 400


def test_the_dialog_plays_on_worker_processes_by_default(editor, qtbot):
    dialog = BalanceDialog(editor.doc, "en", editor)
    qtbot.addWidget(dialog)
    dialog.games.setValue(4)
    dialog.workers.setValue(2)
    dialog.compare.setChecked(False)
    assert dialog.start()
    qtbot.waitUntil(lambda: dialog.outcome is not None, timeout=120_000)
    (label, summary), = dialog.outcome["runs"]
    assert label == "current" and summary["games"] == 4
    assert summary["timing"]["backend"] == "processes" and summary["timing"]["workers"] == 2
    local = run_batch(spec_for(editor.doc.scenario, ("random", "random"), 4, 1, False),
                      InlineBackend()).summary
    assert summary["wins_by_side"] == local["wins_by_side"]
    assert dialog.table.columnCount() == 2  # one version: no difference columns


def test_two_levels_add_each_players_wins_to_the_table(editor, qtbot):
    dialog = BalanceDialog(editor.doc, "en", editor)
    qtbot.addWidget(dialog)
    summary = run_batch(spec_for(editor.doc.scenario, ("random", "random"), 4, 2, True),
                        InlineBackend()).summary
    summary = {**summary, "players": {"A": "greedy", "B": "random"}}
    dialog._fill_table([("current", summary)])
    titles = [dialog.table.item(r, 0).text() for r in range(dialog.table.rowCount())]
    greedy = dialog._level_text("greedy")
    assert titles[3:5] == [f"Player A ({greedy}) wins", "Player B (Random) wins"]
    a = summary["wins_by_player"]["A"]
    assert dialog.table.item(3, 1).text() == (
        f"{a['rate']:.1%} ({a['ci95'][0]:.1%}–{a['ci95'][1]:.1%})")


def test_the_saved_report_reads_in_the_editors_language(editor, qtbot, monkeypatch, tmp_path):
    """Save Results in the Japanese editor wrote report.html (and the figure's titles) in
    English, its title 'River Crossing (teaching scenario): random vs random'."""
    pytest.importorskip("matplotlib", reason="needs the plots extra")
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QFileDialog

    from qtwargame.i18n import translator
    from qtwargame.tournament import plots

    folder = tmp_path / "results"
    monkeypatch.setattr(QFileDialog, "getExistingDirectory", lambda *a, **k: str(folder))
    drawn = []
    png_bytes = plots.png_bytes
    monkeypatch.setattr(plots, "png_bytes", lambda runs, **kw: drawn.append(kw) or png_bytes(
        runs, **kw))
    translator.install("ja")
    try:
        dialog = BalanceDialog(editor.doc, "ja", editor)
        qtbot.addWidget(dialog)
        dialog.games.setValue(2)
        dialog.compare.setChecked(False)
        assert dialog.start(backend_factory=InlineBackend)
        qtbot.waitUntil(lambda: dialog.outcome is not None, timeout=120_000)
        assert [kw["text"]["wins"] for kw in drawn] == ["勝率と95%信頼区間"]  # the dialog's
        drawn.clear()  # the saved report's figure is drawn again
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    finally:
        translator.install("en")
    page = (folder / "current" / "report.html").read_text(encoding="utf-8")
    assert "<title>渡河作戦(入門シナリオ)：バランス・レポート</title>" in page
    assert "<h1>渡河作戦(入門シナリオ)：ランダム 対 ランダム</h1>" in page
    assert "<h2>結果：2戦、シード 1</h2>" in page
    assert "<tr><th></th><th>勝利数</th><th>勝率</th><th>95%信頼区間</th></tr>" in page
    assert "<td>青軍</td>" in page and "<td>引き分け</td>" in page
    assert [kw["text"]["wins"] for kw in drawn] == ["勝率と95%信頼区間"]
