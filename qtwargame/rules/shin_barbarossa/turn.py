"""The start and end phases of a turn (5.1, 5.5) and the score (19): the weather and the
Axis air units rolled, Hitler's order; control settled (3.3), the releases of 12.5, 16.4.1
and 16.5.2, Hitler's order judged (18.1), the victory points and sudden death (19)."""

from __future__ import annotations

from qtwargame.engine.game import Context, Game
from qtwargame.engine.state import GameState, Result
from qtwargame.engine.text import Msg
from qtwargame.rules.shin_barbarossa import control, orders, sequence, victory, weather
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.texts import T


def start(ctx: Context) -> None:
    """5.1.1, 5.1.2, 14.4: the weather and the air units of the turn, Hitler's order."""
    s, game = ctx.state, ctx.game
    st = game.cache
    tables = {t.id: t for t in game.scenario.tables}
    s.data["previous_weather"] = s.weather
    die = ctx.roll(1, 6, T("weather and air units"), "5.1.1")[0]
    tw = weather.roll_weather(tables[st.data.weather_table], s.turn, die)
    s.data["rolled_weather"] = tw.weather
    s.data["air"] = tw.air_units
    s.data["air_rolled"] = tw.air_units
    # 15.2 *1, 15.5 *3: the start phase comes before the turn's mud or spring begins
    s.weather = weather.weather_in_phase(tw.weather, sequence.START, s.data["previous_weather"])
    ctx.log(T("Weather {weather}, {n:# Axis air unit|# Axis air units}", weather=tw.weather,
              n=tw.air_units), rule="5.1.1")
    s.data["rail_used"] = {}
    s.data["sea_used"] = 0
    s.data["order"] = None
    turn = next(t for t in game.scenario.turns if t.number == s.turn)
    if turn.data.get("hitler_order"):
        die = ctx.roll(1, 6, T("Hitler's order"), "18.1")[0]
        order = weather.roll_order(tables[st.data.hitler_table], s.turn, die)
        s.data["order"] = order
        ctx.log(T("Hitler orders: {order}", order=ORDER_WORDS.get(order, T("none"))), rule="18.1")


def end_phase(ctx: Context) -> None:
    """5.5: control settled (3.2, 3.3), Odessa, Tikhvin and Leningrad noted (16.4.1, 16.5.2,
    12.5), Hitler's order judged (18.1), the victory points counted (19.3), sudden death
    (19.1)."""
    s, game = ctx.state, ctx.game
    st = game.cache
    f = Facts(game, s)
    # 3.2a: a place is the side's that has a unit in it, any unit (a leader or a
    # supply center too); only a passage (3.2b) asks for a combat unit.
    occupant = {}
    for h, here in f.at.items():
        sides = {game.units[u].side for u in here if game.units[u].kind in control.HOLDERS}
        if len(sides) == 1:
            occupant[h] = sides.pop()
    passed = {game.hex(k): v for k, v in s.data.get("passed", {}).items()}
    before = dict(s.control)
    new = control.end_phase_control(list(game.board.cities), s.control, occupant, passed)
    s.control.update(new)
    s.data["passed"] = {}
    for h, side in new.items():
        if before.get(h) != side:
            ctx.log(T("{city} passes to {side} control", city=h, side=side), rule="3.3")
    # 16.4.1, 16.5.2, 12.5
    if st.places.get("odessa") and s.control.get(st.places["odessa"]) == f.axis:
        s.data["odessa_taken"] = True
    tikhvin = st.places.get("tikhvin")
    if (tikhvin and s.control.get(tikhvin) == f.axis) or (
            st.leningrad and s.control.get(st.leningrad) == f.axis):
        s.data["finns_released"] = True
    s.data["leningrad_axis_source"] = bool(st.leningrad and s.control.get(st.leningrad) == f.axis)
    # 18.1: Hitler's order
    order = s.data.get("order")
    if order:
        f2 = Facts(game, s)
        axis_cities = [c.id for h, c in game.board.cities.items() if s.control.get(h) == f.axis]
        link = True
        if order == "isolate_leningrad" and st.leningrad:
            east = [h for h in game.board.edge(f.soviet) if game.board.has_rail(h)]
            link = orders.rail_link(game.board, st.leningrad, east, f2.hexes[f.axis],
                                    f2.zoc[f.axis], f2.hexes[f.soviet])
        ok = orders.met(order, turn=s.turn, axis_cities=axis_cities,
                        typhoon_range={int(k): v for k, v in st.data.hitler_orders.typhoon_range.items()},
                        southern=st.data.hitler_orders.southern, moscow=st.moscow,
                        axis_combat_hexes=f2.combat_hexes[f.axis], leningrad_rail_link=link)
        if not ok:
            s.data["failed_orders"] = s.data.get("failed_orders", 0) + 1
            ctx.log(T("Hitler's order is not met: 5 points to the Soviets"), rule="18.1")
    vp = compute_vp(game, s)
    s.vp = {f.axis: vp, f.soviet: 0}
    ctx.log(T("Victory points: {vp}", vp=vp), rule="19.3")
    # 19.1 sudden death
    if st.moscow and s.control.get(st.moscow) == f.axis:
        s.result = Result(f.axis, "automatic", T("The Axis holds Moscow: sudden death"))
    elif victory.soviet_sudden_death(vp):
        s.result = Result(f.soviet, "automatic", T("Victory points below zero: sudden death"))
    if s.result is not None:
        ctx.log(T("Game over"), rule="19.1")


def compute_vp(game: Game, state: GameState) -> int:
    """19.3: Axis cities with a LOC, leaders eliminated, Hitler's orders failed, Axis
    losses."""
    st = game.cache
    f = Facts(game, state)  # also counted inside the end phase: never a memo
    cities = [c.vp for h, c in game.board.cities.items() if c.vp and state.control.get(h) == st.data.axis
              and h in f.loc[st.data.axis]]
    return victory.points(st.data, cities=cities, leader_abilities=[state.data.get("leader_vp", 0)],
                          failed_orders=state.data.get("failed_orders", 0),
                          axis_losses=state.data.get("axis_losses", []))



ORDER_WORDS: dict[str | None, Msg] = {
    "take_leningrad": T("take Leningrad"), "take_smolensk": T("take Smolensk"),
    "take_kiev": T("take Kiev"), "take_sevastopol": T("take Sevastopol"),
    "isolate_leningrad": T("isolate Leningrad"), "typhoon": T("Operation Typhoon"),
    "southern": T("the southern operation"),
}
LEVEL_WORDS: dict[str, Msg] = {
    "axis_decisive": T("Axis decisive victory"), "axis_strategic": T("Axis strategic victory"),
    "axis_tactical": T("Axis tactical victory"), "draw": T("draw"),
    "soviet_tactical": T("Soviet tactical victory"), "soviet_strategic": T("Soviet strategic victory"),
    "soviet_decisive": T("Soviet decisive victory"),
}


def end_game(ctx: Context) -> None:
    """19.2: after the last turn the victory points give the level of victory."""
    s, game = ctx.state, ctx.game
    vp = s.vp.get(game.cache.data.axis, 0)
    level = victory.level(game.cache.data, vp)
    winner = None if level == "draw" else (game.cache.data.axis if level.startswith("axis")
                                           else game.cache.data.soviet)
    s.result = Result(winner, level, T("The game ends with {vp} victory points: {level}", vp=vp,
                                       level=LEVEL_WORDS.get(level, T("draw"))))
