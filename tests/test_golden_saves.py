"""Saved games recorded before a refactor of shared code still load and replay to the
exact state hash written in them (``tests/data/golden/record.py`` made them), every state on the
way fitting the rules' declared models of their data (``engine.datamodel``)."""

from pathlib import Path

import pytest

from qtwargame.engine import savegame

GOLDEN = Path(__file__).parent / "data" / "golden"
SAVES = sorted(GOLDEN.glob("*.qtwsave"))


def test_golden_saves_exist_for_every_bundled_scenario():
    scenarios = {p.name.split("-")[0] for p in SAVES}
    assert scenarios == {"river_crossing", "defiant_russia", "blitzkrieg_moscow_2", "red_vengeance",
                         "shin_barbarossa"}


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_golden_save_replays_to_its_recorded_hash(path):
    saved = savegame.read(path)
    assert saved.final_hash is not None
    history = savegame.replay(saved, str(path), check_states=True)  # every state fits its models
    assert history.game.hash(history.state) == saved.final_hash
    assert len(history.steps) == len(saved.actions)
