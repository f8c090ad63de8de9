"""Issue 17: no bad file crashes, hangs or wedges the program, and a doctored save is
refused. Each case the issue lists is reproduced here: the file is refused with the
project's error (:class:`qtwargame.errors.BadFileError`) naming the file, the place and
what is wrong, or, once accepted, the game it starts plays."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.errors import BadFileError
from qtwargame.scenario import io
from qtwargame.scenario.io import ScenarioError, load_scenario, scenario_from_data
from tests.conftest import DATA, SCENARIOS

GOLDEN = DATA / "golden"


def scenario_json(name: str) -> dict:
    return json.loads((SCENARIOS / f"{name}.json").read_text(encoding="utf-8"))


def problems(data, file="test.json") -> list[tuple[str, str]]:
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(data, file)
    assert all(p.file == file for p in e.value.problems)
    return [(p.path, p.message) for p in e.value.problems]


def load_problems(path: Path) -> list[tuple[str, str]]:
    with pytest.raises(ScenarioError) as e:
        load_scenario(path)
    assert all(p.file == str(path) for p in e.value.problems)
    return [(p.path, p.message) for p in e.value.problems]


# -- reading scenario files -----------------------------------------------------------------

RAW = (SCENARIOS / "river_crossing.json").read_bytes()


def test_invalid_utf8_names_line_and_column(tmp_path):
    f = tmp_path / "s.json"
    f.write_bytes(b'{\n  "id": "a\xffb"}')
    assert load_problems(f) == [("line 2, column 11", "not UTF-8 text (byte 12: 0xff)")]


@pytest.mark.parametrize("depth", [100, 1000, 100_000])
def test_deep_nesting_is_refused_without_recursion_error(tmp_path, depth):
    f = tmp_path / "deep.json"
    f.write_bytes(b'{"a": ' + b"[" * depth + b"]" * depth + b"}")
    # the object is the first level, so the 64th bracket (column 6 + 64) opens the 65th
    assert load_problems(f) == [("line 1, column 70", "nested more than 64 levels deep")]


def test_a_5000_digit_number_names_its_place(tmp_path):
    f = tmp_path / "big.json"
    f.write_bytes(RAW.replace(b'"vp": 1', b'"vp": ' + b"9" * 5000, 1))
    assert load_problems(f) == [("$.map.cities[2].vp",
                                 "a number of 5000 digits is far too long (at most 40)")]


@pytest.mark.parametrize("word", ["NaN", "Infinity", "-Infinity"])
def test_nan_and_infinity_are_refused(tmp_path, word):
    f = tmp_path / "nan.json"
    f.write_bytes(RAW.replace(b'"vp": 1', b'"vp": ' + word.encode(), 1))
    assert load_problems(f) == [("$.map.cities[2].vp",
                                 f"{word} is not allowed in JSON; write a number")]


def test_duplicate_key_names_its_json_path(tmp_path):
    f = tmp_path / "dup.json"
    f.write_bytes(b'{"units": [{"id": 1}, {"id": 1, "id": 2}]}')
    assert load_problems(f) == [("$.units[1].id", "duplicate key 'id'")]


def test_a_byte_order_mark_is_accepted(tmp_path):
    f = tmp_path / "bom.json"
    f.write_bytes(b"\xef\xbb\xbf" + RAW)
    assert load_scenario(f).id == "river_crossing"


def test_a_fifo_is_refused_at_once(tmp_path):
    f = tmp_path / "pipe.json"
    os.mkfifo(f)
    assert load_problems(f) == [("$", "not a regular file (a folder, a device or a pipe "
                                      "cannot be read)")]


def test_a_device_is_refused_instead_of_read_to_memory_error():
    assert load_problems(Path("/dev/zero"))[0][1].startswith("not a regular file")


def test_a_file_over_the_size_limit_is_refused_unread(tmp_path, monkeypatch):
    f = tmp_path / "huge.json"
    f.write_bytes(b" " * 2001)
    monkeypatch.setattr(io, "MAX_FILE_BYTES", 2000)
    assert load_problems(f) == [("$", "2001 bytes is larger than the 2000 bytes a file may have")]


def test_wrong_json_types_name_the_path():
    data = scenario_json("river_crossing")
    data["units"][3]["steps"] = {"attack": 1}
    data["map"]["grid"] = []
    # (it read "Input should be a valid dictionary or instance of GridModel": pydantic's
    # words and a class name of the program's)
    assert problems(data) == [("$.map.grid", "must be an object"),
                              ("$.units[3].steps", "must be a list")]


def test_a_lone_surrogate_in_a_title_is_refused_when_read(tmp_path):
    f = tmp_path / "s.json"
    raw = RAW.replace(b'"en": "River Crossing', b'"en": "River \\ud800', 1)
    assert raw != RAW
    f.write_bytes(raw)
    assert load_problems(f) == [("$.title.en", "text with an unpaired surrogate (such as "
                                               "\\ud800) cannot be saved as UTF-8")]


def test_a_lone_surrogate_is_refused_by_validation_too():
    """The editor validates a model, not a file: the same text is caught there."""
    data = scenario_json("river_crossing")
    data["title"]["en"] = "River \ud800"
    assert problems(data) == [("$.title.en", "text with an unpaired surrogate (such as "
                                             "\\ud800) cannot be saved")]


@pytest.mark.parametrize("label", ["0101 ", " 0101", "０１０１"])
def test_hex_numbers_with_spaces_or_full_width_digits_are_no_aliases(label):
    data = scenario_json("river_crossing")
    data["map"]["cities"][0]["hex"] = label
    assert problems(data) == [("$.map.cities[0].hex",
                               f"{label!r} is not a hex number of 4 digits (digits 0-9 only, "
                               "no spaces)")]


def test_an_option_default_must_be_one_of_its_choices():
    data = scenario_json("river_crossing")
    data["options"] = [{"id": "mode", "name": {"en": "Mode"}, "default": "c",
                        "choices": ["a", "b"]},
                       {"id": "flag", "name": {"en": "Flag"}, "default": "yes"}]
    assert sorted(problems(data)) == [
        ("$.options[0].default",
         'optional rule "Mode" (mode) defaults to \'c\', which is not one of its choices (a, b)'),
        ("$.options[1].default", "an option without choices is on or off: true or false"),
    ]


# -- valid on paper, broken in play ---------------------------------------------------------


def test_negative_terrain_cost_is_refused_classic():
    data = scenario_json("river_crossing")
    data["rules_data"]["terrain_cost"]["clear"] = -1
    assert problems(data) == [("$.rules_data.terrain_cost.clear", "-1 is out of range (0 to 999)")]


def test_zero_terrain_cost_is_refused_classic():
    data = scenario_json("river_crossing")
    data["rules_data"]["terrain_cost"]["forest"] = 0
    assert problems(data) == [("$.rules_data.terrain_cost.forest",
                               "a cost of 0: entering a hex costs at least 1 movement point "
                               "(— where units may not enter)")]


def test_negative_and_zero_terrain_costs_are_refused_defiant_russia():
    data = scenario_json("defiant_russia")
    data["rules_data"]["terrain"]["rough"]["cost"]["armor"] = -2
    data["rules_data"]["terrain"]["clear"]["cost"]["foot"] = 0
    assert problems(data) == [
        ("$.rules_data.terrain.rough.cost.armor", "-2 is out of range (0 to 999)"),
        ("$.rules_data.terrain.clear.cost.foot",
         "a cost of 0 for foot: entering a hex costs at least 1 movement point (— where units may "
         "not enter)"),
    ]


def test_absurd_unit_strength_is_refused():
    data = scenario_json("blitzkrieg_moscow_2")
    data["units"][0]["steps"][0]["strength"] = 10**18
    assert problems(data) == [("$.units[0].steps[0].strength",
                               "must be at most 999")]


def test_absurd_rules_numbers_are_refused():
    data = scenario_json("blitzkrieg_moscow_2")
    data["rules_data"]["supply_range"] = 10**18
    assert problems(data) == [("$.rules_data.supply_range",
                               "1000000000000000000 is out of range (0 to 999)")]


def test_arrival_at_an_unknown_place_is_refused():
    data = scenario_json("river_crossing")
    i = next(i for i, u in enumerate(data["units"]) if u.get("arrival"))
    data["units"][i]["arrival"]["where"] = "atlantis"
    name = data["units"][i]["name"]["en"]
    uid = data["units"][i]["id"]
    assert problems(data) == [(f"$.units[{i}].arrival.where",
                               f'unit "{name}" ({uid}) arrives at \'atlantis\', which is no '
                               "setup code, region or hex of the map")]


def test_c6_a_classic_reinforcement_with_no_arrival_place_is_refused():
    # before: it validated, and the unit waited off the map for the whole game (C6 places a
    # reinforcement only on its arrival place)
    data = scenario_json("river_crossing")
    i = next(i for i, u in enumerate(data["units"]) if u.get("arrival"))
    data["units"][i]["arrival"]["where"] = ""
    name = data["units"][i]["name"]["en"]
    uid = data["units"][i]["id"]
    turn = data["units"][i]["arrival"]["turn"]
    assert problems(data) == [(f"$.units[{i}].arrival.where",
                               f'unit "{name}" ({uid}) arrives on turn {turn} with no place to '
                               "enter: give it a hex, a region or a setup code (C6)")]


def test_results_table_missing_a_die_row_is_refused_classic():
    data = scenario_json("river_crossing")
    del data["tables"][0]["rows"]["6"]
    assert problems(data) == [("$.tables[0].rows",
                               "rows must be the die rolls 1 to 6 (C7 rolls one die)")]


def test_results_table_missing_a_column_entry_is_refused():
    data = scenario_json("blitzkrieg_moscow_2")
    data["tables"][0]["rows"]["3"].pop()
    cols = len(data["tables"][0]["columns"])
    assert problems(data) == [("$.tables[0].rows['3']", f"{cols - 1} results for {cols} columns")]


def test_btm2_side_without_a_rear_area_is_refused():
    data = scenario_json("blitzkrieg_moscow_2")
    data["map"]["regions"] = [r for r in data["map"]["regions"] if r.get("side") != "soviet"]
    # (the Soviet arrivals, which name that region, are reported one by one as well)
    assert problems(data)[-1:] == [("$.map.regions", 'side "Soviet" (soviet) has no rear area (a '
                               "region of kind 'rear_area'): its arrivals and rebuilds have nowhere "
                               "to go (6.2, 10.5)")]


def test_btm2_card_icon_type_as_a_list_is_a_problem_not_a_crash():
    data = scenario_json("blitzkrieg_moscow_2")
    data["cards"][0]["icons"][0]["type"] = []
    found = problems(data)
    assert len(found) == 1 and found[0][0] == "$.cards[0].icons[0].type"
    assert found[0][1].startswith("unknown icon type []")


def test_a_ruleset_check_that_fails_is_reported_not_raised(monkeypatch):
    from qtwargame.engine.ruleset import get_ruleset
    from qtwargame.errors import INTERNAL_ERROR

    def broken(self, scenario):
        raise TypeError("boom")

    monkeypatch.setattr(type(get_ruleset("classic")), "validate_scenario", broken)
    found = problems(scenario_json("river_crossing"))
    assert found == [("$", f"{INTERNAL_ERROR}: the classic rules could not check this "
                           "scenario (TypeError: boom)")]


@pytest.mark.parametrize("name", ["river_crossing", "defiant_russia", "blitzkrieg_moscow_2"])
def test_bundled_scenarios_still_validate_and_start(name):
    sc = load_scenario(SCENARIOS / f"{name}.json")
    game = Game(sc)
    state, _ = game.new_state(3)
    assert game.legal_actions(state)


# -- saves -----------------------------------------------------------------------------------

SAVE = GOLDEN / "river_crossing-3.qtwsave"


def save_json() -> dict:
    return json.loads(SAVE.read_text(encoding="utf-8"))


def save_error(tmp_path, data=None, raw: bytes | None = None) -> str:
    path = tmp_path / "bad.qtwsave"
    if raw is None:
        raw = json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")
    path.write_bytes(raw)
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    text = str(e.value)
    assert all(line.startswith(f"{path}: ") for line in text.splitlines()), text
    return text.replace(f"{path}: ", "")


def test_save_with_invalid_utf8(tmp_path):
    raw = SAVE.read_bytes()
    assert save_error(tmp_path, raw=raw[:50] + b"\xc3\x28" + raw[50:]) == (
        "line 3, column 20: not UTF-8 text (byte 50: 0xc3)")


def test_save_nested_too_deep(tmp_path):
    raw = b'{"format": "qtwargame-save", "x": ' + b"[" * 5000 + b"]" * 5000 + b"}"
    # the object is the first level: the 64th bracket opens the 65th (column 34 + 64)
    assert save_error(tmp_path, raw=raw) == "line 1, column 98: nested more than 64 levels deep"


def test_save_with_a_5000_digit_seed(tmp_path):
    raw = SAVE.read_bytes().replace(b'"seed": 3', b'"seed": ' + b"7" * 5000)
    assert save_error(tmp_path, raw=raw) == "$.seed: a number of 5000 digits is far too long " \
                                            "(at most 40)"


@pytest.mark.parametrize("field, value, message", [
    ("options", "all", "$.options: must be an object, not text"),
    ("options", {"fog": True}, "$.options['fog']: unknown option (this scenario offers: none)"),
    ("seed", 1.5, "$.seed: must be a whole number of at most 20 digits, not a number"),
    ("seed", True, "$.seed: must be a whole number of at most 20 digits, not true or false"),
    ("seed", 2**70, f"$.seed: must be a whole number of at most 20 digits, not {2**70}"),
    ("dice_script", "66", "$.dice_script: must be a list of die values, not text"),
    ("dice_script", [6, 6.0], "$.dice_script[1]: 6.0 is not a face of this game's die (a whole "
                              "number from 1 to 6)"),
    ("dice_script", [True], "$.dice_script[0]: true is not a face of this game's die (a whole "
                            "number from 1 to 6)"),
    ("dice_script", [0], "$.dice_script[0]: 0 is not a face of this game's die (a whole number "
                         "from 1 to 6)"),
    ("dice_script", [7], "$.dice_script[0]: 7 is not a face of this game's die (a whole number "
                         "from 1 to 6)"),
    ("actions", {"0": {}}, "$.actions: must be a list, not an object"),
    ("final_hash", 12, "$.final_hash: must be 64 hexadecimal digits (a SHA-256)"),
    ("final_hash", "abc", "$.final_hash: must be 64 hexadecimal digits (a SHA-256)"),
    ("format_version", "1", "$.format_version: must be a whole number from 1 to 4, not '1'"),
])
def test_save_fields_of_the_wrong_type(tmp_path, field, value, message):
    data = save_json()
    data[field] = value
    assert save_error(tmp_path, data) == message


def test_a_save_without_a_version_says_it_is_missing(tmp_path):
    """A file with no ``format_version`` read 「1から3までの整数でなければなりません（Noneでは
    なく）」 in the Japanese window: Python's None for a key the file does not have."""
    data = save_json()
    del data["format_version"]
    assert save_error(tmp_path, data) == (
        "$.format_version: is missing: a saved game gives its version, a whole number from 1 to 4")
    data["format_version"] = None
    assert save_error(tmp_path, data) == (
        "$.format_version: is missing: a saved game gives its version, a whole number from 1 to 4")
    data["format_version"] = 2.5
    assert save_error(tmp_path, data) == "$.format_version: must be a whole number from 1 to 4, not 2.5"


