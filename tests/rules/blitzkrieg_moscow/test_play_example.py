"""The play example after 15.3: the whole German turn 1, action by action, with the dice
fixed at 6, 3 (combat 3 and its reroll), 5 (combat 4) and 3 (Minsk).

The states after each step are built once (``example``) and each test checks one step.
Interpretations used (docs/rules/blitzkrieg_moscow_2.md): the supply cut names "1401" for
1601 (A-1); the 3rd PzA's final move "forward" is 1201 -> 1303, next to Minsk, because
1202 is next to no German source on this map and the example has it recover (A-2)."""

import pytest

from qtwargame.engine.actions import Advance, Attack, Choose, EndPhase, Move, Opt, PlayCard, SelectCards
from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP
from qtwargame.rules.blitzkrieg_moscow import supply
from tests.rules.blitzkrieg_moscow.helpers import apply, bundled, move_to, start, where

G, S = "german", "soviet"
DICE = (6, 3, 5, 3)
GERMAN_CARDS = ("g_air1", "g_air2", "g_tactical", "g_blitz", "g_repl1", "g_repl2")


def anchor(game, area):
    """Where the units in a rear area stand (its first hex)."""
    return game.label(game.cache.topo.areas[area].anchor)


def soviet_supplied(game, state, uid):
    return supply.supply_status(game, state, S)[uid]


@pytest.fixture(scope="module")
def example():
    game = bundled()
    st = {"game": game}
    s = start(game, DICE)
    st["start"] = s
    # E1 logistics: the turn track gives the Germans all six cards
    s = apply(game, s, SelectCards(G, GERMAN_CARDS))
    st["logistics"] = s
    s = apply(game, s, EndPhase(G))
    st["movement_start"] = s
    # E2 movement: 2nd PzA from the Centre rear area to 1401
    s = apply(game, s, move_to(game, s, "ger_2pza", "1401"))
    st["moved"] = s
    s = apply(game, s, EndPhase(G))
    st["combat_start"] = s
    # C1: 16th, 18th Armies (N) and 2nd PzA (1401) attack 1502
    s = apply(game, s, Attack(G, ("ger_16a", "ger_18a", "ger_2pza"), game.hex("1502")))
    st["c1_declared"] = s
    s = apply(game, s, Choose(S, Opt.DEFEND, ("sov_11a", "sov_3mc",)))
    st["c1_defence"] = s
    s = apply(game, s, PlayCard(G, "g_air1", "", "combat_shift"))
    st["c1_card"] = s
    s = apply(game, s, Advance(G, "ger_2pza", game.hex("1502")))
    st["c1"] = s
    # C2: 3rd PzA, 4th and 9th Armies (C) attack 1201
    s = apply(game, s, Attack(G, ("ger_3pza", "ger_4a", "ger_9a"), game.hex("1201")),
              Choose(S, Opt.DEFEND, ("sov_10a", "sov_6mc",)),
              PlayCard(G, "g_air2", "", "combat_shift"))
    st["c2_result"] = s
    s = apply(game, s, Advance(G, "ger_3pza", game.hex("1201")))
    st["c2"] = s
    # C3: 1st PzA, 6th and 17th Armies (S) attack 0901: die 6 DR, rerolled 3 DE
    s = apply(game, s, Attack(G, ("ger_1pza", "ger_6a", "ger_17a"), game.hex("0901")),
              Choose(S, Opt.DEFEND, ("sov_4mc", "sov_6a", "sov_8mc",)))
    st["c3_defence"] = s
    s = apply(game, s, Choose(G, "pass"))
    st["c3_rolled"] = s
    s = apply(game, s, PlayCard(G, "g_tactical", "", "reroll"))
    st["c3_rerolled"] = s
    s = apply(game, s, Choose(G, "pass"), Advance(G, "ger_6a", game.hex("0901")))
    st["c3"] = s
    # C4: 11th Army and the Romanian 3rd and 4th Armies (R) attack 0702: die 5, no effect
    s = apply(game, s, Attack(G, ("ger_11a", "rom_3a", "rom_4a"), game.hex("0702")),
              Choose(S, Opt.DEFEND, ("sov_12a", "sov_16mc",)))
    st["c4_defence"] = s
    s = apply(game, s, Choose(G, "pass"))
    st["c4_rolled"] = s
    s = apply(game, s, Choose(G, "pass"))
    st["c4"] = s
    s = apply(game, s, EndPhase(G))
    st["breakthrough_start"] = s
    # B1 (figure A): Blitzkrieg moves the 4th PzA to 1403 and the 2nd PzA to 1704
    s = apply(game, s, PlayCard(G, "g_blitz", "", "tank_action"))
    st["b1_played"] = s
    s = apply(game, s, move_to(game, s, "ger_4pza", "1403", "breakthrough"))
    s = apply(game, s, move_to(game, s, "ger_2pza", "1704", "breakthrough"))
    st["b1"] = s
    # B2 (figure B): Replacements as a tank action; the 4th PzA attacks Minsk: die 3, DR
    s = apply(game, s, PlayCard(G, "g_repl1", "", "tank_action"),
              Attack(G, ("ger_4pza",), game.hex("1304")), Choose(S, Opt.DEFEND, ("sov_13a",)))
    st["b2_defence"] = s
    s = apply(game, s, Choose(G, "pass"))
    st["b2_rolled"] = s
    s = apply(game, s, Choose(G, "pass"))
    st["b2_retreat"] = s
    retreats = game.legal_actions(s)
    st["b2_retreats"] = retreats
    # the example leaves the retreat open; Smolensk (1405) must stay empty for option a and
    # 1103 for option c, so the 13th Army goes 1204-1205
    s = apply(game, s, next(r for r in retreats if game.label(r.path[-1]) == "1205"))
    st["b2_advance"] = s
    s = apply(game, s, Advance(G, "ger_4pza", game.hex("1304")))
    st["b2"] = s
    # B3 (figure C): the last Replacements card moves the 3rd PzA forward
    s = apply(game, s, PlayCard(G, "g_repl2", "", "tank_action"))
    st["b3_options"] = s
    s = apply(game, s, move_to(game, s, "ger_3pza", "1303", "breakthrough"))
    st["b3"] = st["end"] = s
    return st


