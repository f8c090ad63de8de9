"""The rulebook's worked combat examples (7.11, 7.21, 7.22, 7.24, 9.0, 9.1), with the
dice fixed, and the combat pipeline around them (7.12, 7.13, 7.25, 7.3)."""

from qtwargame.engine.actions import Advance, Choose, Opt, TakeLoss
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import attack, dice, edit, goto, options, start


def combat_state(b, turn_weather=None, **opts):
    game, state = start(b, **opts)
    state = goto(game, state, "axis_combat")
    if turn_weather:
        state = edit(state, weather=turn_weather)
    return game, state


def pools(game, state, attackers, target):
    pv = game.ruleset.preview_attack(game, state, attackers, game.hex(target))
    return pv.attack_strength, pv.defense_strength


def test_7_11_romanian_mountain_corps_rolls_4_dice_against_a_tank_corps_2():
    b = (DRBuilder().unit("rom_mtn", "axis", "romanian", "mountain", "1605", (4, 4), (2, 4))
         .unit("tk18", "soviet", "soviet", "armor", "1606", (2, 5), (1, 5)))
    game, state = combat_state(b)
    assert pools(game, state, ["rom_mtn"], "1606") == (4, 2)
    state = dice(state, 6, 6, 2, 1, 6, 3)
    state, log = attack(game, state, ["rom_mtn"], ["1606"])
    text = [e.text.format() for e in log]
    assert any("4 dice against 2; 2 hits on the defender, 1 on the attacker" in t for t in text)
    # 7.25: the Soviets (2 hits) go first; the first hit is a step, then reduce again or retreat 1.
    assert state.pending.kind == "losses" and state.to_act == "soviet"
    assert state.units["tk18"].step == 1
    assert set(options(game, state)) == {TakeLoss("soviet", "tk18"), Choose("soviet", "retreat")}
    state, _ = game.apply(state, Choose("soviet", "retreat"))
    # the tank corps retreats 1 hex (its only paths are chosen by the Soviet player)
    if state.pending is not None and state.pending.kind == "retreat":
        state, _ = game.apply(state, options(game, state)[0])
    assert state.units["tk18"].hex != game.hex("1606")
    # then the Axis takes its one hit as a step: the corps is reduced, and may advance.
    assert state.units["rom_mtn"].step == 1
    assert state.pending.kind == "advance"
    assert Advance("axis", "rom_mtn", game.hex("1606")) in options(game, state)


def test_7_11_romanian_mountain_corps_is_not_halved_in_snow():
    b = (DRBuilder().unit("rom_mtn", "axis", "romanian", "mountain", "1605", (4, 4), (2, 4))
         .unit("tk18", "soviet", "soviet", "armor", "1606", (2, 5), (1, 5)))
    game, state = combat_state(b, "snow")
    assert pools(game, state, ["rom_mtn"], "1606") == (4, 2)


