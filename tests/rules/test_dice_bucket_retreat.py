"""The dice-bucket retreat search (DR 7.23, A10; RV 8.63-8.65) against a straightforward
reference: every path of the asked length walked hex by hex, then filtered by where it
ends. On positions from seeded random games of both games, for every ground unit and
several lengths, the fast search must list exactly the same paths in the same order, and
the yes/no and how-far questions must give the same answers."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.rules.dice_bucket import retreat as core
from qtwargame.scenario.io import load_scenario
from qtwargame.simulate import RandomPlayer

SCENARIOS = Path(__file__).resolve().parents[2] / "scenarios"


# -- the reference: the search as it was before it was made fast ----------------------
def ref_raw_paths(snap, start, length, ok):
    hexes = snap.t.hexes
    h0 = hexes[start]
    out = []

    def walk(path, here):
        if len(path) == length:
            out.append(path)
            return
        for n in snap.nbr[here]:
            if h0.distance(hexes[n]) == len(path) + 1 and ok(n):
                walk(path + (n,), n)

    walk((), start)
    return out


def ref_toward(snap, side, start, paths, goal):
    good = [p for p in paths if goal(p[-1]) < goal(start)]
    if good:
        return good
    t = snap.t
    cities = [h for h in t.city_at if snap.state.control.get(t.hexes[h]) == side]
    if not cities:
        return []
    h0 = t.hexes[start]
    hc = t.hexes[min(cities, key=lambda h: (h0.distance(t.hexes[h]), h))]
    return [p for p in paths if t.hexes[p[-1]].distance(hc) < h0.distance(hc)]


def ref_retreat_paths(snap, side, start, length, ok, goal, room, check_stacking=True):
    if length <= 0:
        return []
    base = ref_toward(snap, side, start, ref_raw_paths(snap, start, length, ok), goal)
    if not check_stacking or not base:
        return base
    fits = [p for p in base if room(p[-1])]
    if fits:
        return fits
    for extra in (1, 2):
        paths = ref_raw_paths(snap, start, length + extra, ok)
        longer = [p for p in ref_toward(snap, side, start, paths, goal) if room(p[-1])]
        if longer:
            return longer
    return base


# -- positions from seeded games --------------------------------------------------------
def positions(name: str, seed: int, actions: int, every: int):
    game = Game(load_scenario(SCENARIOS / f"{name}.json"), {})
    state, entries = game.new_state(seed)
    history = History(game, state, entries)
    player = RandomPlayer(random.Random(seed))
    out = []
    for i in range(actions):
        s = history.state
        if s.over:
            break
        if i % every == 0:
            out.append(s)
        history.submit(player.choose(game, s, game.legal_actions(s)))
    return game, out


def rv_hooks(snap, uid):
    from qtwargame.rules.red_vengeance import resolution
    from qtwargame.rules.red_vengeance.stacking import room_for
    side = snap.sides[uid]
    dist = snap.t.retreat_dist[side]
    return side, resolution._ok(snap, uid), (lambda h: dist[h]), (lambda h: room_for(snap, side, h, uid))


def dr_hooks(snap, uid):
    from qtwargame.rules.defiant_russia import retreat as dr_retreat
    from qtwargame.rules.defiant_russia.stacking import room_for
    side = snap.t.units[uid].side
    return (side, dr_retreat._ok(snap, uid), dr_retreat._goal_distance(snap, uid),
            lambda h: room_for(snap, side, h, uid))


def snap_class(name):
    if name == "red_vengeance":
        from qtwargame.rules.red_vengeance.snapshot import Snap
    else:
        from qtwargame.rules.defiant_russia.snapshot import Snap
    return Snap


@pytest.mark.parametrize("name,seed", [("red_vengeance", 3), ("red_vengeance", 5), ("defiant_russia", 3)])
def test_the_fast_retreat_search_lists_exactly_the_reference_paths(name, seed):
    game, states = positions(name, seed, actions=900, every=150)
    snap_of = snap_class(name)
    hooks = rv_hooks if name == "red_vengeance" else dr_hooks
    compared = nonempty = 0
    for s in states:
        snap = snap_of(game, s)
        for uid in sorted(snap.pos):
            if snap.sides.get(uid) is None:
                continue
            side, ok, goal, room = hooks(snap, uid)
            start = snap.pos[uid]
            for length in (1, 2, 3, 4):
                for stacking in (True, False):
                    want = ref_retreat_paths(snap, side, start, length, ok, goal, room, stacking)
                    got = core.retreat_paths(snap, uid, side, start, length, ok, goal, room,
                                             check_stacking=stacking, key=uid)
                    assert got == want, (uid, length, stacking)
                    compared += 1
                    nonempty += bool(want)
                exists = core.retreat_exists(snap, side, start, length, ok, goal, key=uid)
                assert exists == bool(ref_retreat_paths(snap, side, start, length, ok, goal, room, False))
    assert compared > 1000 and nonempty > 100, (compared, nonempty)


def test_rv_retreat_lengths_and_can_retreat_match_the_reference():
    from qtwargame.rules.red_vengeance import resolution, sea
    from qtwargame.rules.red_vengeance.snapshot import Snap
    game, states = positions("red_vengeance", 4, actions=900, every=150)
    checked = 0
    for s in states:
        snap = Snap(game, s)
        uids = [u for u in sorted(snap.pos) if snap.sides.get(u) is not None]

        def ref_has(u, n, snap=snap):
            side, ok, goal, room = rv_hooks(snap, u)
            return bool(ref_retreat_paths(snap, side, snap.pos[u], n, ok, goal, room, False)
                        or sea.sea_retreats(snap, u))
        got = resolution.retreat_lengths(snap, uids, 4)
        want = {u: next((n for n in range(4, 0, -1) if ref_has(u, n)), 0) for u in uids}
        assert got == want
        for u in uids:
            assert resolution.can_retreat(snap, [u], 2) == ref_has(u, 2)
        checked += len(uids)
    assert checked > 100
