"""8.0 Weather: 8.1 historical weather, 8.2 random weather (optional), and the first snow
turn that 8.3 gives the Soviet attacks."""

from __future__ import annotations

from qtwargame.engine.text import Texts
from qtwargame.rules.dice_bucket.weather import roll_weather as core_roll_weather
from qtwargame.rules.dice_bucket.words import WeatherWords

T = Texts("defiant_russia")


_Words = WeatherWords(T("weather"), T("Weather die {die}: {weather}"), T("Weather: {weather}"))


def roll_weather(ctx) -> str:
    """8.1, 8.2: this turn's weather. With random weather the Soviet player rolls one die
    on the turns the table lists (August to November); June, July and December keep the
    historical weather."""
    game, s = ctx.game, ctx.state
    data = game.cache.data
    return core_roll_weather(ctx, data.historical_weather.get(s.turn, "clear"),
                             data.random_weather.get(s.turn), game.options.get("weather") == "random",
                             _Words, {"historical": "8.1", "random": "8.2"})


def enter_weather(ctx) -> None:
    s = ctx.state
    s.weather = roll_weather(ctx)
    if s.weather == "snow" and s.data.get("first_snow") is None:
        s.data["first_snow"] = s.turn


def first_snow_turn(state) -> bool:
    """8.3: this is the first snow turn of the game (Soviet attacks hit on 5 or 6)."""
    return state.weather == "snow" and state.data.get("first_snow") == state.turn
