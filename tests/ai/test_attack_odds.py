"""An attack valued by its odds (``Settings.odds``): a plan's value less how much better its
attack's die fell than the mean over the die's faces (``GreedyPlayer.attack_luck``), so a
plan is not chosen for a roll that flattered it. Classic rules: C7 (odds, the results
table) and C8 (retreats). Positions built with PositionBuilder."""

from __future__ import annotations

import random

import pytest

from qtwargame.ai import make_player
from qtwargame.ai.players import OEPPlayer, Settings
from qtwargame.ai.world import phase_key
from qtwargame.engine.actions import Attack, Move
from qtwargame.engine.game import Game
from qtwargame.position import PositionBuilder
from qtwargame.scenario.catalog import load

#: The value to blue of the position after the attack below, die by die (1-2 DR, 3 EX,
#: 4-5 AR, 6 AE), at the classic weights of ``oep``, and their mean.
AFTER = (-1.8613636363636366, -1.8613636363636366, -3.0, -3.6598775888029946,
         -3.6598775888029946, -8.69999998886977)
MEAN = -3.7904137398671724


def position(die: int):
    """Blue's 8 attacking red's 4 in Ostburg (worth 3): 2:1, whose column reads DR, DR,
    EX, AR, AR, AE for the dice 1-6; the next die scripted to ``die``."""
    b = PositionBuilder("classic", cols=6, rows=8, turns=3)
    b.unit("b1", "blue", at="0303", attack=8, defense=4, movement=3)
    b.unit("r1", "red", at="0304", attack=3, defense=4, movement=3)
    b.city("ostburg", "0304", vp=3)
    b.at(turn=1, phase="blue_combat").dice(die)
    game, state = b.build(seed=1)
    return game, state, Attack("blue", ("b1",), game.hex("0304"))


def planner(game, odds: float) -> OEPPlayer:
    p = OEPPlayer("blue", settings=Settings(width=4, population=2, generations=1, odds=odds))
    p.fit(game)
    return p


@pytest.mark.parametrize("die", range(1, 7))
def test_c7_a_planned_attack_is_valued_at_the_mean_over_its_dies_faces(die):
    game, state, attack = position(die)
    plain, played = planner(game, 0.0).decode(game, state, [attack], phase_key(state),
                                              random.Random(0))
    assert played == [attack]
    assert plain == pytest.approx(AFTER[die - 1])  # off: the value of the roll met
    at_odds, _ = planner(game, 1.0).decode(game, state, [attack], phase_key(state),
                                           random.Random(0))
    assert at_odds == pytest.approx(MEAN)  # on: the same whatever the die
    half, _ = planner(game, 0.5).decode(game, state, [attack], phase_key(state),
                                        random.Random(0))
    assert half == pytest.approx((AFTER[die - 1] + MEAN) / 2)


def test_c7_the_faces_are_weighed_uncounted_and_only_for_the_sides_own_attacks():
    game, state, attack = position(6)
    p = planner(game, 1.0)
    p.last_evaluations = 0
    after = game.apply(state, attack)[0]
    assert p.attack_luck(game, state, attack, after) == pytest.approx(AFTER[5] - MEAN)
    assert p.last_evaluations == 0  # the six values are not spent from the budgets
    move = Move("blue", "b1", (game.hex("0302"),))
    assert p.attack_luck(game, state, move, state) == 0.0
    assert planner(game, 0.0).attack_luck(game, state, attack, after) == 0.0
    red = OEPPlayer("red", settings=Settings(odds=1.0))
    red.fit(game)
    assert red.attack_luck(game, state, attack, after) == 0.0


def test_the_odds_are_off_by_default_and_on_for_the_classic_strongest_level_by_its_file():
    assert Settings().odds == 0.0
    game, _, _ = position(1)
    fitted = {}
    for lv in ("greedy", "oep", "oep_strong"):
        p = make_player(lv, "blue", 0)
        p.fit(game)
        fitted[lv] = p.settings.odds
    # resources/ai/weights/classic.json: settings.oep_strong.odds 1, no other level.
    assert fitted == {"greedy": 0.0, "oep": 0.0, "oep_strong": 1}
    other = Game(load("defiant_russia"), {})
    p = make_player("oep_strong", "axis", 0)
    p.fit(other)
    assert p.settings.odds == 0.0
