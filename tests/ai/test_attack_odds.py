"""An attack valued by its odds (``Settings.odds``): a plan's value less how much better its
attack's die fell than the mean over the die's faces (``GreedyPlayer.attack_luck``), so a
plan is not chosen for a roll that flattered it. Classic rules: C7 (odds, the results
table) and C8 (retreats), positions built with PositionBuilder; Blitzkrieg to Moscow 2,
whose attack asks the defender first and rolls its die in the answer (11.3.2 active or
passive defence, 11.3.6 the die), positions built with BtmBuilder."""

from __future__ import annotations

import random

import pytest

from qtwargame.ai import make_player
from qtwargame.ai.players import OEPPlayer, Settings
from qtwargame.ai.world import first_roll, phase_key
from qtwargame.engine.actions import Attack, Choose, Move
from qtwargame.engine.game import Game
from qtwargame.engine.view import view_for
from qtwargame.position import PositionBuilder
from tests.ai.scenarios import load
from tests.ai.test_phase_budget import fitted_settings
from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder, start, to_phase

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
    p.chosen = frozenset({"odds"})  # as asked, whatever classic.json gives the level
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


def test_c7_the_faces_are_counted_as_evaluations_and_only_for_the_sides_own_attacks():
    game, state, attack = position(6)
    p = planner(game, 1.0)
    p.last_evaluations = 0
    after = game.apply(state, attack)[0]
    assert p.attack_luck(game, state, attack, after) == pytest.approx(AFTER[5] - MEAN)
    assert p.last_evaluations == 6  # one evaluation a face, spent from the budgets
    move = Move("blue", "b1", (game.hex("0302"),))
    assert p.attack_luck(game, state, move, state) == 0.0
    assert p.last_evaluations == 6
    off = planner(game, 0.0)
    assert off.attack_luck(game, state, attack, after) == 0.0
    assert off.last_evaluations == 0
    red = OEPPlayer("red", settings=Settings(odds=1.0))
    red.fit(game)
    assert red.attack_luck(game, state, attack, after) == 0.0
    assert red.last_evaluations == 0


@pytest.mark.parametrize("odds, spent", [(0.0, 1), (1.0, 7)], ids=["off", "on"])
def test_c7_a_plan_of_one_attack_at_its_odds_spends_seven_evaluations(odds, spent):
    game, state, attack = position(3)
    p = planner(game, odds)
    p.last_evaluations = 0
    p.decode(game, state, [attack], phase_key(state), random.Random(0))
    assert p.last_evaluations == spent  # the plan's value, and one a face of the die


@pytest.mark.parametrize("die", (1, 6))
@pytest.mark.parametrize("extra, phase_spent, plans_valued", [
    ({"odds": 0.0}, 8, 6),  # the seed plan's 2, then 2 plans a generation for 3
    ({"odds": 1.0}, 26, 6),  # as many plans, each attack's faces counted too
    ({"odds": 1.0, "evaluations": 8}, 18, 4),  # the generations stop at 8 of their own
    ({"odds": 1.0, "phase_evaluations": 10}, 10, 2),  # the phase stops at 10
], ids=["off", "on", "on_evaluations_8", "on_phase_evaluations_10"])
def test_c7_the_budgets_see_the_faces_so_a_phase_values_fewer_plans(die, extra, phase_spent,
                                                                     plans_valued):
    game, state, _ = position(die)
    p = OEPPlayer("blue", settings=Settings(width=4, population=2, generations=3, **extra))
    p.chosen = frozenset(extra)  # as asked, whatever classic.json gives the level
    decode = p.decode
    valued = []

    def counted(*args, **kwargs):
        valued.append(args[2])
        return decode(*args, **kwargs)

    p.decode = counted
    p.choose(game, view_for(game, state, "blue"), game.legal_actions(state))
    assert p.phase_evaluations == phase_spent
    assert len(valued) == plans_valued


def test_the_odds_are_off_by_default_and_on_for_the_classic_planners_by_their_file():
    assert Settings().odds == 0.0
    game, _, _ = position(1)
    fitted = {}
    for lv in ("greedy", "oep", "oep_strong"):
        p = make_player(lv, "blue", 0)
        p.fit(game)
        fitted[lv] = p.settings.odds
    # resources/ai/weights/classic.json: settings.oep_strong.odds 1 and, since session 65,
    # settings.oep.odds 1; greedy (the reference) reads no file.
    assert fitted == {"greedy": 0.0, "oep": 1, "oep_strong": 1}
    other = Game(load("defiant_russia"), {})
    p = make_player("oep_strong", "axis", 0)
    p.fit(other)
    assert p.settings.odds == 0.0


