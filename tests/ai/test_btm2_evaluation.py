"""Blitzkrieg to Moscow 2's evaluation: an empty German city a Soviet unit can walk into
counts as partly lost (4.2: the last side to enter a hex controls it), wholly on the last
turn; the last Soviet player turn is scored with 4.1's exact count and 4.0's line."""

from __future__ import annotations

from dataclasses import replace

import pytest

from qtwargame.engine.state import OFF_MAP, ON_MAP
from qtwargame.position import PositionBuilder
from qtwargame.rules.blitzkrieg_moscow import evaluation as ev
from qtwargame.rules.blitzkrieg_moscow.supply import network
from qtwargame.rules.blitzkrieg_moscow.victory import german_vp


def soviets_off_map() -> PositionBuilder:
    """The bundled scenario's set-up with every Soviet unit on the map put back in the
    pool (the German set-up as it is)."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    game, state = b.build(seed=1)
    for uid, u in state.units.items():
        if game.units[uid].side == "soviet" and u.status == ON_MAP:
            b.place(uid, None, status="pool")
    return b


def minsk(turn: int = 2, phase: str = "german_movement", soviet: dict | None = None,
          german: dict | None = None):
    """Every Soviet unit off the map but ``soviet`` (unit -> hex); Minsk (1304, 1 VP)
    German and empty unless ``german`` puts a unit there; the German units in their rear
    areas (four fresh panzer armies: 2 VP)."""
    b = soviets_off_map()
    for uid, at in (soviet or {}).items():
        b.place(uid, at)
    for uid, at in (german or {}).items():
        b.place(uid, at)
    b.at(turn=turn, phase=phase)
    game, state = b.build(seed=1)
    state.control[game.hex("1304")] = "german"
    return game, state


def labels(game, hexes):
    return [game.label(h) for h in hexes]


def test_4_2_an_empty_german_city_a_soviet_army_can_walk_into_counts_half():
    # The 13th Army (MA 2) two hexes east of Minsk: 1306 -> 1305 -> 1304.
    game, state = minsk(soviet={"sov_13a": "1306"})
    assert network(game, state, "german").traces(game, game.hex("1304"))
    assert labels(game, ev.walk_ins(game, state)) == ["1304"]
    # Minsk 1 VP, half of it at risk; four fresh panzers 2 VP.
    assert ev.german_outlook(game, state) == pytest.approx(1 - ev.EXPOSED + 2)
    far, far_state = minsk(soviet={"sov_13a": "1307"})  # three hexes: out of its reach
    assert ev.walk_ins(far, far_state) == []
    assert ev.german_outlook(far, far_state) == pytest.approx(1 + 2)


def test_4_2_a_garrison_keeps_the_city():
    game, state = minsk(soviet={"sov_13a": "1306"}, german={"ger_4a": "1304"})
    assert ev.walk_ins(game, state) == []


def test_9_4_a_german_zoc_on_the_only_path_keeps_the_soviets_out():
    # The 4th Army in 1305 holds the one two-hex path; its ZOC stops any other.
    game, state = minsk(soviet={"sov_13a": "1306"}, german={"ger_4a": "1305"})
    assert ev.walk_ins(game, state) == []


@pytest.mark.parametrize(("turn", "reached"), [(2, True), (3, False), (4, True)])
def test_10_3_the_weather_caps_the_reach(turn, reached):
    """A mechanized corps (MA 3) three hexes away: mud (turn 3) caps it at 2, snow at 3."""
    game, state = minsk(turn=turn, soviet={"sov_5mc": "1307"})
    assert labels(game, ev.walk_ins(game, state)) == (["1304"] if reached else [])


def test_4_0_on_the_last_turn_a_walk_in_costs_the_whole_city():
    game, state = minsk(turn=6, soviet={"sov_13a": "1306"})
    assert ev.german_outlook(game, state) == pytest.approx(1 - ev.EXPOSED_LAST + 2)
    assert ev.EXPOSED_LAST == 1.0


def test_5_0_only_before_a_soviet_movement_phase():
    """In the Soviet logistics phase the walk-in is still to come; from the Soviet
    movement phase on, the Germans move next (the city is scored as it stands)."""
    game, state = minsk(phase="soviet_logistics", soviet={"sov_13a": "1306"})
    assert ev.soviet_moves_next(game, state)
    assert ev.german_outlook(game, state) == pytest.approx(1 - ev.EXPOSED + 2)
    game, state = minsk(phase="soviet_combat", soviet={"sov_13a": "1306"})
    assert not ev.soviet_moves_next(game, state)
    # Minsk as it stands; the three empty Soviet cities German units can walk into count
    # to the Germans instead (below).
    assert ev.german_outlook(game, state) == pytest.approx(1 + 2 + ev.GERMAN_WALK_IN * 3)


def test_4_0_5_0_the_last_soviet_logistics_phase_still_sees_the_coming_walk_in():
    """On the last turn the count comes after the Soviet player turn, and in its logistics
    phase the Soviet movement is still to come: an empty German city a Soviet army can
    walk into is lost whole there (the exact count, 3 VP: Minsk and four fresh panzers,
    less Minsk). This is where a German plan that ends the German player turn lands, so
    the Germans' last phase sees the walk-in it would leave open. From the Soviet
    movement phase on, the city is scored as it stands."""
    game, state = minsk(turn=6, phase="soviet_logistics", soviet={"sov_13a": "1306"})
    assert german_vp(game, state) == 3
    assert labels(game, ev.walk_ins(game, state)) == ["1304"]
    assert ev.german_outlook(game, state) == pytest.approx(3 - ev.EXPOSED_LAST)
    game, state = minsk(turn=6, phase="soviet_movement", soviet={"sov_13a": "1306"})
    assert ev.german_outlook(game, state) == pytest.approx(3)


def test_4_2_an_empty_soviet_city_a_german_unit_can_walk_into_counts_half_to_the_germans():
    """In a Soviet phase the Germans move next: Riga (1702), Kiev (0804) and Odessa (0304),
    1 VP each, Soviet and empty, lie within the reach of the German armies in their rear
    areas. A Soviet corps in Kiev keeps it; Minsk, German already, is not counted again."""
    game, state = minsk(phase="soviet_combat", soviet={"sov_13a": "1306"})
    assert ev.german_moves_next(game, state)
    assert labels(game, ev.german_walk_ins(game, state)) == ["1702", "0804", "0304"]
    assert ev.german_outlook(game, state) == pytest.approx(1 + 2 + 0.5 * 3)
    game, state = minsk(phase="soviet_movement", soviet={"sov_13a": "1306", "sov_5mc": "0804"})
    assert labels(game, ev.german_walk_ins(game, state)) == ["1702", "0304"]
    assert ev.german_outlook(game, state) == pytest.approx(1 + 2 + 0.5 * 2)
    assert ev.evaluate(game, state, "soviet") == pytest.approx(-ev.evaluate(game, state, "german"))


@pytest.mark.parametrize(("turn", "phase"), [(2, "soviet_logistics"), (2, "german_movement"),
                                             (6, "soviet_combat")])
def test_4_2_no_german_walk_in_unless_the_germans_move_next(turn, phase):
    """The Soviet logistics phase comes before the Soviets move; in a German phase the
    Germans walk in themselves; after the last Soviet phase the game is counted."""
    game, state = minsk(turn=turn, phase=phase, soviet={"sov_13a": "1306"})
    assert not ev.german_moves_next(game, state)


def test_4_1_the_last_soviet_turn_is_the_exact_count_rounded():
    """Three fresh panzers make 1 VP (not 1.5) and one lost infantry unit costs 1 (0.5
    rounded up); a German unit out of supply no longer risks surrender (13.1 comes in the
    German supply phase, after the count)."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.place("ger_3pza", "1100", step=1).place("ger_16a", None, status="eliminated")
    b.at(turn=6, phase="soviet_combat")
    game, state = b.build(seed=1)
    assert german_vp(game, state) == 1 - 1
    assert ev.german_outlook(game, state) == pytest.approx(0.0)
    b.at(turn=5, phase="soviet_combat")
    game, state = b.build(seed=1)
    assert ev.german_outlook(game, state) == pytest.approx(1.5 + 0.35 - 0.5)


