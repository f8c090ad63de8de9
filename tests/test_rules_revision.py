"""A ruleset's behaviour changes without changing old games: a save records the revision of
its rules it was played under (``rules_revision``, format 4) and replays under it; a save
written before revisions were recorded is revision 0 (docs/saves.md, "When a ruleset's
behaviour changes"). The classic rules' revision 1 (C2: a set-up waits for End Phase) is
the first such change: River Crossing and Hollin Ridge saves written before it, whose
set-up passed by itself at its last unit and whose next End Phase ended the movement
phase, replay as they were played."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.actions import EndPhase, Place
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario.io import load_scenario
from tests.conftest import DATA, SCENARIOS

#: Saves written by the program before the classic rules' revision 1 (format version 3, a
#: player's keyed seed), each a set-up made by hand that passed by itself at its last unit,
#: then End Phase clicked, which ended the first side's movement phase.
OLD = {"river_crossing-setup-passed-v3.qtwsave": ("blue", 7),
       "designer_ridge-setup-passed-v3.qtwsave": ("north", 14)}


@pytest.mark.parametrize("name", sorted(OLD))
def test_c2_a_save_from_before_the_set_up_waited_replays_as_it_was_played(name):
    """The old save opens with no 'the rules have changed' refusal: its proof, written over
    the seven parts of a version 3 save, holds; it is revision 0 and replays, under the
    rules as they were, to its recorded hash, in the first side's combat phase."""
    first, placements = OLD[name]
    path = DATA / name
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format_version"] == 3 and "rules_revision" not in data
    history, saved = savegame.load(path)  # RulesChangedError if it replayed otherwise
    assert saved.revision == 0 and history.game.revision == 0
    assert history.game.hash(history.state) == data["final_hash"]
    assert (history.state.turn, history.state.phase) == (1, f"{first}_combat")
    kinds = [a["kind"] for a in data["actions"]]
    assert kinds == ["place"] * placements + ["end_phase"]


@pytest.mark.parametrize("name", sorted(OLD))
def test_c2_the_same_set_up_in_a_new_game_waits_for_end_phase(name):
    """A new game of the same scenario and seed, the same units placed, plays the current
    rules: each side's last placement leaves its set-up waiting for End Phase (the second
    side's placements are refused until then), and the End Phase that ended the old game's
    movement phase ends the set-up, so play begins with the first side's movement."""
    first, placements = OLD[name]
    saved = savegame.read(DATA / name)
    game = Game(saved.scenario, saved.options)
    assert game.revision == game.ruleset.revision == 1
    state, log = game.new_state(saved.seed, saved.dice_script, saved.generator)
    history = History(game, state, log)
    waited = []
    for a in [game.decode(a) for a in saved.actions[:-1]]:
        if a.side != history.state.active:
            assert game.legal_actions(history.state) == [EndPhase(history.state.active)]
            waited.append(history.state.phase)
            history.submit(EndPhase(history.state.active))
        history.submit(a)
    other = game.enemy(first)
    assert waited == [f"{other}_setup"]
    assert history.state.phase == f"{first}_setup"
    assert game.legal_actions(history.state) == [EndPhase(first)]
    history.submit(game.decode(saved.actions[-1]))
    assert (history.state.turn, history.state.phase) == (1, f"{first}_move")


def test_an_old_game_continued_and_saved_again_stays_under_its_revision(tmp_path):
    """A revision 0 game goes on under revision 0: saved again (format 4), it records
    ``rules_revision`` 0, proven with the rest, and opens to the same state."""
    history, saved = savegame.load(DATA / "river_crossing-setup-passed-v3.qtwsave")
    history.submit(EndPhase("blue"))  # Blue's combat phase, then Red's movement
    out = tmp_path / "continued.qtwsave"
    savegame.save(out, history, saved.seed)
    data = json.loads(out.read_text(encoding="utf-8"))
    assert (data["format_version"], data["rules_revision"]) == (4, 0)
    assert set(data["proof"]["parts"]) >= {"rules_revision"}
    again, saved_again = savegame.load(out)
    assert saved_again.revision == 0 and again.game.revision == 0
    assert again.game.hash(again.state) == data["final_hash"]
    assert again.state.phase == "red_move"


