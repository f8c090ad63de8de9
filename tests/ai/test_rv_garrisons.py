"""Red Vengeance's strongest level counts the cities its garrisons may empty (session 65):
a forced combat whose attackers are a city's whole garrison may leave it empty (8.53, 8.62:
``city_left``), and an empty city counts at its whole swing where its holder has no move
left before the enemy's (``exposed_city_unguarded``); both are weights, at their neutral
values for every other level."""

from __future__ import annotations

import pytest

from qtwargame.ai.weights import declared, tuned, with_defaults
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import evaluation as ev


def empty_map(turn: int, phase: str, weather: str = "clear") -> PositionBuilder:
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=turn, phase=phase, weather=weather)
    for u in b.data["units"]:
        b.place(u["id"], None, status="pool")
    return b


def garrison(at: str = "2219", step: int = 1, phase: str = "allied_move"):
    """Turn 5: the 42nd Army (two steps; ``step`` 1 its reduced side) at ``at``, Vienna
    (2219) held by the Allies, the 20th Corps next to Vienna at 2119."""
    game, state = empty_map(5, phase).place("sov_42", at, step=step).place("ger_20", "2119").build(seed=1)
    state.control[game.hex("2219")] = "allied"
    return game, state


def test_8_53_8_62_a_forced_combat_counts_the_city_its_whole_garrison_may_leave():
    # The reduced army alone in Vienna must attack the corps (8.1): three defence dice
    # hitting on a 6; one hit removes its last step, so the city is left with chance
    # 1 - (5/6)^3 = 91/216, times its two-point swing, times city_left (1 for the strongest
    # level, 0 by default).
    game, state = garrison()
    strong = tuned(game, "oep_strong")
    assert strong["city_left"] == 1.0 and declared(game)["city_left"] == 0.0
    lost = ev.forced_combats(game, state, "allied") - ev.forced_combats(game, state, "allied", strong)
    assert lost == pytest.approx(2.0 * 91 / 216, abs=1e-12)
    # At full strength only two hits or more empty it: all the attackers retreat (8.62).
    game, state = garrison(step=0)
    lost = ev.forced_combats(game, state, "allied") - ev.forced_combats(game, state, "allied", strong)
    assert lost == pytest.approx(2.0 * 16 / 216, abs=1e-12)


def test_8_1_an_attack_from_outside_a_city_leaves_none():
    # The same army attacking the corps from 2019, next to it and outside Vienna.
    game, state = garrison(at="2019")
    strong = tuned(game, "oep_strong")
    assert ev.forced_combats(game, state, "allied") != 0.0
    assert ev.forced_combats(game, state, "allied", strong) == ev.forced_combats(game, state, "allied")


def vienna_empty(phase: str, weather: str = "clear"):
    """Turn 5: Vienna (2219) Allied and empty, the 20th Corps next to it, the 42nd Army at
    2320."""
    b = empty_map(5, phase, weather).place("sov_42", "2320").place("ger_20", "2119")
    game, state = b.build(seed=1)
    state.control[game.hex("2219")] = "allied"
    return game, state


@pytest.mark.parametrize(("phase", "weather", "share"), [
    ("allied_move", "clear", 0.5), ("allied_combat", "clear", 0.5),
    ("allied_exploit", "clear", 1.0), ("allied_exploit_combat", "clear", 1.0),
    ("axis_organization", "clear", 1.0), ("axis_move", "clear", 0.5),
    ("allied_move", "mud", 1.0), ("allied_combat", "mud", 1.0)])
def test_6_6_13_0_an_empty_city_with_no_move_left_counts_whole(phase, weather, share):
    # An enemy unit a hex away: the share of Vienna's two-point swing at risk. After the
    # Allies' last movement of the turn (their exploitation, 6.6; their movement in mud,
    # 13.0: no exploitation phases) up to the Axis movement, the strongest level counts it
    # whole; the default weights count half everywhere, as before.
    game, state = vienna_empty(phase, weather)
    assert ev.exposure(game, state) == {"axis": 0.0, "allied": 1.0}
    assert ev.exposure(game, state, tuned(game, "oep_strong")) == {"axis": 0.0, "allied": 2.0 * share}


def test_6_6_the_strongest_level_keeps_vienna_garrisoned_in_the_exploitation_movement():
    # The 4th Tank Army, Vienna's only garrison, in the Allied exploitation movement with
    # the 20th Corps next to the city: moving it to 2020 (nearer Prague) is worth more than
    # staying with the default weights, less with the strongest level's, which count the
    # city the Axis then walks into at its whole swing.
    def at(where):
        b = empty_map(5, "allied_exploit").place("sov_4t", where).place("ger_20", "2119")
        game, state = b.place("ger_26", "1915").build(seed=1)
        state.control[game.hex("2219")] = "allied"
        return game, state
    stay, go = at("2219"), at("2020")
    strong = tuned(stay[0], "oep_strong")
    old = ev.evaluate(*go, "allied") - ev.evaluate(*stay, "allied")
    new = ev.evaluate(*go, "allied", weights=strong) - ev.evaluate(*stay, "allied", weights=strong)
    assert old > 0 > new
    assert old - new == pytest.approx(1.0, abs=1e-12)


def test_the_default_weights_change_nothing_for_the_other_levels():
    game, state = garrison()
    d = declared(game)
    assert (d["city_left"], d["exposed_city_unguarded"]) == (0.0, d["exposed_city"])
    assert tuned(game, "oep") is None and tuned(game, "greedy") is None
    same = with_defaults({"exposed_city_unguarded": 0.5, "city_left": 0.0}, d)
    assert ev.evaluate(game, state, "allied", weights=same) == ev.evaluate(game, state, "allied")
