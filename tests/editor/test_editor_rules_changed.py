"""A new scenario's ruleset changed from the classic rules to another (session 94 by hand):
the classic rules' data (terrain cost, feature cost, first side...) stayed, each key a
problem the new rules refuse ('Extra inputs are not permitted'), which the Rules Data form
had no row for: only the JSON tab could remove them."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from tests.editor.test_editor_typing_into_tables import _shown

CLASSIC_ONLY = ["terrain_cost", "feature_cost", "terrain_shift", "feature_shift", "first_side"]


def _new_scenario_window(qtbot, tmp_path, lang="en"):
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.scenario_template import new_scenario

    w = EditorWindow(EditorDocument(new_scenario(), None), lang, autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    _shown(qtbot, w)
    qtbot.waitUntil(lambda: w._first_frame_done)
    return w


def _choose_ruleset(qtbot, w, ruleset_id: str) -> None:
    """Pick the ruleset in Properties ▸ Scenario with the keyboard, as a designer does."""
    w.show_section("scenario")
    combo = w.properties.scenario.ruleset
    qtbot.waitUntil(lambda: combo.findData(ruleset_id) >= 0)
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    steps = combo.findData(ruleset_id) - combo.currentIndex()
    for _ in range(abs(steps)):
        QTest.keyClick(combo, Qt.Key.Key_Down if steps > 0 else Qt.Key.Key_Up)
    qtbot.waitUntil(lambda: w.doc.scenario.ruleset == ruleset_id)


def test_rules_data_another_ruleset_refuses_is_named_over_the_form_and_removed_at_a_click(
        qtbot, tmp_path):
    w = _new_scenario_window(qtbot, tmp_path)
    _choose_ruleset(qtbot, w, "blitzkrieg_moscow_2")
    w.show_section("rules_data")
    panel = w.rules_data
    qtbot.waitUntil(panel.unread_box.isVisible)
    assert panel.unread.text() == (
        "Not read by the Blitzkrieg to Moscow 2 rules, and refused by them (data of other "
        "rules?): terrain_cost, feature_cost, terrain_shift, feature_shift, first_side. "
        "The form has no row for these 5 keys.")
    # the validation's problem at one of them opens the form there, not the JSON
    w.jump_to_problem("$.rules_data.first_side")
    assert panel.tabs.currentIndex() == 0
    assert panel.remove_unread.hasFocus()
    before = dict(w.doc.scenario.rules_data)
    QTest.mouseClick(panel.remove_unread, Qt.MouseButton.LeftButton)
    assert [k for k in CLASSIC_ONLY if k in w.doc.scenario.rules_data] == []
    assert w.doc.scenario.rules_data == {k: v for k, v in before.items()
                                         if k not in CLASSIC_ONLY}
    stack = w.doc.undo_stack
    assert stack.text(stack.index() - 1) == (
        "Remove rules data not read: terrain_cost, feature_cost, terrain_shift, "
        "feature_shift, first_side")
    assert not panel.unread_box.isVisible()
    stack.undo()  # one step brings every key back
    assert w.doc.scenario.rules_data == before
    assert panel.unread_box.isVisible()


def test_the_classic_rules_own_data_is_not_named_as_unread(qtbot, tmp_path):
    w = _new_scenario_window(qtbot, tmp_path)
    w.show_section("rules_data")
    assert not w.rules_data.unread_box.isVisibleTo(w.rules_data)


def test_the_japanese_editor_names_the_unread_data_in_japanese(qtbot, tmp_path):
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        w = _new_scenario_window(qtbot, tmp_path, "ja")
        _choose_ruleset(qtbot, w, "shin_barbarossa")
        w.show_section("rules_data")
        panel = w.rules_data
        qtbot.waitUntil(panel.unread_box.isVisible)
        assert panel.unread.text() == (
            "真・バルバロッサ作戦のルールでは読まれず、受け付けられないデータです(別のルールの"
            "データ?): terrain_cost, feature_cost, terrain_shift, feature_shift, first_side。"
            "フォームにはこの5件の欄がありません。")
        assert panel.remove_unread.text() == "削除"
    finally:
        translator.install("en")
