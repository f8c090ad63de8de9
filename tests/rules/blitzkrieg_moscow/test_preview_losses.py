"""The combat preview's expected step losses and chance the defenders leave the hex
(``CombatPreview.losses``, ``vacated``): worked by hand from the test table, then checked
against the six combats the die can give."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP
from qtwargame.rules.blitzkrieg_moscow import combat
from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder, apply, settle

G, S = "german", "soviet"

# The test table's columns (helpers.CRT), by die 1-6:
#   2:1  DL DR DR -  -  -        3:1  DE DL DR DR -  -        4:1  DE DE DL DR DR -


def _position(make, dice=()):
    """German combat, turn 1, in the position ``make()`` builds (a builder's dice add up:
    a new one each time)."""
    return make().at(turn=1, phase="german_combat").dice(*dice).build(seed=1)


def _steps(game, s, uid):
    """Steps a unit has: on the map, its sides left (two active, one worn or a corps);
    gone to its rear area, the steps it comes back with (10.5: active); eliminated, 0."""
    u = s.units[uid]
    if u.status == ELIMINATED:
        return 0
    if u.status == OFF_MAP:
        return game.units[uid].step_count
    assert u.status == ON_MAP
    return game.units[uid].step_count - u.step


def _fought(make, attackers, target, active, die):
    """Steps each side lost in the combat the die ``die`` gives, the units in ``active``
    defending actively; a gain (back from the rear area active) is no loss."""
    game, s = _position(make, (die,))
    before = {u: _steps(game, s, u) for u in s.units}
    s = apply(game, s, Attack(G, tuple(attackers), game.hex(target)))
    if s.pending is not None and s.pending.kind == "defence":
        s = apply(game, s, Choose(S, Opt.DEFEND, tuple(sorted(active))))
    s = settle(game, s)
    lost = {G: 0, S: 0}
    for u, n in before.items():
        lost[game.units[u].side] += max(0, n - _steps(game, s, u))
    return lost, not combat.units_at(s, game.hex(target))


def _by_the_die(make, attackers, target, active):
    """The mean over the six faces of the steps lost and of the hex being left."""
    runs = [_fought(make, attackers, target, active, die) for die in range(1, 7)]
    return ({side: sum(r[0][side] for r in runs) / 6 for side in (G, S)},
            sum(r[1] for r in runs) / 6)


def _preview(make, attackers, target, choice):
    game, s = _position(make)
    return combat.preview(game, s, attackers, game.hex(target), choice)


def test_11_3_preview_expected_losses_a_lone_defender_retreating_on_the_map():
    # 4 against 2 (active) is 2:1: DL 1/6, DR 2/6, no effect 3/6. The German army is worn
    # whatever the result (11.3.7): 1 step. The Soviet army, active: worn by DL, by the end
    # of the combat after DR or no effect: 1 step every time (11.3.6, 11.3.7).
    def b():
        return BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")

    pv = _preview(b, ["a"], "0303", {"x": "active"})
    assert pv.column == "2:1"
    assert pv.losses == {G: 1.0, S: 1.0}
    assert pv.vacated == pytest.approx(3 / 6)
    # Passive (4 against 1, 4:1: DE 2/6, DL 1/6, DR 2/6, no effect 1/6): DE takes both
    # steps, DL one, DR and no effect none: (2 x 2 + 1) / 6.
    pv = _preview(b, ["a"], "0303", {"x": "passive"})
    assert pv.column == "4:1"
    assert pv.losses == {G: 1.0, S: pytest.approx(5 / 6)}
    assert pv.vacated == pytest.approx(5 / 6)
    assert _by_the_die(b, ["a"], "0303", ("x",)) == ({G: 1.0, S: 1.0}, pytest.approx(3 / 6))
    assert _by_the_die(b, ["a"], "0303", ()) == ({G: 1.0, S: pytest.approx(5 / 6)},
                                                 pytest.approx(5 / 6))


def test_11_4_1_preview_expected_losses_a_defender_with_no_retreat_loses_every_step():
    # Every hex round 0303 is German or in a German ZOC: any retreat eliminates the army.
    # 8 against 2 is 4:1: DE 2/6, DL 1/6, DR 2/6 each cost both steps, no effect 1/6 the
    # active defender's one: (5 x 2 + 1) / 6. Both German armies are worn: 2 steps.
    def b():
        return (BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("c", G, "0202")
                .piece("d", G, "0305").piece("x", S, "0303"))

    pv = _preview(b, ["a", "b"], "0303", {"x": "active"})
    assert pv.column == "4:1"
    assert pv.losses == {G: 2.0, S: pytest.approx(11 / 6)}
    assert pv.vacated == pytest.approx(5 / 6)
    assert _by_the_die(b, ["a", "b"], "0303", ("x",)) == ({G: 2.0, S: pytest.approx(11 / 6)},
                                                          pytest.approx(5 / 6))


def test_10_5_preview_expected_losses_a_retreat_into_the_own_rear_area_costs_no_step():
    # 0106 is next to the Soviet rear area: every retreat ends there, and the unit comes
    # back active (10.5). 2:1, active: DL and DR cost nothing, no effect (3/6) wears it.
    def b():
        return BtmBuilder().piece("a", G, "0105").piece("x", S, "0106")

    pv = _preview(b, ["a"], "0106", {"x": "active"})
    assert pv.column == "2:1"
    assert pv.losses == {G: 1.0, S: pytest.approx(3 / 6)}
    assert pv.vacated == pytest.approx(3 / 6)
    assert _by_the_die(b, ["a"], "0106", ("x",)) == ({G: 1.0, S: pytest.approx(3 / 6)},
                                                     pytest.approx(3 / 6))


def test_11_6_preview_expected_losses_dl_eliminates_a_corps_beside_a_retreating_army():
    # The army (active, 2) and the corps (passive, 0) in 0303 against 8: 4:1. DE: 3 steps
    # (2 + 1); DL: the corps (no worn side) and the army's step, 2; DR, no effect: the army
    # is worn by the end, 1. (2 x 3 + 2 + 3 x 1) / 6 = 11/6. Only the army retreats after
    # a DL, and after a DR only the corps and the army both would, on the map: the
    # first one's retreat is its owner's choice, so here the rules cannot say and the
    # preview gives the German steps alone.
    def b():
        return (BtmBuilder().piece("a", G, "0302").piece("b", G, "0402")
                .piece("x", S, "0303").piece("m", S, "0303", "mc"))

    game, s = _position(b)
    assert {combat.retreat_fate(game, s, u, game.hex("0303")) for u in ("x", "m")} == {"map"}
    pv = _preview(b, ["a", "b"], "0303", {"x": "active", "m": "passive"})
    assert pv.column == "4:1"
    assert pv.losses == {G: 2.0}
    assert pv.vacated == pytest.approx(5 / 6)
    # Both passive (8 against 1 + 0) is beyond the table: always DE, 3 steps, no retreat.
    pv = _preview(b, ["a", "b"], "0303", {"x": "passive", "m": "passive"})
    assert (pv.outcomes, pv.losses, pv.vacated) == ({"DE": 1.0}, {G: 2.0, S: 3.0}, 1.0)


def test_11_3_5_preview_expected_losses_a_failed_attack_wears_attackers_and_active_defenders():
    # 1 against 3 is 1:3: the attack fails (11.3.5); the attacker and both active defenders
    # are worn: the army a step, the corps (no worn side) its only one.
    def b():
        weak = [{"strength": 1, "passive": 1, "movement": 3}, {"strength": 1, "movement": 3}]
        return (BtmBuilder().piece("a", G, "0302", steps=weak)
                .piece("x", S, "0303").piece("m", S, "0303", "mc"))

    pv = _preview(b, ["a"], "0303", {"x": "active", "m": "active"})
    assert (pv.outcomes, pv.losses, pv.vacated) == ({"fail": 1.0}, {G: 1.0, S: 2.0}, 0.0)


def test_14_2_1_preview_the_hero_city_holds_against_a_german_dr():
    # 8 against 2 is 4:1, the city shifts it to 3:1: DE 1/6, DL 1/6, DR 2/6, no effect
    # 2/6. In the hero city the German DR is no effect: the hex is left on DE and DL only.
    # The active defender loses a step on every result but DE (2): (2 + 5) / 6 either way.
    def b():
        return (BtmBuilder().city("kiev", "0303").piece("a", G, "0302").piece("b", G, "0402")
                .piece("x", S, "0303"))

    game, s = _position(b)
    pv = combat.preview(game, s, ["a", "b"], game.hex("0303"), {"x": "active"})
    assert pv.column == "3:1" and pv.vacated == pytest.approx(4 / 6)
    assert pv.losses == {G: 2.0, S: pytest.approx(7 / 6)}
    s.data["hero"] = {"city": "0303", "marker": True}
    pv = combat.preview(game, s, ["a", "b"], game.hex("0303"), {"x": "active"})
    assert pv.outcomes["DR"] == pytest.approx(2 / 6)  # the table as printed
    assert pv.vacated == pytest.approx(2 / 6)
    assert pv.losses == {G: 2.0, S: pytest.approx(7 / 6)}


def test_11_4_1_preview_expected_losses_a_surrounded_stack_loses_every_step():
    # Two Soviet armies in 0303, every hex round it German or in a German ZOC: neither has
    # a retreat, so neither moves, and each is eliminated by DL or DR whatever the order
    # the owner takes them in (11.4.1). 8 against 2 + 2 is 2:1: DL 1/6 and DR 2/6 cost all
    # 4 steps, no effect (3/6) wears both active armies, 2: (3 x 4 + 3 x 2) / 6 = 3.
    def b():
        return (BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("c", G, "0202")
                .piece("d", G, "0305").piece("x", S, "0303").piece("y", S, "0303"))

    game, s = _position(b)
    assert {combat.retreat_fate(game, s, u, game.hex("0303")) for u in ("x", "y")} == {"none"}
    pv = _preview(b, ["a", "b"], "0303", {"x": "active", "y": "active"})
    assert pv.column == "2:1"
    assert pv.losses == {G: 2.0, S: pytest.approx(3.0)}
    assert pv.vacated == pytest.approx(3 / 6)
    assert _by_the_die(b, ["a", "b"], "0303", ("x", "y")) == ({G: 2.0, S: pytest.approx(3.0)},
                                                              pytest.approx(3 / 6))