def test_save_option_values_are_checked_against_their_choices(tmp_path):
    data = json.loads((GOLDEN / "defiant_russia-7.qtwsave").read_text(encoding="utf-8"))
    data["options"]["combat_obligation"] = "lenient"
    data["options"]["fortress_penalty"] = True
    assert save_error(tmp_path, data).splitlines() == [
        "$.options['combat_obligation']: 'lenient' is not one of qa, strict",
        "$.options['fortress_penalty']: true is not one of all, armor",
    ]


@pytest.mark.parametrize("action, message", [
    ("move", "$.actions[2]: an action must be an object, not text"),
    ({"kind": [], "side": "blue"}, "$.actions[2].kind: must be the action's kind as text, "
                                   "not a list"),
    ({"kind": "end_phase", "side": 3}, "$.actions[2].side: must be a side id, not a number"),
])
def test_save_action_list_shape(tmp_path, action, message):
    data = save_json()
    data["actions"][2] = action
    assert save_error(tmp_path, data) == message


def test_save_embedded_scenario_problems_name_their_full_path(tmp_path):
    data = save_json()
    data["scenario"]["units"][0]["steps"][0]["attack"] = -3
    assert save_error(tmp_path, data) == "$.scenario.units[0].steps[0].attack: must be at least 0"


