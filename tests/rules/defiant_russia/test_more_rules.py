"""1.0-2.0 the game's frame, 7.23 retreat direction, 9.0 rivers and cities, 9.22 the strait
in combat, 11.41 Romanian rebuilds, options and the questions the UI asks."""

import pytest

from qtwargame.engine.actions import EndPhase, Place, Retreat
from qtwargame.engine.game import Game
from qtwargame.logtext import PlainNames
from qtwargame.rules.defiant_russia.actions import Replace
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import (
    attack,
    axis_replacements_of_turn_3,
    dice,
    goto,
    light_mud_exploitation,
    options,
    start,
)


def pools(game, state, attackers, target):
    pv = game.ruleset.preview_attack(game, state, attackers, game.hex(target))
    return pv.attack_strength, pv.defense_strength


def test_1_0_two_sides_seven_monthly_turns_and_the_options_of_8_2_12_1_12_2():
    sc = load_scenario(SCENARIOS / "defiant_russia.json")
    game = Game(sc)
    assert game.sides == ["axis", "soviet"] and game.last_turn == 7
    assert [t.date.en for t in sc.turns][0] == "June 1941" and sc.turns[-1].date.en == "December 1941"
    opts = {o.id: o for o in game.ruleset.options()}
    assert opts["weather"].choices == ("historical", "random") and opts["weather"].rule == "8.2"
    assert opts["early_invasion"].rule == "12.1" and opts["no_purge"].rule == "12.2"


def test_2_0_the_counter_mix_axis_corps_soviet_armies_and_one_division():
    sc = load_scenario(SCENARIOS / "defiant_russia.json")
    units = sc.units
    assert len(units) == 126  # + 14 markers = 140 counters
    assert sum(1 for u in units if u.side == "axis") == 56
    # the one Axis unit that is not a corps (2.0): the Blue Division, of one step
    assert [u.id for u in units if u.side == "axis" and u.type == "infantry" and len(u.steps) == 1
            and u.kind == "unit"] == ["spa_blue"]
    assert sc.unit("ita_csir").steps[0] == {"strength": 3, "movement": 5}
    assert sc.unit("hun_mob").steps[0] == {"strength": 4, "movement": 4}
    assert sc.unit("rom_mtn").steps[0] == {"strength": 4, "movement": 4}
    assert sc.unit("sov_tk_18").steps[0] == {"strength": 2, "movement": 5}
    assert sc.unit("sov_fleet_blacksea").steps[1]["strength"] == 0
    codes = {c.code: c for c in sc.setup_codes}
    assert codes["sov_O"].region == "district:odessa" and codes["axis_C"].region == "army_group:center"
    assert codes["sov_L"].hexes == ["3914"] and codes["sov_S"].hexes == ["1506"]


def test_3_2_qa_the_nationalities_six_romanians_the_italian_csir_the_hungarian_mobile_corps_the_spanish():
    sc = load_scenario(SCENARIOS / "defiant_russia.json")
    units = {u.id: u for u in sc.units}
    assert sum(1 for u in sc.units if u.nationality == "romanian") == 6
    assert (units["ita_csir"].nationality, units["hun_mob"].nationality, units["spa_blue"].nationality) == (
        "italian", "hungarian", "spanish")
    assert units["spa_blue"].steps == [{"strength": 1, "movement": 4}]


