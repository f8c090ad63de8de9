"""The name lookup for log texts (``qtwargame.logtext.PlainNames``), shared with the play
window's ``ui.names.Names``: ids become the scenario's names, lists of ids lists of names,
phase ids phase titles, hexes their printed numbers; the command line's plain words turn
underscores into spaces."""

from __future__ import annotations

import pytest

from qtwargame.ai import make_player
from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.text import Msg
from qtwargame.engine.view import view_for
from qtwargame.logtext import PlainNames
from qtwargame.scenario.catalog import load
from qtwargame.scenario.io import load_scenario
from tests.conftest import ROOT, SCENARIOS

TEMPLATE = "{unit} and {units} in {phase}: {mode} {word} at {hex} ({x}, {flag}, {many})"


def _message():
    return Msg("engine", TEMPLATE, {
        "unit": "blue_inf_1", "units": "blue_inf_1, blue_inf_2", "phase": "red_setup",
        "mode": "exploit", "word": "take_loss", "hex": Hex(1, 1), "x": 1.5, "flag": True,
        "many": ("blue", "red")})


def test_plain_names_render_ids_as_names_in_english_and_japanese():
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"), {})
    en = PlainNames(game)
    assert en.render(_message()) == ("1st Infantry and 1st Infantry, 2nd Infantry in Red setup: "
                                     "exploit taking a loss at 0102 (1.5, True, Blue, Red)")
    assert en.side("red") == "Red" and en.side(None) == ""
    assert en.name("no_such_id") == "no_such_id"
    ja = PlainNames(game, "ja")
    assert ja.name("blue_inf_1") == game.scenario.units[0].name.get("ja") != "1st Infantry"


@pytest.mark.parametrize("scenario", ["red_vengeance", "defiant_russia", "shin_barbarossa",
                                      "blitzkrieg_moscow_2"])
def test_the_weather_clear_is_named_as_weather_not_as_the_clear_terrain(scenario):
    """Every bundled game has a weather and a terrain both with the id ``clear``: the log's
    "Weather: {weather}" read 「天候: 平地」 (the terrain's name) in Japanese."""
    game = Game(load(scenario), {})
    ja = PlainNames(game, "ja")
    weather = {w.id: w.name.get("ja") for w in game.scenario.weather}["clear"]
    terrain = {t.id: t.name.get("ja") for t in game.scenario.terrain}["clear"]
    assert weather != terrain
    assert ja.render(Msg(scenario, "Weather: {weather}", {"weather": "clear"})) == f"Weather: {weather}"
    assert ja.render(Msg(scenario, "in {terrain}", {"terrain": "clear"})) == f"in {terrain}"


def test_a_template_that_does_not_fit_its_parameters_is_shown_as_written():
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"), {})
    msg = Msg("engine", "{missing} here", {"unit": "blue_inf_1"})
    assert PlainNames(game).render(msg) == "{missing} here"


def _random_game(game, seed: int, player_seed: int, actions: int | None = None):
    """A game of the random player on both sides: the state and the log entries after the
    set-up, then after each action (at most ``actions``), until the game is over."""
    state, log = game.new_state(seed)
    yield state, list(log)
    player = make_player("random", game.sides[0], player_seed)
    done = 0
    while not state.over and (actions is None or done < actions):
        player.side = state.to_act
        state, entries = game.apply(state, player.choose(
            game, view_for(game, state, state.to_act), game.legal_actions(state)))
        done += 1
        yield state, entries


def test_blitzkrieg_log_names_units_in_the_readers_language():
    """The rules log a unit by its id, so a Japanese reader reads its Japanese name (they
    used to pass the English name, which no translation could reach)."""
    game = Game(load("blitzkrieg_moscow_2"))
    log = []
    for _, entries in _random_game(game, seed=2, player_seed=5):
        log += entries
        if any("{unit} is" in e.text.text for e in entries):
            break
    entry = next(e for e in log if "{unit} is" in e.text.text)
    uid = entry.text.params["unit"]
    unit = game.units[uid]
    ja = PlainNames(game, "ja").render(entry.text)
    assert unit.name_ja and unit.name_ja in ja and unit.name_en not in ja
    assert unit.name_en in PlainNames(game, "en").render(entry.text)


def test_blitzkrieg_retreat_prompt_names_its_unit_in_the_readers_language():
    """The retreat prompt stored in a save keeps the English name (the save's state hash
    covers it); the prompt the game shows names the unit by its id."""
    history, _ = savegame.load(ROOT / "tests/data/golden/blitzkrieg_moscow_2-7-at-retreat.qtwsave")
    game, state = history.game, history.state
    uid = state.pending.data["unit"]
    assert state.pending.prompt.params["unit"] == game.units[uid].name_en
    shown = game.prompt(state)
    assert shown.params["unit"] == uid
    ja = PlainNames(game, "ja").render(shown)
    assert game.units[uid].name_ja in ja and game.units[uid].name_en not in ja
    assert PlainNames(game, "en").render(shown) == f"Choose the retreat of {game.units[uid].name_en}"


def _english_names(game) -> set[str]:
    """The English names of the scenario's units, cards, sides and cities that have a
    Japanese name of their own."""
    out = set()
    sc = game.scenario
    for item in (*sc.units, *sc.cards, *sc.sides, *sc.map.cities):
        en, ja = item.name.get("en"), item.name.get("ja")
        if en and ja and en != ja:
            out.add(en)
    return out


