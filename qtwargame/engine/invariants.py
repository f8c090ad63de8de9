"""Invariants every state of every game must hold, checked by the simulator and the
conformance suite after every action."""

from __future__ import annotations

import random
from collections.abc import Sequence

from qtwargame.engine.actions import Action
from qtwargame.engine.datamodel import data_problems
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ON_MAP, GameState, canonical_dumps, state_from_json, state_to_json
from qtwargame.engine.view import HIDDEN_CARD, view_for


def state_violations(game: Game, state: GameState) -> list[str]:
    """Violations that need no other state: positions, steps, stacking, the declared
    models of the rules' data and the pending decision's data, ruleset extras."""
    out: list[str] = []
    sides_at: dict[Hex, set[str]] = {}
    for uid, u in state.units.items():
        d = game.units[uid]
        if not 0 <= u.step < d.step_count:
            out.append(f"{uid} is on step {u.step} of {d.step_count}")
        if u.status == ON_MAP:
            if u.hex is None or u.hex not in game.board:
                out.append(f"{uid} is on the map but not on a map hex")
                continue
            sides_at.setdefault(u.hex, set()).add(game.side_of(state, uid))  # units may change side
    for h, sides in sides_at.items():
        if len(sides) > 1:
            out.append(f"units of {sorted(sides)} share hex {game.label(h)}")
    out.extend(data_problems(game.ruleset, state))
    out.extend(game.ruleset.invariants(game, state))
    return out


def roundtrip_violations(game: Game, state: GameState) -> list[str]:
    """The state survives its JSON form unchanged: the state read back writes the same
    canonical JSON (what ``game.hash`` digests) as the state itself."""
    board = game.board
    label = board.labeller()  # the label table's own look-up, as the hash reads labels
    written = state_to_json(state, label)

    def parse(label: str) -> Hex:
        try:  # the board's own table of its hexes' labels, else the grid's reading
            return board.hex(label)
        except KeyError:
            return board.grid.parse(label)

    again = state_from_json(written, parse)
    if canonical_dumps(state_to_json(again, label)) != canonical_dumps(written):
        return ["state changes when written to JSON and read back"]
    return []


def view_violations(game: Game, state: GameState) -> list[str]:
    """Each side's view hides the other sides' hands."""
    out = []
    for side in game.sides:
        v = view_for(game, state, side)
        for other, hand in v.hands.items():
            if other != side and any(c != HIDDEN_CARD for c in hand):
                out.append(f"the {side} view shows the {other} hand")
    return out


def legal_actions_apply(game: Game, state: GameState, rng: random.Random,
                        sample: int | None, actions: Sequence[Action] | None = None) -> list[str]:
    """Every listed legal action (or a seeded sample of them) applies without refusal.
    ``actions``: the state's legal list when the caller has it (the game's own answer,
    kept), so it is not listed again."""
    actions = game.legal_actions(state) if actions is None else list(actions)
    if sample is not None and len(actions) > sample:
        actions = rng.sample(actions, sample)
    out = []
    for a in actions:
        try:
            game.apply(state, a)
        except IllegalAction as e:
            out.append(f"listed action {game.encode(a)} was refused: {e}")
    return out
