"""Axis supply on the Shin Barbarossa map (12.2-12.4, 15.2b, 15.5b, Q&A)."""

from __future__ import annotations

from qtwargame.rules.shin_barbarossa import supply
from tests.rules.shin_barbarossa import searches


def run(static, sources, budget=8, **kw):
    return searches.in_supply(static, sources, budget=budget, **kw)


def test_12_2_15_2b_range_is_8_halved_in_mud_and_snow(data):
    assert supply.supply_range(data) == 8
    assert supply.supply_range(data, mud=True) == 4 == supply.supply_range(data, snow=True)


def test_12_2_eight_points_at_mechanized_cost_off_the_roads(board, static):
    # In open clear country a source reaches 8 hexes, not 9, without roads.
    src = next(h for h in sorted(board.hexes, key=board.label)
               if all(x in board.hexes and board.terrain[x] == "clear" for x in h.spiral(9)))
    got = run(static, [src], strategic=False)
    ring8 = [h for h in board.hexes if h.distance(src) == 8]
    ring9 = [h for h in board.hexes if h.distance(src) == 9]
    assert all(h in got for h in ring8) and not any(h in got for h in ring9)


def test_12_2_strategic_rate_along_roads_and_15_5b_not_in_spring(board, static):
    warsaw = board.hex("0127")
    road_far = max((h for h in board.hexes if h in board.road and h.distance(warsaw) <= 16),
                   key=lambda h: (h in run(static, [warsaw]), h.distance(warsaw)))
    assert road_far.distance(warsaw) > 8
    assert road_far in run(static, [warsaw])
    assert road_far not in run(static, [warsaw], strategic=False)


def test_qa_infantry_in_a_forest_off_the_roads_is_out_of_supply(board, static):
    forest = next(h for h in sorted(board.hexes, key=board.label)
                  if board.terrain[h] == "forest" and h not in board.road and not board.city(h)
                  and all(n not in board.road or board.terrain[n] == "forest" for n in board.neighbors(h)))
    assert forest not in run(static, list(board.neighbors(forest)))


def test_12_2_enemy_zoc_only_where_a_friend_stands(board, static):
    src, enemy = board.hex("3430"), board.hex("3432")
    zoc = searches.zoc(board, [enemy])
    between = board.hex("3431")
    assert between in zoc
    assert between not in run(static, [src], enemy_units={enemy}, enemy_zoc=zoc)
    assert between in run(static, [src], enemy_units={enemy}, enemy_zoc=zoc, friends={between})
