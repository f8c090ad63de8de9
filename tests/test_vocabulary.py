"""Unit flags and region kinds, declared by each ruleset (``engine.vocabulary``): a flag or
kind a scenario holds that its rules never read is a warning at its place, naming the unit
or region, the value and the closest known one; the scenario still loads and plays (saved
games hold the scenarios they were played on). Each bundled ruleset declares exactly the
flags its code reads."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from qtwargame import cli
from qtwargame.engine.ruleset import Ruleset, get_ruleset
from qtwargame.engine.vocabulary import GENERAL_REGION_KINDS
from qtwargame.scenario.io import load_scenario, scenario_from_data, scenario_warnings

ROOT = Path(__file__).parent.parent
SB = ROOT / "scenarios" / "shin_barbarossa.json"
BUNDLED = sorted((ROOT / "scenarios").glob("*.json"))
TEST_DATA = sorted((ROOT / "tests" / "data").glob("*.json"))


def _misspelt(tmp_path: Path) -> Path:
    """Shin Barbarossa with a Far East corps' ``no_rebuild`` spelt ``no_rebuilt``, a
    panzer corps given another game's ``zoc`` and the Polish region of kind ``contry``."""
    data = json.loads(SB.read_text(encoding="utf-8"))
    fe1 = next(u for u in data["units"] if u["id"] == "su_r4_fe1")
    fe1["flags"] = ["no_rebuilt"]
    pz = next(u for u in data["units"] if u["id"] == "de_pz46")
    pz["flags"] = ["off_map", "zoc"]
    poland = next(r for r in data["map"]["regions"] if r["id"] == "country:poland")
    poland["kind"] = "contry"
    path = tmp_path / "misspelt.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def test_a_misspelt_flag_and_kind_are_warnings_at_their_places_with_the_closest_known(tmp_path):
    path = _misspelt(tmp_path)
    sc = load_scenario(path)  # loads: warnings never stop a scenario
    units = [u.id for u in sc.units]
    fe1, pz = units.index("su_r4_fe1"), units.index("de_pz46")
    found = [(w.path, w.message, w.warning) for w in scenario_warnings(sc, str(path))
             if f"units[{pz}]" in w.path or f"units[{fe1}]" in w.path or "regions" in w.path]
    assert found == [
        (f"$.units[{pz}].flags[0]", "unit de_pz46: the shin_barbarossa rules read no flag "
                                    "'off_map'", True),
        (f"$.units[{pz}].flags[1]", "unit de_pz46: the shin_barbarossa rules read no flag 'zoc'",
         True),
        (f"$.units[{fe1}].flags[0]", "unit su_r4_fe1: the shin_barbarossa rules read no flag "
                                     "'no_rebuilt'; did you mean 'no_rebuild'?", True),
        ("$.map.regions[1].kind", "region country:poland: the shin_barbarossa rules read no "
                                  "region kind 'contry'; did you mean 'country'?", True),
    ]


