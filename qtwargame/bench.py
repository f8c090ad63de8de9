"""Benchmarks: figures printed by ``qtwargame bench``, never asserted in tests.

Every figure is CPU time of the process (:data:`clock`): the machines are shared, and a
wall clock there measures the neighbours too. Every query is timed three ways, because a
player never asks twice about the same state:

- **warm**: the same state asked again (every per-state cache hits; the least honest);
- **fresh**: a new state made by a real action from the one before it, the rules' memos as
  play left them (what a player or a bot meets after every action);
- **cold**: the same fresh state asked of a new :class:`Game` of the same scenario, so no
  memo of the rules helps (the first question after loading, or after a memo overflows).

Queries are asked where they mean something: in each phase in which the random player
moved units (a real Defiant Russia Soviet movement phase, a Blitzkrieg to Moscow 2
movement phase...), once on the state that opens the phase (its first question) and once
in the middle of it. ``docs/performance.md`` keeps the goals and the latest figures.
"""

from __future__ import annotations

import copy
import gc
import json
import random
import statistics
import tempfile
import time
import tracemalloc
from collections.abc import Callable
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Any

from qtwargame.engine import paths, savegame
from qtwargame.engine.actions import Action, Move
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.simulate import RandomPlayer, play_one


def _stats(samples: list[float]) -> dict[str, float]:
    ordered = sorted(samples)
    p95 = ordered[min(len(ordered) - 1, int(round(0.95 * (len(ordered) - 1))))]
    return {"median": round(statistics.median(ordered), 4), "p95": round(p95, 4),
            "n": len(ordered)}


#: The clock of every figure: the process's CPU time. The machines these figures come from
#: are shared, and wall time there counts whatever else ran meanwhile.
clock = time.process_time


def _time_ms(fn: Callable[[], object]) -> float:
    t = clock()
    fn()
    return (clock() - t) * 1000


def _time_ms_collected(fn: Callable[[], object]) -> float:
    """:func:`_time_ms` after a garbage collection, so a collection that the set-up's
    allocations (a new game) made due does not land in the figure."""
    gc.collect()
    return _time_ms(fn)


# -- where to measure -----------------------------------------------------------------------


@dataclass
class _Done:
    action: Action
    before: GameState
    after: GameState


@dataclass
class Point:
    """A state to ask questions of, with the state and the real action that made it."""

    label: str  # "<phase>/first" or "<phase>/mid"
    before: GameState
    action: Action
    state: GameState
    movers: list[str]  # units the random player moved in this phase


def random_history(game: Game, seed: int, max_actions: int = 100_000) -> tuple[History, int]:
    """A whole game played by the random player (the simulator's), its history kept."""
    state, entries = game.new_state(seed)
    history = History(game, state, entries)
    player = RandomPlayer(random.Random(seed * 7919 + 1))
    for _ in range(max_actions):
        s = history.state
        if s.over:
            break
        history.submit(player.choose(game, s, game.legal_actions(s)))
    return history, seed


