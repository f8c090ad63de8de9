"""10.1, 10.2.2, 10.3.6 (issue 45): neither side has an odds floor on declaring an attack.
The Axis attacks at will (10.1) and the rulebook states no floor for it; the Soviets have
none (10.2.2). 1:5 or worse after the shifts eliminates the attackers (10.3.6) but is no
bar to declaring. (The 1:2 floor the Axis had was a reading of 10.2.2 the rulebook does
not state.)"""

from __future__ import annotations

from qtwargame.engine.actions import Attack
from qtwargame.rules.shin_barbarossa import combat
from tests.rules.shin_barbarossa.issue45_positions import position


def test_10_1_the_axis_may_attack_4_against_9():
    """The 1st Army Corps reduced (4) against a rifle corps (4) and a Far East corps (5)
    in 2319: 4 against 9 is 1:3 before shifts."""
    game, state = position(3, "axis_combat", {"de_ak1": "2218", "su_rc10": "2319", "su_r4_fe1": "2319"},
                           steps={"de_ak1": 1})
    attack = Attack("axis", ("de_ak1",), game.hex("2319"))
    assert attack in game.legal_actions(state)
    after, _ = game.apply(state, attack)
    assert after.data["declared"][0]["attackers"] == ["de_ak1"]
    assert combat.axis_attack_allowed(game.cache.data, 4, 9)
    assert game.cache.data.axis_odds_floor is None


def test_10_2_2_the_soviets_may_attack_at_any_odds():
    """A reduced rifle corps (2) owes an attack on the full 41st Panzer Corps (12): 1:6."""
    game, state = position(3, "soviet_combat", {"su_rc10": "2319", "de_pz41": "2219"}, steps={"su_rc10": 1})
    attack = Attack("soviet", ("su_rc10",), game.hex("2219"))
    assert attack in game.legal_actions(state)


def test_10_1_a_floor_set_as_a_scenario_variant_still_holds():
    """A scenario (or a game saved with the old shipped 1:2 floor) may set one."""
    game, _ = position(3, "axis_combat", {})
    data = game.cache.data.model_copy(update={"axis_odds_floor": "1:2"})
    assert not combat.axis_attack_allowed(data, 4, 9)
    assert combat.axis_attack_allowed(data, 5, 9)
