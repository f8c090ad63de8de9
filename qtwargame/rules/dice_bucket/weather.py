"""The turn's weather: the historical schedule, or with the random-weather option one die
read on the month's row where the table has one (DR 8.1, 8.2; RV 13.0, 14.7)."""

from __future__ import annotations

from qtwargame.engine.text import Msg, Texts

_C = Texts("ScenarioCheck")


def die_row_problem(turn: object, row: list) -> Msg | None:
    """What is wrong with a random-weather row, read by one die (DR 8.2, RV 14.7): it needs
    one weather for each face 1 to 6 (a shorter row would find nothing on a high roll)."""
    if len(row) == 6:
        return None
    return _C("turn {turn}: {n:# entry|# entries}, where one for each die face 1 to 6 is needed",
              turn=turn, n=len(row))


def roll_weather(ctx, historical: str, row: list[str] | None, random: bool, texts, rules: dict) -> str:
    """This turn's weather. ``texts`` gives the game's words: purpose(), die(die, weather),
    historical(weather); ``rules`` its rule numbers (historical, random)."""
    if random and row:
        die = ctx.roll(1, purpose=texts.purpose(), rule=rules["random"])[0]
        weather = row[die - 1]
        ctx.log(texts.die(die, weather), rule=rules["random"])
        return weather
    ctx.log(texts.historical(historical), rule=rules["historical"])
    return historical
