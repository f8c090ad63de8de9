"""The shortcuts that make a Red Vengeance game replay fast give the answers of the rules
they stand for, on the positions of a seeded game:

- 7.3: the control of every Yugoslav hex, found at once with each side's zone asked only
  near Yugoslavia (``supply.yugoslav_controls``), is the hex-by-hex rule
  (``supply.yugoslav_control`` on the whole zones);
- 3.0: one unit's set-up placements (``setup.setup_actions(snap, unit)``, what checking a
  set-up action asks) are the whole list's placements of that unit, in the same order;
- 5.1: the hexes that trace supply to a source, kept for the game on the hexes blocked,
  are the breadth-first search over ``Snap.blocked`` hex by hex;
- 15.2: both sides' losses counted in one pass are each side's count as first written;
- 8.5-8.7: a combat decision is handed out with the snapshot the procedure asked it
  with, its answers kept in it, and the legal actions kept in a state's snapshot for
  the check are those a new snapshot finds (same actions, same order, same zones and
  supply);
- 15.0: the end state counted in that pass, with only the units near Yugoslavia placed,
  is the one asked of a snapshot of the whole map, and the score follows it.
"""

from __future__ import annotations

import random

import pytest

from qtwargame.engine.actions import Place
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.rules.red_vengeance import sequence
from qtwargame.rules.red_vengeance import setup as setup_rules
from qtwargame.rules.red_vengeance.snapshot import Snap
from qtwargame.rules.red_vengeance.supply import yugoslav_control, yugoslav_controls
from qtwargame.scenario.io import load_scenario
from qtwargame.simulate import RandomPlayer
from tests.conftest import SCENARIOS

#: Every test here reads the positions of a seeded game, played once per worker: the fast loop
#: (bootstrap.py test --fast) leaves the file to the full run, where the game is shared.
pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def positions():
    """Every 7th position of the first 1,500 actions of seed 7's random game (set-up,
    movement, combat, organization), with the game."""
    game = Game(load_scenario(SCENARIOS / "red_vengeance.json"))
    state, _ = game.new_state(7)
    player = RandomPlayer(random.Random(7))
    out = []
    for i in range(1500):
        if state.result is not None:
            break
        if i % 7 == 0:
            out.append(state)
        state, _ = game.apply(state, player.choose(game, state, game.legal_actions(state)))
    return game, out


def test_7_3_yugoslav_control_of_every_hex_at_once_is_the_rule_hex_by_hex(positions):
    game, states = positions
    yug = game.cache.region("yugoslavia")
    seen = set()
    for s in states:
        quick = yugoslav_controls(Snap(game, s))
        slow = {h: yugoslav_control(Snap(game, s), h) for h in yug}
        assert quick == slow
        seen.update(slow.values())
    # The positions hold hexes of every kind of control the rule knows.
    assert {"axis", "allied", "both"} <= seen


def test_3_0_one_units_set_up_placements_are_its_part_of_the_whole_list(positions):
    game, states = positions
    setups = [s for s in states if s.pending is None and sequence.phase_kind(s.phase) == "setup"]
    assert len(setups) >= 10
    compared = 0
    for s in setups:
        snap = Snap(game, s)
        whole = setup_rules.setup_actions(snap)
        for uid in sorted({a.unit for a in whole}):
            assert setup_rules.setup_actions(snap, unit=uid) == [a for a in whole if a.unit == uid]
            compared += 1
    assert compared >= 100


def test_3_0_a_set_up_placement_outside_the_list_is_refused_as_before(positions):
    game, states = positions
    s = next(s for s in states if s.pending is None and sequence.phase_kind(s.phase) == "setup"
             and setup_rules.setup_actions(Snap(game, s)))
    legal = setup_rules.setup_actions(Snap(game, s))
    game.check(s, legal[0])  # a listed placement passes
    uid = legal[0].unit
    allowed = {a.hex for a in legal if a.unit == uid}
    elsewhere = next(h for h in game.scenario.map.hexes if game.hex(h) not in allowed)
    with pytest.raises(IllegalAction) as refused:
        game.check(s, Place(s.active, uid, game.hex(elsewhere), "setup"))
    assert refused.value.rule == game.phase(s.phase).rule


