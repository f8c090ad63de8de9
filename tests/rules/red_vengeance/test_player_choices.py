"""Red Vengeance: the procedures where the rulebook gives a player a choice, asked as
decisions (hits outside combat 11.5 and 11.7, partial retreats 8.65, setup 3.2-3.4, the
Baltic fleet 12.22, the Black Sea 12.21), on positions built with ``PositionBuilder`` and
fixed dice."""

from __future__ import annotations

import json

from qtwargame.engine.actions import Attack, Choose, EndPhase, Opt, TakeLoss
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.position import PositionBuilder
from qtwargame.scenario import catalog

_IDS = [u["id"] for u in json.loads((catalog.scenarios_dir() / "red_vengeance.json")
                                     .read_text(encoding="utf-8"))["units"]]


def board(placed: dict[str, tuple[str, int]], turn: int, phase: str, *dice: int,
          weather: str = "clear", **data):
    """Only these units on the map (hex, step), at ``phase`` of ``turn``, with ``dice``."""
    b = PositionBuilder.from_scenario("red_vengeance")
    for uid in _IDS:
        if uid in placed:
            b.place(uid, placed[uid][0], placed[uid][1])
        else:
            b.place(uid, None, status="pool")
    b.at(turn=turn, phase=phase, weather=weather).dice(*dice)
    b.state_data(air={"axis": 0, "allied": 0}, **data)
    return b.build(seed=7)


# -- 11.5, 11.7: hits outside combat -----------------------------------------------------

def test_11_5_the_axis_owner_chooses_which_unit_in_an_edge_hex_takes_each_hit():
    game, state = board({"ger_10": ("1524", 0), "ger_pz_3": ("1524", 0)}, 11, "allied_move", 6, 6)
    state, _ = game.apply(state, EndPhase("allied"))
    # April 1945, the Allied combat phase: two dice for the edge hex 1524, both 6.
    assert state.phase == "allied_combat"
    p = state.pending
    assert p.kind == "hits" and p.side == "axis" and state.to_act == "axis"
    acts = game.legal_actions(state)
    assert acts == [Choose("axis", Opt.UNIT, units=("ger_10",)),
                    Choose("axis", Opt.UNIT, units=("ger_pz_3",))]
    state, log = game.apply(state, Choose("axis", Opt.UNIT, units=("ger_pz_3",)))
    assert log[0].text.format() == "axis chooses ger_pz_3 to lose a step"
    assert state.units["ger_pz_3"].step == 1 and state.units["ger_10"].step == 0
    # the second hit: the owner may put it on the same unit, which then dies
    state, _ = game.apply(state, Choose("axis", Opt.UNIT, units=("ger_pz_3",)))
    assert state.units["ger_pz_3"].status == ELIMINATED and state.units["ger_10"].step == 0
    assert state.pending is None and "outside_hits" not in state.data


def test_11_5_a_lone_unit_takes_the_hit_without_a_question():
    game, state = board({"ger_10": ("1524", 0)}, 11, "allied_move", 6, 1)
    state, _ = game.apply(state, EndPhase("allied"))
    assert state.pending is None and state.units["ger_10"].step == 1


def test_11_7_axis_in_warsaw_take_the_two_dice_hits_as_their_owner_chooses():
    game, state = board({"ger_10": ("1414", 0), "ger_12": ("1414", 0), "sov_67": ("1411", 0)},
                        3, "allied_move", 6, 2)
    moves = [a for a in game.legal_actions_for(state, unit="sov_67")
             if game.label(a.path[-1]) == "1412"]
    state, _ = game.apply(state, moves[0])
    assert state.data["home_army_risen"] is True
    assert state.pending.kind == "hits" and state.pending.side == "axis"
    state, _ = game.apply(state, Choose("axis", Opt.UNIT, units=("ger_12",)))
    assert state.units["ger_12"].step == 1 and state.units["ger_10"].step == 0
    assert state.pending is None


