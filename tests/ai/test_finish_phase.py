"""A computer side that is done with a phase its rules keep open because units stand over a
stacking limit mends exactly that (``GreedyPlayer.mend``), on positions built with
``PositionBuilder`` (Shin Barbarossa's open ground, ``tests.rules.shin_barbarossa.reading``).

6.1, 6.6: two combat units a hex at most; three may meet during a move, but the phase ends
only when every hex is within the limit again, the owner moving one away or removing one.
"""

from __future__ import annotations

from qtwargame.ai import make_player
from qtwargame.engine.actions import EndPhase, Remove
from qtwargame.engine.view import view_for
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.ai.plans import repaired
from tests.rules.shin_barbarossa.reading import moves_of, position

#: Soviet corps elsewhere on the open ground, free to move: the phase's plan left them where
#: they are, and finishing the phase must too.
ELSEWHERE = {"su_rc14": "4206", "su_rc15": "4104", "su_rc16": "4005", "su_mc20": "3606"}


def _into_3805(game, state, *units):
    """``units`` moved one after another into 3805 (each is then flagged as moved)."""
    for u in units:
        move = next(m for m in moves_of(game, state, u, "normal") if m.to == game.hex("3805"))
        state, _ = game.apply(state, move)
    return state


def _finish(game, state, seed):
    """The Soviet player's answers once its phase budget is spent (``cheap``), played until
    the movement phase ends: (kind, unit, destination label, evaluations) each."""
    player = make_player("oep", "soviet", seed)
    player.fit(game)
    player._deadline = float("inf")
    made = []
    while state.phase == "soviet_move" and len(made) < 20:
        player.last_evaluations = 0
        a = player.cheap(game, view_for(game, state, "soviet"), game.legal_actions(state))
        to = getattr(a, "to", None)
        made.append((type(a).__name__, getattr(a, "unit", ""), game.label(to) if to else "",
                     player.last_evaluations))
        state, _ = game.apply(state, a)
    return made, state


def test_6_6_a_unit_that_may_still_move_leaves_the_overstacked_hex_and_the_phase_ends():
    # The mechanized corps joins the two rifle corps on 3805 (three combat units); the rifle
    # corps have not moved. Weighed: the three removals and one move of each rifle corps
    # that leaves it within the limit (5 evaluations); a rifle corps moves off and the
    # phase ends. The corps elsewhere are not moved. (The cheap rule's 3 candidates spread
    # over all seven units: with seed 1 it moved su_mc20, su_rc16 and su_rc15 (by rail to
    # 0326) before su_rc11 left 3805; with seed 3 it removed su_mc21.)
    game, state = position("soviet_move", {"su_rc10": "3805", "su_rc11": "3805",
                                           "su_mc21": "3905", **ELSEWHERE})
    state = _into_3805(game, state, "su_mc21")
    assert EndPhase("soviet") not in game.legal_actions(state)
    made, end = _finish(game, state, seed=1)
    assert made == [("Move", "su_rc10", "3505", 5), ("EndPhase", "", "", 0)]
    assert all(end.units[u].hex == game.hex(h) for u, h in ELSEWHERE.items())
    assert end.units["su_rc10"].hex == game.hex("3505")
    assert end.phase != "soviet_move"


def test_6_6_where_none_may_move_the_weakest_unit_is_removed_and_the_phase_ends():
    # All three moved into 3805: only removals mend it. The mechanized corps (value 4) is
    # weaker than either rifle corps (6): it goes, after 3 evaluations, and the phase ends.
    game, state = position("soviet_move", {"su_rc10": "3705", "su_rc11": "3905",
                                           "su_mc21": "3806", **ELSEWHERE})
    state = _into_3805(game, state, "su_rc10", "su_rc11", "su_mc21")
    assert Facts.of(game, state).over_limit("soviet") == {game.hex("3805")}
    made, end = _finish(game, state, seed=1)
    assert made == [("Remove", "su_mc21", "", 3), ("EndPhase", "", "", 0)]
    assert end.units["su_mc21"].hex is None
    assert [end.units[u].hex for u in ("su_rc10", "su_rc11")] == [game.hex("3805")] * 2


def test_mend_answers_nothing_where_the_phase_may_end():
    game, state = position("soviet_move", {"su_rc10": "3805", "su_mc21": "3905", **ELSEWHERE})
    state = _into_3805(game, state, "su_mc21")
    player = make_player("oep", "soviet", 1)
    legal = game.legal_actions(state)
    assert EndPhase("soviet") in legal and not any(isinstance(a, Remove) for a in legal)
    assert player.mend(game, view_for(game, state, "soviet"), legal) is None
    assert isinstance(player.cheap(game, view_for(game, state, "soviet"), legal), EndPhase)


# -- a plan that would give a unit away to the limit (``OEPPlayer.unstacked``) ---------------


def _unstacked(game, state, plan, seed=1):
    """The plan ``oep``'s Soviet player plays instead of ``plan``, the evaluations it spent
    choosing, and where the chosen plan leads from ``state``."""
    return repaired(game, state, "soviet", "unstacked", plan, seed)


def _move(game, state, unit, to):
    return next(m for m in moves_of(game, state, unit, "normal") if m.to == game.hex(to))


def test_6_6_a_plan_that_leaves_a_third_corps_in_a_full_hex_is_played_without_that_move():
    # 3805 holds two rifle corps; the plan sends the mechanized corps in as well, which the
    # end of the phase would remove (6.6). Played without that move: the corps stays on
    # 3905, the other move is kept, nothing is removed. Weighed: the plan and the plan
    # without the move, each on two worlds (4 evaluations).
    game, state = position("soviet_move", {"su_rc10": "3805", "su_rc11": "3805",
                                           "su_mc21": "3905", **ELSEWHERE})
    into, other = _move(game, state, "su_mc21", "3805"), _move(game, state, "su_rc14", "4207")
    chosen, spent, end = _unstacked(game, state, [into, other])
    assert chosen == [other] and spent == 4
    assert end.units["su_mc21"].hex == game.hex("3905")
    assert end.units["su_rc14"].hex == game.hex("4207")
    assert Facts.of(game, end).over_limit("soviet") == set()


def test_6_6_a_plan_that_removes_the_unit_it_crowded_out_is_played_without_the_move():
    # The plan moves the mechanized corps in and then removes it itself (the weakest of
    # the three): the unit is given away all the same. Without the move the removal is no
    # longer legal and is skipped: all three corps are still on the map.
    game, state = position("soviet_move", {"su_rc10": "3805", "su_rc11": "3805",
                                           "su_mc21": "3905", **ELSEWHERE})
    into = _move(game, state, "su_mc21", "3805")
    removal = Remove("soviet", "su_mc21", "stacking")
    assert removal in game.legal_actions(game.apply(state, into)[0])
    chosen, _, end = _unstacked(game, state, [into, removal])
    assert into not in chosen
    assert [end.units[u].hex for u in ("su_rc10", "su_rc11", "su_mc21")] == \
        [game.hex("3805"), game.hex("3805"), game.hex("3905")]


def test_6_6_a_plan_within_the_limits_is_played_as_it_is_at_no_evaluation():
    game, state = position("soviet_move", {"su_rc10": "3805", "su_mc21": "3905", **ELSEWHERE})
    plan = [_move(game, state, "su_mc21", "3805"), _move(game, state, "su_rc14", "4207")]
    chosen, spent, end = _unstacked(game, state, plan)
    assert chosen is plan and spent == 0
    assert end.units["su_mc21"].hex == game.hex("3805")
