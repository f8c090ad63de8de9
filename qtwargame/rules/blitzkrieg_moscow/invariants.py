"""What must hold in every state of a BtM2 game, for the simulator and the conformance
suite."""

from __future__ import annotations

from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.rules.blitzkrieg_moscow import stacking
from qtwargame.rules.blitzkrieg_moscow.sequence import step_of


def violations(game: Game, state: GameState) -> list[str]:
    out: list[str] = []
    topo = game.cache.topo
    for uid, u in state.units.items():
        if u.status != ON_MAP:
            continue
        side = game.units[uid].side
        h = u.at
        area = topo.area(h)
        if area is not None:
            if area.side != side:
                out.append(f"{uid} is in the enemy's rear area {area.id} (10.5)")
            if h != area.anchor:
                out.append(f"{uid} is in rear area {area.id} off its anchor hex")
        if game.board.terrain.get(h) in ("sea", "lake"):
            out.append(f"{uid} is on water")
    # 8.3: over the limit only in the owner's logistics (rail) and movement phases
    for side in game.sides:
        own_turn = state.active == side and step_of(state.phase) in ("logistics", "movement")
        if not own_turn:
            for h in stacking.overstacked(game, state, side):
                out.append(f"{side} is over the stacking limit in {game.label(h)} outside its "
                           "movement phase (8.3)")
    for side in game.sides:
        own = set(game.cache.cards_of.get(side, ()))
        held = list(state.hands.get(side, ())) + list(state.decks.get(side, ())) + \
            list(state.discards.get(side, ()))
        if len(held) != len(set(held)) or set(held) != own:
            out.append(f"the {side} hand, deck and discards are not its six cards")
    return out