def test_e1_6_1_german_takes_all_six_cards_on_turn_1(example):
    game, s = example["game"], example["start"]
    assert (s.turn, s.phase) == (1, "german_logistics")
    assert s.hands[S] == () and s.hands[G] == GERMAN_CARDS  # the six laid out to choose from
    assert [a for a in game.legal_actions(s) if isinstance(a, SelectCards)] == [
        SelectCards(G, GERMAN_CARDS)]
    s = example["logistics"]
    assert s.hands[G] == GERMAN_CARDS and s.decks[G] == ()
    assert s.units["ger_2a"].status != ON_MAP  # 6.2: no reinforcements on turn 1; 2nd Army on box 2


def test_e2_10_0_romanian_front_may_not_move_on_turn_1(example):
    game, s = example["game"], example["movement_start"]
    movers = {a.unit for a in game.legal_actions(s) if isinstance(a, Move)}
    assert not movers & {"ger_11a", "rom_3a", "rom_4a"}
    assert {"ger_2pza", "ger_16a", "ger_1pza"} <= movers


def test_e2_10_5_north_rear_area_units_may_enter_1701(example):
    game, s = example["game"], example["movement_start"]
    assert move_to(game, s, "ger_16a", "1701").path == (game.hex("1701"),)


def test_e2_9_4_2nd_pza_stops_in_1401_in_soviet_zoc(example):
    game, s = example["game"], example["moved"]
    assert where(game, s, "ger_2pza") == "1401"
    assert game.hex("1401") in game.ruleset.zoc_hexes(game, s, S)
    assert s.control[game.hex("1401")] == G
    assert "moved" in s.units["ger_2pza"].flags


def test_c1_11_3_odds_5_to_1_tank_shift_and_air_support_give_automatic_de(example):
    game = example["game"]
    s = example["c1_declared"]
    assert s.pending.kind == "defence" and s.pending.side == S
    options = [a.units for a in game.legal_actions(s)]
    assert len(options) == 4  # each unit active or passive
    pv = game.ruleset.preview_attack(game, s, ["ger_16a", "ger_18a", "ger_2pza"], game.hex("1502"))
    assert (pv.attack_strength, pv.defense_strength, pv.column) == (15, 3, "6:1")
    assert [x for x, _ in pv.shifts] == [1]
    assert pv.outcomes == pytest.approx({"DE": 5 / 6, "DL": 1 / 6})  # 1/6 chance of DL
    s = example["c1_defence"]
    assert s.pending.kind == "combat_card" and s.pending.side == G
    s = example["c1_card"]
    assert s.dice.position == 0 and s.dice.script == DICE  # 7:1: no die rolled
    assert all(s.units[u].status == ELIMINATED and "surrendered" not in s.units[u].flags
               for u in ("sov_11a", "sov_3mc"))
    assert s.pending.kind == "advance"


