"""The conformance kit: the checks every ruleset must pass on its own scenarios.

Each check takes a *game factory* (a function of no arguments returning a new
:class:`Game`; :func:`factory` makes one from a scenario, a path or a catalog id) and
returns a list of problems, each a sentence saying where (turn, phase) and what went
wrong; an empty list is a pass. Every check reads a seeded random game; a check given a
factory plays its own, a check given a :class:`Played` (:func:`play`) reads that one, so
several checks share one game instead of each playing it again (``check_all`` does so).
The project's own tests (``tests/test_conformance.py``) run them on every bundled scenario,
each scenario's game played once; a plugin runs them on its own (docs/plugins.md)::

    from qtwargame.testing import conformance

    def test_my_game_conforms(tmp_path):
        assert conformance.check_all(conformance.factory(MY_SCENARIO), tmp_path) == []

The checks, in the terms of OpenSpiel's ``random_sim_test``:

- :func:`random_playout_problems`: a seeded random game ends, every state holds every
  engine invariant (state, save round trip, views, every legal action applies);
- :func:`save_load_problems`: the game saved and loaded at points along it replays to the
  same hash and actions;
- :func:`replay_problems`: the same seed plays the same game;
- :func:`wrong_side_problems`: an action forged for the side not to act is refused;
- :func:`view_problems`: a side's view hides the other side's hand, every secret, the seed
  and the scripted dice; log lines show no secret roll; answers are described in words;
- :func:`per_unit_problems`: the per-unit fast path (``legal_actions_for``) equals the
  full legal list filtered, in order, asked of the warm game and of a cold one;
- :func:`declaration_problems`: an attack declared step by step, taken whole, turns back
  into steps that declare it again;
- :func:`combat_record_problems`: every combat leaves a complete structured record;
- :func:`cache_problems`: the cache audit: a cold game answers as the warm game answered
  while it played (legal lists, units' legal actions, each action's outcome).
"""

from __future__ import annotations

import dataclasses
import random
import re
from collections.abc import Callable, Iterator
from pathlib import Path

from qtwargame.engine import savegame
from qtwargame.engine.actions import Action, Attack, Choose, EndPhase, Move, Opt
from qtwargame.engine.datamodel import data_problems
from qtwargame.engine.dice import SPLITMIX64
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.history import History
from qtwargame.engine.invariants import (
    legal_actions_apply,
    roundtrip_violations,
    state_violations,
    view_violations,
)
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import GameState
from qtwargame.engine.view import HIDDEN_CARD, HIDDEN_SEED, log_for, view_for
from qtwargame.scenario.models import Scenario
from qtwargame.simulate import RandomPlayer
from qtwargame.testing.cache_audit import audit_kept, cold_twin

GameFactory = Callable[[], Game]

#: A seeded random game that has not ended after this many actions is a failure.
MAX_ACTIONS = 100_000


def factory(scenario: Scenario | Path | str) -> GameFactory:
    """A game factory for a scenario, a scenario file, or a catalog id (bundled or plugin)."""
    if isinstance(scenario, Scenario):
        loaded = scenario
    else:
        from qtwargame.scenario import catalog

        loaded = catalog.load(str(scenario))
    return lambda: Game(loaded)


def _where(state: GameState) -> str:
    return f"turn {state.turn} {state.phase}"


def _playing(make: GameFactory, seed: int) -> Iterator[tuple[Game, History, list[Action]]]:
    """A seeded random game, action by action: (game, history, the legal list of the state
    reached, from which the random player chooses; empty at the end)."""
    game = make()
    state, log = game.new_state(seed)
    history = History(game, state, log)
    player = RandomPlayer(random.Random(seed))
    n = 0
    while not history.state.over:
        legal = game.legal_actions(history.state)
        yield game, history, legal
        n += 1
        if n >= MAX_ACTIONS:
            raise RuntimeError(f"the game does not end within {MAX_ACTIONS} actions")
        history.submit(player.choose(game, history.state, legal))
    yield game, history, game.legal_actions(history.state)


def playout(make: GameFactory, seed: int, every: int = 1) -> Iterator[tuple[Game, History]]:
    """Yield (game, history) at the start and after every ``every``-th action of a seeded
    random game, and at its end. Raises RuntimeError if the game does not end."""
    for n, (game, history, _) in enumerate(_playing(make, seed)):
        if n == 0 or n % every == 0 or history.state.over:
            yield game, history


