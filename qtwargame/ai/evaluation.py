"""What a position is worth to a side: the game knowledge every computer player uses.

``evaluate(game, state, side) -> float`` scores ``state`` from ``side``'s point of view, in
victory-point-like units: positive is good for ``side``, a won game is ``+WIN``, a lost one
``-WIN``. The players only ever call it on states they built from their own view (hidden
information sampled, dice their own), so an evaluation may read the whole state it gets.

Where the knowledge comes from, first match wins:

1. :func:`register` (for tests and for rulesets that want a different function);
2. ``Ruleset.evaluate(game, state, side)`` if the ruleset class defines it;
3. the rules package's ``evaluation`` module (``modules.rules_module``: the one a plugin
   names for the ruleset in the ``qtwargame.evaluations`` entry points, else, for a
   ruleset defined in ``qtwargame.rules.<game>.ruleset`` or any package, e.g. one found
   through the ``qtwargame.rulesets`` entry points, the module ``<package>.evaluation``
   next to it), if it has ``evaluate(game, state, side) -> float``. It may also define
   ``determinize(game, view, side, rng) -> GameState`` to fill in what its ``redact``
   hides (see :mod:`qtwargame.ai.world`);
4. :func:`generic`, the fallback below, built from the engine's questions only.

The module is found by name at run time, so ``qtwargame.ai`` never imports a rules
package (the engine/rules/ai layering in docs/ARCHITECTURE.md holds).
"""

from __future__ import annotations

import math
import weakref
from collections.abc import Callable, Hashable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from operator import countOf
from typing import Generic, TypeVar

from qtwargame.ai.modules import rules_module
from qtwargame.ai.weights import GENERIC, own_weights
from qtwargame.engine import memo
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ELIMINATED, ON_MAP, REMOVED, GameState

Evaluator = Callable[[Game, GameState, str], float]

#: The value of a won game (a lost one is minus this).
WIN = 1000.0

_REGISTERED: dict[str, Evaluator] = {}


def register(ruleset_id: str, fn: Evaluator) -> None:
    """Use ``fn`` to evaluate positions of ``ruleset_id`` (overrides the package's own)."""
    _REGISTERED[ruleset_id] = fn


def unregister(ruleset_id: str) -> None:
    _REGISTERED.pop(ruleset_id, None)




def evaluator_for(game: Game) -> Evaluator:
    """The evaluation function used for ``game`` (see the module docstring for the order)."""
    rid = game.ruleset.id
    if rid in _REGISTERED:
        return _REGISTERED[rid]
    own = getattr(type(game.ruleset), "evaluate", None)
    if callable(own):
        return lambda g, s, side: own(g.ruleset, g, s, side)
    mod = rules_module(game)
    if mod is not None and callable(getattr(mod, "evaluate", None)):
        hook: Callable[[Game, GameState, str], float] = mod.evaluate
        return hook
    return generic


def evaluate(game: Game, state: GameState, side: str,
             weights: Mapping[str, float] | None = None) -> float:
    """``state`` seen from ``side``: higher is better for ``side``. ``weights`` (every
    name :func:`qtwargame.ai.weights.declared` gives for the game; None: the defaults)
    weigh the features of the generic evaluation, or of a rules package's evaluation
    module that declares its weights (``WEIGHTS``); another evaluation keeps its own."""
    fn = evaluator_for(game)
    if weights is not None:
        if fn is generic:
            return generic(game, state, side, weights=weights)
        mod = rules_module(game)
        if mod is not None and fn is getattr(mod, "evaluate", None) and own_weights(mod):
            return mod.evaluate(game, state, side, weights=weights)  # type: ignore[no-any-return]
    return fn(game, state, side)


# -- the generic fallback ---------------------------------------------------------------------

#: Default weights of the generic evaluation's terms (victory points are worth 1 each);
#: every weight, these and the ones that start at 0, is declared in
#: :data:`qtwargame.ai.weights.GENERIC`, where the tuner changes them.
W_MATERIAL = GENERIC["material"]  # the whole army's combat value, as a share of both armies'
W_SUPPLY = GENERIC["supply"]  # share of a side's combat value out of supply
W_OBJECTIVE = GENERIC["objective"]  # per victory point of a city, for being nearer to it
W_TERRITORY = GENERIC["territory"]  # share of the controlled hexes held
W_DRIVE = GENERIC["drive"]  # mean distance of a side's units to the victory hexes it lacks, /10


