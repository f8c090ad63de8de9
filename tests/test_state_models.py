"""Issue 47, item 1: each bundled ruleset declares the model of its ``state.data`` and of each
decision kind's data (``engine.datamodel``); unknown keys, missing keys and wrong types are
errors naming the game, the key and what was expected, in the checked modes, in positions
and when a save is loaded. The golden saves' every state is checked by
``tests/test_golden_saves.py`` (``replay(..., check_states=True)``)."""

import re
from pathlib import Path

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.datamodel import StateData, data_problems, declared_models, model_problems, owned
from qtwargame.engine.invariants import state_violations
from qtwargame.engine.ruleset import get_ruleset
from qtwargame.engine.state import Decision
from qtwargame.engine.text import emsg
from qtwargame.rules.classic.ruleset import ClassicRuleset
from tests.builder import PositionBuilder, ScenarioBuilder

BUNDLED = ("classic", "defiant_russia", "blitzkrieg_moscow_2", "red_vengeance", "shin_barbarossa")
GOLDEN = Path(__file__).parent / "data" / "golden"


def classic_position():
    b = ScenarioBuilder(cols=4, rows=4).unit("b1", "blue", at="0101", attack=2, defense=2, movement=2)
    b.unit("r1", "red", at="0404", attack=2, defense=2, movement=2)
    return b.build()


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_each_bundled_ruleset_declares_its_state_and_decision_models_with_owning_rules(ruleset_id):
    models = declared_models(get_ruleset(ruleset_id))
    assert models is not None
    assert models.decisions, ruleset_id
    for model in (models.state, *models.decisions.values()):
        assert model.model_config["extra"] == "forbid"
        for name, info in model.model_fields.items():
            assert isinstance(info.json_schema_extra, dict) and info.json_schema_extra["rule"], (model, name)
            assert info.description, (model, name)


def test_a_ruleset_without_models_is_not_checked_and_a_subclass_declares_its_own():
    class Unmodelled(ClassicRuleset):
        id = "unmodelled_test"

    game, state = classic_position()
    state.data["anything"] = {"goes": 1}
    assert data_problems(Unmodelled(), state) == []
    assert data_problems(game.ruleset, state) == [
        "classic state data: unknown key 'anything': ClassicStateData does not declare it"]


def test_an_unknown_key_is_an_error_naming_the_game_and_the_key():
    game, state = classic_position()
    state.data["attacked_hexs"] = ["0202"]
    assert state_violations(game, state) == [
        "classic state data: unknown key 'attacked_hexs': ClassicStateData does not declare it"]


def test_a_wrong_type_is_an_error_naming_the_key_its_rule_and_the_declared_type():
    game, state = classic_position()
    state.data["attacked_hexes"] = ["0202", 7]
    assert data_problems(game.ruleset, state) == [
        "classic state data: key 'attacked_hexes.1' (rule C7): Input should be a valid string, found 7; "
        "'attacked_hexes' is declared list[str]"]


@pytest.fixture(scope="module")
def dr_position():
    """Defiant Russia's set-up position (built once: each test changes a copy)."""
    return PositionBuilder.from_scenario("defiant_russia").build()


def test_a_missing_required_key_is_an_error_naming_its_rule(dr_position):
    game, state = dr_position[0], dr_position[1].copy()
    assert data_problems(game.ruleset, state) == []
    del state.data["captured"]
    state.data["rp"] = "3"  # never converted
    assert data_problems(game.ruleset, state) == [
        "defiant_russia state data: missing required key 'captured' (rule 6.5)",
        "defiant_russia state data: key 'rp' (rule 10.11): Input should be a valid integer, found '3'; "
        "'rp' is declared int"]


def test_a_nested_record_names_its_own_field_and_rule(dr_position):
    game, state = dr_position[0], dr_position[1].copy()
    state.data["combat"] = {"side": "axis"}
    found = data_problems(game.ruleset, state)
    assert len(found) == 15  # every required field of the procedure but the side given
    assert found[0] == "defiant_russia state data: missing required key 'combat.enemy' (rule DR 7.1, RV 8.4)"


def test_decisions_are_checked_by_kind():
    game, state = classic_position()
    state.pending = Decision("advance", "blue", emsg("Advance"), {"units": ["b1"], "target": "0202"})
    assert data_problems(game.ruleset, state) == []
    state.pending = Decision("advance", "blue", emsg("Advance"), {"units": ["b1"]})
    assert data_problems(game.ruleset, state) == [
        "classic decision 'advance' data: missing required key 'target' (rule C8)"]
    state.pending = Decision("surrender", "blue", emsg("Give up?"), {})
    assert data_problems(game.ruleset, state) == [
        "classic decision 'surrender': the ruleset declares no such decision kind "
        "(declared: advance, retreat)"]


