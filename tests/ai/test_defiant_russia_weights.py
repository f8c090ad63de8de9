"""Defiant Russia's evaluation declares its weights (``evaluation.WEIGHTS``) for the tuner:
passed explicitly at their defaults they give the very values of the defaults, and each
weight scales its own term (13.0) and nothing else."""

from __future__ import annotations

import random
from types import MappingProxyType

import pytest

from qtwargame.ai import evaluation as ai_evaluation
from qtwargame.ai import make_player
from qtwargame.ai.weights import GENERIC, declared
from qtwargame.position import PositionBuilder
from qtwargame.rules.defiant_russia import evaluation as ev


def changed(game, **changes: float):
    """Every declared weight of ``game``, ``changes`` on top of the defaults."""
    return MappingProxyType({**declared(game), **changes})


def exposed_minsk():
    """Turn 2, the Soviet movement: Minsk (3308, 1 VP, Soviet) left empty with the 41st
    Panzer Corps next to it, able to enter it in the coming Axis move (6.1, 6.4)."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=2, phase="soviet_move")
    b.place("sov_inf_13", "3610").place("ger_pz_41", "3307")
    return b.build(seed=1)


def garrisoned_minsk():
    """The last turn (7), the Axis movement: Minsk held by the Axis with the German 5th
    Corps (2 steps) in it and the 13th Army (3 strength points) next to it, at 3307."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=7, phase="axis_move", active="axis")
    b.place("ger_inf_5", "3308").place("sov_inf_13", "3307")
    game, state = b.build(seed=1)
    state = state.copy()
    state.control[game.hex("3308")] = "axis"
    return game, state