def test_4_0_the_last_soviet_turn_adds_the_line_bonus_at_ten_points():
    """All twelve cities' 15 VP and four fresh panzers' 2: 17 VP, the line bonus and the
    band's 3; six cities fewer (8 VP): 9 VP, no bonus, the band's 2."""
    b = soviets_off_map()
    b.at(turn=6, phase="soviet_combat")
    game, state = b.build(seed=1)
    for h in game.cache.cities:
        state.control[h] = "german"
    assert german_vp(game, state) == 15 + 2
    assert ev.german_outlook(game, state) == pytest.approx(17 + ev.LINE_BONUS + 3)
    # Leningrad (2) and Moscow (2), Kalinin, Tula, Smolensk, Riga (1 each) Soviet: 9 VP.
    for lab in ("1805", "1408", "1607", "1208", "1405", "1702"):
        state.control[game.hex(lab)] = "soviet"
    assert german_vp(game, state) == 9
    assert ev.german_outlook(game, state) == pytest.approx(9 + 2)
    # The Germans' own phase on turn 6: the finer count, no bonus.
    state.phase, state.active = "german_combat", "german"
    assert ev.german_outlook(game, state) == pytest.approx(9 + 2)


def test_13_1_a_soviet_surrender_on_the_last_turn_is_worth_nothing():
    """The 13th Army at 0901 traces no supply (13.1): worth SOVIET_SURRENDER to the
    Germans on turn 5, nothing on turn 6 (it would surrender after the last attacks)."""
    rest = {}
    for turn in (5, 6):
        game, state = minsk(turn=turn, soviet={"sov_13a": "0901"})
        assert ev.soviet_surrenders(game, state) == 1
        rest[turn] = ev.evaluate(game, state, "german") - ev.german_outlook(game, state)
    assert rest[5] - rest[6] == pytest.approx(ev.SOVIET_SURRENDER)


