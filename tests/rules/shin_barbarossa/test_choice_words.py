"""Shin Barbarossa's answers read as the player's own choices on the Decision panel's
buttons ("Revive a rifle corps in Lvov (0633) with 2 points"), while the log says who did it
("The Soviet player revives a rifle corps ...")."""

from __future__ import annotations

from qtwargame.engine.actions import Choose, Remove
from qtwargame.engine.game import Game
from qtwargame.logtext import PlainNames
from qtwargame.rules.shin_barbarossa.leaders import PLACE_LEADER, RESTORE, REVIVE
from qtwargame.scenario.catalog import load


def test_11_and_6_6_leader_restore_revive_and_stacking_answers_are_labelled_as_choices():
    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    names = PlainNames(game)
    h = game.hex("0633")
    rifle = next(u.id for u in game.scenario.units if u.side == "soviet" and u.kind == "unit")
    leader = next(u.id for u in game.scenario.units if u.side == "soviet" and u.kind == "leader")
    rifle_name = names.name(rifle)

    def label(action):
        return names.render(game.ruleset.describe_choice(game, state, action).label)

    def logged(action):
        return names.render(game.describe(action))

    revive = Choose("soviet", REVIVE, (), (h,), 2)
    assert label(revive) == "Revive a rifle corps in Lvov (0633) with 2 points"
    assert logged(revive) == "The Soviet player revives a rifle corps in Lvov (0633) with 2 points"
    restore = Choose("soviet", RESTORE, (leader, rifle), ())
    assert label(restore) == f"Restore a step of {rifle_name}"
    assert logged(restore) == f"The Soviet player restores a step of {rifle_name}"
    assert label(Choose("soviet", PLACE_LEADER, (), (h,))) == "Place a leader from the pool in Lvov (0633)"
    over = Remove("soviet", rifle, "stacking")
    assert label(over) == f"Remove {rifle_name}: over the stacking limit (6.6)"
    assert logged(over) == f"The Soviet player removes {rifle_name}: over the stacking limit (6.6)"
    assert label(Remove("soviet", leader, "stacking")) == (
        f"Remove the leader {names.name(leader)}: one leader a hex (6.2, 6.6)")
