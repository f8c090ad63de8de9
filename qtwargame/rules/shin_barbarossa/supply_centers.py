"""13.5: a supply center that comes to stand alone in Soviet ZOC is removed at once, however
it comes to (read in ``docs/rules/shin_barbarossa.md``, "Supply centers in enemy ZOC"): a
Soviet unit moves, rails, advances, retreats, is placed or overruns next to it, a leader
beside it is turned face up, the weather or the first turn's border opens a zone onto it,
or the Axis combat units of its hex move away or are eliminated. 13.7 brings it back in the
turn's reinforcement phase.

The check itself is ``battle.remove_lone_supply_centers``; a combat asks it at the end of
its losses and retreats (13.6) and after each unit's advance. Here it is asked after every
other action (``after_action``) and at the start of every phase (``at_phase_start``),
never while a combat is under way, whose order of losses and retreats it would change.
Both make the state's facts only where a center may stand alone in Soviet ZOC: a center on
the map with no Axis combat unit in its hex and a Soviet piece next to it (``exposed``);
after an action, only where the action changed a unit that stands in or next to a
center's hex or stood in one (``touches``): the computer players apply thousands of
actions that touch none.
"""

from __future__ import annotations

from itertools import compress
from operator import is_not

from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, GameState, UnitState
from qtwargame.rules.shin_barbarossa import battle
from qtwargame.rules.shin_barbarossa.facts import Facts


def on_map(game: Game, state: GameState) -> list[Hex]:
    """The hexes of the supply centers on the map."""
    out = []
    for uid in game.cache.supply_centers:
        u = state.units[uid]
        if u.status == ON_MAP and u.hex is not None:
            out.append(u.hex)
    return out


def units_before(state: GameState) -> tuple[UnitState, ...]:
    """What ``after_action`` compares the state with: its unit states before the action (a
    unit state is never written, only replaced)."""
    return tuple(state.units.values())


def after_action(ctx: Context, before: tuple[UnitState, ...]) -> None:
    """13.5 after an action applied (``before``: ``units_before`` of the state it was
    applied to): the centers left alone in Soviet ZOC removed, where the action could have
    left one so (``touches``) and no combat is under way."""
    s = ctx.state
    if battle.current(s) is not None:
        return  # the combat asks at the end of its losses and retreats (13.6)
    hexes = on_map(ctx.game, s)
    if hexes and touches(ctx.game, s, before, hexes) and exposed(ctx.game, s, hexes):
        battle.remove_lone_supply_centers(ctx)


def at_phase_start(ctx: Context) -> None:
    """13.5 as a phase starts: the weather (a frozen river or lake, 15.3) or the first
    turn's border (2.4.1) may open a Soviet zone onto a lone center without a unit moving."""
    s = ctx.state
    if battle.current(s) is None and (hexes := on_map(ctx.game, s)) and exposed(ctx.game, s, hexes):
        battle.remove_lone_supply_centers(ctx)


def exposed(game: Game, state: GameState, hexes: list[Hex]) -> bool:
    """Whether a center's hex (of ``hexes``) holds no Axis combat unit and has a Soviet
    piece next to it: only then may a center stand alone in Soviet ZOC (a zone reaches the
    next hex only, 7.0), which the state's facts then decide (the zones' own limits:
    water, the first turn's border, face-down leaders)."""
    axis, units = game.cache.data.axis, game.units
    held = {u.hex for uid, u in state.units.items() if u.status == ON_MAP and u.hex in hexes
            and units[uid].side == axis and units[uid].kind == "unit"}
    ring = {n for h in hexes if h not in held for n in game.board.neighbors(h)}
    return bool(ring) and any(u.status == ON_MAP and u.hex in ring and units[uid].side != axis
                              for uid, u in state.units.items())


def touches(game: Game, state: GameState, before: tuple[UnitState, ...], hexes: list[Hex]) -> bool:
    """Whether the units changed since ``before`` could have left a center (in ``hexes``)
    alone in Soviet ZOC: a center itself; a Soviet piece now in or next to a center's hex
    (a zone reaches the next hex only, 7.0; a leader turned face up is its identity placed,
    ``leaders.turn_up``); an Axis combat unit that stood in a center's hex (moved away or
    eliminated)."""
    now = tuple(state.units.values())
    if len(now) != len(before):
        return True
    changed = list(compress(range(len(now)), map(is_not, now, before)))
    if not changed:
        return False
    uids = tuple(state.units)
    axis = game.cache.data.axis
    for k in changed:
        d = game.units[uids[k]]
        if d.kind == "supply":
            return True
        if d.side == axis:
            if d.kind == "unit" and before[k].hex in hexes:
                return True
            continue
        h = now[k].hex
        if now[k].status == ON_MAP and h is not None and any(h.distance(c) <= 1 for c in hexes):
            return True
    return False


def stranded_by(game: Game, state: GameState, unit: str) -> Hex | None:
    """The hex of the supply center that ``unit``'s move away would leave alone in Soviet
    ZOC, and so cost (13.5), or None: ``unit`` an Axis combat unit standing with a center,
    the last Axis combat unit there, in a hex the Soviet ZOC covers now. What the play
    window says before the move is made (``words.choice``)."""
    units = game.units
    d = units.get(unit)
    u = state.units.get(unit)
    if d is None or u is None or d.kind != "unit" or d.side != game.cache.data.axis \
            or u.status != ON_MAP or u.hex is None or u.hex not in on_map(game, state):
        return None
    h = u.hex
    return h if battle.alone_in_soviet_zoc(game, Facts.of(game, state), h, leaving=unit) else None
