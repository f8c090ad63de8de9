"""Sequence of play (5.0), victory (4.0, 4.1, 14.2.2) and the optional rules (15.1–15.3)."""

from dataclasses import replace

from qtwargame.engine.actions import Choose, EndPhase, Move, Opt, Place, PlayCard, SelectCards
from qtwargame.engine.state import ELIMINATED, ON_MAP, UnitState
from qtwargame.rules.blitzkrieg_moscow import cards, supply, victory
from tests.rules.blitzkrieg_moscow.helpers import (
    BtmBuilder,
    apply,
    bundled,
    card,
    end_phase,
    start,
    to_phase,
    where,
)

G, S = "german", "soviet"


def test_5_0_each_turn_a_german_then_a_soviet_player_turn_of_five_phases():
    game = BtmBuilder().piece("g", G, "G").piece("x", S, "S").game()
    s = start(game)
    seen = []
    while s.turn == 1:
        seen.append(s.phase)
        if s.data.get("selecting"):
            s = apply(game, s, [a for a in game.legal_actions(s) if isinstance(a, SelectCards)][0])
        s = end_phase(game, s)
    order = [p.id for p in game.ruleset.phases(game)][1:]
    assert order == [f"{side}_{step}" for side in (G, S)
                     for step in ("logistics", "movement", "combat", "breakthrough", "supply")]
    assert all(p in order for p in seen) and seen[0] == "german_logistics"
    assert (s.turn, s.phase) == (2, "german_logistics")


def _five_supply_cities():
    """A one-turn game of five German-held supply cities worth 2 each (4.1)."""
    b = BtmBuilder(turns=1)
    for i in range(1, 6):
        b.city(f"c{i}", f"01{i:02d}", vp=2, tags=("supply_city",))
    b.piece("g", G, "G").piece("x", S, "S")
    return b.game()


def _played_out(game, held: int):
    """The game to its end with the first ``held`` of the five cities German."""
    s = start(game)
    for i in range(1, held + 1):
        s.control[game.hex(f"01{i:02d}")] = G
    return to_phase_end(game, s)


def test_4_0_after_turn_6_ten_vp_is_a_german_victory():
    game = _five_supply_cities()
    s = _played_out(game, 5)
    assert s.result.winner == G and s.vp[G] == 10
    s2 = _played_out(game, 4)
    assert s2.result.winner == S and s2.vp[G] == 8


def test_4_0_4_1_the_result_shows_the_count_as_a_sum_and_saves_keep_their_recorded_words():
    """The result reads cities + tanks - losses with no "-0"; a state still records (and
    hashes) the words saves were written with, so every older save replays to its hash."""
    from qtwargame.engine.state import state_to_json
    from qtwargame.engine.text import Msg

    game = _five_supply_cities()
    s = _played_out(game, 5)
    assert s.result.reason.format() == "10 VP (cities 10 + tanks 0 − losses 0)"
    recorded = state_to_json(s, game.label)["result"]["reason"]
    assert recorded["text"] == "{vp} VP (cities {c}, tanks {t}, losses -{p})"
    assert recorded["params"] == {"vp": 10, "c": 10, "t": 0, "p": 0}
    old = replace(s, result=replace(s.result, reason=Msg(
        s.result.reason.context, recorded["text"], recorded["params"])))
    assert game.hash(old) == game.hash(s)


def to_phase_end(game, s):
    while s.result is None:
        if s.data.get("selecting"):
            s = apply(game, s, [a for a in game.legal_actions(s) if isinstance(a, SelectCards)][0])
            continue
        s = end_phase(game, s)
    return s


def test_4_1_cities_count_only_in_supply_supply_cities_two():
    b = BtmBuilder(cols=12, rows=1).city("a", "0102").city("b", "0103", tags=("supply_city",))
    b.city("far", "0109").piece("g", G, "G").piece("x", S, "S")
    game = b.game()
    s = start(game)
    for label in ("0102", "0103", "0109"):
        s.control[game.hex(label)] = G
    assert victory.city_vp(game, s) == 3  # 0109 is six hexes from 0103: no German supply


