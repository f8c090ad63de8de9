"""A batch of games: its jobs, the run on a backend, and the files it leaves.

:func:`run_batch` plays every job on the backend, passes each record to ``on_record`` as
it arrives, appends it to ``games.jsonl`` at once (so an interrupted batch keeps every
game already finished), and at the end (complete, cancelled or interrupted) writes the
summary and the tables from the finished records put back in index order:

| file | what |
|---|---|
| ``games.jsonl`` | one record per finished game, in the order they finished |
| ``summary.json`` | the batch (scenario, players, seed), ``complete``, the summary, timing |
| ``games.csv`` | one row per game |
| ``turns.csv`` | victory points and losses of every side at the end of every turn of every game |
| ``wins.csv`` | wins by side and by player with Wilson 95% intervals |
| ``losses.csv`` | units lost by side and unit type |
| ``combats.csv`` | combat results by attacking side, with their share of that side's combats |
"""

from __future__ import annotations

import csv
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from qtwargame.atomic import write_atomic
from qtwargame.tournament.play import GameJob, Scenario, make_jobs
from qtwargame.tournament.stats import summarize


@dataclass(frozen=True)
class BatchSpec:
    """What to play: a scenario, two player levels, how many games, the seed."""

    scenario: Scenario
    scenario_id: str
    title: str
    ruleset: str
    sides: tuple[str, ...]
    players: tuple[str, str]
    games: int
    seed: int = 1
    swap: bool = False
    #: (English name, colour) of every side, for tables and plots.
    side_looks: tuple[tuple[str, str], ...] = ()
    #: (id, English name) of every unit type.
    type_names: tuple[tuple[str, str], ...] = ()

    def jobs(self) -> list[GameJob]:
        return make_jobs(list(self.sides), self.players, self.games, self.seed, self.swap)

    def describe(self) -> dict[str, Any]:
        return {"scenario": {"id": self.scenario_id, "title": self.title,
                             "ruleset": self.ruleset, "sides": list(self.sides),
                             "names": {s: look[0] for s, look in zip(self.sides, self.side_looks)},
                             "colours": {s: look[1] for s, look in zip(self.sides,
                                                                       self.side_looks)},
                             "unit_types": dict(self.type_names),
                             "options": dict(self.scenario.options)},
                "players": {"A": self.players[0], "B": self.players[1]},
                "seed": self.seed, "swap": self.swap, "games_requested": self.games}


def spec_for(sc: Any, players: tuple[str, str], games: int, seed: int = 1, swap: bool = False,
             options: dict[str, Any] | None = None) -> BatchSpec:
    """The batch of a scenario model (``qtwargame.scenario.models.Scenario``)."""
    from qtwargame.scenario.io import dumps_scenario

    return BatchSpec(Scenario(dumps_scenario(sc), tuple(sorted((options or {}).items()))),
                     sc.id, sc.title.en, sc.ruleset, tuple(s.id for s in sc.sides),
                     players, games, seed, swap, tuple((s.name.en, s.color) for s in sc.sides),
                     tuple((t.id, t.name.en) for t in sc.unit_types))


@dataclass
class BatchResult:
    spec: BatchSpec
    records: list[dict[str, Any]]
    summary: dict[str, Any]
    complete: bool
    interrupted: bool = False
    cancelled: bool = False
    wall_seconds: float = 0.0
    files: list[Path] = field(default_factory=list)


class Cancelled(Exception):
    """Raised inside the run loop when ``should_stop`` says so."""


