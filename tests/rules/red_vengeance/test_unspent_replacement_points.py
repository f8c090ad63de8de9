"""10.0: replacement points are spent as they are received; those left when the
organization phase ends are lost. The ruleset names what ending the phase would throw away
(``Ruleset.end_phase_losses``) for the kinds a restore or a return legal now would spend,
so the play window can ask before it does (session 94: End Phase threw them away without
a word)."""

from __future__ import annotations

from qtwargame.engine.actions import EndPhase
from qtwargame.logtext import PlainNames
from qtwargame.position import PositionBuilder
from tests.rules.red_vengeance.test_player_choices import _IDS


def organization(rp: dict[str, int], placed: dict[str, tuple]):
    """The Allied organization phase of turn 3 with ``rp`` Allied points to spend, the
    units of ``placed`` (uid -> place arguments), the 10th Army in 1412, every other unit
    out of the game (no arrival keeps the phase from ending)."""
    b = PositionBuilder.from_scenario("red_vengeance")
    for uid in _IDS:
        if uid in placed:
            b.place(uid, *placed[uid])
        elif uid == "ger_10":
            b.place(uid, "1412")
        else:
            b.place(uid, None, status="removed")
    b.at(turn=3, phase="allied_organization")
    b.state_data(air={"axis": 0, "allied": 0},
                 rp={"allied": rp, "axis": {"armor": 0, "infantry": 0}})
    return b.build(seed=7)


def losses(rp: dict[str, int], placed: dict[str, tuple]) -> list[str]:
    game, state = organization(rp, placed)
    return [PlainNames(game).render(m) for m in game.ruleset.end_phase_losses(game, state)]


REDUCED_TANKS_AND_ARMY = {"sov_1gt": ("1513", 1), "sov_67": ("1413", 1)}


def test_10_0_replacement_points_not_spent_are_named_as_lost_when_the_phase_ends():
    game, state = organization({"armor": 2, "infantry": 1}, REDUCED_TANKS_AND_ARMY)
    assert [PlainNames(game).render(m) for m in game.ruleset.end_phase_losses(game, state)] == [
        "2 armor and 1 infantry replacement points not spent are lost (10.0)"]
    # the phase may still end (a warning, not a blocker), and the points are then gone
    assert game.ruleset.end_phase_blockers(game, state) == []
    after, _ = game.apply(state, EndPhase("allied"))
    assert after.phase == "allied_move"
    assert after.data["rp"]["allied"] == {"armor": 0, "infantry": 0}
    assert game.ruleset.end_phase_losses(game, after) == []


def test_10_0_10_13_only_the_kinds_a_legal_restore_or_return_would_spend_are_named():
    # armor points serve the reduced army too (10.13): both kinds named
    assert losses({"armor": 2, "infantry": 0}, {"sov_67": ("1413", 1)}) == [
        "2 armor replacement points not spent are lost (10.0)"]
    # infantry points cannot restore a tank army: only the armor point is at stake
    assert losses({"armor": 1, "infantry": 1}, {"sov_1gt": ("1513", 1)}) == [
        "1 armor replacement point not spent is lost (10.0)"]
    assert losses({"armor": 0, "infantry": 1}, {"sov_1gt": ("1513", 1)}) == []
    # an eliminated army's return spends infantry first
    assert losses({"armor": 0, "infantry": 2}, {"sov_67": (None, 0, "eliminated")}) == [
        "2 infantry replacement points not spent are lost (10.0)"]
    # nothing to restore or return: points nothing may spend are no loss of the player's
    assert losses({"armor": 1, "infantry": 0}, {"sov_67": ("1413", 0)}) == []


def test_10_0_no_points_left_after_spending_them_no_loss():
    game, state = organization({"armor": 1, "infantry": 0}, REDUCED_TANKS_AND_ARMY)
    spend = next(a for a in game.legal_actions(state) if getattr(a, "unit", None) == "sov_1gt")
    after, _ = game.apply(state, spend)
    assert after.data["rp"]["allied"] == {"armor": 0, "infantry": 0}
    assert game.ruleset.end_phase_losses(game, after) == []
