"""The conformance suite: every registered ruleset, on every bundled scenario that uses it,
must play to the end under random players with every invariant held (OpenSpiel's
random_sim_test, in our terms). The checks themselves are ``qtwargame.testing.conformance``,
which a plugin runs on its own scenarios (docs/plugins.md); here they run on the program's
own scenarios only, so an installed plugin changes nothing."""

import functools

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.rules import BUILTIN
from qtwargame.scenario.io import load_scenario
from qtwargame.testing import conformance
from qtwargame.testing.cache_audit import audit_save
from tests.conftest import DATA, SCENARIOS
from tests.data.golden.record import SEEDS
from tests.test_logtext import _english_names, _names_in

#: Every test here reads seeded whole games of every scenario, played once per worker: the fast loop
#: (bootstrap.py test --fast) leaves the file to the full run, where the game is shared.
pytestmark = pytest.mark.slow

BUNDLED = {p.stem: p for p in sorted(SCENARIOS.glob("*.json"))}
SCENARIO_RULESET = {sid: load_scenario(p).ruleset for sid, p in BUNDLED.items()}
#: The seed of the one random game each scenario plays for every check below: the seed of
#: its first golden whole game, which ``tests/data/golden/record.py`` played the way
#: ``conformance.play`` plays (the random player, the seed's dice). While the legal lists
#: keep their order the game played here is that golden game: the same-seed check compares
#: it with the recording instead of playing it again, and its cache audit reads the warm
#: answers this playing kept instead of replaying the golden game warm (see the tests).
SEED = {sid: seeds[0] for sid, seeds in SEEDS.items()}
#: Per-unit questions: every n-th state of the game (and every state that opens a phase);
#: long games not listed here are asked every twentieth state.
PER_UNIT_EVERY = {"defiant_russia": 9, "blitzkrieg_moscow_2": 3, "river_crossing": 1}


@pytest.fixture(scope="module", params=sorted(BUNDLED))
def played(request) -> conformance.Played:
    """The scenario's seeded random game, played once per worker and read by every check
    below (pytest runs a scenario's checks together, so one game is held at a time). Each
    check used to play a game of its own seed: the properties are the same, each is checked
    over a whole game, and a scenario costs one game and one replay instead of about ten."""
    scenario = load_scenario(BUNDLED[request.param])
    return conformance.play(lambda: Game(scenario), SEED[request.param])


def _golden(played: conformance.Played) -> str:
    sid = played.game.scenario.id
    return str(DATA / "golden" / f"{sid}-{SEED[sid]}.qtwsave")


@functools.cache
def _recording(path: str) -> savegame.SavedGame:
    return savegame.read(path)


def test_every_builtin_ruleset_has_a_bundled_scenario():
    """The program's own rulesets (not a plugin's, which brings its own scenarios)."""
    assert set(BUILTIN) <= set(SCENARIO_RULESET.values())


def test_every_bundled_scenario_plays_the_seed_of_a_golden_game():
    assert set(SEED) == set(BUNDLED)


def test_random_playout_holds_every_invariant(played):
    """Every invariant at every state; the JSON round trip (a third of the cost) at every
    fourth state and at every state with a decision pending, a result, or a phase opening
    (``round_trip_every``: what the round trip could lose lasts across states, so the
    sample finds it; decisions and results, which a rule writes for a moment, are all
    checked)."""
    assert conformance.random_playout_problems(played, round_trip_every=4) == []


def test_save_and_load_round_trip_along_the_game(played, tmp_path):
    assert conformance.save_load_problems(played, tmp_path, points=8) == []


def test_same_seed_replays_identically(played):
    """The seed played twice gives the same game. The golden save of this seed is the
    same seeded random game played before, in another process on a game of its own: when
    this playing takes its actions and reaches its hash, that is the second playing (as
    long as the legal lists keep the order it was recorded in); else the kit plays the
    seed again here, on a new game (``replay_problems``)."""
    assert conformance.replay_problems(played, recorded=_recording(_golden(played))) == []


