"""Against the computer, Blitzkrieg to Moscow 2: a computer side's supply phase passes by
itself when its hand holds no activate card for a worn unit (5.0, 7.1). It used to pass at
once, inside the computer's End Phase of the breakthrough phase, where with such a card the
computer thought again and was shown ending the supply phase at the chosen pace: the
person learnt whether the hand held one. Now both take the same visible course, step by
step (session 93). Driven by signals and the pace timer's own slot: no clock."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase
from qtwargame.engine.history import History
from tests.rules.blitzkrieg_moscow.helpers import card
from tests.rules.blitzkrieg_moscow.test_reading_stacking_supply_sequence import G, S, line

PACE = 1200


class EndsEveryPhase:
    """A computer player that ends each phase as soon as the rules let it (it plays no
    card), so the two hands are played alike."""

    def choose(self, game, view, legal):
        return next((a for a in legal if isinstance(a, EndPhase)), legal[0])


def course(window, qtbot, hand: tuple[str, ...], phase: str) -> list[tuple]:
    """What the Soviet person sees from the German ``phase`` on, the German hand
    as given (its worn unit could be activated by german_act0, not by g_shift): at each
    moment the computer thinks, and each moment it has chosen and waits the pace, the
    phase shown, the status bar's indicator, the log panel's lines and the pace."""
    b = line().cards(G, card("g_shift", G, {"type": "combat_shift", "value": 1}))
    b.piece("g", G, "0101").piece("r", S, "0110").piece("x", S, "S")
    b.at(turn=2, phase=phase).place("g", "0101", step=1)
    game, s = b.build()
    s.hands[G] = hand
    comp, c = window.computer, window.controller
    comp.set_paused(True)
    c.adopt(History(game, s, []), 1)
    comp.set_sides({G: "greedy", S: "human"})
    comp.players[G] = EndsEveryPhase()
    comp.set_pace(PACE)
    QApplication.processEvents()
    assert c.viewer == S
    seen: list[tuple] = []

    def lines():
        return [c.render(e.text) for e in window.log.entries]

    def thinking(on):
        if on:
            seen.append(("thinks", c.state.phase, window.computer_menu.label.text(), lines()))

    comp.thinkingChanged.connect(thinking)
    comp.set_paused(False)  # the computer thinks in its thread; its answer comes as a signal
    try:
        while c.state.to_act == G:
            qtbot.waitUntil(lambda: comp._ready is not None, timeout=10_000)
            assert comp._timer.isActive()
            chosen = comp._ready[1]
            seen.append(("waits", chosen, c.state.phase, comp._timer.interval(), lines()))
            # while the pace runs, the person's own End Phase is refused alike
            assert not c.submit(EndPhase(S))
            seen.append(("refused", c.last_error))
            comp._timer.stop()
            comp._play_ready()  # the pace is over (the timer's slot)
            QApplication.processEvents()
    finally:
        comp.thinkingChanged.disconnect(thinking)
        comp.stop()
    assert c.state.phase == "soviet_logistics" and c.state.to_act == S
    seen.append(("then", lines()))
    return seen


@pytest.mark.parametrize("phase", ["german_breakthrough", "german_combat"])
def test_5_0_a_computer_phase_passed_for_want_of_a_card_takes_the_course_of_its_own_end(
        window, qtbot, phase):
    """From the breakthrough phase the supply phase passes by itself without the card;
    from the combat phase the breakthrough phase too (no breakthrough, nothing to
    activate): two passes shown one after the other."""
    with_card = course(window, qtbot, ("german_act0",), phase)
    without = course(window, qtbot, ("g_shift",), phase)
    assert without == with_card
    phases = ["german_combat", "german_breakthrough", "german_supply"]
    phases = phases[phases.index(phase):]
    assert [x[2] for x in with_card if x[0] == "waits"] == phases
    thinks = [x for x in with_card if x[0] == "thinks"]
    assert [x[1] for x in thinks] == phases
    assert all(x[2] == "Computer (Greedy) is thinking…" for x in thinks)
    assert all(x[3] == PACE for x in with_card if x[0] == "waits")
    assert all(x[1] == ("", "It is the German player's decision now, not the Soviet player's.")
               for x in with_card if x[0] == "refused")
    # the supply phase shown, its pass not yet written
    assert thinks[-1][3][-1] == "Turn 2: German supply phase"
    assert with_card[-1][1].count("The German player ends the phase") == len(phases)
    assert with_card[-1][1][-1] == "Turn 2: Soviet logistics phase"


def test_5_0_while_a_computer_phase_passed_by_itself_is_shown_the_window_is_told_of_that_phase_only(
        window, qtbot):
    """Session 94: while the German supply phase passed by itself was shown, the window
    was told the game's own state (the Soviet logistics phase: it brought the person's
    units into view, as at the start of their phase) and a change of language re-read the
    whole log, the pass and the next phase included: both only when the hand held no card
    for the phase."""
    b = line().cards(G, card("g_shift", G, {"type": "combat_shift", "value": 1}))
    b.piece("g", G, "0101").piece("r", S, "0110").piece("x", S, "S")
    b.at(turn=2, phase="german_breakthrough").place("g", "0101", step=1)
    game, s = b.build()
    s.hands[G] = ("g_shift",)
    comp, c = window.computer, window.controller
    comp.set_paused(True)
    c.adopt(History(game, s, []), 1)
    comp.set_sides({G: "greedy", S: "human"})
    told: list[tuple[str, str]] = []
    reread: list[list[str]] = []
    c.stateChanged.connect(lambda st: told.append((st.phase, st.to_act)))
    c.logReset.connect(lambda entries: reread.append([e.text.text for e in entries]))
    shown_before = len(window.log.entries)
    assert c.submit(EndPhase(G), by_computer=True)  # the computer ends its breakthrough phase
    assert c.state.phase == "german_supply" and c.history.state.phase == "soviet_logistics"
    assert told == [("german_supply", G)]
    assert window._view_phase == (2, "german_supply", G)
    lines = len(window.log.entries)
    assert lines == shown_before + 2  # its End Phase and "Turn 2: German supply phase"
    c.set_language("ja")
    c.set_language("en")
    assert [len(r) for r in reread] == [lines, lines]
    assert told[-1] == ("german_supply", G)
    comp.stop()
