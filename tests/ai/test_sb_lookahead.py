"""Shin Barbarossa's lookahead: what a side's coming combat phase is expected to gain from
where its units stand (``evaluation.lookahead``), with values worked by hand.

Every position is turn 2 in clear weather unless said, with only the named units on the
map (every other unit in the pool: the material of both armies is still the whole 1813
points, 805 Axis and 1008 Soviet, less the steps already lost, as ``generic`` counts it).
No leader is on the map, so every Soviet unit is out of command: one column against the
Soviets whether they attack or defend (10.4.7, 11.4b). The Axis units stand next to the Axis territory, in
supply and with a line of communication (4.1, 12.1); so do the Soviets (the east is open).

A gain is LOOKAHEAD_MATERIAL (4) x W_MATERIAL (6) = 24 times the expected material
change over 1813, plus the Axis points a loss gives (19.3d: panzer corps 6, German
infantry 3) over VP_SCALE (5), plus a victory city's worth (its points / 5) times the
chance the defenders leave it. Steps are worth what they print: a rifle corps 4 + 2, a
panzer corps 12 + 9 + 6 + 3, a German infantry corps 7 + 4, a mechanized corps 4.
"""

from __future__ import annotations

import pytest

from qtwargame.ai.evaluation import W_MATERIAL, material
from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.position import PositionBuilder
from qtwargame.rules.shin_barbarossa import battle
from qtwargame.rules.shin_barbarossa import evaluation as ev
from qtwargame.rules.shin_barbarossa.facts import Facts


def position(phase: str, placed: dict[str, str | tuple[str, int]], weather: str = "clear",
             game=None):
    """Turn 2, ``phase``; only the ``placed`` units on the map (a label, or a label and
    the steps lost). ``game``: the same game again (its kept exchanges with it)."""
    b = PositionBuilder.from_scenario("shin_barbarossa").at(turn=2, phase=phase, weather=weather)
    built, state = b.build(seed=1)
    game = game or built
    for uid in list(state.units):
        if state.units[uid].status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)
    for uid, at in placed.items():
        label, step = (at, 0) if isinstance(at, str) else at
        state.units[uid] = UnitState(game.hex(label), step, ON_MAP)
    return game, state


def column(game, state, attackers, target):
    pv = battle.preview(game, state, attackers, [game.hex(target)])
    return pv.attack_strength, pv.defense_strength, pv.column, sum(n for n, _ in pv.shifts)


def test_the_constants_and_the_material_the_values_here_are_worked_on():
    assert (ev.LOOKAHEAD_MATERIAL, W_MATERIAL, ev.VP_SCALE, ev.R_STEP) == (4.0, 6.0, 5.0, 0.5)
    game, state = position("axis_move_1", {})
    assert material(game, state) == {"axis": 805.0, "soviet": 1008.0}


# -- the Axis: attacks that gain (10.1) --------------------------------------------------------

LVOV = {"su_rc10": "0633", "de_pz41": "0533", "de_pz39": "0632"}


def test_10_3_7_an_axis_attack_that_gains_counts_its_chances_and_the_city():
    """The 10th Rifle Corps alone in Lvov (0633, a city of 5 points: worth 1), the 41st
    and 39th Panzer Corps (12 each) next to it in 0533 and 0632."""
    game, state = position("axis_move_1", LVOV)
    # 24 against 4 is 6:1; the city shifts one column to the defender (10.4.1), the
    # Soviets out of command one to the Axis (10.4.7): 6:1 on the Axis table.
    assert column(game, state, ["de_pz39", "de_pz41"], "0633") == (24, 4, "6:1", 0)
    # 6:1 reads 0/4, 0/4, 0/3, 0/2, 0/1, 0/R: the corps' two steps (6) die on 1-4; on 5
    # it loses its first step (4); on 6 (R) half a step (2) and it leaves the city the
    # other half of the time. The panzers lose nothing.
    mat = 4 / 6 * 6 + 1 / 6 * 4 + 1 / 6 * 0.5 * 4
    assert mat == pytest.approx(5.0)
    leave = 4 / 6 + 1 / 6 * 0.5
    assert ev.lookahead(game, state, "axis") == pytest.approx(24 * 5 / 1813 + leave * 1)
    assert ev.lookahead(game, state, "axis") == pytest.approx(0.8161886)
    # the Soviets have no combat in the Axis player turn
    assert ev.lookahead(game, state, "soviet") == 0.0


