"""The combat preview's expected step losses and chance the defenders leave the hex
(``CombatPreview.losses``, ``vacated``; 10.3.6, 10.3.7, 10.5.1, 10.6.1), worked by hand
from the shipped tables, and checked once against the six combats the die can give."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa.battle import steps_left
from tests.rules.shin_barbarossa.reading import position

#: Three German divisions and corps (12 + 12 + 7) round 3805, a Soviet cavalry corps (3,
#: two steps) and a headquarters (1, one step) in it: 31 against 4 is 7:1 (the shifts for
#: no line of communication and for every Soviet unit out of command cancel). The Axis
#: table's 7:1 column reads 0/4, 0/4, 0/4, 0/3, 0/2, 0/1.
SEVEN = {"de_pz14": "3804", "de_pz24": "3905", "de_ak1": "3705", "su_cc2": "3805", "su_hq10": "3805"}
ATTACKERS = ("de_ak1", "de_pz14", "de_pz24")


def _preview(units, side, attackers, target):
    game, state = position(f"{side}_combat", units)
    return game.ruleset.preview(game, state, Attack(side, attackers, game.hex(target)))


def test_10_3_7_preview_expected_losses_each_side_loses_its_steps_up_to_what_it_has():
    # The Axis loses nothing; the Soviets 4, 4, 4, 3, 2, 1 steps of the 3 they have:
    # 3, 3, 3, 3, 2, 1, 15/6 in all. The hex is left when all 3 go: 0/4 and 0/3, 4/6.
    pv = _preview(SEVEN, "axis", ATTACKERS, "3805")
    assert (pv.attack_strength, pv.defense_strength, pv.column) == (31, 4, "7:1")
    assert pv.losses == {"axis": 0.0, "soviet": pytest.approx(15 / 6)}
    assert pv.vacated == pytest.approx(4 / 6)


def test_10_3_7_preview_expected_losses_match_the_six_dice():
    lost, left = {"axis": 0, "soviet": 0}, 0
    for die in range(1, 7):
        game, state = position("axis_combat", SEVEN, dice=(die,))
        before = {u: steps_left(game, state, u) for u in SEVEN}
        state, _ = game.apply(state, Attack("axis", ATTACKERS, game.hex("3805")))
        state, _ = game.apply(state, Choose("axis", Opt.RESOLVE))
        state, _ = game.apply(state, Choose("axis", Opt.RESOLVE, hexes=(game.hex("3805"),)))
        while state.pending is not None:  # the step losses, then the advance: the last answer
            state, _ = game.apply(state, game.legal_actions(state)[-1])
        for u, n in before.items():
            now = steps_left(game, state, u) if state.units[u].status == ON_MAP else 0
            lost[game.units[u].side] += n - now
        left += all(state.units[u].hex != game.hex("3805") for u in ("su_cc2", "su_hq10"))
    assert lost == {"axis": 0, "soviet": 15}
    assert left == 4


def test_10_6_1_preview_an_r_result_leaves_the_defender_s_losses_and_the_hex_unsaid():
    # 7 (a corps) against 4 is 1:1 (the same two shifts): 0/1, 0/R, 1/R, 1/0, 2/0, 2/0.
    # The attacker's steps are sure: (1 + 1 + 2 + 2) / 6 = 1. An R is the defender's
    # choice (a step, or every unit two hexes back): no Soviet figure, no chance.
    pv = _preview({"de_ak1": "3804", "su_rc10": "3805"}, "axis", ("de_ak1",), "3805")
    assert pv.column == "1:1"
    assert (pv.losses, pv.vacated) == ({"axis": 1.0}, None)


def test_10_6_1_preview_an_r_result_gives_the_defender_s_fewest_and_most_steps():
    # The same 1:1: 0/1 costs the corps a step, 0/R and 1/R a step or a retreat as its
    # player chooses, the rest nothing: 1/6 at fewest (both R a retreat), 3/6 at most
    # (both R a step). The player reads the span; the computer players weigh ``losses``.
    pv = _preview({"de_ak1": "3804", "su_rc10": "3805"}, "axis", ("de_ak1",), "3805")
    low, high = pv.loss_range["soviet"]
    assert (low, high) == (pytest.approx(1 / 6), pytest.approx(3 / 6))
    assert "axis" not in pv.loss_range


def test_10_3_7_preview_with_no_r_result_has_no_span():
    pv = _preview(SEVEN, "axis", ATTACKERS, "3805")
    assert pv.loss_range == {}


def test_11_3_1b_preview_expected_losses_a_leader_who_joins_counts_his_step():
    # Zhukov (3) joins the rifle corps (4) against the German corps (7): 7 to 7, 1:1,
    # shifted right once, 2:1 on the Soviet table: 0/2, 1/2, 1/1, 1/R, 1/0, 2/0. The
    # Soviets lose 0 + 1 + 1 + 1 + 1 + 2 = 6 of their 3 steps (corps 2, Zhukov 1): 1.
    pv = _preview({"su_rc10": "3805", "ldr_zhukov": "3805", "de_ak1": "3804"}, "soviet",
                  ("su_rc10",), "3804")
    assert (pv.attack_strength, pv.column) == (7, "2:1")
    assert (pv.losses, pv.vacated) == ({"soviet": 1.0}, None)


def test_10_3_6_preview_expected_losses_at_1_to_5_every_attacker_and_never_more_than_it_has():
    # A headquarters (1) against a German corps (7): 1:5 or worse, every attacker is
    # eliminated (10.3.6): its one step; the German corps stays.
    pv = _preview({"su_hq10": "3805", "de_ak1": "3804"}, "soviet", ("su_hq10",), "3804")
    assert (pv.outcomes, pv.losses, pv.vacated) == ({"attackers_eliminated": 1.0},
                                                    {"soviet": 1.0, "axis": 0.0}, 0.0)
    # A militia (2, one step) at 1:4 reads 1/0 or 2/0: one step either way, no more.
    pv = _preview({"su_mil1": "3805", "de_ak1": "3804"}, "soviet", ("su_mil1",), "3804")
    assert pv.column == "1:4"
    assert pv.losses == {"soviet": pytest.approx(1.0), "axis": 0.0}
    assert pv.vacated == 0.0