# -- doctored saves ----------------------------------------------------------------------------


def test_a_save_without_final_hash_is_refused_as_unverified(tmp_path):
    data = save_json()
    del data["final_hash"]
    assert save_error(tmp_path, data) == (
        "$.final_hash: missing, so nothing shows that the actions lead to the saved game; the "
        "save is refused as unverified")


@pytest.mark.parametrize("doctor", [
    lambda d: d.update(seed=d["seed"] + 1),
    lambda d: d.update(actions=d["actions"][:-5]),
    lambda d: d.update(dice_script=[6] * 40),
    lambda d: d["actions"].pop(10),
], ids=["seed", "truncated", "dice_script", "one action dropped"])
def test_doctored_saves_are_refused(tmp_path, doctor):
    data = save_json()
    doctor(data)
    message = save_error(tmp_path, data)
    assert message == ("$.final_hash: the actions replay to a different state than the one "
                       "saved") or message.startswith("$.actions[")


def test_an_unverified_save_in_code_is_not_claimed_verified(tmp_path, capsys):
    """``parse(require_hash=False)`` is for the program's own round trips; ``replay`` on
    the command line never says a hash matched when there was none to check."""
    from qtwargame.cli import main

    data = save_json()
    del data["final_hash"]
    saved = savegame.parse(data, "memory", require_hash=False)
    assert saved.final_hash is None
    path = tmp_path / "nohash.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    err = capsys.readouterr().err
    assert "refused as unverified" in err and "matches" not in err