def test_10_1_an_axis_attack_that_loses_is_not_counted():
    """The 1st Corps (7) alone against the 10th and 11th Rifle Corps (4 + 4) in Lvov."""
    placed = {"su_rc10": "0633", "su_rc11": "0633", "de_ak1": "0533"}
    game, state = position("axis_move_1", placed)
    # 7 against 8 is 1:2 (the Axis floor, allowed), city -1, out of command +1: 1:2,
    # reading 0/R, 1/R, 1/0, 2/0, 2/0, 2/0.
    assert column(game, state, ["de_ak1"], "0633") == (7, 8, "1:2", 0)
    # Defenders: R on 1-2, half a step of the 11th (2), and the city left half the time.
    # The corps loses its first step (7) on 2-3 and both (11) on 4-6, then it is gone and
    # gives the Soviets 3 points (19.3d).
    mat = 2 / 6 * 2 - (2 / 6 * 7 + 3 / 6 * 11)
    pts = 3 / 6 * 3
    leave = 2 / 6 * 0.5
    f = Facts.of(game, state)
    assert ev.exchange(game, state, f, ("de_ak1",), game.hex("0633")) == pytest.approx(
        (mat, pts, leave))
    gain = 24 * mat / 1813 - pts / 5 + leave * 1
    assert gain == pytest.approx(-0.2282, abs=1e-4)
    # 10.1: the Axis need not attack, and it does not.
    assert ev.lookahead(game, state, "axis") == 0.0


# -- the Soviets: attacks owed (10.2) ----------------------------------------------------------

def test_10_2_an_owed_soviet_attack_counts_even_when_it_loses():
    """The 10th Rifle Corps (4) in 0534 next to the 41st Panzer Corps (12) in 0533, clear
    terrain, no river: the Soviets must attack it (10.2)."""
    game, state = position("soviet_move", {"su_rc10": "0534", "de_pz41": "0533"})
    # 4 against 12 is 1:3; out of command one column to the Axis: 1:4 on the Soviet
    # table, 1/0 then 2/0 on 2-6. The corps loses a step (4) on 1, both (6) on 2-6.
    assert column(game, state, ["su_rc10"], "0533") == (4, 12, "1:4", -1)
    mat = -(1 / 6 * 4 + 5 / 6 * 6)
    assert ev.lookahead(game, state, "soviet") == pytest.approx(24 * mat / 1813)
    assert ev.lookahead(game, state, "soviet") == pytest.approx(-136 / 1813)


def test_10_2_an_owed_attack_that_loses_is_made_by_the_least_valuable_unit_when_that_loses_less():
    """The 10th Rifle Corps (4 + 2) and the 21st Mechanized Corps (4, one step) in 0534,
    next to the 41st Panzer Corps in 0533. 10.2 asks for the stack to be attacked, not
    for every unit to attack it."""
    placed = {"su_rc10": "0534", "su_mc21": "0534", "de_pz41": "0533"}
    game, state = position("soviet_move", placed)
    # Both: 8 against 12 is 1:2, out of command: 1:3, reading 1/R, 1/0, 2/0 (3-6). One
    # step comes from the rifle corps (4, 10.5.2: the owner keeps units alive), two from
    # both (8); on 1 the panzer corps loses half a step (6).
    assert column(game, state, ["su_mc21", "su_rc10"], "0533") == (8, 12, "1:3", -1)
    both = 1 / 6 * 0.5 * 12 - (2 / 6 * 4 + 4 / 6 * 8)
    # The mechanized corps alone (the least valuable, 4): 1:4, it is lost whatever the
    # die says (4).
    assert column(game, state, ["su_mc21"], "0533") == (4, 12, "1:4", -1)
    alone = -4.0
    assert alone > both
    assert ev.lookahead(game, state, "soviet") == pytest.approx(24 * alone / 1813)


def test_19_3d_an_axis_unit_the_soviets_destroy_counts_its_points():
    """The 10th and 11th Rifle Corps (4 + 4) in 0534 next to the 1st Corps reduced to its
    last step (4) in 0533."""
    placed = {"su_rc10": "0534", "su_rc11": "0534", "de_ak1": ("0533", 1)}
    game, state = position("soviet_move", placed)
    # 8 against 4 is 2:1, out of command: 1:1, reading 1/2, 1/1, 1/R, 1/0, 2/0, 2/0.
    assert column(game, state, ["su_rc10", "su_rc11"], "0533") == (8, 4, "1:1", -1)
    # The corps dies on 1-2 (4, and 3 points to the Soviets, 19.3d); on 3 (R) half its
    # step (2, and half its points). The Soviets lose one step (4) on 1-4, two (8) on 5-6.
    mat = 2 / 6 * 4 + 1 / 6 * 2 - (4 / 6 * 4 + 2 / 6 * 8)
    pts = 2 / 6 * 3 + 1 / 6 * 0.5 * 3
    assert (mat, pts) == (pytest.approx(-11 / 3), pytest.approx(1.25))
    # The 1st Corps' lost step (7) is out of the material: 1806 points in all.
    assert sum(material(game, state).values()) == 1806
    assert ev.lookahead(game, state, "soviet") == pytest.approx(24 * mat / 1806 + pts / 5)
    assert ev.lookahead(game, state, "soviet") == pytest.approx(0.2012735)


