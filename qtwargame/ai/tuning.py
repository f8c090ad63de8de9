"""Tuning the evaluation's weights by self-play: the N-Tuple Bandit Evolutionary Algorithm.

``qtwargame tune SCENARIO --level oep_strong`` searches the weights the game's evaluation
declares (:func:`qtwargame.ai.weights.declared`: the generic ones and its rules package's
own; each on a grid of multiples of its default) for the
ones with which ``level`` beats the reference opponent (``greedy``, on the default weights)
most often, over batches of games on paired seeds with the sides swapped, played as
``qtwargame ai-ladder`` plays them (:func:`qtwargame.ai.ladder.run_job`).

The search is NTBEA (Lucas, Liu and Perez-Liebana, "The N-Tuple Bandit Evolutionary
Algorithm for Game Agent Optimisation", 2018), made for noisy, costly fitness: a batch of a
few games says little on its own, so every result is added to statistics kept per value of
each weight alone (1-tuples), per values of each pair of weights (2-tuples) and per whole
point (the N-tuple). Each iteration plays the current point's batch, adds it, then draws
``neighbours`` mutations of the point and moves to the one whose tuple statistics promise
most (the mean of its tuples' upper confidence bounds, UCB1 with exploration ``k``). At the
end the point recommended is the evaluated one whose tuples' plain means are best.

Fitness of a batch: the tuned level's score (wins, draws half, over the batch) plus
``margin_weight`` times its mean points margin, which moves with every point where a win
moves only at the victory line. Seeds: batch ``i`` plays seeds ``seed + i * pairs`` onwards;
the held-out range :data:`HELD_OUT` (where strength is measured, docs/ai.md) is refused, so
tuning never sees it.
"""

from __future__ import annotations

import itertools
import json
import math
import random
import statistics
import sys
import time
from collections.abc import Callable, Mapping, Sequence
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from qtwargame.ai.weights import GENERIC
from qtwargame.cli_words import T
from qtwargame.engine.text import Msg

#: The seeds strength is measured on (docs/ai.md, "Measured"), chosen once: never tuned on.
HELD_OUT = range(20_000, 30_000)

#: Multiples of a weight's default it may take (a weight whose default is 0 takes
#: :data:`NEW_VALUES`). ``points`` stays 1: the scale the others are measured in.
MULTIPLES = (0.0, 0.5, 1.0, 1.5, 2.0, 3.0)
NEW_VALUES = (0.0, 0.25, 0.5, 1.0, 2.0)
FIXED = ("points",)


@dataclass(frozen=True)
class Dimension:
    name: str
    values: tuple[float, ...]


def space(defaults: Mapping[str, float] = GENERIC, names: Sequence[str] | None = None,
          limits: Mapping[str, float] | None = None) -> list[Dimension]:
    """One dimension per weight in ``names`` (default: every weight of ``defaults``, the
    game's declared weights, but ``points``), without the values above its limit
    (``limits``: :func:`qtwargame.ai.weights.limits`)."""
    chosen = [n for n in defaults if n not in FIXED] if names is None else list(names)
    out = []
    for n in chosen:
        d = defaults[n]
        vals = tuple(round(d * m, 6) for m in MULTIPLES) if d else NEW_VALUES
        top = (limits or {}).get(n)
        if top is not None:
            vals = tuple(v for v in vals if v <= top)
        out.append(Dimension(n, vals))
    return out


Point = tuple[int, ...]  # an index into each dimension's values


@dataclass
class _Stat:
    n: int = 0
    total: float = 0.0

    @property
    def mean(self) -> float:
        return self.total / self.n if self.n else 0.0