def test_4_1_two_active_tanks_a_vp_losses_cost_half_and_one_rounded_up():
    b = BtmBuilder()
    for i in range(3):
        b.piece(f"pz{i}", G, "G", "panzer")
    b.piece("worn", G, "G", "panzer").piece("i1", G, "G").piece("i2", G, "G").piece("i3", G, "G")
    b.piece("pzx", G, "G", "panzer").piece("x", S, "S")
    game = b.game()
    s = start(game)
    s.units["worn"] = UnitState(hex=s.units["worn"].hex, step=1, status=ON_MAP)
    assert victory.tank_vp(game, s) == 2  # four active, one worn
    s.units["pz0"] = UnitState(status=ELIMINATED)
    assert victory.tank_vp(game, s) == 1 and victory.loss_penalty(game, s) == 1
    s.units["pz0"] = UnitState(hex=s.units["pz1"].hex, status=ON_MAP)
    s.units["i1"] = UnitState(status=ELIMINATED)
    assert victory.loss_penalty(game, s) == 1  # 0.5 rounds up
    s.units["i2"] = UnitState(status=ELIMINATED)
    s.units["pzx"] = UnitState(status=ELIMINATED)
    assert victory.loss_penalty(game, s) == 2
    s.units["i3"] = UnitState(status=ELIMINATED)
    assert victory.loss_penalty(game, s) == 3  # 1.5 + 1 = 2.5 -> 3


def test_14_2_2_a_city_made_a_supply_city_by_the_hero_rule_scores_two_after_capture():
    b = BtmBuilder(cols=8, rows=1).city("kiev", "0102").piece("g", G, "G").piece("x", S, "S")
    game = b.game()
    s = start(game)
    s.control[game.hex("0102")] = G
    assert victory.city_vp(game, s) == 1
    s.data["hero"] = {"city": "0102", "marker": False}
    s.data["hero_supply"] = ["0102"]
    assert victory.city_vp(game, s) == 2


# -- 15.1 ----------------------------------------------------------------------------------------------


def test_15_1_free_setup_five_city_infantry_each_alone_in_another_city():
    game = bundled(free_setup=True)
    s = start(game)
    assert (s.phase, s.active) == ("soviet_setup", S)
    places = [a for a in game.legal_actions(s) if isinstance(a, Place)]
    garrisons = {a.unit for a in places}
    assert garrisons == {"sov_27a", "sov_13a", "sov_9a", "sov_18a", "sov_51a"}
    assert {game.label(a.hex) for a in places} == {"1805", "1607", "1408", "1208", "1405", "0804",
                                                    "0409"}
    s = apply(game, s, Place(S, "sov_13a", game.hex("1405"), "free_setup"))
    assert where(game, s, "sov_13a") == "1405"
    assert all(a.hex != game.hex("1405") for a in game.legal_actions(s) if isinstance(a, Place))
    assert "sov_13a" not in {a.unit for a in game.legal_actions(s) if isinstance(a, Place)}
    s = end_phase(game, s)
    assert (s.turn, s.phase) == (1, "german_logistics")
    assert start(bundled()).phase == "german_logistics"


# -- 15.2 ----------------------------------------------------------------------------------------------


def isolate_odessa(game, s):
    s.control[game.hex("0304")] = S
    for label in ("0303", "0404", "0403", "0305", "0205", "0405"):
        s.control[game.hex(label)] = G
    s.units["ger_6a"] = UnitState(hex=game.hex("0404"), status=ON_MAP)
    s.units["ger_17a"] = UnitState(hex=game.hex("0305"), status=ON_MAP)
    return s


def test_15_2_1_odessa_holds_like_a_supply_city_and_scores_one():
    for option, survives in ((False, False), (True, True)):
        game = bundled(odessa=option)
        s = to_phase(game, start(game), "soviet_combat")
        s = isolate_odessa(game, s)
        assert not supply.network(game, s, S).traces(game, game.hex("0304"))
        s = to_phase(game, s, "german_logistics", 2)
        assert (s.units["sov_9a"].status == ON_MAP) is survives
    game = bundled(odessa=True)
    s = start(game)
    s.control[game.hex("0304")] = G
    s.units["ger_11a"] = UnitState(hex=game.hex("0304"), status=ON_MAP)
    assert game.hex("0304") in game.cache.ports and victory.city_vp(game, s) in (0, 1)


