"""The classic ruleset (docs/rules/classic.md), rule by rule, and the engine flow it drives:
phases, decisions, the log, undo, saves and per-side views."""

import pytest

from qtwargame.engine.actions import Advance, Attack, Choose, EndPhase, Move, Place, Retreat
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.logtext import PlainNames
from tests.builder import ScenarioBuilder

INF = {"attack": 4, "defense": 4, "movement": 3}


def start(b: ScenarioBuilder, dice=()):
    game = b.game()
    state, log = game.new_state(seed=1, dice_script=tuple(dice))
    return game, state, log


def to_phase(game, state, phase):
    while state.phase != phase:
        state, _ = game.apply(state, EndPhase(state.active))
    return state


def test_c1_sequence_blue_moves_then_fights_then_red():
    b = ScenarioBuilder().unit("b1", "blue", "0202", **INF).unit("r1", "red", "0707", **INF)
    game, state, log = start(b)
    assert (state.turn, state.phase, state.active) == (1, "blue_move", "blue")
    seen = []
    for _ in range(4):
        seen.append(state.phase)
        state, _ = game.apply(state, EndPhase(state.active))
    assert seen == ["blue_move", "blue_combat", "red_move", "red_combat"]
    assert (state.turn, state.phase) == (2, "blue_move")


def test_c5_movement_costs_terrain_and_river():
    b = (ScenarioBuilder().unit("b1", "blue", "0202", **INF).unit("r1", "red", "0808", **INF)
         .terrain("0302", "forest").hexside("0202", "0203", "river"))
    game, state, _ = start(b)
    reach = {game.label(h): c for h, c in game.ruleset.reachable(game, state, "b1").items()}
    assert reach["0302"] == 2  # forest costs 2
    assert reach["0203"] == 2  # clear 1 + river 1
    assert reach["0204"] == 3  # around the river: 0303, 0203, 0204
    assert "0205" not in reach  # straight across the river would cost 4
    assert "0206" not in reach  # 4 hexes away, 3 MP


def test_c4_zone_of_control_stops_movement():
    b = ScenarioBuilder().unit("b1", "blue", "0202", **INF).unit("r1", "red", "0404", **INF)
    game, state, _ = start(b)
    reach = {game.label(h) for h in game.ruleset.reachable(game, state, "b1")}
    assert game.hex("0202").distance(game.hex("0504")) == 3
    assert "0304" in reach  # enters red's zone of control and stops there
    assert "0305" in reach  # reached round the zone (0203, 0204) and entered last
    assert "0504" not in reach  # every 3-hex path to it stops at 0403 in the zone


def test_c5_illegal_move_is_refused_naming_the_rule():
    b = ScenarioBuilder().unit("b1", "blue", "0202", **INF).unit("r1", "red", "0808", **INF)
    game, state, _ = start(b)
    with pytest.raises(IllegalAction) as e:
        game.apply(state, Move("blue", "b1", (game.hex("0206"),)))
    assert e.value.rule == "C5"
    with pytest.raises(IllegalAction) as e:
        game.apply(state, Move("red", "r1", (game.hex("0807"),)))  # not red's turn
    assert PlainNames(game).render(e.value.message) == (
        "It is the Blue player's decision now, not the Red player's.")


def test_c4_c5_c3_a_refused_move_says_which_rule_stands_in_the_way():
    """Session 84, River Crossing by hand: every refused move read "cannot reach 0705 that
    way", where the armour stood in an enemy zone and 0705 was in another."""
    b = (ScenarioBuilder().unit("b1", "blue", "0304", **INF).unit("b2", "blue", "0201", **INF)
         .unit("b3", "blue", "0101", **INF).unit("b4", "blue", "0101", **INF)
         .unit("r1", "red", "0404", **INF))
    game, state, _ = start(b)
    names = PlainNames(game)

    def refused(unit, *path):
        with pytest.raises(IllegalAction) as e:
            game.apply(state, Move("blue", unit, tuple(game.hex(h) for h in path)))
        return e.value.rule, names.render(e.value.message)

    # b1 stands in r1's zone, and so does 0305, next to it (C4)
    assert {game.label(h) for h in game.board.neighbors(game.hex("0404"))} >= {"0304", "0305"}
    assert refused("b1", "0305") == ("C4", "b1 may not move from an enemy zone of control "
                                           "straight into another")
    # beyond the movement allowance (C5)
    assert refused("b2", "0206") == ("C5", "b2 cannot reach 0206 this turn")
    # within reach, but two units stand there already (stacking 2, C3)
    assert game.cache.stacking == 2
    assert refused("b2", "0101") == ("C3", "0101 has no room for b2 (stacking)")
    # within reach by the shortest path, not by a four-hex one
    assert refused("b2", "0101", "0102", "0103", "0203") == ("C5", "b2 cannot reach 0203 that way")


