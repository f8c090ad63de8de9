"""Stepping through the log shows the past as the person at the screen may see it, not as
the side to act now may (session 93, second round: ``show_past`` built its view for the
side to act; against the computer, with the computer's side asked, the board's state then
held that side's hand and not the person's)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.view import HIDDEN_CARD

from .test_decisions import _open


def test_stepping_through_the_log_against_the_computer_keeps_its_hand_hidden(window, qtbot):
    # Blitzkrieg to Moscow 2, a German card played: the Soviet side, the computer's, is
    # asked whether to cancel it (Hitler's Order)
    c = _open(window, "blitzkrieg_moscow_2-7-at-cancel")
    window.computer.set_paused(True)  # the computer holds: its question stays open
    window.computer.set_sides({"german": "human", "soviet": "random"})
    QApplication.processEvents()
    assert (c.viewer, c.state.to_act, c.state.pending.kind) == ("german", "soviet", "cancel")
    qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
    window.log.select_line(len(window.log.entries) - 3)
    assert c.read_only
    past = window.scene.state
    assert past.hands["soviet"] and set(past.hands["soviet"]) == {HIDDEN_CARD}
    assert past.hands["german"] and HIDDEN_CARD not in past.hands["german"]
    qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
    assert not c.read_only


def test_5_0_stepping_through_a_phase_passed_for_want_of_a_card_shows_it_as_if_ended_by_hand(
        window, qtbot):
    """Hot-seat, Blitzkrieg to Moscow 2: the German player ends the combat phase; the
    breakthrough and supply phases then pass by themselves when the German hand holds no
    card for them, and are ended by hand when it holds one (the log reads the same). Step
    Through on each line showed, after the passes, the Soviet logistics phase that followed
    them (session 94): the Soviet player read the German hand from the past shown."""
    from qtwargame.engine.history import History
    from tests.rules.blitzkrieg_moscow.helpers import card
    from tests.rules.blitzkrieg_moscow.test_reading_stacking_supply_sequence import G, S, line

    def past(hand: tuple[str, ...]) -> list[tuple[str, str]]:
        b = line().cards(G, card("g_shift", G, {"type": "combat_shift", "value": 1}))
        b.piece("g", G, "0101").piece("r", S, "0110").piece("x", S, "S")
        b.at(turn=2, phase="german_combat").place("g", "0101", step=1)
        game, s = b.build()
        s.hands[G] = hand
        window.act_handover.setChecked(True)
        c = window.controller
        c.adopt(History(game, s, []), 1)
        window.computer.set_sides({G: "human", S: "human"})
        while c.state.to_act == G:  # End Phase on the phase bar, in each German phase
            qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
        assert c.state.phase == "soviet_logistics" and not c.covered
        qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
        seen = []
        for i, text in enumerate(window.log.visible_texts()):
            window.log.select_line(i)
            seen.append((text, window.phase_bar.hint.text()))
        qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
        return seen

    by_hand = past(("german_act0",))
    by_itself = past(("g_shift",))
    assert by_itself == by_hand
    assert [x for x in by_hand if x[0] == "Turn 2: German breakthrough phase"] == [(
                          "Turn 2: German breakthrough phase",
                          "The past, read-only: turn 2, German breakthrough phase, after "
                          "“Turn 2: German breakthrough phase”. Turn Step Through off in the "
                          "log to play on.")]
