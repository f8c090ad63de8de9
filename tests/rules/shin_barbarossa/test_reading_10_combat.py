"""Second reading of section 10 (combat and its results) and the air unit's range (14.1),
each rule proved from a position built with ``PositionBuilder`` (``reading.position``),
the worked examples of 10.4.1 among them. The Axis odds floor and the loss order of
10.5.2 are mended in their own tests (``test_issue45_*``).

Dice used on the Axis table: 1:1 die 2 is 0/R; 3:1 die 1 is 0/3. On the Soviet table:
1:3 die 3 is 2/0.

Places: open ground 3605–4206 (clear, Soviet-held, no river, road or town); Moscow (3214,
a major city) and its clear neighbours 3114, 3115, 3213, 3215, 3314, 3315; Serpukhov
(3217, a town); the forest 3310 (no road) and the clear 3410 beside it; Yaroslavl (3509).
"""

from __future__ import annotations

from qtwargame.engine.actions import Advance, Attack, Choose, EndPhase, Opt, Retreat, TakeLoss
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.logtext import PlainNames
from qtwargame.rules.shin_barbarossa import battle
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.texts import T
from tests.rules.shin_barbarossa.reading import position, refused

POCKET = {"de_ak1": "3605", "de_ak2": "3904", "de_ak4": "3907"}


def attacks(game, state):
    return [a for a in game.legal_actions(state) if isinstance(a, Attack)]


def roll(game, state, attack):
    """Declare ``attack`` alone, close the declarations and resolve it."""
    state, _ = game.apply(state, attack)
    state, _ = game.apply(state, Choose(attack.side, Opt.RESOLVE))
    first = next(a for a in game.legal_actions(state) if isinstance(a, Choose))
    state, _ = game.apply(state, first)
    return state


def column(game, state, attackers, target):
    return battle.preview(game, state, tuple(attackers), (game.hex(target),)).column


# -- 10.0–10.2 who attacks ----------------------------------------------------------------------

def test_10_0_only_units_next_to_the_defender_attack():
    game, state = position("axis_combat", {"de_ak1": "3804", "de_ak2": "3803", "su_rc10": "3805"})
    assert attacks(game, state) and all(a.attackers == ("de_ak1",) for a in attacks(game, state))
    refused(game, state, Attack("axis", ("de_ak1", "de_ak2"), game.hex("3805")))


def test_10_1_axis_attacks_are_voluntary():
    game, state = position("axis_combat", {"de_ak1": "3804", "su_rc10": "3805"})
    assert attacks(game, state) and EndPhase("axis") in game.legal_actions(state)


def test_10_2_10_2_1_soviets_must_attack_every_adjacent_axis_unit_but_across_a_river():
    game, state = position("soviet_combat", {"su_rc10": "3805", "ldr_konev": "3805", "de_ak1": "3806"})
    assert EndPhase("soviet") not in game.legal_actions(state)
    refused(game, state, EndPhase("soviet"))
    # 3118 and 3119 meet across a river: no duty
    game, state = position("soviet_combat", {"su_rc10": "3118", "ldr_konev": "3118", "de_ak1": "3119"})
    assert attacks(game, state) and EndPhase("soviet") in game.legal_actions(state)


def test_10_2_2_10_3_6_a_soviet_attack_at_1_to_6_is_declared_and_kills_its_attacker_unrolled():
    # A reduced rifle corps (2) out of command against a full panzer corps (12) out of
    # supply: 1:6, -1 +1: no floor for the Soviets, and 1:5 or worse eliminates them.
    game, state = position("soviet_combat", {"su_rc10": ("3805", 1), "de_pz41": "3806"})
    attack = Attack("soviet", ("su_rc10",), game.hex("3806"))
    assert attack in attacks(game, state)
    assert column(game, state, ("su_rc10",), "3806") == "1:5"
    state = roll(game, state, attack)
    assert state.units["su_rc10"].status == ELIMINATED
    assert state.units["de_pz41"].step == 0