def test_15_2_2_odessa_infantry_may_sail_to_sevastopol_as_a_rail_move_and_wears():
    game = bundled(odessa=True)
    s = to_phase(game, start(game), "soviet_logistics")
    s = apply(game, s, [a for a in game.legal_actions(s) if isinstance(a, SelectCards)][0])
    sea = [a for a in game.legal_actions(s) if isinstance(a, Move) and a.mode == "sea"]
    assert [(a.unit, game.label(a.to)) for a in sea] == [("sov_9a", "0106")]
    s = apply(game, s, sea[0])
    assert where(game, s, "sov_9a") == "0106" and s.units["sov_9a"].step == 1
    assert s.data["free_rail_used"]
    plain = bundled()
    p = to_phase(plain, start(plain), "soviet_logistics")
    p = apply(plain, p, [a for a in plain.legal_actions(p) if isinstance(a, SelectCards)][0])
    assert not [a for a in plain.legal_actions(p) if isinstance(a, Move) and a.mode == "sea"]


def test_15_2_2_only_infantry_in_odessa_as_the_logistics_phase_starts_may_sail():
    """15.2.2: the infantry in Odessa at the start of the Soviet logistics phase may sail;
    one railed into Odessa during the phase may not sail on in the same phase."""
    b = BtmBuilder().city("odessa", "0305", tags=("port_supply",)).city("sevastopol", "0105")
    b.data["rules_data"]["evacuation"] = {"from_city": "odessa", "to_city": "sevastopol"}
    b.cards(S, card("s_rail", S, {"type": "rail", "count": 1}))
    b.piece("there", S, "0305").piece("railed", S, "S").piece("g", G, "G")
    game = b.game(odessa=True)
    s = to_phase(game, start(game), "soviet_logistics")
    s = apply(game, s, [a for a in game.legal_actions(s) if isinstance(a, SelectCards)][0])
    s = apply(game, s, Move(S, "railed", (game.hex("0305"),), "rail"))  # the free rail move
    s = apply(game, s, Choose(S, Opt.DONE)) if s.pending is not None else s
    assert where(game, s, "railed") == "0305"
    s = apply(game, s, PlayCard(S, "s_rail", "", "rail"))
    sea = sorted((a.unit, game.label(a.to)) for a in game.legal_actions(s)
                 if isinstance(a, Move) and a.mode == "sea")
    assert sea == [("there", "0105")]


# -- 15.3 ----------------------------------------------------------------------------------------------


def test_15_3_moscow_costs_the_soviets_a_card_while_held_and_the_free_rail_for_good():
    game = bundled(moscow=True)
    s = to_phase(game, start(game), "german_movement")
    moscow = game.cache.capital
    s.control[moscow] = G
    s.data["moscow_taken"] = True
    s = to_phase(game, s, "soviet_logistics")
    assert s.data["hand_size"] == 1  # 2 on the track, one fewer
    s = apply(game, s, [a for a in game.legal_actions(s) if isinstance(a, SelectCards)][0])
    assert not [a for a in game.legal_actions(s) if isinstance(a, Move) and a.mode == "rail"]
    s.control[moscow] = S  # retaken: the card comes back, the free rail does not
    assert cards.hand_size(game, s, S) == 2
    s2 = to_phase(bundled(), start(bundled()), "soviet_logistics")
    assert s2.data["hand_size"] == 2


def test_15_3_entering_moscow_sets_the_flag():
    b = BtmBuilder().piece("g", G, "0605").piece("x", S, "S")
    game = b.game(moscow=True)
    s = to_phase(game, start(game), "german_movement")
    s = apply(game, s, Move(G, "g", (game.hex("0606"),)))
    assert s.data["moscow_taken"] is True
    assert EndPhase(G) in game.legal_actions(s)


def test_4_1_example_three_active_german_tanks_score_one_vp():
    """4.1's example: three active German tanks left on the map score 1 VP (one for every
    two; a worn tank does not count)."""
    game = bundled()
    s = start(game)
    tanks = sorted(u for u in game.units if game.units[u].type == "panzer_army")
    assert len(tanks) == 4 and victory.tank_vp(game, s) == 2
    worn = s.units[tanks[0]]
    s.units[tanks[0]] = UnitState(hex=worn.hex, step=1, status=ON_MAP)
    assert victory.tank_vp(game, s) == 1
