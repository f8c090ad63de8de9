"""Overrun in play (9.0–9.9) by a unit or a stack that started together, offered with its
cost and odds before it is made; Axis air units in defence (14.1) and against Soviet rail
movement (14.3); attack declarations listed with their odds (10.3.2). Fixed dice."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa.test_ruleset import SCENARIO, clear, put, to_phase


@pytest.fixture(scope="module")
def game():
    return Game(load_scenario(SCENARIO))


@pytest.fixture(scope="module")
def opening(game):
    state, _ = game.new_state(5)
    return {ph: to_phase(game, state, ph) for ph in ("axis_move_1",)}


def position(game, opening, phase, units, dice=(), air=0):
    state = opening["axis_move_1"] if phase == "axis_move_1" else None
    if state is None:
        s0, _ = game.new_state(5)
        state = to_phase(game, s0, phase)
    state = state.copy()
    clear(state, game)
    for uid, label, step in units:
        put(game, state, uid, label, step)
    state.data["air"] = air
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, tuple(dice))
    return state


def overrun(game, units, label, air=0):
    return Choose("axis", "overrun", units=tuple(units), hexes=(game.hex(label),), count=air)


def test_9_3_overrun_by_a_stack_that_started_together(game, opening):
    # Two panzer corps stacked in 1010 at the phase start; a reduced rifle corps in 1012.
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("de_pz56", "1010", 0),
                                                     ("su_rc10", "1012", 1)], dice=(2,))
    move = Move("axis", "de_pz41", (game.hex("1011"),), "normal")
    state, _ = game.apply(state, move)
    assert state.pending.kind == "overrun"
    join = Move("axis", "de_pz56", (game.hex("1011"),), "normal")
    assert join in game.legal_actions(state)
    # alone, the lead would attack 12 against 2 (6:1); the stack attacks 22 against 2
    alone = game.ruleset.describe_choice(game, state, overrun(game, ["de_pz41"], "1012"))
    assert alone.preview.column == "6:1"
    state, _ = game.apply(state, join)
    assert state.data["moving"]["group"] == ["de_pz41", "de_pz56"]
    both = overrun(game, ["de_pz41", "de_pz56"], "1012")
    choice = next(c for c in game.choices(state) if c.action == both)
    assert (choice.preview.attack_strength, choice.preview.defense_strength) == (22, 2)
    assert choice.preview.column == "10:1" and choice.preview.table == "crt_axis"
    assert choice.consequence.format().startswith("4 movement points (3 left); 22 against 2: 10:1")
    after, log = game.apply(state, both)
    record = next(e.combat for e in log if e.combat is not None)
    assert record.attackers == ("de_pz41", "de_pz56") and record.dice == {"axis": (2,)}
    assert record.result == "0/4" and after.units["su_rc10"].status != ON_MAP
    # 9.9: no advance; 9.5: the stack keeps 3 points and may move on together
    assert after.units["de_pz41"].hex == after.units["de_pz56"].hex == game.hex("1011")
    assert after.data["moving"]["mp"] == 3 and after.pending.kind == "overrun"
    on = next(a for a in game.legal_actions(after) if isinstance(a, Move) and a.unit == "de_pz41")
    moved, _ = game.apply(after, on)
    assert moved.units["de_pz56"].hex == moved.units["de_pz41"].hex == on.to


def test_9_3_units_from_different_hexes_never_overrun_together(game, opening):
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("de_pz56", "0911", 0),
                                                     ("su_rc10", "1012", 1)])
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "normal"))
    answers = game.legal_actions(state)
    assert not any("de_pz56" in a.unit_ids() for a in answers)
    assert {a.units for a in answers if isinstance(a, Choose) and a.option == "overrun"} == {("de_pz41",)}


def test_9_6_a_unit_left_behind_stops_where_it_is(game, opening):
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("de_pz56", "1010", 0),
                                                     ("su_rc10", "1012", 1)], dice=(2,))
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "normal"))
    state, _ = game.apply(state, Move("axis", "de_pz56", (game.hex("1011"),), "normal"))
    after, _ = game.apply(state, overrun(game, ["de_pz41"], "1012"))
    assert after.data["moving"]["group"] == ["de_pz41"]
    assert "moved" in after.units["de_pz56"].flags and after.units["de_pz56"].hex == game.hex("1011")


def test_9_2_6_4_no_overrun_from_an_overstacked_hex(game, opening):
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("de_ak1", "1011", 0),
                                                     ("de_ak2", "1011", 0), ("su_rc10", "1012", 1)])
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "normal"))
    # three combat units in 1011 at the moment of the overrun: not allowed; nothing else to do
    assert state.pending is None and "moved" in state.units["de_pz41"].flags


def test_9_8_after_an_overrun_in_enemy_zoc_the_stack_stops_unless_it_overruns_again(game, opening):
    # The rifle corps in 1012 dies (die 1: 0/4 at 6:1); the one in 1111 keeps 1011 in its ZOC.
    state = position(game, opening, "axis_move_1", [("de_pz41", "1011", 0), ("su_rc10", "1012", 1),
                                                     ("su_rc11", "1111", 1)], dice=(1,))
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1012"),), "overrun"))
    after, _ = game.apply(state, overrun(game, ["de_pz41"], "1012"))
    assert after.units["su_rc10"].status != ON_MAP
    assert after.data["moving"]["stopped"] is True and after.data["moving"]["mp"] == 4
    answers = game.legal_actions(after)
    assert {a.option for a in answers if isinstance(a, Choose)} == {"overrun", Opt.DONE}
    assert not [a for a in answers if not isinstance(a, Choose)]
    assert {a.hexes for a in answers if a.option == "overrun"} == {(game.hex("1111"),)}


def test_14_1_an_air_unit_joins_an_overrun_for_one_column(game, opening):
    state = position(game, opening, "axis_move_1", [("de_pz41", "1010", 0), ("su_rc10", "1011", 1)],
                     dice=(6,), air=2)
    state, _ = game.apply(state, Move("axis", "de_pz41", (game.hex("1011"),), "overrun"))
    plain, air = (next(c for c in game.choices(state) if c.action == overrun(game, ["de_pz41"], "1011", n))
                  for n in (0, 1))
    assert (plain.preview.column, air.preview.column) == ("6:1", "7:1")
    after, log = game.apply(state, air.action)
    record = next(e.combat for e in log if e.combat is not None)
    assert (record.column, record.air, record.result) == ("7:1", 1, "0/1")
    assert after.data["air"] == 1


def test_14_1_axis_air_unit_in_defence_is_asked_before_the_soviet_roll(game):
    s0, _ = game.new_state(5)
    state = to_phase(game, s0, "soviet_combat").copy()
    clear(state, game)
    put(game, state, "su_rc10", "1012", 0)
    put(game, state, "su_rc11", "1112", 0)
    put(game, state, "de_ak1", "1011", 1)
    state.data["air"] = 1
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, (3,))
    target = game.hex("1011")
    attack = Attack("soviet", ("su_rc10", "su_rc11"), target)
    state, _ = game.apply(state, attack)
    state, _ = game.apply(state, Choose("soviet", Opt.RESOLVE))
    before = state.dice.position
    state, _ = game.apply(state, Choose("soviet", Opt.RESOLVE, hexes=(target,)))
    assert state.pending.kind == "defensive_air" and state.pending.side == "axis" and state.reaction_pending
    assert state.dice.position == before  # nothing rolled yet
    assert game.pass_answer(state) == Choose("axis", Opt.PASS)
    choices = {c.action.option: c for c in game.choices(state)}
    assert set(choices) == {Opt.AIR, Opt.PASS}
    off, on = choices[Opt.PASS].preview, choices[Opt.AIR].preview
    _, log = game.apply(state, Choose("axis", Opt.PASS))
    assert log[0].text.format() == "axis commits no air unit to the defence"
    assert game.ruleset.describe_choice(game, state, choices[Opt.AIR].action).consequence is not None
    # two rifle corps (4 each) against a reduced corps (4): 2:1; the air unit makes it 1:1
    assert (off.attack_strength, off.defense_strength, off.column, on.column) == (8, 4, "2:1", "1:1")
    after, log = game.apply(state, Choose("axis", Opt.AIR, hexes=(target,), count=1))
    record = next(e.combat for e in log if e.combat is not None)
    assert record.air == 1 and record.column == on.column and record.table == "crt_soviet"
    assert after.data["air"] == 0
    # said once: the player's act in the rule's words (14.1), not the act and a rule line
    assert (log[0].text.text, log[0].rule, log[0].automatic) == (
        "An Axis air unit joins the defence of {hex}", "14.1", False)
    assert sum("air unit" in e.text.format() for e in log) == 1


def test_10_3_2_attack_declarations_are_listed_with_their_odds(game):
    s0, _ = game.new_state(5)
    state = to_phase(game, s0, "axis_combat").copy()
    clear(state, game)
    put(game, state, "de_pz41", "1010", 0)
    put(game, state, "su_rc10", "1011", 1)
    state.data["air"] = 1
    attacks = [a for a in game.legal_actions(state) if isinstance(a, Attack)]
    words = {a.air: game.ruleset.describe_choice(game, state, a) for a in attacks}
    assert words[0].preview.column == "6:1" and words[1].preview.column == "7:1"
    assert words[0].consequence.format().startswith(
        "12 against 2: 6:1 on the Axis table (net shift +0: -1 no attacking unit has a line of communication "
        "(10.4.6), +1 every Soviet unit out of command (10.4.7)); ")
    assert words[1].label.text == "Attack {hex} with {units} and an air unit"
    assert words[1].label.params == {"hex": game.hex("1011"), "units": ("de_pz41",)}
    assert EndPhase("axis") in game.legal_actions(state)


def test_14_3_an_air_unit_bars_soviet_rail_movement_through_its_hex(game):
    s0, _ = game.new_state(5)
    state = to_phase(game, s0, "axis_combat").copy()
    clear(state, game)
    put(game, state, "de_ak1", "0220", 0)
    put(game, state, "su_rc10", "1012", 0)
    state.data["air"] = 2
    state, _ = game.apply(state, EndPhase("axis"))  # to move 2
    state, log = game.apply(state, EndPhase("axis"))  # to the Soviet movement phase
    assert (state.phase, state.pending.kind, state.pending.side) == ("soviet_move", "interdiction", "axis")
    assert state.reaction_pending and game.pass_answer(state) == Choose("axis", Opt.PASS)
    board = game.board
    start = game.hex("1012")
    assert board.has_rail(start)
    nxt = sorted(board.rail_neighbors(start), key=game.label)[0]
    bar = Choose("axis", Opt.AIR, hexes=(nxt,), count=1)
    assert bar in game.legal_actions(state)
    state, log = game.apply(state, bar)
    assert state.data["air"] == 1 and state.data["interdicted"] == [game.label(nxt)]
    assert any(e.rule == "14.3" for e in log)
    assert state.pending.kind == "interdiction"  # one air unit left: asked again
    state, log = game.apply(state, Choose("axis", Opt.PASS))
    # one line, the player's act in the rule's words (not the act and the rule's line both)
    assert (log[0].text.format(), log[0].rule, log[0].automatic) == (
        "The Axis places no more air units against rail movement", "14.3", False)
    assert sum("no more air units" in e.text.format() for e in log) == 1
    rides = {a.to for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == "su_rc10"
             and a.mode == "rail"}
    assert nxt not in rides
    free = state.copy()
    free.data["interdicted"] = []
    assert nxt in {a.to for a in game.legal_actions(free) if isinstance(a, Move) and a.mode == "rail"}
    # Q&A: only in the movement phase; the air unit is gone by the next phase
    after, _ = game.apply(state, EndPhase("soviet"))
    assert "interdicted" not in after.data


def test_11_2_2_the_soviets_may_turn_a_leader_before_an_axis_attack_is_rolled(game):
    from qtwargame.rules.shin_barbarossa import leaders
    from qtwargame.rules.shin_barbarossa.leaders import TURN_LEADER

    s0, _ = game.new_state(5)
    state = to_phase(game, s0, "axis_combat").copy()
    slot = next(s for s in leaders.slots(game) if state.units[s].status == ON_MAP
                and "no_ability" not in game.units[leaders.carried(state, s)].flags
                and game.units[leaders.carried(state, s)].value(0, "ability") >= 1)
    who = leaders.carried(state, slot)
    board = game.board
    target, attacker = game.hex("1011"), game.hex("1010")
    # a leader next to the defenders but not to the panzer (11.2.6 would turn it anyway)
    beside = next(n for n in sorted(board.neighbors(target), key=game.label)
                  if n != attacker and attacker not in board.neighbors(n)
                  and board.terrain[n] not in ("sea", "lake") and not board.features(target, n))
    clear(state, game, keep=(slot,))
    put(game, state, slot, game.label(beside), 0)
    put(game, state, "su_rc10", "1011", 1)
    put(game, state, "de_pz41", "1010", 0)
    state.data["air"] = 0
    state.dice = state.dice.__class__(state.dice.seed, state.dice.position, (4,))
    for action in (Attack("axis", ("de_pz41",), target), Choose("axis", Opt.RESOLVE),
                   Choose("axis", Opt.RESOLVE, hexes=(target,))):
        state, _ = game.apply(state, action)
    assert (state.pending.kind, state.pending.side) == ("defence_turn", "soviet") and state.reaction_pending
    assert set(game.legal_actions(state)) == {Choose("soviet", TURN_LEADER, units=(slot,)),
                                              Choose("soviet", Opt.PASS)}
    assert game.pass_answer(state) == Choose("soviet", Opt.PASS)
    assert state.dice.script == (4,)  # nothing rolled before the answer
    passed, log = game.apply(state, Choose("soviet", Opt.PASS))
    assert log[0].text.format() == "soviet leaves its leaders face down before the Axis attack"
    plain = next(e.combat for e in log if e.combat is not None)
    turned, log = game.apply(state, Choose("soviet", TURN_LEADER, units=(slot,)))
    assert turned.units[who].hex == beside and record_dice(log) == {"axis": (4,)}
    # one line for the act, naming the leader with its rule (session 84 read "The Soviet
    # player turns a face-down leader", then the same turn again with the leader's name)
    assert (log[0].text.text, log[0].rule, log[0].automatic) == (
        "The leader in {hex} is turned: {leader}, ability {n}", "11.2.2", False)
    assert log[0].text.params["leader"] == who
    assert not any(e.text.text == "{side:actor} turns a face-down leader" for e in log)
    record = next(e.combat for e in log if e.combat is not None)
    # 12 against 2 is 6:1, and the panzer, alone on the map with no supply center, is out
    # of supply (one column off, 4.7). Left face down, the corps is out of command (one
    # column against it, 11.4b): 6:1; the leader turned puts it in command (11.3.2): 5:1.
    assert (plain.column, record.column) == ("6:1", "5:1")


def record_dice(log):
    return next(e.combat.dice for e in log if e.combat is not None)
