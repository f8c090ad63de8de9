"""Session 91 (files): everything said about a file a person opens, validates, loads or
replays names the file, the place and what is wrong in words that translate. Reading a
scenario (``scenario.io``: not JSON, too deep, a duplicate key, not UTF-8 at "line 9,
column 46", too new a format...) and replaying a save (``engine.savegame``: an action
that is not one, ...) built about 25 problems from English f-strings, shown in English in
the Japanese play window, editor and ``qtwargame validate --lang ja``."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from qtwargame import cli
from qtwargame.engine import savegame
from qtwargame.i18n.extract import ts_path
from qtwargame.i18n.ts_catalog import Catalog
from qtwargame.scenario.io import ScenarioError, load_scenario
from tests.conftest import SCENARIOS

PACKAGE = Path(__file__).resolve().parents[1] / "qtwargame"
GOLDEN = Path(__file__).resolve().parent / "data" / "golden"

#: Errors of a bad file whose words must come from a translatable message (a
#: ``MigrationError``'s first argument is the JSON path).
_ERRORS = {"SaveError", "RulesChangedError", "ScenarioError", "MigrationError", "_Bad",
           "ActionDataError"}


def _is_words(node: ast.expr) -> bool:
    """An argument that is English text: a literal, an f-string or text joined to them."""
    if isinstance(node, ast.JoinedStr):
        return True
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return True
    return isinstance(node, ast.BinOp) and (_is_words(node.left) or _is_words(node.right))


def _name(func: ast.expr) -> str:
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return ""


def english_only_file_problems(source: str, where: str = "") -> list[str]:
    """Each ``FileProblem(...)`` built directly (not ``FileProblem.at(file, path, T(...))``
    or ``.of(file, problem)``) outside the class itself, and each error of a bad file
    (:data:`_ERRORS`) given English text, in ``source``; and each ``SaveError`` made
    without its lines (``SaveError(message, lines)``: the lines say it in the reader's
    language)."""
    found = []
    tree = ast.parse(source)
    inside_class: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ClassDef) and node.name == "FileProblem":
            inside_class |= {id(n) for n in ast.walk(node)}
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _name(node.func)
        if name == "FileProblem" and id(node) not in inside_class:
            found.append(f"{where}:{node.lineno}: FileProblem(")
        elif name in _ERRORS and any(_is_words(a) for a in node.args[name == "MigrationError":]):
            found.append(f"{where}:{node.lineno}: {name}( with English text")
        elif name == "SaveError" and len(node.args) < 2 and not node.keywords:
            found.append(f"{where}:{node.lineno}: SaveError( without its lines")
    return found


def test_the_check_finds_what_it_looks_for():
    """The check itself, on the forms the program held before session 91."""
    old = '''
class FileProblem:
    @classmethod
    def at(cls, file, path, msg):
        return cls(file, path, msg.format(), msg)

def f(file, path, e, where, i):
    a = FileProblem(file, path, f"duplicate key {e!r}")
    b = SaveError(f"{where}: $.actions[{i}]: {e}")
    c = SaveError(f"{where}: $.scenario: does not fit: " + "; ".join(e))
    d = _Bad(f"{e} is not allowed in JSON; write a number")
    g = MigrationError("$.format_version", "missing or not an integer")
    h = FileProblem.at(file, path, T("duplicate key {key}", key=e))
    k = SaveError(str(e), e.lines)
'''
    assert english_only_file_problems(old) == [
        ":8: FileProblem(", ":9: SaveError( with English text", ":10: SaveError( with English text",
        ":11: _Bad( with English text", ":12: MigrationError( with English text"]


def test_no_file_problem_or_save_error_is_english_only():
    found = []
    for path in sorted(PACKAGE.rglob("*.py")):
        found += english_only_file_problems(path.read_text(encoding="utf-8"),
                                            str(path.relative_to(PACKAGE.parent)))
    assert found == []


@pytest.fixture(scope="module")
def japanese():
    table = Catalog.read(ts_path("ja")).translations()
    return lambda context, text: table.get((context, text)) or text


def scenario_lines(path: Path, japanese) -> tuple[list[str], list[str]]:
    with pytest.raises(ScenarioError) as e:
        load_scenario(path)
    return str(e.value).splitlines(), e.value.text(japanese).splitlines()


def test_a_truncated_scenario_says_line_and_column_in_japanese(tmp_path, japanese):
    """Said '9行9列' in the editor's dialog already; ``qtwargame validate --lang ja``
    printed 'line 9, column 9' (it printed the English place)."""
    path = tmp_path / "cut.json"
    path.write_text((SCENARIOS / "river_crossing.json").read_text(encoding="utf-8")[:200],
                    encoding="utf-8")
    assert scenario_lines(path, japanese) == (
        [f"{path}: line 9, column 9: not valid JSON: Unterminated string starting at"],
        [f"{path}: 9行9列: JSONとして正しくありません（Unterminated string starting at）"])


@pytest.mark.parametrize("raw, english, japanese_words", [
    (b"", "$: the file is empty: there is no JSON in it",
     "$: ファイルが空です。JSONが書かれていません"),
    (b'{"format_version": 2, "id": "a", "id": "b"}', "$.id: duplicate key 'id'",
     "$.id: キー'id'が重複しています"),
    (b'{\n "id": "\xff"}', "line 2, column 9: not UTF-8 text (byte 10: 0xff)",
     "2行9列: UTF-8のテキストではありません（10バイト目：0xff）"),
    (b"[" * 70 + b"]" * 70, "line 1, column 65: nested more than 64 levels deep",
     "1行65列: 入れ子が64段より深くなっています"),
    (b'{"format_version": 99}', "$.format_version: version 99 is newer than this program reads (2)",
     "$.format_version: バージョン99は、このプログラムが読める版（2）より新しいものです"),
    (b'{"format_version": 2, "a": NaN}', "$.a: NaN is not allowed in JSON; write a number",
     "$.a: NaNはJSONでは使えません。数値を書いてください"),
    (b"[1]", "$: a scenario must be a JSON object", "$: シナリオはJSONオブジェクトでなければなりません"),
])
def test_a_bad_scenario_file_says_what_is_wrong_in_both_languages(tmp_path, japanese, raw,
                                                                   english, japanese_words):
    """A 0-byte file read "not valid JSON: Expecting value" at line 1, column 1; the others
    were English in the Japanese editor."""
    path = tmp_path / "bad.json"
    path.write_bytes(raw)
    assert scenario_lines(path, japanese) == ([f"{path}: {english}"],
                                              [f"{path}: {japanese_words}"])


def golden_save(tmp_path, edit) -> Path:
    """River Crossing's golden save (version 1: no proof, so a changed action is replayed)
    with ``edit`` made to its JSON, as a person edits it by hand."""
    data = json.loads((GOLDEN / "river_crossing-3.qtwsave").read_text(encoding="utf-8"))
    edit(data)
    path = tmp_path / "edited.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _path(data):
    data["actions"][7]["path"] = ["0309", "99x"]


def _kind(data):
    data["actions"][3]["kind"] = "teleport"


@pytest.mark.parametrize("edit, english, japanese_words", [
    (_path, "$.actions[7]: action 'move', field 'path': '99x' is not a hex number of this map",
     "$.actions[7]: アクション'move'の項目'path'：'99x'はこのマップのヘクス番号ではありません"),
    (_kind, "$.actions[3]: unknown action kind 'teleport'",
     "$.actions[3]: 'teleport'という種類のアクションはありません"),
])
def test_an_action_edited_by_hand_says_what_is_wrong_in_both_languages(tmp_path, japanese, edit,
                                                                        english, japanese_words):
    """Raised as ``SaveError(f"{where}: $.actions[{i}]: {e}")``: English only, with no
    lines for the play window to translate."""
    path = golden_save(tmp_path, edit)
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    assert (str(e.value), e.value.text(japanese)) == (f"{path}: {english}",
                                                      f"{path}: {japanese_words}")


def test_qtwargame_replay_says_a_bad_save_in_japanese(tmp_path, capsys):
    path = golden_save(tmp_path, _kind)
    assert cli.main(["replay", str(path), "--lang", "ja"]) != 0
    assert capsys.readouterr().err.splitlines() == [
        f"qtwargame: {path}: $.actions[3]: 'teleport'という種類のアクションはありません"]


def test_qtwargame_validate_says_line_and_column_in_japanese(tmp_path, capsys):
    path = tmp_path / "cut.json"
    path.write_text('{\n "format_version": 2,\n "id": "a",,\n}', encoding="utf-8")
    assert cli.main(["validate", str(path), "--lang", "ja"]) != 0
    assert capsys.readouterr().out.splitlines()[1:] == [
        f"  {path}: 3行12列: JSONとして正しくありません（Expecting property name enclosed in "
        "double quotes）"]


def test_a_save_the_rules_refuse_says_it_in_japanese_without_empty_brackets(tmp_path, japanese):
    """A proven save whose last action the rules refuse (the play window's details under
    "The rules have changed"): RulesChangedError held no lines, so the details read in
    English, and a refusal no rule makes read "refused on replay: [] ..."."""
    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History

    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    state, log = game.new_state(4)
    h = History(game, state, log)
    for _ in range(12):
        h.submit(game.legal_actions(h.state)[0])
    path = tmp_path / "old.qtwsave"
    savegame.save(path, h, seed=4)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["actions"].append({"kind": "move", "side": "red", "unit": "red_inf_1", "path": ["0101"]})
    data["proof"] = savegame.make_proof(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savegame.RulesChangedError) as e:
        savegame.load(path)
    assert (str(e.value), e.value.text(japanese)) == (
        f"{path}: $.actions[12]: refused on replay: It is the blue player's decision now, not the "
        "red player's.",
        f"{path}: $.actions[12]: 再生時に拒否されました: 今はredではなくblueが決定する番です。")
