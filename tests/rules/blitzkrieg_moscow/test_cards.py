"""Logistics cards (2.3, 6.1, 7.0–7.2) and hidden hands."""

import pytest

from qtwargame.engine.actions import Attack, Choose, EndPhase, Opt, PlayCard, SelectCards
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ON_MAP
from qtwargame.engine.view import HIDDEN_CARD, view_for
from tests.rules.blitzkrieg_moscow.helpers import (
    BtmBuilder,
    apply,
    card,
    move_to,
    settle,
    start,
    to_phase,
)

G, S = "german", "soviet"
ACT = {"type": "activate"}
SHIFT = {"type": "combat_shift", "value": 1}


def worn(state, uid):
    u = state.units[uid]
    state.units[uid] = u.__class__(hex=u.hex, step=1, status=ON_MAP, flags=u.flags)


def test_6_1_the_turn_track_gives_the_hand_size_and_the_player_picks_any_cards():
    b = BtmBuilder().hand_sizes(3, 2).piece("g", G, "G").piece("x", S, "S")
    game = b.game()
    s = start(game)
    selections = [a for a in game.legal_actions(s) if isinstance(a, SelectCards)]
    assert len(selections) == 20 and all(len(a.cards) == 3 for a in selections)
    assert EndPhase(G) not in game.legal_actions(s)  # 6.1 owed first
    with pytest.raises(IllegalAction) as e:
        game.apply(s, SelectCards(G, game.cache.cards_of[G][:2]))
    assert e.value.rule == "6.1"
    s = apply(game, s, selections[-1])
    assert s.hands[G] == selections[-1].cards and len(s.decks[G]) == 3
    s = to_phase(game, s, "soviet_logistics")
    assert len([a for a in game.legal_actions(s) if isinstance(a, SelectCards)]) == 15


def test_7_2_unused_cards_are_discarded_at_the_next_own_logistics_phase():
    b = BtmBuilder().hand_sizes(2, 2).piece("g", G, "G").piece("x", S, "S")
    game = b.game()
    s = apply(game, start(game), SelectCards(G, game.cache.cards_of[G][:2]))
    s = to_phase(game, s, "soviet_combat")
    assert len(s.hands[G]) == 2  # the hand is kept through the Soviet player turn
    s = to_phase(game, s, "german_logistics", 2)
    assert s.hands[G] == game.cache.cards_of[G] and s.discards[G] == ()


def _worn_unit_and_a_two_icon_card():
    """German movement: unit g worn, and card "two" (activate or one rail move) in hand."""
    two = card("two", G, ACT, {"type": "rail", "count": 1})
    game = BtmBuilder().cards(G, two).piece("g", G, "0302").piece("x", S, "S").game()
    s = to_phase(game, start(game), "german_movement")
    worn(s, "g")
    return game, s


def test_7_0_a_card_is_used_for_one_icon_and_discarded_at_once():
    game, s = _worn_unit_and_a_two_icon_card()
    s = apply(game, s, PlayCard(G, "two", "g", "activate"))
    assert s.units["g"].step == 0
    assert "two" not in s.hands[G] and s.discards[G] == ("two",)


def test_7_0_the_log_says_once_which_card_is_played_and_for_which_icon():
    game, s = _worn_unit_and_a_two_icon_card()
    _, entries = game.apply(s, PlayCard(G, "two", "g", "activate"))
    texts = [(e.text.text, e.rule) for e in entries]
    assert texts == [("{side:actor} plays {card} for {use}", ""), ("{unit} is active again", "7.1")]


def test_7_1_activate_at_the_start_of_an_own_phase_only():
    b = BtmBuilder().piece("g", G, "0302").piece("h", G, "0402").piece("x", S, "S")
    game = b.game()
    s = to_phase(game, start(game), "german_movement")
    worn(s, "g")
    worn(s, "h")
    plays = [a for a in game.legal_actions(s) if isinstance(a, PlayCard)]
    assert {a.target for a in plays} == {"g", "h"}
    s = apply(game, s, move_to(game, s, "h", "0403"))
    assert not [a for a in game.legal_actions(s) if isinstance(a, PlayCard)]


def test_7_1_activate_any_time_in_the_own_breakthrough_phase():
    b = BtmBuilder().cards(G, card("tank", G, {"type": "tank_action", "count": 1}))
    b.piece("pz", G, "0302", "panzer").piece("x", S, "S")
    game = b.game()
    s = to_phase(game, start(game), "german_breakthrough")
    worn(s, "pz")
    s = apply(game, s, PlayCard(G, "tank", "", "tank_action"), Choose(G, "done"))
    assert s.phase == "german_breakthrough"
    assert PlayCard(G, "german_act0", "pz", "activate") in game.legal_actions(s)


def test_7_1_hitlers_order_cancels_the_card_the_german_just_played():
    b = BtmBuilder().cards(S, card("hitler", S, {"type": "cancel"}))
    b.piece("g", G, "0302").piece("x", S, "S")
    game = b.game()
    s = to_phase(game, start(game), "german_movement", 2)
    worn(s, "g")
    s = apply(game, s, PlayCard(G, "german_act0", "g", "activate"))
    assert s.pending.kind == "cancel" and s.pending.side == S
    assert PlayCard(S, "hitler", "", "cancel") in game.legal_actions(s)
    s = apply(game, s, PlayCard(S, "hitler", "", "cancel"))
    assert s.units["g"].step == 1 and s.pending is None
    assert "german_act0" in s.discards[G] and "hitler" in s.discards[S]


