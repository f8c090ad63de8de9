"""The Red Vengeance ruleset on the reconstructed scenario: setup (3.0), the sequence (4.0,
13.0), combat through the shared procedure (8.1, 8.43, 8.53, 8.61, 11.1), strategic moves
(6.5), the minor allies (11.31, 11.34) and Hitler (11.27), with scripted dice."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt, Retreat, TakeLoss
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ELIMINATED, ON_MAP, POOL, UnitState
from qtwargame.logtext import PlainNames
from qtwargame.rules.red_vengeance.ruleset import RedVengeanceRuleset
from qtwargame.scenario.io import load_scenario

SCENARIO = Path(__file__).resolve().parents[3] / "scenarios" / "red_vengeance.json"


@pytest.fixture(scope="module")
def scenario():
    return load_scenario(SCENARIO)


def new_game(scenario, options=None, dice=()):
    game = Game(scenario, options or {}, ruleset=RedVengeanceRuleset())
    state, _ = game.new_state(seed=7, dice_script=tuple(dice))
    return game, state


def only(game, state, placed: dict[str, tuple[str, int]], phase: str, turn: int = 2,
         weather: str = "clear"):
    """A position with just these units on the map (label, step), at ``phase``."""
    s = state.copy()
    for uid in s.units:
        s.units[uid] = UnitState(None, 0, POOL, frozenset())
    for uid, (label, step) in placed.items():
        s.units[uid] = UnitState(game.hex(label), step, ON_MAP, frozenset())
    s.turn, s.phase, s.weather = turn, phase, weather
    s.active = phase.split("_")[0]
    s.pending = None
    s.data["air"] = {"axis": 0, "allied": 0}
    return s


def test_ruleset_accepts_the_scenario(scenario):
    assert RedVengeanceRuleset().validate_scenario(scenario) == []


def test_3_0_the_historical_deployment_the_naval_marker_and_hitler(scenario):
    game, state = new_game(scenario)
    setup = scenario.rules_data["historical_setup"]
    assert all(state.units[u].status == ON_MAP and game.label(state.units[u].hex) == h
               for u, h in setup.items())
    assert state.data["baltic"] == "german_lake" and state.data["hitler"] == "alive"
    assert "hun_3" in state.data["hun_inside"] and "hun_2" in state.data["hun_inside"]
    # 3.2-3.4: the Axis infantry, the Allies, the Axis armor; then 4.0: the Allies move
    # first, June 1944 having no replacements and no arrivals.
    seen = []
    while state.phase.endswith("_setup"):
        seen.append(state.phase)
        state, _ = game.apply(state, EndPhase(state.active))
    assert seen == ["axis_setup", "allied_setup", "axis_armor_setup"]
    assert (state.turn, state.phase, state.active) == (1, "allied_move", "allied")


def test_3_2_to_3_4_setup_moves_keep_the_start_lines_held(scenario):
    game, state = new_game(scenario)
    acts = game.legal_actions(state)
    units = {a.unit for a in acts if getattr(a, "reason", "") == "setup"}
    assert units and all(game.cache.units[u].side == "axis" and not game.cache.units[u].armor
                         for u in units)
    a = next(a for a in acts if getattr(a, "reason", "") == "setup")
    s, _ = game.apply(state, a)
    assert s.units[a.unit].hex == a.hex and "placed" in s.units[a.unit].flags
    # 3.2: placed freely, so the same unit may be moved again until the phase is ended
    again = [x for x in game.legal_actions(s) if getattr(x, "unit", None) == a.unit]
    assert again and all(x.hex != a.hex for x in again)
    line = game.cache.region("axis_start_line")
    held = {game.cache.idx[v.hex] for u, v in s.units.items() if v.status == ON_MAP
            and game.cache.units[u].side == "axis" and game.cache.units[u].ground}
    assert line <= held


def test_4_0_the_phase_order_allies_first():
    ids = [p.id for p in RedVengeanceRuleset().phases(None)]
    assert ids == ["axis_setup", "allied_setup", "axis_armor_setup", "turn_start",
                   "allied_organization", "allied_move", "allied_move_stacking", "allied_combat",
                   "allied_exploit", "allied_exploit_stacking", "allied_exploit_combat",
                   "axis_organization", "axis_move", "axis_move_stacking", "axis_combat",
                   "axis_exploit", "axis_exploit_stacking", "axis_exploit_combat"]


def test_13_0_no_exploitation_phases_in_light_mud_or_mud(scenario):
    game, state = new_game(scenario)
    s = only(game, state, {"sov_42": ("1005", 0)}, "allied_combat", turn=5, weather="light_mud")
    assert game.ruleset.next_phase(game, s) == (5, "axis_organization")
    s.weather = "clear"
    assert game.ruleset.next_phase(game, s) == (5, "allied_exploit")


def _attack(game, s, attackers, target, extra=()):
    for a in [Attack("allied", (attackers[0],), game.hex(target))] + [
            Choose("allied", Opt.ATTACKER, (u,)) for u in attackers[1:]] + list(extra) + [
            Choose("allied", Opt.RESOLVE)]:
        s, _ = game.apply(s, a)
    return s


def test_8_43_the_example_through_the_procedure(scenario):
    # A Soviet 4-3 army against a reduced German armor corps (2-5) in clear: 4 dice
    # against 2. Two 6s eliminate the reduced corps (8.53); no hit on the Soviets.
    game, state = new_game(scenario, dice=(6, 6, 1, 1, 1, 1))
    s = only(game, state, {"sov_42": ("1207", 0), "ger_pz_39": ("1208", 1)}, "allied_combat")
    assert game.hex("1208") in game.board.neighbors(game.hex("1207"))
    prev = game.ruleset.preview(game, s, Attack("allied", ("sov_42",), game.hex("1208")))
    assert (prev.attack_strength, prev.defense_strength) == (4, 2)
    s = _attack(game, s, ["sov_42"], "1208")
    assert s.units["ger_pz_39"].status == ELIMINATED
    assert s.units["sov_42"].step == 0


def test_9_2_example_soviet_armor_6_5_against_a_city_in_snow_rolls_3_dice(scenario):
    # The example on the bundled map: the 5th Guards Tank Army (6-5) attacks a German corps
    # in Mogilev (1004, a city) from clear 1104, across no river, in snow: 6 - 1 = 5 for the
    # city, halved up to 3; in clear weather it would roll 5.
    game, state = new_game(scenario, dice=(1, 1, 1, 1, 1, 1))
    assert game.units["sov_5gt"].steps[0] == {"strength": 6, "movement": 5}
    assert not game.board.features(game.hex("1104"), game.hex("1004"))
    placed = {"sov_5gt": ("1104", 0), "ger_38": ("1004", 0)}
    strengths = {}
    for weather in ("snow", "clear"):
        s = only(game, state, placed, "allied_combat", turn=8, weather=weather)
        pv = game.ruleset.preview(game, s, Attack("allied", ("sov_5gt",), game.hex("1004")))
        strengths[weather] = (pv.attack_strength, pv.defense_strength)
    assert strengths == {"snow": (3, 3), "clear": (5, 3)}
    s = only(game, state, placed, "allied_combat", turn=8, weather="snow")
    s, _ = game.apply(s, Attack("allied", ("sov_5gt",), game.hex("1004")))
    s, log = game.apply(s, Choose("allied", Opt.RESOLVE))
    assert any(e.text.format().startswith("Attack on 1004: 3 dice against 3;") for e in log)


def test_8_61_the_defender_may_retreat_instead_of_a_second_step(scenario):
    # Two hits on a full German corps: the first is a step (8.6), the second may be a
    # one-hex retreat (8.61).
    game, state = new_game(scenario, dice=(6, 6, 1, 1, 1, 1, 1, 1, 1, 1))
    s = only(game, state, {"sov_42": ("1207", 0), "ger_38": ("1208", 0)}, "allied_combat")
    s = _attack(game, s, ["sov_42"], "1208")
    # The first hit is a step, taken at once (the only answer); then the choice.
    assert s.pending.kind == "losses" and s.pending.side == "axis"
    assert s.units["ger_38"].step == 1
    answers = game.legal_actions(s)
    assert set(answers) == {TakeLoss("axis", "ger_38"), Choose("axis", Opt.RETREAT)}
    s, log = game.apply(s, Choose("axis", Opt.RETREAT))
    # the log says it once, as the player's act in the rule's words, with how far
    assert [(e.text.format(), e.rule, e.automatic) for e in log][:1] == [
        ("axis retreats 1 hex instead of losing more steps", "8.61", False)]
    assert sum("instead of losing" in e.text.format() for e in log) == 1
    if s.pending is not None and s.pending.kind == "retreat":
        s, _ = game.apply(s, next(a for a in game.legal_actions(s) if isinstance(a, Retreat)))
    assert s.units["ger_38"].step == 1 and s.units["ger_38"].status == ON_MAP
    assert game.label(s.units["ger_38"].hex) != "1208"


def test_11_1_a_shock_army_needs_two_hits_a_step(scenario):
    # The Axis corps defends with 3 dice: one 6 is one hit on a lone shock army, ignored.
    game, state = new_game(scenario, dice=(1, 1, 1, 1, 1, 6, 1, 1))
    s = only(game, state, {"sov_1s": ("1207", 0), "ger_38": ("1208", 0)}, "allied_combat")
    s = _attack(game, s, ["sov_1s"], "1208")
    assert s.units["sov_1s"].step == 0 and s.units["sov_1s"].status == ON_MAP
    assert s.pending is None


def test_8_1_every_allied_unit_next_to_the_axis_must_attack(scenario):
    game, state = new_game(scenario)
    s = only(game, state, {"sov_42": ("1207", 0), "ger_38": ("1208", 0)}, "allied_combat")
    blockers = game.ruleset.end_phase_blockers(game, s)
    assert len(blockers) == 2  # the unit must attack and the hex must be attacked
    with pytest.raises(IllegalAction):
        game.apply(s, EndPhase("allied"))


def test_8_2_an_axis_attack_takes_on_every_adjacent_allied_hex(scenario):
    game, state = new_game(scenario)
    s = only(game, state, {"ger_38": ("1208", 0), "sov_42": ("1207", 0), "sov_67": ("1209", 0)},
             "axis_combat")
    s, _ = game.apply(s, Attack("axis", ("ger_38",), game.hex("1207")))
    answers = game.legal_actions(s)
    assert Choose("axis", Opt.RESOLVE) not in answers
    s, _ = game.apply(s, Choose("axis", Opt.TARGET, hexes=(game.hex("1209"),)))
    assert Choose("axis", Opt.RESOLVE) in game.legal_actions(s)


def test_8_2_the_axis_need_not_attack(scenario):
    game, state = new_game(scenario)
    s = only(game, state, {"ger_38": ("1208", 0), "sov_42": ("1207", 0)}, "axis_combat")
    assert game.ruleset.end_phase_blockers(game, s) == []


def test_7_2_the_log_says_when_a_city_changes_hands(scenario):
    """A city passed through or entered by the enemy is logged once, with its name and the
    side that takes it; a city already held and a hex that is no city are not."""
    game, state = new_game(scenario)
    s = only(game, state, {"sov_5gt": ("1003", 0), "sov_2t": ("0903", 0),
                           "sov_1gt": ("1103", 0)}, "allied_move")
    names = PlainNames(game)

    def taken(uid, *labels):
        nonlocal s
        path = tuple(game.hex(x) for x in labels)
        move = next(m for m in game.legal_actions(s) if isinstance(m, Move) and m.unit == uid
                    and m.mode == "normal" and m.path == path)
        s, entries = game.apply(s, move)
        return [(e.rule, e.text.text, names.render(e.text)) for e in entries
                if e.text.text == "{city} passes to {side} control"]

    mogilev, orsha = game.hex("1004"), game.hex("0804")
    assert (s.control[mogilev], s.control[orsha], s.control[game.hex("1005")]) == ("axis",) * 3
    # through Mogilev to a hex that is no city
    assert taken("sov_5gt", "1004", "1005") == [
        ("7.2", "{city} passes to {side} control", "Mogilev (1004) passes to Allied control")]
    # into Orsha at the end of the move
    assert taken("sov_2t", "0803", "0804") == [
        ("7.2", "{city} passes to {side} control", "Orsha (0804) passes to Allied control")]
    # into Mogilev, the Allies' since the first move
    assert taken("sov_1gt", "1003", "1004") == []
    assert (s.control[mogilev], s.control[orsha]) == ("allied", "allied")


def test_6_5_strategic_moves_triple_the_allowance_and_are_counted(scenario):
    game, state = new_game(scenario)
    s = only(game, state, {"sov_42": ("1005", 0)}, "allied_move", turn=2)
    moves = game.legal_actions(s)
    strategic = [m for m in moves if getattr(m, "mode", "") == "strategic"]
    normal = [m for m in moves if getattr(m, "mode", "") == "normal"]
    assert strategic and normal
    assert max(len(m.path) for m in strategic) > max(len(m.path) for m in normal)
    s, _ = game.apply(s, strategic[0])
    assert s.data["sm_used"] == 1


def test_11_31_romania_surrenders_on_a_low_die(scenario):
    game, state = new_game(scenario, dice=(1,))
    s = state.copy()
    from qtwargame.rules.red_vengeance import triggered

    class Ctx:
        def __init__(self, game, state):
            self.game, self.state, self.logged = game, state, []

        def roll(self, n, purpose=None, rule=""):
            return (1,) * n

        def log(self, text, rule="", **kw):
            self.logged.append(rule)

    ctx = Ctx(game, s)
    triggered.romania_event(ctx, "constanta_first_allied")
    assert s.data["surrendered"] == ["romania"]
    assert all(s.units[u].status != ON_MAP for u in ("rom_3", "rom_4"))
    assert s.data["romania_events"] == 1


def test_11_27_an_allied_unit_in_berlin_ends_hitler_at_once(scenario):
    game, state = new_game(scenario)
    berlin = game.hex("1422")
    nbr = sorted(game.board.neighbors(berlin))[0]
    s = only(game, state, {"sov_3s": (game.label(nbr), 0)}, "allied_move")
    s.data["hitler"] = "alive"
    move = next(m for m in game.legal_actions(s) if getattr(m, "unit", "") == "sov_3s"
                and m.path[-1] == berlin)
    s, _ = game.apply(s, move)
    assert s.data["hitler"] == "dead"
    assert game.ruleset.victory_points(game, s)["allied"] >= 1


def test_11_34_romania_falls_and_changes_side_when_bucharest_is_allied(scenario):
    game, state = new_game(scenario, dice=(3,) * 10)
    s = only(game, state, {"sov_52": ("1005", 0)}, "axis_exploit_combat", turn=3)
    s.control[game.hex("2711")] = "allied"
    s.active = "axis"
    s, _ = game.apply(s, EndPhase("axis"))
    assert s.turn == 4
    assert "romania" in s.data["surrendered"] and s.data["defected"] == ["romanian"]
    back = [u for u in ("rom_3", "rom_4") if s.units[u].status == ON_MAP]
    assert len(back) == 1 and game.label(s.units[back[0]].hex) == "2711"
    assert game.side_of(s, back[0]) == "allied"


def test_11_31_the_romanian_roll_reads_with_its_modifier_and_need(scenario):
    """Issue 49, item 5: the log says the die, what the earlier events make of it and what
    is needed, not a bare "event 2"."""
    from qtwargame.logtext import PlainNames
    from qtwargame.rules.red_vengeance import triggered

    game, state = new_game(scenario)
    s = state.copy()
    s.data["romania_events"] = 1

    class Ctx:
        def __init__(self, game, state):
            self.game, self.state, self.logged = game, state, []

        def roll(self, n, purpose=None, rule=""):
            return (3,) * n

        def log(self, text, rule="", **kw):
            self.logged.append((rule, text))

    ctx = Ctx(game, s)
    triggered.romania_event(ctx, "constanta_first_allied")
    rs = game.cache.data["romania_surrender"]
    m = 3 + rs["modifier_per_earlier_event"]
    assert m > rs["dies_on_or_below"]
    need = rs["dies_on_or_below"]
    assert [(r, PlainNames(game).render(t)) for r, t in ctx.logged] == [
        ("11.31", f"Romania holds on: die 3, {m} after 1 earlier event, {need} or less needed")]
    # the first event has nothing to take off the die (session 89, by hand: the log read
    # "Romania holds on: die 6, 6 after 0 earlier events, 1 or less needed")
    s.data["romania_events"] = 0
    ctx = Ctx(game, s)
    triggered.romania_event(ctx, "romanian_unit_eliminated")
    assert [(r, PlainNames(game).render(t)) for r, t in ctx.logged] == [
        ("11.31", f"Romania holds on: die 3 at the first event, {need} or less needed")]
