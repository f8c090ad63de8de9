"""10.5: a move that ends in a rear area it may not end in says why in 10.5's terms, where
the general explanation said the hex was out of reach (session 89, by hand: the 1st Panzer
Army dragged from its stack in Army Group South's rear area onto another hex of that area
read "1001 is out of reach: … can reach 3 hexes this phase")."""

from __future__ import annotations

from qtwargame.engine.actions import Move
from qtwargame.logtext import PlainNames

from .helpers import bundled, start, to_phase


def _why(game, state, uid: str, label: str) -> tuple[str, str]:
    action = Move("german", uid, (game.board.hex(label),))
    rule, msg = game.ruleset.why_illegal(game, state, action)
    return rule, PlainNames(game, "en").render(msg)


def test_10_5_a_drop_inside_the_own_rear_area_is_refused_as_one_place():
    game = bundled()
    state = to_phase(game, start(game), "german_movement")
    assert game.label(state.units["ger_1pza"].hex) == "0800"  # Army Group South's area
    assert _why(game, state, "ger_1pza", "1001") == (
        "10.5", "1st Panzer Army is in Army Group South rear area already: a rear area is one "
                "place, whichever of its hexes a unit is dropped on.")


def test_10_5_a_coded_unit_may_not_enter_another_code_s_rear_area():
    game = bundled()
    state = to_phase(game, start(game), "german_movement")
    assert _why(game, state, "ger_1pza", "1100") == (
        "10.5", "1st Panzer Army may enter only the rear area of its setup code, not Army "
                "Group Centre rear area.")


def test_10_5_no_unit_enters_the_enemy_s_rear_area():
    game = bundled()
    state = to_phase(game, start(game), "german_movement")
    soviet = next(a for a in game.cache.topo.areas.values() if a.side == "soviet")
    label = game.label(sorted(soviet.hexes, key=game.label)[0])
    assert _why(game, state, "ger_1pza", label) == (
        "10.5", "Soviet rear area is the enemy's rear area: no unit enters it.")


def test_10_5_example_army_group_north_units_may_not_go_to_the_centre_or_romania_areas():
    game = bundled()
    state = to_phase(game, start(game), "german_movement")
    areas = game.cache.topo.areas
    north = sorted(u for u, v in state.units.items() if game.units[u].setup_code == "N"
                   and v.hex in areas["N"].hexes)
    assert north == ["ger_16a", "ger_18a", "ger_4pza"]
    for uid in north:
        reached = set(game.ruleset.reachable(game, state, uid))
        assert not reached & (areas["C"].hexes | areas["R"].hexes)
        for label, area in (("1100", "Army Group Centre rear area"), ("0200", "Romania")):
            rule, why = _why(game, state, uid, label)
            assert rule == "10.5" and why.endswith(
                f" may enter only the rear area of its setup code, not {area}.")