def two_unit_defence(extra_blocks=()):
    b = (DRBuilder(rows=(13, 19), cols=(1, 12))
         .unit("ger1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("s2", "soviet", "soviet", "armor", "1606", (2, 5), (1, 5)))
    return b


def resolutions(game, state):
    """Every end of the loser's choices: (steps lost per unit, retreat length)."""
    side = state.to_act
    units = [u for u in state.units if game.units[u].side == side
             and state.units[u].status == "map"]
    found = set()

    def lost(s):
        out = []
        for u in sorted(units):
            n = 2 if s.units[u].status != "map" else s.units[u].step
            if n:
                out.append((u, n))
        return tuple(out)

    def walk(s):
        if s.pending is None or s.pending.kind != "losses" or s.to_act != side:
            found.add((lost(s), 0))
            return
        for a in options(game, s):
            if isinstance(a, TakeLoss):
                walk(game.apply(s, a)[0])
            else:
                found.add((lost(s), s.pending.data["left"]))
    walk(state)
    return found


def test_7_21_defender_may_retreat_to_absorb_hits():
    game, state = combat_state(two_unit_defence())
    state = dice(state, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1)  # 4 hits on the defenders, none back
    state, _ = attack(game, state, ["ger1"], ["1606"])
    got = resolutions(game, state)
    expected = {
        ((("s1", 1),), 3), ((("s2", 1),), 3),  # 1, 2: reduce one, both retreat 3
        ((("s1", 1), ("s2", 1)), 2),  # 3: reduce both, retreat 2
        ((("s1", 2),), 2), ((("s2", 2),), 2),  # 4, 5: eliminate one, the other retreats 2
        ((("s1", 2), ("s2", 1)), 1), ((("s1", 1), ("s2", 2)), 1),  # 6, 7
        ((("s1", 2), ("s2", 2)), 0),  # 8: eliminate both
    }
    # the same step counts reached in different orders collapse to the same resolution
    assert got == expected


def test_7_21_example_one_unit_reduced_then_the_stack_retreats_three_hexes():
    # the example's first answer played out: after one step the Soviet stack retreats three
    # hexes for the three hits left, both units to the same hex
    game, state = combat_state(two_unit_defence())
    state = dice(state, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1)
    state, _ = attack(game, state, ["ger1"], ["1606"])
    state, _ = game.apply(state, TakeLoss("soviet", "s1"))
    state, log = game.apply(state, Choose("soviet", "retreat"))
    assert [e.text.format() for e in log][:1] == ["soviet retreats 3 hexes instead of losing more steps"]
    while state.pending is not None and state.pending.kind == "retreat":
        state, _ = game.apply(state, options(game, state)[0])
    assert [(state.units[u].step, game.hex("1606").distance(state.units[u].hex)) for u in ("s1", "s2")] \
        == [(1, 3), (0, 3)]
    assert state.pending.kind == "advance" and state.to_act == "axis"


def test_7_21_retreat_is_not_offered_when_every_path_is_blocked():
    b = two_unit_defence()
    for x in ("1508", "1708"):  # Axis units whose ZoC covers every hex behind the defenders
        b.unit(f"blk{x}", "axis", "german", "infantry", x, (4, 3), (2, 3))
    game, state = combat_state(b)
    state = dice(state, 6, 6, 6, 6, *([1] * 20))
    state, _ = attack(game, state, ["ger1"], ["1606"])
    assert resolutions(game, state) == {((("s1", 2), ("s2", 2)), 0)}


def test_7_22_attacker_satisfies_only_its_last_hit_by_a_one_hex_retreat():
    b = (DRBuilder(rows=(13, 19), cols=(1, 12))
         .unit("g1", "axis", "german", "infantry", "1605", (3, 3), (1, 3))
         .unit("g2", "axis", "german", "infantry", "1706", (3, 3), (1, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (9, 3), (4, 3)))
    game, state = combat_state(b)
    state = dice(state, 1, 1, 1, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1, 1, 1)  # 3 hits on the attackers
    state, _ = attack(game, state, ["g1", "g2"], ["1606"])
    assert state.to_act == "axis"
    got = resolutions(game, state)
    assert got == {
        ((("g1", 1), ("g2", 1)), 1),  # reduce both, both retreat 1
        ((("g1", 2),), 1), ((("g2", 2),), 1),  # eliminate one, the other retreats 1
        ((("g1", 2), ("g2", 1)), 0), ((("g1", 1), ("g2", 2)), 0),  # three steps
    }


def test_7_22_both_attackers_retreat_and_may_not_advance():
    b = (DRBuilder(rows=(13, 19), cols=(1, 12))
         .unit("g1", "axis", "german", "infantry", "1605", (3, 3), (1, 3))
         .unit("g2", "axis", "german", "infantry", "1706", (3, 3), (1, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (9, 3), (4, 3)))
    game, state = combat_state(b)
    state = dice(state, 1, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1, 1, 1)  # 2 hits on the attackers
    state, _ = attack(game, state, ["g1", "g2"], ["1606"])
    state, _ = game.apply(state, TakeLoss("axis", "g1"))
    state, _ = game.apply(state, Choose("axis", "retreat"))
    while state.pending is not None and state.pending.kind == "retreat":
        state, _ = game.apply(state, options(game, state)[0])
    assert state.pending is None
    assert state.units["g1"].hex != game.hex("1605") and state.units["g2"].hex != game.hex("1706")
    assert all(game.hex("1606").distance(state.units[u].hex) == 2 for u in ("g1", "g2"))


def test_7_21_7_22_retreating_instead_says_how_far_and_for_which_hits():
    # before: both answers read only "Retreat instead" (session 94's report)
    b = (DRBuilder(rows=(13, 19), cols=(1, 12))
         .unit("g1", "axis", "german", "infantry", "1605", (3, 3), (1, 3))
         .unit("g2", "axis", "german", "infantry", "1706", (3, 3), (1, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (9, 3), (4, 3)))
    game, state = combat_state(b)
    state = dice(state, 1, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1, 1, 1, 1, 1)  # 2 hits on the attackers
    state, _ = attack(game, state, ["g1", "g2"], ["1606"])
    state, _ = game.apply(state, TakeLoss("axis", "g1"))
    label = game.ruleset.describe_choice(game, state, Choose("axis", Opt.RETREAT)).label
    assert label.format() == "Retreat 1 hex instead of the last hit (7.22)"
    # the defender: three hits, one step taken, two hexes for the two hits left
    b = (DRBuilder(rows=(13, 19), cols=(1, 12))
         .unit("g1", "axis", "german", "infantry", "1605", (9, 3), (4, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (5, 3), (3, 3), (1, 3)))
    game, state = combat_state(b)
    state = dice(state, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1)
    state, _ = attack(game, state, ["g1"], ["1606"])  # the first step, s1's alone, is taken at once
    assert Choose("soviet", Opt.RETREAT) in game.legal_actions(state)
    label = game.ruleset.describe_choice(game, state, Choose("soviet", Opt.RETREAT)).label
    assert label.format() == "Retreat 2 hexes instead of the 2 hits left (7.21)"


def test_7_24_five_hits_on_two_full_units_eliminate_both_with_no_retreat():
    game, state = combat_state(two_unit_defence())
    # 4 dice from the 4-3 infantry and 1 air die: five 6s against 4 steps
    state = dice(state, 6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1)
    state, log = attack(game, state, ["ger1"], ["1606"], air=1)
    assert state.units["s1"].status == "eliminated" and state.units["s2"].status == "eliminated"
    assert any("exceed every step" in e.text.format() for e in log)


def test_7_24_single_attacker_taking_three_hits_is_eliminated():
    b = (DRBuilder().unit("g1", "axis", "german", "infantry", "1605", (3, 3), (1, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (9, 3), (4, 3)))
    game, state = combat_state(b)
    state = dice(state, 1, 1, 1, 6, 6, 6, 1, 1, 1, 1, 1, 1)
    state, _ = attack(game, state, ["g1"], ["1606"])
    assert state.units["g1"].status == "eliminated" and state.pending is None


def defending_in(terrain, defenders=1):
    b = DRBuilder().terrain("1606", terrain)
    b.unit("att", "axis", "german", "infantry", "1605", (3, 3), (1, 3))
    b.unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
    if defenders == 2:
        b.unit("s2", "soviet", "soviet", "cavalry", "1606", (3, 4), (1, 4))
    return b


def test_9_0_rough_adds_one_die_per_defending_unit():
    game, state = combat_state(defending_in("rough"))
    assert pools(game, state, ["att"], "1606")[1] == 4
    game, state = combat_state(defending_in("rough", 2))
    assert pools(game, state, ["att"], "1606")[1] == 8


def test_9_0_forest_adds_one_die_to_the_hex():
    game, state = combat_state(defending_in("forest"))
    assert pools(game, state, ["att"], "1606")[1] == 4
    game, state = combat_state(defending_in("forest", 2))
    assert pools(game, state, ["att"], "1606")[1] == 7


def test_9_0_swamp_adds_one_die_to_the_hex_and_halves_attacking_armor():
    game, state = combat_state(defending_in("swamp"))
    assert pools(game, state, ["att"], "1606") == (3, 4)
    game, state = combat_state(defending_in("swamp", 2))
    assert pools(game, state, ["att"], "1606")[1] == 7
    b = (DRBuilder().terrain("1606", "swamp")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = combat_state(b)
    assert pools(game, state, ["pz"], "1606") == (3, 4)


def test_9_1_snow_and_swamp_halve_a_6_6_panzer_twice_to_2():
    b = (DRBuilder().terrain("1606", "swamp")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = combat_state(b, "snow")
    assert pools(game, state, ["pz"], "1606") == (2, 4)
    b.terrain("1606", "clear")
    game, state = combat_state(b, "snow")
    assert pools(game, state, ["pz"], "1606") == (3, 3)


def test_9_1_swamp_north_of_row_34_counts_as_forest_in_snow():
    b = (DRBuilder(rows=(35, 38)).terrain("3606", "swamp")
         .unit("pz", "axis", "german", "armor", "3605", (6, 6), (3, 6))
         .unit("s1", "soviet", "soviet", "infantry", "3606", (3, 3), (1, 3)))
    game, state = combat_state(b, "snow")
    assert pools(game, state, ["pz"], "3606") == (3, 4)
    game, state = start(b.terrain("3606", "swamp"))
    moving = edit(goto(game, state, "axis_move"), weather="snow")
    assert game.ruleset.reachable(game, moving, "pz")[game.hex("3506")] == 1


def test_9_1_leningrad_is_a_major_city_and_a_fortress():
    b = (DRBuilder(rows=(38, 40), cols=(10, 18))
         .city("leningrad", "3914", vp=1, kind="major_city", fortress=True)
         .unit("pz", "axis", "german", "armor", "3913", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "3813", (3, 3), (1, 3))
         .unit("s1", "soviet", "soviet", "infantry", "3914", (3, 3), (1, 3)))
    game, state = combat_state(b)
    pv = game.ruleset.preview_attack(game, state, ["pz", "inf"], game.hex("3914"))
    assert (pv.attack_strength, pv.defense_strength) == (6, 4)
    assert pv.expected["axis"] == 4 * 2 / 6  # defenders hit on 5 or 6
    game, state = combat_state(b, fortress_penalty="armor")
    assert pools(game, state, ["pz", "inf"], "3914") == (7, 4)


def test_7_13_supply_is_checked_again_when_the_attack_is_resolved():
    b = (DRBuilder(full_rail=False).rail("1601", "1602")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = combat_state(b)
    # 1605 is 3 hexes from the rail at 1602: in supply. Soviet 1606 has no rail: out.
    assert pools(game, state, ["pz"], "1606") == (6, 2)
    pv = game.ruleset.preview_attack(game, state, ["pz"], game.hex("1606"))
    assert any("s1 is out of supply" in n.format() for n in pv.notes)
    b2 = (DRBuilder(full_rail=False).rail("1601", "1602")
          .unit("pz", "axis", "german", "armor", "1606", (6, 6), (3, 6))
          .unit("s1", "soviet", "soviet", "infantry", "1607", (3, 3), (1, 3)))
    game, state = combat_state(b2)
    assert pools(game, state, ["pz"], "1607")[0] == 1  # 4 hexes from rail: attacks with 1


def test_7_3_advance_only_into_the_emptied_hex():
    b = (DRBuilder().unit("g1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (1, 3)))
    game, state = combat_state(b)
    state = dice(state, 6, 1, 1, 1, 1)
    state, _ = attack(game, state, ["g1"], ["1606"])
    assert state.units["s1"].status == "eliminated"
    assert options(game, state) == [Advance("axis", "g1", game.hex("1606")), Choose("axis", "stop")]
    state, _ = game.apply(state, Advance("axis", "g1", game.hex("1606")))
    assert state.units["g1"].hex == game.hex("1606") and state.pending is None


def test_7_1_a_stack_defends_as_a_whole_and_hexes_may_be_attacked_together():
    b = (DRBuilder().unit("g1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("s2", "soviet", "soviet", "armor", "1606", (2, 5), (1, 5))
         .unit("s3", "soviet", "soviet", "infantry", "1505", (3, 3), (1, 3)))
    game, state = combat_state(b)
    assert pools(game, state, ["g1"], "1606") == (4, 5)
    from tests.rules.defiant_russia.helpers import declare
    s = declare(game, state, ["g1"], ["1606"])
    opts = set(options(game, s))
    assert Choose("axis", Opt.TARGET, hexes=(game.hex("1505"),)) in opts  # both next to 1605
    s = declare(game, state, ["g1"], ["1606", "1505"])
    assert s.pending.data["targets"] == ["1606", "1505"]


def test_7_25_on_equal_hits_the_attacker_takes_its_losses_first():
    b = (DRBuilder().unit("g1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("g2", "axis", "german", "infantry", "1706", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3))
         .unit("s2", "soviet", "soviet", "armor", "1606", (2, 5), (1, 5)))
    game, state = combat_state(b)
    state = dice(state, 6, 6, 1, 1, 1, 1, 1, 1, 6, 6, 1, 1, 1)
    state, _ = attack(game, state, ["g1", "g2"], ["1606"])
    assert state.pending.kind == "losses" and state.to_act == "axis"