def test_10_2_3_8_1_6_an_attack_into_terrain_the_attacker_may_not_enter(board):
    assert board.terrain[board.hex("3310")] == "forest" and not board.road.get(board.hex("3310"))
    game, state = position("axis_combat", {"de_pz41": "3410", "su_rc10": "3310"})
    assert Attack("axis", ("de_pz41",), game.hex("3310")) in attacks(game, state)


# -- 10.3 declarations and odds -------------------------------------------------------------------

def test_10_3_3_a_defending_stack_is_attacked_whole():
    game, state = position("axis_combat", {"de_pz41": "3804", "su_rc10": "3805", "su_rc11": "3805"})
    pv = battle.preview(game, state, ("de_pz41",), (game.hex("3805"),))
    assert pv.defense_strength == 8 and pv.attack_strength == 12


def test_10_3_4_an_attacking_stack_splits_between_two_attacks():
    units = {"de_ak1": "3804", "de_ak2": "3804", "su_rc10": "3805", "su_rc11": "3704"}
    game, state = position("axis_combat", units)
    one, two = Attack("axis", ("de_ak1",), game.hex("3805")), Attack("axis", ("de_ak2",), game.hex("3704"))
    assert one in attacks(game, state) and two in attacks(game, state)
    state, _ = game.apply(state, one)
    assert two in attacks(game, state)


def test_10_3_6_the_ratio_is_rounded_for_the_defender():
    # 7 against 2 is 3.5: read 3:1 (the Axis out of supply -1, the Soviet out of command +1)
    game, state = position("axis_combat", {"de_ak1": "3804", "su_rc10": ("3805", 1)})
    assert column(game, state, ("de_ak1",), "3805") == "3:1"


# -- 10.4 shifts, the rulebook's examples ---------------------------------------------------------

def test_10_4_1_example_soviets_attacking_out_of_moscow_at_1_to_2_use_1_to_1():
    # A rifle corps (4) in Moscow, in command of a leader of ability 0, against a German
    # corps (7) in supply of the supply center in Serpukhov: 4:7 is 1:2, Moscow +1.
    units = {"su_rc10": "3214", "ldr_cherevichenko": "3214", "de_ak1": "3114", "sc_c": "3217"}
    game, state = position("soviet_combat", units)
    assert Facts(game, state).has_loc("de_ak1")
    assert column(game, state, ("su_rc10",), "3114") == "1:1"


def test_10_4_1_example_a_major_city_attacked_at_3_to_1_uses_1_to_1():
    # Two German corps (14) against a rifle corps (4) in Moscow with a leader of ability
    # 0: 3:1, the major city's defence -2.
    units = {"su_rc10": "3214", "ldr_cherevichenko": "3214", "de_ak1": "3114", "de_ak2": "3115",
             "sc_c": "3217"}
    game, state = position("axis_combat", units)
    assert column(game, state, ("de_ak1", "de_ak2"), "3214") == "1:1"


def test_10_4_2_example_soviets_attacking_from_a_town_and_clear_ground_get_no_shift():
    # The rulebook's example: from towns (or forest) only one column up; one clear hex
    # among the attacking hexes, none. Lozovaya (3134, a town) and clear 3033 both touch
    # the German corps on clear 3034; Cherevichenko (0) commands the town's stack.
    units = {"su_rc10": "3134", "ldr_cherevichenko": "3134", "su_rc11": "3033", "de_ak1": "3034"}
    game, state = position("soviet_combat", units)
    terrain = "Soviet attack from {terrain}"
    alone = battle.preview(game, state, ("su_rc10",), (game.hex("3034"),))
    assert [n for n, t in alone.shifts if t.text == terrain] == [1]
    both = battle.preview(game, state, ("su_rc10", "su_rc11"), (game.hex("3034"),))
    assert [n for n, t in both.shifts if t.text == terrain] == []