def _last(make: GameFactory, seed: int) -> tuple[Game, History]:
    *_, last = playout(make, seed, every=MAX_ACTIONS)
    return last


@dataclasses.dataclass(frozen=True, eq=False)
class Played:
    """A seeded random game played once, for several checks to read: the factory that made
    it, the seed, the game that played it (its memos warm from the whole game), the
    history, every state, from the first to the last (``states[n]`` is the state before
    action ``n``), and the legal list the game gave at each (``legal[n]``, the list the
    random player chose action ``n`` from; empty at the end, or when not kept). Holding the
    states and the lists costs memory (a few megabytes per thousand actions: the lists hold
    the game's own action objects) and saves replaying the game, or listing every state's
    actions again, for every check."""

    make: GameFactory
    seed: int
    game: Game
    history: History
    states: tuple[GameState, ...]
    legal: tuple[tuple[Action, ...], ...] = ()

    def legal_at(self, n: int) -> list[Action]:
        """The legal list of ``states[n]``: the one kept, else asked of the game."""
        if n < len(self.legal):
            return list(self.legal[n])
        return self.game.legal_actions(self.states[n])


def play(make: GameFactory, seed: int) -> Played:
    """Play the seeded random game :func:`playout` plays, keeping every state and the legal
    list of each. Raises RuntimeError if the game does not end."""
    states, legal = [], []
    last: tuple[Game, History, list[Action]] | None = None
    for last in _playing(make, seed):
        states.append(last[1].state)
        legal.append(tuple(last[2]))
    assert last is not None
    return Played(make, seed, last[0], last[1], tuple(states), tuple(legal))


def _played(make: GameFactory | Played, seed: int) -> Played:
    return make if isinstance(make, Played) else play(make, seed)


def random_playout_problems(make: GameFactory | Played, seed: int = 11, sample: int = 6,
                            round_trip_every: int = 1) -> list[str]:
    """Every state of a seeded random game holds every invariant, and the game ends with a
    result on its last turn (or earlier by an automatic victory).

    ``round_trip_every`` > 1 writes and reads back (JSON) only every n-th state, and every
    state that carries what a rule writes for a moment (a pending decision, a result) or
    opens a phase; the other invariants are checked at every state. What the round trip
    can lose otherwise (units, flags, control, cards, dice, the rules' data) lasts from one
    state to the next, so a sample finds it, for a fraction of the cost on long games."""
    played = _played(make, seed)
    game, history = played.game, played.history
    rng = random.Random(played.seed)
    before: GameState | None = None
    for n, s in enumerate(played.states):
        found = state_violations(game, s) + view_violations(game, s)
        if (n % round_trip_every == 0 or s.pending is not None or s.result is not None
                or before is None or (before.turn, before.phase) != (s.turn, s.phase)):
            found += roundtrip_violations(game, s)
        found += legal_actions_apply(game, s, rng, sample, played.legal_at(n))
        if found:
            return [f"{_where(s)}: {p}" for p in found[:5]]
        before = s
    result = history.state.result
    if result is None:
        return ["the game ended without a result"]
    if history.state.turn != game.last_turn and result.level != "automatic":
        return [f"the game ended on turn {history.state.turn} of {game.last_turn} "
                f"with a {result.level!r} result (only an automatic victory ends it early)"]
    return []


