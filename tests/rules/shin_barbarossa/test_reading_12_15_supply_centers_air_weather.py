"""Second reading of sections 12 (Axis supply), 13 (supply centers), 14 (air units) and 15
(weather), each rule proved from a position built with ``PositionBuilder``
(``reading.position``). Leningrad as an Axis supply source (12.5) is mended in its own
test (``test_issue45_*``).

Places: Yaroslavl (3509, a city) and column 35 south of it, clear and roadless to 3516
(3517 carries a road, 3518 none); open ground 3605–4206 (clear, Soviet-held, no river,
road or town); the first-class road from Kharkov (3031) to Moscow (3214).
"""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt, Place, Retreat
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.rules.shin_barbarossa import battle
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import moves_of, position, refused

SOVIET_POCKET = {"su_rc10": "3605", "su_rc11": "3904", "su_rc13": "3907"}
AXIS_TURN_2_ARRIVALS = ("de_pz46", "de_ak50", "de_ak35", "de_ak34", "de_ak51", "ro_1", "hu_mobile",
                        "hu_carpathian", "it_csir")


def supplied(game, state, label):
    f = Facts(game, state)
    return f.t.index[game.hex(label)] in f.supplied_ids


def far(game, state, uid, start):
    return max(game.hex(start).distance(m.to) for m in moves_of(game, state, uid, "normal"))


# -- 12 Axis supply -----------------------------------------------------------------------------

def test_12_2_supply_reaches_8_points_at_mechanized_cost_and_15_2b_4_in_mud():
    game, state = position("axis_move_1", {"sc_c": "3509"})
    assert supplied(game, state, "3517") and not supplied(game, state, "3518")
    game, state = position("axis_move_1", {"sc_c": "3509"}, weather="mud")
    assert supplied(game, state, "3513") and not supplied(game, state, "3514")
    game, state = position("axis_move_1", {"sc_c": "3509"}, weather="snow")  # 15.4c
    assert supplied(game, state, "3513") and not supplied(game, state, "3514")


def test_12_1_a_supply_center_without_a_line_to_the_axis_territory_supplies_nothing():
    # Soviet corps on 3605, 3904 and 3907 put every neighbour of 3805 in their ZOC.
    game, state = position("axis_move_1", {**SOVIET_POCKET, "sc_c": "3805", "de_ak1": "3805"})
    f = Facts(game, state)
    assert game.hex("3805") not in f.loc["axis"]
    assert not f.has_loc("de_ak1") and f.t.index[game.hex("3805")] not in f.supplied_ids


# -- 13 supply centers --------------------------------------------------------------------------

def test_13_6_13_5_a_supply_center_stays_when_its_stack_retreats_and_alone_in_zoc_is_removed():
    # A rifle corps (4, out of command) attacks a German corps (7) stacked with the
    # center: 1:2, out of command -1: 1:3 on the Soviet table, die 1: 1/R.
    units = {"su_rc10": "3805", "de_ak1": "3806", "sc_c": "3806"}
    game, state = position("soviet_combat", units, dice=(1,))
    assert battle.preview(game, state, ("su_rc10",), (game.hex("3806"),)).column == "1:3"
    state, _ = game.apply(state, Attack("soviet", ("su_rc10",), game.hex("3806")))
    state, _ = game.apply(state, Choose("soviet", Opt.RESOLVE))
    state, _ = game.apply(state, next(a for a in game.legal_actions(state) if isinstance(a, Choose)))
    state, _ = game.apply(state, Choose("axis", Opt.RETREAT))
    retreats = [a for a in game.legal_actions(state) if isinstance(a, Retreat)]
    assert retreats and {a.unit for a in retreats} == {"de_ak1"}
    state, log = game.apply(state, retreats[0])
    assert state.units["de_ak1"].status == ON_MAP and state.units["de_ak1"].hex != game.hex("3806")
    assert state.units["sc_c"].status == ELIMINATED
    # one line says it, with the reason and 13.5 (session 84 read "... is eliminated"
    # (10.5), then "... is alone in enemy ZOC and is removed" (13.5))
    said = [(e.text.text, e.rule) for e in log if e.text.params.get("unit") == "sc_c"]
    assert said == [("{unit} is alone in enemy ZOC and is removed", "13.5")]


def test_13_7_an_eliminated_supply_center_returns_in_the_reinforcement_phase():
    game, state = position("axis_reinforcement", {}, off={"sc_c": ELIMINATED})
    places = {a.hex for a in game.legal_actions(state) if isinstance(a, Place) and a.unit == "sc_c"}
    entry = set(game.board.regions["axis_entry"].hexes)
    assert places and places <= entry and all(h in game.board.cities for h in places)
    assert EndPhase("axis") not in game.legal_actions(state)


# -- 14 air units -------------------------------------------------------------------------------

def test_14_4_air_units_left_unused_do_not_carry_over():
    # Four air units left at the end of turn 2; turn 3's roll (die 1: clear, 3 units)
    # gives 3, not 7.
    arrivals = {uid: None for uid in AXIS_TURN_2_ARRIVALS}
    game, state = position("axis_reinforcement", arrivals, air=4, dice=(1, 1))
    state, _ = game.apply(state, EndPhase("axis"))
    assert (state.turn, state.phase) == (3, "start")
    assert state.weather == "clear" and state.data["air"] == 3


# -- 15 weather ---------------------------------------------------------------------------------

def test_15_4b_snow_halves_the_axis_allowance_but_not_the_finns_nor_the_soviets():
    game, state = position("axis_move_1", {"de_ak1": "3805"}, weather="snow")
    assert far(game, state, "de_ak1", "3805") == 3
    game, state = position("axis_move_1", {"fi_2": "3805"}, weather="snow", finns_released=True)
    assert far(game, state, "fi_2", "3805") == 6
    game, state = position("soviet_move", {"su_rc10": "3805", "ldr_konev": "3805"}, weather="snow")
    assert far(game, state, "su_rc10", "3805") == 6


def test_15_4d_16_5_4_snow_costs_the_axis_a_column_but_not_finns_fighting_alone():
    units = {"su_rc10": "3805", "ldr_cherevichenko": "3805", "de_ak1": "3806"}
    game, state = position("soviet_combat", units, weather="snow")
    pv = battle.preview(game, state, ("su_rc10",), (game.hex("3806"),))
    assert (1, "snow") in [(n, t.text) for n, t in pv.shifts]
    units = {"su_rc10": "3805", "ldr_cherevichenko": "3805", "fi_2": "3806"}
    game, state = position("axis_combat", units, weather="snow", finns_released=True)
    pv = battle.preview(game, state, ("fi_2",), (game.hex("3805"),))
    texts = [t.text for _, t in pv.shifts]
    assert "snow" not in texts and "only Axis allies attack" not in texts  # 16.5.3 too


def test_15_5b_no_strategic_movement_in_spring():
    game, state = position("soviet_move", {"su_rc10": "3128", "ldr_konev": "3128"})
    assert moves_of(game, state, "su_rc10", "strategic")
    game, state = position("soviet_move", {"su_rc10": "3128", "ldr_konev": "3128"}, weather="spring")
    assert moves_of(game, state, "su_rc10", "strategic") == []
    assert moves_of(game, state, "su_rc10", "normal")


def test_13_3_a_supply_center_ends_its_move_only_in_a_city_or_town():
    game, state = position("start", {"sc_c": "3509"})
    found = moves_of(game, state, "sc_c")
    assert found and all(m.to in game.board.cities for m in found)
    refused(game, state, Move("axis", "sc_c", (game.hex("3510"),), "normal"))
