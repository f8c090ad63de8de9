"""Opening at once, fifth round (issue 48 item 5): a saved game opened in a window with no
game shows its board before its proof is checked, and its replay plays on the game the
check of its scenario started; what is refused, and how it is worded, does not change
(``docs/performance.md``, "Opening at once, fifth round")."""

from __future__ import annotations

import json

import pytest

pytest.importorskip("PySide6")

import qtwargame.ui  # noqa: F401  (keeps None alive under PySide6 6.12 on Python 3.11)
from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario import setup_checks
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


@pytest.fixture(scope="module")
def saved_json():
    """A version 3 save (with its proof) of 12 River Crossing actions."""
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    state, log = game.new_state(5)
    h = History(game, state, log)
    for _ in range(12):
        h.submit(game.legal_actions(h.state)[0])
    return savegame.to_json(h, 5)


def _write(tmp_path, data, name="g.qtwsave"):
    path = tmp_path / name
    path.write_text(json.dumps(data, ensure_ascii=False), encoding="utf-8")
    return path


def _refusal(path) -> str:
    """What reading the whole save first (``savegame.load``) says."""
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    return str(e.value)


def _later(path) -> str:
    """What reading it unproven and replaying it says."""
    with pytest.raises(savegame.SaveError) as e:
        savegame.Replay(savegame.read(path, later=True), str(path)).finish()
    return str(e.value)


def _count_proofs(monkeypatch) -> list[str]:
    """Where each proof is checked from, in order."""
    calls: list[str] = []
    real = savegame.proof_problems
    monkeypatch.setattr(savegame, "proof_problems",
                        lambda data, where: calls.append(where) or real(data, where))
    return calls


def _edited_city(d):
    d["scenario"]["map"]["cities"][0]["vp"] = 50


def _edited_seed_and_a_new_field(d):
    d["seed"] += 1
    d["winner"] = "blue"  # found by reading; the proof's problem is still the one named


def _edited_seed_and_an_unknown_option(d):
    d["seed"] += 1
    d["options"] = {"no_such_rule": True}


def _edited_seed_and_a_die_too_big(d):
    d["seed"] += 1
    d["dice_script"] = [9]


def _no_proof(d):
    del d["proof"]


def _proven_again_with_a_side_not_in_the_game(d):
    d["actions"][3]["side"] = "green"
    d["proof"] = savegame.make_proof(d)


def _proven_again_with_a_wrong_final_hash(d):
    d["final_hash"] = "0" * 64
    d["proof"] = savegame.make_proof(d)


EDITS = [_edited_city, _edited_seed_and_a_new_field, _edited_seed_and_an_unknown_option,
         _edited_seed_and_a_die_too_big, _no_proof, _proven_again_with_a_side_not_in_the_game,
         _proven_again_with_a_wrong_final_hash]


@pytest.mark.parametrize("edit", EDITS, ids=[e.__name__.strip("_") for e in EDITS])
def test_a_save_proven_after_reading_is_refused_in_the_same_words(saved_json, tmp_path, edit):
    data = json.loads(json.dumps(saved_json))
    edit(data)
    path = _write(tmp_path, data)
    said = _refusal(path)
    assert said.startswith(f"{path}: $.")
    assert _later(path) == said


def test_the_proof_is_named_first_when_the_save_has_other_problems_too(saved_json, tmp_path):
    data = json.loads(json.dumps(saved_json))
    _edited_seed_and_a_new_field(data)
    path = _write(tmp_path, data)
    assert _later(path) == f"{path}: $.seed: the dice seed was changed after the game was saved"


def test_an_unproven_save_is_proven_once_before_its_first_action(saved_json, tmp_path, monkeypatch):
    path = _write(tmp_path, saved_json)
    calls = _count_proofs(monkeypatch)
    saved = savegame.read(path, later=True)
    assert calls == [] and saved.unproven is not None
    replay = savegame.Replay(saved, str(path))
    assert calls == [] and replay.done == 0
    replay.step(1)
    assert calls == [str(path)] and saved.unproven is None and replay.done == 1
    history = replay.finish()
    assert calls == [str(path)]
    assert history.game.hash(history.state) == saved_json["final_hash"]
    savegame.read(path)  # read whole, as Game > Open reads it: proven at once
    assert calls == [str(path)] * 2


def test_a_save_that_failed_its_proof_is_not_taken_as_proven_by_a_second_replay(saved_json, tmp_path):
    data = json.loads(json.dumps(saved_json))
    _edited_city(data)
    path = _write(tmp_path, data)
    saved = savegame.read(path, later=True)
    for _ in range(2):
        with pytest.raises(savegame.SaveError, match=r"\$\.scenario: the scenario stored"):
            savegame.Replay(saved, str(path)).finish()


def test_the_replay_plays_on_the_game_its_scenarios_check_started(saved_json, tmp_path):
    path = _write(tmp_path, saved_json)
    saved = savegame.read(path)
    checked = setup_checks._checked
    assert checked is not None and checked[0] is saved.scenario
    history = savegame.Replay(saved, str(path)).finish()
    assert history.game is checked[1] and setup_checks._checked is None
    assert history.game.hash(history.state) == saved_json["final_hash"]
    again = savegame.replay(saved, str(path))  # given once: a second replay builds its own
    assert again.game is not checked[1]
    assert again.game.hash(again.state) == saved_json["final_hash"]


