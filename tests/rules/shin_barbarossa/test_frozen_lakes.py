"""Frozen ground and snow take the lakes' terrain effects away (15.3, 15.4a).

A lake hexside stops movement, zones of control, lines of communication, supply, command,
retreats, advances and attacks in other weather (4.2, 7.1.3, 8.0, 10.0, Q&A). In frozen
and snow weather it stops none of them. Hexes that are wholly lake stay out of play, and
sea hexsides and the Kerch strait stay closed (the reading is in
``docs/rules/shin_barbarossa.md``, "Frozen lakes").

The map's lake hexsides used here: 1508 touches 1407, 1408 and 1509 across the
lake between Lake Peipus and Lake Pskov; 1507 is a lake hex.
"""

from __future__ import annotations

import pytest

from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.position import PositionBuilder
from qtwargame.rules.shin_barbarossa import lines, obligations, reach, results, topology
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa import searches

RIFLE = reach.Mover("soviet_infantry")
PANZER = reach.Mover("axis_panzer", panzer=True)


def connected(board, sources, enemy_units, enemy_zoc, friends, frozen=False):
    """``topology.connected``, the LOC search ``Facts.loc`` runs (4.1, 4.2), on hexes."""
    t = topology.of(board)
    return t.to_hexes(topology.connected(t, t.ids(sources), t.ids(enemy_units), t.ids(enemy_zoc),
                                         t.ids(friends), frozen))


def labels(board, hexes):
    return sorted(board.label(h) for h in hexes)


def test_15_3_the_map_has_the_lake_hexsides_these_tests_use(board):
    h = board.hex
    assert board.features(h("1508"), h("1407")) == {"lake"}
    assert board.features(h("1508"), h("1509")) == {"lake"}
    assert board.terrain[h("1507")] == "lake"
    assert board.features(h("3344"), h("3345")) >= {"strait"}


def test_15_3_water_is_sea_lake_and_strait_but_lakes_freeze():
    assert lines.water() == {"sea", "lake", "strait"}
    assert lines.water(frozen=True) == {"sea", "strait"}


def test_15_3_frozen_lake_hexsides_carry_zoc(board):
    h = board.hex
    assert labels(board, searches.zoc(board, [h("1508")])) == ["1607", "1608"]
    # 1507 is a lake hex: it stays out of play in any weather
    assert labels(board, searches.zoc(board, [h("1508")], frozen=True)) == [
        "1407", "1408", "1509", "1607", "1608"]
    # the Kerch strait is no lake: closed in frost as well
    assert h("3345") not in searches.zoc(board, [h("3344")], frozen=True)


def test_15_3_frozen_lake_hexsides_do_not_stop_movement(board, data):
    h = board.hex
    cold = reach.Surroundings(frozen=True)
    assert reach.step_cost(board, data, RIFLE, reach.Surroundings(), h("1508"), h("1407")) is None
    assert reach.step_cost(board, data, RIFLE, cold, h("1508"), h("1407")) == 1
    assert reach.step_cost(board, data, RIFLE, cold, h("1508"), h("1507")) is None  # lake hex
    assert reach.step_cost(board, data, RIFLE, cold, h("3344"), h("3345")) is None  # strait
    warm_reach = searches.normal_reach(board, data, RIFLE, reach.Surroundings(), h("1508"), 1)
    cold_reach = searches.normal_reach(board, data, RIFLE, cold, h("1508"), 1)
    assert labels(board, warm_reach) == ["1508", "1607", "1608"]
    assert labels(board, cold_reach) == ["1407", "1408", "1508", "1509", "1607", "1608"]


def test_15_4a_snow_lets_a_panzer_overrun_across_a_lake_hexside(board, data):
    h = board.hex
    assert reach.overrun_cost(board, data, PANZER, reach.Surroundings(), h("1508"), h("1407")) is None
    got = reach.overrun_cost(board, data, PANZER, reach.Surroundings(frozen=True), h("1508"), h("1407"))
    assert got == 1 + data.overrun_cost


def test_15_3_4_2_frozen_lake_hexsides_carry_lines_and_command(board):
    h = board.hex
    # enemy units on 1607 and 1608 leave only the lake hexsides as ways out of 1508
    enemy = {h("1607"), h("1608")}
    assert labels(board, connected(board, [h("1508")], enemy, set(), set())) == ["1508"]
    got = connected(board, [h("1508")], enemy, set(), set(), frozen=True)
    assert h("1407") in got and h("1509") in got and h("1507") not in got
    assert labels(board, lines.command_range(board, h("1508"), 1, set(), set(), set())) == [
        "1508", "1607", "1608"]
    assert labels(board, lines.command_range(board, h("1508"), 1, set(), set(), set(), frozen=True)) == [
        "1407", "1408", "1508", "1509", "1607", "1608"]


def test_15_3_12_2_axis_supply_crosses_a_frozen_lake_hexside(board, static):
    h = board.hex
    base = dict(budget=1, strategic=False)
    assert labels(board, searches.in_supply(static, [h("1508")], **base)) == ["1508", "1607", "1608"]
    assert labels(board, searches.in_supply(static, [h("1508")], frozen=True, **base)) == [
        "1407", "1408", "1508", "1509", "1607", "1608"]


