"""One tournament game: what it needs (a :class:`GameJob`), how it is played, what it
records.

Everything a game depends on is in its job and the scenario text: the dice seed and the
players' seeds are derived from the batch seed and the game's index only
(:func:`derive_seed`), so a game gives the same record in any process, on any machine, in
any order. :func:`play_job` is the function worker processes and Dask workers run; it
builds the :class:`~qtwargame.engine.game.Game` once per scenario and process.

The record is plain JSON data:

- ``winner`` (a side or ``None`` for a draw or an unfinished game), ``winner_player``
  (``"A"``, ``"B"`` or ``None``), ``level`` and ``reason`` of the result;
- ``turns`` (the turn the game ended in) and ``actions``;
- ``vp_by_turn``: the victory points of every side when each turn ended, the first entry
  being the start of the game (turn ``first - 1``);
- ``losses``: units eliminated or removed, by side and unit type, and ``losses_by_turn``;
- ``attacks`` declared by side, and ``combats``: the engine's complete ``CombatRecord``s
  by attacking side: how many, their outcomes (:func:`combat_outcome`), table columns,
  steps lost and units eliminated by attacker and defender, retreats;
- ``error``: why the game stopped early (a player's illegal action, no legal action, the
  action cap), else ``None``; ``seconds`` and ``cpu_seconds`` (wall and processor time)
  are the only fields that are not reproducible.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from typing import Any

from qtwargame.engine.dice import KEYED
from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ELIMINATED, REMOVED
from qtwargame.engine.view import seat_game, view_for
from qtwargame.tournament.players import make_player

#: Most actions in one game before it is recorded as unfinished.
GAME_ACTION_CAP = 100_000
_GONE = (ELIMINATED, REMOVED)


def derive_seed(batch_seed: int, *parts: object) -> int:
    """A 63-bit seed that depends on the batch seed and ``parts`` only."""
    text = ":".join(str(p) for p in ("qtwargame-tournament", batch_seed, *parts))
    digest = hashlib.blake2b(text.encode("utf-8"), digest_size=8).digest()
    return int.from_bytes(digest, "big") & ((1 << 63) - 1)


@dataclass(frozen=True)
class Scenario:
    """A scenario as it travels to workers: its JSON text and a key that names it."""

    text: str
    options: tuple[tuple[str, Any], ...] = ()

    @property
    def key(self) -> str:
        body = self.text + json.dumps(list(self.options), sort_keys=True, default=str)
        return hashlib.blake2b(body.encode("utf-8"), digest_size=12).hexdigest()


#: The dice of every tournament game: the keyed generator of new games, seeded with the
#: job's ``dice_seed`` (derived from the batch seed, so a batch replays exactly).
DICE_GENERATOR = KEYED


@dataclass(frozen=True)
class GameJob:
    index: int
    pair: int
    swapped: bool
    dice_seed: int
    #: (side, player slot "A"/"B", level, player seed) for every side, in scenario order.
    seats: tuple[tuple[str, str, str, int], ...]
    action_cap: int = GAME_ACTION_CAP


def make_jobs(sides: list[str], players: tuple[str, str], games: int, seed: int,
              swap: bool) -> list[GameJob]:
    """The jobs of a batch. Player A takes the first side and B the second; with ``swap``
    every odd game swaps them and replays the dice seed of the game before it."""
    first, second = sides[0], sides[1]
    jobs = []
    for i in range(games):
        pair = i // 2 if swap else i
        swapped = swap and i % 2 == 1
        slots = (("B", "A") if swapped else ("A", "B"))
        level = {"A": players[0], "B": players[1]}
        seats = tuple((side, slot, level[slot], derive_seed(seed, "player", i, side))
                      for side, slot in zip((first, second), slots))
        jobs.append(GameJob(i, pair, swapped, derive_seed(seed, "dice", pair), seats))
    return jobs


_GAMES: dict[str, Game] = {}


def game_for(scenario: Scenario) -> Game:
    """The scenario's game, built once per process."""
    game = _GAMES.get(scenario.key)
    if game is None:
        from qtwargame.scenario.io import scenario_from_data

        sc = scenario_from_data(json.loads(scenario.text), "<tournament>", check_rules=False)
        game = Game(sc, dict(scenario.options))
        _GAMES.clear()  # one scenario at a time is what a worker plays
        _GAMES[scenario.key] = game
    return game


def combat_outcome(game: Game, rec: Any) -> str:
    """A combat's outcome in a word: the table's result code, or for dice games the hits
    each side took, attacker first (``"hits 1:2"``)."""
    if rec.result:
        return str(rec.result)
    defender = next((s for s in game.sides if s != rec.attacker_side), "")
    return f"hits {rec.hits.get(rec.attacker_side, 0)}:{rec.hits.get(defender, 0)}"


def _new_combats() -> dict[str, Any]:
    return {"count": 0, "results": Counter(), "columns": Counter(),
            "steps_lost": Counter(), "eliminated": Counter(), "retreats": 0}


