"""A game's scenario is written into its saves and proven once per game
(``savegame.ScenarioPart``), not again at every autosave; the file written and its proof are
byte for byte what ``json.dumps`` of the whole save and ``make_proof`` give (docs/saves.md)."""

import json

from qtwargame.engine import savegame
from qtwargame.engine.dice import KEYED
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


def _history(name: str, actions: int) -> History:
    game = Game(load_scenario(SCENARIOS / f"{name}.json"))
    state, log = game.new_state(5, (), KEYED)
    history = History(game, state, log)
    for _ in range(actions):
        history.submit(game.legal_actions(history.state)[0])
    return history


def test_a_save_is_byte_for_byte_the_plain_dump_of_its_json_at_every_save(tmp_path):
    # the scenario holds Japanese text, which ensure_ascii=False writes as it is
    history = _history("river_crossing", 3)
    for more in (0, 4):  # the first save makes the game's part, the later ones use it
        for _ in range(more):
            history.submit(history.game.legal_actions(history.state)[0])
        for indent in (None, 1, 2):  # the autosave's one line, the player's save, any
            path = tmp_path / f"game-{more}-{indent}.qtwsave"
            savegame.save(path, history, 5, (), {"red": "normal"}, indent=indent)
            data = savegame.to_json(history, 5, (), {"red": "normal"})
            assert data["proof"] == savegame.make_proof(data)
            text = path.read_text(encoding="utf-8")
            assert text == json.dumps(data, ensure_ascii=False, indent=indent)
            assert "渡河作戦" in text
    loaded, saved = savegame.load(path)
    assert loaded.game.hash(loaded.state) == history.game.hash(history.state)
    assert saved.computer == {"red": "normal"}


def test_the_scenario_is_dumped_once_for_all_the_saves_of_a_game(tmp_path, monkeypatch):
    history = _history("river_crossing", 2)
    scenario_type = type(history.game.scenario)
    dumps = []
    plain = scenario_type.model_dump

    def counted(self, *args, **kwargs):
        dumps.append(self)
        return plain(self, *args, **kwargs)

    monkeypatch.setattr(scenario_type, "model_dump", counted)
    for n in range(3):  # the window's autosave at three phases' ends
        history.submit(history.game.legal_actions(history.state)[0])
        savegame.save(tmp_path / f"autosave-{n}.qtwsave", history, 5, indent=None)
    assert dumps == [history.game.scenario]
    savegame.save(tmp_path / "mine.qtwsave", history, 5)  # the player's own save, indented
    assert dumps == [history.game.scenario]


def test_a_game_given_another_scenario_object_saves_that_one(tmp_path):
    history = _history("river_crossing", 0)
    savegame.save(tmp_path / "before.qtwsave", history, 5, indent=None)
    other = load_scenario(SCENARIOS / "river_crossing.json")
    other.title.en = "River Crossing, retitled"
    history.game.scenario = other
    path = tmp_path / "after.qtwsave"
    savegame.save(path, history, 5, indent=None)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["scenario"]["title"]["en"] == "River Crossing, retitled"
    assert data["proof"] == savegame.make_proof(data)


def test_the_canonical_text_is_json_dumps_sorted_and_compact():
    # the one encoder canonical_dumps keeps writes what json.dumps with its arguments does
    from qtwargame.engine.state import canonical_dumps

    values = [{"b": [1, 2.5, None, True], "a": {"z": "渡河", "y": "\u2028\n\"q\""}},
              [], {}, "text", 3, -0.0, 1e300, [{"id": "ger_1", "k": {"2": 0, "10": 1}}]]
    for value in values:
        assert canonical_dumps(value) == json.dumps(value, sort_keys=True,
                                                    separators=(",", ":"), ensure_ascii=False)
    assert canonical_dumps({"b": 1, "a": "渡河"}) == '{"a":"渡河","b":1}'


def test_a_save_s_json_changed_by_its_caller_leaves_the_next_saves_whole(tmp_path):
    # the fuzzer and the proof's tests edit what to_json gives them, digests included
    history = _history("river_crossing", 1)
    data = savegame.to_json(history, 5)
    data["scenario"]["title"]["en"] = "edited"
    data["proof"]["parts"]["scenario"]["title"] = "0" * 16
    path = tmp_path / "after.qtwsave"
    savegame.save(path, history, 5, indent=None)
    again = json.loads(path.read_text(encoding="utf-8"))
    assert again["scenario"]["title"]["en"] == "River Crossing (teaching scenario)"
    assert again["proof"] == savegame.make_proof(again)
