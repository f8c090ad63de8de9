"""A designer working in Japanese names a city or a region in Japanese only: the id is made
for them and the English name is optional (session 93: the dialog refused 'A city needs an
English name and an id.')."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialogButtonBox

from qtwargame.scenario.models import CitySpec, Localized, RegionSpec
from tests.editor.test_editor_typing_into_tables import _click, _shown


def _type_ja(line, text: str) -> None:
    """Japanese typed as an input method gives it: a commit string (key clicks carry ASCII)."""
    from PySide6.QtGui import QInputMethodEvent
    from PySide6.QtWidgets import QApplication

    event = QInputMethodEvent()
    event.setCommitString(text)
    QApplication.sendEvent(line, event)


def _ok(qtbot, dialog) -> None:
    buttons = dialog.findChild(QDialogButtonBox)
    qtbot.mouseClick(buttons.button(QDialogButtonBox.StandardButton.Ok), Qt.MouseButton.LeftButton)


def test_a_city_named_in_japanese_only_gets_an_id_and_validates(qtbot, ja_editor):
    from qtwargame.editor.dialogs.city_dialog import CityDialog
    from qtwargame.editor.problems import scenario_problems

    w = ja_editor("river_crossing")
    doc = w.doc
    tool = w.tools["city"]
    city = tool.new_city("0303")
    dialog = CityDialog(city, doc.scenario.city_kinds, {c.id for c in doc.scenario.map.cities},
                        True, lang="ja")
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.focusWidget() is dialog.name_ja  # the Japanese name first, to type at once
    _type_ja(dialog.name_ja, "北浦")
    assert dialog.ident.text() == "city"
    _ok(qtbot, dialog)
    assert dialog.result() == 1 and dialog.error.text() == ""
    value = dialog.value()
    assert (value.id, value.name) == ("city", Localized(en="北浦", ja="北浦"))
    tool.add(value)
    assert scenario_problems(doc.scenario) == []
    assert doc.scenario.map.cities[-1].name.get("ja") == "北浦"
    w.properties.hex.show_label("0303")
    assert w.properties.hex.city.text() == "北浦 (都市)"  # said once, not "北浦 / 北浦"
    # opened again, the English name reads blank as it was typed
    again = CityDialog(doc.scenario.map.cities[-1], doc.scenario.city_kinds, set(), False,
                       lang="ja")
    qtbot.addWidget(again)
    assert (again.name_en.text(), again.name_ja.text()) == ("", "北浦")


def test_a_region_named_in_japanese_only_gets_an_id(qtbot, doc):
    from qtwargame.editor.dialogs.region_dialog import RegionDialog

    region = RegionSpec(id="", kind="setup", name={"en": ""})
    dialog = RegionDialog(region, doc.scenario.sides, ["setup"], {"region"}, True, lang="ja")
    qtbot.addWidget(dialog)
    _type_ja(dialog.name_ja, "北部")
    assert dialog.ident.text() == "region_2"
    _ok(qtbot, dialog)
    assert dialog.result() == 1
    assert dialog.value().name == Localized(en="北部", ja="北部")


def test_the_city_dialogs_tags_example_reads_whole(qtbot, doc):
    from qtwargame.editor.dialogs.city_dialog import CityDialog

    city = CitySpec(id="", hex="0303", kind="town", name={"en": ""})
    dialog = CityDialog(city, doc.scenario.city_kinds, set(), True)
    qtbot.addWidget(dialog)
    dialog.show()
    tags = dialog.tags
    room = tags.contentsRect().width() - tags.textMargins().left() - tags.textMargins().right()
    assert tags.fontMetrics().horizontalAdvance(tags.placeholderText()) < room - 4


def _edit_cell(qtbot, table, index):
    """The cell's editor as a designer opens it: a click on the cell, then F2."""
    from PySide6.QtWidgets import QApplication, QLineEdit

    _click(qtbot, table, index)
    QTest.keyClick(table, Qt.Key.Key_F2)
    editor = QApplication.focusWidget()
    assert isinstance(editor, QLineEdit)
    editor.selectAll()
    return editor


