"""13.5, decided in session 88: a supply center is removed whenever it comes to stand alone
(no Axis combat unit in its hex) in Soviet ZOC, however that happens, not only when a
combat leaves it so (13.6). 13.7 brings it back in the turn's reinforcement phase.

Places: Yaroslavl (3509, a city) and the clear, roadless hexes of column 35 south of it;
3508 and 3510 are its neighbours, 3511 two hexes away. Suwałki (0621, a town in the Axis
territory) has 0620, across the 1941 border, for a neighbour.
"""

from __future__ import annotations

from qtwargame.engine.actions import Advance, Attack, Choose, EndPhase, Move, Opt, Place
from qtwargame.engine.state import ELIMINATED, ON_MAP
from tests.rules.shin_barbarossa.reading import moves_of, position

REMOVED_LINE = [("{unit} is alone in enemy ZOC and is removed", "13.5")]


def move_to(game, state, uid: str, label: str, mode: str = "normal") -> Move:
    """The listed move of ``uid`` to ``label`` (a legal move)."""
    return next(m for m in moves_of(game, state, uid, mode) if m.to == game.hex(label))


def said_of(log, uid: str) -> list[tuple[str, str]]:
    """The log lines naming ``uid`` as the unit they are about: (template, rule)."""
    return [(e.text.text, e.rule) for e in log if e.text.params.get("unit") == uid
            and e.text.text != "{side:actor} moves {unit} to {to}"]


def test_13_5_a_soviet_unit_moving_next_to_a_lone_supply_center_removes_it():
    game, state = position("soviet_move", {"sc_c": "3509", "su_rc10": "3511"})
    state, log = game.apply(state, move_to(game, state, "su_rc10", "3510"))
    assert state.units["sc_c"].status == ELIMINATED and state.units["sc_c"].hex is None
    assert said_of(log, "sc_c") == REMOVED_LINE


def test_13_5_the_last_combat_unit_moving_off_a_center_in_soviet_zoc_costs_the_center():
    # A panzer may leave an enemy ZOC (7.1.6a): the move stays legal and costs the center.
    game, state = position("axis_move_1", {"sc_c": "3509", "de_pz41": "3509", "su_rc10": "3510"})
    move = move_to(game, state, "de_pz41", "3507")
    assert move in game.legal_actions(state)
    state, log = game.apply(state, move)
    assert state.units["de_pz41"].hex == game.hex("3507")
    assert state.units["sc_c"].status == ELIMINATED
    assert said_of(log, "sc_c") == REMOVED_LINE


def test_13_5_a_center_with_a_combat_unit_stays_when_a_soviet_unit_moves_next_to_it():
    # 3510 is next to both Yaroslavl (3509: the center alone) and 3511 (a center with a
    # German corps): only the lone one goes.
    units = {"sc_c": "3509", "sc_n": "3511", "de_ak1": "3511", "su_rc10": "3608"}
    game, state = position("soviet_move", units)
    state, log = game.apply(state, move_to(game, state, "su_rc10", "3510"))
    assert state.units["sc_n"].status == ON_MAP and state.units["sc_n"].hex == game.hex("3511")
    assert said_of(log, "sc_n") == []
    assert state.units["sc_c"].status == ELIMINATED
    assert said_of(log, "sc_c") == REMOVED_LINE


def test_13_5_7_1_3_15_3_a_lone_center_out_of_soviet_zoc_stays():
    # Two hexes away, or beside it across a lake hexside (1508 and 1407, 7.1.3), a Soviet
    # corps puts no ZOC on the center; frozen, the lake carries ZOC (15.3) and it goes.
    game, state = position("soviet_move", {"sc_c": "3509", "su_rc10": "3512"})
    state, log = game.apply(state, move_to(game, state, "su_rc10", "3511"))
    assert state.units["sc_c"].status == ON_MAP and state.units["sc_c"].hex == game.hex("3509")
    assert said_of(log, "sc_c") == []
    removed = {}
    for weather in ("clear", "frozen"):
        game, state = position("soviet_move", {"sc_c": "1407", "su_rc10": "1609"}, weather=weather)
        state, log = game.apply(state, move_to(game, state, "su_rc10", "1508"))
        assert state.units["su_rc10"].hex == game.hex("1508")
        removed[weather] = (state.units["sc_c"].status, said_of(log, "sc_c"))
    assert removed == {"clear": (ON_MAP, []), "frozen": (ELIMINATED, REMOVED_LINE)}


