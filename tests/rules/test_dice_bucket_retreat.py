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


# -- one path per outcome (DR 7.23, RV 8.63-8.65) ------------------------------------
def _game_paths(name, snap, uid, n):
    """What the game lists for a retreat of ``n`` hexes (over land), what it would list
    without merging equal paths, and its quiet-hex rule."""
    if name == "red_vengeance":
        from qtwargame.rules.red_vengeance import resolution as g
        (snap, side, start), kw = g._land(snap, uid)
    else:
        from qtwargame.rules.defiant_russia import retreat as g
        (snap, side, start), kw = g._args(snap, uid, None, True)
    quiet = g._quiet(snap, uid)
    listed = core.retreat_paths(snap, uid, side, start, n, quiet=quiet, **kw)
    every = core.retreat_paths(snap, uid, side, start, n, **kw)
    return g, listed, every, quiet


def _outcome(path, quiet):
    return path[-1], tuple(h for h in path[:-1] if not quiet(h))


@pytest.mark.parametrize("name,seed,every_want,listed_want",
                         [("red_vengeance", 3, 85474, 18514), ("defiant_russia", 3, 54103, 9949)])
def test_7_23_8_63_one_retreat_path_per_outcome_and_any_path_still_legal(name, seed, every_want,
                                                                          listed_want):
    """On the positions of a seeded game, for every ground unit and retreats of 1, 3, 5
    and 6 hexes: the paths listed are the first of each outcome, in order; every path is
    still legal; the lists are a fifth of what they were (the totals, exactly)."""
    game, states = positions(name, seed, actions=900, every=150)
    snap_of = snap_class(name)
    listed_total = every_total = longest = 0
    for s in states:
        snap = snap_of(game, s)
        for uid in sorted(snap.pos):
            if snap.sides.get(uid) is None or not snap.t.units[uid].ground:
                continue
            for n in (1, 3, 5, 6):
                g, listed, every, quiet = _game_paths(name, snap, uid, n)
                # the listed paths are some of every path, in the same order
                assert listed == [p for p in every if p in set(listed)]
                # each outcome once, and every path has its outcome listed
                outcomes = [_outcome(p, quiet) for p in listed]
                assert len(set(outcomes)) == len(outcomes)
                assert {_outcome(p, quiet) for p in every} == set(outcomes)
                # the first path of each outcome is the one listed
                first = {}
                for p in every:
                    first.setdefault(_outcome(p, quiet), p)
                assert listed == sorted(first.values(), key=every.index)
                # any path is accepted, and counted
                assert all(g.retreat_ok(snap, uid, n, p) for p in every)
                assert g.retreat_count(snap, uid, n) >= len(every)
                listed_total += len(listed)
                every_total += len(every)
                longest = max(longest, len(every))
    assert (every_total, listed_total, longest) == (every_want, listed_want, 169)


def test_a_path_not_of_the_retreat_is_refused():
    from qtwargame.rules.red_vengeance import resolution as g
    from qtwargame.rules.red_vengeance.snapshot import Snap
    game, states = positions("red_vengeance", 3, actions=900, every=150)
    snap = Snap(game, states[-1])
    uid, every = next((u, e) for u in sorted(snap.pos) if snap.sides.get(u) and snap.t.units[u].ground
                      for e in [_game_paths("red_vengeance", snap, u, 3)[2]] if len(e) > 1)
    path = every[0]
    assert g.retreat_ok(snap, uid, 3, path)
    assert not g.retreat_ok(snap, uid, 3, path[:-1])  # too short
    assert not g.retreat_ok(snap, uid, 3, (path[1], path[0], path[2]))  # not a walk away
    assert not g.retreat_ok(snap, uid, 2, path)  # the wrong length


def _position(game, state):
    """The position's hash, with Red Vengeance's record of hexes the Allies have held cut
    to the hexes a rule reads it for (the Volkssturm cities, Constanta, Ploesti)."""
    if "allied_held" in state.data:
        t = game.cache
        counted = {t.labels[t.city(c)] for c in (*t.data["volkssturm_cities"], "constanta", "ploesti")
                   if t.city(c) is not None}
        state = state.copy()
        state.data["allied_held"] = sorted(x for x in state.data["allied_held"] if x in counted)
    return game.hash(state)


@pytest.mark.parametrize("name,seed", [("red_vengeance", 3), ("defiant_russia", 3)])
def test_7_23_8_63_equal_retreat_paths_leave_the_same_game(name, seed):
    """Moving a unit along any retreat path (the rules' own move, with everything entering
    a hex sets off) leaves the very position its listed path leaves (in Red Vengeance up to
    the Allies' record of hexes held where no rule reads it), on the positions of a seeded
    game, for every ground unit and retreats of 3 and 5 hexes."""
    from qtwargame.engine.game import Context
    if name == "red_vengeance":
        from qtwargame.rules.red_vengeance.losses_board import relocate
    else:
        from qtwargame.rules.defiant_russia.losses import relocate_unit as relocate
    game, states = positions(name, seed, actions=900, every=150)
    snap_of = snap_class(name)
    compared = merged = 0
    for s in states:
        snap = snap_of(game, s)
        for uid in sorted(snap.pos):
            if snap.sides.get(uid) is None or not snap.t.units[uid].ground:
                continue
            for n in (3, 5):
                _, listed, every, quiet = _game_paths(name, snap, uid, n)
                rep = {_outcome(p, quiet): p for p in listed}
                for p in every[:8]:
                    q = rep[_outcome(p, quiet)]
                    after = []
                    for path in (p, q):
                        ctx = Context(game, s.copy())
                        relocate(ctx, uid, list(path), retreat=True)
                        after.append(_position(game, ctx.state))
                    assert after[0] == after[1], (uid, p, q)
                    compared += 1
                    merged += p != q
    assert compared > merged > 500, (compared, merged)