def smolensk(soviet_at: str | None, turn: int = 2):
    """Smolensk (1405, 1 VP) German and held by the 4th Army; one Soviet army at
    ``soviet_at``, every other Soviet unit off the map."""
    b = soviets_off_map()
    if soviet_at:
        b.place("sov_13a", soviet_at)
    b.place("ger_4a", "1405").at(turn=turn, phase="german_combat")
    game, state = b.build(seed=1)
    state.control[game.hex("1405")] = "german"
    return game, state


def test_13_2_3_a_city_whose_line_soviet_moves_could_block_is_at_risk():
    """The 13th Army at 1503 can reach every hex between Smolensk and the German rear
    areas' lines: Smolensk traces now, but not if it stood in all of them."""
    game, state = smolensk("1503")
    assert network(game, state, "german").traces(game, game.hex("1405"))
    assert ev.walk_ins(game, state) == []
    assert labels(game, ev.cut_risk(game, state)) == ["1405"]
    assert ev.german_outlook(game, state) == pytest.approx(1 - ev.CUT_RISK + 2)
    game, state = smolensk("1503", turn=6)
    assert ev.german_outlook(game, state) == pytest.approx(1 - ev.CUT_RISK_LAST + 2)
    game, state = smolensk(None)
    assert ev.cut_risk(game, state) == []
    assert ev.german_outlook(game, state) == pytest.approx(1 + 2)


def moscow(turn: int, phase: str = "german_combat"):
    """Moscow (1408, 2 VP) German, held by the 4th Army, and cut off (no German source
    within reach); the 3rd Panzer Army worn in 1308, also cut off; no Soviet unit."""
    b = soviets_off_map()
    b.place("ger_4a", "1408").place("ger_3pza", "1308", step=1).at(turn=turn, phase=phase)
    game, state = b.build(seed=1)
    state.control[game.hex("1408")] = "german"
    net = network(game, state, "german")
    assert not net.traces(game, game.hex("1408")) and not net.traces(game, game.hex("1308"))
    assert not net.near_source(game, game.hex("1308"))
    return game, state


