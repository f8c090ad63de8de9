"""Stacking (8.0), zones of control (9.0), movement and rear areas (10.0), control (4.2)."""

import pytest

from qtwargame.engine.actions import EndPhase, Move, Remove
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import OFF_MAP, ON_MAP
from qtwargame.logtext import PlainNames
from qtwargame.rules.blitzkrieg_moscow import stacking, zoc
from qtwargame.rules.blitzkrieg_moscow.movement import movement_allowance
from tests.conftest import SCENARIOS
from tests.rules.blitzkrieg_moscow.helpers import (
    BtmBuilder,
    apply,
    bundled,
    labels,
    move_to,
    start,
    to_phase,
    where,
)

G, S = "german", "soviet"


def strip(**kw):
    """One row: G rear area, 0101 ... 0106, Soviet rear area."""
    return BtmBuilder(cols=6, rows=1, **kw)


def reach(game, state, uid):
    return labels(game, game.ruleset.reachable(game, state, uid))


def german_move_phase(b, turn=1):
    game = b.game()
    return game, to_phase(game, start(game), "german_movement", turn)


# -- 10.1, 10.2 ------------------------------------------------------------------------------------


def test_10_1_a_unit_moves_up_to_its_ma_in_hexes():
    game, s = german_move_phase(strip().piece("inf", G, "0101").piece("sov", S, "S"))
    assert reach(game, s, "inf") == {"0102", "0103", "0104", "0100"}


def test_10_2_2_forest_stops_a_tank_but_not_infantry():
    b = strip().terrain("0103", "forest").piece("pz", G, "0101", "panzer").piece("inf", G, "0102")
    b.piece("sov", S, "S")
    game, s = german_move_phase(b)
    assert reach(game, s, "pz") - {"0100"} == {"0102", "0103"}
    assert "0105" in reach(game, s, "inf")


def test_10_2_3_swamp_and_mountain_stop_every_unit():
    b = strip().terrain("0103", "swamp").terrain("0104", "mountain").piece("inf", G, "0102")
    b.piece("inf2", G, "0105").piece("sov", S, "S")
    game, s = german_move_phase(b)
    assert "0104" not in reach(game, s, "inf")
    assert "0103" not in reach(game, s, "inf2")


def test_10_2_4_10_2_5_city_and_river_do_not_slow_movement():
    b = strip().city("kiev", "0103").hexside("0102", "0103", "river").piece("inf", G, "0101")
    b.piece("sov", S, "S")
    game, s = german_move_phase(b)
    assert "0104" in reach(game, s, "inf")


def test_10_2_6_no_unit_crosses_an_all_sea_hexside_or_enters_the_sea():
    b = strip().hexside("0102", "0103", "sea").terrain("0105", "sea").piece("inf", G, "0101")
    b.piece("sov", S, "0104", zoc=False)
    game, s = german_move_phase(b)
    assert reach(game, s, "inf") == {"0102", "0100"}
    game2, s2 = german_move_phase(strip().terrain("0103", "sea").piece("i", G, "0102").piece("x", S, "S"))
    assert "0103" not in reach(game2, s2, "i")


def test_10_3_weather_caps_movement_mud_2_snow_and_thaw_3():
    b = strip().piece("pz", G, "0101", "panzer").piece("inf", G, "0102").piece("sov", S, "S")
    game = b.game()
    s = start(game)
    caps = {}
    for turn in (1, 3, 4, 6):
        s = to_phase(game, s, "german_movement", turn)
        caps[turn] = (movement_allowance(game, s, "pz"), movement_allowance(game, s, "inf"),
                      movement_allowance(game, s, "sov"))
    assert caps == {1: (4, 3, 2), 3: (2, 2, 2), 4: (3, 3, 2), 6: (3, 3, 2)}


def test_10_0_units_set_up_in_romania_may_not_move_on_turn_1():
    b = strip().piece("rom", G, "G").piece("sov", S, "S")
    b.data["rules_data"]["frozen_first_turn"] = ["G"]
    game, s = german_move_phase(b)
    assert game.ruleset.reachable(game, s, "rom") == {}
    assert not [a for a in game.legal_actions(s) if isinstance(a, Move)]
    s = to_phase(game, s, "german_movement", 2)
    assert "0101" in reach(game, s, "rom")


# -- 9.0 ---------------------------------------------------------------------------------------------


def test_9_4_entering_an_enemy_zoc_ends_the_move():
    b = strip().piece("inf", G, "0101").piece("mc", S, "0104", "mc")
    game, s = german_move_phase(b)
    assert reach(game, s, "inf") == {"0102", "0103", "0100"}
    assert game.hex("0103") in zoc.zoc_hexes(game, s, S)