def phase_points(history: History) -> list[Point]:
    """For each phase id in which units were moved (at least three moves), the first such
    phase from turn 2 on (else the first at all): the state that opens it and the state
    half way through its moves."""
    steps = [_Done(step.action, before, after) for step, before, after in history.walk()]
    groups: list[tuple[tuple, int, int]] = []  # (turn, phase, active), first step, last step
    for i, st in enumerate(steps):
        key = (st.after.turn, st.after.phase, st.after.active)
        if groups and groups[-1][0] == key:
            groups[-1] = (key, groups[-1][1], i)
        else:
            groups.append((key, i, i))
    chosen: dict[str, tuple] = {}
    for key, first, last in groups:
        moves = [j for j in range(first + 1, last + 1)
                 if isinstance(steps[j].action, Move) and steps[j].before.pending is None]
        if len(moves) < 3:
            continue
        phase = key[1]
        if phase not in chosen or (chosen[phase][0][0] < 2 <= key[0]):
            chosen[phase] = (key, first, moves)
    out = []
    for phase, (_key, first, moves) in sorted(chosen.items()):
        movers = sorted({steps[j].action.unit for j in moves})
        opening = steps[first]
        out.append(Point(f"{phase}/first", opening.before, opening.action, opening.after, movers))
        mid = steps[moves[len(moves) // 2] - 1]
        out.append(Point(f"{phase}/mid", mid.before, mid.action, mid.after, movers))
    return out


def _unmoved(game: Game, state: GameState, movers: list[str]) -> list[str]:
    return [u for u in movers if state.units[u].status == ON_MAP
            and "moved" not in state.units[u].flags] or movers


# -- the three ways of asking -------------------------------------------------------------


def _three_ways(game: Game, point: Point, ask: Callable[[Game, GameState], object],
                repeats: int) -> dict[str, dict]:
    fresh, cold = [], []
    ask(game, point.state)
    warm = [_time_ms(lambda: ask(game, point.state)) for _ in range(repeats)]
    for _ in range(max(repeats // 2, 3)):
        s, _ = game.apply(point.before, point.action)
        fresh.append(_time_ms(partial(ask, game, s)))
    for _ in range(max(repeats // 4, 3)):
        s, _ = game.apply(point.before, point.action)
        g2 = Game(game.scenario, game.options, revision=game.revision)
        cold.append(_time_ms_collected(partial(ask, g2, s)))
    return {"warm": _stats(warm), "fresh": _stats(fresh), "cold": _stats(cold)}


def point_figures(game: Game, point: Point, repeats: int = 20) -> dict[str, Any]:
    rng = random.Random(1)
    units = _unmoved(game, point.state, point.movers)
    side = point.state.active
    out: dict[str, Any] = {"actions": len(game.legal_actions(point.state))}
    out["legal_actions_ms"] = _three_ways(game, point, lambda g, s: g.legal_actions(s), repeats)
    out["legal_actions_for_unit_ms"] = _three_ways(
        game, point, lambda g, s: g.legal_actions_for(s, unit=rng.choice(units)), repeats * 2)
    out["reachable_ms"] = _three_ways(
        game, point, lambda g, s: g.ruleset.reachable(g, s, rng.choice(units)), repeats * 2)
    out["supply_ms"] = _three_ways(
        game, point, lambda g, s: g.ruleset.supply_status(g, s, side), repeats)
    return out


# -- reachable against networkx -------------------------------------------------------------


def _weighted_graph(game: Game, seed: int) -> dict:
    """The board's adjacency with seeded costs of 1-3 per hex entered (the same numbers
    for every search compared)."""
    rng = random.Random(seed)
    board = game.board
    cost = {h: rng.choice((1, 1, 1, 2, 2, 3)) for h in board.terrain}
    return {h: [(n, float(cost[n])) for n in board.neighbors(h)] for h in board.terrain}


def reachable_vs_networkx(game: Game, seed: int = 1, repeats: int = 40) -> dict[str, Any]:
    """The engine's searches and networkx's Dijkstra on the same weighted graph, in the
    same run: median times and the ratio networkx / engine (above 1: the engine is
    faster). ``budget`` is a typical movement allowance; ``whole`` searches the map."""
    try:
        import networkx as nx
    except ImportError:
        return {"skipped": "networkx is not installed (pip install 'qtwargame[bench]')"}
    adj = _weighted_graph(game, seed)
    graph = nx.DiGraph()
    for h, out in adj.items():
        for n, c in out:
            graph.add_edge(h, n, weight=c)
    graph_ids = paths.Graph(adj)
    starts = random.Random(seed).sample(sorted(adj), min(20, len(adj)))
    costs = {(h, n): c for h, out in adj.items() for n, c in out}

    def step_cost(a, b):
        return costs[(a, b)]

    result: dict[str, Any] = {}
    for name, budget in (("budget_8", 8.0), ("whole", float("inf"))):
        t_nx, t_adj, t_cb = [], [], []
        for i in range(repeats):
            s = starts[i % len(starts)]
            t_nx.append(_time_ms(partial(nx.single_source_dijkstra_path_length, graph, s, cutoff=budget)))
            t_adj.append(_time_ms(partial(graph_ids.search, s, budget)))
            t_cb.append(_time_ms(partial(paths.reachable, s, budget, game.board.neighbors, step_cost)))
        a = graph_ids.search(starts[0], budget)
        b = nx.single_source_dijkstra_path_length(graph, starts[0], cutoff=budget)
        same = {h: c for h, (c, _) in a.items()} == {h: float(c) for h, c in b.items()}
        nx_ms, adj_ms, cb_ms = (statistics.median(x) for x in (t_nx, t_adj, t_cb))
        result[name] = {"hexes": len(a), "same_result": same,
                        "networkx_ms": round(nx_ms, 4), "search_ms": round(adj_ms, 4),
                        "reachable_ms": round(cb_ms, 4),
                        "ratio_networkx_over_search": round(nx_ms / adj_ms, 2),
                        "ratio_networkx_over_reachable": round(nx_ms / cb_ms, 2)}
    return result


# -- whole games, saves and history memory ------------------------------------------------


def history_memory(game_factory: Callable[[], Game], seed: int) -> dict[str, Any]:
    """Bytes the undo history holds per action over a whole random game (tracemalloc:
    what is freed when the history is dropped, the rules' memos excluded)."""
    game = game_factory()
    history, _ = random_history(game, seed)
    actions = [game.encode(a) for a in history.actions]
    game = game_factory()
    gc.collect()
    tracemalloc.start()
    state, entries = game.new_state(seed)
    h = History(game, state, entries)
    for data in actions:
        h.submit(game.decode(data))
    gc.collect()
    with_history = tracemalloc.get_traced_memory()[0]
    n = len(h.steps)
    del h, state, entries
    gc.collect()
    without = tracemalloc.get_traced_memory()[0]
    tracemalloc.stop()
    per = (with_history - without) / max(n, 1)
    return {"actions": n, "kb_per_action": round(per / 1024, 2),
            "mb_per_game": round((with_history - without) / 1024 / 1024, 2)}


def save_whole_game(game_factory: Callable[[], Game], seed: int, folder: Path) -> Path:
    game = game_factory()
    history, _ = random_history(game, seed)
    path = folder / f"{game.scenario.id}-{seed}.qtwsave"
    savegame.save(path, history, seed)
    return path


def load_figures(path: Path, repeats: int = 5) -> dict[str, Any]:
    """Reading and replaying a whole-game save (the engine part of opening it)."""
    times = [_time_ms(lambda: savegame.load(path)) / 1000 for _ in range(repeats)]
    actions = len(json.loads(path.read_text(encoding="utf-8"))["actions"])
    return {"actions": actions, "load_s": _stats(times)}


# -- scaling ----------------------------------------------------------------------------------


def big_classic_scenario(size: int = 100, units: int = 1300, seed: int = 1):
    """The classic ruleset on a ``size`` x ``size`` map with ``units`` units, half a side,
    in two fronts (built from the bundled river crossing scenario's definitions)."""
    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import scenario_from_data

    base = json.loads(catalog.resolve("river_crossing").read_text(encoding="utf-8"))
    data = copy.deepcopy(base)
    rng = random.Random(seed)
    terrains = ["clear"] * 6 + ["forest", "hills", "swamp"]
    data["map"]["grid"]["digits"] = 3
    data["map"]["hexes"] = {f"{c:03d}{r:03d}": rng.choice(terrains)
                            for c in range(1, size + 1) for r in range(1, size + 1)}
    data["map"]["hexsides"] = []
    data["map"]["links"] = []
    data["map"]["cities"] = [{**data["map"]["cities"][0], "hex": f"{size // 2:03d}{size // 2:03d}"}]
    data["map"]["regions"] = []
    data["map"]["control"] = {}
    data["setup_codes"] = []
    template = {s["side"]: s for s in base["units"]}
    out = []
    per_side = units // 2
    cols = {"blue": range(1, size // 2 - 2), "red": range(size // 2 + 3, size + 1)}
    for side in ("blue", "red"):
        hexes = [(c, r) for c in cols[side] for r in range(1, size + 1)]
        for i, (c, r) in enumerate(rng.sample(hexes, per_side)):
            u = copy.deepcopy(template[side])
            u.update(id=f"{side}_{i}", setup={"hex": f"{c:03d}{r:03d}"})
            u.pop("arrival", None)
            out.append(u)
    data["units"] = out
    data["id"] = f"classic_{size}x{size}"
    return scenario_from_data(data, "bench")


def classic_scaling(size: int = 100, units: int = 1300) -> dict[str, Any]:
    game = Game(big_classic_scenario(size, units))
    state, _ = game.new_state(1)
    n = len(game.legal_actions(state))
    times = [_time_ms(lambda: game.legal_actions(state)) / 1000 for _ in range(3)]
    return {"map": f"{size}x{size}", "units": units, "phase": state.phase, "actions": n,
            "legal_actions_s": _stats(times)}


# -- the whole run ------------------------------------------------------------------------------


def run(game_factory: Callable[[], Game], seed: int = 1, games: int = 5,
        repeats: int = 20, scaling: bool = True) -> dict:
    # Whole games first, while the process holds little: a garbage collection's cost grows
    # with everything alive, and the figures below keep whole games alive.
    random_games = []
    for i in range(games):
        gc.collect()
        random_games.append(_time_ms(partial(play_one, game_factory, seed + i, check=False)) / 1000)
    game = game_factory()
    history, _ = random_history(game, seed)
    points = phase_points(history)
    result: dict[str, Any] = {"scenario": game.scenario.id, "seed": seed}
    result["random_game_s"] = _stats(random_games)
    result["phases"] = {p.label: point_figures(game_factory(), p, repeats) for p in points}
    result["reachable_vs_networkx"] = reachable_vs_networkx(game, seed)
    result["history"] = history_memory(game_factory, seed)
    with tempfile.TemporaryDirectory() as tmp:
        path = save_whole_game(game_factory, seed, Path(tmp))
        result["load"] = load_figures(path)
    if scaling and game.scenario.ruleset == "classic":
        result["classic_100x100"] = classic_scaling()
    if scaling and game.scenario.ruleset == "defiant_russia":
        result["supply_100x100"] = dr_supply_scaling()
    if game.scenario.ruleset in DICE_BUCKET:
        result["combat_answers"] = combat_answers_figures(game_factory(), history)
    return result


DICE_BUCKET = ("defiant_russia", "red_vengeance")


def combat_answers_figures(game: Game, history: History, lengths: tuple[int, ...] = (1, 2, 4, 6, 8),
                           limit: int = 40) -> dict[str, Any]:
    """Dice-bucket rulesets: the legal answers to a combat's losses and retreat decisions
    (loss options and retreat options, the questions a computer player asks thousands of
    times a phase), on up to ``limit`` real combat decisions of a random game, each asked
    fresh (a copy of the state, so no per-state cache helps) once for every number of hits
    or hexes in ``lengths`` (the random player's combats are small; a strong attack leaves
    the defender six or eight hits to retreat)."""
    states = [after for _, _, after in history.walk()
              if after.pending is not None and after.pending.kind in ("losses", "retreat")
              and "combat" in after.data][:limit]
    out: dict[str, Any] = {"decisions": len(states)}
    for kind in ("losses", "retreat"):
        per: dict[str, dict] = {}
        for n in lengths:
            samples = []
            for st in states:
                if st.pending is None or st.pending.kind != kind:  # kept above: never None
                    continue
                s = copy.deepcopy(st)
                c = s.data["combat"]
                if kind == "losses":
                    c["left"], c["taken"] = n, max(c["taken"], 1)
                else:
                    c["retreat"][c["order"][c["at"]]] = n
                    c.pop("retreat_by", None)
                samples.append(_time_ms(partial(game.legal_actions, s)))
            if samples:
                per[str(n)] = _stats(samples)
        out[f"{kind}_ms_by_hexes"] = per
    return out


def big_dr_scenario(size: int = 100, units: int = 600, seed: int = 1):
    """A Defiant Russia-style ``size`` x ``size`` map: the bundled map kept where it is
    (rows 10-45, columns 1-24), clear land around it to ``size`` rows and columns, a grid
    of rail lines every five rows and ten columns joined to both supply edges, and
    ``units`` more infantry (half a side) on the new land."""
    import re

    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import scenario_from_data

    data = json.loads(catalog.resolve("defiant_russia").read_text(encoding="utf-8"))
    old = set(data["map"]["hexes"])
    label = re.compile(r"^\d{4}$")

    def widen(value):
        if isinstance(value, dict):
            return {widen(k) if isinstance(k, str) else k: widen(v) for k, v in value.items()}
        if isinstance(value, list):
            return [widen(v) for v in value]
        if isinstance(value, str) and label.match(value) and value in old:
            return f"{int(value[:2]):03d}{int(value[2:]):03d}"
        return value

    data = widen(data)
    data["map"]["grid"]["digits"] = 3
    rows, cols = range(10, 10 + size), range(1, size + 1)
    hexes = data["map"]["hexes"]
    for r in rows:
        for c in cols:
            hexes.setdefault(f"{r:03d}{c:03d}", "clear")

    def new(r, c):
        return f"{r:03d}{c:03d}" not in data["map"]["regions"][0]["hexes"] and not (r <= 45 and c <= 24)

    links = data["map"]["links"]
    for r in range(12, 10 + size, 5):
        line = [f"{r:03d}{c:03d}" for c in cols if new(r, c)]
        if len(line) > 1:
            links.append({"kind": "rail", "hexes": line})
    for c in range(30, size + 1, 10):
        links.append({"kind": "rail", "hexes": [f"{r:03d}{c:03d}" for r in rows]})
    regions = {r["id"]: r for r in data["map"]["regions"]}
    regions["edge:soviet_supply"]["hexes"] += [f"{r:03d}{size:03d}" for r in rows]
    regions["edge:axis_supply"]["hexes"] += [f"{r:03d}001" for r in rows if r > 45]
    rng = random.Random(seed)
    template = {u["side"]: u for u in data["units"] if u["type"] == "infantry"}
    spots = {"soviet": [(r, c) for r in rows for c in range(60, size + 1) if new(r, c)],
             "axis": [(r, c) for r in rows if r > 45 for c in range(1, 50)]}
    for side in ("soviet", "axis"):
        for i, (r, c) in enumerate(rng.sample(spots[side], units // 2)):
            u = copy.deepcopy(template[side])
            u.update(id=f"big_{side}_{i}", setup={"hex": f"{r:03d}{c:03d}"})
            u.pop("arrival", None)
            data["units"].append(u)
    data["id"] = f"defiant_russia_{size}x{size}"
    return scenario_from_data(data, "bench")


def dr_supply_scaling(size: int = 100, units: int = 600, repeats: int = 10) -> dict[str, Any]:
    """Supply for each side on :func:`big_dr_scenario`, cold (a new game each time, so
    no memo helps) and fresh (memos of earlier states kept)."""
    scenario = big_dr_scenario(size, units)
    game = Game(scenario)
    state, _ = game.new_state(1)
    out: dict[str, Any] = {"map": f"{size}x{size}", "hexes": len(game.board.terrain),
                           "units_on_map": sum(u.status == ON_MAP for u in state.units.values())}
    for side in game.sides:
        cold = []
        for _ in range(repeats):
            g = Game(scenario)
            s = state.copy()
            cold.append(_time_ms_collected(partial(g.ruleset.supply_status, g, s, side)))
        n = len(game.ruleset.supply_status(game, state, side))
        out[side] = {"units": n, "cold_ms": _stats(cold)}
    return out


def _probes(module: str, cases: list[tuple[str, list[str]]], runs: int) -> dict[str, Any]:
    """Run ``python -m module ARGS`` for each case ``runs`` times, each a fresh process,
    after one warm-up run that compiles the modules into a private bytecode cache (so no
    figure counts compiling). For each case: the run whose ``first_frame`` CPU time is the
    median, with ``first_frame_cpu_s_runs`` (every run's) and
    ``command_to_first_frame_wall_s`` (the parent's wall clock around each whole process,
    interpreter start included; median). A probe that reports ``warm`` (the same opening
    again in the same process) gets the median of its warm ``first_frame`` CPU too. Wall
    clocks count the neighbours on a shared machine; the CPU figures do not."""
    import os
    import subprocess
    import sys

    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as cache:
        env = dict(os.environ, PYTHONPYCACHEPREFIX=cache, QT_QPA_PLATFORM="offscreen")
        env.pop("PYTHONDONTWRITEBYTECODE", None)

        def probe(args: list[str]) -> tuple[float, dict]:
            t0 = time.perf_counter()
            done = subprocess.run([sys.executable, "-m", module, *args], env=env,
                                  capture_output=True, text=True, check=True)
            wall = time.perf_counter() - t0
            return wall, json.loads(done.stdout.strip().splitlines()[-1])

        probe(cases[0][1])  # warm-up: compile every module once
        for key, args in cases:
            rows = sorted((probe(args) for _ in range(runs)),
                          key=lambda r: r[1]["first_frame"]["cpu_s"])
            median = rows[len(rows) // 2][1]
            out[key] = {"command_to_first_frame_wall_s": round(statistics.median(r[0] for r in rows), 3),
                        "first_frame_cpu_s_runs": [r[1]["first_frame"]["cpu_s"] for r in rows],
                        **median}
            if "warm" in median:
                out[key]["warm_first_frame_cpu_s"] = round(statistics.median(
                    r[1]["warm"]["first_frame"]["cpu_s"] for r in rows), 3)
    return out


def editor_open(scenarios: list[str] | None = None, runs: int = 3) -> dict[str, Any]:
    """Opening the editor on each scenario (every bundled one by default), each time in a
    fresh process (:mod:`qtwargame.editor.open_probe`): seconds to the map's first painted
    frame and the steps before it (:func:`_probes`); ``warm``: a second window on the same
    scenario in the same process."""
    from qtwargame.scenario import catalog

    ids = scenarios or [e.id for e in catalog.bundled()]
    return _probes("qtwargame.editor.open_probe", [(sid, [sid]) for sid in ids], runs)


def play_open(scenarios: list[str] | None = None, runs: int = 3, seed: int = 1) -> dict[str, Any]:
    """The play window, each opening a fresh process (:mod:`qtwargame.ui.open_probe`): for
    each scenario (every bundled one by default), ``new_game``: a new game of it, and
    ``open_save``: a saved whole game of it (the random player's, ``seed``; its number of
    ``actions`` given), each until the board's first painted frame (:func:`_probes`);
    ``warm``: the same opening again in the same process."""
    from qtwargame.scenario import catalog

    ids = scenarios or [e.id for e in catalog.bundled()]
    out: dict[str, Any] = {}
    with tempfile.TemporaryDirectory() as tmp:
        cases = []
        actions = {}
        for sid in ids:
            scenario = catalog.load(sid)
            def new_game(sc: Any = scenario) -> Game:
                return Game(sc)

            path = save_whole_game(new_game, seed, Path(tmp))
            actions[sid] = len(json.loads(path.read_text(encoding="utf-8"))["actions"])
            cases += [(f"{sid}/new_game", [sid]), (f"{sid}/open_save", ["--save", str(path)])]
        figures = _probes("qtwargame.ui.open_probe", cases, runs)
    for sid in ids:
        out[sid] = {"new_game": figures[f"{sid}/new_game"],
                    "open_save": {"actions": actions[sid], **figures[f"{sid}/open_save"]}}
    return out