@dataclass
class _Tally:
    game: Game
    vp_by_turn: list[dict[str, Any]] = field(default_factory=list)
    losses: dict[str, Counter] = field(default_factory=lambda: defaultdict(Counter))
    losses_turn: dict[int, Counter] = field(default_factory=lambda: defaultdict(Counter))
    attacks: Counter = field(default_factory=Counter)
    combats: dict[str, dict[str, Any]] = field(default_factory=lambda: defaultdict(_new_combats))

    def vp(self, state, turn: int) -> None:
        points = self.game.ruleset.victory_points(self.game, state)
        self.vp_by_turn.append({"turn": turn, **{s: int(points.get(s, 0))
                                                 for s in self.game.sides}})

    def step(self, before, after, action, entries) -> None:
        if action.kind == "attack":
            self.attacks[action.side] += 1
        for e in entries:
            rec = e.combat
            if rec is not None and rec.complete:
                self.combat(after, rec)
        b, a = before.units, after.units
        for uid, new in a.items():
            old = b.get(uid)
            if old is new or old is None:
                continue
            if new.status in _GONE and old.status not in _GONE:
                side = self.game.side_of(before, uid)
                self.losses[side][self.game.units[uid].type] += 1
                self.losses_turn[before.turn][side] += 1
        if after.turn != before.turn or after.over:
            last = after.turn - 1 if not after.over else after.turn
            for t in range(before.turn, last + 1):
                self.vp(after, t)

    def combat(self, state, rec: Any) -> None:
        c = self.combats[rec.attacker_side]
        c["count"] += 1
        c["results"][combat_outcome(self.game, rec)] += 1
        if rec.column:
            c["columns"][rec.column] += 1
        role = {}
        for uid in rec.attackers:
            role[uid] = "attacker"
        for uid in rec.defenders:
            role[uid] = "defender"
        for uid, steps in rec.losses:
            c["steps_lost"][role.get(uid) or self._role(state, rec, uid)] += steps
        for uid in rec.eliminated:
            c["eliminated"][role.get(uid) or self._role(state, rec, uid)] += 1
        c["retreats"] += len(rec.retreats)

    def _role(self, state, rec: Any, uid: str) -> str:
        return "attacker" if self.game.side_of(state, uid) == rec.attacker_side else "defender"

    def combats_json(self) -> dict[str, Any]:
        out = {}
        for side in self.game.sides:
            c = self.combats[side] if side in self.combats else _new_combats()
            out[side] = {"count": c["count"], "results": dict(sorted(c["results"].items())),
                         "columns": dict(sorted(c["columns"].items())),
                         "steps_lost": {r: c["steps_lost"][r] for r in ("attacker", "defender")},
                         "eliminated": {r: c["eliminated"][r] for r in ("attacker", "defender")},
                         "retreats": c["retreats"]}
        return out

    def losses_by_turn(self, first: int, last: int) -> list[dict[str, Any]]:
        return [{"turn": t, **{s: self.losses_turn[t][s] for s in self.game.sides}}
                for t in range(first, last + 1)]


def play(game: Game, job: GameJob) -> dict[str, Any]:
    """Play ``job`` to the end (or to its action cap) and return its record."""
    start, cpu_start = time.perf_counter(), time.process_time()
    players = {side: make_player(level, side, pseed) for side, _slot, level, pseed in job.seats}
    slot_of = {side: slot for side, slot, _level, _seed in job.seats}
    state, _entries = game.new_state(job.dice_seed, (), DICE_GENERATOR)
    first_turn = state.turn
    tally = _Tally(game)
    tally.vp(state, first_turn - 1)
    error = None
    n = 0
    while not state.over:
        if n >= job.action_cap:
            error = f"the game did not end within {job.action_cap} actions"
            break
        legal = game.legal_actions(state)
        if not legal:
            error = f"turn {state.turn} {state.phase}: no legal action and the game is not over"
            break
        side = state.to_act
        try:
            action = players[side].choose(seat_game(game, side), view_for(game, state, side), legal)
        except Exception as e:  # a failing player loses this game's record, not the batch
            error = f"{side} ({slot_of[side]}) player failed: {type(e).__name__}: {e}"
            break
        try:
            after, entries = game.apply(state, action)
        except IllegalAction as e:
            error = f"{side} ({slot_of[side]}) chose an illegal action: {e.message.format()}"
            break
        except Exception as e:  # a rules failure is reported with the game, not raised
            error = (f"turn {state.turn} {state.phase}: the rules failed on {action.kind}: "
                     f"{type(e).__name__}: {e}")
            break
        tally.step(state, after, action, entries)
        state = after
        n += 1
    if not state.over and (not tally.vp_by_turn or tally.vp_by_turn[-1]["turn"] < state.turn):
        tally.vp(state, state.turn)
    result = state.result
    winner = result.winner if result else None
    return {
        "index": job.index,
        "pair": job.pair,
        "swapped": job.swapped,
        "dice_seed": job.dice_seed,
        "dice_generator": DICE_GENERATOR,
        "players": {side: {"slot": slot, "level": level, "seed": pseed}
                    for side, slot, level, pseed in job.seats},
        "winner": winner,
        "winner_player": slot_of.get(winner) if winner else None,
        "level": result.level if result else "unfinished",
        "reason": result.reason.format() if result else (error or ""),
        "turns": state.turn,
        "actions": n,
        "vp_by_turn": tally.vp_by_turn,
        "losses": {s: dict(sorted(tally.losses[s].items())) for s in game.sides},
        "losses_by_turn": tally.losses_by_turn(first_turn, state.turn),
        "attacks": {s: tally.attacks[s] for s in game.sides},
        "combats": tally.combats_json(),
        "error": error,
        "seconds": round(time.perf_counter() - start, 4),
        "cpu_seconds": round(time.process_time() - cpu_start, 4),
    }


def play_job(job: GameJob, scenario: Scenario) -> dict[str, Any]:
    """What a worker runs: the record of one game."""
    return play(game_for(scenario), job)


def outcome(record: dict[str, Any]) -> dict[str, Any]:
    """The reproducible part of a record (everything but the time it took)."""
    return {k: v for k, v in record.items() if k not in ("seconds", "cpu_seconds")}