def test_11_7_with_warsaw_empty_the_allies_pick_the_unit_the_home_army_strikes_or_none():
    placed = {"ger_10": ("1413", 0), "ger_12": ("1515", 0), "ger_23": ("1814", 0), "sov_67": ("1411", 0)}
    game, state = board(placed, 3, "allied_move", 6)
    move = next(a for a in game.legal_actions_for(state, unit="sov_67") if game.label(a.path[-1]) == "1412")
    state, _ = game.apply(state, move)
    p = state.pending
    assert p.kind == "home_army" and p.side == "allied"
    # 1413 and 1515 are within two hexes of Warsaw 1414; 1814 is not
    assert game.legal_actions(state) == [Choose("allied", Opt.TARGET, units=("ger_10",)),
                                         Choose("allied", Opt.TARGET, units=("ger_12",)),
                                         Choose("allied", Opt.PASS)]
    texts = [c.label for c in game.choices(state)]
    assert [m.text for m in texts] == ["Strike {unit} (one die, a hit on 6)"] * 2 + ["Do not strike"]
    state, log = game.apply(state, Choose("allied", Opt.TARGET, units=("ger_12",)))
    assert log[0].text.format() == "allied has the Home Army strike ger_12"
    assert state.units["ger_12"].step == 1 and state.units["ger_10"].step == 0
    assert state.pending is None


def test_11_7_the_allies_may_decline_the_home_army_strike():
    game, state = board({"ger_10": ("1413", 0), "sov_67": ("1411", 0)}, 3, "allied_move", 6)
    move = next(a for a in game.legal_actions_for(state, unit="sov_67") if game.label(a.path[-1]) == "1412")
    state, _ = game.apply(state, move)
    state, log = game.apply(state, Choose("allied", Opt.PASS))
    assert [e.text.format() for e in log[:2]] == ["allied gives the Home Army no target",
                                                  "The Home Army does not strike"]
    assert state.units["ger_10"].step == 0 and state.units["ger_10"].status == ON_MAP
    assert state.dice.position == 0  # no die rolled


# -- 8.61, 8.65: partial retreats, unit by unit -----------------------------------------

def _resolve(game, state, attack):
    for a in game.declaration_steps(state, attack):
        state, _ = game.apply(state, a)
    return state


def test_8_65_a_unit_stopped_by_enemy_zoc_loses_a_step_for_each_hex_short_and_the_other_goes_on():
    # Soviet 4-3 at 1312 attacks German 3-3s at 1313 and 1412; Soviet units at 1115, 1415
    # and 1515 bar 1313's way west after one hex, while 1412 can go two.
    placed = {"ger_10": ("1313", 0), "ger_12": ("1412", 0), "sov_67": ("1312", 0),
              "sov_43": ("1115", 0), "sov_49": ("1415", 0), "sov_65": ("1515", 0)}
    game, state = board(placed, 3, "allied_combat", 6, 6, 6, 1, 1, 1, 1, 1, 1, 1)
    state = _resolve(game, state, Attack("allied", ("sov_67",), game.hex("1313"), also=(game.hex("1412"),)))
    assert state.pending.kind == "losses" and state.pending.side == "axis"
    state, _ = game.apply(state, TakeLoss("axis", "ger_12"))  # 8.6: the first hit is a step
    assert Choose("axis", Opt.RETREAT) in game.legal_actions(state)
    state, log = game.apply(state, Choose("axis", Opt.RETREAT))  # the two hits left: two hexes
    assert "{unit} is stopped by enemy ZOC after 1 hex and loses a step" in [e.text.text for e in log]
    assert state.units["ger_10"].step == 1 and state.units["ger_12"].step == 1
    start = {"ger_10": game.hex("1313"), "ger_12": game.hex("1412")}
    while state.pending is not None and state.pending.kind == "retreat":
        uid = state.pending.data["unit"]
        want = {"ger_10": 1, "ger_12": 2}[uid]
        acts = game.legal_actions(state)
        assert acts and all(len(a.path) == want for a in acts)
        state, _ = game.apply(state, acts[0])
    assert start["ger_10"].distance(state.units["ger_10"].hex) == 1
    assert start["ger_12"].distance(state.units["ger_12"].hex) == 2


