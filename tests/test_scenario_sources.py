"""The shipped Defiant Russia and Blitzkrieg to Moscow 2 scenarios are rebuilt, byte for
byte, from their sources in ``scenarios/sources/`` (DATA-POLICY: reconstructed data is
reproducible), and the rulebook facts in those sources are pinned here with the rulebook's
own values."""

from __future__ import annotations

import importlib.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from qtwargame.engine.hexgrid import GridSpec, Orientation

ROOT = Path(__file__).resolve().parents[1]
SOURCES = ROOT / "scenarios" / "sources"
GAMES = ["defiant_russia", "blitzkrieg_moscow_2"]


def load(game: str, name: str):
    path = SOURCES / game / f"{name}.py"
    spec = importlib.util.spec_from_file_location(f"test_sources_{game}_{name}", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def shipped(game: str) -> dict:
    return json.loads((ROOT / "scenarios" / f"{game}.json").read_text(encoding="utf-8"))


def neighbours(data: dict, label: str) -> set[str]:
    g = data["map"]["grid"]
    grid = GridSpec(Orientation(g["orientation"]), g.get("shifted", "even"), g.get("rows_up", False),
                    g.get("order", "colrow"), g.get("digits", 2))
    return {grid.label(h) for h in grid.parse(label).neighbors()}


# -- the build reproduces the shipped file -----------------------------------------------

@pytest.mark.parametrize("game", GAMES + ["red_vengeance", "shin_barbarossa"])
def test_build_check_regenerates_the_shipped_file_exactly(game):
    run = subprocess.run([sys.executable, str(SOURCES / game / "build.py"), "--check"],
                         capture_output=True, text=True, cwd=ROOT, timeout=300)
    assert run.returncode == 0, run.stderr
    assert f"{game}.json is what its sources build" in run.stdout


@pytest.mark.parametrize("game", GAMES)
def test_build_writes_the_shipped_bytes(game, tmp_path):
    build = load(game, "build")
    out = tmp_path / f"{game}.json"
    assert build.main(["--out", str(out)]) == 0
    assert out.read_bytes() == (ROOT / "scenarios" / f"{game}.json").read_bytes()


def test_check_fails_and_names_the_first_difference(tmp_path, capsys):
    build = load("defiant_russia", "build")
    data = build.build()
    assert data["map"]["hexes"]["4504"] == "forest"
    data["map"]["hexes"]["4504"] = "clear"
    target = ROOT / "scenarios" / "defiant_russia.json"
    hexdata = load("", "hexdata")
    assert hexdata.write_or_check(data, target, ["--check"]) == 1
    err = capsys.readouterr().err
    assert "differs from its sources: line 1156" in err
    assert "shipped '\"4504\": \"forest\",', built '\"4504\": \"clear\",'" in err


@pytest.mark.parametrize("game", ["blitzkrieg_moscow_2", "red_vengeance"])
def test_check_fails_when_the_shipped_file_is_missing(game, tmp_path, capsys):
    build = load(game, "build")
    assert build.main(["--check", "--out", str(tmp_path / "gone.json")]) == 1
    assert "gone.json differs from its sources: the shipped file is missing or empty" in (
        capsys.readouterr().err)


# -- the source forms report their mistakes -----------------------------------------------

def test_a_broken_source_stops_the_build_with_its_place(capsys):
    build = load("defiant_russia", "build")
    hexdata = load("", "hexdata")

    def broken():
        raise hexdata.SourceError("units.csv", "line 7", "step '3-x' is not strength-movement")

    assert hexdata.write_or_check(broken, build.OUTPUT, ["--check"]) == 2
    assert "cannot build defiant_russia.json:\nunits.csv: line 7: step '3-x'" in capsys.readouterr().err


def test_sources_that_contradict_the_rulebook_are_refused(capsys, tmp_path, monkeypatch):
    build = load("defiant_russia", "build")
    real = build.hexdata.read_cities

    def moved(path):
        return [dict(c, hex="2812") if c["id"] == "bryansk" else c for c in real(path)]

    monkeypatch.setattr(build.hexdata, "read_cities", moved)
    assert build.main(["--check"]) == 2
    assert "cities.csv: bryansk: 13.0 makes bryansk a 1 VP city in 2813" in capsys.readouterr().err
    monkeypatch.undo()  # both builds share the one hexdata module
    btm2 = load("blitzkrieg_moscow_2", "build")
    real2 = btm2.hexdata.read_cities
    monkeypatch.setattr(btm2.hexdata, "read_cities",
                        lambda p: [dict(c, hex="0404") if c["id"] == "odessa" else c for c in real2(p)])
    assert btm2.main(["--check"]) == 2
    assert "cities.csv: odessa: 15.2 prints odessa at 0304" in capsys.readouterr().err


def test_a_scenario_mistake_stops_the_build_with_its_json_path(capsys):
    build = load("blitzkrieg_moscow_2", "build")
    data = build.build()
    data["units"][0]["nationality"] = "martian"
    hexdata = load("", "hexdata")
    assert hexdata.write_or_check(data, build.OUTPUT, ["--check"]) == 2
    err = capsys.readouterr().err
    assert "$.units[0].nationality" in err and "martian" in err


def test_a_terrain_letter_not_in_the_legend_names_file_and_line(tmp_path):
    hexdata = load("", "hexdata")
    bad = tmp_path / "terrain.txt"
    bad.write_text("legend: c=clear\ncolumns: 01 03\n# rows\n02: c c c\n01: c x c\n", encoding="utf-8")
    with pytest.raises(hexdata.SourceError, match=r"terrain.txt: line 5: 'x' is not in the legend"):
        hexdata.read_grid(bad)


def test_a_short_row_and_a_bad_run_are_reported():
    hexdata = load("", "hexdata")
    with pytest.raises(ValueError, match=r"'1205-1303' is not a run along one row"):
        hexdata.parse_hexes("1205-1303", "[x]")
    assert hexdata.parse_hexes("1205-1207 0901") == ["1205", "1206", "1207", "0901"]
    assert hexdata.parse_step("8(4)-4") == {"strength": 8, "passive": 4, "movement": 4}
    assert hexdata.parse_step("1-4") == {"strength": 1, "movement": 4}
    with pytest.raises(ValueError, match="is not strength-movement"):
        hexdata.parse_step("8/4")


def test_a_bad_unit_row_names_file_and_row(tmp_path):
    hexdata = load("", "hexdata")
    bad = tmp_path / "units.csv"
    bad.write_text("# c\nid,side,nationality,type,name_en,name_ja,steps\nu1,a,b,c,U,U,3-x\n",
                   encoding="utf-8")
    with pytest.raises(hexdata.SourceError, match=r"units.csv: line 3: step '3-x'"):
        hexdata.read_units(bad)


# -- Defiant Russia: rulebook facts in the sources ----------------------------------------

def test_13_0_victory_cities_and_their_printed_hexes():
    hexdata = load("", "hexdata")
    rows = {r["id"]: r for r in hexdata.read_csv(SOURCES / "defiant_russia" / "cities.csv")}
    printed = {"bryansk": "2813", "kharkov": "2311", "kiev": "2507", "leningrad": "3914",
               "minsk": "3308", "rostov": "1713", "sevastopol": "1506"}
    for city, hx in printed.items():
        assert rows[city]["hex"] == hx and rows[city]["rulebook"] == "13.0" and rows[city]["vp"] == "1"
    assert rows["moscow"]["vp"] == "2"
    assert {c for c, r in rows.items() if r["vp"]} == set(printed) | {"moscow"}
    rb = load("defiant_russia", "rulebook")
    assert rb.VP_HEXES == printed
    assert rb.VP_CITIES == {**dict.fromkeys(printed, 1), "moscow": 2}
    cities = {c["id"]: c for c in shipped("defiant_russia")["map"]["cities"]}
    assert {c: cities[c]["hex"] for c in printed} == printed
    assert {c: v["vp"] for c, v in cities.items() if v.get("vp")} == rb.VP_CITIES


def test_a_geography_script_prints_the_hex_of_a_point_and_refuses_a_bad_command_line():
    """The designer's tool for placing a new city (shared/DATA-POLICY.md): each game's
    ``geography.py LAT LON`` prints the hex its grid fit puts the point in; anything else
    gets the usage line and exit status 2."""
    script = SOURCES / "blitzkrieg_moscow_2" / "geography.py"
    good = subprocess.run([sys.executable, str(script), "55.76", "37.62"],
                          capture_output=True, text=True, check=False)
    assert (good.returncode, good.stdout) == (0, "1408\n")
    bad = subprocess.run([sys.executable, str(script), "55.76"],
                         capture_output=True, text=True, check=False)
    assert bad.returncode == 2
    assert bad.stderr == "usage: geography.py LAT LON (degrees north, degrees east)\n"


def test_reconstructed_cities_lie_within_a_hex_of_their_real_position():
    """DATA-POLICY principle 2: every city the rulebook does not number is placed from its
    real coordinates by the grid fit; the rulebook's own hexes are within the fit's error."""
    hexdata = load("", "hexdata")
    geo = load("defiant_russia", "geography")
    rows = hexdata.read_csv(SOURCES / "defiant_russia" / "cities.csv")
    data = shipped("defiant_russia")
    assert len(rows) == 82 and all(r["lat"] and r["lon"] for r in rows)
    assert geo.fit_hex(55.76, 37.62) == "3017"  # Moscow
    for r in rows:
        off = neighbours(data, r["hex"]) | {r["hex"]}
        near = off if not r["rulebook"] else off | {h for n in off for h in neighbours(data, n)}
        assert geo.fit_hex(float(r["lat"]), float(r["lon"])) in near, r["id"]


def test_9_2_kerch_strait_between_1509_and_1510():
    rb = load("defiant_russia", "rulebook")
    assert rb.KERCH == ["1509", "1510"]
    assert rb.RAIL_SEA_HEXES == ["1608", "1708"]  # 9.23
    data = shipped("defiant_russia")
    assert data["rules_data"]["kerch"] == ["1509", "1510"]
    straits = [(s["a"], s["b"]) for s in data["map"]["hexsides"] if "strait" in s["features"]]
    assert straits == [("1509", "1510")]
    assert "1509|1510" in (SOURCES / "defiant_russia" / "hexsides.ini").read_text(encoding="utf-8")


def test_11_7_air_point_schedule():
    rb = load("defiant_russia", "rulebook")
    assert rb.AIR_POINTS == {1: (6, 0), 2: (8, 0), 3: (8, 0), 4: (7, 1), 5: (6, 2), 6: (4, 2),
                             7: (0, 4)}
    data = shipped("defiant_russia")
    assert data["rules_data"]["air_points"]["4"] == {"axis": 7, "soviet": 1}
    table = next(t for t in data["tables"] if t["id"] == "air_points")
    assert list(table["rows"].values()) == [["6", "0"], ["8", "0"], ["8", "0"], ["7", "1"],
                                            ["6", "2"], ["4", "2"], ["0", "4"]]


def test_1_0_qa_blue_division_is_1_4():
    hexdata = load("", "hexdata")
    units = {u["id"]: u for u in hexdata.read_units(SOURCES / "defiant_russia" / "units.csv")}
    assert units["spa_blue"]["steps"] == [{"strength": 1, "movement": 4}]
    assert units["spa_blue"]["nationality"] == "spanish"
    assert load("defiant_russia", "rulebook").BLUE_DIVISION == {"id": "spa_blue", "strength": 1,
                                                                "movement": 4}


def test_8_1_historical_weather_and_8_2_random_weather():
    rb = load("defiant_russia", "rulebook")
    assert [rb.HISTORICAL_WEATHER[t] for t in range(1, 8)] == [
        "clear", "clear", "clear", "light_mud", "mud", "clear", "snow"]
    turns = shipped("defiant_russia")["turns"]
    assert [t["weather"] for t in turns] == [rb.HISTORICAL_WEATHER[t] for t in range(1, 8)]
    assert turns[6]["date"] == {"en": "December 1941", "ja": "1941年12月"}
    assert rb.RANDOM_WEATHER[6] == ["clear", "clear", "clear", "mud", "mud", "snow"]


# -- Blitzkrieg to Moscow 2: rulebook facts in the sources --------------------------------

def test_btm2_10_3_weather_by_turn_and_its_effects():
    rb = load("blitzkrieg_moscow_2", "rulebook")
    assert rb.WEATHER_BY_TURN == {1: "clear", 2: "clear", 3: "mud", 4: "snow", 5: "snow",
                                  6: "thaw"}
    assert rb.WEATHER_EFFECTS == {
        "clear": {},
        "mud": {"movement_cap": 2, "tank_shift": False},
        "snow": {"movement_cap": 3, "river_shift": False, "attack_shift": {"soviet": 1}},
        "thaw": {"movement_cap": 3, "tank_shift": False},
    }
    data = shipped("blitzkrieg_moscow_2")
    assert data["rules_data"]["weather"] == rb.WEATHER_EFFECTS
    assert [t["weather"] for t in data["turns"]] == ["clear", "clear", "mud", "snow", "snow", "thaw"]
    assert data["turns"][0]["data"]["cards"]["german"] == 6  # the play example: all six


def test_btm2_10_2_terrain_kinds_of_the_map():
    rb = load("blitzkrieg_moscow_2", "rulebook")
    data = shipped("blitzkrieg_moscow_2")
    assert {t["id"] for t in data["terrain"]} == set(rb.TERRAIN_EFFECTS) | {"lake"}
    assert set(data["map"]["hexes"].values()) == set(rb.TERRAIN_EFFECTS)
    assert {f for s in data["map"]["hexsides"] for f in s["features"]} == set(rb.HEXSIDE_FEATURES)


def test_btm2_15_2_odessa_0304_and_sevastopol_0106():
    hexdata = load("", "hexdata")
    rows = {r["id"]: r for r in hexdata.read_csv(SOURCES / "blitzkrieg_moscow_2" / "cities.csv")}
    assert (rows["odessa"]["hex"], rows["odessa"]["rulebook"]) == ("0304", "15.2.1")
    assert (rows["sevastopol"]["hex"], rows["sevastopol"]["rulebook"]) == ("0106", "15.2.2")
    assert load("blitzkrieg_moscow_2", "rulebook").EVACUATION == {"from_city": "odessa",
                                                                   "to_city": "sevastopol"}


def test_btm2_cities_lie_within_a_hex_of_their_real_position():
    hexdata = load("", "hexdata")
    geo = load("blitzkrieg_moscow_2", "geography")
    rows = hexdata.read_csv(SOURCES / "blitzkrieg_moscow_2" / "cities.csv")
    data = shipped("blitzkrieg_moscow_2")
    assert len(rows) == 12
    assert geo.fit_hex(55.76, 37.62) == "1408"  # Moscow
    for r in rows:
        near = neighbours(data, r["hex"]) | {r["hex"]}
        assert geo.fit_hex(float(r["lat"]), float(r["lon"])) in near, r["id"]


def test_btm2_play_example_hexes_fit_the_map_and_setup():
    ex = load("blitzkrieg_moscow_2", "rulebook").PLAY_EXAMPLE
    data = shipped("blitzkrieg_moscow_2")
    soviet_at = {u["setup"]["hex"] for u in data["units"]
                 if u["side"] == "soviet" and "hex" in u.get("setup", {})}
    cities = {c["id"]: c["hex"] for c in data["map"]["cities"]}
    assert set(ex["soviet_start"]) <= soviet_at
    assert {"1601", "1301", "1102", cities["riga"]} <= soviet_at
    assert {cities[c] if c in cities else c for c in ex["supply_cut"]} <= soviet_at
    assert neighbours(data, "1401") & soviet_at
    assert cities["minsk"] == "1304" and cities["minsk"] in neighbours(data, ex["minsk_from"])
    assert cities["leningrad"] in neighbours(data, "1806")
    assert "1102" in neighbours(data, "1202")
    rivers = {frozenset((s["a"], s["b"])) for s in data["map"]["hexsides"] if "river" in s["features"]}
    assert any(frozenset((ex["across_river"], n)) in rivers for n in neighbours(data, "0702"))
