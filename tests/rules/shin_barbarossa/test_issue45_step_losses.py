"""10.5.2 (issue 45): step losses go first to combat units that have lost no step; among
units alike the owner chooses. Read: a unit reduced before this combat has lost a step
(the sentence speaks of the unit's state, not of this combat), so a full-strength unit
takes the first loss ahead of it."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.rules.shin_barbarossa import results
from tests.rules.shin_barbarossa.issue45_positions import position


def resolved(steps: dict[str, int], die: int):
    """Turn 3, Axis combat: the 41st Panzer Corps (2219) and the 1st Army Corps (2218)
    attack two rifle corps in 2319 (clear, no leader), ``steps`` naming units reduced
    before the combat; the combat die is ``die``. The state after the roll."""
    game, state = position(3, "axis_combat", {"su_rc10": "2319", "su_rc11": "2319", "de_pz41": "2219",
                                               "de_ak1": "2218"}, steps=steps, dice=(die,))
    attack = Attack("axis", ("de_ak1", "de_pz41"), game.hex("2319"))
    assert attack in game.legal_actions(state)
    state, _ = game.apply(state, attack)
    state, _ = game.apply(state, Choose("axis", Opt.RESOLVE))
    state, log = game.apply(state, Choose("axis", Opt.RESOLVE, hexes=(game.hex("2319"),)))
    return game, state, log


def test_10_5_2_a_defender_reduced_before_the_combat_is_not_the_first_to_lose():
    """19 against 6 is 3:1; a 3 reads 0/1: the full-strength corps loses the step, no
    choice is asked."""
    game, state, log = resolved({"su_rc11": 1}, 3)
    assert any("3:1 on the Axis table, result 0/1" in e.text.format() for e in log)
    assert state.pending is None
    assert (state.units["su_rc10"].step, state.units["su_rc11"].step) == (1, 1)


def test_10_5_2_an_attacker_reduced_before_the_combat_is_not_the_first_to_lose():
    """The panzer corps reduced to 9: 16 against 6 is 2:1; a 5 reads 1/0: the infantry
    corps at full strength loses the step."""
    game, state, log = resolved({"de_pz41": 1}, 5)
    assert any("2:1 on the Axis table, result 1/0" in e.text.format() for e in log)
    assert state.pending is None
    assert (state.units["de_pz41"].step, state.units["de_ak1"].step) == (1, 1)


def test_10_5_2_among_reduced_units_the_owner_chooses():
    """A 6 reads 2/0: the first step from the full corps, the second the Axis player's
    choice between the two, both reduced now."""
    game, state, _ = resolved({"de_pz41": 1}, 6)
    assert state.units["de_ak1"].step == 1
    assert state.pending.kind == "loss" and state.pending.data["units"] == ["de_ak1", "de_pz41"]


def test_10_5_2_next_loss_counts_every_step_lost():
    steps = {"pz": 4, "inf": 2}
    assert results.next_loss({"pz": 1, "inf": 0}, steps) == ["inf"]  # the panzer came in reduced
    assert results.next_loss({"pz": 0, "inf": 1}, steps) == ["pz"]
