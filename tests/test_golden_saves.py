"""Saved games recorded before a refactor of shared code still load and replay to the
exact state hash written in them (``tests/data/golden/record.py`` made them), every state on the
way fitting the rules' declared models of their data (``engine.datamodel``)."""

import json
from pathlib import Path

import pytest

from qtwargame.engine import savegame
from tests.ui import golden_loads

GOLDEN = Path(__file__).parent / "data" / "golden"
SAVES = sorted(GOLDEN.glob("*.qtwsave"))


def test_golden_saves_exist_for_every_bundled_scenario():
    scenarios = {p.name.split("-")[0] for p in SAVES}
    assert scenarios == {"river_crossing", "defiant_russia", "blitzkrieg_moscow_2", "red_vengeance",
                         "shin_barbarossa"}


@pytest.mark.parametrize("path", SAVES, ids=[p.stem for p in SAVES])
def test_golden_save_replays_to_its_recorded_hash(path):
    """A whole game's save is replayed (``savegame.replay``: every action checked, every
    state against the rules' declared models, then the final hash, turn and phase) once per
    worker. A save cut at a decision
    (``NAME-at-KIND``) holds the first actions of its whole game ``NAME``: it is proved to
    be that game's prefix (scenario, options, seed, dice and actions) whose state after its
    last action has the save's recorded hash, turn and phase (``tests/ui/golden_loads.py``),
    instead of replaying the same actions again from the start (a third of the file's CPU);
    a save that is not such a prefix is replayed on its own."""
    saved = savegame.read(path)
    assert saved.final_hash is not None
    history, _ = golden_loads.load(path, check_states=True)  # every state fits its models
    assert history.game.hash(history.state) == saved.final_hash
    assert len(history.steps) == len(saved.actions)
    assert (history.state.turn, history.state.phase) == (saved.turn, saved.phase)


def test_a_save_cut_from_a_golden_game_that_is_not_its_prefix_is_replayed_on_its_own(tmp_path):
    """The prefix shortcut above is taken only for a true prefix: a cut save whose seed
    differs from its whole game's is replayed on its own, which refuses it
    (its actions do not fit its own seed's game) with an error naming the file."""
    whole = GOLDEN / "river_crossing-3.qtwsave"
    cut = tmp_path / "river_crossing-3-at-advance.qtwsave"
    (tmp_path / whole.name).write_bytes(whole.read_bytes())
    data = json.loads((GOLDEN / cut.name).read_text(encoding="utf-8"))
    data["seed"] = data["seed"] + 1
    cut.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savegame.SaveError) as e:
        golden_loads.load(cut, check_states=True)
    assert str(cut) in str(e.value)
