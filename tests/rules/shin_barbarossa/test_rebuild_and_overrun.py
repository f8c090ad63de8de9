"""Rebuilding rifle corps (11.5, Q&A) and overrun eligibility (9.1-9.8, 6.4, Q&A)."""

from __future__ import annotations

import pytest

from qtwargame.engine.board import Board
from qtwargame.rules.shin_barbarossa import overrun, rebuild
from tests.builder import ScenarioBuilder


def test_11_5_5_only_rifle_corps_are_rebuilt():
    assert rebuild.rebuildable(["rifle"], "rifle")
    for typ, tags in (("far_east", ["far_east"]), ("tank", ["tank", "mechanized"]),
                      ("cavalry", []), ("militia", ["militia"])):
        assert not rebuild.rebuildable(tags, typ)


def test_11_5_2_qa_one_point_reduced_two_full_and_a_star_back_drawn_reduced_is_lost():
    assert rebuild.revived_side(1, single_step=False) == "reduced"
    assert rebuild.revived_side(2, single_step=False) == "full"
    assert rebuild.revived_side(1, single_step=True) == "removed"
    assert rebuild.revived_side(2, single_step=True) == "full"
    with pytest.raises(ValueError):
        rebuild.revived_side(3, single_step=False)


def test_11_5_3_11_5_4_where_a_revived_corps_may_appear():
    board = Board(ScenarioBuilder(cols=4, rows=4).scenario().map)
    h = {lbl: board.hex(lbl) for lbl in ("0101", "0102", "0201", "0202")}
    got = rebuild.placement_hexes(board, set(h.values()), enemy_zoc={h["0102"], h["0201"]},
                                  friends={h["0201"]}, enemy_units=set(),
                                  enterable=set(h.values()) - {h["0202"]}, room={h["0101"]: 0})
    assert [board.label(x) for x in got] == ["0201"]


def test_9_8_an_overrun_ending_in_enemy_zoc_ends_the_move_unless_repeated():
    assert overrun.stops_after(in_enemy_zoc=True, overruns_again=False)
    assert not overrun.stops_after(in_enemy_zoc=True, overruns_again=True)
    assert not overrun.stops_after(in_enemy_zoc=False, overruns_again=False)
