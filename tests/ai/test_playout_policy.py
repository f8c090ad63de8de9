"""Play-outs that answer the pending decisions as a player would (``Settings.playout_policy``,
session 81, docs/history/ai-experiments.md). A planner values a plan or an answer where it
leads once the decisions pending there are played out (:func:`qtwargame.ai.world.settle`,
``OEPPlayer.others_answer``); by default each is answered uniformly at random. With the
option N, a decision of 2 to N answers is answered by its deciding side with the answer
whose next position that side's static evaluation values best, each answer tried on dice of
its own (``GreedyPlayer.playout_answer``). Blitzkrieg to Moscow 2, positions built with
BtmBuilder: 11.3.2 (active or passive defence), 11.3.6 (the results table), 11.5 (advance).
"""

from __future__ import annotations

import random

from qtwargame.ai import make_player
from qtwargame.ai.players import GreedyPlayer, OEPPlayer, Settings
from qtwargame.ai.world import settle
from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.dice import DiceState
from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder, apply, start, to_phase


def defence(die: int):
    """Three Soviet armies (2 each) attack a German army (4, passive 2) in 0303 in the
    first Soviet combat phase: 6 to 4 is 1:1 if it defends actively, 6 to 2 is 3:1 if
    passively; the German is asked (11.3.2) and the die (11.3.6) is scripted to ``die``."""
    game = (BtmBuilder().piece("g", "german", "0303").piece("s1", "soviet", "0304")
            .piece("s2", "soviet", "0203").piece("s3", "soviet", "0403").game())
    state = to_phase(game, start(game, (die,)), "soviet_combat", 1)
    state = game.apply(state, Attack("soviet", ("s1", "s2", "s3"), game.hex("0303")))[0]
    assert state.pending.kind == "defence" and state.pending.side == "german"
    return game, state


def advance():
    """A German army (4) in 0302 attacks a Soviet army (2) in the city 0303 (1 point) at
    2:1 (active) with the die 2: DR, the hex is left, and the German is asked whether to
    advance (11.5)."""
    b = BtmBuilder().city("minsk", "0303").piece("a", "german", "0302")
    game = b.piece("x", "soviet", "0303").game()
    s = to_phase(game, start(game, (2,)), "german_combat", 2)
    s = apply(game, s, Attack("german", ("a",), game.hex("0303")),
              Choose("soviet", Opt.DEFEND, ("x",)))
    while s.pending.kind != "advance":
        s = apply(game, s, game.legal_actions(s)[-1])
    return game, s


def player(game, policy: int, side: str = "german", cls: type = GreedyPlayer) -> GreedyPlayer:
    p = cls(side, settings=Settings(samples=1, population=2 if cls is OEPPlayer else 0,
                                    playout_policy=policy))
    p.fit(game)
    return p


ACTIVE, PASSIVE = ("g",), ()

#: The German's static evaluation after each defence (active, passive) with the die 1-6
#: (the rules resolve the combat up to its end: no card, no retreat to choose).
AFTER = {
    ACTIVE: (-8.761, -6.143, -6.143, -6.143, -6.143, -6.143),
    PASSIVE: (-11.1, -8.761, -6.143, -6.143, -2.943, -2.943),
}


def probe_face(k: int) -> int:
    """The die the answers are tried on when the play-out's generator is Random(k)."""
    return DiceState(random.Random(k).getrandbits(63)).roll(1, 6)[0][0]


