"""10.3.4 (issue 45): the attacker may split a stack, each of its units joining another
attack, so part of one stack may attack together with the units of another hex, and the
rest of the stack attack elsewhere (each unit in one attack only, 10.3.2: all declared
before any is resolved)."""

from __future__ import annotations

from qtwargame.engine.actions import Attack
from qtwargame.rules.shin_barbarossa.battle import attacks
from tests.rules.shin_barbarossa.reading import position, refused


def test_10_3_4_one_unit_of_a_stack_attacks_with_the_units_of_another_hex():
    """Two German corps on 3804, one on 3905; Soviet corps on 3805 (next to both hexes)
    and on 3704 (next to 3804 only). One corps of 3804 joins the corps of 3905 against
    3805 while the other attacks 3704: both are declared, in that order."""
    units = {"de_ak1": "3804", "de_ak2": "3804", "de_ak5": "3905", "su_rc10": "3805", "su_rc11": "3704"}
    game, state = position("axis_combat", units)
    together = Attack("axis", ("de_ak1", "de_ak5"), game.hex("3805"))
    rest = Attack("axis", ("de_ak2",), game.hex("3704"))
    assert together in attacks(game, state)
    state, _ = game.apply(state, together)
    assert rest in attacks(game, state)
    # a unit joins one attack only: de_ak1 is committed
    assert all("de_ak1" not in a.attackers and "de_ak5" not in a.attackers for a in attacks(game, state))
    state, _ = game.apply(state, rest)
    assert game.declared_combats(state) == [together, rest]


def test_10_3_4_every_set_of_adjacent_units_may_attack_and_no_other():
    """Against 3805: the two corps of 3804 and the one of 3905 (3 units) make the seven
    sets of one, two or three of them; a unit two hexes away (3703) joins none."""
    units = {"de_ak1": "3804", "de_ak2": "3804", "de_ak5": "3905", "de_ak6": "3703", "su_rc10": "3805"}
    game, state = position("axis_combat", units)
    sets = sorted(a.attackers for a in attacks(game, state) if a.target == game.hex("3805") and not a.air)
    assert sets == [("de_ak1",), ("de_ak1", "de_ak2"), ("de_ak1", "de_ak2", "de_ak5"), ("de_ak1", "de_ak5"),
                    ("de_ak2",), ("de_ak2", "de_ak5"), ("de_ak5",)]
    assert refused(game, state, Attack("axis", ("de_ak5", "de_ak6"), game.hex("3805"))).rule == "10.0"


def test_10_3_4_a_soviet_stack_splits_too():
    """The Soviet side alike: of two rifle corps on 3805, one attacks the German corps on
    3804 together with the corps on 3704; the other (next to 3804 only) may then attack
    3804 no more, since the hex is attacked (10.3.3: a defending stack is attacked once)."""
    units = {"su_rc10": "3805", "su_rc11": "3805", "su_rc14": "3704", "de_ak1": "3804"}
    game, state = position("soviet_combat", units)
    together = Attack("soviet", ("su_rc10", "su_rc14"), game.hex("3804"))
    assert together in attacks(game, state)
    state, _ = game.apply(state, together)
    assert game.declared_combats(state) == [together]
    assert attacks(game, state) == []


def test_11_3_1b_10_3_4_a_leader_joins_one_combat_of_its_split_stack():
    """Zhukov (ability 3) with two rifle corps (4 each) on 3805, German corps on 3804 and
    3705: the corps split (10.3.4); Zhukov joins the combat declared first with a unit of
    his hex and adds his 3 there only (11.3.1b), not to the other half's combat."""
    units = {"su_rc10": "3805", "su_rc11": "3805", "ldr_zhukov": "3805", "de_ak1": "3804", "de_ak2": "3705"}
    game, state = position("soviet_combat", units)
    first = Attack("soviet", ("su_rc10",), game.hex("3804"))
    second = Attack("soviet", ("su_rc11",), game.hex("3705"))
    assert game.ruleset.preview(game, state, first).attack_strength == 4 + 3
    assert game.ruleset.preview(game, state, second).attack_strength == 4 + 3  # not yet declared
    state, _ = game.apply(state, first)
    assert game.ruleset.preview(game, state, second).attack_strength == 4
    state, _ = game.apply(state, second)
    assert [game.ruleset.preview(game, state, a).attack_strength
            for a in game.declared_combats(state)] == [7, 4]
