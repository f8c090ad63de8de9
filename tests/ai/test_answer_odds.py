"""Two options of the planners' play-outs tried in session 79 and left off in every level
(docs/history/ai-experiments.md): an answer to a decision valued at the odds of the die it
leads to (``Settings.answer_odds``: each candidate answer's value on a world less how much
better the first die that follows it fell than the mean over the die's faces,
``GreedyPlayer.answer_luck``), and a play-out that takes the objective an advance offers
(``Settings.take_objectives``, ``world.takes_objectives``) where a uniform draw stays as
often as there are advancers plus one. Blitzkrieg to Moscow 2, positions built with
BtmBuilder: 11.3.2 (active or passive defence), 7.1 (Tactical Superiority's reroll), 11.3.6
(the results table), 11.5 (advance)."""

from __future__ import annotations

import random

import pytest

from qtwargame.ai import make_player
from qtwargame.ai.players import GreedyPlayer, Settings
from qtwargame.ai.world import settle, takes_objectives
from qtwargame.engine.actions import Attack, Choose, Opt, PlayCard
from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder, apply, card, start, to_phase


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


def reroll(dice: tuple[int, ...]):
    """A German army (4) attacks a Soviet army defending passively (1): 4:1, DE on 1-2, DL
    on 3, DR on 4-5, no effect on 6 (11.3.6), in the second German combat phase, the German
    holding Tactical Superiority (7.1); the first die is ``dice[0]``, a reroll's
    ``dice[1]``. Stops at the German's reroll window."""
    tactical = card("tactical", "german", {"type": "reroll", "whose": "own"})
    b = BtmBuilder().cards("german", tactical).piece("a", "german", "0302")
    game = b.piece("x", "soviet", "0303").game()
    s = to_phase(game, start(game, dice), "german_combat", 2)
    s = apply(game, s, Attack("german", ("a",), game.hex("0303")), Choose("soviet", Opt.DEFEND))
    while s.pending.kind != "reroll":
        s = apply(game, s, Choose("german", Opt.PASS))
    assert s.pending.side == "german" and s.data["combat"]["die"] == dice[0]
    return game, s


def player(game, answer_odds: float) -> GreedyPlayer:
    p = GreedyPlayer("german", settings=Settings(samples=1, answer_odds=answer_odds))
    p.fit(game)
    return p


ACTIVE, PASSIVE = ("g",), ()

#: The luck of each answer (active, passive) on the world whose die is 1-6 (its value
#: there less the mean over the die's faces), at the default weights.
DEFENCE_LUCK = {
    1: (-0.07973627107335624, -6.204441398265215),
    2: (-0.07973627107335624, -1.3669534829909686),
    3: (0.03986813553667723, 1.833046517009031),
    4: (0.03986813553667723, 1.833046517009031),
    5: (0.03986813553667723, 1.9526509236190646),
    6: (0.03986813553667723, 1.9526509236190646),
}


@pytest.mark.parametrize("die", range(1, 7))
def test_11_3_2_a_defence_is_chosen_by_the_odds_of_the_die_it_leads_to_not_the_face_rolled(die):
    game, state = defence(die)
    legal = game.legal_actions(state)
    assert [a.units for a in legal] == [ACTIVE, PASSIVE]
    off, _ = player(game, 0.0).best(game, [state], legal, random.Random(0), answers=True)
    # On one world the die decides: an active defence where a 1 or a 2 would hit the
    # passive one at 3:1 (DE, DL), a passive one (not worn, 11.3.7) where it would not.
    assert off.units == (ACTIVE if die <= 2 else PASSIVE)
    on = player(game, 1.0)
    on.last_evaluations = 0
    best, _ = on.best(game, [state], legal, random.Random(0), answers=True)
    assert best.units == PASSIVE  # whatever the face: the passive defence's mean is higher
    luck = []
    for a in legal:
        after = game.apply(state, a)[0]
        luck.append(on.answer_luck(game, state, a, after, random.Random(0)))
    assert luck == pytest.approx(DEFENCE_LUCK[die])
    assert player(game, 0.0).answer_luck(game, state, legal[0], game.apply(state, legal[0])[0]) == 0


