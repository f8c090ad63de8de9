"""Diff-friendly scenario files (issue 16, point 5): one canonical text per content, so
open+save without an edit changes nothing and one hex changed changes one line; the bundled
scenarios were moved to that form once without changing what they hold."""

from __future__ import annotations

import difflib
import json
from pathlib import Path

import pytest

from qtwargame.editor.document import EditorDocument
from qtwargame.engine.ruleset import get_ruleset
from qtwargame.scenario.canonical import canonical_model, canonical_text
from qtwargame.scenario.canonicalize import main, migrate_file
from qtwargame.scenario.catalog import scenarios_dir
from qtwargame.scenario.io import dumps_scenario, load_scenario, save_scenario
from qtwargame.scenario.migrations import migrate
from qtwargame.scenario.models import Scenario

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
BUNDLED = sorted(scenarios_dir().glob("*.json"))


def _changed_lines(a: str, b: str) -> list[str]:
    return [line for line in difflib.unified_diff(a.splitlines(), b.splitlines(), lineterm="", n=0)
            if line[:1] in "+-" and not line.startswith(("+++", "---"))]


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_opening_and_saving_a_bundled_scenario_writes_the_same_bytes(path, tmp_path):
    text = path.read_text(encoding="utf-8")
    assert dumps_scenario(load_scenario(path)) == text
    copy = tmp_path / path.name
    save_scenario(load_scenario(path), copy)
    assert copy.read_bytes() == path.read_bytes()


@pytest.mark.parametrize("path", BUNDLED, ids=lambda p: p.stem)
def test_the_canonical_bundled_file_holds_the_scenario_the_golden_saves_were_played_on(path):
    """The golden saves embed the whole scenario as it was before the files were made
    canonical: the model read from each file equals it, up to the order of what has none."""
    saves = sorted(GOLDEN.glob(f"{path.stem}-*.qtwsave"))
    assert saves, f"no golden save of {path.stem}"
    embedded = json.loads(saves[0].read_text(encoding="utf-8"))["scenario"]
    before = Scenario.model_validate(migrate(embedded))
    assert _without_table_texts(load_scenario(path)) == _without_table_texts(canonical_model(before))


def _without_table_texts(sc: Scenario) -> Scenario:
    """The scenario without what its results tables say to a player beside the results
    (their ``labels`` and ``notes``), without its sides' English names, the Japanese names
    of its terrain and regions and the Japanese lines of its provenance notes: no rule reads
    them, and they were written after the golden saves were recorded (the tables' labels in
    Japanese; "Soviet" for "Soviet Union", "Allied" for "Allies"; Blitzkrieg to Moscow 2's
    rear areas named 後方地域 as the rulebook names them; the notes' ``note_ja``), and
    without the unit flags its rules do not read (session 89 removed them from the bundled
    scenarios: ``tests/test_vocabulary.py``)."""
    out = sc.model_copy(deep=True)
    declared = get_ruleset(out.ruleset).unit_flags(out)
    if declared is not None:
        read = {t.id for t in declared}
        for u in out.units:
            u.flags = [f for f in u.flags if f in read]
    for t in out.tables:
        t.labels, t.notes = {}, None
    for side in out.sides:
        side.name = side.name.model_copy(update={"en": ""})
    for named in (*out.terrain, *out.map.regions):
        named.name = named.name.model_copy(update={"ja": ""})
    for prov in out.provenance.values():
        prov.note_ja = ""
    return out


def test_painting_one_hex_changes_one_line(doc):
    before = doc.dumps()
    lbl = "0505"
    old = doc.scenario.map.hexes[lbl]
    new = "swamp" if old != "swamp" else "forest"
    doc.set_terrain({lbl: new})
    assert _changed_lines(before, doc.dumps()) == [f'-   "{lbl}": "{old}",',
                                                   f'+   "{lbl}": "{new}",']


def test_hexes_painted_in_any_order_and_removed_and_put_back_write_the_same_text(doc):
    before = doc.dumps()
    t = doc.scenario.map.hexes["0101"]
    doc.set_terrain({"0101": None})
    doc.set_terrain({"0101": t})  # now last in the dict
    assert list(doc.scenario.map.hexes)[-1] == "0101"
    assert doc.dumps() == before


def test_a_region_hex_added_changes_one_line_wherever_it_was_painted(doc):
    before = doc.dumps()
    r = doc.scenario.map.regions[0]
    extra = "0104" if "0104" not in r.hexes else "0105"
    r.hexes = [extra] + r.hexes
    changed = _changed_lines(before, doc.dumps())
    assert changed == [f'+     "{extra}",']


def test_hexsides_are_written_lower_hex_first_with_sorted_features(doc):
    sc = doc.scenario.model_copy(deep=True)
    hs = sc.map.hexsides[0]
    flipped = hs.model_copy(update={"a": hs.b, "b": hs.a})
    sc.map.hexsides = [flipped] + sc.map.hexsides[1:]
    assert canonical_text(sc) == doc.dumps()


def test_the_migration_command_rewrites_once_and_then_leaves_the_file(tmp_path, capsys):
    path = tmp_path / "old.json"
    data = json.loads(BUNDLED[-1].read_text(encoding="utf-8"))
    data["map"]["hexes"] = dict(reversed(list(data["map"]["hexes"].items())))
    data["terrain"][0]["water"] = False  # a default written out, as older files did
    path.write_text(json.dumps(data, indent=2), encoding="utf-8")
    assert migrate_file(path) is True
    assert path.read_text(encoding="utf-8") == BUNDLED[-1].read_text(encoding="utf-8")
    assert main([str(path)]) == 0
    assert capsys.readouterr().out.strip().endswith("already canonical")


def test_the_editor_saves_an_unedited_user_scenario_unchanged(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    path = tmp_path / "mine.json"
    path.write_bytes(BUNDLED[0].read_bytes())
    w = EditorWindow(EditorDocument(load_scenario(path), path), autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    assert w.save()
    assert path.read_bytes() == BUNDLED[0].read_bytes()


def test_the_migration_command_answers_help_and_touches_no_file(tmp_path, capsys, monkeypatch):
    """--help printed the usage as a file's error ('--help: [Errno 2] No such file...')."""
    monkeypatch.chdir(tmp_path)
    assert main(["--help"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("usage: python -m qtwargame.scenario.canonicalize [-h] FILE [FILE ...]")
    assert "No such file" not in out
    assert main([]) == 2
    assert "the following arguments are required: FILE" in capsys.readouterr().err
    assert list(tmp_path.iterdir()) == []