def test_9_4_no_move_from_one_enemy_zoc_hex_straight_into_another():
    b = BtmBuilder().piece("inf", G, "0303").piece("mc", S, "0304", "mc").piece("x", S, "S")
    game, s = german_move_phase(b)
    ezoc = labels(game, zoc.zoc_hexes(game, s, S))
    assert {"0303", "0403", "0203"} <= ezoc
    for label in ("0403", "0203"):  # next to it and both in the ZOC: only the long way round
        with pytest.raises(IllegalAction):
            game.apply(s, Move(G, "inf", (game.hex(label),)))
        assert len(move_to(game, s, "inf", label).path) == 2  # via 0402 or 0202
    assert move_to(game, s, "inf", "0302").path == (game.hex("0302"),)  # leaving is allowed


def test_9_1_soviet_infantry_has_no_zoc_except_in_a_city():
    b = BtmBuilder().city("minsk", "0303").piece("a", S, "0303").piece("b", S, "0502")
    b.piece("c", S, "0206", "mc").piece("g", G, "G")
    game, s = german_move_phase(b)
    z = labels(game, zoc.zoc_hexes(game, s, S))
    assert "0304" in z  # in a city
    assert "0501" not in z and "0503" not in z  # infantry in the open
    assert "0205" in z  # a mechanized corps


def test_9_1_romanians_have_no_zoc():
    b = BtmBuilder().piece("rom", G, "0303", zoc=False).piece("ger", G, "0505").piece("x", S, "S")
    game, s = german_move_phase(b)
    z = labels(game, zoc.zoc_hexes(game, s, G))
    assert "0302" not in z and "0504" in z


def test_9_3_a_unit_in_swamp_has_no_zoc_but_zoc_reaches_into_swamp():
    b = BtmBuilder().terrain("0303", "swamp").terrain("0506", "swamp")
    b.piece("ger", G, "0303").piece("ger2", G, "0505").piece("x", S, "S")
    game, s = german_move_phase(b)
    z = labels(game, zoc.zoc_hexes(game, s, G))
    assert "0302" not in z and "0506" in z


def test_9_1_9_3_example_the_4th_army_in_a_swamp_and_the_soviet_3rd_army_have_no_zoc():
    """9.3's figure: the German 4th Army in a swamp loses its ZOC; the Soviet 3rd Army
    (infantry, out of a city) has none. Out of the swamp the 4th Army has one."""
    game = bundled()
    s = start(game)
    sov_3a = s.units["sov_3a"].hex
    assert game.label(sov_3a) == "1301" and sov_3a not in game.cache.cities
    assert not zoc.projects(game, sov_3a, game.units["sov_3a"].has(game.cache.data.zoc_flag))
    flagged = game.units["ger_4a"].has(game.cache.data.zoc_flag)
    assert game.board.terrain[game.hex("1103")] == "swamp"
    assert not zoc.projects(game, game.hex("1103"), flagged)
    assert zoc.projects(game, game.hex("1201"), flagged)
    s.units["ger_4a"] = s.units["ger_4a"].__class__(hex=game.hex("1103"), status=ON_MAP)
    in_swamp = zoc.zoc_hexes(game, s, G)
    s.units["ger_4a"] = s.units["ger_4a"].__class__(status=OFF_MAP)
    assert in_swamp == zoc.zoc_hexes(game, s, G)  # the 4th Army in the swamp adds nothing


def test_9_3_zoc_does_not_cross_an_all_sea_hexside():
    b = strip().hexside("0103", "0104", "sea").piece("ger", G, "0103").piece("x", S, "S")
    game, s = german_move_phase(b)
    assert labels(game, zoc.zoc_hexes(game, s, G)) == {"0102"}


def test_9_3_10_5_a_rear_area_with_a_zoc_unit_projects_into_every_adjacent_hex():
    b = BtmBuilder().piece("ger", G, "G").piece("x", S, "S")
    game, s = german_move_phase(b)
    z = labels(game, zoc.zoc_hexes(game, s, G))
    assert {"0101", "0201", "0301", "0401", "0501", "0601"} <= z
    assert not any(game.cache.topo.is_area(h) for h in zoc.zoc_hexes(game, s, G))


def test_9_2_10_5_no_zoc_reaches_into_a_rear_area_and_units_leave_it_into_enemy_zoc():
    b = strip().piece("ger", G, "G").piece("mc", S, "0102", "mc").piece("x", S, "S")
    game, s = german_move_phase(b)
    assert labels(game, zoc.zoc_hexes(game, s, S)) == {"0101", "0103"}
    assert reach(game, s, "ger") == {"0101"}


# -- 10.5 rear areas ---------------------------------------------------------------------------------


