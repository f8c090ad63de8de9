"""The combat preview lists every modifier with its rule (issue 11, item 2), and the
deltas it lists add up to the strength ``odds`` uses."""

from qtwargame.rules.defiant_russia.combat import odds
from qtwargame.rules.defiant_russia.explain import attack_reasons
from qtwargame.rules.defiant_russia.movement import printed_value
from qtwargame.rules.defiant_russia.snapshot import snap_of
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.test_combat_examples import combat_state


def _notes(game, state, attackers, target):
    pv = game.ruleset.preview_attack(game, state, attackers, game.hex(target))
    return [n.format() for n in pv.notes]


def test_9_1_leningrad_preview_names_the_city_and_fortress_penalties_and_the_hit_number():
    b = (DRBuilder(rows=(38, 40), cols=(10, 18))
         .city("leningrad", "3914", vp=1, kind="major_city", fortress=True)
         .unit("pz", "axis", "german", "armor", "3913", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "3813", (3, 3), (1, 3))
         .unit("s1", "soviet", "soviet", "infantry", "3914", (3, 3), (1, 3)))
    game, state = combat_state(b)
    notes = _notes(game, state, ["pz", "inf"], "3914")
    # 6 - 1 (armour into a city) - 1 (fortress) = 4; infantry 3 - 1 (fortress) = 2: 6 dice.
    assert notes[:2] == ["Attacker rolls 6 dice, hitting on 6+", "Defender rolls 4 dice, hitting on 5+"]
    assert notes[2:7] == [
        "pz: strength 6 → 4",
        "· -1 armour attacking a city (9.0)",
        "· -1 attacking a fortress (9.0)",
        "inf: strength 3 → 2",
        "· -1 attacking a fortress (9.0)",
    ]
    assert "Terrain and city in 3914: +1 defence die (9.0)" in notes
    assert "Defender hits on 5+ (9.0: Soviet fortress)" in notes
    assert "Attacker rolls 6 dice, hitting on 6+" in notes


def test_9_0_swamp_and_8_3_snow_each_halve_and_say_so():
    b = (DRBuilder().terrain("1606", "swamp")
         .unit("pz", "axis", "german", "armor", "1605", (6, 6), (3, 6))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = combat_state(b, "snow")
    notes = _notes(game, state, ["pz"], "1606")
    assert notes[2:5] == ["pz: strength 6 → 2",
                         "· ½ Axis attacking in snow: halved, rounded up (8.3)",
                         "· ½ armour attacking a swamp: halved, rounded up (9.0)"]


def test_a_unit_without_modifiers_gets_no_line():
    b = (DRBuilder().unit("inf", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = combat_state(b)
    notes = _notes(game, state, ["inf"], "1606")
    assert not [n for n in notes if n.startswith("inf:")]


def test_listed_deltas_add_up_to_the_value_odds_uses():
    b = (DRBuilder(rows=(38, 40), cols=(10, 18))
         .city("leningrad", "3914", vp=1, kind="major_city", fortress=True)
         .unit("pz", "axis", "german", "armor", "3913", (6, 6), (3, 6))
         .unit("inf", "axis", "german", "infantry", "3813", (3, 3), (1, 3))
         .unit("s1", "soviet", "soviet", "infantry", "3914", (3, 3), (1, 3)))
    game, state = combat_state(b)
    snap = snap_of(game, state)
    target = [snap.t.idx[game.hex("3914")]]
    o = odds(snap, ["pz", "inf"], target)
    for uid in ("pz", "inf"):
        value = printed_value(game, state, uid, "strength")
        for delta, _ in attack_reasons(snap, uid, target, o.package, False):
            value += delta
        assert max(value, 0) == o.attack_values[uid]