def test_7_23_a_retreat_moves_away_from_the_start_toward_the_own_edge():
    b = (DRBuilder(rows=(13, 19), cols=(1, 12))
         .unit("g", "axis", "german", "infantry", "1605", (9, 3), (4, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("s2", "soviet", "soviet", "armor", "1606", (2, 5), (1, 5)))
    game, state = start(b)
    state = dice(goto(game, state, "axis_combat"), 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    state, _ = attack(game, state, ["g"], ["1606"])
    from qtwargame.engine.actions import Choose, TakeLoss
    state, _ = game.apply(state, TakeLoss("soviet", "s1"))
    state, _ = game.apply(state, Choose("soviet", "retreat"))
    paths = [a for a in options(game, state) if isinstance(a, Retreat)]
    start_hex = game.hex("1606")
    assert paths and all(len(a.path) == 2 for a in paths)
    for a in paths:
        assert [start_hex.distance(h) for h in a.path] == [1, 2]
        assert int(game.label(a.path[-1])[2:]) > 6  # nearer the Soviet (east) edge


def test_9_0_rivers_cities_and_major_cities_in_combat():
    b = (DRBuilder().hexside("1605", "1606", "river").city("c", "1606", kind="city")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "1507", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    assert pools(game, state, ["pz"], "1606") == (4, 3)  # across a river into a city: 6-1-1
    assert pools(game, state, ["inf"], "1606") == (3, 3)
    assert pools(game, state, ["pz", "inf"], "1606") == (7, 3)  # only the crosser loses 1
    b2 = (DRBuilder().city("m", "1606", kind="major_city")
          .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
          .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b2)
    assert pools(game, goto(game, state, "axis_combat"), ["pz"], "1606") == (5, 4)


def test_9_0_a_town_is_no_city_attacking_armor_keeps_its_strength():
    """9.0 gives armour -1 against city and major city hexes only; the scenario's towns
    (kind ``town``, Dzhankoy) are map names with no effect (rules_data.city_kinds)."""
    b = (DRBuilder().city("t", "1606", kind="town")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b)
    assert pools(game, goto(game, state, "axis_combat"), ["pz"], "1606") == (6, 3)


def test_9_22_an_attack_only_across_the_strait_gives_each_defender_1():
    b = (DRBuilder(rows=(13, 18), cols=(5, 14), split=9).rules(kerch=["1509", "1510"])
         .hexside("1509", "1510", "strait")
         .unit("g", "axis", "german", "infantry", "1509", (3, 3), (1, 3))
         .unit("g2", "axis", "german", "infantry", "1609", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1510", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    assert pools(game, state, ["g"], "1510") == (2, 4)
    assert pools(game, state, ["g", "g2"], "1510") == (5, 3)


def test_11_41_romanians_return_in_bucharest_and_minor_allies_get_nothing():
    b = (DRBuilder(split=6).city("bucharest", "1602", kind="capital").city("warsaw", "1402")
         .unit("ro", "axis", "romanian", "infantry", "1604", (3, 3), (1, 3))
         .unit("it", "axis", "italian", "infantry", "1504", (3, 5), (1, 5))
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    state = axis_replacements_of_turn_3(game, state, {"ro": (1, "eliminated"), "it": (1, "eliminated")})
    places = [a for a in options(game, state) if isinstance(a, Place)]
    assert places == [Place("axis", "ro", game.hex("1602"), "replacement")]


def test_questions_supply_zoc_and_stacking_for_the_ui():
    b = (DRBuilder().unit("g", "axis", "german", "infantry", "1605", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1608", (3, 3), (1, 3)))
    game, state = start(b)
    assert game.ruleset.supply_status(game, state, "axis") == {"g": True}
    zoc = {game.label(h) for h in game.ruleset.zoc_hexes(game, state, "axis")}
    assert zoc == {"1604", "1606", "1505", "1506", "1705", "1706"}
    assert game.ruleset.stacking_violations(game, state) == []
    assert game.ruleset.victory_points(game, state) == {"axis": 0, "soviet": 2}


def _overrun_moscow(game, state):
    """Turn 2, Axis movement: the Axis unit moves into Moscow (1606), where Stalin stands
    alone, and overruns him (his roll a 4: he survives)."""
    from qtwargame.engine.actions import Move

    state = goto(game, state, "axis_move", turn=2)
    state = dice(state, 4)
    move = next(a for a in options(game, state) if isinstance(a, Move) and game.label(a.to) == "1606")
    return game.apply(state, move)


def test_11_62_a_lone_stalin_overrun_rolls_and_goes_to_a_linked_city():
    b = (DRBuilder(split=4).city("moscow", "1606", kind="capital", vp=2)
         .city("stalingrad", "1409", kind="major_city").city("gorky", "1809", kind="major_city")
         .unit("sov_ldr_stalin", "soviet", "soviet", "leader", "1606", (0, 0), kind="leader")
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1604", (3, 3), (1, 3)))
    game, state = start(b)
    state, log = _overrun_moscow(game, state)
    assert any("overrun" in e.text.format() for e in log)
    assert state.pending.kind == "relocate" and state.to_act == "soviet"
    assert {game.label(a.hex) for a in options(game, state)} == {"1409", "1809"}
    state, _ = game.apply(state, Place("soviet", "sov_ldr_stalin", game.hex("1409"), "relocate"))
    assert state.units["sov_ldr_stalin"].hex == game.hex("1409")


def test_11_62_a_relocated_stalin_needs_a_rail_line_to_moscow_or_the_east_edge():
    """11.62: the city Stalin goes to must have a rail line to Moscow or to the map's east
    edge; a line to the north edge (a Soviet supply edge, 5.0) is not enough."""
    b = (DRBuilder(split=4, full_rail=False).city("moscow", "1606", kind="capital", vp=2)
         .city("stalingrad", "1409", kind="major_city").city("gorky", "1807", kind="major_city")
         .rail("1409", "1410").rail("1807", "1808")
         .region("edge:soviet_north", "1808")
         .region("edge:soviet_supply", "1808", *[f"{r}10" for r in range(14, 19)])
         .rules(supply_edges={"axis": "edge:axis", "soviet": "edge:soviet_supply"})
         .unit("sov_ldr_stalin", "soviet", "soviet", "leader", "1606", (0, 0), kind="leader")
         .unit("s", "soviet", "soviet", "infantry", "1510", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1605", (3, 3), (1, 3)))
    game, state = start(b)
    state, _ = _overrun_moscow(game, state)
    # one city is left (Stalingrad, joined to the east edge): he is placed there at once
    assert state.pending is None
    assert game.label(state.units["sov_ldr_stalin"].hex) == "1409"


def test_6_2_units_removed_for_stacking_are_casualties():
    from qtwargame.engine.actions import EndPhase, Move, Remove
    from qtwargame.rules.defiant_russia.victory import casualty_points
    b = (DRBuilder().unit("a1", "soviet", "soviet", "infantry", "1608", (3, 3), (1, 3))
         .unit("a2", "soviet", "soviet", "infantry", "1609", (3, 3), (1, 3))
         .unit("far", "axis", "german", "infantry", "1402", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move")
    state, _ = game.apply(state, next(a for a in options(game, state) if isinstance(a, Move)
                                      and a.unit == "a2" and game.label(a.to) == "1608"))
    state, _ = game.apply(state, EndPhase("soviet"))
    state, _ = game.apply(state, Remove("axis", "a1", "stacking"))
    assert casualty_points(game, state) == {"axis": 1, "soviet": 0}


def test_6_64_exploiting_units_may_always_move_one_hex():
    b = (DRBuilder().terrain("1505", "swamp")
         .unit("pz", "axis", "german", "armor", "1405", (6, 6), (3, 6))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_exploit", turn=7)  # snow: 1 MP, swamp costs 3
    assert state.weather == "snow"
    reach = {game.label(h) for h in game.ruleset.reachable(game, state, "pz")}
    assert "1505" in reach and all(game.hex("1405").distance(game.hex(x)) == 1 for x in reach)


def test_10_12_replacement_points_are_not_saved_for_a_later_turn():
    b = (DRBuilder(split=6).city("warsaw", "1602", kind="major_city")
         .unit("inf", "axis", "german", "infantry", "1404", (4, 3), (2, 3))
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    s = goto(game, state, "axis_move", turn=2).copy()
    s.units["inf"] = s.units["inf"].__class__(s.units["inf"].hex, 1, "map", frozenset())
    state = goto(game, s, "axis_replacements", turn=3)
    assert state.data["rp"] == 2
    from qtwargame.engine.actions import EndPhase
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.data["rp"] == 0
    state = goto(game, state, "axis_replacements", turn=4)
    assert state.data["rp"] == 2  # a fresh 2, not 4


def test_11_53_a_reduced_fleet_carries_only_reduced_units():
    from qtwargame.engine.actions import Move
    b = (DRBuilder().region("sea:black_sea", "1407", "1408", "1507")
         .city("sevastopol", "1506", kind="fortress", fortress=True, port=True, vp=1)
         .city("odessa", "1509", kind="major_city", port=True)
         .unit("sov_fleet_blacksea", "soviet", "soviet", "fleet", "1506", (2, 0), (0, 0), kind="fleet")
         .unit("full", "soviet", "soviet", "infantry", "1506", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    for x in ("1407", "1408", "1507"):
        b.terrain(x, "sea")
    b.control("1509", "soviet").control("1506", "soviet")
    game, state = start(b)
    state = goto(game, state, "soviet_move")
    assert [a for a in options(game, state) if isinstance(a, Move) and a.mode == "sea" and a.unit == "full"]
    s = state.copy()
    f = s.units["sov_fleet_blacksea"]
    s.units["sov_fleet_blacksea"] = f.__class__(f.hex, 1, f.status, f.flags)
    assert not [a for a in options(game, s) if isinstance(a, Move) and a.mode == "sea" and a.unit == "full"]


def test_11_61_in_light_mud_only_german_armor_with_guderian_exploits_one_hex():
    game, state = light_mud_exploitation()
    assert state.weather == "light_mud" and state.phase == "axis_exploit"
    reach = {game.label(h) for h in game.ruleset.reachable(game, state, "pz")}
    assert reach and all(game.hex("1604").distance(game.hex(x)) == 1 for x in reach)
    assert game.ruleset.reachable(game, state, "pz2") == {}


def test_6_6_8_3_a_unit_that_makes_no_exploitation_move_is_refused_with_why():
    """Session 85 by hand: a panzer corps dragged in the light-mud exploitation phase of
    turn 4 read only "cannot move now (Axis exploitation movement phase)". The refusal
    says what the rules say: the weather (8.3, 11.61) or the kind of unit (6.6). (In mud
    nobody exploits and the phase is passed over.)"""
    from qtwargame.engine.actions import Move
    from qtwargame.engine.ruleset import IllegalAction

    game, state = light_mud_exploitation()

    def refusal(state, uid):
        step = Move("axis", uid, (game.board.neighbors(state.units[uid].hex)[0],))
        with pytest.raises(IllegalAction) as e:
            game.check(state, step)
        return e.value.rule, e.value.message.text

    assert state.weather == "light_mud"
    assert refusal(state, "pz2") == (
        "8.3", "In light mud only German armour stacked with Guderian makes an exploitation "
        "move, of one hex.")
    assert refusal(state, "rom") == (
        "6.6", "{unit} never makes exploitation moves: only German and Italian units, Romanian "
        "mountain and cavalry units, and Soviet armour, cavalry and shock armies do.")
    assert game.ruleset.reachable(game, state, "pz")  # with Guderian: one hex


def test_11_63_zhukov_left_alone_joins_the_nearest_soviet_unit_when_the_phase_ends():
    from qtwargame.engine.actions import EndPhase, Move
    b = (DRBuilder().unit("s", "soviet", "soviet", "infantry", "1608", (3, 3), (1, 3))
         .unit("sov_ldr_zhukov", "soviet", "soviet", "leader", "1608", (0, 3), kind="leader")
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move")
    away = next(a for a in options(game, state) if isinstance(a, Move) and a.unit == "sov_ldr_zhukov"
                and a.mode == "normal" and game.label(a.to) == "1610")
    state, _ = game.apply(state, away)
    state, _ = game.apply(state, EndPhase("soviet"))
    assert state.units["sov_ldr_zhukov"].hex == game.hex("1608")


def test_6_5_zhukov_rails_free_of_the_limit_and_then_moves_3_hexes():
    from qtwargame.engine.actions import Move
    b = (DRBuilder().unit("s", "soviet", "soviet", "infantry", "1610", (3, 3), (1, 3))
         .unit("sov_ldr_zhukov", "soviet", "soviet", "leader", "1609", (0, 3), kind="leader")
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move")
    rail = next(a for a in options(game, state) if isinstance(a, Move) and a.unit == "sov_ldr_zhukov"
                and a.mode == "rail" and game.label(a.to) == "1810")
    state, _ = game.apply(state, rail)
    assert state.data["rail_used"] == 0
    assert [a for a in options(game, state) if isinstance(a, Move) and a.unit == "sov_ldr_zhukov"
            and a.mode == "normal"]


def test_10_12_replacement_points_not_spent_are_named_as_lost_while_a_restore_is_legal():
    b = (DRBuilder(split=6).city("warsaw", "1402")
         .unit("g", "axis", "german", "infantry", "1604", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    state = axis_replacements_of_turn_3(game, state, {"g": (1, "map")})
    assert state.data["rp"] == 2
    names = PlainNames(game)
    assert [names.render(m) for m in game.ruleset.end_phase_losses(game, state)] == [
        "2 replacement points not spent are lost (10.12)"]
    restore = next(a for a in options(game, state) if isinstance(a, Replace))
    after, _ = game.apply(state, restore)
    assert after.data["rp"] == 1
    # one point left and nothing it may buy (a return costs two): no loss named
    assert game.ruleset.end_phase_losses(game, after) == []
    ended, _ = game.apply(state, EndPhase("axis"))
    assert ended.data["rp"] == 0 and game.ruleset.end_phase_losses(game, ended) == []
