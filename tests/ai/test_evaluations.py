"""The per-ruleset evaluations and the search's shortcuts, with exact values."""

from __future__ import annotations

import random

import pytest

from qtwargame.ai import evaluation, make_player
from qtwargame.ai.evaluation import nearest
from qtwargame.ai.players import PER_UNIT_ABOVE, first_unit, move_gain
from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.position import PositionBuilder
from tests.ai.scenarios import load


def test_nearest_is_the_hex_distance_to_the_closest_point():
    h = Hex(0, 0)
    assert nearest(h, [(3, 0), (1, 1), (-2, 2)]) == 2  # (1, 1) is two hexes away
    assert nearest(h, [(-2, 2)]) == Hex(0, 0).distance(Hex(-2, 2)) == 2
    assert nearest(h, []) == 30
    assert nearest(h, [], default=7) == 7


def test_objective_distances_are_the_column_minima_of_each_points_distances():
    """``objective_pull`` asks the nearest of a side's hexes to every objective at once: the
    column minima of each hex's distances to the objectives, the same as ``nearest`` asked
    objective by objective (30 when the side has no unit on the map)."""
    objectives = ((Hex(0, 0), 1), (Hex(5, -2), 2), (Hex(-3, 4), 1))
    vectors = evaluation._vectors(objectives)
    points = {(3, 0), (1, 1), (-2, 2)}
    assert vectors[(1, 1)] == (2, 4, 4)
    assert vectors.nearest(points) == [2, 2, 2]
    assert vectors.nearest(points) == [nearest(h, list(points)) for h, _ in objectives]
    assert vectors.nearest({(9, 9)}) == [18, 15, 17] == [Hex(9, 9).distance(h) for h, _ in objectives]
    assert vectors.nearest(set()) == [30, 30, 30]
    assert evaluation._vectors(objectives) is vectors


def test_kept_distances_are_forgotten_past_their_bound_and_stay_exact(monkeypatch):
    # The distance tables kept between evaluations hold at most ``entries_keep`` distances
    # in all; past it every table is emptied and the distances are computed again.
    kept = evaluation._Kept(tables_keep=4096, entries_keep=25)
    monkeypatch.setattr(evaluation, "_DISTANCES", kept)
    points = [(q, r) for q in range(-3, 4) for r in range(-1, 2)]  # 21 points
    origins = [Hex(5, 0), Hex(-6, 2), Hex(0, 9)]
    for h in origins:
        assert nearest(h, points) == min(h.distance(Hex(*p)) for p in points)
        assert kept.entries <= 25
    # The first origin's 21 distances and 4 of the second's make 25: the next one empties
    # both tables, the second is kept on alone and holds its 17 last; the third's 9th
    # distance empties them again, and the third holds its 13 last.
    assert kept.entries == 13
    assert list(kept.tables) == [(0, 9)] and len(kept.tables[(0, 9)]) == 13
    assert [nearest(h, [(0, 0)]) for h in origins] == [5, 6, 9]
    # A bound on the tables: the third new origin empties the two kept.
    few = evaluation._Kept(tables_keep=2, entries_keep=1000)
    monkeypatch.setattr(evaluation, "_DISTANCES", few)
    for h in origins:
        nearest(h, points)
    assert list(few.tables) == [(0, 9)] and few.entries == 21


def test_move_gain_counts_hexes_won_towards_the_nearest_target():
    game = Game(load("blitzkrieg_moscow_2"))
    state, _ = game.new_state(1)
    at = state.units["ger_2pza"].hex
    target = Hex(at.q + 5, at.r)
    memo: dict = {}
    step = Move("german", "ger_2pza", (Hex(at.q + 1, at.r), Hex(at.q + 2, at.r)))
    assert move_gain(state, step, [target], memo) == 2.0
    assert memo[at] == 5 and memo[Hex(at.q + 2, at.r)] == 3
    back = Move("german", "ger_2pza", (Hex(at.q - 1, at.r),))
    assert move_gain(state, back, [target], memo) == -1.0


