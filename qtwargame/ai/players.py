"""Computer players: one interface, several strengths.

``Player.choose(game, view, legal) -> Action`` is all a player does. ``view`` is
``engine.view.view_for(game, state, side)`` and ``legal`` is ``game.legal_actions(state)``
for the decision the game waits for; the player returns one element of ``legal``. ``game``
is the side's seat (``engine.view.seat_game``: the same scenario and rules with a cache of
its own, which no true state passes through). It never sees the true state: it searches
worlds built from the view (:mod:`qtwargame.ai.world`), with its own dice and sampled
hidden information.

Levels (``qtwargame.ai.LEVELS``):

- ``random``: uniform among the legal actions other than ending the phase until none is
  left or a cap is reached (the simulator's player), any answer to a decision.
- ``greedy``: one action at a time, the candidate whose resulting position (pending
  combat steps played out at random) evaluates best; ends the phase when nothing improves.
- ``oep``: Online Evolutionary Planning (Justesen et al. 2016/2017): a population of whole
  phase plans (action sequences), seeded with the greedy plan and random plans, improved by
  mutation and crossover against the evaluation of where each plan leads, on sampled
  worlds (fresh dice each generation, so a plan must be good on average). The best plan is
  then played action by action while it stays legal; a decision the plan did not foresee
  is answered by the greedy rule over several sampled worlds (the expected value).
- ``oep_strong``: the same with a larger population, more generations, more candidates and
  more dice samples; a big phase with more units than candidates is seeded unit by unit
  (``Settings.seed_pass``, :meth:`OEPPlayer.unit_plan`) rather than by the greedy rule.

An option of the planners (``Settings.replies``, off in every level) checks the best plans
against the other side's reply (:meth:`OEPPlayer.checked`): each is played on through the
other side's next phase by a quick greedy rule on sampled worlds before one is chosen.
Another (``Settings.final_worlds``) values the best plans again on fresh sampled worlds
before one is chosen (:meth:`OEPPlayer.final`), since the fitness they were selected by
flatters plans that were lucky once.
A third (``Settings.odds``, set for the classic rules' ``oep_strong`` by their weights
file) values each of the side's own attacks at the mean over its die's faces rather than at
the face a world rolled (:meth:`GreedyPlayer.attack_luck`).

Budgets count evaluations, never seconds, so a given seed and budget give the same games
on any machine. A phase has a budget too (``Settings.phase_evaluations``, times the
ruleset's ``SEARCH_SCALE``): once a side has spent it in one phase it stops improving
(no one decision spends more than it, :meth:`Player.budget_spent`), ends the phase
where it may and answers what is still asked with the cheap rule
(:meth:`Player.cheap`: the greedy choice among 3 candidates on one world). ``max_seconds``
(one decision) and ``phase_seconds`` (one phase) are safety nets only: when one is reached
the best so far is played, or the phase ended, or the decision answered without search
(:meth:`Player.no_search`: a planner's next planned step while one is legal, else the
pass answer, else an action drawn from the seed); that decision is no longer reproducible,
so it is logged (logger ``qtwargame.ai``) and counted in ``Player.time_capped``.
"""

from __future__ import annotations

import logging
import random
import time
from collections.abc import Mapping
from dataclasses import dataclass, replace
from itertools import groupby, repeat
from typing import Any

from qtwargame.ai.blunders import (
    BLUNDER,
    exposed,
    exposed_leaders,
    hopeless_owed,
    refuse,
    refuses,
)
from qtwargame.ai.evaluation import (
    evaluate,
    evaluator_for,
    facts,
    nearest,
    objectives,
    rules_module,
    unit_value,
)
from qtwargame.ai.weights import declared, own_weights, tuned, with_defaults
from qtwargame.ai.weights import settings as tuned_settings
from qtwargame.ai.world import (
    ActorKey,
    PhaseKey,
    actor,
    derive_seed,
    end_phase_in,
    first_roll,
    first_unit_id,
    listed,
    non_ending,
    phase_key,
    rolls,
    sample_world,
    settle,
    shuffle,
    try_apply,
    view_key,
)
from qtwargame.engine.actions import Action, Attack, Choose, EndPhase, Move, Opt, Remove
from qtwargame.engine.dice import DiceState
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.ruleset import CombatPreview
from qtwargame.engine.state import GameState

log = logging.getLogger("qtwargame.ai")


#: What :func:`move_gain` keeps between calls on one position: each hex's distance to the
#: nearest target, and under "targets" the targets as axial (q, r) pairs.
GainMemo = dict[Hex | str, int | list[tuple[int, int]]]


def target_hexes(game: Game, state: GameState, side: str) -> list[Hex]:
    """The objective hexes ``side`` does not control (where its units should head)."""
    return [h for h, _ in objectives(game) if state.control.get(h) != side]


def move_gain(state: GameState, action: Action, targets: list[Hex],
              memo: GainMemo | None = None) -> float:
    """Hexes a move gains towards the nearest objective it lacks (0 for other actions).
    ``memo`` (hex -> distance to the nearest target) saves recomputing shared hexes."""
    to = getattr(action, "to", None)
    unit = getattr(action, "unit", None)
    if to is None or unit is None or not targets or unit not in state.units:
        return 0.0
    at = state.units[unit].hex
    if at is None or not isinstance(to, Hex):
        return 0.0
    memo = {} if memo is None else memo
    pts = _points(memo, targets)
    return float(_distance(memo, at, pts) - _distance(memo, to, pts))


def _points(memo: GainMemo, targets: list[Hex]) -> list[tuple[int, int]]:
    """The targets as axial (q, r) pairs, kept in ``memo`` under "targets"."""
    pts = memo.get("targets")
    if not isinstance(pts, list):
        pts = memo["targets"] = [(t.q, t.r) for t in targets]
    return pts


def _distance(memo: GainMemo, h: Hex, pts: list[tuple[int, int]]) -> int:
    """``h``'s distance to the nearest of ``pts``, kept in ``memo`` (:func:`move_gain`)."""
    d = memo.get(h)
    if not isinstance(d, int):
        d = memo[h] = nearest(h, pts)
    return d


def move_gains(state: GameState, actions: list[Action], targets: list[Hex],
               memo: GainMemo) -> list[float]:
    """:func:`move_gain` of each of ``actions``, in order (the same values, kept in the same
    ``memo``), with what they share looked up once: a movement phase's candidates sort
    hundreds of one unit's moves."""
    if not targets:
        return [0.0] * len(actions)
    pts = _points(memo, targets)
    units = state.units
    out: list[float] = []
    last: tuple[str, int] | None = None  # the unit of the action before and its distance
    for a in actions:
        to: object
        unit: object
        if type(a) is Move:
            to, unit = a.path[-1], a.unit
        else:
            to, unit = getattr(a, "to", None), getattr(a, "unit", None)
        if to is None or not isinstance(unit, str) or unit not in units:
            out.append(0.0)
            continue
        if last is not None and last[0] is unit:
            here = last[1]
        else:
            at = units[unit].hex
            if at is None:
                out.append(0.0)
                continue
            here = _distance(memo, at, pts)
            last = (unit, here)
        if not isinstance(to, Hex):
            out.append(0.0)
            continue
        out.append(float(here - _distance(memo, to, pts)))
    return out


def grouped(actions: list[Action]) -> tuple[list[Attack], dict[ActorKey, list[Action]], int]:
    """``actions`` as :meth:`GreedyPlayer.candidates` takes them: the attacks apart, the rest
    grouped by ``actor`` (one group per unit) in the order first met, each group in the
    list's order, the phase's end left out; and how many actions that leaves (attacks
    included). Read by runs of the same unit and class (found at C speed, then one step of
    Python a run): a movement phase lists thousands of moves, each unit's together, at each
    step of a plan."""
    attacks: list[Attack] = []
    groups: dict[ActorKey, list[Action]] = {}
    count = at = 0
    classes = list(map(type, actions))
    for unit, run in groupby(map(getattr, actions, repeat("unit"), repeat(None))):
        n = len(list(run))
        end = at + n
        chunk = actions[at:end]
        cls = classes[at]
        mixed = classes[at:end].count(cls) != n
        at = end
        if mixed:
            _group_each(chunk, attacks, groups)
        elif cls is Move and unit:
            key = (Move.kind, unit)
            g = groups.get(key)
            if g is None:
                groups[key] = chunk
            else:
                g.extend(chunk)
        elif issubclass(cls, EndPhase):
            continue
        elif issubclass(cls, Attack):
            attacks.extend(chunk)  # type: ignore[arg-type]
        else:
            _group_each(chunk, attacks, groups)
        count += n - sum(isinstance(a, EndPhase) for a in chunk) if mixed else n
    return attacks, groups, count


def _group_each(actions: list[Action], attacks: list[Attack],
                groups: dict[ActorKey, list[Action]]) -> None:
    """:func:`grouped` one action at a time (a move's key found inline)."""
    for a in actions:
        if type(a) is Move:
            k = (a.kind, a.unit) if a.unit else actor(a)
        elif isinstance(a, EndPhase):
            continue
        elif isinstance(a, Attack):
            attacks.append(a)
            continue
        else:
            k = actor(a)
        g = groups.get(k)
        if g is None:
            groups[k] = [a]
        else:
            g.append(a)


#: Most actions (other than ending it) a player takes in one phase before it ends it.
PHASE_ACTION_CAP = 400

#: Safety net: most seconds of ``choose`` calls one side spends in one phase (see the
#: module's docstring); reaching it is logged and counted, never expected.
PHASE_SECONDS = 10.0

#: A phase with more legal actions than this is searched unit by unit: a random step or a
#: mutation asks ``Game.legal_actions_for(state, unit)`` (the engine's per-unit question,
#: much cheaper than listing a movement phase's thousands of moves on every new position).
PER_UNIT_ABOVE = 150
#: Units asked in turn for a random step before the whole list is taken instead.
PER_UNIT_TRIES = 6

#: Moves of one unit over a stacking limit tried, best-gaining first, for one that takes it
#: to a hex where it is within the limits (:meth:`GreedyPlayer.mend`).
MEND_TRIES = 4

#: Most plans without one of their moves :meth:`OEPPlayer.unstacked` weighs.
UNSTACK_TRIES = 6
#: The sampled worlds a plan and its repairs (:meth:`OEPPlayer.unstacked`,
#: :meth:`OEPPlayer.unexposed`) are each valued on (the same worlds for every plan).
REPAIR_WORLDS = 2

