"""Hidden leaders in the Shin Barbarossa ruleset itself (2.1.3, 11.1, 11.2, 5.3.2): two
games that differ only in who the face-down leaders are show the same to both sides until
a leader is turned: views, log lines, the text of every legal action and of every answer,
the status panel's items and the shared view (``qtwargame share``). Turning one shows it."""

from __future__ import annotations

import json

from qtwargame.engine.actions import Choose, EndPhase, Move, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.savegame import view_to_json
from qtwargame.engine.state import ON_MAP, canonical_dumps, state_to_json
from qtwargame.engine.view import log_for, view_for
from qtwargame.logtext import PlainNames
from qtwargame.rules.shin_barbarossa import leaders
from qtwargame.rules.shin_barbarossa.leaders import TURN_LEADER, WITHDRAW
from qtwargame.scenario.io import load_scenario
from tests.rules.shin_barbarossa.test_ruleset import SCENARIO


def twins():
    """One game, and the same game with two face-down leaders of different abilities
    swapped (the only difference between the two)."""
    game = Game(load_scenario(SCENARIO))
    a, log = game.new_state(5)
    axis = {u.hex for uid, u in a.units.items() if u.status == ON_MAP and game.units[uid].side == "axis"}
    # leaders next to an Axis unit turn by themselves when the Axis turn begins (11.2.6)
    slots = [s for s in leaders.slots(game) if a.units[s].status == ON_MAP
             and not axis & set(game.board.neighbors(a.units[s].hex))]

    def ability(s):
        uid = leaders.carried(a, s)
        return None if "no_ability" in game.units[uid].flags else game.units[uid].value(0, "ability")

    s1, s2 = next((x, y) for x in slots for y in slots if x < y and ability(x) != ability(y))
    b = a.copy()
    b.secret = json.loads(json.dumps(a.secret))
    dealt = b.secret["leaders"]["slots"]
    dealt[s1], dealt[s2] = dealt[s2], dealt[s1]
    return game, History(game, a, list(log)), History(game, b, list(log)), s1, s2


def seen(h: History, side: str) -> tuple:
    game, state = h.game, h.state
    names = lambda msg: msg.format() if msg is not None else None  # noqa: E731
    view = canonical_dumps(state_to_json(view_for(game, state, side), game.label))
    log = [e.to_json(game.label) for e in log_for(h.log(), side)]
    # the same legal actions (``Game.describe`` reads nothing but the action), and the
    # words of those that name a leader
    legal = game.legal_actions(state)
    slots = set(leaders.slots(game))
    texts = (legal, [names(game.describe(a)) for a in legal if slots & set(a.unit_ids())])
    answers = [(names(c.label), names(c.consequence)) for c in game.choices(state)]
    status = [(names(i.label), str(i.value), names(i.detail) if i.detail else None, i.side)
              for i in game.ruleset.status(game, state, side)]
    shared = view_to_json(h, side)
    shared.pop("scenario")  # the same file in both games (and large)
    shared = json.dumps(shared, sort_keys=True)
    return view, log, texts, answers, status, shared


def same_for_both(a: History, b: History) -> None:
    for side in a.game.sides:
        assert seen(a, side) == seen(b, side)


def submit(a: History, b: History, action) -> None:
    a.submit(action)
    b.submit(action)
    same_for_both(a, b)


def test_11_1_nothing_shows_who_the_face_down_leaders_are_until_one_is_turned():
    game, a, b, s1, s2 = twins()
    assert leaders.carried(a.state, s1) == leaders.carried(b.state, s2)
    same_for_both(a, b)
    submit(a, b, Choose("soviet", Opt.DONE))
    submit(a, b, Choose("axis", Opt.DONE))
    while a.state.phase != "soviet_move":
        if a.state.pending is not None:
            submit(a, b, game.pass_answer(a.state))
        else:
            submit(a, b, EndPhase(a.state.active))
    if a.state.pending is not None:  # 14.3: no air unit against rail movement
        submit(a, b, Choose("axis", Opt.PASS))
    # a face-down leader moves (a move is no reveal)
    axis = {u.hex for uid, u in a.state.units.items() if u.status == ON_MAP
            and game.units[uid].side == "axis"}
    step = next(m for m in game.legal_actions(a.state) if isinstance(m, Move) and m.unit == s2
                and m.mode == "normal" and not axis & {m.to, *game.board.neighbors(m.to)})
    submit(a, b, step)
    submit(a, b, EndPhase("soviet"))
    assert a.state.phase == "soviet_withdrawal"
    # 11.7, 5.3.2: withdrawing a face-down leader to the pool is no reveal either
    withdraw = next(c for c in game.legal_actions(a.state) if isinstance(c, Choose)
                    and c.option == WITHDRAW and c.units[0] in (s1, s2))
    submit(a, b, withdraw)
    assert a.state.units[withdraw.units[0]].status != ON_MAP
    assert a.state.secret != b.state.secret
    # 11.2.2: turning the other shows who it is, to both sides
    slot = next(s for s in leaders.slots(game) if a.state.units[s].status == ON_MAP
                and leaders.carried(a.state, s) != leaders.carried(b.state, s))
    a.submit(Choose("soviet", TURN_LEADER, units=(slot,)))
    b.submit(Choose("soviet", TURN_LEADER, units=(slot,)))
    for side in game.sides:
        assert seen(a, side)[1] != seen(b, side)[1]


def test_11_2_2_the_log_line_of_a_turn_reads_as_a_player_would_say_it():
    """The action's own log line says a face-down leader is turned; the line after it (the
    turn's result) names the hex and the leader. Before, it read "Soviet turns the leader
    in the stack of Leader (untested)": the counter's face-down name, as if it were a
    stack."""
    game = Game(load_scenario(SCENARIO))
    slot = leaders.slots(game)[0]
    names = PlainNames(game)
    line = names.render(game.ruleset.describe_action(game, Choose("soviet", TURN_LEADER, units=(slot,))))
    assert line == "The Soviet player turns a face-down leader"
