"""The Order of Battle sorts its texts in the language's order (QCollator): numbers by
value, letters whatever their case or accent, kana in syllabary order. By code point it
put "10th Army" before "2nd Army" and 「第10軍」 before 「第2軍」."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from qtwargame.editor import app
from qtwargame.editor.panels.oob_panel import OobPanel


@pytest.fixture
def btm(qapp):
    return app.document_for("blitzkrieg_moscow_2")


def _sorted_names(qtbot, doc, lang: str, column: str) -> list[str]:
    doc.lang = lang
    panel = OobPanel(doc, lang=lang)
    qtbot.addWidget(panel)
    col = panel.model.column_of(column)
    panel.table.sortByColumn(col, Qt.SortOrder.AscendingOrder)
    return [panel.proxy.index(r, col).data() for r in range(panel.proxy.rowCount())]


def test_english_names_sort_with_their_numbers_by_value(qtbot, btm):
    names = _sorted_names(qtbot, btm, "en", "name_en")
    assert names[:5] == ["1st Panzer Army", "1st Shock Army", "2nd Army", "2nd Mechanized Corps",
                         "2nd Panzer Army"]
    assert names[22:27] == ["9th Army", "9th Army", "10th Army", "11th Army", "11th Army"]
    assert names[-3:] == ["51st Army", "Romanian 3rd Army", "Romanian 4th Army"]


def test_japanese_names_sort_with_their_numbers_by_value(qtbot, btm):
    names = _sorted_names(qtbot, btm, "ja", "name_ja")
    assert names[2:6] == ["第1戦車軍", "第1打撃軍", "第2機械化軍団", "第2軍"]
    assert names[23:28] == ["第8軍", "第9軍", "第9軍", "第10軍", "第11軍"]
    assert names[-1] == "第51軍"
