"""The cache audit (``qtwargame.testing.cache_audit``): a stale cache is found, and every
golden whole game of every ruleset answers the same with its caches as without them
(issue 47 item 2)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.cli import main
from qtwargame.engine.game import Game
from qtwargame.rules.classic import ClassicRuleset
from qtwargame.scenario.io import load_scenario
from qtwargame.testing.cache_audit import audit_random_game, audit_save
from tests.conftest import SCENARIOS

GOLDEN = Path(__file__).parent / "data" / "golden"
#: The whole games (not the games cut at a decision, which are their prefixes).
WHOLE = sorted(p for p in GOLDEN.glob("*.qtwsave") if "-at-" not in p.name)


class StaleClassic(ClassicRuleset):
    """The classic rules with a memo keyed by hand on (turn, phase) alone: the key leaves
    out where the units stand, the mistake the audit exists to catch."""

    def __init__(self) -> None:
        super().__init__()
        self.memo: dict = {}

    def legal_actions(self, game, state):
        key = (state.turn, state.phase, state.to_act, state.pending is None)
        if key not in self.memo:
            self.memo[key] = super().legal_actions(game, state)
        return self.memo[key]


def test_the_audit_finds_a_cache_keyed_without_the_positions():
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"), ruleset=StaleClassic())
    played, found = audit_random_game(game, seed=3, stride=1, max_actions=60)
    # The first two placements change nothing the memo's key sees; the third is asked of
    # a position the memo answered for before the first unit was placed.
    first = found[0]
    assert (first.step, first.phase, first.question) == (2, "blue_setup", "legal actions")
    assert (first.cached, first.cold) == ("162 actions", "135 actions")
    # The walk stops where the warm game refuses an action it listed itself.
    assert played == 16 and found[-1].question == "a listed action applied"


def test_the_audit_passes_the_same_rules_without_the_stale_memo():
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    played, found = audit_random_game(game, seed=3, stride=1, max_actions=60)
    assert (played, found) == (60, [])


def test_golden_games_cover_every_bundled_scenario():
    assert {p.name.split("-")[0] for p in WHOLE} == {p.stem for p in SCENARIOS.glob("*.json")}


@pytest.mark.slow
@pytest.mark.parametrize("path", WHOLE, ids=[p.stem for p in WHOLE])
def test_golden_game_answers_the_same_with_and_without_caches(path):
    actions, found = audit_save(path, points=40)
    assert actions > 100
    assert [str(d) for d in found] == []


def test_audit_caches_command_reports_each_save(capsys):
    path = GOLDEN / "river_crossing-3.qtwsave"
    assert main(["audit-caches", str(path), "--points", "5"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [f"{path}: 120 actions, 0 stale answers"]


def test_the_hit_check_finds_a_shin_barbarossa_control_memo_keyed_without_control(monkeypatch):
    """Issue 47 item 2: with the audit's switch on (``facts.CHECK_HITS``), a hit of Shin
    Barbarossa's control memos is made again and compared. Keyed on something that does
    not follow control (the mistake of the reverted 3e6b2d5: a token the facts kept while
    the map was written in place), the projected end-phase control is found stale."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev
    from qtwargame.rules.shin_barbarossa import facts as sb_facts
    from qtwargame.scenario.catalog import load

    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    kiev = game.board.cities_by_id["kiev"].hex
    monkeypatch.setattr(sb_facts, "CHECK_HITS", True)
    pinned = object()
    monkeypatch.setattr(sb_facts.Facts, "control_key", property(lambda self: pinned))
    assert ev.projected_cities(game, state)[kiev] == "soviet"
    state.control[kiev] = "axis"
    with pytest.raises(sb_facts.StaleCache, match="memo 'cities_now'"):
        ev.projected_cities(game, state)


def test_shin_barbarossa_evaluation_memos_answer_as_made_afresh(monkeypatch):
    """Issue 47 item 2: the first Axis movement and combat of the golden Shin Barbarossa
    game, evaluated for both sides every 8 actions with every hit of the facts' kept memos,
    of the projected end-phase control and of the units' kept values made again and
    compared (none differs), and the last evaluation the same from a cold game."""
    from qtwargame.ai.evaluation import evaluate
    from qtwargame.engine import savegame
    from qtwargame.rules.shin_barbarossa import facts as sb_facts
    from qtwargame.testing.cache_audit import cold_twin

    saved = savegame.read(GOLDEN / "shin_barbarossa-1.qtwsave")
    game = Game(saved.scenario, saved.options)
    state, _ = game.new_state(saved.seed, saved.dice_script)
    monkeypatch.setattr(sb_facts, "CHECK_HITS", True)
    asked = set()
    for i, data in enumerate(saved.actions[:673]):
        if i >= 610 and i % 8 == 0:
            asked.add(state.phase)
            last, values = state, {s: evaluate(game, state, s) for s in game.sides}
        state, _ = game.apply(state, game.decode(data))
    assert asked == {"axis_move_1", "axis_combat"}
    cold = cold_twin(game)
    assert {s: evaluate(cold, last, s) for s in game.sides} == values
