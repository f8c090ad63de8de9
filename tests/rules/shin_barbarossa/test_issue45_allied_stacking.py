"""16.3 (issue 45): Axis allies of different nations (Hungarian and Romanian, Italian and
Romanian...) never stack together; either may stack with Germans. Tried at every place a
unit comes to stand: the end of a move (normal, strategic, rail), a retreat, an advance,
a reinforcement's arrival, and the end of a phase (6.6)."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Advance, EndPhase, Move, Place, Remove
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.rules.shin_barbarossa import battle, stacking
from qtwargame.rules.shin_barbarossa.stacking import Piece
from tests.rules.shin_barbarossa.issue45_positions import position


def test_16_3_stack_ok_keeps_allied_nations_apart():
    hu, ro, de = Piece("unit", "hungarian"), Piece("unit", "romanian"), Piece("unit", "german")
    assert not stacking.stack_ok([hu, ro])
    assert stacking.stack_ok([hu, de])
    assert stacking.stack_ok([ro, de])
    assert stacking.allies_ok(["romanian", "romanian"])
    assert not stacking.allies_ok(["italian", "romanian"])


def moves_to(game, state, uid, label):
    return sorted(a.mode for a in game.legal_actions(state)
                  if isinstance(a, Move) and a.unit == uid and game.label(a.to) == label)


def test_16_3_hungarian_may_not_end_a_move_with_a_romanian():
    """The Hungarian mobile corps on 2830, a Romanian corps on 2930, a German one on 2730
    (turn 3, after Odessa fell, so the Romanians may leave their zone, 16.4.1)."""
    game, state = position(3, "axis_move_1", {"hu_mobile": "2830", "ro_3": "2930", "de_ak1": "2730"},
                           odessa_taken=True)
    assert moves_to(game, state, "hu_mobile", "2930") == []
    assert moves_to(game, state, "hu_mobile", "2730") == ["normal", "strategic"]
    assert moves_to(game, state, "ro_3", "2830") == []
    with pytest.raises(IllegalAction) as e:
        game.apply(state, Move("axis", "hu_mobile", (game.hex("2930"),), "normal"))
    assert e.value.rule == "16.3"


def test_16_3_a_retreat_does_not_end_with_an_ally_of_another_nation():
    """A Soviet rifle corps on 2930 attacks the Hungarians on 2830; the Romanian on 2630
    bars that end of a retreat, where a German would not."""
    game, state = position(3, "axis_combat", {"hu_mobile": "2830", "ro_3": "2630", "su_rc10": "2930"},
                           odessa_taken=True)
    ends = {game.label(p[-1]) for p in battle.retreat_options(game, state, "hu_mobile")}
    assert ends == {"2629", "2631", "2729", "2732", "2832", "2932"}
    game, state = position(3, "axis_combat", {"hu_mobile": "2830", "de_ak1": "2630", "su_rc10": "2930"},
                           odessa_taken=True)
    ends = {game.label(p[-1]) for p in battle.retreat_options(game, state, "hu_mobile")}
    assert "2630" in ends


def test_16_3_an_advance_does_not_end_with_an_ally_of_another_nation():
    """The Soviets on 2930 were eliminated: the Hungarians may advance into 2930 and one hex
    on (10.7.1), but not into 3030 where the Romanians stand."""
    game, state = position(3, "axis_combat", {"hu_mobile": "2830", "ro_3": "3030"}, odessa_taken=True)
    c = {"side": "axis", "advance": {"units": ["hu_mobile"], "hexes": ["2930"], "far": True}}
    ends = {game.label(a.hex) for a in battle.advance_answers(game, state, c) if isinstance(a, Advance)}
    assert "2930" in ends and "3029" in ends
    assert "3030" not in ends


def test_16_3_an_italian_reinforcement_does_not_arrive_on_a_romanian():
    """Turn 2: the Italian corps arrives on an Axis entry city; a Romanian corps on 0531."""
    game, state = position(2, "axis_reinforcement", {})
    free = {game.label(a.hex) for a in game.legal_actions(state)
            if isinstance(a, Place) and a.unit == "it_csir"}
    assert "0531" in free
    game, state = position(2, "axis_reinforcement", {"ro_3": "0531"})
    barred = {game.label(a.hex) for a in game.legal_actions(state)
              if isinstance(a, Place) and a.unit == "it_csir"}
    assert barred == free - {"0531"}
    with pytest.raises(IllegalAction) as e:
        game.apply(state, Place("axis", "it_csir", game.hex("0531"), "reinforcement"))
    assert e.value.rule == "16.3"


def test_16_3_6_6_a_mixed_allied_stack_keeps_the_phase_from_ending():
    game, state = position(3, "axis_move_1", {"hu_mobile": "2830", "ro_3": "2830"}, odessa_taken=True)
    legal = game.legal_actions(state)
    assert EndPhase("axis") not in legal
    assert [a for a in legal if isinstance(a, Remove)] == [
        Remove("axis", "hu_mobile", "stacking"), Remove("axis", "ro_3", "stacking")]
    with pytest.raises(IllegalAction) as e:
        game.apply(state, EndPhase("axis"))
    assert "16.3" in e.value.message.text
    after, _ = game.apply(state, Remove("axis", "ro_3", "stacking"))
    assert EndPhase("axis") in game.legal_actions(after)
