"""Small steps the DR rule tests share: reach a phase, fix the dice, declare an attack."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, EndPhase, Opt
from tests.rules.defiant_russia.builder import DRBuilder


def start(b: DRBuilder, seed: int = 1, **options):
    game = b.game(**options)
    state, _ = game.new_state(seed)
    return game, state


def goto(game, state, phase: str, turn: int | None = None):
    """End phases until ``phase`` of ``turn`` (or the first phase after it, when it is passed
    over as empty) begins; no decision may be pending on the way."""
    order = [p.id for p in game.ruleset.phases(game)]
    want = (turn if turn is not None else state.turn, order.index(phase))
    if turn is None and (state.turn, order.index(state.phase)) > want:
        want = (state.turn + 1, want[1])
    for _ in range(500):
        if (state.turn, order.index(state.phase)) >= want or state.over:
            return state
        assert state.pending is None, state.pending
        state, _ = game.apply(state, EndPhase(state.active))
    raise AssertionError(f"never reached {phase}")


def axis_replacements_of_turn_3(game, state, changed: dict[str, tuple[int, str]]):
    """The Axis replacement phase of turn 3, every phase before it ended, after units were
    reduced or eliminated in turn 2's Axis movement phase: ``changed`` maps a unit to its
    step and status ("map" keeps its hex; any other status takes it off the map)."""
    s = goto(game, state, "axis_move", turn=2).copy()
    for uid, (step, status) in changed.items():
        u = s.units[uid]
        s.units[uid] = u.__class__(u.hex if status == "map" else None, step, status, frozenset())
    return goto(game, s, "axis_replacements", turn=3)


def put(game, state, uid: str, label: str):
    """A copy of ``state`` with ``uid`` standing in ``label``."""
    s = state.copy()
    u = s.units[uid]
    s.units[uid] = u.__class__(game.hex(label), u.step, "map", u.flags)
    return s


def edit(state, **fields):
    """A copy of ``state`` with some fields changed (weather, turn...)."""
    s = state.copy()
    for k, v in fields.items():
        setattr(s, k, v)
    return s


def dice(state, *values):
    s = state.copy()
    s.dice = s.dice.with_script(tuple(values))
    return s


def declare(game, state, attackers, targets, air: int = 0, support=(), leader_hexes=()):
    """Open an attack and complete its declaration (not yet resolved), through the typed
    steps the ruleset gives for the whole declaration."""
    side = state.active
    whole = Attack(side, tuple(attackers), game.hex(targets[0]),
                   tuple(game.hex(t) for t in targets[1:]), air, tuple(support),
                   tuple(game.hex(h) for h in leader_hexes))
    steps = game.declaration_steps(state, whole)
    assert steps[-1] == Choose(side, Opt.RESOLVE)
    for step in steps[:-1]:
        state, _ = game.apply(state, step)
    return state


def attack(game, state, attackers, targets, air: int = 0, support=(), leader_hexes=()):
    state = declare(game, state, attackers, targets, air, support, leader_hexes)
    return game.apply(state, Choose(state.active, Opt.RESOLVE))


def options(game, state):
    return game.legal_actions(state)


def light_mud_exploitation():
    """Turn 4's Axis exploitation phase, in light mud (8.1's historical weather): the panzer
    corps "pz" stacked with Guderian on 1604, "pz2" without him on 1404, the Romanian
    infantry corps "rom" on 1403, a Soviet army on 1810."""
    b = (DRBuilder().unit("pz", "axis", "german", "armor", "1604", (6, 6), (3, 6))
         .unit("pz2", "axis", "german", "armor", "1404", (6, 6), (3, 6))
         .unit("ger_ldr_guderian", "axis", "german", "leader", "1604", (0, 0), kind="leader")
         .unit("rom", "axis", "romanian", "infantry", "1403", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1810", (3, 3), (1, 3)))
    game, state = start(b)
    return game, goto(game, state, "axis_exploit", turn=4)