def test_8_65_the_unit_cut_off_takes_its_hits_as_steps_while_the_free_one_retreats():
    # Soviet units at 1113 and 1414 leave 1313 no way out; 1412 can still go two hexes.
    from qtwargame.rules.red_vengeance.resolution import retreat_lengths
    from qtwargame.rules.red_vengeance.snapshot import Snap

    placed = {"ger_10": ("1313", 0), "ger_12": ("1412", 0), "sov_67": ("1312", 0),
              "sov_43": ("1113", 0), "sov_49": ("1414", 0)}
    game, state = board(placed, 3, "allied_combat", 6, 6, 6, 1, 1, 1, 1, 1, 1, 1)
    assert retreat_lengths(Snap(game, state), ["ger_10", "ger_12"], 2) == {"ger_10": 0, "ger_12": 2}
    state = _resolve(game, state, Attack("allied", ("sov_67",), game.hex("1313"), also=(game.hex("1412"),)))
    state, _ = game.apply(state, TakeLoss("axis", "ger_12"))
    state, log = game.apply(state, Choose("axis", Opt.RETREAT))
    assert "{unit} cannot retreat and loses {n} steps" in [e.text.text for e in log]
    assert state.units["ger_10"].status == ELIMINATED
    while state.pending is not None and state.pending.kind == "retreat":
        state, _ = game.apply(state, game.legal_actions(state)[0])
    assert game.hex("1412").distance(state.units["ger_12"].hex) == 2


def test_8_63_a_defender_never_retreats_into_another_hex_attacked_in_the_same_combat():
    """8.63: a retreat goes away from the attacked hexes. In one combat against 1312 and
    1313, the German corps in 1312 may not step into 1313, though its friend there lifts
    the attacker's ZOC and 1313 is nearer the Axis edge: it goes to 1211 (session 90: the
    code sent it into 1313, its only path, where it stayed beside the attacker and kept
    the Soviets from advancing into a hex whose defenders had all retreated, 8.7)."""
    from qtwargame.rules.red_vengeance.resolution import retreat_paths
    from qtwargame.rules.red_vengeance.snapshot import Snap

    placed = {"ger_10": ("1312", 0), "ger_12": ("1313", 0), "sov_67": ("1412", 0)}
    game, state = board(placed, 3, "allied_combat", 6, 6, 1, 1, 1, 1, 1, 1, 1, 1)
    state = _resolve(game, state, Attack("allied", ("sov_67",), game.hex("1312"),
                                         also=(game.hex("1313"),)))
    state, _ = game.apply(state, TakeLoss("axis", "ger_12"))  # 8.6: the first hit is a step
    snap = Snap(game, state)

    def paths(uid):
        return [[game.label(game.cache.hexes[h]) for h in p] for p in retreat_paths(snap, uid, 1)]

    assert paths("ger_10") == [["1211"]]
    assert paths("ger_12") == [["1314"]]
    state, log = game.apply(state, Choose("axis", Opt.RETREAT))
    assert [e.text.format() for e in log] == ["axis retreats 1 hex instead of losing more steps",
                                              "axis retreats ger_10 to 1211",
                                              "axis retreats ger_12 to 1314"]
    assert state.pending is not None and state.pending.kind == "advance"


def test_12_22_the_soviet_fleet_s_roll_at_sea_says_whom_it_hit_or_missed():
    """12.22: with the Soviet submarines on the track, the Allies roll for each Axis unit
    at sea, a step on 5 or 6. A miss has its line, naming the unit (session 90: "Dice
    rolled for: Soviet fleet attack at sea.")."""
    from qtwargame.engine.game import Context
    from qtwargame.logtext import PlainNames
    from qtwargame.rules.red_vengeance.losses_board import at_sea

    placed = {"ger_10": ("0409", 0), "ger_12": ("0513", 0)}
    game, state = board(placed, 3, "axis_move", 4, 5, baltic="soviet_subs")
    ctx = Context(game, state.copy())
    at_sea(ctx, "ger_10")
    at_sea(ctx, "ger_12")
    ctx.flush(None)
    names = PlainNames(game)
    assert [(names.render(e.text), [r.values for r in e.rolls], e.rule) for e in ctx.entries] == [
        ("X Corps crosses the sea unharmed: the Soviet fleet misses (die 4)", [(4,)], "12.22"),
        ("XII Corps is hit at sea (die 5)", [(5,)], "12.22"),
        ("XII Corps is reduced", [], "12.22")]
    assert ctx.state.units["ger_10"].step == 0 and ctx.state.units["ger_12"].step == 1