def test_the_golden_game_answers_the_same_with_and_without_caches(played):
    """The cache audit (issue 47 item 2) of the scenario's golden game at 40 steps: the
    legal list, a few units' legal actions and each action's outcome asked of a cold game
    against the warm one. The warm game's answers are the ones this module's playing of
    the same seed kept (its legal list at every step, as in play), so the golden game is
    not replayed warm again when this playing is that game; when it is not, the golden
    save is audited on its own replay (``audit_save``) and this seeded game too.
    ``tests/test_cache_audit.py`` audits the other golden whole games."""
    path = _golden(played)
    found = conformance.cache_problems(played, points=40)
    if not conformance.is_recording_of(played, _recording(path)):
        found += [str(d) for d in audit_save(path, points=40)[1]]
    assert len(played.history.steps) > 100
    assert found == []


def test_actions_of_the_wrong_side_are_refused(played):
    assert conformance.wrong_side_problems(played, every=7) == []


def test_no_view_log_or_description_holds_a_secret_or_the_seed(played):
    """Views hide the other side's hand; a ruleset's secret state and the dice never reach
    a side: views carry no secret, no seed and no scripted dice; log lines as a side reads
    them show no secret roll; every answer's description is words, not protocol text. At
    every state of the game (reading a state is cheap; the river crossing's game has few
    decisions to describe)."""
    assert conformance.view_problems(played, every=1) == []


def test_every_combat_leaves_a_complete_structured_record(played):
    assert conformance.combat_record_problems(played) == []


def test_whole_declarations_decompose_into_legal_steps(played):
    """An attack declared step by step, taken whole (``declaration_in_progress``), turns back
    into steps (``declaration_steps``) that declare it again from the start."""
    assert conformance.declaration_problems(played, every=3) == []


def test_per_unit_actions_equal_the_filtered_full_list(played):
    """Per-unit questions: ``Game.legal_actions_for(state, unit, hex)`` must be exactly the
    full legal list filtered by ``Action.unit_ids()`` and ``Action.hex_refs()``, in the same
    order, at many points of the game (the rulesets answer it without listing the whole
    phase where the phase is big, so the two must never drift); half the questions go to a
    new game, every memo cold."""
    sid = played.game.scenario.id
    report = conformance.per_unit_report(played, every=PER_UNIT_EVERY.get(sid, 20))
    assert report.problems == []
    assert report.movement_points >= 10
    assert report.units_asked >= 300


def test_log_and_prompts_name_things_by_id_so_every_language_reads_its_own(played):
    """The whole game: no log entry or shown prompt carries a unit's, card's, side's or
    city's English name as a parameter (a Japanese reader would read it in English); ids
    are rendered in the reader's language (tests/test_logtext.py)."""
    game = played.game
    names = _english_names(game)
    english = []
    for e in played.history.log():
        english += _names_in(e.text, names)
    for s in played.states:
        if s.pending is not None:
            english += _names_in(game.prompt(s), names)
    assert english == []


# -- the kit finds what it is for ---------------------------------------------------------


def test_the_kit_reports_a_per_unit_fast_path_that_drifts(river_crossing):
    """A ruleset whose ``legal_actions_for`` forgets one unit's moves is reported."""
    from qtwargame.engine.actions import Move

    game = Game(river_crossing)
    original = type(game.ruleset).legal_actions_for

    class Drifting(type(game.ruleset)):
        def legal_actions_for(self, game, state, unit=None, hex=None):
            got = original(self, game, state, unit, hex)
            return [a for a in got if not (unit is not None and isinstance(a, Move))]

    def drifting():
        g = Game(river_crossing)
        g.ruleset.__class__ = Drifting
        return g

    problems = conformance.per_unit_problems(drifting, seed=5, every=1)
    assert problems and "legal_actions_for(unit=" in problems[0]