def test_big_phases_are_searched_unit_by_unit_with_legal_actions_only():
    """A Defiant Russia movement phase has more than PER_UNIT_ABOVE actions: the planner's
    random steps come from one unit's ``legal_actions_for``, each of them in the full list."""
    game = Game(load("defiant_russia"))
    state, _ = game.new_state(4)
    rnd = make_player("random", "axis", 1)
    while not (state.phase == "axis_move" and state.pending is None):
        legal = game.legal_actions(state)
        state, _ = game.apply(state, rnd.decide(game, state, legal))
    legal = game.legal_actions(state)
    assert len(legal) > PER_UNIT_ABOVE
    p = make_player("oep", state.to_act, 3)
    p._units = sorted({u for a in legal if (u := first_unit(a)) is not None})
    full = set(legal)
    rng = random.Random(5)
    for _ in range(5):
        acts = p.options(game, state, rng)
        assert acts and set(acts) <= full
        # One unit's options: every action names it (a stack's move names each of its units).
        assert set.intersection(*(set(a.unit_ids()) for a in acts)) & set(p._units)


# -- Blitzkrieg to Moscow 2 ---------------------------------------------------------------------

def test_btm2_german_outlook_counts_tanks_losses_and_overstacked_units():
    """4.1 made finer: three fresh tanks on the map 1.5, a worn one in a rear area (a source,
    13.3) 0.35; the 16th Army eliminated -0.5; two units in 1401 break 8.1 and the weaker,
    the 4th Army, counts as removed (8.3): -0.5. No city is German yet."""
    from qtwargame.rules.blitzkrieg_moscow import evaluation as ev

    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.place("ger_2pza", "1401").place("ger_4a", "1401").place("ger_3pza", "1100", step=1)
    b.place("ger_16a", None, status="eliminated")
    game, state = b.build(seed=3)
    assert ev.excess(game, state, "german") == ["ger_4a"]
    assert ev.excess(game, state, "soviet") == []
    assert ev.german_outlook(game, state) == pytest.approx(1.5 + 0.35 - 0.5 - 0.5)
    # The same position without the over-stack is worth the 4th Army more to the Germans.
    b.place("ger_4a", "1100")
    game2, state2 = b.build(seed=3)
    assert ev.german_outlook(game2, state2) == pytest.approx(1.5 + 0.35 - 0.5)
    assert ev.evaluate(game2, state2, "german") > ev.evaluate(game, state, "german")
    assert ev.evaluate(game, state, "soviet") == pytest.approx(-ev.evaluate(game, state, "german"))


def test_btm2_last_soviet_turn_counts_no_worn_tank():
    """In the Soviet half of turn 6 no German unit recovers before 4.0 counts: a worn tank
    is worth nothing there, and the count is 4.1's exact one (three fresh tanks make 1)."""
    from qtwargame.rules.blitzkrieg_moscow import evaluation as ev

    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.place("ger_3pza", "1100", step=1)
    b.at(turn=6, phase="soviet_movement")
    game, state = b.build(seed=3)
    assert ev.german_outlook(game, state) == pytest.approx(1.0)
    b.at(turn=6, phase="german_movement")
    game, state = b.build(seed=3)
    # In the German half it recovers for certain at the end of the turn (13.3): 0.5.
    assert ev.german_outlook(game, state) == pytest.approx(1.5 + 0.5)


def test_btm2_objectives_are_the_4_1_cities_supply_cities_two():
    from qtwargame.rules.blitzkrieg_moscow import evaluation as ev

    game = Game(load("blitzkrieg_moscow_2"))
    worth = {game.label(h): v for h, v in ev.objectives(game)}
    assert len(worth) == 12 and sum(worth.values()) == 15
    assert {k for k, v in worth.items() if v == 2} == {"0106", "1805", "1408"}


# -- Red Vengeance ------------------------------------------------------------------------------

def test_rv_evaluation_is_the_rules_package_s_and_zero_sum():
    from qtwargame.ai import evaluation
    from qtwargame.rules.red_vengeance import evaluation as ev

    game = Game(load("red_vengeance"))
    state, _ = game.new_state(1)
    assert evaluation.evaluator_for(game) is ev.evaluate
    assert ev.evaluate(game, state, "allied") == pytest.approx(-ev.evaluate(game, state, "axis"))


def test_rv_objectives_are_the_15_1_cities_then_belgrade_zagreb_then_major_cities():
    from qtwargame.rules.red_vengeance import evaluation as ev

    game = Game(load("red_vengeance"))
    worth = {game.board.cities[h].id: w for h, w in ev.objectives(game)}
    assert {c for c, w in worth.items() if w == 2} == {"berlin", "vienna", "prague"}
    assert {c for c, w in worth.items() if w == 1} == {"belgrade", "zagreb"}
    # The other 19 major cities a quarter each: 3 x 2 + 2 x 1 + 19 x 0.25.
    assert len(worth) == 24 and sum(worth.values()) == pytest.approx(12.75)
    assert worth["warsaw"] == 0.25


