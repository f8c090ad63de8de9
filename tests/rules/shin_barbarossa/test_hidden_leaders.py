"""Hidden Soviet leaders (2.1.3, 5.4.1c-d, 11.1, 11.2, 11.7, Q&A) through the engine's
secret state: face-down leaders look alike to both sides in every view, log line and
action text until they are turned; turning reveals to both and cannot be undone.

The rules here run inside a small harness ruleset (the classic rules plus leader actions)
until the Shin Barbarossa ruleset plays whole games."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Choose, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.state import ON_MAP, POOL, REMOVED, canonical_dumps, state_to_json
from qtwargame.engine.view import log_for, view_for
from qtwargame.logtext import PlainNames
from qtwargame.rules.classic.ruleset import ClassicRuleset
from qtwargame.rules.shin_barbarossa import leaders
from tests.builder import ScenarioBuilder

IDENTITIES = {"ldr_a": 2, "ldr_b": 0, "ldr_c": None, "ldr_d": 3}  # None: `*`


class LeaderHarness(ClassicRuleset):
    """Classic rules; at setup the three setup identities are dealt face down on the three
    placed slots; Blue (the Soviet player here) may turn a slot (YES), withdraw a leader
    (STOP) or place one from the pool (UNIT on a hex)."""

    def setup(self, ctx):
        super().setup(ctx)
        game = ctx.game
        placed = [s for s in leaders.slots(game) if ctx.state.units[s].status == ON_MAP]
        setup_ids = [u for u in leaders.identities(game) if "setup_leader" in game.units[u].flags]
        leaders.deal(ctx, placed, setup_ids)
        leaders.to_pool(ctx, [u for u in leaders.identities(game) if u not in setup_ids])

    def legal_actions(self, game, state):
        out = list(super().legal_actions(game, state))
        if state.pending is None and state.active == "blue":
            for uid, u in sorted(state.units.items()):
                if u.status == ON_MAP and game.units[uid].kind == "leader":
                    if leaders.is_face_down(game, uid):
                        out.append(Choose("blue", Opt.YES, units=(uid,)))
                    out.append(Choose("blue", Opt.STOP, units=(uid,)))
            if leaders.pool_count(state) and leaders.free_slot(game, state):
                out.append(Choose("blue", Opt.UNIT, hexes=(game.hex("0401"),)))
        return out

    def apply(self, ctx, action):
        if isinstance(action, Choose) and action.option == Opt.YES:
            leaders.turn_up(ctx, action.units[0])
        elif isinstance(action, Choose) and action.option == Opt.STOP:
            leaders.withdraw(ctx, action.units[0])
        elif isinstance(action, Choose) and action.option == Opt.UNIT:
            leaders.place_from_pool(ctx, action.hexes[0])
        else:
            super().apply(ctx, action)


def scenario():
    b = ScenarioBuilder(cols=4, rows=4)
    b.unit("b1", "blue", at="0101", attack=2, defense=2, movement=2)
    b.unit("r1", "red", at="0404", attack=2, defense=2, movement=2)
    for i, at in enumerate(("0102", "0103", "0201", None), start=1):
        b.unit(f"ldr_slot_{i}", "blue", at=at, attack=1, defense=1, movement=6)
    for uid, ab in IDENTITIES.items():
        b.unit(uid, "blue", attack=1, defense=1, ability=ab or 0, movement=6)
    for u in b.data["units"]:
        if u["id"].startswith("ldr_"):
            u["kind"] = "leader"
            u["name"] = {"en": "Leader (untested)"} if "slot" in u["id"] else {"en": u["id"].upper()}
            u["flags"] = ["leader_slot"] if "slot" in u["id"] else (
                ["leader_identity"] + (["no_ability"] if IDENTITIES[u["id"]] is None else [])
                + (["setup_leader"] if u["id"] != "ldr_d" else []))
            if "hex" not in u.get("setup", {}):
                # Dealt or drawn by the rules, never placed as such: the scenario still names
                # where they would enter (every unit must, for the setup checks).
                u["arrival"] = {"turn": 3, "where": "0101"}
    return b.scenario()


def new_game(script=()):
    game = Game(scenario(), ruleset=LeaderHarness())
    state, log = game.new_state(23, dice_script=script)
    return game, History(game, state, log)


def to_blue(history):
    while history.state.active != "blue" or history.state.pending is not None:
        history.submit(history.game.legal_actions(history.state)[-1])


def seen(history, side):
    game = history.game
    v = canonical_dumps(state_to_json(view_for(game, history.state, side), game.label))
    log = [e.to_json(game.label) for e in log_for(history.log(), side)]
    texts = [game.describe(a).format() for a in game.legal_actions(history.state)]
    return v, log, texts


def test_2_1_3_setup_leaders_are_dealt_face_down_and_nobody_sees_which():
    game, h = new_game()
    s = h.state
    dealt = s.secret["leaders"]["slots"]
    assert sorted(dealt) == ["ldr_slot_1", "ldr_slot_2", "ldr_slot_3"]
    assert sorted(dealt.values()) == ["ldr_a", "ldr_b", "ldr_c"]
    assert s.secret["leaders"]["pool"] == ["ldr_d"] and leaders.pool_count(s) == 1
    for side in game.sides:
        v = view_for(game, s, side)
        assert v.secret == {}
        assert all(v.units[u].status == POOL for u in IDENTITIES)


def test_11_1_two_games_differing_only_in_who_the_leaders_are_look_the_same_until_turned():
    game, a = new_game((1, 1, 1))
    _, b = new_game((3, 2, 1))
    assert a.state.secret != b.state.secret
    to_blue(a)
    to_blue(b)
    for h in (a, b):  # a face-down leader withdrawn and one placed from the pool
        h.submit(Choose("blue", Opt.STOP, units=("ldr_slot_1",)))
        h.submit(Choose("blue", Opt.UNIT, hexes=(game.hex("0401"),)))
    assert a.state.secret != b.state.secret
    for side in game.sides:
        assert seen(a, side) == seen(b, side)
    assert leaders.carried(a.state, "ldr_slot_3") != leaders.carried(b.state, "ldr_slot_3")
    a.submit(Choose("blue", Opt.YES, units=("ldr_slot_3",)))
    b.submit(Choose("blue", Opt.YES, units=("ldr_slot_3",)))
    assert seen(a, "red") != seen(b, "red")  # the turn showed different leaders


def test_11_2_2_turning_reveals_to_both_and_undo_cannot_step_back():
    game, h = new_game()
    to_blue(h)
    slot = "ldr_slot_1"
    who = leaders.carried(h.state, slot)
    hex_ = h.state.units[slot].hex
    h.submit(Choose("blue", Opt.YES, units=(slot,)))
    s = h.state
    assert not h.can_undo()
    assert slot not in s.secret["leaders"]["slots"]
    if who == "ldr_c":  # 11.2.5: a `*` goes straight back to the pool
        assert s.units[who].status == POOL and "ldr_c" in s.secret["leaders"]["pool"]
    else:
        assert s.units[who].status == ON_MAP and s.units[who].hex == hex_
        assert leaders.ability(game, s, who) == IDENTITIES[who]
    for side in game.sides:
        assert view_for(game, s, side).units[who] == s.units[who]
        # The log names the leader (by its id, so each reader sees the name in their
        # language).
        shown = PlainNames(game).render(log_for(h.log(), side)[-1].text)
        assert game.units[who].name_en in shown


@pytest.mark.parametrize("script,expected", [((1, 1, 1), "ldr_a"), ((2, 1, 1), "ldr_b"),
                                             ((3, 1, 1), "ldr_c")])
def test_11_2_5_star_leaders_go_back_at_once_and_others_stay_up(script, expected):
    game, h = new_game(script)
    assert leaders.carried(h.state, "ldr_slot_1") == expected
    to_blue(h)
    h.submit(Choose("blue", Opt.YES, units=("ldr_slot_1",)))
    s = h.state
    if expected == "ldr_c":
        assert s.units["ldr_c"].status == POOL and leaders.pool_count(s) == 2
        assert "no ability" in log_for(h.log(), "red")[-1].text.format()
    else:
        assert s.units[expected].status == ON_MAP and leaders.pool_count(s) == 1


def test_11_7_a_turned_leader_withdrawn_goes_back_face_down_and_q_a_eliminated_never_returns():
    game, h = new_game((1, 1, 1))
    to_blue(h)
    h.submit(Choose("blue", Opt.YES, units=("ldr_slot_1",)))  # ldr_a, ability 2
    h.submit(Choose("blue", Opt.STOP, units=("ldr_a",)))
    s = h.state
    assert s.units["ldr_a"].status == POOL and sorted(s.secret["leaders"]["pool"]) == ["ldr_a", "ldr_d"]
    h.submit(Choose("blue", Opt.YES, units=("ldr_slot_2",)))  # ldr_b, ability 0
    from qtwargame.engine.game import Context

    ctx = Context(game, h.state.copy())
    assert leaders.eliminate(ctx, "ldr_b") == 0
    assert ctx.state.units["ldr_b"].status == REMOVED


def test_11_2_1_a_face_down_leader_has_no_known_ability():
    game, h = new_game()
    with pytest.raises(ValueError, match="face down"):
        leaders.ability(game, h.state, "ldr_slot_1")