def test_13_5_11_2_6_a_face_down_leader_moving_beside_a_lone_center_turns_and_removes_it():
    # A face-down leader has no ZOC (11.2.1), but next to an Axis piece it turns by itself
    # (11.2.6): Konev (ability 2) then has one, and the center goes.
    game, state = position("soviet_move", {"sc_c": "3509", "ldr_slot_01": "3511"})
    state.secret["leaders"]["slots"]["ldr_slot_01"] = "ldr_konev"
    state, log = game.apply(state, move_to(game, state, "ldr_slot_01", "3510"))
    assert state.units["ldr_konev"].hex == game.hex("3510")
    assert state.units["sc_c"].status == ELIMINATED
    said = [(e.text.text, e.rule) for e in log if e.rule in ("11.2.2", "11.2.6", "13.5")]
    # the turn is the rules' own, an Axis piece beside it (11.2.6; session 89: it read 11.2.2)
    assert said == [("The leader in {hex} turns face up beside an Axis unit: {leader}, ability {n}",
                     "11.2.6"), *REMOVED_LINE]


def test_13_5_10_7_1_a_soviet_advance_next_to_a_lone_center_removes_it_at_once():
    # Two rifle corps and Konev (10) against a reduced German corps (4) on 3508: 2:1, die
    # 1 is 0/2, the corps is eliminated and the winners may advance two hexes (10.7.1).
    # The first to stand next to Yaroslavl removes its center at once: the second may
    # then advance into the city.
    units = {"sc_c": "3509", "de_ak1": ("3508", 1), "su_rc10": "3507", "su_rc11": "3507",
             "ldr_konev": "3507"}
    game, state = position("soviet_combat", units, dice=(1,))
    state, _ = game.apply(state, Attack("soviet", ("su_rc10", "su_rc11"), game.hex("3508")))
    state, _ = game.apply(state, Choose("soviet", Opt.RESOLVE))
    state, log = game.apply(state, Choose("soviet", Opt.RESOLVE, hexes=(game.hex("3508"),)))
    assert state.units["de_ak1"].status != ON_MAP and state.pending.kind == "advance"
    assert state.units["sc_c"].status == ON_MAP  # 3507 is two hexes from Yaroslavl
    state, log = game.apply(state, Advance("soviet", "su_rc10", game.hex("3508")))
    assert state.units["sc_c"].status == ELIMINATED
    assert said_of(log, "sc_c") == REMOVED_LINE
    assert Advance("soviet", "su_rc11", game.hex("3509")) in game.legal_actions(state)


def test_13_5_2_4_1_the_border_opening_to_soviet_zoc_removes_a_lone_center_beside_it():
    # In the Axis player turn of turn 1 no Soviet ZOC crosses the border (2.4.1); from the
    # Soviet player turn it does, and a lone center beside it goes as the phase starts.
    game, state = position("axis_move_2", {"sc_c": "0621", "su_rc10": "0620"}, turn=1)
    state, log = game.apply(state, EndPhase("axis"))
    assert (state.turn, state.phase) == (1, "soviet_move")
    assert state.units["sc_c"].status == ELIMINATED
    assert said_of(log, "sc_c") == REMOVED_LINE


