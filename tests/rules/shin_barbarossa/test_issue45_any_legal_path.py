"""8.1, 8.2 (issue 45): a move is checked by its own route, so any legal route a player or
a script names is honoured, not only the one listed for its destination; strategic
movement is offered to every hex it reaches, those a normal move reaches as well."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Move
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.rules.shin_barbarossa import moves
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.issue45_positions import position


def corps_in_smolensk():
    """Turn 3, Soviet move: a rifle corps alone in Smolensk (2218), no leader on the map,
    so it is out of command and moves 3 (8.1.8: 6 halved); roads lead to 2318 and 2319."""
    return position(3, "soviet_move", {"su_rc10": "2218"})


def move(game, mode, *labels):
    return Move("soviet", "su_rc10", tuple(game.hex(x) for x in labels), mode)


def listed(game, state, mode, label):
    return [[game.label(h) for h in a.path] for a in game.legal_actions(state)
            if isinstance(a, Move) and a.unit == "su_rc10" and a.mode == mode and game.label(a.to) == label]


def test_8_1_any_legal_route_of_a_normal_move_is_accepted():
    game, state = corps_in_smolensk()
    assert listed(game, state, "normal", "2418") == [["2319", "2418"]]
    after, _ = game.apply(state, move(game, "normal", "2318", "2418"))
    assert game.label(after.units["su_rc10"].hex) == "2418"
    # a detour within the 3 points
    after, _ = game.apply(state, move(game, "normal", "2318", "2319", "2418"))
    assert game.label(after.units["su_rc10"].hex) == "2418"


def test_8_1_a_route_beyond_the_allowance_or_through_the_enemy_is_refused():
    game, state = corps_in_smolensk()
    with pytest.raises(IllegalAction) as e:
        game.apply(state, move(game, "normal", "2318", "2418", "2518", "2618"))
    assert e.value.rule == "8.1"  # four points of a three-point allowance
    with pytest.raises(IllegalAction) as e:
        game.apply(state, move(game, "normal", "2318", "2518"))  # not a neighbour
    assert e.value.rule == "8.0"
    game, state = position(3, "soviet_move", {"su_rc10": "2218", "de_ak1": "2418"})
    with pytest.raises(IllegalAction) as e:  # 2318 is in the German corps' ZOC: the move ends there
        game.apply(state, move(game, "normal", "2318", "2319"))
    assert e.value.rule == "7.1.1"
    # a panzer ignores the rifle corps' ZOC (out of command, it has no anti-armour ZOC) but
    # never enters its hex (8.0)
    game, state = position(3, "axis_move_1", {"de_pz41": "2118", "su_rc10": "2319"})
    with pytest.raises(IllegalAction) as e:
        game.apply(state, Move("axis", "de_pz41", (game.hex("2218"), game.hex("2319")), "normal"))
    assert e.value.rule == "8.0"


def test_8_2_strategic_movement_is_offered_where_a_normal_move_reaches_too():
    game, state = corps_in_smolensk()
    assert listed(game, state, "normal", "2418") and listed(game, state, "strategic", "2418")
    after, _ = game.apply(state, move(game, "strategic", "2319", "2418"))  # not the listed route
    assert game.label(after.units["su_rc10"].hex) == "2418"


def test_8_2_2_a_strategic_route_into_enemy_zoc_is_refused():
    """A German corps on 2520: its ZOC covers 2419, on one route to 2418's neighbour 2419."""
    game, state = position(3, "soviet_move", {"su_rc10": "2218", "de_ak1": "2520"})
    with pytest.raises(IllegalAction) as e:
        game.apply(state, move(game, "strategic", "2319", "2419"))
    assert e.value.rule == "8.2.2"
    after, _ = game.apply(state, move(game, "normal", "2319", "2419"))  # a normal move may
    assert game.label(after.units["su_rc10"].hex) == "2419"


def test_6_3_16_3_an_ally_may_pass_through_another_nation_s_hex():
    """16.3 bars the end of a move, not passing (6.3): the Hungarians from 2830 through the
    Romanians on 2930 to 3030, a route other than the one listed."""
    game, state = position(3, "axis_move_1", {"hu_mobile": "2830", "ro_3": "2930"}, odessa_taken=True)
    route = (game.hex("2930"), game.hex("3030"))
    after, _ = game.apply(state, Move("axis", "hu_mobile", route, "normal"))
    assert game.label(after.units["hu_mobile"].hex) == "3030"


@pytest.mark.parametrize("turn, phase, placed", [
    (3, "soviet_move", {"su_rc10": "2218", "ldr_belov": "2319", "de_ak1": "2520"}),
    (3, "axis_move_1", {"de_pz41": "2118", "de_ak1": "2117", "ldr_belov": "2218", "su_rc10": "2419"}),
    (3, "axis_move_2", {"de_pz41": "2118", "ldr_belov": "2218", "su_rc10": "2419"}),
])
def test_8_1_8_2_every_listed_route_passes_the_route_check(turn, phase, placed):
    """The route check and the search agree: each normal and strategic move listed passes
    ``moves.path_ok`` (so the check never refuses what the list offers)."""
    game, state = position(turn, phase, placed)
    f = Facts.of(game, state)
    offered = [a for a in game.legal_actions(state)
               if isinstance(a, Move) and a.mode in ("normal", "strategic")]
    assert len(offered) > 20
    assert all(moves.path_ok(game, state, f, a.unit, a.path, a.mode) for a in offered)


@pytest.mark.parametrize("uid, accepted", [("su_rc10", True), ("ldr_belov", False)])
def test_8_2_a_combat_unit_moves_strategically_by_any_route_a_leader_by_a_listed_one(uid, accepted):
    """A strategic move by a route other than the one listed to its hex: a combat unit's
    is accepted (issue 45), a leader's is refused (``movement_phase.move_ok`` takes a
    leader's strategic move only as listed). The check asks the route before listing the
    unit's moves (``ruleset._route_accepted``); it must not take the leader's."""
    game, state = position(3, "soviet_move", {uid: "2218"})
    f = Facts.of(game, state)
    listed = {a.path for a in game.legal_actions(state) if isinstance(a, Move) and a.mode == "strategic"}
    others = [(middle, path[1]) for path in listed if len(path) == 2
              for middle in game.board.neighbors(game.hex("2218"))
              if middle != path[0] and path[1] in game.board.neighbors(middle)
              and (middle, path[1]) not in listed
              and moves.path_ok(game, state, f, uid, (middle, path[1]), "strategic")]
    assert len(others) >= 3
    for path in others:
        action = Move("soviet", uid, path, "strategic")
        if accepted:
            game.apply(state, action)
        else:
            with pytest.raises(IllegalAction):
                game.apply(state, action)
