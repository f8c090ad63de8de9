"""A ruleset may give a level another budget in its side's phases of the game's last turn
(``LEVEL_SETTINGS`` keyed ``(level, side, "last_turn")``, over the side's and the phase's
rows; ``level_settings(..., last_turn=True)``). Blitzkrieg to Moscow 2's strongest Germans
plan their last turn with 16 plans over 8 generations and 4,000 evaluations a phase, where a
plan is valued on the final count (session 80, docs/history/ai-experiments.md)."""

from __future__ import annotations

from qtwargame.ai import make_player
from qtwargame.ai.players import level_settings
from qtwargame.engine.actions import EndPhase
from qtwargame.engine.game import Game
from tests.ai.scenarios import load

LAST = {"population": 16, "generations": 8, "phase_evaluations": 4000}


def test_49_3_the_strongest_germans_plan_their_last_turn_with_a_larger_budget():
    btm = Game(load("blitzkrieg_moscow_2"))
    assert btm.last_turn == 6
    assert level_settings(btm, "oep_strong", "german", "german_combat", last_turn=True) == LAST
    assert level_settings(btm, "oep_strong", "german", "german_combat") == {}
    # The Soviets, the default level and greedy keep their budget in the last turn.
    assert level_settings(btm, "oep_strong", "soviet", "soviet_combat", last_turn=True) == {}
    assert level_settings(btm, "greedy", "german", "german_combat", last_turn=True) == {}
    oep = level_settings(btm, "oep", "soviet", "soviet_movement", last_turn=True)
    assert oep == level_settings(btm, "oep", "soviet", "soviet_movement")
    assert (oep["population"], oep["generations"]) == (8, 5)


def test_49_3_the_budget_follows_the_turn_of_the_decisions_view():
    btm = Game(load("blitzkrieg_moscow_2"))
    state, _ = btm.new_state(1)
    p = make_player("oep_strong", "german", 1)
    got = []
    for turn, phase in ((5, "german_movement"), (6, "german_movement"), (6, "soviet_combat"),
                        (5, "german_combat")):
        view = state.copy()
        view.turn, view.phase, view.active = turn, phase, "german"
        p.choose(btm, view, [EndPhase("german")])
        got.append((p.last_turn, p.settings.population, p.settings.generations,
                    p.phase_budget(btm)))
    assert got == [(False, 8, 5, 1500), (True, 16, 8, 4000), (True, 16, 8, 4000),
                   (False, 8, 5, 1500)]
    # A budget asked for by name (the ladder's --budget) is never overridden.
    q = make_player("oep_strong", "german", 1, generations=3)
    view = state.copy()
    view.turn, view.phase, view.active = 6, "german_movement", "german"
    q.choose(btm, view, [EndPhase("german")])
    assert (q.settings.population, q.settings.generations) == (16, 3)


def test_49_3_no_other_bundled_game_sets_a_last_turn_budget():
    from qtwargame.ai.evaluation import rules_module

    rows = {}
    for scen in ("defiant_russia", "red_vengeance", "shin_barbarossa", "river_crossing"):
        game = Game(load(scen))
        table = getattr(rules_module(game), "LEVEL_SETTINGS", None) or {}
        assert not [k for k in table if "last_turn" in k], scen
        rows[scen] = len(table)
    # The check reads the real tables: three of these games set budgets by level and phase.
    assert [scen for scen, n in rows.items() if n] == ["defiant_russia", "red_vengeance",
                                                      "shin_barbarossa"]
