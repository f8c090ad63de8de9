"""``paths.Graph.search`` (prebuilt adjacency on integer ids) finds exactly what the
callback search ``paths.reachable`` finds, paths included, so rules can switch to it
without changing a game."""

import random

import pytest

from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.paths import Graph, path_to, reachable


def _board(rng: random.Random, size: int = 12):
    hexes = [Hex(q, r) for q in range(size) for r in range(size)]
    present = set(hexes)
    cost = {h: rng.choice((1, 1, 2, 3, None)) for h in hexes}  # None: may not be entered
    adjacency = {h: [(n, cost[n]) for n in h.neighbors() if n in present and cost[n] is not None]
                 for h in hexes}
    return hexes, cost, adjacency


@pytest.mark.parametrize("seed", range(12))
def test_graph_search_equals_the_callback_search_with_every_option(seed):
    rng = random.Random(seed)
    hexes, cost, adjacency = _board(rng)
    graph = Graph(adjacency)
    start = rng.choice([h for h in hexes if cost[h] is not None])
    blocked = set(rng.sample(hexes, 15)) - {start}
    zoc = set(rng.sample(hexes, 25)) - blocked
    if seed % 2:
        zoc.add(start)  # a mover starting in a zone: no step straight into another
    budget = rng.choice((3, 5, 8, float("inf")))

    def step(a, b):
        if b in blocked or cost[b] is None:
            return None
        if a in zoc and b in zoc:
            return None
        return cost[b]

    present = set(hexes)
    expected = reachable(start, budget, lambda h: [n for n in h.neighbors() if n in present],
                         step, stops=zoc.__contains__)
    first = graph.ids(zoc) if start in zoc else frozenset()
    got = graph.search(start, budget, graph.ids(blocked), graph.ids(zoc), first)
    assert got == expected
    assert list(got) == list(expected)  # found in the same order
    assert all(path_to(got, h) == path_to(expected, h) for h in expected)
    assert len(expected) > 1


def test_ids_leave_out_hexes_off_the_graph():
    graph = Graph({Hex(0, 0): [(Hex(1, 0), 1.0)], Hex(1, 0): [(Hex(0, 0), 1.0)]})
    assert graph.ids([Hex(0, 0), Hex(5, 5)]) == frozenset({0})
    assert graph.search(Hex(0, 0), 1.0) == {Hex(0, 0): (0.0, None), Hex(1, 0): (1.0, Hex(0, 0))}