def test_7_1_a_reroll_is_valued_at_its_odds_and_a_kept_die_at_what_it_reads():
    # A 3 at 4:1 is DL. One world whose reroll would fall 6 keeps it; one whose reroll
    # would fall 1 (DE) rerolls. At the odds the reroll is worth its mean on either world.
    values = {}
    for second in (1, 6):
        game, state = reroll((3, second))
        legal = game.legal_actions(state)
        assert isinstance(legal[0], PlayCard) and legal[1] == Choose("german", Opt.PASS)
        off, _ = player(game, 0.0).best(game, [state], legal, random.Random(0), answers=True)
        assert isinstance(off, PlayCard if second == 1 else Choose)
        on, v = player(game, 1.0).best(game, [state], legal, random.Random(0), answers=True)
        assert isinstance(on, PlayCard)
        values[second] = v
    assert values[1] == pytest.approx(values[6])
    assert values[6] == pytest.approx(-2.909160695582274)


def test_the_answers_luck_is_nothing_where_no_die_follows_or_nothing_is_asked():
    game, state = reroll((3, 6))
    keep = Choose("german", Opt.PASS)
    p = player(game, 1.0)
    p.last_evaluations = 0
    assert p.answer_luck(game, state, keep, game.apply(state, keep)[0]) == 0.0
    assert p.last_evaluations == 0  # keeping the die rolls none: no face is valued
    roll = PlayCard("german", "tactical", "", "reroll")
    assert p.answer_luck(game, state, roll, game.apply(state, roll)[0]) != 0.0
    assert p.last_evaluations == 6  # one evaluation a face
    quiet = to_phase(game, start(game), "german_movement", 1)
    assert quiet.pending is None
    assert p.answer_luck(game, quiet, keep, quiet) == 0.0


def test_the_answers_luck_and_the_objective_advances_are_off_in_every_level():
    """Both options are the experiments of session 79 (docs/history/ai-experiments.md):
    no level plays them; a ladder's ``--budget`` may set them."""
    from qtwargame.engine.game import Game
    from qtwargame.scenario.catalog import load
    from tests.ai.test_phase_budget import fitted_settings

    assert (Settings().answer_odds, Settings().take_objectives) == (0.0, 0)
    btm = Game(load("blitzkrieg_moscow_2"), {})
    fitted = {(lv, side): (s.answer_odds, s.take_objectives)
              for lv in ("greedy", "oep", "oep_strong") for side in ("german", "soviet")
              for s in [fitted_settings(btm, lv, side, "soviet_combat")]}
    assert set(fitted.values()) == {(0.0, 0)}
    on = make_player("oep_strong", "german", 0, answer_odds=1, take_objectives=1)
    on.fit(btm)
    assert (on.settings.answer_odds, on.settings.take_objectives) == (1, 1)
    assert on.policy is takes_objectives
    assert make_player("oep_strong", "german", 0).policy is None


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


def test_11_5_a_play_out_that_takes_objectives_moves_into_the_emptied_city():
    game, state = advance()
    legal = game.legal_actions(state)
    assert [type(a).__name__ for a in legal] == ["Advance", "Choose"]
    uniform = [random.Random(k).choice(legal) for k in range(20)]
    assert sum(a == legal[0] for a in uniform) == 11  # a uniform draw stays 9 times of 20
    taken = {takes_objectives(game, state, legal, random.Random(k)) for k in range(20)}
    assert taken == {legal[0]}
    after = settle(game, state, random.Random(1), policy=takes_objectives)
    assert after.control[game.hex("0303")] == "german"
    quiet = to_phase(game, start(game), "german_movement", 1)
    moves = game.legal_actions(quiet)[:5]
    assert [takes_objectives(game, quiet, moves, random.Random(k)) for k in range(5)] == [
        random.Random(k).choice(moves) for k in range(5)]  # no advance asked: as uniform
