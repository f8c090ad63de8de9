"""Supply (13.0): sources and lines, surrender, supply cities and recovery."""

from qtwargame.engine.actions import PlayCard
from qtwargame.engine.state import ELIMINATED, ON_MAP, UnitState
from qtwargame.rules.blitzkrieg_moscow import supply
from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder, bundled, end_phase, labels, start, to_phase

G, S = "german", "soviet"


def line(cols=10):
    """One row: G rear area 0100, hexes 0101.., Soviet rear area at the far end."""
    return BtmBuilder(cols=cols, rows=1)


def traces(game, s, side, label):
    return supply.network(game, s, side).traces(game, game.hex(label))


def test_13_2_2_a_supply_line_is_at_most_five_hexes():
    game = line().piece("g", G, "G").piece("x", S, "S").game()
    s = start(game)
    assert traces(game, s, G, "0105") and not traces(game, s, G, "0106")
    # Soviet: five hexes from Moscow (0110, next to the Soviet rear area 0111)
    assert traces(game, s, S, "0105") and not traces(game, s, S, "0104")


def test_13_2_1_own_cities_within_five_hexes_of_a_source_are_sources_in_a_network():
    b = line(14).city("c1", "0105").city("c2", "0109").piece("g", G, "G").piece("x", S, "S")
    game = b.game()
    s = start(game)
    assert not traces(game, s, G, "0110")
    s.control[game.hex("0105")] = G
    s.control[game.hex("0109")] = G
    net = supply.network(game, s, G)
    assert labels(game, net.sources) == {"0100", "0105", "0109"}
    assert traces(game, s, G, "0114")  # five hexes from 0109
    s.control[game.hex("0105")] = S  # the chain is broken: 0109 is too far alone
    assert labels(game, supply.network(game, s, G).sources) == {"0100"}


def test_13_2_3_enemy_units_and_enemy_cities_block_a_line():
    b = line().city("c", "0102").piece("g", G, "G").piece("x", S, "S")
    game = b.game()
    s = start(game)
    assert not traces(game, s, G, "0103")  # the Soviet city 0102 is in the way
    s.control[game.hex("0102")] = G
    assert traces(game, s, G, "0103")
    b2 = line().piece("g", G, "G").piece("inf", S, "0103", zoc=False).piece("x", S, "S")
    game2 = b2.game()
    s2 = start(game2)
    assert not game2.ruleset.zoc_hexes(game2, s2, S) & {game2.hex("0102"), game2.hex("0104")}
    assert traces(game2, s2, G, "0102") and not traces(game2, s2, G, "0104")


def test_9_6_an_own_unit_opens_an_enemy_zoc_hex_to_supply():
    b = BtmBuilder(cols=8, rows=2).piece("g", G, "0105").piece("mc", S, "0203", "mc")
    b.piece("x", S, "S")
    game = b.game()
    s = start(game)
    assert {game.hex("0103"), game.hex("0104")} <= game.ruleset.zoc_hexes(game, s, S)
    assert not traces(game, s, G, "0105")
    b.piece("o1", G, "0103").piece("o2", G, "0104")
    game = b.game()
    assert traces(game, start(game), G, "0105")


def test_13_2_2_no_line_across_an_all_sea_hexside():
    game = line().hexside("0102", "0103", "sea").piece("g", G, "G").piece("x", S, "S").game()
    s = start(game)
    assert traces(game, s, G, "0102") and not traces(game, s, G, "0103")


def test_a11_the_start_hex_is_never_blocked():
    game = line().city("c", "0103").piece("g", G, "G").piece("mc", S, "0104", "mc").game()
    s = start(game)
    s.control[game.hex("0103")] = G
    assert game.hex("0103") in game.ruleset.zoc_hexes(game, s, S)
    assert traces(game, s, G, "0103")  # in an enemy ZOC, yet it traces out of itself


def test_13_1_units_that_cannot_trace_surrender_in_their_supply_phase():
    b = line().piece("far", G, "0107").piece("near", G, "0103").piece("x", S, "S")
    game = b.game()
    s = to_phase(game, start(game), "soviet_logistics")
    assert s.units["far"].status == ELIMINATED and "surrendered" in s.units["far"].flags
    assert s.units["near"].status == ON_MAP


