"""A save the program's corrected rules replay otherwise is not lost: the file is as it was
written (its proof holds), so the window says where the game parts from the current rules
and offers to play it on as they play it, an unsaved game that leaves the file as it was;
and at the start, why a save or the autosave did not open is read before the start screen
opens over it."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario.io import load_scenario
from qtwargame.ui import app
from tests.conftest import SCENARIOS

ACTIONS = 12


def _saved(tmp_path, doctor) -> tuple[object, str]:
    """A River Crossing game of 12 actions saved, changed by ``doctor`` and proven again,
    as a save the rules of another version wrote reads to this one; with the hash of the
    state this version's rules reach."""
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    state, log = game.new_state(4)
    h = History(game, state, log)
    for _ in range(ACTIONS):
        h.submit(game.legal_actions(h.state)[0])
    path = tmp_path / "old.qtwsave"
    savegame.save(path, h, seed=4)
    data = json.loads(path.read_text(encoding="utf-8"))
    doctor(data)
    data["proof"] = savegame.make_proof(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, game.hash(h.state)


def _other_state(data):
    data["final_hash"] = "0" * 64


def _refused_last(data):
    data["actions"].append({"kind": "move", "side": "red", "unit": "red_inf_1", "path": ["0101"]})


def test_a_proven_save_the_rules_replay_otherwise_gives_the_game_they_play(tmp_path):
    path, reached = _saved(tmp_path, _other_state)
    with pytest.raises(savegame.RulesChangedError) as e:
        savegame.load(path)
    assert (e.value.refused, e.value.total, len(e.value.history.steps)) == (None, 12, 12)
    assert e.value.history.game.hash(e.value.history.state) == reached
    assert str(e.value) == (f"{path}: $.final_hash: the actions replay to a different state "
                            "than the one saved")

    path, reached = _saved(tmp_path, _refused_last)
    with pytest.raises(savegame.RulesChangedError) as e:
        savegame.load(path)
    assert (e.value.refused, e.value.total, len(e.value.history.steps)) == (12, 13, 12)
    assert e.value.history.game.hash(e.value.history.state) == reached
    assert str(e.value).startswith(f"{path}: $.actions[12]: refused on replay: ")


def test_a_save_without_a_proof_that_replays_otherwise_is_refused_as_before(tmp_path):
    # A version 1 save proves only its final state: a change may be anyone's.
    data = json.loads((SCENARIOS.parent / "tests/data/golden/river_crossing-3-at-advance.qtwsave")
                      .read_text(encoding="utf-8"))
    assert data["format_version"] == 1
    data["final_hash"] = "0" * 64
    path = tmp_path / "v1.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    assert not isinstance(e.value, savegame.RulesChangedError)


def _answer(window, qtbot, button) -> QMessageBox:
    box = window.error_box
    assert box is not None and box.isVisible()
    assert box.windowTitle() == "The rules have changed"
    qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)
    return box


@pytest.mark.parametrize("after_frame", [False, True], ids=["open", "play SAVE"])
def test_the_window_offers_the_game_as_the_current_rules_play_it(window, qtbot, tmp_path,
                                                                 after_frame):
    path, reached = _saved(tmp_path, _other_state)
    opened = window.open_path(path, check_after_frame=after_frame)
    assert opened is after_frame  # read and being checked, or refused at once
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    assert window.controller.history is None
    box = window.error_box
    assert box.text() == (
        "old.qtwsave: All 12 of its actions are allowed, but they now lead to another position "
        "than the one saved: the program's rules have been corrected since, or the file was "
        "edited.\n\nOpen the game as the current rules play it (turn 1, Blue movement)?\n\n"
        "It opens as an unsaved game; the file is not changed.")
    assert box.detailedText().endswith("the actions replay to a different state than the one saved")
    _answer(window, qtbot, QMessageBox.StandardButton.Yes)
    c = window.controller
    assert c.history is not None and len(c.history.steps) == ACTIONS
    assert c.game.hash(c.state) == reached
    assert c.path is None and c.modified  # saving asks for a file: the old one stays
    assert window.status_text() == "Opened old.qtwsave as the current rules play it"
    assert window.view.isEnabled()


def test_declined_nothing_is_opened_and_an_action_refused_is_said(window, qtbot, tmp_path):
    path, _ = _saved(tmp_path, _refused_last)
    assert not window.open_path(path)
    assert window.error_box.text().startswith(
        "old.qtwsave: Its action 13 of 13 is not allowed by the current rules: the program's "
        "rules have been corrected since it was saved, or the file was edited.\n\nOpen the "
        "game as far as the current rules accept it (turn 1, Blue movement) and play on from "
        "there?")
    # the refusal names the sides as the game does (it read "the blue player's")
    assert window.error_box.detailedText() == (
        f"{path}: $.actions[12]: refused on replay: It is the Blue player's decision now, not "
        "the Red player's.")
    _answer(window, qtbot, QMessageBox.StandardButton.No)
    assert window.controller.history is None and window.view.board_scene is None


def test_the_start_screen_waits_for_the_box_that_says_why_a_save_did_not_open(window, qtbot,
                                                                               tmp_path):
    shown = []
    path, _ = _saved(tmp_path, _other_state)
    window.open_path(path)
    app.start_when_read(window, lambda: shown.append("start"))
    assert shown == []  # the box is read first
    _answer(window, qtbot, QMessageBox.StandardButton.No)
    assert shown == ["start"]  # no game came of it: the start screen now

    window.open_path(path)
    app.start_when_read(window, lambda: shown.append("again"))
    _answer(window, qtbot, QMessageBox.StandardButton.Yes)
    assert shown == ["start"]  # a game was opened from it: no start screen over it

    window.error_box = None
    app.start_when_read(window, lambda: shown.append("at once"))
    assert shown == ["start", "at once"]