def run_batch(spec: BatchSpec, backend: Any, out: str | Path | None = None,
              on_record: Callable[[dict[str, Any], int, int], None] | None = None,
              should_stop: Callable[[], bool] | None = None) -> BatchResult:
    """Play the batch on ``backend``. Ctrl-C or ``should_stop`` ends it early with the
    games finished so far; the files are written either way."""
    jobs = spec.jobs()
    out_dir = Path(out) if out is not None else None
    stream = None
    if out_dir is not None:
        out_dir.mkdir(parents=True, exist_ok=True)
        stream = (out_dir / "games.jsonl").open("w", encoding="utf-8")
    records: list[dict[str, Any]] = []
    interrupted = cancelled = False
    start = time.perf_counter()
    results = backend.results(jobs, spec.scenario)
    try:
        for record in results:
            records.append(record)
            if stream is not None:
                stream.write(json.dumps(record, ensure_ascii=False) + "\n")
                stream.flush()
            if on_record is not None:
                on_record(record, len(records), len(jobs))
            if should_stop is not None and should_stop():
                raise Cancelled
    except KeyboardInterrupt:
        interrupted = True
    except Cancelled:
        cancelled = True
    finally:
        results.close()
        if stream is not None:
            stream.close()
    wall = time.perf_counter() - start
    records.sort(key=lambda r: r["index"])
    complete = len(records) == len(jobs)
    summary = {**spec.describe(), "complete": complete,
               **summarize(records, list(spec.sides)),
               "timing": {"backend": backend.name, "workers": backend.workers,
                          "wall_seconds": round(wall, 3),
                          "game_seconds": round(sum(r["seconds"] for r in records), 3),
                          "games_per_second": round(len(records) / wall, 3) if wall else 0.0}}
    result = BatchResult(spec, records, summary, complete, interrupted, cancelled, wall)
    if out_dir is not None:
        result.files = write_tables(out_dir, result)
    return result


def _csv(path: Path, header: list[str], rows: list[list[Any]]) -> Path:
    import io

    buf = io.StringIO()
    w = csv.writer(buf, lineterminator="\n")
    w.writerow(header)
    w.writerows(rows)
    write_atomic(path, buf.getvalue())
    return path


def write_tables(out_dir: Path, result: BatchResult) -> list[Path]:
    """summary.json and the CSV tables of a batch."""
    sides = list(result.spec.sides)
    s = result.summary
    recs = result.records
    files = [out_dir / "games.jsonl"]
    path = out_dir / "summary.json"
    write_atomic(path, json.dumps(s, ensure_ascii=False, indent=1) + "\n")
    files.append(path)

    def final_vp(r: dict, side: str) -> int:
        return r["vp_by_turn"][-1][side] if r["vp_by_turn"] else 0

    files.append(_csv(
        out_dir / "games.csv",
        ["index", "pair", "swapped", "dice_seed",
         *[f"{x}_player" for x in sides], "winner", "winner_player", "level", "turns",
         "actions", *[f"vp_{x}" for x in sides], *[f"losses_{x}" for x in sides],
         *[f"attacks_{x}" for x in sides], "error", "seconds"],
        [[r["index"], r["pair"], int(r["swapped"]), r["dice_seed"],
          *[f"{r['players'][x]['slot']}:{r['players'][x]['level']}" for x in sides],
          r["winner"] or "", r["winner_player"] or "", r["level"], r["turns"], r["actions"],
          *[final_vp(r, x) for x in sides], *[sum(r["losses"][x].values()) for x in sides],
          *[r["attacks"][x] for x in sides], r["error"] or "", r["seconds"]] for r in recs]))
    rows = []
    for r in recs:
        lost = {row["turn"]: row for row in r["losses_by_turn"]}
        for row in r["vp_by_turn"]:
            for x in sides:
                rows.append([r["index"], row["turn"], x, row[x],
                             lost[row["turn"]][x] if row["turn"] in lost else 0])
    files.append(_csv(out_dir / "turns.csv", ["index", "turn", "side", "vp", "losses"], rows))
    rows = []
    for group, key in (("side", "wins_by_side"), ("player", "wins_by_player")):
        for name, w in s[key].items():
            rows.append([group, name, w["wins"], s["games"], w["rate"], *w["ci95"]])
    files.append(_csv(out_dir / "wins.csv",
                      ["by", "name", "wins", "games", "rate", "ci95_low", "ci95_high"], rows))
    files.append(_csv(out_dir / "losses.csv", ["side", "unit_type", "units", "per_game"],
                      [[x, t, c, round(c / s["games"], 4) if s["games"] else 0.0]
                       for x in sides for t, c in s["losses"][x]["by_type"].items()]))
    files.append(_csv(out_dir / "combats.csv", ["attacker", "result", "count", "share"],
                      [[x, res, c, round(c / s["combats"][x]["count"], 4)]
                       for x in sides for res, c in s["combats"][x]["results"].items()]))
    return files
