"""The public position builder (issue 10, item 10), used as docs/position.md shows."""

from qtwargame.engine.actions import Attack
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.position import PositionBuilder


def example():
    b = PositionBuilder("classic", cols=6, rows=6)
    b.terrain("0303", "forest").hexside("0202", "0203", "river")
    b.unit("b1", "blue", at="0202", attack=4, defense=4, movement=3)
    b.unit("r1", "red", at="0303", attack=2, defense=2, movement=3)
    b.at(turn=2, phase="blue_combat").place("b1", "0302").dice(6, 1)
    return b.build(seed=7)


def test_the_documented_example_builds_the_position_it_describes():
    game, state = example()
    assert (state.turn, state.phase, state.active, state.pending) == (2, "blue_combat", "blue", None)
    assert state.units["b1"].hex == game.hex("0302") and state.units["b1"].status == ON_MAP
    assert state.dice.script == (6, 1) and state.dice.seed == 7
    attack = Attack("blue", ("b1",), game.hex("0303"))
    assert attack in game.legal_actions(state)
    after, log = game.apply(state, attack)
    assert log[-1].combat is not None and log[-1].combat.dice == {"blue": (6,)}


def test_units_can_be_taken_off_the_map_and_bookkeeping_set():
    b = PositionBuilder("classic", cols=4, rows=4)
    b.unit("b1", "blue", at="0101", attack=1, defense=1, movement=1)
    b.place("b1", None, status=ELIMINATED).state_data(attacked_hexes=["0202"]).at(weather="mud")
    game, state = b.build()
    assert state.units["b1"].status == ELIMINATED and state.units["b1"].hex is None
    assert state.data["attacked_hexes"] == ["0202"] and state.weather == "mud"


def test_a_bundled_scenario_is_a_base_too():
    b = PositionBuilder.from_scenario("river_crossing")
    game, state = b.at(turn=3).build(seed=2)
    assert game.scenario.id == "river_crossing" and state.turn == 3


def test_data_validated_once_is_handed_out_as_an_own_copy_each_time(monkeypatch):
    """The same data gives the same scenario: ``scenario()`` validates it once in a process
    and hands each caller a copy of its own; other data, and data that is wrong, are
    validated as ever (a wrong one is never kept)."""
    import pytest

    from qtwargame import position
    from qtwargame.scenario.io import ScenarioError, scenario_from_data

    calls = []

    def counted(data, file="<scenario>", check_rules=True):
        calls.append(file)
        return scenario_from_data(data, file, check_rules)

    monkeypatch.setattr(position, "scenario_from_data", counted)
    monkeypatch.setattr(position, "_VALIDATED", {})
    b = PositionBuilder("classic", cols=4, rows=4)
    b.unit("b1", "blue", at="0101", attack=1, defense=1, movement=1)
    first, second = b.scenario(), b.scenario()
    assert calls == ["builder"]
    assert first == second and first is not second and first.units[0] is not second.units[0]
    first.units[0].setup.hex = "0404"
    assert b.scenario().units[0].setup.hex == "0101"
    b.unit("r1", "red", at="0404", attack=1, defense=1, movement=1)
    assert [u.id for u in b.scenario().units] == ["b1", "r1"] and calls == ["builder"] * 2
    b.unit("r2", "red", at="9999", attack=1, defense=1, movement=1)
    for _ in range(2):
        with pytest.raises(ScenarioError):
            b.scenario()
    assert calls == ["builder"] * 4
    monkeypatch.setattr(position, "_VALIDATED_KEPT", 1)
    PositionBuilder("classic", cols=3, rows=3).scenario()
    assert len(position._VALIDATED) == 1