def test_12_21_the_log_names_the_support_an_attack_takes_as_the_black_sea_fleet_s_die():
    """12.21: the support the Allies add while declaring an attack on the Black Sea coast
    is the Black Sea Fleet's die; the log says so (session 90: "adds support to the
    attack")."""
    from qtwargame.logtext import PlainNames

    game, _ = board({}, 3, "allied_combat")
    act = game.describe(Choose("allied", Opt.SUPPORT, count=1))
    assert PlainNames(game).render(act) == (
        "The Allied player adds the Black Sea Fleet's die to the attack")


# -- 3.2-3.4: the setup is placed freely -------------------------------------------------

def test_3_2_a_unit_may_be_moved_again_and_again_until_the_side_is_done():
    from qtwargame.engine.actions import Place

    game, state = PositionBuilder.from_scenario("red_vengeance").build(seed=7)
    assert state.phase == "axis_setup"

    def places(s, uid):
        return [a for a in game.legal_actions(s) if isinstance(a, Place) and a.unit == uid]

    uid = next(a.unit for a in game.legal_actions(state) if isinstance(a, Place))
    home = state.units[uid].hex
    first = places(state, uid)
    state, _ = game.apply(state, first[0])
    second = places(state, uid)
    assert second  # moved once, it may move again
    state, _ = game.apply(state, next(a for a in second if a.hex != home))
    state, _ = game.apply(state, next(a for a in places(state, uid) if a.hex == home))
    assert state.units[uid].hex == home and "placed" in state.units[uid].flags
    assert EndPhase("axis") in game.legal_actions(state)
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "allied_setup" and "placed" not in state.units[uid].flags


# -- 12.22: the German Baltic fleet's defence dice -------------------------------------------

def _defence_dice(log):
    rec = [e.combat for e in log if e.combat is not None][-1]
    return len(rec.dice["axis"])


def test_12_22_the_axis_player_chooses_which_coastal_defence_gets_the_fleet():
    placed = {"ger_10": ("0410", 0), "ger_12": ("0612", 0), "ger_23": ("0409", 0),
              "sov_67": ("0511", 0), "sov_43": ("0712", 0), "sov_49": ("0509", 0)}
    game, state = board(placed, 2, "allied_combat", *([1] * 23), baltic="german_lake")
    # The first attack on the coast: the Axis keep the fleet.
    state = _resolve(game, state, Attack("allied", ("sov_67",), game.hex("0410")))
    assert state.pending.kind == "baltic_fleet" and state.pending.side == "axis"
    assert game.legal_actions(state) == [Choose("axis", Opt.YES), Choose("axis", Opt.NO)]
    assert [c.label.text for c in game.choices(state)] == [
        "Add the fleet's {n:# die|# dice} to this defence", "Keep the fleet for a later attack this phase"]
    state, log = game.apply(state, Choose("axis", Opt.NO))
    assert log[0].text.format() == "axis keeps the fleet for a later attack this phase"
    assert _defence_dice(log) == 3 and "baltic_defense_used" not in state.data
    # The second: the fleet adds its two dice (German Lake) to the 3-3's three.
    state = _resolve(game, state, Attack("allied", ("sov_43",), game.hex("0612")))
    state, log = game.apply(state, Choose("axis", Opt.YES))
    assert log[0].text.format() == "axis adds the fleet's 2 dice to the defence"
    assert _defence_dice(log) == 5 and state.data["baltic_defense_used"] is True
    # Used once this phase: the third coastal attack (Riga, a major city: 3 + 1 dice) is
    # rolled without a question.
    steps = game.declaration_steps(state, Attack("allied", ("sov_49",), game.hex("0409")))
    for a in steps:
        state, log = game.apply(state, a)
    assert state.pending is None and _defence_dice(log) == 4


# -- 12.21: the Black Sea supplies the unit the Allied player names ----------------------