def test_13_1_13_3_the_german_half_of_the_last_turn_counts_what_will_stand():
    # Turn 5, German combat: Moscow cut 0.4 x 2, the 4th Army 0.9 x 0.5 and the panzer
    # 0.9 x (1 + 0.15) at risk (they surrender as this German player turn's supply phase
    # begins, 13.1: the panzer's loss and its worth now go, 4.1), the worn panzer far from
    # a source 0.15, three fresh panzers 1.5.
    game, state = moscow(5)
    assert ev.german_outlook(game, state) == pytest.approx(0.8 - 0.45 - 0.9 * 1.15 + 0.15 + 1.5)
    # Turn 5, Soviet combat: the Germans still have a turn to open a line: 0.6 of each;
    # with no Soviet unit on the map, five empty Soviet cities (1 VP each) are theirs to
    # walk into, half of each.
    game, state = moscow(5, "soviet_combat")
    assert labels(game, ev.german_walk_ins(game, state)) == ["1702", "1607", "1208", "1405",
                                                             "0304"]
    assert ev.german_outlook(game, state) == pytest.approx(0.8 - 0.3 - 0.6 * 1.15 + 0.15 + 1.5
                                                           + 0.5 * 5)
    # Turn 6, German half: Moscow 0.1 x 2, the risks 0.9 of the losses, the worn panzer
    # stays worn (nothing).
    game, state = moscow(6)
    assert ev.german_outlook(game, state) == pytest.approx(0.2 - 0.45 - 0.9 + 0 + 1.5)
    # Turn 6, Soviet half: the exact count: no city, three fresh panzers 1 VP.
    game, state = moscow(6, "soviet_combat")
    assert ev.german_outlook(game, state) == pytest.approx(1.0)


def rostov(turn: int, eliminated: str | None = None, phase: str = "german_movement"):
    """Rostov (0409, 1 VP), next to the Soviet rear area (anchor 0110), German, empty and
    cut off from German supply; every Soviet unit off the map (``eliminated`` eliminated,
    the rest in the pool)."""
    b = soviets_off_map()
    if eliminated:
        b.place(eliminated, None, status="eliminated")
    b.at(turn=turn, phase=phase)
    game, state = b.build(seed=1)
    state.control[game.hex("0409")] = "german"
    assert not network(game, state, "german").traces(game, game.hex("0409"))
    return game, state


def test_6_2_3_10_5_a_soviet_rebuild_may_walk_from_the_rear_area_into_rostov():
    """No Soviet unit is on the map, so the evaluation's reach sees no walk-in. But the
    eliminated 8th Army may be rebuilt in the Soviet rear area in the coming logistics
    phase (6.2.3) and step from it into Rostov (10.5): the lookahead counts Rostov's
    worth on the last turn (0.1, cut off) as lost."""
    game, state = rostov(6, "sov_8a")
    assert [(uid, game.label(h)) for uid, h in ev.arrivals(game, state, "soviet")] == [
        ("sov_8a", "0110")]
    assert ev.walk_ins(game, state) == []
    assert ev.lookahead(game, state, "german") == pytest.approx(
        -ev.CUT_CITY_LAST * 1 * ev.EXPOSED_LAST)
    assert ev.lookahead(game, state, "soviet") == 0.0
    game, state = rostov(6)
    assert ev.arrivals(game, state, "soviet") == []
    assert ev.lookahead(game, state, "german") == 0.0


def test_6_2_reinforcements_due_this_turn_arrive_in_the_soviet_rear_area():
    """The turn track's arrivals: three armies on turn 2 (one of them stands for all, same
    movement allowance and branch), the 1st Shock Army (a tank with a ZOC) on turn 3."""
    game, state = rostov(2)
    assert [(uid, game.label(h)) for uid, h in ev.arrivals(game, state, "soviet")] == [
        ("sov_24a", "0110")]
    assert ev.lookahead(game, state, "german") == pytest.approx(-ev.CUT_CITY * 1 * ev.EXPOSED)
    game, state = rostov(3)
    assert [(uid, game.label(h)) for uid, h in ev.arrivals(game, state, "soviet")] == [
        ("sov_1sha", "0110")]


def test_6_2_the_lookahead_looks_only_from_a_german_phase():
    """From the Soviet logistics phase on, the arrivals stand on the map and the
    evaluation's own reach sees them."""
    game, state = rostov(6, "sov_8a", phase="soviet_logistics")
    assert ev.lookahead(game, state, "german") == 0.0


@pytest.mark.parametrize(("unit", "cut"), [("sov_5mc", True), ("sov_13a", False)])
def test_9_6_13_2_3_the_zoc_of_a_soviet_corps_that_moves_may_cut_smolensk(unit, cut):
    """A Soviet unit at 1606 cannot stand on every hex of Smolensk's line, so the
    evaluation sees no risk; a mechanized corps (MA 3, a ZOC) can lay its ZOC on the
    rest of it (9.6), an army (no ZOC outside a city) cannot."""
    b = soviets_off_map()
    b.place(unit, "1606").place("ger_4a", "1405").at(turn=2, phase="german_combat")
    game, state = b.build(seed=1)
    state.control[game.hex("1405")] = "german"
    assert ev.cut_risk(game, state) == []
    reach, zoc = ev.wider_reach(game, state, "soviet")
    assert labels(game, ev.cut_risk(game, state, reach, None, zoc)) == (["1405"] if cut else [])
    assert ev.lookahead(game, state, "german") == pytest.approx(-ev.CUT_RISK if cut else 0.0)


