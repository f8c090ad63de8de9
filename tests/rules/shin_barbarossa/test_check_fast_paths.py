"""The ruleset's ``check`` answers some actions without listing the whole phase (a move, a
declaration, an arrival, a removal for stacking, a leader turned): each must agree with
membership in the whole legal list, which is the contract's definition of legal
(``Ruleset.check``)."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Choose, Remove
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa import leaders
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
    game = played.game
    removals = turns = states = 0
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
        for action in asked:
            assert accepted(game, state, action) == (action in legal), (n, state.phase, action)
        removals += sum(1 for a in legal if isinstance(a, Remove))
        turns += sum(1 for a in legal if isinstance(a, Choose) and a.option == leaders.TURN_LEADER)
        states += 1
    # the random game reaches both kinds, so the comparison above met each accepted too
    assert removals > 0 and turns > 0 and states > 400
