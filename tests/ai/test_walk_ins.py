"""The generic evaluation's walk-ins (``walk_in``, ``walk_in_last``): a victory hex a side
holds with none of its units in it, that an enemy unit can enter in the enemy's coming
move, counts partly lost (all of it when that move is the enemy's last before the end).
Classic rules, C5 (movement, zones of control), C9 (a unit entering a hex takes it) and
C10 (the city points held at the end decide). Positions built with PositionBuilder."""

from __future__ import annotations

import pytest

from qtwargame.ai import evaluation as ev
from qtwargame.ai.weights import with_defaults
from qtwargame.position import PositionBuilder

WALK = with_defaults({"walk_in": 0.5, "walk_in_last": 1.0})


def position(phase: str, turn: int = 1, red_at: str = "0308", blue_at: str = "0101",
             red_move: int = 3):
    """A blue town worth 2 (0305) and a red city worth 3 (0601), both empty; one unit a
    side, three turns."""
    b = PositionBuilder("classic", cols=6, rows=8, turns=3)
    b.unit("b1", "blue", at=blue_at, attack=4, defense=4, movement=3)
    b.unit("r1", "red", at=red_at, attack=3, defense=3, movement=red_move)
    b.city("westheim", "0305", vp=2)
    b.city("ostburg", "0601", vp=3)
    b.at(turn=turn, phase=phase)
    game, state = b.build(seed=1)
    state.control[game.hex("0305")] = "blue"
    state.control[game.hex("0601")] = "red"
    return game, state


def test_c1_the_enemys_coming_move_is_read_from_the_phase_table():
    game, _ = position("blue_move")

    def coming(phase, turn, holder):
        _, state = position(phase, turn)
        return ev.enemy_move_coming(game, state, holder)

    # In blue's phases red moves next; on the last turn (3) that is red's last move.
    assert coming("blue_move", 1, "blue") == ev.MOVE
    assert coming("blue_combat", 2, "blue") == ev.MOVE
    assert coming("blue_move", 3, "blue") == ev.LAST_MOVE
    assert coming("blue_combat", 3, "blue") == ev.LAST_MOVE
    # In red's phases blue moves next turn, and red after it; on turn 3 blue never moves again.
    assert coming("red_combat", 2, "red") == ev.MOVE
    assert coming("red_move", 3, "red") == ev.NO_MOVE
    # Never in the other side's phases: the holder still moves before the enemy does.
    assert coming("red_move", 1, "blue") == ev.NO_MOVE
    assert coming("blue_combat", 1, "red") == ev.NO_MOVE


def test_c5_c9_an_empty_town_an_enemy_unit_can_enter_is_walked_into():
    game, state = position("blue_move")
    objectives = ev.facts(game).objectives
    # r1 (3 movement points) is three clear hexes from Westheim; b1 is five from Ostburg.
    assert game.hex("0305") in game.ruleset.reachable(game, state, "r1")
    assert ev.walk_ins(game, state, "blue", objectives) == 2.0
    assert ev.walk_ins(game, state, "red", objectives) == 0.0
    # A blue unit in the town guards it; a red unit with 2 movement points cannot reach it.
    game, guarded = position("blue_move", blue_at="0305")
    assert ev.walk_ins(game, guarded, "blue", objectives) == 0.0
    game, slow = position("blue_move", red_move=2)
    assert ev.walk_ins(game, slow, "blue", objectives) == 0.0
    # C4: with b1 at 0206, r1 stops on entering b1's zone of control short of the town.
    game, screened = position("blue_move", blue_at="0206")
    assert game.hex("0305") not in game.ruleset.reachable(game, screened, "r1")
    assert ev.walk_ins(game, screened, "blue", objectives) == 0.0
    # Blue's own unit two hexes from Ostburg can walk into it.
    game, near = position("red_combat", 2, blue_at="0401")
    assert ev.walk_ins(game, near, "red", objectives) == 3.0


def test_c10_walk_ins_enter_the_generic_evaluation_by_their_weights():
    game, state = position("blue_move")
    base = ev.generic(game, state, "blue")
    # The defaults (0) change nothing.
    assert ev.generic(game, state, "blue", weights=with_defaults({})) == base
    # Turn 1: red's walk-in may be taken back, half of Westheim's 2 points; red gains it.
    assert ev.generic(game, state, "blue", weights=WALK) == pytest.approx(base - 1.0)
    assert ev.generic(game, state, "red", weights=WALK) == \
        pytest.approx(ev.generic(game, state, "red") + 1.0)
    # Turn 3: red's move is the last, and Westheim counts lost in full.
    game, last = position("blue_combat", 3)
    assert ev.generic(game, last, "blue", weights=WALK) == \
        pytest.approx(ev.generic(game, last, "blue") - 2.0)
    # Red's last move itself: blue does not move again, nothing counts either way.
    game, red_last = position("red_move", 3, blue_at="0401")
    assert ev.generic(game, red_last, "red", weights=WALK) == ev.generic(game, red_last, "red")
    # Red's combat on turn 2: blue's coming move reaches empty Ostburg (3 points, half).
    game, red_turn = position("red_combat", 2, blue_at="0401")
    assert ev.generic(game, red_turn, "red", weights=WALK) == \
        pytest.approx(ev.generic(game, red_turn, "red") - 1.5)
