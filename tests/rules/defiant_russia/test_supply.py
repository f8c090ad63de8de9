"""5.0 Supply, 5.1 its effects, 5.2 snow, 5.3 Finnish supply, 10.15 Leningrad, 11.53 ports."""

from qtwargame.engine.actions import Move
from qtwargame.logtext import PlainNames
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import attack, dice, edit, goto, options, start


def supplied(game, state, side="axis"):
    return game.ruleset.supply_status(game, state, side)


def test_5_0_a_unit_three_hexes_from_a_rail_line_to_its_edge_is_in_supply():
    b = (DRBuilder(full_rail=False).rail("1601", "1602")
         .unit("near", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("far", "axis", "german", "infantry", "1506", (4, 3), (2, 3)))
    game, state = start(b)
    assert supplied(game, state) == {"near": True, "far": False}


def test_5_2_the_axis_traces_only_two_hexes_in_snow_but_the_finns_three():
    b = (DRBuilder(full_rail=False).rail("1601", "1602")
         .unit("ger", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("fin", "axis", "finnish", "infantry", "1705", (3, 3), (1, 3))
         .city("helsinki", "1601", kind="capital"))
    game, state = start(b)
    snow = edit(state, weather="snow")
    assert supplied(game, state)["ger"] is True
    assert supplied(game, snow) == {"ger": False, "fin": True}


def test_5_0_enemy_zoc_blocks_the_path_unless_a_friendly_unit_is_there():
    b = (DRBuilder(full_rail=False).rail("1601", "1602", "1603")
         .unit("ger", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("sov", "soviet", "soviet", "infantry", "1506", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_combat")  # 6.7: no border ZoC only in the Axis move
    zoc = game.ruleset.zoc_hexes(game, state, "soviet")
    assert game.hex("1505") in zoc and game.hex("1605") in zoc
    assert supplied(game, state)["ger"] is True  # 1604 is free: 1605-1604-1603
    b.unit("sov2", "soviet", "soviet", "infantry", "1705", (3, 3), (1, 3))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    assert game.hex("1604") in game.ruleset.zoc_hexes(game, state, "soviet")
    assert supplied(game, state)["ger"] is False
    b.unit("ger2", "axis", "german", "infantry", "1604", (4, 3), (2, 3))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    assert supplied(game, state)["ger"] is True  # the friendly unit in 1604 cancels the ZoC


def test_5_3_finns_in_finland_are_always_in_supply_and_trace_to_helsinki_outside():
    b = (DRBuilder(full_rail=False).region("country:finland", "1801", "1802", "1803")
         .city("helsinki", "1801", kind="capital").rail("1801", "1802")
         .unit("fin_in", "axis", "finnish", "infantry", "1803", (3, 3), (1, 3))
         .unit("fin_out", "axis", "finnish", "infantry", "1705", (3, 3), (1, 3))
         .unit("fin_far", "axis", "finnish", "infantry", "1508", (3, 3), (1, 3)))
    game, state = start(b)
    assert supplied(game, state) == {"fin_in": True, "fin_out": True, "fin_far": False}


def test_5_3_qa_axis_units_trace_through_an_axis_leningrad_to_helsinki():
    b = (DRBuilder(full_rail=False, split=2).city("helsinki", "1803", kind="capital")
         .city("leningrad", "1606", kind="major_city", fortress=True)
         .rail("1803", "1703", "1704", "1705", "1605", "1606", "1607", "1608")
         .unit("ger", "axis", "german", "infantry", "1609", (4, 3), (2, 3)))
    game, state = start(b)
    assert supplied(game, state)["ger"] is False
    b.control("1606", "axis")
    for x in ("1703", "1704", "1705", "1605", "1607", "1608", "1803"):
        b.control(x, "axis")
    game, state = start(b)
    assert supplied(game, state)["ger"] is True


def test_10_15_leningrad_is_always_in_supply_for_the_soviets():
    b = (DRBuilder(full_rail=False).city("leningrad", "1606", kind="major_city", fortress=True)
         .unit("sov", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("sov2", "soviet", "soviet", "infantry", "1608", (3, 3), (1, 3)))
    game, state = start(b)
    assert supplied(game, state, "soviet") == {"sov": True, "sov2": False}


def test_5_1_out_of_supply_halves_movement_down_defense_up_and_attack_is_1():
    b = (DRBuilder(full_rail=False).rail("1609", "1610")
         .unit("ger", "axis", "german", "armor", "1605", (5, 5), (3, 5))
         .unit("sov", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b)
    assert state.units["ger"].flags >= {"oos"}  # determined in the Axis organization phase
    reach = game.ruleset.reachable(game, state, "ger")
    assert max(reach.values()) <= 2  # MA 5 halved, rounded down
    assert not any(isinstance(a, Move) and a.mode == "rail" for a in options(game, state))
    state = goto(game, state, "axis_combat")
    pv = game.ruleset.preview_attack(game, state, ["ger"], game.hex("1606"))
    assert (pv.attack_strength, pv.defense_strength) == (1, 3)
    b2 = (DRBuilder(full_rail=False).rail("1601", "1602")
          .unit("ger", "axis", "german", "armor", "1605", (6, 6), (3, 6))
          .unit("sov", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b2)
    state = goto(game, state, "axis_combat")
    pv = game.ruleset.preview_attack(game, state, ["ger"], game.hex("1606"))
    assert (pv.attack_strength, pv.defense_strength) == (6, 2)  # 3 halved, rounded up


def test_5_1_a_unit_eliminated_out_of_supply_never_returns():
    b = (DRBuilder(full_rail=False).rail("1601", "1602")
         .unit("ger", "axis", "german", "infantry", "1605", (6, 3), (3, 3))
         .unit("sov", "soviet", "soviet", "infantry", "1606", (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    state = dice(state, 6, 1, 1, 1, 1, 1, 1, 1)
    state, log = attack(game, state, ["ger"], ["1606"])
    assert state.units["sov"].status == "removed"
    assert any("out of the game" in e.text.format() for e in log)


def test_11_53_one_soviet_unit_may_trace_to_a_black_sea_port():
    b = (DRBuilder(full_rail=False).rail("1609", "1610")
         .city("odessa", "1605", kind="major_city", port=True)
         .control("1605", "soviet").control("1604", "soviet")
         .region("sea:black_sea", "1504", "1505")
         .unit("sov_fleet_blacksea", "soviet", "soviet", "fleet", "1505", (2, 0), (0, 0), kind="fleet")
         .unit("a", "soviet", "soviet", "infantry", "1605", (3, 3), (1, 3))
         .unit("b", "soviet", "soviet", "armor", "1604", (2, 5), (1, 5)))
    b.terrain("1504", "sea").terrain("1505", "sea")
    game, state = start(b)
    state = goto(game, state, "soviet_replacements")
    assert state.pending.kind == "port_supply"
    state, _ = game.apply(state, options(game, state)[0])
    assert supplied(game, state, "soviet") == {"a": True, "b": False}
    assert "oos" in state.units["b"].flags and "oos" not in state.units["a"].flags


def _supply_log(*units):
    """The out-of-supply lines of the first Axis organization phase, the units put far
    from any rail line, with a city in 1605; the game too, to read them by name."""
    b = DRBuilder(full_rail=False).rail("1609", "1610").city("brest", "1605")
    for uid, hex_label in units:
        b.unit(uid, "axis", "german", "armor", hex_label, (5, 5), (3, 5))
    b.unit("sov", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
    game = b.game()
    _, log = game.new_state(1)
    return game, [e.text for e in log if "out of supply" in e.text.format()]


def test_5_1_the_log_names_the_units_out_of_supply_hex_by_hex_one_in_the_singular():
    """A player reads which units are cut off and where they stand, not only how many
    (play-testers, session 90: "1 Axis unit is out of supply"): hex by hex in the order of
    their numbers, a city's hex by its name with the number."""
    _, one = _supply_log(("ger", "1604"))
    assert [m.format() for m in one] == ["1 axis unit is out of supply: ger in 1604"]
    game, three = _supply_log(("ger", "1605"), ("ger3", "1605"), ("ger2", "1604"))
    assert [m.format() for m in three] == [
        "3 axis units are out of supply: ger2 in 1604; ger, ger3 in 1605"]
    assert PlainNames(game).render(three[0]) == (
        "3 Axis units are out of supply: ger2 in 1604; ger, ger3 in Brest (1605)")
