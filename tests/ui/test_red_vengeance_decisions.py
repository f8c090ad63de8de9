"""Every Red Vengeance procedure that asks a player something appears in the play window's
decision panel as a question in words with one button per answer, in English and in
Japanese, with no id: hits outside combat (11.5, 11.7), the Home Army's target (11.7), the
German fleet's defence dice (12.22), the sea supply (12.21), the November withdrawal
(10.5), the unit a lone leader joins (11.23). Positions are the rule tests'
(``PositionBuilder``, fixed dice)."""

from __future__ import annotations

from functools import cache

import pytest
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, EndPhase
from qtwargame.engine.history import History
from tests.rules.red_vengeance.test_player_choices import board
from tests.ui.test_no_ids import leaks


def _western_allies():
    game, state = board({"ger_10": ("1524", 0), "ger_pz_3": ("1524", 0)}, 11, "allied_move", 6, 6)
    return game, game.apply(state, EndPhase("allied"))[0]


def _home_army():
    placed = {"ger_10": ("1413", 0), "ger_12": ("1515", 0), "sov_67": ("1411", 0)}
    game, state = board(placed, 3, "allied_move", 6)
    move = next(a for a in game.legal_actions_for(state, unit="sov_67") if game.label(a.path[-1]) == "1412")
    return game, game.apply(state, move)[0]


def _fleet():
    game, state = board({"ger_10": ("0410", 0), "sov_67": ("0511", 0)}, 2, "allied_combat", *([1] * 9),
                        baltic="german_lake")
    for a in game.declaration_steps(state, Attack("allied", ("sov_67",), game.hex("0410"))):
        state, _ = game.apply(state, a)
    return game, state


def _sea_supply():
    ring = ["2603", "2604", "2605", "2706", "2805"]
    placed = {"sov_67": ("2704", 0), "sov_43": ("2705", 0)}
    placed.update({u: (h, 0) for u, h in zip(["ger_10", "ger_12", "ger_23", "ger_38", "ger_42"], ring)})
    game, state = board(placed, 1, "axis_exploit_combat", 1, 1)
    return game, game.apply(state, EndPhase("axis"))[0]


def _withdrawal():
    placed = {"ss_pz_3": ("1520", 0), "ss_pz_4": ("1521", 1), "ger_pz_3": ("1522", 0)}
    game, state = board(placed, 6, "allied_combat", 1, weather="mud")
    return game, game.apply(state, EndPhase("allied"))[0]


def _rejoin():
    placed = {"sov_67": ("1312", 1), "ldr_konev": ("1312", 0), "ger_10": ("1313", 0),
              "sov_43": ("1310", 0), "sov_49": ("1210", 0)}
    game, state = board(placed, 3, "axis_combat", 6, 1, 1, 1, 1, 1, 6)
    for a in game.declaration_steps(state, Attack("axis", ("ger_10",), game.hex("1312"))):
        state, _ = game.apply(state, a)
    return game, state


CASES = {
    "rejoin": (_rejoin, "survives alone", "単独で生き残った"),
    "hits": (_western_allies, "Western Allies", "西側連合軍"),
    "home_army": (_home_army, "Home Army", "ポーランド国内軍"),
    "baltic_fleet": (_fleet, "German fleet", "ドイツ艦隊"),
    "sea_supply": (_sea_supply, "supplies by sea", "海上から補給"),
    "withdrawal": (_withdrawal, "withdrawn to the West", "西部戦線"),
}


@cache
def _made(kind: str):
    """The position of ``kind``'s question, built once for both languages' cases (a Red
    Vengeance position is the scenario loaded and its board compiled, about a CPU second;
    a state is never changed in place, and each case opens it in a history of its own)."""
    return CASES[kind][0]()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("kind", sorted(CASES))
def test_each_red_vengeance_question_is_asked_in_words_with_its_answers(window, qtbot, kind, lang):
    _, en, ja = CASES[kind]
    game, state = _made(kind)
    assert state.pending is not None and state.pending.kind == kind
    if lang == "ja":
        window.set_language("ja")
    window.controller.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    window.docks["decision"].raise_()
    panel = window.decision
    assert (ja if lang == "ja" else en) in panel.prompt.text()
    labels = [b.text() for b in panel.buttons]
    assert len(labels) == len(game.legal_actions(state)) >= 2
    assert all(t.strip() for t in labels)
    if lang == "ja":
        assert all(any(ord(ch) > 0x3000 for ch in t) for t in labels), labels
    assert leaks(window) == []
