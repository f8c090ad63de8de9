"""11.23: the leader's roll is logged on a line of its own, whatever it gives.

Played by hand (session 89, the Allies against the computer): the 8th Guards Army, stacked
with Zhukov, was eliminated in the exploitation combat. The log said "8th Guards Army is
eliminated", then "VIII Corps is eliminated" with a die 6 beside it: Zhukov's roll, which
survived, was written on the next line (another side's unit) and nothing said he had
rolled. A leader who survives now has his line, with the die on it."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, EndPhase, Remove
from qtwargame.engine.state import ELIMINATED

from .test_player_choices import board


def _rolls(entry):
    return [(r.values, r.purpose.text, r.rule) for r in entry.rolls]


def test_11_23_a_leader_who_survives_a_lost_unit_has_his_roll_on_his_own_line():
    # Three Soviet armies and Zhukov end the Allied movement in 1312; the Axis player
    # removes one (6.3) and Zhukov rolls a 2: two units are left, he lives.
    placed = {"sov_67": ("1312", 0), "sov_43": ("1312", 0), "sov_49": ("1312", 0),
              "ldr_zhukov": ("1312", 0), "ger_10": ("1715", 0)}
    game, state = board(placed, 3, "allied_move", 2)
    state, _ = game.apply(state, EndPhase("allied"))
    state, log = game.apply(state, Remove("axis", "sov_49", "stacking"))
    assert state.units["sov_49"].status == ELIMINATED
    lines = [(e.text.format(), e.rule, _rolls(e)) for e in log]
    fate = [x for x in lines if "ldr_zhukov" in x[0]]
    assert fate == [("ldr_zhukov survives the loss of a unit with him: die 2 (1 or less kills him)",
                     "11.23", [((2,), "leader's fate", "11.23")])]
    # and no other line carries his die
    assert [x for x in lines if x[2] and "ldr_zhukov" not in x[0]] == []


def test_11_23_a_leader_who_survives_his_whole_stack_says_so_before_he_joins_a_unit():
    # The German 3-3 rolls 6, 1, 1 against the reduced 67th Army stacked with Konev: it is
    # eliminated; Konev's die is a 6 (5 with his whole stack gone): he lives and joins the
    # nearest Soviet unit, which his player picks among two.
    placed = {"sov_67": ("1312", 1), "ldr_konev": ("1312", 0), "ger_10": ("1313", 0),
              "sov_43": ("1310", 0), "sov_49": ("1210", 0)}
    game, state = board(placed, 3, "axis_combat", 6, 1, 1, 1, 1, 1, 6)
    log = []
    for a in game.declaration_steps(state, Attack("axis", ("ger_10",), game.hex("1312"))):
        state, more = game.apply(state, a)
        log += more
    lines = [(e.text.format(), e.rule, _rolls(e)) for e in log]
    fate = [x for x in lines if "ldr_konev" in x[0]]
    assert fate == [("ldr_konev survives the loss of his whole stack: die 6, 5 with the whole stack "
                     "gone (1 or less kills him)", "11.23", [((6,), "leader's fate", "11.23")])]
    assert state.pending.kind == "rejoin"
