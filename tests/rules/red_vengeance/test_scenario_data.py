"""The reconstructed Red Vengeance scenario: rebuilt from its sources byte for byte, every
hex number, schedule and table the rulebook states, and a setup the rulebook allows."""

from __future__ import annotations

import importlib.util
import json
from collections import Counter
from pathlib import Path

import pytest

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import GridSpec
from qtwargame.rules.red_vengeance.units import unit_info
from qtwargame.scenario.io import load_scenario
from tests.source_modules import sources_on_path

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ROOT / "scenarios" / "sources" / "red_vengeance"
GENERATED = ROOT / "scenarios" / "red_vengeance.json"


def _load_build():
    spec = importlib.util.spec_from_file_location("rv_build", SOURCES / "build.py")
    mod = importlib.util.module_from_spec(spec)
    with sources_on_path(SOURCES):
        spec.loader.exec_module(mod)
    return mod


@pytest.fixture(scope="module")
def sc():
    return load_scenario(GENERATED)


@pytest.fixture(scope="module")
def raw():
    return json.loads(GENERATED.read_text(encoding="utf-8"))


@pytest.fixture(scope="module")
def grid(sc):
    g = sc.map.grid
    return GridSpec(g.orientation, g.shifted, g.rows_up, g.order, g.digits)


def city(sc, cid):
    return next(c for c in sc.map.cities if c.id == cid)


def region(sc, rid):
    return set(next(r for r in sc.map.regions if r.id == rid).hexes)


def test_the_shipped_file_is_what_the_sources_build():
    build = _load_build()
    assert build.build_text() == GENERATED.read_text(encoding="utf-8")


@pytest.mark.parametrize("cid, hexnum", [
    ("budapest", "2215"), ("cluj", "2313"), ("sofia", "3113"), ("bucharest", "2711"),
    ("berlin", "1422"), ("breslau", "1619"), ("dresden", "1622"), ("kiel", "0623"),
    ("leipzig", "1623"), ("odessa", "2602"), ("kiev", "1802"), ("minsk", "1007"),
    ("vitebsk", "0705"), ("belgrade", "2818"), ("warsaw", "1414"), ("vienna", "2219"),
    ("prague", "1922"), ("zagreb", "2624"),
])
def test_rulebook_hexes_are_exact(sc, cid, hexnum):
    c = city(sc, cid)
    assert c.hex == hexnum
    assert sc.map.hexes[hexnum] != "sea"
    assert "rulebook_hex" in c.tags


def test_named_places_without_numbers_are_on_the_map(sc):
    for cid in ("constanta", "ploesti", "danzig", "konigsberg", "stettin"):
        assert city(sc, cid).hex in sc.map.hexes


def test_grid_reads_xx_south_and_yy_west(sc, grid):
    # DATA-POLICY: XX grows south, YY grows west. Berlin is north of Vienna and west of Warsaw.
    assert sc.map.grid.orientation == "flat" and sc.map.grid.order == "colrow"
    assert int(city(sc, "berlin").hex[:2]) < int(city(sc, "vienna").hex[:2])
    assert int(city(sc, "berlin").hex[2:]) > int(city(sc, "warsaw").hex[2:])
    # Dresden 1622 and Leipzig 1623 are neighbours, as the numbers say.
    assert grid.parse("1622").distance(grid.parse("1623")) == 1


def test_the_map_is_34_by_24_with_seas_where_they_are(sc):
    assert len(sc.map.hexes) == 34 * 24
    assert region(sc, "coast:baltic") >= {city(sc, c).hex for c in ("kiel", "danzig", "konigsberg")}
    assert city(sc, "constanta").hex in region(sc, "coast:black_sea")
    assert city(sc, "odessa").hex in region(sc, "coast:black_sea")
    assert city(sc, "berlin").hex not in region(sc, "coast:baltic")


def test_rulebook_cities_lie_in_their_1944_countries(sc):
    def country_of(h):
        return next(r.id for r in sc.map.regions if r.kind == "country" and h in r.hexes)
    expect = {"budapest": "hungary", "cluj": "hungary", "sofia": "bulgaria", "bucharest": "romania",
              "ploesti": "romania", "constanta": "romania", "belgrade": "yugoslavia",
              "zagreb": "yugoslavia", "warsaw": "poland", "berlin": "germany", "vienna": "germany",
              "prague": "germany", "kiev": "ussr", "minsk": "ussr", "odessa": "ussr"}
    got = {cid: country_of(city(sc, cid).hex) for cid in expect}
    assert got == {k: f"country:{v}" for k, v in expect.items()}


def test_oil_fields_fortresses_and_ports(sc, raw):
    assert raw["rules_data"]["oil_fields"] == ["drohobych", "nagykanizsa", "ploesti", "zistersdorf"]
    forts = sorted(c.id for c in sc.map.cities if c.fortress)
    assert "berlin" in forts  # 9.2: Berlin is a major city and a fortress
    assert city(sc, "berlin").kind == "major_city"
    for c in sc.map.cities:
        if c.port:
            assert c.hex in region(sc, "coast:baltic"), c.id


