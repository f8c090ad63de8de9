"""10.5.1, 10.5.2, 10.6.1 with 13.5, 13.6: a supply center has a combat strength of 0 and
no steps; it is no combat unit. Step losses fall on the combat units of the hex (a leader
counts as a one-step unit, 11.3.1a); the center is not one of them, so a stack cannot give
up its supply center instead of a step (it returns as a reinforcement at no cost in
points, 13.7, 19.3d). Left alone in enemy ZOC when the combat units are gone, the center is
removed (13.5), as when they retreat (13.6).

A German corps (7) with a supply center on 3806, attacked by two rifle corps (8) and
Konev (2, 11.3.1b) from 3805: 10:7 is 1:1 on the Soviet table. Die 2 is 1/1, die 3 is 1/R,
die 1 is 1/2.
"""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, Opt, TakeLoss
from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED
from qtwargame.rules.shin_barbarossa import battle
from tests.rules.shin_barbarossa.reading import position

UNITS = {"su_rc10": "3805", "su_rc11": "3805", "ldr_konev": "3805", "de_ak1": "3806", "sc_c": "3806"}
ATTACKERS = ("su_rc10", "su_rc11")


def rolled(die: int):
    """The combat rolled with ``die``, the Soviet step taken from su_rc10."""
    game, state = position("soviet_combat", UNITS, dice=(die,))
    pv = battle.preview(game, state, ATTACKERS, (game.hex("3806"),))
    assert (pv.attack_strength, pv.defense_strength, pv.column) == (10, 7, "1:1")
    state, _ = game.apply(state, Attack("soviet", ATTACKERS, game.hex("3806")))
    state, _ = game.apply(state, Choose("soviet", Opt.RESOLVE))
    state, _ = game.apply(state, next(a for a in game.legal_actions(state) if isinstance(a, Choose)))
    state, _ = game.apply(state, TakeLoss("soviet", "su_rc10"))
    return game, state


def test_10_5_2_13_5_a_supply_center_takes_no_step_loss():
    game, state = rolled(2)  # 1/1
    assert state.pending is None or state.pending.kind != "loss"
    assert state.units["de_ak1"].step == 1 and state.units["de_ak1"].status == ON_MAP
    assert state.units["sc_c"].status == ON_MAP and state.units["sc_c"].hex == game.hex("3806")


def test_10_6_1_13_6_an_r_is_a_step_of_a_combat_unit_or_a_retreat():
    game, state = rolled(3)  # 1/R
    assert state.pending.kind == "r_choice"
    assert game.legal_actions(state) == [TakeLoss("axis", "de_ak1"), Choose("axis", Opt.RETREAT)]


def test_10_5_1_13_5_the_center_is_removed_when_its_combat_units_are_gone():
    game, state = rolled(1)  # 1/2: the corps loses both steps
    assert state.units["de_ak1"].status == REMOVED
    assert state.units["sc_c"].status == ELIMINATED  # alone in enemy ZOC (13.5)


def test_10_3_7_preview_a_supply_center_adds_no_step_to_lose():
    # A reduced corps (one step) and the center: 0/2 costs the corps its last step and no
    # more, and the hex is left (the center alone in enemy ZOC is removed, 13.5); 0/1 too.
    game, state = position("soviet_combat", {**UNITS, "de_ak1": ("3806", 1)})
    for result in ("0/2", "0/1"):
        assert battle.expected_losses(game, state, ["su_rc10"], ["de_ak1", "sc_c"], {result: 1.0}) == (
            (0.0, 1.0), 1.0)
