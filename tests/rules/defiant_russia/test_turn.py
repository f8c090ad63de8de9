"""3.0 setup, 4.0 sequence, 7.0 obligation, 8.0 weather, 10.0 replacements and
reinforcements, 12.1 and 12.2 options, on small maps and on the bundled scenario."""

import pytest

from qtwargame.engine.actions import Attack, Choose, EndPhase, Place
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.rules.defiant_russia.actions import Replace
from qtwargame.rules.defiant_russia.movement import printed_value
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import (
    attack,
    axis_replacements_of_turn_3,
    dice,
    edit,
    goto,
    options,
    put,
    start,
)


def test_4_0_the_eleven_steps_in_order():
    b = (DRBuilder().unit("pz", "axis", "german", "armor", "1401", (6, 6), (3, 6))
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    state = goto(game, state, "axis_move", turn=2)
    seen = []
    log_phases = []
    while state.turn == 2:
        seen.append(state.phase)
        state, log = game.apply(state, EndPhase(state.active))
        log_phases += [e.text.params.get("phase") for e in log if e.text.text == "Turn {turn}: {phase}"]
    assert seen == ["axis_move", "axis_exploit", "soviet_move", "soviet_exploit"]
    ids = [p.id for p in game.ruleset.phases(game)]
    assert ids[2:5] == ["weather", "axis_replacements", "axis_reinforcements"]
    order = [i for i in ids if not i.endswith("_stacking")][2:]
    assert order == ["weather", "axis_replacements", "axis_reinforcements", "axis_move", "axis_combat",
                     "axis_exploit", "axis_exploit_combat", "soviet_replacements",
                     "soviet_reinforcements", "soviet_move", "soviet_combat", "soviet_exploit",
                     "soviet_exploit_combat"]


def test_8_1_historical_weather_by_turn():
    b = DRBuilder().unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5))
    game, state = start(b)
    weather = {}
    while not state.over:
        weather[state.turn] = state.weather
        state, _ = game.apply(state, EndPhase(state.active))
    assert weather == {1: "clear", 2: "clear", 3: "clear", 4: "light_mud", 5: "mud", 6: "clear",
                       7: "snow"}


def test_8_2_random_weather_rolls_from_august_to_november():
    b = DRBuilder().unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5))
    game = b.game(weather="random")
    # August 6, September 5, partisans 1, October 1, partisans 1, November 6
    state, _ = game.new_state(1, dice_script=(6, 5, 1, 1, 1, 6))
    weather = {}
    while not state.over:
        weather[state.turn] = state.weather
        state, _ = game.apply(state, EndPhase(state.active))
    assert weather == {1: "clear", 2: "clear", 3: "light_mud", 4: "mud", 5: "clear", 6: "snow",
                       7: "snow"}
    assert state.data["first_snow"] == 6


