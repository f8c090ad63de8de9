"""Blitzkrieg to Moscow 2's declared evaluation weights (issue 49, item 4): the defaults
passed explicitly give every value bit for bit as before, and each weight moves the value by
exactly the term it weighs (4.0, 4.1, 4.2, 11.3, 13.1, 13.2.3)."""

from __future__ import annotations

import pytest

from qtwargame.ai import tuning
from qtwargame.ai.evaluation import facts, material, unit_value
from qtwargame.ai.weights import GENERIC, declared, with_defaults
from qtwargame.position import PositionBuilder
from qtwargame.rules.blitzkrieg_moscow import evaluation as ev
from tests.ai.test_btm2_evaluation import minsk, moscow, soviets_off_map


def overstacked():
    """Two German units in 1401 (8.1: the weaker, the 4th Army, must go, 8.3), a worn
    panzer army in a rear area, the 16th Army eliminated (4.1)."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.place("ger_2pza", "1401").place("ger_4a", "1401").place("ger_3pza", "1100", step=1)
    b.place("ger_16a", None, status="eliminated")
    return b.build(seed=3)


def corps_near_smolensk():
    """Smolensk German, held by the 4th Army; a Soviet mechanized corps at 1606 whose ZOC
    may cut its line once it moves (9.6, 13.2.3): the German lookahead counts it."""
    b = soviets_off_map()
    b.place("sov_5mc", "1606").place("ger_4a", "1405").at(turn=2, phase="german_combat")
    game, state = b.build(seed=1)
    state.control[game.hex("1405")] = "german"
    return game, state


def all_cities_on_the_last_soviet_turn():
    """Turn 6, Soviet combat, every city German, no Soviet unit on the map: 17 VP (4.1)."""
    b = soviets_off_map()
    b.at(turn=6, phase="soviet_combat")
    game, state = b.build(seed=1)
    for h in game.cache.cities:
        state.control[h] = "german"
    return game, state


POSITIONS = {
    "exposed_minsk": lambda: minsk(soviet={"sov_13a": "1306"}),
    "cut_moscow_german_phase": lambda: moscow(5),
    "cut_moscow_soviet_phase": lambda: moscow(5, "soviet_combat"),
    "overstacked": overstacked,
    "zoc_may_cut_smolensk": corps_near_smolensk,
    "attack_on_riga": lambda: minsk(phase="soviet_combat",
                                    soviet={"sov_1sha": "1702", "sov_2sha": "1702"}),
    "soviet_surrender": lambda: minsk(turn=5, soviet={"sov_13a": "0901"}),
    "last_soviet_turn": all_cities_on_the_last_soviet_turn,
}


def weighted(game, **changes):
    return with_defaults(changes, declared(game))


@pytest.mark.parametrize("name", sorted(POSITIONS))
def test_issue_49_the_declared_defaults_give_every_value_bit_for_bit(name):
    """``weights=None`` and the declared defaults passed explicitly (as the tuner and the
    tuned levels pass them) give the same floats, for both sides."""
    game, state = POSITIONS[name]()
    defaults = declared(game)
    for side in game.sides:
        assert repr(ev.evaluate(game, state, side, weights=defaults)) == repr(
            ev.evaluate(game, state, side))
        assert repr(ev.lookahead(game, state, side, weights=defaults)) == repr(
            ev.lookahead(game, state, side))
    assert ev.outlooks(game, state, True, weights=dict(defaults)) == ev.outlooks(game, state, True)


def test_issue_49_the_weights_are_declared_beside_the_generic_ones():
    game, _ = minsk()
    assert set(ev.WEIGHTS).isdisjoint(GENERIC)
    assert dict(declared(game)) == {**GENERIC, **ev.WEIGHTS}
    assert len(ev.WEIGHTS) == 16
    # The old names are the defaults; the tuner searches each on its grid of multiples.
    assert (ev.CUT_CITY, ev.EXPOSED, ev.EXPOSED_LAST, ev.LINE_BONUS) == (0.4, 0.5, 1.0, 2.0)
    grid = {d.name: d.values for d in tuning.space(declared(game))}
    assert grid["exposed_city"] == (0.0, 0.25, 0.5, 0.75, 1.0, 1.5)
    assert grid["line_bonus"] == (0.0, 1.0, 2.0, 3.0, 4.0, 6.0)
    assert set(ev.WEIGHTS) <= set(grid)


def test_4_2_exposed_city_weight():
    """Minsk (1 VP) German and empty, the 13th Army two hexes off: its share of Minsk is
    lost; the four fresh panzer armies are 2 VP."""
    game, state = minsk(soviet={"sov_13a": "1306"})
    assert ev.german_outlook(game, state) == 0.5 + 2
    assert ev.german_outlook(game, state, weighted(game, exposed_city=0.0)) == 1 + 2
    assert ev.german_outlook(game, state, weighted(game, exposed_city=1.0)) == 0 + 2
    base = {side: ev.evaluate(game, state, side) for side in game.sides}
    none = weighted(game, exposed_city=0.0)
    assert ev.evaluate(game, state, "german", none) - base["german"] == pytest.approx(0.5, abs=1e-12)
    assert ev.evaluate(game, state, "soviet", none) - base["soviet"] == pytest.approx(-0.5, abs=1e-12)


def test_13_1_13_2_cut_city_and_surrender_risk_weights():
    """Moscow (2 VP) cut off, the 4th Army (0.5 loss) and the worn 3rd Panzer Army (1 loss
    and its worth as a worn tank, 13.1, 4.1) out of supply, three fresh panzer armies
    (1.5). Turn 5, German combat: with a cut city at half, the surrender risk at half and
    a worn tank far from a source at a quarter, 1 - 0.25 - 0.5 x (1 + 0.25) + 0.25 + 1.5;
    in the Soviet combat phase the Soviet-phase risk (a quarter: -0.125 - 0.25 x 1.25)
    and the five empty Soviet cities the Germans can walk into (a quarter each) count
    instead."""
    game, state = moscow(5)
    w = weighted(game, cut_city=0.5, surrender_risk_own=0.5, worn_tank_far=0.25)
    assert ev.german_outlook(game, state, w) == 1.875
    game, state = moscow(5, "soviet_combat")
    w = weighted(game, cut_city=0.5, surrender_risk=0.25, worn_tank_far=0.25, german_walk_in=0.25)
    assert ev.german_outlook(game, state, w) == 1.0 - 0.125 - 0.3125 + 0.25 + 1.5 + 1.25


def test_4_0_line_bonus_and_line_margin_weights():
    """17 VP in the last Soviet player turn: the bonus for the 10-point line and the three
    points below it counted again (4.0)."""
    game, state = all_cities_on_the_last_soviet_turn()
    assert ev.german_outlook(game, state) == 17 + 2 + 3
    assert ev.german_outlook(game, state, weighted(game, line_bonus=0.0)) == 17 + 0 + 3
    assert ev.german_outlook(game, state, weighted(game, line_margin=0.0)) == 17 + 2
    assert ev.german_outlook(game, state, weighted(game, line_bonus=4.0, line_margin=2.0)) == 17 + 4 + 6


def test_11_3_city_attack_and_walk_in_lookahead_weights():
    """Riga held by two shock armies, emptied by the strongest German attack with a
    chance of 4/6 (11.3); Kiev and Odessa (1 VP each) empty in the German reach (4.2)."""
    game, state = POSITIONS["attack_on_riga"]()
    [(_, chance)] = ev.city_attack_threats(game, state)
    assert chance == pytest.approx(4 / 6)
    assert ev.lookahead(game, state, "soviet") == -0.5 * 2 - 0.5 * chance
    assert ev.lookahead(game, state, "soviet", weighted(game, city_attack_lookahead=0.0)) == -1.0
    assert ev.lookahead(game, state, "soviet", weighted(game, walk_in_lookahead=0.0)) == -(0.5 * chance)
    assert ev.lookahead(game, state, "soviet", weighted(game, walk_in_lookahead=1.0,
                                                        city_attack_lookahead=1.5)) == -2.0 - 1.5 * chance


def test_13_1_soviet_surrender_weight():
    """The 13th Army at 0901 traces no supply and will surrender (13.1): doubling its
    worth to the Germans adds another half point to their value, takes it from the
    Soviets'."""
    game, state = minsk(turn=5, soviet={"sov_13a": "0901"})
    assert ev.soviet_surrenders(game, state) == 1
    w = weighted(game, soviet_surrender=1.0)
    for side, sign in (("german", 1), ("soviet", -1)):
        change = ev.evaluate(game, state, side, w) - ev.evaluate(game, state, side)
        assert change == pytest.approx(sign * 0.5, abs=1e-12)