# -- the command line ---------------------------------------------------------------------------


@pytest.mark.parametrize("raw", [
    b"[" * 3000 + b"]" * 3000,
    b'{"vp": ' + b"1" * 6000 + b"}",
    b'{"id": "\xff"}',
    b"\x00\x01\x02",
])
def test_validate_prints_messages_and_exits_2(tmp_path, capsys, raw):
    from qtwargame.cli import main

    f = tmp_path / "bad.json"
    f.write_bytes(raw)
    assert main(["validate", str(f)]) == 2
    out = capsys.readouterr()
    assert "Traceback" not in out.out + out.err
    assert f"{f}: INVALID" in out.out and f"  {f}: " in out.out


#: The verbs that read a save, and the rest of their command line (``share`` writes nothing
#: when the save is bad).
SAVE_VERBS = {"replay": [], "share": ["--side", "axis", "out.qtwview"]}


@pytest.mark.parametrize("verb", sorted(SAVE_VERBS))
@pytest.mark.parametrize("raw", [
    b"[" * 3000 + b"]" * 3000,
    b'{"format": "qtwargame-save", "seed": ' + b"1" * 6000 + b"}",
    b'{"format": "\xff"}',
])
def test_replay_and_share_print_a_bad_save_s_messages_and_exit_2(tmp_path, capsys, raw, verb):
    from qtwargame.cli import main

    f = tmp_path / "bad.qtwsave"
    f.write_bytes(raw)
    assert main([verb, str(f), *SAVE_VERBS[verb]]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"qtwargame: {f}: ") and "Traceback" not in err


