"""Red Vengeance's rules answer where a unit of the side not moving can go in its coming move
(``Ruleset.reachable``), so the generic walk-ins (``qtwargame.ai.evaluation.walk_ins``) and
exposed stacks see the enemy's coming move there: an empty city an Axis unit can walk into
(7.2: a ground unit entering a hex takes it). Before, a unit that could not move now had no
answer, and those terms saw nothing in Red Vengeance whatever their weights."""

from __future__ import annotations

from qtwargame.ai import evaluation as generic_ev
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import evaluation as ev

VIENNA = "2219"
BESIDE = "2320"  # the hex east of Vienna
WEST = "1819"  # four hexes west of Vienna: an armour corps (6 MP) reaches it, a corps (3) not


def position(phase: str, garrison: bool, german: str):
    """Vienna held by the Allies, one Soviet army in it (``garrison``) or beside it, another
    beside it, one German unit four hexes west; every other unit off the map."""
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=5, phase=phase)
    for u in b.data["units"]:
        b.place(u["id"], None, status="pool")
    b.place("sov_42", VIENNA if garrison else BESIDE).place("sov_67", BESIDE)
    b.place(german, WEST).place("ldr_dietrich", WEST)
    game, state = b.build(seed=1)
    for label in (VIENNA, BESIDE):
        state.control[game.hex(label)] = "allied"
    return game, state


def test_6_0_7_2_a_unit_of_the_side_not_moving_reaches_as_its_coming_move_would():
    game, moving = position("axis_move", False, "ger_pz_39")
    coming = moving.copy()
    coming.phase, coming.active = "allied_move", "allied"
    now = game.ruleset.reachable(game, moving, "ger_pz_39")
    # In the Allied movement the armour corps' reach is the move its own phase gives it,
    # Vienna at its six movement points.
    assert game.ruleset.reachable(game, coming, "ger_pz_39") == now
    assert now[game.hex(VIENNA)] == 6.0
    # A corps of three movement points does not reach it; a leader takes no hex (7.2) and
    # has no such answer; a Soviet army in the Allied movement keeps its own.
    game, coming = position("allied_move", False, "ger_20")
    assert game.hex(VIENNA) not in game.ruleset.reachable(game, coming, "ger_20")
    assert game.ruleset.reachable(game, coming, "ger_20")
    assert game.ruleset.reachable(game, coming, "ldr_dietrich") == {}
    assert game.hex(VIENNA) in game.ruleset.reachable(game, coming, "sov_42")


def test_6_0_the_coming_reach_kept_is_the_reach_searched():
    # The answers are kept by the units near the mover: a move of an army far from it
    # gives the same answer, one next to it another, each the search's own.
    from qtwargame.rules.dice_bucket.movement import reachable_costs
    from qtwargame.rules.red_vengeance.movement import search_rules
    from qtwargame.rules.red_vengeance.snapshot import snap_of

    game, state = position("allied_move", False, "ger_pz_39")
    for at in ("2320", "0203", "1919", "1820"):
        s = state.copy()
        s.units["sov_67"] = s.units["sov_67"].__class__(hex=game.hex(at), step=0,
                                                        status=s.units["sov_67"].status)
        kept = game.ruleset.reachable(game, s, "ger_pz_39")
        assert kept == reachable_costs(search_rules(snap_of(game, s), "ger_pz_39", "normal"))
        assert kept


def test_7_2_15_1_the_generic_walk_ins_see_an_empty_city_an_armour_corps_can_walk_into():
    # In the Allied movement, Vienna empty and the armour corps four hexes away: its coming
    # move walks in, so the walk-ins count the city's worth (Berlin, Vienna and Prague 2);
    # with the army in it, or a corps of three movement points in the armour's place,
    # nothing. (Red Vengeance's own ``exposure`` sees no enemy beyond three hexes.)
    objectives = ev.objectives(position("allied_move", False, "ger_pz_39")[0])
    assert generic_ev.walk_ins(*position("allied_move", False, "ger_pz_39"), "allied",
                               objectives) == 2.0
    assert generic_ev.walk_ins(*position("allied_move", True, "ger_pz_39"), "allied",
                               objectives) == 0.0
    assert generic_ev.walk_ins(*position("allied_move", False, "ger_20"), "allied",
                               objectives) == 0.0
    assert ev.exposure(*position("allied_move", False, "ger_pz_39"))["allied"] == 0.0