def test_c5_c9_a_move_takes_any_route_within_reach_and_controls_every_hex_it_passes():
    """Session 87: a move was taken by its listed (shortest) path only, so a player could
    not choose the hexes a unit passes, though each becomes the mover's (C9)."""
    b = ScenarioBuilder().unit("b1", "blue", "0303", **INF).unit("r1", "red", "0808", **INF)
    game, state, _ = start(b)
    to, via = game.hex("0503"), game.hex("0402")
    [listed] = [m for m in game.legal_actions(state) if isinstance(m, Move) and m.to == to]
    assert [game.label(h) for h in listed.path] == ["0403", "0503"]
    route = Move("blue", "b1", (via, to))  # through 0402, also next to 0303 and 0503
    game.check(state, route)
    after, _ = game.apply(state, route)
    assert after.units["b1"].hex == to
    assert (state.control.get(via), after.control.get(via)) == (None, "blue")
    assert after.control.get(game.hex("0403")) is None
    # a route longer than the allowance (3) is still refused, by the rule it breaks
    far = Move("blue", "b1", (via, game.hex("0401"), game.hex("0501"), game.hex("0601")))
    with pytest.raises(IllegalAction) as e:
        game.check(state, far)
    assert e.value.rule == "C5"


def test_c7_odds_round_for_the_defender_and_terrain_shifts_left():
    b = (ScenarioBuilder().unit("b1", "blue", "0303", attack=7, defense=4, movement=3)
         .unit("r1", "red", "0304", attack=3, defense=3, movement=3).terrain("0304", "forest"))
    game, state, _ = start(b)
    pv = game.ruleset.preview_attack(game, state, ["b1"], game.hex("0304"))
    assert (pv.attack_strength, pv.defense_strength) == (7, 3)
    assert pv.column == "1:1"  # 7:3 rounds down to 2:1, forest shifts one column left
    assert [s for s, _ in pv.shifts] == [-1]
    assert pv.outcomes == pytest.approx({"DR": 1 / 6, "AR": 3 / 6, "AE": 2 / 6})


def test_c7_c8_defender_retreat_choice_then_attacker_advance():
    b = (ScenarioBuilder().unit("b1", "blue", "0303", attack=8, defense=4, movement=3)
         .unit("r1", "red", "0304", attack=2, defense=4, movement=3))
    game, state, _ = start(b, dice=[1])  # 8:4 = 2:1, die 1: DR
    state = to_phase(game, state, "blue_combat")
    state, log = game.apply(state, Attack("blue", ("b1",), game.hex("0304")))
    assert any("die 1: DR" in e.text.format() for e in log)
    assert state.pending.kind == "retreat" and state.to_act == "red"
    options = game.legal_actions(state)
    assert options and all(isinstance(a, Retreat) and a.unit == "r1" for a in options)
    assert game.hex("0303") not in {a.path[-1] for a in options}
    state, _ = game.apply(state, options[0])
    assert state.pending.kind == "advance" and state.to_act == "blue"
    state, _ = game.apply(state, Advance("blue", "b1", game.hex("0304")))
    assert state.units["b1"].hex == game.hex("0304")
    assert state.control[game.hex("0304")] == "blue"
    assert state.pending is None


