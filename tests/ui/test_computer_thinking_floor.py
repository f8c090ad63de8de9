"""Against the computer, Blitzkrieg to Moscow 2: the computer weighs a breakthrough or
supply phase when its hand holds a card for it and ends it at once when not (one legal
action), so the time "Computer (…) is thinking…" stood told the person whether it held
one, even when it kept the card (session 94: 0.4-0.7 s against 0.04-0.07 s for the
Planner). Now an opening of such a phase with no choice is shown no sooner than the
computer's own thinking with a choice took (``ui.thinking_floor``). Timed by a fake clock
that the fake player's search advances; the window's timers are run by their slots."""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase
from qtwargame.engine.history import History
from qtwargame.ui.thinking_floor import (
    AGAIN,
    FIRST,
    FIRST_GUESS,
    QUESTION,
    Question,
    ThinkingFloor,
    opening_of,
)
from tests.rules.blitzkrieg_moscow.helpers import card
from tests.rules.blitzkrieg_moscow.test_reading_stacking_supply_sequence import G, S, line

#: Seconds of the fake clock a search takes where the player has a choice (long, so that
#: the real timer of an answer held for as long never runs out before the test runs it).
THINK = 30.0


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


class Weighs:
    """A computer player that ends each phase as soon as it may (it keeps its cards),
    searching for ``THINK`` seconds of ``clock`` where it has a choice and answering at once
    where one action is legal, as ``ai.players.Player.choose`` does."""

    def __init__(self, clock: Clock) -> None:
        self.clock = clock

    def choose(self, game, view, legal):
        if len(legal) > 1:
            self.clock.now += THINK
        return next((a for a in legal if isinstance(a, EndPhase)), legal[0])


def position(hand: tuple[str, ...]):
    """The German breakthrough phase of turn 2, its worn unit ``g`` activated by
    german_act0 (7.1: in the breakthrough and at the supply phase's start), not by g_shift."""
    b = line().cards(G, card("g_shift", G, {"type": "combat_shift", "value": 1}))
    b.piece("g", G, "0101").piece("r", S, "0110").piece("x", S, "S")
    b.at(turn=2, phase="german_breakthrough").place("g", "0101", step=1)
    game, s = b.build()
    s.hands[G] = hand
    return game, s


def course(window, qtbot, hand: tuple[str, ...]) -> list[tuple]:
    """What the Soviet person sees of the German breakthrough and supply phases, the German
    hand as given: for each answer of the computer, the phase, the seconds from the moment
    it began to think to the moment the indicator stopped, what the indicator said until
    then, and the answer."""
    comp, c = window.computer, window.controller
    clock = comp.floor.clock
    comp.set_paused(True)
    game, s = position(hand)
    c.adopt(History(game, s, []), 1)
    comp.set_sides({G: "greedy", S: "human"})
    comp.players[G] = Weighs(clock)
    seen: list[tuple] = []
    began: list[tuple[float, str]] = []
    label = window.computer_menu.label

    def thinking(on):
        if on:
            began.append((clock.now, label.text()))
        else:
            seen.append((c.state.phase, round(clock.now - began[-1][0], 3), began[-1][1]))

    comp.thinkingChanged.connect(thinking)
    comp.set_paused(False)
    try:
        while c.state.to_act == G:
            qtbot.waitUntil(lambda: comp._ready is not None or comp._floor_timer.isActive(),
                            timeout=10_000)
            if comp._floor_timer.isActive():  # the answer is held: the timer runs out
                assert comp.thinking() and comp._ready is None
                assert label.text() == began[-1][1]
                clock.now += comp._floor_timer.interval() / 1000
                comp._floor_timer.stop()
                comp._floor_over()
            seen[-1] += (comp._ready[1],)
            comp._timer.stop()
            comp._play_ready()  # the pace is over (the timer's slot)
            QApplication.processEvents()
    finally:
        comp.thinkingChanged.disconnect(thinking)
        comp.stop()
        comp.set_paused(False)
    assert c.state.phase == "soviet_logistics"
    return seen


@pytest.fixture
def timed(window):
    window.computer.floor.clock = Clock()
    window.computer.floor.rng = random.Random(94)
    return window


def test_12_0_13_0_the_computer_seems_to_think_as_long_without_a_card_for_its_phase_as_with_one(
        timed, qtbot):
    """The hand with a card to weigh first (its thinking is learnt), then one without: the
    same answers, shown after the same time, the indicator saying it thinks meanwhile."""
    with_card = course(timed, qtbot, ("german_act0",))
    without = course(timed, qtbot, ("g_shift",))
    thinks = "Computer (Greedy) is thinking…"
    assert with_card == [("german_breakthrough", THINK, thinks, EndPhase(G)),
                         ("german_supply", THINK, thinks, EndPhase(G))]
    assert without == with_card


