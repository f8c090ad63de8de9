"""12.5 (issue 45): from the turn after the Axis takes Leningrad, and while it holds it,
Leningrad is an Axis supply source (12.1–12.2: units within 8 movement points of it are
in supply), not only a source of lines of communication (4.3 with 12.5)."""

from __future__ import annotations

from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.issue45_positions import position

LENINGRAD = "2003"


def leningrad_held(source: bool, holder: str = "axis"):
    """Turn 5, Axis move 1: German corps in Leningrad and on 2304 (three clear hexes east),
    no supply center near and no Soviet unit on the map; ``source``: the end phase of an
    earlier turn found Leningrad Axis (``leningrad_axis_source``)."""
    game, state = position(5, "axis_move_1", {"de_ak1": LENINGRAD, "de_ak2": "2304"},
                           leningrad_axis_source=source)
    state.control[game.hex(LENINGRAD)] = holder
    return game, state


def test_12_5_leningrad_held_since_an_earlier_turn_supplies_the_axis():
    game, state = leningrad_held(source=True)
    assert game.ruleset.supply_status(game, state, "axis") == {"de_ak1": True, "de_ak2": True}
    f = Facts.of(game, state)
    assert f.has_loc("de_ak1") and f.has_loc("de_ak2")


def test_12_5_leningrad_taken_this_turn_is_no_source_yet():
    game, state = leningrad_held(source=False)
    assert game.ruleset.supply_status(game, state, "axis") == {"de_ak1": False, "de_ak2": False}


def test_12_5_leningrad_no_longer_held_is_no_source():
    game, state = leningrad_held(source=True, holder="soviet")
    assert game.ruleset.supply_status(game, state, "axis") == {"de_ak1": False, "de_ak2": False}