@dataclass(frozen=True)
class GameFacts:
    """What the generic evaluation precomputes once per game."""

    objectives: tuple[tuple[Hex, int], ...]  # victory hexes and what each is worth
    values: dict[str, tuple[float, ...]]  # unit -> combat value per step
    #: unit -> ``unit_value`` at each step (the same sums, made once a game)
    sums: dict[str, tuple[float, ...]] = field(default_factory=dict)


_FACTS: weakref.WeakKeyDictionary[Game, GameFacts] = weakref.WeakKeyDictionary()


def facts(game: Game) -> GameFacts:
    cached = _FACTS.get(game)
    if cached is None:
        objectives = tuple((h, c.vp) for h, c in sorted(game.board.cities.items(),
                                                          key=lambda kv: (kv[0].q, kv[0].r))
                           if c.vp > 0)
        values = {uid: tuple(step_value(s) for s in d.steps) for uid, d in game.units.items()}
        sums = {uid: tuple(sum(vals[k:]) for k in range(len(vals)))
                for uid, vals in values.items() if vals}
        cached = GameFacts(objectives, values, sums)
        _FACTS[game] = cached
    return cached


def step_value(step: Mapping[str, int]) -> float:
    """The combat value printed on one step: its strength, else its attack or defence, else
    the largest printed number other than movement."""
    for key in ("strength", "attack", "combat", "defense", "defence"):
        if key in step:
            return float(step[key])
    nums = [v for k, v in step.items() if k not in ("movement", "move", "mp") and
            isinstance(v, (int, float))]
    return float(max(nums)) if nums else 1.0


def objectives(game: Game) -> tuple[tuple[Hex, int], ...]:
    """The hexes that matter and their worth: the rules package's ``objectives(game)`` if
    its evaluation module has one, else the cities with victory points."""
    mod = rules_module(game)
    fn = getattr(mod, "objectives", None) if mod is not None else None
    return fn(game) if callable(fn) else facts(game).objectives


def unit_value(f: GameFacts, uid: str, step: int) -> float:
    """A unit's value now: its current step's value plus what its weaker steps add."""
    sums = f.sums.get(uid)
    if sums is not None and step >= 0:
        return sums[step] if step < len(sums) else sums[-1]
    vals = f.values.get(uid, (1.0,))
    return sum(vals[min(step, len(vals) - 1):]) if vals else 1.0


def material(game: Game, state: GameState) -> dict[str, float]:
    """Combat value still in play (on the map or to come) per side."""
    f = facts(game)
    out = {s: 0.0 for s in game.sides}
    side_of = _side_of(game)
    for uid, u in state.units.items():
        if u.status in (ELIMINATED, REMOVED):
            continue
        side = side_of(state, uid)
        if side in out:
            out[side] += unit_value(f, uid, u.step)
    return out


def side_of(game: Game, state: GameState, uid: str) -> str:
    """A unit's side now (``Game.side_of`` once the engine has it, else its printed side)."""
    fn = getattr(game, "side_of", None)
    return fn(state, uid) if fn is not None else game.units[uid].side


def _side_of(game: Game) -> Callable[[GameState, str], str]:
    """``side_of`` for ``game`` as one function of (state, unit), looked up once per loop."""
    fn: Callable[[GameState, str], str] | None = getattr(game, "side_of", None)
    if fn is not None:
        return fn
    units = game.units
    return lambda state, uid: units[uid].side


def terminal(game: Game, state: GameState, side: str) -> float | None:
    """``±WIN`` for a finished game (0 for a draw), None while it goes on."""
    r = state.result
    if r is None:
        return None
    if r.winner is None:
        return 0.0
    return WIN if r.winner == side else -WIN


def positions(game: Game, state: GameState) -> dict[str, list[tuple[Hex, float]]]:
    """Per side, every on-map unit's hex and value."""
    f = facts(game)
    out: dict[str, list[tuple[Hex, float]]] = {s: [] for s in game.sides}
    side_of = _side_of(game)
    for uid, u in state.units.items():
        if u.status == ON_MAP and u.hex is not None:
            side = side_of(state, uid)
            if side in out:
                out[side].append((u.hex, unit_value(f, uid, u.step)))
    return out


