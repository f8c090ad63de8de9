"""Shin Barbarossa's declared evaluation weights (issue 49, item 4): ``evaluation.WEIGHTS``.

The defaults given explicitly (``weights.declared``) change no value; each weight moves the
value by exactly its term's contribution, worked by hand on positions built with
PositionBuilder. Every value is from the Axis's side unless said; the Soviets' is the
generic part from theirs less the Axis outlook (``evaluate``), so a change to the Axis
outlook moves the two by the same amount, opposite ways.

The exposure position: only a German infantry corps (value 7 + 4 = 11, 3 points if lost,
19.3d) at 2010, without a line of communication in the set-up phase, and two rifle corps
(6 each) next to it at 2011, on turn 1's Soviet set-up. The Axis cities count their 15
points (19.3a); the exposure is ``exposed_cut_off`` (1/4) of the corps' 3 points and
``exposed_stack`` (1/2) x (12/11 - 1)/2 of them: 3/4 + 3/44 = 9/11. The live count is 15 -
9/11, below ``DANGER`` (15), so every point of it counts ``1 + sudden_death`` times
(19.1b), 2/5 of the value per point.
"""

from __future__ import annotations

import pytest

from qtwargame.ai import evaluation as ai_evaluation
from qtwargame.ai.weights import GENERIC, declared, with_defaults
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.position import PositionBuilder
from qtwargame.rules.shin_barbarossa import evaluation as ev


def alone(phase: str, placed: dict[str, str], *, turn: int = 2, **data):
    """Turn ``turn``, ``phase``; only the ``placed`` units on the map; ``data`` in the
    state's data (a Hitler order, declared combats)."""
    b = PositionBuilder.from_scenario("shin_barbarossa").at(turn=turn, phase=phase)
    if data:
        b.state_data(**data)
    game, state = b.build(seed=1)
    for uid in list(state.units):
        if state.units[uid].status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)
    for uid, label in placed.items():
        state.units[uid] = UnitState(game.hex(label), 0, ON_MAP)
    return game, state


EXPOSED = {"de_ak7": "2010", "su_rc10": "2011", "su_rc11": "2011"}
#: 10.3.7: the 10th Rifle Corps alone in Lvov (a city of 5 points) with the 41st and 39th
#: Panzer Corps next to it (tests/ai/test_sb_lookahead.py works the exchange).
LVOV = {"su_rc10": "0633", "de_pz41": "0533", "de_pz39": "0632"}


def exposed(**data):
    return alone("setup_soviet", EXPOSED, turn=1, **data)


def with_weight(game, **changes):
    return with_defaults(changes, declared(game))


POSITIONS = {
    # the historical set-up: exposure, supply centers behind the front (13.1)
    "setup": lambda: PositionBuilder.from_scenario("shin_barbarossa").build(seed=1),
    # exposure of a cut-off corps below the danger line, with a Hitler order (18.1)
    "exposed": lambda: exposed(order="take_kiev"),
    # the Axis's first movement: the Axis lookahead (10.3.7)
    "lvov": lambda: alone("axis_move_1", LVOV),
    # the Soviet movement: an owed attack (10.2)
    "owed": lambda: alone("soviet_move", {"su_rc10": "0534", "de_pz41": "0533"}),
    # a declared, unresolved combat (10.3.2); Kharkov (3031) held for the coming orders (18.1)
    "declared": lambda: alone("axis_combat", {"de_pz41": "0533", "de_pz56": "0533",
                                              "su_rc10": "0534", "de_pz47": "3031"},
                              stage="declare", declared=[{"attackers": ["de_pz41", "de_pz56"],
                                                          "targets": ["0534"], "air": 0}]),
}


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_the_default_weights_given_explicitly_change_no_value(name):
    """With ``weights=declared(game)`` every value is the one without weights, bit for
    bit, through the module and through ``qtwargame.ai.evaluation.evaluate``."""
    game, state = POSITIONS[name]()
    given = declared(game)
    for side in game.sides:
        plain = ev.evaluate(game, state, side)
        assert ev.evaluate(game, state, side, weights=given) == plain
        assert ai_evaluation.evaluate(game, state, side, weights=given) == plain
        assert ev.lookahead(game, state, side, weights=given) == ev.lookahead(game, state, side)


def test_the_positions_exercise_the_terms():
    """The positions of the test above reach what they are there for."""
    game, state = POSITIONS["setup"]()
    assert ev.center_lag(game, state) == 18 and ev.exposure(game, state) > 0
    game, state = POSITIONS["exposed"]()
    assert ev.exposure(game, state) == pytest.approx(9 / 11)
    assert ev.order_outlook(game, state) == -1.0
    game, state = POSITIONS["lvov"]()
    assert ev.lookahead(game, state, "axis") > 0
    game, state = POSITIONS["owed"]()
    assert ev.lookahead(game, state, "soviet") < 0
    game, state = POSITIONS["declared"]()
    lost, _, dent = ev.declared_outlook(game, state)
    assert lost["soviet"] > 0 and dent
    assert ev.future_orders(game, state) > 0


def test_weights_are_named_apart_from_the_generic_ones():
    assert set(ev.WEIGHTS).isdisjoint(GENERIC)
    game, _ = POSITIONS["lvov"]()
    assert dict(declared(game)) == {**GENERIC, **ev.WEIGHTS}
    assert (ev.CUT_CITY, ev.RISK_MAX, ev.RISK_NO_LOC, ev.CENTER_LAG, ev.ORDER_WORTH, ev.ORDER_NEAR,
            ev.ORDER_HOLD, ev.LOOKAHEAD_MATERIAL) == (0.25, 0.5, 0.25, 0.06, 1.0, 0.4, 0.5, 4.0)