def test_7_1_the_cancel_window_opens_on_public_facts_only():
    b = BtmBuilder().cards(S, card("hitler", S, {"type": "cancel"}))
    b.piece("g", G, "0302").piece("x", S, "S")
    game = b.game()
    s = to_phase(game, start(game), "german_movement", 1)
    worn(s, "g")
    assert s.hands[S] == ()  # 3.1: no Soviet cards in German turn 1
    s = apply(game, s, PlayCard(G, "german_act0", "g", "activate"))
    assert s.pending is None and s.units["g"].step == 0
    s = to_phase(game, s, "german_movement", 2)
    s.hands[S] = ("soviet_act0",)  # holds a card, though not the cancel card
    worn(s, "g")
    s = apply(game, s, PlayCard(G, "german_act1", "g", "activate"))
    assert s.pending.kind == "cancel" and game.legal_actions(s) == [Choose(S, "pass")]
    s = apply(game, s, Choose(S, "pass"))
    assert s.units["g"].step == 0


def test_7_1_tactical_superiority_then_partisans_reroll_the_german_die():
    tactical = card("tactical", G, {"type": "reroll", "whose": "own"})
    partisans = card("partisans", S, {"type": "reroll", "whose": "opponent"})
    b = BtmBuilder().cards(G, tactical).cards(S, partisans)
    b.piece("a", G, "0302").piece("x", S, "0303")
    game = b.game()
    s = to_phase(game, start(game, (6, 3, 5)), "german_combat", 2)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND))
    assert s.pending.kind == "reroll" and s.pending.side == G and s.data["combat"]["die"] == 6
    s = apply(game, s, PlayCard(G, "tactical", "", "reroll"))
    assert s.data["combat"]["die"] == 3 and s.pending.side == G  # the windows open again
    s = apply(game, s, Choose(G, "pass"))
    assert s.pending.kind == "reroll" and s.pending.side == S
    s = apply(game, s, PlayCard(S, "partisans", "", "reroll"))
    assert s.data["combat"]["die"] == 5


def test_7_1_no_reroll_window_when_the_soviets_roll():
    tactical = card("tactical", G, {"type": "reroll", "whose": "own"})
    b = BtmBuilder().cards(G, tactical).piece("a", G, "0302").piece("x", S, "0303")
    b.piece("y", S, "0402")
    game = b.game()
    s = to_phase(game, start(game, (5,)), "soviet_combat", 1)
    s = settle(game, apply(game, s, Attack(S, ("x", "y"), game.hex("0302"))), defence=(),
               stop_at="reroll")
    assert s.pending is None or s.pending.kind != "reroll"


def test_hidden_hands_the_other_side_sees_only_how_many_cards():
    b = BtmBuilder().hand_sizes(3, 2).piece("g", G, "G").piece("x", S, "S")
    game = b.game()
    s = apply(game, start(game), SelectCards(G, game.cache.cards_of[G][:3]))
    view = view_for(game, s, S)
    assert view.hands[G] == (HIDDEN_CARD,) * 3 and view.decks[G] == (HIDDEN_CARD,) * 3
    assert view_for(game, s, G).hands[G] == game.cache.cards_of[G][:3]
    assert game.ruleset.redact(game, view, S).hands[G] == (HIDDEN_CARD,) * 3


def test_7_0_playcard_names_the_icon_it_is_played_for_and_old_saves_still_decode():
    game = BtmBuilder().piece("g", G, "G").piece("x", S, "S").game()
    a = PlayCard(G, "german_act0", "g", "activate")
    data = game.encode(a)
    assert data == {"kind": "play_card", "side": G, "card": "german_act0", "target": "g",
                    "use": "activate"}
    assert game.decode(data) == a
    del data["use"]
    assert game.decode(data) == PlayCard(G, "german_act0", "g")
    assert a.describe().format() == "german plays german_act0 for activate"


def passed(game, s, side):
    """The state after ``side`` passes, and the log line of the pass."""
    s, log = game.apply(s, Choose(side, Opt.PASS))
    return s, log[0].text.format()


def test_7_1_a_pass_in_a_card_window_says_what_it_declines():
    tactical = card("tactical", G, {"type": "reroll", "whose": "own"})
    b = BtmBuilder().cards(G, tactical, card("g_air", G, SHIFT))
    b.cards(S, card("hitler", S, {"type": "cancel"}))
    b.piece("a", G, "0302").piece("x", S, "0303")
    game = b.game()
    s = to_phase(game, start(game, (6, 3)), "german_combat", 2)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND))
    assert s.pending.kind == "combat_card" and s.pending.side == G
    s, line = passed(game, s, G)
    assert line == "german plays no combat shift card"
    assert s.pending.kind == "reroll" and s.pending.side == G and s.data["combat"]["die"] == 6
    s = apply(game, s, PlayCard(G, "tactical", "", "reroll"))
    assert s.pending.kind == "cancel" and s.pending.side == S
    s, line = passed(game, s, S)
    assert line == "soviet lets tactical stand"
    assert s.data["combat"]["die"] == 3 and s.pending.kind == "reroll"
    s, line = passed(game, s, G)
    assert line == "german keeps the die 3"


def test_7_1_a_pass_outside_a_card_window_keeps_the_plain_words():
    b = BtmBuilder().piece("g", G, "0302").piece("x", S, "S")
    game = b.game()
    s = start(game)
    assert game.describe_in(s, Choose(G, Opt.PASS)).format() == "german passes"
    assert game.describe_in(s, EndPhase(G)).format() == game.describe(EndPhase(G)).format()