def objective_pull(game: Game, state: GameState, side: str,
                   objectives: tuple[tuple[Hex, int], ...] | None = None,
                   where: dict[str, list[tuple[Hex, float]]] | None = None) -> float:
    """Who is nearer each victory hex: for each, ``vp * tanh((d_enemy - d_own) / 3)``.

    It pulls an attacker towards the cities it lacks and keeps a defender between the
    enemy and its cities; control itself is already counted by the victory points."""
    objectives = facts(game).objectives if objectives is None else objectives
    where = positions(game, state) if where is None else where
    # each hex once (units stack): the nearest distance is the same
    own = {(h.q, h.r) for h, v in where.get(side, []) if v > 0}
    enemy = {(h.q, h.r) for s, lst in where.items() if s != side for h, v in lst if v > 0}
    vectors = _vectors(objectives)
    d_own, d_enemy = vectors.nearest(own), vectors.nearest(enemy)
    total = 0.0
    for (_, vp), mine, theirs in zip(objectives, d_own, d_enemy):
        total += vp * math.tanh((theirs - mine) / 3.0)
    return total


class _Vectors(dict[tuple[int, int], tuple[int, ...]]):
    """``(q, r)`` -> the hex distances from that point to each of fixed ``objectives``
    (their order), each computed when first asked (the arithmetic of ``Hex.distance``). At
    most one entry a hex of the map."""

    __slots__ = ("objectives", "hexes")

    def __init__(self, objectives: tuple[tuple[Hex, int], ...]) -> None:
        super().__init__()
        self.objectives = objectives
        self.hexes = tuple((h.q, h.r) for h, _ in objectives)

    def __missing__(self, point: tuple[int, int]) -> tuple[int, ...]:
        q, r = point
        d = self[point] = tuple((abs(oq - q) + abs(or_ - r) + abs(oq - q + or_ - r)) >> 1
                                for oq, or_ in self.hexes)
        return d

    def nearest(self, points: set[tuple[int, int]], default: int = 30) -> list[int]:
        """``nearest`` of each objective to ``points``, in the objectives' order: the
        column minima of the points' distance vectors."""
        if not points:
            return [default] * len(self.hexes)
        cap = default * 100
        return [d if d < cap else cap for d in map(min, zip(*map(self.__getitem__, points)))]


#: id(objectives) -> its ``_Vectors`` (the objectives a game evaluates by are one tuple kept
#: for the game); emptied past 64 tuples.
_VECTORS: dict[int, _Vectors] = {}


def _vectors(objectives: tuple[tuple[Hex, int], ...]) -> _Vectors:
    got = _VECTORS.get(id(objectives))
    if got is None or got.objectives is not objectives:
        if len(_VECTORS) >= 64:
            _VECTORS.clear()
        got = _VECTORS[id(objectives)] = _Vectors(objectives)
    return got


_K = TypeVar("_K", bound=Hashable)
_T = TypeVar("_T", bound=dict[tuple[int, int], int])


class _Kept(Generic[_K, _T]):
    """Tables of distances kept between evaluations (a dict of dicts), bounded by how many
    tables it holds and by how many distances they hold in all: past either, every table
    is emptied (the values are pure functions of their keys, so forgetting them changes
    no answer, only time). 250,000 distances take about 11 MB (tracemalloc's peak)."""

    __slots__ = ("tables", "entries", "tables_keep", "entries_keep")

    def __init__(self, tables_keep: int, entries_keep: int) -> None:
        self.tables: dict[_K, _T] = {}
        self.entries = 0
        self.tables_keep, self.entries_keep = tables_keep, entries_keep

    def added(self, key: _K, table: _T) -> None:
        """``table`` (of key ``key``) is about to keep one more distance: when that is one
        too many, every table is emptied first and ``table`` kept on alone."""
        if self.entries >= self.entries_keep:
            self.forget()
            self.tables[key] = table
        self.entries += 1

    def forget(self) -> None:
        for table in self.tables.values():
            table.clear()
        self.tables.clear()
        self.entries = 0

    def table(self, key: _K, make: Callable[[], _T]) -> _T:
        """The table of ``key``, made by ``make()`` when new."""
        table = self.tables.get(key)
        if table is None:
            if len(self.tables) >= self.tables_keep:
                self.forget()
            table = self.tables[key] = make()
        return table


class _Distances(dict[tuple[int, int], int]):
    """``(q, r)`` -> the hex distance from one hex, each computed when first asked (the
    arithmetic of ``Hex.distance``)."""

    __slots__ = ("q", "r")

    def __init__(self, q: int, r: int) -> None:
        super().__init__()
        self.q, self.r = q, r

    @property
    def key(self) -> tuple[int, int]:
        return self.q, self.r

    def __missing__(self, point: tuple[int, int]) -> int:
        _DISTANCES.added(self.key, self)
        dq, dr = self.q - point[0], self.r - point[1]
        d = self[point] = (abs(dq) + abs(dr) + abs(dq + dr)) >> 1
        return d