def _names_in(msg, names: set[str]):
    for v in msg.params.values():
        if isinstance(v, Msg):
            yield from _names_in(v, names)
        elif isinstance(v, str) and (v in names or any(p in names for p in v.split(", "))):
            yield (msg.text, v)


# No log entry or shown prompt of a whole random game carries an English name as a parameter:
# tests/test_conformance.py checks it on the game each scenario's conformance checks read
# (test_log_and_prompts_name_things_by_id_so_every_language_reads_its_own), with the two
# helpers above.


@pytest.mark.parametrize("scenario, sides", [
    ("defiant_russia", ["Axis", "Soviet"]),
    ("blitzkrieg_moscow_2", ["German", "Soviet"]),
    ("red_vengeance", ["Axis", "Allied"]),
    ("shin_barbarossa", ["Axis", "Soviet"]),
    ("river_crossing", ["Blue", "Red"]),
])
def test_a_side_acts_as_its_player_and_is_named_by_its_adjective_elsewhere(scenario, sides):
    """A side's name is an adjective in English ("Soviet movement phase", "3 Soviet units");
    where the side acts, the log names its player ("The Soviet player ends the phase"), with
    a capital only where the sentence opens with it. Japanese names the side both ways."""
    game = Game(load(scenario), {})
    names = PlainNames(game)
    assert [names.side(s) for s in game.sides] == sides
    last = game.sides[-1]
    assert names.actor(last) == f"the {sides[-1]} player"
    assert names.render(Msg("engine", "{side:actor} ends the phase", {"side": last})) == (
        f"The {sides[-1]} player ends the phase")
    assert names.render(Msg("engine", "Now {side:actor} moves", {"side": last})) == (
        f"Now the {sides[-1]} player moves")
    assert names.render(Msg("engine", "{side} combat phase", {"side": last})) == (
        f"{sides[-1]} combat phase")
    supply = "{n:# {side} unit is|# {side} units are} out of supply"
    assert names.render(Msg("defiant_russia", supply, {"n": 3, "side": last})) == (
        f"3 {sides[-1]} units are out of supply")
    assert names.render(Msg("defiant_russia", supply, {"n": 1, "side": last})) == (
        f"1 {sides[-1]} unit is out of supply")


def test_an_actor_field_without_a_name_shows_its_value_as_it_is():
    """A message formatted without the scenario's names (``Msg.format``, a test's ids) shows
    the side's id in an actor field, and an unknown format spec is still refused."""
    from qtwargame.engine.text import Named, format_text

    assert Msg("engine", "{side:actor} ends the phase", {"side": "axis"}).format() == (
        "axis ends the phase")
    assert format_text("{side:actor} passes", side=Named("Red", "the Red player")) == (
        "The Red player passes")
    assert format_text("{n:# unit|# units}: {side:actor}", n=2, side=Named("Red", "the Red player")) == (
        "2 units: the Red player")
    with pytest.raises(ValueError):
        format_text("{side:noun} passes", side="Red")


def test_a_move_or_placement_the_log_has_no_words_for_shows_no_id():
    """The log words a move by its mode and a placement by its reason; a mode or reason the
    tables do not know (a plugin's own) reads as a plain move or placement, never as its id."""
    from qtwargame.engine.actions import Move, Place
    from qtwargame.engine.text import format_text

    h = Hex(0, 0)
    glide = Move("axis", "u1", (h,), mode="glide")
    rail = Move("axis", "u1", (h,), mode="rail")
    airlift = Place("axis", "u1", h, reason="airlift")
    assert glide.describe().text == "{side:actor} moves {unit} to {to}"
    assert rail.describe().text == "{side:actor} moves {unit} by rail to {to}"
    assert airlift.describe().text == "{side:actor} places {unit} at {hex}"
    assert format_text(glide.describe().text, side="Axis", unit="1st Panzer", to="0101") == (
        "Axis moves 1st Panzer to 0101")


def test_an_answer_is_labelled_as_the_players_own_choice_and_logged_as_the_players_act():
    """A button or menu entry offers an answer in the chooser's words ("Rebuild 6th Army at
    0503"); the log says who did it ("The German player rebuilds 6th Army at 0503"). A map
    hex: a rear area reads by its name (tests/rules/blitzkrieg_moscow/test_logistics.py)."""
    from qtwargame.engine.actions import Place, PlayCard, Remove, answer_label

    game = Game(load("blitzkrieg_moscow_2"), {})
    names = PlainNames(game)
    h = game.hex("0503")
    unit = next(u for u in game.scenario.units if u.side == "german")
    called = names.name(unit.id)
    rebuild = Place("german", unit.id, h, reason="rebuild")
    assert names.render(answer_label(rebuild)) == f"Rebuild {called} at 0503"
    assert names.render(game.describe(rebuild)) == f"The German player rebuilds {called} at 0503"
    assert names.render(answer_label(Place("german", unit.id, h))) == f"Place {called} at 0503"
    assert names.render(answer_label(Remove("german", unit.id, "stacking"))) == (
        f"Remove {called}: over the stacking limit")
    assert names.render(answer_label(Remove("german", unit.id, "voluntary"))) == f"Remove {called}"
    card = next(c for c in game.scenario.cards if c.side == "soviet")
    assert names.render(answer_label(PlayCard("soviet", card.id, "", "rail"))) == (
        f"Play {names.name(card.id)} for rail")
    assert names.render(answer_label(PlayCard("soviet", card.id))) == f"Play {names.name(card.id)}"