def test_10_2_1_across_an_unfrozen_river_the_soviets_need_not_attack_and_frozen_they_must():
    """The 10th Rifle Corps in 0731, the 41st Panzer Corps in 0732, a river between."""
    placed = {"su_rc10": "0731", "de_pz41": "0732"}
    game, state = position("soviet_move", placed)
    # Across the river (-1, 10.4.3) and out of command (-1): 4 against 12 falls to 1:5,
    # every attacker eliminated (10.3.6). Not owed (10.2.1a): not made, nothing counted.
    assert column(game, state, ["su_rc10"], "0732") == (4, 12, "1:5", -2)
    assert ev.lookahead(game, state, "soviet") == 0.0
    # Frozen (15.3): the river is no obstacle, the attack is owed, 1:4 as in 0534.
    game, state = position("soviet_move", placed, weather="frozen")
    assert column(game, state, ["su_rc10"], "0732") == (4, 12, "1:4", -1)
    assert ev.lookahead(game, state, "soviet") == pytest.approx(-136 / 1813)


def test_10_4_the_exchanges_kept_per_game_follow_the_weather():
    """The exchanges are kept per game by what they read of the position: the same
    units in the same places in frozen weather are another exchange (the river frozen)."""
    placed = {"su_rc10": "0731", "de_pz41": "0732"}
    game, clear = position("soviet_move", placed)
    assert ev.lookahead(game, clear, "soviet") == 0.0
    game, frozen = position("soviet_move", placed, weather="frozen", game=game)
    assert ev.lookahead(game, frozen, "soviet") == pytest.approx(-136 / 1813)
    assert ev.lookahead(game, clear, "soviet") == 0.0


def test_10_2_the_stacks_owed_are_those_battle_owed_reads():
    """At the historical setup on turn 2's Soviet movement the fronts touch along the
    border: the stacks the lookahead counts as owed are those ``battle.owed`` lists."""
    game, state = PositionBuilder.from_scenario("shin_barbarossa").at(
        turn=2, phase="soviet_move").build(seed=1)
    f = Facts.of(game, state)
    _, owed = ev.fronts(game, state, f, "soviet")
    want = {f.t.index[h] for hexes in battle.owed(game, state, f).values() for h in hexes}
    assert want and owed == want


# -- when (5.2, 5.3) --------------------------------------------------------------------------

def test_5_3_the_lookahead_counts_only_before_the_side_s_own_combat():
    """The Axis's first movement phase; the Soviet movement and leader withdrawal phases
    (5.3.2: a leader withdrawn changes the coming combat's command and strength); 0 in the
    combat phases, in the Axis's second movement phase (its combat is over) and for the
    side whose player turn it is not."""
    assert ev.BEFORE_COMBAT == {"axis": ("axis_move_1",),
                                "soviet": ("soviet_move", "soviet_withdrawal")}
    placed = {"su_rc10": "0534", "de_pz41": "0533"}
    for phase in ("soviet_move", "soviet_withdrawal"):
        game, state = position(phase, placed)
        assert ev.lookahead(game, state, "soviet") == pytest.approx(-136 / 1813)
        assert ev.lookahead(game, state, "axis") == 0.0
    for phase in ("soviet_combat", "axis_combat", "axis_move_2", "start", "end"):
        game, state = position(phase, placed)
        assert ev.lookahead(game, state, "soviet") == 0.0
        assert ev.lookahead(game, state, "axis") == 0.0
    game, state = position("axis_move_1", LVOV)
    assert ev.lookahead(game, state, "axis") > 0
    game, state = position("axis_move_2", LVOV)
    assert ev.lookahead(game, state, "axis") == 0.0


def test_a_searching_level_adds_the_lookahead_at_its_weight():
    """``oep_strong`` adds the lookahead (``Settings.lookahead`` 1) to every value it
    computes; a level with the weight 0 (``greedy``, ``oep``) values the evaluation alone."""
    import random

    from qtwargame.ai import make_player
    from qtwargame.ai.evaluation import evaluate

    game, state = position("axis_move_1", LVOV)
    look = ev.lookahead(game, state, "axis")
    base = evaluate(game, state, "axis")
    for weight in (0.0, 1.0):
        player = make_player("oep", "axis", 1, lookahead=weight)
        player.fit(game)
        assert player.value(game, state, random.Random(1)) == pytest.approx(base + weight * look)
