"""A save proves the game it holds: scenario, options, dice and actions, not only the final
state (issue 46 item 4). Every edit is refused naming the part that changed; every value is
checked against what the game allows, naming the field; older saves still load."""

import json

import pytest

from qtwargame.cli import main
from qtwargame.engine import savegame
from qtwargame.engine.dice import KEYED, SPLITMIX64
from qtwargame.engine.game import Context, Game
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS

GOLDEN = SCENARIOS.parent / "tests" / "data" / "golden"


@pytest.fixture(scope="module")
def rc_game():
    return Game(load_scenario(SCENARIOS / "river_crossing.json"))


def _played(game, seed, generator=SPLITMIX64, n=20):
    state, log = game.new_state(seed, (), generator)
    h = History(game, state, log)
    for _ in range(n):
        h.submit(game.legal_actions(h.state)[0])
    return h


@pytest.fixture(scope="module")
def saved_json(rc_game):
    return savegame.to_json(_played(rc_game, 8), 8)


def _error(tmp_path, data) -> str:
    path = tmp_path / "edited.qtwsave"
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    text = str(e.value)
    assert all(line.startswith(f"{path}: ") for line in text.splitlines())
    return "\n".join(line[len(f"{path}: "):] for line in text.splitlines())


def _copy(data):
    return json.loads(json.dumps(data))


def test_a_save_holds_its_proof_and_loads(saved_json, tmp_path):
    assert saved_json["format_version"] == 4 and saved_json["dice_generator"] == SPLITMIX64
    assert set(saved_json["proof"]) == {"hash", "parts"}
    assert saved_json["proof"]["parts"]["action_count"] == 20
    path = tmp_path / "g.qtwsave"
    path.write_text(json.dumps(saved_json), encoding="utf-8")
    history, saved = savegame.load(path)
    assert history.game.hash(history.state) == saved_json["final_hash"]
    assert (saved.turn, saved.phase) == (saved_json["turn"], saved_json["phase"])


def test_a_city_worth_ten_times_more_is_refused_naming_the_city(saved_json, tmp_path):
    data = _copy(saved_json)
    data["scenario"]["map"]["cities"][0]["vp"] *= 10  # Ostburg 3 -> 30
    assert _error(tmp_path, data) == (
        "$.scenario: the scenario stored in this save was changed after it was saved "
        "(map.cities: ostburg)")


def test_a_turn_fewer_and_stronger_units_are_both_named(saved_json, tmp_path):
    data = _copy(saved_json)
    data["scenario"]["turns"].pop()
    unit = data["scenario"]["units"][2]
    unit["steps"][0]["attack"] += 3
    assert _error(tmp_path, data) == (
        "$.scenario: the scenario stored in this save was changed after it was saved "
        f"(turns; units: {unit['id']})")


def test_a_renamed_city_and_a_new_one_are_named(saved_json, tmp_path):
    data = _copy(saved_json)
    cities = data["scenario"]["map"]["cities"]
    cities[1]["id"] = "neustadt"
    assert _error(tmp_path, data) == (
        "$.scenario: the scenario stored in this save was changed after it was saved "
        "(map.cities: brueckendorf (removed); map.cities: neustadt (added))")


def test_a_toggled_option_is_refused_naming_the_option(tmp_path):
    game = Game(load_scenario(SCENARIOS / "defiant_russia.json"))
    state, log = game.new_state(5)
    data = savegame.to_json(History(game, state, log), 5)
    assert data["options"]["combat_obligation"] == "qa"
    data["options"]["combat_obligation"] = "strict"
    assert _error(tmp_path, data) == (
        "$.options: the options stored in this save were changed after it was saved "
        "(combat_obligation)")


@pytest.mark.parametrize("edit, expected", [
    (lambda d: d.update(seed=d["seed"] + 1),
     "$.seed: the dice seed was changed after the game was saved"),
    (lambda d: d.update(dice_script=[6, 6]),
     "$.dice_script: the typed-in dice were changed after the game was saved"),
    (lambda d: d.update(dice_generator=KEYED),
     "$.dice_generator: the dice generator was changed after the game was saved"),
    (lambda d: d["actions"].pop(),
     "$.actions: the actions were changed after the game was saved (the save had 20 actions, "
     "it now has 19)"),
    (lambda d: d["actions"].__setitem__(4, d["actions"][5]),
     "$.actions: the actions were changed after the game was saved"),
    (lambda d: d.update(final_hash="0" * 64),
     "$.final_hash: the final state hash was changed after the game was saved"),
    (lambda d: d["proof"].update(hash="1" * 64),
     "$.proof: does not match the save: the proof itself was edited"),
    (lambda d: d["proof"]["parts"].update(seed="0" * 16),
     "$.proof: does not match the save: the proof itself was edited"),
    (lambda d: d.pop("proof"),
     "$.proof: missing or not an object with \"hash\" and \"parts\": a version 3 save proves "
     "its scenario, options, dice and actions with it, so the save is refused as unverified"),
], ids=["seed", "dice_script", "generator", "action dropped", "action changed", "final hash",
        "proof hash", "proof part", "no proof"])
def test_each_edited_part_is_named(saved_json, tmp_path, edit, expected):
    data = _copy(saved_json)
    edit(data)
    assert _error(tmp_path, data) == expected


def test_what_is_not_the_game_may_change(saved_json, tmp_path):
    """The program that wrote it, the computer sides and the layout prove nothing."""
    data = _copy(saved_json)
    data["app_version"] = "9.9"
    data["computer"] = {"red": "greedy"}
    path = tmp_path / "g.qtwsave"
    path.write_text(json.dumps(data, indent=4), encoding="utf-8")
    assert savegame.load(path)[1].computer == {"red": "greedy"}