def _enter(qtbot, table, editor) -> None:
    """Return on the cell's editor, which commits it (queued by the delegate)."""
    QTest.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)


def test_a_new_list_item_named_in_japanese_only_reads_it_in_english_too(ja_editor, qtbot):
    """A new setup code is 「新規3」 beside "New 3": named 「北部集結」 in its Japanese cell,
    its English followed, where the English players read "New 3"; a name's English cleared
    beside a Japanese one reads the Japanese."""
    w = ja_editor("river_crossing")
    _shown(qtbot, w)
    doc = w.doc
    w.properties.show_section("lists")
    codes = w.properties._built["lists"].editors["setup_codes"]
    qtbot.mouseClick(codes.add_button, Qt.MouseButton.LeftButton)
    row = len(doc.scenario.setup_codes) - 1
    cols = {(c.field, c.sub): i for i, c in enumerate(codes.model.cols)}
    editor = _edit_cell(qtbot, codes.table, codes.model.index(row, cols[("name", "ja")]))
    _type_ja(editor, "北部集結")
    _enter(qtbot, codes.table, editor)
    assert doc.scenario.setup_codes[row].name == Localized(en="北部集結", ja="北部集結")
    # a name with an English of its own keeps it; cleared, the English reads the Japanese
    first = doc.scenario.setup_codes[0].name
    assert first.en and first.en != first.ja
    editor = _edit_cell(qtbot, codes.table, codes.model.index(0, cols[("name", "en")]))
    QTest.keyClick(editor, Qt.Key.Key_Delete)
    _enter(qtbot, codes.table, editor)
    assert doc.scenario.setup_codes[0].name == Localized(en=first.ja, ja=first.ja)


def test_a_new_unit_named_in_japanese_only_reads_it_in_english_too(ja_editor, qtbot):
    """A new unit is 「ユニット15」 beside "Unit 15": named 「第9歩兵師団」 in its Japanese
    cell, its English follows (and its counter's number with it: 9, not 15)."""
    from tests.editor.test_editor_oob_edits import _cell

    w = ja_editor("river_crossing")
    _shown(qtbot, w)
    panel = w.oob
    w.docks["oob"].raise_()
    qtbot.mouseClick(panel.add_button, Qt.MouseButton.LeftButton)
    unit = w.doc.scenario.units[-1]
    assert unit.name.ja.startswith("ユニット")
    editor = _edit_cell(qtbot, panel.table, _cell(panel, unit.id, "name_ja"))
    _type_ja(editor, "第9歩兵師団")
    _enter(qtbot, panel.table, editor)
    assert w.doc.scenario.units[-1].name == Localized(en="第9歩兵師団", ja="第9歩兵師団")


def test_a_new_card_and_table_named_in_japanese_only_read_it_in_english_too(ja_editor, qtbot):
    """「カード1」 beside "Card 1" and 「表2」 beside "Table 2", renamed in their Japanese
    fields: the English followed, where it stayed "Card 1" and "Table 2"."""
    w = ja_editor("defiant_russia")  # a ruleset that plays cards
    _shown(qtbot, w)
    w.show_section("cards")
    cards = w.cards
    cards.add_card()
    cards.name_ja.setFocus()
    cards.name_ja.selectAll()
    _type_ja(cards.name_ja, "冬将軍")
    QTest.keyClick(cards.name_ja, Qt.Key.Key_Return)
    assert w.doc.scenario.cards[-1].name == Localized(en="冬将軍", ja="冬将軍")
    w.show_section("tables")
    tables = w.tables
    tables.add_table()
    tables.name_ja.setFocus()
    tables.name_ja.selectAll()
    _type_ja(tables.name_ja, "補給表")
    QTest.keyClick(tables.name_ja, Qt.Key.Key_Return)
    assert w.doc.scenario.tables[-1].name == Localized(en="補給表", ja="補給表")