def test_c8_unit_with_no_retreat_is_eliminated():
    b = (ScenarioBuilder(cols=3, rows=3).unit("b1", "blue", "0202", attack=8, defense=4, movement=3)
         .unit("r1", "red", "0201", attack=2, defense=4, movement=3)
         .terrain("0101", "lake").terrain("0301", "lake"))
    game, state, _ = start(b, dice=[1])
    state = to_phase(game, state, "blue_combat")
    state, log = game.apply(state, Attack("blue", ("b1",), game.hex("0201")))
    assert state.units["r1"].status == "eliminated"
    assert state.pending.kind == "advance"
    state, _ = game.apply(state, Choose("blue", "stay"))
    assert state.units["b1"].hex == game.hex("0202")


def test_c7_exchange_costs_each_attacker_a_step():
    two_step = [{"attack": 6, "defense": 4, "movement": 3}, {"attack": 3, "defense": 2, "movement": 3}]
    b = (ScenarioBuilder().unit("b1", "blue", "0303", steps=two_step)
         .unit("r1", "red", "0304", attack=2, defense=3, movement=3))
    game, state, _ = start(b, dice=[3])  # 6:3 = 2:1, die 3: EX
    state = to_phase(game, state, "blue_combat")
    state, entries = game.apply(state, Attack("blue", ("b1",), game.hex("0304")))
    assert state.units["r1"].status == "eliminated"
    assert state.units["b1"].step == 1
    # The log says so (session 89, River Crossing in the window: both attacking armoured
    # divisions turned over and the log named only the eliminated defender).
    names = PlainNames(game)
    assert [(e.rule, names.render(e.text)) for e in entries][-2:] == [
        ("C7", "r1 is eliminated"), ("C7", "b1 loses a step")]


def test_c7_each_hex_and_unit_attacks_once():
    b = (ScenarioBuilder().unit("b1", "blue", "0303", attack=2, defense=4, movement=3)
         .unit("b2", "blue", "0403", attack=2, defense=4, movement=3)
         .unit("r1", "red", "0304", attack=2, defense=8, movement=3))
    game, state, _ = start(b, dice=[1])  # 2:8 -> 1:4, below the table: 1:2 column, die 1: AR
    state = to_phase(game, state, "blue_combat")
    state, _ = game.apply(state, Attack("blue", ("b1",), game.hex("0304")))
    while state.pending is not None:
        state, _ = game.apply(state, game.legal_actions(state)[0])
    with pytest.raises(IllegalAction) as e:
        game.apply(state, Attack("blue", ("b2",), game.hex("0304")))
    assert e.value.rule == "C7"


def _cities_changing_hands(game, entries):
    names = PlainNames(game)
    return [(e.rule, e.text.text, names.render(e.text)) for e in entries
            if e.text.text == "{city} passes to {side} control"]


def test_c9_the_log_says_when_a_city_changes_hands():
    """A city a move passes, a reinforcement arrives in or an advance enters is logged once,
    with its name and the side that takes it; a city already held, a hex that is no city
    and a retreat (which takes no control, C9) are not."""
    b = (ScenarioBuilder().city("ostburg", "0402").city("nordwald", "0503")
         .city("westheim", "0101").city("brueckendorf", "0606")
         .unit("b1", "blue", "0303", **INF).unit("b2", "blue", "0605", attack=8, defense=4, movement=3)
         .unit("b3", "blue", "0101", arrival=2, **INF)
         .unit("r1", "red", "0606", attack=2, defense=4, movement=3))
    game, state, log = start(b, dice=[1])  # 8:4 = 2:1, die 1: DR
    assert _cities_changing_hands(game, log) == []
    assert state.control.get(game.hex("0606")) == "red"  # r1 set up there (C2)
    state = state.copy()
    state.control[game.hex("0402")] = "red"
    state.control[game.hex("0503")] = "blue"
    # through Ostburg, the enemy's, into Nordwald, already Blue's
    route = Move("blue", "b1", (game.hex("0402"), game.hex("0503")))
    game.check(state, route)
    state, entries = game.apply(state, route)
    assert _cities_changing_hands(game, entries) == [
        ("C9", "{city} passes to {side} control", "Ostburg (0402) passes to Blue control")]
    # an attack, the defender's retreat out of Brueckendorf and the attacker's advance into it
    state = to_phase(game, state, "blue_combat")
    state, entries = game.apply(state, Attack("blue", ("b2",), game.hex("0606")))
    assert state.pending.kind == "retreat"
    retreat = game.legal_actions(state)[0]
    state, entries = game.apply(state, retreat)
    assert _cities_changing_hands(game, entries) == []
    state, entries = game.apply(state, Advance("blue", "b2", game.hex("0606")))
    assert _cities_changing_hands(game, entries) == [
        ("C9", "{city} passes to {side} control", "Brueckendorf (0606) passes to Blue control")]
    # a reinforcement placed in Westheim, held by nobody (C6)
    state, _ = game.apply(state, EndPhase("blue"))
    state = to_phase(game, state, "blue_move")
    assert state.turn == 2 and state.control.get(game.hex("0101")) is None
    arrival = next(a for a in game.legal_actions(state) if isinstance(a, Place) and a.unit == "b3")
    assert arrival.hex == game.hex("0101")
    state, entries = game.apply(state, arrival)
    assert _cities_changing_hands(game, entries) == [
        ("C9", "{city} passes to {side} control", "Westheim (0101) passes to Blue control")]
    assert [state.control[game.hex(x)] for x in ("0402", "0503", "0606", "0101")] == ["blue"] * 4