def test_validate_a_missing_file_and_a_folder(tmp_path, capsys):
    from qtwargame.cli import main

    assert main(["validate", str(tmp_path / "none.json"), str(tmp_path)]) == 2
    out = capsys.readouterr().out
    assert f"{tmp_path / 'none.json'}: $: cannot read: No such file or directory" in out
    assert f"{tmp_path}: $: not a regular file" in out


def test_errors_share_one_type():
    assert issubclass(ScenarioError, BadFileError) and issubclass(savegame.SaveError, BadFileError)


def test_parse_json_keeps_good_documents_exact():
    data = scenario_json("defiant_russia")
    assert io.parse_json(json.dumps(data), "x.json") == data


@pytest.mark.parametrize("verb", sorted(SAVE_VERBS))
def test_replay_and_share_report_an_unexpected_error_without_a_traceback(tmp_path, capsys, monkeypatch, verb):
    from qtwargame.cli import main
    from qtwargame.errors import INTERNAL_ERROR

    def broken(path):
        raise TypeError("unhashable type: 'list'")

    monkeypatch.setattr(savegame, "load", broken)
    assert main([verb, "x.qtwsave", *SAVE_VERBS[verb]]) == 2
    assert capsys.readouterr().err == (f"qtwargame: x.qtwsave: {INTERNAL_ERROR}: TypeError: "
                                       "unhashable type: 'list'\n")