def test_a_save_with_options_the_check_did_not_choose_builds_its_own_game(saved_json, tmp_path):
    data = json.loads(json.dumps(saved_json))
    data["options"] = {"no_such_rule": True}
    data["proof"] = savegame.make_proof(data)
    path = _write(tmp_path, data)
    assert _refusal(path) == _later(path)
    assert "$.options['no_such_rule']: unknown option" in _later(path)


def test_the_window_shows_the_board_before_the_proof_and_plays_once_proven(
        window, qtbot, saved_json, tmp_path, monkeypatch):
    path = _write(tmp_path, saved_json)
    calls = _count_proofs(monkeypatch)
    assert window.open_path(path, check_after_frame=True)
    assert window.view.board_scene is not None and calls == []  # the board first
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    assert calls == [str(path)]
    c = window.controller
    assert c.path == path and c.game.hash(c.state) == saved_json["final_hash"]
    assert window.view.isEnabled() and window.error_box is None


def test_a_save_whose_proof_fails_after_the_first_frame_says_why_and_leaves_no_game(
        window, qtbot, saved_json, tmp_path):
    data = json.loads(json.dumps(saved_json))
    _edited_city(data)
    path = _write(tmp_path, data)
    said = _refusal(path)
    assert window.open_path(path, check_after_frame=True)  # read: proven and checked later
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    assert window.error_box is not None and window.error_box.isVisible()
    assert window.error_box.text() == said
    assert window.controller.history is None and window.view.board_scene is None
    assert window.phase_bar.phase.text() == "No game"
    window.error_box.close()


def _reproven(edit):
    def edited(d):
        edit(d)
        d["proof"] = savegame.make_proof(d)  # proven again by whoever edited it
    edited.__name__ = edit.__name__
    return edited


def _city_off_the_map(d):
    d["scenario"]["map"]["cities"][0]["hex"] = "4040"


def _road_through_a_hex_off_the_map(d):
    d["scenario"]["map"]["links"][0]["hexes"].append("4040")


def _unit_of_an_unknown_type(d):
    d["scenario"]["units"][0]["type"] = "zeppelin"


def _two_units_with_one_id(d):
    d["scenario"]["units"][1]["id"] = d["scenario"]["units"][0]["id"]


def _unknown_ruleset(d):
    d["scenario"]["ruleset"] = "no_such_rules"


def _unit_of_an_unknown_type_and_a_bad_seed(d):
    _unit_of_an_unknown_type(d)
    d["seed"] = "seven"  # found by reading; the scenario's problem is still the one named


def _unit_of_an_unknown_type_and_an_unknown_option(d):
    _unit_of_an_unknown_type(d)
    d["options"] = {"no_such_rule": True}


SCENARIO_EDITS = [_reproven(e) for e in (
    _city_off_the_map, _road_through_a_hex_off_the_map, _unit_of_an_unknown_type,
    _two_units_with_one_id, _unknown_ruleset, _unit_of_an_unknown_type_and_a_bad_seed,
    _unit_of_an_unknown_type_and_an_unknown_option)]


@pytest.mark.parametrize("edit", SCENARIO_EDITS, ids=[e.__name__.strip("_") for e in SCENARIO_EDITS])
def test_a_save_whose_scenario_is_checked_after_reading_is_refused_in_the_same_words(
        saved_json, tmp_path, edit):
    data = json.loads(json.dumps(saved_json))
    edit(data)
    path = _write(tmp_path, data)
    said = _refusal(path)
    assert said.startswith(f"{path}: $.scenario") or said.startswith(f"{path}: $.ruleset") \
        or ": $.scenario." in said.splitlines()[0], said
    assert _later(path) == said


def test_the_scenario_is_named_before_the_other_fields(saved_json, tmp_path):
    data = json.loads(json.dumps(saved_json))
    _reproven(_unit_of_an_unknown_type_and_a_bad_seed)(data)
    path = _write(tmp_path, data)
    said = _later(path)
    assert said.startswith(f"{path}: $.scenario.units[0].type:") and "$.seed" not in said


@pytest.mark.parametrize("edit", [_reproven(_city_off_the_map), _reproven(_unit_of_an_unknown_type)],
                         ids=["city off the map", "unknown unit type"])
def test_the_window_names_a_broken_scenario_after_the_first_frame_as_at_once(
        window, qtbot, saved_json, tmp_path, edit):
    data = json.loads(json.dumps(saved_json))
    edit(data)
    path = _write(tmp_path, data)
    said = _refusal(path)
    assert window.open_path(path, check_after_frame=True) or window.error_box is not None
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    assert window.error_box is not None and window.error_box.isVisible()
    assert window.error_box.text() == said
    assert window.controller.history is None and window.view.board_scene is None
    window.error_box.close()


def test_the_scenarios_checks_wait_for_the_first_frame(window, qtbot, saved_json, tmp_path, monkeypatch):
    from qtwargame.scenario import io

    path = _write(tmp_path, saved_json)
    checks: list[str] = []
    real = io.check_scenario
    monkeypatch.setattr(io, "check_scenario", lambda sc, file, *a: checks.append(file) or real(sc, file, *a))
    assert window.open_path(path, check_after_frame=True)
    assert window.view.board_scene is not None and checks == []  # the board first
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    assert checks == [str(path)]
    assert window.controller.game.hash(window.controller.state) == saved_json["final_hash"]
    assert setup_checks._checked is None  # the check's own game is not kept
