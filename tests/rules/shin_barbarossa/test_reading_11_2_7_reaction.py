"""11.2.7 (with 7.2.2, 9.5, 9.8, 11.2.2, 11.2.5): a panzer walking past face-down Soviet
leaders, the Soviet player turning them as it passes. Only the anti-armour ZOC a turned
leader adds stops the panzer, at the first hex of it short of the move's destination; a
turn that adds none there (a ``*`` such as Korobkov, back to the pool at once) stops
nothing, even where the destination lies in another leader's zone: the panzer reaches its
destination as after a pass and keeps its points there for an overrun.

The rules' revision 1 (session 95) settles the two doubts session 94 left: a panzer a turned
leader stops is stopped as by any anti-armour ZOC (7.2.2) and may overrun from there with
the points it has left (9.5), moving on only if the overrun clears the zone (9.8); and a
turn that stops nothing leaves the Soviet player free to turn another of the leaders he was
asked about (11.2.2: at any time). A game of revision 0 (every save before it) keeps the
old play: the stop ended the move, and each leader was asked about once a move.

Open ground: 3602–3609 and the hexes east of it are clear. ``de_pz41`` has 8 movement
points; a step costs 1, an overrun on clear ground 1 + 3. ``ldr_slot_01`` and
``ldr_slot_02`` are face-down leaders whose identities the test deals; ``ldr_konev``
(ability 2) on the map is a leader already turned; ``ldr_zhukov`` has ability 3,
``ldr_korobkov`` is a ``*``.
"""

from __future__ import annotations

from pathlib import Path

from qtwargame.engine import savegame
from qtwargame.engine.actions import Choose, Move, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, POOL
from qtwargame.rules.shin_barbarossa import leaders
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.leaders import TURN_LEADER
from tests.rules.shin_barbarossa.reading import position

GOLDEN = Path(__file__).parents[2] / "data" / "golden"
_OLD: dict = {}


def walk(units: dict, carried, start: str, labels: list[str]):
    """The Axis movement phase with ``units`` placed (``slot``: the hex of ``ldr_slot_01``,
    ``slot2`` of ``ldr_slot_02``), the slots carrying ``carried`` (one leader id, or one
    for each slot), and ``de_pz41`` (on ``start``) moving along ``labels``: (game, the
    state asking the Soviet reaction)."""
    carried = (carried,) if isinstance(carried, str) else tuple(carried)
    slots = {f"ldr_slot_0{n}": units.pop(key) for n, key in ((1, "slot"), (2, "slot2")) if key in units}
    game, state = position("axis_move_1", {"de_pz41": start, **slots, **units})
    for slot, who in zip(slots, carried, strict=True):
        state.secret[leaders.SECRET]["slots"][slot] = who
    move = Move("axis", "de_pz41", tuple(game.hex(x) for x in labels), "normal")
    asked, _ = game.apply(state, move)
    assert asked.pending is not None and asked.pending.kind == "reaction_turn"
    assert asked.pending.data["slots"] == sorted(slots)
    return game, asked


def old(game):
    """The same game under the rules' revision 0 (a save from before session 95)."""
    if "game" not in _OLD:
        _OLD["game"] = Game(game.scenario, game.options, revision=0)
    assert game.revision == 1 and _OLD["game"].revision == 0
    return _OLD["game"]


def turn(game, asked, slot: str = "ldr_slot_01"):
    return game.apply(asked, Choose("soviet", TURN_LEADER, units=(slot,)))


def lines(log):
    return [(e.text.format(), e.rule) for e in log]


ZHUKOV_PATH = ["3603", "3604", "3605", "3606", "3607", "3608", "3609"]
STOP = ("de_pz41 stops in 3606, in the anti-armour ZOC that turning ldr_zhukov gives", "11.2.7")


def test_11_2_7_a_leader_with_ability_turned_stops_the_panzer_at_the_first_hex_of_his_zone():
    """Zhukov (3) commands the corps on 3707, whose new anti-armour ZOC covers 3606 and
    3607: the panzer, asked on 3603, goes on to 3606 and stops there, short of 3609; the
    line names the panzer, the hex and the leader."""
    game, asked = walk({"slot": "3806", "su_rc10": "3707"}, "ldr_zhukov", "3602", ZHUKOV_PATH)
    assert game.label(asked.units["de_pz41"].hex) == "3603"  # where it stands when asked
    before = Facts(game, asked).aa_zoc
    after, log = turn(game, asked)
    added = {game.label(h) for h in Facts(game, after).aa_zoc - before}
    assert sorted(added & {f"36{r:02d}" for r in range(3, 10)}) == ["3606", "3607"]
    assert lines(log) == [("The leader in 3806 is turned: ldr_zhukov, ability 3", "11.2.2"), STOP]
    assert game.label(after.units["de_pz41"].hex) == "3606"


