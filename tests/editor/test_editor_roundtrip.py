"""The editor's promise: every edit undoes back to the original document, and a saved
scenario reads back equal to what was edited."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.editor.scenario_template import load_for_editing
from qtwargame.scenario.models import CitySpec

from .conftest import at, drag


def test_paint_hexside_city_and_oob_cell_then_undo_everything_gives_back_the_original(window):
    doc = window.doc
    original = doc.dump()
    stack = doc.undo_stack
    # Paint terrain: one stroke across three hexes is one undo step.
    window.settings.set("terrain", "forest")
    drag(window, window.tools["brush"], ["0104", "0204", "0304"])
    assert [doc.scenario.map.hexes[x] for x in ("0104", "0204", "0304")] == ["forest"] * 3
    assert stack.count() == 1
    # A hexside feature.
    hexside = window.tools["hexside"]
    window.set_tool("hexside")
    hexside.toggle("0202", "0203")
    assert doc.scenario.map.hexsides[doc.hexside_index("0202", "0203")].features == ["river"]
    # A city.
    window.tools["city"].add(CitySpec(id="neustadt", hex="0204", kind="town",
                                      name={"en": "Neustadt", "ja": "ノイシュタット"}))
    assert doc.city_index_at("0204") is not None
    # An order-of-battle cell: the first unit's attack on both steps.
    model = window.oob.model
    col = model.column_of("value:attack")
    assert model.setData(model.index(0, col), "5/3", Qt.ItemDataRole.EditRole)
    assert [s["attack"] for s in doc.scenario.units[0].steps] == [5, 3]
    assert window.isWindowModified() is True
    edited = doc.dump()
    assert stack.count() == 4
    while stack.canUndo():
        stack.undo()
    assert doc.dump() == original
    assert stack.isClean()
    while stack.canRedo():
        stack.redo()
    assert doc.dump() == edited


def test_saving_then_loading_gives_the_same_scenario(window, tmp_path):
    doc = window.doc
    window.settings.set("terrain", "hills")
    drag(window, window.tools["brush"], ["0506", "0606"])
    window.tools["hexside"].toggle("0506", "0507")
    out = tmp_path / "edited.json"
    assert window.save_to(out)
    assert doc.undo_stack.isClean() and not window.isWindowModified()
    # The file is in canonical order (hexes sorted); the content is the document's.
    from qtwargame.scenario.canonical import canonical_model

    assert load_for_editing(out).model_dump() == canonical_model(doc.scenario).model_dump()


def test_a_save_that_fails_shows_the_error_and_keeps_the_document(window, tmp_path, monkeypatch):
    shown = []
    monkeypatch.setattr("qtwargame.editor.editor_window.QMessageBox.critical",
                        lambda *args: shown.append(args[2]))
    window.settings.set("terrain", "swamp")
    window.tools["brush"].press(at(window, "0101"))
    blocker = tmp_path / "file"
    blocker.write_text("x")
    assert not window.save_to(blocker / "cannot.json")
    assert shown and "could not be saved" in shown[0]
    assert window.doc.is_modified()
    assert window.doc.path.name == "river_crossing.json"
