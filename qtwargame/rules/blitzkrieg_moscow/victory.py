"""Victory (4.0, 4.1) and the hero city's 2 VP (14.2.2)."""

from __future__ import annotations

import math

from qtwargame.engine.game import Context, Game
from qtwargame.engine.state import ELIMINATED, GameState, Result
from qtwargame.engine.text import reworded
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.supply import network
from qtwargame.rules.blitzkrieg_moscow.units import is_tank, is_worn, side_units


def city_vp(game: Game, state: GameState) -> int:
    """4.1: each city the Germans control and can trace supply from to the German source
    network (A-21) scores 1, a supply city 2: a printed one, or one the hero rule made a
    supply city, even after the marker has gone (14.2.2, A-19). Odessa under 15.2 keeps
    its 1."""
    v = game.cache.data.victory
    german = game.cache.data.german
    net = network(game, state, german)
    made = set(state.data.get("hero_supply", []))
    total = 0
    for h in game.cache.cities:
        if state.control.get(h) != german or not net.traces(game, h):
            continue
        two = h in game.cache.supply_cities or game.label(h) in made
        total += v.supply_city_vp if two else v.city_vp
    return total


def tank_vp(game: Game, state: GameState) -> int:
    """4.1: 1 VP for every 2 active German tanks on the map (rear areas are on the map;
    units waiting on the turn track are not, A-20)."""
    german = game.cache.data.german
    n = sum(1 for u in side_units(game, state, german) if is_tank(game, u) and not is_worn(state, u))
    return n // game.cache.data.victory.tanks_per_vp


def loss_penalty(game: Game, state: GameState) -> int:
    """4.1: -0.5 per German or Romanian infantry unit and -1 per German tank eliminated
    and not rebuilt, the total rounded up."""
    v = game.cache.data.victory
    german = game.cache.data.german
    total = 0.0
    for uid, u in state.units.items():
        if u.status == ELIMINATED and game.units[uid].side == german:
            total += v.tank_loss if is_tank(game, uid) else v.infantry_loss
    return math.ceil(total)


def german_vp(game: Game, state: GameState) -> int:
    return city_vp(game, state) + tank_vp(game, state) - loss_penalty(game, state)


def victory_points(game: Game, state: GameState) -> dict[str, int]:
    data = game.cache.data
    return {data.german: german_vp(game, state), data.soviet: 0}


def end_game(ctx: Context) -> None:
    """4.0: after turn 6, 10 VP or more is a German victory, 9 or fewer a Soviet one."""
    game, s = ctx.game, ctx.state
    data = game.cache.data
    cities, tanks, penalty = city_vp(game, s), tank_vp(game, s), loss_penalty(game, s)
    vp = cities + tanks - penalty
    s.vp = {data.german: vp, data.soviet: 0}
    # The words a state records, hence every save's hash, read "losses -0" with no loss.
    detail = reworded(T("{vp} VP (cities {c} + tanks {t} − losses {p})", vp=vp, c=cities,
                        t=tanks, p=penalty), "{vp} VP (cities {c}, tanks {t}, losses -{p})")
    if vp >= data.victory.wins_at:
        s.result = Result(data.german, "victory", detail)
    else:
        s.result = Result(data.soviet, "victory", detail)
    ctx.log(detail, rule="4.0")