def test_13_2_4_soviet_units_in_a_supply_city_do_not_surrender_german_ones_do():
    b = line().city("fort", "0102", tags=("supply_city",)).city("town", "0103")
    b.piece("a", S, "0102").piece("b", S, "0103").piece("g", G, "G")
    b.piece("gg", G, "0104", "panzer")
    game = b.game()
    s = to_phase(game, start(game), "german_logistics", 2)
    assert s.units["a"].status == ON_MAP
    assert s.units["b"].status == ELIMINATED and "surrendered" in s.units["b"].flags
    b2 = line(10).city("fort", "0109", tags=("supply_city",)).piece("g", G, "0109")
    b2.piece("x", S, "S")
    game2 = b2.game()
    s2 = to_phase(game2, start(game2), "soviet_logistics")
    assert s2.units["g"].status == ELIMINATED


def worn(s, *uids):
    for u in uids:
        s.units[u] = s.units[u].__class__(hex=s.units[u].hex, step=1, status=ON_MAP)


def test_13_3_worn_units_in_or_next_to_a_source_recover_at_the_end_of_the_turn():
    b = line().piece("in_area", G, "G").piece("next", G, "0101").piece("two", G, "0102")
    b.piece("x", S, "S").piece("mc", S, "0103", "mc")
    game = b.game()
    s = to_phase(game, start(game), "german_combat")
    worn(s, "in_area", "next", "two")
    assert game.hex("0102") in game.ruleset.zoc_hexes(game, s, S)
    s = to_phase(game, s, "soviet_logistics")
    assert s.units["in_area"].step == 0 and s.units["next"].step == 0
    assert s.units["two"].step == 1  # in supply, but not next to a source


def test_13_3_an_isolated_supply_city_is_no_source():
    b = line(10).city("fort", "0103", tags=("supply_city",)).piece("w", S, "0103")
    b.piece("v", S, "0109").piece("g", G, "G")
    game = b.game()
    s = to_phase(game, start(game), "soviet_combat")
    worn(s, "w", "v")
    assert game.hex("0103") not in supply.network(game, s, S).sources
    s = to_phase(game, s, "german_logistics", 2)
    assert s.units["w"].status == ON_MAP and s.units["w"].step == 1  # 13.2.4, but no recovery
    assert s.units["v"].step == 0  # next to Moscow, a source


def test_13_1_cut_off_units_surrender_as_the_supply_phase_starts_before_any_activation():
    """13.1 says "at the start of the own supply phase": a cut-off unit is gone before the
    phase's first moment, when an activate icon (7.1) may be played, so no card can be
    spent on it; a worn unit in supply may still be activated."""
    b = line().piece("far", G, "0107").piece("home", G, "0101").piece("x", S, "S")
    b.at(turn=1, phase="german_breakthrough").place("far", "0107", step=1).place("home", "0101", step=1)
    game, s = b.build()
    s.hands[G] = ("german_act0",)
    s = end_phase(game, s)
    assert (s.phase, s.active) == ("german_supply", G)
    assert s.units["far"].status == ELIMINATED and "surrendered" in s.units["far"].flags
    plays = [a for a in game.legal_actions(s) if isinstance(a, PlayCard)]
    assert plays == [PlayCard(G, "german_act0", "home", "activate")]


def test_13_2_4_example_the_9th_army_in_a_supply_city_cut_by_the_11th_army_holds():
    """The supply-city figure (13.2.4): the German 11th Army cuts the supply line of the
    Soviet 9th Army, which does not surrender because it stands in a supply city. On the
    bundled map: the 11th Army at 0306 closes the neck of the Crimea (0205, 0206), the
    9th Army in Sevastopol (0106, a supply city) holds, and the 51st Army beside it in the
    mountains (0107, no city) surrenders."""
    game = bundled()
    s = to_phase(game, start(game), "soviet_breakthrough")
    sevastopol, mountain, neck = game.hex("0106"), game.hex("0107"), game.hex("0306")
    s.units["sov_9a"] = UnitState(hex=sevastopol, step=0, status=ON_MAP)
    s.units["sov_51a"] = UnitState(hex=mountain, step=0, status=ON_MAP)
    s.units["ger_11a"] = UnitState(hex=neck, step=0, status=ON_MAP)
    s.control[neck] = G
    assert sevastopol in game.cache.supply_cities
    status = supply.supply_status(game, s, S)
    assert status["sov_9a"] is False and status["sov_51a"] is False  # both lines are cut
    s = end_phase(game, s)  # into the Soviet supply phase: 13.1 as it starts
    assert s.phase == "soviet_supply" or s.turn == 2
    assert s.units["sov_9a"].status == ON_MAP  # 13.2.4: the supply city saves it
    assert s.units["sov_51a"].status == ELIMINATED and "surrendered" in s.units["sov_51a"].flags
