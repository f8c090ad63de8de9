"""The units still to come (``Ruleset.still_to_come``, listed under the reinforcements in
the play window): each with when it comes, never a piece that does not enter as a unit."""

from __future__ import annotations

from collections import Counter

from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.logtext import PlainNames
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


def _game(name: str) -> Game:
    return Game(load_scenario(SCENARIOS / f"{name}.json"), {})


def test_units_come_by_turn_and_one_still_out_after_its_turn_comes_later():
    """The engine's list (Defiant Russia adds only Guderian, in the Axis setup): the units
    due by turn, then one still in the pool after its turn as "Later", never as due on a
    past turn."""
    game = _game("defiant_russia")
    state, _ = game.new_state(1)
    names = PlainNames(game)
    listed = game.ruleset.still_to_come(game, state)
    assert Counter(names.render(w) for _u, w in listed) == {
        "Turn 2": 9, "Turn 3": 10, "Turn 4": 6, "Turn 5": 1, "Turn 6": 3, "Turn 7": 4}
    state.turn = 3
    for uid in ("ger_inf_23", "ger_inf_50"):
        state.units[uid] = UnitState(game.hex("1414"), 0, ON_MAP)
    listed = game.ruleset.still_to_come(game, state)
    assert len(listed) == 31
    assert [names.render(w) for _u, w in listed[:10]] == ["Turn 3"] * 10
    assert [(u, names.render(w)) for u, w in listed[21:]] == [
        ("sov_shock_2", "Turn 7"), ("sov_shock_3", "Turn 7"), ("sov_shock_4", "Turn 7")] + [
        (u, "Later") for u in sorted(u for u, d in game.units.items() if d.arrival_turn == 2
                                     and u not in ("ger_inf_23", "ger_inf_50"))]


def test_10_5_11_43_12_22_units_an_event_brings_and_the_withdrawn_corps_say_what_brings_them():
    """Red Vengeance: the 2nd Polish Army comes when Warsaw is Allied (11.43), the naval
    infantry when the Baltic track reaches Heavy Surface (12.22), and the corps withdrawn in
    November returns in February (10.5): each listed after the units due by turn."""
    game = _game("red_vengeance")
    state, _ = game.new_state(1)
    names = PlainNames(game)
    listed = game.ruleset.still_to_come(game, state)
    assert len(listed) == 26
    assert [(names.name(u), names.render(w)) for u, w in listed[-2:]] == [
        ("2nd Polish Army (W)", "When Warsaw is in Allied hands (11.43)"),
        ("Soviet Naval Infantry Division", "When the Baltic track reaches Heavy Surface (12.22)")]
    state.turn = 7
    for uid, d in game.units.items():
        if d.arrival_turn is not None and d.arrival_turn < 7 and uid not in ("pol_2", "sov_mar_1"):
            state.units[uid] = UnitState(game.hex("1414"), 0, ON_MAP)
    state.units["ss_pz_2"] = UnitState(None, 0, POOL)
    state.data["withdrawn"] = "ss_pz_2"
    listed = game.ruleset.still_to_come(game, state)
    assert [(names.name(u), names.render(w)) for u, w in listed[:2]] == [
        ("Panzer Corps Grossdeutschland", "Turn 7"), ("CI Corps", "Turn 8")]
    assert [names.render(w) for _u, w in listed[-3:]] == [
        "When Warsaw is in Allied hands (11.43)",
        "When the Baltic track reaches Heavy Surface (12.22)", "Returns on turn 9 (10.5)"]
    assert len(listed) == 16  # 13 due on turns 7 to 10, and the three above


def test_5_1_1_5_4_17_1_no_air_unit_nor_leader_is_still_to_come_and_militia_come_when_raised():
    """Shin Barbarossa: the Axis air units are a count (5.1.1) and the leaders a hidden pool
    (5.4); neither is a unit to come. The militia have no turn: a city's trigger raises them
    (17.1, 17.2), so they are listed last, "When raised"."""
    game = _game("shin_barbarossa")
    state, _ = game.new_state(1)
    listed = game.ruleset.still_to_come(game, state)
    names = PlainNames(game)
    shown = Counter(names.render(w) for _u, w in listed)
    assert shown == {"Turn 1": 20, "Turn 2": 16, "Turn 3": 12, "Turn 4": 7, "Turn 5": 9,
                     "Turn 6": 10, "Turn 7": 7, "Turn 8": 6, "Turn 9": 5, "Turn 10": 4,
                     "When raised (17.1, 17.2)": 12}
    assert not [u for u, _w in listed if game.units[u].has("air") or game.units[u].has("leader_identity")
                or game.units[u].has("leader_slot")]
    assert [u for u, _w in listed[-12:]] == sorted(
        (u for u in game.units if game.units[u].has("militia")), key=lambda u: u)
    # The engine's own list has them all: 4 air units, 33 leaders and 21 leader counters.
    assert len(super(type(game.ruleset), game.ruleset).still_to_come(game, state)) == 108 + 58
