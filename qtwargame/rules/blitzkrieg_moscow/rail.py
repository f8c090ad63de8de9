"""Rail movement (6.3) and the sea evacuation of Odessa (15.2.2).

A rail move is bought with a rail icon, or is the Soviets' free one each logistics phase
(lost under 15.3 once the Germans have held Moscow). It runs between the own rear area and
an own city that traces supply, or between two such cities, whatever the distance and the
ZOC. A German rail move carries one unit; a Soviet one a legal stack from one place to one
place: the first unit's move opens a decision for the others to follow."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Choose, Move, Opt, PlayCard
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import Decision, GameState
from qtwargame.rules.blitzkrieg_moscow import cards, control
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.movement import frozen, home_areas
from qtwargame.rules.blitzkrieg_moscow.stacking import fits
from qtwargame.rules.blitzkrieg_moscow.supply import Network, network
from qtwargame.rules.blitzkrieg_moscow.units import is_mech_corps, leave_map, put, side_units, wear


def free_rail_available(game: Game, state: GameState, side: str) -> bool:
    """6.3: the Soviets have one free rail move per logistics phase; under 15.3 it is gone
    for good once the Germans have controlled Moscow."""
    if side != game.cache.data.soviet or state.data.get("free_rail_used"):
        return False
    return not (game.options.get("moscow") and state.data.get("moscow_taken"))


def _rail_cities(game: Game, state: GameState, side: str, net: Network) -> list[Hex]:
    """6.3.1, 6.3.3: own-controlled cities that can trace a supply line."""
    return [h for h in sorted(game.cache.cities, key=game.label)
            if state.control.get(h) == side and net.traces(game, h)]


def rail_moves(game: Game, state: GameState, side: str, net: Network | None = None) -> list[Move]:
    """Every single-unit rail move of ``side`` now (6.3.1, 6.3.3, 10.0 for Romania on
    turn 1, 10.5 for coded German units and for entering the own rear area)."""
    topo = game.cache.topo
    net = net or network(game, state, side)
    cities = _rail_cities(game, state, side, net)
    city_set = set(cities)
    out: list[Move] = []
    for uid in side_units(game, state, side):
        if frozen(game, state, uid):
            continue
        here = state.units[uid].hex
        areas = [a.anchor for a in home_areas(game, uid)]
        if topo.is_area(here):
            dests = [c for c in cities]
        elif here in city_set:
            dests = areas + [c for c in cities if c != here]
        else:
            continue
        out.extend(Move(side, uid, (d,), "rail") for d in dests)
    out += evacuations(game, state, side)
    return out


def _evacuation(game: Game, side: str) -> tuple[Hex, Hex] | None:
    """15.2.2 (optional): the port and the haven of the evacuation, for the side that may
    make it; None without the option or for the other side."""
    evac = game.cache.evacuation
    if not game.options.get("odessa") or evac is None or side != game.cache.data.soviet:
        return None
    return evac


def _infantry_in(game: Game, state: GameState, side: str, port: Hex) -> list[str]:
    """15.2.2: the units of ``side`` in ``port`` that may sail (mechanized corps may not)."""
    return [u for u in side_units(game, state, side)
            if state.units[u].hex == port and not is_mech_corps(game, u)]


def mark_evacuable(ctx: Context) -> None:
    """15.2.2 (optional): as the Soviet logistics phase starts, note the Soviet infantry
    in Odessa: they alone may sail in this phase (a unit railed into Odessa during it may
    not sail on)."""
    game, s = ctx.game, ctx.state
    evac = _evacuation(game, s.active)
    if evac is not None:
        s.data["evacuable"] = _infantry_in(game, s, s.active, evac[0])


def evacuations(game: Game, state: GameState, side: str) -> list[Move]:
    """15.2.2 (optional): Soviet infantry in Odessa at the start of the Soviet logistics
    phase may sail to Sevastopol while the Soviets hold it, whatever the German ZOC; it
    counts as a rail move. Mechanized corps may not. (A save made in that phase before
    the start was noted offers the infantry in Odessa now.)"""
    evac = _evacuation(game, side)
    if evac is None:
        return []
    port, haven = evac
    if state.control.get(haven) != side:
        return []
    at_start = state.data.get("evacuable")
    return [Move(side, u, (haven,), "sea") for u in _infantry_in(game, state, side, port)
            if at_start is None or u in at_start]


def card_plays(game: Game, state: GameState, side: str, net: Network | None = None) -> list[PlayCard]:
    if not rail_moves(game, state, side, net):
        return []
    return [PlayCard(side, c, "", "rail") for c in cards.in_hand(game, state, side, "rail")]


def _open(ctx: Context, play: dict, cancelled: bool) -> None:
    if not cancelled:
        ctx.state.pending = Decision("rail", play["side"], T("Rail move"), {"source": play["card"]})


cards.EFFECTS["rail"] = _open


def answers(game: Game, state: GameState, p: Decision) -> list[Action]:
    side = p.side
    if p.kind == "rail":
        return rail_moves(game, state, side) + [Choose(side, Opt.DONE)]
    # rail_follow: the rest of a Soviet stack, same origin, same destination, same mode
    origin, dest, mode = game.hex(p.data["origin"]), game.hex(p.data["dest"]), p.data["mode"]
    moved = p.data["moved"]
    out: list[Action] = []
    for m in rail_moves(game, state, side):
        if (m.mode == mode and m.to == dest and state.units[m.unit].hex == origin
                and fits(game, side, moved + [m.unit])):
            out.append(m)
    out.append(Choose(side, Opt.DONE))
    return out


def apply_rail(ctx: Context, move: Move) -> None:
    """Carry out one unit's rail (or sea) move; offer the rest of a Soviet stack."""
    s, game = ctx.state, ctx.game
    p = s.pending
    s.pending = None
    origin = s.units[move.unit].at
    if p is None:
        s.data["free_rail_used"] = True
        moved: list[str] = []
    elif p.kind == "rail":
        moved = []
    else:
        moved = list(p.data["moved"])
    _carry(ctx, move)
    if p is None:  # after the move's own line, which the player's act already says
        ctx.log(T("{side:actor} uses the free rail move", side=move.side), rule="6.3")
    moved.append(move.unit)
    if move.side == game.cache.data.soviet:
        follow = Decision("rail_follow", move.side, T("Rail more units with it?"),
                          {"origin": game.label(origin), "dest": game.label(move.to),
                           "mode": move.mode, "moved": moved})
        s.pending = follow
        if len(answers(game, s, follow)) == 1:
            s.pending = None


def _carry(ctx: Context, move: Move) -> None:
    game = ctx.game
    put(ctx, move.unit, move.to)
    control.enter(ctx, (move.to,), move.side)
    if move.mode == "sea":
        wear(ctx, move.unit, "15.2.2")
    if game.cache.topo.is_area(move.to):
        leave_map(ctx, move.unit, "10.5")
    else:
        ctx.log(T("{unit} moves by sea to {hex}", unit=move.unit, hex=move.to) if move.mode == "sea"
                else T("{unit} moves by rail to {hex}", unit=move.unit, hex=move.to), rule="6.3",
                said_by_act=True)
