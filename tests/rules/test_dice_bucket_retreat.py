"""The dice-bucket retreat search (DR 7.23, A10; RV 8.63-8.65) against a straightforward
reference: every path of the asked length walked hex by hex, then filtered by where it
ends. On positions from seeded random games of both games, for every ground unit and
several lengths, the fast search must list exactly the same paths in the same order, and
the yes/no and how-far questions must give the same answers."""

from __future__ import annotations

import functools
import random
from pathlib import Path

import pytest

from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.rules.dice_bucket import retreat as core
from qtwargame.scenario.io import load_scenario
from qtwargame.simulate import RandomPlayer

#: Every test here reads positions of seeded random games, played once per worker: the fast loop
#: (bootstrap.py test --fast) leaves the file to the full run, where the game is shared.
pytestmark = pytest.mark.slow

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
    """A new game of ``name`` (nothing cached) and every ``every``-th position of its seeded
    random game. Several tests read the same game's positions: it is played once per worker
    (states are values; a test that changes one copies it first)."""
    return Game(_scenario(name), {}), list(_positions(name, seed, actions, every))


@functools.cache
def _scenario(name: str):
    return load_scenario(SCENARIOS / f"{name}.json")


@functools.cache
def _positions(name: str, seed: int, actions: int, every: int) -> tuple:
    game = Game(_scenario(name), {})
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
    return tuple(out)


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


def sided(snap, ground_only: bool = False) -> list[str]:
    """The units on the map that belong to a side (with ``ground_only``, its ground units
    only), in id order: the units the questions below are asked of."""
    return [u for u in sorted(snap.pos) if snap.sides.get(u) is not None
            and (not ground_only or snap.t.units[u].ground)]


@pytest.mark.parametrize("name,seed", [("red_vengeance", 3), ("red_vengeance", 5), ("defiant_russia", 3)])
def test_the_fast_retreat_search_lists_exactly_the_reference_paths(name, seed):
    game, states = positions(name, seed, actions=900, every=150)
    snap_of = snap_class(name)
    hooks = rv_hooks if name == "red_vengeance" else dr_hooks
    compared = nonempty = 0
    for s in states:
        snap = snap_of(game, s)
        for uid in sided(snap):
            side, ok, goal, room = hooks(snap, uid)
            start = snap.pos[uid]
            for length in (1, 2, 3, 4):
                for stacking in (True, False):  # False last: its list answers "exists" too
                    want = ref_retreat_paths(snap, side, start, length, ok, goal, room, stacking)
                    got = core.retreat_paths(snap, uid, side, start, length, ok, goal, room,
                                             check_stacking=stacking, key=uid)
                    assert got == want, (uid, length, stacking)
                    compared += 1
                    nonempty += bool(want)
                exists = core.retreat_exists(snap, side, start, length, ok, goal, key=uid)
                assert exists == bool(want)  # the reference without stacking, just listed
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
        for uid in sided(snap, ground_only=True):
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
        for uid in sided(snap, ground_only=True):
            for n in (3, 5):
                _, listed, every, quiet = _game_paths(name, snap, uid, n)
                rep = {_outcome(p, quiet): p for p in listed}
                left: dict = {}  # path -> the position it leaves (a listed path serves many)

                def position_after(path, s=s, uid=uid, left=left):
                    if path not in left:
                        ctx = Context(game, s.copy())
                        relocate(ctx, uid, list(path), retreat=True)
                        left[path] = _position(game, ctx.state)
                    return left[path]
                for p in every[:8]:
                    q = rep[_outcome(p, quiet)]
                    after = [position_after(p), position_after(q)]
                    assert after[0] == after[1], (uid, p, q)
                    compared += 1
                    merged += p != q
    assert compared > merged > 500, (compared, merged)


