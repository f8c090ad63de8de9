"""The bundled scenario (2.0–3.0): map, counters, cards, CRT and turn track, the hexes the
rulebook names, the adjacencies the play example relies on (digest E7, H1–H25), and the
checks ``validate_scenario`` makes."""

import copy
import json

import pytest

from qtwargame.engine.state import ON_MAP, POOL
from qtwargame.scenario.io import ScenarioError, scenario_from_data
from tests.rules.blitzkrieg_moscow.helpers import SCENARIO, bundled, start

G, S = "german", "soviet"


@pytest.fixture(scope="module")
def game():
    return bundled()


def adj(game, a, b):
    topo = game.cache.topo
    return topo.adjacent(topo.node(game.hex(a)), topo.node(game.hex(b)))


def area_of(game, label):
    return game.cache.topo.area(game.hex(label)).id


def test_1_0_two_players_german_with_romanians_and_soviet(game):
    assert game.sides == [G, S]
    nat = {u.nationality: u.side for u in game.scenario.units}
    assert nat["romanian"] == G and nat["german"] == G and nat["soviet"] == S


def test_2_0_fifty_counters_and_six_cards_a_side(game):
    assert len(game.scenario.units) + 1 == 50  # and the game-turn marker
    assert sorted(c.side for c in game.scenario.cards) == [G] * 6 + [S] * 6
    assert game.last_turn == 6


def test_2_1_hex_numbers_are_xxyy_with_xx_north(game):
    assert game.label(game.hex("0304")) == "0304"
    assert game.scenario.map.grid.order == "rowcol" and game.scenario.map.grid.rows_up
    assert game.hex("1401").distance(game.hex("1502")) == 1


def test_2_1_2_rear_areas_are_one_node_each(game):
    topo = game.cache.topo
    assert set(topo.areas) == {"N", "C", "S", "R", "soviet"}
    assert {a.side for a in topo.areas_of(G)} == {G}
    n = topo.areas["N"]
    assert all(topo.node(h) == n.anchor for h in n.hexes)
    assert {game.label(h) for h in topo.neighbors(n.anchor)} == {"1401", "1502", "1601", "1701"}
    assert n.codes == frozenset({"N"})


def test_2_2_2_branch_2_2_4_passive_value_2_2_6_mc_has_no_worn_side(game):
    from qtwargame.rules.blitzkrieg_moscow.units import has_worn_side, is_tank, passive_value

    assert is_tank(game, "ger_1pza") and not is_tank(game, "ger_6a") and is_tank(game, "sov_12mc")
    assert passive_value(game, "sov_13a") == 1 and game.units["sov_13a"].value(1, "strength") == 1
    assert passive_value(game, "sov_12mc") == 0 and not has_worn_side(game, "sov_12mc")
    assert passive_value(game, "ger_1pza") == game.units["ger_1pza"].value(1, "strength") == 4


def test_2_2_3_setup_codes_name_rear_areas(game):
    codes = {u.id: u.setup.code for u in game.scenario.units if u.setup and u.setup.code}
    assert codes["ger_4pza"] == "N" and codes["ger_2pza"] == "C" and codes["ger_1pza"] == "S"
    assert {codes[u] for u in ("ger_11a", "rom_3a", "rom_4a")} == {"R"}


def test_2_2_5_movement_and_10_3_only_panzers_exceed_3(game):
    for uid, d in game.units.items():
        ma = d.value(0, "movement")
        assert (ma > 3) == (d.type == "panzer_army"), uid


def test_3_1_3_2_setup_on_the_map_and_turn_track(game):
    s = start(game)
    assert {u for u in s.units_at(game.hex("1601"))} == {"sov_8a", "sov_12mc"}
    assert s.units["ger_2a"].status == POOL and game.units["ger_2a"].arrival_turn == 2
    for uid in ("ger_16a", "ger_18a", "ger_4pza"):
        assert s.units[uid].status == ON_MAP and area_of(game, game.label(s.units[uid].hex)) == "N"
    assert s.hands[S] == ()
    assert s.decks[S] == game.cache.cards_of[S]  # the Soviet cards wait off the map


def test_named_hexes_of_the_rulebook_are_exact(game):
    cities = {c.id: c for c in game.board.cities.values()}
    assert game.label(cities["odessa"].hex) == "0304"
    assert game.label(cities["sevastopol"].hex) == "0106"
    assert game.label(cities["minsk"].hex) == "1304"
    for label in ("1601", "1701", "1502", "1401", "1301", "1201", "1102", "0901", "0702", "1403",
                  "1704", "1806", "1202"):
        assert game.board.terrain[game.hex(label)] not in ("sea", "lake", "rear_area"), label