def test_12_21_the_allies_name_the_one_cut_off_coastal_unit_the_black_sea_supplies():
    ring = ["2603", "2604", "2605", "2706", "2805"]
    placed = {"sov_67": ("2704", 0), "sov_43": ("2705", 0)}
    placed.update({u: (h, 0) for u, h in zip(["ger_10", "ger_12", "ger_23", "ger_38", "ger_42"], ring)})
    game, state = board(placed, 1, "axis_exploit_combat", 1, 1)
    state, entering = game.apply(state, EndPhase("axis"))
    assert (state.turn, state.phase) == (2, "allied_organization")
    p = state.pending
    assert p.kind == "sea_supply" and p.side == "allied"
    # 5.2: the units out of supply are named once the sea has its unit, not before
    # (session 90: the line names them, and before the answer it would name the wrong one).
    assert not [e for e in entering if "out of supply" in e.text.text]
    assert game.legal_actions(state) == [Choose("allied", Opt.UNIT, units=("sov_43",)),
                                         Choose("allied", Opt.UNIT, units=("sov_67",))]
    assert [c.label.text for c in game.choices(state)] == ["Supply {unit} by sea"] * 2
    state, log = game.apply(state, Choose("allied", Opt.UNIT, units=("sov_67",)))
    assert log[0].text.format() == "allied supplies sov_67 by sea"
    assert [e.text.format() for e in log if "out of supply" in e.text.text] == [
        "1 allied unit is out of supply: sov_43 in 2705"]
    assert "oos" not in state.units["sov_67"].flags and "oos" in state.units["sov_43"].flags
    assert game.ruleset.supply_status(game, state, "allied") == {"sov_43": False, "sov_67": True}


def test_12_22_two_units_a_port_may_retreat_by_sea_in_each_combat():
    placed = {"ger_10": ("0409", 0), "ger_12": ("0409", 0), "ger_23": ("0513", 0),
              "sov_67": ("0509", 0), "sov_43": ("0612", 0)}
    # Riga: 3 dice for the 4-3 across the Daugava, 7 for the two 3-3s in a major city
    dice = [6, 6, 6] + [1] * 7 + [6, 6, 1, 1] + [1] * 3
    game, state = board(placed, 2, "allied_combat", *dice, baltic="german_lake")
    state = _resolve(game, state, Attack("allied", ("sov_67",), game.hex("0409")))
    state, _ = game.apply(state, Choose("axis", Opt.NO))  # no fleet dice
    state, _ = game.apply(state, TakeLoss("axis", "ger_10"))
    state, _ = game.apply(state, Choose("axis", Opt.RETREAT))
    for _ in range(2):  # both units of Riga sail away: one port hop each
        uid = state.pending.data["unit"]
        by_sea = [a for a in game.legal_actions(state) if len(a.path) == 1
                  and a.path[0].distance(game.hex("0409")) > 1]
        assert by_sea, uid
        state, _ = game.apply(state, by_sea[0])
    if state.pending is not None and state.pending.kind == "advance":
        state, _ = game.apply(state, Choose("allied", Opt.STOP))
    assert state.data["sea_retreats"] == 2
    # A second combat in the same phase: Libau's unit may still retreat by sea.
    state = _resolve(game, state, Attack("allied", ("sov_43",), game.hex("0513")))
    state, _ = game.apply(state, Choose("axis", Opt.NO))
    assert state.units["ger_23"].step == 1  # the first hit, a step without a choice
    state, _ = game.apply(state, Choose("axis", Opt.RETREAT))
    assert any(len(a.path) == 1 and a.path[0].distance(game.hex("0513")) > 1
               for a in game.legal_actions(state))


# -- 10.5: the Axis player picks the armor withdrawn when the II SS Panzer Corps is away ---

def test_10_5_without_ii_ss_panzer_the_axis_pick_which_ss_armor_goes_west():
    placed = {"ss_pz_3": ("1520", 0), "ss_pz_4": ("1521", 1), "ger_pz_3": ("1522", 0)}
    game, state = board(placed, 6, "allied_combat", 1, weather="mud")
    state, _ = game.apply(state, EndPhase("allied"))
    p = state.pending
    assert (state.phase, p.kind, p.side) == ("axis_organization", "withdrawal", "axis")
    # 10.5: an SS unit if there is one, so the army's ger_pz_3 is not offered
    assert game.legal_actions(state) == [Choose("axis", Opt.UNIT, units=("ss_pz_3",)),
                                         Choose("axis", Opt.UNIT, units=("ss_pz_4",))]
    assert [c.label.text for c in game.choices(state)] == ["Withdraw {unit}"] * 2
    state, log = game.apply(state, Choose("axis", Opt.UNIT, units=("ss_pz_4",)))
    assert log[0].text.format() == "axis chooses ss_pz_4 to withdraw to the West"
    assert state.units["ss_pz_4"].status == "pool" and state.data["withdrawn"] == "ss_pz_4"
    assert state.units["ss_pz_3"].status == ON_MAP and state.pending is None


