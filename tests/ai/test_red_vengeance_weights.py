"""Red Vengeance's evaluation weights (issue 49, item 4): the evaluation module declares the
multipliers of its own terms (``WEIGHTS``) so the tuner can search them; the defaults,
given or not, give the values the evaluation gave before, bit for bit, and each weight
moves the value by exactly its term."""

from __future__ import annotations

import pytest

from qtwargame.ai import evaluation as generic_ev
from qtwargame.ai.evaluation import W_MATERIAL, material, territory
from qtwargame.ai.weights import GENERIC, declared, with_defaults
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import evaluation as ev

SIDES = ("axis", "allied")


def builder(turn: int, phase: str) -> PositionBuilder:
    return PositionBuilder.from_scenario("red_vengeance").at(turn=turn, phase=phase)


def overstacked():
    """Three Soviet armies in one hex after the Allied movement (6.3: one is removed)."""
    b = builder(1, "allied_move")
    for u in ("sov_42", "sov_67", "sov_1s"):
        b.place(u, "0203")
    return b.build(seed=1)


def on_vienna():
    """Four Soviet armies next to a German corps out of supply in Vienna (2219) before the
    Allied combat phase: a forced combat that may take the city (8.1, 8.7)."""
    b = builder(1, "allied_move")
    for uid, at in (("ger_20", "2219"), ("sov_42", "2320"), ("sov_67", "2320"),
                    ("sov_1s", "2319"), ("sov_22", "2319")):
        b.place(uid, at)
    return b.build(seed=1)


def vienna_exposed():
    """Vienna Allied and empty, a German corps next to it, turn 10 (7.2, 15.1)."""
    game, state = builder(10, "axis_move").place("sov_42", "2320").place("ger_20", "2119").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    return game, state


def german_dead():
    """A German corps eliminated: the Allies lead the casualty race by a point (15.2)."""
    b = builder(11, "axis_move")
    b.place("ger_38", None, status="eliminated")
    return b.build(seed=2)


def far_behind():
    """One German corps and four Soviet armies, 6, 6, 2 and 14 hexes from it."""
    b = builder(3, "allied_move")
    for u in b.data["units"]:
        b.place(u["id"], None, status="pool")
    b.place("ger_20", "0203").place("sov_42", "0803").place("sov_67", "0803")
    return b.place("sov_22", "0403").place("sov_1s", "1603").build(seed=1)


POSITIONS = (overstacked, on_vienna, vienna_exposed, german_dead, far_behind)


def test_weights_are_the_modules_own_and_declared_with_the_generic_ones():
    assert set(ev.WEIGHTS).isdisjoint(GENERIC)
    game, _ = german_dead()
    assert dict(declared(game)) == {**GENERIC, **ev.WEIGHTS}
    assert (ev.W_CASUALTY, ev.MAJOR_CITY_WORTH, ev.W_FRONT, ev.W_EXPOSED, ev.W_EXPOSED_LAST,
            ev.W_TAKE, ev.W_IDLE) == (0.15, 0.25, 6.0, 0.5, 1.0, 0.5, 0.02)


@pytest.mark.parametrize("make", POSITIONS, ids=lambda f: f.__name__)
def test_the_default_weights_given_change_no_value(make):
    game, state = make()
    weights = declared(game)
    for side in SIDES:
        value = ev.evaluate(game, state, side)
        assert ev.evaluate(game, state, side, weights=weights) == value
        assert generic_ev.evaluate(game, state, side, weights) == value
        assert ev.lookahead(game, state, side, weights=weights) == ev.lookahead(game, state, side)


def test_the_terms_the_positions_exercise():
    # Each position's own term is not nought, so the equalities above compare them.
    game, state = overstacked()
    assert ev.excess(game, state) == {"allied": ["sov_1s"]}
    game, state = on_vienna()
    assert ev.forced_combats(game, state, "allied") != 0.0
    game, state = vienna_exposed()
    assert ev.exposure(game, state)["allied"] == 1.0
    game, state = german_dead()
    assert ev.casualty_lead(game, state, "allied") == 1.0
    game, state = far_behind()
    assert ev.lookahead(game, state, "allied") == pytest.approx(-0.36)


def test_15_2_casualty_lead_weight():
    # The Allies lead by one casualty point; no forced combat in the Axis movement, so
    # doubling the weight adds 0.15 x 1 to their value and takes it from the Axis's.
    game, state = german_dead()
    doubled = with_defaults({"casualty_lead": 0.3}, declared(game))
    for side, lead in (("allied", 1.0), ("axis", -1.0)):
        gained = ev.evaluate(game, state, side, weights=doubled) - ev.evaluate(game, state, side)
        assert gained == pytest.approx(0.15 * lead, abs=1e-12)


