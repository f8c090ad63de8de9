"""The reconstructed Shin Barbarossa scenario: every fact the rulebook states about the map,
the counters and the tables holds in the built file, and the file is what the scripts in
``scenarios/sources/shin_barbarossa`` build."""

from __future__ import annotations

import importlib
import json
from collections import Counter, deque
from pathlib import Path

import pytest

from qtwargame.scenario.models import LinkSpec
from tests.source_modules import sources_on_path

ROOT = Path(__file__).resolve().parents[3]
SOURCES = ROOT / "scenarios" / "sources" / "shin_barbarossa"
BUILT = ROOT / "scenarios" / "shin_barbarossa.json"


@pytest.fixture(scope="module")
def sources():
    with sources_on_path(SOURCES):
        modules = {m: importlib.import_module(m) for m in ("build", "tables", "geography", "oob")}
    yield modules


def _city(sc, cid):
    return next(c for c in sc.map.cities if c.id == cid)


def _hexside(board, a, b):
    return board.features(board.hex(a), board.hex(b))


def test_the_built_file_is_what_the_sources_build(sources):
    """Reproducible data: rebuilding gives the committed bytes."""
    assert sources["build"].render(sources["build"].build()) == BUILT.read_text(encoding="utf-8")


def test_the_file_is_a_valid_scenario_with_no_problems(sc):
    assert sc.id == "shin_barbarossa" and sc.ruleset == "shin_barbarossa"
    assert {p: v.kind for p, v in sc.provenance.items()} == {
        "map": "reconstructed", "order_of_battle": "reconstructed", "setup": "reconstructed",
        "reinforcements": "reconstructed", "tables": "designer"}


def test_1_3_grid_is_flat_with_even_columns_shifted_down(sc, board):
    """Q&A: 1508 touches 1407 and 1408 only with flat tops and even columns shifted."""
    g = sc.map.grid
    assert (g.orientation, g.shifted, g.rows_up, g.order, g.digits) == ("flat", "even", False, "colrow", 2)
    h1508 = board.hex("1508")
    assert board.hex("1407") in h1508.neighbors() and board.hex("1408") in h1508.neighbors()
    assert len(board.hexes) == 42 * 49


def test_qa_no_passage_between_1407_1408_and_1508(board):
    assert "lake" in _hexside(board, "1407", "1508")
    assert "lake" in _hexside(board, "1408", "1508")


def test_qa_lake_edge_hexes_are_enterable(board):
    for lbl in ("1406", "2108", "3102", "3306", "3307"):
        assert board.terrain[board.hex(lbl)] not in ("sea", "lake"), lbl


@pytest.mark.parametrize("cid,label", [
    ("leningrad", "2003"), ("tikhvin", "2504"), ("moscow", "3214"), ("rzhev", "2613"),
    ("vyazma", "2616"), ("kaluga", "2918"), ("tula", "3219"), ("stalinogorsk", "3319"),
    ("ryazan", "3617"), ("orel", "3023"), ("odessa", "1942"),
])
def test_rulebook_hexes_are_exact(sc, cid, label):
    assert _city(sc, cid).hex == label


def test_17_2_militia_towns_lie_outside_the_4_hex_radius_of_moscow(board):
    moscow = board.hex("3214")
    towns = ("2613", "2616", "2918", "3219", "3319", "3617")
    assert {lbl: moscow.distance(board.hex(lbl)) for lbl in towns} == {
        "2613": 6, "2616": 6, "2918": 5, "3219": 5, "3319": 5, "3617": 5}
    assert board.hex("2003").distance(board.hex("2504")) == 5


