"""Record the golden saved games: seeded random whole games of every bundled scenario,
and a game stopped in the middle of each decision kind the random game met.

Run from the repository root before a refactor of shared code (``python -m
tests.data.golden.record``); ``tests/test_golden_saves.py`` then proves the saves still
load and replay to the state hash recorded in them. Re-recording is only right when a
rules change is meant to change games, and the commit must say so.
"""

from __future__ import annotations

import random
from pathlib import Path

from qtwargame.engine import savegame
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.scenario.io import load_scenario
from qtwargame.simulate import RandomPlayer

HERE = Path(__file__).resolve().parent
SCENARIOS = HERE.parents[2] / "scenarios"
SEEDS = {"river_crossing": (3, 4), "defiant_russia": (7,), "blitzkrieg_moscow_2": (7, 8),
         "red_vengeance": (7,), "shin_barbarossa": (1, 2, 4)}
#: The seeds whose game is also cut at each decision kind (all of them unless named here):
#: a Shin Barbarossa save holds its 400 kB scenario, so only one game is cut.
CUT_SEEDS = {"shin_barbarossa": (1,)}
#: Decision kinds the games above no longer meet, cut from another seed's random game (only
#: the actions up to that decision are saved, in ``SCENARIO-SEED-at-KIND``): Red Vengeance's
#: seed 7 met the Home Army (11.7) until a leader stopped going with the units that left
#: him (6.1), which changed its game.
#: Shin Barbarossa's seed 1 met a step loss (``loss``) and the Axis's defensive air (14.1)
#: until session 87's rules audit (a supply center takes no step, 13.5; the whole defending
#: stack may advance, 10.7.2) changed its game; the first seed to meet defensive air since
#: was 48, until session 88's 13.5 (a supply center standing alone in Soviet ZOC is removed
#: at once; 13.7 places one back there only beside an Axis combat unit) changed that game
#: too, in its turn 1: the first seed to meet it since is 61.
EXTRA_CUTS = {"red_vengeance": {"home_army": 8},
              "shin_barbarossa": {"loss": 2, "defensive_air": 61}}


def record(only: tuple[str, ...] = ()) -> list[Path]:
    """Record the saves of every scenario in ``SEEDS`` (or only of those named: a newly
    bundled scenario gets its saves without re-recording the others)."""
    written = []
    for sid, seeds in SEEDS.items():
        if only and sid not in only:
            continue
        game = Game(load_scenario(SCENARIOS / f"{sid}.json"))
        for seed in seeds:
            state, log = game.new_state(seed)
            history = History(game, state, log)
            player = RandomPlayer(random.Random(seed))
            cut_points: dict[str, int] = {}
            while not history.state.over:
                s = history.state
                if s.pending is not None and s.pending.kind not in cut_points:
                    cut_points[s.pending.kind] = len(history.steps)
                history.submit(player.choose(game, s, game.legal_actions(s)))
            out = HERE / f"{sid}-{seed}.qtwsave"
            savegame.save(out, history, seed)
            written.append(out)
            # one save stopped at the first occurrence of each pending decision kind
            if seed not in CUT_SEEDS.get(sid, seeds):
                continue
            for kind, k in sorted(cut_points.items()):
                part = History(game, history.initial, list(history.initial_entries))
                part.steps = history.steps[:k]
                out = HERE / f"{sid}-{seed}-at-{kind}.qtwsave"
                savegame.save(out, part, seed)
                written.append(out)
        for kind, seed in EXTRA_CUTS.get(sid, {}).items():
            written.append(_cut_at(game, sid, seed, kind))
    return written


def _cut_at(game: Game, sid: str, seed: int, kind: str) -> Path:
    """The seeded random game of ``seed`` saved as far as its first ``kind`` decision."""
    state, log = game.new_state(seed)
    history = History(game, state, log)
    player = RandomPlayer(random.Random(seed))
    while history.state.pending is None or history.state.pending.kind != kind:
        if history.state.over:
            raise ValueError(f"{sid} seed {seed}: the game ended with no {kind} decision")
        s = history.state
        history.submit(player.choose(game, s, game.legal_actions(s)))
    out = HERE / f"{sid}-{seed}-at-{kind}.qtwsave"
    savegame.save(out, history, seed)
    return out


if __name__ == "__main__":
    import sys

    for p in record(tuple(sys.argv[1:])):
        print(p.relative_to(HERE.parents[2]), p.stat().st_size)