def test_11_3_2_the_defender_answers_by_its_evaluation_on_a_die_of_its_own():
    from qtwargame.ai.evaluation import evaluate

    for die in (1, 6):
        game, state = defence(die)
        legal = game.legal_actions(state)
        assert [a.units for a in legal] == [ACTIVE, PASSIVE]
        for a in legal:
            got = []
            for face in range(1, 7):
                w = state.copy()
                w.dice = DiceState(1, 0, (face,))
                got.append(round(evaluate(game, game.apply(w, a)[0], "german"), 3))
            assert tuple(got) == AFTER[a.units]
        p = player(game, 8)
        picks = []
        for k in range(12):
            p.last_evaluations = 0
            picks.append(p.playout_answer(state, legal, random.Random(k)).units)
            assert p.last_evaluations == 2  # one evaluation an answer
        # Active on a die of 1 or 2, passive on 5 or 6; on 3 or 4 the two tie and the
        # answer is drawn. The scripted die (the play-out's own) is never seen: the same
        # answers whether it is 1 or 6.
        faces = [probe_face(k) for k in range(12)]
        assert faces == [5, 1, 3, 1, 6, 3, 3, 3, 6, 2, 3, 3]
        assert picks == [PASSIVE, ACTIVE, ACTIVE, ACTIVE, PASSIVE, PASSIVE, ACTIVE, ACTIVE,
                         PASSIVE, ACTIVE, PASSIVE, PASSIVE]
        for face, pick in zip(faces, picks, strict=True):
            if face <= 2:
                assert pick == ACTIVE
            elif face >= 5:
                assert pick == PASSIVE


def test_11_5_a_play_out_with_the_policy_advances_into_the_emptied_city():
    game, state = advance()
    legal = game.legal_actions(state)
    assert [type(a).__name__ for a in legal] == ["Advance", "Choose"]
    city = game.hex("0303")
    # Uniformly drawn, the army stays out 9 times of 20; by the German's evaluation never.
    uniform = [settle(game, state, random.Random(k)).control.get(city) for k in range(20)]
    assert uniform.count("german") == 11
    on = player(game, 8)
    taken = [settle(game, state, random.Random(k), answerer=on.answerer()).control.get(city)
             for k in range(20)]
    assert taken == ["german"] * 20
    # The value the player gives the position plays the same answers: higher where the
    # uniform draw stayed out, the same where it advanced.
    off = player(game, 0)
    assert off.answerer() is None
    for k in range(20):
        v_on, v_off = on.value(game, state, random.Random(k)), off.value(game, state,
                                                                        random.Random(k))
        assert v_on > v_off + 0.1 if uniform[k] != "german" else v_on == v_off


def test_a_decision_with_more_answers_than_the_policy_takes_is_drawn_as_before():
    game, state = advance()
    legal = game.legal_actions(state)
    p = player(game, 1)  # at most one answer: the advance's two are drawn uniformly
    p.last_evaluations = 0
    got = [p.playout_answer(state, legal, random.Random(k)) for k in range(20)]
    assert got == [random.Random(k).choice(legal) for k in range(20)]
    assert p.last_evaluations == 0


def test_the_planner_answers_the_other_sides_decisions_in_its_plans_by_the_policy():
    game, state = advance()  # the German is asked: a Soviet planner's plan answers for it
    city = game.hex("0303")
    off = player(game, 0, "soviet", OEPPlayer)
    drawn = [off.others_answer(game, state, random.Random(k)).control.get(city)
             for k in range(20)]
    assert drawn.count("german") == 11  # uniform
    on = player(game, 8, "soviet", OEPPlayer)
    on.last_evaluations = 0
    taken = [on.others_answer(game, state, random.Random(k)).control.get(city)
             for k in range(20)]
    assert taken == ["german"] * 20
    assert on.last_evaluations == 40  # two answers valued in each of the 20 play-outs


def test_the_policy_is_off_in_every_level_but_where_a_ruleset_sets_it():
    from qtwargame.engine.game import Game
    from qtwargame.scenario.catalog import load
    from tests.ai.test_phase_budget import fitted_settings

    assert Settings().playout_policy == 0
    on = {}
    for scen, sides in (("blitzkrieg_moscow_2", ("german", "soviet")),
                        ("defiant_russia", None), ("red_vengeance", None),
                        ("shin_barbarossa", None), ("river_crossing", None)):
        game = Game(load(scen), {})
        for side in sides or game.sides:
            for lv in ("greedy", "oep", "oep_strong"):
                for phase in [ph.id for ph in game.ruleset.phases(game)]:
                    s = fitted_settings(game, lv, side, phase)
                    if s.playout_policy:
                        on[(scen, lv, side, phase)] = s.playout_policy
    assert on == {}
    asked = make_player("oep_strong", "german", 0, playout_policy=8)
    asked.fit(Game(load("blitzkrieg_moscow_2"), {}))
    assert asked.settings.playout_policy == 8 and asked.answerer() is not None