def test_qa_kerch_strait_3344_3345_carries_rail_only(sc, board):
    """Q&A: across the strait, rail movement only; the hexside is a strait, both hexes
    land, a rail crosses it and no road does; by land the two shores are far apart."""
    a, b = board.hex("3344"), board.hex("3345")
    assert _hexside(board, "3344", "3345") == frozenset({"strait"})
    assert board.terrain[a] != "sea" and board.terrain[b] != "sea"
    assert b in board.rail_neighbors(a)
    for link in sc.map.links:
        if link.kind == "road":
            pairs = set(zip(link.hexes, link.hexes[1:]))
            assert ("3344", "3345") not in pairs and ("3345", "3344") not in pairs
    # Without the strait the shortest land way from Kerch to Taman runs through Perekop.
    blocked = {"sea", "lake", "strait"}
    seen = {a: 0}
    queue = deque([a])
    while queue:
        h = queue.popleft()
        for n in board.neighbors(h):
            if n not in seen and board.terrain[n] not in ("sea", "lake") \
                    and not (board.features(h, n) & blocked):
                seen[n] = seen[h] + 1
                queue.append(n)
    assert seen[b] > 15
    assert _city(sc, "kerch").hex == "3344"


def test_2_3_vp_cities_and_19_3a_values(sc):
    vp = {c.id: c.vp for c in sc.map.cities}
    assert vp["warsaw"] + vp["konigsberg"] + vp["helsinki"] == sc.rules_data["victory"]["start_vp"] == 15
    assert (vp["leningrad"], vp["sevastopol"], vp["rostov"]) == (15, 10, 10)
    others = [c for c in sc.map.cities if c.kind in ("city", "major_city")
              and c.id not in ("leningrad", "sevastopol", "rostov", "moscow")]
    assert others and all(c.vp == 5 for c in others)
    assert all(c.vp == 0 for c in sc.map.cities if c.kind == "town")
    axis = set(sc.map.control["axis"])
    assert {_city(sc, c).hex for c in ("warsaw", "konigsberg", "helsinki")} <= axis


def test_3_1_control_starts_on_either_side_of_the_border(sc, board):
    axis, soviet = set(sc.map.control["axis"]), set(sc.map.control["soviet"])
    assert not axis & soviet
    border = [(hs.a, hs.b) for hs in sc.map.hexsides if "border" in hs.features]
    assert border and all(len({a in axis, b in axis}) == 2 for a, b in border)
    assert _city(sc, "minsk").hex in soviet and _city(sc, "lvov").hex in soviet


def test_16_1_row_26_and_the_regions_the_rules_read(sc, board):
    regions = {r.id: set(r.hexes) for r in sc.map.regions}
    for rid in ("country:finland", "country:romania", "country:hungary", "country:east_prussia",
                "country:poland", "sector:N", "sector:C", "sector:S", "sw_front", "romanian_zone",
                "edge:west", "edge:east", "soviet_rail_entry", "axis_entry", "romania_entry"):
        assert regions[rid], rid
    assert any(lbl.endswith("26") for lbl in sc.map.hexes)
    # 2.2.1: sectors cover East Prussia and Poland, lines through hex centres in both.
    axis_home = regions["country:east_prussia"] | regions["country:poland"]
    assert regions["sector:N"] | regions["sector:C"] | regions["sector:S"] == axis_home
    assert regions["sector:N"] & regions["sector:C"] and regions["sector:C"] & regions["sector:S"]
    # 4.4: Soviet sources on the east edge are rail hexes.
    rail = {board.label(h) for h in board.hexes if board.has_rail(h)}
    assert regions["soviet_rail_entry"] <= rail & regions["edge:east"]
    assert _city(sc, "helsinki").hex in regions["country:finland"]


def test_rails_and_roads_run_over_land(sc, board):
    for link in sc.map.links:
        for lbl in link.hexes:
            assert board.terrain[board.hex(lbl)] not in ("sea", "lake"), (link.name, lbl)
    kinds = Counter(link.kind for link in sc.map.links)
    assert kinds["rail"] >= 80 and kinds["road"] >= 25


def test_8_2_3_two_road_grades(sc, sources):
    """First-class roads open to every arm, second-class to mechanized units only."""
    if "grade" in LinkSpec.model_fields:
        grades = Counter(link.grade for link in sc.map.links if link.kind == "road")
        geo = sources["geography"]
        assert grades[1] == len(geo.ROADS_1) and grades[2] == len(geo.ROADS_2)
    else:
        names = [link.name for link in sc.map.links if link.kind == "road"]
        assert sum("(second class)" in n for n in names) == len(sources["geography"].ROADS_2)