def test_10_4_2_example_soviets_attacking_from_a_town_and_a_forest_together_get_one_column():
    # The example's other half: every attacking hex a forest or a town, one column up.
    # Daugavpils (1316, a town) and the forest 1516 both touch the German corps on clear
    # 1416 across no river; the clear 1517 touches it too and takes the column away.
    units = {"su_rc10": "1316", "su_rc11": "1516", "su_rc16": "1517", "de_ak1": "1416"}
    game, state = position("soviet_combat", units)
    assert [game.board.terrain[game.hex(x)] for x in ("1316", "1516", "1517", "1416")] == [
        "clear", "forest", "clear", "clear"]
    terrain = "Soviet attack from {terrain}"

    def shifts(*attackers):
        pv = battle.preview(game, state, attackers, (game.hex("1416"),))
        return [n for n, t in pv.shifts if t.text == terrain]

    assert shifts("su_rc11") == [1] and shifts("su_rc10") == [1]
    assert shifts("su_rc10", "su_rc11") == [1]  # one column, not one a hex
    assert shifts("su_rc10", "su_rc11", "su_rc16") == []


def test_10_4_3_10_4_4_the_axis_in_a_town_gets_no_terrain_shift_but_the_river():
    # A German corps (7) in Serpukhov, in supply of the center there, attacked across the
    # river from 3216 by two rifle corps (8) with Konev (2, 11.3.1b): 10:7 is 1:1; the
    # town gives nothing, the river one column: 1:2.
    units = {"de_ak1": "3217", "sc_c": "3217", "su_rc10": "3216", "su_rc11": "3216", "ldr_konev": "3216"}
    game, state = position("soviet_combat", units)
    assert game.board.features(game.hex("3216"), game.hex("3217")) == {"river"}
    pv = battle.preview(game, state, ("su_rc10", "su_rc11"), (game.hex("3217"),))
    assert (pv.attack_strength, pv.defense_strength) == (10, 7)
    assert pv.column == "1:2"
    assert [(n, m.text) for n, m in pv.shifts] == [(-1, "every attacker across a river")]


def test_14_1_10_4_5_air_units_join_only_within_8_hexes_of_the_border_or_a_supply_center():
    units = {"de_ak1": "3804", "su_rc10": "3805"}
    game, state = position("axis_combat", units, air=2)
    assert all(a.air == 0 for a in attacks(game, state))
    refused(game, state, Attack("axis", ("de_ak1",), game.hex("3805"), (), 1))
    game, state = position("axis_combat", {**units, "sc_c": "3509"}, air=2)
    assert game.hex("3509").distance(game.hex("3805")) <= 8
    assert Attack("axis", ("de_ak1",), game.hex("3805"), (), 1) in attacks(game, state)


# -- 10.5–10.7 results ----------------------------------------------------------------------------

def test_10_5_1_losses_come_only_from_the_units_in_the_combat():
    # One of two stacked rifle corps (4, out of command) attacks a panzer corps (12, out
    # of supply): 1:3, die 3: 2/0. The attacker loses both steps; its stack-mate none.
    units = {"su_rc10": "3805", "su_rc11": "3805", "de_pz41": "3806"}
    game, state = position("soviet_combat", units, dice=(3,))
    assert column(game, state, ("su_rc10",), "3806") == "1:3"
    state = roll(game, state, Attack("soviet", ("su_rc10",), game.hex("3806")))
    assert state.units["su_rc10"].status == ELIMINATED
    assert state.units["su_rc11"].step == 0 and state.units["su_rc11"].status == ON_MAP


