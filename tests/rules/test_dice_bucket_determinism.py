"""A seeded simulated game of either dice-bucket game is the same game with every check on
and with none: the checks (which list, apply and round-trip positions the game never
keeps) must not change what the rules answer afterwards through their memos."""

from __future__ import annotations

import pytest

import qtwargame.simulate as sim
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


def _played(monkeypatch, name: str, seed: int, check: bool, actions: int) -> list:
    record: list = []

    class Recording(History):
        def submit(self, action):
            step = super().submit(action)
            record.append((self.game.encode(action), self.game.hash(self.state)))
            return step

    monkeypatch.setattr(sim, "History", Recording)
    monkeypatch.setattr(sim, "GAME_ACTION_CAP", actions)
    sc = load_scenario(SCENARIOS / f"{name}.json")
    sim.play_one(lambda: Game(sc, {}), seed, check=check)
    return record


@pytest.mark.parametrize("name,seed", [("red_vengeance", 17), ("defiant_russia", 3)])
def test_a_seeded_game_is_the_same_with_and_without_checks(monkeypatch, name, seed):
    plain = _played(monkeypatch, name, seed, check=False, actions=400)
    checked = _played(monkeypatch, name, seed, check=True, actions=400)
    assert len(plain) == 400
    assert checked[:400] == plain