def test_counter_mix(sc):
    units = sc.units
    assert 250 <= len(units) <= 400
    by = Counter((u.nationality, u.type) for u in units)
    # 2.2.5 four Finnish units; 13.0 three supply centers; 2.1.3 twelve setup leaders.
    assert sum(n for (nat, _), n in by.items() if nat == "finnish") == 4
    assert all(u.setup.code == "F" for u in units if u.nationality == "finnish")
    assert [u.id for u in units if u.kind == "supply"] == ["sc_n", "sc_c", "sc_s"]
    leaders = [u for u in units if u.kind == "leader" and "leader_identity" in u.flags]
    slots = [u for u in units if u.kind == "leader" and "leader_slot" in u.flags]
    assert len([u for u in leaders if "setup_leader" in u.flags]) == 12
    assert all(u.setup is None for u in leaders)  # identities never stand face down
    assert 25 <= len(leaders) <= 40 and len(slots) == len(leaders)
    # 11.1.2-11.1.4: the untested sides are alike: same name, same values, nothing else.
    assert len({(u.name.en, u.name.ja, str(u.steps), tuple(u.flags)) for u in slots}) == 1
    assert len([u for u in slots if u.setup is not None]) == 12
    abilities = Counter("*" if "no_ability" in u.flags else u.steps[0]["ability"] for u in leaders)
    assert set(abilities) == {"*", 0, 1, 2, 3}
    # 17.1, 17.2: six militia per trigger.
    assert len([u for u in units if u.type == "militia"]) == 12
    # 1.2.3: German panzers have four steps; others two, `*` units one.
    assert all(len(u.steps) == 4 for u in units if u.type == "panzer" and u.id != "de_22pzd")
    assert all(len(u.steps) in (1, 2) for u in units if u.type != "panzer")
    # 14.0: as many air units as the weather/air table can give.
    air = [u for u in units if u.type == "air"]
    cells = [c for row in sc.table("weather_air").rows.values() for c in row]
    assert len(air) == max(int(c.split(":")[1]) for c in cells)


def test_errata_reinforcements_and_8_1_9_rifle_corps(sc):
    def values(u):
        return f"{u.steps[0]['strength']}-{u.steps[0]['movement']}"

    t1 = [values(u) for u in sc.units if u.side == "axis" and u.arrival and u.arrival.turn == 1
          and u.kind == "unit"]
    t9 = [values(u) for u in sc.units if u.side == "axis" and u.arrival and u.arrival.turn == 9]
    assert "12-8" in t1 and "10-8" not in t1
    assert "6-8" in t9
    rifle = [u for u in sc.units if u.type == "rifle"]
    assert rifle and all(u.steps[0]["movement"] == 6 for u in rifle)


def test_every_setup_code_and_arrival_names_a_place(sc):
    codes = {c.code: c for c in sc.setup_codes}
    regions = {r.id: r for r in sc.map.regions}
    for u in sc.units:
        if u.setup is not None:
            c = codes[u.setup.code]
            hexes = regions[c.region].hexes if c.region else c.hexes
            assert hexes, u.id
            assert c.side == u.side
    for code in ("A8", "A11", "A3", "A10", "A4", "A5", "A6", "A26", "A12", "A9"):
        assert codes[code].region == f"setup:{code}"
    soviet = set(sc.map.control["soviet"])
    for r in sc.map.regions:
        if r.kind == "setup_area":
            assert set(r.hexes) <= soviet, r.id
    assert codes["P_east_of_gomel"].hexes and _city(sc, "gomel").hex not in codes["P_east_of_gomel"].hexes
    towns = {c.hex for c in sc.map.cities}
    for c in ("SCN", "SCC", "SCS"):
        assert codes[c].hexes and set(codes[c].hexes) <= towns  # 2.2.2, 13.3


