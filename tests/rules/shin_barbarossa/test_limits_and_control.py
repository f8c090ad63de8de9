"""Movement limits (8.1.5, 16.1, 16.4.1, 16.5, 18.2) and control (3.2, 3.3) on the map."""

from __future__ import annotations

from qtwargame.engine.game import Context, Game
from qtwargame.logtext import PlainNames
from qtwargame.rules.shin_barbarossa import control, limits
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa.test_ruleset import SCENARIO, clear, put, to_phase


def region(sc, board, rid):
    return {board.hex(lbl) for r in sc.map.regions if r.id == rid for lbl in r.hexes}


def test_8_1_5_soviets_never_two_hexes_deep_into_axis_territory(sc, board):
    axis = region(sc, board, "axis_territory")
    border = next(h for h in sorted(axis, key=board.label)
                  if any(n not in axis and board.terrain[n] == "clear" for n in board.neighbors(h)))
    assert limits.soviet_depth(border, board.neighbors, axis.__contains__) == 1
    warsaw = board.hex("0127")
    assert limits.soviet_depth(warsaw, board.neighbors, axis.__contains__) >= 2
    assert limits.soviet_depth(warsaw, board.neighbors, axis.__contains__, cap=2) == 2
    assert limits.soviet_depth(board.hex("3214"), board.neighbors, axis.__contains__) == 0


def test_16_1_allies_stay_south_of_row_26(board):
    assert not limits.allied_row_ok(board, board.hex("1926"))
    assert not limits.allied_row_ok(board, board.hex("1910"))
    assert limits.allied_row_ok(board, board.hex("1927"))


def test_16_4_1_romanians_behind_their_border_until_odessa_falls(sc, board):
    zone = region(sc, board, "romanian_zone")
    odessa = board.hex("1942")
    assert odessa not in zone
    assert not limits.romanian_ok(odessa, zone, odessa_taken=False)
    assert limits.romanian_ok(odessa, zone, odessa_taken=True)


def test_16_5_finns_held_until_released(sc, board):
    finland = region(sc, board, "country:finland")
    leningrad = board.hex("2003")
    assert not limits.finn_ok(leningrad, finland, released=False)
    assert limits.finn_ok(leningrad, finland, released=True)


def test_18_2_stalin_line_holds_through_turn_2(sc, board):
    inside = region(sc, board, "sw_front")
    out = board.hex("1931")  # Kiev, behind the line
    assert out not in inside
    assert not limits.stalin_line_ok(out, inside, started_inside=True, turn=2)
    assert limits.stalin_line_ok(out, inside, started_inside=True, turn=3)
    assert limits.stalin_line_ok(out, inside, started_inside=False, turn=1)


def test_3_2_3_3_control_settles_at_the_end_phase():
    a, b, c, d = (object() for _ in range(4))
    got = control.end_phase_control([a, b, c, d], {a: "soviet", b: "soviet", c: "soviet"},
                                    occupant={a: "axis"}, last_passed={b: "axis", a: "soviet"})
    assert got == {a: "axis", b: "axis", c: "soviet"}


def test_3_3_the_end_phase_logs_each_place_that_passes_to_the_other_side_s_control():
    # Lvov (0633) held by an Axis corps, Brest (0727) passed through by one: both were
    # Soviet and are Axis after the end phase. The log names each city, with its hex, and
    # puts the side before "control", as side names are adjective-style ("Axis", "Soviet").
    game = Game(load_scenario(SCENARIO))
    state, _ = game.new_state(5)
    state = to_phase(game, state, "axis_move_1").copy()
    lvov, brest = game.hex("0633"), game.hex("0727")
    assert state.control[lvov] == state.control[brest] == "soviet"
    clear(state, game)
    put(game, state, "de_ak1", "0633")
    state.data["passed"] = {"0727": "axis"}
    state.phase = "end"
    ctx = Context(game, state)
    game.ruleset.exit_phase(ctx)
    assert ctx.state.control[lvov] == ctx.state.control[brest] == "axis"
    names = PlainNames(game)
    assert [names.render(e.text) for e in ctx.entries if e.rule == "3.3"] == [
        "Brest (0727) passes to Axis control", "Lvov (0633) passes to Axis control"]