def save_load_problems(make: GameFactory | Played, folder: Path, seed: int = 5, points: int = 8) -> list[str]:
    """The game saved at ``points`` places along a seeded game loads to the same hash and
    actions.

    Every save is written and read back (:func:`~qtwargame.engine.savegame.read`, every
    check of the file). Loading a save replays its actions from the start; the saves here
    are one game's prefixes, so their replays are the first steps of the last save's: that
    one is replayed once (:class:`~qtwargame.engine.savegame.Replay`, as
    :func:`~qtwargame.engine.savegame.load` does) and compared at each earlier point with
    what that point's save says (hash, turn, phase, the state fitting the rules' models),
    after checking that the save is the prefix (same scenario, options, seed, dice and
    actions). Loading each save on its own replayed the same steps again: about four whole
    games for eight points, where this is one."""
    played = _played(make, seed)
    game, full, seed = played.game, played.history, played.seed
    n = len(full.steps)
    saves: list[tuple[int, savegame.SavedGame]] = []
    problems = []
    for k in sorted({round(i * n / (points - 1)) for i in range(points)}):
        history = History(game, full.initial, list(full.initial_entries))
        history.steps = full.steps[:k]
        path = Path(folder) / f"conformance_{k}.qtwsave"
        savegame.save(path, history, seed=seed)
        saves.append((k, savegame.read(path)))
    last = saves[-1][1]
    replay = savegame.Replay(last, str(Path(folder) / f"conformance_{saves[-1][0]}.qtwsave"))
    for k, saved in saves:
        where = f"after {k} actions"
        if ((saved.scenario, saved.options, saved.seed, saved.dice_script, saved.generator)
                != (last.scenario, last.options, last.seed, last.dice_script, last.generator)
                or saved.actions != last.actions[:k]):
            problems.append(f"{where}: the save is not the first {k} actions of the whole game's save")
            continue
        if k == saves[-1][0]:
            again = replay.finish()  # the last save loaded: every check of loading
        else:
            replay.step(k - replay.done)
            again = replay.history
            state, replayed = again.state, again.game
            if saved.final_hash is not None and replayed.hash(state) != saved.final_hash:
                problems.append(f"{where}: the loaded game's hash differs from the one saved")
            if (saved.turn, saved.phase) != (state.turn, state.phase):
                problems.append(f"{where}: the save says turn {saved.turn} {saved.phase}, the loaded "
                                f"game is at turn {state.turn} {state.phase}")
            if wrong := data_problems(replayed.ruleset, state):
                problems.append(f"{where}: the loaded state does not fit its rules: " + "; ".join(wrong))
        if game.hash(again.state) != game.hash(played.states[k]):
            problems.append(f"{where}: the loaded game's hash differs")
        if [game.encode(a) for a in again.actions] != [game.encode(a) for a in full.actions[:k]]:
            problems.append(f"{where}: the loaded game's actions differ")
    return problems


def replay_problems(make: GameFactory | Played, seed: int = 3,
                    recorded: savegame.SavedGame | None = None) -> list[str]:
    """The same seed gives the same game: winner, length, every action and the final hash.
    The game is played again by a new game from the factory (every memo cold) and compared
    with the first playing (a :class:`Played`, or one played here).

    ``recorded``: a save of this seed's random game played before, the way :func:`play`
    plays it (a golden save: ``tests/data/golden/record.py``), in another process and on
    a game of its own. When the first playing takes exactly its actions and reaches its
    final hash (:func:`is_recording_of`), the seed has already been played twice to the
    same game, and it is not played a third time. A recording of another game (other
    options or dice, a scenario changed since in what is played, or one made before a
    change of the legal lists' order, which changes the random player's choices) proves
    nothing about this playing: the game is then played again here."""
    first = _played(make, seed)
    seed = first.seed
    if recorded is not None and is_recording_of(first, recorded):
        return []
    game, history = _last(first.make, seed)
    problems = []

    def summary(g: Game, h: History) -> tuple[str | None, int, int]:
        r = h.state.result
        return (r.winner if r else None, h.state.turn, len(h.steps))

    a, b = summary(first.game, first.history), summary(game, history)
    if a != b:
        problems.append(f"seed {seed} played twice: {a} then {b}")
    elif [first.game.encode(x) for x in first.history.actions] != [game.encode(x) for x in history.actions]:
        problems.append(f"seed {seed} played twice takes different actions")
    if first.game.hash(first.history.state) != game.hash(history.state):
        problems.append(f"seed {seed} played twice ends in two different states")
    return problems


def is_recording_of(played: Played, saved: savegame.SavedGame) -> bool:
    """Whether ``saved`` records the game ``played`` played: the same seed, options, rules'
    revision and dice generator (the one :func:`play`'s seed draws with), no scripted
    dice, the same actions and the same final hash. The scenario the save embeds may be an
    earlier copy of the game's (a name or a note reworded since): what is compared is what
    was played."""
    game, history = played.game, played.history
    if (saved.seed, saved.dice_script, saved.generator) != (played.seed, (), SPLITMIX64) or (
            dict(saved.options) != dict(game.options) or saved.revision != game.revision
            or len(saved.actions) != len(history.steps)):
        return False
    try:
        actions = [game.decode(a) for a in saved.actions]
    except (KeyError, ValueError):
        return False
    return actions == list(history.actions) and saved.final_hash == game.hash(history.state)