def test_10_6_1_10_6_2_10_6_4_a_retreat_goes_two_hexes_and_never_into_enemy_zoc():
    # 1:1 die 2: 0/R. The rifle corps retreats from 3805 away from the corps on 3806.
    units = {"de_ak1": "3806", "su_rc10": "3805"}
    game, state = position("axis_combat", units, dice=(2,))
    state = roll(game, state, Attack("axis", ("de_ak1",), game.hex("3805")))
    assert {type(a) for a in game.legal_actions(state)} == {TakeLoss, Choose}
    state, log = game.apply(state, Choose("soviet", Opt.RETREAT))
    # the log says what an R's retreat is: no step was lost before it
    assert log[0].text.format() == "soviet retreats every unit two hexes instead of losing a step"
    retreats = [a for a in game.legal_actions(state) if isinstance(a, Retreat)]
    zoc = Facts(game, state).zoc["axis"]
    assert retreats
    assert all(game.hex("3805").distance(r.path[-1]) == 2 and not set(r.path) & zoc for r in retreats)


def test_10_6_7_a_unit_with_no_retreat_is_eliminated():
    # The pocket and a corps on 3806: every way out is in Axis ZOC or held by the Axis.
    # 7 against 4 is 1:1; the Soviet corps cut off +1: 2:1, die 4: 1/R.
    units = {**POCKET, "de_ak5": "3806", "su_rc10": "3805"}
    game, state = position("axis_combat", units, dice=(4,))
    assert column(game, state, ("de_ak5",), "3805") == "2:1"
    state = roll(game, state, Attack("axis", ("de_ak5",), game.hex("3805")))
    assert state.units["de_ak5"].step == 1
    # the answer says so before it is chosen (session 85 by hand: a panzer corps chose the
    # retreat and was eliminated, the log saying only "is eliminated (10.5)")
    answer = next(c for c in game.choices(state) if c.action == Choose("soviet", Opt.RETREAT))
    assert answer.units == ("su_rc10",)
    assert answer.consequence == T("No way back for {units}: eliminated (10.6.7)",
                                   units=("su_rc10",))
    state, entries = game.apply(state, Choose("soviet", Opt.RETREAT))
    assert state.units["su_rc10"].status == ELIMINATED
    assert [(e.text.text, e.text.params, e.rule) for e in entries[1:2]] == [
        ("{unit} has no way back and is eliminated", {"unit": "su_rc10"}, "10.6.7")]


def test_10_6_1_a_retreat_with_a_way_back_warns_of_nothing():
    units = {"de_ak1": "3806", "su_rc10": "3805"}
    game, state = position("axis_combat", units, dice=(2,))
    state = roll(game, state, Attack("axis", ("de_ak1",), game.hex("3805")))
    answer = next(c for c in game.choices(state) if c.action == Choose("soviet", Opt.RETREAT))
    assert (answer.units, answer.consequence) == ((), None)


def test_10_7_1_10_7_5_after_an_elimination_the_attacker_advances_two_hexes_through_zoc():
    # 3:1 die 1: 0/3 kills a reduced rifle corps; another on 3907 keeps 3806 in its ZOC.
    units = {"de_ak1": "3804", "su_rc10": ("3805", 1), "su_rc11": "3907"}
    game, state = position("axis_combat", units, dice=(1,))
    state = roll(game, state, Attack("axis", ("de_ak1",), game.hex("3805")))
    assert state.units["su_rc10"].status == ELIMINATED
    advances = {game.label(a.hex) for a in game.legal_actions(state) if isinstance(a, Advance)}
    assert "3805" in advances and "3806" in advances
    assert game.hex("3806") in Facts(game, state).zoc["soviet"]
    assert all(game.hex("3805").distance(game.hex(x)) <= 1 for x in advances)


def test_10_7_1_after_a_retreat_the_attacker_advances_into_the_vacated_hex_only():
    units = {"de_ak1": "3806", "su_rc10": "3805"}
    game, state = position("axis_combat", units, dice=(2,))
    state = roll(game, state, Attack("axis", ("de_ak1",), game.hex("3805")))
    state, _ = game.apply(state, Choose("soviet", Opt.RETREAT))
    retreat = next(a for a in game.legal_actions(state) if isinstance(a, Retreat))
    state, _ = game.apply(state, retreat)
    advances = {game.label(a.hex) for a in game.legal_actions(state) if isinstance(a, Advance)}
    assert advances == {"3805"}


