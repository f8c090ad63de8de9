"""The shortcuts that make a Red Vengeance game replay fast give the answers of the rules
they stand for, on the positions of a seeded game:

- 7.3: the control of every Yugoslav hex, found at once with each side's zone asked only
  near Yugoslavia (``supply.yugoslav_controls``), is the hex-by-hex rule
  (``supply.yugoslav_control`` on the whole zones);
- 3.0: one unit's set-up placements (``setup.setup_actions(snap, unit)``, what checking a
  set-up action asks) are the whole list's placements of that unit, in the same order.
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