#: ``(q, r)`` -> its ``_Distances``: the evaluation asks the distances from the same
#: victory hexes (and of the same units to them) thousands of times per position.
#: Bounded by origins and by distances kept in all (``_Kept``).
_DISTANCES: _Kept[tuple[int, int], _Distances] = _Kept(tables_keep=4096, entries_keep=250_000)


def nearest(h: Hex, points: Sequence[tuple[int, int]], default: int = 30) -> int:
    """The hex distance from ``h`` to the nearest of ``points`` (axial ``(q, r)`` pairs),
    ``default`` if there is none (nor any nearer than ``default * 100``). The distances
    from ``h`` are kept (``_DISTANCES``): the evaluation asks them thousands of times per
    position."""
    if not points:
        return default
    table = _DISTANCES.tables.get((h.q, h.r))
    if table is None:
        table = _DISTANCES.table((h.q, h.r), lambda: _Distances(h.q, h.r))
    return min(default * 100, min(map(table.__getitem__, points)))


def supply_loss(game: Game, state: GameState, side: str) -> float:
    """Share of ``side``'s on-map combat value that is out of supply."""
    status = game.ruleset.supply_status(game, state, side)
    if not status:
        return 0.0
    f = facts(game)
    out = total = 0.0
    for uid, ok in status.items():
        u = state.units.get(uid)
        if u is None:
            continue
        v = unit_value(f, uid, u.step)
        total += v
        if not ok:
            out += v
    return out / total if total else 0.0


def territory(state: GameState, side: str) -> float:
    """Share of the controlled hexes ``side`` holds minus the others' share."""
    if not state.control:
        return 0.0
    own = countOf(state.control.values(), side)  # counted at C speed: every evaluation asks
    return (2 * own - len(state.control)) / len(state.control)


def drive(state: GameState, side: str, objectives: tuple[tuple[Hex, int], ...],
          where: dict[str, list[tuple[Hex, float]]]) -> float:
    """Mean distance, in tens of hexes, from ``side``'s units to the nearest victory hex it
    does not control (0 when it holds them all): what makes an attacker advance."""
    targets = tuple((h.q, h.r) for h, _ in objectives if state.control.get(h) != side)
    units = [(h.q, h.r) for h, v in where.get(side, []) if v > 0]
    if not targets or not units:
        return 0.0
    return sum(map(distances_to(targets).__getitem__, units)) / (10.0 * len(units))


def distances_to(targets: tuple[tuple[int, int], ...]) -> Mapping[tuple[int, int], int]:
    """``(q, r)`` -> :func:`nearest` of that hex to ``targets`` (axial pairs, at least one;
    ``nearest``'s default, 30, caps it at 3,000), each worked out when first asked and kept
    (``_NEAREST``): for the many hexes of one position measured against the same targets,
    one look-up a hex instead of one a target."""
    table = _NEAREST.tables.get(targets)
    if table is None:
        table = _NEAREST.table(targets, lambda: _Nearest(targets))
    return table


class _Nearest(dict[tuple[int, int], int]):
    """``(q, r)`` -> ``nearest`` of that hex to fixed ``targets``, each computed when first
    asked (a sum of integers: the same in any order)."""

    __slots__ = ("targets",)

    def __init__(self, targets: tuple[tuple[int, int], ...]) -> None:
        super().__init__()
        self.targets = targets

    @property
    def key(self) -> tuple[tuple[int, int], ...]:
        return self.targets

    def __missing__(self, point: tuple[int, int]) -> int:
        _NEAREST.added(self.key, self)
        d = self[point] = nearest(Hex(*point), self.targets)
        return d


#: The targets of ``drive`` (the victory hexes a side lacks) -> their ``_Nearest``;
#: bounded as ``_DISTANCES`` is.
_NEAREST: _Kept[tuple[tuple[int, int], ...], _Nearest] = _Kept(tables_keep=256, entries_keep=250_000)