def test_11_2_7_7_2_2_9_5_a_panzer_a_turned_leader_stops_may_overrun_from_where_it_stops():
    """Revision 1: the stop on 3606 is 7.2.2's, as if the panzer had walked into a zone it
    knew of. It keeps its 8 - 4 = 4 points there and is asked whether to overrun the corps
    on 3707 (1 + 3 points on clear ground, 9.5), which it does; it may not walk on from
    3606 (7.2.2), only overrun or stop (the old code ended its move on 3606)."""
    game, asked = walk({"slot": "3806", "su_rc10": "3707"}, "ldr_zhukov", "3602", ZHUKOV_PATH)
    after, _ = turn(game, asked)
    assert game.label(after.units["de_pz41"].hex) == "3606"
    assert after.pending is not None and after.pending.kind == "overrun"
    assert after.data["moving"]["mp"] == 4 and after.data["moving"]["stopped"] is True
    overrun = Choose("axis", "overrun", units=("de_pz41",), hexes=(game.hex("3707"),))
    assert [c.action for c in game.choices(after)] == [overrun, Choose("axis", Opt.DONE, units=("de_pz41",))]
    overran, log = game.apply(after, overrun)
    assert lines(log)[0] == ("axis overruns 3707 with de_pz41", "")
    assert lines(log)[1][0].startswith("Combat at 3707: 2:1 on the Axis table")
    assert "moving" not in overran.data and "moved" in overran.units["de_pz41"].flags


def test_11_2_7_revision_0_a_panzer_a_turned_leader_stops_ends_its_move_there():
    """A game of revision 0 replays as it was played: the stop on 3606 ended the panzer's
    move, no overrun asked, though it had 4 points left and the corps on 3707 beside it."""
    game, asked = walk({"slot": "3806", "su_rc10": "3707"}, "ldr_zhukov", "3602", ZHUKOV_PATH)
    before = old(game)
    after, log = turn(before, asked)
    assert lines(log) == [("The leader in 3806 is turned: ldr_zhukov, ability 3", "11.2.2"), STOP]
    assert game.label(after.units["de_pz41"].hex) == "3606"
    assert "moved" in after.units["de_pz41"].flags and after.pending is None
    assert "moving" not in after.data


def test_11_2_2_11_2_7_after_korobkov_stops_nothing_the_soviet_player_may_turn_another_leader():
    """Two face-down leaders near 3603: Korobkov (``*``, on 3805) and Zhukov (on 3806,
    the corps on 3707 in his range). Korobkov turned adds no zone and goes back to the
    pool; the line says he does not stop the panzer, and the question comes again, on
    3603, about Zhukov alone, saying the leader turned did not stop it. Zhukov turned stops
    the panzer on 3606 (the old code walked it on to 3609 without asking)."""
    game, asked = walk({"slot": "3805", "slot2": "3806", "su_rc10": "3707"},
                       ("ldr_korobkov", "ldr_zhukov"), "3602", ZHUKOV_PATH)
    again, log = turn(game, asked)
    assert lines(log) == [
        ("The leader in 3805 is turned: ldr_korobkov, no ability; back to the pool", "11.2.5"),
        ("Turning ldr_korobkov does not stop de_pz41 in 3603: no new anti-armour ZOC on its way to 3609",
         "11.2.7")]
    assert again.pending is not None and again.pending.kind == "reaction_turn"
    assert again.pending.data["slots"] == ["ldr_slot_02"]
    assert game.label(again.units["de_pz41"].hex) == "3603"
    assert [c.action for c in game.choices(again)] == [
        Choose("soviet", TURN_LEADER, units=("ldr_slot_02",)), Choose("soviet", Opt.PASS)]
    prompt = game.ruleset.decision_prompt(game, again)
    assert (prompt.text, prompt.params) == (
        "{unit} stands in {hex} on its way to {to}; the leader you turned does not stop it: turn another?",
        {"unit": "de_pz41", "hex": game.hex("3603"), "to": game.hex("3609")})
    stopped, log = turn(game, again, "ldr_slot_02")
    assert lines(log) == [("The leader in 3806 is turned: ldr_zhukov, ability 3", "11.2.2"), STOP]
    assert game.label(stopped.units["de_pz41"].hex) == "3606"
    assert stopped.pending is not None and stopped.pending.kind == "overrun"


def test_11_2_2_11_2_7_a_leader_left_face_down_after_the_second_question_is_not_asked_again():
    """Korobkov turned, then Zhukov left face down: the panzer walks on to 3609, not asked
    about Zhukov again on the way (a pass stands for the move, as it always did)."""
    game, asked = walk({"slot": "3805", "slot2": "3806", "su_rc10": "3707"},
                       ("ldr_korobkov", "ldr_zhukov"), "3602", ZHUKOV_PATH)
    again, _ = turn(game, asked)
    passed, log = game.apply(again, Choose("soviet", Opt.PASS))
    assert game.label(passed.units["de_pz41"].hex) == "3609" and passed.pending is None
    assert passed.units["ldr_slot_02"].status == ON_MAP and "offered" not in passed.data