def test_c1_11_3_2_passive_choices_would_also_be_certain_de(example):
    game, s = example["game"], example["c1_declared"]
    attackers, target = ["ger_16a", "ger_18a", "ger_2pza"], game.hex("1502")
    all_passive = game.ruleset.preview_attack(game, s, attackers, target)
    assert all_passive.notes  # the all-passive column is noted
    from qtwargame.rules.blitzkrieg_moscow import combat

    inf_only = combat.preview(game, s, attackers, target, {"sov_11a": "active", "sov_3mc": "passive"})
    assert (inf_only.defense_strength, inf_only.column) == (2, "7:1")  # 8:1 reads 7:1 (11.3.6)
    assert inf_only.outcomes == {"DE": 1.0}
    passive = combat.preview(game, s, attackers, target, {"sov_11a": "passive", "sov_3mc": "passive"})
    assert passive.defense_strength == 1 and passive.outcomes == {"DE": 1.0}


def test_c1_11_5_11_3_7_2nd_pza_advances_and_attackers_are_worn(example):
    game, s = example["game"], example["c1"]
    assert where(game, s, "ger_2pza") == "1502" and s.control[game.hex("1502")] == G
    assert all(s.units[u].step == 1 for u in ("ger_16a", "ger_18a", "ger_2pza"))
    assert len(s.hands[G]) == 5 and s.pending is None


def test_c2_11_7_centre_rear_area_attacks_1201_at_7_to_1(example):
    game, s = example["game"], example["c2_result"]
    assert s.dice.position == 0 and s.dice.script == DICE
    assert s.units["sov_10a"].status == ELIMINATED and s.units["sov_6mc"].status == ELIMINATED
    s = example["c2"]
    assert where(game, s, "ger_3pza") == "1201"
    assert all(s.units[u].step == 1 for u in ("ger_3pza", "ger_4a", "ger_9a"))
    assert s.hands[G] == ("g_tactical", "g_blitz", "g_repl1", "g_repl2")


def test_c3_7_1_tactical_superiority_rerolls_the_6_into_a_3(example):
    game = example["game"]
    s = example["c3_defence"]
    pv = game.ruleset.preview_attack(game, s, ["ger_1pza", "ger_6a", "ger_17a"], game.hex("0901"))
    assert (pv.attack_strength, pv.defense_strength, pv.column) == (18, 4, "5:1")
    s = example["c3_rolled"]
    assert s.data["combat"]["die"] == 6 and s.pending.kind == "reroll" and s.pending.side == G
    assert PlayCard(G, "g_tactical", "", "reroll") in game.legal_actions(s)
    s = example["c3_rerolled"]
    assert s.data["combat"]["die"] == 3
    s = example["c3"]
    assert all(s.units[u].status == ELIMINATED for u in ("sov_6a", "sov_4mc", "sov_8mc"))
    assert where(game, s, "ger_6a") == "0901"
    assert s.hands[G] == ("g_blitz", "g_repl1", "g_repl2")


def test_c4_11_3_4_river_shift_and_no_card_left_die_5_no_effect(example):
    game = example["game"]
    s = example["c4_defence"]
    pv = game.ruleset.preview_attack(game, s, ["ger_11a", "rom_3a", "rom_4a"], game.hex("0702"))
    assert (pv.attack_strength, pv.defense_strength, pv.column) == (9, 3, "2:1")
    assert [x for x, _ in pv.shifts] == [-1]
    # the German may only pass: Blitzkrieg and Replacements have no combat icon
    assert game.legal_actions(s) == [Choose(G, "pass")]
    s = example["c4"]
    assert s.dice.script == (3,)
    assert where(game, s, "sov_12a") == "0702" and s.units["sov_12a"].step == 1
    assert s.units["sov_16mc"].status == ELIMINATED  # 11.6: no worn side
    assert all(s.units[u].step == 1 for u in ("ger_11a", "rom_3a", "rom_4a"))
    assert all(where(game, s, u) == anchor(game, "R") for u in ("ger_11a", "rom_3a", "rom_4a"))