def generic(game: Game, state: GameState, side: str,
            objectives: tuple[tuple[Hex, int], ...] | None = None, *,
            mat: dict[str, float] | None = None,
            where: dict[str, list[tuple[Hex, float]]] | None = None,
            weights: Mapping[str, float] | None = None) -> float:
    """The fallback for rulesets without an evaluation: victory points, material (value by
    strength and steps left), supply, territory held, nearness to the victory hexes, the
    drive towards those not held, the attacks the front offers each side (``front``) and
    the empty victory hexes the other side's coming move can walk into (``walk_ins``).
    ``objectives`` (hex, worth) replaces the cities with victory points (rules packages
    pass their own); ``mat`` and ``where`` are ``material(game, state)`` and
    ``positions(game, state)`` when the caller has them; ``weights`` every weight of
    :data:`qtwargame.ai.weights.GENERIC` (None: the defaults)."""
    t = terminal(game, state, side)
    if t is not None:
        return t
    w = GENERIC if weights is None else weights
    objectives = facts(game).objectives if objectives is None else objectives
    vp = game.ruleset.victory_points(game, state)
    others = [s for s in game.sides if s != side]
    score = w["points"] * (float(vp.get(side, 0))
                           - max((float(vp.get(o, 0)) for o in others), default=0.0))
    mat = material(game, state) if mat is None else mat
    total = sum(mat.values()) or 1.0
    w_material = w["material"]
    score += w_material * (mat.get(side, 0.0) - sum(mat.get(o, 0.0) for o in others)) / total
    w_supply = w["supply"]
    score -= w_supply * supply_loss(game, state, side)
    score += w_supply * sum(supply_loss(game, state, o) for o in others)
    where = positions(game, state) if where is None else where
    score += w["objective"] * objective_pull(game, state, side, objectives, where)
    score += w["territory"] * territory(state, side)
    w_drive = w["drive"]
    score -= w_drive * drive(state, side, objectives, where)
    score += w_drive * sum(drive(state, o, objectives, where) for o in others) / max(len(others), 1)
    w_attack, w_threat = w["attack"], w["threat"]
    if w_attack and side in sides_to_come(game, state.phase):
        score += w_attack * front(game, state, side, objectives, total, w_material)
    if w_threat:
        score -= w_threat * sum(front(game, state, o, objectives, total, w_material)
                                for o in others)
    reach: dict[str, Mapping[Hex, float]] = {}  # each unit's reachable, for both below
    w_walk, w_walk_last = w.get("walk_in", 0.0), w.get("walk_in_last", 0.0)
    if w_walk or w_walk_last:
        for holder in (side, *others):
            coming = enemy_move_coming(game, state, holder)
            share = w_walk_last if coming == LAST_MOVE else w_walk if coming else 0.0
            if share:
                lost = share * walk_ins(game, state, holder, objectives, reach)
                score += -lost if holder == side else lost
    w_exposed = w.get("exposed", 0.0)
    if w_exposed:
        for holder in (side, *others):
            if enemy_move_coming(game, state, holder):
                lost = w_exposed * exposed(game, state, holder, objectives, total, w_material,
                                           reach)
                score += -lost if holder == side else lost
    return score


#: What :func:`enemy_move_coming` answers: no other side's phase is counted; another side's
#: phase comes and the holder has one after it; another side's comes and the holder has
#: none after it before the game ends.
NO_MOVE, MOVE, LAST_MOVE = 0, 1, 2

_COMING: weakref.WeakKeyDictionary[Game, dict[tuple[str, int, str], int]] = \
    weakref.WeakKeyDictionary()


def enemy_move_coming(game: Game, state: GameState, holder: str) -> int:
    """Whether another side's phase comes before ``holder`` can act again, read from the
    ruleset's phase table: only in a phase of ``holder``'s own (its last chance to guard
    what it holds), the first phase of another side still to come this turn or next
    (the phases of later turns listed as this one's) is that side's coming move.
    :data:`MOVE` when ``holder`` has a phase after it before the game ends (what is
    walked into may be taken back), :data:`LAST_MOVE` when it has none (what is walked
    into is kept at the end), :data:`NO_MOVE` when no other side has a phase to come or
    the phase is not ``holder``'s."""
    table = _COMING.get(game)
    if table is None:
        table = _COMING[game] = {}
    turns_left = min(game.last_turn - state.turn, 2)
    key = (state.phase, turns_left, holder)
    got = table.get(key)
    if got is not None:
        return got
    specs = list(game.ruleset.phases(game))
    ids = [p.id for p in specs]
    got = NO_MOVE
    if state.phase in ids and specs[ids.index(state.phase)].side == holder:
        rest = [p.side for p in specs[ids.index(state.phase) + 1:]]
        if turns_left >= 1:
            rest += [p.side for p in specs]
        other = next((i for i, s in enumerate(rest) if s is not None and s != holder), None)
        if other is not None:
            after = holder in rest[other + 1:] or turns_left >= 2
            got = MOVE if after else LAST_MOVE
    table[key] = got
    return got