def test_13_5_13_7_a_center_removed_by_a_soviet_reinforcement_placed_beside_it_comes_back():
    # A Soviet reinforcement placed next to the lone center in Yaroslavl removes it; the
    # Axis places it again in the same turn's reinforcement phase (13.7). The turn's other
    # reinforcements are left out of the game.
    soviet = ("su_r1_24a", "su_r1_24b", "su_r1_28a", "su_r1_28b", "su_r1_29a", "su_r1_29b",
              "su_r1_30a", "su_r1_30b", "su_r1_31a", "su_r1_31b", "su_r1_32a", "su_r1_32b",
              "su_r1_33a", "su_r1_33b", "su_r2_34a", "su_r2_34b", "su_r2_37a", "su_r2_37b",
              "su_r2_38", "su_r2_40", "su_r2_43a", "su_r2_43b", "su_r2_48", "su_r2_50a",
              "su_r2_50b", "su_r2_52")
    axis = ("de_pz46", "de_ak50", "de_ak35", "de_ak34", "de_ak51", "ro_1", "hu_mobile",
            "hu_carpathian", "it_csir")
    units = {"sc_c": "3509", **{u: None for u in soviet + axis}}
    game, state = position("soviet_reinforcement", units)
    place = next(a for a in game.legal_actions(state) if isinstance(a, Place)
                 and a.unit == "su_r1_18" and a.hex == game.hex("3508"))
    state, log = game.apply(state, place)
    assert state.units["sc_c"].status == ELIMINATED
    assert said_of(log, "sc_c") == REMOVED_LINE
    state, _ = game.apply(state, EndPhase("soviet"))
    assert (state.turn, state.phase) == (2, "axis_reinforcement")
    back = sorted(game.label(a.hex) for a in game.legal_actions(state)
                  if isinstance(a, Place) and a.unit == "sc_c")
    assert back and "3509" not in back  # not into Soviet ZOC, and a city or town (13.3)
    state, _ = game.apply(state, Place("axis", "sc_c", game.hex(back[0]), "reinforcement"))
    assert state.units["sc_c"].status == ON_MAP and state.units["sc_c"].hex == game.hex(back[0])


def test_13_5_13_7_a_returning_center_is_placed_in_soviet_zoc_only_beside_a_combat_unit():
    # Suwałki (0621) is an Axis entry town with a Soviet corps across the border (0620).
    # A center placed there alone would go at once and could be placed again without end.
    arrivals = {u: None for u in ("de_pz46", "de_ak50", "de_ak35", "de_ak34", "de_ak51", "ro_1",
                                  "hu_mobile", "hu_carpathian", "it_csir")}
    places = {}
    for extra in ({}, {"de_ak1": "0621"}):
        game, state = position("axis_reinforcement", {"su_rc10": "0620", **extra, **arrivals},
                               off={"sc_c": ELIMINATED})
        places[bool(extra)] = {game.label(a.hex) for a in game.legal_actions(state)
                               if isinstance(a, Place) and a.unit == "sc_c"}
    assert "0621" not in places[False] and "0621" in places[True]
    assert places[True] - places[False] == {"0621"}


def test_13_5_only_an_action_that_changes_a_unit_in_or_next_to_a_centers_hex_reads_the_zones():
    # ``supply_centers.touches``: the check after an action makes the state's facts only
    # where a unit changed in or next to a center's hex, or left one.
    from qtwargame.rules.shin_barbarossa import supply_centers  # session 88's module

    game, state = position("soviet_move", {"sc_c": "3509", "su_rc10": "3511", "su_rc11": "3805"})
    before = supply_centers.units_before(state)
    hexes = [game.hex("3509")]
    far, _ = game.apply(state, move_to(game, state, "su_rc11", "3905"))
    near, _ = game.apply(state, move_to(game, state, "su_rc10", "3510"))
    assert supply_centers.touches(game, far, before, hexes) is False
    assert supply_centers.touches(game, near, before, hexes) is True
    assert supply_centers.touches(game, state, before, hexes) is False


def test_13_5_a_move_that_leaves_a_center_alone_in_soviet_zoc_says_so_before_it_is_made():
    # The play window shows a move's consequence while it is aimed (MoveTool): the panzer
    # leaving Yaroslavl, where the Soviet corps next door puts a ZOC on the center, says
    # what it costs; with a second combat unit staying, or no Soviet unit next door, nothing.
    said = {}
    for case, units in {
        "alone": {"sc_c": "3509", "de_pz41": "3509", "su_rc10": "3510"},
        "a corps stays": {"sc_c": "3509", "de_pz41": "3509", "de_ak1": "3509", "su_rc10": "3510"},
        "no zoc": {"sc_c": "3509", "de_pz41": "3509", "su_rc10": "3512"},
    }.items():
        game, state = position("axis_move_1", units)
        choice = game.ruleset.describe_choice(game, state, move_to(game, state, "de_pz41", "3507"))
        c = choice.consequence
        said[case] = (c.text, c.params["city"]) if c is not None else None
    assert said == {
        "alone": ("Leaves the supply center in {city} alone in Soviet ZOC: it is removed (13.5)",
                  game.hex("3509")),
        "a corps stays": None, "no zoc": None}