def test_7_2_15_1_exposed_city_weight():
    # Vienna, Allied and empty, a German corps a hex away (reach 3): 0.5 of its two-point
    # swing at risk; at weight 0 nothing, doubled all of it; the last-turn weight is not
    # read before the last turn.
    game, state = vienna_exposed()
    d = declared(game)
    off = with_defaults({"exposed_city": 0.0}, d)
    doubled = with_defaults({"exposed_city": 1.0, "exposed_city_last_turn": 0.0}, d)
    assert ev.exposure(game, state, off) == {"axis": 0.0, "allied": 0.0}
    assert ev.exposure(game, state, doubled) == {"axis": 0.0, "allied": 2.0}
    assert ev.evaluate(game, state, "allied", weights=off) - ev.evaluate(game, state, "allied") \
        == pytest.approx(1.0, abs=1e-12)
    assert ev.evaluate(game, state, "axis", weights=off) - ev.evaluate(game, state, "axis") \
        == pytest.approx(-1.0, abs=1e-12)


def test_15_0_exposed_city_last_turn_weight():
    # The same on the last turn: the whole swing by default, half of it at weight 0.5.
    b = builder(11, "axis_move")
    game, state = b.place("ger_20", "2119").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    half = with_defaults({"exposed_city_last_turn": 0.5, "exposed_city": 0.0}, declared(game))
    assert ev.exposure(game, state)["allied"] == 2.0
    assert ev.exposure(game, state, half)["allied"] == 1.0


def test_8_7_15_1_city_taken_weight():
    # The forced combat on Vienna: 8 dice hitting on a 6 (8/6 hits expected) against one
    # corps; the chance it leaves the city is 8/6 - 1 (8.61), times the city's two-point
    # swing, times 0.5. Without the weight, the Allies' value loses exactly that.
    game, state = on_vienna()
    off = with_defaults({"city_taken": 0.0}, declared(game))
    taken = 0.5 * 2.0 * (8 / 6 - 1)
    for side, sign in (("allied", 1.0), ("axis", -1.0)):
        lost = ev.evaluate(game, state, side) - ev.evaluate(game, state, side, weights=off)
        assert lost == pytest.approx(sign * taken, abs=1e-12)


def test_10_4_idle_unit_weight():
    # 18 hexes of Allied units beyond the two counted free: 0.02 each, 0.04 doubled.
    game, state = far_behind()
    d = declared(game)
    assert ev.lookahead(game, state, "allied", weights=with_defaults({"idle_unit": 0.04}, d)) \
        == pytest.approx(-0.72)
    assert ev.lookahead(game, state, "allied", weights=with_defaults({"idle_unit": 0.0}, d)) == 0.0
    assert ev.lookahead(game, state, "axis", weights=with_defaults({"idle_unit": 0.04}, d)) == 0.0


def test_7_2_front_line_weight_replaces_territory():
    # The front's weight replaces the generic territory weight: doubling front_line adds
    # 6 x the share held; changing territory changes nothing but rounding.
    game, state = german_dead()
    d = declared(game)
    control = list(state.control.values())
    held = (2 * control.count("allied") - len(control)) / len(control)
    assert territory(state, "allied") == held
    front = with_defaults({"front_line": 12.0}, d)
    assert ev.evaluate(game, state, "allied", weights=front) - ev.evaluate(game, state, "allied") \
        == pytest.approx(6.0 * held, abs=1e-12)
    no_territory = with_defaults({"territory": 0.0}, d)
    assert ev.evaluate(game, state, "allied", weights=no_territory) \
        == pytest.approx(ev.evaluate(game, state, "allied"), abs=1e-12)


def test_15_1_major_city_weight():
    # A major city that is no objective (Stettin, 1220, among them) is worth the weight in
    # the nearness terms; Berlin (1422) keeps its two points, Zagreb (2624) its one.
    game, _ = german_dead()
    d = declared(game)
    worth = {game.cache.labels[game.cache.idx[h]]: w
             for h, w in ev.objectives(game, with_defaults({"major_city": 0.5}, d))}
    assert (worth["1220"], worth["1422"], worth["2624"]) == (0.5, 2, 1)
    assert sorted(worth.values()).count(0.5) == 19
    # The default weights give the very tuple kept for the game.
    assert ev.objectives(game, d) is ev.objectives(game)


def test_6_3_material_weight_reaches_the_overstacked_units():
    # The generic material weight also weighs what the Red Vengeance terms count as
    # material: the army the opponent removes (6.3), 8 of both armies' total.
    game, state = overstacked()
    gone = ev.excess(game, state)
    total = sum(material(game, state).values())
    doubled = with_defaults({"material": 2 * W_MATERIAL}, declared(game))
    assert ev.overstack_loss(game, state, "allied", gone) == -W_MATERIAL * 8.0 / total
    assert ev.overstack_loss(game, state, "allied", gone, doubled) == -2 * W_MATERIAL * 8.0 / total