def walk_ins(game: Game, state: GameState, holder: str,
             objectives: tuple[tuple[Hex, int], ...],
             reach: dict[str, Mapping[Hex, float]] | None = None) -> float:
    """The worth of the objective hexes ``holder`` controls with none of its units in them
    that a unit of another side can enter from where it stands (the ruleset's
    ``reachable``: terrain, zones of control, what blocks a move): a unit entering an
    empty hex takes it. ``reach`` keeps each unit's ``reachable`` in ``state`` for the
    next question about the same state (:func:`exposed`)."""
    empty = [(h, vp) for h, vp in objectives if vp > 0 and state.control.get(h) == holder]
    if not empty:
        return 0.0
    side_of = _side_of(game)
    movers: list[str] = []
    guarded: set[Hex] = set()
    for uid, u in state.units.items():
        if u.status != ON_MAP or u.hex is None:
            continue
        if side_of(state, uid) == holder:
            guarded.add(u.hex)
        else:
            movers.append(uid)
    empty = [(h, vp) for h, vp in empty if h not in guarded]
    if not empty or not movers:
        return 0.0
    reached: set[Hex] = set()
    reach = {} if reach is None else reach
    for uid in sorted(movers):
        left = [h for h, _ in empty if h not in reached]
        if not left:
            break
        where = _reachable(game, state, uid, reach)
        reached.update(h for h in left if h in where)
    return float(sum(vp for h, vp in empty if h in reached))


_TO_COME: weakref.WeakKeyDictionary[Game, dict[str, frozenset[str]]] = weakref.WeakKeyDictionary()


def sides_to_come(game: Game, phase: str) -> frozenset[str]:
    """The sides with a phase of their own after ``phase`` in the same turn (the ruleset's
    phase table): a side whose movement is followed by its combat can still make the
    attacks its units stand ready for; once its last phase of the turn has begun, not."""
    table = _TO_COME.get(game)
    if table is None:
        specs = list(game.ruleset.phases(game))
        table = {p.id: frozenset(q.side for q in specs[i + 1:] if q.side is not None)
                 for i, p in enumerate(specs)}
        _TO_COME[game] = table
    return table.get(phase, frozenset())


def front(game: Game, state: GameState, side: str,
          objectives: tuple[tuple[Hex, int], ...], total: float, w_material: float) -> float:
    """What the attacks ``side``'s units can make from where they stand are worth to it, by
    the rules' own preview of each (``CombatPreview.losses``: the steps each side is
    expected to lose; ``vacated``: the chance the defenders leave). Every enemy stack next
    to the side's units is attacked by those of them next to it not yet given another
    target, the best first, and only attacks worth making count: the steps lost on both
    sides at their units' mean value a step, as a share of both armies' material times the
    material weight, plus the worth of an objective hex times the chance it is left. 0 for
    a ruleset whose preview says neither."""
    f = facts(game)
    side_of = _side_of(game)
    own: dict[str, Hex] = {}
    enemy_at: dict[Hex, list[str]] = {}
    for uid, u in state.units.items():
        if u.status != ON_MAP or u.hex is None:
            continue
        if side_of(state, uid) == side:
            own[uid] = u.hex
        else:
            enemy_at.setdefault(u.hex, []).append(uid)
    if not own or not enemy_at:
        return 0.0
    near: dict[Hex, list[str]] = {}
    for uid, h in own.items():
        for n in h.neighbors():
            if n in enemy_at:
                near.setdefault(n, []).append(uid)
    worth = dict(objectives)
    ruleset = game.ruleset

    def price(target: Hex, attackers: tuple[str, ...]) -> float | None:
        try:
            p = ruleset.preview_attack(game, state, list(attackers), target)
        except (KeyError, ValueError, IndexError):
            return None
        if p is None or not p.losses:
            return None
        gain = (p.losses.get(game.enemy(side), 0.0) * _per_step(f, state, enemy_at[target])
                - p.losses.get(side, 0.0) * _per_step(f, state, list(attackers))) / total
        return w_material * gain + (p.vacated or 0.0) * worth.get(target, 0)

    return _best_first(near, set(own), price)


