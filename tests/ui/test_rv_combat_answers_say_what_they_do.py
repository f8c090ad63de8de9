"""Red Vengeance's answers to a combat's losses, retreats and advances say what they do, in
the Decision panel, in English and Japanese (session 89, the Allies played by hand).

Asked for the third hit of an attack, the panel offered "39th Army takes the loss" for an
army already reduced (the Western Allies' hits, 11.5: "loses a step"): nothing said it
would be eliminated (8.51). A retreat of one hex offered "Retreat 6th Guards Army to 0504
through 0505", two hexes, under the question "Retreat 6th Guards Army 1 hex", without
saying that 0505 was full (8.64). And "Advance 2nd Tank Army to 1407" left Zhukov alone in
the hex it left, where the Axis overran him in their movement: nothing said the leader
stays (6.1). Positions are the rule tests'
(``PositionBuilder``, fixed dice); labels only, no action or state changes."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, Choose, EndPhase, Opt
from qtwargame.engine.history import History
from tests.rules.red_vengeance.test_player_choices import board
from tests.ui.test_no_ids import leaks


def _declare(game, state, side, attackers, target):
    for a in game.declaration_steps(state, Attack(side, attackers, game.hex(target))):
        state, _ = game.apply(state, a)
    return state


def _loss():
    # The German 3-3 rolls 6, 1, 1 against the reduced 67th and the full 43rd Army: one hit.
    game, state = board({"sov_67": ("1312", 1), "sov_43": ("1312", 0), "ger_10": ("1313", 0)},
                        3, "axis_combat", 6, 1, 1, 1, 1, 1, 1, 1, 1)
    return game, _declare(game, state, "axis", ("ger_10",), "1312")


def _retreat():
    # The 43rd Army, alone in 1312, takes two hits and retreats one hex instead of its second
    # step; the three hexes behind it hold two armies each, so it goes a hex further (8.64).
    placed = {"sov_43": ("1312", 0), "ger_10": ("1313", 0)}
    placed.update({u: (h, 0) for u, h in {"sov_49": "1411", "sov_42": "1411", "sov_54": "1311",
                                          "sov_22": "1311", "sov_39": "1211", "sov_5": "1211"}.items()})
    game, state = board(placed, 3, "axis_combat", 6, 6, 1, 1, 1, 1, 1)
    state = _declare(game, state, "axis", ("ger_10",), "1312")
    return game, game.apply(state, Choose("allied", Opt.RETREAT))[0]


def _advance():
    # The 67th Army with Konev eliminates the German 3-3 in 1313 (6, 6 of its six dice).
    game, state = board({"sov_67": ("1312", 0), "ldr_konev": ("1312", 0), "ger_10": ("1313", 0)},
                        3, "allied_combat", 6, 6, 1, 1, 1, 1, 1, 1, 1)
    state = _declare(game, state, "allied", ("sov_67",), "1313")
    while state.pending.kind == "losses":
        state, _ = game.apply(state, game.legal_actions(state)[0])
    return game, state


def _hits():
    # April 1945: the Western Allies' two dice for the edge hex 1524 are 6, 6 (11.5); the
    # first hit put on the reduced panzer corps eliminates it.
    game, state = board({"ger_10": ("1524", 0), "ger_pz_3": ("1524", 1)}, 11, "allied_move", 6, 6)
    return game, game.apply(state, EndPhase("allied"))[0]


EN = {
    # (and the values, from what to what: session 93)
    "losses": ["43rd Army takes the loss: reduced\n4-3 → 2-3",
               "67th Army takes the loss: eliminated\nStrength 2-3"],
    "retreat": ["Retreat 43rd Army to 1511 through Brest-Litovsk (1411): Brest-Litovsk (1411) is full, "
                "so further (8.64)"],
    "advance": ["Advance 67th Army to 1313, leaving Konev alone at 1312 (6.1)", "Stop advancing"],
    "hits": ["X Corps loses a step: reduced", "III Panzer Corps loses a step: eliminated"],
}
JA = {
    "losses": ["第43軍が損害を受ける（減少戦力になる）\n4-3 → 2-3",
               "第67軍が損害を受ける（除去される）\n戦力2-3"],
    "retreat": ["第43軍をブレスト=リトフスク (1411)経由で1511へ退却（ブレスト=リトフスク (1411)は"
                "スタック制限に達しているため、さらに先へ：8.64）"],
    "advance": ["第67軍を1313へ前進（コーニェフは1312に単独で残る：6.1）", "前進を終える"],
    "hits": ["第10軍団がステップロスを受ける（減少戦力になる）",
             "第3装甲軍団がステップロスを受ける（除去される）"],
}
CASES = {"losses": _loss, "retreat": _retreat, "advance": _advance, "hits": _hits}


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("kind", sorted(CASES))
def test_a_combat_answer_says_what_it_does(window, qtbot, kind, lang):
    game, state = CASES[kind]()
    assert state.pending is not None and state.pending.kind == kind
    if lang == "ja":
        window.set_language("ja")
    window.controller.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    window.docks["decision"].raise_()
    labels = [b.text() for b in window.decision.buttons]
    want = (JA if lang == "ja" else EN)[kind]
    got = labels[:len(want)] if kind == "retreat" else labels  # (the first of the ways back)
    assert got == want
    assert leaks(window) == []
