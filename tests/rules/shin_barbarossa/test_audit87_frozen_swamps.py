"""15.3, 15.4a: frozen ground and snow take away every effect of swamps, not only their
movement costs: the Soviet defence shift of a swamp (10.4.1) and the swamp's bar on armour
retreating or advancing into it (10.6.5, 10.7.4) go too, as they go for movement (8.1.3).

Places: the swamp 1126 (no road, no river towards 1125) in the Pripet marshes, the clear
1125 beside it.
"""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Advance, Attack, Choose, Opt
from qtwargame.engine.state import ELIMINATED
from qtwargame.rules.shin_barbarossa import battle
from tests.rules.shin_barbarossa.reading import position


def shifts(pv):
    return [(n, why.text) for n, why in pv.shifts]


def test_15_3_the_swamp_these_tests_use():
    game, state = position("axis_combat", {})
    b = game.board
    assert b.terrain[b.hex("1126")] == "swamp" and not b.road.get(b.hex("1126"))
    assert b.terrain[b.hex("1125")] == "clear" and not b.features(b.hex("1125"), b.hex("1126"))


@pytest.mark.parametrize("weather", ["frozen", "snow"])
def test_15_3_15_4a_10_4_1_a_frozen_swamp_gives_the_soviet_defender_no_shift(weather):
    # Two German corps (14) against a rifle corps (4) with a leader of ability 2 (6) in
    # the swamp 1126: 14:6 is 2:1; in clear weather the swamp's defence shift makes it 1:1.
    units = {"de_ak1": "1125", "de_ak2": "1125", "su_rc10": "1126", "ldr_konev": "1126"}
    game, state = position("axis_combat", units, weather="clear")
    pv = battle.preview(game, state, ("de_ak1", "de_ak2"), (game.hex("1126"),))
    assert (pv.attack_strength, pv.defense_strength) == (14, 6)
    assert shifts(pv) == [(-1, "Soviet defence in {terrain}")]
    assert pv.column == "1:1"
    game, state = position("axis_combat", units, weather=weather)
    pv = battle.preview(game, state, ("de_ak1", "de_ak2"), (game.hex("1126"),))
    assert "Soviet defence in {terrain}" not in [why for _, why in shifts(pv)]
    if weather == "frozen":
        assert shifts(pv) == [] and pv.column == "2:1"


def retreat_ends(game, state, uid):
    return sorted(tuple(game.label(h) for h in p) for p in battle.retreat_options(game, state, uid))


def test_15_3_10_6_5_a_tank_corps_retreats_through_a_frozen_swamp():
    # A tank corps on 1125, ringed by swamps and by the ZOC of a German corps on 1124: in
    # clear weather it has no retreat (10.6.5: no swamp for armour off the roads, 10.6.7);
    # frozen, the swamps are open ground.
    units = {"su_mc3": "1125", "de_ak1": "1124"}
    game, state = position("axis_combat", units, weather="clear")
    assert retreat_ends(game, state, "su_mc3") == []
    game, state = position("axis_combat", units, weather="frozen")
    assert retreat_ends(game, state, "su_mc3") == [
        ("1025", "0925"), ("1025", "0926"), ("1025", "1026"), ("1126", "1026"), ("1126", "1127"),
        ("1126", "1226"), ("1225", "1226"), ("1225", "1325"), ("1225", "1326")]


def advances_after_eliminating(weather):
    # A panzer corps (12) on 1125 against a reduced rifle corps (2) in the swamp 1126;
    # die 1 on 6:1 or 7:1 is 0/4: the rifle corps is eliminated (10.7.1: two hexes).
    game, state = position("axis_combat", {"de_pz41": "1125", "su_rc10": ("1126", 1)},
                           weather=weather, dice=(1,))
    state, _ = game.apply(state, Attack("axis", ("de_pz41",), game.hex("1126")))
    state, _ = game.apply(state, Choose("axis", Opt.RESOLVE))
    state, _ = game.apply(state, game.legal_actions(state)[0])
    assert state.units["su_rc10"].status == ELIMINATED
    if state.pending is None:  # 10.7: no unit may advance, so nobody is asked
        return []
    assert state.pending.kind == "advance"
    return sorted(game.label(a.hex) for a in game.legal_actions(state) if isinstance(a, Advance))


def test_15_3_10_7_4_a_panzer_advances_into_a_frozen_swamp():
    assert advances_after_eliminating("clear") == []  # 10.7.4: no swamp for armour
    assert advances_after_eliminating("frozen") == ["1025", "1026", "1125", "1126", "1127", "1225", "1226"]
