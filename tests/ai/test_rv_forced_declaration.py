"""Red Vengeance: the computer planners declare the combats 8.1 forces as the evaluation
counts them (``evaluation.forced_declaration``, played through the ``scripted`` hook of
``qtwargame.ai.players``): the units next to the same Axis hexes attack them together,
one combat for each such set of hexes (8.41, 8.42)."""

from __future__ import annotations

from qtwargame.ai import make_player
from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.view import view_for
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import evaluation as ev


def alone(*placed, phase: str = "allied_combat", air: int = 0, dice=(), **data):
    """A position with only ``placed`` (unit, hex) units on the map; the Allies hold
    ``air`` air points; ``dice`` are rolled first."""
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=2, phase=phase).dice(*dice)
    for u in b.data["units"]:
        b.place(u["id"], None, status="pool")
    for uid, at in placed:
        b.place(uid, at)
    return b.state_data(air={"allied": air, "axis": 0}, **data).build(seed=1)


def position(air: int = 0, dice=()):
    # sov_42 and sov_67 (0204) touch ger_20 (0203) alone; sov_22 (0202) touches ger_20 and
    # ger_28 (0303), so it must attack both (8.41) and fights apart.
    return alone(("ger_20", "0203"), ("ger_28", "0303"), ("sov_42", "0204"),
                 ("sov_67", "0204"), ("sov_22", "0202"), air=air, dice=dice)


def test_8_1_8_41_the_combat_first_declared_pools_the_units_facing_the_same_hex():
    game, state = position()
    steps = ev.forced_declaration(game, state, "allied")
    # 8 dice against ger_20 are expected to score more than sov_22's 4 against both.
    assert steps == [Attack("allied", ("sov_42",), game.hex("0203")),
                     Choose("allied", Opt.ATTACKER, ("sov_67",)),
                     Choose("allied", Opt.RESOLVE)]


def test_12_1_one_air_point_a_combat_while_the_allies_have_any():
    game, state = position(air=2)
    steps = ev.forced_declaration(game, state, "allied")
    assert steps == [Attack("allied", ("sov_42",), game.hex("0203")),
                     Choose("allied", Opt.ATTACKER, ("sov_67",)),
                     Choose("allied", Opt.AIR, count=1),
                     Choose("allied", Opt.RESOLVE)]


def test_8_41_a_unit_next_to_two_hexes_attacks_both_once_the_others_have_fought():
    # Every die a 1: the first combat changes nothing, and sov_22 still owes its attack on
    # both hexes, ger_20's included though it was attacked already.
    game, state = position(dice=(1,) * 10)
    for a in ev.forced_declaration(game, state, "allied"):
        state = game.apply(state, a)[0]
    assert state.pending is None
    assert "attacked" in state.units["sov_42"].flags
    assert ev.forced_declaration(game, state, "allied") == [
        Attack("allied", ("sov_22",), game.hex("0303")),
        Choose("allied", Opt.TARGET, hexes=(game.hex("0203"),)),
        Choose("allied", Opt.RESOLVE)]


def test_8_1_nothing_is_declared_outside_the_allied_combat_phase_or_for_the_axis():
    game, state = position()
    assert ev.forced_declaration(game, state, "axis") == []
    game, state = alone(("ger_20", "0203"), ("sov_42", "0204"), phase="allied_exploit_combat")
    assert ev.forced_declaration(game, state, "allied") == []
    game, state = alone(("ger_20", "0203"), ("sov_42", "0204"), phase="allied_move")
    assert ev.forced_declaration(game, state, "allied") == []
    game, state = alone(("ger_20", "0203"), ("sov_42", "0206"))  # not in contact
    assert ev.forced_declaration(game, state, "allied") == []


def test_the_planners_play_the_prescribed_steps_without_a_search():
    game, state = position()
    steps = ev.forced_declaration(game, state, "allied")
    for level in ("oep", "oep_strong"):
        player = make_player(level, "allied", 5)
        s = state
        played = []
        for _ in steps:
            a = player.choose(game, view_for(game, s, "allied"), game.legal_actions(s))
            played.append(a)
            assert player.last_evaluations == 0
            s = game.apply(s, a)[0]
        assert played == steps


def test_greedy_keeps_its_own_step_by_step_choice():
    # The baseline level is left as it was: it weighs the openings by the evaluation.
    game, state = position()
    player = make_player("greedy", "allied", 5)
    player.choose(game, view_for(game, state, "allied"), game.legal_actions(state))
    assert player.last_evaluations > 0