def test_4_2_the_soviet_lookahead_counts_a_german_walk_in_as_lost():
    """Riga, Kiev and Odessa (1 VP each), Soviet and empty, lie within the German reach:
    the evaluation counts half of each to the Germans, the Soviet lookahead the other
    half. Not in the Soviet logistics phase (the Soviets move first), nor for the
    Germans in a Soviet phase."""
    game, state = minsk(phase="soviet_combat", soviet={"sov_13a": "1306"})
    assert labels(game, ev.german_walk_ins(game, state)) == ["1702", "0804", "0304"]
    assert ev.lookahead(game, state, "soviet") == pytest.approx(-ev.WALK_IN_LOOKAHEAD * 3)
    assert ev.GERMAN_WALK_IN + ev.WALK_IN_LOOKAHEAD == 1.0
    assert ev.lookahead(game, state, "german") == 0.0
    game, state = minsk(phase="soviet_logistics", soviet={"sov_13a": "1306"})
    assert ev.lookahead(game, state, "soviet") == 0.0


def test_11_3_the_soviet_lookahead_counts_the_coming_attack_on_a_held_city():
    """Riga (1702, 1 VP) held by two shock armies (3 + 3). Soviet ZOC stops the German
    armies from the rear areas on 1601 and 1602 (and the 4th Panzer Army and two armies
    on 1701 or 1703 too); one German unit a hex (8.1), the strongest attack is the 2nd,
    3rd and 4th Panzer Armies and the 16th Army: 24 against 6, 4:1, one column left for
    the city (11.3.4), 3:1, where four faces of six empty the hex (DE, DL, DR, DR). The
    lookahead counts ``CITY_ATTACK_LOOKAHEAD`` of that chance of Riga's point, with half
    of each of Kiev and Odessa, empty and in the German reach (4.2)."""
    game, state = minsk(phase="soviet_combat", soviet={"sov_1sha": "1702", "sov_2sha": "1702"})
    assert [(game.label(h), c) for h, c in ev.city_attack_threats(game, state)] == [
        ("1702", pytest.approx(4 / 6))]
    assert ev.lookahead(game, state, "soviet") == pytest.approx(
        -ev.WALK_IN_LOOKAHEAD * 2 - ev.CITY_ATTACK_LOOKAHEAD * 4 / 6)
    # A third shock army: 24 against 9, 2:1, 1:1 with the city: DL or DR, two faces of six.
    game, state = minsk(phase="soviet_combat", soviet={
        "sov_1sha": "1702", "sov_2sha": "1702", "sov_3sha": "1702"})
    assert [(game.label(h), c) for h, c in ev.city_attack_threats(game, state)] == [
        ("1702", pytest.approx(2 / 6))]
    # One army (2): 24 against 2 is beyond 7:1, and 6:1 with the city empties it always.
    game, state = minsk(phase="soviet_combat", soviet={"sov_13a": "1702"})
    assert [(game.label(h), c) for h, c in ev.city_attack_threats(game, state)] == [
        ("1702", pytest.approx(1.0))]
    # The last turn's Soviet half comes after the last German attack: nothing counted.
    game, state = minsk(turn=6, phase="soviet_combat", soviet={"sov_13a": "1702"})
    assert ev.lookahead(game, state, "soviet") == 0.0
    # Nor for the Germans, nor in the Soviet logistics phase (the Soviets move first).
    game, state = minsk(phase="soviet_combat", soviet={"sov_13a": "1702"})
    assert ev.lookahead(game, state, "german") == 0.0
    game, state = minsk(phase="soviet_logistics", soviet={"sov_13a": "1702"})
    assert ev.lookahead(game, state, "soviet") == 0.0


