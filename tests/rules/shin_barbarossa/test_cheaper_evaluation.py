"""What the cheaper Axis evaluation of session 63 keeps, and that it answers as before: the
air range of 14.1/13.4 kept per supply center (the same hexes as the whole map scanned),
the units of ``Facts`` in the order of their ids sorted once per set of ids, both sides'
signatures made in one pass. (``Hex.distance`` without the difference hex answers as before:
``tests/test_hexgrid.py``.)"""

from __future__ import annotations

from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa import air
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


def _game() -> Game:
    return Game(load_scenario(SCENARIOS / "shin_barbarossa.json"))


def _scanned(game: Game, f: Facts) -> frozenset:
    """14.1, 13.4 as the rule reads: 8 hexes of a border hexside or of a supply center."""
    rng = game.cache.data.air_range
    board = game.board
    border = [a for a in board.hexes if any("border" in board.features(a, n)
                                            for n in board.neighbors(a))]
    centers = [h for u, h in f.pos.items() if game.units[u].kind == "supply"]
    return frozenset(h for h in board.hexes
                     if any(h.distance(b) <= rng for b in [*border, *centers]))


def test_14_1_air_range_kept_per_supply_center():
    game = _game()
    state, _ = game.new_state(1)
    f = Facts(game, state)
    reach = air.air_reach(game, f)
    assert reach == _scanned(game, f)
    assert len(reach) == 868
    disks = game.cache.memo["air_disks"]
    assert set(disks) == {Hex(4, 16), Hex(1, 26), Hex(4, 27)}
    assert len(disks[Hex(4, 16)]) == 162  # of the 217 hexes within 8, those on the map
    # a supply center moved: a new disk for its new hex, the two others kept
    moved = state.copy()
    moved.units = dict(state.units)
    u = moved.units["sc_n"]
    moved.units["sc_n"] = type(u)(Hex(5, 16), u.step, u.status, u.flags)
    kept = disks[Hex(1, 26)]
    g = Facts(game, moved)
    assert air.air_reach(game, g) == _scanned(game, g)
    assert set(disks) == {Hex(4, 16), Hex(5, 16), Hex(1, 26), Hex(4, 27)}
    assert disks[Hex(1, 26)] is kept


def test_facts_rows_in_id_order_sorted_once_per_set_of_ids():
    game = _game()
    state, _ = game.new_state(1)
    assert list(state.units) != sorted(state.units)  # the scenario's order, not the ids'
    f = Facts(game, state)
    on_map = sorted(u for u, s in state.units.items() if s.status == ON_MAP and s.hex is not None)
    assert [r[1] for r in f._rows] == on_map
    assert list(f.pos) == on_map
    # the pieces by hex and the stacking counts (6.1, 6.2), grouped by the map's index: the
    # same hexes in the same order as grouped by hex
    at: dict = {}
    counts: dict = {}
    for uid, h in f.pos.items():
        at.setdefault(h, []).append(uid)
        d = game.units[uid]
        kind = "unit" if d.kind == "unit" else "extra" if d.kind in ("leader", "supply") else ""
        if kind:
            here = counts.setdefault((d.side, kind), {})
            here[h] = here.get(h, 0) + 1
    assert list(f.at.items()) == list(at.items())
    assert {k: list(v.items()) for k, v in f.stack_counts.items()} == \
        {k: list(v.items()) for k, v in counts.items()}
    assert sum(f.stack_counts[(f.axis, "unit")].values()) == 47  # and 3 supply centers: 50
    orders = game.cache.memo["uid_order"]
    assert orders == {tuple(state.units): sorted(state.units)}
    # another state with the same units in the same order reads the same sorted list
    other = state.copy()
    g = Facts(game, other)
    assert [r[1] for r in g._rows] == on_map
    assert len(orders) == 1
    # the units in another order: sorted afresh, the same rows
    shuffled = state.copy()
    shuffled.units = dict(reversed(list(state.units.items())))
    h = Facts(game, shuffled)
    assert [r[1] for r in h._rows] == on_map
    assert len(orders) == 2


def test_signatures_of_both_sides_made_in_one_pass():
    game = _game()
    state, _ = game.new_state(1)
    f = Facts(game, state)
    axis = f.signature(f.axis)
    assert set(f.__dict__["_sig"]) == {f.axis, f.soviet}
    for side, sig in ((f.axis, axis), (f.soviet, f.signature(f.soviet))):
        assert sig.value == tuple((uid, f.pos_id[uid], state.units[uid].step)
                                  for uid in sorted(f.pos) if game.units[uid].side == side)
    assert len(axis.value) == 50
    assert f.signature(f.axis) is axis