def ref_reach(snap, side, sources):
    """5.1 as first written: every hex tested with ``blocked``, then a breadth-first walk."""
    from collections import deque
    t = snap.t
    land = t.land[False]
    ok = [land[h] and not snap.blocked(side, h) for h in range(len(t.hexes))]
    seen = {h for h in sources if ok[h]}
    q = deque(seen)
    while q:
        h = q.popleft()
        for n in t.nbr[h]:
            if n not in seen and ok[n]:
                seen.add(n)
                q.append(n)
    return frozenset(seen)


def test_5_1_the_supply_area_kept_for_the_game_is_the_search_hex_by_hex(positions):
    from qtwargame.rules.red_vengeance import supply
    game, states = positions
    t = game.cache
    asked = hexes = cut_off = 0
    for s in states:
        for _ in range(2):  # the second time from the game's table
            snap = Snap(game, s)
            ref = {}  # (side, nationality) -> the reference area, searched once a snapshot
            for side in ("axis", "allied"):
                for nat in sorted({i.nationality for i in t.units.values()}):
                    src = supply.sources(snap, side, nat)
                    got = supply._reach(snap, side, src)  # a bit set
                    ref[side, nat] = ref_reach(snap, side, src)
                    assert got == supply.bit_board(t).of(ref[side, nat]), (side, nat)
                    asked += 1
                    hexes += got.bit_count()
            for uid in sorted(snap.pos):  # each unit traces to its own sources' area
                side, info = snap.sides[uid], t.units[uid]
                if side is None or (info.nationality == "yugoslav"
                                    and snap.pos[uid] in t.region("yugoslavia")):
                    continue
                traced = supply.traced(snap, side)[uid]
                assert traced == (snap.pos[uid] in ref[side, info.nationality]), uid
                cut_off += not traced
    assert (asked, hexes, cut_off) == (6880, 2379972, 370)


def ref_losses_of(game, state, side):
    """15.2 as first written: one side's losses, every unit asked its side."""
    from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED
    from qtwargame.rules.red_vengeance import victory
    from qtwargame.rules.red_vengeance.snapshot import side_of
    t = game.cache
    off = set(state.data.get("taken_off", []))
    out = victory.Losses()
    for uid, info in t.units.items():
        if side_of(t, state, uid) != side:
            continue
        if side == "axis" and not info.german:
            continue
        u = state.units[uid]
        if info.leader:
            if uid in state.data.get("dead_leaders", []):
                out.leaders.append(info.leader_key)
            continue
        if not info.ground:
            continue
        if u.status in (ELIMINATED, REMOVED) and uid not in off:
            out.eliminated += 1
        elif u.status == ON_MAP and u.step > 0:
            out.reduced += 1
    return out


def test_15_2_both_sides_losses_in_one_pass_are_each_sides_count(positions):
    from qtwargame.rules.red_vengeance import endgame
    game, states = positions
    t = game.cache
    leaders = sorted(u for u, i in t.units.items() if i.leader)
    totals = {"axis": [0, 0, 0], "allied": [0, 0, 0]}
    for s in states:
        # as played, and with two minor allies gone over and every leader dead (11.34, 11.23)
        turned = s.copy()
        turned.data["defected"] = ["romanian", "bulgarian"]
        turned.data["dead_leaders"] = leaders
        for x in (s, turned):
            both = endgame.tally(game, x)[0]
            for side in ("axis", "allied"):
                want = ref_losses_of(game, x, side)
                assert both[side] == want
                totals[side][0] += want.eliminated
                totals[side][1] += want.reduced
                totals[side][2] += len(want.leaders)
    assert totals == {"axis": [78, 420, 215], "allied": [222, 390, 645]}