def test_start_lines_face_each_other_along_the_22_june_1944_front(sc, grid):
    axis, allied = region(sc, "start:axis_line"), region(sc, "start:allied_line")
    assert len(axis) == len(allied) == 36
    ctrl_axis, ctrl_allied = set(sc.map.control["axis"]), set(sc.map.control["allied"])
    assert axis <= ctrl_axis and allied <= ctrl_allied
    for h in allied:
        assert any(n in axis for n in _nbrs(grid, h))
    # Vitebsk and Minsk were German on 22 June 1944; Kiev and Odessa Soviet.
    assert city(sc, "vitebsk").hex in ctrl_axis and city(sc, "minsk").hex in ctrl_axis
    assert city(sc, "kiev").hex in ctrl_allied and city(sc, "odessa").hex in ctrl_allied


def _nbrs(grid, label):
    out = []
    for n in grid.parse(label).neighbors():
        try:
            out.append(grid.label(n))
        except ValueError:
            pass
    return out


def test_historical_setup_obeys_3_2_to_3_4(sc, raw, grid):
    setup = raw["rules_data"]["historical_setup"]
    units = {u.id: u for u in sc.units}
    axis_line, allied_line = region(sc, "start:axis_line"), region(sc, "start:allied_line")
    romania = region(sc, "country:romania")
    # 3.2: fixed hexes.
    assert setup["hun_3"] == "2215" and setup["hun_2"] == "2313" and setup["bul_1"] == "3113"
    # 3.2: Romanians on the start line inside Romania; "Y" units on white crosses.
    for uid in ("rom_3", "rom_4"):
        assert setup[uid] in axis_line & romania
    for uid, u in units.items():
        if "yugoslav_garrison" in u.flags:
            assert setup[uid] in region(sc, "start:yugoslav_crosses")
        if u.nationality == "yugoslav" and uid in setup:
            assert setup[uid] in region(sc, "start:yugoslav_stars")
    # 6.3: two units a hex, leaders and divisions free.
    count = Counter(h for uid, h in setup.items()
                    if units[uid].kind == "unit" and "no_stacking_count" not in units[uid].flags)
    assert max(count.values()) <= 2
    # 3.4: every Axis start-line hex holds an Axis unit; 3.3: every Allied hex next to the
    # Axis line holds a Soviet or Polish unit.
    axis_held = {h for uid, h in setup.items() if units[uid].side == "axis"}
    assert axis_line <= axis_held
    sov_pol = {h for uid, h in setup.items()
               if units[uid].nationality in ("soviet", "polish") and units[uid].kind == "unit"}
    assert allied_line <= sov_pol
    # Every start unit has a hex, and no reinforcement has one.
    starters = {uid for uid, u in units.items() if u.setup}
    assert set(setup) == starters


def test_order_of_battle_size_and_rulebook_values(sc):
    units = [u for u in sc.units if u.kind == "unit"]
    leaders = sorted(u.id for u in sc.units if u.kind == "leader")
    assert 120 <= len(units) <= 135
    assert leaders == ["ldr_dietrich", "ldr_konev", "ldr_tito", "ldr_zhukov"]
    by = Counter((u.side, u.type) for u in units if u.setup)
    # DATA-POLICY: the Axis starts with more tank units than the Soviets.
    assert by[("axis", "armor")] > by[("allied", "armor")]
    sov_inf = [u for u in units if u.nationality == "soviet" and u.type == "infantry"
               and "guards" not in u.flags]
    assert all(u.steps[0] == {"strength": 4, "movement": 3} for u in sov_inf)          # 8.43
    sov_tank = [u for u in units if u.nationality == "soviet" and u.type == "armor"]
    assert all(u.steps[0] == {"strength": 6, "movement": 5} for u in sov_tank)         # 9.2
    ger_armor = [u for u in units if u.side == "axis" and u.type == "armor"]
    assert all(u.steps[1] == {"strength": 2, "movement": 5} for u in ger_armor)        # 8.43
    guards = [u for u in units if "guards" in u.flags]
    assert guards and all(u.steps[0]["movement"] == 4 for u in guards)                 # 6.6
    marines = [u for u in units if u.type == "marine"]
    assert len(marines) == 2 and all(len(u.steps) == 1 for u in marines)
    # 11.6: no ZOC and no stacking count, by their type (the rules read no flag for it)
    game = Game(sc)
    info = [unit_info(game.units[u.id], 4, {}) for u in marines]
    assert all(i.marine and not i.has_zoc and not i.counts_for_stacking for i in info)
    # 11.43: two Polish armies, one at setup and the W army by event; 3.2: Hungarians 3,
    # Romanians 2, Bulgarians 1.
    nat = Counter(u.nationality for u in units)
    assert (nat["polish"], nat["hungarian"], nat["romanian"], nat["bulgarian"]) == (2, 3, 2, 1)


