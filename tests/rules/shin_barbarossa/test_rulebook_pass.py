"""Rules found in a second reading of the rulebook (10.3.5, 8.1.3, 13.2, 13.5) and the
Q&A answers not proved elsewhere, each on the bundled map with a position of its own."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Attack, Choose, Move
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, POOL
from qtwargame.rules.shin_barbarossa import battle, holds, leaders, moves, reinforcement
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.leaders import WITHDRAW
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa.test_ruleset import SCENARIO, clear, put, to_phase


@pytest.fixture(scope="module")
def game():
    return Game(load_scenario(SCENARIO))


@pytest.fixture(scope="module")
def start(game):
    state, _ = game.new_state(5)
    return state


def at(game, start, phase, units, weather=None):
    state = to_phase(game, start, phase).copy()
    clear(state, game)
    for uid, label in units:
        put(game, state, uid, label)
    state.data["air"] = 0
    if weather is not None:
        state.weather = weather
    return state


def test_10_3_5_a_soviet_stack_splits_per_axis_stack_as_far_as_possible(game, start):
    # Two rifle corps in 1112 face two Axis corps (1011, 1212): one combat per Axis stack.
    units = [("su_rc10", "1112"), ("su_rc11", "1112"), ("de_ak1", "1011"), ("de_ak2", "1212")]
    state = at(game, start, "soviet_combat", units)
    attacks = [a for a in game.legal_actions(state) if isinstance(a, Attack)]
    assert attacks and not [a for a in attacks if a.also]
    assert Attack("soviet", ("su_rc10",), game.hex("1011")) in attacks
    # One corps alone cannot split: it attacks both stacks in one combat.
    state = at(game, start, "soviet_combat", units[:1] + units[2:])
    attacks = [a for a in game.legal_actions(state) if isinstance(a, Attack)]
    assert Attack("soviet", ("su_rc10",), game.hex("1011"), (game.hex("1212"),)) in attacks


def test_8_1_3_qa_a_panzer_in_a_swamp_leaves_it_only_along_a_road(game, start):
    # 1826 is a swamp with no road: frozen, it is clear ground (15.3); in spring a panzer
    # standing there cannot leave it (Q&A).
    frozen = at(game, start, "axis_move_1", [("de_pz41", "1826")], weather="frozen")
    assert [m for m in game.legal_actions(frozen) if isinstance(m, Move) and m.unit == "de_pz41"]
    spring = at(game, start, "axis_move_1", [("de_pz41", "1826")], weather="spring")
    assert not [m for m in game.legal_actions(spring) if isinstance(m, Move) and m.unit == "de_pz41"]


def test_qa_the_leader_pool_is_empty_at_the_start(game, start):
    assert leaders.pool_count(start) == 0
    assert sum(1 for s in leaders.slots(game) if start.units[s].status == ON_MAP) == 12


def test_qa_panzers_overrun_in_the_second_movement_phase(game, start):
    state = at(game, start, "axis_move_2", [("de_pz41", "1010"), ("su_rc10", "1011")])
    assert Move("axis", "de_pz41", (game.hex("1011"),), "overrun") in game.legal_actions(state)


def test_qa_a_leader_withdrawn_to_the_pool_is_no_elimination_and_scores_nothing(game, start):
    state = to_phase(game, start, "soviet_withdrawal").copy()
    offer = next(a for a in game.legal_actions(state) if isinstance(a, Choose) and a.option == WITHDRAW)
    after, _ = game.apply(state, offer)
    assert after.units[offer.units[0]].status == POOL
    assert after.data.get("leader_vp", 0) == state.data.get("leader_vp", 0) == 0


def test_qa_soviets_in_a_city_must_attack_too(game, start):
    state = at(game, start, "soviet_combat", [("su_rc10", "2722"), ("de_ak1", "2822")])
    f = Facts(game, state)
    assert battle.owed(game, state, f) == {game.hex("2722"): {game.hex("2822")}}
    assert game.ruleset.end_phase_blockers(game, state)


def test_qa_finns_have_no_southern_limit_but_the_other_allies_do(game, start):
    state = at(game, start, "axis_move_1", [("fi_2", "2003"), ("it_csir", "2030")])
    state.data["finns_released"] = True
    f = Facts(game, state)
    south = game.hex("2031")  # beside the Italians (16.3 keeps the Finns out of their hex)
    assert moves.destination_ok(game, state, f, "fi_2", south)
    north = game.hex("2020")
    assert not moves.destination_ok(game, state, f, "it_csir", north)  # 16.1: row 26 and north


def test_13_2_qa_supply_centers_move_strategically_and_end_in_any_city_or_town(game, start):
    state = to_phase(game, start, "start").copy()
    f = Facts(game, state)
    found = holds.supply_center_moves(game, state, f, "sc_c")
    assert found and all(m.to in game.board.cities for m in found)
    assert {m.mode for m in found} == {"normal", "strategic"}
    # Q&A: a city the enemy still controls may be entered (control changes in the end phase)
    target = next(m.to for m in found if m.mode == "normal")
    state.control[target] = "soviet"
    again = holds.supply_center_moves(game, state, Facts(game, state), "sc_c")
    assert target in {m.to for m in again}


def test_13_5_qa_a_supply_center_enters_enemy_zoc_only_where_a_friend_stands(game, start):
    state = to_phase(game, start, "start").copy()
    here = state.units["sc_c"].hex
    clear(state, game)
    put(game, state, "sc_c", game.label(here))
    f = Facts(game, state)
    target = next(m.to for m in holds.supply_center_moves(game, state, f, "sc_c") if m.mode == "normal"
                  and m.to.distance(here) >= 2)
    enemy_at = next(n for n in game.board.neighbors(target) if game.board.terrain[n] not in ("sea", "lake")
                    and not game.board.features(target, n) & {"sea", "lake", "strait"})
    put(game, state, "su_rc10", game.label(enemy_at))
    f = Facts(game, state)
    assert target in f.zoc["soviet"]
    assert target not in {m.to for m in holds.supply_center_moves(game, state, f, "sc_c")}
    put(game, state, "de_ak1", game.label(target))
    f = Facts(game, state)
    assert target in {m.to for m in holds.supply_center_moves(game, state, f, "sc_c")}


def test_qa_command_range_passes_enemy_zoc_hexes_where_a_friend_stands(game):
    from qtwargame.rules.shin_barbarossa import lines

    board = game.board
    moscow = game.hex("3214")
    ring = set(board.neighbors(moscow))
    far = {x for x in board.hexes if x.distance(moscow) == 2 and board.terrain[x] not in ("sea", "lake")}
    cut = lines.command_range(board, moscow, 2, set(), ring, set())
    assert not cut & far
    through = lines.command_range(board, moscow, 2, set(), ring, ring)
    assert far <= through


def test_qa_across_a_river_with_a_road_the_soviets_may_attack_but_need_not(game, start):
    from qtwargame.rules.shin_barbarossa import obligations

    board = game.board
    s, a = next((x, n) for x in sorted(board.hexes, key=game.label) for n in board.neighbors(x)
                if "river" in board.features(x, n) and n in board.road.get(x, ())
                and board.terrain[x] == board.terrain[n] == "clear" and x not in board.cities
                and n not in board.cities)
    assert obligations.must_attack(board, [s], {a: {"german"}}) == {}
    state = at(game, start, "soviet_combat", [("su_rc10", game.label(s)), ("de_ak1", game.label(a))])
    assert Attack("soviet", ("su_rc10",), a) in game.legal_actions(state)
    assert not game.ruleset.end_phase_blockers(game, state)


def test_qa_cut_off_and_out_of_supply_halve_the_allowance_once(game, start):
    # An Axis corps far from any source and from its supply: one halving, not two (Q&A, 12.3).
    state = at(game, start, "axis_move_1", [("de_ak1", "2722"), ("su_rc10", "2724")])
    f = Facts(game, state)
    assert not f.has_loc("de_ak1")
    state.data["no_loc"] = ["de_ak1"]
    printed = game.units["de_ak1"].value(0, "movement")
    assert moves.allowance(game, state, "de_ak1", Facts(game, state)) == -(-printed // 2)


def test_11_4d_command_is_judged_as_each_unit_moves(game, start):
    from qtwargame.rules.shin_barbarossa.leaders import TURN_LEADER

    state = to_phase(game, start, "soviet_move").copy()
    slot = next(s for s in leaders.slots(game) if state.units[s].status == ON_MAP
                and (leaders.carried(state, s) or "") and "no_ability" not in
                game.units[leaders.carried(state, s)].flags
                and game.units[leaders.carried(state, s)].value(0, "ability") >= 1)
    who = leaders.carried(state, slot)
    clear(state, game, keep=(slot,))
    put(game, state, slot, "2722")
    put(game, state, "su_rc10", "2723")
    state.data["no_loc"] = []
    state, _ = game.apply(state, Choose("soviet", TURN_LEADER, units=(slot,)))
    assert state.units[who].hex == game.hex("2722")
    printed = game.units["su_rc10"].value(0, "movement")
    assert moves.allowance(game, state, "su_rc10", Facts(game, state)) == printed
    away = max((m for m in game.legal_actions(state) if isinstance(m, Move) and m.unit == who
                and m.mode == "normal"), key=lambda m: m.to.distance(game.hex("2723")))
    assert away.to.distance(game.hex("2723")) > game.units[who].value(0, "ability")
    state, _ = game.apply(state, away)
    # 11.4c-d: out of command now, so the corps moves at half, whatever the phase start said
    assert moves.allowance(game, state, "su_rc10", Facts(game, state)) == -(-printed // 2)


def test_11_6_1_pool_leaders_go_into_enemy_zoc_only_beside_a_friend(game, start):
    state = to_phase(game, start, "soviet_withdrawal").copy()
    offer = next(a for a in game.legal_actions(state) if isinstance(a, Choose) and a.option == WITHDRAW)
    state, _ = game.apply(state, offer)  # a leader in the pool to place
    state = state.copy()
    state.phase = "soviet_reinforcement"
    cities = {c.hexes[0] for c in reinforcement.leader_places(game, state)}
    occupied = {x.hex for x in state.units.values() if x.status == ON_MAP}
    city = next(c for c in sorted(cities, key=game.label) if c not in occupied)
    axis_at = next(n for n in game.board.neighbors(city) if game.board.terrain[n] not in ("sea", "lake")
                   and not game.board.features(city, n) & {"sea", "lake", "strait", "river"}
                   and n not in occupied)
    put(game, state, "de_ak1", game.label(axis_at))
    state = state.copy()  # a new state: no facts of the old one
    assert city in Facts(game, state).zoc["axis"]
    assert city not in {c.hexes[0] for c in reinforcement.leader_places(game, state)}
    put(game, state, "su_rc10", game.label(city))
    state = state.copy()
    assert city in {c.hexes[0] for c in reinforcement.leader_places(game, state)}


def test_16_5_2a_a_soviet_attack_on_the_finns_releases_them(game, start):
    state = at(game, start, "soviet_combat", [("su_rc10", "1503"), ("fi_2", "1403")])
    state.data.pop("finns_released", None)
    target = game.hex("1403")
    assert game.hex("1503") in game.board.neighbors(target)
    state, _ = game.apply(state, Attack("soviet", ("su_rc10",), target))
    state, _ = game.apply(state, Choose("soviet", "resolve"))
    assert not state.data.get("finns_released")  # declared, not yet fought
    state, log = game.apply(state, Choose("soviet", "resolve", hexes=(target,)))
    assert state.data["finns_released"] is True
    assert any(e.rule == "16.5.2" for e in log)


def test_17_3_militia_never_go_three_hexes_from_their_city(game, start):
    state = at(game, start, "soviet_move", [("su_mil1", "3214"), ("su_rc10", "3214")])
    state.data["militia_home"] = {"su_mil1": "moscow"}  # raised for Moscow (17.2)
    moscow = game.hex("3214")
    militia = [m for m in game.legal_actions(state) if isinstance(m, Move) and m.unit == "su_mil1"]
    corps = [m for m in game.legal_actions(state) if isinstance(m, Move) and m.unit == "su_rc10"]
    assert militia and all(m.to.distance(moscow) <= 2 for m in militia)
    assert any(m.to.distance(moscow) >= 3 for m in corps)


def test_17_2_17_3_militia_placed_for_moscow_belong_to_moscow(game, start):
    from qtwargame.engine.actions import Place

    state = at(game, start, "soviet_move", [])
    state.phase = "soviet_reinforcement"
    state.data["militia_due"] = {"moscow": 6}
    place = next(a for a in game.legal_actions(state) if isinstance(a, Place) and a.reason == "militia")
    assert place.hex.distance(game.hex("3214")) <= 2  # 17.2: within 2 of Moscow
    after, _ = game.apply(state, place)
    assert after.data["militia_home"] == {place.unit: "moscow"}
    assert after.data["militia_due"] == {"moscow": 5}


def test_18_2_every_unit_set_up_inside_the_south_west_line_stays_inside_through_turn_2(game, start):
    state = to_phase(game, start, "soviet_move")
    held = state.data["stalin_line"]
    sw = game.cache.sw_front
    # the armies of the South-West Front too (5th, 6th, 12th, 26th), not only its direct units
    codes = {game.units[u].setup_code for u in held}
    assert {"A5", "A6", "A12", "A26", "SWF"} <= codes
    uid = next(u for u in held if game.units[u].setup_code == "A6")
    f = Facts(game, state)
    assert all(not moves.destination_ok(game, state, f, uid, h)
               for h in game.board.hexes if h not in sw)
    assert not [m for m in game.legal_actions(state) if isinstance(m, Move) and m.unit == uid
                and m.to not in sw]
    later = state.copy()
    later.turn = 3
    assert moves.destination_ok(game, later, Facts(game, later), uid, game.hex("1931"))


def test_13_1_15_2a_a_supply_center_moves_half_as_far_in_mud(game, start):
    state = to_phase(game, start, "start").copy()
    f = Facts(game, state)
    clear_weather = {m.to for m in holds.supply_center_moves(game, state, f, "sc_c") if m.mode == "normal"}
    state = state.copy()
    state.weather = "mud"
    f = Facts(game, state)
    found = moves.normal_found(game, state, f, "sc_c", 4)
    mud = {m.to for m in holds.supply_center_moves(game, state, f, "sc_c") if m.mode == "normal"}
    assert mud and mud <= set(found)  # within 4 points
    assert any(h not in found for h in clear_weather)  # some only within 8
    assert mud < clear_weather


def test_5_4_1b_soviet_reinforcements_enter_on_any_hex_rail_reaches_from_the_east_edge(game, start):
    state = to_phase(game, start, "soviet_move").copy()
    state.phase = "soviet_reinforcement"
    f = Facts(game, state)
    hexes = reinforcement.entry_hexes(game, state, f, "soviet_rail_entry")
    board = game.board
    assert all(board.has_rail(h) and h not in f.zoc["axis"] and h not in f.hexes["axis"] for h in hexes)
    assert any(h not in board.cities for h in hexes if h not in board.regions["soviet_rail_entry"].hexes)
    assert game.hex("3214") in hexes  # Moscow, on the line from the east