def test_rv_casualty_race_15_2_counts_before_it_is_decided():
    """A dead German unit gives the Allies 1 casualty point, a dead Soviet one the Axis 2
    (15.2); each point of the difference is worth W_CASUALTY."""
    from qtwargame.rules.red_vengeance import evaluation as ev

    b = PositionBuilder.from_scenario("red_vengeance")
    b.place("ger_38", None, status="eliminated")
    game, state = b.build(seed=2)
    assert ev.casualty_lead(game, state, "allied") == 1.0
    assert ev.casualty_lead(game, state, "axis") == -1.0
    before = ev.evaluate(game, state, "allied")
    b.place("sov_2s", None, status="eliminated")
    game2, state2 = b.build(seed=2)
    assert ev.casualty_lead(game2, state2, "allied") == -1.0
    assert ev.evaluate(game2, state2, "allied") < before


def test_search_scale_shrinks_the_budget_for_slow_rules():
    from qtwargame.ai.players import Settings, scaled, search_scale

    rv = Game(load("red_vengeance"))
    assert search_scale(rv) == 0.4
    assert search_scale(Game(load("defiant_russia"))) == 1.0
    assert search_scale(Game(load("shin_barbarossa"))) == 0.5
    oep = Settings(width=10, samples=2, population=5, generations=3)
    # The reply check's units shrink too (24 -> 10; never below 8), its worlds stay >= 1.
    assert scaled(oep, 0.4) == Settings(width=4, samples=1, population=3, generations=1,
                                        reply_units=10)
    assert scaled(oep, 1.0) is oep
    short = Settings(width=3, samples=1, population=2, generations=2, reply_worlds=2,
                     reply_units=4)
    assert scaled(short, 0.4) == Settings(width=3, samples=1, population=2, generations=1,
                                          reply_worlds=1, reply_units=4)
    p = make_player("oep", "allied", 1)
    p.fit(rv)
    assert (p.settings.width, p.settings.population) == (4, 3)
    assert p.base_settings.width == 10  # the level itself is unchanged
    # The phase budget shrinks too: oep's 400 evaluations a phase, 160 in Red Vengeance.
    assert p.base_settings.phase_evaluations == 400
    assert (p.settings.phase_evaluations, p.phase_budget(rv)) == (160, 160)


def test_a_ruleset_may_give_one_level_and_side_another_share_of_its_budget():
    """Shin Barbarossa's ``LEVEL_SCALE``: the strongest level plays the Axis with its whole
    search width; every other level, and the strongest on the Soviet side, with half
    (``SEARCH_SCALE``); its ``LEVEL_SETTINGS`` hold the strongest level to 600 evaluations a
    phase on either side (issue 49, item 1: at most 10 s a phase). Red Vengeance's: the
    strongest level plays the Allies with 0.6 of its budget, every other level and the
    strongest Axis with 0.4."""
    from qtwargame.ai.players import search_scale

    sb = Game(load("shin_barbarossa"))
    assert search_scale(sb) == 0.5
    assert search_scale(sb, "oep_strong", "axis") == 1.0
    assert search_scale(sb, "oep_strong", "soviet") == 0.5
    assert search_scale(sb, "oep", "axis") == 0.5
    strong = make_player("oep_strong", "axis", 1)
    strong.fit(sb)
    assert (strong.settings.width, strong.settings.population, strong.phase_budget(sb)) == (
        24, 8, 600)
    soviet = make_player("oep_strong", "soviet", 1)
    soviet.fit(sb)
    assert (soviet.settings.width, soviet.settings.population, soviet.phase_budget(sb)) == (
        12, 4, 600)
    oep = make_player("oep", "axis", 1)
    oep.fit(sb)
    assert (oep.settings.width, oep.settings.population, oep.phase_budget(sb)) == (5, 3, 200)
    rv = Game(load("red_vengeance"))
    assert search_scale(rv, "oep_strong", "allied") == 0.6
    assert search_scale(rv, "oep_strong", "axis") == 0.4
    assert search_scale(rv, "oep", "allied") == 0.4
    allied = make_player("oep_strong", "allied", 1)
    allied.fit(rv)
    s = allied.settings
    # 24 candidates, 3 worlds, 8 plans, 5 generations, 1,500 evaluations a phase and 24
    # options a unit, times 0.6 and rounded.
    assert (s.width, s.samples, s.population, s.generations, s.seed_pass) == (14, 2, 5, 3, 14)
    assert allied.phase_budget(rv) == 900
    axis = make_player("oep_strong", "axis", 1)
    axis.fit(rv)
    assert (axis.settings.width, axis.settings.seed_pass, axis.phase_budget(rv)) == (10, 10, 600)


