"""Session 91: the Validation panel reads a rules package's problems in the editor's
language, worded for a designer: they were English only in the Japanese editor, and Shin
Barbarossa's results table said of an emptied cell "'' is not a result attacker/defender
(defender a step count or R)"."""

from __future__ import annotations

from tests.editor.test_editor_designer_words import _clear_results_cell, _problem_rows


def test_an_empty_shin_barbarossa_results_cell_says_where_and_what_in_both_languages(ja_editor, qtbot):
    """The place read "行 3, 列 2:1" beside "コラム2:1" in the message: a results table's
    column is a コラム in both, and the place lists in Japanese with 、."""
    w = ja_editor("shin_barbarossa")
    _clear_results_cell(w, qtbot, "3", "2:1")
    [problem] = w.validation.problems
    assert (problem.path, problem.message) == (
        "$.tables[0].rows['3'][4]",
        "column 2:1, die 3: no result given (attacker/defender steps lost, such as 1/2 or 0/R; "
        "R: a step or a retreat)")
    assert _problem_rows(w) == [(
        "表「戦闘結果表 (枢軸軍攻撃)」(crt_axis) · 行 3、コラム 2:1",
        "コラム2:1、ダイスの目3：結果が入っていません（攻撃側/防御側の損失ステップ数、例えば1/2や0/R。"
        "Rは1ステップ損失か退却）")]


def test_a_blitzkrieg_to_moscow_side_and_city_read_by_name_in_the_japanese_editor(ja_editor):
    """The rules data's problems read "no stacking limit for side 'soviet'" and "unknown
    city 'kiev2'" in the Japanese editor."""
    w = ja_editor("blitzkrieg_moscow_2")
    data = dict(w.doc.scenario.rules_data)
    data["stacking"] = {"german": {"units": 1, "per_branch": 1}}
    data["capital"] = "kiev2"
    w.doc.scenario.rules_data = data
    assert _problem_rows(w) == [
        ("ルール・データ · スタック制限（8.1、8.2）", "陣営「ソ連軍」(soviet)のスタック制限がありません"),
        ("ルール・データ · 首都", "シナリオに都市 'kiev2' がありません")]
    assert [p.message for p in w.validation.problems] == [
        'no stacking limit for side "Soviet" (soviet)', "no city 'kiev2' in the scenario"]