@dataclass
class NTBEA:
    """The bandit's statistics over ``dims`` and its moves (see the module docstring)."""

    dims: Sequence[Dimension]
    k: float = 2.0
    neighbours: int = 50
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    pairs_too: bool = True

    def __post_init__(self) -> None:
        d = len(self.dims)
        self.tuples: list[tuple[int, ...]] = [(i,) for i in range(d)]
        if self.pairs_too and d > 2:
            self.tuples += list(itertools.combinations(range(d), 2))
        if d > 1:
            self.tuples.append(tuple(range(d)))
        self.stats: list[dict[tuple[int, ...], _Stat]] = [{} for _ in self.tuples]
        self.evaluated: list[tuple[Point, float]] = []

    def add(self, point: Point, fitness: float) -> None:
        self.evaluated.append((point, fitness))
        for t, table in zip(self.tuples, self.stats):
            st = table.setdefault(tuple(point[i] for i in t), _Stat())
            st.n += 1
            st.total += fitness

    def estimate(self, point: Point, k: float | None = None) -> float:
        """The mean over the tuples of each one's mean plus ``k`` times its UCB1 bonus (an
        unseen tuple value counts as its bonus for one visit in ``1e-6``)."""
        k = self.k if k is None else k
        n_all = len(self.evaluated)
        total = 0.0
        for t, table in zip(self.tuples, self.stats):
            st = table.get(tuple(point[i] for i in t))
            n = st.n if st else 0
            mean = st.mean if st else 0.0
            total += mean + k * math.sqrt(math.log(n_all + 1) / (n + 1e-6))
        return total / len(self.tuples)

    def mutate(self, point: Point) -> Point:
        """``point`` with each value redrawn with chance 1/d, at least one changed."""
        d = len(self.dims)
        out = list(point)
        changed = False
        for i in range(d):
            if len(self.dims[i].values) > 1 and self.rng.random() < 1.0 / d:
                out[i] = self._other(i, out[i])
                changed = True
        if not changed:
            i = self.rng.choice([j for j in range(d) if len(self.dims[j].values) > 1])
            out[i] = self._other(i, out[i])
        return tuple(out)

    def _other(self, i: int, current: int) -> int:
        return self.rng.choice([j for j in range(len(self.dims[i].values)) if j != current])

    def next_point(self, current: Point) -> Point:
        """The most promising of ``neighbours`` distinct mutations of ``current``."""
        seen: set[Point] = set()
        best: tuple[float, Point] | None = None
        for _ in range(self.neighbours * 3):
            if len(seen) >= self.neighbours:
                break
            cand = self.mutate(current)
            if cand in seen:
                continue
            seen.add(cand)
            v = self.estimate(cand)
            if best is None or v > best[0]:
                best = (v, cand)
        return best[1] if best is not None else current

    def recommended(self) -> Point:
        """The evaluated point whose tuple means (no exploration bonus) are best."""
        points = {p for p, _ in self.evaluated}
        return max(sorted(points), key=lambda p: self.estimate(p, k=0.0))

    def marginal_best(self) -> Point:
        """Each weight at its value with the best mean alone (the 1-tuples), among the
        values played."""
        out = []
        for i in range(len(self.dims)):
            seen = self.stats[i]
            out.append(max(sorted(j for (j,) in seen), key=lambda j: seen[(j,)].mean)
                       if seen else 0)
        return tuple(out)

    def finalists(self, top: int = 3, also: Sequence[Point] = ()) -> list[Point]:
        """The ``top`` evaluated points by their tuple means, the marginal best and
        ``also`` (e.g. the defaults), each once, in that order."""
        ranked = sorted(sorted({p for p, _ in self.evaluated}),
                        key=lambda p: -self.estimate(p, k=0.0))[:top]
        out: list[Point] = []
        for p in [*ranked, self.marginal_best(), *also]:
            if p not in out:
                out.append(p)
        return out

    def weights(self, point: Point) -> dict[str, float]:
        return {d.name: d.values[i] for d, i in zip(self.dims, point)}

    def point_of(self, weights: Mapping[str, float]) -> Point:
        """The grid point of ``weights`` (each weight's nearest value)."""
        return tuple(min(range(len(d.values)), key=lambda j: abs(d.values[j] - weights[d.name]))
                     for d in self.dims)


@dataclass
class Batch:
    """One batch's games: the seeds, the score, the mean margin and the fitness."""

    iteration: int  # the search's batch, or the finalist's number in the validation
    weights: dict[str, float]
    seeds: tuple[int, int]  # first, last
    games: int
    score: float
    margin: float
    fitness: float
    seconds: float
    stage: str = "search"  # or "validation"


def seeds_problem(seed: int, iterations: int, pairs: int, validate: int = 0) -> Msg | None:
    """Why the seeds ``seed``..``seed + iterations * pairs + validate - 1`` may not be tuned
    on, as a message (``check_seeds``: in English)."""
    last = seed + iterations * pairs + validate - 1
    if seed < 0:
        return T("--seed must not be negative, not {n}", n=seed)
    if seed <= HELD_OUT.stop - 1 and last >= HELD_OUT.start:
        return T("seeds {first}-{last} overlap the held-out range {start}-{stop}, where "
                 "strength is measured and which is never tuned on", first=seed, last=last,
                 start=HELD_OUT.start, stop=HELD_OUT.stop - 1)
    return None


