"""Which sides the computer plays is stored in saves (optional metadata, outside the
hashed game) and restored on load; older saves still load and keep the window's choice."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from tests.ai.scenarios import load

GOLDEN = Path(__file__).resolve().parent.parent / "data" / "golden"


@pytest.fixture
def history():
    game = Game(load("river_crossing"))
    state, entries = game.new_state(3)
    h = History(game, state, entries)
    for _ in range(6):
        h.submit(game.legal_actions(h.state)[0])
    return h


def test_the_computer_sides_are_saved_beside_the_game_and_read_back(history, tmp_path):
    path = tmp_path / "g.qtwsave"
    savegame.save(path, history, 3, (), {"red": "oep_strong"})
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["computer"] == {"red": "oep_strong"}
    plain = savegame.to_json(history, 3)
    assert "computer" not in plain  # written only when given
    # Metadata: the game the save proves (its hash) is the same with or without it.
    assert data["final_hash"] == plain["final_hash"]
    h2, saved = savegame.load(path)
    assert saved.computer == {"red": "oep_strong"}
    assert history.game.hash(h2.state) == data["final_hash"]
    savegame.save(path, history, 3, (), {})  # people on every side
    assert savegame.load(path)[1].computer == {}


def test_saves_without_computer_sides_load_as_before():
    """The golden saves were written before the field existed: they load, replay to their
    hash, and say nothing about computer sides."""
    save = sorted(GOLDEN.glob("*.qtwsave"))[0]
    history, saved = savegame.load(save)
    assert saved.computer is None
    assert history.game.hash(history.state) == saved.final_hash


@pytest.mark.parametrize("value, expected", [
    (["red"], "$.computer: must be an object (side -> computer level), not a list"),
    ({"green": "oep"}, "$.computer: 'green' is not a side of the scenario (blue, red)"),
    ({"red": 3}, "$.computer.red: must be a computer level id (lower-case letters, digits "
                 "and _, at most 40), not a number"),
    ({"red": "Oep!"}, "$.computer.red: must be a computer level id"),
])
def test_a_bad_computer_field_is_refused_with_its_place(history, tmp_path, value, expected):
    data = savegame.to_json(history, 3)
    data["computer"] = value
    path = tmp_path / "bad.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savegame.SaveError) as e:
        savegame.read(path)
    assert f"{path}: {expected}" in str(e.value)


# -- in the play window ------------------------------------------------------------------------

def test_loading_restores_the_computer_sides_in_the_window(qtbot, tmp_path):
    pytest.importorskip("PySide6")
    from qtwargame.ui.computer_player import HUMAN, ComputerSides
    from qtwargame.ui.controller import GameController

    c = GameController()
    c.new_game(load("river_crossing"), {}, seed=3)
    sides = ComputerSides(c)
    sides.set_paused(True)
    sides.set_sides({"blue": HUMAN, "red": "greedy"})
    path = tmp_path / "vs.qtwsave"
    c.save(path)
    assert json.loads(path.read_text(encoding="utf-8"))["computer"] == {"red": "greedy"}
    sides.set_sides({"blue": HUMAN, "red": HUMAN})  # hot-seat meanwhile
    c.load(path)
    assert sides.levels == {"red": "greedy"}
    assert c.computer_sides == frozenset({"red"}) and c.viewer == "blue"
    # A level this program does not know is played by the default level.
    data = json.loads(path.read_text(encoding="utf-8"))
    data["computer"] = {"blue": "deep_future"}
    path.write_text(json.dumps(data), encoding="utf-8")
    c.load(path)
    assert sides.levels == {"blue": "oep"} and c.viewer == "red"
    # A save that does not say keeps the window's choice.
    del data["computer"]
    path.write_text(json.dumps(data), encoding="utf-8")
    c.load(path)
    assert sides.levels == {"blue": "oep"}
    sides.stop()


def test_after_loading_undo_still_takes_back_to_the_persons_decision(qtbot, tmp_path):
    """A game against the computer saved in a movement phase and loaded: the computer side
    is restored, and undo takes back the person's last decision, no further (the engine
    never undoes past a phase change or a die roll, so the computer's turn stays)."""
    pytest.importorskip("PySide6")
    from qtwargame.ui.computer_player import HUMAN, ComputerSides
    from qtwargame.ui.controller import GameController
    from qtwargame.ui.midgame import play_to_midgame

    c = GameController()
    c.new_game(load("river_crossing"), {}, seed=3)
    c.adopt(play_to_midgame(c.game, seed=3), 3)
    person = c.state.active
    computer = "blue" if person == "red" else "red"
    sides = ComputerSides(c)
    sides.set_pace(0)
    sides.set_sides({person: HUMAN, computer: "random"})
    path = tmp_path / "mid.qtwsave"
    c.save(path)
    sides.set_sides({person: HUMAN, computer: HUMAN})
    c.load(path)
    assert sides.levels == {computer: "random"} and c.viewer == person
    moves = [a for a in c.game.legal_actions(c.state) if a.kind == "move"]
    assert c.submit(moves[0])
    between = c.state
    second = [a for a in c.game.legal_actions(between) if a.kind == "move"]
    assert c.submit(second[0])
    assert sides.undo_to_person()
    assert c.state is between
    # the computer waits for the person's next action (issue 48, item 1: never paused)
    assert sides.held and not sides.paused
    sides.stop()