def test_the_kit_reports_a_save_that_loads_to_another_game(river_crossing, tmp_path, monkeypatch):
    """The save and load check replays the last save once and compares each earlier point
    with the game played there and with what that point's save says: a played game whose
    states are not where its actions lead, and saves whose hash or turn is not the state's,
    are reported at their points."""
    import dataclasses

    from qtwargame.engine import savegame

    played = conformance.play(lambda: Game(river_crossing), 5)
    n = len(played.history.steps)
    points = sorted({round(i * n / 3) for i in range(4)})
    # Each state the one after it (the last kept): every point but the last differs.
    shifted = dataclasses.replace(played, states=played.states[1:] + played.states[-1:])
    assert conformance.save_load_problems(shifted, tmp_path / "shifted", points=4) == [
        f"after {k} actions: the loaded game's hash differs" for k in points[:-1]]
    # The second point's save claims another hash (its proof made again, so the file reads)
    # and the third's another turn. (``save`` writes what ``_to_json`` makes: the scenario's
    # part made once per game, ``savegame.ScenarioPart``.)
    real = savegame._to_json

    def lying(history, seed, *args):
        out = real(history, seed, *args)
        if len(history.steps) == points[1]:
            out["final_hash"] = "0" * 64
            out["proof"] = savegame.make_proof(out)
        if len(history.steps) == points[2]:
            out["turn"] += 1
        return out

    monkeypatch.setattr(savegame, "_to_json", lying)
    state = played.states[points[2]]
    assert conformance.save_load_problems(played, tmp_path / "lying", points=4) == [
        f"after {points[1]} actions: the loaded game's hash differs from the one saved",
        f"after {points[2]} actions: the save says turn {state.turn + 1} {state.phase}, the loaded "
        f"game is at turn {state.turn} {state.phase}"]



def test_the_kits_replay_check_takes_a_recording_of_the_same_game_as_its_second_playing(
        river_crossing, monkeypatch):
    """The golden save of seed 3 records the game the kit plays with that seed under the
    rules' revision it was recorded in (0: before the classic set-up waited for End
    Phase): the check does not play it again. A recording of anything else (other
    actions, another final hash, another seed, another revision of the rules) is not
    taken: the seed is played again here."""
    import dataclasses

    saved = savegame.read(DATA / "golden" / "river_crossing-3.qtwsave")
    assert saved.revision == 0
    played = conformance.play(lambda: Game(river_crossing, revision=0), 3)
    assert conformance.is_recording_of(played, saved)
    assert not conformance.is_recording_of(conformance.play(lambda: Game(river_crossing), 3), saved)
    playings = []
    real = conformance._last
    monkeypatch.setattr(conformance, "_last", lambda *a: playings.append(a[1]) or real(*a))
    assert conformance.replay_problems(played, recorded=saved) == [] and playings == []
    for other in (dataclasses.replace(saved, actions=saved.actions[:-1]),
                  dataclasses.replace(saved, final_hash="0" * 64), dataclasses.replace(saved, seed=4)):
        assert not conformance.is_recording_of(played, other)
        assert conformance.replay_problems(played, recorded=other) == []
    assert playings == [3, 3, 3]


def test_check_all_passes_a_conforming_game(river_crossing, tmp_path):
    """A plugin's one call: every check of the kit, the cache audit among them, on one
    seeded game of a factory."""
    assert conformance.check_all(conformance.factory(river_crossing), tmp_path) == []


def test_the_kits_filter_answers_as_filter_actions(river_crossing):
    """The per-unit check's filter (each action's units and hexes read once) gives exactly
    ``filter_actions``'s lists, in order, for every unit, hex and unit-and-hex pair asked
    along a seeded game's first states (placements, moves, attacks, answers)."""
    from qtwargame.engine.ruleset import filter_actions

    played = conformance.play(lambda: Game(river_crossing), 5)
    game = played.game
    asked = 0
    for s in played.states[:80:4]:
        actions = game.legal_actions(s)
        filtered = conformance._Filter(actions)
        units = sorted({u for a in actions for u in a.unit_ids()}) + [None, "no_such_unit"]
        hexes = sorted({h for a in actions for h in a.hex_refs()})[:6] + [None]
        for u in units:
            for h in hexes:
                assert filtered(u, h) == filter_actions(actions, u, h), (s.phase, u, h)
                asked += 1
    assert asked > 500