def test_12_22_a_sea_move_is_part_of_a_move_overland_before_and_after_the_hop():
    # A 3-3 next to Riga: one MP to Riga, one for the hop to Kiel, one on to 0723.
    game, state = board({"ger_10": ("0410", 0), "ger_12": ("0309", 0)}, 2, "axis_move",
                        baltic="german_lake")
    sea = [a for a in game.legal_actions_for(state, unit="ger_10") if a.mode == "sea"]
    paths = {tuple(game.label(h) for h in a.path) for a in sea}
    assert ("0409", "0623", "0723") in paths
    assert ("0409", "0623") in paths  # the hop and no more
    land = {game.label(a.path[-1]) for a in game.legal_actions_for(state, unit="ger_10")
            if a.mode == "normal"}
    assert "0513" in land and not any(p[-1] in land for p in paths)  # Libau: overland, no sea
    move = next(a for a in sea if tuple(game.label(h) for h in a.path) == ("0409", "0623", "0723"))
    state, _ = game.apply(state, move)
    assert game.label(state.units["ger_10"].hex) == "0723" and state.data["sea_moved"] == 1
    # one sea move a phase: the other unit now has none
    assert not [a for a in game.legal_actions_for(state, unit="ger_12") if a.mode == "sea"]


def test_11_34_the_status_names_the_countries_that_changed_side_in_words():
    game, state = board({"sov_67": ("1411", 0)}, 3, "allied_move", defected=["romanian", "bulgarian"])
    item = next(i for i in game.ruleset.status(game, state, "allied") if i.label.text == "Changed side")
    assert item.value.format() == "Romania, Bulgaria"


def test_11_34_the_romanian_unit_entering_bucharest_is_never_one_lost_out_of_supply():
    from qtwargame.engine.state import REMOVED, UnitState

    game, state = board({"sov_67": ("2710", 0)}, 2, "axis_exploit_combat", 1, 1, 1)
    state.units["rom_3"] = UnitState(None, 0, REMOVED, frozenset())  # 10.14: out for good
    state.units["rom_4"] = UnitState(None, 0, ELIMINATED, frozenset())
    state.control[game.hex("2711")] = "allied"
    state, _ = game.apply(state, EndPhase("axis"))
    assert state.phase == "allied_organization" and "romanian" in state.data["defected"]
    assert state.units["rom_4"].status == ON_MAP and game.label(state.units["rom_4"].hex) == "2711"
    assert state.units["rom_3"].status == REMOVED


def test_11_9_the_status_reminds_the_axis_of_the_fuhrer_s_offensive_in_february_and_march():
    def item(turn, **data):
        game, state = board({"ss_pz_1": ("1520", 0)}, turn, "axis_move", **data)
        return next((i.value.text for i in game.ruleset.status(game, state, "axis")
                     if i.label.text == "Führer's offensive"), None)

    assert item(8) is None
    assert item(9) == "still owed: Dietrich and both SS panzer corps attack together"
    assert item(10, fuhrer_offensive_made=True) == "made"


# -- 11.23: a leader left alone joins the nearest unit; a tie is his player's choice ------

def test_11_23_a_surviving_leader_joins_the_nearest_unit_his_player_picks_among_equals():
    placed = {"sov_67": ("1312", 1), "ldr_konev": ("1312", 0), "ger_10": ("1313", 0),
              "sov_43": ("1310", 0), "sov_49": ("1210", 0)}
    # the German 3-3 rolls 6, 1, 1: one hit kills the reduced army; Konev's die is a 6
    game, state = board(placed, 3, "axis_combat", 6, 1, 1, 1, 1, 1, 6)
    for a in game.declaration_steps(state, Attack("axis", ("ger_10",), game.hex("1312"))):
        state, _ = game.apply(state, a)
    assert state.units["sov_67"].status == ELIMINATED
    p = state.pending
    assert (p.kind, p.side) == ("rejoin", "allied")
    assert [c.label.text for c in game.choices(state)] == ["Join the unit at {hex}"] * 2
    assert [game.label(a.hexes[0]) for a in game.legal_actions(state)] == ["1210", "1310"]
    state, log = game.apply(state, Choose("allied", Opt.LEADER_HEX, hexes=(game.hex("1210"),)))
    assert log[0].text.format() == "allied chooses the unit at 1210 for ldr_konev to join"
    assert game.label(state.units["ldr_konev"].hex) == "1210"
    assert state.pending is None or state.pending.kind == "advance"  # the combat goes on


