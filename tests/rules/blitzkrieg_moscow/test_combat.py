"""Combat (11.0–11.7), the hero city in combat (14.2.1)."""

import pytest

from qtwargame.engine.actions import Advance, Attack, Choose, EndPhase, Opt, PlayCard
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP
from qtwargame.position import PositionBuilder
from qtwargame.rules.blitzkrieg_moscow import combat
from qtwargame.rules.blitzkrieg_moscow.retreat import retreat_paths, source_distances
from qtwargame.rules.blitzkrieg_moscow.zoc import zoc_hexes
from tests.rules.blitzkrieg_moscow.helpers import (
    BtmBuilder,
    apply,
    bundled,
    card,
    settle,
    start,
    to_phase,
    where,
)

G, S = "german", "soviet"
SHIFT = {"type": "combat_shift", "value": 1}


def combat_phase(b, dice=(), turn=1, side=G):
    game = b.game()
    s = to_phase(game, start(game, dice), f"{side}_combat", turn)
    return game, s


def at_turn(state, turn):
    s = state.copy()
    s.turn = turn
    return s


def shift_values(game, s, attackers, target, cards=None):
    return [x for x, _ in combat.shifts(game, s, attackers, game.hex(target), cards)]


# -- 11.1, 11.2, 11.7 ---------------------------------------------------------------------------------


def test_11_1_each_attacker_and_each_defender_once_per_combat_phase():
    b = BtmBuilder().piece("a", G, "0302").piece("b", G, "0401").piece("c", G, "0202")
    b.piece("x", S, "0303").piece("y", S, "0301")
    game, s = combat_phase(b, dice=(6, 6))
    s = settle(game, apply(game, s, Attack(G, ("a",), game.hex("0303"))))
    targets = {game.label(a.target) for a in game.legal_actions(s) if isinstance(a, Attack)}
    assert "0303" not in targets  # its defender was attacked already
    with pytest.raises(IllegalAction):
        game.apply(s, Attack(G, ("a",), game.hex("0301")))  # 'a' attacked already
    assert Attack(G, ("b",), game.hex("0301")) in game.legal_actions(s)


def test_11_2_attackers_from_several_hexes_add_up_and_a_stack_may_split():
    b = BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("c", G, "0304")
    b.piece("x", S, "0303")
    game, s = combat_phase(b)
    pv = game.ruleset.preview_attack(game, s, ["a", "b", "c"], game.hex("0303"))
    assert pv.attack_strength == 12
    assert Attack(G, ("a", "c"), game.hex("0303")) in game.legal_actions(s)


def test_11_7_every_unit_in_a_rear_area_may_attack_one_adjacent_hex():
    b = BtmBuilder().piece("a", G, "G").piece("b", G, "G").piece("c", G, "G", "panzer")
    b.piece("x", S, "0301")
    game, s = combat_phase(b)
    assert Attack(G, ("a", "b", "c"), game.hex("0301")) in game.legal_actions(s)
    assert game.ruleset.preview_attack(game, s, ["a", "b", "c"], game.hex("0301")).attack_strength == 14


def test_11_7_example_every_centre_unit_may_attack_1201_from_the_rear_area():
    """11.7's example: at the start every German unit of Army Group Centre, all in the
    Centre rear area, may attack the Soviets in 1201 together."""
    game = bundled()
    s = to_phase(game, start(game), "german_combat", 1)
    centre = tuple(sorted(u for u, d in game.units.items() if d.setup_code == "C"))
    assert centre == ("ger_2pza", "ger_3pza", "ger_4a", "ger_9a")
    assert all(game.cache.topo.is_area(s.units[u].hex) for u in centre)
    assert Attack(G, centre, game.hex("1201")) in game.legal_actions(s)
    pv = game.ruleset.preview_attack(game, s, list(centre), game.hex("1201"))
    assert (pv.attack_strength, pv.defense_strength) == (24, 3)


def test_11_7_a6_units_in_a_rear_area_cannot_be_attacked():
    b = BtmBuilder().piece("a", G, "0506").piece("x", S, "S")
    game, s = combat_phase(b)
    assert not [a for a in game.legal_actions(s) if isinstance(a, Attack)]


# -- 11.3.1–11.3.3 ------------------------------------------------------------------------------------