def test_red_vengeances_strongest_allies_value_their_attacks_at_their_odds():
    """Red Vengeance's ``LEVEL_SETTINGS``: the strongest level's Allies play with ``odds`` 1
    in every phase, on their budget of 1,500 x 0.6 (``LEVEL_SCALE``); its Axis and the
    default level do not; asked for by name (a ladder's ``--budget``), the level's own wins."""
    rv = Game(load("red_vengeance"))
    cases = (("oep_strong", "allied", "allied_move"),
             ("oep_strong", "allied", "allied_combat"),
             ("oep_strong", "allied", "axis_combat"),
             ("oep_strong", "axis", "axis_combat"),
             ("oep", "allied", "allied_combat"),
             ("oep", "allied", "allied_move"))
    fitted = {}
    for case in cases:
        s = fitted_settings(rv, *case, seed=0)
        fitted[case] = (s.odds, s.phase_evaluations)
    assert fitted == {("oep_strong", "allied", "allied_move"): (1, 900),
                      ("oep_strong", "allied", "allied_combat"): (1, 900),
                      ("oep_strong", "allied", "axis_combat"): (1, 900),
                      ("oep_strong", "axis", "axis_combat"): (0.0, 600),
                      ("oep", "allied", "allied_combat"): (0.0, 160),
                      ("oep", "allied", "allied_move"): (0.0, 400)}
    off = make_player("oep_strong", "allied", 0, odds=0)
    off.fit(rv)
    assert off.settings.odds == 0


def test_c7_where_the_attack_rolls_its_die_itself_the_plans_generator_changes_nothing():
    game, state, attack = position(6)
    p = planner(game, 1.0)
    after = game.apply(state, attack)[0]
    rng = random.Random(5)
    kept = rng.getstate()
    assert p.attack_luck(game, state, attack, after, rng) == pytest.approx(AFTER[5] - MEAN)
    assert rng.getstate() == kept


# -- Blitzkrieg to Moscow 2: the die falls in the answers -------------------------------------------

#: The German plan's value of the attack below, die by die, at ``oep``'s settings with odds
#: 0 (the value of the roll met: 1-2 DE, 3 DL, 4-5 DR, 6 no effect at 4:1 against the
#: passive defence ``Random(0)`` answers) and with odds 1 (the roll's luck taken off).
BTM_OFF = (1.6999998649578054, 1.6999998649578054, -3.356956493573459, -6.556956493573459,
           -6.556956493573459, -6.29290764251898)
BTM_ON = (-3.157308887536567, -3.157308887536567, -3.421357672881828, -3.4213576728818285,
          -3.4213576728818285, -2.7850865996051275)
#: The luck of each face: its value less the mean over the faces.
BTM_LUCK = (4.857308752494372, 4.857308752494372, 0.0644011793083692, -3.1355988206916305,
            -3.1355988206916305, -3.5078210429138523)


def btm_position(die: int):
    """German infantry (4) in 0302 attacking a Soviet infantry (2, passive 1) in 0303 in
    the first German combat phase: the Attack rolls nothing, it asks the Soviet player
    for an active or passive defence (11.3.2) and the die (11.3.6) is rolled in the
    answer; the next die scripted to ``die``."""
    game = BtmBuilder().piece("a", "german", "0302").piece("x", "soviet", "0303").game()
    state = to_phase(game, start(game, (die,)), "german_combat", 1)
    return game, state, Attack("german", ("a",), game.hex("0303"))


def btm_planner(game, odds: float) -> OEPPlayer:
    p = OEPPlayer("german", settings=Settings(width=4, population=2, generations=1, odds=odds))
    p.fit(game)
    return p


def test_11_3_6_the_die_of_a_german_attack_is_rolled_in_the_defenders_answer():
    game, state, attack = btm_position(1)
    after = game.apply(state, attack)[0]
    assert after.dice == state.dice  # the attack itself rolls nothing
    assert after.pending.kind == "defence" and after.pending.side == "soviet"
    at, answer = first_roll(game, after, random.Random(0))
    assert at is after
    assert answer == Choose("soviet", "defend", ())  # x defends passively: 4 to 1, 4:1
    rolled = game.apply(at, answer)[0]
    assert rolled.dice.script == () and rolled.data["combat"]["die"] == 1
    assert rolled.data["combat"]["result"] == "DE"  # 1 at 4:1
    assert rolled.pending.kind == "advance"
    assert first_roll(game, state, random.Random(0)) is None  # nothing pending


@pytest.mark.parametrize("die", range(1, 7))
def test_11_3_6_a_german_attack_that_asks_the_defence_first_is_valued_at_its_odds(die):
    game, state, attack = btm_position(die)
    plain, played = btm_planner(game, 0.0).decode(game, state, [attack], phase_key(state),
                                                  random.Random(0))
    assert played == [attack]
    assert plain == pytest.approx(BTM_OFF[die - 1])
    at_odds, _ = btm_planner(game, 1.0).decode(game, state, [attack], phase_key(state),
                                               random.Random(0))
    assert at_odds == pytest.approx(BTM_ON[die - 1])
    p = btm_planner(game, 1.0)
    p.last_evaluations = 0
    after = game.apply(state, attack)[0]
    rng = random.Random(0)
    kept = rng.getstate()
    assert p.attack_luck(game, state, attack, after, rng) == pytest.approx(BTM_LUCK[die - 1])
    assert rng.getstate() == kept  # the plan's generator is copied, not moved
    assert p.last_evaluations == 6  # one evaluation a face, the answers before it none
    assert btm_planner(game, 0.0).attack_luck(game, state, attack, after, rng) == 0.0