# -- 6.1, 11.23: leaders overrun, and leaders going with their stack -----------------------

def test_6_1_11_23_a_leader_alone_is_overrun_by_an_enemy_entering_and_not_when_guarded():
    from qtwargame.engine.state import REMOVED
    for guard, want in ((False, REMOVED), (True, ON_MAP)):
        placed = {"ger_10": ("1413", 0), "ldr_konev": ("1412", 0), "sov_67": ("1210", 0)}
        if guard:
            placed["sov_43"] = ("1412", 0)
        game, state = board(placed, 3, "axis_move")
        moves = [a for a in game.legal_actions_for(state, unit="ger_10") if game.label(a.path[-1]) == "1412"]
        if not guard:
            state, log = game.apply(state, moves[0])
            assert "{leader} is overrun" in [e.text.text for e in log]
            assert state.data["dead_leaders"] == ["ldr_konev"]
        else:
            assert moves == []  # a Soviet army holds the hex: no entering it
        assert state.units["ldr_konev"].status == want


def test_11_23_a_leader_stays_while_a_unit_of_his_stack_stays_and_goes_with_the_last():
    placed = {"sov_67": ("1312", 0), "sov_43": ("1312", 0), "ldr_konev": ("1312", 0),
              "ger_10": ("1313", 0)}
    game, state = board(placed, 3, "axis_combat", 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 6, 6, 6)
    state = _resolve(game, state, Attack("axis", ("ger_10",), game.hex("1312")))
    state, _ = game.apply(state, TakeLoss("allied", "sov_43"))
    state, _ = game.apply(state, Choose("allied", Opt.RETREAT))
    first = game.legal_actions(state)
    assert [game.label(a.path[-1]) for a in first] == ["1411", "1311", "1211"]
    state, _ = game.apply(state, first[0])
    assert game.label(state.units["ldr_konev"].hex) == "1312"  # sov_67 is still there
    last = game.legal_actions(state)
    assert last[-1].unit == "sov_67" and game.label(last[-1].path[-1]) == "1211"
    state, log = game.apply(state, last[-1])
    assert game.label(state.units["ldr_konev"].hex) == "1211"
    assert state.units["ldr_konev"].status == ON_MAP
    # the log says so: he did not move by himself
    went = [e for e in log if e.text.text == "{leader} retreats with {unit} to {hex}"]
    assert [(e.text.format(), e.rule) for e in went] == [
        ("ldr_konev retreats with sov_67 to 1211", "8.6")]


def test_6_1_11_22_a_leader_stays_when_the_units_he_stood_with_move_away_and_moves_by_himself():
    # Konev stands with the 67th Army at 1312 in the Allied movement phase, the enemy far
    # off. The army moves two hexes east; Konev stays (a leader moves by himself, 6.1, and
    # may stand alone), with his own movement still to make: he moves as armor, 5 MP,
    # at one MP a hex whatever the terrain (11.22, 11.25).
    game, state = board({"sov_67": ("1312", 0), "ldr_konev": ("1312", 0),
                         "ger_10": ("3422", 0)}, 3, "allied_move")
    move = next(a for a in game.legal_actions_for(state, unit="sov_67")
                if game.label(a.path[-1]) == "1314")
    state, log = game.apply(state, move)
    assert game.label(state.units["sov_67"].hex) == "1314"
    assert game.label(state.units["ldr_konev"].hex) == "1312"
    assert "moved" not in state.units["ldr_konev"].flags
    lines = [e.text.format() for e in log]
    assert lines[0] == "allied moves sov_67 to 1314" and not any("ldr_konev" in x for x in lines)
    own = game.legal_actions_for(state, unit="ldr_konev")
    far = {game.label(a.path[-1]) for a in own}
    start = game.hex("1312")
    assert max(start.distance(game.hex(h)) for h in far) == 5
    assert "1314" in far  # he may join the army again