def test_b1_12_2_blitzkrieg_moves_two_tanks_and_cuts_riga_1601_1301(example):
    game = example["game"]
    before = example["breakthrough_start"]
    assert soviet_supplied(game, before, "sov_27a") and soviet_supplied(game, before, "sov_8a")
    s = example["b1_played"]
    assert s.pending.kind == "tank_action"
    s = example["b1"]
    assert where(game, s, "ger_4pza") == "1403" and where(game, s, "ger_2pza") == "1704"
    assert s.units["ger_4pza"].step == 0 and s.units["ger_2pza"].step == 1
    assert "g_blitz" in s.discards[G] and s.pending is None
    status = supply.supply_status(game, s, S)
    for uid in ("sov_27a", "sov_8a", "sov_12mc", "sov_3a"):  # Riga, 1601, 1301
        assert status[uid] is False, uid
    assert not s.units_at(game.hex("1401"))
    assert status["sov_4a"] is True  # 1102 still traces while the 3rd PzA is in 1201


def test_b2_11_3_4_4th_pza_attacks_minsk_city_shift_die_3_dr(example):
    game = example["game"]
    s = example["b2_defence"]
    pv = game.ruleset.preview_attack(game, s, ["ger_4pza"], game.hex("1304"))
    assert (pv.attack_strength, pv.defense_strength, pv.column) == (6, 2, "2:1")
    assert [x for x, _ in pv.shifts] == [-1]
    s = example["b2_rolled"]
    assert s.data["combat"]["die"] == 3
    s = example["b2_retreat"]
    assert s.pending.kind == "retreat" and s.pending.data["unit"] == "sov_13a"
    minsk = game.hex("1304")
    ends = set()
    for r in example["b2_retreats"]:
        assert minsk.distance(r.path[-1]) == 2 and len(r.path) == 2
        ends.add(game.label(r.path[-1]))
    # 11.4.2 ranks the ends: Minsk is itself a Soviet source, so no end is closer to one
    # (priority 2 ties) and every empty end two hexes away is offered.
    assert ends == {"1103", "1104", "1105", "1205", "1306", "1405"}
    s = example["b2"]
    assert where(game, s, "ger_4pza") == "1304" and s.control[minsk] == G
    assert s.units["ger_4pza"].step == 1 and s.units["sov_13a"].step == 1
    assert s.hands[G] == ("g_repl2",)


def test_b3_12_1_the_options_for_the_last_replacements_card(example):
    game = example["game"]
    s = example["b3_options"]
    listed = game.legal_actions(s)
    moves = {(a.unit, game.label(a.to)) for a in listed if isinstance(a, Move)}
    assert ("ger_4pza", "1405") in moves  # a. Minsk to Smolensk
    assert ("ger_2pza", "1806") in moves  # b. next to Leningrad
    assert ("ger_3pza", "1202") in moves  # c. cut 1102
    assert Attack(G, ("ger_1pza",), game.hex("0801")) in listed  # d. 1st PzA on the 26th Army
    from qtwargame.rules.blitzkrieg_moscow import combat

    d = combat.preview(game, s, ["ger_1pza"], game.hex("0801"), {"sov_26a": "passive"})
    assert (d.attack_strength, d.defense_strength, d.column) == (4, 1, "5:1")
    b = apply(game, s, move_to(game, s, "ger_2pza", "1806", "breakthrough"))
    leningrad = game.hex("1805")
    assert leningrad in game.ruleset.zoc_hexes(game, b, G)
    assert supply.network(game, b, S).traces(game, leningrad)  # rail can still reach it
    c = apply(game, s, move_to(game, s, "ger_3pza", "1202", "breakthrough"))
    assert supply.supply_status(game, c, S)["sov_4a"] is False


def test_b3_12_1_with_no_tank_action_card_left_the_phase_ends(example):
    game, s = example["game"], example["b3"]
    assert where(game, s, "ger_3pza") == "1303"
    assert s.hands[G] == ()
    phases = [e.phase for e in game.apply(example["b3_options"],
                                          move_to(game, example["b3_options"], "ger_3pza", "1303",
                                                  "breakthrough"))[1]]
    assert phases[-2:] == ["german_supply", "soviet_logistics"]  # breakthrough and supply end


