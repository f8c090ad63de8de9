"""8.0 Weather: 8.1 historical weather, 8.2 random weather (optional), and the first snow
turn that 8.3 gives the Soviet attacks."""

from __future__ import annotations

from qtwargame.engine.text import Texts

T = Texts("defiant_russia")


def roll_weather(ctx) -> str:
    """8.1, 8.2: this turn's weather. With random weather the Soviet player rolls one die
    on the turns the table lists (August to November); June, July and December keep the
    historical weather."""
    game, s = ctx.game, ctx.state
    data = game.cache.data
    historical = data.historical_weather.get(s.turn, "clear")
    row = data.random_weather.get(s.turn)
    if game.options.get("weather") == "random" and row:
        die = ctx.roll(1, purpose=T("weather"), rule="8.2")[0]
        weather = row[die - 1]
        ctx.log(T("Weather die {die}: {weather}", die=die, weather=weather), rule="8.2")
        return weather
    ctx.log(T("Weather: {weather}", weather=historical), rule="8.1")
    return historical


def enter_weather(ctx) -> None:
    s = ctx.state
    s.weather = roll_weather(ctx)
    if s.weather == "snow" and s.data.get("first_snow") is None:
        s.data["first_snow"] = s.turn


def first_snow_turn(state) -> bool:
    """8.3: this is the first snow turn of the game (Soviet attacks hit on 5 or 6)."""
    return state.weather == "snow" and state.data.get("first_snow") == state.turn
