"""The breakthrough phase (12.0): tank actions, Blitzkrieg (12.2), Soviet corps pairs (12.3)."""

from qtwargame.engine.actions import Attack, Choose, Move, PlayCard
from qtwargame.engine.state import ON_MAP
from tests.rules.blitzkrieg_moscow.helpers import (
    BtmBuilder,
    apply,
    card,
    move_to,
    settle,
    start,
    to_phase,
    where,
)

G, S = "german", "soviet"
BLITZ = card("blitz", G, {"type": "tank_action", "count": 2})
SINGLE = card("single", G, {"type": "tank_action", "count": 1})


def setup(dice=()):
    b = BtmBuilder().cards(G, BLITZ, SINGLE)
    b.piece("pz1", G, "0302", "panzer").piece("pz2", G, "0402", "panzer").piece("inf", G, "0202")
    b.piece("x", S, "0303").piece("y", S, "0305")
    game = b.game()
    return game, to_phase(game, start(game, dice), "german_breakthrough")


def decision(game, s):
    legal = game.legal_actions(s)
    moves = {a.unit for a in legal if isinstance(a, Move)}
    attacks = {a.attackers for a in legal if isinstance(a, Attack)}
    return moves, attacks


def test_12_1_a_tank_action_card_lets_one_tank_move_or_attack_alone():
    game, s = setup()
    s = apply(game, s, PlayCard(G, "single", "", "tank_action"))
    assert s.pending.kind == "tank_action"
    moves, attacks = decision(game, s)
    assert moves == {"pz1", "pz2"}  # 12.1: only tanks
    assert attacks == {("pz1",), ("pz2",)}  # alone
    assert Choose(G, "done") in game.legal_actions(s)
    s = apply(game, s, move_to(game, s, "pz1", "0301", "breakthrough"))
    assert s.pending is None and where(game, s, "pz1") == "0301"


def test_12_1_worn_tanks_and_tanks_that_attacked_may_act_and_defenders_be_attacked_again():
    b = BtmBuilder().cards(G, SINGLE).piece("pz", G, "0302", "panzer").piece("x", S, "0303")
    b.piece("y", S, "0305")
    game = b.game()
    s = to_phase(game, start(game, (6, 6)), "german_combat")
    s = settle(game, apply(game, s, Attack(G, ("pz",), game.hex("0303"))), defence=("x",))
    assert s.units["pz"].step == 1 and where(game, s, "x") == "0303"
    s = to_phase(game, s, "german_breakthrough")
    s = apply(game, s, PlayCard(G, "single", "", "tank_action"))
    assert Attack(G, ("pz",), game.hex("0303")) in game.legal_actions(s)


def test_12_2_blitzkrieg_moves_two_different_tanks_never_one_move_one_attack():
    game, s = setup()
    s = apply(game, s, PlayCard(G, "blitz", "", "tank_action"))
    moves, attacks = decision(game, s)
    assert ("pz1", "pz2") in attacks  # the joint attack is offered
    s = apply(game, s, move_to(game, s, "pz1", "0301", "breakthrough"))
    moves, attacks = decision(game, s)
    assert moves == {"pz2"} and attacks == set()
    s = apply(game, s, move_to(game, s, "pz2", "0502", "breakthrough"))
    assert s.pending is None and "single" in s.hands[G]


def test_12_2_blitzkrieg_two_tanks_attack_one_hex_together():
    game, s = setup(dice=(1,))
    s = apply(game, s, PlayCard(G, "blitz", "", "tank_action"))
    s = settle(game, apply(game, s, Attack(G, ("pz1", "pz2"), game.hex("0303"))), defence=("x",))
    assert s.units["x"].status != ON_MAP or where(game, s, "x") != "0303"
    assert s.units["pz1"].step == 1 and s.units["pz2"].step == 1 and s.pending is None


def test_12_2_blitzkrieg_two_attacks_on_different_hexes():
    b = BtmBuilder().cards(G, BLITZ)
    b.piece("pz1", G, "0302", "panzer").piece("pz2", G, "0402", "panzer")
    b.piece("x", S, "0303").piece("z", S, "0502")
    game = b.game()
    s = to_phase(game, start(game, (6, 6)), "german_breakthrough")
    s = apply(game, s, PlayCard(G, "blitz", "", "tank_action"))
    s = settle(game, apply(game, s, Attack(G, ("pz1",), game.hex("0303"))), defence=("x",),
               stop_at="tank_action")
    assert s.pending.kind == "tank_action"
    moves, attacks = decision(game, s)
    assert moves == set() and attacks == {("pz2",)}
    assert all(game.label(a.target) == "0502" for a in game.legal_actions(s) if isinstance(a, Attack))


def test_12_3_two_stacked_corps_act_on_one_card_to_the_same_hex():
    t34 = card("t34", S, {"type": "tank_action", "count": 1})
    b = BtmBuilder().cards(S, t34).piece("m1", S, "0304", "mc").piece("m2", S, "0304", "mc")
    b.piece("m3", S, "0406", "mc").piece("g", G, "0303").piece("gg", G, "G")
    game = b.game()
    s = to_phase(game, start(game), "soviet_breakthrough")
    s = apply(game, s, PlayCard(S, "t34", "", "tank_action"))
    moves, attacks = decision(game, s)
    assert ("m1", "m2") in attacks and ("m1", "m3") not in attacks
    s = apply(game, s, move_to(game, s, "m1", "0305", "breakthrough"))
    legal = game.legal_actions(s)
    follow = [a for a in legal if isinstance(a, Move)]
    assert {(a.unit, game.label(a.to)) for a in follow} == {("m2", "0305")}
    s = apply(game, s, follow[0])
    assert sorted(s.units_at(game.hex("0305"))) == ["m1", "m2"] and s.pending is None
