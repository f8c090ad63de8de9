"""How long a computer side takes per phase: the figure ``qtwargame bench --ai`` reports.

Both sides are played by the level (the default one unless asked) from the start of a
seeded game to the end of turn ``turns`` (0: to the end of the game, ``bench --turns
all``); every phase in which the player made at least one decision counts once, with the
CPU seconds its ``choose`` calls took together (``time.process_time``: this process's time
on the processor, so other programs running on the machine do not change the figure), the
evaluations they made and whether a safety net cut one of them short. The players' safety
nets read the same CPU clock (``ladder.measured``), so a seed plays the same game on a busy
machine as on an idle one.
"""

from __future__ import annotations

import hashlib
import json
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass

from qtwargame.ai import DEFAULT_LEVEL, make_player
from qtwargame.ai.ladder import measured
from qtwargame.ai.world import derive_seed
from qtwargame.engine.game import Game
from qtwargame.engine.view import seat_game, view_for


@dataclass
class PhaseFigure:
    """One side's share of one phase: where, CPU seconds, evaluations, decisions cut by a
    safety net."""

    turn: int
    phase: str
    side: str
    cpu: float = 0.0
    evaluations: int = 0
    capped: int = 0


def phase_figures(game: Game, level: str = DEFAULT_LEVEL, seed: int = 1,
                  turns: int = 2) -> list[PhaseFigure]:
    """Each side's figures for each phase it decided in, in the order the phases began,
    from the start of game ``seed`` to the end of turn ``turns`` (0 or less: to the end of
    the game). A side's decisions in one phase count together even where the other side's
    answers come between them (a combat phase: the attacker's declarations, the defender's
    retreats, the attacker's advances), as the player's own phase budget and its phase
    safety net count them (``phase_key``: the turn, the phase and the side whose phase it
    is)."""
    players = measured({s: make_player(level, s, derive_seed(seed, s)) for s in game.sides})
    seats = {s: seat_game(game, s) for s in game.sides}
    state, _ = game.new_state(seed)
    out: dict[tuple[int, str, str, str], PhaseFigure] = {}
    while not state.over and (turns <= 0 or state.turn <= turns):
        side = state.to_act
        key = (state.turn, state.phase, state.active, side)
        cur = out.get(key)
        if cur is None:
            cur = out[key] = PhaseFigure(state.turn, state.phase, side)
        player = players[side]
        legal = game.legal_actions(state)
        capped = player.time_capped
        t = time.process_time()
        action = player.choose(seats[side], view_for(game, state, side), legal)
        cur.cpu += time.process_time() - t
        cur.evaluations += player.last_evaluations
        cur.capped += player.time_capped - capped
        state, _ = game.apply(state, action)
    return list(out.values())


def play_signature(figures: list[PhaseFigure]) -> str:
    """The evaluations each side spent in each phase, hashed: 12 hex digits that stay the
    same while a change keeps the players' play (a change of speed that values the same
    positions the same plays the same game), and move with the first evaluation added,
    dropped or valued differently enough to choose otherwise. Seconds are left out: they
    move with the machine."""
    spent = [(f.turn, f.phase, f.side, f.evaluations) for f in figures]
    return hashlib.sha256(json.dumps(spent).encode("ascii")).hexdigest()[:12]


def phase_seconds(game: Game, level: str = DEFAULT_LEVEL, seed: int = 1,
                  turns: int = 2) -> list[float]:
    """The CPU seconds of each phase (see :func:`phase_figures`), in the order played."""
    return [f.cpu for f in phase_figures(game, level, seed, turns)]


#: The side of :func:`reference_work`'s square grid, and the checksum it returns.
REFERENCE_SIDE = 200
REFERENCE_CHECKSUM = 1_167_263_671


class _Cell:
    __slots__ = ("q", "r", "cost")

    def __init__(self, q: int, r: int, cost: int) -> None:
        self.q, self.r, self.cost = q, r, cost


def reference_work(side: int = REFERENCE_SIDE) -> int:
    """A fixed piece of plain Python work, none of the program's code, of the kinds the
    computer players' CPU goes on: a breadth-first search of a square hex grid of
    ``side`` × ``side`` cells keyed by tuples in a dictionary (sets, a queue, small objects
    with slots, integer arithmetic), then a sort of its tuples. Returns a checksum of what
    it found (``REFERENCE_CHECKSUM`` for the default side): the same work every run."""
    cells = {(q, r): _Cell(q, r, 1 + (q * 7 + r * 13) % 5)
             for q in range(side) for r in range(side)}
    steps = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))
    dist = {(0, 0): 0}
    queue = [(0, 0)]
    head = 0
    while head < len(queue):
        q, r = queue[head]
        head += 1
        d = dist[(q, r)] + cells[(q, r)].cost
        for dq, dr in steps:
            n = (q + dq, r + dr)
            if n in cells and n not in dist:
                dist[n] = d
                queue.append(n)
    ranked = sorted(((d, q, r) for (q, r), d in dist.items()), reverse=True)
    return sum(d * (i % 97 + 1) for i, (d, _, _) in enumerate(ranked)) + len(ranked)


def reference_seconds(repeats: int = 5) -> float:
    """The least CPU seconds :func:`reference_work` takes over ``repeats`` runs: how fast
    this machine runs plain Python at the hour of a measurement. The same code's figures
    move with it (on the development machine by a quarter within one day, docs/
    performance.md, session 77), so a report carries it beside its figures and two
    reports compare as ratios to their own reference."""
    best = float("inf")
    for _ in range(repeats):
        t = time.process_time()
        reference_work()
        best = min(best, time.process_time() - t)
    return best


def run(game_factory: Callable[[], Game], level: str = DEFAULT_LEVEL, seed: int = 1,
        turns: int = 2) -> dict[str, object]:
    """CPU seconds per phase (median, 95th percentile, maximum), the slowest phase, the
    slowest whole turn (both sides' phases of one turn, ``slowest_turn_s`` and
    ``slowest_turn``), the most evaluations in one phase and the decisions a safety net cut; ``turns`` as
    :func:`phase_figures` reads it (0: the whole game), ``last_turn`` the last one played;
    ``evaluations`` all the game's, ``signature`` their :func:`play_signature`;
    ``reference_s``: :func:`reference_seconds` before the game and after it, the lesser
    (the machine's speed at the hour the figures were measured)."""
    before = reference_seconds()
    figures = phase_figures(game_factory(), level, seed, turns)
    reference = round(min(before, reference_seconds()), 4)
    if not figures:
        return {"level": level, "n": 0, "reference_s": reference}
    samples = sorted(f.cpu for f in figures)
    p95 = samples[min(len(samples) - 1, int(round(0.95 * (len(samples) - 1))))]
    slowest = max(figures, key=lambda f: f.cpu)
    by_turn: dict[int, float] = {}
    for f in figures:
        by_turn[f.turn] = by_turn.get(f.turn, 0.0) + f.cpu
    turn = max(by_turn, key=lambda t: by_turn[t])
    return {"level": level, "turns": turns, "last_turn": figures[-1].turn, "clock": "cpu",
            "median": round(statistics.median(samples), 3), "p95": round(p95, 3),
            "max": round(samples[-1], 3), "n": len(samples),
            "slowest": f"turn {slowest.turn} {slowest.phase} ({slowest.side})",
            "slowest_turn": turn, "slowest_turn_s": round(by_turn[turn], 3),
            "max_evaluations": max(f.evaluations for f in figures),
            "evaluations": sum(f.evaluations for f in figures),
            "signature": play_signature(figures),
            "time_capped": sum(f.capped for f in figures), "reference_s": reference}
