"""6.0 Movement, 6.1 terrain, 6.2 stacking, 6.3 ZoC, 6.4 control, 6.5 rail, 6.6
exploitation, 6.7 turn 1, 9.2 the Kerch strait, 11.4x minor allies' movement."""

import pytest

from qtwargame.engine.actions import EndPhase, Move, Remove
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.logtext import PlainNames
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import edit, goto, options, start


def reach(game, state, uid):
    return {game.label(h): c for h, c in game.ruleset.reachable(game, state, uid).items()}


def moves_of(game, state, uid, mode=None):
    return [a for a in options(game, state) if isinstance(a, Move) and a.unit == uid
            and (mode is None or a.mode == mode)]


def soviet_move(b, **opts):
    game, state = start(b, **opts)
    return game, goto(game, state, "soviet_move")


def test_6_1_terrain_costs_depend_on_the_unit_type():
    b = (DRBuilder().terrain("1606", "rough").terrain("1706", "forest").terrain("1506", "swamp")
         .terrain("1707", "forest")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "1604", (3, 3), (1, 3))
         .unit("mtn", "axis", "german", "mountain", "1607", (3, 3), (1, 3)))
    game, state = start(b)
    r = reach(game, state, "pz")
    assert (r["1606"], r["1706"], r["1506"]) == (3, 2, 3)
    r = reach(game, state, "mtn")
    assert r["1606"] == 1 and r["1707"] == 1
    r = reach(game, state, "inf")
    assert r["1505"] == 1


def test_6_15_a_rail_line_gives_no_bonus_to_normal_movement():
    b = (DRBuilder(full_rail=False).terrain("1606", "forest").terrain("1607", "forest")
         .rail("1601", "1602", "1603", "1604", "1605", "1606", "1607")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6)))
    game, state = start(b)
    assert reach(game, state, "pz")["1607"] == 4


def test_6_0_minimum_move_of_one_hex_whatever_the_cost():
    b = (DRBuilder(full_rail=False).terrain("1607", "swamp").rail("1401", "1402")
         .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("far", "axis", "german", "infantry", "1402", (3, 3), (1, 3)))
    game, state = soviet_move(b)
    assert "oos" in state.units["s"].flags  # MA 3 halved down to 1
    r = reach(game, state, "s")
    assert r["1607"] == 1  # swamp costs 2, entered as the whole move
    assert all(game.hex("1606").distance(game.hex(x)) == 1 for x in r)


def test_8_3_mud_halves_movement_rounding_up_after_supply_rounds_down():
    b = (DRBuilder(full_rail=False).rail("1601", "1602").terrain("1604", "rough")
         .unit("pz", "axis", "german", "armor", "1606", (6, 6), (3, 6)))
    game, state = start(b)
    state = edit(state, weather="mud")
    # out of supply (4 hexes from rail): 6 -> 3 -> 2 in mud
    r = reach(game, state, "pz")
    assert max(r.values()) == 2 and "1604" not in r or r.get("1604") == 2


def test_6_2_stacking_limits_and_the_opponent_removes_the_excess():
    b = (DRBuilder().unit("a1", "soviet", "soviet", "infantry", "1608", (3, 3), (1, 3))
         .unit("a2", "soviet", "soviet", "infantry", "1609", (3, 3), (1, 3))
         .unit("t1", "soviet", "soviet", "armor", "1708", (2, 5), (1, 5))
         .unit("far", "axis", "german", "infantry", "1402", (3, 3), (1, 3)))
    game, state = soviet_move(b)
    two_armies = next(a for a in moves_of(game, state, "a2") if game.label(a.to) == "1608")
    state, _ = game.apply(state, two_armies)  # 6.2: checked only at the end of the phase
    assert game.ruleset.stacking_violations(game, state)
    state, _ = game.apply(state, EndPhase("soviet"))
    assert state.phase == "soviet_move_stacking" and state.to_act == "axis"
    assert set(options(game, state)) == {Remove("axis", "a1", "stacking"), Remove("axis", "a2", "stacking"),
                                         EndPhase("axis")} - {EndPhase("axis")}
    with pytest.raises(IllegalAction):
        game.apply(state, EndPhase("axis"))
    state, _ = game.apply(state, Remove("axis", "a2", "stacking"))
    assert state.units["a2"].status == "eliminated"
    assert not game.ruleset.stacking_violations(game, state)
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase != "soviet_move_stacking"


