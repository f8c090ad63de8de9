"""6.2, 6.6 (issue 45): two Soviet leaders may not end a phase in one hex. The phase does
not end while they do; the Soviet player removes one of them, his choice."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import EndPhase, Remove
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ON_MAP, POOL, REMOVED
from qtwargame.rules.shin_barbarossa import leaders
from tests.rules.shin_barbarossa.issue45_positions import position

SMOLENSK = "2218"


def two_turned_leaders(phase: str):
    """Belov (ability 2) and Fedyuninsky (ability 1), turned, with a rifle corps in Smolensk."""
    return position(3, phase, {"ldr_belov": SMOLENSK, "ldr_fedyuninsky": SMOLENSK, "su_rc10": SMOLENSK})


@pytest.mark.parametrize("phase", ["soviet_move", "soviet_combat"])
def test_6_2_6_6_two_leaders_in_one_hex_keep_the_phase_from_ending(phase):
    game, state = two_turned_leaders(phase)
    legal = game.legal_actions(state)
    assert EndPhase("soviet") not in legal
    assert [a for a in legal if isinstance(a, Remove)] == [
        Remove("soviet", "ldr_belov", "stacking"), Remove("soviet", "ldr_fedyuninsky", "stacking")]
    with pytest.raises(IllegalAction) as e:
        game.apply(state, EndPhase("soviet"))
    assert e.value.message.text == "Two Soviet leaders stand in one hex: remove one (6.2, 6.6)"


def test_6_6_the_soviet_player_chooses_the_leader_removed_and_a_turned_one_is_gone_for_good():
    game, state = two_turned_leaders("soviet_move")
    before = state.data.get("leader_vp", 0)
    after, log = game.apply(state, Remove("soviet", "ldr_fedyuninsky", "stacking"))
    # The log says what became of him (session 90: "A leader over the stacking limit is
    # removed", after the act that said so).
    assert [(e.text.format(), e.rule) for e in log] == [
        ("soviet removes the leader ldr_fedyuninsky: one leader a hex (6.2, 6.6)", ""),
        ("ldr_fedyuninsky is out of the game for good", "6.6, 19.3")]
    assert after.units["ldr_fedyuninsky"].status == REMOVED
    assert after.units["ldr_belov"].status == ON_MAP
    assert after.data["leader_vp"] == before + 1  # 19.3b: its ability, 1
    assert EndPhase("soviet") in game.legal_actions(after)
    assert not [a for a in game.legal_actions(after) if isinstance(a, Remove)]


def test_6_6_a_face_down_leader_removed_goes_back_to_the_pool_unseen():
    game, state = position(3, "soviet_move", {"ldr_slot_01": SMOLENSK, "ldr_slot_02": SMOLENSK})
    secret = state.secret.setdefault(leaders.SECRET, {"slots": {}, "pool": []})
    secret["slots"] = {"ldr_slot_01": "ldr_konev", "ldr_slot_02": "ldr_lukin"}
    pool = leaders.pool_count(state)
    assert EndPhase("soviet") not in game.legal_actions(state)
    after, log = game.apply(state, Remove("soviet", "ldr_slot_02", "stacking"))
    assert [(e.text.format(), e.rule) for e in log] == [
        ("soviet removes the leader ldr_slot_02: one leader a hex (6.2, 6.6)", ""),
        ("The face-down leader goes back to the pool unseen", "6.6")]
    assert after.units["ldr_slot_02"].status == POOL
    assert leaders.pool_count(after) == pool + 1
    assert after.units["ldr_lukin"].status == POOL  # never turned: nobody learns who it was
    assert EndPhase("soviet") in game.legal_actions(after)


def test_6_2_one_leader_with_two_combat_units_is_within_the_limit():
    game, state = position(3, "soviet_move",
                           {"ldr_belov": SMOLENSK, "su_rc10": SMOLENSK, "su_rc11": SMOLENSK})
    assert EndPhase("soviet") in game.legal_actions(state)