def test_8_1_the_strongest_attack_puts_one_german_unit_in_each_hex():
    """Three hexes next to a target, one unit each; a rear area holds any number. The
    two strongest can use only hex a, so one of them stays out; the third and the
    fourth fill b and c by moving the third from b to c, and the one in the rear area
    always joins."""
    a, b, c, area = "a", "b", "c", "area"
    cands = [(7, "p1", frozenset({a})), (7, "p2", frozenset({a})),
             (5, "x1", frozenset({b, c})), (4, "x2", frozenset({b})),
             (3, "y", frozenset({a, b})), (1, "r", frozenset({area}))]
    chosen = ev.strongest_attack(cands, frozenset({area}))
    assert sorted(cands[i][1] for i in chosen) == ["p1", "r", "x1", "x2"]
    assert sum(cands[i][0] for i in chosen) == 17


def test_14_2_1_the_soviet_lookahead_counts_no_dr_against_the_hero_city():
    """Riga held by two shock armies as above: the strongest German attack is 3:1 with the
    city's shift, where DE, DL, DR and DR empty the hex. Made the hero city (its marker
    on it), a German DR there is no effect (14.2.1): two faces of six. Once the marker
    is gone (the Germans took it once, 14.1) a DR empties it again."""
    game, state = minsk(phase="soviet_combat", soviet={"sov_1sha": "1702", "sov_2sha": "1702"})
    state.data["hero"] = {"city": "1702", "marker": True}
    assert [(game.label(h), c) for h, c in ev.city_attack_threats(game, state)] == [
        ("1702", pytest.approx(2 / 6))]
    assert ev.lookahead(game, state, "soviet") == pytest.approx(
        -ev.WALK_IN_LOOKAHEAD * 2 - ev.CITY_ATTACK_LOOKAHEAD * 2 / 6)
    state.data["hero"] = {"city": "1702", "marker": False}
    assert [(game.label(h), c) for h, c in ev.city_attack_threats(game, state)] == [
        ("1702", pytest.approx(4 / 6))]


@pytest.mark.parametrize(("turn", "phase", "tanks", "walk_ins"), [
    (2, "german_combat", 4 / 2, []),  # back on turn 3: a fresh tank at the count
    (5, "soviet_combat", 4 / 2, ["1702", "0304"]),  # back on turn 6, the last turn
    (6, "soviet_combat", 3 // 2, []),  # gone on the last turn: not on the map at the count
])
def test_10_5_4_1_a_tank_gone_into_its_rear_area_counts_while_it_comes_back(
        turn, phase, tanks, walk_ins):
    """The 2nd Panzer Army retreated into its rear area this turn (10.5): off the map, it
    comes back face up in the next turn's box, so before the last turn it is a fresh tank
    at the count as when it stood on the map (4.1: four panzers, two points); gone on the
    last turn it never comes back before the count (A-20: three fresh panzers, one point
    in the last Soviet player turn's exact count). Minsk (1 VP) German, no Soviet unit on
    the map; in the Soviet half of turn 5 (mud) the Germans can walk into Riga and Odessa
    (half a point each, 4.2)."""
    game, state = minsk(turn=turn, phase=phase)
    state.units["ger_2pza"] = replace(state.units["ger_2pza"], hex=None, status=OFF_MAP)
    state.data["returns"] = {"ger_2pza": turn + 1}
    if walk_ins:
        assert labels(game, ev.german_walk_ins(game, state)) == walk_ins
    assert ev.german_moves_next(game, state) == bool(walk_ins)
    walk = ev.GERMAN_WALK_IN * len(walk_ins)
    assert ev.german_outlook(game, state) == pytest.approx(1 + tanks + walk)


def test_13_1_4_1_a_fresh_panzer_army_out_of_supply_risks_its_loss_and_its_half_point():
    """The 3rd Panzer Army fresh and cut off in 1308 on turn 2 (no German source within
    reach): if it surrenders (13.1) the Germans count its loss (1) and lose its half
    point as a fresh tank (4.1), 1.5 in all, of which the German-phase share counts
    (``SURRENDER_RISK_OWN``); its half point stands meanwhile. The other three fresh
    panzer armies are 1.5."""
    b = soviets_off_map()
    b.place("ger_3pza", "1308").at(turn=2, phase="german_combat")
    game, state = b.build(seed=1)
    assert not network(game, state, "german").traces(game, game.hex("1308"))
    assert ev.german_outlook(game, state) == pytest.approx(2 - ev.SURRENDER_RISK_OWN * 1.5)