def test_15_3_10_6_a_retreat_may_cross_a_frozen_lake_hexside(board):
    h = board.hex
    # the only ways out of 1508 other than across the lake are 1607 and 1608: enemy there
    enemy = {h("1607"), h("1608")}
    kw = dict(enemy_units=enemy, enemy_zoc=set(), friends=set(), room=lambda x: True, length=1)
    assert results.retreat_paths(board, h("1508"), lambda a, b: True, **kw) == []
    got = results.retreat_paths(board, h("1508"), lambda a, b: True, frozen=True, **kw)
    assert [labels(board, p) for p in got] == [["1407"], ["1408"], ["1509"]]


def test_15_3_10_7_an_advance_may_cross_a_frozen_lake_hexside(board):
    h = board.hex
    kw = dict(defenders_eliminated=True, overrun=False, enemy_units=set())
    warm = results.advance_hexes(board, h("1508"), lambda a, b: True, **kw)
    cold = results.advance_hexes(board, h("1508"), lambda a, b: True, frozen=True, **kw)
    assert sorted(board.label(p[-1]) for p in warm) == ["1508", "1607", "1608"]
    assert sorted(board.label(p[-1]) for p in cold) == ["1407", "1408", "1508", "1509", "1607", "1608"]


def test_15_3_10_2_1_soviets_must_attack_across_a_frozen_lake_hexside(board):
    h = board.hex
    axis = {h("1407"): {"german"}}
    assert obligations.must_attack(board, [h("1508")], axis) == {}
    assert obligations.must_attack(board, [h("1508")], axis, rivers_frozen=True) == {h("1508"): {h("1407")}}


# -- in a game: the same position in clear and in frozen or snow weather ---------------------
def position(weather: str, phase: str, placed: dict[str, str]):
    """Turn 6 in ``weather``, ``phase``; only the ``placed`` units on the map."""
    game, state = PositionBuilder.from_scenario("shin_barbarossa").at(
        turn=6, phase=phase, weather=weather).build(seed=1)
    for uid in list(state.units):
        if state.units[uid].status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)
    for uid, label in placed.items():
        state.units[uid] = UnitState(game.hex(label), 0, ON_MAP)
    if phase.endswith("combat"):
        state.data["stage"] = "declare"
    return game, state


def one_hex_moves(game, state, uid):
    return sorted({game.label(a.path[-1]) for a in game.legal_actions_for(state, unit=uid)
                   if getattr(a, "path", None) and len(a.path) == 1})  # normal or strategic


@pytest.mark.parametrize("weather", ["frozen", "snow"])
def test_15_3_15_4a_a_rifle_corps_crosses_the_frozen_lake_in_one_step(weather):
    game, clear = position("clear", "soviet_move", {"su_rc10": "1508"})
    assert one_hex_moves(game, clear, "su_rc10") == ["1607", "1608"]
    game, cold = position(weather, "soviet_move", {"su_rc10": "1508"})
    assert one_hex_moves(game, cold, "su_rc10") == ["1407", "1408", "1509", "1607", "1608"]


def test_15_3_zones_follow_the_weather_in_one_game():
    """The zones are memoized per game: asked in clear weather first and then in frost,
    the answer must be the frost's (the weather is part of the key)."""
    game, clear = position("clear", "soviet_move", {"su_rc10": "1508", "de_ak1": "1407"})
    cold = clear.copy()
    cold.weather = "frozen"
    assert game.hex("1407") not in Facts(game, clear).zoc["soviet"]
    assert game.hex("1407") in Facts(game, cold).zoc["soviet"]
    assert game.hex("1508") in Facts(game, cold).zoc["axis"]
    assert game.hex("1508") not in Facts(game, clear).zoc["axis"]
    # a unit in enemy ZOC across the frozen lake may not leave (7.1.6)
    assert one_hex_moves(game, clear, "su_rc10") == ["1607", "1608"]
    assert one_hex_moves(game, cold, "su_rc10") == []


@pytest.mark.parametrize("weather", ["frozen", "snow"])
def test_15_3_10_0_attacks_across_a_frozen_lake_hexside(weather):
    placed = {"de_ak1": "1407", "su_rc10": "1508"}
    game, clear = position("clear", "axis_combat", placed)
    assert [type(a).__name__ for a in game.legal_actions(clear)] == ["EndPhase"]
    game, cold = position(weather, "axis_combat", placed)
    attacks = [a for a in game.legal_actions(cold) if type(a).__name__ == "Attack"]
    assert [(a.attackers, game.label(a.target)) for a in attacks] == [(("de_ak1",), "1508")]
    # 10.2.1: across the frozen lake the Soviets owe the attack and may not end the phase
    game, owed = position(weather, "soviet_combat", placed)
    got = game.legal_actions(owed)
    assert [(type(a).__name__, a.attackers, game.label(a.target)) for a in got] == [
        ("Attack", ("su_rc10",), "1407")]
