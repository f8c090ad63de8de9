"""8.51-8.62 and 11.1 through the combat procedure the game runs (the shared dice-bucket
``resolution.Procedure``): every way a side may answer its hits, found by trying every
answer the procedure offers, from a small position with scripted dice.

An outcome is (steps each unit lost, hexes the survivors retreat): the losses are read when
the side's answers are over (the procedure moves on to a retreat, the other side or the
end of the combat) and the retreat is the length the procedure sets when the side chooses
to retreat (8.61, 8.62)."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Attack, Choose, Opt, TakeLoss
from qtwargame.engine.state import ON_MAP
from tests.rules.red_vengeance.test_ruleset import new_game, only


def declared(scenario, placed, attackers, target, dice, attacker="allied", also=()):
    """The game and the position once the attack of ``attackers`` on ``target`` (and the
    hexes ``also``, attacked together with it, 8.41) is resolved with ``dice``."""
    game, state = new_game(scenario, dice=dice)
    s = only(game, state, {u: (h, 0) for u, h in placed.items()}, f"{attacker}_combat")
    for a in [Attack(attacker, (attackers[0],), game.hex(target))] + [
            Choose(attacker, Opt.ATTACKER, (u,)) for u in attackers[1:]] + [
            Choose(attacker, Opt.TARGET, hexes=(game.hex(h),)) for h in also] + [
            Choose(attacker, Opt.RESOLVE)]:
        s, _ = game.apply(s, a)
    return game, s


def outcomes(scenario, placed, attackers, target, dice, side, units, attacker="allied", also=()):
    """Every (steps lost by each of ``units``, retreat) ``side`` may reach answering its
    hits in the combat of ``attackers`` (of the ``attacker`` side) on ``target`` (and the
    hexes ``also``)."""
    game, s = declared(scenario, placed, attackers, target, dice, attacker, also)
    steps = {u: game.units[u].step_count for u in units}
    found = set()

    def lost(s):
        return tuple(steps[u] if s.units[u].status != ON_MAP else s.units[u].step for u in units)

    start = {u: s.units[u].hex for u in units}

    def retreat(s) -> int:
        c = s.data.get("combat")
        if c and s.pending is not None and s.pending.side == side:
            return c["retreat"][side]  # the survivors are asked where to retreat
        # a retreat made at once (the attacker's one hex, 8.62): how far they went
        return max((s.units[u].hex.distance(start[u]) for u in units if s.units[u].status == ON_MAP),
                   default=0)

    def walk(s):
        p = s.pending
        if p is None or p.side != side or p.kind != "losses":
            found.add((lost(s), retreat(s)))
            return
        for a in game.legal_actions(s):
            walk(game.apply(s, a)[0])

    walk(s)
    return found


@pytest.fixture(scope="module")
def scenario():
    from qtwargame.scenario.io import load_scenario
    from tests.rules.red_vengeance.test_ruleset import SCENARIO

    return load_scenario(SCENARIO)


#: Two full German corps on 1208 attacked by two Soviet armies from 1207: the ground behind
#: the Germans (1209, 1309, 1109 and beyond) is open for a retreat of up to three hexes.
TWO_GERMANS = {"sov_42": "1207", "sov_67": "1207", "ger_38": "1208", "ger_28": "1208"}


def test_8_53_five_hits_on_two_full_german_units_eliminate_both_without_retreat(scenario):
    # 8 dice (two 4-strength armies), five 6s; the Germans' dice hit nothing
    dice = (6, 6, 6, 6, 6, 1, 1, 1) + (1,) * 6
    got = outcomes(scenario, TWO_GERMANS, ["sov_42", "sov_67"], "1208", dice, "axis", ["ger_38", "ger_28"])
    assert got == {((2, 2), 0)}


def test_8_61_four_hits_on_two_full_axis_units(scenario):
    # four 6s of the 8 dice: the example's four mixes (one reduced and both retreat 3; both
    # reduced, retreat 2; one eliminated, the other retreats 2; one eliminated and one
    # reduced, retreat 1) and every hit taken as a step; nothing else
    dice = (6, 6, 6, 6, 1, 1, 1, 1) + (1,) * 6
    got = outcomes(scenario, TWO_GERMANS, ["sov_42", "sov_67"], "1208", dice, "axis", ["ger_38", "ger_28"])
    assert got == {((1, 0), 3), ((0, 1), 3), ((1, 1), 2), ((2, 0), 2), ((0, 2), 2),
                   ((2, 1), 1), ((1, 2), 1), ((2, 2), 0)}


#: The example's own position: the two full German corps in separate hexes (1208, 1108), both
#: next to the two Soviet armies on 1207, which attack the two hexes together (8.41).
APART = {"sov_42": "1207", "sov_67": "1207", "ger_38": "1208", "ger_28": "1108"}


def test_8_61_example_two_full_axis_units_in_separate_hexes_four_hits(scenario):
    # 8 dice against 6, four 6s: the example's four mixes and every hit taken as a step,
    # as for a stack; and each survivor retreats the same number of hexes from its own hex
    dice = (6, 6, 6, 6, 1, 1, 1, 1) + (1,) * 6
    got = outcomes(scenario, APART, ["sov_42", "sov_67"], "1208", dice, "axis", ["ger_38", "ger_28"],
                   also=("1108",))
    assert got == {((1, 0), 3), ((0, 1), 3), ((1, 1), 2), ((2, 0), 2), ((0, 2), 2),
                   ((2, 1), 1), ((1, 2), 1), ((2, 2), 0)}
    # one corps reduced, then both retreat three hexes, each from the hex it was attacked in
    game, s = declared(scenario, APART, ["sov_42", "sov_67"], "1208", dice, also=("1108",))
    s, _ = game.apply(s, TakeLoss("axis", "ger_28"))
    s, _ = game.apply(s, Choose("axis", Opt.RETREAT))
    while s.pending is not None and s.pending.kind == "retreat":
        s, _ = game.apply(s, game.legal_actions(s)[0])
    assert [(s.units[u].step, s.units[u].hex.distance(game.hex(APART[u]))) for u in ("ger_38", "ger_28")] \
        == [(0, 3), (1, 3)]


def test_8_62_the_attacker_retreats_one_hex_at_most(scenario):
    # the two Soviet armies attack from one hex; the German corps' 3 dice are three 6s
    placed = {"sov_42": "1207", "sov_67": "1207", "ger_38": "1208"}
    dice = (1,) * 8 + (6, 6, 6)
    got = outcomes(scenario, placed, ["sov_42", "sov_67"], "1208", dice, "allied", ["sov_42", "sov_67"])
    assert got == {((1, 1), 1), ((2, 0), 1), ((0, 2), 1), ((2, 1), 0), ((1, 2), 0)}


def test_8_6_the_first_hit_is_always_a_step(scenario):
    placed = {"sov_42": "1207", "ger_38": "1208"}
    got = outcomes(scenario, placed, ["sov_42"], "1208", (6, 1, 1, 1) + (1, 1, 1), "axis", ["ger_38"])
    assert got == {((1,), 0)}


def test_11_1_shock_armies_need_two_hits_a_step(scenario):
    # one hit on a shock army and an infantry army falls on the infantry army
    placed = {"sov_1s": "1207", "sov_42": "1207", "ger_38": "1208", "ger_28": "1209"}
    mixed = outcomes(scenario, placed, ["sov_1s", "sov_42"], "1208", (1,) * 9 + (6, 1, 1), "allied",
                     ["sov_1s", "sov_42"])
    assert mixed == {((0, 1), 0)}
    # a shock army defending alone: one hit is ignored; three are a step and an odd hit
    # over, ignored ("neither a retreat nor a step is needed for it": nothing is left to
    # absorb); four take both steps or a step and a two-hex retreat
    lone = {"ger_38": "1207", "ger_28": "1207", "sov_1s": "1208"}

    def on_the_shock_army(hits):
        dice = (6,) * hits + (1,) * (6 - hits) + (1,) * 5
        return outcomes(scenario, lone, ["ger_38", "ger_28"], "1208", dice, "allied", ["sov_1s"], "axis")

    assert on_the_shock_army(1) == {((0,), 0)}
    assert on_the_shock_army(3) == {((1,), 0)}
    assert on_the_shock_army(4) == {((1,), 2), ((2,), 0)}
