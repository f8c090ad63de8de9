"""10.7.2 with 10.7.4 and 17.3: a defender that advances into the hex of attackers wiped
out is advancing after combat like any other, so it may not advance into terrain it may
not enter (but along a road), and militia stay within 2 hexes of their city.

Places: the forest 3310 (no road) and the clear 3410 beside it; Moscow 3214, the clear
3212 two hexes from it and the clear 3112 three hexes from it.
"""

from __future__ import annotations

from qtwargame.engine.actions import Advance, Attack, Choose, Opt
from qtwargame.engine.state import ELIMINATED, ON_MAP
from tests.rules.shin_barbarossa.reading import position


def resolve(game, state, attack):
    state, _ = game.apply(state, attack)
    state, _ = game.apply(state, Choose(attack.side, Opt.RESOLVE))
    state, _ = game.apply(state, game.legal_actions(state)[0])
    return state


def advances(game, state):
    return [(a.unit, game.label(a.hex)) for a in game.legal_actions(state) if isinstance(a, Advance)]


def test_10_7_2_10_7_4_a_panzer_does_not_advance_into_the_forest_its_attackers_held():
    # A reduced rifle corps (2) attacks out of the forest 3310 a panzer corps (12) on
    # 3410: 1:6, +1 forest, +1 the panzer out of supply, -1 out of command: 1:5, the
    # attacker is eliminated unrolled and the panzer is unhurt (10.7.2). The forest is
    # closed to armour off the roads (8.1.3, 10.7.4): no advance is offered.
    game, state = position("soviet_combat", {"de_pz41": "3410", "su_rc10": ("3310", 1)})
    state = resolve(game, state, Attack("soviet", ("su_rc10",), game.hex("3410")))
    assert state.units["su_rc10"].status == ELIMINATED
    assert state.units["de_pz41"].step == 0
    assert advances(game, state) == []
    assert state.pending is None and "combat" not in state.data


def test_10_7_2_17_3_militia_do_not_advance_three_hexes_from_moscow():
    # A reduced German corps (4) on 3112 attacks two militia (2 + 2) on 3212: 1:1, +1 the
    # militia out of command, -1 the Germans out of supply: 1:1, die 4 is 1/0. The Germans
    # are eliminated and the militia are unhurt, but 3112 lies 3 hexes from Moscow (17.3).
    game, state = position("axis_combat", {"de_ak1": ("3112", 1), "su_mil1": "3212",
                                           "su_mil2": "3212"}, dice=(4,))
    assert game.hex("3112").distance(game.hex("3214")) == 3
    state = resolve(game, state, Attack("axis", ("de_ak1",), game.hex("3212")))
    assert state.units["de_ak1"].status != ON_MAP
    assert advances(game, state) == []
    assert state.pending is None and "combat" not in state.data


def test_10_7_2_an_unhurt_defender_still_advances_into_clear_ground():
    # The first combat with the rifle corps attacking from the clear 3411 (1:6, no forest
    # shift: eliminated unrolled): the panzer may advance into it.
    game, state = position("soviet_combat", {"de_pz41": "3410", "su_rc10": ("3411", 1)})
    state = resolve(game, state, Attack("soviet", ("su_rc10",), game.hex("3410")))
    assert state.units["su_rc10"].status == ELIMINATED
    assert advances(game, state) == [("de_pz41", "3411")]


def test_10_7_2_every_unit_of_the_unhurt_defending_stack_may_advance():
    # A reduced rifle corps (2) attacks out of the clear 3411 a panzer corps (12) and a
    # German corps (7) on 3410: 2:19 is worse than 1:5, the attacker is eliminated unrolled
    # and the Germans are unhurt. 10.7.2 lets the defender advance, the stack as the
    # attacker's may (10.7.1): both units, one after the other, within the limit (6.1).
    units = {"de_pz41": "3410", "de_ak1": "3410", "su_rc10": ("3411", 1)}
    game, state = position("soviet_combat", units)
    state = resolve(game, state, Attack("soviet", ("su_rc10",), game.hex("3410")))
    assert state.units["su_rc10"].status == ELIMINATED
    assert advances(game, state) == [("de_ak1", "3411"), ("de_pz41", "3411")]
    state, _ = game.apply(state, Advance("axis", "de_pz41", game.hex("3411")))
    assert advances(game, state) == [("de_ak1", "3411")]
    state, _ = game.apply(state, Advance("axis", "de_ak1", game.hex("3411")))
    assert state.units["de_ak1"].hex == state.units["de_pz41"].hex == game.hex("3411")
    assert state.pending is None and "combat" not in state.data