def _best_first(targets: Mapping[Hex, Sequence[str]], free: set[str],
                price: Callable[[Hex, tuple[str, ...]], float | None]) -> float:
    """The attacks given out the best first (:func:`front`, :func:`exposed`): each round
    every target left is priced (``price``; None: no price) with those of its attackers
    (``targets``) still in ``free``, the best attack worth making (above 0) is taken, its
    attackers leave ``free`` and its target the targets; the sum of those taken. An attack
    priced once is not priced again (the same target and attackers in a later round)."""
    left = dict(targets)
    priced: dict[tuple[Hex, tuple[str, ...]], float | None] = {}
    value = 0.0
    while left and free:
        best: tuple[float, Hex, tuple[str, ...]] | None = None
        for target, can in left.items():
            attackers = tuple(u for u in can if u in free)
            if not attackers:
                continue
            k = (target, attackers)
            if k not in priced:
                priced[k] = price(target, attackers)
            v = priced[k]
            if v is not None and (best is None or v > best[0]):
                best = (v, target, attackers)
        if best is None or best[0] <= 0.0:
            break
        value += best[0]
        free.difference_update(best[2])
        del left[best[1]]
    return value


def _reachable(game: Game, state: GameState, uid: str,
               reach: dict[str, Mapping[Hex, float]]) -> Mapping[Hex, float]:
    """The ruleset's ``reachable`` for ``uid`` in ``state``, kept in ``reach``; nothing
    where the rules cannot say."""
    got = reach.get(uid)
    if got is None:
        try:
            got = game.ruleset.reachable(game, state, uid)
        except (KeyError, ValueError):
            got = {}
        reach[uid] = got
    return got


def exposed(game: Game, state: GameState, holder: str,
            objectives: tuple[tuple[Hex, int], ...], total: float, w_material: float,
            reach: dict[str, Mapping[Hex, float]] | None = None) -> float:
    """What the other sides' coming move and combat can take of ``holder``'s stacks, as
    their gain: every enemy unit that stands next to a stack or can reach a hex next to
    it (the ruleset's ``reachable``; a hex with ``holder``'s units in it is not one) joins
    the attack on it, placed beside it (each on the hex it stands on, or on the hex next
    to the stack it can reach with the fewest attackers placed there yet); the rules'
    preview of that attack, from the position with the attackers placed, gives the steps
    each side is expected to lose and the chance the stack leaves its hex, and a defender
    that would then have no retreat (``Ruleset.can_retreat``: the placed attackers' zones
    of control closing the way) leaves only by dying, so it loses its steps whenever the
    hex is left. Priced as :func:`front` prices an attack (the steps at their units' mean
    value a step, as a share of both armies' material times the material weight, plus a
    victory hex ``holder`` holds times the chance it is left); the stacks are taken the
    best for the enemy first, each enemy unit in one attack, and only attacks worth making
    count. 0 for a ruleset whose preview gives no losses. ``reach`` as in
    :func:`walk_ins`. The answer is kept per game by what it reads of the position (a
    search meets the same positions again and again): where each unit on the map stands,
    its step and its side, who holds the victory hexes, and the turn, phase and weather
    (a ruleset's reach and preview may read them: the classic rules' do not)."""
    f = facts(game)
    side_of = _side_of(game)
    stacks: dict[Hex, list[str]] = {}
    enemies: list[str] = []
    placing = []
    for uid, u in state.units.items():
        if u.status != ON_MAP or u.hex is None:
            continue
        owner = side_of(state, uid)
        placing.append((uid, u.hex.q, u.hex.r, u.step, owner))
        if owner == holder:
            stacks.setdefault(u.hex, []).append(uid)
        else:
            enemies.append(uid)
    if not stacks or not enemies:
        return 0.0
    key = (holder, total, w_material, state.turn, state.phase, state.weather, tuple(placing),
           tuple(state.control.get(h) for h, _ in objectives))
    kept = _EXPOSED.get(game)
    if kept is None:
        kept = _EXPOSED[game] = {}
    return memo.kept(kept, key, lambda: _exposed(game, state, holder, objectives, total,
                                                 w_material, {} if reach is None else reach,
                                                 f, side_of, stacks, enemies),
                     _EXPOSED_KEEP, False, "exposed")


#: Each game's :func:`exposed` answers by position; cleared when it holds this many.
_EXPOSED: weakref.WeakKeyDictionary[Game, dict[tuple[object, ...], float]] = weakref.WeakKeyDictionary()
_EXPOSED_KEEP = 10_000


