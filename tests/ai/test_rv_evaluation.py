"""Red Vengeance's evaluation: a hex over the stacking limit at the end of a movement phase
loses units (6.3: the opponent removes the excess as it likes, and they are casualties,
15.2), so the evaluation counts them as gone already, the most valuable first."""

from __future__ import annotations

import pytest

from qtwargame.ai.evaluation import W_MATERIAL, facts, material, unit_value
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import evaluation as ev

HEX = "0203"  # an empty Allied hex behind the start line


def stacked(*uids: str, at: str = HEX):
    b = PositionBuilder.from_scenario("red_vengeance").at(turn=1, phase="allied_move")
    for u in uids:
        b.place(u, at)
    return b.build(seed=1)


def test_6_3_two_units_in_a_hex_lose_nothing():
    game, state = stacked("sov_42", "sov_67")
    assert ev.excess(game, state) == {}


def test_6_3_a_third_unit_costs_the_most_valuable_of_the_three():
    game, state = stacked("sov_42", "sov_67", "sov_1s")
    vals = facts(game)
    assert [unit_value(vals, u, 0) for u in ("sov_42", "sov_67", "sov_1s")] == [6.0, 6.0, 8.0]
    assert ev.excess(game, state) == {"allied": ["sov_1s"]}


def test_6_3_a_leader_does_not_count_and_is_not_the_one_removed():
    game, state = stacked("sov_42", "sov_67", "ldr_zhukov")
    assert ev.excess(game, state) == {}


def test_6_3_15_2_the_removed_unit_is_a_casualty_and_lost_material():
    game, state = stacked("sov_42", "sov_67", "sov_1s")
    gone = ev.excess(game, state)
    # 15.2: the Axis scores 2 casualty points for an eliminated Allied unit at full strength
    assert ev.casualty_lead(game, state, "axis", gone) - ev.casualty_lead(game, state, "axis") == 2.0
    total = sum(material(game, state).values())
    assert ev.overstack_loss(game, state, "allied", gone) == pytest.approx(-W_MATERIAL * 8.0 / total)
    assert ev.overstack_loss(game, state, "axis", gone) == pytest.approx(W_MATERIAL * 8.0 / total)


def test_6_3_the_allies_would_rather_keep_the_third_unit_out_of_the_hex():
    game, over = stacked("sov_42", "sov_67", "sov_1s")
    _, fine = stacked("sov_42", "sov_67")  # the shock army stays where the setup put it
    with_term = ev.evaluate(game, over, "allied") - ev.evaluate(game, fine, "allied")
    gone = ev.excess(game, over)
    penalty = ev.overstack_loss(game, over, "allied", gone) + ev.W_CASUALTY * (
        ev.casualty_lead(game, over, "allied", gone) - ev.casualty_lead(game, over, "allied"))
    assert penalty == pytest.approx(-W_MATERIAL * 8.0 / sum(material(game, over).values())
                                    - ev.W_CASUALTY * 2.0)
    assert with_term < 0
