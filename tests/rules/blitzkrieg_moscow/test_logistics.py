"""The logistics phase: arrivals and rebuilds (6.2), voluntary removal (6.2.4), rail
moves (6.3) and the hero city designation (14.1)."""

import pytest

from qtwargame.engine.actions import Choose, EndPhase, Move, Place, PlayCard, Remove, SelectCards
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ELIMINATED, OFF_MAP, ON_MAP, UnitState
from qtwargame.i18n import plain_translator
from qtwargame.logtext import PlainNames
from qtwargame.rules.blitzkrieg_moscow import stacking, supply
from tests.rules.blitzkrieg_moscow.helpers import (
    BtmBuilder,
    apply,
    bundled,
    card,
    split_german_area,
    start,
    to_phase,
    where,
)

G, S = "german", "soviet"
REPL = {"type": "reinforcement", "points": 1}
RAIL = {"type": "rail", "count": 1}


def gone(state, uid, surrendered=False):
    state.units[uid] = UnitState(status=ELIMINATED,
                                 flags=frozenset({"surrendered"}) if surrendered else frozenset())


def selected(game, state):
    sel = [a for a in game.legal_actions(state) if isinstance(a, SelectCards)]
    return apply(game, state, sel[0])


def test_6_2_soviet_reinforcements_arrive_in_the_soviet_rear_area():
    b = BtmBuilder().piece("g", G, "G").piece("r1", S, None, arrival=1).piece("x", S, "0306")
    game = b.game()
    s = to_phase(game, start(game), "soviet_logistics")
    assert s.units["r1"].status != ON_MAP
    s = selected(game, s)
    assert where(game, s, "r1") == "0107" and s.units["r1"].step == 0


def test_6_2_an_uncoded_german_reinforcement_goes_to_the_area_its_owner_picks():
    b = split_german_area(BtmBuilder()).piece("g", G, "G").piece("g2", G, None, arrival=2)
    b.piece("x", S, "S")
    game = b.game()
    s = selected(game, to_phase(game, start(game), "german_logistics", 2))
    places = [a for a in game.legal_actions(s) if isinstance(a, Place)]
    assert {game.label(a.hex) for a in places} == {"0100", "0400"}
    with pytest.raises(IllegalAction):
        game.apply(s, EndPhase(G))
    s = apply(game, s, places[1], EndPhase(G))
    assert where(game, s, "g2") == "0400" and s.phase == "german_movement"


def test_6_2_2_a_replacement_rebuilds_one_german_unit_worn_two_if_it_surrendered():
    b = split_german_area(BtmBuilder()).cards(G, card("r1", G, REPL), card("r2", G, REPL))
    b.piece("lost", G, "H").piece("gave_up", G, "G").piece("x", S, "S")
    game = b.game()
    s = start(game)
    gone(s, "lost")
    gone(s, "gave_up", surrendered=True)
    s = selected(game, s)
    s = apply(game, s, PlayCard(G, "r1", "", "reinforcement"))
    assert s.pending.kind == "rebuild"
    legal = game.legal_actions(s)
    assert {a.unit for a in legal if isinstance(a, Place)} == {"lost"}
    # 6.2.2, 10.5: a rebuild is a reinforcement, free of its code: either German area
    assert {game.label(a.hex) for a in legal if isinstance(a, Place)} == {"0100", "0400"}
    assert PlayCard(G, "r2", "", "reinforcement") in legal  # together for the surrendered one
    s = apply(game, s, PlayCard(G, "r2", "", "reinforcement"))
    s = apply(game, s, Place(G, "gave_up", game.hex("0100"), "rebuild"))
    assert where(game, s, "gave_up") == "0100" and s.units["gave_up"].step == 1
    assert s.pending is None and s.units["lost"].status == ELIMINATED


