"""Carrying out combat results on the Shin Barbarossa map (10.5-10.7, 6.5, 9.9)."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.engine.board import Board
from qtwargame.rules.shin_barbarossa import results
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa import searches

BUILT = (Path(__file__).resolve().parents[3] / "scenarios" / "shin_barbarossa.json")


@pytest.fixture(scope="module")
def board():
    return Board(load_scenario(BUILT, check_rules=False).map)


def anywhere(a, b):
    return True


def test_10_5_2_steps_come_first_from_units_that_have_lost_none():
    steps = {"pz": 4, "inf": 2}
    assert results.next_loss({"pz": 0, "inf": 0}, steps) == ["inf", "pz"]
    assert results.next_loss({"pz": 1, "inf": 0}, steps) == ["inf"]
    assert results.next_loss({"pz": 1, "inf": 1}, steps) == ["inf", "pz"]
    assert results.next_loss({"pz": 2, "inf": 2}, steps) == ["pz"]
    assert results.next_loss({"pz": 4, "inf": 2}, steps) == []


def test_10_6_2_a_retreat_ends_two_hexes_away(board):
    start = board.hex("2633")
    paths = results.retreat_paths(board, start, anywhere, enemy_units=set(), enemy_zoc=set(),
                                  friends=set(), room=lambda h: True)
    assert paths and all(len(p) == 2 and p[-1].distance(start) == 2 for p in paths)
    assert {p[-1] for p in paths} == {h for h in board.hexes if h.distance(start) == 2}


def test_10_6_4_never_into_enemy_zoc_without_a_friend(board):
    start, enemy = board.hex("2633"), board.hex("2831")
    zoc = searches.zoc(board, [enemy])
    free = results.retreat_paths(board, start, anywhere, enemy_units={enemy}, enemy_zoc=zoc,
                                 friends=set(), room=lambda h: True)
    assert free and not any(h in zoc for p in free for h in p)
    friend = next(h for h in zoc if h.distance(start) == 2)
    helped = results.retreat_paths(board, start, anywhere, enemy_units={enemy}, enemy_zoc=zoc,
                                   friends={friend}, room=lambda h: True)
    assert any(p[-1] == friend for p in helped)


def test_6_5_10_6_3_a_retreat_goes_on_until_the_stack_fits(board):
    start = board.hex("2633")
    full = {h for h in board.hexes if h.distance(start) == 2}
    paths = results.retreat_paths(board, start, anywhere, enemy_units=set(), enemy_zoc=set(),
                                  friends=set(), room=lambda h: h not in full)
    assert paths and all(len(p) == 3 and p[-1].distance(start) == 3 for p in paths)


def test_10_6_7_no_retreat_means_elimination(board):
    start = board.hex("2633")
    ring = set(board.neighbors(start))
    assert results.retreat_paths(board, start, anywhere, enemy_units=ring, enemy_zoc=set(),
                                 friends=set(), room=lambda h: True) == []
    assert results.retreat_paths(board, start, lambda a, b: False, enemy_units=set(), enemy_zoc=set(),
                                 friends=set(), room=lambda h: True) == []


def test_10_7_1_advance_two_after_elimination_one_after_retreat_none_after_overrun(board):
    hit = board.hex("2633")
    after_elim = results.advance_hexes(board, hit, anywhere, defenders_eliminated=True, overrun=False,
                                       enemy_units=set())
    assert (hit,) in after_elim and len(after_elim) == 7
    assert results.advance_hexes(board, hit, anywhere, defenders_eliminated=False, overrun=False,
                                 enemy_units=set()) == [(hit,)]
    assert results.advance_hexes(board, hit, anywhere, defenders_eliminated=True, overrun=True,
                                 enemy_units=set()) == []
