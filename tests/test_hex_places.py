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