def test_10_5_moving_into_the_own_rear_area_leaves_the_map_until_next_turn_face_up():
    b = strip().piece("inf", G, "0101", steps=[{"strength": 4, "passive": 2, "movement": 3},
                                                {"strength": 2, "movement": 3}]).piece("x", S, "S")
    game, s = german_move_phase(b)
    s.units["inf"] = s.units["inf"].__class__(hex=s.units["inf"].hex, step=1, status=ON_MAP)
    s = apply(game, s, move_to(game, s, "inf", "0100"))
    assert s.units["inf"].status == OFF_MAP and s.data["returns"]["inf"] == 2
    s = to_phase(game, s, "german_movement", 2)
    assert where(game, s, "inf") == "0100" and s.units["inf"].step == 0


def test_10_5_never_into_the_enemy_rear_area():
    game, s = german_move_phase(strip().piece("inf", G, "0105").piece("x", S, "0101"))
    assert "0107" not in reach(game, s, "inf")


def test_10_5_coded_german_units_use_only_their_own_rear_area():
    b = strip()
    b.data["map"]["hexes"]["0200"] = "rear_area"
    b.data["map"]["hexes"]["0201"] = "clear"
    b.data["map"]["regions"].append({"id": "H", "kind": "rear_area", "name": {"en": "H"},
                                     "side": G, "hexes": ["0200"]})
    b.data["setup_codes"].append({"code": "H", "side": G, "name": {"en": "H"}, "region": "H"})
    b.piece("coded", G, "0101").piece("x", S, "S")
    b.data["units"][-2]["setup"] = {"code": "H"}
    b.data["units"][-2]["setup"] = {"hex": "0101"}
    b.piece("fromh", G, "G")
    b.data["units"][-1]["setup"] = {"code": "H"}
    game, s = german_move_phase(b)
    assert where(game, s, "fromh") == "0200"
    r = reach(game, s, "fromh")
    assert "0200" not in r and "0100" not in r  # no way into G for an H unit
    assert "0100" in reach(game, s, "coded")  # uncoded: any own area


def test_10_5_units_may_stay_in_the_rear_area_and_attack_from_it():
    game, s = german_move_phase(strip().piece("inf", G, "G").piece("x", S, "0101"))
    s = to_phase(game, s, "german_combat")
    assert where(game, s, "inf") == "0100"
    from qtwargame.engine.actions import Attack

    assert Attack(G, ("inf",), game.hex("0101")) in game.legal_actions(s)


# -- 8.0 stacking ------------------------------------------------------------------------------------


def test_8_1_8_2_germans_one_unit_soviets_three_with_two_of_a_branch():
    b = strip().piece("g1", G, "G").piece("g2", G, "G").piece("i1", S, "S").piece("i2", S, "S")
    b.piece("i3", S, "S").piece("m1", S, "S", "mc").piece("m2", S, "S", "mc").piece("m3", S, "S", "mc")
    game = b.game()
    assert not stacking.fits(game, G, ["g1", "g2"])
    assert stacking.fits(game, S, ["i1", "i2", "m1"]) and stacking.fits(game, S, ["i1", "m1", "m2"])
    assert not stacking.fits(game, S, ["i1", "i2", "i3"]) and not stacking.fits(game, S, ["m1", "m2", "m3"])
    s = start(game)
    assert stacking.room_for(game, s, G, game.hex("0100"), ["g1"])  # rear areas: no limit


def test_8_3_over_the_limit_at_the_end_of_movement_the_owner_removes_the_excess():
    b = strip().piece("g1", G, "0101").piece("g2", G, "0103").piece("x", S, "S")
    game, s = german_move_phase(b)
    s = apply(game, s, move_to(game, s, "g1", "0102"))
    assert EndPhase(G) in game.legal_actions(s)
    s = apply(game, s, move_to(game, s, "g2", "0102"))
    assert stacking.overstacked(game, s, G) == [game.hex("0102")]
    assert EndPhase(G) not in game.legal_actions(s)
    with pytest.raises(IllegalAction):
        game.apply(s, EndPhase(G))
    removals = [a for a in game.legal_actions(s) if isinstance(a, Remove)]
    assert {a.unit for a in removals} == {"g1", "g2"}
    s = apply(game, s, Remove(G, "g1", "stacking"), EndPhase(G))
    assert s.units["g1"].status == "eliminated" and s.phase == "german_combat"


def test_8_3_excess_may_still_move_off_before_the_check():
    b = strip().piece("g1", G, "0101").piece("g2", G, "0103").piece("x", S, "S")
    game, s = german_move_phase(b)
    s = apply(game, s, move_to(game, s, "g2", "0101"))
    assert not [a for a in game.legal_actions(s) if isinstance(a, Remove)]  # g1 can still move
    s = apply(game, s, move_to(game, s, "g1", "0102"))
    assert stacking.overstacked(game, s, G) == []


# -- 4.2 control -------------------------------------------------------------------------------------