def test_c2_c9_a_unit_set_up_in_a_city_takes_it_and_the_log_says_nothing():
    """Set-up is before the game: a unit placed in its setup area takes the city it stands
    in (C9) without a line saying the city passes to its side."""
    b = ScenarioBuilder().city("westheim", "0202").unit("r1", "red", "0707", **INF)
    b.unit("b1", "blue", **INF)
    b.data["setup_codes"] = [{"code": "B", "side": "blue", "name": {"en": "Blue start"},
                              "hexes": ["0202"]}]
    b.data["units"][-1]["setup"] = {"code": "B"}
    game, state, log = start(b)
    assert state.phase == "blue_setup" and state.control.get(game.hex("0202")) is None
    place = next(a for a in game.legal_actions(state) if isinstance(a, Place))
    assert (place.unit, place.hex, place.reason) == ("b1", game.hex("0202"), "setup")
    state, entries = game.apply(state, place)
    assert state.control[game.hex("0202")] == "blue"
    assert _cities_changing_hands(game, log) == _cities_changing_hands(game, entries) == []


def _one_to_place() -> ScenarioBuilder:
    """Blue sets up b1 in its area (0202 or 0302) and has b2 fixed at 0203; Red's r1 is
    fixed at 0707, so Red sets up nothing by hand."""
    b = (ScenarioBuilder().unit("b2", "blue", "0203", **INF).unit("r1", "red", "0707", **INF)
         .unit("b1", "blue", **INF))
    b.data["setup_codes"] = [{"code": "B", "side": "blue", "name": {"en": "Blue start"},
                              "hexes": ["0202", "0302"]}]
    b.data["units"][-1]["setup"] = {"code": "B"}
    return b


def test_c2_a_set_up_waits_for_end_phase_after_its_last_unit():
    """C2: the set-up phase does not end by itself when its last unit is placed: End Phase
    (refused, with its reason, while a unit is left) ends it, and only then does play begin.
    Red, every unit fixed by the scenario, has nothing to set up: its phase passes by itself
    when it begins."""
    game, state, log = start(_one_to_place())
    assert game.revision == 1
    assert (state.turn, state.phase) == (1, "blue_setup")
    assert game.ruleset.first_phase(game) == (1, "red_setup")  # passed: the log enters Blue's
    assert [e.text.params.get("phase") for e in log if e.automatic and "phase" in e.text.params] \
        == [game.phase("blue_setup").title]
    with pytest.raises(IllegalAction) as refused:
        game.check(state, EndPhase("blue"))
    assert (refused.value.rule, refused.value.message.text, refused.value.message.params) == \
        ("C2", "{n:# unit|# units} still to set up (C2)", {"n": 1})
    assert game.ruleset.phase_hint(game, state) is None
    state, _ = game.apply(state, Place("blue", "b1", game.hex("0302"), "setup"))
    assert state.phase == "blue_setup"
    assert game.legal_actions(state) == [EndPhase("blue")]
    hint = game.ruleset.phase_hint(game, state)
    assert (hint.text, hint.params) == ("The set-up is complete (C2): End Phase begins play.", {})
    state, _ = game.apply(state, EndPhase("blue"))
    assert (state.turn, state.phase) == (1, "blue_move")


