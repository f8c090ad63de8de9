"""The Shin Barbarossa ruleset over the bundled scenario: the turn sequence, the start
phase's rolls, setup, moves (normal, rail, overrun), declaring every combat before resolving
any, the R choice, hidden leaders turned as a reaction, reinforcements and the end phase."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt, Place, TakeLoss
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.engine.view import view_for
from qtwargame.rules.shin_barbarossa import leaders
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.leaders import TURN_LEADER
from qtwargame.rules.shin_barbarossa.turn import compute_vp
from qtwargame.scenario.io import load_scenario

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "shin_barbarossa.json"


@pytest.fixture(scope="module")
def scenario():
    return load_scenario(SCENARIO)


@pytest.fixture
def game(scenario):
    return Game(scenario)


def to_phase(game, state, phase, turn=1):
    """End phases (answering nothing) until ``phase`` of ``turn``."""
    for _ in range(200):
        if state.turn == turn and state.phase == phase and state.pending is None:
            return state
        if state.pending is not None and game.pass_answer(state) is not None:
            state, _ = game.apply(state, game.pass_answer(state))  # 14.3, 14.1: no air unit
            continue
        assert state.pending is None, state.pending
        state, _ = game.apply(state, EndPhase(state.active))
    raise AssertionError(f"never reached {phase}")


def clear(state, game, keep=()):
    """Take every unit off the map but ``keep`` (a test's own position)."""
    for uid in list(state.units):
        if uid not in keep and state.units[uid].status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)


def put(game, state, uid, label, step=0):
    state.units[uid] = UnitState(game.hex(label), step, ON_MAP)


def test_5_0_the_game_opens_with_both_setups_then_the_start_phase(game):
    state, _ = game.new_state(5)
    assert (state.turn, state.phase, state.active) == (1, "setup_soviet", "soviet")
    state, _ = game.apply(state, EndPhase("soviet"))
    assert (state.phase, state.active) == ("setup_axis", "axis")
    state, _ = game.apply(state, EndPhase("axis"))
    # 5.1.3: the start phase waits for the supply centers' moves
    assert (state.phase, state.active) == ("start", "axis")
    assert state.weather is not None
    order = []
    s = state
    for _ in range(6):
        order.append(s.phase)
        if s.pending is not None:  # 14.3: the Axis may place air units against rail moves
            assert (s.phase, s.pending.kind) == ("soviet_move", "interdiction")
            s, _ = game.apply(s, Choose("axis", Opt.PASS))
        s, _ = game.apply(s, EndPhase(s.active))
    order.append(s.phase)
    assert order == ["start", "axis_move_1", "axis_combat", "axis_move_2", "soviet_move",
                     "soviet_withdrawal", "soviet_combat"]
    # 10.2: the Soviets facing the Axis along the border must attack before ending
    assert EndPhase("soviet") not in game.legal_actions(s)


def test_2_1_3_twelve_leaders_set_up_face_down_and_every_setup_hex_fits_the_limits(game):
    state, _ = game.new_state(5)
    slots = [u for u in leaders.slots(game) if state.units[u].status == ON_MAP]
    assert len(slots) == 12
    f = Facts(game, state)
    for h in f.at:
        for side in ("axis", "soviet"):
            assert f.room(h, side, "unit") >= 0 and f.room(h, side, "extra") >= 0
    assert compute_vp(game, state) == 15  # 2.3: Warsaw, Königsberg, Helsinki


def test_2_1_2_2_setup_moves_units_freely_within_their_areas_until_done(game):
    state, _ = game.new_state(5)
    places = [a for a in game.legal_actions(state) if isinstance(a, Place)]
    first = places[0]
    home = state.units[first.unit].hex
    state, _ = game.apply(state, first)
    assert state.units[first.unit].hex == first.hex
    # as often as the player likes: the same unit again, back where it was
    again = [a for a in game.legal_actions(state) if isinstance(a, Place) and a.unit == first.unit]
    assert Place("soviet", first.unit, home, "setup") in again
    state, _ = game.apply(state, Place("soviet", first.unit, home, "setup"))
    assert state.units[first.unit].hex == home
    # 2.1.3: a face-down leader moves within its army's area
    slot = leaders.slots(game)[0]
    area = state.data["leader_areas"][slot]
    from qtwargame.rules.shin_barbarossa.deploy import code_hexes
    moves = [a for a in game.legal_actions(state) if isinstance(a, Place) and a.unit == slot]
    assert moves and all(a.hex in code_hexes(game, area) for a in moves)
    # an explicit Done ends the phase (so a computer player's setup is finite)
    state, log = game.apply(state, Choose("soviet", Opt.DONE))
    assert (state.phase, state.active) == ("setup_axis", "axis")
    assert Choose("axis", Opt.DONE) in game.legal_actions(state)
    state, _ = game.apply(state, Choose("axis", Opt.DONE))
    assert state.phase == "start"