def test_validate_reports_an_unexpected_error_without_a_traceback(capsys, monkeypatch):
    from qtwargame.cli import main
    from qtwargame.errors import INTERNAL_ERROR

    def broken(path):
        raise RecursionError("maximum recursion depth exceeded")

    monkeypatch.setattr(io, "load_scenario", broken)
    assert main(["validate", "x.json"]) == 2
    assert capsys.readouterr().out == ("x.json: INVALID, 1 problem(s)\n"
                                       f"  x.json: {INTERNAL_ERROR}: RecursionError: maximum "
                                       "recursion depth exceeded\n")


@pytest.mark.parametrize("index, field, value, message", [
    (7, "path", 0, "$.actions[7]: action 'move', field 'path': expected a list, got a number"),
    (7, "path", [], "$.actions[7]: a move needs at least one hex in its path"),
    (7, "unit", [], "$.actions[7]: action 'move', field 'unit': expected a string, got a list"),
    (7, "path", [[]], "$.actions[7]: action 'move', field 'path': expected a hex number (a "
                      "string), got a list"),
    (0, "hex", None, "$.actions[0]: action 'place', field 'hex': expected a hex number (a "
                     "string), got null"),
])
def test_saved_action_fields_of_the_wrong_type_name_the_field(tmp_path, index, field, value,
                                                              message):
    """The issue's `path: 0`, `path: []`, `unit: []`: refused by the engine's decoder with
    the action and field named (actions 0 and 7 of this save are a place and a move)."""
    data = save_json()
    assert (data["actions"][0]["kind"], data["actions"][7]["kind"]) == ("place", "move")
    data["actions"][index][field] = value
    assert save_error(tmp_path, data) == message


# -- atomic writes ------------------------------------------------------------------------------


def test_a_write_removes_the_stale_temporaries_of_interrupted_writes(tmp_path):
    import time

    from qtwargame.atomic import STALE_SECONDS, write_atomic

    target = tmp_path / "game.qtwsave"
    stale = tmp_path / ".game.qtwsave.abc123.tmp"
    fresh = tmp_path / ".game.qtwsave.def456.tmp"  # another process may be writing it now
    other = tmp_path / ".other.qtwsave.abc123.tmp"
    for f in (stale, fresh, other):
        f.write_text("half a game", encoding="utf-8")
    old = time.time() - STALE_SECONDS - 60
    os.utime(stale, (old, old))
    os.utime(other, (old, old))
    write_atomic(target, "whole game")
    assert sorted(p.name for p in tmp_path.iterdir()) == [
        ".game.qtwsave.def456.tmp", ".other.qtwsave.abc123.tmp", "game.qtwsave"]
    assert target.read_text(encoding="utf-8") == "whole game"


