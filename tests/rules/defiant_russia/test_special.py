"""11.0 special units: shock armies, partisans, airborne, conquest, the Red Navy, leaders,
air points; 13.0 victory; and the facts the bundled scenario must keep exact."""

import pytest

from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt, Place, TakeLoss
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.rules.defiant_russia.actions import AirStrike, Exchange
from qtwargame.rules.defiant_russia.victory import casualty_points, score
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import attack, declare, dice, edit, goto, options, put, start


def test_11_1_in_december_in_supply_infantry_becomes_a_shock_army_reduced_if_reduced():
    b = (DRBuilder().unit("inf", "soviet", "soviet", "infantry", "1609", (3, 3), (1, 3))
         .unit("oos", "soviet", "soviet", "infantry", "1508", (3, 3), (1, 3))
         .unit("sh", "soviet", "soviet", "shock", None, (5, 3), (2, 3), arrival=7)
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    game, state = start(b)
    s = goto(game, state, "soviet_move", turn=6).copy()
    s.units["inf"] = s.units["inf"].__class__(s.units["inf"].hex, 1, "map", frozenset())
    s.units["oos"] = s.units["oos"].__class__(s.units["oos"].hex, 0, "map", frozenset({"oos"}))
    assert not [a for a in options(game, s) if isinstance(a, Exchange)]
    state = goto(game, s, "soviet_replacements", turn=7)
    state = state.copy()
    state.units["oos"] = state.units["oos"].with_flag("oos")
    ex = [a for a in options(game, state) if isinstance(a, Exchange)]
    assert ex == [Exchange("soviet", "inf", "sh")]
    state, _ = game.apply(state, ex[0])
    assert state.units["sh"].hex == game.hex("1609") and state.units["sh"].step == 1
    assert state.units["inf"].status == "removed"
    assert casualty_points(game, state)["axis"] == 0  # not a casualty (13.0)
    assert not [a for a in options(game, state) if isinstance(a, Exchange)]


def test_11_2_partisans_on_a_6_reduce_an_axis_infantry_unit_of_the_axis_choice():
    b = (DRBuilder().unit("gi", "axis", "german", "infantry", "1401", (4, 3), (2, 3))
         .unit("gm", "axis", "german", "mountain", "1402", (4, 4), (2, 4))
         .unit("fi", "axis", "finnish", "infantry", "1403", (3, 3), (1, 3))
         .unit("pz", "axis", "german", "armor", "1404", (6, 6), (3, 6))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    game, state = start(b)
    before = goto(game, state, "axis_move", turn=3)
    after = goto(game, before, "axis_move", turn=4)
    assert after.dice.position == before.dice.position  # no roll before September
    state = dice(after, 6)
    while state.pending is None:
        state, _ = game.apply(state, EndPhase(state.active))
    assert state.pending.kind == "partisans" and state.to_act == "axis"
    assert (state.turn, state.phase) == (4, "soviet_reinforcements")
    assert set(options(game, state)) == {TakeLoss("axis", "gi"), TakeLoss("axis", "gm")}
    state, _ = game.apply(state, TakeLoss("axis", "gm"))
    assert state.units["gm"].step == 1


def test_11_3_airborne_drops_once_in_snow_within_4_hexes_then_rolls():
    b = (DRBuilder(rows=(12, 20)).city("moscow", "1609", kind="capital")
         .unit("ab", "soviet", "soviet", "airborne", "1609", (2, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1605", (4, 3), (2, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move", turn=6)
    assert not [a for a in options(game, state) if isinstance(a, Place)]  # clear: no drop
    state = goto(game, state, "soviet_move", turn=7)
    drops = [a for a in options(game, state) if isinstance(a, Place) and a.reason == "airborne"]
    targets = {game.label(a.hex) for a in drops}
    assert "1605" not in targets and "1606" in targets  # Axis ZoC allowed, Axis units not
    assert all(game.hex("1609").distance(a.hex) <= 4 for a in drops)
    state = dice(state, 2)
    state, _ = game.apply(state, Place("soviet", "ab", game.hex("1606"), "airborne"))
    assert state.units["ab"].step == 1 and state.units["ab"].hex == game.hex("1606")
    assert not [a for a in options(game, state) if getattr(a, "unit", None) == "ab"]
    state, _ = game.apply(state, EndPhase("soviet"))
    assert state.phase != "soviet_combat" or EndPhase("soviet") in options(game, state)
    assert not [a for a in options(game, state) if isinstance(a, Attack) and "ab" in a.attackers]


def test_11_3_airborne_drops_from_a_city_not_from_a_town():
    """11.3: the drop starts in a city or major city hex; a town (rules_data.city_kinds:
    no effect) is neither."""
    b = (DRBuilder().city("dzhankoy", "1609", kind="town").city("kursk", "1709")
         .unit("ab", "soviet", "soviet", "airborne", "1609", (2, 3), (1, 3))
         .unit("ab2", "soviet", "soviet", "airborne", "1709", (2, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move", turn=7)
    droppers = {a.unit for a in options(game, state) if isinstance(a, Place) and a.reason == "airborne"}
    assert droppers == {"ab2"}


def test_11_3_a_drop_die_of_1_eliminates_the_airborne_unit():
    b = (DRBuilder().city("moscow", "1609", kind="capital")
         .unit("ab", "soviet", "soviet", "airborne", "1609", (2, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    game, state = start(b)
    state = dice(goto(game, state, "soviet_move", turn=7), 1)
    state, _ = game.apply(state, Place("soviet", "ab", game.hex("1607"), "airborne"))
    assert state.units["ab"].status == "eliminated"
    assert casualty_points(game, state)["axis"] == 2


def test_11_3_the_drop_die_reads_its_result_in_words_in_both_languages():
    """The log named 11.3's result by the table's word ("Airborne drop die 4: none"), in
    the Japanese window too."""
    from qtwargame.i18n import plain_translator
    from qtwargame.logtext import PlainNames

    b = (DRBuilder().city("moscow", "1609", kind="capital")
         .unit("ab", "soviet", "soviet", "airborne", "1609", (2, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    game, state = start(b)
    lines = {}
    for die in (1, 2, 4):
        at = dice(goto(game, state, "soviet_move", turn=7), die)
        _, entries = game.apply(at, Place("soviet", "ab", game.hex("1607"), "airborne"))
        drop = next(e for e in entries if e.rule == "11.3" and "Airborne drop die" in e.text.text)
        lines[die] = (PlainNames(game).render(drop.text),
                      PlainNames(game, "ja", plain_translator("ja")).render(drop.text))
    assert lines == {
        1: ("Airborne drop die 1: the unit is eliminated", "空挺降下のサイコロ1: ユニットは除去"),
        2: ("Airborne drop die 2: the unit is reduced", "空挺降下のサイコロ2: ユニットは減少"),
        4: ("Airborne drop die 4: no effect", "空挺降下のサイコロ4: 効果なし")}


def test_11_45_soviet_helsinki_removes_the_finns_and_bucharest_the_romanians():
    b = (DRBuilder(split=3).city("helsinki", "1403", kind="capital").city("bucharest", "1803", kind="capital")
         .unit("fi", "axis", "finnish", "infantry", "1401", (3, 3), (1, 3))
         .unit("ro", "axis", "romanian", "infantry", "1801", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1601", (4, 3), (2, 3))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    b.control("1403", "soviet")
    game, state = start(b)
    assert state.units["fi"].status == "removed" and state.units["ro"].status == "map"
    assert state.units["g"].status == "map"
    assert casualty_points(game, state)["soviet"] == 2


class _FleetBuilder(DRBuilder):
    def fleet(self, at, *steps, **kw):
        return self.unit("sov_fleet_blacksea", "soviet", "soviet", "fleet", at, (2, 0), (0, 0), kind="fleet")


def fleet_map(full_rail=True):
    b = (_FleetBuilder(full_rail=full_rail).region("sea:black_sea", "1407", "1408", "1507")
         .city("sevastopol", "1506", kind="fortress", fortress=True, port=True, vp=1)
         .city("odessa", "1509", kind="major_city", port=True)
         .city("novorossiysk", "1409", kind="port_city", port=True))
    for x in ("1407", "1408", "1507"):
        b.terrain(x, "sea")
    return b


def test_11_5_a_lone_fleet_must_sail_away_when_an_axis_unit_enters_its_hex():
    b = (fleet_map().fleet("1508", (2, 0), (0, 0), kind="fleet")
         .unit("g", "axis", "german", "infantry", "1604", (4, 4), (2, 4)))
    game, state = start(b)
    move = next(a for a in options(game, state) if isinstance(a, Move) and game.label(a.to) == "1508")
    state, _ = game.apply(state, move)
    assert state.pending.kind == "displace" and state.to_act == "soviet"
    hexes = {game.label(a.hex) for a in options(game, state)}
    assert hexes == {"1408", "1507", "1409"} or hexes >= {"1408", "1507"}
    state, _ = game.apply(state, Place("soviet", "sov_fleet_blacksea", game.hex("1507"), "displace"))
    assert state.units["sov_fleet_blacksea"].hex == game.hex("1507") and state.pending is None


def test_11_5_the_black_sea_fleet_moves_at_sea_and_carries_one_unit_port_to_port():
    b = (fleet_map().fleet("1506", (2, 0), (0, 0), kind="fleet")
         .unit("s", "soviet", "soviet", "infantry", "1506", (3, 3), (1, 3))
         .unit("sov_fleet_baltic", "soviet", "soviet", "fleet", "1810", (3, 0), kind="fleet")
         .unit("g", "axis", "german", "infantry", "1401", (4, 3), (2, 3)))
    b.control("1509", "soviet").control("1506", "soviet").control("1409", "soviet")
    game, state = start(b)
    state = goto(game, state, "soviet_move")
    sea = [a for a in options(game, state) if isinstance(a, Move) and a.mode == "sea" and a.unit == "s"]
    assert {game.label(a.to) for a in sea} == {"1509", "1409"}
    assert not [a for a in options(game, state) if isinstance(a, Move) and a.unit == "sov_fleet_baltic"]
    fleet = [a for a in options(game, state) if isinstance(a, Move) and a.unit == "sov_fleet_blacksea"]
    sea_and_coast = {"1407", "1408", "1507", "1409", "1509", "1505", "1606", "1607", "1508",
                     "1308", "1309", "1307", "1406", "1306", "1405", "1506"}
    assert {game.label(a.to) for a in fleet} <= sea_and_coast
    state, _ = game.apply(state, next(a for a in sea if game.label(a.to) == "1509"))
    assert state.units["s"].hex == state.units["sov_fleet_blacksea"].hex == game.hex("1509")
    assert not [a for a in options(game, state) if getattr(a, "unit", None) in ("s", "sov_fleet_blacksea")]


def test_11_5_qa_the_black_sea_fleet_sails_the_sea_of_azov_too_and_nowhere_else():
    scenario = load_scenario(SCENARIOS / "defiant_russia.json")
    game = Game(scenario)
    state, _ = game.new_state(1)
    s = state.copy()
    for uid in s.units:
        s.units[uid] = s.units[uid].__class__(None, 0, "pool", frozenset())
    s.units["sov_fleet_blacksea"] = s.units["sov_fleet_blacksea"].__class__(game.hex("1506"), 0, "map",
                                                                              frozenset())
    s.turn, s.phase, s.active, s.pending = 2, "soviet_move", "soviet", None
    reached = {game.label(a.to) for a in game.legal_actions(s)
               if isinstance(a, Move) and a.unit == "sov_fleet_blacksea"}
    azov = next(r for r in scenario.map.regions if r.id == "sea:azov_incl")
    assert set(azov.hexes) == {"1608", "1609", "1610", "1708", "1709", "1710", "1711"}
    assert set(azov.hexes) <= reached  # Q&A: the Black Sea with the Sea of Azov
    assert max(int(label[:2]) for label in reached) < 25  # never the Baltic nor a lake up north


def test_11_52_axis_air_points_strike_fleets_within_4_hexes_at_most_3_each():
    b = (fleet_map().fleet("1507", (2, 0), (0, 0), kind="fleet")
         .unit("g", "axis", "german", "infantry", "1504", (4, 3), (2, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_move")
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "axis_combat"
    strikes = [a for a in options(game, state) if isinstance(a, AirStrike)]
    assert {a.points for a in strikes} == {1, 2, 3}
    state = dice(state, 5, 1)
    state, _ = game.apply(state, AirStrike("axis", "sov_fleet_blacksea", 2))
    assert state.units["sov_fleet_blacksea"].step == 1
    assert {a.points for a in options(game, state) if isinstance(a, AirStrike)} == {1}
    assert state.data["air"]["axis"] == 4


def test_11_51_fleet_dice_hit_only_on_6_even_defending_a_fortress():
    b = (DRBuilder(rows=(38, 40), cols=(10, 18)).city("leningrad", "3914", kind="major_city", fortress=True)
         .unit("g", "axis", "german", "infantry", "3913", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "3914", (3, 3), (1, 3))
         .unit("sov_fleet_baltic", "soviet", "soviet", "fleet", "3914", (3, 0), kind="fleet"))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    pv = game.ruleset.preview_attack(game, state, ["g"], game.hex("3914"))
    assert pv.expected["axis"] == pytest.approx(4 * 2 / 6 + 3 / 6)
    state = dice(state, 1, 1, 6, 5, 1, 1, 5, 5, 5)  # 2 attack dice; defender 5,1,1,5; fleet 5,5,5
    state, log = attack(game, state, ["g"], ["3914"])
    assert any("2 on the attacker" in e.text.format() for e in log)


def test_11_54_the_soviets_may_take_a_hit_on_the_fleet_in_the_defending_hex():
    b = (fleet_map().fleet("1506", (2, 0), (0, 0), kind="fleet")
         .unit("s", "soviet", "soviet", "infantry", "1506", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1505", (8, 3), (4, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    state = dice(state, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    state, _ = attack(game, state, ["g"], ["1506"])
    assert TakeLoss("soviet", "sov_fleet_blacksea") in options(game, state)


def guderian_map():
    return (DRBuilder().unit("pz1", "axis", "german", "armor", "1605", (6, 6), (3, 6))
            .unit("pz2", "axis", "german", "armor", "1605", (6, 6), (3, 6))
            .unit("ger_ldr_guderian", "axis", "german", "leader", "1605", (0, 0), kind="leader")
            .unit("pz3", "axis", "german", "armor", "1401", (6, 6), (3, 6))
            .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))


def test_11_61_guderian_adds_2_attacking_in_clear_1_otherwise_and_1_defending():
    game, state = start(guderian_map())
    state = goto(game, state, "axis_combat")
    pv = game.ruleset.preview_attack(game, state, ["pz1", "pz2"], game.hex("1606"))
    assert pv.attack_strength == 14
    pv = game.ruleset.preview_attack(game, edit(state, weather="snow"), ["pz1", "pz2"], game.hex("1606"))
    assert pv.attack_strength == 7
    pv = game.ruleset.preview_attack(game, state, ["s"], game.hex("1605"))
    assert pv.defense_strength == 13


def test_11_61_guderian_death_roll_and_placement_with_the_nearest_armor():
    game, state = start(guderian_map())
    state = goto(game, state, "axis_combat")
    # attack: 12 + 2 = 14 dice, all misses; defender 3 dice, all hits -> 3 hits on the Axis
    state = dice(state, *([1] * 14), 6, 6, 6)
    state, _ = attack(game, state, ["pz1", "pz2"], ["1606"])
    state, _ = game.apply(state, TakeLoss("axis", "pz1"))
    state, _ = game.apply(state, TakeLoss("axis", "pz1"))  # pz1 eliminated
    state = dice(state, 2)  # one of his units is gone: he dies only on a 1
    state, log = game.apply(state, TakeLoss("axis", "pz2"))
    assert any("death roll 2: survives" in e.text.format() for e in log)
    assert state.units["ger_ldr_guderian"].hex == game.hex("1605")
    assert state.data["guderian_with"] == "pz2"


def test_11_62_stalin_adds_2_and_lets_two_armies_stack():
    b = (DRBuilder().city("moscow", "1606", kind="capital", vp=2)
         .unit("a1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("a2", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("sov_ldr_stalin", "soviet", "soviet", "leader", "1606", (0, 0), kind="leader")
         .unit("g", "axis", "german", "infantry", "1603", (4, 3), (2, 3)))
    game, state = start(b)
    state = put(game, state, "g", "1605")
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "axis_combat"
    assert not game.ruleset.stacking_violations(game, state)
    pv = game.ruleset.preview_attack(game, state, ["g"], game.hex("1606"))
    assert pv.defense_strength == 3 + 3 + 1 + 2  # + major city + Stalin
    state = dice(state, *([1] * 20))
    state, _ = attack(game, state, ["g"], ["1606"])
    state = goto(game, state, "soviet_move")
    assert not [a for a in options(game, state) if getattr(a, "unit", None) == "sov_ldr_stalin"]


def test_11_63_zhukov_adds_2_attacking_1_defending_and_moves_3_hexes_ignoring_terrain():
    b = (DRBuilder().terrain("1608", "rough").terrain("1609", "swamp")
         .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("sov_ldr_zhukov", "soviet", "soviet", "leader", "1606", (0, 3), kind="leader")
         .unit("g", "axis", "german", "infantry", "1604", (4, 3), (2, 3)))
    game, state = start(b)
    state = goto(game, state, "soviet_move")
    reach = {game.label(h): c for h, c in game.ruleset.reachable(game, state, "sov_ldr_zhukov").items()}
    assert reach["1609"] == 3 and reach["1608"] == 2
    state = put(game, state, "g", "1605")
    state, _ = game.apply(state, EndPhase("soviet"))
    pv = game.ruleset.preview_attack(game, state, ["s"], game.hex("1605"))
    assert pv.attack_strength == 5
    axis_view = game.ruleset.preview_attack(game, state, ["g"], game.hex("1606"))
    assert axis_view.defense_strength == 4


def test_11_7_air_points_schedule_and_limits():
    b = (DRBuilder().unit("ro", "axis", "romanian", "infantry", "1605", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1706", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b)
    state = goto(game, state, "axis_combat")
    assert state.data["air"] == {"axis": 6, "soviet": 0}
    s = declare(game, state, ["ro"], ["1606"])
    assert Choose("axis", Opt.AIR, count=1) not in options(game, s)  # no German in the attack
    s = declare(game, state, ["ro", "g"], ["1606"], air=3)
    assert Choose("axis", Opt.AIR, count=1) not in options(game, s)  # at most 3
    assert s.pending.data["air"] == 3
    schedule = [(t, game.cache.data.air_points[t]["axis"], game.cache.data.air_points[t]["soviet"])
                for t in range(1, 8)]
    assert schedule == [(1, 6, 0), (2, 8, 0), (3, 8, 0), (4, 7, 1), (5, 6, 2), (6, 4, 2), (7, 0, 4)]


def test_13_0_the_historical_result_is_a_soviet_win_6_to_5():
    scenario = load_scenario(SCENARIOS / "defiant_russia.json")
    game = Game(scenario)
    state, _ = game.new_state(1)
    s = state.copy()
    t = game.cache
    for cid in ("bryansk", "kharkov", "kiev", "minsk"):
        s.control[t.hexes[t.city_hex[cid]]] = "axis"
    for uid in ("sov_inf_7", "sov_inf_8", "sov_tk_10"):  # the Axis eliminated more
        s.units[uid] = s.units[uid].__class__(None, 0, "eliminated", frozenset())
    s.units["ger_inf_1"] = s.units["ger_inf_1"].__class__(None, 0, "eliminated", frozenset())
    assert casualty_points(game, s) == {"axis": 3, "soviet": 2}
    assert score(game, s) == {"axis": 5, "soviet": 6}


def test_13_0_casualty_tie_goes_to_the_soviets_and_multipliers_count():
    scenario = load_scenario(SCENARIOS / "defiant_russia.json")
    game = Game(scenario)
    state, _ = game.new_state(1)
    s = state.copy()
    for uid in ("ger_pz_41", "ger_pz_56", "ger_inf_1"):
        s.units[uid] = s.units[uid].__class__(None, 0, "eliminated", frozenset())
    for uid in ("sov_inf_7", "sov_inf_23", "sov_inf_8", "sov_inf_11", "sov_inf_27", "sov_inf_3",
                "sov_inf_4", "sov_inf_10"):
        s.units[uid] = s.units[uid].__class__(None, 0, "eliminated", frozenset())
    assert casualty_points(game, s) == {"axis": 8, "soviet": 8}
    base = score(game, state)
    assert score(game, s)["soviet"] == base["soviet"]  # tie: the Soviets keep the point
    s.units["ger_ldr_guderian"] = s.units["ger_ldr_guderian"].__class__(None, 0, "eliminated", frozenset())
    assert casualty_points(game, s)["soviet"] == 11


def test_13_0_axis_holding_leningrad_moscow_and_stalingrad_wins_at_once():
    b = (DRBuilder().city("leningrad", "1607", kind="major_city", fortress=True)
         .city("moscow", "1609", kind="capital", vp=2).city("stalingrad", "1708", kind="major_city")
         .unit("g", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    b.control("1607", "axis").control("1609", "axis")
    game, state = start(b)
    assert state.result is None
    move = next(a for a in options(game, state) if isinstance(a, Move) and game.label(a.to) == "1708"
                and a.mode == "normal")
    state, _ = game.apply(state, move)
    assert state.result is not None and state.result.winner == "axis" and state.result.level == "automatic"
    with pytest.raises(IllegalAction):
        game.apply(state, EndPhase("axis"))


def test_13_0_and_rulebook_hex_numbers_are_exact_in_the_bundled_scenario():
    sc = load_scenario(SCENARIOS / "defiant_russia.json")
    cities = {c.id: c for c in sc.map.cities}
    vp = {cid: (c.hex, c.vp) for cid, c in cities.items() if c.vp}
    assert vp == {"moscow": ("3017", 2), "bryansk": ("2813", 1), "kharkov": ("2311", 1),
                  "kiev": ("2507", 1), "leningrad": ("3914", 1), "minsk": ("3308", 1),
                  "rostov": ("1713", 1), "sevastopol": ("1506", 1)}
    assert {c.id for c in cities.values() if c.fortress} == {"leningrad", "sevastopol"}
    assert any(set(h.features) >= {"strait"} and {h.a, h.b} == {"1509", "1510"} for h in sc.map.hexsides)
    rd = sc.rules_data
    assert rd["kerch"] == ["1509", "1510"] and rd["rail_sea_hexes"] == ["1608", "1708"]
    assert {"terrain": "swamp", "becomes": "forest", "north_of_row": 34} in rd["snow_conversions"]
    assert rd["finnish_south_row"] == 39
    assert rd["ports"] == ["odessa", "sevastopol", "novorossiysk"]
    blue = sc.unit("spa_blue")
    assert blue.steps == [{"strength": 1, "movement": 4}]
    assert len([u for u in sc.units if u.nationality == "romanian"]) == 6
    assert len([u for u in sc.units if u.type == "shock"]) == 4
    assert sc.provenance["map"].kind == "reconstructed" and sc.provenance["setup"].kind == "rulebook"
    assert sc.title.ja and all(u.name.ja for u in sc.units) and all(t.name.ja for t in sc.terrain)


def test_11_61_guderian_leaves_a_stack_without_german_armor_for_the_nearest_armor():
    from qtwargame.engine.actions import Remove
    b = (DRBuilder().unit("pz1", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("i1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("i2", "axis", "german", "infantry", "1604", (4, 3), (2, 3))
         .unit("ger_ldr_guderian", "axis", "german", "leader", "1605", (0, 0), kind="leader")
         .unit("pz3", "axis", "german", "armor", "1402", (6, 6), (3, 6))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    game, state = start(b)
    move = next(a for a in options(game, state) if isinstance(a, Move) and a.unit == "i2"
                and game.label(a.to) == "1605" and a.mode == "normal")
    state, _ = game.apply(state, move)
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "axis_move_stacking"
    state = dice(state, 5)
    state, _ = game.apply(state, Remove("soviet", "pz1", "stacking"))
    assert state.units["ger_ldr_guderian"].hex == game.hex("1402")
    assert state.data["guderian_with"] == "pz3"
    assert game.ruleset.invariants(game, state) == []
