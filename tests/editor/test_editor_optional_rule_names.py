"""Red Vengeance's optional rules (14.1-14.8) in the rules data form are keyed by their
numbers; session 93 found each row labelled by its number alone ("14.1"). Each row now
reads by the rule's name with its number beside it, in English and Japanese, and an edit
in a row names the rule in its undo step."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QLineEdit

from tests.editor.test_editor_role_keys import _editor


def _row_labels(mapping) -> list[str]:
    """The label each row starts with (a row's nested form has labels of its own)."""
    out = []
    for _key, _ed, row in mapping.rows:
        labels = [c for c in row.findChildren(QLabel) if c.parent() is row]
        out.append(labels[0].text())
    return out


NAMES_EN = ["Magyar honour (14.1)", "Arctic peace (14.2)", "More trucks (14.3)",
            "Greek garrison (14.4)", "Last stand (14.5)", "A bulge in the East (14.6)",
            "Random weather (14.7)", "Combined arms (14.8)"]
NAMES_JA = ["マジャール人の名誉 (14.1)", "北極圏の平和 (14.2)", "トラックの追加 (14.3)",
            "ギリシャ守備隊 (14.4)", "最終防衛線 (14.5)", "東部戦線における「バルジ」 (14.6)",
            "ランダム天候 (14.7)", "諸兵連合 (14.8)"]


def test_red_vengeances_optional_rules_read_by_name_and_number(qtbot, tmp_path):
    w = _editor(qtbot, tmp_path, "red_vengeance")
    rules = w.rules_data.form.fields["optional_rules"]
    assert _row_labels(rules) == NAMES_EN
    # the designer types in Arctic peace's row: the undo step names the rule, not "14.2"
    _key, arctic, _row = rules.rows[1]
    field = next(e for e in arctic.widget.findChildren(QLineEdit) if e.text() == "arctic_peace")
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClick(field, Qt.Key.Key_End)
    QTest.keyClicks(field, "_x")
    QTest.keyClick(field, Qt.Key.Key_Tab)
    assert w.doc.scenario.rules_data["optional_rules"]["14.2"]["id"] == "arctic_peace_x"
    assert w.doc.undo_stack.undoText() == "Edit rules data: Optional rules · Arctic peace · Id"


def test_red_vengeances_optional_rules_read_by_name_in_japanese(ja_editor):
    w = ja_editor("red_vengeance")
    assert _row_labels(w.rules_data.form.fields["optional_rules"]) == NAMES_JA


def _number_field(rule, label: str) -> QLineEdit:
    """The field beside ``label`` in an optional rule's row."""
    form = rule.widget.layout()
    for i in range(form.rowCount()):
        item = form.itemAt(i, form.ItemRole.LabelRole)
        if item is not None and isinstance(item.widget(), QLabel) and item.widget().text() == label:
            field = form.itemAt(i, form.ItemRole.FieldRole).widget()
            assert isinstance(field, QLineEdit)
            return field
    raise AssertionError(label)


def test_an_optional_rules_numbers_are_rows_of_the_form(qtbot, tmp_path):
    """Session 93: each optional rule showed its id alone; its numbers (14.2's 3 infantry
    RP, 14.5's 3 corps in Berlin), which the rules read, were kept but only the JSON tab
    showed them. They are rows of the rule, a number typed is one undo step, and a number
    cleared is refused at its place (the rules have no default for it)."""
    w = _editor(qtbot, tmp_path, "red_vengeance")
    rules = w.rules_data.form.fields["optional_rules"]
    arctic = rules.rows[1][1]
    field = _number_field(arctic, "Infantry RP")
    assert field.text() == "3"
    assert _number_field(rules.rows[4][1], "Berlin corps").text() == "3"
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    QTest.keyClick(field, Qt.Key.Key_End)
    QTest.keyClick(field, Qt.Key.Key_Backspace)
    QTest.keyClicks(field, "4")
    QTest.keyClick(field, Qt.Key.Key_Tab)
    assert w.doc.scenario.rules_data["optional_rules"]["14.2"] == {"id": "arctic_peace",
                                                                  "infantry_rp": 4}
    assert w.doc.undo_stack.count() == 1
    assert w.doc.undo_stack.undoText() == (
        "Edit rules data: Optional rules · Arctic peace · Infantry RP")
    field = _number_field(w.rules_data.form.fields["optional_rules"].rows[1][1], "Infantry RP")
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    field.selectAll()
    QTest.keyClick(field, Qt.Key.Key_Delete)
    QTest.keyClick(field, Qt.Key.Key_Tab)
    assert w.doc.scenario.rules_data["optional_rules"]["14.2"]["infantry_rp"] == 4
    assert w.rules_data.error.text() == (
        "Optional rules · Arctic peace · Infantry RP: a number is needed here")


def test_the_numbers_read_in_japanese(ja_editor):
    w = ja_editor("red_vengeance")
    rules = w.rules_data.form.fields["optional_rules"]
    assert _number_field(rules.rows[1][1], "歩兵RP").text() == "3"
    assert _number_field(rules.rows[7][1], "スタックごとの追加ダイス").text() == "1"