@pytest.fixture(scope="module")
def new_save() -> dict:
    """A new River Crossing game set up by hand (revision 1) and ended into play, as saved."""
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    state, log = game.new_state(5)
    history = History(game, state, log)
    while history.state.phase.endswith("_setup"):
        places = [a for a in game.legal_actions(history.state) if isinstance(a, Place)]
        history.submit(places[0] if places else EndPhase(history.state.active))
    return savegame.to_json(history, 5)


def _error(tmp_path: Path, data: dict) -> str:
    path = tmp_path / "g.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    assert not isinstance(e.value, savegame.RulesChangedError)
    text = str(e.value)
    assert text.startswith(f"{path}: ")
    return text[len(f"{path}: "):]


def test_a_new_save_records_and_proves_its_rules_revision(new_save, tmp_path):
    assert (new_save["format_version"], new_save["rules_revision"]) == (4, 1)
    path = tmp_path / "g.qtwsave"
    path.write_text(json.dumps(new_save), encoding="utf-8")
    history, saved = savegame.load(path)
    assert saved.revision == 1 and history.game.revision == 1
    assert history.state.phase == "blue_move"
    edited = {**new_save, "rules_revision": 0}  # the old rules, to replay otherwise
    assert _error(tmp_path, edited) == (
        "$.rules_revision: the revision of the rules was changed after the game was saved")
    gone = {k: v for k, v in new_save.items() if k != "rules_revision"}
    assert _error(tmp_path, gone) == (
        "$.rules_revision: the revision of the rules was changed after the game was saved")


@pytest.mark.parametrize("value, message", [
    (2, "$.rules_revision: revision 2 of these rules is newer than this program plays (1): "
        "the game was saved by a later version of the program"),
    (-1, "$.rules_revision: must be a whole number from 0 to 1, not -1"),
    ("1", "$.rules_revision: must be a whole number from 0 to 1, not '1'"),
    (True, "$.rules_revision: must be a whole number from 0 to 1, not true"),
    (None, "$.rules_revision: missing: a version 4 save records the revision of its rules, a "
           "whole number from 0 to 1"),
])
def test_a_rules_revision_the_program_does_not_play_is_refused_naming_it(
        new_save, tmp_path, value, message):
    """Proven again (a forger, or a save of a later program written back by hand), a
    revision this program does not have is refused naming the field, never played under
    the wrong rules."""
    data = dict(new_save)
    if value is None:
        del data["rules_revision"]
    else:
        data["rules_revision"] = value
    data["proof"] = savegame.make_proof(data)
    assert _error(tmp_path, data) == message


def test_a_version_3_save_may_not_carry_a_rules_revision(tmp_path):
    """Only version 4 has the field: a version 3 save that names one was edited (its proof,
    over its seven parts, then no longer holds, or, proven again, the field is refused)."""
    data = json.loads((DATA / "river_crossing-setup-passed-v3.qtwsave").read_text(encoding="utf-8"))
    data["rules_revision"] = 1
    data["proof"] = savegame.make_proof(data)
    assert _error(tmp_path, data).startswith(
        "$.rules_revision: not a field of a version 3 saved game")


def test_a_game_refuses_a_revision_its_rules_do_not_have():
    sc = load_scenario(SCENARIOS / "river_crossing.json")
    with pytest.raises(ValueError, match="revision 2 of ruleset classic is not one of 0 to 1"):
        Game(sc, revision=2)
    assert Game(sc).revision == 1 and Game(sc, revision=0).revision == 0


def test_a_computer_player_s_seat_plays_the_revision_of_the_true_game():
    """The computer's own game (``engine.view.seat_game``) plays the same rules: a revision
    0 game's seat passes the set-up at its last unit, as the true game does."""
    from qtwargame.engine.view import seat_game

    sc = load_scenario(SCENARIOS / "river_crossing.json")
    old = Game(sc, revision=0)
    assert seat_game(old, "blue").revision == 0
    assert seat_game(Game(sc), "blue").revision == 1
