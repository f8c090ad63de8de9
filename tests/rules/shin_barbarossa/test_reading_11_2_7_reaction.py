"""11.2.7 (with 7.2.2, 9.5, 11.2.5): a panzer walking past face-down Soviet leaders, the
Soviet player turning one as it passes. Only the anti-armour ZOC the turned leader adds
stops the panzer, at the first hex of it short of the move's destination; a turn that adds
none there (a ``*`` such as Korobkov, back to the pool at once) stops nothing, even where
the destination lies in another leader's zone: the panzer reaches its destination as after
a pass and keeps its points there for an overrun.

Open ground: 3602–3609 and the hexes east of it are clear. ``de_pz41`` has 8 movement
points; a step costs 1, an overrun on clear ground 1 + 3. ``ldr_slot_01`` is a face-down
leader whose identity the test deals; ``ldr_konev`` (ability 2) on the map is a leader
already turned; ``ldr_zhukov`` has ability 3, ``ldr_korobkov`` is a ``*``.
"""

from __future__ import annotations

from qtwargame.engine.actions import Choose, Move, Opt
from qtwargame.engine.state import ON_MAP, POOL
from qtwargame.rules.shin_barbarossa import leaders
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.leaders import TURN_LEADER
from tests.rules.shin_barbarossa.reading import position


def walk(units: dict, carried: str, start: str, labels: list[str]):
    """The Axis movement phase with ``units`` placed, the slot carrying ``carried``, and
    ``de_pz41`` (on ``start``) moving along ``labels``: (game, the state asking the
    Soviet reaction)."""
    game, state = position("axis_move_1", {"de_pz41": start, "ldr_slot_01": units.pop("slot"), **units})
    state.secret[leaders.SECRET]["slots"]["ldr_slot_01"] = carried
    move = Move("axis", "de_pz41", tuple(game.hex(x) for x in labels), "normal")
    asked, _ = game.apply(state, move)
    assert asked.pending is not None and asked.pending.kind == "reaction_turn"
    assert asked.pending.data["slots"] == ["ldr_slot_01"]
    return game, asked


def turn(game, asked):
    return game.apply(asked, Choose("soviet", TURN_LEADER, units=("ldr_slot_01",)))


def lines(log):
    return [(e.text.format(), e.rule) for e in log]


def test_11_2_7_a_leader_with_ability_turned_stops_the_panzer_at_the_first_hex_of_his_zone():
    """Zhukov (3) commands the corps on 3707, whose new anti-armour ZOC covers 3606 and
    3607: the panzer, asked on 3603, goes on to 3606 and stops there, short of 3609."""
    game, asked = walk({"slot": "3806", "su_rc10": "3707"}, "ldr_zhukov", "3602",
                       ["3603", "3604", "3605", "3606", "3607", "3608", "3609"])
    assert game.label(asked.units["de_pz41"].hex) == "3603"  # where it stands when asked
    before = Facts(game, asked).aa_zoc
    after, log = turn(game, asked)
    added = {game.label(h) for h in Facts(game, after).aa_zoc - before}
    assert sorted(added & {f"36{r:02d}" for r in range(3, 10)}) == ["3606", "3607"]
    assert lines(log) == [
        ("The leader in 3806 is turned: ldr_zhukov, ability 3", "11.2.2"),
        ("de_pz41 stops in 3606, in the anti-armour ZOC of a Soviet leader", "11.2.7")]
    assert game.label(after.units["de_pz41"].hex) == "3606"
    assert "moved" in after.units["de_pz41"].flags and after.pending is None


def test_11_2_7_korobkov_turned_does_not_stop_a_panzer_whose_destination_is_in_another_zone():
    """Korobkov (``*``) adds no zone; 3608, the move's destination, lies in turned Konev's
    anti-armour ZOC already. The panzer reaches 3608 as it would have after a pass (no
    line says it stopped) and keeps its 4 points there for the overrun of Konev's hex
    (the old code logged a stop in 3608 and ended its move with no overrun)."""
    game, asked = walk({"slot": "3805", "ldr_konev": "3709"}, "ldr_korobkov", "3604",
                       ["3605", "3606", "3607", "3608"])
    assert game.hex("3608") in Facts(game, asked).aa_zoc
    after, log = turn(game, asked)
    assert lines(log) == [("The leader in 3805 is turned: ldr_korobkov, no ability; back to the pool",
                           "11.2.5")]
    assert after.units["ldr_korobkov"].status == POOL and after.units["ldr_slot_01"].status == POOL
    assert game.label(after.units["de_pz41"].hex) == "3608"
    assert after.pending is not None and after.pending.kind == "overrun"
    assert after.data["moving"]["mp"] == 4
    overruns = [c.action for c in game.choices(after) if c.action.option == "overrun"]
    assert overruns == [Choose("axis", "overrun", units=("de_pz41",), hexes=(game.hex("3709"),))]
    passed, _ = game.apply(asked, Choose("soviet", Opt.PASS))
    assert passed.pending.kind == "overrun" and passed.data["moving"] == after.data["moving"]


def test_11_2_7_korobkov_turned_lets_a_panzer_reach_a_destination_outside_every_zone():
    game, asked = walk({"slot": "3805"}, "ldr_korobkov", "3604", ["3605", "3606", "3607", "3608"])
    after, log = turn(game, asked)
    assert lines(log) == [("The leader in 3805 is turned: ldr_korobkov, no ability; back to the pool",
                           "11.2.5")]
    assert game.label(after.units["de_pz41"].hex) == "3608" and after.pending is None
    assert "moved" in after.units["de_pz41"].flags and not Facts(game, after).aa_zoc


def test_11_2_7_a_zone_added_only_on_the_destination_stops_nothing_short_of_it():
    """Konev turned face up as the panzer passes 3605: his new zone covers 3608, the
    destination, and no hex before it. The panzer reaches 3608 with no stop line and may
    overrun him with its 4 points left (the old code logged a stop in 3608 and ended the
    move there with no overrun)."""
    game, asked = walk({"slot": "3709"}, "ldr_konev", "3604", ["3605", "3606", "3607", "3608"])
    after, log = turn(game, asked)
    assert lines(log) == [("The leader in 3709 is turned: ldr_konev, ability 2", "11.2.2")]
    assert after.units["ldr_konev"].status == ON_MAP
    assert game.label(after.units["de_pz41"].hex) == "3608"
    assert after.pending is not None and after.pending.kind == "overrun" and after.data["moving"]["mp"] == 4