def check_seeds(seed: int, iterations: int, pairs: int, validate: int = 0) -> str | None:
    """Why the seeds ``seed``..``seed + iterations * pairs + validate - 1`` may not be tuned
    on."""
    why = seeds_problem(seed, iterations, pairs, validate)
    return why.format(None) if why is not None else None


def play_batch(scenario: str, sides: Sequence[str], level: str, opponent: str,
               weights: Mapping[str, float], pairs: int, seed: int, pool: Executor | None,
               budget: Mapping[str, float] | None = None,
               options: Mapping[str, object] | None = None) -> tuple[float, float, int]:
    """``level`` with ``weights`` against ``opponent`` on ``pairs`` seeds from ``seed``,
    sides swapped: (score, mean margin, games)."""
    from qtwargame.ai.ladder import jobs_for, margin, run_job

    opts = {level: {**dict(budget or {}), "weights": tuple(sorted(weights.items()))}}
    todo = jobs_for(scenario, sides, level, opponent, pairs, seed, dict(options or {}), opts)
    records = list(pool.map(run_job, todo)) if pool is not None else [run_job(j) for j in todo]
    wins = draws = 0.0
    margins = []
    for r in records:
        mine = next(s for s, lv in r.players.items() if lv == level)
        if r.winner is None:
            draws += 1
        elif r.winner == mine:
            wins += 1
        margins.append(margin(r, mine))
    n = len(records)
    return (wins + draws / 2) / n, statistics.fmean(margins), n