def test_6_2_2_10_5_a_rebuilt_coded_unit_may_appear_in_another_german_area_and_keeps_its_code():
    # 6.2.2: a rebuilt German unit appears as a reinforcement in the German-occupied
    # area or Romania; 10.5 frees reinforcements from the setup code. Its code still
    # decides the rear areas it may enter afterwards (10.5): it may leave the other area
    # for the map, and never go back into it.
    b = split_german_area(BtmBuilder()).cards(G, card("r1", G, REPL))
    b.piece("lost", G, "H").piece("x", S, "S")
    game = b.game()
    s = start(game)
    gone(s, "lost")
    s = apply(game, selected(game, s), PlayCard(G, "r1", "", "reinforcement"))
    s = apply(game, s, Place(G, "lost", game.hex("0100"), "rebuild"))  # area G, code H
    assert where(game, s, "lost") == "0100" and s.units["lost"].step == 1
    s = to_phase(game, s, "german_movement")
    moves = [a for a in game.legal_actions(s) if isinstance(a, Move) and a.unit == "lost"]
    ends = {game.label(a.path[-1]) for a in moves}
    assert ends and not ends & {"0100"}  # out onto the map, not back into area G
    s = apply(game, s, next(a for a in moves if game.label(a.path[-1]) == "0101"))
    s = to_phase(game, s, "german_movement", 2)
    back = {game.label(a.path[-1]) for a in game.legal_actions(s)
            if isinstance(a, Move) and a.unit == "lost"}
    assert "0400" in back and "0100" not in back  # its own area H only


def test_6_2_2_2_2_6_a_german_unit_with_no_worn_side_is_rebuilt_on_the_side_it_has():
    # A designer's German unit printed on one side only (as the Soviet mechanized corps
    # are, 2.2.6) cannot come back worn: it comes back on its one side, where before the
    # rebuild set it on a worn side it lacks and the next question about it crashed (a
    # mutated scenario from ``qtwargame fuzz``).
    b = split_german_area(BtmBuilder()).cards(G, card("r1", G, REPL))
    b.piece("lone", G, "H", steps=[{"strength": 5, "passive": 3, "movement": 3}])
    b.piece("x", S, "S")
    game = b.game()
    s = start(game)
    gone(s, "lone")
    s = apply(game, selected(game, s), PlayCard(G, "r1", "", "reinforcement"))
    s = apply(game, s, Place(G, "lone", game.hex("0400"), "rebuild"))
    assert where(game, s, "lone") == "0400" and s.units["lone"].step == 0
    assert any(isinstance(a, Move) and a.unit == "lone"
               for a in game.legal_actions(to_phase(game, s, "german_movement")))


def test_6_2_3_reinforcements_bring_back_four_soviet_infantry_surrendered_count_double():
    b = BtmBuilder().cards(S, card("reinf", S, {"type": "reinforcement", "points": 4,
                                                 "branch": "infantry"}))
    for i in range(5):
        b.piece(f"i{i}", S, "S")
    b.piece("m", S, "S", "mc").piece("g", G, "G")
    game = b.game()
    s = to_phase(game, start(game), "soviet_logistics")
    for i in range(5):
        gone(s, f"i{i}", surrendered=(i == 0))
    gone(s, "m")
    s = apply(game, selected(game, s), PlayCard(S, "reinf", "", "reinforcement"))
    assert "m" not in {a.unit for a in game.legal_actions(s) if isinstance(a, Place)}
    s = apply(game, s, Place(S, "i0", game.hex("0107"), "rebuild"))  # 2 of the 4
    s = apply(game, s, Place(S, "i1", game.hex("0107"), "rebuild"))
    s = apply(game, s, Place(S, "i2", game.hex("0107"), "rebuild"))
    assert s.pending is None
    assert all(s.units[u].status == ON_MAP and s.units[u].step == 0 for u in ("i0", "i1", "i2"))
    assert s.units["i3"].status == ELIMINATED


def test_13_1_example_a_reinforcements_card_rebuilds_four_infantry_lost_in_combat_or_two_that_surrendered():
    def rebuilt(surrendered):
        b = BtmBuilder().cards(S, card("reinf", S, {"type": "reinforcement", "points": 4,
                                                     "branch": "infantry"}))
        for i in range(6):
            b.piece(f"i{i}", S, "S")
        game = b.piece("g", G, "G").game()
        s = to_phase(game, start(game), "soviet_logistics")
        for i in range(6):
            gone(s, f"i{i}", surrendered=surrendered)
        s = apply(game, selected(game, s), PlayCard(S, "reinf", "", "reinforcement"))
        back = 0
        while s.pending is not None and s.pending.kind == "rebuild":
            uid = next(a.unit for a in game.legal_actions(s) if isinstance(a, Place))
            s = apply(game, s, Place(S, uid, game.hex("0107"), "rebuild"))
            back += 1
        assert all(s.units[f"i{i}"].step == 0 for i in range(back))  # active (6.2.3)
        return back

    assert rebuilt(surrendered=False) == 4
    assert rebuilt(surrendered=True) == 2


