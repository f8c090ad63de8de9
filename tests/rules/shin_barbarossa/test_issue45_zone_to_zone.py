"""7.2.2, 7.1.1 (issue 45): no move straight from a zone of control into the zone. A
panzer may leave anti-armour ZOC (7.1.6a) but its first step may not enter another hex of
it; a Soviet leader leaving a friend in enemy ZOC (7.1.6b) may not step straight into
another enemy ZOC hex either."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Move
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.moves import mover, surroundings
from tests.rules.shin_barbarossa import searches
from tests.rules.shin_barbarossa.issue45_positions import position


def first_steps(game, state, uid):
    return sorted({game.label(a.path[0]) for a in game.legal_actions(state)
                   if isinstance(a, Move) and a.unit == uid and a.mode == "normal"})


def panzer_beside_belov():
    """Turn 3, Axis move 1: Belov (turned, ability 2: anti-armour ZOC, 11.3.1c) alone in
    Smolensk (2218), the 41st Panzer Corps on 2118 in his zone, which also covers 2217 and
    2119, neighbours of 2118."""
    return position(3, "axis_move_1", {"ldr_belov": "2218", "de_pz41": "2118"})


def test_7_2_2_a_panzer_starting_in_anti_armour_zoc_may_not_step_straight_into_it():
    game, state = panzer_beside_belov()
    f = Facts.of(game, state)
    assert {game.label(h) for h in f.aa_zoc} == {"2118", "2119", "2217", "2219", "2318", "2319"}
    assert first_steps(game, state, "de_pz41") == ["2017", "2018", "2117"]
    for label in ("2217", "2119"):
        with pytest.raises(IllegalAction) as e:
            game.apply(state, Move("axis", "de_pz41", (game.hex(label),), "normal"))
        assert e.value.rule == "7.2.2"
    # leaving the zone is allowed (7.1.6a)
    after, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("2117"),), "normal"))
    assert game.label(after.units["de_pz41"].hex) == "2117"


def test_7_2_2_reach_normal_reach_enters_the_zone_only_by_way_of_a_hex_outside_it():
    game, state = panzer_beside_belov()
    f = Facts.of(game, state)
    got = searches.normal_reach(game.board, f.st.data, mover(game, f, "de_pz41"), surroundings(f, "axis"),
                             game.hex("2118"), 6)
    # 2217 and 2119 only by way of a hex outside the zone: two clear hexes, not one
    assert got[game.hex("2217")] == 2.0 and got[game.hex("2119")] == 2.0
    assert got[game.hex("2117")] == 1.0


def test_7_1_1_a_leader_leaving_a_friend_may_not_step_straight_into_enemy_zoc():
    """Turn 3, Soviet move: Belov and a rifle corps in Smolensk (2218), a German corps on
    2118 whose ZOC covers 2217 and 2119 as well as 2218."""
    game, state = position(3, "soviet_move", {"ldr_belov": "2218", "su_rc10": "2218", "de_ak1": "2118"})
    assert first_steps(game, state, "ldr_belov") == ["2219", "2318", "2319"]
    with pytest.raises(IllegalAction) as e:
        game.apply(state, Move("soviet", "ldr_belov", (game.hex("2217"),), "normal"))
    assert e.value.rule == "7.1.1"