#: Units a plan leaves exposed that :meth:`OEPPlayer.unexposed` tries to move, and the
#: actions of each it tries (in a seeded random order) for one after which fewer of the
#: side's units stand exposed.
UNEXPOSE_UNITS = 6
UNEXPOSE_TRIES = 12

#: Open holdings (:func:`open_holdings`) :meth:`OEPPlayer.garrisoned` tries to fill, and the
#: moves into each it tries (in a seeded random order) for one the evaluation prefers.
GARRISON_HEXES = 4
GARRISON_TRIES = 6

#: Most actions a reply check (:meth:`OEPPlayer.reply`) plays after a plan.
REPLY_ACTION_CAP = 200


def open_holdings(game: Game, state: GameState, side: str) -> list[Hex]:
    """The hexes ``side`` holds with none of its units in them that the enemy can take by
    entering them in its coming movement phase: the evaluation module's ``open_holdings(game,
    state, side)`` (Blitzkrieg to Moscow 2: the cities, 4.2), none where it declares no
    such question."""
    hook = getattr(rules_module(game), "open_holdings", None)
    return list(hook(game, state, side)) if callable(hook) else []


def decisive_hexes(game: Game, state: GameState, side: str) -> list[tuple[Hex, tuple[str, ...]]]:
    """The hexes whose entry by one of ``side``'s units now decides the game, each with the
    units of the side that may reach it in this phase: the evaluation module's
    ``decisive(game, state, side)`` (Shin Barbarossa: an empty Moscow in an Axis movement
    phase, 19.1a), none where it declares none. A declaration of what the rules make
    decisive; what a player does with it is :meth:`OEPPlayer.decisive_move`."""
    hook = getattr(rules_module(game), "decisive", None)
    if not callable(hook):
        return []
    return [(h, tuple(units)) for h, units in hook(game, state, side)]


def first_unit(action: Action) -> str | None:
    """The first unit an action names (the one it moves or attacks with), if any."""
    if isinstance(action, Action):
        return first_unit_id(action)
    ids = getattr(action, "unit_ids", None)
    named = tuple(ids()) if callable(ids) else ()
    return named[0] if named else None


def redice(state: GameState, rng: random.Random) -> GameState:
    """The same position with other dice of the player's own."""
    w = state.copy()
    w.dice = DiceState(rng.getrandbits(63))
    return w