def test_11_3_1_attack_uses_the_current_side_never_the_passive_value():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b)
    assert game.ruleset.preview_attack(game, s, ["a"], game.hex("0303")).attack_strength == 4
    s.units["a"] = s.units["a"].__class__(hex=s.units["a"].hex, step=1, status=ON_MAP)
    assert game.ruleset.preview_attack(game, s, ["a"], game.hex("0303")).attack_strength == 2


def test_11_3_2_passive_defender_uses_bracketed_value_and_is_not_worn():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b, dice=(6,))
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")))
    assert s.pending.kind == "defence" and s.pending.side == S
    assert sorted(a.units for a in game.legal_actions(s)) == [(), ("x",)]
    s, log = game.apply(s, Choose(S, Opt.DEFEND))
    assert any("4 to 1 is 4:1" in e.text.format() for e in log)
    # the answer is the one line of the choice, with its rule: not also "x defends
    # passively" (session 84)
    assert (log[0].text.text, log[0].rule) == ("{side:actor} defends passively with every unit", "11.3.2")
    assert not any(e.text.text == "{unit} defends {how}" for e in log)
    assert s.units["x"].step == 0 and s.units["a"].step == 1  # 4:1, die 6: no effect
    assert where(game, s, "x") == "0303"


def test_11_3_2_active_defender_uses_full_strength_and_is_worn_after():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b, dice=(6,))
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",)))
    s = settle(game, s)
    assert s.units["x"].step == 1


def test_11_3_2_a_worn_defender_has_no_choice():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b, dice=(6,))
    s.units["x"] = s.units["x"].__class__(hex=s.units["x"].hex, step=1, status=ON_MAP)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")))
    assert s.pending is None or s.pending.kind != "defence"


def test_11_3_3_example_2nd_panzer_army_7_against_infantry_2_is_3_to_1_or_7_to_1_passive():
    """11.3.3's example: the 2nd Panzer Army (7) attacks a Soviet infantry army (2): an
    active defence gives 7:2, 3.5:1, read 3:1; a passive one (its bracketed 1) 7:1."""
    game = bundled()
    s = to_phase(game, start(game), "german_combat", 1)
    att = combat.attack_strength(game, s, ["ger_2pza"])
    active = combat.defence_value(game, s, "sov_3a", "active")
    passive = combat.defence_value(game, s, "sov_3a", "passive")
    assert (att, active, passive) == (7, 2, 1)
    assert combat.column_label(combat.odds_index(att, active)) == "3:1"
    assert combat.column_label(combat.odds_index(att, passive)) == "7:1"


def test_11_3_3_odds_are_rounded_for_the_defender():
    assert combat.odds_index(7, 2) == 3 and combat.column_label(3) == "3:1"
    assert combat.odds_index(17, 3) == 5
    assert combat.odds_index(5, 3) == 1
    assert combat.odds_index(3, 4) == 0 and combat.column_label(0) == "1:2"
    assert combat.odds_index(1, 3) == -1 and combat.column_label(-1) == "1:3"
    assert combat.odds_index(2, 0) == combat.NO_DEFENCE


# -- 11.3.4 shifts -----------------------------------------------------------------------------------


def test_11_3_4_city_or_mountain_shift_left_once():
    b = BtmBuilder().city("kiev", "0303").terrain("0403", "mountain").piece("a", G, "0302")
    b.piece("b", G, "0402").piece("x", S, "0303").piece("y", S, "0403")
    game, s = combat_phase(b)
    assert shift_values(game, s, ["a"], "0303") == [-1]
    assert shift_values(game, s, ["b"], "0403") == [-1]
    s2 = s.copy()
    b.data["map"]["hexes"]["0303"] = "mountain"  # a city on a mountain still shifts once
    game2 = b.game()
    assert shift_values(game2, s2, ["a"], "0303") == [-1]


def test_11_3_4_river_shift_only_when_every_attacker_crosses_and_not_in_snow():
    b = BtmBuilder().hexside("0302", "0303", "river").hexside("0304", "0303", "river")
    b.piece("a", G, "0302").piece("b", G, "0304").piece("c", G, "0402").piece("x", S, "0303")
    game, s = combat_phase(b)
    assert shift_values(game, s, ["a", "b"], "0303") == [-1]
    assert shift_values(game, s, ["a", "c"], "0303") == []
    assert shift_values(game, at_turn(s, 4), ["a", "b"], "0303") == []