def test_8_3_first_snow_turn_soviet_attacks_hit_on_5_or_6_fleet_dice_only_6():
    b = (DRBuilder().unit("g", "axis", "german", "infantry", "1402", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move", turn=7)
    assert state.weather == "snow" and state.data["first_snow"] == 7
    state = put(game, put(game, state, "g", "1605"), "s", "1606")
    state, _ = game.apply(state, EndPhase("soviet"))
    assert state.phase == "soviet_combat"
    pv = game.ruleset.preview_attack(game, state, ["s"], game.hex("1605"))
    assert any("hitting on 5+" in n.format() for n in pv.notes[:1])
    # the German defends at full strength (snow halves only Axis attacks)
    assert (pv.attack_strength, pv.defense_strength) == (3, 3)
    state = dice(state, 5, 5, 1, 1, 1, 1)
    state, log = attack(game, state, ["s"], ["1605"])
    assert any("2 hits on the defender" in e.text.format() for e in log)


def test_7_0_every_unit_next_to_an_enemy_must_attack_but_may_pick_its_target():
    b = (DRBuilder().unit("g1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("g2", "axis", "german", "infantry", "1402", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("s2", "soviet", "soviet", "infantry", "1506", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    assert EndPhase("axis") not in options(game, state)
    with pytest.raises(IllegalAction) as e:
        game.apply(state, EndPhase("axis"))
    assert e.value.rule == "7.0"
    state = dice(state, 1, 1, 1, 1, 1, 1, 1)
    state, _ = attack(game, state, ["g1"], ["1606"])
    assert EndPhase("axis") in options(game, state)  # s2 need not be attacked (7.0 Q&A)
    game2, state2 = start(b, combat_obligation="strict")
    state2 = dice(goto(game2, state2, "axis_combat"), 1, 1, 1, 1, 1, 1, 1)
    state2, _ = attack(game2, state2, ["g1"], ["1606"])
    assert EndPhase("axis") in options(game2, state2)  # nobody left who could attack 1506


def test_7_0_units_in_an_undestroyed_fortress_need_not_attack():
    b = (DRBuilder().city("sevastopol", "1606", kind="fortress", fortress=True, vp=1)
         .unit("g1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b)
    state = dice(goto(game, state, "axis_combat"), 1, 1, 1, 1, 1, 1, 1, 1)
    state, _ = attack(game, state, ["g1"], ["1606"])
    state = goto(game, state, "soviet_combat")
    assert EndPhase("soviet") in options(game, state)


def test_4_0_exploitation_combat_is_optional_and_only_for_exploiting_units():
    b = (DRBuilder().unit("pz", "axis", "german", "armor", "1401", (6, 6), (3, 6))
         .unit("inf", "axis", "romanian", "infantry", "1402", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_move", turn=2)
    for u, x in (("pz", "1605"), ("inf", "1506"), ("s", "1606")):
        state = put(game, state, u, x)
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "axis_combat"
    state = dice(state, *([1] * 12))
    state, _ = attack(game, state, ["pz", "inf"], ["1606"])
    state = goto(game, state, "axis_exploit_combat", turn=2)
    attacks = [a for a in options(game, state) if isinstance(a, Attack)]
    assert {a.attackers[0] for a in attacks} == {"pz"}
    assert EndPhase("axis") in options(game, state)
    state, _ = game.apply(state, attacks[0])
    assert "air" not in {a.option for a in options(game, state) if isinstance(a, Choose)}


def test_3_0_soviets_set_up_first_within_their_codes_then_the_axis(dr_game):
    game = dr_game
    state, log = game.new_state(1)
    assert state.phase == "soviet_setup" and state.active == "soviet"
    t = game.cache
    # single-hex codes, the fleets and Stalin are placed at once (3.1 Q&A, 11.62)
    assert game.label(state.units["sov_fleet_baltic"].hex) == "3914"
    assert game.label(state.units["sov_fleet_blacksea"].hex) == "1506"
    assert game.label(state.units["sov_ldr_stalin"].hex) == "3017"
    assert game.label(state.units["sov_tk_23"].hex) == "2005"  # 23rd Tank Corps in Odessa
    assert game.label(state.units["sov_inf_16"].hex) == "2507"  # 16th Army in Kiev
    places = [a for a in options(game, state) if isinstance(a, Place)]
    kiev = t.regions["district:kiev"]
    assert {t.idx[a.hex] for a in places if a.unit == "sov_inf_5"} <= kiev
    assert all(game.units[a.unit].side == "soviet" for a in places)
    with pytest.raises(IllegalAction):
        game.apply(state, EndPhase("soviet"))
    with pytest.raises(IllegalAction):
        game.apply(state, Place("soviet", "sov_inf_5", game.hex("3017"), "setup"))


def test_3_2_guderian_starts_with_an_army_group_center_armor(dr_game):
    game = dr_game
    state, _ = game.new_state(1)
    import random
    rng = random.Random(3)
    while state.phase == "soviet_setup":
        places = [a for a in options(game, state) if isinstance(a, Place)]
        state, _ = game.apply(state, rng.choice(places) if places else EndPhase("soviet"))
    assert state.phase == "axis_setup"
    assert not [a for a in options(game, state) if a.unit == "ger_ldr_guderian"]
    c_armor = next(a for a in options(game, state) if a.unit == "ger_pz_24")
    state, _ = game.apply(state, c_armor)
    g = [a for a in options(game, state) if getattr(a, "unit", None) == "ger_ldr_guderian"]
    assert [a.hex for a in g] == [c_armor.hex]
    state, _ = game.apply(state, g[0])
    assert state.data["guderian_with"] == "ger_pz_24"


def test_10_13_axis_replacements_from_august_one_armor_a_turn_and_rebuilds_in_warsaw():
    b = (DRBuilder(split=6).city("warsaw", "1602", kind="major_city")
         .unit("pz1", "axis", "german", "armor", "1604", (6, 6), (3, 6))
         .unit("pz2", "axis", "german", "armor", "1504", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "1404", (4, 3), (2, 3))
         .unit("hun", "axis", "hungarian", "mechanized", "1403", (4, 4), (2, 4))
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    state = axis_replacements_of_turn_3(game, state, {
        "pz1": (1, "map"), "pz2": (1, "map"), "hun": (1, "map"), "inf": (1, "eliminated")})
    assert state.turn == 3 and state.phase == "axis_replacements"  # turn 2 had nothing to do
    assert state.data["rp"] == 2
    acts = set(options(game, state)) - {EndPhase("axis")}
    assert Replace("axis", "pz1") in acts and Replace("axis", "pz2") in acts
    assert Replace("axis", "hun") not in acts  # 11.41
    assert Place("axis", "inf", game.hex("1602"), "replacement") in acts
    state, _ = game.apply(state, Replace("axis", "pz1"))
    assert state.units["pz1"].step == 0 and state.data["rp"] == 1
    assert Replace("axis", "pz2") not in options(game, state)  # one armor a turn
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.data["rp"] == 0  # 10.12: not saved


def test_10_11_a_returned_unit_comes_back_reduced_and_not_restored_the_same_turn():
    b = (DRBuilder(split=6).city("warsaw", "1602", kind="major_city")
         .unit("inf", "axis", "german", "infantry", "1404", (4, 3), (2, 3))
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    s = goto(game, state, "axis_move", turn=2).copy()
    s.units["inf"] = s.units["inf"].__class__(None, 0, "eliminated", frozenset())
    s.data["rp"] = 0
    state = goto(game, s, "axis_replacements", turn=3)
    s = state.copy()
    s.data["rp"] = 3
    state, _ = game.apply(s, Place("axis", "inf", game.hex("1602"), "replacement"))
    assert state.units["inf"].step == 1 and state.data["rp"] == 1
    assert Replace("axis", "inf") not in options(game, state)


def test_10_14_soviet_points_fall_for_lost_and_cut_off_cities():
    b = (DRBuilder(split=4).city("kiev", "1606", kind="major_city").city("moscow", "1609", kind="capital")
         .city("leningrad", "1806", kind="major_city", fortress=True).city("stalingrad", "1409")
         .unit("g", "axis", "german", "infantry", "1606", (4, 3), (2, 3))
         .unit("g2", "axis", "german", "infantry", "1708", (4, 3), (2, 3))
         .unit("g3", "axis", "german", "infantry", "1807", (4, 3), (2, 3))
         .unit("s", "soviet", "soviet", "armor", "1610", (2, 5), (1, 5)))
    b.control("1606", "axis")
    game, state = start(b)
    state = goto(game, state, "soviet_replacements", turn=1)
    assert state.data.get("rp", 0) == 0
    from qtwargame.rules.defiant_russia.replacements import city_linked, soviet_points
    from qtwargame.rules.defiant_russia.snapshot import Snap
    state = goto(game, state, "soviet_replacements", turn=2)
    snap = Snap(game, state)
    # Kiev is Axis-held (-1); Leningrad's lines run into Axis units and ZoC (-1)
    assert not city_linked(snap, game.cache.city_hex["leningrad"])
    assert city_linked(snap, game.cache.city_hex["moscow"])
    assert soviet_points(snap) == 4
    assert edit(state, turn=1) and soviet_points(Snap(game, edit(state, turn=1))) == 0


def test_10_14_axis_zoc_alone_does_not_cut_a_city_off_only_leningrad():
    """10.14: Moscow, Kiev and Stalingrad are cut off only by Axis units on their rail line
    to a Soviet edge; Axis ZoC cuts only Leningrad's (10.15). Moscow's one line runs
    through two hexes of an Axis unit's ZoC: no point is lost and units return there."""
    from qtwargame.engine.actions import Place
    from qtwargame.rules.defiant_russia.replacements import city_linked, return_hexes, soviet_points
    from qtwargame.rules.defiant_russia.snapshot import Snap
    b = (DRBuilder(split=4, full_rail=False).city("moscow", "1607", kind="capital")
         .rail("1607", "1608", "1609", "1610")
         .unit("g", "axis", "german", "infantry", "1709", (4, 3), (2, 3))
         .unit("s", "soviet", "soviet", "infantry", "1410", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move", turn=1).copy()
    state.units["s"] = state.units["s"].__class__(None, 1, "eliminated", frozenset())
    state = goto(game, state, "soviet_replacements", turn=2)
    snap = Snap(game, state)
    moscow = game.cache.city_hex["moscow"]
    assert game.cache.idx[game.hex("1608")] in snap.enemy_zoc("soviet")
    assert city_linked(snap, moscow)
    assert soviet_points(snap) == 6 and state.data["rp"] == 6
    assert return_hexes(snap, "s") == [moscow]
    assert Place("soviet", "s", game.hex("1607"), "replacement") in options(game, state)


def test_10_2_soviet_reinforcements_one_per_major_city_then_the_east_edge():
    b = (DRBuilder(split=4).city("kiev", "1606", kind="major_city").city("kharkov", "1608", kind="major_city")
         .unit("r1", "soviet", "soviet", "infantry", None, (3, 3), (1, 3), arrival=2)
         .unit("r2", "soviet", "soviet", "infantry", None, (3, 3), (1, 3), arrival=2)
         .unit("r3", "soviet", "soviet", "infantry", None, (3, 3), (1, 3), arrival=2)
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_reinforcements", turn=2)
    hexes = {game.label(a.hex) for a in options(game, state) if isinstance(a, Place)}
    assert hexes == {"1606", "1608"}
    state, _ = game.apply(state, Place("soviet", "r1", game.hex("1606"), "reinforcement"))
    state, _ = game.apply(state, Place("soviet", "r2", game.hex("1608"), "reinforcement"))
    edge = {game.label(a.hex) for a in options(game, state) if isinstance(a, Place)}
    assert edge and all(x.endswith("10") for x in edge)
    with pytest.raises(IllegalAction):
        game.apply(state, EndPhase("soviet"))  # every reinforcement that can be placed is


def test_10_2_axis_reinforcements_enter_on_west_edge_rail_hexes():
    b = (DRBuilder().unit("r1", "axis", "german", "infantry", None, (4, 3), (2, 3), arrival=2)
         .unit("s", "soviet", "soviet", "armor", "1810", (2, 5), (1, 5)))
    game, state = start(b)
    state = goto(game, state, "axis_reinforcements", turn=2)
    hexes = {game.label(a.hex) for a in options(game, state) if isinstance(a, Place)}
    assert hexes == {"1401", "1501", "1601", "1701", "1801"}


def test_12_1_early_invasion_brings_the_hungarians_in_september_and_italians_in_october(dr_game):
    from qtwargame.rules.defiant_russia.reinforcements import arrival_turn
    game = dr_game
    assert (arrival_turn(game, "hun_mob"), arrival_turn(game, "ita_csir")) == (2, 3)
    from qtwargame.engine.game import Game
    early = Game(game.scenario, {"early_invasion": True})
    assert (arrival_turn(early, "hun_mob"), arrival_turn(early, "ita_csir")) == (4, 5)


def test_12_2_no_purge_makes_soviet_infantry_4_3_and_armor_3_5(dr_game):
    from qtwargame.engine.game import Game
    game = Game(dr_game.scenario, {"no_purge": True})
    state, _ = game.new_state(1)
    assert printed_value(game, state, "sov_inf_5", "strength") == 4
    assert printed_value(game, state, "sov_tk_4", "strength") == 3
    assert printed_value(game, state, "sov_tk_4", "movement") == 5
    assert printed_value(game, state, "sov_cav_2", "strength") == 2
    s = state.copy()
    s.units["sov_inf_5"] = s.units["sov_inf_5"].__class__(None, 1, "pool", frozenset())
    assert printed_value(game, s, "sov_inf_5", "strength") == 1  # reduced sides unchanged
    assert printed_value(dr_game, state, "sov_inf_5", "strength") == 3


@pytest.fixture(scope="module")
def dr_game():
    from qtwargame.engine.game import Game
    from qtwargame.scenario.io import load_scenario
    from tests.conftest import SCENARIOS
    return Game(load_scenario(SCENARIOS / "defiant_russia.json"))


def test_weather_helpers_edit_copy_only(dr_game):
    state, _ = dr_game.new_state(1)
    assert edit(state, weather="snow").weather == "snow" and state.weather is None