def test_a_write_syncs_the_folder_after_the_rename(tmp_path, monkeypatch):
    from qtwargame import atomic

    synced: list[int] = []
    real_fsync, real_open = os.fsync, os.open
    opened: dict[int, str] = {}

    def tracking_open(path, flags, *args):
        fd = real_open(path, flags, *args)
        opened[fd] = str(path)
        return fd

    def tracking_fsync(fd):
        synced.append(opened.get(fd, "?"))
        return real_fsync(fd)

    monkeypatch.setattr(atomic.os, "open", tracking_open)
    monkeypatch.setattr(atomic.os, "fsync", tracking_fsync)
    atomic.write_atomic(tmp_path / "f.json", "{}")
    # first the temporary file's data (mkstemp opened it), then the folder holding the rename
    assert len(synced) == 2 and synced[0].endswith(".tmp") and synced[1] == str(tmp_path)


def test_btm2_rear_area_must_be_one_box_without_cities_or_setup_hexes():
    """Found by the fuzzer: hex 0911 of the Soviet rear area replaced by 0807 (Kharkov,
    where a Soviet army sets up) validated, then supply tracing raised KeyError."""
    data = scenario_json("blitzkrieg_moscow_2")
    i = next(i for i, r in enumerate(data["map"]["regions"]) if r["id"] == "soviet")
    j = data["map"]["regions"][i]["hexes"].index("0911")
    data["map"]["regions"][i]["hexes"][j] = "0807"
    city = next(k for k, c in enumerate(data["map"]["cities"]) if c["hex"] == "0807")
    unit = next(k for k, u in enumerate(data["units"]) if (u.get("setup") or {}).get("hex") == "0807")
    assert problems(data) == [
        (f"$.map.regions[{i}].hexes", 'region "Soviet rear area" (soviet) is a rear area and not '
                                      "in one piece: 0807 do not join the rest (10.5)"),
        (f"$.map.cities[{city}].hex", 'city "Kharkov" (kharkov) lies in region "Soviet rear area" '
                                      "(soviet), a rear area the rules treat as one box (10.5)"),
        (f"$.units[{unit}].setup.hex", 'hex 0807 is in region "Soviet rear area" (soviet), a rear '
                                       "area: set the unit up there by its setup code (10.5)"),
    ]


def test_btm2_hex_in_two_rear_areas_is_refused():
    data = scenario_json("blitzkrieg_moscow_2")
    regions = data["map"]["regions"]
    a, b = [i for i, r in enumerate(regions) if r["kind"] == "rear_area"
            and r["side"] == "german"][:2]
    regions[b]["hexes"].append(regions[a]["hexes"][0])
    found = [p for p in problems(data) if "is already in" in p[1]]
    n = len(regions[b]["hexes"]) - 1
    assert found == [(f"$.map.regions[{b}].hexes[{n}]",
                      'hex 1500 is already in region "Army Group North rear area" (N): a hex is '
                      "in one rear area only (10.5)")]


def test_classic_first_side_must_be_a_side():
    data = scenario_json("river_crossing")
    data["rules_data"]["first_side"] = "green"
    assert problems(data) == [("$.rules_data.first_side", "no side 'green' in the scenario")]


def test_the_fuzz_command_runs_a_small_campaign(capsys):
    from qtwargame.cli import main

    # A generous limit: the sample saves play past set-up, and a Shin Barbarossa save takes
    # seconds to replay on a busy machine.
    assert main(["fuzz", "--cases", "4", "--seed", "3", "--no-dice", "--seconds", "120",
                 "--quiet"]) == 0
    reports = json.loads(capsys.readouterr().out)
    assert [(r["kind"], r["cases"], r["failures"]) for r in reports] == [
        ("scenario", 4, 0), ("save", 4, 0)]
    assert sum(reports[0]["outcomes"].values()) == 4
