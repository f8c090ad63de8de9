"""The ruleset's ``check`` answers some actions without listing the whole phase (a move, a
declaration, an arrival, a removal for stacking, a leader turned): each must agree with
membership in the whole legal list, which is the contract's definition of legal
(``Ruleset.check``)."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Choose, Move, Remove
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa import leaders, movement_phase, moves
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.testing import conformance
from tests.rules.shin_barbarossa.test_ruleset import SCENARIO

pytestmark = pytest.mark.slow  # a whole seeded random game


@pytest.fixture(scope="module")
def played():
    return conformance.play(conformance.factory(SCENARIO), 5)


def accepted(game, state, action) -> bool:
    try:
        game.check(state, action)
    except IllegalAction:
        return False
    return True


def test_6_6_11_2_2_removals_and_leader_turns_are_checked_as_the_whole_list_lists_them(played):
    """Removals for stacking (6.6), leader turns (11.2.2) and leaders placed from the pool
    (5.4.1d), each checked against its own list, accepted exactly when the whole list
    holds them."""
    game = played.game
    removals = turns = placed = states = 0
    for n, state in enumerate(played.states):
        if n % 2 or state.over or state.pending is not None:
            continue
        legal = set(played.legal_at(n))
        side = state.active
        if state.to_act != side:
            continue
        asked = [Remove(side, u, "stacking") for u, us in sorted(state.units.items())
                 if us.status == ON_MAP and game.units[u].side == side]
        asked += [Choose(side, leaders.TURN_LEADER, units=(u,)) for u in leaders.slots(game)]
        if state.phase == "soviet_reinforcement" and n % 8 == 0:
            # at every eighth state every eighth city (each check lists the placements)
            cities = sorted(game.board.cities, key=game.label)
            asked += [Choose(side, leaders.PLACE_LEADER, hexes=(h,)) for h in cities[n // 8 % 8::8]]
        for action in asked:
            assert accepted(game, state, action) == (action in legal), (n, state.phase, action)
        removals += sum(1 for a in legal if isinstance(a, Remove))
        turns += sum(1 for a in legal if isinstance(a, Choose) and a.option == leaders.TURN_LEADER)
        placed += sum(1 for a in asked if isinstance(a, Choose) and a.option == leaders.PLACE_LEADER
                      and a in legal)
        states += 1
    # the random game reaches every kind, so the comparison above met each accepted too
    assert removals > 0 and turns > 0 and placed > 0 and states > 400, (removals, turns, placed)


def _mid_movement_states(played, every: int) -> list[int]:
    """The middle state of every ``every``-th movement phase of the game (half its units
    moved), with nothing pending and no stack moving."""
    runs: list[list[int]] = []
    last = None
    for n, state in enumerate(played.states):
        key = (state.turn, state.phase)
        if state.phase in moves.MOVE_PHASES and not state.over:
            if key != last:
                runs.append([])
            if state.pending is None and not state.data.get("moving") and state.to_act == state.active:
                runs[-1].append(n)
        last = key
    return [run[len(run) // 2] for run in runs[::every] if run]


def test_8_1_8_2_a_move_accepted_by_its_route_is_one_the_unit_s_moves_accept(played):
    """The check accepts a normal or strategic move whose route ``moves.path_ok`` accepts
    before it lists the unit's moves (``ruleset._route_accepted``: replaying a save,
    listing them was most of the check's CPU), and asks ``movement_phase.move_ok``
    otherwise. What it accepts that way ``move_ok`` must accept too: asked of every unit
    of the side to move (those that moved already, leaders, units in enemy zones and, in
    the second Axis movement, those that may not move), with routes of one and two hexes
    in both modes, in the middle of every movement phase of the game."""
    game = played.game
    asked: dict[tuple[str, bool], int] = {}
    chosen = _mid_movement_states(played, 1)
    for n in chosen:
        state = played.states[n]
        f = Facts.of(game, state)
        side = state.active
        for uid, us in sorted(state.units.items()):
            if us.status != ON_MAP or game.units[uid].side != side:
                continue
            for first in game.board.neighbors(us.hex):
                routes = [(first,)] + [(first, h) for h in game.board.neighbors(first) if h != us.hex]
                for path in routes:
                    for mode in ("normal", "strategic"):
                        action = Move(side, uid, path, mode)
                        ok = accepted(game, state, action)
                        assert ok == movement_phase.move_ok(game, state, f, action), (n, state.phase, action)
                        asked[mode, ok] = asked.get((mode, ok), 0) + 1
    # both modes met accepted and refused, in each kind of movement phase
    assert min(asked.values()) > 100 and len(asked) == 4, asked
    assert {played.states[n].phase for n in chosen} == set(moves.MOVE_PHASES)
