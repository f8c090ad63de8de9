"""Opening at once, fifth round (issue 48 item 5): Shin Barbarossa's map tables, made before
a game's first frame, are read from the few hexsides, roads and rails that carry something
and from each terrain once; every entry is still the board's and the rules' own answer for
that pair of hexes (``docs/performance.md``, "Opening at once, fifth round")."""

from __future__ import annotations

import pytest

from qtwargame.engine.game import Game
from qtwargame.rules.shin_barbarossa import facts, topology
from qtwargame.rules.shin_barbarossa.facts import AXIS_PANZER
from qtwargame.rules.shin_barbarossa.movement import enter_cost
from tests.ui import bundled


@pytest.fixture(scope="module")
def game():
    return Game(bundled.scenario("shin_barbarossa"))


def test_each_step_of_the_map_table_is_the_boards_answer_for_that_pair(game):
    board = game.board
    t = topology.Topo(board)
    assert t.hexes == list(board.terrain) and len(t.hexes) == 2058
    roads = graded = featured = 0
    for i, h in enumerate(t.hexes):
        ns = board.neighbors(h)
        assert t.nbr[i] == tuple(t.index[n] for n in ns)
        assert t.feat[i] == tuple(board.features(h, n) for n in ns)
        assert t.road[i] == tuple(n in board.road.get(h, ()) for n in ns)
        assert t.grade[i] == tuple(board.road_grade(h, n) for n in ns)
        assert t.rail[i] == tuple(t.index[n] for n in board.rail_neighbors(h) if n in t.index)
        assert t.has_rail[i] == board.has_rail(h) and t.is_city[i] == (h in board.cities)
        assert t.wet[i] == (board.terrain[h] in ("sea", "lake"))
        roads += sum(t.road[i])
        graded += sum(g == 2 for g in t.grade[i])
        featured += sum(bool(f) for f in t.feat[i])
    # the map has roads of both grades and hexsides with features: the tables are not empty
    assert roads > 0 and graded > 0 and featured > 0


@pytest.mark.parametrize("frozen", [False, True], ids=["dry", "frozen"])
def test_the_supply_steps_and_open_neighbours_are_the_rules_answers(game, frozen):
    st = facts.static(game)
    t = st.topo
    shut = topology.ICE if frozen else topology.WATER
    costs = st.supply_costs(frozen)
    for i, h in enumerate(t.hexes):
        expected = tuple(
            None if t.wet[j] or t.feat[i][k] & shut
            else enter_cost(st.data, AXIS_PANZER, st.terrain_key[t.hexes[j]], along_road=t.road[i][k],
                            frozen=frozen)
            for k, j in enumerate(t.nbr[i]))
        assert costs[i] == expected, h
    for closed in ((), ("river",)):
        stop = shut | frozenset(closed)
        assert t.open_nbr(closed, frozen) == [
            tuple(j for j, f in zip(ns, fs) if not t.wet[j] and not (f & stop))
            for ns, fs in zip(t.nbr, t.feat)]