def test_6_2_3_t34_shock_brings_back_one_tank_never_a_surrendered_one():
    b = BtmBuilder().cards(S, card("t34", S, {"type": "reinforcement", "points": 1, "branch": "tank"},
                                   {"type": "tank_action", "count": 1}))
    b.piece("m1", S, "S", "mc").piece("m2", S, "S", "mc").piece("g", G, "G")
    game = b.game()
    s = to_phase(game, start(game), "soviet_logistics")
    gone(s, "m1", surrendered=True)
    gone(s, "m2")
    s = apply(game, selected(game, s), PlayCard(S, "t34", "", "reinforcement"))
    assert {a.unit for a in game.legal_actions(s) if isinstance(a, Place)} == {"m2"}


def test_6_2_4_the_soviets_may_remove_units_that_trace_supply():
    b = BtmBuilder().piece("near", S, "0305").piece("far", S, "0101").piece("g", G, "0102")
    b.piece("g2", G, "0202")
    game = b.game()
    s = to_phase(game, start(game), "soviet_logistics")
    removals = {a.unit for a in game.legal_actions(s) if isinstance(a, Remove)}
    assert removals == {"near"}
    s = apply(game, s, Remove(S, "near", "voluntary"))
    assert s.units["near"].status == ELIMINATED and "surrendered" not in s.units["near"].flags
    g = to_phase(game, start(game), "german_logistics")
    assert not [a for a in game.legal_actions(g) if isinstance(a, Remove)]


def test_6_3_german_rail_one_unit_between_rear_area_and_a_supplied_own_city():
    b = BtmBuilder().cards(G, card("rail", G, RAIL)).city("brest", "0302").city("minsk", "0502")
    b.piece("a", G, "G").piece("b", G, "G").piece("x", S, "0305")
    game = b.game()
    s = start(game)
    s.control[game.hex("0302")] = G
    s = apply(game, selected(game, s), PlayCard(G, "rail", "", "rail"))
    assert s.pending.kind == "rail"
    moves = [a for a in game.legal_actions(s) if isinstance(a, Move)]
    assert {(a.unit, game.label(a.to)) for a in moves} == {("a", "0302"), ("b", "0302")}
    s = apply(game, s, Move(G, "a", (game.hex("0302"),), "rail"))
    assert where(game, s, "a") == "0302" and s.pending is None  # one German unit per move


def test_6_3_the_soviet_free_rail_move_carries_a_stack_once_per_phase():
    b = BtmBuilder().city("moscow2", "0305").piece("a", S, "S").piece("b", S, "S")
    b.piece("c", S, "S").piece("m", S, "S", "mc").piece("g", G, "G")
    game = b.game()
    s = selected(game, to_phase(game, start(game), "soviet_logistics"))
    s, log = game.apply(s, Move(S, "a", (game.hex("0305"),), "rail"))
    # The line after the move says who used what (session 90: a bare "Free rail move").
    assert [e.text.format() for e in log] == ["soviet moves a by rail to 0305",
                                              "soviet uses the free rail move"]
    assert PlainNames(game).render(log[1].text) == "The Soviet player uses the free rail move"
    assert s.pending.kind == "rail_follow"
    follow = {a.unit for a in game.legal_actions(s) if isinstance(a, Move)}
    assert follow == {"b", "c", "m"}
    s = apply(game, s, Move(S, "m", (game.hex("0305"),), "rail"))
    s = apply(game, s, Move(S, "b", (game.hex("0305"),), "rail"))
    assert s.pending is None  # a third infantry would break 8.2
    assert sorted(s.units_at(game.hex("0305"))) == ["a", "b", "m"]
    assert not [a for a in game.legal_actions(s) if isinstance(a, Move)]  # free move used


def test_6_3_3_rail_ignores_zoc_and_may_overstack_until_the_next_movement_phase():
    b = BtmBuilder().city("kiev", "0303").piece("a", S, "S").piece("b", S, "S").piece("c", S, "S")
    b.piece("x", S, "0303").piece("y", S, "0303").piece("g", G, "0302")
    game = b.game()
    s = selected(game, to_phase(game, start(game), "soviet_logistics"))
    assert game.hex("0303") in game.ruleset.zoc_hexes(game, s, G)
    s = apply(game, s, Move(S, "a", (game.hex("0303"),), "rail"), Choose(S, "done"))
    assert stacking.overstacked(game, s, S) == [game.hex("0303")]
    s = apply(game, s, EndPhase(S))
    assert s.phase == "soviet_movement" and EndPhase(S) not in game.legal_actions(s)


