"""The editor's Balance test dialog: menu entry, background batch, comparison, cancel."""

from __future__ import annotations

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


def test_balance_test_sits_after_the_play_tests_in_the_test_menu(editor):
    texts = [a.text() for a in editor.menu_test.actions() if not a.isSeparator()]
    assert texts[-1] == "Balance Test…" and "Play-test" in texts[:-1]
    editor.act_balance.trigger()
    assert isinstance(editor._balance_dialog, BalanceDialog)
    assert editor._balance_dialog.isVisible()
    assert editor._balance_dialog.compare.isChecked()  # the document has a saved file
    editor._balance_dialog.close()


def _without_units(doc, *uids):
    for uid in uids:
        doc.remove_item("units", doc.unit_index(uid))


def test_compares_the_edit_with_the_saved_file_on_the_same_seeds(editor, qtbot):
    doc = editor.doc
    _without_units(doc, "red_inf_1", "red_inf_2", "red_inf_3")
    dialog = BalanceDialog(doc, "en", editor)
    qtbot.addWidget(dialog)
    dialog.games.setValue(6)
    dialog.seed.setValue(4)
    dialog.swap.setChecked(True)
    assert dialog.start(backend_factory=InlineBackend)
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=120_000)
    runs = dialog.result["runs"]
    assert [label for label, _s in runs] == ["current", "last saved"]
    saved = run_batch(spec_for(load_scenario(doc.path), ("random", "random"), 6, 4, True),
                      InlineBackend()).summary
    assert ({k: v for k, v in runs[1][1].items() if k != "timing"}
            == {k: v for k, v in saved.items() if k != "timing"})
    assert runs[0][1]["games"] == 6 and not dialog.result["cancelled"]
    assert dialog.progress.value() == 12
    t = dialog.table
    assert [t.horizontalHeaderItem(c).text() for c in range(t.columnCount())] == [
        "Measure", "current", "last saved", "Difference", "Intervals overlap"]
    assert t.item(0, 0).text() == "Blue wins"
    cur, old = runs[0][1]["wins_by_side"]["blue"], saved["wins_by_side"]["blue"]
    assert t.item(0, 1).text() == f"{cur['rate']:.1%} ({cur['ci95'][0]:.1%}–{cur['ci95'][1]:.1%})"
    assert t.item(0, 3).text() == f"{(cur['rate'] - old['rate']) * 100:+.1f} pp"
    overlap = cur["ci95"][0] <= old["ci95"][1] and old["ci95"][0] <= cur["ci95"][1]
    assert t.item(0, 4).text() == ("yes" if overlap else "no: the balance changed")
    edited = run_batch(spec_for(doc.scenario, ("random", "random"), 6, 4, True),
                       InlineBackend()).summary
    assert ({k: v for k, v in runs[0][1].items() if k != "timing"}
            == {k: v for k, v in edited.items() if k != "timing"})
    assert edited["losses"]["red"] != saved["losses"]["red"]
    if dialog.result["png"] is not None:
        assert not dialog.plot.full.isNull() and dialog.plot.full.width() == 1100


def test_cancel_stops_and_shows_the_finished_games(editor, qtbot):
    dialog = BalanceDialog(editor.doc, "en", editor)
    qtbot.addWidget(dialog)
    dialog.games.setValue(400)
    dialog.compare.setChecked(False)
    assert dialog.start(backend_factory=InlineBackend)
    qtbot.waitUntil(lambda: dialog.progress.value() >= 2, timeout=60_000)
    dialog.cancel()
    qtbot.waitUntil(lambda: dialog.result is not None, timeout=60_000)
    assert dialog.result["cancelled"]
    played = dialog.result["runs"][0][1]["games"]
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
    assert dialog.status.text().startswith("The scenario has 1 problems")
    assert not dialog.running()
