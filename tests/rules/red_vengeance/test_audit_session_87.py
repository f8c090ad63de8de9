"""Red Vengeance: rules found misread in the rules audit of session 87, each on a position
built with ``PositionBuilder`` and fixed dice (the board helper of
``test_player_choices``)."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, EndPhase, Place, Remove
from qtwargame.engine.state import ELIMINATED
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import endgame
from tests.rules.red_vengeance.test_player_choices import _IDS, _resolve, board


def test_11_42_no_third_soviet_unit_advances_into_yugoslavia():
    # Two Soviet armies already stand in Yugoslavia (3015, 3016). sov_40 (2816) attacks
    # the reduced German ger_4 in the Yugoslav clear hex 2817 and eliminates it. 11.42
    # allows at most two Soviet units in Yugoslavia at any time, so it may not advance.
    placed = {"sov_40": ("2816", 0), "ger_4": ("2817", 1),
              "sov_43": ("3015", 0), "sov_49": ("3016", 0)}
    game, state = board(placed, 4, "allied_combat", 6, 6, 6, 1, 1)
    state = _resolve(game, state, Attack("allied", ("sov_40",), game.hex("2817")))
    assert state.units["ger_4"].status == ELIMINATED
    assert state.pending is None and "combat" not in state.data
    assert game.label(state.units["sov_40"].hex) == "2816"


def test_11_42_a_soviet_unit_advances_into_yugoslavia_while_there_is_room():
    # The same attack with one Soviet army in Yugoslavia: the advance is offered.
    placed = {"sov_40": ("2816", 0), "ger_4": ("2817", 1), "sov_43": ("3015", 0)}
    game, state = board(placed, 4, "allied_combat", 6, 6, 6, 1, 1)
    state = _resolve(game, state, Attack("allied", ("sov_40",), game.hex("2817")))
    assert state.pending is not None and state.pending.kind == "advance"
    assert [game.label(a.hex) for a in game.legal_actions(state) if getattr(a, "unit", None) == "sov_40"] \
        == ["2817"]


def _fuhrer_board(*dice: int):
    # March 1945 (turn 10) in clear weather (14.7 can give it): the exploitation phases are
    # played. Dietrich with the I and II SS Panzer Corps at 1313, a Soviet army at 1312.
    placed = {"ss_pz_1": ("1313", 0), "ss_pz_2": ("1313", 0), "ldr_dietrich": ("1313", 0),
              "sov_67": ("1312", 0)}
    return board(placed, 10, "axis_combat", *dice)


def _to_axis_exploit_combat(game, state):
    while state.phase != "axis_exploit_combat":
        state, _ = game.apply(state, EndPhase(state.to_act))
    return state


def test_11_9_the_fuhrer_offensive_may_still_be_made_in_the_march_exploitation_combat():
    game, state = _fuhrer_board(*([1] * 40))
    state, _ = game.apply(state, EndPhase("axis"))
    # The March turn is not over: nothing is owed yet.
    assert state.phase == "axis_exploit"
    assert state.units["ldr_dietrich"].status == "map"
    assert not state.data.get("fuhrer_offensive_done")
    state = _to_axis_exploit_combat(game, state)
    state = _resolve(game, state, Attack("axis", ("ss_pz_1", "ss_pz_2"), game.hex("1312")))
    assert state.data.get("fuhrer_offensive_made") is True
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.turn == 11
    assert state.units["ldr_dietrich"].status == "map"
    assert game.label(state.units["ldr_dietrich"].hex) == "1313"
    assert state.units["ss_pz_1"].step == 0 and state.units["ss_pz_2"].step == 0


def test_11_9_the_fuhrer_offensive_not_made_by_the_end_of_march_costs_dietrich_and_steps():
    # The penalty's dice (11.9): 4 for the I SS, 3 for the II SS.
    game, state = _fuhrer_board(4, 3, *([1] * 40))
    state, _ = game.apply(state, EndPhase("axis"))
    state = _to_axis_exploit_combat(game, state)
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.data.get("fuhrer_offensive_done") is True
    assert state.units["ldr_dietrich"].status != "map"
    assert state.units["ss_pz_1"].step == 1 and state.units["ss_pz_2"].step == 0


def test_11_23_a_leader_rolls_when_the_western_allies_eliminate_his_stack():
    # April 1945: the SS Panzer Corps with Dietrich stands on the map-edge hex 1524. The
    # Western Allies' two dice are 6, 6: two hits, its two steps, and it is eliminated
    # (11.5). 11.23 asks for the leader's roll whenever a unit stacked with him is
    # eliminated: 2, less 1 as the whole stack went, is 1: Dietrich dies.
    game, state = board({"ss_pz_2": ("1524", 0), "ldr_dietrich": ("1524", 0)}, 11, "allied_move", 6, 6, 2)
    state, _ = game.apply(state, EndPhase("allied"))
    assert state.units["ss_pz_2"].status == ELIMINATED
    assert state.units["ldr_dietrich"].status != "map"
    assert state.data["dead_leaders"] == ["ldr_dietrich"]


def test_11_23_a_leader_rolls_when_a_unit_of_his_stack_is_removed_for_overstacking():
    # Three Soviet armies and Zhukov end the Allied movement in 1312; the Axis player
    # removes one (6.3). Zhukov rolls (11.23): a 1 kills him (two units are left, so no
    # modifier); a 2 leaves him with them.
    placed = {"sov_67": ("1312", 0), "sov_43": ("1312", 0), "sov_49": ("1312", 0),
              "ldr_zhukov": ("1312", 0), "ger_10": ("1715", 0)}
    for die, alive in ((1, False), (2, True)):
        game, state = board(placed, 3, "allied_move", die)
        state, _ = game.apply(state, EndPhase("allied"))
        assert state.phase == "allied_move_stacking" and state.to_act == "axis"
        state, _ = game.apply(state, Remove("axis", "sov_49", "stacking"))
        assert state.units["sov_49"].status == ELIMINATED
        assert (state.units["ldr_zhukov"].status == "map") is alive
        assert state.dice.script == ()  # the one die was rolled


def test_14_1_one_hungarian_unit_comes_back_after_hungary_changes_side_and_no_more():
    # Magyar honour (14.1): Romania has changed side and Hungary has surrendered; the
    # Allies hold Budapest (2215) at their organization phase, so Hungary changes side as
    # Bulgaria would, and only one Hungarian unit comes back into the game: the one placed
    # in Budapest. The replacement points may not bring back another.

    b = PositionBuilder.from_scenario("red_vengeance")
    for uid in _IDS:
        if uid == "sov_67":
            b.place(uid, "2216", 0)
        elif uid.startswith("hun_"):
            b.place(uid, None, status="eliminated")
        else:
            b.place(uid, None, status="pool")
    b.at(turn=2, phase="axis_exploit_combat", weather="clear").dice(1, 1, 1, 1, 1, 1)
    b.state_data(air={"axis": 0, "allied": 0}, surrendered=["romania", "hungary"],
                 defected=["romanian"], taken_off=["hun_1", "hun_2", "hun_3"])
    game, state = b.build(seed=7, magyar_honour=True)
    state.control[game.hex("2215")] = "allied"
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.turn == 3 and state.phase == "allied_organization"
    assert "hungarian" in state.data["defected"]
    back = [u for u in ("hun_1", "hun_2", "hun_3") if state.units[u].status == "map"]
    assert len(back) == 1 and game.label(state.units[back[0]].hex) == "2215"
    assert state.data["rp"]["allied"] == {"armor": 2, "infantry": 2}
    returns = [a for a in game.legal_actions(state)
               if isinstance(a, Place) and a.unit.startswith("hun_")]
    assert returns == []


def test_15_2_a_romanian_unit_lost_fighting_for_the_axis_is_no_allied_casualty_after_romania_changes_side():
    # The Romanian 4th Army was eliminated fighting for the Axis. Bucharest (2711) is
    # Allied at the Allied organization phase: Romania surrenders (the 3rd Army leaves the
    # map) and changes side, one unit entering Bucharest (11.34). The 4th Army's loss was
    # an Axis minor ally's: 15.2 counts it for neither side (the Allies count German units
    # only), and it does not become an Allied casualty scoring the Axis two points.

    b = PositionBuilder.from_scenario("red_vengeance")
    for uid in _IDS:
        if uid == "sov_67":
            b.place(uid, "2611", 0)
        elif uid == "rom_3":
            b.place(uid, "2712", 0)
        elif uid == "rom_4":
            b.place(uid, None, status="eliminated")
        else:
            b.place(uid, None, status="pool")
    b.at(turn=2, phase="axis_exploit_combat", weather="clear").dice(1, 1, 1, 1, 1, 1)
    b.state_data(air={"axis": 0, "allied": 0})
    game, state = b.build(seed=7)
    state.control[game.hex("2711")] = "allied"
    assert endgame.tally(game, state)[0]["allied"].eliminated == 0
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "allied_organization" and "romanian" in state.data["defected"]
    assert state.units["rom_3"].status == "map" and game.label(state.units["rom_3"].hex) == "2711"
    assert state.units["rom_4"].status == ELIMINATED
    losses = endgame.tally(game, state)[0]
    assert losses["allied"].eliminated == 0 and losses["axis"].eliminated == 0
    # the unit back in Bucharest is in play again: lost later, it counts as an Allied loss
    assert "rom_3" not in state.data["taken_off"]


def test_11_41_a_yugoslav_unit_does_not_advance_out_of_yugoslavia_while_axis_units_are_in_it():
    # yug_1 (2817, in Yugoslavia) eliminates the reduced German ger_4 at 2816, outside it.
    # A German mountain corps still stands in Yugoslavia (3016), so 11.41 keeps the
    # Yugoslavs at home: no advance out of the country. With no Axis unit left in
    # Yugoslavia the advance is offered.
    for axis_inside, offered in ((True, []), (False, ["2816"])):
        placed = {"yug_1": ("2817", 0), "ger_4": ("2816", 1)}
        if axis_inside:
            placed["ss_mtn_5"] = ("3016", 0)
        game, state = board(placed, 4, "allied_combat", 6, 6, 6, 1, 1)
        state = _resolve(game, state, Attack("allied", ("yug_1",), game.hex("2816")))
        assert state.units["ger_4"].status == ELIMINATED
        advances = [game.label(a.hex) for a in game.legal_actions(state)
                    if getattr(a, "unit", None) == "yug_1"]
        assert advances == offered


def test_11_9_in_a_muddy_march_the_offensive_is_judged_at_the_end_of_the_combat_phase():
    # Historical March weather is mud (13.0): no exploitation phases, so the Axis combat
    # phase is the last chance; not made, Dietrich goes and the dice 5 and 6 cost the two
    # SS panzer corps a step each.
    placed = {"ss_pz_1": ("1313", 0), "ss_pz_2": ("1313", 0), "ldr_dietrich": ("1313", 0),
              "sov_67": ("1312", 0)}
    game, state = board(placed, 10, "axis_combat", 5, 6, *([1] * 40), weather="mud")
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.turn == 11
    assert state.units["ldr_dietrich"].status != "map"
    assert state.units["ss_pz_1"].step == 1 and state.units["ss_pz_2"].step == 1
