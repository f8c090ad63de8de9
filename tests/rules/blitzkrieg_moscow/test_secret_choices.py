"""Which decisions of Blitzkrieg to Moscow 2 depend on a hand the other side may not see
(``Ruleset.choice_is_secret``): the play window shows the computer's answer to those no
sooner than its thinking with a choice takes (``ui.thinking_floor``)."""

from __future__ import annotations

from qtwargame.engine.state import Decision
from qtwargame.engine.text import Msg
from tests.rules.blitzkrieg_moscow.test_reading_stacking_supply_sequence import G, S, line


def secret(phase: str, hand: tuple[str, ...] = ("german_act0",), pending: str | None = None,
           side: str = G, **data) -> bool:
    b = line().piece("g", G, "0101").piece("r", S, "0110").piece("x", S, "S")
    game, s = b.at(turn=2, phase=phase).build()
    s.hands[side] = hand
    s.data.update(data)
    if pending is not None:
        s.pending = Decision(pending, side, Msg("Test", "asked"), {})
    return game.ruleset.choice_is_secret(game, s)


def test_5_0_7_1_every_own_phase_of_a_side_holding_cards_may_be_answered_from_the_hand():
    """7.1: an activate card at a phase's start (and in the breakthrough phase), rail and
    rebuild icons in the logistics phase (6.3), tank actions in the breakthrough (12.0)."""
    assert [secret(f"german_{step}", selecting=False) for step in
            ("logistics", "movement", "combat", "breakthrough", "supply")] == [True] * 5


def test_6_1_choosing_the_hand_and_holding_no_card_are_public():
    assert not secret("german_logistics", selecting=True)  # a number of cards of a number
    assert not secret("german_breakthrough", hand=())  # how many cards a hand holds is public
    assert not secret("soviet_setup", side=S)


def test_7_1_11_3_4_the_card_questions_are_answered_from_the_hand_and_no_other_is():
    assert [secret("german_combat", pending=k) for k in ("combat_card", "reroll", "cancel")] == [True] * 3
    assert [secret("german_combat", pending=k) for k in ("defence", "retreat", "advance")] == [False] * 3
    assert secret("german_combat", pending="reroll", side=S)  # Partisans, asked of the Soviets
