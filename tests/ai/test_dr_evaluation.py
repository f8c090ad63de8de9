"""Defiant Russia's evaluation: a victory city held but left empty with the enemy a move
away counts as partly lost (13.0 counts cities where they stand at the end of the last
turn; an enemy unit walking into an empty city takes it)."""

from __future__ import annotations

import pytest

from qtwargame.ai.evaluation import generic
from qtwargame.position import PositionBuilder
from qtwargame.rules.defiant_russia import evaluation as ev


def minsk(turn: int = 1, german_at: str | None = "3307", garrison: bool = False):
    """Minsk (3308, 1 VP, Soviet) with the 13th Army in it or not, and a panzer corps at
    ``german_at``; the other units of the Soviet setup stand 4 or more hexes away."""
    b = PositionBuilder.from_scenario("defiant_russia")
    if turn != 1:
        b.at(turn=turn, phase="axis_move")
    b.place("sov_inf_13", "3308" if garrison else "3610")
    if german_at:
        b.place("ger_pz_41", german_at)
    return b.build(seed=1)


@pytest.mark.parametrize(("german_at", "share"), [("3307", 3), ("3306", 2), ("3305", 1), ("3304", 0)])
def test_13_0_an_empty_city_is_at_risk_by_the_enemy_s_distance(german_at, share):
    game, state = minsk(german_at=german_at)
    assert game.hex(german_at).distance(game.hex("3308")) == 4 - share
    assert ev.exposure(game, state) == {"axis": 0.0, "soviet": pytest.approx(ev.W_EXPOSED * share / 3)}


def test_13_0_a_garrison_keeps_the_city_safe():
    game, state = minsk(garrison=True)
    assert ev.exposure(game, state) == {"axis": 0.0, "soviet": 0.0}


def test_13_0_on_the_last_turn_the_whole_city_is_at_risk():
    game, state = minsk(turn=7)
    assert state.turn == 7 == max(t.number for t in game.scenario.turns)
    assert ev.exposure(game, state) == {"axis": 0.0, "soviet": pytest.approx(ev.W_EXPOSED_LAST)}


def test_13_0_the_risk_is_part_of_the_zero_sum_evaluation():
    game, state = minsk()
    base = generic(game, state, "soviet", ev.objectives(game))
    assert ev.evaluate(game, state, "soviet") == pytest.approx(base - ev.W_EXPOSED)
    assert ev.evaluate(game, state, "axis") == pytest.approx(-ev.evaluate(game, state, "soviet"))