def test_5_1_1_weather_and_air_units_come_from_the_turn_s_column(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "setup_axis")
    state = state.copy()
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, (6, 3))
    state, _ = game.apply(state, EndPhase("axis"))
    # turn 1, die 6 on the weather/air table
    table = next(t for t in game.scenario.tables if t.id == "weather_air")
    w, n = table.rows["6"][0].split(":")
    assert state.data["air"] == int(n) and state.data["rolled_weather"] == w


def test_10_3_2_every_combat_is_declared_before_any_is_resolved(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_combat")
    state = state.copy()
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, (4,))
    clear(state, game)
    put(game, state, "de_pz41", "1010")
    put(game, state, "su_rc10", "1011")
    state.data["air"] = 0
    attacks = [a for a in game.legal_actions(state) if isinstance(a, Attack)]
    assert Attack("axis", ("de_pz41",), game.hex("1011")) in attacks
    pv = game.preview(state, Attack("axis", ("de_pz41",), game.hex("1011")))
    assert pv.table == "crt_axis"
    dice_before = state.dice.position
    state, _ = game.apply(state, Attack("axis", ("de_pz41",), game.hex("1011")))
    assert state.dice.position == dice_before  # declared, not rolled
    assert EndPhase("axis") not in game.legal_actions(state)
    state, _ = game.apply(state, Choose("axis", Opt.RESOLVE))
    assert game.legal_actions(state) == [Choose("axis", Opt.RESOLVE, hexes=(game.hex("1011"),))]
    state, log = game.apply(state, Choose("axis", Opt.RESOLVE, hexes=(game.hex("1011"),)))
    records = [e.combat for e in log if e.combat is not None]
    assert records and records[0].table == "crt_axis" and records[0].dice == {"axis": (4,)}


def test_10_6_1_r_lets_the_defender_lose_a_step_or_retreat_two_hexes(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_combat")
    state = state.copy()
    clear(state, game)
    put(game, state, "de_pz41", "1010")
    put(game, state, "su_rc10", "1011")
    table = next(t for t in game.scenario.tables if t.id == "crt_axis")
    # 12 against the rifle corps: find a die giving R at that column
    from qtwargame.rules import odds
    from qtwargame.rules.shin_barbarossa.battle import facts_of
    f = Facts(game, state)
    _, _, _, index, _, _ = facts_of(game, state, f, ("de_pz41",), (game.hex("1011"),), 0)
    col = table.columns.index(odds.column_label(index))
    die = next((int(k) for k, row in sorted(table.rows.items()) if row[col].endswith("/R")), None)
    assert die is not None
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, (die,))
    state, _ = game.apply(state, Attack("axis", ("de_pz41",), game.hex("1011")))
    state, _ = game.apply(state, Choose("axis", Opt.RESOLVE))
    state, _ = game.apply(state, Choose("axis", Opt.RESOLVE, hexes=(game.hex("1011"),)))
    answers = game.legal_actions(state)
    assert state.pending.kind == "r_choice" and state.pending.side == "soviet"
    assert set(answers) == {TakeLoss("soviet", "su_rc10"), Choose("soviet", Opt.RETREAT)}
    after, _ = game.apply(state, Choose("soviet", Opt.RETREAT))
    assert after.pending.kind == "retreat"
    retreat = game.legal_actions(after)[0]
    after, _ = game.apply(after, retreat)
    assert after.units["su_rc10"].hex.distance(game.hex("1011")) == 2


def test_9_0_an_overrun_is_a_move_into_the_enemy_hex_with_its_odds(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1")
    state = state.copy()
    clear(state, game)
    put(game, state, "de_pz41", "1010")
    put(game, state, "su_rc10", "1011", step=1)
    state.data["air"] = 0
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, (1,))
    overrun = Move("axis", "de_pz41", (game.hex("1011"),), "overrun")
    assert overrun in game.legal_actions(state)
    picked = game.ruleset.describe_choice(game, state, overrun)
    assert picked.preview.column == "6:1" and picked.preview.table == "crt_axis"
    # picking the hex rolls nothing: the overrun is offered with its cost and odds first
    asked, log = game.apply(state, overrun)
    assert not any(e.combat is not None for e in log) and asked.dice.position == state.dice.position
    assert asked.pending.kind == "overrun" and asked.pending.side == "axis"
    [go] = [c for c in game.choices(asked) if c.action.option == "overrun"]
    assert go.action == Choose("axis", "overrun", units=("de_pz41",), hexes=(game.hex("1011"),))
    assert (go.preview.attack_strength, go.preview.defense_strength, go.preview.column) == (12, 2, "6:1")
    words = go.consequence.format()
    assert words.startswith("4 movement points (4 left); 12 against 2: 6:1 on the Axis table")
    assert "0/4 33%" in words
    after, log = game.apply(asked, go.action)
    record = next(e.combat for e in log if e.combat is not None)
    assert (record.table, record.column, record.dice) == ("crt_axis", "6:1", {"axis": (1,)})
    assert record.result == "0/4"
    assert after.units["su_rc10"].status != ON_MAP
    assert after.units["de_pz41"].hex == game.hex("1010")  # 9.9: no advance


