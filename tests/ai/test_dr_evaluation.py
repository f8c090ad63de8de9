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


def last_turn_minsk(turn: int = 7, active: str = "axis", holder: str = "axis", step: int = 0,
                    first_snow: bool = False):
    """Minsk (3308, 1 VP) on turn ``turn`` held by ``holder`` with one of its units in it
    (the German 5th Corps, 4 strength points and 2 steps, or the Soviet 13th Army, 3 and 2)
    and the other side's unit next to it, at 3307; nothing else within 3 hexes."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=turn, phase=f"{active}_move", active=active, weather="snow" if first_snow else None)
    inside, outside = ("ger_inf_5", "sov_inf_13") if holder == "axis" else ("sov_inf_13", "ger_inf_5")
    b.place(inside, "3308", step=step).place(outside, "3307")
    game, state = b.build(seed=1)
    state = state.copy()
    state.control[game.hex("3308")] = holder
    if first_snow:
        state.data["first_snow"] = turn
    return game, state


def test_13_0_7_11_on_the_last_turn_a_garrison_risks_the_city_by_the_enemy_s_expected_hits():
    game, state = last_turn_minsk()
    # the 13th Army's 3 dice hit on 6: half a hit against the corps' 2 steps
    assert ev.last_stand(game, state) == {"axis": pytest.approx(ev.W_LAST_STAND * 3 / 6 / 2),
                                          "soviet": 0.0}
    assert ev.last_stand(game, state)["axis"] == pytest.approx(0.25)


def test_13_0_8_3_soviet_hits_on_5_or_6_in_the_first_snow_turn_double_the_risk():
    game, state = last_turn_minsk(first_snow=True)
    assert ev.last_stand(game, state)["axis"] == pytest.approx(3 / 3 / 2)


def test_13_0_a_reduced_garrison_has_one_step_to_lose():
    game, state = last_turn_minsk(step=1)
    assert ev.last_stand(game, state)["axis"] == pytest.approx(3 / 6 / 1)


def test_13_0_before_the_last_turn_a_garrison_risks_nothing():
    game, state = last_turn_minsk(turn=6)
    assert ev.last_stand(game, state) == {"axis": 0.0, "soviet": 0.0}


@pytest.mark.parametrize(("active", "risk"), [("axis", 4 / 6 / 2), ("soviet", 0.0)])
def test_4_0_the_axis_threatens_soviet_cities_only_in_its_own_player_turn(active, risk):
    game, state = last_turn_minsk(active=active, holder="soviet")
    assert ev.last_stand(game, state) == {"axis": 0.0, "soviet": pytest.approx(risk)}


def test_13_0_the_last_stand_is_part_of_the_zero_sum_evaluation():
    game, state = last_turn_minsk()
    without = ev.W_LAST_STAND
    try:
        ev.W_LAST_STAND = 0.0
        base = ev.evaluate(game, state, "axis")
    finally:
        ev.W_LAST_STAND = without
    assert ev.evaluate(game, state, "axis") == pytest.approx(base - 0.25)
    assert ev.evaluate(game, state, "soviet") == pytest.approx(-ev.evaluate(game, state, "axis"))