def test_turn_and_phase_must_be_where_the_actions_lead(saved_json, tmp_path):
    data = _copy(saved_json)
    data["turn"] += 1
    assert _error(tmp_path, data) == (
        f"$.turn: the save says turn {data['turn']}, but its actions lead to turn "
        f"{data['turn'] - 1}")
    data = _copy(saved_json)
    data["phase"] = "red_combat" if data["phase"] != "red_combat" else "blue_combat"
    assert _error(tmp_path, data).startswith(f"$.phase: the save says phase {data['phase']!r}, "
                                             "but its actions lead to phase")
    data = _copy(saved_json)
    data["turn"] = "two"
    assert _error(tmp_path, data) == "$.turn: must be a turn number from 0 to 1000, not text"


def test_a_field_a_save_does_not_have_is_named(saved_json, tmp_path):
    data = _copy(saved_json)
    data["winner"] = "blue"
    assert _error(tmp_path, data).startswith(
        "$.winner: not a field of a version 4 saved game (its fields: actions, app_version, ")
    old = json.loads((GOLDEN / "river_crossing-3.qtwsave").read_text(encoding="utf-8"))
    old["dice_generator"] = KEYED  # only version 3 names a generator: never read from an older save
    assert _error(tmp_path, old).startswith(
        f"$.dice_generator: not a field of a version {old['format_version']} saved game")
    data = _copy(saved_json)
    del data["dice_generator"]
    data["proof"] = savegame.make_proof(data)
    assert _error(tmp_path, data) == "$.dice_generator: must be one of splitmix64, blake2b, not missing"


def test_an_action_of_a_side_the_scenario_does_not_have_is_named(saved_json, tmp_path):
    data = _copy(saved_json)
    data["actions"][3]["side"] = "green"
    data["proof"] = savegame.make_proof(data)  # proven again by whoever edited it
    assert _error(tmp_path, data) == (
        "$.actions[3].side: 'green' is not a side of this scenario (blue, red)")


def test_a_keyed_seed_is_written_as_hexadecimal_text_and_checked(rc_game, tmp_path):
    seed = 0xC0FFEE << 200
    data = savegame.to_json(_played(rc_game, seed, KEYED, 6), seed)
    assert data["dice_generator"] == KEYED and data["seed"] == f"{seed:064x}"
    path = tmp_path / "k.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    history, saved = savegame.load(path)
    assert (saved.seed, saved.generator) == (seed, KEYED)
    assert history.initial.dice.generator == KEYED
    for bad, shown in ((12345, "a number"), ("c0ffee", "'c0ffee'"), (f"{seed:064X}", None)):
        data2 = _copy(data)
        data2["seed"] = bad
        data2["proof"] = savegame.make_proof(data2)
        shown = shown or repr(bad)
        assert _error(tmp_path, data2) == (
            f"$.seed: a blake2b seed is 64 hexadecimal digits (lower case), not {shown}")


def test_an_older_save_edited_in_its_scenario_still_fails_only_if_the_game_does(tmp_path):
    """Older saves carry no proof: they load as they always did (the golden saves, unmodified,
    replay in tests/test_golden_saves.py) and prove their final state only."""
    data = json.loads((GOLDEN / "river_crossing-3.qtwsave").read_text(encoding="utf-8"))
    assert data["format_version"] in (1, 2) and "proof" not in data
    data["scenario"]["title"]["en"] = "Another title"
    path = tmp_path / "old.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    history, saved = savegame.load(path)
    assert saved.generator == SPLITMIX64 and history.game.hash(history.state) == data["final_hash"]


@pytest.mark.parametrize("name, value", [
    pytest.param("shin_barbarossa-1-at-advance", 13, marks=pytest.mark.slow),  # a big scenario
    ("river_crossing-3", 50)])
def test_a_die_the_game_does_not_have_is_refused_at_load_naming_the_field(tmp_path, name, value):
    """Issue 46: these crashed at the first roll."""
    data = json.loads((GOLDEN / f"{name}.qtwsave").read_text(encoding="utf-8"))
    data["dice_script"] = [3, value]
    if "proof" in data:  # a save with a proof: prove the edit, so the field check is reached
        data["proof"] = savegame.make_proof(data)
    assert _error(tmp_path, data) == (
        f"$.dice_script[1]: {value} is not a face of this game's die (a whole number from 1 to 6)")


def test_a_typed_in_die_a_smaller_draw_does_not_have_is_refused_not_a_crash(rc_game):
    """A roll among fewer faces than the die has (Shin Barbarossa draws a leader from a pool)
    refuses a typed-in value above its count as an illegal action, leaving the state alone."""
    state, _ = rc_game.new_state(1, (5,))
    ctx = Context(rc_game, state.copy())
    with pytest.raises(IllegalAction) as e:
        ctx.roll(1, sides=3, rule="5.4.1")
    assert e.value.rule == "5.4.1"
    assert e.value.message.format() == "The typed-in die 5 is not a face of the d3 this roll needs."
    assert ctx.roll(1, sides=6) == (5,)


def test_the_replay_command_reports_a_tampered_save(saved_json, tmp_path, capsys):
    data = _copy(saved_json)
    data["scenario"]["map"]["cities"][0]["vp"] = 100
    path = tmp_path / "tampered.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert main(["replay", str(path)]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == (f"qtwargame: {path}: $.scenario: the scenario stored in this save was "
                            "changed after it was saved (map.cities: ostburg)\n")
    path.write_text(json.dumps(saved_json), encoding="utf-8")
    assert main(["replay", str(path)]) == 0
    assert "matches the save" in capsys.readouterr().out