def test_6_3_rail_into_the_own_rear_area_leaves_the_map_until_next_turn():
    b = BtmBuilder().city("kiev", "0305").piece("a", S, "0305").piece("g", G, "G")
    game = b.game()
    s = selected(game, to_phase(game, start(game), "soviet_logistics"))
    s = apply(game, s, Move(S, "a", (game.hex("0107"),), "rail"))
    assert s.units["a"].status == OFF_MAP and s.data["returns"]["a"] == 2


def test_6_3_1_only_units_in_the_rear_area_or_a_supplied_own_city_rail():
    b = BtmBuilder().city("kiev", "0305").city("lvov", "0101").piece("a", S, "0304")
    b.piece("c", S, "0101").piece("g", G, "0102").piece("g2", G, "0202").piece("x", S, "S")
    game = b.game()
    s = selected(game, to_phase(game, start(game), "soviet_logistics"))
    net = supply.network(game, s, S)
    assert not net.traces(game, game.hex("0101"))
    rails = {a.unit for a in game.legal_actions(s) if isinstance(a, Move) and a.mode == "rail"}
    assert rails == {"x"}


def test_14_1_the_reinforcements_card_names_one_hero_city_once_per_game():
    reinf = card("reinf", S, {"type": "reinforcement", "points": 4, "branch": "infantry"},
                 {"type": "hero_city"})
    b = BtmBuilder().cards(S, reinf).city("kiev", "0303").piece("x", S, "0303").piece("g", G, "G")
    game = b.game()
    s = selected(game, to_phase(game, start(game), "soviet_logistics"))
    heroes = [a for a in game.legal_actions(s) if isinstance(a, PlayCard) and a.use == "hero_city"]
    assert {a.target for a in heroes} == {"0303", "0606"}  # Soviet-controlled cities
    s, log = game.apply(s, PlayCard(S, "reinf", "0303", "hero_city"))
    assert s.data["hero"] == {"city": "0303", "marker": True}
    # The hero city is named as a city, with its number (session 90: "0303 is the hero city").
    names = PlainNames(game)
    assert [names.render(e.text) for e in log if e.rule == "14.1"] == ["Kiev (0303) is the hero city"]
    assert supply.is_supply_city(game, s, game.hex("0303"))
    s = selected(game, to_phase(game, s, "soviet_logistics", 2))
    assert not [a for a in game.legal_actions(s) if isinstance(a, PlayCard) and a.use == "hero_city"]


def test_14_1_german_control_removes_the_marker_but_not_the_supply_city():
    b = BtmBuilder().city("kiev", "0303").piece("g", G, "0302").piece("x", S, "S")
    game = b.game()
    s = to_phase(game, start(game), "german_movement")
    s.data["hero"] = {"city": "0303", "marker": True}
    s.data["hero_supply"] = ["0303"]
    s, log = game.apply(s, Move(G, "g", (game.hex("0303"),)))
    assert s.data["hero"]["marker"] is False
    assert [PlainNames(game).render(e.text) for e in log if e.rule == "14.1"] == [
        "The Germans take the hero city Kiev (0303): its marker is removed"]
    assert supply.is_supply_city(game, s, game.hex("0303"))


def test_6_2_the_log_names_the_soviet_rear_area_a_reinforcement_arrives_in():
    # The Soviet rear area's id is "soviet", the side's id too: the log still names the
    # area, not the side ("arrives in Soviet" before).
    from qtwargame.logtext import PlainNames

    game = bundled()
    state = start(game)
    arrivals = []
    while state.turn <= 2 and not any(e.text.params.get("area") == "soviet" for e in arrivals):
        sel = [a for a in game.legal_actions(state) if isinstance(a, SelectCards)]
        state, entries = game.apply(state, sel[0] if state.data.get("selecting")
                                    else EndPhase(state.active))
        arrivals += [e for e in entries if e.rule == "6.2"]
    soviet = [e for e in arrivals if e.text.params.get("area") == "soviet"]
    assert soviet, "no Soviet reinforcement arrived in the first two turns"
    en, ja = PlainNames(game), PlainNames(game, "ja")
    unit = soviet[0].text.params["unit"]
    # (16th Army: the Germans have one too, so it is named with its side, session 92)
    assert en.render(soviet[0].text) == f"{en.name(unit)} (Soviet) arrives in Soviet rear area"
    assert ja._place("area", "soviet") == game.scenario.map.regions[-1].name.ja != ja.side("soviet")


