"""A second reading of Red Vengeance's sequence of play (4.0), supply (5.0–5.5) and
stacking (6.3), rule by rule from the rulebook, each from a position built with
``PositionBuilder`` on the bundled map (only the named units on it); every prohibition is
tried (issue 45, item 2)."""

from __future__ import annotations

import json

import pytest

from qtwargame.engine.actions import EndPhase, Move, Remove
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.position import PositionBuilder
from qtwargame.rules.red_vengeance import supply
from qtwargame.rules.red_vengeance.snapshot import snap_of
from qtwargame.scenario import catalog

_UNITS = json.loads((catalog.scenarios_dir() / "red_vengeance.json").read_text(encoding="utf-8"))["units"]
IDS = [u["id"] for u in _UNITS]
GERMAN_INFANTRY = [u["id"] for u in _UNITS if u["nationality"] == "german" and u["type"] == "infantry"]


def board(placed: dict[str, str], phase: str = "allied_move", turn: int = 2, **data):
    """Only ``placed`` units on the map (unit -> hex), at ``phase`` of ``turn``, clear."""
    b = PositionBuilder.from_scenario("red_vengeance")
    for uid in IDS:
        if uid in placed:
            b.place(uid, placed[uid])
        else:
            b.place(uid, None, status="pool")
    b.at(turn=turn, phase=phase, weather="clear").state_data(**{"air": {"axis": 0, "allied": 0}, **data})
    return b.build(seed=7)


def traces(game, s, uid: str) -> bool:
    snap = snap_of(game, s)
    return supply.traced(snap, snap.sides[uid])[uid]


def ring(game, label: str, r: int) -> list:
    """The hexes exactly ``r`` steps from ``label``, in label order."""
    seen = {game.hex(label)}
    edge = set(seen)
    for _ in range(r):
        edge = {n for h in edge for n in game.board.neighbors(h)} - seen
        seen |= edge
    return sorted(edge, key=game.label)


# -- 4.0 sequence of play ------------------------------------------------------------------------


def test_4_0_after_the_axis_exploitation_combat_the_next_turn_starts_and_turn_11_ends_the_game():
    game, s = board({"sov_42": "1005"}, "axis_exploit_combat", turn=3)
    assert game.ruleset.next_phase(game, s) == (4, "turn_start")
    game, s = board({"sov_42": "1005"}, "axis_exploit_combat", turn=11)
    assert game.ruleset.next_phase(game, s) is None
    s, _ = game.apply(s, EndPhase("axis"))
    assert s.result is not None


def test_4_0_the_stacking_check_after_a_movement_phase_belongs_to_the_opponent():
    game, s = board({"sov_42": "1005"}, "allied_move")
    assert game.phase("allied_move_stacking").side == "axis"
    assert game.phase("axis_exploit_stacking").side == "allied"
    with pytest.raises(IllegalAction):  # the Axis do not act in the Allied movement phase
        game.apply(s, EndPhase("axis"))


# -- 5.0–5.5 supply ------------------------------------------------------------------------------


def pocket(**friends: str):
    """sov_67 in 1716, eleven German infantry on the ring two hexes out, the gap at 1515;
    ``friends`` are further Soviet units (unit -> hex)."""
    game, _ = board({})
    two = [h for h in ring(game, "1716", 2) if game.label(h) != "1515"]
    placed = {"sov_67": "1716", **friends}
    placed.update({u: game.label(h) for u, h in zip(GERMAN_INFANTRY, two, strict=False)})
    return board(placed)


def test_5_1_an_empty_enemy_zoc_hex_blocks_the_path_a_friend_in_it_opens_it():
    game, s = pocket()
    zoc = game.ruleset.zoc_hexes(game, s, "axis")
    assert set(ring(game, "1716", 1)) <= zoc and game.hex("1515") in zoc
    assert not traces(game, s, "sov_67")
    game, s = pocket(sov_42="1615")  # a friend next to the pocket's unit only
    assert not traces(game, s, "sov_67")
    game, s = pocket(sov_54="1515")  # a friend in the gap only
    assert not traces(game, s, "sov_67")
    game, s = pocket(sov_42="1615", sov_54="1515")  # both ZOC hexes held: a path, any length
    assert traces(game, s, "sov_67")


def test_5_1_an_enemy_unit_blocks_the_path_an_enemy_held_city_does_not():
    game, s = pocket(sov_42="1615", sov_54="1515")
    assert s.control[game.hex("1414")] == "axis"  # Warsaw, next to the gap, is no obstacle
    assert traces(game, s, "sov_67")
    game, s = board({"sov_67": "1716", **{u: game.label(h) for u, h in
                                          zip(GERMAN_INFANTRY, ring(game, "1716", 1), strict=False)}})
    assert not traces(game, s, "sov_67")


def test_5_0_supply_is_judged_in_the_own_organization_phase_and_marked():
    game, _ = board({})
    two = [h for h in ring(game, "1716", 2) if game.label(h) != "1515"]
    b = PositionBuilder.from_scenario("red_vengeance")
    placed = {"sov_67": "1716", "sov_42": "1005",
              **{u: game.label(h) for u, h in zip(GERMAN_INFANTRY, two, strict=False)}}
    for uid in IDS:
        b.place(uid, placed.get(uid), status="map" if uid in placed else "pool")
    game, s = b.at(turn=2, phase="turn_start").build(seed=1)
    s, _ = game.apply(s, EndPhase(s.active))
    assert s.phase == "allied_organization"  # its entry step judged the Allied supply
    assert "oos" in s.units["sov_67"].flags and "oos" not in s.units["sov_42"].flags
    assert not any("oos" in s.units[u].flags for u in placed if u.startswith("ger_"))  # not theirs yet


