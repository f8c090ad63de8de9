"""Axis air units against Soviet rail movement (14.3, Q&A): at the start of the Soviet
movement phase the Axis player may place air units, one at a time, on rail hexes within
air range (14.1: 8 hexes of the border or of a supply center); no Soviet unit moving by
rail enters a hex holding one during that phase. Each unit placed is spent for the turn
(14.4: air units are not kept). Not in the reinforcement phase (Q&A: movement phase only).
"""

from __future__ import annotations

from qtwargame.engine.actions import Action, Choose, Opt
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import Decision, GameState
from qtwargame.rules.shin_barbarossa.facts import Facts
from qtwargame.rules.shin_barbarossa.texts import T

DECISION = "interdiction"
PHASE = "soviet_move"


def interdicted(game: Game, state: GameState) -> frozenset[Hex]:
    """The hexes under an Axis air unit that Soviet rail movement may not enter now."""
    if state.phase != PHASE:
        return frozenset()
    return frozenset(game.hex(x) for x in state.data.get("interdicted", ()))


def air_reach(game: Game, f: Facts) -> frozenset[Hex]:
    """14.1, 13.4: the hexes within air range now: 8 hexes of the border (fixed) or of a
    supply center on the map (computed once per state's facts)."""
    got = f.__dict__.get("_air_reach")
    if got is not None:
        return got
    rng = f.st.data.air_range
    near = f.st.memo.get("near_border")
    if near is None:
        border = [a for a in game.board.hexes if any("border" in game.board.features(a, n)
                                                     for n in game.board.neighbors(a))]
        near = f.st.memo["near_border"] = frozenset(
            h for h in game.board.hexes if any(h.distance(b) <= rng for b in border))
    centers = sorted((h for u, h in f.pos.items() if game.units[u].kind == "supply"), key=game.label)
    key = ("air_centers", tuple(centers))
    memo = f.st.memo.setdefault("air_reach", {})
    if key not in memo:
        if len(memo) > 64:
            memo.clear()
        # the hexes within range of each center, kept per center hex (the map and the
        # range are the game's): a center moved in a search finds its disk made already
        disks = f.st.memo.setdefault("air_disks", {})
        reach = set(near)
        for c in centers:
            disk = disks.get(c)
            if disk is None:
                disk = disks[c] = frozenset(h for h in game.board.hexes if h.distance(c) <= rng)
            reach |= disk
        memo[key] = frozenset(reach)
    got = f.__dict__["_air_reach"] = memo[key]
    return got


def targets(game: Game, state: GameState, f=None) -> list[Hex]:
    """14.1, 14.3: rail hexes within air range where a Soviet rail move could go now (no
    Axis unit, Axis ZOC or Axis-held city or town there already) not yet covered."""
    if state.data.get("air", 0) <= 0:
        return []
    f = f if f is not None else Facts.of(game, state)
    board = game.board
    done = interdicted(game, state)
    reach = air_reach(game, f)
    out = []
    for h in _rail_hexes(game):
        if h not in reach or h in done or h in f.hexes[f.axis] or h in f.zoc[f.axis]:
            continue
        if h in board.cities and state.control.get(h) == f.axis:
            continue
        out.append(h)
    return sorted(out, key=game.label)


def _rail_hexes(game: Game) -> list[Hex]:
    memo = game.cache.memo
    if "rail_hexes" not in memo:
        memo["rail_hexes"] = [h for h in game.board.hexes if game.board.has_rail(h)]
    return memo["rail_hexes"]


def offer(ctx: Context) -> None:
    """Ask the Axis player whether to place (another) air unit against rail movement."""
    s, game = ctx.state, ctx.game
    # the state is still changing: fresh facts, never the cached ones
    if s.phase != PHASE or s.pending is not None or not targets(game, s, Facts(game, s)):
        return
    axis = game.cache.data.axis
    s.pending = Decision(DECISION, axis, T("Place Axis air units against Soviet rail movement? "
                                           "{n} left this turn", n=s.data.get("air", 0)),
                         {}, reaction=True)


def answers(game: Game, state: GameState) -> list[Action]:
    """14.3: an air unit over each rail hex it may cover, or none more."""
    axis = game.cache.data.axis
    out: list[Action] = [Choose(axis, Opt.AIR, hexes=(h,), count=1) for h in targets(game, state)]
    return out + [Choose(axis, Opt.PASS)]


def answer(ctx: Context, action: Action) -> None:
    """An air unit placed over a rail hex (another is offered while some are left), or no
    more placed."""
    s = ctx.state
    s.pending = None
    if not isinstance(action, Choose) or action.option != Opt.AIR:
        ctx.log(T("The Axis places no more air units against rail movement"), rule="14.3",
                as_act=True)
        return
    h = action.hexes[0]
    s.data["air"] = s.data.get("air", 0) - 1
    s.data["interdicted"] = sorted({*s.data.get("interdicted", ()), ctx.game.label(h)})
    ctx.log(T("An Axis air unit over {hex} bars Soviet rail movement there", hex=h), rule="14.3", as_act=True)
    offer(ctx)


def clear(ctx: Context) -> None:
    """The air units placed go at the end of the Soviet movement phase."""
    ctx.state.data.pop("interdicted", None)
