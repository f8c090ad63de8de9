"""A drop-down whose first item stands for the ruleset's default (Defiant Russia's city
kinds: "default None") drew that item, and the closed drop-down showing it, in the ink of a
chosen value, so a kind left to the rules read as one picked (session 93). The item is in
the placeholder's grey, as a blank number field's "default 3" is, in the list and in the
closed drop-down while it is the pick; a value picked reads in ink, and the default picked
again reads grey again."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QComboBox

from tests.editor.test_editor_role_keys import _editor, _pick, _row


def _town(w) -> QComboBox:
    box = _row(w.rules_data.form.fields["city_kinds"], "town").widget
    assert isinstance(box, QComboBox)
    return box


def _closed_ink(box: QComboBox):
    return box.palette().color(QPalette.ColorRole.ButtonText)


def test_the_default_item_of_a_drop_down_reads_grey(qtbot, tmp_path):
    w = _editor(qtbot, tmp_path)
    box = _town(w)
    grey = box.palette().placeholderText().color()
    ink = w.palette().color(QPalette.ColorRole.ButtonText)
    assert grey != ink
    assert box.itemText(0) == "default None"
    assert box.itemData(0, Qt.ItemDataRole.ForegroundRole).color() == grey
    assert [box.itemData(i, Qt.ItemDataRole.ForegroundRole) for i in range(1, box.count())] == [
        None, None, None]
    assert _closed_ink(box) == grey
    _pick(qtbot, box)  # City, by the keyboard
    assert w.doc.scenario.rules_data["city_kinds"]["town"] == "city"
    box = _town(w)
    assert box.currentText() == "City"
    assert _closed_ink(box) == ink
    _pick(qtbot, box, Qt.Key.Key_Home)  # the default again
    assert "town" not in w.doc.scenario.rules_data.get("city_kinds", {})
    box = _town(w)
    assert box.currentIndex() == 0
    assert _closed_ink(box) == grey