def test_8_3_overstacked_material_takes_the_generic_material_weight():
    """The 4th Army, over the stacking limit in 1401 (8.3), counts as German material lost
    with the generic ``material`` weight: doubling it (6 -> 12) adds another 6 times the
    German share of the material less the 4th Army's."""
    game, state = overstacked()
    assert ev.excess(game, state, "german") == ["ger_4a"]
    mat = material(game, state)
    total = mat["german"] + mat["soviet"]
    gone = unit_value(facts(game), "ger_4a", 0)
    assert gone > 0
    change = 6.0 * (mat["german"] - mat["soviet"] - gone) / total
    w = weighted(game, material=12.0)
    for side, sign in (("german", 1), ("soviet", -1)):
        got = ev.evaluate(game, state, side, w) - ev.evaluate(game, state, side)
        assert got == pytest.approx(sign * change, abs=1e-12)


def test_9_6_13_2_3_cut_risk_weight_in_the_german_lookahead():
    """The Soviet corps at 1606 may lay its ZOC on Smolensk's line once it moves (9.6):
    the German lookahead counts the cut-risk share of Smolensk's point (1 VP) as lost."""
    game, state = corps_near_smolensk()
    assert ev.lookahead(game, state, "german") == -0.25
    assert ev.lookahead(game, state, "german", weighted(game, cut_risk=0.5)) == -0.5
    assert ev.lookahead(game, state, "german", weighted(game, cut_risk=0.0)) == 0.0


@pytest.mark.parametrize("changes", [None, {"cut_risk": 0.5}])
def test_9_6_13_2_3_a_searching_german_values_a_position_once_with_its_lookahead(
        monkeypatch, changes):
    """The strongest level's German value is the evaluation, less nothing for blunders
    here, plus the lookahead (-0.25 of Smolensk's point, -0.5 with ``cut_risk`` 0.5),
    taken from one call that works out the German outlooks once
    (``evaluate_and_lookahead``): the same value as the two alone, with the level's
    weights or a tuner's."""
    import random

    from qtwargame.ai import make_player

    game, state = corps_near_smolensk()
    weights = None if changes is None else weighted(game, **changes)
    look = ev.lookahead(game, state, "german", weights)
    assert look == (-0.25 if changes is None else -0.5)
    alone = ev.evaluate(game, state, "german", weights) + look
    calls = []
    both = ev.evaluate_and_lookahead
    monkeypatch.setattr(ev, "evaluate_and_lookahead",
                        lambda *a, **k: calls.append(k) or both(*a, **k))
    opts = {} if changes is None else {"weights": changes}
    player = make_player("oep_strong", "german", 1, **opts)
    player.fit(game)
    assert player.value(game, state, random.Random(1)) == alone
    assert calls == ([{}] if changes is None else [{"weights": player.weights}])
