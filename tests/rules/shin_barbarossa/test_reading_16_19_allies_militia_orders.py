"""Second reading of sections 16 (Axis allies), 17 (militia) and 18–19 (orders, victory),
each rule proved from a position built with ``PositionBuilder`` (``reading.position``).
The stacking of allies of different nations (16.3) is mended in its own test
(``test_issue45_*``).

Places: 3526–3528 by Voronezh (rows 26–28, clear); 1641 on the Romanian invade border
(1741 beyond it); Finland's forest 1601 with the Finnish invade border to 1701 and 1702;
Leningrad (2003) and Moscow (3214), Rzhev (2613, a 17.2 town).
"""

from __future__ import annotations

from qtwargame.engine.actions import Attack, EndPhase, Move, Place
from qtwargame.engine.game import Context
from qtwargame.rules.shin_barbarossa import battle
from qtwargame.rules.shin_barbarossa.facts import Facts
from tests.rules.shin_barbarossa.reading import ends, moves_of, position, refused


def row(label: str) -> int:
    return int(label[2:])


def test_16_1_axis_allies_never_enter_row_26_or_north_of_it():
    game, state = position("axis_move_1", {"it_csir": "3528"})
    reached = ends(game, state, "it_csir")
    assert "3527" in reached and all(row(x) > 26 for x in reached)
    refused(game, state, Move("axis", "it_csir", (game.hex("3527"), game.hex("3526")), "normal"))
    # a German corps goes north freely
    game, state = position("axis_move_1", {"de_ak1": "3528"})
    assert "3526" in ends(game, state, "de_ak1")


def test_16_4_1_romanians_stay_behind_their_invade_border_until_odessa_falls(board):
    assert "romanian_invade_border" in board.features(board.hex("1641"), board.hex("1741"))
    zone = set(board.regions["romanian_zone"].hexes)
    game, state = position("axis_move_1", {"ro_3": "1641"})
    reached = {game.hex(x) for x in ends(game, state, "ro_3")}
    assert reached and reached <= zone and game.hex("1741") not in reached
    game, state = position("axis_move_1", {"ro_3": "1641"}, odessa_taken=True)
    assert "1741" in ends(game, state, "ro_3")


def test_16_5_1_finns_neither_move_attack_nor_exert_zoc_across_their_border_until_released():
    units = {"fi_2": "1601", "su_rc10": "1702"}
    game, state = position("axis_move_1", {"fi_2": "1601"})
    finland = set(game.board.regions["country:finland"].hexes)
    assert {game.hex(x) for x in ends(game, state, "fi_2")} <= finland
    game, state = position("axis_combat", units)
    assert [a for a in game.legal_actions(state) if isinstance(a, Attack)] == []
    refused(game, state, Attack("axis", ("fi_2",), game.hex("1702")))
    assert game.hex("1701") not in Facts(game, state).zoc["axis"]
    # released (16.5.2), all three open
    game, state = position("axis_combat", units, finns_released=True)
    assert Attack("axis", ("fi_2",), game.hex("1702")) in game.legal_actions(state)
    assert game.hex("1701") in Facts(game, state).zoc["axis"]
    game, state = position("axis_move_1", {"fi_2": "1601"}, finns_released=True)
    assert {"1701", "1702"} & ends(game, state, "fi_2")


def test_16_2_allies_attacking_alone_lose_a_column_with_germans_they_do_not():
    units = {"it_csir": "3804", "su_rc10": "3805", "ldr_cherevichenko": "3805"}
    game, state = position("axis_combat", units)
    pv = battle.preview(game, state, ("it_csir",), (game.hex("3805"),))
    assert (-1, "only Axis allies attack") in [(n, t.text) for n, t in pv.shifts]
    game, state = position("axis_combat", {**units, "de_ak1": "3806"})
    pv = battle.preview(game, state, ("it_csir", "de_ak1"), (game.hex("3805"),))
    assert "only Axis allies attack" not in [t.text for _, t in pv.shifts]


def raise_militia(**kw):
    """End the Soviet combat phase of turn 2 (nothing to attack) into the reinforcement
    phase, whose start raises the militia (17.1, 17.2)."""
    game, state = position("soviet_combat", kw.pop("units"), **kw)
    state, _ = game.apply(state, EndPhase("soviet"))
    assert state.phase == "soviet_reinforcement"
    return game, state


def militia_places(game, state):
    return {a.hex for a in game.legal_actions(state) if isinstance(a, Place) and a.reason == "militia"}


def test_17_1_a_german_unit_within_4_of_leningrad_raises_its_militia():
    game, state = raise_militia(units={"de_ak1": "2405"})
    assert game.hex("2405").distance(game.hex("2003")) == 4
    assert state.data["militia_due"] == {"leningrad": 6}
    places = militia_places(game, state)
    assert places and all(h.distance(game.hex("2003")) <= 2 for h in places)
    # 17.1 names German units: a Finnish corps as near raises none
    game, state = raise_militia(units={"fi_2": "2405"}, finns_released=True)
    assert state.data.get("militia_due", {}) == {}


def test_17_5_militia_are_never_placed_in_enemy_zoc():
    # a German corps on 2105 (two from Leningrad) puts the hexes around it in ZOC
    game, state = raise_militia(units={"de_ak1": "2105"})
    places = militia_places(game, state)
    zoc = Facts(game, state).zoc["axis"]
    assert places and not places & zoc


def test_17_2_an_axis_held_rzhev_raises_the_moscow_militia():
    game, state = raise_militia(units={}, control={"2613": "axis"})
    assert state.data["militia_due"] == {"moscow": 6}
    places = militia_places(game, state)
    assert places and all(h.distance(game.hex("3214")) <= 2 for h in places)
    assert EndPhase("soviet") not in game.legal_actions(state)  # they must be placed


def test_17_3_militia_never_move_three_hexes_from_their_city():
    game, state = position("soviet_move", {"su_mil1": "3214", "ldr_konev": "3214"},
                           militia_home={"su_mil1": "moscow"})
    reached = {m.to for m in moves_of(game, state, "su_mil1")}
    assert reached and all(h.distance(game.hex("3214")) <= 2 for h in reached)


def test_16_5_2_the_finns_are_released_when_the_axis_holds_tikhvin_or_leningrad():
    # The end phase gives the Axis the city its corps stands in (3.3); holding Tikhvin
    # (2504) or Leningrad (2003) then releases the Finns, a corps elsewhere does not.
    for label, released in (("2504", True), ("2003", True), ("2404", False)):
        game, state = position("end", {"de_ak1": label})
        ctx = Context(game, state.copy())
        game.ruleset.exit_phase(ctx)
        assert bool(ctx.state.data.get("finns_released")) is released, label


def test_19_3_the_status_says_its_count_is_the_count_made_now():
    """Session 85 by hand: in turn 8 the Victory panel read the Axis's 21 points of the last
    turn's end and the status row -19 (cities cut off in the Soviet winter offensive), both
    called "Victory points". The row says it is the count made now."""
    from qtwargame.rules.shin_barbarossa import turn
    from qtwargame.rules.shin_barbarossa.texts import T

    game, state = position("axis_combat", {"de_ak1": "3806", "su_rc10": "3805"})
    row = game.ruleset.status(game, state, "axis")[0]
    assert row.label == T("Victory points if the turn ended now")
    assert row.value == turn.compute_vp(game, state)
    assert row.detail.text.startswith("Counted at each turn's end (19.3)")