class Player:
    """A computer player for one side. Subclasses implement :meth:`decide`."""

    level = "player"

    def __init__(self, side: str, seed: int = 0, max_seconds: float = 30.0,
                 phase_seconds: float = PHASE_SECONDS) -> None:
        self.side = side
        self.seed = seed
        self.max_seconds = max_seconds
        self.phase_seconds = phase_seconds
        #: The clock the safety nets read (a test may put a fake one here).
        self.clock = time.perf_counter
        self._phase: PhaseKey | None = None
        self._count = 0
        #: Evaluations and seconds spent in the current phase so far.
        self.phase_evaluations = 0
        self.phase_spent = 0.0
        #: Figures of the last decision: evaluations made and seconds taken.
        self.last_evaluations = 0
        self.last_seconds = 0.0
        #: Decisions made since this player was made that a time safety net cut short.
        self.time_capped = 0
        self._deadline = float("inf")
        self._budget: int | None = None
        #: The phase of the decision being made (``GameState.phase``; None before the
        #: first): a ruleset's ``LEVEL_SETTINGS`` may set a level's budget per phase.
        self.phase_id: str | None = None
        #: Whether that decision is in the game's last turn (``Game.last_turn``): a ruleset's
        #: ``LEVEL_SETTINGS`` may set a level's budget for its side's last-turn phases.
        self.last_turn = False
        #: (the legal list, an action found in it) during one ``choose``: the check that
        #: the answer is legal need not search the list again (:meth:`listed`).
        self._found: tuple[list[Action], Action] | None = None

    def phase_budget(self, game: Game) -> int | None:
        """Most evaluations this player spends in one phase (None: no limit)."""
        return None

    def choose(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        """One of ``legal`` for the decision ``view`` shows. Never anything else."""
        if not legal:
            raise ValueError("no legal action to choose from")
        key = phase_key(view)
        self.phase_id = view.phase
        self.last_turn = view.turn == game.last_turn
        if key != self._phase:
            self._phase, self._count = key, 0
            self.phase_evaluations, self.phase_spent = 0, 0.0
            self.new_phase()
        start = self.clock()
        self._found = None
        self.last_evaluations = 0
        self._capped = False
        self._deadline = start + min(self.max_seconds,
                                     max(self.phase_seconds - self.phase_spent, 0.0))
        budget = self._budget = self.phase_budget(game)
        spent = budget is not None and self.phase_evaluations >= budget
        end = end_phase_in(legal) if view.pending is None else self.pass_in(legal)
        if len(legal) == 1:
            action = legal[0]
        elif end is not None and self._count >= PHASE_ACTION_CAP:
            action = end
        elif self.out_of_time():
            action = end if end is not None else self.no_search(game, view, legal)
        elif spent:
            action = self.cheap(game, view, legal)
        else:
            action = self.decide(game, view, legal)
        if not self.listed(action, legal):  # a bug in a player must never reach the game
            action = legal[0]
        action = self.refused(game, view, action, legal)
        if action != end:
            self._count += 1
        self.last_seconds = self.clock() - start
        self.phase_spent += self.last_seconds
        self.phase_evaluations += self.last_evaluations
        if self._capped:
            self.time_capped += 1
            log.info("%s (%s): time safety net reached in %s after %.1f s in the phase",
                     self.side, self.level, key, self.phase_spent)
        return action

    def listed(self, action: Action, legal: list[Action]) -> bool:
        """``action in legal``, remembered for the rest of this ``choose`` (the list of a
        movement phase holds thousands of actions, compared one by one)."""
        found = self._found
        if found is not None and found[0] is legal and found[1] is action:
            return True
        if listed(action, legal):
            self._found = (legal, action)
            return True
        return False

    @staticmethod
    def pass_in(legal: list[Action]) -> Action | None:
        """The answer among ``legal`` that ends a decision repeated until the side stops
        (a free set-up answered Done, a question passed), if there is one."""
        return next((a for a in legal if isinstance(a, Choose)
                     and a.option in (Opt.DONE, Opt.PASS, Opt.STOP) and not a.units
                     and not a.hexes), None)

    def no_search(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        """The answer without any search (out of time): the pass answer, else one of
        ``legal`` drawn at random (from the player's seed, the view and the count of its
        actions in the phase). Not the first one: where the phase may not end yet (a rule
        blocks it until something is done), the first action again and again could undo
        and redo the same step without end; random steps get there, as the random level's
        do."""
        self._capped = True
        try:
            passed = game.ruleset.pass_answer(game, view) if view.pending is not None else None
        except (KeyError, ValueError, IndexError, AttributeError):
            passed = None
        if passed in legal:
            return passed
        return self.rng(view, "no_search", self._count).choice(legal)

    def cheap(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        """The answer once the phase's budget is spent (this level: the first legal)."""
        return legal[0]

    def refused(self, game: Game, view: GameState, action: Action,
                legal: list[Action]) -> Action:
        """``action``, unless it is a blunder :func:`qtwargame.ai.blunders.refuse` refuses
        there (an attack that can only fail or costs more than it can gain) and another
        legal option exists: then the cheap rule's answer among those options. The random
        level plays what it drew."""
        return action

    def new_phase(self) -> None:
        """Called when a new phase begins (forget plans made for the last one)."""

    def decide(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        raise NotImplementedError

    def rng(self, view: GameState, *extra: object) -> random.Random:
        """A generator for this decision: the player's seed and the public decision point."""
        return random.Random(derive_seed(self.seed, self.side, view_key(view), extra))

    def out_of_time(self) -> bool:
        if self.clock() >= self._deadline:
            self._capped = True
            return True
        return False

    def budget_spent(self) -> bool:
        """The phase's evaluation budget is spent, this decision's evaluations and the
        phase's earlier ones together: a plan being made stops growing here (a count, so
        reproducible, unlike the clock), checked before each step of a seed plan and after
        each generation, so a phase spends at most its budget and one step or generation
        more before the cheap rule (3 evaluations a decision) takes over. (Until issue 49's
        pace work only this decision counted, and a plan made late in a phase could spend
        a whole budget again: Defiant Russia's combat phases spent up to 520 evaluations
        of 400.)"""
        return (self._budget is not None
                and self.phase_evaluations + self.last_evaluations >= self._budget)


class RandomPlayer(Player):
    """Uniform among the actions other than ending the phase; any answer to a decision."""

    level = "random"

    def decide(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        rng = self.rng(view)
        if view.pending is not None:
            return rng.choice(legal)
        others = non_ending(legal)
        return rng.choice(others) if others else end_phase_in(legal) or legal[0]


@dataclass(frozen=True)
class Settings:
    width: int = 24  # candidates evaluated per decision
    samples: int = 1  # sampled worlds (dice, hidden cards) per candidate
    population: int = 0  # OEP: plans per generation (0: no planning)
    generations: int = 0  # OEP: generations
    plan_cap: int = 60  # OEP: most actions in one plan
    evaluations: int = 0  # OEP: most evaluations of one phase plan's generations (0: as
    # many as ``population`` x ``generations`` plans take)
    phase_evaluations: int = 0  # most evaluations in one phase, then the cheap rule (0: no limit)
    replies: int = 0  # OEP: best plans checked against the other side's reply (0, 1: none)
    reply_worlds: int = 1  # sampled worlds each checked plan is played on
    reply_width: int = 3  # candidates per unit (or per step) of the quick rule in a reply
    reply_units: int = 24  # most units the quick rule moves in one phase of a reply
    final_worlds: int = 0  # OEP: fresh worlds the best plans are valued on again (0: none)
    final_plans: int = 3  # OEP: how many of the best distinct plans are valued again
    seed_pass: int = 0  # OEP: options per unit of the unit-by-unit seed plan of a big phase
    # with more units than ``width`` (0: off)
    lookahead: float = 0.0  # weight of the ruleset's ``lookahead`` in a value (0: off, 1: as
    # the ruleset weighs it)
    spread_attacks: float = 0.0  # candidates: the share of the attack slots spread over the
    # targets, round robin, each result once by its fewest attackers
    # (:meth:`GreedyPlayer.spread`); the others ranked by ``attack_prior`` (0: all of them)
    odds: float = 0.0  # share of each own attack's luck taken off a value (0: off; 1: the
    # attack valued at its odds, ``GreedyPlayer.attack_luck``)


#: Each budget field of :class:`Settings` and its type (what a weights file may set).
SETTING_KINDS: dict[str, type] = {f: type(getattr(Settings(), f))
                                  for f in Settings.__dataclass_fields__}


def search_scale(game: Game, level: str | None = None, side: str | None = None) -> float:
    """``SEARCH_SCALE`` of the ruleset's evaluation module (1 when it has none), or the
    entry for ``(level, side)`` in the module's ``LEVEL_SCALE`` if it has one: a ruleset
    may let one level search with more of its budget on a side whose phases allow it."""
    mod = rules_module(game)
    scale = getattr(mod, "SEARCH_SCALE", 1.0) if mod is not None else 1.0
    per_level = getattr(mod, "LEVEL_SCALE", None) if mod is not None else None
    if isinstance(per_level, dict) and (level, side) in per_level:
        scale = per_level[(level, side)]
    return float(scale) if isinstance(scale, (int, float)) and 0 < scale <= 1 else 1.0


def level_settings(game: Game, level: str | None = None, side: str | None = None,
                   phase: str | None = None, last_turn: bool = False) -> dict[str, Any]:
    """The budget fields the ruleset's evaluation module sets for one level on one side
    (``LEVEL_SETTINGS``: ``(level, side) -> {field: value}``; none by default), with those
    it sets for one phase of that side's over them (``(level, side, phase) -> {field:
    value}``, ``phase`` a phase id of the ruleset): where a level's shared budget is too
    slow on that ruleset's positions, or a phase of many units gives its evaluations
    cheaply (Defiant Russia's default level spends 250 evaluations a phase, its combat
    evaluations playing whole combats out at 6-8 ms each, and 600 in its movement phases,
    at about 2 ms each). With ``last_turn`` (the decision is in the game's last turn) the
    fields set for that side's last turn (``(level, side, "last_turn") -> {field: value}``)
    come over both: a last turn's plans are valued on the final count, where a search that
    meets more worlds chooses better. Fields :class:`Settings` does not have are ignored."""
    mod = rules_module(game)
    table = getattr(mod, "LEVEL_SETTINGS", None) if mod is not None else None
    if not isinstance(table, dict):
        return {}
    fields = Settings.__dataclass_fields__
    out: dict[str, Any] = {}
    keys: tuple[tuple[str | None, ...], ...] = ((level, side), (level, side, phase))
    if last_turn:
        keys += ((level, side, "last_turn"),)
    for key in keys:
        got = table.get(key)
        if isinstance(got, dict):
            out.update({k: v for k, v in got.items()
                        if k in fields and isinstance(v, (int, float))})
    return out


def scaled(s: Settings, scale: float) -> Settings:
    """``s`` with its candidates, samples, population and generations times ``scale``
    (rounded; never below 3 candidates and 3 plans, or what ``s`` had if that is fewer)."""
    if scale >= 1.0:
        return s
    return replace(s, width=max(min(3, s.width), round(s.width * scale)),
                   samples=max(1, round(s.samples * scale)),
                   population=(max(min(3, s.population), round(s.population * scale))
                               if s.population else 0),
                   generations=max(1, round(s.generations * scale)) if s.generations else 0,
                   evaluations=round(s.evaluations * scale) if s.evaluations else 0,
                   phase_evaluations=(max(1, round(s.phase_evaluations * scale))
                                      if s.phase_evaluations else 0),
                   reply_worlds=max(1, round(s.reply_worlds * scale)),
                   final_worlds=(max(1, round(s.final_worlds * scale))
                                 if s.final_worlds else 0),
                   reply_units=max(min(8, s.reply_units), round(s.reply_units * scale)),
                   seed_pass=(max(min(3, s.seed_pass), round(s.seed_pass * scale))
                              if s.seed_pass else 0))


def unit_options(game: Game, state: GameState, unit: str) -> list[Action]:
    """``unit``'s actions other than ending the phase, one per destination and mode (the
    first of each; an action with no destination is always kept)."""
    seen: set[tuple[Hex | None, str | None, type[Action]]] = set()
    acts = []
    for a in non_ending(game.legal_actions_for(state, unit=unit)):
        k = (getattr(a, "to", None), getattr(a, "mode", None), type(a))
        if k[0] is None or k not in seen:
            seen.add(k)
            acts.append(a)
    return acts


class GreedyPlayer(Player):
    """One action at a time: the best immediate evaluation."""

    level = "greedy"

    def __init__(self, side: str, seed: int = 0, settings: Settings | None = None,
                 max_seconds: float = 30.0, phase_seconds: float = PHASE_SECONDS) -> None:
        super().__init__(side, seed, max_seconds, phase_seconds)
        #: The level's budget as made (``settings`` is it fitted to the game being played).
        self.base_settings = settings or Settings()
        self.settings = self.base_settings
        #: The budget fields its maker asked for by name (``make_player``'s options): a
        #: ruleset's ``LEVEL_SETTINGS`` never overrides those.
        self.chosen: frozenset[str] = frozenset()
        self._fitted: tuple[tuple[int, str | None, bool], Settings] | None = None
        #: The evaluation's weights this player was given (``make_player(weights=...)``:
        #: the tuner's candidates), else None: the level's tuned weights for the ruleset
        #: (:func:`qtwargame.ai.weights.tuned`), else the defaults.
        self.given_weights: Mapping[str, float] | None = None
        #: The weights in use for the game being played (set by :meth:`fit`).
        self.weights: Mapping[str, float] | None = None

    def fit(self, game: Game) -> None:
        """Fit the budget to ``game``: a rules package whose rules are slow to play out
        sets ``SEARCH_SCALE`` (below 1) in its evaluation module, and the candidates,
        samples, population and generations shrink by it (still counts, so still
        reproducible); its ``LEVEL_SCALE`` may give this level and side another share, and
        its ``LEVEL_SETTINGS`` other values of some fields (:func:`level_settings`), as
        may the ruleset's weights file (:func:`qtwargame.ai.weights.settings`)."""
        key = (id(game), self.phase_id, self.last_turn)
        if self._fitted is not None and self._fitted[0] == key:
            self.settings = self._fitted[1]
            return
        self.weights = (with_defaults(self.given_weights, declared(game))
                        if self.given_weights is not None else tuned(game, self.level))
        base = self.base_settings
        given = {**level_settings(game, self.level, self.side, self.phase_id, self.last_turn),
                 **tuned_settings(game, self.level, SETTING_KINDS)}
        fields = {k: v for k, v in given.items() if k not in self.chosen}
        if fields:
            base = replace(base, **fields)
        self.settings = scaled(base, search_scale(game, self.level, self.side))
        self._fitted = (key, self.settings)

    def phase_budget(self, game: Game) -> int | None:
        self.fit(game)
        return self.settings.phase_evaluations or None

    def cheap(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        """The phase's budget is spent: end the phase where it may be ended, else mend what
        keeps it from ending (:meth:`mend`), else the greedy choice among 3 candidates on
        one sampled world."""
        end = end_phase_in(legal) if view.pending is None else None
        if end is not None:
            return end
        mended = self.mend(game, view, legal)
        if mended is not None:
            return mended
        rng = self.rng(view, "cheap")
        world = sample_world(game, view, self.side, rng)
        cands = self.candidates(game, world, legal, rng, 3)
        best, _ = self.best(game, [world], cands, rng)
        return best if best is not None else legal[0]

    def mend(self, game: Game, view: GameState, legal: list[Action]) -> Action | None:
        """Where the side is done with the phase but it may not end because units stand over
        a stacking limit, the step that mends it best; None when nothing is over a limit or
        a decision is pending. The units over a limit are those the ruleset offers to
        remove (``Remove(side, unit, "stacking")``, the engine's convention: Shin Barbarossa
        6.6, Defiant Russia, Red Vengeance, Blitzkrieg to Moscow 2 all offer them). Weighed
        on one sampled world: each of those removals and, for each unit they name that may
        still move, the first of its moves (the ones that gain most ground first, at most
        ``MEND_TRIES``) after which it is not over a limit where it stands. Only those
        units are weighed, so a phase is finished in a step a hex, where the cheap rule's
        candidates spread over every unit (Shin Barbarossa's first Soviet movement: 66 more
        decisions, which moved units the plan had left alone, piled them up and removed
        19 of them)."""
        if view.pending is not None or end_phase_in(legal) is not None:
            return None
        removals = [a for a in legal if isinstance(a, Remove) and a.reason == "stacking"
                    and a.side == self.side]
        if not removals:
            return None
        rng = self.rng(view, "mend")
        world = sample_world(game, view, self.side, rng)
        targets = target_hexes(game, world, self.side)
        memo: GainMemo = {}
        cands: list[Action] = list(removals)
        for u in dict.fromkeys(a.unit for a in removals):
            moves = [a for a in unit_options(game, world, u) if not isinstance(a, Remove)]
            shuffle(rng, moves)
            moves.sort(key=lambda a: -move_gain(world, a, targets, memo))
            for a in moves[:MEND_TRIES]:
                nxt = try_apply(game, world, a) if a in legal else None
                if nxt is not None and not any(
                        isinstance(b, Remove) and b.unit == u and b.reason == "stacking"
                        for b in game.legal_actions_for(nxt, unit=u)):
                    cands.append(a)
                    break
        best, _ = self.best(game, [world], cands, rng)
        return best if best is not None else removals[0]

    def refused(self, game: Game, view: GameState, action: Action,
                legal: list[Action]) -> Action:
        kept = refuses(game, view, action, legal, self.side)
        if kept is None:
            return action
        if isinstance(self, OEPPlayer):
            self.drop_plan()  # the plan led here: plan again from the next decision
        pick = GreedyPlayer.cheap(self, game, view, kept)
        return pick if pick in kept else kept[0]

    # -- scoring ------------------------------------------------------------------------
    def value(self, game: Game, state: GameState, rng: random.Random) -> float:
        """The evaluation of ``state`` once its pending decisions are played out, less
        ``BLUNDER`` for each of the side's units it leaves exposed (a leader alone in the
        enemy's reach, a unit owing a hopeless attack: :func:`qtwargame.ai.blunders.exposed`),
        so such a position ranks below every position with fewer."""
        self.last_evaluations += 1
        settled = settle(game, state, rng)
        mod = rules_module(game) if self.settings.lookahead else None
        both = getattr(mod, "evaluate_and_lookahead", None)
        if both is not None and evaluator_for(game) is getattr(mod, "evaluate", None):
            # The module's evaluation and its lookahead of one position at once, each the
            # value it gives alone, where the two share work.
            pair: tuple[float, float] = (
                both(game, settled, self.side, weights=self.weights)
                if self.weights is not None and own_weights(mod)
                else both(game, settled, self.side))
            v = pair[0] - BLUNDER * exposed(game, settled, self.side)
            v += self.settings.lookahead * pair[1]
            return v
        v = (evaluate(game, settled, self.side, self.weights)
             - BLUNDER * exposed(game, settled, self.side))
        if self.settings.lookahead:
            look = getattr(mod, "lookahead", None)
            if look is not None:
                if self.weights is not None and own_weights(mod):
                    v += self.settings.lookahead * look(game, settled, self.side,
                                                        weights=self.weights)
                else:
                    v += self.settings.lookahead * look(game, settled, self.side)
        return v

    def attack_luck(self, game: Game, before: GameState, action: Action,
                    after: GameState, rng: random.Random | None = None) -> float:
        """``Settings.odds`` times how much better the side's attack ``action`` (played
        from ``before``) went than its odds: the value of the position once the combat is
        played out with the die the world's dice roll first in it, less its mean over
        every face of that die (each face forced, the combat's decisions answered alike on
        every face, from a generator of its own; a later die of the combat is drawn as it
        falls). 0 for any other action, with ``odds`` 0, or where the combat rolls no die.
        Where the attack rolls no die itself but asks a question first (Blitzkrieg to
        Moscow 2: active or passive defence, combat cards), the die is the first one the
        combat's answers roll: they are played on from ``after`` as the plan's world plays
        them (:func:`first_roll`, a copy of ``rng``, so ``rng`` itself is not moved) and
        each face is forced into the answer that rolls it.
        A plan's value less this is a control variate: its mean over the dice is the
        same, but a plan whose attack rolled well on the few worlds it met is not
        preferred for that roll, nor one whose attack rolled badly dropped. Each face's
        value is one evaluation, counted in ``last_evaluations`` like any other, so the
        budgets (``Settings.evaluations``, ``phase_evaluations``, :meth:`budget_spent`) see
        them: a search with the odds on values fewer plans in its phase rather than
        running over it."""
        if (not self.settings.odds or not isinstance(action, Attack)
                or action.side != self.side):
            return 0.0
        start: GameState = before
        step: Action = action  # the action whose die is forced: the attack, or an answer
        if not rolls(before, after):
            gen = random.Random()
            gen.setstate((rng or random.Random(before.seq)).getstate())
            found = first_roll(game, after, gen)
            if found is None:
                return 0.0
            start, step = found
        dice = start.dice
        faces = game.ruleset.dice_faces
        values = []
        for face in range(1, faces + 1):
            w = start.copy()
            w.dice = DiceState(dice.seed, dice.position, (face, *dice.script), dice.generator)
            nxt = try_apply(game, w, step)
            if nxt is None:
                return 0.0
            values.append(self.value(game, nxt, random.Random(before.seq)))
        rolled = dice.roll(1, faces)[0][0]
        return self.settings.odds * (values[rolled - 1] - sum(values) / faces)

    def candidates(self, game: Game, world: GameState, legal: list[Action],
                   rng: random.Random, width: int) -> list[Action]:
        """At most ``width`` of ``legal`` (ending the phase excluded): attacks ranked by the
        ruleset's combat preview (exact odds where it gives them), the rest spread evenly
        over the units they move (one group per unit, a random sample in each); with
        ``Settings.spread_attacks`` that share of the attack slots is spread over the
        targets instead (:meth:`spread`). Attacks that can only fail or cost more than
        they gain are left out while anything else is legal
        (:func:`qtwargame.ai.blunders.refuse`)."""
        kept = refuse(game, world, legal, self.side)
        attacks, groups, count = grouped(kept)
        if count <= width:
            return non_ending(kept)
        out: list[Action] = []
        if attacks:
            take = max(width // 2, 1) if groups else width
            ranked = sorted(attacks, key=lambda a: -self.attack_prior(game, world, a))
            spread = round(take * min(max(self.settings.spread_attacks, 0.0), 1.0))
            out += ranked[:take - spread]
            if spread:
                out += [a for a in self.spread(game, world, attacks, take)
                        if a not in out][:spread]
        targets = target_hexes(game, world, self.side)
        memo: GainMemo = {}
        for g in groups.values():
            shuffle(rng, g)  # random order (every group, so the generator's draws stay the same)
        keys = list(groups)
        shuffle(rng, keys)
        room = width - len(out)
        rank = 0
        in_order: set[ActorKey] = set()
        while room > 0 and keys:
            for k in list(keys):
                if room <= 0:
                    break
                g = groups[k]
                if not g:
                    keys.remove(k)
                    continue
                if k not in in_order:
                    # The moves that gain most ground on the objectives first (stable, so
                    # ties keep the random order), sorted only for the units drawn: a
                    # movement phase lists thousands of moves and a decision draws a few
                    # units (Shin Barbarossa's first Soviet movement: 25,560 moves).
                    # (``move_gain`` of the whole group at once; the index keeps the
                    # sort stable and never compares two actions)
                    gains = move_gains(world, g, targets, memo)
                    g[:] = [a for _, _, a in sorted(zip([-v for v in gains], range(len(g)), g))]
                    in_order.add(k)
                # Each unit's best-gaining option first, then alternately a random one.
                out.append(g.pop(0 if rank % 2 == 0 else rng.randrange(len(g))))
                room -= 1
            rank += 1
        return out

    def spread(self, game: Game, world: GameState, attacks: list[Attack],
               n: int) -> list[Attack]:
        """At most ``n`` of ``attacks``, spread over their targets (``Settings.
        spread_attacks``). Ranked by the strength ratio alone, the biggest sets of attackers
        against one weak stack fill every slot (Blitzkrieg to Moscow 2's first German
        combat phase: 73 attacks on 10 targets, the 10 candidates on 3 of them, six on one
        army, 2 to 4 units for the same sure DE), and a step of a plan weighs no attack on
        the other targets, nor one that leaves units for them.
        Here the attacks on one target with the same result (the preview's chances of
        each result, the defenders' expected losses and the chance they leave the hex)
        are one option, made by the fewest attackers (then those with the fewest other
        targets in reach, then the least strength: the units left over may attack
        elsewhere); each target's options are ranked by what the
        preview says they take (:meth:`attack_gain`), the targets by their best option,
        and the slots are given round robin: every target's best option first, then
        every target's second, and so on."""
        reach: dict[str, set[Hex]] = {}  # each attacker -> the targets it may attack
        for a in attacks:
            for u in a.attackers:
                reach.setdefault(u, set()).add(a.target)
        options: dict[tuple[Hex, tuple[Hex, ...]],
                      dict[tuple[object, ...], tuple[tuple[float, tuple[float, ...]], Attack]]] = {}
        for a in attacks:
            p = self.preview(game, world, a)
            result: tuple[object, ...] = (
                tuple(sorted((k, round(v, 9)) for k, v in p.outcomes.items())),
                round(sum(v for k, v in p.losses.items() if k != self.side), 9),
                None if p.vacated is None else round(p.vacated, 9),
            ) if p is not None and p.outcomes else (self.attack_prior(game, world, a),)
            gain = self.attack_gain(game, world, a, p)
            # Fewest attackers, then fewest other targets they could attack, then least
            # strength: what is left over can attack elsewhere.
            cost = (len(a.attackers), sum(len(reach[u]) - 1 for u in a.attackers),
                    p.attack_strength if p is not None else 0.0)
            got = options.setdefault((a.target, a.also), {})
            if result not in got or cost < got[result][0][1]:
                got[result] = ((gain, cost), a)
        ranked = [sorted(got.values(), key=lambda o: (-o[0][0], o[0][1]))
                  for got in options.values()]
        ranked.sort(key=lambda r: -r[0][0][0])  # stable: ties keep the legal order
        out: list[Attack] = []
        rank = 0
        while len(out) < n and any(len(r) > rank for r in ranked):
            for r in ranked:
                if rank < len(r) and len(out) < n:
                    out.append(r[rank][1])
            rank += 1
        return out

    def preview(self, game: Game, world: GameState, a: Attack) -> CombatPreview | None:
        """The ruleset's ``preview_attack`` of ``a`` (None where it has none or fails)."""
        try:
            return game.ruleset.preview_attack(game, world, a.attackers, a.target)
        except (KeyError, ValueError, IndexError):
            return None

    def attack_gain(self, game: Game, world: GameState, a: Attack,
                    p: CombatPreview | None) -> float:
        """What the preview ``p`` of ``a`` says it takes: the defenders' expected steps
        lost plus the chance they leave the hex where the ruleset gives them (exact, from
        its results table), else :meth:`attack_prior`."""
        if p is not None and (p.losses or p.vacated is not None):
            theirs = sum(v for k, v in p.losses.items() if k != self.side)
            return theirs + (p.vacated or 0.0)
        return self.attack_prior(game, world, a)

    def attack_prior(self, game: Game, world: GameState, a: Attack) -> float:
        """Expected hits dealt minus taken (or the chance of the better half of the
        results) from ``preview_attack``; 0 when the ruleset has no preview."""
        p = self.preview(game, world, a)
        if p is None:
            return 0.0
        if p.expected:
            mine = p.expected.get(self.side, 0.0)
            theirs = sum(v for k, v in p.expected.items() if k != self.side)
            return theirs - mine
        if p.attack_strength or p.defense_strength:
            return p.attack_strength / max(p.defense_strength, 0.5)
        return 0.0

    def worlds(self, game: Game, view: GameState, rng: random.Random, n: int) -> list[GameState]:
        return [sample_world(game, view, self.side, rng) for _ in range(max(n, 1))]

    def best(self, game: Game, worlds: list[GameState], cands: list[Action],
             rng: random.Random, dice_only: bool = False) -> tuple[Action | None, float]:
        """The candidate with the best mean value over ``worlds``. With ``dice_only`` (the
        worlds differ in their dice alone) a candidate that rolls nothing and opens no
        decision is scored on the first world only: the others would give the same."""
        best, best_v = None, float("-inf")
        for a in cands:
            total, n = 0.0, 0
            for i, w in enumerate(worlds):
                nxt = try_apply(game, w, a)
                if nxt is None:
                    continue
                luck = self.attack_luck(game, w, a, nxt, rng)  # before ``rng`` moves
                total += self.value(game, nxt, rng) - luck
                n += 1
                if (dice_only and i == 0 and nxt.pending is None
                        and nxt.dice.position == w.dice.position):
                    break
            if n and total / n > best_v:
                best, best_v = a, total / n
            if self.out_of_time():
                break
        return best, best_v

    def decide(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        self.fit(game)
        s = self.settings
        rng = self.rng(view)
        worlds = self.worlds(game, view, rng, s.samples)
        cands = self.candidates(game, worlds[0], legal, rng, s.width)
        end = end_phase_in(legal)
        best, best_v = self.best(game, worlds, cands, rng)
        if end is not None:
            here = sum(self.value(game, w, rng) for w in worlds) / len(worlds)
            if best is None or best_v <= here + 1e-6:
                return end
        return best if best is not None else (end or legal[0])


@dataclass
class Played:
    """A plan played on one world (:meth:`OEPPlayer.play_plan`, with the random answers of a
    ``random.Random(seed)``), kept with where the play stood before each of its actions
    (``marks``: the state, how many actions had been applied, the generator's state), so
    that the plan without one of its actions is played on from there instead of from the
    start (:meth:`without`). ``broken``: the play stopped before the plan's end (the game
    or the phase was over when an action's turn came)."""

    state: GameState
    applied: list[Action]
    marks: list[tuple[GameState, int, tuple[Any, ...]]]
    broken: bool
    end: tuple[Any, ...]  # the generator's state where the play ended

    @classmethod
    def of(cls, player: OEPPlayer, game: Game, world: GameState, plan: list[Action],
           key: PhaseKey, seed: int) -> Played:
        rng = random.Random(seed)
        applied: list[Action] = []
        marks: list[tuple[GameState, int, tuple[Any, ...]]] = []
        state, broken = cls._play(player, game, world, plan, key, rng, applied, marks)
        return cls(state, applied, marks, broken, rng.getstate())

    @staticmethod
    def _play(player: OEPPlayer, game: Game, state: GameState, plan: list[Action],
              key: PhaseKey, rng: random.Random, applied: list[Action],
              marks: list[tuple[GameState, int, tuple[Any, ...]]]) -> tuple[GameState, bool]:
        # :meth:`OEPPlayer.play_plan` step for step, marking where each action's turn begins
        for a in plan:
            marks.append((state, len(applied), rng.getstate()))
            state = player.others_answer(game, state, rng)
            if state.over or phase_key(state) != key:
                return state, True
            nxt = try_apply(game, state, a) if a.side == state.to_act else None
            if nxt is not None:
                applied.append(a)
                state = nxt
        return state, False

    def without(self, player: OEPPlayer, game: Game, plan: list[Action], i: int,
                key: PhaseKey) -> Played:
        """The play of ``plan`` (the plan this is the play of) without its ``i``-th action.
        Up to that action it plays as ``plan`` did; where ``plan``'s play stopped at or
        before it, it stops there too (the stop is decided before the action is tried)."""
        if self.broken and i >= len(self.marks) - 1:
            return Played(self.state, list(self.applied), list(self.marks), True, self.end)
        state, n, at = self.marks[i]
        rng = random.Random()
        rng.setstate(at)
        applied = self.applied[:n]
        marks = self.marks[:i]
        state, broken = self._play(player, game, state, plan[i + 1:], key, rng, applied, marks)
        return Played(state, applied, marks, broken, rng.getstate())

    def rng_after(self) -> random.Random:
        """A generator where the play's ended: the random answers the value draws next."""
        rng = random.Random()
        rng.setstate(self.end)
        return rng


class OEPPlayer(GreedyPlayer):
    """Online Evolutionary Planning of each phase's action sequence."""

    level = "oep"

    def __init__(self, side: str, seed: int = 0, settings: Settings | None = None,
                 max_seconds: float = 30.0, phase_seconds: float = PHASE_SECONDS) -> None:
        super().__init__(side, seed, settings or Settings(width=24, samples=2, population=8,
                                                          generations=6),
                         max_seconds, phase_seconds)
        self._plan: list[Action] = []
        self._units: list[str] = []
        self._planned = False
        self._proxies: dict[str, GreedyPlayer] = {}

    def new_phase(self) -> None:
        self._plan = []
        self._units = []
        self._planned = False  # a plan was made in this phase

    def drop_plan(self) -> None:
        """Forget the plan made: the next decision plans again."""
        self._plan = []

    def cheap(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        """The phase's budget is spent: the rest of the plan already made (it costs no
        evaluation) while it stays legal, then the greedy cheap rule."""
        nxt = self.planned(view, legal)
        if nxt is None:
            nxt = self.scripted(game, view, legal)
        return nxt if nxt is not None else super().cheap(game, view, legal)

    def planned(self, view: GameState, legal: list[Action]) -> Action | None:
        """The plan's next step that is legal now, taken off the plan, or None. Steps no
        longer legal are dropped on the way; where a decision is asked, one step at most
        (the decision was not foreseen: it is answered, then the plan goes on)."""
        while self._plan:
            nxt = self._plan.pop(0)
            if self.listed(nxt, legal):
                return nxt
            if view.pending is not None:
                break
        return None

    def no_search(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        """Out of time where the phase may not end yet: the plan's next step (it costs no
        search, and random steps there undo what the plan was doing), else as
        :meth:`Player.no_search`."""
        nxt = self.planned(view, legal)
        if nxt is None:
            nxt = self.scripted(game, view, legal)
        if nxt is None:
            return super().no_search(game, view, legal)
        self._capped = True
        return nxt

    def scripted(self, game: Game, view: GameState, legal: list[Action]) -> Action | None:
        """The first of the steps the ruleset's knowledge prescribes here, if it gives any
        (``scripted(game, state, side)`` in its evaluation module: a list of actions, each
        legal after the ones before it), the rest kept as the plan; else the move into a
        hex whose entry decides the game (:meth:`decisive_move`); None otherwise. Asked
        where nothing is pending. A prescription costs no evaluation: Red Vengeance declares
        each combat its rules force as a whole (8.1), which a step-by-step search split."""
        if view.pending is not None:
            return None
        hook = getattr(rules_module(game), "scripted", None)
        steps: list[Action] | None = hook(game, view, self.side) if callable(hook) else None
        if not steps:
            return self.decisive_move(game, view, legal)
        if steps[0] not in legal:
            return None
        self._plan = list(steps[1:])
        return steps[0]

    def decisive_move(self, game: Game, view: GameState, legal: list[Action]) -> Action | None:
        """Where the ruleset declares a hex whose entry decides the game
        (:func:`decisive_hexes`), the move into it of the most valuable of the units it
        names (:func:`qtwargame.ai.evaluation.unit_value`, then the id) that has one, the
        first such move of that unit's legal list; None where there is none.

        A search ranks each unit's moves by the ground they gain on the objectives it
        lacks, and a decisive hex that scores no victory points is no objective: it meets
        the move into it only among its random draws. Found in Shin Barbarossa (seed 8002,
        turn 7: a panzer corps three hexes from an empty Moscow, 19.1a, moved away in the
        last movement before the end phase)."""
        found: list[tuple[float, str, Action]] = []
        vals = facts(game)
        for target, units in decisive_hexes(game, view, self.side):
            for u in units:
                st = view.units.get(u)
                if st is None:
                    continue
                for a in game.legal_actions_for(view, unit=u):
                    if isinstance(a, Move) and a.to == target:
                        found.append((-unit_value(vals, u, st.step), u, a))
                        break
        if not found:
            return None
        best = min(found, key=lambda t: t[:2])[2]
        return best if best in legal else None

    def options(self, game: Game, state: GameState, rng: random.Random) -> list[Action]:
        """The actions (ending the phase excluded) a random step picks from: in a big
        phase with nothing pending, those of one unit that still has some (asked unit by
        unit, ``legal_actions_for``), else the whole legal list."""
        if state.pending is None and self._units:
            for u in rng.sample(self._units, min(PER_UNIT_TRIES, len(self._units))):
                acts = non_ending(refuse(game, state, game.legal_actions_for(state, unit=u),
                                         self.side))
                if acts:
                    return acts
        return non_ending(refuse(game, state, game.legal_actions(state), self.side))

    def decide(self, game: Game, view: GameState, legal: list[Action]) -> Action:
        self.fit(game)
        nxt = self.planned(view, legal)
        if nxt is None:
            nxt = self.scripted(game, view, legal)
        if nxt is not None:
            return nxt
        if view.pending is not None:
            return super().decide(game, view, legal)
        # The plan is played out (or no longer legal) and units stand over a limit: mend
        # that and end the phase rather than plan the rest of it again.
        mended = self.mend(game, view, legal) if self._planned else None
        if mended is not None:
            return mended
        self._plan = self.plan(game, view, legal)
        self._planned = True
        if self._plan and self.listed(self._plan[0], legal):
            return self._plan.pop(0)
        end = end_phase_in(legal)
        self._plan = []
        return end if end is not None else super().decide(game, view, legal)

    # -- evolution ------------------------------------------------------------------------
    def plan(self, game: Game, view: GameState, legal: list[Action]) -> list[Action]:
        """The best plan found for the rest of this phase (possibly empty: end it now)."""
        s = self.settings
        rng = self.rng(view, "plan")
        world = sample_world(game, view, self.side, rng)
        key = phase_key(view)
        # Most evaluations of the generations (0: the generations alone bound them), counted
        # as spent: a plan's value, and with ``odds`` each face of each of its attacks.
        budget = s.evaluations
        # The units a big phase is searched by (see PER_UNIT_ABOVE).
        self._units = (sorted({u for a in legal if (u := first_unit(a)) is not None})
                       if view.pending is None and len(legal) > PER_UNIT_ABOVE else [])
        if s.seed_pass and len(self._units) > s.width:
            # More units than candidates: a greedy step weighs no move at all of some
            # units, so each unit is weighed on its own options instead (see unit_plan).
            seed_plan = self.unit_plan(game, world, key, rng, self._units)
        else:
            seed_plan = self.greedy_plan(game, world, key, rng)
        pop: list[list[Action]] = [seed_plan, []]
        while len(pop) < s.population:
            pop.append(self.random_plan(game, world, key, rng))
        history: list[list[float]] = [[] for _ in pop]  # each member's values so far
        before = self.last_evaluations
        for gen in range(max(s.generations, 1)):
            # Fresh dice and hidden cards every generation, the same for every member.
            w = sample_world(game, view, self.side,
                             random.Random(derive_seed(self.seed, self.side, gen, view_key(view))))
            for i, genome in enumerate(pop):
                v, pop[i] = self.decode(game, w, genome, key, rng)
                history[i].append(v)
            order = sorted(range(len(pop)),
                           key=lambda i: -sum(history[i]) / len(history[i]))
            if ((budget and self.last_evaluations - before >= budget) or self.out_of_time()
                    or self.budget_spent() or gen >= s.generations - 1):
                ranked = [(pop[i], sum(history[i]) / len(history[i])) for i in order]
                chosen = self.checked(game, view, self.final(game, view, ranked, key, seed_plan),
                                      key)
                chosen = self.unexposed(game, view, self.unstacked(game, view, chosen, key), key)
                return self.garrisoned(game, view, chosen, key)
            keep = order[: max(len(pop) // 2, 1)]
            new_pop = [pop[i] for i in keep]
            new_hist = [history[i] for i in keep]
            while len(new_pop) < s.population:
                a = pop[rng.choice(keep)]
                if rng.random() < 0.4 and len(keep) > 1:
                    b = pop[rng.choice(keep)]
                    child = a[: rng.randint(0, len(a))] + b[rng.randint(0, len(b)):]
                else:
                    child = list(a)
                new_pop.append(self.mutate(game, world, child, key, rng))
                new_hist.append([])
            pop, history = new_pop, new_hist
        return []

    def decode(self, game: Game, world: GameState, genome: list[Action], key: PhaseKey,
               rng: random.Random) -> tuple[float, list[Action]]:
        """Play ``genome`` from ``world``, skipping what is no longer legal, answering the
        other side's decisions at random; the value where it leads and what was played."""
        state, applied, luck = self.play_plan(game, world, genome, key, rng, luck=True)
        return self.value(game, state, rng) - luck, applied

    def play_plan(self, game: Game, world: GameState, genome: list[Action], key: PhaseKey,
                  rng: random.Random, luck: bool = False
                  ) -> tuple[GameState, list[Action], float]:
        """Where ``genome`` played from ``world`` leads (see :meth:`decode`), the actions of
        it that were legal when their turn came, and (with ``luck``) the sum of their
        :meth:`attack_luck` (0 without)."""
        state, applied, lucky = world, [], 0.0
        for a in genome:
            state = self.others_answer(game, state, rng)
            if state.over or phase_key(state) != key:
                break
            nxt = try_apply(game, state, a) if a.side == state.to_act else None
            if nxt is not None:
                applied.append(a)
                if luck:
                    lucky += self.attack_luck(game, state, a, nxt, rng)
                state = nxt
        return state, applied, lucky

    def others_answer(self, game: Game, state: GameState, rng: random.Random) -> GameState:
        while not state.over and state.pending is not None and state.to_act != self.side:
            answers = game.legal_actions(state)
            nxt = try_apply(game, state, rng.choice(answers)) if answers else None
            if nxt is None:
                break
            state = nxt
        return state

    def _my_turn(self, state: GameState, key: PhaseKey) -> bool:
        return not state.over and phase_key(state) == key and state.to_act == self.side

    def greedy_plan(self, game: Game, world: GameState, key: PhaseKey,
                    rng: random.Random) -> list[Action]:
        """The plan the greedy rule makes on this world (the population's first member)."""
        state = world
        plan: list[Action] = []
        width = self.settings.width
        while (len(plan) < self.settings.plan_cap and not self.out_of_time()
               and not self.budget_spent()):
            state = self.others_answer(game, state, rng)
            if not self._my_turn(state, key):
                break
            legal = game.legal_actions(state)
            cands = self.candidates(game, state, legal, rng, width)
            # Attacks are judged over ``samples`` dice (the same dice for every candidate),
            # not on one roll that may flatter them.
            worlds = [state] + [redice(state, rng) for _ in range(self.settings.samples - 1)]
            best, best_v = self.best(game, worlds, cands, rng, dice_only=True)
            end = end_phase_in(legal)
            if best is None or (end is not None and state.pending is None
                                and best_v <= self.value(game, state, rng) + 1e-6):
                break
            plan.append(best)
            state = try_apply(game, state, best) or state
        return plan

    def unit_plan(self, game: Game, world: GameState, key: PhaseKey, rng: random.Random,
                  units: list[str]) -> list[Action]:
        """The seed plan of a big phase with more units than ``width``, unit by unit
        (portfolio greedy search, Churchill and Buro): the phase's ``units`` in random order,
        each given the best of ``seed_pass`` of its own options (one per destination and
        mode) if that improves the evaluation, else left where it is; then once more over
        the units left where they were, if the first pass moved any (the way may have
        cleared). A step of the greedy plan spreads ``width`` candidates over the units,
        so with more units than that some have no move weighed at all at each step; here
        every unit's choice is weighed against many of its own moves."""
        s = self.settings
        state = world
        plan: list[Action] = []
        here = self.value(game, state, rng)
        units = list(units)
        shuffle(rng, units)
        for _ in range(2):
            moved = []
            for u in units:
                if len(plan) >= s.plan_cap or self.out_of_time() or self.budget_spent():
                    return plan
                state = self.others_answer(game, state, rng)
                if not self._my_turn(state, key):
                    return plan
                acts = unit_options(game, state, u)
                if not acts:
                    continue
                cands = self.candidates(game, state, acts, rng, s.seed_pass)
                worlds = [state] + [redice(state, rng) for _ in range(s.samples - 1)]
                best, v = self.best(game, worlds, cands, rng, dice_only=True)
                if best is None or v <= here + 1e-6:
                    continue
                nxt = try_apply(game, state, best)
                if nxt is None:
                    continue
                plan.append(best)
                moved.append(u)
                state, here = nxt, v
                if state.pending is not None:
                    here = self.value(game, self.others_answer(game, state, rng), rng)
            units = [u for u in units if u not in moved]
            if not moved or not units:
                break
        return plan

    def random_plan(self, game: Game, world: GameState, key: PhaseKey,
                    rng: random.Random) -> list[Action]:
        """A random plan of random length (members differ in how much they do)."""
        stop = 0.02 + 0.3 * rng.random()
        state = world
        plan: list[Action] = []
        while len(plan) < self.settings.plan_cap:
            state = self.others_answer(game, state, rng)
            if not self._my_turn(state, key):
                break
            if state.pending is None and rng.random() < stop:
                break  # the plan ends the phase here (if it may not, the real play plans on)
            acts = self.options(game, state, rng)
            if not acts:
                break
            a = rng.choice(acts)
            nxt = try_apply(game, state, a)
            if nxt is None:
                break
            plan.append(a)
            state = nxt
        return plan

    def mutate(self, game: Game, world: GameState, genome: list[Action], key: PhaseKey,
               rng: random.Random) -> list[Action]:
        """Change one step: drop it, or replace it with another legal action there (the
        same unit's other options first), or add one at the end."""
        r = rng.random()
        if genome and r < 0.25:
            i = rng.randrange(len(genome))
            return genome[:i] + genome[i + 1:]
        i = rng.randrange(len(genome) + 1) if r < 0.8 else len(genome)
        state = world
        for a in genome[:i]:
            state = self.others_answer(game, state, rng)
            nxt = try_apply(game, state, a) if a.side == state.to_act else None
            if nxt is not None:
                state = nxt
        state = self.others_answer(game, state, rng)
        if not self._my_turn(state, key):
            return genome
        if i < len(genome) and rng.random() < 0.7:
            # The same unit's other options (asked of the engine for that unit alone).
            u = first_unit(genome[i])
            named = (game.legal_actions_for(state, unit=u) if u is not None
                     else game.legal_actions(state))
            same = [a for a in non_ending(refuse(game, state, named, self.side))
                    if actor(a) == actor(genome[i]) and a != genome[i]]
            if same:
                return genome[:i] + [rng.choice(same)] + genome[i + 1:]
        acts = self.options(game, state, rng)
        if not acts:
            return genome
        if i < len(genome):
            return genome[:i] + [rng.choice(acts)] + genome[i + 1:]
        return genome + [rng.choice(acts)]

    def fresh_worlds(self, game: Game, view: GameState, tag: str,
                     n: int) -> tuple[list[int], list[GameState]]:
        """``n`` worlds sampled from ``view`` and the seeds they were drawn from (each seed
        also draws the random answers played on its world), named by ``tag`` so that the
        checks and repairs of a plan (``final``, ``checked``, ``reply``, ``unstacked``,
        ``unexposed``, ``garrisoned``) never share worlds, and every plan one of them
        compares meets the same ones."""
        seeds = [derive_seed(self.seed, self.side, tag, j, view_key(view)) for j in range(n)]
        return seeds, [sample_world(game, view, self.side, random.Random(x)) for x in seeds]

    def final(self, game: Game, view: GameState, ranked: list[tuple[list[Action], float]],
              key: PhaseKey, seed_plan: list[Action]) -> list[tuple[list[Action], float]]:
        """The evolved plans ranked again on fresh worlds (``Settings.final_worlds``).

        A plan's fitness is its mean over the generations it survived, and a child of the
        last generation has met one world only: the best fitness is often a plan that was
        lucky once (the winner's curse of choosing the best of many noisy estimates). So
        the ``final_plans`` best distinct plans, and the greedy plan the population started
        from, are each played on ``final_worlds`` fresh sampled worlds (the same worlds and
        the same random answers for every plan) and ranked by their mean value there, an
        estimate the choice did not select on. When the safety net cuts this short, the
        ranking by fitness is kept."""
        s = self.settings
        if s.final_worlds < 1 or self.out_of_time():
            return ranked
        top: list[list[Action]] = []
        for g, _ in ranked:
            if g not in top:
                top.append(g)
            if len(top) >= s.final_plans:
                break
        if seed_plan not in top:
            top.append(seed_plan)
        if len(top) < 2:
            return ranked
        seeds, worlds = self.fresh_worlds(game, view, "final", s.final_worlds)
        scored: list[tuple[list[Action], float]] = []
        for g in top:
            total = 0.0
            for w, x in zip(worlds, seeds, strict=True):
                total += self.decode(game, w, g, key, random.Random(x))[0]
                if self.out_of_time():
                    return ranked
            scored.append((g, total / len(worlds)))
        return sorted(scored, key=lambda gv: -gv[1])

    def over_limit(self, game: Game, state: GameState, moved: list[str]) -> set[Hex]:
        """The hexes where units of the side stand over a stacking limit, of those the units
        in ``moved`` stand in: where the ruleset offers to remove one of them for it
        (``Remove(side, unit, "stacking")``, the engine's convention, as :meth:`mend`
        reads it). Empty once the phase is over or the side is not to act."""
        if state.over or state.to_act != self.side or state.pending is not None:
            return set()
        out: set[Hex] = set()
        for u in dict.fromkeys(moved):
            us = state.units.get(u)
            if us is None or us.hex is None or us.hex in out:
                continue
            if any(isinstance(a, Remove) and a.reason == "stacking" and a.side == self.side
                   for a in game.legal_actions_for(state, unit=u)):
                out.add(us.hex)
        return out

    def unstacked(self, game: Game, view: GameState, plan: list[Action],
                  key: PhaseKey) -> list[Action]:
        """``plan``, or the plan without one of its moves where the plan leaves units of the
        side over a stacking limit at its end and the evaluation prefers it without.

        Units over a limit when the phase ends are removed (Shin Barbarossa 6.6 and the
        other rulesets alike), so such a plan gives units away, and so does a plan that
        removes one itself (a step of the plan). A unit that did not make the move stays
        where it stood, within the limits, but the evolution rarely tries a plan that
        differs from its best by one move left out. On Shin Barbarossa's first Soviet
        movement (a game played in the window, the default level's seeds 1-11) the plans of
        4 seeds of 11 gave away 5 units (mechanized corps, headquarters, a leader); over two
        whole games against ``greedy`` (seeds 8000, 8001) 6 and 13. The evaluation valued
        the plan without the move higher for the corps, and a few hundredths lower for a
        headquarters (whose command a movement phase's end does not value). So each move of
        the plan that ends in a hex left over a limit, or in one the plan removes a unit
        from, is left out in turn (a removal no longer needed is then not legal, and
        skipped; at most ``UNSTACK_TRIES`` plans, repeated from the best while a hex stays
        over a limit), each plan valued on the same ``REPAIR_WORLDS`` sampled worlds with
        the same random answers. A plan with fewer such hexes is preferred unless it leaves
        a unit exposed (a blunder, :data:`qtwargame.ai.blunders.BLUNDER`, which the value
        counts), else the higher value (the plan itself on a tie): giving a unit away for
        nothing is the blunder a player sees first."""
        if not any(isinstance(a, Move) for a in plan):
            return plan
        seeds, worlds = self.fresh_worlds(game, view, "unstack", REPAIR_WORLDS)

        def over_of(p: Played) -> set[Hex]:
            # the hexes left over a limit at the plan's end (its play on the first world),
            # and those the plan itself removes a unit from for being over a limit (where
            # the unit last moved to, else where it stood)
            world = worlds[0]
            moved = [a.unit for a in p.applied if isinstance(a, Move)]
            over = self.over_limit(game, p.state, moved)
            at: dict[str, Hex] = {}
            for a in p.applied:
                if isinstance(a, Move):
                    at[a.unit] = a.to
                elif isinstance(a, Remove) and a.reason == "stacking" and a.side == self.side:
                    us = world.units.get(a.unit)
                    h = at.get(a.unit) or (us.hex if us is not None else None)
                    if h is not None:
                        over.add(h)
            return over

        # Each plan is played once on each world; a plan without one move of ``best`` is
        # played on from where ``best``'s play stood before that move (``Played.without``):
        # the same states and the same random answers as a play from the start.
        first = Played.of(self, game, worlds[0], plan, key, seeds[0])
        over = over_of(first)
        if not over:
            return plan
        plays = [first, *(Played.of(self, game, w, plan, key, x)
                          for w, x in zip(worlds[1:], seeds[1:], strict=True))]
        best, best_v, tries = plan, self.played_value(game, plays), 0
        while over and tries < UNSTACK_TRIES and not self.out_of_time():
            improved = False
            for i in [i for i, a in enumerate(best) if isinstance(a, Move) and a.to in over]:
                if tries >= UNSTACK_TRIES:
                    break
                tries += 1
                g = best[:i] + best[i + 1:]
                g_plays = [p.without(self, game, best, i, key) for p in plays]
                v = self.played_value(game, g_plays)
                left = over_of(g_plays[0])
                # fewer hexes giving units away wins unless it costs a blunder (an exposed
                # unit: ``BLUNDER``); otherwise the higher value
                if ((len(left) < len(over) and v > best_v - BLUNDER / 2)
                        or (len(left) <= len(over) and v > best_v + 1e-9)):
                    best, best_v, over, plays, improved = g, v, left, g_plays, True
                    break
            if not improved:
                break
        return best

    def played_value(self, game: Game, plays: list[Played]) -> float:
        """:meth:`plan_value` of plays already made: each world's end valued with the random
        answers drawn after its play, the worlds in order."""
        total = 0.0
        for p in plays:
            total += self.value(game, p.state, p.rng_after())
        return total / len(plays)

    def unexposed(self, game: Game, view: GameState, plan: list[Action],
                  key: PhaseKey) -> list[Action]:
        """``plan`` with one more action for each unit it leaves exposed (a leader alone in
        the enemy's reach, a unit owing a hopeless attack: :func:`qtwargame.ai.blunders.exposed`)
        that can step out of it, where the evaluation prefers it.

        The value already ranks a position with an exposed unit below every position with
        fewer, but a search only compares the actions it draws, and those gain ground: a
        unit's step back is seldom among them. Found in Shin Barbarossa's first turn, where
        the Soviet set-up left army headquarters next to the Axis border (2.1.1), and no
        Soviet unit leaves an enemy zone of control (7.1.6), so each had to attack alone at
        1:5 or worse (10.2) and was eliminated without a roll, its leader with it (10.3.6).
        Where the plan played on a sampled world ends with the side still to act and units
        of it exposed, each of the first ``UNEXPOSE_UNITS`` of them is given the first of
        its actions (``UNEXPOSE_TRIES``, in a seeded order) after which fewer units are
        exposed there, and the plan with it is played if it values higher on the same
        ``REPAIR_WORLDS`` worlds."""
        seeds, worlds = self.fresh_worlds(game, view, "unexpose", REPAIR_WORLDS)
        body, tail, end = self.before_end(game, worlds[0], plan, key, random.Random(seeds[0]))
        if end is None:
            return plan
        bad = exposed_leaders(game, end, self.side) + hopeless_owed(game, end, self.side)
        if not bad:
            return plan
        rng = random.Random(seeds[0])
        best_v = self.plan_value(game, worlds, seeds, plan, key)
        count = len(bad)
        for u in list(dict.fromkeys(bad))[:UNEXPOSE_UNITS]:
            if self.out_of_time():
                break
            opts = [a for a in unit_options(game, end, u) if not isinstance(a, Remove)]
            shuffle(rng, opts)
            for a in opts[:UNEXPOSE_TRIES]:
                steps, nxt = self.with_leaders(game, end, a, key)
                if nxt is None:
                    continue
                left = exposed(game, nxt, self.side)
                if left >= count:
                    continue
                v = self.plan_value(game, worlds, seeds, body + steps + tail, key)
                if v > best_v:
                    body, best_v, count, end = body + steps, v, left, nxt
                break
        return body + tail

    def garrisoned(self, game: Game, view: GameState, plan: list[Action],
                   key: PhaseKey) -> list[Action]:
        """``plan`` with a move into each hex it leaves open (:func:`open_holdings`: held by
        the side, with none of its units, in the enemy's reach) by a unit still free to move
        there when the plan ends, where the evaluation prefers it.

        The value already counts an open hex as likely lost, but a search draws the moves
        that gain ground on the objectives not held (:func:`move_gain`), and a step back
        into a hex already held gains none, so it is seldom among them. Found in Blitzkrieg
        to Moscow 2: the default level's Germans against ``greedy`` left cities empty in
        the Soviets' reach (a tank's breakthrough passes through one and takes it, 4.2,
        and leaves it empty), and ``greedy`` walks into every one it reaches; that ruleset
        asks it in the German half of the last turn only, where a walk-in stands at the
        count (40 games, session 67: +0.10 points a game, two games changed, both up;
        asked every turn it was +0.50 with a standard error of 0.38, one range of seeds
        below 0, and the Soviets' own answer cost them 1.40 points a game). Where the
        plan played on a sampled world ends with the side still to act and hexes open,
        each of the first ``GARRISON_HEXES`` of them is given the first of the moves into
        it (``GARRISON_TRIES``, in a seeded order) whose plan values higher on the same
        ``REPAIR_WORLDS`` worlds; the hexes still open are asked again after each one
        filled. A hex no free unit can reach may take a unit the plan moves elsewhere
        (:meth:`rerouted`). A ruleset that declares no such question (``open_holdings`` in
        its evaluation module) is played as it was, at no cost."""
        if not callable(getattr(rules_module(game), "open_holdings", None)):
            return plan
        seeds, worlds = self.fresh_worlds(game, view, "garrison", REPAIR_WORLDS)
        body, tail, end = self.before_end(game, worlds[0], plan, key, random.Random(seeds[0]))
        if end is None:
            return plan
        holes = open_holdings(game, end, self.side)
        if not holes:
            return plan
        rng = random.Random(seeds[0])
        best_v: float | None = None
        for h in holes[:GARRISON_HEXES]:
            if self.out_of_time() or h not in open_holdings(game, end, self.side):
                continue
            moves = [a for a in non_ending(game.legal_actions(end))
                     if isinstance(a, Move) and a.to == h]
            shuffle(rng, moves)
            # (the plan without the move, the move into the hole, what follows, the end)
            tries: list[tuple[list[Action], Action, list[Action], GameState]] = [
                (body, a, tail, end) for a in moves[:GARRISON_TRIES]]
            if not tries:
                tries = self.rerouted(game, worlds[0], seeds[0], body, tail, h, key)
            for b, a, t, e in tries:
                nxt = try_apply(game, e, a)
                if nxt is None or not self._my_turn(nxt, key):
                    continue
                if best_v is None:
                    best_v = self.plan_value(game, worlds, seeds, plan, key)
                v = self.plan_value(game, worlds, seeds, b + [a] + t, key)
                if v > best_v:
                    body, tail, best_v, end = b + [a], t, v, nxt
                    break
        return body + tail

    def rerouted(self, game: Game, world: GameState, seed: int, body: list[Action],
                 tail: list[Action], h: Hex, key: PhaseKey
                 ) -> list[tuple[list[Action], Action, list[Action], GameState]]:
        """For :meth:`garrisoned`, where no unit is still free to move into ``h``: the plan
        without one of its moves whose unit may then move into ``h`` instead, that move,
        and the position before it (played on ``world`` with ``seed``'s answers), for the
        first ``GARRISON_TRIES`` moves of the plan, those of the units that started
        nearest ``h`` first."""
        def near(im: tuple[int, Move]) -> tuple[int, int]:
            m = im[1]
            us = world.units.get(m.unit)
            start = us.hex if us is not None and us.hex is not None else m.to
            return (start.distance(h), m.to.distance(h))

        order = sorted(((i, a) for i, a in enumerate(body) if isinstance(a, Move) and a.to != h),
                       key=near)
        out: list[tuple[list[Action], Action, list[Action], GameState]] = []
        for i, moved in order[:GARRISON_TRIES]:
            b, t, e = self.before_end(game, world, body[:i] + body[i + 1:] + tail, key,
                                      random.Random(seed))
            if e is None:
                continue
            a = next((m for m in unit_options(game, e, moved.unit)
                      if isinstance(m, Move) and m.to == h), None)
            if a is not None:
                out.append((b, a, t, e))
        return out

    def with_leaders(self, game: Game, state: GameState, action: Action, key: PhaseKey
                     ) -> tuple[list[Action], GameState | None]:
        """``action`` (a unit's move or placement) followed by the same action of each of
        the side's leaders it would leave alone and exposed in the hex it left (Shin
        Barbarossa deals a face-down leader onto each front army, 2.1.3: its headquarters
        moving alone leaves the leader in the enemy's reach), where their own rules allow
        it; the actions and where they lead (None where ``action`` is not legal)."""
        nxt = try_apply(game, state, action)
        if nxt is None or not self._my_turn(nxt, key):
            return [action], None
        steps = [action]
        to = getattr(action, "to", None) or getattr(action, "hex", None)
        before = set(exposed_leaders(game, state, self.side))
        for leader in exposed_leaders(game, nxt, self.side):
            if leader in before or to is None:
                continue
            follow = next((b for b in unit_options(game, nxt, leader)
                           if (getattr(b, "to", None) or getattr(b, "hex", None)) == to), None)
            if follow is None:
                continue
            after = try_apply(game, nxt, follow)
            if after is not None and self._my_turn(after, key):
                steps.append(follow)
                nxt = after
        return steps, nxt

    def before_end(self, game: Game, world: GameState, plan: list[Action], key: PhaseKey,
                   rng: random.Random) -> tuple[list[Action], list[Action], GameState | None]:
        """``plan`` split where, played from ``world``, it would end the phase (the step
        that ends it and those after it), with the position just before: the side to act
        there with nothing pending, else None."""
        state = world
        for i, a in enumerate(plan):
            state = self.others_answer(game, state, rng)
            if not self._my_turn(state, key):
                return plan, [], None
            nxt = try_apply(game, state, a) if a.side == state.to_act else None
            if nxt is None:
                continue
            if nxt.over or phase_key(nxt) != key:
                return plan[:i], plan[i:], state if state.pending is None else None
            state = nxt
        state = self.others_answer(game, state, rng)
        if not self._my_turn(state, key) or state.pending is not None:
            return plan, [], None
        return plan, [], state

    def plan_value(self, game: Game, worlds: list[GameState], seeds: list[int],
                   plan: list[Action], key: PhaseKey) -> float:
        """The mean value where ``plan`` leads on ``worlds`` (each with its seed's random
        answers)."""
        total = 0.0
        for w, x in zip(worlds, seeds, strict=True):
            rng = random.Random(x)
            state, _, _ = self.play_plan(game, w, plan, key, rng)
            total += self.value(game, state, rng)
        return total / len(worlds)

    # -- the other side's reply -------------------------------------------------------------
    def checked(self, game: Game, view: GameState, ranked: list[tuple[list[Action], float]],
                key: PhaseKey) -> list[Action]:
        """The plan to play, from the evolved plans and their fitness, best first. With
        ``Settings.replies`` of 2 or more, the best distinct plans are each played on
        ``reply_worlds`` fresh sampled worlds, valued where the plan's phase ends, and the
        game is then played on until the other side has played its next phase
        (:meth:`reply`) and valued again. A plan's score is its fitness plus the mean
        change its reply brought (the value after the reply minus the value before it, on
        the same world): what the other side can do to the position this plan leaves,
        measured apart from the plan's own dice. The plan with the best score is played.
        This is what a one-phase plan cannot see: a plan that gains ground but leaves a
        supply line or a city open to the reply scores well at the end of its own phase
        only. Each plan meets the same worlds and the same random answers (common random
        numbers), so the plans differ by what they do, not by luck. When the safety net
        cuts the check short, the evolution's best plan is kept."""
        s = self.settings
        top: list[tuple[list[Action], float]] = []
        seen: set[tuple[Action, ...]] = set()
        for g, fit in ranked:
            if tuple(g) not in seen:
                seen.add(tuple(g))
                top.append((g, fit))
            if len(top) >= s.replies:
                break
        if s.replies < 2 or len(top) < 2 or self.out_of_time():
            return list(ranked[0][0])
        seeds, worlds = self.fresh_worlds(game, view, "reply", max(s.reply_worlds, 1))
        scores = []
        for g, fit in top:
            change = 0.0
            for w, x in zip(worlds, seeds, strict=True):
                rng = random.Random(x)
                state, _, _ = self.play_plan(game, w, g, key, rng)
                before = self.value(game, state, rng)
                state = self.reply(game, state, key, rng)
                change += self.value(game, state, rng) - before
                if self.out_of_time():
                    return list(ranked[0][0])
            scores.append(fit + change / len(worlds))
        return list(top[max(range(len(top)), key=lambda i: (scores[i], -i))][0])

    def proxy(self, side: str) -> GreedyPlayer:
        """The quick greedy player of ``side`` that plays the sampled rest of a turn in a
        reply check; it keeps this player's deadline and its evaluations are counted as
        this player's (:meth:`reply`)."""
        p = self._proxies.get(side)
        if p is None:
            s = self.settings
            p = self._proxies[side] = GreedyPlayer(
                side, self.seed, Settings(width=s.reply_width, samples=1))
            p.settings = p.base_settings
        p.clock, p._deadline = self.clock, self._deadline
        return p

    def reply(self, game: Game, state: GameState, key: PhaseKey,
              rng: random.Random) -> GameState:
        """Play on from where this player's plan for phase ``key`` leads: the rest of that
        phase ended, any phases of this side that come first (its combat after its
        movement), then the other side's next phase (its movement), each by the quick rule
        (:meth:`quick_phase`) for the side to act, the decisions on the way answered at
        random. Stops when that phase of the other side's is over, at the end of the game,
        or after ``REPLY_ACTION_CAP`` actions. (Playing on through the other side's whole
        turn, its combat too, made games four to six times slower; what its units then
        threaten is the evaluation's to judge.)"""
        replied: PhaseKey | None = None  # the other side's phase, once it is reached
        steps = 0
        while not state.over and steps < REPLY_ACTION_CAP and not self.out_of_time():
            if state.pending is not None:
                answers = game.legal_actions(state)
                nxt = try_apply(game, state, rng.choice(answers)) if answers else None
                if nxt is None:
                    break
                state, steps = nxt, steps + 1
                continue
            pk = phase_key(state)
            if replied is not None and pk != replied:
                break  # the other side's phase is over
            if replied is None and state.to_act != self.side:
                replied = pk
            if pk == key and state.to_act == self.side:
                # The plan is played: end the phase (or, where it may not end yet, go on
                # by the quick rule as the real play would).
                end = end_phase_in(game.legal_actions(state))
                if end is not None:
                    state, steps = try_apply(game, state, end) or state, steps + 1
                    if phase_key(state) != pk or state.pending is not None:
                        continue
            state, n = self.quick_phase(game, state, rng)
            steps += n
            if n == 0:
                break
        return state

    def quick_phase(self, game: Game, state: GameState,
                    rng: random.Random) -> tuple[GameState, int]:
        """The side to act plays its phase by the quick greedy rule until the phase ends
        or a decision is asked: in a big phase one pass over its units (at most
        ``reply_units``, in random order), each moved by the best of ``reply_width`` of
        its own actions if that improves the side's evaluation; in a small one the best
        of ``reply_width`` candidates at a time while that improves it. Then the phase
        is ended (or, where it may not end yet, one random action taken). Returns the
        state and the number of actions taken."""
        s = self.settings
        pk = phase_key(state)
        p = self.proxy(state.to_act)
        p.last_evaluations = 0
        legal = game.legal_actions(state)
        steps = 0

        def moved(st: GameState) -> bool:
            """The phase is over, or a decision is asked: the quick rule stops here."""
            return st.over or phase_key(st) != pk or st.pending is not None

        if not non_ending(legal):  # nothing to choose (an automatic phase): end it
            nxt = try_apply(game, state, legal[0]) if legal else None
            return (nxt, 1) if nxt is not None else (state, 0)
        here = p.value(game, state, rng)
        if len(legal) > PER_UNIT_ABOVE:
            units = sorted({u for a in legal if (u := first_unit(a)) is not None})
            shuffle(rng, units)
            for u in units[: s.reply_units]:
                if p.out_of_time():
                    break
                acts = non_ending(game.legal_actions_for(state, unit=u))
                cands = p.candidates(game, state, acts, rng, s.reply_width)
                best, v = p.best(game, [state], cands, rng)
                if best is not None and v > here + 1e-6:
                    nxt = try_apply(game, state, best)
                    if nxt is not None:
                        state, here, steps = nxt, v, steps + 1
                        if moved(state):
                            break
        else:
            while steps < PHASE_ACTION_CAP and not p.out_of_time():
                cands = p.candidates(game, state, legal, rng, s.reply_width)
                best, v = p.best(game, [state], cands, rng)
                nxt = try_apply(game, state, best) if best is not None and v > here + 1e-6 else None
                if nxt is None:
                    break
                state, here, steps = nxt, v, steps + 1
                if moved(state):
                    break
                legal = game.legal_actions(state)
        self.last_evaluations += p.last_evaluations
        if moved(state):
            return state, steps
        legal = game.legal_actions(state)
        end = end_phase_in(legal)
        others = non_ending(legal)
        pick = end if end is not None else (rng.choice(others) if others else None)
        nxt = try_apply(game, state, pick) if pick is not None else None
        return (nxt, steps + 1) if nxt is not None else (state, steps)