def tune(scenario: str, level: str = "oep_strong", opponent: str = "greedy",
         iterations: int = 60, pairs: int = 4, seed: int = 1000, jobs: int = 1,
         k: float = 2.0, neighbours: int = 50, margin_weight: float = 0.02,
         names: Sequence[str] | None = None, tuner_seed: int = 0,
         budget: Mapping[str, float] | None = None, validate: int = 0,
         progress: Callable[[str], None] | None = None,
         start: Mapping[str, float] | None = None,
         on_batch: Callable[[dict[str, float], list[Batch]], None] | None = None,
         say: Callable[[Msg], str] | None = None
         ) -> tuple[dict[str, float], NTBEA, list[Batch]]:
    """Run NTBEA for ``iterations`` batches from ``start`` (default: the declared
    defaults); the recommended weights (every weight: ``start``'s, else the default, where
    not tuned), the bandit and the batches. ``start`` lets a search take up weights tuned
    before (e.g. the shipped ones, with a weight declared since among those searched)
    without throwing away the weights it does not search; its values are put on the grid.

    With ``validate`` pairs, the bandit's finalists (its three best points, the marginal
    best and the defaults: :meth:`NTBEA.finalists`) are each played on the same
    ``validate`` pairs of seeds after the search's, and the one with the best fitness
    there is recommended: the search's own estimate of a point rests on a few noisy
    batches, and the best of many noisy estimates flatters itself. A search from
    ``start`` has ``start`` among its finalists too.

    ``on_batch`` is called after every batch, the search's and the validation's, with the
    weights leading so far (the bandit's recommendation; in the validation, the finalist
    with the best fitness yet) and the batches played, so that a search stopped early
    leaves its record (the ``tune`` verb's ``--json``).

    ``progress`` gets each batch's line in the words of ``say`` (a ``cli_words.Reader``;
    English without it)."""
    from qtwargame.ai.weights import declared, limits
    from qtwargame.engine.game import Game
    from qtwargame.scenario.catalog import load

    words: Callable[[Msg], str] = say or (lambda m: m.format(None))
    why = check_seeds(seed, iterations, pairs, validate)
    if why:
        raise ValueError(why)
    sc = load(scenario)
    sides = [s.id for s in sc.sides]
    game = Game(sc)
    declared_weights = dict(declared(game))
    unknown = sorted(set(start or {}) - set(declared_weights))
    if unknown:
        raise ValueError(f"unknown evaluation weights {', '.join(unknown)}")
    defaults = {**declared_weights, **dict(start or {})}
    bandit = NTBEA(space(declared_weights, names, limits(game)), k=k, neighbours=neighbours,
                   rng=random.Random(tuner_seed))
    current = bandit.point_of(defaults)
    defaults.update(bandit.weights(current))
    batches: list[Batch] = []
    pool = ProcessPoolExecutor(jobs) if jobs > 1 else None
    try:
        for it in range(iterations):
            w = {**defaults, **bandit.weights(current)}
            t0 = time.perf_counter()
            first = seed + it * pairs
            score, mean_margin, n = play_batch(scenario, sides, level, opponent, w, pairs,
                                               first, pool, budget)
            fitness = score + margin_weight * mean_margin
            bandit.add(current, fitness)
            b = Batch(it, w, (first, first + pairs - 1), n, round(score, 4),
                      round(mean_margin, 4), round(fitness, 4),
                      round(time.perf_counter() - t0, 1))
            batches.append(b)
            if progress:
                leading = {**defaults, **bandit.weights(bandit.recommended())}
                progress(words(T(
                    "batch {n}/{of}: seeds {first}-{last}, score {score}, margin {margin}, "
                    "fitness {fitness}, {seconds} s; weights {weights}; best so far {best}",
                    n=it + 1, of=iterations, first=b.seeds[0], last=b.seeds[1],
                    score=f"{score:.3f}", margin=f"{mean_margin:+.2f}",
                    fitness=f"{fitness:.3f}", seconds=b.seconds, weights=_fmt(w),
                    best=_fmt(leading))))
            if on_batch:
                on_batch({**defaults, **bandit.weights(bandit.recommended())}, list(batches))
            current = bandit.next_point(current)
        best: Point = bandit.recommended()
        if validate:
            first = seed + iterations * pairs
            scored: list[tuple[float, int, Point]] = []
            also = [bandit.point_of(defaults), bandit.point_of(declared_weights)]
            for i, p in enumerate(bandit.finalists(also=also)):
                w = {**defaults, **bandit.weights(p)}
                t0 = time.perf_counter()
                score, mean_margin, n = play_batch(scenario, sides, level, opponent, w,
                                                   validate, first, pool, budget)
                fitness = score + margin_weight * mean_margin
                batches.append(Batch(i, w, (first, first + validate - 1), n, round(score, 4),
                                     round(mean_margin, 4), round(fitness, 4),
                                     round(time.perf_counter() - t0, 1), "validation"))
                scored.append((fitness, -i, p))
                if on_batch:
                    on_batch({**defaults, **bandit.weights(max(scored)[2])}, list(batches))
                if progress:
                    progress(words(T(
                        "finalist {n}: seeds {first}-{last}, score {score}, margin {margin}, "
                        "fitness {fitness}; weights {weights}", n=i + 1, first=first,
                        last=first + validate - 1, score=f"{score:.3f}",
                        margin=f"{mean_margin:+.2f}", fitness=f"{fitness:.3f}",
                        weights=_fmt(w))))
            best = max(scored)[2]
    finally:
        if pool is not None:
            pool.shutdown()
    return {**defaults, **bandit.weights(best)}, bandit, batches


def _fmt(w: Mapping[str, float]) -> str:
    return ", ".join(f"{k}={v:g}" for k, v in w.items())