def done_words(game, s):
    """The Decision panel's label of "Done" in ``s`` and the log line it writes."""
    done = Choose(s.pending.side, "done")
    label = game.ruleset.describe_choice(game, s, done).label.format()
    after, log = game.apply(s, done)
    return label, log[0].text.format(), after


def test_6_2_6_3_12_1_done_says_what_it_ends_on_its_button_and_in_the_log():
    # A rebuild (6.2), a card's rail move (6.3), the units railed with the first (6.3)
    # and a tank action (12.1) each end with "Done": the button and the log say which.
    b = split_german_area(BtmBuilder()).hand_sizes(3, 0)
    b.cards(G, card("r1", G, REPL), card("rail", G, RAIL),
            card("single", G, {"type": "tank_action", "count": 1}))
    b.piece("lost", G, "H").piece("pz", G, "0302", "panzer").piece("g", G, "G")
    b.city("brest", "0202").city("moscow2", "0306")
    b.piece("x", S, "0305").piece("a", S, "S").piece("b", S, "S")
    game = b.game()
    s = start(game)
    s.control[game.hex("0202")] = G
    gone(s, "lost")
    s = apply(game, s, SelectCards(G, ("r1", "rail", "single")))
    s = apply(game, s, PlayCard(G, "r1", "", "reinforcement"))
    label, line, s = done_words(game, s)
    assert (label, line) == ("Stop rebuilding", "german stops rebuilding")
    assert s.pending is None and s.units["lost"].status == ELIMINATED
    s = apply(game, s, PlayCard(G, "rail", "", "rail"))
    label, line, s = done_words(game, s)
    assert (label, line) == ("Make no rail move", "german makes no rail move")
    assert s.pending is None and where(game, s, "g") != "0202"
    s = to_phase(game, s, "german_breakthrough")
    s = apply(game, s, PlayCard(G, "single", "", "tank_action"))
    label, line, s = done_words(game, s)
    assert (label, line) == ("End the tank action", "german ends the tank action")
    assert s.pending is None and where(game, s, "pz") == "0302"
    s = selected(game, to_phase(game, s, "soviet_logistics"))
    s = apply(game, s, Move(S, "a", (game.hex("0306"),), "rail"))
    assert s.pending.kind == "rail_follow"
    label, line, s = done_words(game, s)
    assert (label, line) == ("Rail no more units with it", "soviet rails no more units with it")
    assert s.pending is None and where(game, s, "b") != "0306"


def test_6_2_10_5_a_rebuild_names_the_rear_area_not_the_hex_its_units_stand_on():
    # A rear area's units stand on its anchor hex (0200 is Romania's), a number no
    # player reads: the rebuild's buttons and its log line name the area (session 90's
    # play-testing read "rebuilds 3rd Panzer Army at 0200").
    game = bundled()
    s = to_phase(game, start(game), "german_logistics", 2)
    gone(s, "ger_3pza")
    s.hands = {G: ("g_repl1",), S: ()}
    s = selected(game, s)
    s = apply(game, s, PlayCard(G, "g_repl1", "", "reinforcement"))
    assert s.pending.kind == "rebuild"
    names = PlainNames(game)
    places = [a for a in game.legal_actions(s) if isinstance(a, Place) and a.unit == "ger_3pza"]
    assert [names.render(game.ruleset.describe_choice(game, s, a).label) for a in places] == [
        "Rebuild 3rd Panzer Army in Army Group North rear area",
        "Rebuild 3rd Panzer Army in Army Group Centre rear area",
        "Rebuild 3rd Panzer Army in Army Group South rear area",
        "Rebuild 3rd Panzer Army in Romania",
    ]
    romania = next(a for a in places if game.label(a.hex) == "0200")
    _, log = game.apply(s, romania)
    assert names.render(log[0].text) == "The German player rebuilds 3rd Panzer Army in Romania"
    ja = PlainNames(game, "ja", plain_translator("ja"))
    assert ja.render(log[0].text) == "ドイツ軍が第3戦車軍をルーマニアで再建"