def test_12_0_before_anything_is_learnt_an_opening_without_a_choice_waits_the_first_guess(
        timed, qtbot):
    without = course(timed, qtbot, ("g_shift",))
    assert [(phase, took) for phase, took, _said, _a in without] == [
        ("german_breakthrough", FIRST_GUESS), ("german_supply", FIRST_GUESS)]


def test_12_0_a_hand_of_no_cards_hides_nothing_and_is_shown_at_once(timed, qtbot):
    """How many cards a hand holds is public: with none, the computer's phases are shown
    as soon as it answers, whatever it learnt before."""
    course(timed, qtbot, ("german_act0",))
    empty = course(timed, qtbot, ())
    assert [(phase, took) for phase, took, _said, _a in empty] == [
        ("german_breakthrough", 0.0), ("german_supply", 0.0)]


def test_a_held_answer_is_dropped_when_a_person_takes_the_side_over(timed, qtbot):
    comp, c = timed.computer, timed.controller
    comp.set_paused(True)
    game, s = position(("g_shift",))
    c.adopt(History(game, s, []), 1)
    comp.set_sides({G: "greedy", S: "human"})
    comp.players[G] = Weighs(comp.floor.clock)
    comp.set_paused(False)
    qtbot.waitUntil(comp._floor_timer.isActive, timeout=10_000)
    assert timed.computer_menu.label.text() == "Computer (Greedy) is thinking…"
    comp.set_sides({G: "human", S: "human"})
    assert not comp.thinking() and not comp._floor_timer.isActive()
    assert timed.computer_menu.label.text() == ""
    assert c.submit(EndPhase(G))  # the person plays the German phase now
    comp.stop()


# -- the floor itself ---------------------------------------------------------------------


def question(floor: ThinkingFloor, phase: str, opening=True, secret=True, choices=1,
             kind="") -> Question:
    return Question(("blitzkrieg_moscow_2", "oep", phase, kind, FIRST if opening else ""),
                    opening, secret, choices, floor.clock())


def test_the_floor_learns_openings_with_a_choice_and_holds_secret_ones_without():
    clock = Clock()
    floor = ThinkingFloor(clock, random.Random(1))
    for took in (0.5, 0.75):
        q = question(floor, "german_breakthrough", choices=3)
        clock.now += took
        assert floor.answered(q) == 0.0  # with a choice: shown when ready, and learnt
    q = question(floor, "german_movement", choices=40)
    clock.now += 4.0
    assert floor.answered(q) == 0.0
    assert {k[2]: list(v) for k, v in floor.times.items()} == {
        "german_breakthrough": [0.5, 0.75], "german_movement": [4.0]}
    q = question(floor, "german_breakthrough")
    clock.now += 0.0625
    assert floor.answered(q) in (0.4375, 0.6875)  # one of its own, less the time taken
    # a later decision of the phase, a public one, or one learnt under no kind of its own
    assert floor.answered(question(floor, "german_breakthrough", opening=False)) == 0.0
    assert floor.answered(question(floor, "german_breakthrough", secret=False)) == 0.0
    assert floor.answered(question(floor, "german_supply")) == 0.75  # the median of its others
    assert floor.answered(question(floor, "german_supply", kind="reroll")) == 0.75


def test_an_opening_is_the_sides_first_decision_of_the_phase_or_a_question():
    from qtwargame.engine.actions import PlayCard

    b = line().piece("g", G, "0101").piece("h", G, "0102").piece("r", S, "0110")
    b.piece("x", S, "S").at(turn=2, phase="german_breakthrough")
    game, s = b.place("g", "0101", step=1).place("h", "0102", step=1).build()
    s.hands[G] = ("german_act0", "german_act1")
    h = History(game, s, [])
    assert opening_of(game, h, s) == FIRST
    h.submit(PlayCard(G, "german_act0", "g", "activate"))
    assert h.state.phase == "german_breakthrough" and h.state.pending is None
    assert opening_of(game, h, h.state) == ""  # it goes on with the phase


def test_6_1_the_phase_taken_up_after_choosing_the_hand_is_an_opening_again():
    from qtwargame.engine.actions import SelectCards
    from qtwargame.engine.state import Decision
    from qtwargame.engine.text import Msg

    b = line().piece("g", G, "0101").piece("r", S, "0110").piece("x", S, "S")
    game, s = b.at(turn=2, phase="german_logistics").build()
    h = History(game, s, [])
    assert s.data.get("selecting") and opening_of(game, h, s) == FIRST
    h.submit(next(a for a in game.legal_actions(s) if isinstance(a, SelectCards)))
    after = h.state
    assert (after.phase, after.pending, after.data.get("selecting")) == ("german_logistics", None, False)
    assert after.hands[G] and game.ruleset.choice_is_secret(game, after)
    assert opening_of(game, h, after) == AGAIN
    asked = after.copy()
    asked.pending = Decision("reroll", G, Msg("Test", "asked"), {})
    assert opening_of(game, h, asked) == QUESTION