def test_e7_hex_facts_of_the_play_example(game):
    assert adj(game, "1401", "1502")  # H1
    assert area_of(game, "1501") == "N" and adj(game, "1501", "1502")  # H2, derived
    assert adj(game, "1300", "1401")  # H3: C borders 1401
    assert adj(game, "1200", "1201")  # H5
    assert adj(game, "0900", "0901")  # H6, H21
    topo = game.cache.topo
    r = topo.areas["R"].anchor
    assert topo.adjacent(r, game.hex("0702")) and "river" in topo.features(r, game.hex("0702"))  # H7
    for label in ("1502", "1201", "0901"):  # H8
        assert game.board.terrain[game.hex(label)] == "clear"
    assert game.board.terrain[game.hex("0702")] not in ("city", "mountain")  # H9
    assert adj(game, "1403", "1304") and "river" not in topo.features(game.hex("1403"), game.hex("1304"))
    assert adj(game, "1806", "1805")  # H11
    assert adj(game, "1201", "1202") and adj(game, "1202", "1102")  # H16, H17
    assert adj(game, "0800", "0801")  # H18: the 26th Army next to S
    assert not any(adj(game, "1704", x) for x in ("1304", "1501", "1300"))  # H20
    assert adj(game, "1600", "1701")  # H24


def test_names_are_english_and_japanese_everywhere(game):
    sc = game.scenario
    named = ([sc.title, sc.description] + [s.name for s in sc.sides] + [n.name for n in sc.nationalities]
             + [t.name for t in sc.terrain] + [u.name for u in sc.units] + [c.name for c in sc.cards]
             + [c.name for c in sc.map.cities] + [r.name for r in sc.map.regions]
             + [t.date for t in sc.turns] + [w.name for w in sc.weather] + [t.name for t in sc.tables])
    assert all(x.en and x.ja for x in named)


def test_provenance_per_part(game):
    prov = game.scenario.provenance
    assert set(prov) == {"map", "order_of_battle", "setup", "reinforcements", "tables", "cards"}
    assert all(p.note for p in prov.values())


def _data():
    return json.loads(SCENARIO.read_text(encoding="utf-8"))


def _problems(data):
    with pytest.raises(ScenarioError) as e:
        scenario_from_data(data, "t")
    return [f"{p.path}: {p.message}" for p in e.value.problems]


def test_validate_rejects_unknown_icons_results_and_missing_card_counts():
    data = _data()
    data["cards"][0]["icons"][0] = {"type": "nuke"}
    data["cards"][1]["icons"][0]["value"] = "two"
    data["tables"][0]["rows"]["3"][2] = "AE"
    del data["turns"][2]["data"]["cards"]
    data["turns"][3]["data"]["cards"]["soviet"] = 7
    probs = _problems(data)
    assert any("unknown icon type 'nuke'" in p for p in probs)
    assert any("$.cards[1].icons[0].value" in p for p in probs)
    assert any("die 3: 'AE' is not a result (one of -, —, DR, DL, DE)" in p for p in probs)
    assert any("$.turns[2].data.cards" in p for p in probs)
    assert any("$.turns[3].data.cards.soviet" in p for p in probs)


def test_validate_rejects_bad_units_and_rules_data():
    data = _data()
    data["units"][0]["steps"][0]["passive"] = 9
    del data["units"][1]["steps"][0]["movement"]
    data["rules_data"]["capital"] = "atlantis"
    data["cards"] = data["cards"][:11]
    probs = _problems(data)
    assert any("$.units[0].steps[0].passive" in p for p in probs)
    assert any("$.units[1].steps[0]: step 1: no movement given" in p for p in probs)
    assert any("$.rules_data.capital" in p for p in probs)
    assert any("2.3 gives each side 6" in p for p in probs)


def test_the_bundled_scenario_validates():
    sc = scenario_from_data(copy.deepcopy(_data()), "bundled")
    assert sc.ruleset == "blitzkrieg_moscow_2" and sc.format_version == 2


def test_2_1_1_terrain_of_the_map_is_the_chart_s_terrain(game):
    assert set(game.board.terrain.values()) <= {"clear", "forest", "swamp", "mountain", "city",
                                                "sea", "lake", "rear_area"}
    features = {f for feats in game.board.sides.values() for f in feats}
    assert features <= {"river", "sea", "lake"} and "river" in features


def test_2_1_4_6_1_the_turn_track_gives_cards_and_weather(game):
    counts = {t.number: t.data["cards"] for t in game.scenario.turns}
    assert counts[1]["german"] == 6  # the play example
    weather = {t.number: t.weather for t in game.scenario.turns}
    assert weather == {1: "clear", 2: "clear", 3: "mud", 4: "snow", 5: "snow", 6: "thaw"}


def test_2_2_7_nationalities_and_2_2_10_no_marker_counters(game):
    assert {n.id for n in game.scenario.nationalities} == {"german", "romanian", "soviet", "guards"}
    assert all(u.kind == "unit" for u in game.scenario.units)


def test_15_0_the_optional_rules_are_offered_when_a_game_starts(game):
    options = {o.id: o.rule for o in game.ruleset.options()}
    assert options == {"free_setup": "15.1", "odessa": "15.2", "moscow": "15.3"}
    assert all(game.options[o] is False for o in options)
    assert bundled(odessa=True, moscow=True).options["moscow"] is True