def test_11_3_4_tank_shift_into_clear_but_not_in_mud_or_thaw():
    b = BtmBuilder().terrain("0304", "forest").piece("pz", G, "0302", "panzer")
    b.piece("x", S, "0303").piece("y", S, "0304")
    b.piece("mc", S, "0404", "mc").piece("g", G, "0405")
    game, s = combat_phase(b)
    assert shift_values(game, s, ["pz"], "0303") == [1]
    assert shift_values(game, s, ["pz"], "0304") == []  # forest is not clear
    assert shift_values(game, at_turn(s, 3), ["pz"], "0303") == []  # mud
    assert shift_values(game, at_turn(s, 6), ["pz"], "0303") == []  # thaw
    assert shift_values(game, at_turn(s, 4), ["pz"], "0303") == [1]  # snow keeps it
    assert shift_values(game, at_turn(s, 1), ["mc"], "0405") == [1]  # Soviet tanks too


def test_11_3_4_winter_offensive_shifts_soviet_attacks_in_snow():
    b = BtmBuilder().piece("x", S, "0303").piece("a", G, "0302")
    game, s = combat_phase(b)
    assert shift_values(game, at_turn(s, 4), ["x"], "0302") == [1]
    assert shift_values(game, at_turn(s, 5), ["x"], "0302") == [1]
    assert shift_values(game, at_turn(s, 6), ["x"], "0302") == []
    assert shift_values(game, at_turn(s, 4), ["a"], "0303") == []


def test_11_3_4_one_shift_card_a_side_attacker_first_then_defender():
    b = BtmBuilder().cards(G, card("g_air", G, SHIFT), card("g_air2", G, SHIFT))
    b.cards(S, card("s_shift", S, SHIFT))
    b.piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b, dice=(6,), turn=2)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",)))
    assert s.pending.kind == "combat_card" and s.pending.side == G
    s = apply(game, s, PlayCard(G, "g_air", "", "combat_shift"))
    assert s.pending.kind == "combat_card" and s.pending.side == S  # the German may not add g_air2
    s, log = game.apply(s, PlayCard(S, "s_shift", "", "combat_shift"))
    odds = next(e.text.format() for e in log if e.rule == "11.3.3")
    assert "+1 g_air card, -1 s_shift card: column 2:1" in odds
    assert "g_air2" in s.hands[G] and s.discards[S] == ("s_shift",)


def test_7_1_street_fighting_only_for_a_city_combat():
    street = {"type": "combat_shift", "value": 1, "city_only": True}
    b = BtmBuilder().cards(S, card("s_street", S, street)).city("kiev", "0303")
    b.piece("a", G, "0302").piece("b", G, "0503").piece("x", S, "0303").piece("y", S, "0504")
    game, s = combat_phase(b, dice=(6, 6), turn=2)
    s = apply(game, s, Attack(G, ("b",), game.hex("0504")), Choose(S, Opt.DEFEND, ("y",)))
    assert s.pending is None or s.pending.side != S or s.pending.kind != "combat_card"
    s = settle(game, s)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",)))
    s = settle_until(game, s, "combat_card", S)
    assert PlayCard(S, "s_street", "", "combat_shift") in game.legal_actions(s)


def settle_until(game, s, kind, side):
    while not (s.pending.kind == kind and s.pending.side == side):
        s = apply(game, s, Choose(s.pending.side, "pass"))
    return s


# -- 11.3.5–11.3.7 -----------------------------------------------------------------------------------


def test_11_3_5_one_to_two_fails_without_a_roll_and_wears_attackers_and_active_defenders():
    b = BtmBuilder().piece("a", G, "0302", steps=[{"strength": 1, "passive": 1, "movement": 3},
                                                   {"strength": 1, "movement": 3}])
    b.piece("x", S, "0303").piece("m", S, "0303", "mc")
    game, s = combat_phase(b)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND, ("m", "x",)))
    s = settle(game, s)
    assert s.dice.position == 0
    assert s.units["a"].step == 1 and s.units["x"].step == 1
    assert s.units["m"].status == ELIMINATED  # 11.6: no worn side
    assert where(game, s, "x") == "0303"