def test_e5_13_3_every_worn_german_recovers_but_the_2nd_pza(example):
    game, s = example["game"], example["end"]
    assert (s.turn, s.phase) == (1, "soviet_logistics")
    n, c, south, r = (anchor(game, a) for a in ("N", "C", "S", "R"))
    expected = {
        "ger_16a": n, "ger_18a": n, "ger_4pza": "1304", "ger_2pza": "1704",
        "ger_3pza": "1303", "ger_4a": c, "ger_9a": c, "ger_1pza": south,
        "ger_6a": "0901", "ger_17a": south, "ger_11a": r, "rom_3a": r, "rom_4a": r,
    }
    for uid, label in expected.items():
        assert s.units[uid].status == ON_MAP and where(game, s, uid) == label, uid
        assert s.units[uid].step == (1 if uid == "ger_2pza" else 0), uid
    assert s.units["ger_2a"].status != ON_MAP and s.units["ger_2a"].status != OFF_MAP
    assert all(supply.supply_status(game, s, G).values())  # 13.1: nobody surrenders


def test_e6_golden_result_of_german_turn_1(example):
    game, s = example["game"], example["end"]
    german = {game.label(h) for h, side in s.control.items() if side == G}
    assert {"1401", "1502", "1201", "0901", "1304", "1403", "1704", "1303"} <= german
    eliminated = [u for u, x in s.units.items() if x.status == ELIMINATED]
    assert sorted(eliminated) == sorted(["sov_11a", "sov_3mc", "sov_10a", "sov_6mc", "sov_6a",
                                         "sov_4mc", "sov_8mc", "sov_16mc"])
    assert not any("surrendered" in s.units[u].flags for u in eliminated)
    worn_soviet = {u for u, x in s.units.items()
                   if x.status == ON_MAP and game.units[u].side == S and x.step == 1}
    assert worn_soviet == {"sov_12a", "sov_13a"}
    assert sorted(s.discards[G]) == sorted(GERMAN_CARDS)
    assert s.dice.script == () and s.dice.position == 0  # dice used: 6, 3, 5, 3


def test_b3_the_soviets_may_rail_into_leningrad_under_the_2nd_pza_s_zoc(example):
    """Option b of the last Replacements card: the 2nd PzA next to Leningrad (1806) puts the
    city in a German ZOC, yet its supply line still reaches a Soviet source, so in the
    Soviet turn that follows a rail move may bring reinforcements into it (6.3.3, 13.2)."""
    game = example["game"]
    s = apply(game, example["b3_options"],
              move_to(game, example["b3_options"], "ger_2pza", "1806", "breakthrough"))
    while s.phase != "soviet_logistics":
        s = apply(game, s, EndPhase(s.active))
    leningrad = game.hex("1805")
    assert where(game, s, "ger_2pza") == "1806"  # still there: it traced supply (13.1)
    assert leningrad in game.ruleset.zoc_hexes(game, s, G)
    s = apply(game, s, next(a for a in game.legal_actions(s) if isinstance(a, SelectCards)))
    rear = game.cache.topo.areas["soviet"].anchor
    rails = [a for a in game.legal_actions(s) if isinstance(a, Move) and a.mode == "rail"
             and a.to == leningrad and s.units[a.unit].hex == rear]
    assert rails  # the free rail move (6.3) from the Soviet rear area into Leningrad
    s = apply(game, s, rails[0])
    assert where(game, s, rails[0].unit) == "1805"


def test_15_1_comment_without_free_setup_smolensk_and_kiev_can_fall_on_turn_1(example):
    """15.1's comment: the free setup makes it hard to take Smolensk or Kiev in June, so
    with the printed setup both are open to a German tank on turn 1. In the example's
    breakthrough the 4th PzA can reach Smolensk and the 1st PzA Kiev, each taking the
    empty city (4.2)."""
    game, s = example["game"], example["b3_options"]
    smolensk, kiev = game.hex("1405"), game.hex("0804")
    assert not s.units_at(smolensk) and not s.units_at(kiev)
    for unit, city in (("ger_4pza", smolensk), ("ger_1pza", kiev)):
        after = apply(game, s, move_to(game, s, unit, game.label(city), "breakthrough"))
        assert after.control[city] == G