def test_8_7_a_leader_stays_in_the_hex_his_stack_advanced_from():
    # The 67th and 43rd Armies attack out of 1312, with Konev, the German 10th Army at
    # 1313 (reduced), which is eliminated; both advance (advance after combat moves units,
    # 8.7), and Konev stays in 1312, to move himself in the exploitation movement.
    placed = {"sov_67": ("1312", 0), "sov_43": ("1312", 0), "ldr_konev": ("1312", 0),
              "ger_10": ("1313", 1)}
    game, state = board(placed, 3, "allied_combat", *([6] * 6 + [1] * 6))
    state = _resolve(game, state, Attack("allied", ("sov_67", "sov_43"), game.hex("1313")))
    assert state.units["ger_10"].status == ELIMINATED
    for uid in ("sov_67", "sov_43"):
        advance = next(a for a in game.legal_actions(state) if getattr(a, "unit", None) == uid)
        assert game.label(advance.hex) == "1313"
        state, _ = game.apply(state, advance)
    assert game.label(state.units["sov_43"].hex) == "1313"
    assert game.label(state.units["ldr_konev"].hex) == "1312"


def test_11_34_a_unit_that_changed_side_attacks_only_its_new_enemies():
    # Romania has changed side: rom_3 (2814) fights for the Allies, next to the Soviet
    # sov_40 (2815) and the German ger_4 (2714). Its attack may open on the German only;
    # one opened on sov_40's hex could never be completed (a game played by the computer,
    # seed 701, stopped there with no legal action).
    game, state = board({"rom_3": ("2814", 0), "sov_40": ("2815", 0), "ger_4": ("2714", 0)},
                        9, "allied_combat", defected=["romanian"])
    opened = [a for a in game.legal_actions(state)
              if isinstance(a, Attack) and a.attackers == ("rom_3",)]
    assert [game.label(a.target) for a in opened] == ["2714"]
    state, _ = game.apply(state, opened[0])
    assert Choose("allied", Opt.RESOLVE) in game.legal_actions(state)


def test_11_42_a_soviet_unit_next_to_yugoslavia_joins_no_attack_it_could_not_complete():
    # Both Soviet attacks into Yugoslavia of the turn are used. sov_40 (2814) attacks the
    # German ger_4 (2815). sov_5s (2816) is next to it too, and next to ss_mtn_5 in the
    # Yugoslav hex 2817: joined, it would have to take on 2817 as well (8.41), which 11.42
    # no longer allows, and the declaration could be neither completed nor resolved. So
    # it is not offered; the attack resolves as it stands.
    game, state = board({"sov_40": ("2814", 0), "sov_5s": ("2816", 0), "ger_4": ("2815", 0),
                         "ss_mtn_5": ("2817", 0)}, 9, "allied_combat", soviets_into_yugoslavia=2)
    opened = [a for a in game.legal_actions(state) if isinstance(a, Attack)]
    assert [(a.attackers, game.label(a.target)) for a in opened] == [(("sov_40",), "2815")]
    state, _ = game.apply(state, opened[0])
    assert game.legal_actions(state) == [Choose("allied", Opt.RESOLVE)]
    # With the room still there, sov_5s may join, and 2817 is then owed too (8.41).
    game, state = board({"sov_40": ("2814", 0), "sov_5s": ("2816", 0), "ger_4": ("2815", 0),
                         "ss_mtn_5": ("2817", 0)}, 9, "allied_combat", soviets_into_yugoslavia=0)
    state, _ = game.apply(state, Attack("allied", ("sov_40",), game.hex("2815")))
    join = Choose("allied", Opt.ATTACKER, ("sov_5s",))
    assert join in game.legal_actions(state)
    state, _ = game.apply(state, join)
    acts = game.legal_actions(state)
    assert Choose("allied", Opt.RESOLVE) not in acts
    assert Choose("allied", Opt.TARGET, hexes=(game.hex("2817"),)) in acts