def cache_problems(make: GameFactory | Played, seed: int = 17, points: int = 40) -> list[str]:
    """The cache audit (:mod:`~qtwargame.testing.cache_audit`) of a seeded random game at
    about ``points`` evenly spread steps: the legal list the game gave as it played (its
    memos warm from every step before, as in play), the legal actions of a few units, and
    the state and log each action led to, against a cold game's answers
    (:func:`~qtwargame.testing.cache_audit.audit_kept`: the warm answers are the ones the
    playing kept, so the game is not replayed for them)."""
    played = _played(make, seed)
    history = played.history
    steps = history.steps
    n = len(steps)
    legal = [played.legal_at(i) for i in range(n)] if len(played.legal) < n else played.legal
    found = audit_kept(played.game, played.states, [st.action for st in steps], legal,
                       [st.entries for st in steps], stride=max(1, n // max(1, points)))
    return [str(d) for d in found]


def _every(played: Played, every: int) -> list[int]:
    """The indices of the states :func:`playout` yields with ``every``: the first, every
    ``every``-th after it, and the last."""
    last = len(played.states) - 1
    points = list(range(0, last + 1, every))
    if last % every:
        points.append(last)
    return points


def wrong_side_problems(make: GameFactory | Played, seed: int = 9, every: int = 7) -> list[str]:
    """Actions forged for the side not to act are refused, and so is ending the phase while
    a decision is pending."""
    problems = []
    played = _played(make, seed)
    game = played.game
    for n in _every(played, every):
        s = played.states[n]
        if s.over:
            break
        other = game.enemy(s.to_act)
        forged = [dataclasses.replace(a, side=other) for a in played.legal_at(n)[:5]]
        if s.pending is not None:
            forged.append(EndPhase(s.to_act))
        for a in forged:
            try:
                game.apply(s, a)
            except IllegalAction:
                continue
            problems.append(f"{_where(s)}: {a!r} was accepted")
        if len(problems) >= 5:
            break
    return problems


def view_problems(make: GameFactory | Played, seed: int = 21, every: int = 5) -> list[str]:
    """A side's view shows its own hand and hides the other's; along a seeded game no view
    carries a secret, the seed or scripted dice, no log line a side reads shows a secret
    roll, and every answer is described in words, not protocol text."""
    problems = []
    played = _played(make, seed)
    game = played.make()
    state, _ = game.new_state(1)
    state = state.copy()
    a, b = game.sides[:2]
    state.hands[a] = ("secret_1", "secret_2")
    state.hands[b] = ("other_1",)
    va, vb = view_for(game, state, a), view_for(game, state, b)
    if va.hands[a] != ("secret_1", "secret_2"):
        problems.append(f"{a}'s view does not show {a}'s own hand: {va.hands[a]}")
    if va.hands[b] != (HIDDEN_CARD,) or vb.hands[a] != (HIDDEN_CARD, HIDDEN_CARD):
        problems.append(f"a side's view shows the other side's hand: {va.hands[b]}, {vb.hands[a]}")
    described = 0
    game, history = played.game, played.history
    for s in (played.states[n] for n in _every(played, every)):
        for side in game.sides:
            v = view_for(game, s, side)
            if v.secret != {} or v.dice.seed != HIDDEN_SEED or v.dice.script != ():
                problems.append(f"{_where(s)}: {side}'s view holds a secret, the seed or scripted dice")
        for choice in game.choices(s):
            text = choice.label.format()
            if re.search(r"\w:\w|=", text):  # "add:u1", "u1=active"
                problems.append(f"{_where(s)}: an answer is described as protocol text: {text!r}")
            described += 1
        if len(problems) >= 5:
            return problems
    for side in game.sides:
        for e in log_for(history.log(), side):
            if any(r.values != () for r in e.rolls if r.secret):
                problems.append(f"{side}'s log shows a secret roll: {e}")
    if described == 0:
        problems.append("no answer to describe came up in the whole game")
    return problems


def combat_record_problems(make: GameFactory | Played, seed: int = 13) -> list[str]:
    """Every combat leaves a structured record naming real units and sides, and every
    record written while a combat was under way is followed by that combat's complete one."""
    played = _played(make, seed)
    game, history = played.game, played.history
    records = [e.combat for e in history.log() if e.combat is not None]
    complete = [r for r in records if r.complete]
    if not complete:
        return ["no combat was recorded in a whole game"]
    problems = []
    for r in complete:
        if not (r.attackers and r.hexes and r.attacker_side in game.sides):
            problems.append(f"an incomplete combat record: {r}")
        elif not all(u in game.units for u in r.attackers + r.defenders + r.eliminated):
            problems.append(f"a combat record names a unit that is not in the game: {r}")
    # A record written while a combat is under way (its roll, a reroll window) is followed
    # by the complete record of the same combat: no combat is left without one.
    for i, r in enumerate(records):
        if r.complete:
            continue
        if not any(c.complete and c.attacker_side == r.attacker_side and set(c.hexes) == set(r.hexes)
                   for c in records[i + 1:]):
            problems.append(f"a combat that rolled has no complete record after it: {r}")
            break
    return problems


def declaration_problems(make: GameFactory | Played, seed: int = 23, every: int = 3,
                         tries: int = 12) -> list[str]:
    """An attack declared step by step, taken whole (``declaration_in_progress``), turns
    back into steps (``declaration_steps``) that declare it again from the start. Tried
    at every ``every``-th state, and at every state that offers an attack where none of
    those does (a small game's few attacks fall between the sampled states as easily as
    on them: River Crossing's two of seed 11 did when its set-up came to wait for End
    Phase, two actions more)."""
    tried = 0
    played = _played(make, seed)
    game = played.game
    sampled = _every(played, every)
    if not any(isinstance(x, Attack) for n in sampled for x in played.legal_at(n)
               if played.states[n].pending is None):
        sampled = list(range(len(played.states)))
    for n in sampled:
        s = played.states[n]
        if s.pending is not None:
            continue
        for opening in [x for x in played.legal_at(n) if isinstance(x, Attack)][:2]:
            probe = History(game, s, [])
            probe.submit(opening)
            whole: Attack | None = opening
            for _ in range(50):  # grow the declaration until it may be resolved
                whole = game.declaration_in_progress(probe.state)
                if whole is None:
                    break
                answers = game.legal_actions(probe.state)
                if Choose(opening.side, Opt.RESOLVE) in answers:
                    break
                probe.submit(next(a for a in answers if isinstance(a, Choose)))
            if whole is None:  # rules that list whole declarations resolved it at once
                whole = opening
            again = History(game, s, [])
            try:
                again.submit_all(game.declaration_steps(s, whole))
            except IllegalAction as e:
                return [f"{_where(s)}: the steps of {whole!r} are refused: {e}"]
            tried += 1
        if tried >= tries:
            break
    return [] if tried else ["no attack came up in the whole game"]


class _Filter:
    """:func:`filter_actions` of one legal list, asked many times: each action's units and
    hexes are read once (reading them again for every unit asked was a third of the
    per-unit check's CPU), the answers the same, in the same order."""

    def __init__(self, actions: list[Action]) -> None:
        self.actions = actions
        self.by_unit: dict[str, list[Action]] = {}
        self.by_hex: dict[Hex, list[Action]] = {}
        self.hexes: dict[int, tuple[Hex, ...]] = {}
        for a in actions:
            for u in dict.fromkeys(a.unit_ids()):
                self.by_unit.setdefault(u, []).append(a)
            hexes = self.hexes[id(a)] = a.hex_refs()
            for h in dict.fromkeys(hexes):
                self.by_hex.setdefault(h, []).append(a)

    def __call__(self, unit: str | None = None, hex: Hex | None = None) -> list[Action]:
        if unit is None:
            return list(self.actions if hex is None else self.by_hex.get(hex, ()))
        of_unit = self.by_unit.get(unit, [])
        return list(of_unit) if hex is None else [a for a in of_unit if hex in self.hexes[id(a)]]


def per_unit_mismatches(game: Game, state: GameState, actions: list[Action], rng: random.Random,
                        extra_units: int = 3, hexes: int = 4) -> tuple[int, list[str]]:
    """Ask ``legal_actions_for`` of one state: for every unit an action names, a few that
    none names, a few hexes, and unit-and-hex pairs; each answer must equal ``actions``
    (the full legal list) filtered (:func:`~qtwargame.engine.ruleset.filter_actions`).
    Returns (units asked, problems)."""
    filtered = _Filter(actions)
    named = sorted(filtered.by_unit)
    others = sorted(set(game.units) - set(named))
    problems = []
    asked = 0
    where = _where(state)
    for u in named + rng.sample(others, min(extra_units, len(others))):
        if game.legal_actions_for(state, unit=u) != filtered(u):
            problems.append(f"{where}: legal_actions_for(unit={u!r}) differs from the filtered list")
        asked += 1
    refs = sorted(filtered.by_hex)
    for h in rng.sample(refs, min(hexes, len(refs))):
        if game.legal_actions_for(state, hex=h) != filtered(None, h):
            problems.append(f"{where}: legal_actions_for(hex={h!r}) differs from the filtered list")
        moves = [a for a in actions if isinstance(a, Move) and a.to == h]
        if moves:
            u = moves[0].unit
            if game.legal_actions_for(state, unit=u, hex=h) != filtered(u, h):
                problems.append(f"{where}: legal_actions_for(unit={u!r}, hex={h!r}) differs")
    if game.legal_actions_for(state) != actions:
        problems.append(f"{where}: legal_actions_for() differs from legal_actions()")
    return asked, problems


@dataclasses.dataclass
class PerUnitReport:
    problems: list[str]
    #: Units asked about, and states at which a move was legal.
    units_asked: int
    movement_points: int


def _cold(played: Played) -> Game:
    try:
        return cold_twin(played.game)
    except TypeError:  # a ruleset made with arguments: its factory makes it
        return played.make()


def per_unit_report(make: GameFactory | Played, seed: int = 5, every: int = 20) -> PerUnitReport:
    """The per-unit fast path against the full legal list at every ``every``-th state of a
    seeded game and at every state that opens a phase; half the questions go to the game
    that played (memos warm), half to a new game (every memo cold:
    :func:`~qtwargame.testing.cache_audit.cold_twin` of the game that played, or one from
    the factory where its ruleset cannot be made again without arguments), so a stale
    cache cannot hide."""
    played = _played(make, seed)
    rng = random.Random(played.seed)
    game, steps = played.game, played.history.steps
    report = PerUnitReport([], 0, 0)
    for n, s in enumerate(played.states[:-1]):  # the last state has no action to take
        if n == 0 or isinstance(steps[n - 1].action, EndPhase) or n % every == 0:
            actions = played.legal_at(n)
            asked = game if rng.random() < 0.5 else _cold(played)
            count, found = per_unit_mismatches(asked, s, actions, rng)
            report.units_asked += count
            report.problems += found
            report.movement_points += any(isinstance(a, Move) for a in actions)
            if len(report.problems) >= 5:
                break
    return report


def per_unit_problems(make: GameFactory | Played, seed: int = 5, every: int = 20) -> list[str]:
    return per_unit_report(make, seed, every).problems


def check_all(make: GameFactory, folder: Path, combats: bool = True, seed: int = 11) -> list[str]:
    """Every check of the kit on one seeded random game (played once, read by every check),
    each problem prefixed by the check's name. ``folder`` is where the save round trip
    writes its files (a test's ``tmp_path``); ``combats=False`` for a game without combat."""
    try:
        played = play(make, seed)
    except RuntimeError as e:
        return [f"random playout: {e}"]
    checks: list[tuple[str, Callable[[], list[str]]]] = [
        ("random playout", lambda: random_playout_problems(played)),
        ("save and load", lambda: save_load_problems(played, folder)),
        ("same-seed replay", lambda: replay_problems(played)),
        ("wrong side", lambda: wrong_side_problems(played)),
        ("views", lambda: view_problems(played, every=1)),  # every state: a small game has few answers
        ("per-unit fast paths", lambda: per_unit_problems(played)),
        ("cache audit", lambda: cache_problems(played)),
    ]
    if combats:
        checks += [("combat records", lambda: combat_record_problems(played)),
                   ("declarations", lambda: declaration_problems(played))]
    return [f"{name}: {p}" for name, fn in checks for p in fn()]
