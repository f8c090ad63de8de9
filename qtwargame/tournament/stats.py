"""What a batch of games says: win rates with Wilson intervals, lengths, victory points and
losses by turn, combat results.

:func:`summarize` reads game records (see :mod:`qtwargame.tournament.play`) in index order
and returns plain JSON data; it never looks at the time a game took, so the same games give
the same summary wherever they were played.
"""

from __future__ import annotations

import math
import statistics
from collections import Counter, defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

#: z for a two-sided 95% interval.
Z95 = 1.959963984540054


def wilson(successes: int, n: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (``(0, 1)`` when ``n`` is 0)."""
    if n <= 0:
        return 0.0, 1.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def quantile(values: Sequence[float], q: float) -> float:
    """Linear-interpolated quantile (the same as numpy's default) of a non-empty list."""
    ordered = sorted(values)
    pos = (len(ordered) - 1) * q
    lo = math.floor(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def _spread(values: Sequence[float]) -> dict[str, float]:
    if not values:
        return {"n": 0}
    return {"n": len(values), "mean": round(statistics.fmean(values), 4),
            "median": round(quantile(values, 0.5), 4), "p10": round(quantile(values, 0.1), 4),
            "p90": round(quantile(values, 0.9), 4), "min": min(values), "max": max(values)}


def rate(wins: int, n: int) -> dict[str, Any]:
    lo, hi = wilson(wins, n)
    return {"wins": wins, "rate": round(wins / n, 4) if n else 0.0,
            "ci95": [round(lo, 4), round(hi, 4)]}


#: The tallies of a side's combats, each a Counter by key: results (table codes, or hits
#: taken attacker:defender in dice games), table columns, and steps lost and units
#: eliminated by role.
COMBAT_TALLIES = ("results", "columns", "steps_lost", "eliminated")


@dataclass
class _Combats:
    """One side's combats over the games summed."""

    count: int = 0
    retreats: int = 0
    tallies: dict[str, Counter[str]] = field(
        default_factory=lambda: {key: Counter() for key in COMBAT_TALLIES})


def intervals_overlap(a: list[float], b: list[float]) -> bool:
    return a[0] <= b[1] and b[0] <= a[1]


def summarize(records: list[dict[str, Any]], sides: list[str]) -> dict[str, Any]:
    """The summary of finished games (records in any order; they are sorted by index)."""
    records = sorted(records, key=lambda r: r["index"])
    n = len(records)
    by_side = Counter(r["winner"] for r in records)
    by_player = Counter(r["winner_player"] for r in records)
    wins_by_side = {s: rate(by_side[s], n) for s in sides}
    wins_by_side["draw"] = rate(by_side[None], n)
    wins_by_player = {p: rate(by_player[p], n) for p in ("A", "B")}
    wins_by_player["draw"] = rate(by_player[None], n)
    results = Counter(f"{r['winner'] or 'draw'} {r['level']}" for r in records)

    vp: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for r in records:
        for row in r["vp_by_turn"]:
            for s in sides:
                vp[row["turn"]][s].append(row[s])
    lost: dict[int, dict[str, list[int]]] = defaultdict(lambda: defaultdict(list))
    for r in records:
        for row in r["losses_by_turn"]:
            for s in sides:
                lost[row["turn"]][s].append(row[s])
    losses: dict[str, Counter] = {s: Counter() for s in sides}
    attacks: Counter = Counter()
    combats = {s: _Combats() for s in sides}
    for r in records:
        for s in sides:
            losses[s].update(r["losses"].get(s, {}))
            attacks[s] += r["attacks"].get(s, 0)
            c, rc = combats[s], r["combats"][s]
            c.count += rc["count"]
            c.retreats += rc["retreats"]
            for key in COMBAT_TALLIES:
                c.tallies[key].update(rc[key])
    return {
        "games": n,
        "errors": sum(1 for r in records if r["error"]),
        "wins_by_side": wins_by_side,
        "wins_by_player": wins_by_player,
        "results": dict(sorted(results.items())),
        "length": {
            "turns": _spread([r["turns"] for r in records]),
            "actions": _spread([r["actions"] for r in records]),
            "ended_on_turn": {str(t): c for t, c in sorted(Counter(r["turns"]
                                                                   for r in records).items())},
        },
        "vp_by_turn": [{"turn": t, **{s: _spread(vp[t][s]) for s in sides}} for t in sorted(vp)],
        "losses": {s: {"total": sum(losses[s].values()),
                       "per_game": round(sum(losses[s].values()) / n, 4) if n else 0.0,
                       "by_type": dict(sorted(losses[s].items()))} for s in sides},
        # Losses in a turn are averaged over every game still going in that turn.
        "losses_by_turn": [{"turn": t, **{s: _spread(lost[t][s]) for s in sides}}
                           for t in sorted(lost)],
        "attacks": {s: attacks[s] for s in sides},
        # Combats by attacking side: results (table codes, or hits taken attacker:defender
        # in dice games), table columns, and per combat the steps each role lost.
        "combats": {s: _combats(combats[s]) for s in sides},
    }


def _combats(c: _Combats) -> dict[str, Any]:
    n = c.count
    roles = ("attacker", "defender")
    lost, eliminated = c.tallies["steps_lost"], c.tallies["eliminated"]
    return {"count": n, "results": dict(sorted(c.tallies["results"].items())),
            "columns": dict(sorted(c.tallies["columns"].items())),
            "steps_lost": {r: lost[r] for r in roles},
            "steps_lost_per_combat": {r: round(lost[r] / n, 4) if n else 0.0 for r in roles},
            "eliminated": {r: eliminated[r] for r in roles},
            "retreats": c.retreats}
