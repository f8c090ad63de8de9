"""The steps ``test_reach_every_game.py`` stops a golden game at, chosen as its docstring
says: ``python -m tests.ui.reach_samples tests/data/golden/SCENARIO-SEED.qtwsave`` prints
them as ``(step, phase, decision kind or None)``."""

from __future__ import annotations

import sys

from qtwargame.engine import savegame
from qtwargame.engine.actions import Choose
from qtwargame.engine.game import Game


def samples(path) -> list[tuple[int, str, str | None]]:
    saved = savegame.read(path)
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    state, _ = game.new_state(saved.seed, saved.dice_script, saved.generator)
    combos: set = set()
    phases: set[str] = set()
    kinds: set[str] = set()
    out = []
    for i in range(len(saved.actions) + 1):
        if state.over:
            break
        kind = state.pending.kind if state.pending is not None else None
        if kind is not None:
            keep = kind not in kinds
            kinds.add(kind)
        else:
            keep = False
            if state.turn == 1:
                legal = game.legal_actions(state)
                combo = (state.phase, frozenset(a.kind for a in legal),
                         frozenset(a.option for a in legal if isinstance(a, Choose)))
                keep = combo not in combos
                combos.add(combo)
        keep = keep or state.phase not in phases
        phases.add(state.phase)
        if keep:
            out.append((i, state.phase, kind))
        if i < len(saved.actions):
            state, _ = game.apply(state, game.decode(saved.actions[i]))
    return out


if __name__ == "__main__":
    for sample in samples(sys.argv[1]):
        print(sample)