def test_leader_values_11_21_to_11_26(raw):
    ld = raw["rules_data"]["leaders"]
    assert {k: (v["attack"], v["defense"], v["movement"], v["exploit"]) for k, v in ld.items()} == {
        "zhukov": (2, 2, 5, 3), "konev": (2, 1, 5, 3), "dietrich": (1, 1, 6, 3), "tito": (1, 2, 4, 1)}
    assert raw["rules_data"]["hitler"] == {"attack": 1, "defense_berlin": 1, "defense_berlin_with_ss": 2}


def test_schedules_13_0_14_7_12_1_10_2_6_5(sc, raw):
    rd = raw["rules_data"]
    assert [t.weather for t in sc.turns] == ["clear"] * 4 + ["light_mud", "mud"] + ["snow"] * 3 + [
        "mud", "light_mud"]
    assert [t.date.en for t in sc.turns][0] == "June 1944" and sc.turns[-1].date.en == "April 1945"
    rw = rd["random_weather"]
    assert rw["4"] == ["clear"] * 5 + ["light_mud"]
    assert rw["5"] == ["clear", "clear", "light_mud", "light_mud", "mud", "mud"]
    assert rw["6"] == ["clear", "light_mud", "mud", "mud", "mud", "snow"]
    assert rw["10"] == ["clear", "clear", "light_mud", "light_mud", "mud", "mud"]
    assert rw["11"] == ["clear", "clear", "clear", "light_mud", "light_mud", "light_mud"]
    assert all(rw[str(t)] == ["snow"] * 6 for t in (7, 8, 9))
    assert rd["air_table"] == {"axis_1944": [1, 0, 0, 0, 0, 0], "allied_1944": [1, 1, 2, 2, 3, 3],
                               "allied_1945": [1, 2, 3, 3, 4, 5]}
    assert rd["air_max_per_combat"] == 1
    assert rd["replacements"]["2"] == rd["replacements"]["7"] == {"armor": 2, "infantry": 2}
    assert rd["replacements"]["8"] == rd["replacements"]["11"] == {"armor": 0, "infantry": 2}
    assert "1" not in rd["replacements"] and rd["armor_rp_per_oil_field_from_turn"] == 8
    assert rd["strategic_moves"] == {"allied": {"1944": 2, "1945": 1}, "axis_per_oil_field": 1}
    assert rd["strategic_multiplier"] == 3
    assert rd["exploitation"] == {"armor": 3, "guards": 2, "mountain": 1, "leader": 3, "tito": 1}


def test_baltic_track_and_events_12_22_11_5_11_7_11_9(raw):
    rd = raw["rules_data"]
    assert rd["baltic_track"] == ["german_lake", "soviet_subs", "light_surface", "heavy_surface"]
    assert rd["baltic_roll"] == {"from_turn": 2, "advance_on": [5, 6]}
    boxes = rd["baltic_boxes"]
    assert [boxes[b]["loss_on"] for b in rd["baltic_track"]] == [[], [5, 6], [4, 5, 6], []]
    assert [boxes[b]["defense_dice_allied_combat"] for b in rd["baltic_track"]] == [2, 2, 2, 1]
    assert [boxes[b]["attack_dice_axis_combat"] for b in rd["baltic_track"]] == [1, 0, 0, 0]
    assert [boxes[b]["coastal_supply"] for b in rd["baltic_track"]] == ["all", "all", "one", "none"]
    assert rd["western_allies"] == {"turn": 11, "dice_per_edge_hex": 2, "hits_on": [6]}
    assert rd["dresden_bombing"] == {"turn": 9, "dice_per_unit": 1, "step_on": [6]}
    assert rd["home_army"] == {"range": 2, "dice_if_axis_in_warsaw": 2, "dice_otherwise": 1,
                               "hits_on": [6]}
    assert rd["fuhrer_offensive"] == {"turns": [9, 10], "step_loss_on": [4, 5, 6]}
    assert sorted(rd["volkssturm_cities"]) == ["berlin", "breslau", "danzig", "dresden", "kiel",
                                                "konigsberg", "leipzig", "stettin"]
    assert rd["withdrawal"] == {"turn": 6, "returns_turn": 9, "unit": "ss_pz_2"}


def test_victory_15_1_to_15_4(sc, raw):
    rd = raw["rules_data"]
    assert sorted(c.id for c in sc.map.cities if c.vp) == ["berlin", "prague", "vienna"]
    assert rd["victory"]["yugoslavia"] == 1 and rd["victory"]["belgrade_and_zagreb"] == 1
    assert rd["casualty_points"]["axis_scores"] == {"allied_eliminated": 2, "allied_reduced": 1}
    assert rd["casualty_points"]["allied_scores_doubled"] == {"german_eliminated": 2,
                                                               "german_reduced": 1}
    assert rd["historical_result"] == {"allied": 4, "axis": 2}


def test_every_part_has_provenance(sc):
    assert set(sc.provenance) == {"map", "order_of_battle", "setup", "reinforcements", "tables"}
    assert all(u.provenance.split(":")[0] in ("rulebook", "reconstructed") for u in sc.units)
