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
        (f"$.units[{pz}].flags[0]", 'unit "XXXXVI Panzer Corps" (de_pz46): the Shin Barbarossa '
                                    "rules read no flag 'off_map'", True),
        (f"$.units[{pz}].flags[1]", 'unit "XXXXVI Panzer Corps" (de_pz46): the Shin Barbarossa '
                                    "rules read no flag 'zoc'", True),
        (f"$.units[{fe1}].flags[0]", 'unit "Far East Corps 1" (su_r4_fe1): the Shin Barbarossa '
                                     "rules read no flag 'no_rebuilt'; did you mean 'no_rebuild'?",
         True),
        ("$.map.regions[1].kind", 'region "Poland" (country:poland): the Shin Barbarossa rules '
                                  "read no region kind 'contry'; did you mean 'country'?", True),
    ]


def test_qtwargame_validate_prints_the_warnings_and_calls_the_file_valid(tmp_path, capsys):
    path = _misspelt(tmp_path)
    assert cli.main(["validate", str(path)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{path}: valid (shin_barbarossa, ruleset shin_barbarossa")
    assert f'  {path}: $.units[199].flags[0]: warning: unit "Far East Corps 1" (su_r4_fe1): ' \
           "the Shin Barbarossa rules read no flag 'no_rebuilt'; did you mean 'no_rebuild'?" in out
    assert out[-1] == (f'  {path}: $.map.regions[1].kind: warning: region "Poland" '
                       "(country:poland): the Shin Barbarossa rules read no region kind 'contry'; "
                       "did you mean 'country'?")
    # the panzer corps' two flags, the Far East corps' and the region: the bundled
    # scenario itself holds no flag its rules do not read
    assert len(out) == 1 + 2 + 1 + 1


def test_qtwargame_validate_says_the_warning_in_japanese(tmp_path, capsys):
    path = _misspelt(tmp_path)
    assert cli.main(["validate", str(path), "--lang", "ja"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert (f"  {path}: $.units[199].flags[0]: 警告: ユニット「極東軍団1」(su_r4_fe1)："
            "真・バルバロッサ作戦のルールはフラグ'no_rebuilt'を読みません。"
            "'no_rebuild'のことですか？") in out


def _unknown(path: Path) -> dict[str, list[str]]:
    """What each kind of finding holds: the unknown flags and kinds, each once, sorted."""
    sc = load_scenario(path)
    out: dict[str, set[str]] = {"flags": set(), "kinds": set()}
    for w in scenario_warnings(sc, str(path)):
        value = re.search(r"no (?:flag|region kind) '([^']+)'", w.message)
        assert value is not None
        out["kinds" if ".kind" in w.path else "flags"].add(value.group(1))
    return {k: sorted(v) for k, v in out.items()}


@pytest.mark.parametrize("path", BUNDLED, ids=[p.stem for p in BUNDLED])
def test_every_bundled_scenario_holds_only_flags_and_kinds_its_rules_read(path):
    # Session 89 found 42 flags (308 uses) in Defiant Russia's, 8 in Red Vengeance's, 2 in
    # Shin Barbarossa's and 1 in Blitzkrieg to Moscow 2's that no code read: rulebook
    # notes the rules work out from nationality, type and rules_data. Removed from the
    # sources (scenarios/sources), which now rebuild the scenarios without them.
    assert _unknown(path) == {"flags": [], "kinds": []}


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
