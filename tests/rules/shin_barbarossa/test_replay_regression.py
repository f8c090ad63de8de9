"""Regression: a move legal in a live game was refused when its save was replayed.

``qtwargame simulate shin_barbarossa --games 1 --seed 14`` failed its round trip at
action 1019 ("su_mc21 cannot move there now"). The live state and the replayed state had
the same hash; the live game's zones of control were stale. The zone memo was keyed by
``hash(...)`` of the positions, and CPython hashes -1 and -2 alike, so an Axis unit on
2009 (axial r = -1) and on 2008 (r = -2) gave the same key: the live game read the zone of
an earlier position. Keys now compare by value (``facts.Key``).
"""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.position import PositionBuilder
from qtwargame.rules.shin_barbarossa.facts import Facts, Key


def test_keys_compare_by_value_where_cpython_hashes_collide():
    assert hash(Hex(20, -1)) == hash(Hex(20, -2))  # the trap: hash(-1) == hash(-2)
    a, b = Key((("de_pz41", Hex(20, -1), 0),)), Key((("de_pz41", Hex(20, -2), 0),))
    assert hash(a) == hash(b)
    assert a != b
    assert a == Key((("de_pz41", Hex(20, -1), 0),))
    assert len({a: 1, b: 2}) == 2


@pytest.fixture(scope="module")
def positions():
    """Turn 4, Soviet movement: one Axis panzer corps on 2009, then (a later state) on 2008;
    the Soviet 21st Mechanized Corps on 1610 (with no leader on the map it is out of command,
    11.4d, so it moves 4; from 1610 that still reaches 2009). Every other piece is off the map."""
    b = PositionBuilder.from_scenario("shin_barbarossa").at(turn=4, phase="soviet_move",
                                                           weather="clear")
    game, state = b.build(seed=14)
    for uid in list(state.units):
        if state.units[uid].status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)
    state.units["de_pz41"] = UnitState(game.hex("2009"), 0, ON_MAP)
    state.units["su_mc21"] = UnitState(game.hex("1610"), 0, ON_MAP)
    later = state.copy()
    later.seq += 1
    later.units["de_pz41"] = UnitState(game.hex("2008"), 0, ON_MAP)
    return game, state, later


def _labels(game, hexes):
    return sorted(game.label(h) for h in hexes)


def test_zoc_of_a_later_position_is_its_own_not_the_memo_of_the_earlier(positions):
    game, first, later = positions
    cold = Game(game.scenario, game.options)
    around_2008 = _labels(cold, Facts(cold, later).zoc["axis"])
    assert "2008" not in around_2008 and len(around_2008) == 6
    assert set(around_2008) == {game.label(n) for n in game.board.neighbors(game.hex("2008"))}
    # the live game asks about the earlier position first, as play does
    assert "2009" not in _labels(game, Facts.of(game, first).zoc["axis"])
    assert _labels(game, Facts.of(game, later).zoc["axis"]) == around_2008


def test_8_0_moves_listed_live_equal_the_moves_a_replay_lists(positions):
    game, first, later = positions
    game.legal_actions(first)  # warm every memo with the earlier position
    live = {a for a in game.legal_actions(later) if isinstance(a, Move) and a.unit == "su_mc21"}
    cold = Game(game.scenario, game.options)
    replayed = {a for a in cold.legal_actions(later) if isinstance(a, Move) and a.unit == "su_mc21"}
    assert live == replayed
    # 7.1.1: the corps may enter the zone 2008 now exerts (2009) and stops there
    ends = {game.label(m.to) for m in replayed if m.mode == "normal"}
    assert "2008" not in ends and "2009" in ends


def test_12_1_supply_of_a_later_position_follows_its_supply_center():
    """``simulate --seed 22`` failed its round trip at action 1496: the Axis supply was
    memoized by the enemy's positions alone, so after a supply center moved (start phase,
    13.1) the live game read the supply of the center's old place and halved the wrong
    units (12.3). The centers' places are now part of the key."""
    b = PositionBuilder.from_scenario("shin_barbarossa").at(turn=2, phase="axis_move_1",
                                                           weather="clear")
    game, first = b.build(seed=22)
    for uid in list(first.units):
        if first.units[uid].status == ON_MAP:
            first.units[uid] = UnitState(None, 0, POOL)
    first.units["sc_c"] = UnitState(game.hex("2218"), 0, ON_MAP)  # Smolensk
    later = first.copy()
    later.seq += 1
    later.units["sc_c"] = UnitState(game.hex("1931"), 0, ON_MAP)  # Kiev
    def supplied(f):
        return f.t.to_hexes(f.supplied_ids)

    assert game.hex("2218") in supplied(Facts.of(game, first))
    live = supplied(Facts.of(game, later))
    cold = Game(game.scenario, game.options)
    assert live == supplied(Facts(cold, later))
    assert game.hex("1931") in live and game.hex("2218") not in live