def test_4_1_exposed_cut_off_weight():
    """4.1, 19.3d: without ``exposed_cut_off`` the corps without a line of communication
    counts only its risk, 3/44 of a point: the live count gains 3/4 of a point, 2/5 of the
    value each below the danger line (15 - 3/44 is still below it)."""
    game, state = exposed()
    base = ev.evaluate(game, state, "axis")
    w = with_weight(game, exposed_cut_off=0.0)
    assert ev.exposure(game, state, weights=w) == pytest.approx(3 / 44)
    assert ev.evaluate(game, state, "axis", weights=w) == pytest.approx(base + 3 / 4 * 2 / 5)
    soviet = ev.evaluate(game, state, "soviet")
    assert ev.evaluate(game, state, "soviet", weights=w) == pytest.approx(soviet - 3 / 4 * 2 / 5)


def test_19_3d_exposed_stack_weight():
    """19.3d: ``exposed_stack`` doubled doubles the corps' risk, 3/44 of a point more
    exposure: the value falls by 3/44 x 2/5."""
    game, state = exposed()
    w = with_weight(game, exposed_stack=1.0)
    assert ev.evaluate(game, state, "axis", weights=w) == pytest.approx(
        ev.evaluate(game, state, "axis") - 3 / 44 * 2 / 5)


def test_19_1b_sudden_death_weight():
    """19.1b: the 9/11 of a point the live count stands below 15 count once more, 1/5
    each; without ``sudden_death`` only once: the value rises by 9/11 / 5."""
    game, state = exposed()
    w = with_weight(game, sudden_death=0.0)
    assert ev.evaluate(game, state, "axis", weights=w) == pytest.approx(
        ev.evaluate(game, state, "axis") + 9 / 11 / 5)


def test_18_1_hitler_order_weight():
    """18.1: 'take Kiev' with no Axis unit within ten hexes of Kiev fails whole: minus
    ``hitler_order``, counted twice below the danger line. Doubled, the value falls by
    one more order, 2 x 1; through ``qtwargame.ai.evaluation.evaluate`` the same. Without
    ``hitler_order_near`` nothing is forgiven however near the Axis stands: the same
    value here, where it is far."""
    game, state = exposed(order="take_kiev")
    kiev = game.board.cities_by_id["kiev"].hex
    assert state.units["de_ak7"].hex.distance(kiev) > 10
    assert ev.order_outlook(game, state) == -1.0
    base = ev.evaluate(game, state, "axis")
    w = with_weight(game, hitler_order=2.0)
    assert ev.order_outlook(game, state, weights=w) == -2.0
    assert ai_evaluation.evaluate(game, state, "axis", weights=w) == pytest.approx(base - 2 * 1.0)
    w = with_weight(game, hitler_order_near=0.0)
    assert ev.evaluate(game, state, "axis", weights=w) == pytest.approx(base)
    game, state = exposed()  # no order: the weight weighs nothing
    assert ev.evaluate(game, state, "axis", weights=with_weight(game, hitler_order=2.0)) == \
        pytest.approx(ev.evaluate(game, state, "axis"))


def test_13_1_center_lag_weight():
    """12.2, 13.1: at the set-up the three supply centers stand 18 columns behind the
    front in all (tests/ai/test_sb_evaluation.py), ``center_lag`` (0.06) each: without
    the weight the Axis value rises by 18 x 0.06 and the Soviet one falls as much."""
    game, state = POSITIONS["setup"]()
    assert ev.center_lag(game, state) == 18
    w = with_weight(game, center_lag=0.0)
    for side, sign in (("axis", 1), ("soviet", -1)):
        assert ev.evaluate(game, state, side, weights=w) == pytest.approx(
            ev.evaluate(game, state, side) + sign * 18 * 0.06)


def test_10_5_lookahead_material_weight():
    """10.5, 10.7: the Axis attack on Lvov gains 5 points of material out of 1813 at
    ``lookahead_material`` x ``material`` (4 x 6) and the city (worth 1) left 3/4 of the
    time (tests/ai/test_sb_lookahead.py). Without the weight only the city counts; with
    ``material`` halved the material counts 4 x 3."""
    game, state = POSITIONS["lvov"]()
    assert ev.lookahead(game, state, "axis") == pytest.approx(24 * 5 / 1813 + 3 / 4)
    w = with_weight(game, lookahead_material=0.0)
    assert ev.lookahead(game, state, "axis", weights=w) == pytest.approx(3 / 4)
    w = with_weight(game, lookahead_material=8.0)
    assert ev.lookahead(game, state, "axis", weights=w) == pytest.approx(48 * 5 / 1813 + 3 / 4)
    w = with_weight(game, material=3.0)
    assert ev.lookahead(game, state, "axis", weights=w) == pytest.approx(12 * 5 / 1813 + 3 / 4)


def test_19_3_the_generic_points_are_replaced_by_the_live_count_whatever_their_weight():
    """19.3: the generic victory points (the last end phase's total) are taken out again
    and the live count put in their place, so their weight (``points``) changes nothing."""
    game, state = exposed()
    vp = game.ruleset.victory_points(game, state)
    assert vp["axis"] != vp["soviet"]
    w = with_weight(game, points=2.0)
    for side in game.sides:
        assert ev.evaluate(game, state, side, weights=w) == pytest.approx(
            ev.evaluate(game, state, side), abs=1e-12)