def test_11_2_7_a_panzer_moving_near_a_face_down_leader_asks_the_soviets(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1")
    state = state.copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    carried = leaders.carried(state, slot)
    clear(state, game, keep=(slot,))
    put(game, state, slot, "1015")
    put(game, state, "su_rc10", "1015")
    put(game, state, "de_pz41", "1008")
    moves = [a for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == "de_pz41"
             and a.mode == "normal" and len(a.path) >= 4]
    assert moves
    mv = max(moves, key=lambda m: -m.to.distance(game.hex("1015")))
    after, _ = game.apply(state, mv)
    assert after.pending.kind == "reaction_turn" and after.reaction_pending
    assert game.pass_answer(after) == Choose("soviet", Opt.PASS)
    _, log = game.apply(after, Choose("soviet", Opt.PASS))
    assert log[0].text.format() == "soviet leaves its leaders near the panzer face down"
    turned, _ = game.apply(after, Choose("soviet", TURN_LEADER, units=(slot,)))
    assert turned.units[carried].status == ON_MAP or turned.units[carried].status == POOL
    assert not game_can_undo_past(game, after, turned)
    # nobody saw who it was before: the views hold no secret
    assert view_for(game, after, "axis").secret == {} and view_for(game, after, "soviet").secret == {}


def test_11_2_7_the_log_names_the_panzer_a_turned_leader_stops_and_where(game):
    """11.2.7: a leader turned with ability stops the panzer in his anti-armour ZOC; the
    line names the panzer, the hex and the leader (session 90: "The panzer stops in
    anti-armour ZOC")."""
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1").copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    state.secret[leaders.SECRET]["slots"][slot] = "ldr_zhukov"  # ability 3
    clear(state, game, keep=(slot,))
    put(game, state, slot, "1015")
    put(game, state, "su_rc10", "1015")
    put(game, state, "de_pz41", "1008")
    beside = set(game.board.neighbors(game.hex("1015")))
    mv = next(a for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == "de_pz41"
              and a.mode == "normal" and any(h in beside for h in a.path[:-1]))
    after, _ = game.apply(state, mv)
    assert after.pending.kind == "reaction_turn"
    turned, log = game.apply(after, Choose("soviet", TURN_LEADER, units=(slot,)))
    stop = turned.units["de_pz41"].hex
    assert [(e.text.format(), e.rule) for e in log] == [
        ("The leader in 1015 is turned: ldr_zhukov, ability 3", "11.2.2"),
        (f"de_pz41 stops in {game.label(stop)}, in the anti-armour ZOC that turning ldr_zhukov gives",
         "11.2.7")]
    assert stop in beside and stop != mv.to


def game_can_undo_past(game, before, after):
    return before.secret == after.secret


def test_19_1b_sudden_death_when_the_points_fall_below_zero(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1")
    state = state.copy()
    state.phase, state.active = "axis_reinforcement", "axis"
    state.data["axis_losses"] = ["panzer"] * 3  # 15 - 18 = -3
    for uid, d in game.units.items():  # the turn's reinforcements are placed
        if d.side == "axis" and state.units[uid].status == POOL:
            state.units[uid] = UnitState(None, 0, "removed")
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.vp["axis"] == -3
    assert state.result is not None and state.result.winner == "soviet"
    assert state.result.level == "automatic"


def test_4_5_8_1_7_a_unit_out_of_supply_at_the_phase_start_moves_at_half(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "start")
    state = state.copy()
    clear(state, game)
    put(game, state, "de_ak1", "3010")  # far beyond 8 MP of any Axis source
    put(game, state, "de_ak26", "0220")  # in East Prussia
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "axis_move_1"
    assert state.data["no_loc"] == ["de_ak1"]
    far = game.ruleset.reachable(game, state, "de_ak1")
    near = game.ruleset.reachable(game, state, "de_ak26")
    assert max(far.values()) <= 3 < max(near.values())


def test_8_1_10_one_soviet_unit_a_turn_sails_from_odessa_to_sevastopol(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "soviet_move")
    state = state.copy()
    clear(state, game)
    put(game, state, "su_rc10", "1942")
    put(game, state, "su_rc11", "1942")
    sea = [a for a in game.legal_actions(state) if isinstance(a, Move) and a.mode == "sea"]
    assert sea == [Move("soviet", "su_rc10", (game.hex("2646"),), "sea"),
                   Move("soviet", "su_rc11", (game.hex("2646"),), "sea")]
    state, _ = game.apply(state, sea[0])
    assert not [a for a in game.legal_actions(state) if isinstance(a, Move) and a.mode == "sea"]


def test_6_6_an_overstacked_hex_must_be_cleared_before_the_phase_ends(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1")
    state = state.copy()
    clear(state, game)
    for uid in ("de_ak1", "de_ak26", "de_pz41"):
        put(game, state, uid, "0220")
        state.units[uid] = state.units[uid].with_flag("moved")
    assert EndPhase("axis") not in game.legal_actions(state)
    removals = [a for a in game.legal_actions(state) if a.kind == "remove"]
    assert {a.unit for a in removals} == {"de_ak1", "de_ak26", "de_pz41"}
    state, _ = game.apply(state, removals[0])
    assert EndPhase("axis") in game.legal_actions(state)
    assert state.data["axis_losses"] == ["german_infantry"]  # 19.3d


def test_11_2_6_a_face_down_leader_next_to_an_axis_unit_turns_by_itself(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1")
    state = state.copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    who = leaders.carried(state, slot)
    clear(state, game, keep=(slot,))
    put(game, state, slot, "1012")
    put(game, state, "su_rc10", "1012")
    put(game, state, "de_pz41", "1009")
    move = next(a for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == "de_pz41"
                and a.to == game.hex("1011") and a.mode == "normal")
    after, _ = game.apply(state, move)
    while after.pending is not None and after.pending.kind == "reaction_turn":  # 11.2.7: pass
        after, _ = game.apply(after, Choose("soviet", Opt.PASS))
    assert after.pending.kind == "overrun"  # next to the rifle corps, points left: overrun?
    assert after.units[slot].status == POOL
    assert who in after.units and (after.units[who].status == ON_MAP or
                                   who in after.secret.get("leaders", {}).get("pool", []))


def test_9_7_no_other_unit_moves_until_the_overrunning_unit_is_done(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1")
    state = state.copy()
    clear(state, game)
    put(game, state, "de_pz41", "1010")
    put(game, state, "de_ak1", "0220")
    put(game, state, "su_rc10", "1011", step=1)
    put(game, state, "su_rc11", "1111", step=1)
    state.data["air"] = 0
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, (6,))
    after, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "overrun"))
    after, _ = game.apply(after, Choose("axis", "overrun", units=("de_pz41",), hexes=(game.hex("1011"),)))
    while after.pending is not None and after.pending.kind != "overrun":
        after, _ = game.apply(after, game.legal_actions(after)[0])
    assert after.data.get("moving") and after.pending.kind == "overrun"
    units = {u for a in game.legal_actions(after) for u in a.unit_ids()}
    assert units == {"de_pz41"}
    assert Choose("axis", Opt.DONE, units=("de_pz41",)) in game.legal_actions(after)
    assert EndPhase("axis") not in game.legal_actions(after)
    done, log = game.apply(after, Choose("axis", Opt.DONE, units=("de_pz41",)))
    assert log[0].text.format() == "axis ends the move of de_pz41"  # not "axis is done"
    assert done.pending is None and "moved" in done.units["de_pz41"].flags
    assert any(isinstance(a, Move) and a.unit == "de_ak1" for a in game.legal_actions(done))


def test_13_1_supply_centers_move_in_the_start_phase_to_own_cities(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "start")
    moves = [a for a in game.legal_actions(state) if isinstance(a, Move)]
    assert moves and {a.unit for a in moves} <= {"sc_n", "sc_c", "sc_s"}
    assert all(a.to in game.board.cities and state.control[a.to] == "axis" for a in moves)


def test_18_2_1_south_west_front_leaders_are_withdrawn_only_when_cut_off(game):
    state, _ = game.new_state(5)
    state = to_phase(game, state, "soviet_move")
    state = state.copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    clear(state, game, keep=(slot,))
    inside = sorted(game.cache.sw_front, key=game.label)[len(game.cache.sw_front) // 2]
    state.units[slot] = UnitState(inside, 0, ON_MAP)
    outside = game.hex("2510")
    other = next(u for u in leaders.slots(game) if state.units[u].status != ON_MAP)
    state.units[other] = UnitState(outside, 0, ON_MAP)
    state.secret["leaders"]["slots"][other] = state.secret["leaders"]["slots"][slot]
    state.phase = "soviet_withdrawal"
    offered = {a.units[0] for a in game.legal_actions(state)
               if isinstance(a, Choose) and a.option == "withdraw"}
    assert offered == {other}