def test_qtwargame_validate_prints_the_warnings_and_calls_the_file_valid(tmp_path, capsys):
    path = _misspelt(tmp_path)
    assert cli.main(["validate", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{path}: valid (shin_barbarossa, ruleset shin_barbarossa")
    assert f"  {path}: $.units[199].flags[0]: warning: unit su_r4_fe1: the shin_barbarossa " \
           "rules read no flag 'no_rebuilt'; did you mean 'no_rebuild'?" in out
    assert out[-1] == (f"  {path}: $.map.regions[1].kind: warning: region country:poland: the "
                       "shin_barbarossa rules read no region kind 'contry'; did you mean 'country'?")
    # and the scenario's own unread flags: 14 off_map (one the panzer corps'), 53 single_step
    assert len(out) == 1 + 14 + 1 + 53 + 1 + 1


def test_qtwargame_validate_says_the_warning_in_japanese(tmp_path, capsys):
    path = _misspelt(tmp_path)
    assert cli.main(["validate", str(path), "--lang", "ja"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert (f"  {path}: $.units[199].flags[0]: 警告: ユニット su_r4_fe1: "
            "shin_barbarossa のルールはフラグ 'no_rebuilt' を読みません。"
            "'no_rebuild' のことですか?") in out


def _unknown(path: Path) -> dict[str, list[str]]:
    """What each kind of finding holds: the unknown flags and kinds, each once, sorted."""
    sc = load_scenario(path)
    out: dict[str, set[str]] = {"flags": set(), "kinds": set()}
    for w in scenario_warnings(sc, str(path)):
        value = re.search(r"no (?:flag|region kind) '([^']+)'", w.message)
        assert value is not None
        out["kinds" if ".kind" in w.path else "flags"].add(value.group(1))
    return {k: sorted(v) for k, v in out.items()}


#: The flags the bundled scenarios give units that their rules never read (session 89's
#: finding: descriptive notes from the rulebooks; the rules tell those units apart by
#: nationality, type and rules_data). Reported, not removed: a flag that no code reads
#: changes no game, but it is the designer's to delete.
UNREAD = {
    "blitzkrieg_moscow_2": ["guards"],
    "defiant_russia": sorted([
        "airborne_drop_once", "any_two_units_may_stack", "army", "black_sea_and_azov_only",
        "division", "enters_in_hungary", "exchange_only", "exploit_2_hexes", "exploits",
        "finnish_supply", "fleet", "hits_on_6_only", "kerch_interdiction_when_full", "leader",
        "leaves_moscow_only_by_retreat", "motorized", "must_end_with_ground_unit",
        "must_stack_with_german_armor", "never_in_hungary", "never_moves",
        "never_with_romanians", "no_exploitation", "no_replacements", "no_stacking_count",
        "no_zoc", "not_ground_unit", "optional_12_1_arrival_turn_4",
        "optional_12_1_arrival_turn_5", "partisan_immune", "port_supply", "rail_plus_3_hexes",
        "rebuild_in_bucharest", "removed_if_bucharest_lost", "removed_if_helsinki_lost",
        "sea_move_unlimited", "sea_transport", "setup_in_kiev_city", "setup_in_odessa_city",
        "shock_exchange_eligible", "snow_attack_exempt", "south_limit_39xx_until_leningrad",
        "starts_with_agc_armor"]),
    "red_vengeance": ["arrives_on_heavy_surface", "arrives_on_warsaw", "division", "leader",
                      "no_stacking_count", "no_zoc", "withdrawn_in_november", "yugoslav_garrison"],
    "river_crossing": [],
    "shin_barbarossa": ["off_map", "single_step"],
}


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_every_bundled_scenarios_kinds_are_known_and_its_unread_flags_are_the_known_list(path):
    assert _unknown(path) == {"flags": UNREAD[path.stem], "kinds": []}


@pytest.mark.parametrize("path", TEST_DATA, ids=[p.stem for p in TEST_DATA])
def test_the_test_data_scenarios_are_clean(path):
    assert scenario_warnings(load_scenario(path), str(path)) == []


#: A flag read from a unit's definition: ``"x" in d.flags`` (``not in`` too) and ``has("x")``
#: (which reads a type's tags as well), and the names a module binds to such strings.
_READ = re.compile(r"""(?:["'](\w+)["']|\b([A-Z_]+))\s+(?:not\s+)?in\s+"""
                   r"""(?:d|game\.units\[\w+\]|d\[\w+\])\.flags|\.has\(["'](\w+)["']\)""")
_CONST = re.compile(r"""^([A-Z_]+(?:,\s*[A-Z_]+)*)\s*=\s*(.+)$""", re.M)


def _read_flags(package: str) -> set[str]:
    """Every flag the package's source reads from a unit's definition (a name bound to a
    string in any of its modules stands for that string: ``leaders.SLOT``)."""
    texts = [p.read_text(encoding="utf-8") for p in (ROOT / "qtwargame" / "rules" / package).rglob("*.py")]
    consts: dict[str, str] = {}
    for text in texts:
        for names, values in _CONST.findall(text):
            strings = re.findall(r"""["'](\w+)["']""", values)
            for name, value in zip([n.strip() for n in names.split(",")], strings):
                consts[name] = value
    found: set[str] = set()
    for text in texts:
        for literal, const, tag in _READ.findall(text):
            found.add(literal or tag or consts.get(const, const))
    return found


@pytest.mark.parametrize(("package", "ruleset", "beyond"), [
    ("classic", "classic", set()),
    ("defiant_russia", "defiant_russia", set()),
    # the ZOC flag is named by rules_data (``zoc_flag``: zoc.py, ``d.has(flag)``)
    ("blitzkrieg_moscow", "blitzkrieg_moscow_2", {"zoc"}),
    # a leader's flag is read by its prefix (``units.leader_key``), one per leader of 11.2x
    ("red_vengeance", "red_vengeance", {"leader_zhukov", "leader_konev", "leader_tito",
                                        "leader_dietrich"}),
    ("shin_barbarossa", "shin_barbarossa", set()),
])
def test_each_ruleset_declares_exactly_the_flags_its_code_reads(package, ruleset, beyond):
    rules = get_ruleset(ruleset)
    sc = load_scenario(next(p for p in BUNDLED if json.loads(p.read_text())["ruleset"] == ruleset))
    declared = {t.id for t in rules.unit_flags(sc) or ()}
    assert declared == _read_flags(package) | beyond
    assert all(t.name.format() and t.description.format() for t in rules.unit_flags(sc) or ())


def test_the_scan_finds_the_flags_written_as_constants_and_tags():
    assert {"leader_slot", "leader_identity", "no_ability", "panzer", "militia"} <= _read_flags(
        "shin_barbarossa")
    assert _read_flags("red_vengeance") == {"guards", "ss"}


def test_blitzkrieg_moscows_terms_follow_the_names_its_rules_data_gives(tmp_path):
    data = json.loads((ROOT / "scenarios" / "blitzkrieg_moscow_2.json").read_text(encoding="utf-8"))
    data["rules_data"]["zoc_flag"] = "zone"
    data["rules_data"]["rear_area_kind"] = "rear"
    for r in data["map"]["regions"]:
        r["kind"] = "rear" if r["kind"] == "rear_area" else r["kind"]
    sc = scenario_from_data(data, "bm2", check_rules=False)
    rules = get_ruleset("blitzkrieg_moscow_2")
    assert [(t.id, t.rule) for t in rules.unit_flags(sc)] == [("zone", "9.1")]
    assert [t.id for t in rules.region_kinds(sc)][:2] == ["rear", "map_edge"]


def test_a_ruleset_that_declares_nothing_is_not_checked(tmp_path):
    class Undeclared(type(get_ruleset("shin_barbarossa"))):  # type: ignore[misc]
        vocabulary = None

    sc = load_scenario(_misspelt(tmp_path))
    assert Undeclared().unit_flags(sc) is None and Undeclared().region_kinds(sc) is None
    from qtwargame.scenario.validate import vocabulary_problems

    assert vocabulary_problems(sc, Undeclared()) == []
    assert Ruleset.vocabulary is None


def test_every_declaring_ruleset_knows_the_general_region_kinds():
    sc = load_scenario(SB)
    kinds = [t.id for t in get_ruleset("shin_barbarossa").region_kinds(sc)]
    assert kinds == [t.id for t in GENERAL_REGION_KINDS]