def test_10_6_5_a_tank_corps_never_retreats_into_forest_off_the_roads(board):
    # 3310 and 3311 are forest without roads, closed to tanks; a tank corps on 3410
    # attacked from 3510: 7 against 4 is 1:1 (-1 +1), die 2: 0/R.
    assert {board.terrain[board.hex(x)] for x in ("3310", "3311")} == {"forest"}
    game, state = position("axis_combat", {"de_ak1": "3510", "su_mc21": "3410"}, dice=(2,))
    state = roll(game, state, Attack("axis", ("de_ak1",), game.hex("3410")))
    state, _ = game.apply(state, Choose("soviet", Opt.RETREAT))
    retreats = [a for a in game.legal_actions(state) if isinstance(a, Retreat)]
    forest = {game.hex("3310"), game.hex("3311")}
    assert retreats and not any(set(r.path) & forest for r in retreats)


def test_10_7_4_no_advance_into_terrain_the_unit_may_not_enter():
    # A panzer corps (12) against a reduced rifle corps (2) in forest 3310: 6:1, forest
    # -1, the panzer out of supply -1, the Soviet out of command +1: 5:1, die 1: 0/4.
    game, state = position("axis_combat", {"de_pz41": "3410", "su_rc10": ("3310", 1)}, dice=(1,))
    assert column(game, state, ("de_pz41",), "3310") == "5:1"
    state = roll(game, state, Attack("axis", ("de_pz41",), game.hex("3310")))
    assert state.units["su_rc10"].status == ELIMINATED
    assert not [a for a in game.legal_actions(state) if isinstance(a, Advance)]


def test_10_7_2_an_unhurt_defender_advances_into_the_hex_of_attackers_wiped_out():
    # The 1:6 Soviet attack above: the rifle corps dies unrolled, the panzer corps lost
    # nothing and may take its hex, or stay.
    game, state = position("soviet_combat", {"su_rc10": ("3805", 1), "de_pz41": "3806"})
    state = roll(game, state, Attack("soviet", ("su_rc10",), game.hex("3806")))
    answers = game.legal_actions(state)
    assert Advance("axis", "de_pz41", game.hex("3805")) in answers
    assert Choose("axis", Opt.STAY) in answers
    state, _ = game.apply(state, Advance("axis", "de_pz41", game.hex("3805")))
    assert state.units["de_pz41"].hex == game.hex("3805")


def test_10_6_2_two_retreats_to_one_hex_read_apart_by_their_way():
    """10.6.2: a retreat of two hexes may end in one hex by two ways, and the owner
    chooses the way (the hex it passes matters for 10.6.4). Each answer names its way, so
    no two read alike: before, the Decision panel showed "Retreat 10th Rifle Corps to
    3704" twice."""
    units = {"de_ak1": "3806", "su_rc10": "3805"}
    game, state = position("axis_combat", units, dice=(2,))
    state = roll(game, state, Attack("axis", ("de_ak1",), game.hex("3805")))
    state, _ = game.apply(state, Choose("soviet", Opt.RETREAT))
    retreats = [a for a in game.legal_actions(state) if isinstance(a, Retreat)]
    names = PlainNames(game)
    labels = [names.render(game.ruleset.describe_choice(game, state, a).label) for a in retreats]
    assert len({r.path[-1] for r in retreats}) < len(retreats) == 9
    assert len(set(labels)) == 9
    assert sorted(t for t in labels if t.startswith("Retreat 10th Rifle Corps to 3704")) == [
        "Retreat 10th Rifle Corps to 3704 through 3705", "Retreat 10th Rifle Corps to 3704 through 3804"]