def test_11_2_7_revision_0_after_korobkov_no_other_leader_is_asked():
    """A game of revision 0: Korobkov turned, the panzer walked on to 3609 with no
    question about Zhukov, who stayed face down."""
    game, asked = walk({"slot": "3805", "slot2": "3806", "su_rc10": "3707"},
                       ("ldr_korobkov", "ldr_zhukov"), "3602", ZHUKOV_PATH)
    after, _ = turn(old(game), asked)
    assert game.label(after.units["de_pz41"].hex) == "3609" and after.pending is None
    assert after.units["ldr_slot_02"].status == ON_MAP


def test_11_2_7_korobkov_turned_does_not_stop_a_panzer_whose_destination_is_in_another_zone():
    """Korobkov (``*``) adds no zone; 3608, the move's destination, lies in turned Konev's
    anti-armour ZOC already. The panzer reaches 3608 as it would have after a pass (no
    line says it stopped) and keeps its 4 points there for the overrun of Konev's hex
    (the old code logged a stop in 3608 and ended its move with no overrun)."""
    game, asked = walk({"slot": "3805", "ldr_konev": "3709"}, "ldr_korobkov", "3604",
                       ["3605", "3606", "3607", "3608"])
    assert game.hex("3608") in Facts(game, asked).aa_zoc
    after, log = turn(game, asked)
    assert lines(log) == [
        ("The leader in 3805 is turned: ldr_korobkov, no ability; back to the pool", "11.2.5"),
        ("Turning ldr_korobkov does not stop de_pz41 in 3605: no new anti-armour ZOC on its way to 3608",
         "11.2.7")]
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
    assert lines(log) == [
        ("The leader in 3805 is turned: ldr_korobkov, no ability; back to the pool", "11.2.5"),
        ("Turning ldr_korobkov does not stop de_pz41 in 3605: no new anti-armour ZOC on its way to 3608",
         "11.2.7")]
    assert game.label(after.units["de_pz41"].hex) == "3608" and after.pending is None
    assert "moved" in after.units["de_pz41"].flags and not Facts(game, after).aa_zoc


def test_11_2_7_a_zone_added_only_on_the_destination_stops_nothing_short_of_it():
    """Konev turned face up as the panzer passes 3605: his new zone covers 3608, the
    destination, and no hex before it. The panzer reaches 3608 with no stop line and may
    overrun him with its 4 points left (the old code logged a stop in 3608 and ended the
    move there with no overrun)."""
    game, asked = walk({"slot": "3709"}, "ldr_konev", "3604", ["3605", "3606", "3607", "3608"])
    after, log = turn(game, asked)
    assert lines(log) == [
        ("The leader in 3709 is turned: ldr_konev, ability 2", "11.2.2"),
        ("Turning ldr_konev does not stop de_pz41 in 3605: no new anti-armour ZOC on its way to 3608",
         "11.2.7")]
    assert after.units["ldr_konev"].status == ON_MAP
    assert game.label(after.units["de_pz41"].hex) == "3608"
    assert after.pending is not None and after.pending.kind == "overrun" and after.data["moving"]["mp"] == 4


def test_11_2_2_11_2_7_the_golden_game_keeps_its_revision_and_the_new_rules_ask_again():
    """The golden game ``shin_barbarossa-1`` (revision 0), turn 1: LVI Panzer Corps
    (``de_pz56``) moving from 0618 to 0319 stands on 0518 when the Soviet player is asked
    about two face-down leaders; he turns the one on 0918, Morozov (1), whose turn adds no
    zone on its way. As recorded, the
    panzer walked on to 0319. The same answer under revision 1 asks him again, on 0518,
    about the other leader (``ldr_slot_10``)."""
    cut, _ = savegame.load(GOLDEN / "shin_barbarossa-1-at-reaction_turn.qtwsave")
    whole = savegame.read(GOLDEN / "shin_barbarossa-1.qtwsave")
    game, state = cut.game, cut.state
    assert game.revision == 0 and len(cut.steps) == 622
    for data in whole.actions[622:627]:
        state, _ = game.apply(state, game.decode(data))
    assert state.pending.kind == "reaction_turn"
    assert state.pending.data["slots"] == ["ldr_slot_02", "ldr_slot_10"]
    answer = game.decode(whole.actions[627])
    assert answer == Choose("soviet", TURN_LEADER, units=("ldr_slot_02",))
    recorded, log = game.apply(state, answer)
    said = [("The leader in 0918 is turned: ldr_morozov, ability 1", "11.2.2"),
            ("Turning ldr_morozov does not stop de_pz56 in 0518: no new anti-armour ZOC on its way to 0319",
             "11.2.7")]
    assert lines(log) == said
    assert game.label(recorded.units["de_pz56"].hex) == "0319" and recorded.pending is None
    now = Game(whole.scenario, whole.options)
    again, log = now.apply(state, answer)
    assert lines(log) == said
    assert again.pending.kind == "reaction_turn" and again.pending.data["slots"] == ["ldr_slot_10"]
    assert game.label(again.units["de_pz56"].hex) == "0518"
