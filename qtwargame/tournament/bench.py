"""Games per second of a tournament on one and on two local worker processes.

Both runs play the same games (same seeds) in fresh process pools, so the ratio measures
how the batch scales with workers, pool start-up included; the outcomes of the two runs
are compared too, as a check that spreading games over processes changes nothing.
"""

from __future__ import annotations

from typing import Any

from qtwargame.tournament.backends import ProcessBackend
from qtwargame.tournament.batch import BatchSpec, run_batch
from qtwargame.tournament.play import outcome


def run_speedup(spec: BatchSpec, workers: tuple[int, ...] = (1, 2),
                quiet: bool = True) -> dict[str, Any]:
    rates: dict[str, float] = {}
    outcomes = []
    for k in workers:
        result = run_batch(spec, ProcessBackend(k))
        rates[str(k)] = result.summary["timing"]["games_per_second"]
        outcomes.append([outcome(r) for r in result.records])
        if not quiet:
            print(f"{k} worker(s): {spec.games} games in {result.wall_seconds:.2f} s")
    base = rates[str(workers[0])]
    return {
        "scenario": spec.scenario_id,
        "players": list(spec.players),
        "games": spec.games,
        "games_per_second": rates,
        "speedup": {str(k): round(rates[str(k)] / base, 3) if base else 0.0
                    for k in workers[1:]},
        "same_results": all(o == outcomes[0] for o in outcomes[1:]),
    }