def test_c2_the_first_set_up_done_hands_the_set_up_to_the_other_side():
    """C2: Red sets up first (the second side to move sets up first); its set-up complete,
    the hint says End Phase hands the set-up to Blue, who sets up next."""
    b = _one_to_place()
    b.unit("r2", "red", **INF)
    b.data["setup_codes"].append({"code": "R", "side": "red", "name": {"en": "Red start"},
                                  "hexes": ["0808"]})
    b.data["units"][-1]["setup"] = {"code": "R"}
    game, state, _ = start(b)
    assert state.phase == "red_setup"
    state, _ = game.apply(state, Place("red", "r2", game.hex("0808"), "setup"))
    assert state.phase == "red_setup"
    hint = game.ruleset.phase_hint(game, state)
    assert (hint.text, hint.params) == (
        "Your set-up is complete (C2): End Phase hands the set-up to {side}.", {"side": "blue"})
    state, _ = game.apply(state, EndPhase("red"))
    assert state.phase == "blue_setup"


def test_c2_a_game_of_revision_0_passes_its_set_up_at_the_last_unit():
    """Games saved before the classic rules' revision 1 replay as they were played: their
    set-up passed by itself when its last unit was placed (docs/saves.md)."""
    b = _one_to_place()
    game = Game(b.scenario(), revision=0)
    state, _ = game.new_state(seed=1)
    assert state.phase == "blue_setup"
    state, _ = game.apply(state, Place("blue", "b1", game.hex("0302"), "setup"))
    assert (state.turn, state.phase) == (1, "blue_move")


def test_c10_victory_by_cities_held_at_the_end():
    b = (ScenarioBuilder(turns=1).unit("b1", "blue", "0202", **INF).unit("r1", "red", "0707", **INF)
         .city("west", "0202", vp=1).city("east", "0707", vp=3))
    game, state, _ = start(b)
    while not state.over:
        state, _ = game.apply(state, EndPhase(state.active))
    assert state.result.winner == "red"
    assert state.vp == {"blue": 1, "red": 3}


def test_undo_goes_back_within_the_phase_but_never_past_a_roll():
    b = (ScenarioBuilder().unit("b1", "blue", "0303", attack=8, defense=4, movement=3)
         .unit("r1", "red", "0305", attack=2, defense=4, movement=3))
    game, state, log = start(b, dice=[2])
    h = History(game, state, log)
    move = next(a for a in game.legal_actions(h.state)
                if isinstance(a, Move) and game.label(a.to) == "0304")
    h.submit(move)
    assert h.can_undo()
    h.undo()
    assert h.state.units["b1"].hex == game.hex("0303")
    assert h.can_redo()
    h.redo()
    assert h.state.units["b1"].hex == game.hex("0304")
    h.submit(EndPhase("blue"))
    assert h.state.phase == "blue_combat"
    assert not h.can_undo()  # that step ended the movement phase
    h.submit(Attack("blue", ("b1",), game.hex("0305")))
    assert h.state.dice.script == ()
    assert not h.can_undo()  # the attack rolled a die: its result stands


def test_log_records_every_action_and_die_roll():
    b = (ScenarioBuilder().unit("b1", "blue", "0303", attack=8, defense=4, movement=3)
         .unit("r1", "red", "0304", attack=2, defense=4, movement=3))
    game, state, _ = start(b, dice=[4])
    state = to_phase(game, state, "blue_combat")
    state, log = game.apply(state, Attack("blue", ("b1",), game.hex("0304")))
    assert log[0].automatic is False and log[0].side == "blue"
    rolled = [e for e in log if e.rolls]
    assert len(rolled) == 1 and rolled[0].rolls[0].values == (4,) and rolled[0].rule == "C7"
    assert rolled[0].text.format() == "8 vs 4: column 2:1, die 4: AR"
