"""A plan's play kept with its marks (``players.Played``, what ``OEPPlayer.unstacked`` plays
its plans with) is the plain play (``OEPPlayer.play_plan`` with a ``random.Random(seed)``),
and the plan without one of its actions, played on from the mark before that action
(``Played.without``), is the plain play of that shorter plan: the same end state, the same
actions applied, the generator left in the same state, and so the same values
(``played_value`` against ``plan_value``). On Shin Barbarossa's Soviet movement with units
piled over the stacking limit (its removals among the legal actions), with random plans,
some of whose moves are no longer legal when their turn comes, and plans that end the phase
part way (the play stops there)."""

from __future__ import annotations

import random

from qtwargame.ai import make_player
from qtwargame.ai.players import Played
from qtwargame.ai.world import phase_key, sample_world
from qtwargame.engine.actions import EndPhase, Move, Remove
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, UnitState, state_hash
from tests.ai.scenarios import load
from tests.ai.test_phase_budget import ready


def soviet_movement(game: Game, seed: int, pile: bool = True):
    """The first state as a Soviet movement phase, half the combat units scattered (seeded)
    and (``pile``) five Soviet units piled in one hex."""
    rng = random.Random(seed)
    t = game.cache.topo
    land = [h for h, wet in zip(t.hexes, t.wet) if not wet]
    state = game.new_state(seed)[0].copy()
    state.phase, state.active, state.pending = "soviet_move", "soviet", None
    units = dict(state.units)
    for uid, d in sorted(game.units.items()):
        if d.kind == "unit" and rng.random() < 0.5:
            units[uid] = UnitState(rng.choice(land), rng.randrange(max(1, len(d.steps))), ON_MAP)
    piled = [u for u, x in sorted(units.items()) if x.status == ON_MAP
             and game.units[u].side == "soviet" and game.units[u].kind == "unit"][:5]
    for u in piled[1:] if pile else ():
        units[u] = UnitState(units[piled[0]].hex, units[u].step, ON_MAP)
    state.units = units
    return state


def test_a_play_and_each_play_without_one_action_are_the_plain_plays():
    game = Game(load("shin_barbarossa"), {})
    player = ready(make_player("oep", "soviet", 5), game)
    label = game.board.label
    plays = stops = 0
    for seed in range(3):
        state = soviet_movement(game, seed)
        key = phase_key(state)
        legal = game.legal_actions(state)
        rng = random.Random(seed)
        moves = [a for a in legal if isinstance(a, Move) and game.units[a.unit].kind == "unit"]
        removals = [a for a in legal if isinstance(a, Remove)]
        assert removals  # over the limit: the plans may remove units too
        for n in range(4):
            plan = rng.sample(moves, 10) + rng.sample(removals, 1)
            rng.shuffle(plan)
            if n == 3:  # the phase ended part way: the rest of the plan is never tried
                state = soviet_movement(game, seed, pile=False)
                plan = [a for a in plan if not isinstance(a, Remove)]
                plan.insert(6, EndPhase("soviet"))
            world = sample_world(game, state, "soviet", random.Random(seed * 10 + n))
            x = 1000 + n
            played = Played.of(player, game, world, plan, key, x)

            def plain(genome, world=world, x=x, key=key):
                g_rng = random.Random(x)
                end, applied, _ = player.play_plan(game, world, genome, key, g_rng)
                return state_hash(end, label), applied, g_rng.getstate()

            assert (state_hash(played.state, label), played.applied, played.end) == plain(plan)
            for i in range(len(plan)):
                without = played.without(player, game, plan, i, key)
                g = plan[:i] + plan[i + 1:]
                assert (state_hash(without.state, label), without.applied,
                        without.end) == plain(g), (seed, n, i)
                # and a play without one more action, from that play's own marks
                if len(g) > 3:
                    again = without.without(player, game, g, 2, key)
                    assert state_hash(again.state, label) == plain(g[:2] + g[3:])[0]
                plays += 1
            stops += played.broken
            assert (player.played_value(game, [played, played.without(player, game, plan, 0, key)])
                    == (player.plan_value(game, [world], [x], plan, key)
                        + player.plan_value(game, [world], [x], plan[1:], key)) / 2)
    assert plays >= 100 and stops >= 3, (plays, stops)