# -- Shin Barbarossa ------------------------------------------------------------------------

def test_sb_victory_points_counted_live_and_doubled_near_sudden_death():
    """19.3 counted at once: the start's 15 points; a panzer corps lost costs 6 (19.3d),
    worth 6/5 = 1.2, and again as much below 15 points (19.1b sudden death below zero)."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    assert ev.live_vp(game, state) == 15
    before = ev.evaluate(game, state, "axis")
    lost = state.copy()
    lost.data = {**state.data, "axis_losses": ["panzer"]}
    assert ev.live_vp(game, lost) == 9
    assert ev.evaluate(game, lost, "axis") == pytest.approx(before - 1.2 - 1.2)
    assert ev.evaluate(game, lost, "soviet") == pytest.approx(-(before - 2.4))
    worth = {game.board.cities[h].id: w for h, w in ev.objectives(game)}
    assert worth["leningrad"] == 3 and worth["rostov"] == 2 and worth["kiev"] == 1


def test_sb_hitler_order_counts_until_it_is_met():
    """18.1: a failed order costs 5 points (1.0 here); Kiev taken meets 'take Kiev'; an
    Axis army far from Kiev counts the whole cost, isolating Leningrad is left out."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    assert ev.order_outlook(game, state) == 0.0  # no order yet
    ordered = state.copy()
    ordered.data = {**state.data, "order": "take_kiev"}
    assert ev.order_outlook(game, ordered) == -1.0
    kiev = game.board.cities_by_id["kiev"].hex
    ordered.control = ordered.control.share()
    ordered.control[kiev] = "axis"
    assert ev.order_outlook(game, ordered) == 0.0
    ordered.data["order"] = "isolate_leningrad"
    assert ev.order_outlook(game, ordered) == -1.0  # Leningrad's rail line open, no Axis near


def test_sb_3_3_projected_cities_are_counted_once_per_position_and_again_when_control_changes():
    """One evaluation asks who will hold the cities at the end phase up to three times
    (live points, this turn's and the coming Hitler orders): it is counted once per
    position and kept with the position's facts, but counted again when the position's
    control is replaced (the search never changes a position in place)."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    kiev = game.board.cities_by_id["kiev"].hex
    held = ev.projected_cities(game, state)
    assert ev.projected_cities(game, state) is held and held[kiev] == "soviet"
    state.control = state.control.share()
    state.control[kiev] = "axis"
    again = ev.projected_cities(game, state)
    assert again is not held and again[kiev] == "axis" and held[kiev] == "soviet"


def test_sb_18_1_isolate_leningrad_met_once_its_rail_lines_are_blocked():
    """18.1 (isolate Leningrad): met when no Soviet rail line leads from Leningrad to the
    east edge. A panzer corps on the rail hex 2004 next to Leningrad (its zone of control
    covers the other rail exits, 4.2) cuts them: the outlook is 0, as the end phase checks."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    b = PositionBuilder.from_scenario("shin_barbarossa").state_data(order="isolate_leningrad")
    game, state = b.build(seed=1)
    assert ev.leningrad_linked(game, state) is True
    assert ev.order_outlook(game, state) == -1.0
    game, state = b.place("de_pz41", "2004").build(seed=1)
    assert ev.leningrad_linked(game, state) is False
    assert ev.order_outlook(game, state) == 0.0


def test_sb_3_3_a_city_entered_counts_as_the_end_phase_will_settle_it():
    """3.2, 3.3: control passes only in the end phase, to the side alone in the city. A
    panzer corps in Kiev (still Soviet in ``state.control``) makes it Axis for the search:
    'take Kiev' met (18.1), and its 5 points counted (19.3a, the corps has a LOC)."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    b = PositionBuilder.from_scenario("shin_barbarossa").state_data(order="take_kiev")
    game, state = b.place("de_pz41", "1931").build(seed=1)
    kiev = game.board.cities_by_id["kiev"].hex
    assert state.control[kiev] == "soviet"
    assert ev.projected_cities(game, state)[kiev] == "axis"
    assert ev.order_outlook(game, state) == 0.0
    assert ev.live_vp(game, state) == 15 + 5


def test_sb_exposed_axis_stack_counts_part_of_its_loss():
    """``exposure``: a German infantry corps (value 11, loss 3 points, 19.3d) at 2010, with
    no line of communication in the set-up phase; one Soviet rifle corps (6) next to it is
    below ``RISK_FROM`` but above ``NO_LOC_FROM``, so only the missing line counts
    (``RISK_NO_LOC`` of its 3 points); a second (12 against 11) puts it at risk:
    RISK_MAX x (12/11 - 1)/2 of its 3 points more."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    b = PositionBuilder.from_scenario("shin_barbarossa").place("de_ak7", "2010")
    game, state = b.build(seed=1)
    alone = ev.exposure(game, state)
    game, state = b.place("su_rc10", "2011").build(seed=1)
    assert ev.exposure(game, state) == pytest.approx(alone + ev.RISK_NO_LOC * 3)
    game, state = b.place("su_rc11", "2110").build(seed=1)
    assert ev.exposure(game, state) == pytest.approx(
        alone + ev.RISK_NO_LOC * 3 + ev.RISK_MAX * (12 / 11 - 1) / 2 * 3)