def test_11_3_6_dr_retreats_dl_wears_and_retreats_de_eliminates():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303").piece("m", S, "0304", "mc")
    target = "0303"
    for die, active, result in ((2, ("x",), "DR"), (1, ("x",), "DL"), (1, (), "DE")):
        game, s = combat_phase(b, dice=(die,))
        s = apply(game, s, Attack(G, ("a",), game.hex(target)))
        s, log = game.apply(s, Choose(S, Opt.DEFEND, active))
        assert any(e.text.format().endswith(f": {result}") for e in log), result
        s = settle(game, s)
        x = s.units["x"]
        if result == "DE":
            assert x.status == ELIMINATED
        else:
            assert game.hex(target).distance(x.hex) == 2 and x.step == 1


def test_11_3_6_dl_on_a_worn_unit_retreats_and_eliminates_a_corps():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303").piece("m", S, "0303", "mc")
    game, s = combat_phase(b, dice=(1,))
    s.units["x"] = s.units["x"].__class__(hex=s.units["x"].hex, step=1, status=ON_MAP)
    s = settle(game, apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND, ("m",))))
    assert s.units["m"].status == ELIMINATED  # 4 to 2: 2:1, die 1: DL
    assert s.units["x"].step == 1 and game.hex("0303").distance(s.units["x"].hex) == 2


def test_11_3_6_results_on_the_crt():
    game = BtmBuilder().game()
    assert combat.outcome(game, 2, 3) == "DR" and combat.outcome(game, 2, 5) == "-"
    assert combat.outcome(game, 5, 6) == "DR" and combat.outcome(game, 5, 3) == "DE"
    assert sorted(combat.outcome(game, 6, d) for d in range(1, 7)) == ["DE"] * 5 + ["DL"]
    assert combat.automatic(game, 7) == "DE" and combat.automatic(game, 9) == "DE"
    assert combat.automatic(game, 0) == "fail" and combat.automatic(game, 6) is None


def test_11_3_6_odds_beyond_7_to_1_read_and_show_the_7_to_1_column():
    strong = [{"strength": 9, "passive": 9, "movement": 3}, {"strength": 9, "movement": 3}]
    b = BtmBuilder().piece("a", G, "0302", steps=strong).piece("x", S, "0303")
    game, s = combat_phase(b)
    pv = combat.preview(game, s, ["a"], game.hex("0303"), {"x": "passive"})
    assert (pv.attack_strength, pv.defense_strength, pv.column, pv.outcomes) == (9, 1, "7:1", {"DE": 1.0})
    active = combat.preview(game, s, ["a"], game.hex("0303"))
    assert active.column == "4:1" and [str(n) for n in active.notes] == \
        ["With passive defence: 9 to 1, column 7:1"]
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")))
    s, log = game.apply(s, Choose(S, Opt.DEFEND, ()))
    odds = next(e.text.format() for e in log if e.rule == "11.3.3")
    assert odds == "9 to 1 is 9:1, no shifts: column 7:1"
    assert game.cache.crt.read(9) == 7 and game.cache.crt.read(3) == 3 and game.cache.crt.read(-1) == -1
    assert combat.column_read(game, combat.NO_DEFENCE) == "7:1"  # a defence of nothing


def test_11_3_6_dl_wears_then_retreats_two_hexes():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b, dice=(1,))
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",)))
    s = settle(game, s)  # 4 to 2: 2:1, die 1: DL
    assert s.units["x"].step == 1
    assert game.hex("0303").distance(s.units["x"].hex) == 2