def test_5_3_poles_trace_to_warsaw_once_the_allies_hold_it():
    game, s = board({"pol_1": "1716", "sov_42": "1716"})
    assert traces(game, s, "pol_1")  # Warsaw Axis: to the east edge, like a Soviet unit
    around = {u: game.label(h) for u, h in zip(GERMAN_INFANTRY, ring(game, "1414", 1), strict=False)}
    game, s = board({"pol_1": "1716", "sov_42": "1716", **around})
    s.control[game.hex("1414")] = "allied"
    assert not traces(game, s, "pol_1")  # Warsaw is Allied but cut off: the Poles are out
    assert traces(game, s, "sov_42")  # the Soviet unit beside them still traces east


def test_5_4_hungarians_trace_only_to_budapest():
    game, s = board({"hun_1": "2012", "ger_10": "2012", "sov_42": "2215"}, "axis_move")
    assert traces(game, s, "ger_10")  # the German beside them traces to the west edge
    assert not traces(game, s, "hun_1")  # Budapest (2215) holds an enemy unit
    game, s = board({"hun_1": "2012", "ger_10": "2012"}, "axis_move")
    assert traces(game, s, "hun_1")


def test_5_5_11_41_yugoslavs_in_yugoslavia_are_always_in_supply():
    game, s = board({})
    yug = sorted(game.cache.region("yugoslavia"))
    inside = game.cache.labels[yug[len(yug) // 2]]
    around = ring(game, inside, 1)
    game, s = board({"yug_1": inside, **{u: game.label(h) for u, h in
                                          zip(GERMAN_INFANTRY, around, strict=False)}}, "allied_move")
    assert traces(game, s, "yug_1")


# -- 6.3 stacking --------------------------------------------------------------------------------


def test_6_3_two_units_a_hex_and_the_opponent_removes_the_excess_after_movement():
    game, s = board({"sov_42": "1005", "sov_54": "1005", "sov_67": "1006", "ger_10": "2020"})
    s = s.copy()
    s.units["sov_67"] = s.units["sov_67"].__class__(game.hex("1005"), 0, ON_MAP, frozenset({"moved"}))
    assert game.ruleset.stacking_violations(game, s)
    s, _ = game.apply(s, EndPhase("allied"))
    assert (s.phase, s.to_act) == ("allied_move_stacking", "axis")
    assert {a.unit for a in game.legal_actions(s) if isinstance(a, Remove)} == {"sov_42", "sov_54", "sov_67"}
    with pytest.raises(IllegalAction):
        game.apply(s, EndPhase("axis"))  # not while the hex is over the limit
    s, _ = game.apply(s, Remove("axis", "sov_54", "stacking"))
    assert s.units["sov_54"].status == ELIMINATED
    s, _ = game.apply(s, EndPhase("axis"))
    assert s.phase not in ("allied_move", "allied_move_stacking")
    assert game.ruleset.stacking_violations(game, s) == []


def test_6_3_leaders_and_marine_divisions_do_not_count():
    game, s = board({"sov_42": "1005", "sov_54": "1005", "ldr_zhukov": "1005", "sov_mar_1": "1005",
                     "ger_10": "2020"})
    assert game.ruleset.stacking_violations(game, s) == []


def test_6_3_any_number_may_pass_through_during_movement():
    game, _ = board({})
    full = game.hex("1005")
    around = list(game.board.neighbors(full))
    start = around[0]
    far = next(h for h in around[1:] if h not in game.board.neighbors(start))
    game, s = board({"sov_42": "1005", "sov_54": "1005", "sov_67": game.label(start), "ger_10": "2020"})
    after, _ = game.apply(s, Move("allied", "sov_67", (full, far)))  # across the full stack
    assert after.units["sov_67"].hex == far
    after, _ = game.apply(s, Move("allied", "sov_67", (full,)))  # even ending there, for now
    assert game.ruleset.stacking_violations(game, after)


@pytest.mark.parametrize("last_stand", [False, True])
def test_6_3_14_5_the_set_up_lists_room_is_room_for_at_every_hex(last_stand):
    """The set-up list asks ``stacking.room_checker`` (each hex's stacking units gathered
    once) for what ``stacking.room_for`` answers: on the historical deployment, for every
    ground unit or leader of each side, at every hex either side's units hold (its own
    hex, full hexes), at an empty one and at Berlin, with 14.5's option off and on (on, the
    checker asks ``room_for`` itself there)."""
    from qtwargame.engine.game import Game
    from qtwargame.rules.red_vengeance.stacking import room_checker, room_for

    game = Game(catalog.load("red_vengeance"), {"last_stand": last_stand})
    s, _ = game.new_state(7)
    snap = snap_of(game, s)
    held = sorted({h for at in snap.ground.values() for h in at})
    empty = next(h for h in range(len(snap.t.hexes)) if h not in snap.at)
    berlin = snap.t.city("berlin")
    asked = full = 0
    for side in snap.ground:
        room = room_checker(snap, side)
        for uid in sorted(u for u in snap.pos if snap.sides.get(u) == side):
            for h in [*held, empty, berlin]:
                want = room_for(snap, side, h, uid)
                assert room(h, uid) == want, (uid, h)
                asked += 1
                full += not want
    assert (asked, full) == (8568, 1050), (asked, full)