def test_sb_4_1_a_cut_off_unit_counts_at_risk_only_with_soviets_near():
    """``exposure``, 4.1: a German infantry corps (value 11, loss 3 points, 19.3d) at 1522,
    far from any source, has no line of communication. With no Soviet unit within two
    hexes it counts nothing (played out, such units were seldom attacked); a rifle corps
    (6) two hexes away counts half, 3 of 11, and changes nothing; next to it, 6 of 11 passes
    ``NO_LOC_FROM`` and the corps counts ``RISK_NO_LOC`` of its 3 points."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev
    from qtwargame.rules.shin_barbarossa.facts import Facts

    b = PositionBuilder.from_scenario("shin_barbarossa")
    game, state = b.place("de_ak1", None, status="pool").build(seed=1)
    without = ev.exposure(game, state)
    game, state = b.place("de_ak1", "1522").build(seed=1)
    assert not Facts.of(game, state).has_loc("de_ak1")
    assert ev.exposure(game, state) == pytest.approx(without)
    game, state = b.place("su_rc10", "1323").build(seed=1)
    assert ev.exposure(game, state) == pytest.approx(without)
    game, state = b.place("su_rc10", "1422").build(seed=1)
    assert ev.exposure(game, state) == pytest.approx(without + ev.RISK_NO_LOC * 3)


def test_sb_units_over_the_stacking_limit_count_as_lost():
    """6.1, 6.6: two combat units a hex; a third one put on de_pz41's hex must be removed
    at the end of the phase, the weakest first, and its 19.3d loss counts at once."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev

    b = PositionBuilder.from_scenario("shin_barbarossa")
    b.place("de_pz56", "0120").place("de_pz39", "0120")
    game, state = b.build(seed=1)
    gone = ev.excess(game, state, "axis")
    assert len(gone) == 1 and gone[0] in ("de_pz41", "de_pz56", "de_pz39")
    assert ev.excess(game, state, "soviet") == []
    assert ev.live_vp(game, state) == 15 - 6  # a panzer corps: 6 points (19.3d)


# -- Defiant Russia -----------------------------------------------------------------------------

def test_dr_over_stacked_units_count_as_lost_with_their_casualty_points():
    """6.2: three German corps on one hex, the opponent removes the excess (the most
    valuable first); the removed panzer corps gives the Soviets 3 casualty points (13.0),
    worth W_CASUALTY each, besides its material."""
    from qtwargame.rules.defiant_russia import evaluation as ev

    b = PositionBuilder.from_scenario("defiant_russia")
    b.place("ger_pz_41", "1003").place("ger_pz_56", "1003").place("ger_pz_39", "1003")
    game, state = b.build(seed=1)
    gone = ev.excess(game, state)
    assert list(gone) == ["axis"] and len(gone["axis"]) == 1
    b.place("ger_pz_39", None, status="eliminated")
    game2, state2 = b.build(seed=1)
    assert ev.excess(game2, state2) == {}
    # The removed corps costs the Axis its material share and 3 casualty points.
    from qtwargame.ai.evaluation import W_MATERIAL, facts, generic, material, unit_value

    lost = unit_value(facts(game), gone["axis"][0], 0)
    assert lost == 9.0  # a panzer corps: 6 + 3 (its two steps)
    share = W_MATERIAL * lost / sum(material(game, state).values())
    assert ev.evaluate(game, state, "axis") == pytest.approx(
        generic(game, state, "axis", ev.objectives(game)) - share - ev.W_CASUALTY * 3)
    assert ev.evaluate(game, state, "soviet") == pytest.approx(-ev.evaluate(game, state, "axis"))
