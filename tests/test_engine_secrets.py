"""Secrets nobody may see, views without dice, reveals undo cannot cross, units whose side
is the ruleset's to say (issue 10, items 2 and 3)."""

from qtwargame.engine.actions import Choose, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.state import canonical_dumps, state_from_json, state_to_json
from qtwargame.engine.text import emsg
from qtwargame.engine.view import HIDDEN_SEED, log_for, view_for
from qtwargame.rules.classic.ruleset import ClassicRuleset
from tests.builder import ScenarioBuilder


class HiddenCommander(ClassicRuleset):
    """The classic rules plus one face-down commander whose rating a secret die decides
    at setup; Blue may turn it face up."""

    def setup(self, ctx):
        super().setup(ctx)
        rating = ctx.roll(1, purpose=emsg("dice"), secret=True)[0]
        ctx.state.secret["commander"] = rating
        ctx.log(emsg("{side} answers", side="blue"))

    def legal_actions(self, game, state):
        out = list(super().legal_actions(game, state))
        if "commander" in state.secret and state.pending is None and state.active == "blue":
            out.append(Choose("blue", Opt.YES))
        return out

    def apply(self, ctx, action):
        if isinstance(action, Choose) and action.option == Opt.YES:
            ctx.state.data["commander"] = ctx.state.secret.pop("commander")
            ctx.reveal()
            return
        super().apply(ctx, action)


def new_game(script):
    b = ScenarioBuilder(cols=4, rows=4).unit("b1", "blue", at="0101", attack=2, defense=2, movement=2)
    b.unit("r1", "red", at="0404", attack=2, defense=2, movement=2)
    game = Game(b.scenario(), ruleset=HiddenCommander())
    state, log = game.new_state(17, dice_script=script)
    return game, state, log


def test_the_secret_is_hashed_and_saved_but_in_no_view_and_no_log():
    game, state, log = new_game((5, 2, 2))
    assert state.secret == {"commander": 5}
    for side in game.sides:
        v = view_for(game, state, side)
        assert v.secret == {} and v.dice.seed == HIDDEN_SEED and v.dice.script == ()
    roll = next(r for e in log for r in e.rolls if r.secret)
    assert roll.values == (5,) and roll.shown == ()
    assert all(r.values == () for e in log_for(log, "blue") for r in e.rolls if r.secret)
    dumped = canonical_dumps([e.to_json(game.label) for e in log_for(log, "red")])
    assert '"values":[]' in dumped and '"values":[5]' not in dumped
    again = state_from_json(state_to_json(state, game.label), game.board.grid.parse)
    assert again.secret == {"commander": 5} and game.hash(again) == game.hash(state)


def test_games_differing_only_in_the_secret_look_the_same_to_both_sides():
    game, a, log_a = new_game((5, 2, 2))
    _, b, log_b = new_game((2, 2, 2))
    assert game.hash(a) != game.hash(b)
    for side in game.sides:
        va, vb = view_for(game, a, side), view_for(game, b, side)
        dumps = [canonical_dumps(state_to_json(v, game.label)) for v in (va, vb)]
        assert dumps[0] == dumps[1]
        ja = [e.to_json(game.label) for e in log_for(log_a, side)]
        jb = [e.to_json(game.label) for e in log_for(log_b, side)]
        assert ja == jb


def test_undo_never_steps_back_past_a_reveal():
    game, state, log = new_game((4, 2, 2))
    history = History(game, state, log)
    while history.state.active != "blue" or history.state.pending is not None:
        history.submit(game.legal_actions(history.state)[-1])
    history.submit(Choose("blue", Opt.YES))
    assert history.state.data["commander"] == 4 and "commander" not in history.state.secret
    assert not history.can_undo()


def test_lines_private_to_one_side_are_kept_from_the_other():
    game, state, log = new_game((3, 2, 2))
    from qtwargame.engine.game import LogEntry

    private = LogEntry(1, 1, state.phase, "blue", emsg("{side} passes", side="blue"), private_to="blue")
    assert log_for([private], "blue") == [private] and log_for([private], "red") == []
    assert log_for([private], None) == []


def test_a_units_side_is_the_rulesets_to_say():
    class Defecting(ClassicRuleset):
        def unit_side(self, game, state, uid):
            return "blue" if state.data.get("defected") == uid else game.units[uid].side

    b = ScenarioBuilder(cols=4, rows=4).unit("r1", "red", at="0404", attack=2, defense=2, movement=2)
    game = Game(b.scenario(), ruleset=Defecting())
    state, _ = game.new_state(1)
    assert game.side_of(state, "r1") == "red"
    state.data["defected"] = "r1"
    assert game.side_of(state, "r1") == "blue"


def test_a_shared_view_holds_neither_the_seed_nor_the_secret(tmp_path):
    import json

    from qtwargame.cli import main
    from qtwargame.engine import savegame

    game, state, log = new_game((6, 2, 2))
    history = History(game, state, log)
    save = tmp_path / "g.qtwsave"
    savegame.save(save, history, seed=17, dice_script=(6, 2, 2))
    out = tmp_path / "g.qtwview"
    assert main(["share", str(save), "--side", "red", str(out)]) == 2  # not a registered ruleset
    data = savegame.view_to_json(history, "red")
    assert data["format"] == "qtwargame-view" and data["side"] == "red"
    assert data["state"]["dice"] == {"seed": 0, "position": state.dice.position, "script": []}
    assert "secret" not in data["state"]
    assert '"values": [6]' not in json.dumps(data["log"])


def test_share_writes_the_view_of_a_bundled_game(tmp_path):
    import json

    from qtwargame.cli import main
    from qtwargame.engine import savegame
    from qtwargame.scenario.io import load_scenario
    from tests.conftest import SCENARIOS

    game = Game(load_scenario(SCENARIOS / "blitzkrieg_moscow_2.json"))
    state, log = game.new_state(99)
    history = History(game, state, log)
    save = tmp_path / "b.qtwsave"
    savegame.save(save, history, seed=99)
    out = tmp_path / "b.qtwview"
    assert main(["share", str(save), "--side", game.sides[1], str(out)]) == 0
    data = json.loads(out.read_text(encoding="utf-8"))
    assert data["state"]["dice"]["seed"] == 0
    hand = data["state"]["hands"].get(game.sides[0], [])
    assert all(c == "?" for c in hand)
    assert main(["share", str(save), "--side", "nobody", str(out)]) == 2
