"""The generic evaluation's exposed stacks (``exposed``): what the enemy's coming move and
combat can take of a side's stacks. Every enemy unit that can reach a hex next to a stack
joins the attack on it; the classic preview (C7) of that attack from the position with
the attackers placed gives the steps each side loses and the chance the hex is left, and a
defender the placed attackers' zones of control leave without a retreat (C4, C8) dies
whenever it would leave. Positions built with PositionBuilder: its results table's 2:1
column reads DR, DR, EX, AR, AR, AE."""

from __future__ import annotations

from dataclasses import replace

import pytest

from qtwargame.ai import evaluation as ev
from qtwargame.ai import weights
from qtwargame.ai.weights import GENERIC, with_defaults
from qtwargame.engine.state import ELIMINATED
from qtwargame.position import PositionBuilder

W_MATERIAL = 6.0  # the generic default


def position(blue=(("b1", "0101"),), red=(("r1", "0104"), ("r2", "0303")),
             town: str = "0101", phase: str = "blue_move", turn: int = 1, red_move: int = 3):
    """A blue town worth 3; blue units 4-4-3, red units 4-3 with ``red_move`` movement;
    a 6 x 6 clear map, three turns."""
    b = PositionBuilder("classic", cols=6, rows=6, turns=3)
    for uid, at in blue:
        b.unit(uid, "blue", at=at, attack=4, defense=4, movement=3)
    for uid, at in red:
        b.unit(uid, "red", at=at, attack=4, defense=3, movement=red_move)
    b.city("westheim", town, vp=3)
    b.at(turn=turn, phase=phase)
    game, state = b.build(seed=1)
    state.control[game.hex(town)] = "blue"
    return game, state


def exposed(game, state, holder="blue"):
    total = sum(ev.material(game, state).values())
    return ev.exposed(game, state, holder, ev.facts(game).objectives, total, W_MATERIAL)


def test_c8_a_unit_whose_retreats_are_closed_cannot_retreat():
    game, state = position()
    assert game.ruleset.can_retreat(game, state, "b1") is True
    # The corner town 0101 has two neighbours, 0102 and 0201; a red unit on 0102 puts
    # both in its zone of control, and neither is held by blue.
    closed = state.copy()
    closed.units["r1"] = replace(state.units["r1"], hex=game.hex("0102"))
    assert game.ruleset.can_retreat(game, closed, "b1") is False
    # A unit off the map has no retreat to make.
    gone = state.copy()
    gone.units["r2"] = replace(state.units["r2"], hex=None, status=ELIMINATED)
    assert game.ruleset.can_retreat(game, gone, "r2") is None


def test_c7_c8_a_lone_unit_the_enemy_can_surround_dies_on_a_retreat():
    game, state = position()
    # r1 and r2 both reach the town's two neighbours (0102, 0201): 8 against 4, 2:1.
    # Blue's steps lost: EX (1/6) and, with no retreat left, DR (2/6): 1/2 of its one step;
    # red's: AE (1/6) both units, EX (1/6) a step each: 4/6. Every step is worth 4, both
    # armies 12. Red's gain (1/2 x 4 - 4/6 x 4) / 12 x 6 = -1/3, plus the town's 3 points
    # times the chance it is left (DR, DR, EX: 1/2) = 1.5.
    assert exposed(game, state) == pytest.approx(-1 / 3 + 1.5)
    assert exposed(game, state, "red") == 0.0


def test_c7_c8_a_lone_unit_with_a_retreat_loses_only_on_an_exchange():
    # In the middle of the map two attackers close two of six neighbours: a DR retreats.
    game, state = position(blue=(("b1", "0303"),), red=(("r1", "0306"), ("r2", "0506")),
                           town="0303")
    # Blue loses 1/6 of a step (EX): (1/6 x 4 - 4/6 x 4) / 12 x 6 = -1, plus 1.5 for the town.
    assert exposed(game, state) == pytest.approx(0.5)
    # The same unit on no victory hex: the attack costs red more than it takes; none counts.
    game, state = position(blue=(("b1", "0303"),), red=(("r1", "0306"), ("r2", "0506")))
    assert exposed(game, state) == 0.0


def test_c4_c7_a_friend_beside_the_town_keeps_its_retreat_and_one_neighbour():
    game, state = position(blue=(("b1", "0101"), ("b2", "0201")))
    # Red may attack the town only from 0102 (both units there: 2:1 again); b1 retreats
    # into b2's hex, so it loses only on an EX: (1/6 x 4 - 4/6 x 4) / 16 x 6 = -0.75 with
    # both armies worth 16, plus 1.5. The attack on b2 (no town) is not worth making.
    assert exposed(game, state) == pytest.approx(0.75)


def test_c5_units_that_cannot_reach_a_neighbour_do_not_attack():
    # With one movement point neither red unit reaches a hex next to the town.
    game, state = position(red_move=1)
    assert exposed(game, state) == 0.0
    # A unit already beside it attacks from where it stands: r1 alone on 0102, 4 to 4, 1:1
    # (DR, AR, AR, AR, AE, AE): blue loses only on a DR, with its retreats closed (1/6 of a
    # step); red loses its step on an AE (2/6). (1/6 x 4 - 2/6 x 4) / 12 x 6 = -1/3, plus
    # the town's 3 points times 1/6.
    game, state = position(red=(("r1", "0102"), ("r2", "0606")), red_move=1)
    assert exposed(game, state) == pytest.approx(-1 / 3 + 0.5)


def test_c1_exposed_stacks_enter_the_generic_evaluation_by_their_weight():
    game, state = position()
    base = ev.generic(game, state, "blue")
    assert GENERIC["exposed"] == 0.0
    assert ev.generic(game, state, "blue", weights=with_defaults({})) == base
    weights = with_defaults({"exposed": 0.5})
    risk = -1 / 3 + 1.5
    # In blue's phase red's move comes next: blue counts half its exposure lost, red gains it.
    assert ev.generic(game, state, "blue", weights=weights) == pytest.approx(base - 0.5 * risk)
    assert ev.generic(game, state, "red", weights=weights) == \
        pytest.approx(ev.generic(game, state, "red") + 0.5 * risk)
    # In red's own phases blue moves before red can attack again: blue's stacks count
    # nothing, and red's nothing either (b1 alone would attack either red unit at 1:1,
    # which costs it more than it takes).
    game, red_turn = position(phase="red_move")
    assert ev.generic(game, red_turn, "blue", weights=weights) == \
        ev.generic(game, red_turn, "blue")


def test_c1_the_classic_planners_weigh_their_exposed_stacks():
    # resources/ai/weights/classic.json: exposed 0.5 for oep_strong (session 61) and for
    # the default level (session 65); greedy plays without it.
    game, _ = position()
    assert weights.tuned(game, "oep_strong")["exposed"] == 0.5
    assert weights.tuned(game, "oep")["exposed"] == 0.5
    assert weights.tuned(game, "greedy") is None