def test_4_2_the_last_side_to_enter_a_hex_controls_it_even_passing_through():
    b = strip().city("riga", "0102").piece("inf", G, "0101").piece("x", S, "S")
    game, s = german_move_phase(b)
    assert s.control[game.hex("0102")] == S
    s = apply(game, s, move_to(game, s, "inf", "0103"))
    assert s.control[game.hex("0102")] == G and s.control[game.hex("0103")] == G


def _two_rows(swamp: str | None = None):
    """Two rows: a German panzer (MA 4) in 0101, an empty Soviet city (Riga) in 0202, which
    the shortest way to 0103 (0102) passes by."""
    b = BtmBuilder(cols=6, rows=2).city("riga", "0202").piece("pz", G, "0101", "panzer").piece("x", S, "S")
    if swamp:
        b.terrain(swamp, "swamp")
    return german_move_phase(b)


def _route(game, *labels_):
    return Move(G, "pz", tuple(game.hex(x) for x in labels_), "normal")


def test_4_2_10_1_a_move_takes_any_route_the_rules_allow_and_controls_the_city_it_passes():
    game, s = _two_rows()
    listed = [a for a in game.legal_actions(s) if isinstance(a, Move) and a.unit == "pz"
              and a.to == game.hex("0103")]
    assert [[game.label(h) for h in a.path] for a in listed] == [["0102", "0103"]]
    route = _route(game, "0201", "0202", "0103")
    game.check(s, route)  # the player's route, not the listed one, within the 4 hexes
    s = apply(game, s, route)
    assert where(game, s, "pz") == "0103"
    assert s.control[game.hex("0202")] == G and s.control[game.hex("0102")] == S


def test_4_2_the_log_says_when_a_city_passed_through_changes_hands():
    game, s = _two_rows()
    s, entries = game.apply(s, _route(game, "0201", "0202", "0103"))
    taken = [e for e in entries if e.rule == "4.2"]
    assert [(e.text.text, e.text.params["city"], e.text.params["side"]) for e in taken] == [
        ("{city} passes to {side} control", "0202", G)]
    assert PlainNames(game).render(taken[0].text) == "Riga (0202) passes to German control"
    # the listed path passes no city: no such line
    game, s = _two_rows()
    listed = next(a for a in game.legal_actions(s) if isinstance(a, Move) and a.unit == "pz"
                  and a.to == game.hex("0103"))
    s, entries = game.apply(s, listed)
    assert [e for e in entries if e.rule == "4.2"] == []


def test_10_1_10_2_3_a_route_beyond_the_allowance_or_through_a_stopping_hex_is_refused():
    game, s = _two_rows(swamp="0201")
    for route in (_route(game, "0201", "0202", "0103"),  # 10.2.3: the swamp stops it
                  _route(game, "0102", "0202", "0203", "0104", "0105"),  # 10.1: 5 hexes, MA 4
                  _route(game, "0202", "0103"),  # not a neighbour of 0101
                  _route(game, "0102", "0202", "0102", "0103")):  # a hex twice
        with pytest.raises(IllegalAction):
            game.check(s, route)
    game.check(s, _route(game, "0102", "0202", "0203", "0104"))  # 4 hexes


def test_9_4_a_route_stops_on_entering_an_enemy_zoc():
    b = BtmBuilder(cols=6, rows=2).city("riga", "0202").piece("pz", G, "0101", "panzer")
    b.piece("mc", S, "0204", "mc")  # a Soviet tank: its ZOC covers 0203 (9.1)
    game, s = german_move_phase(b)
    game.check(s, _route(game, "0102", "0202", "0203"))  # ends in the ZOC: allowed
    with pytest.raises(IllegalAction):
        game.check(s, _route(game, "0102", "0202", "0203", "0104"))  # goes on out of it


def test_every_listed_move_of_the_golden_game_is_a_route_path_ok_allows():
    # the golden game of seed 7 in its first Soviet movement phase (step 65): 238 moves
    # of 21 units, up to 3 hexes long
    from qtwargame.engine import savegame
    from qtwargame.engine.game import Game
    from qtwargame.rules.blitzkrieg_moscow.movement import moves, path_ok

    saved = savegame.read(SCENARIOS.parent / "tests" / "data" / "golden" / "blitzkrieg_moscow_2-7.qtwsave")
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    s, _ = game.new_state(saved.seed, saved.dice_script, saved.generator)
    for a in saved.actions[:65]:
        s, _ = game.apply(s, game.decode(a))
    listed = [m for u in sorted(s.units) if game.units[u].side == S and s.units[u].hex is not None
              for m in moves(game, s, u, "normal")]
    assert (len({m.unit for m in listed}), len(listed), max(len(m.path) for m in listed)) == (21, 238, 3)
    assert [m for m in listed if not path_ok(game, s, m.unit, m.path)] == []
