"""Hot-seat, Blitzkrieg to Moscow 2: a reaction the rules open on public facts (the Soviet
player owns Hitler's Order, 7.1) is asked through the hand-over screen whatever the
Soviet hand holds, so the German player who played the card learns nothing of that hand
from what the window does next (session 92)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.engine.savegame import load
from tests.ui.test_handover import GOLDEN, shown


def german_about_to_play_a_card(window, soviet_hand):
    """The golden game just before the German player plays Tactical Superiority (turn 2,
    German logistics phase), the Soviet hand dealt as given (its other cards in its deck);
    two people at the screen, the German player at it. Returns the card play."""
    h, _ = load(GOLDEN / "blitzkrieg_moscow_2-7-at-cancel.qtwsave")
    play, before = h.steps[-1].action, h.steps[-1].before
    assert play.card == "g_tactical" and before.to_act == "german"
    s = before.copy()
    owned = before.hands["soviet"] + before.decks["soviet"]
    s.hands["soviet"] = soviet_hand
    s.decks["soviet"] = tuple(card for card in owned if card not in soviet_hand)
    window.act_handover.setChecked(True)  # Edit ▸ Hand-Over Screen Between Players
    window.controller.adopt(History(h.game, s, []), 1)
    QApplication.processEvents()
    assert window.computer.levels == {} and shown(window.controller) == "german"
    return play


@pytest.mark.parametrize("soviet_hand", [("s_hitler",), ("s_street",)])
def test_7_1_the_cancel_window_goes_through_the_screen_whatever_the_soviet_hand_holds(
        window, qtbot, soviet_hand):
    play = german_about_to_play_a_card(window, soviet_hand)
    c = window.controller
    assert c.submit(play)  # what a click on the card in the Cards panel submits
    QApplication.processEvents()
    # What the German player sees is the same with Hitler's Order in the hand or not.
    assert c.covered and window.handover.screen.title.text() == "Pass to the Soviet player"
    assert window.status_text() == ""
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert shown(c) == "soviet" and c.state.pending.kind == "cancel"
    texts = [b.text() for b in window.decision.buttons]
    assert ("Play Hitler's Order for cancellation" in texts) == ("s_hitler" in soviet_hand)
    qtbot.mouseClick(window.decision.buttons[texts.index("Pass")], Qt.MouseButton.LeftButton)
    assert c.covered and window.handover.screen.title.text() == "Pass to the German player"


@pytest.mark.parametrize("soviet_hand", [("s_hitler",), ("s_street",)])
def test_7_1_with_the_screen_off_the_cancel_window_is_passed_when_the_hand_cannot_answer(
        window, qtbot, soviet_hand):
    """One person plays both sides (Edit ▸ Hand-Over Screen Between Players off) and sees
    both hands: nobody learns anything, so the window is passed as before session 92 when
    the Soviet hand holds no Hitler's Order, and asked when it does."""
    play = german_about_to_play_a_card(window, soviet_hand)
    window.act_handover.trigger()  # the screen off
    assert not window.act_handover.isChecked()
    c = window.controller
    assert c.submit(play)
    QApplication.processEvents()
    assert not c.covered and not window.handover.screen.isVisible()
    if "s_hitler" in soviet_hand:
        assert (c.state.to_act, c.state.pending.kind) == ("soviet", "cancel")
        texts = [b.text() for b in window.decision.buttons]
        assert "Play Hitler's Order for cancellation" in texts
        assert window.status_text() == ""
    else:
        assert c.state.pending is None and c.state.to_act == "german"
        assert window.status_text().startswith("Passed automatically (nothing else was possible): ")


def test_a_pass_for_the_rest_of_the_phase_says_whose_choice_it_was(window, qtbot):
    """Hot-seat, the screen on: the Soviet player at the screen passes the cancel window
    and every such window for the rest of the phase; the German player's next card play is
    passed for them, and the German player, at the screen, reads that it was the Soviet
    player's choice, not "as you chose" (session 93 by hand, in Japanese)."""
    play = german_about_to_play_a_card(window, ("s_hitler",))
    c = window.controller
    assert c.submit(play)
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert shown(c) == "soviet" and window.decision.pass_all.isVisibleTo(window.decision)
    qtbot.mouseClick(window.decision.pass_all, Qt.MouseButton.LeftButton)
    assert c.covered
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert shown(c) == "german"
    second = next(a for a in c.legal().actions
                  if type(a).__name__ == "PlayCard" and a.card != play.card)
    assert c.submit(second)  # a card from the Cards panel
    QApplication.processEvents()
    assert not c.covered and shown(c) == "german" and c.state.pending is None
    assert window.status_text().startswith(
        "Passed for the Soviet player, as they chose for the rest of this phase: Cancel ")


def hot_seat_course(window, qtbot, hand: tuple[str, ...], screen: bool) -> list[tuple]:
    """Two people at the screen, Blitzkrieg to Moscow 2, the German combat phase of turn 2,
    the German hand as given (its worn unit is activated by german_act0 in the breakthrough
    and supply phases, not by g_shift): for each click of End Phase by the German player,
    the phase the window showed, then whether the hand-over screen came up and the log's
    last line."""
    from qtwargame.engine.history import History as Hist
    from tests.rules.blitzkrieg_moscow.helpers import card
    from tests.rules.blitzkrieg_moscow.test_reading_stacking_supply_sequence import G, S, line

    b = line().cards(G, card("g_shift", G, {"type": "combat_shift", "value": 1}))
    b.piece("g", G, "0101").piece("r", S, "0110").piece("x", S, "S")
    b.at(turn=2, phase="german_combat").place("g", "0101", step=1)
    game, s = b.build()
    s.hands[G] = hand
    window.act_handover.setChecked(screen)
    c = window.controller
    c.adopt(Hist(game, s, []), 1)
    window.computer.set_sides({G: "human", S: "human"})
    seen = []
    while c.state.to_act == G:
        phase = c.state.phase
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
        seen.append((phase, c.covered, window.log.visible_texts()[-1]))
    assert c.history.state.phase == c.state.phase == "soviet_logistics"
    return seen


def test_5_0_at_one_screen_a_phase_without_a_card_is_ended_by_hand_as_one_with_a_card(
        window, qtbot):
    """Session 94: the German breakthrough and supply phases passed by themselves when the
    German hand held no card for them, and the hand-over screen came up straight after the
    German combat phase; with a card the German player ended each by hand. The Soviet
    player at the screen learnt what the hand held. Now the German player ends each phase
    alike ("Nothing to do in this phase: no card in your hand can be played now")."""
    with_card = hot_seat_course(window, qtbot, ("german_act0",), screen=True)
    assert with_card == [("german_combat", False, "Turn 2: German breakthrough phase"),
                         ("german_breakthrough", False, "Turn 2: German supply phase"),
                         ("german_supply", True, "Turn 2: Soviet logistics phase")]
    without = hot_seat_course(window, qtbot, ("g_shift",), screen=True)
    assert without == with_card
    assert window.phase_bar.hint.text() == "Waiting for the next player at the screen."


def test_5_0_one_person_playing_both_sides_sees_the_phases_pass_at_once(window, qtbot):
    """With the hand-over screen off one person sees both hands: nothing to keep."""
    assert hot_seat_course(window, qtbot, ("g_shift",), screen=False) == [
        ("german_combat", False, "Turn 2: Soviet logistics phase")]