def test_6_1_every_setup_place_can_hold_its_units(sc):
    """2.1, 2.2 with 6.1, 6.2: two combat units a hex and one leader or supply center."""
    codes = {c.code: c for c in sc.setup_codes}
    regions = {r.id: r for r in sc.map.regions}
    by_code = Counter(u.setup.code for u in sc.units if u.setup and u.kind == "unit")
    extra = Counter(u.setup.code for u in sc.units if u.setup and u.kind in ("leader", "supply"))
    for code, n in by_code.items():
        c = codes[code]
        hexes = regions[c.region].hexes if c.region else c.hexes
        assert n <= 2 * len(hexes), (code, n, len(hexes))
    for code, n in extra.items():
        c = codes[code]
        assert n <= len(regions[c.region].hexes if c.region else c.hexes), code


def test_10_3_both_results_tables_meet_every_rulebook_constraint(sc, sources):
    t = sources["tables"]
    for tid in ("crt_axis", "crt_soviet"):
        table = sc.table(tid)
        assert table.columns == ["1:4", "1:3", "1:2", "1:1", "2:1", "3:1", "4:1", "5:1", "6:1", "7:1",
                                 "8:1", "9:1", "10:1"]
        assert t.check_crt(table.rows) == [], tid
    assert t.axis_dominates() == []
    assert sc.table("crt_axis").rows == t.AXIS_CRT


def test_check_crt_finds_a_broken_table(sources):
    """The checker is not a rubber stamp: a non-monotone column and a harmless 10:1 fail."""
    t = sources["tables"]
    rows = json.loads(json.dumps(t.AXIS_CRT))
    rows["1"][5] = "2/0"
    rows["6"][-1] = "1/0"
    problems = t.check_crt(rows)
    assert "die 1: 3:1 is worse for the attacker than 2:1" in problems
    assert "10:1: some die leaves the defender unharmed" in problems


def test_5_1_weather_air_and_18_1_hitler_tables(sc, sources):
    weather = {w.id for w in sc.weather}
    wa = sc.table("weather_air")
    assert wa.columns == [str(n) for n in range(1, 11)] and sorted(wa.rows) == list("123456")
    for row in wa.rows.values():
        for cell in row:
            w, n = cell.split(":")
            assert w in weather and 0 <= int(n) <= 4
    first = {wa.rows[str(d)][0].split(":")[0] for d in range(1, 7)}
    assert first == {"clear"}  # June 1941
    ho = sc.table("hitler_orders")
    assert ho.columns == [str(n) for n in range(2, 11)]
    orders = set(sources["tables"].ORDERS)
    for row in ho.rows.values():
        assert set(row) <= orders
    typhoon_turns = {ho.columns[i] for row in ho.rows.values() for i, o in enumerate(row) if o == "typhoon"}
    assert typhoon_turns == {"4", "5", "6"}  # 18.1 defines Typhoon for turns 4-6 only


def test_5_turn_track(sc):
    assert len(sc.turns) == 10
    assert [t.data["soviet_first"] for t in sc.turns] == [False] * 6 + [True] * 4
    assert [t.data["reinforcement_phase"] for t in sc.turns] == [True] * 9 + [False]
    assert {t.number: t.data.get("typhoon_range") for t in sc.turns if "typhoon_range" in t.data} \
        == {4: 8, 5: 6, 6: 4}


def test_qa_a_forest_south_of_leningrad_carries_only_a_rail(board):
    """Q&A: the forest south of Leningrad crossed only by a rail line (panzers may not
    enter it)."""
    leningrad = board.hex("2003")
    rail_only = [h for h in board.hexes if board.terrain[h] == "forest" and board.has_rail(h)
                 and h not in board.road and not board.city(h) and h.distance(leningrad) <= 3
                 and board.grid.to_offset(h).row > board.grid.to_offset(leningrad).row]
    assert [board.label(h) for h in rail_only] == ["2006"]