def test_6_21_army_plus_corps_is_legal_and_stalin_allows_two_armies():
    from qtwargame.rules.defiant_russia.stacking import stack_ok
    b = (DRBuilder().unit("a1", "soviet", "soviet", "infantry", "1608")
         .unit("a2", "soviet", "soviet", "infantry", "1609").unit("sh", "soviet", "soviet", "shock", "1610")
         .unit("t1", "soviet", "soviet", "armor", "1708")
         .unit("blue", "axis", "spanish", "infantry", "1402", (1, 4))
         .unit("g1", "axis", "german", "infantry", "1403").unit("g2", "axis", "german", "infantry", "1404")
         .unit("hun", "axis", "hungarian", "mechanized", "1405")
         .unit("rom", "axis", "romanian", "infantry", "1406"))
    game, _ = start(b)
    t = game.cache
    assert stack_ok(t, ["a1", "t1"], False)
    assert not stack_ok(t, ["a1", "a2"], False)
    assert not stack_ok(t, ["a1", "sh"], False)
    assert stack_ok(t, ["a1", "a2"], True)  # 11.62: with Stalin
    assert stack_ok(t, ["g1", "g2", "blue"], False)  # 6.22
    assert not stack_ok(t, ["hun", "rom"], False)  # 6.23


def test_6_3_entering_enemy_zoc_stops_a_unit_unless_a_friend_is_there():
    b = (DRBuilder().unit("s", "soviet", "soviet", "infantry", "1608", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1605", (3, 3), (1, 3)))
    game, state = soviet_move(b)
    r = reach(game, state, "s")
    assert "1606" in r and "1506" in r  # both in the German ZoC...
    assert "1505" not in r  # ... and nothing beyond them is reached through them


def test_6_3_armor_moves_zoc_to_zoc_paying_one_more_by_weather_and_guderian():
    b = (DRBuilder().unit("pz", "axis", "german", "armor", "1604", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "1505", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1607", (3, 3), (1, 3)))
    game, state = start(b)
    state = edit(goto(game, state, "axis_move", turn=2), weather="clear")
    r = reach(game, state, "pz")
    assert r["1606"] == 2  # 1605 is not in the ZoC of 1607; 1606 is
    zoc_to_zoc = Move("axis", "pz", (game.hex("1605"), game.hex("1606"), game.hex("1707")))
    after, _ = game.apply(state, zoc_to_zoc)  # 1606 -> 1707 costs 1 + 1 (6.3)
    assert after.units["pz"].hex == game.hex("1707")
    for weather in ("light_mud", "mud"):
        with pytest.raises(IllegalAction):
            game.apply(edit(state, weather=weather), zoc_to_zoc)
    with pytest.raises(IllegalAction):  # infantry stops in the first ZoC hex
        game.apply(state, Move("axis", "inf", (game.hex("1506"), game.hex("1507"), game.hex("1508"))))


def test_6_3_guderian_lets_german_armor_go_zoc_to_zoc_in_light_mud():
    b = (DRBuilder().unit("pz", "axis", "german", "armor", "1604", (6, 6), (3, 6))
         .unit("ger_ldr_guderian", "axis", "german", "leader", "1604", (0, 0), kind="leader")
         .unit("s", "soviet", "soviet", "infantry", "1607", (3, 3), (1, 3)))
    game, state = start(b)
    state = edit(goto(game, state, "axis_move", turn=2), weather="light_mud")
    assert state.data["guderian_with"] == "pz"
    game.apply(state, Move("axis", "pz", (game.hex("1605"), game.hex("1606"), game.hex("1707"))))
    move = next(a for a in moves_of(game, state, "pz") if game.label(a.to) == "1605")
    state, _ = game.apply(state, move)
    assert state.units["ger_ldr_guderian"].hex == game.hex("1605")  # 11.61: he goes along


def test_6_3_soviet_armor_moves_zoc_to_zoc_in_snow_but_not_in_light_mud():
    b = (DRBuilder().unit("t", "soviet", "soviet", "armor", "1607", (2, 5), (1, 5))
         .unit("g", "axis", "german", "infantry", "1605", (3, 3), (1, 3)))
    game, state = soviet_move(b)
    direct = Move("soviet", "t", (game.hex("1606"), game.hex("1506")))  # ZoC -> ZoC
    game.apply(edit(state, weather="snow"), direct)
    game.apply(edit(state, weather="clear"), direct)
    with pytest.raises(IllegalAction):
        game.apply(edit(state, weather="light_mud"), direct)
    with pytest.raises(IllegalAction):
        game.apply(edit(state, weather="mud"), direct)


def test_6_4_moving_through_a_hex_takes_control_of_it():
    b = DRBuilder().unit("g", "axis", "german", "infantry", "1604", (3, 4), (1, 4))
    game, state = start(b)
    move = next(a for a in moves_of(game, state, "g") if game.label(a.to) == "1608")
    assert state.control[game.hex("1607")] == "soviet"
    state, _ = game.apply(state, move)
    assert all(state.control[h] == "axis" for h in move.path)


def test_6_4_the_log_says_when_a_city_changes_hands():
    """A city passed through or entered by the enemy is logged once, with its name and the
    side that takes it; a city already held and a hex that is no city are not."""
    b = (DRBuilder().city("dubno", "1606").city("rovno", "1707").city("brody", "1503")
         .unit("g", "axis", "german", "infantry", "1604", (3, 4), (1, 4))
         .unit("g2", "axis", "german", "infantry", "1705", (3, 3), (1, 3))
         .unit("g3", "axis", "german", "infantry", "1504", (3, 3), (1, 3)))
    game, state = start(b)
    names = PlainNames(game)

    def taken(move):
        nonlocal state
        state, entries = game.apply(state, move)
        return [(e.rule, e.text.text, names.render(e.text)) for e in entries
                if e.text.text == "{city} passes to {side} control"]

    through = next(a for a in moves_of(game, state, "g") if game.label(a.to) == "1608")
    assert [game.label(h) for h in through.path] == ["1605", "1606", "1607", "1608"]
    assert state.control[game.hex("1606")] == "soviet"
    assert taken(through) == [("6.4", "{city} passes to {side} control",
                               "Dubno (1606) passes to Axis control")]
    into = next(a for a in moves_of(game, state, "g2") if game.label(a.to) == "1707")
    assert state.control[game.hex("1707")] == "soviet"
    assert taken(into) == [("6.4", "{city} passes to {side} control",
                            "Rovno (1707) passes to Axis control")]
    # a city the mover's side holds already, and hexes that are no city: no such line
    own = next(a for a in moves_of(game, state, "g3") if game.label(a.to) == "1503")
    assert state.control[game.hex("1503")] == "axis"
    assert taken(own) == []
    assert state.control[game.hex("1606")] == state.control[game.hex("1707")] == "axis"


def test_6_5_rail_moves_are_limited_per_turn_and_need_lines_held_since_the_phase_began():
    b = DRBuilder(split=9)
    for i, x in enumerate(("1401", "1402", "1403", "1404")):
        b.unit(f"g{i}", "axis", "german", "infantry", x, (3, 3), (1, 3))
    b.unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3))
    game, state = start(b)
    state = goto(game, state, "axis_move", turn=2)
    for i in range(3):
        rail = moves_of(game, state, f"g{i}", "rail")
        assert rail
        state, _ = game.apply(state, next(a for a in rail if game.label(a.to) == f"180{5 + i}"))
    assert not moves_of(game, state, "g3", "rail")  # the Axis has 3 a turn in clear weather
    assert moves_of(game, state, "g3", "normal")
    assert not moves_of(game, state, "g0")  # a unit that railed makes no other move
    snow = edit(goto(game, state, "axis_move", turn=3), weather="snow")
    assert len([u for u in ("g0", "g1", "g2", "g3") if moves_of(game, snow, u, "rail")]) == 4
    from qtwargame.rules.defiant_russia.rail import rail_capacity
    assert rail_capacity(game.cache, snow, "axis") == 2 and rail_capacity(game.cache, snow, "soviet") == 6


def test_6_5_a_rail_line_captured_this_phase_cannot_be_used():
    b = (DRBuilder(full_rail=False, split=5).rail("1601", "1602", "1603", "1604", "1605", "1606", "1607")
         .unit("g1", "axis", "german", "infantry", "1604", (3, 3), (1, 3))
         .unit("g2", "axis", "german", "infantry", "1601", (3, 3), (1, 3)))
    game, state = start(b)
    assert "1607" not in {game.label(a.to) for a in moves_of(game, state, "g2", "rail")}
    move = next(a for a in moves_of(game, state, "g1", "normal") if game.label(a.to) == "1607")
    state, _ = game.apply(state, move)
    assert state.control[game.hex("1606")] == "axis"
    assert "1606" not in {game.label(a.to) for a in moves_of(game, state, "g2", "rail")}


def test_6_6_exploitation_allowances_by_type_and_weather():
    from qtwargame.rules.defiant_russia.movement import exploitation_allowance
    from qtwargame.rules.defiant_russia.snapshot import Snap
    b = (DRBuilder().unit("pz", "axis", "german", "armor", "1401", (6, 6), (3, 6))
         .unit("gi", "axis", "german", "infantry", "1402").unit("rc", "axis", "romanian", "cavalry", "1403")
         .unit("ri", "axis", "romanian", "infantry", "1404").unit("fi", "axis", "finnish", "infantry", "1405")
         .unit("hu", "axis", "hungarian", "mechanized", "1501")
         .unit("sp", "axis", "spanish", "infantry", "1502", (1, 4))
         .unit("it", "axis", "italian", "infantry", "1503", (3, 5), (1, 5))
         .unit("st", "soviet", "soviet", "armor", "1809").unit("sc", "soviet", "soviet", "cavalry", "1808")
         .unit("ss", "soviet", "soviet", "shock", "1807").unit("si", "soviet", "soviet", "infantry", "1806"))
    game, state = start(b)

    def mp(weather):
        snap = Snap(game, edit(state, weather=weather))
        return {u: exploitation_allowance(snap, u) for u in
                ("pz", "gi", "rc", "ri", "fi", "hu", "sp", "it", "st", "sc", "ss", "si")}
    assert mp("clear") == {"pz": 3, "gi": 1, "rc": 1, "ri": 0, "fi": 0, "hu": 0, "sp": 0, "it": 1,
                           "st": 2, "sc": 1, "ss": 1, "si": 0}
    assert mp("snow") == {"pz": 1, "gi": 1, "rc": 1, "ri": 0, "fi": 0, "hu": 0, "sp": 0, "it": 1,
                          "st": 2, "sc": 1, "ss": 1, "si": 0}
    assert set(mp("light_mud").values()) == {0}  # only with Guderian (11.61)


def test_6_7_turn_1_no_soviet_zoc_across_the_border_and_hungary_closed():
    b = (DRBuilder(split=5).region("country:hungary", "1401", "1402")
         .unit("g", "axis", "german", "infantry", "1504", (3, 4), (1, 4))
         .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b)
    assert state.turn == 1 and state.phase == "axis_move"
    r = reach(game, state, "g")
    assert "1505" in r and "1504" not in r and "1604" in r
    assert r["1604"] == 1 and "1603" in r  # 1605 (Soviet ZoC? not across the border) passed
    assert "1402" not in r and "1401" not in r
    later = goto(game, state, "axis_move", turn=2)
    assert "1402" in reach(game, later, "g")


def test_6_7_no_exploitation_on_turn_1_unless_the_early_invasion():
    b = DRBuilder().unit("pz", "axis", "german", "armor", "1401", (6, 6), (3, 6)).unit(
        "s", "soviet", "soviet", "infantry", "1810")
    game, state = start(b)
    seen = []
    while state.turn == 1:
        seen.append(state.phase)
        state, _ = game.apply(state, EndPhase(state.active))
    assert "axis_exploit" not in seen and "soviet_exploit" not in seen
    game, state = start(b, early_invasion=True)
    seen = []
    while state.turn == 1:
        seen.append(state.phase)
        state, _ = game.apply(state, EndPhase(state.active))
    assert "axis_exploit" in seen and "soviet_exploit" not in seen


def test_11_42_finns_stay_north_of_row_39_unless_the_axis_holds_leningrad():
    b = (DRBuilder(rows=(37, 42), split=9).city("leningrad", "3910", kind="major_city", fortress=True)
         .unit("fin", "axis", "finnish", "infantry", "3904", (3, 3), (1, 3)))
    game, state = start(b)
    assert all(int(x[:2]) >= 39 for x in reach(game, state, "fin"))
    b.control("3910", "axis")
    game, state = start(b)
    assert any(int(x[:2]) < 39 for x in reach(game, state, "fin"))


def test_11_43_romanians_never_enter_hungary_nor_hungarians_romania():
    b = (DRBuilder(split=9).region("country:hungary", "1402", "1403")
         .region("country:romania", "1601", "1602")
         .unit("rom", "axis", "romanian", "infantry", "1401", (3, 3), (1, 3))
         .unit("hun", "axis", "hungarian", "mechanized", "1501", (4, 4), (2, 4)))
    game, state = start(b)
    state = goto(game, state, "axis_move", turn=2)
    assert "1402" not in reach(game, state, "rom")
    assert "1601" not in reach(game, state, "hun") and "1402" in reach(game, state, "hun")


def test_11_44_the_spanish_division_has_no_zoc():
    b = (DRBuilder().unit("blue", "axis", "spanish", "infantry", "1605", (1, 4))
         .unit("s", "soviet", "soviet", "infantry", "1607", (3, 3), (1, 3)))
    game, state = soviet_move(b)
    assert game.hex("1606") not in game.ruleset.zoc_hexes(game, state, "axis")
    assert "1505" in reach(game, state, "s")  # through 1606 and 1506 without stopping


def kerch(full_rail=True):
    b = (DRBuilder(rows=(13, 18), cols=(5, 14), split=9, full_rail=full_rail)
         .rules(kerch=["1509", "1510"], rail_sea_hexes=["1608", "1708"])
         .hexside("1509", "1510", "strait").region("sea:black_sea", "1409", "1410", "1608", "1708"))
    for x in ("1409", "1410", "1609", "1608", "1708"):
        b.terrain(x, "sea")
    return b


def test_9_21_no_zoc_across_the_strait_and_crossing_costs_armor_3_others_2():
    b = (kerch().unit("pz", "axis", "german", "armor", "1508", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "1509", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1511", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_move", turn=2)
    assert game.hex("1509") not in game.ruleset.zoc_hexes(game, state, "soviet")
    b2 = kerch().unit("pz", "axis", "german", "armor", "1509", (6, 6), (3, 6)).unit(
        "inf", "axis", "german", "infantry", "1509", (3, 3), (1, 3))
    game, state = start(b2)
    assert reach(game, state, "pz")["1510"] == 4 and reach(game, state, "inf")["1510"] == 3


def test_9_23_the_full_black_sea_fleet_makes_the_axis_spend_its_whole_move_to_cross():
    b = (kerch().unit("pz", "axis", "german", "armor", "1509", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "1508", (3, 4), (1, 4))
         .unit("sov_fleet_blacksea", "soviet", "soviet", "fleet", "1410", (2, 0), (0, 0), kind="fleet"))
    game, state = start(b)
    r = reach(game, state, "pz")
    assert r["1510"] == 6  # the crossing takes the whole allowance
    with pytest.raises(IllegalAction):
        game.apply(state, Move("axis", "pz", (game.hex("1510"), game.hex("1511"))))
    move = next(a for a in moves_of(game, state, "inf") if game.label(a.to) == "1509")
    state, _ = game.apply(state, move)
    assert state.units["inf"].hex == game.hex("1509")
    state, _ = game.apply(state, EndPhase("axis"))
    b3 = kerch().unit("inf", "axis", "german", "infantry", "1507", (3, 4), (1, 4)).unit(
        "sov_fleet_blacksea", "soviet", "soviet", "fleet", "1410", (2, 0), (0, 0), kind="fleet")
    game, state = start(b3)
    assert "1510" not in reach(game, state, "inf")  # entered 1509 this phase: may not cross


def test_9_23_rail_over_the_sea_is_closed_to_the_axis_near_the_full_fleet():
    b = (kerch(full_rail=False).rail("1605", "1606", "1607", "1608", "1708", "1808")
         .unit("g", "axis", "german", "infantry", "1607", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_move", turn=2)
    assert "1808" in {game.label(a.to) for a in moves_of(game, state, "g", "rail")}
    assert not {"1608", "1708"} & {game.label(a.to) for a in moves_of(game, state, "g")}
    b.unit("sov_fleet_blacksea", "soviet", "soviet", "fleet", "1409", (2, 0), (0, 0), kind="fleet")
    game, state = start(b)
    state = goto(game, state, "axis_move", turn=2)
    rail = {game.label(a.to) for a in moves_of(game, state, "g", "rail")}
    assert "1808" not in rail