# -- RV 8.61, 8.65: how far each unit can retreat, asked of every survivor ------------------
def ref_rv_ok(snap, uid):
    """8.63-8.65 as first written: ``may_enter`` (not moving), the Yugoslav rough hexes of
    11.41, then ``zoc_ok``."""
    from qtwargame.rules.red_vengeance.movement import may_enter
    t = snap.t
    side = snap.sides[uid]

    def ok(n):
        if not may_enter(snap, uid, n, moving=False):
            return False
        if (t.units[uid].nationality == "yugoslav" and n in t.region("yugoslavia")
                and t.terrain[n] == "rough"):
            return True
        return core.zoc_ok(snap, uid, side, n)
    return ok


def test_8_63_the_retreat_hex_test_is_may_enter_and_zoc_on_every_hex():
    from qtwargame.rules.red_vengeance import resolution
    from qtwargame.rules.red_vengeance.snapshot import Snap
    game, states = positions("red_vengeance", 4, actions=900, every=150)
    open_hexes = asked = 0
    for s in states:
        snap = Snap(game, s)
        for uid in sided(snap):
            fast, ref = resolution._ok(snap, uid), ref_rv_ok(snap, uid)
            for n in range(len(snap.t.hexes)):
                want = ref(n)
                assert fast(n) == want, (uid, n)
                open_hexes += want
                asked += 1
    assert (asked, open_hexes) == (499392, 320561)


@pytest.mark.parametrize("seed,want", [(3, (3672, 3660, 54, 12670)), (4, (3672, 3660, 51, 12675)),
                                       (5, (3672, 3660, 59, 12655))])
def test_8_61_8_65_retreat_lengths_are_the_longest_length_the_per_length_loop_finds(seed, want):
    """``retreat_lengths`` (the longest of ``hexes`` each unit can retreat, 0 if none) and
    ``retreats_at_all`` (whether any unit of a group can go one hex or more) against the
    straightforward definition: for every length from ``hexes`` down to 1, every path
    walked hex by hex (:func:`ref_raw_paths`, the reference hex test), filtered by where
    it ends, or a retreat by sea; on the positions of a seeded game, for every ground unit
    and 1 to 6 hexes. The totals are exact: units asked, units that can go at least one
    hex, units stopped short, hexes in all."""
    from qtwargame.rules.red_vengeance import resolution, sea
    from qtwargame.rules.red_vengeance.snapshot import Snap
    game, states = positions("red_vengeance", seed, actions=900, every=150)
    asked = some = short = total = 0
    for s in states:
        ref_snap = Snap(game, s)
        uids = sided(ref_snap)
        dist = {u: ref_snap.t.retreat_dist[ref_snap.sides[u]] for u in uids}
        has: dict = {}

        def ref_has(u, n, snap=ref_snap, has=has, dist=dist):
            if (u, n) not in has:
                side = snap.sides[u]
                paths = ref_raw_paths(snap, snap.pos[u], n, ref_rv_ok(snap, u))
                has[u, n] = bool(ref_toward(snap, side, snap.pos[u], paths, lambda h: dist[u][h])
                                 or sea.sea_retreats(snap, u))
            return has[u, n]
        for hexes in range(1, 7):
            want_lengths = {u: next((n for n in range(hexes, 0, -1) if ref_has(u, n)), 0)
                            for u in uids}
            snap = Snap(game, s)  # a fresh snapshot: nothing kept from another question
            assert resolution.retreat_lengths(snap, uids, hexes) == want_lengths, hexes
            for u in uids:
                alone = resolution.retreats_at_all(Snap(game, s), [u], hexes)
                assert alone == (want_lengths[u] >= 1), (u, hexes)
                some += alone
            assert resolution.retreats_at_all(Snap(game, s), uids, hexes) == any(
                k >= 1 for k in want_lengths.values())
            asked += len(uids)
            short += sum(1 for k in want_lengths.values() if 0 < k < hexes)
            total += sum(want_lengths.values())
    assert (asked, some, short, total) == want
