"""A player's choice depends only on what its side may see: changing the opponent's hidden
hand or the dice seed (both invisible to it) never changes what it does."""

from __future__ import annotations

import random

import pytest

from qtwargame.ai import make_player
from qtwargame.engine.dice import DiceState
from qtwargame.engine.game import Game
from qtwargame.engine.view import view_for
from qtwargame.simulate import RandomPlayer
from tests.ai.scenarios import load

LEVELS = {"random": {}, "greedy": {"width": 8},
          "oep": {"width": 6, "population": 4, "generations": 2, "plan_cap": 10}}


@pytest.fixture(scope="module")
def btm_soviet_decides():
    """Blitzkrieg to Moscow 2, a random game at a Soviet decision (an answer in the German
    combat phase) while the German hand holds some but not all of the six German cards."""
    game = Game(load("blitzkrieg_moscow_2"))
    state, _ = game.new_state(21)
    player = RandomPlayer(random.Random(21))
    while True:
        hand = state.hands.get("german", ())
        if (state.to_act == "soviet" and hand and state.decks.get("german")
                and len(game.legal_actions(state)) > 1):
            return game, state
        state, _ = game.apply(state, player.choose(game, state, game.legal_actions(state)))
        assert not state.over


def swap_hidden_card(state, side):
    """The same state with the first card of ``side``'s hand swapped with the first of its
    deck (the cards it did not choose): both are hidden from the other side."""
    hand, deck = state.hands[side], state.decks[side]
    changed = state.copy()
    changed.hands[side] = (deck[0],) + hand[1:]
    changed.decks[side] = (hand[0],) + deck[1:]
    assert set(changed.hands[side]) != set(hand)
    return changed


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_choice_ignores_the_opponents_hand_and_the_dice_seed(btm_soviet_decides, level):
    game, state = btm_soviet_decides
    changed = swap_hidden_card(state, "german")
    changed.dice = DiceState(state.dice.seed ^ 0x5DEECE66D, state.dice.position)
    legal = game.legal_actions(state)
    assert game.legal_actions(changed) == legal
    # Without the hand and the seed the two views are the same.
    v1, v2 = view_for(game, state, "soviet"), view_for(game, changed, "soviet")
    v2.dice = v1.dice
    assert game.hash(v1) == game.hash(v2)
    picks = []
    for s in (state, changed):
        p = make_player(level, "soviet", 77, **LEVELS[level])
        picks.append(p.choose(game, view_for(game, s, "soviet"), legal))
    assert picks[0] == picks[1] and picks[0] in legal


def test_the_german_choice_ignores_the_soviet_hand(btm_soviet_decides):
    """The other way round: the German answers while the Soviet hand is hidden from him."""
    game, state = btm_soviet_decides
    # Play on until the German must decide something with a Soviet hand in play.
    player = RandomPlayer(random.Random(5))
    while not (state.to_act == "german" and state.hands.get("soviet")
               and state.decks.get("soviet") and len(game.legal_actions(state)) > 1):
        state, _ = game.apply(state, player.choose(game, state, game.legal_actions(state)))
        assert not state.over
    changed = swap_hidden_card(state, "soviet")
    assert game.legal_actions(changed) == game.legal_actions(state)
    legal = game.legal_actions(state)
    picks = [make_player("greedy", "german", 3, width=8).choose(
        game, view_for(game, s, "german"), legal) for s in (state, changed)]
    assert picks[0] == picks[1]


@pytest.fixture(scope="module")
def sb_leaders_face_down():
    """Shin Barbarossa, a random game at a decision with two or more face-down Soviet
    leaders on the map (nobody knows who they are, 11.1.4)."""
    from qtwargame.rules.shin_barbarossa import leaders

    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(8)
    player = RandomPlayer(random.Random(8))
    while True:
        dealt = state.secret.get(leaders.SECRET, {}).get("slots", {})
        on_map = [s for s in dealt if state.units[s].status == "map"]
        if len(on_map) >= 2 and len(set(dealt[s] for s in on_map)) >= 2 \
                and len(game.legal_actions(state)) > 1:
            return game, state, sorted(on_map)
        state, _ = game.apply(state, player.choose(game, state, game.legal_actions(state)))
        assert not state.over


@pytest.mark.parametrize("level", sorted(LEVELS))
def test_choice_ignores_who_the_face_down_leaders_are(sb_leaders_face_down, level):
    """Swapping the identities under two face-down leaders (and the dice seed) changes
    nothing a side may see, so no level chooses differently, whichever side decides."""
    from qtwargame.rules.shin_barbarossa import leaders

    game, state, on_map = sb_leaders_face_down
    changed = state.copy()
    secret = {k: dict(v) if isinstance(v, dict) else v for k, v in state.secret.items()}
    dealt = dict(secret[leaders.SECRET]["slots"])
    a, b = on_map[0], on_map[1]
    dealt[a], dealt[b] = dealt[b], dealt[a]
    secret[leaders.SECRET] = {**secret[leaders.SECRET], "slots": dealt}
    changed.secret = secret
    changed.dice = DiceState(state.dice.seed ^ 0x2545F491, state.dice.position)
    assert changed.secret != state.secret
    legal = game.legal_actions(state)
    assert game.legal_actions(changed) == legal
    side = state.to_act
    v1, v2 = view_for(game, state, side), view_for(game, changed, side)
    v2.dice = v1.dice
    assert game.hash(v1) == game.hash(v2)
    picks = [make_player(level, side, 41, **LEVELS[level]).choose(
        game, view_for(game, s, side), legal) for s in (state, changed)]
    assert picks[0] == picks[1] and picks[0] in legal