def test_a_position_with_bad_state_data_is_refused_naming_the_key():
    b = ScenarioBuilder(cols=4, rows=4).unit("b1", "blue", at="0101", attack=2, defense=2, movement=2)
    b.state_data(attacked_hexes="0202")
    with pytest.raises(ValueError) as e:
        b.build()
    assert str(e.value) == (
        "position: state_data: classic state data: key 'attacked_hexes' (rule C7): Input should be a "
        "valid array, found '0202'; 'attacked_hexes' is declared list[str]")


class NarrowedClassicData(StateData):
    """A model the classic rules do not fit: a key they never write is required."""

    supply_track: int = owned("X1", "A track the classic rules do not keep.")


STATE = NarrowedClassicData
DECISIONS: dict[str, type[StateData]] = {}


def test_a_save_whose_states_do_not_fit_the_model_is_a_load_error_naming_the_file(monkeypatch):
    monkeypatch.setattr(ClassicRuleset, "data_models", __name__)
    path = GOLDEN / "river_crossing-3-at-advance.qtwsave"
    with pytest.raises(savegame.SaveError) as e:
        savegame.load(path)
    assert str(e.value) == (
        f"{path}: $.actions: the state they lead to does not fit its rules: classic state data: "
        "missing required key 'supply_track' (rule X1); classic state data: unknown key 'attacked_hexes': "
        "NarrowedClassicData does not declare it; classic decision 'advance': the ruleset declares no "
        "such decision kind (declared: )")
    with pytest.raises(savegame.SaveError) as e:
        savegame.replay(savegame.read(path), str(path), check_states=True)
    assert str(e.value).startswith(f"{path}: $.scenario: the state it sets up does not fit its rules: "
                                   "classic state data: missing required key 'supply_track' (rule X1)")


#: The packages whose code runs in each game (Defiant Russia and Red Vengeance share dice_bucket).
PACKAGES = {"classic": ("classic",), "defiant_russia": ("defiant_russia", "dice_bucket"),
            "blitzkrieg_moscow_2": ("blitzkrieg_moscow",), "red_vengeance": ("red_vengeance", "dice_bucket"),
            "shin_barbarossa": ("shin_barbarossa",)}
RULES = Path(__file__).parent.parent / "qtwargame" / "rules"
#: ``state.data`` read or written under a literal key: ``s.data["k"]``, ``state.data.get("k"``...
DATA_KEY = re.compile(r"\b(?:s|state|ctx\.state|snap\.state)\.data"
                      r"(?:\[|\.get\(|\.setdefault\(|\.pop\()\"(\w+)\"")
#: a decision asked under a literal kind or a module constant holding one
DECISION_KIND = re.compile(r"\bDecision\(\s*(?:\"(\w+)\"|([A-Z_]+)\b)")


def _sources(ruleset_id):
    return sorted(p for package in PACKAGES[ruleset_id] for p in (RULES / package).rglob("*.py"))


@pytest.mark.parametrize("ruleset_id", BUNDLED)
def test_every_key_the_rules_name_and_every_decision_they_ask_is_declared(ruleset_id):
    """What a random game may not reach is still declared: each literal ``state.data`` key
    the package's code names, and each decision kind it asks (literal or module constant)."""
    models = declared_models(get_ruleset(ruleset_id))
    keys, kinds = set(), set()
    for path in _sources(ruleset_id):
        text = path.read_text(encoding="utf-8")
        keys |= set(DATA_KEY.findall(text))
        for literal, constant in DECISION_KIND.findall(text):
            if literal:
                kinds.add(literal)
            else:
                found = re.search(rf"^{constant} = \"(\w+)\"", text, re.M)
                assert found, (path, constant)
                kinds.add(found.group(1))
    assert keys and kinds
    assert keys - set(models.state.model_fields) == set()
    assert kinds - set(models.decisions) == set()


def test_10_5_1_an_enumerated_value_outside_its_choices_is_an_error():
    from qtwargame.rules.shin_barbarossa.state_data import LossDecision

    assert model_problems(LossDecision, {"who": "defender", "units": ["u1"]}, "sb") == []
    assert model_problems(LossDecision, {"who": "both", "units": ["u1"]}, "sb") == [
        "sb: key 'who' (rule 10.5.1): Input should be 'attacker' or 'defender', "
        "found 'both'; 'who' is declared Literal['attacker', 'defender']"]
