"""The undo history keeps few states (issue 18: 41 KB per action before) and still answers
every step's ``before`` and ``after`` exactly, remaking forgotten ones from the actions."""

import random

from qtwargame.engine.actions import EndPhase
from qtwargame.engine.game import Game
from qtwargame.engine.history import CHECKPOINT_EVERY, History
from qtwargame.simulate import RandomPlayer


def _played(scenario, seed=3):
    game = Game(scenario)
    state, log = game.new_state(seed)
    history = History(game, state, log)
    player = RandomPlayer(random.Random(seed))
    hashes = [game.hash(state)]
    while not history.state.over:
        history.submit(player.choose(game, history.state, game.legal_actions(history.state)))
        hashes.append(game.hash(history.state))
    return game, history, hashes


def test_every_step_answers_its_states_exactly_though_most_are_forgotten(river_crossing):
    game, history, hashes = _played(river_crossing)
    n = len(history.steps)
    kept = sum(s._after is not None for s in history.steps)
    assert n > 100 and kept <= n // CHECKPOINT_EVERY + 20
    for i in (0, 1, 5, n // 3, n // 2, n - 2, n - 1):
        step = history.steps[i]
        assert game.hash(step.before) == hashes[i]
        assert game.hash(step.after) == hashes[i + 1]
    walked = [game.hash(after) for _, _, after in history.walk()]
    assert walked == hashes[1:]


def test_undo_reaches_back_to_the_phase_start_after_older_states_are_forgotten(river_crossing):
    game, history, _ = _played(river_crossing)
    # replay into a fresh history, stopping after two moves of a movement phase
    replay = History(game, history.initial, list(history.initial_entries))
    for step in history.steps:
        replay.submit(step.action)
        s = replay.state
        last = replay.steps[-1]
        if s.phase.endswith("_move") and s.turn >= 2 and last.same_phase and not last.rolled \
                and len(replay.steps) >= 2 and replay.steps[-2].same_phase \
                and not isinstance(last.action, EndPhase):
            break
    phase_start = replay.steps[-3].after
    assert replay.can_undo()
    replay.undo()
    assert replay.can_undo()
    replay.undo()
    assert replay.state is phase_start
    assert not replay.can_undo() or replay.steps[-1].same_phase
    replay.redo()
    replay.redo()
    n = len(replay.steps)
    assert game.hash(replay.state) == game.hash(history.steps[n - 1].after)


def test_a_history_cut_from_another_plays_on(river_crossing):
    game, history, hashes = _played(river_crossing)
    k = len(history.steps) // 2 + 3
    part = History(game, history.initial, list(history.initial_entries))
    part.steps = history.steps[:k]
    assert game.hash(part.state) == hashes[k]
    part.submit(history.steps[k].action)
    assert game.hash(part.state) == hashes[k + 1]
    assert game.hash(part.steps[-1].before) == hashes[k]
