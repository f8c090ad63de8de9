"""A hex in a message reads as a player names it: a city's or town's name with its printed
number, a plain hex by its number (session 89: the combat panel and the log named a
combat by number, "Attack on 3304", where the control line said "Bialystok (3304)")."""

from __future__ import annotations

from qtwargame.engine.game import Game
from qtwargame.engine.text import Msg
from qtwargame.logtext import PlainNames
from qtwargame.scenario.catalog import load


def test_a_hex_with_a_city_reads_by_its_name_and_number_a_plain_hex_by_its_number():
    game = Game(load("defiant_russia"))
    names = PlainNames(game, "en")
    bialystok = next(h for h, c in game.board.cities.items() if c.id == "bialystok")
    plain = next(h for h in game.board.hexes if h not in game.board.cities)
    assert names.place(bialystok) == f"Bialystok ({game.label(bialystok)})"
    assert names.place(plain) == game.label(plain)
    msg = Msg("rules", "Attack on {targets}", {"targets": (bialystok, plain)})
    assert names.render(msg) == f"Attack on Bialystok ({game.label(bialystok)}), {game.label(plain)}"
    ja = PlainNames(game, "ja")
    assert ja.place(bialystok) == f"ビャウィストク ({game.label(bialystok)})"


def test_a_logged_hex_kept_as_its_number_reads_by_its_city_name_too():
    """The log keeps a hex as its printed number (so that saves stay plain data); a number
    that is a city's hex reads as the city's name with it, as a live hex does (session 90:
    the log said "sets up 7th Army at 4114" where the window said "Vyborg (4114)")."""
    from qtwargame.engine.actions import Place

    game = Game(load("defiant_russia"))
    state, _ = game.new_state(1)
    place = next(a for a in game.legal_actions(state)
                 if isinstance(a, Place) and a.hex in game.board.cities)
    city = next(c for c in game.scenario.map.cities if c.id == game.board.cities[place.hex].id)
    label = game.label(place.hex)
    _, log = game.apply(state, place)
    assert log[0].text.params["hex"] == label  # kept as the number
    en, ja = PlainNames(game, "en"), PlainNames(game, "ja")
    unit = en.name(place.unit)
    assert en.render(log[0].text) == f"The Soviet player sets up {unit} at {city.name.get('en')} ({label})"
    assert f"{city.name.get('ja')} ({label})" in ja.render(log[0].text)
    plain = Msg("rules", "{unit} sets up in {hex}", {"unit": place.unit, "hex": "2901"})
    assert PlainNames(game, "en").render(plain) == f"{unit} sets up in 2901"


def test_hex_numbers_the_rules_join_read_each_as_a_player_names_it():
    """A list of hexes the rules pass joined ("3304, 3305", as Red Vengeance's 8.41
    refusal does) reads each hex as a player names it, in the reader's list form."""
    game = Game(load("defiant_russia"))
    bialystok = next(h for h, c in game.board.cities.items() if c.id == "bialystok")
    plain = next(h for h in game.board.hexes if h not in game.board.cities)
    joined = f"{game.label(bialystok)}, {game.label(plain)}"
    msg = Msg("rules", "must also attack {hexes}", {"hexes": joined})
    assert PlainNames(game, "en").render(msg) == (
        f"must also attack Bialystok ({game.label(bialystok)}), {game.label(plain)}")
    words = Msg("rules", "{what}", {"what": "3304, attack"})  # not all hexes: left as written
    assert PlainNames(game, "en").render(words) == "3304, attack"