def test_11_3_7_attackers_are_worn_whatever_the_result():
    b = BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("x", S, "0303")
    game, s = combat_phase(b, dice=(5,))
    s = settle(game, apply(game, s, Attack(G, ("a", "b"), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",))))
    assert s.units["a"].step == 1 and s.units["b"].step == 1  # 8:2 4:1 die 5: DR


def test_14_2_1_a_german_dr_against_the_hero_city_has_no_effect():
    b = BtmBuilder().city("kiev", "0303").piece("a", G, "0302").piece("b", G, "0402")
    b.piece("x", S, "0303")
    game, s = combat_phase(b, dice=(4,))
    s.data["hero"] = {"city": "0303", "marker": True}
    s = settle(game, apply(game, s, Attack(G, ("a", "b"), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",))))
    assert where(game, s, "x") == "0303"  # 8:2 4:1 -1 city 3:1 die 4 DR: no effect
    assert s.units["x"].step == 1 and s.units["a"].step == 1


# -- 11.4 retreat --------------------------------------------------------------------------------------


def test_11_4_retreat_ends_two_hexes_from_the_target():
    b = BtmBuilder().piece("a", G, "0403").piece("x", S, "0404")
    game, s = combat_phase(b, dice=(4,))
    paths = retreat_paths(game, s, "x", game.hex("0404"))
    assert len(paths) > 1
    for p in paths:
        assert len(p) == 2
        assert game.hex("0404").distance(p[0]) == 1 and game.hex("0404").distance(p[1]) == 2
    s = apply(game, s, Attack(G, ("a",), game.hex("0404")), Choose(S, Opt.DEFEND))
    assert s.pending.kind == "retreat"  # 4:1, die 4: DR, the owner chooses
    assert {r.path for r in game.legal_actions(s)} == set(paths)


def test_11_4_1_no_retreat_into_enemy_units_or_empty_enemy_zoc_else_eliminated():
    b = BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("c", G, "0202")
    b.piece("d", G, "0305").piece("x", S, "0303")
    game, s = combat_phase(b, dice=(4,))
    assert retreat_paths(game, s, "x", game.hex("0303")) == []
    s = settle(game, apply(game, s, Attack(G, ("a", "b"), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",))))
    assert s.units["x"].status == ELIMINATED  # every hex round it is German or in German ZOC


def _ring(open_hex: bool, dice: tuple[int, ...] = ()):
    """Two Soviet armies in 0303, German armies in 0302, 0402 and 0202; with 'd' in 0305
    too, every hex round 0303 is German or in an empty German ZOC; without it 0304 is
    open."""
    b = (BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("c", G, "0202")
         .piece("x", S, "0303").piece("y", S, "0303").piece("g", G, "G"))
    if not open_hex:
        b.piece("d", G, "0305")
    return b.at(turn=1, phase="german_combat").dice(*dice).build(seed=1)


def test_11_4_1_can_retreat_a_surrounded_stack_has_none():
    game, s = _ring(open_hex=False)
    answers = {u: game.ruleset.can_retreat(game, s, u) for u in ("x", "y", "a", "b", "c", "d")}
    assert answers == {"x": False, "y": False, "a": True, "b": True, "c": True, "d": True}
    assert game.ruleset.can_retreat(game, s, "g") is None  # in its rear area: never attacked


def test_11_4_1_can_retreat_one_open_hex_is_enough():
    game, s = _ring(open_hex=True)
    assert paths_of(game, s, "x", "0303") == [("0304", "0204"), ("0304", "0305"), ("0304", "0404")]
    assert {u: game.ruleset.can_retreat(game, s, u) for u in ("x", "y")} == {"x": True, "y": True}
    gone = s.copy()
    gone.units["y"] = gone.units["y"].__class__(hex=None, step=0, status=ELIMINATED)
    assert game.ruleset.can_retreat(game, gone, "y") is None  # off the map: no retreat to make


def test_11_4_1_can_retreat_agrees_with_the_combat():
    # 8 against 2 + 2 is 2:1; a 2 is DR: surrounded (no retreat), both armies are
    # eliminated; with 0304 open (a retreat) both retreat and stay on the map.
    for open_hex, status in ((False, ELIMINATED), (True, ON_MAP)):
        game, s = _ring(open_hex, dice=(2,))
        assert game.ruleset.can_retreat(game, s, "x") is (status == ON_MAP)
        s = settle(game, apply(game, s, Attack(G, ("a", "b"), game.hex("0303")),
                               Choose(S, Opt.DEFEND, ("x", "y"))))
        assert (s.units["x"].status, s.units["y"].status) == (status, status)


def test_9_5_11_4_1_retreat_into_enemy_zoc_where_an_own_unit_stands():
    b = BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("c", G, "0202")
    b.piece("d", G, "0204").piece("x", S, "0303").piece("y", S, "0304")
    game, s = combat_phase(b, dice=(4,))
    assert game.hex("0304") in zoc_hexes(game, s, G)
    paths = retreat_paths(game, s, "x", game.hex("0303"))
    assert [tuple(game.label(h) for h in p) for p in paths] == [("0304", "0404")]


def test_11_4_1_one_extra_hex_when_the_end_hex_is_full():
    b = BtmBuilder().piece("a", G, "0101").piece("x", S, "0102")
    b.piece("s1", S, "0104").piece("s2", S, "0104").piece("s3", S, "0104", "mc")
    game, s = combat_phase(b, dice=(4,))
    paths = retreat_paths(game, s, "x", game.hex("0102"))
    ends = {game.label(p[-1]) for p in paths}
    assert "0104" not in ends


def test_11_4_2_the_own_rear_area_comes_first():
    b = BtmBuilder().piece("a", G, "0101").piece("x", S, "0106").piece("g", G, "0105")
    game, s = combat_phase(b)
    assert retreat_paths(game, s, "a", game.hex("0101")) == [(game.hex("0100"),)]
    assert retreat_paths(game, s, "x", game.hex("0106")) == [(game.hex("0107"),)]


def paths_of(game, s, uid, target):
    return [tuple(game.label(h) for h in p) for p in retreat_paths(game, s, uid, game.hex(target))]


# 11.4.2 ranks where a retreat ends, not each hex it passes. On this map the Soviet rear
# area is column 7; a German attacker in 0304 stands between the defender in 0303 and it,
# so no first step gets closer to a Soviet supply source: read hex by hex, every first
# step tied and retreats west to 0201, 0301 and 0401, away from every source, were offered.


def test_11_4_2_priority_2_the_retreat_ends_closer_to_an_own_supply_source():
    b = BtmBuilder().piece("a", G, "0304").piece("x", S, "0303")
    game, s = combat_phase(b)
    d = source_distances(game, s, S)
    assert (d[game.hex("0303")], d[game.hex("0103")], d[game.hex("0503")]) == (5, 4, 4)
    assert paths_of(game, s, "x", "0303") == [("0202", "0103"), ("0402", "0503")]


def test_11_4_2_priority_2_any_destination_closer_than_the_target_will_do():
    # Closer, not closest: ends three (0104, 0204, 0404, 0504) and two (0305) hexes from
    # the rear area all get nearer than the target (four), so the player chooses; read
    # hex by hex, only 0305 was offered (its every step the nearest).
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b)
    assert paths_of(game, s, "x", "0303") == [
        ("0203", "0104"), ("0203", "0204"), ("0304", "0204"), ("0304", "0305"), ("0304", "0404"),
        ("0403", "0404"), ("0403", "0504"),
    ]


def test_11_4_2_priority_3_an_empty_destination_before_one_with_an_own_unit():
    # As above with 'f' in 0204: the two retreats ending there are no longer offered.
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303").piece("f", S, "0204")
    game, s = combat_phase(b)
    assert paths_of(game, s, "x", "0303") == [
        ("0203", "0104"), ("0304", "0305"), ("0304", "0404"), ("0403", "0404"), ("0403", "0504"),
    ]


def test_11_4_2_priority_4_a_destination_within_the_limit_before_a_full_one():
    b = BtmBuilder().piece("a", G, "0304").piece("x", S, "0303")
    b.piece("s1", S, "0103").piece("s2", S, "0103").piece("s3", S, "0103", "mc").piece("y", S, "0503")
    game, s = combat_phase(b)
    assert paths_of(game, s, "x", "0303") == [("0402", "0503")]


def test_11_4_1_11_4_2_both_destinations_full_the_retreat_goes_one_hex_further():
    # Two infantry and a tank fill 0103 and 0503 (8.2). 0103, on the map's edge, has no
    # hex one further from 0303; from 0503 the extra hex is ranked in turn: 0602 and 0603
    # are both closer to a source than 0303, and the empty one wins (priority 3).
    b = BtmBuilder().piece("a", G, "0304").piece("x", S, "0303")
    for i, at in enumerate(("0103", "0503")):
        b.piece(f"s{i}", S, at).piece(f"t{i}", S, at).piece(f"m{i}", S, at, "mc")
    game, s = combat_phase(b)
    assert paths_of(game, s, "x", "0303") == [("0402", "0503", "0602"), ("0402", "0503", "0603")]
    b.piece("w", S, "0602")
    game, s = combat_phase(b)
    assert paths_of(game, s, "x", "0303") == [("0402", "0503", "0603")]


def test_11_4_2_priority_5_an_enemy_zoc_destination_with_an_own_unit_comes_last():
    # 0503 holds 'z' but lies in the ZOC of the German in 0504; 0103 holds 'y' outside
    # any German ZOC. Both are closer to a source and occupied: 0103 wins.
    b = BtmBuilder().piece("a", G, "0304").piece("x", S, "0303").piece("y", S, "0103")
    b.piece("z", S, "0503").piece("g", G, "0504")
    game, s = combat_phase(b)
    assert game.hex("0503") in zoc_hexes(game, s, G) and game.hex("0103") not in zoc_hexes(game, s, G)
    assert paths_of(game, s, "x", "0303") == [("0202", "0103")]


def test_11_4_2_priority_2_before_priority_5_closer_in_enemy_zoc_beats_empty_and_farther():
    b = BtmBuilder().piece("a", G, "0304").piece("x", S, "0303").piece("z", S, "0503")
    b.piece("g", G, "0504").piece("h", G, "0104")
    game, s = combat_phase(b)
    assert paths_of(game, s, "x", "0303") == [("0402", "0503")]


@pytest.mark.parametrize("die, result", [(1, "DL"), (2, "DR")])
def test_11_4_2_a_retreat_that_can_end_in_the_own_rear_area_ends_there(die, result):
    # Bundled map: the 18th Army in 0708, two hexes from the Soviet rear area, is attacked
    # by the 6th Army from 0707. Its retreats may end in 0509, 0609, 0809, 0908, 0909 or the
    # rear area (through 0709); priority 1 leaves only the rear area, so it goes there at
    # once, with no choice asked, after DR as after DL (both two hexes, 11.3.6).
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.at(turn=2, phase="german_combat").dice(die)
    b.place("sov_18a", "0708", step=0).place("ger_6a", "0707", step=0)
    game, s = b.build(seed=1)
    s = s.copy()
    s.hands = {G: (), S: ()}
    assert retreat_paths(game, s, "sov_18a", game.hex("0708")) == [(game.hex("0709"), game.hex("0110"))]
    assert combat.retreat_fate(game, s, "sov_18a", game.hex("0708")) == "area"
    s, log = game.apply(s, Attack(G, ("ger_6a",), game.hex("0708")))
    s, more = game.apply(s, next(a for a in game.legal_actions(s) if a.units))
    assert s.pending.kind == "advance"  # no retreat decision: the only retreat was made
    assert s.units["sov_18a"].status == OFF_MAP and s.data["returns"] == {"sov_18a": 3}
    s, tail = game.apply(s, Choose(G, Opt.STAY))
    rec = [e.combat for e in log + more + tail if e.combat is not None][-1]
    assert rec.complete and rec.result == result
    assert rec.retreats == (("sov_18a", game.hex("0110")),) and rec.left_map == (("sov_18a", "soviet"),)


def test_10_5_11_4_retreat_into_the_own_rear_area_leaves_the_map():
    b = BtmBuilder().piece("a", G, "0105").piece("x", S, "0106")
    game, s = combat_phase(b, dice=(2,))
    s = settle(game, apply(game, s, Attack(G, ("a",), game.hex("0106")), Choose(S, Opt.DEFEND, ("x",))))
    assert s.units["x"].status == OFF_MAP and s.data["returns"]["x"] == 2
    s = to_phase(game, s, "soviet_movement")
    assert s.units["x"].status == OFF_MAP  # it missed its turn-1 logistics phase
    s = to_phase(game, s, "soviet_movement", 2)
    assert where(game, s, "x") == "0107" and s.units["x"].step == 0


# -- 11.5 advance, 11.6 mechanized corps --------------------------------------------------------------


def test_11_5_advance_is_optional_only_attackers_and_one_german():
    b = BtmBuilder().piece("a", G, "0302").piece("b", G, "0402").piece("c", G, "0301")
    b.piece("x", S, "0303")
    game, s = combat_phase(b, dice=(1,))
    s = apply(game, s, Attack(G, ("a", "b"), game.hex("0303")), Choose(S, Opt.DEFEND))
    s = settle(game, s, advance=None) if s.pending.kind != "advance" else s
    assert s.pending.kind == "advance"
    units = {a.unit for a in game.legal_actions(s) if isinstance(a, Advance)}
    assert units == {"a", "b"} and Choose(G, "stay") in game.legal_actions(s)
    s = apply(game, s, Advance(G, "a", game.hex("0303")))
    assert s.pending is None and where(game, s, "a") == "0303" and where(game, s, "b") == "0402"
    assert s.control[game.hex("0303")] == G


def test_11_5_soviets_advance_up_to_a_legal_stack():
    b = BtmBuilder().piece("x", S, "0304").piece("y", S, "0304").piece("m", S, "0304", "mc")
    b.piece("z", S, "0403")
    b.piece("g", G, "0303", steps=[{"strength": 1, "passive": 1, "movement": 3},
                                   {"strength": 1, "movement": 3}])
    b.piece("gg", G, "G")
    game = b.game()
    s = to_phase(game, start(game), "soviet_combat")
    s = settle(game, apply(game, s, Attack(S, ("x", "y", "m", "z"), game.hex("0303"))),
               stop_at="advance")
    assert s.pending.kind == "advance"
    for u in ("x", "y", "m"):
        s = apply(game, s, Advance(S, u, game.hex("0303")))
    assert s.pending is None  # a third infantry would break 8.2
    assert sorted(s.units_at(game.hex("0303"))) == ["x", "y"]
    assert s.units["m"].status == ELIMINATED  # it advanced, then wore out (11.6)


def test_11_6_a_lone_mechanized_corps_must_defend_actively():
    b = BtmBuilder().piece("a", G, "0302").piece("m", S, "0303", "mc")
    game, s = combat_phase(b)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")))
    assert s.pending is None or s.pending.kind != "defence"
    assert s.data.get("combat") is None or s.data["combat"]["choice"] == {"m": "active"}


def test_11_6_a_corps_may_be_passive_beside_a_unit_of_strength_1_or_more():
    b = BtmBuilder().piece("a", G, "0302").piece("m", S, "0303", "mc").piece("n", S, "0303", "mc")
    b.piece("x", S, "0403").piece("k", S, "0403", "mc")
    game, s = combat_phase(b)
    two = combat.defence_options(game, s, game.hex("0303"))
    assert {"m": "passive", "n": "passive"} not in two  # two passive corps add up to 0
    assert {"m": "active", "n": "passive"} in two and {"m": "passive", "n": "active"} in two
    mixed = combat.defence_options(game, s, game.hex("0403"))
    assert len(mixed) == 4  # the infantry counts 1 even when passive


def test_11_6_a_passive_corps_shares_the_result():
    b = BtmBuilder().piece("a", G, "0302", "panzer").piece("x", S, "0303").piece("m", S, "0303", "mc")
    game, s = combat_phase(b, dice=(1,))
    s = settle(game, apply(game, s, Attack(G, ("a",), game.hex("0303")), Choose(S, Opt.DEFEND, ("x",))))
    assert s.units["m"].status == ELIMINATED  # 6:2 3:1 +1 tank 4:1, die 1: DE


def test_11_6_example_dl_removes_a_passive_corps_stacked_with_an_active_army():
    """11.6's example: a corps defending passively beside an active army shares the
    result; on DL the corps, which has no worn side, is removed, and the army is worn and
    retreats two hexes."""
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303").piece("m", S, "0303", "mc")
    game, s = combat_phase(b, dice=(1,))
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")))
    assert {"x": "active", "m": "passive"} in combat.defence_options(game, s, game.hex("0303"))
    s, log = game.apply(s, Choose(S, Opt.DEFEND, ("x",)))  # m passive: 4 to 2 + 0, 2:1
    assert any(e.text.format().endswith(": DL") for e in log)  # die 1
    s = settle(game, s)
    assert s.units["m"].status == ELIMINATED
    assert s.units["x"].step == 1 and game.hex("0303").distance(s.units["x"].hex) == 2


def test_11_6_a_corps_that_attacks_is_eliminated_after_the_combat():
    b = BtmBuilder().piece("m", S, "0304", "mc").piece("g", G, "0303", zoc=True)
    b.piece("gg", G, "G")
    game = b.game()
    s = to_phase(game, start(game, (6,)), "soviet_combat")
    s = settle(game, apply(game, s, Attack(S, ("m",), game.hex("0303"))), defence=())
    assert s.units["m"].status == ELIMINATED


def test_end_phase_is_refused_while_a_combat_waits_for_a_decision():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b)
    s = apply(game, s, Attack(G, ("a",), game.hex("0303")))
    with pytest.raises(IllegalAction):
        game.apply(s, EndPhase(G))


def test_11_0_attacking_is_voluntary():
    b = BtmBuilder().piece("a", G, "0302").piece("x", S, "0303")
    game, s = combat_phase(b)
    assert EndPhase(G) in game.legal_actions(s)
    s = apply(game, s, EndPhase(G))
    assert s.phase != "german_combat" and s.units["x"].status == ON_MAP