def main(args) -> int:  # type: ignore[no-untyped-def]
    """The ``tune`` verb (see ``qtwargame.cli``): its lines in the reader's words
    (``--lang``), the weights by their names as ``--weights`` takes them, the JSON with
    ids."""
    from qtwargame.ai import level_ids
    from qtwargame.ai.weights import TUNED_LEVELS, WeightsError, declared, path_for, write
    from qtwargame.ai.weights import load as load_weights
    from qtwargame.atomic import write_atomic
    from qtwargame.cli_common import output_problem
    from qtwargame.cli_words import Reader
    from qtwargame.engine.game import Game
    from qtwargame.scenario.catalog import load

    say = Reader.of(args)

    def fail(msg: Msg | str) -> int:
        print(f"qtwargame: {say(msg)}", file=sys.stderr)
        return 2

    if args.level not in TUNED_LEVELS:
        return fail(T("--level must be one of {levels} (the levels that play with tuned "
                      "weights), not '{given}'", levels=", ".join(TUNED_LEVELS),
                      given=args.level))
    if args.opponent not in level_ids():
        return fail(T("--opponent must be one of {levels}, not '{given}'",
                      levels=", ".join(level_ids()), given=args.opponent))
    for option, n in (("--iterations", args.iterations), ("--pairs", args.pairs)):
        if n < 1:
            return fail(T("{option} must be at least 1, not {n}", option=option, n=n))
    validate = args.validate
    if validate < 0:  # else the search's batches, then a ZeroDivisionError on no games
        return fail(T("{option} must be 0 or more, not {n}", option="--validate", n=validate))
    why = seeds_problem(args.seed, args.iterations, args.pairs, validate)
    if why:
        return fail(why)
    scenario = load(args.scenario)
    defaults = declared(Game(scenario))
    names = [n.strip() for n in args.weights.split(",") if n.strip()] if args.weights else None
    unknown = [n for n in names or () if n not in defaults or n in FIXED]
    if unknown:
        return fail(T("--weights: no tunable weight {unknown} (weights: {weights})",
                      unknown=", ".join(unknown),
                      weights=", ".join(n for n in defaults if n not in FIXED)))
    start = None
    if getattr(args, "from_tuned", False):
        from qtwargame.ai.weights import tuned

        start = tuned(Game(scenario), args.level)
        if start is None:
            return fail(T("--from-tuned: no tuned weights for {level} ({id}) on the "
                          "{ruleset} ruleset", level=say.level(args.level), id=args.level,
                          ruleset=scenario.ruleset))
        start = dict(start)
    problem = output_problem(args.json, say) if args.json else None
    if problem is not None:  # said now, not after the first batch
        return fail(problem)
    if args.write:  # a weights file the recommendation cannot go into: said before the games
        try:
            load_weights(path_for(scenario.ruleset), defaults)
        except WeightsError as e:
            return fail(e.msg)
        problem = output_problem(str(path_for(scenario.ruleset)), say)
        if problem is not None:
            return fail(problem)
    last = args.seed + args.iterations * args.pairs + validate - 1
    searched = [d.name for d in space(defaults, names)]  # the dimensions ``tune`` searches

    def record(best: dict[str, float], batches: list[Batch], finished: bool) -> dict[str, Any]:
        """The provenance and what ``--json`` holds: so far, or (``finished``) at the end."""
        provenance: dict[str, Any] = {
            "method": "NTBEA", "scenario": args.scenario, "opponent": args.opponent,
            "seeds": [args.seed, last], "batches": args.iterations,
            "validation_pairs": validate, "games": sum(b.games for b in batches), "k": args.k,
            "neighbours": args.neighbours, "margin_weight": args.margin_weight,
            "tuner_seed": args.tuner_seed}
        if start is not None:
            provenance["start"] = {n: v for n, v in start.items() if v != defaults[n]}
            provenance["searched"] = searched
        return {"finished": finished, "recommended": best,
                "changes": {n: v for n, v in best.items() if v != defaults[n]},
                "provenance": provenance, "batches": [b.__dict__ for b in batches]}

    def keep(best: dict[str, float], batches: list[Batch], finished: bool = False) -> None:
        # after every batch, so that a search stopped early leaves what it played; atomic,
        # so that a reader sees the last whole record
        if args.json:
            write_atomic(args.json, json.dumps(record(best, batches, finished), indent=1))

    best, bandit, batches = tune(args.scenario, args.level, args.opponent, args.iterations,
                                 args.pairs, args.seed, args.jobs, args.k, args.neighbours,
                                 args.margin_weight, names, args.tuner_seed,
                                 validate=validate,
                                 progress=None if args.quiet else (lambda s: print(s, flush=True)),
                                 start=start, on_batch=keep, say=say)
    done = record(best, batches, True)
    print(say(T("recommended for {level} on the {ruleset} ruleset: {weights} "
                "({batches:# batch|# batches}, {games:# game|# games})",
                level=say.level(args.level),
                ruleset=scenario.ruleset, weights=_fmt(best), batches=len(batches),
                games=done["provenance"]["games"])))
    keep(best, batches, True)
    if args.write:
        path = path_for(scenario.ruleset)
        try:
            write(path, args.level, done["changes"], done["provenance"], defaults)
        except WeightsError as e:  # the file changed during the search
            print(f"qtwargame: {say(e.msg)}", file=sys.stderr)
            return 1
        except OSError as e:
            print("qtwargame: " + say(T("{file}: cannot write: {reason}", file=str(path),
                                        reason=say.os_reason(e))), file=sys.stderr)
            return 1
        print(say(T("written to {file}", file=str(path))))
    return 0


__all__ = ["NTBEA", "Dimension", "Batch", "HELD_OUT", "space", "tune", "play_batch",
           "check_seeds", "seeds_problem", "main"]