def attacked_minsk():
    """Turn 2, the Axis movement: the 13th Army in Minsk, out of supply, with the 41st and
    47th Panzer Corps and the 5th Corps next to it (the coming Axis combat, 7.11)."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.at(turn=2, phase="axis_move")
    b.place("sov_inf_13", "3308")
    for uid, at in (("ger_pz_41", "3307"), ("ger_pz_47", "3208"), ("ger_inf_5", "3407")):
        b.place(uid, at)
    return b.build(seed=1)


def over_stacked():
    """Three panzer corps on 1003 (6.2: the Soviets remove the most valuable over the limit,
    giving them its 3 casualty points, 13.0)."""
    b = PositionBuilder.from_scenario("defiant_russia")
    b.place("ger_pz_41", "1003").place("ger_pz_56", "1003").place("ger_pz_39", "1003")
    return b.build(seed=1)


def test_the_declared_names_are_the_module_s_own_and_none_is_generic():
    assert set(ev.WEIGHTS).isdisjoint(GENERIC)
    assert dict(ev.WEIGHTS) == {"casualty_race": 0.15, "auto_victory_city": 3.0,
                                "exposed_city": 0.5, "exposed_city_last_turn": 1.0,
                                "last_stand": 1.0, "lookahead": 4.0}
    game, _ = over_stacked()
    assert dict(declared(game)) == {**GENERIC, **ev.WEIGHTS}
    assert (ev.W_CASUALTY, ev.AUTO_CITY_WORTH, ev.W_EXPOSED, ev.W_EXPOSED_LAST, ev.W_LAST_STAND,
            ev.LOOKAHEAD_WEIGHT) == (0.15, 3.0, 0.5, 1.0, 1.0, 4.0)


@pytest.mark.parametrize("position", [exposed_minsk, garrisoned_minsk, attacked_minsk, over_stacked])
def test_13_0_the_defaults_passed_explicitly_give_the_same_values(position):
    game, state = position()
    weights = declared(game)
    for side in game.sides:
        value = ev.evaluate(game, state, side)
        assert ev.evaluate(game, state, side, weights=weights) == value
        assert ai_evaluation.evaluate(game, state, side, weights) == value
        assert ai_evaluation.evaluate(game, state, side) == value
        assert ev.lookahead(game, state, side, weights=weights) == ev.lookahead(game, state, side)


def test_the_positions_exercise_the_terms_they_are_named_for():
    game, state = exposed_minsk()
    assert ev.exposure(game, state) == {"axis": 0.0, "soviet": 0.5}
    game, state = garrisoned_minsk()
    assert ev.last_stand(game, state) == {"axis": 0.25, "soviet": 0.0}
    game, state = attacked_minsk()
    assert ev.lookahead(game, state, "axis") > 0.0
    game, state = over_stacked()
    assert list(ev.excess(game, state)) == ["axis"]


def test_13_0_casualty_race_weight():
    # The removed panzer corps gives the Soviets 3 casualty points: 0.15 a point, so the
    # Axis is 0.45 worse off with the weight than without it, and twice that doubled.
    game, state = over_stacked()
    without = ev.evaluate(game, state, "axis", weights=changed(game, casualty_race=0.0))
    assert ev.evaluate(game, state, "axis") == without + 0.15 * (0 - 3)
    doubled = changed(game, casualty_race=0.3)
    assert ev.evaluate(game, state, "axis", weights=doubled) == without + 0.3 * (0 - 3)
    assert ev.evaluate(game, state, "soviet") \
        == ev.evaluate(game, state, "soviet", weights=changed(game, casualty_race=0.0)) + 0.15 * (3 - 0)


@pytest.mark.parametrize(("weight", "risk"), [(0.0, 0.0), (0.5, 0.5), (1.0, 1.0)])
def test_13_0_6_4_exposed_city_weight(weight, risk):
    # Minsk's one point, at risk by the weight's share: taken from the Soviets' value and
    # given to the Axis (the evaluation is zero-sum).
    game, state = exposed_minsk()
    weights = changed(game, exposed_city=weight)
    assert ev.exposure(game, state, weights) == {"axis": 0.0, "soviet": risk}
    base = changed(game, exposed_city=0.0)
    assert ev.evaluate(game, state, "soviet", weights=weights) \
        == ev.evaluate(game, state, "soviet", weights=base) - risk
    assert ev.evaluate(game, state, "axis", weights=weights) \
        == ev.evaluate(game, state, "axis", weights=base) + risk
    # Before the last turn the last turn's share is not read.
    assert ev.exposure(game, state, changed(game, exposed_city_last_turn=7.0)) \
        == {"axis": 0.0, "soviet": 0.5}


@pytest.mark.parametrize(("weight", "risk"), [(0.0, 0.0), (1.0, 0.25), (2.0, 0.5)])
def test_13_0_7_11_last_stand_weight(weight, risk):
    # The 13th Army's 3 dice hit on 6: half a hit against the 5th Corps' 2 steps, a quarter
    # of Minsk's one point at the default weight 1.
    game, state = garrisoned_minsk()
    weights = changed(game, last_stand=weight)
    assert ev.last_stand(game, state, weights) == {"axis": risk, "soviet": 0.0}
    base = changed(game, last_stand=0.0)
    assert ev.evaluate(game, state, "axis", weights=weights) \
        == ev.evaluate(game, state, "axis", weights=base) - risk


def test_7_11_lookahead_weight():
    # 14 dice hitting on 6 against the 13th Army's 2 steps (worth 2 each) and 1/3 of a hit
    # back on steps worth 4: 8/3 points of the 596 of both armies' material, times the
    # material weight 6 and the lookahead weight (4 by default).
    game, state = attacked_minsk()
    look = ev.lookahead(game, state, "axis")
    assert look == pytest.approx(4.0 * 6 * (2 * 2 - 4 / 3) / 596)
    assert ev.lookahead(game, state, "axis", weights=changed(game, lookahead=8.0)) == 2 * look
    assert ev.lookahead(game, state, "axis", weights=changed(game, lookahead=0.0)) == 0.0
    assert ev.lookahead(game, state, "axis", weights=changed(game, material=3.0)) == look / 2
    # A player given weights looks ahead by them (``GreedyPlayer.value``).
    player = make_player("oep", "axis", 1, lookahead=1.0, weights={"lookahead": 8.0})
    player.fit(game)
    assert player.value(game, state, random.Random(1)) == ev.evaluate(game, state, "axis") + 2 * look


def test_13_0_auto_victory_city_weight():
    # Each automatic-victory city is an objective worth its victory points and the weight:
    # Moscow (2 VP) and Leningrad (1 VP), Warsaw, Helsinki and Stalingrad (none).
    game, _ = over_stacked()
    at = {c.id: c.hex for c in game.board.cities.values()}
    names = ("moscow", "leningrad", "warsaw", "helsinki", "stalingrad", "kiev")

    def worth(weights):
        got = dict(ev.objectives(game, weights))
        return [got[at[n]] for n in names]

    assert worth(None) == [5.0, 4.0, 3.0, 3.0, 3.0, 1]
    assert worth(changed(game, auto_victory_city=0.0)) == [2.0, 1.0, 0.0, 0.0, 0.0, 1]
    assert worth(changed(game, auto_victory_city=6.0)) == [8.0, 7.0, 6.0, 6.0, 6.0, 1]
    # One tuple per worth, kept for the game: the default one is asked again and again.
    assert ev.objectives(game, declared(game)) is ev.objectives(game)