def ref_end_state(game, state):
    """15.0 as first written: the Yugoslav control asked of a snapshot of the whole map."""
    from qtwargame.rules.red_vengeance import victory
    t = game.cache
    objectives = {}
    for cid in t.data["victory"]["objectives"]:
        h = t.city(cid)
        objectives[cid] = state.control.get(t.hexes[h]) if h is not None else None
    ctl = {h: yugoslav_control(Snap(game, state), h) for h in sorted(t.region("yugoslavia"))}
    whole = next((side for side in ("axis", "allied") if all(c == side for c in ctl.values())), None)

    def sole(cid):
        c = ctl[t.city(cid)]
        return c if c in ("axis", "allied") else None
    return victory.EndState(objectives, whole, sole("belgrade"), sole("zagreb"),
                            ref_losses_of(game, state, "axis"), ref_losses_of(game, state, "allied"),
                            state.data.get("hitler", "alive") == "alive")


def test_15_0_the_end_state_counted_in_one_pass_is_that_of_the_whole_map(positions):
    from collections import Counter

    from qtwargame.rules.red_vengeance import endgame, victory
    from qtwargame.rules.red_vengeance.supply import yugoslav_controls_near
    game, states = positions
    t = game.cache
    hexes, scores = Counter(), Counter()
    for s in states:
        # as played, and with Hungary gone over, so that its units near Yugoslavia change
        # side and zone (11.34)
        turned = s.copy()
        turned.data["defected"] = ["hungarian"]
        for x in (s, turned):
            for _ in range(2):  # the second time from the game's table
                end = endgame.end_state(game, x)
                assert end == ref_end_state(game, x)
                assert endgame.score(game, x) == victory.score(t.data, end)
            near = endgame.tally(game, x)[1]
            hexes.update(yugoslav_controls_near(t, x, near["axis"], near["allied"]).values())
            scores[tuple(sorted(endgame.score(game, x).items()))] += 1
    assert hexes == {None: 1096, "allied": 4494, "axis": 5752, "both": 16608}
    assert scores == {(("allied", 0), ("axis", 4)): 362, (("allied", 0), ("axis", 5)): 68}


def test_8_5_a_combat_decision_keeps_the_snapshot_it_was_asked_with_and_the_same_answers():
    """Along seed 11's random game: at every decision, and at every third other state (a
    new snapshot lists the whole phase again, which cost as much as the game itself; the
    kept lists of the states between are made by the same code from the same kind of
    positions), the list kept for the check is what a new snapshot finds; at every combat
    decision the snapshot it was asked with is kept, with its answers, and sees what a new
    one sees."""
    from collections import Counter

    from qtwargame.rules.red_vengeance import resolution
    from qtwargame.rules.red_vengeance.snapshot import snap_of
    from qtwargame.rules.red_vengeance.supply import supply_map
    game = Game(load_scenario(SCENARIOS / "red_vengeance.json"))
    state, _ = game.new_state(11)
    player = RandomPlayer(random.Random(11))
    kept = Counter()
    for i in range(3000):
        if state.result is not None:
            break
        legal = game.legal_actions(state)
        snap = snap_of(game, state)
        # the list kept in the snapshot for the check is the one a new snapshot finds
        listed = game.ruleset.legal_actions(game, state)
        if state.pending is not None or i % 3 == 0:
            fresh = Snap(game, state)
            assert listed == game.ruleset._legal(game, state, fresh)
        assert snap.memo["legal"] == tuple(listed)
        p = state.pending
        if p is not None and p.kind in ("losses", "retreat", "advance"):
            kept[(p.kind, resolution.PROCEDURE.asked_with(game, state) is snap)] += 1
            assert "combat_answers" in snap.memo
            assert (snap.pos, snap.at, snap.ground) == (fresh.pos, fresh.at, fresh.ground)
            for side in ("axis", "allied"):
                assert snap.zoc(side) == fresh.zoc(side)
                assert supply_map(snap, side) == supply_map(fresh, side)
        state, _ = game.apply(state, player.choose(game, state, legal))
        assert snap_of(game, state) is not snap  # a new state, a snapshot of its own
    assert kept == {("losses", True): 40, ("retreat", True): 5, ("advance", True): 21}