def _exposed(game: Game, state: GameState, holder: str,
             objectives: tuple[tuple[Hex, int], ...], total: float, w_material: float,
             reach: dict[str, Mapping[Hex, float]], f: GameFacts,
             side_of: Callable[[GameState, str], str], stacks: dict[Hex, list[str]],
             enemies: list[str]) -> float:
    neighbors = game.board.neighbors
    ring = {h: frozenset(n for n in neighbors(h) if n not in stacks) for h in stacks}
    beside = frozenset().union(*ring.values())
    spots: dict[str, frozenset[Hex]] = {}
    for uid in sorted(enemies):
        here = state.units[uid].hex
        where = _reachable(game, state, uid, reach)
        got = frozenset(h for h in beside if h == here or h in where)
        if got:
            spots[uid] = got
    if not spots:
        return 0.0
    worth = dict(objectives)
    attackers_of = {target: sorted(u for u in spots if spots[u] & ring[target])
                    for target in stacks}
    return _best_first(attackers_of, set(spots), lambda target, attackers: _assault(
        game, state, holder, target, stacks[target], attackers, spots, ring[target], worth,
        total, w_material, f, side_of))


def _assault(game: Game, state: GameState, holder: str, target: Hex, defenders: list[str],
             attackers: tuple[str, ...], spots: Mapping[str, frozenset[Hex]],
             ring: frozenset[Hex], worth: Mapping[Hex, int], total: float, w_material: float,
             f: GameFacts, side_of: Callable[[GameState, str], str]) -> float | None:
    """The worth to the enemy of ``attackers``' attack on ``holder``'s stack on
    ``target`` (:func:`exposed`), None where the rules' preview gives no losses."""
    ruleset = game.ruleset
    placed = _placed(state, attackers, spots, ring)
    try:
        p = ruleset.preview_attack(game, placed, list(attackers), target)
    except (KeyError, ValueError, IndexError):
        p = None
    if p is None or not p.losses:
        return None
    left = {u: max(len(f.values.get(u, (1.0,))) - state.units[u].step, 1) for u in defenders}
    steps = float(sum(left.values()))
    lost = p.losses.get(holder, 0.0)
    vacated = p.vacated or 0.0
    retreats = max(vacated - lost / steps, 0.0) if steps else 0.0
    if retreats:
        lost += retreats * sum(n for u, n in left.items()
                               if ruleset.can_retreat(game, placed, u) is False)
    enemy = side_of(state, attackers[0])
    gain = (lost * _per_step(f, state, defenders)
            - p.losses.get(enemy, 0.0) * _per_step(f, state, list(attackers))) / total
    v = w_material * gain
    if state.control.get(target) == holder:
        v += vacated * worth.get(target, 0)
    return v


def _placed(state: GameState, attackers: Sequence[str], spots: Mapping[str, frozenset[Hex]],
            ring: frozenset[Hex]) -> GameState:
    """``state`` with each of ``attackers`` moved beside the stack whose neighbours are
    ``ring``: a unit already there stays, the others go where they can with the fewest
    placed yet (the lowest hex among equals)."""
    units = dict(state.units)
    count: dict[Hex, int] = {}
    moving = []
    for uid in attackers:
        h = state.units[uid].hex
        if h in ring:
            count[h] = count.get(h, 0) + 1
        else:
            moving.append(uid)
    for uid in moving:
        h = min(spots[uid] & ring, key=lambda n: (count.get(n, 0), n.q, n.r))
        count[h] = count.get(h, 0) + 1
        units[uid] = replace(units[uid], hex=h)
    out = state.copy()
    out.units = units
    return out


def _per_step(f: GameFacts, state: GameState, units: Sequence[str]) -> float:
    """The mean value of a step of ``units`` (their value left over the steps they have)."""
    worth = steps = 0.0
    for uid in units:
        u = state.units[uid]
        worth += unit_value(f, uid, u.step)
        steps += max(len(f.values.get(uid, (1.0,))) - u.step, 1)
    return worth / steps if steps else 0.0


__all__ = ["WIN", "Evaluator", "evaluate", "evaluator_for", "generic", "register", "front",
           "sides_to_come", "enemy_move_coming", "walk_ins", "exposed", "NO_MOVE", "MOVE", "LAST_MOVE",
           "unregister", "rules_module", "material", "objective_pull", "supply_loss",
           "positions", "terminal", "facts", "unit_value", "objectives", "nearest",
           "distances_to"]
