"""Blitzkrieg to Moscow 2's combat windows say what the player decides on (issue 48,
items 4 and 5): the results table lights the column of the combat being fought and its
die (never the last combat's), the Combat panel shows the odds while the card window is
open, each card names its other uses and the odds it leads to, and a window where the
answer cannot matter is not asked."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .conftest import click, hex_point, unit_point
from .test_no_ids import GOLDEN


def _open(window, name):
    assert window.open_path(GOLDEN / f"{name}.qtwsave")
    QApplication.processEvents()
    return window.controller


def _answer(qtbot, window, index):
    qtbot.mouseClick(window.decision.buttons[index], Qt.MouseButton.LeftButton)
    QApplication.processEvents()


def test_11_3_6_the_reroll_window_lights_this_combat_s_column_and_die(window, qtbot):
    c = _open(window, "blitzkrieg_moscow_2-7-at-defence")
    # The combat under way: all defend actively, no card, the die, then the rest.
    _answer(qtbot, window, 0)
    while c.state.pending is not None:
        _answer(qtbot, window, -1)
    assert window.crt.highlighted() == ("1:1", "2")
    # The next attack: the 4th Army on 1301, at 2:1.
    click(window, unit_point(window, "ger_4a"))
    click(window, hex_point(window, c.game.hex("1301")))
    assert window.combat.preview.column == "2:1"
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    kinds = []
    while c.state.pending is not None and c.state.pending.kind != "reroll":
        kinds.append(c.state.pending.kind)
        _answer(qtbot, window, 0 if c.state.pending.kind == "defence" else -1)
    assert c.state.pending.kind == "reroll"
    assert kinds == ["defence", "combat_card"]
    assert c.state.data["combat"]["die"] == 6
    assert [b.text() for b in window.decision.buttons][-1] == "Pass\nKeep the die 6: no effect"
    assert window.crt.highlighted() == ("2:1", "6")
    # The Combat panel still shows this combat and its die.
    assert "<b>Target:</b> 1301" in window.combat.summary.text()
    assert "Combat at 1301" in window.combat.dice.text()


def test_11_3_4_the_card_window_shows_the_odds_and_tells_two_cards_of_one_name_apart(window, qtbot):
    c = _open(window, "blitzkrieg_moscow_2-7-at-defence")
    _answer(qtbot, window, 0)  # all defend actively
    assert c.state.pending.kind == "combat_card"
    assert [b.text() for b in window.decision.buttons] == [
        "Play Air Support (its other use: rail move ×1)\n"
        "7 to 3, column 2:1: no effect 50%, DR 33%, DL 17%\n"
        "Expected losses: German 2.0 steps, Soviet 2.0–2.33 steps; defenders leave the hex: 50%",
        "Play Air Support (its other use: activate)\n"
        "7 to 3, column 2:1: no effect 50%, DR 33%, DL 17%\n"
        "Expected losses: German 2.0 steps, Soviet 2.0–2.33 steps; defenders leave the hex: 50%",
        "Pass\n7 to 3, column 1:1: no effect 67%, DL 17%, DR 17%\n"
        "Expected losses: German 2.0 steps, Soviet 2.0–2.17 steps; defenders leave the hex: 33%",
    ]
    # (the Soviet loss as the fewest and the most steps: which of the two retreats first,
    # the Soviet player's choice, decides, session 92)
    # The Combat panel shows the combat the window is about, not "No attack prepared".
    assert "<b>Target:</b> 0702" in window.combat.summary.text()
    assert "Column: <b>1:1</b>" in window.combat.details.text()
    assert window.crt.highlighted() == ("1:1", None)
    assert not window.combat.resolve.isEnabled()
    # The second button plays the card that also activates, and keeps the rail one.
    _answer(qtbot, window, 1)
    assert "g_air2" not in c.state.hands["german"] and "g_air1" in c.state.hands["german"]


def _btm2_position(window, german_cards, viewer=None, deck=()):
    """German combat, turn 2: two panzer armies (15 strength) next to the lone 2nd
    Mechanized Corps (0503), and the 6th Army next to it as well; the German cards not
    chosen for the hand in ``deck`` (6.1)."""
    from qtwargame.engine.history import History
    from qtwargame.position import PositionBuilder

    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.at(turn=2, phase="german_combat")
    b.place("ger_1pza", "0504").place("ger_2pza", "0504").place("ger_6a", "0603")
    game, state = b.build(seed=1)
    state = state.copy()
    state.hands = {**state.hands, "german": tuple(german_cards), "soviet": ()}
    state.decks = {**state.decks, "german": tuple(deck)}
    window.controller.adopt(History(game, state, []), 1)
    window.controller.viewer = viewer
    QApplication.processEvents()
    return window.controller


def _attack(qtbot, window, c, units):
    for u in units:
        click(window, unit_point(window, u))
    click(window, hex_point(window, c.game.hex("0503")))
    if units:
        assert set(window.view.tool.attackers) == set(units)
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    asked = []
    while c.state.pending is not None and c.state.pending.kind in ("defence", "combat_card"):
        asked.append(c.state.pending.kind)
        _answer(qtbot, window, 0)
    return asked


def test_11_3_4_a_card_window_that_cannot_change_an_automatic_result_is_not_asked(window, qtbot):
    c = _btm2_position(window, ("g_air1", "g_tactical"))
    start = len(c.history.steps)
    # The target first: every unit that can attack it is chosen, 24 against 1.
    asked = _attack(qtbot, window, c, ())
    assert "combat_card" not in asked
    assert c.state.units["sov_2mc"].status != "map"  # DE: no die was needed
    assert c.state.hands["german"] == ("g_air1", "g_tactical")
    passes = [st.action for st in c.history.steps[start:] if getattr(st.action, "option", "") == "pass"]
    assert len(passes) == 1 and passes[0].side == "german"
    assert window.status_text() == ("Passed automatically (no answer could change the result): "
                                    "Play a combat shift card?")


def test_11_3_4_a_window_with_pass_as_the_only_answer_is_passed_for_the_one_person(window, qtbot):
    # Against the computer (the person plays the Germans): nothing to decide, nothing asked.
    c = _btm2_position(window, ("g_tactical",), viewer="german")
    assert "combat_card" not in _attack(qtbot, window, c, ("ger_6a",))
    assert window.status_text() == ("Passed automatically (nothing else was possible): "
                                    "Play a combat shift card?")


def test_11_3_4_hot_seat_still_asks_a_pass_only_window_so_the_hand_stays_secret(window, qtbot):
    # (the other five cards set aside in the deck, as the German's choice of one card
    # leaves them, 6.1: which card the hand holds is the German's secret)
    c = _btm2_position(window, ("g_tactical",), viewer=None,
                       deck=("g_air1", "g_air2", "g_blitz", "g_repl1", "g_repl2"))
    # two people at the screen keep their hands apart (the hand-over screen on; off, one
    # person plays both sides and sees both hands: a pass tells nobody anything)
    window.act_handover.setChecked(True)
    QApplication.processEvents()
    assert c.hands_kept_apart
    assert _attack(qtbot, window, c, ("ger_6a",))[-1:] == ["combat_card"]


def test_an_automatic_pass_is_said_until_the_person_s_next_step(window, qtbot):
    # Session 92 by hand: 「自動的にパスしました…: コラムシフトのカードをプレイしますか?」 stayed in
    # the status bar for minutes, through the next combats' same question.
    c = _btm2_position(window, ("g_air1", "g_tactical"))
    _attack(qtbot, window, c, ())
    said = "Passed automatically (no answer could change the result): Play a combat shift card?"
    assert window.status_text() == said
    # The advance that follows is asked with the pass still said: it was its combat's.
    assert c.state.pending.kind == "advance"
    assert window.status_text() == said
    _answer(qtbot, window, -1)  # Do not advance
    assert c.state.pending is None and c.state.phase == "german_combat"
    assert window.status_text() == ""
