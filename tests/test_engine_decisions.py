"""The engine's typed vocabulary: typed answers, whole declarations, described choices,
per-unit questions, version-1 saves, structured combat records (issue 10, items 1, 4, 9)."""

import json

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt, TakeLoss, decode_action
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.save_migrations import choose_v1_to_v2
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import dice, goto, start


def two_on_one():
    b = (DRBuilder().unit("g1", "axis", "german", "infantry", "1605", (4, 3), (2, 3))
         .unit("g2", "axis", "german", "infantry", "1706", (4, 3), (2, 3))
         .unit("s1", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    game, state = start(b)
    return game, goto(game, state, "axis_combat")


def test_version_1_choose_options_become_typed_fields():
    assert choose_v1_to_v2({"kind": "choose", "side": "axis", "option": "add:ger_pz_24"}) == {
        "kind": "choose", "side": "axis", "option": "attacker", "units": ["ger_pz_24"]}
    assert choose_v1_to_v2({"kind": "choose", "side": "axis", "option": "hex:3204"})["hexes"] == ["3204"]
    assert choose_v1_to_v2({"kind": "choose", "side": "axis", "option": "air"})["count"] == 1
    assert choose_v1_to_v2({"kind": "choose", "side": "axis", "option": "zhukov:1203"}) == {
        "kind": "choose", "side": "axis", "option": "leader_hex", "hexes": ["1203"]}
    assert choose_v1_to_v2({"kind": "choose", "side": "soviet",
                            "option": "sov_10a=active,sov_6mc=passive"}) == {
        "kind": "choose", "side": "soviet", "option": "defend", "units": ["sov_10a"]}
    assert choose_v1_to_v2({"kind": "choose", "side": "a", "option": "stay"})["option"] == "stay"


def test_a_version_1_save_loads_through_the_migration(tmp_path):
    game, _ = two_on_one()
    state, log = game.new_state(1)
    history = History(game, state, log)
    while history.state.phase != "axis_combat":
        history.submit(EndPhase(history.state.active))
    history.submit(Attack("axis", ("g1",), game.hex("1606")))
    history.submit(Choose("axis", Opt.ATTACKER, ("g2",)))
    data = savegame.to_json(history, seed=1)
    data["format_version"] = 1
    # the fields of versions 3 and 4, which a version 1 save never had
    del data["dice_generator"], data["proof"], data["rules_revision"]
    data["actions"][-1] = {"kind": "choose", "side": "axis", "option": "add:g2"}
    path = tmp_path / "old.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    loaded, _ = savegame.load(path)
    assert loaded.state.pending.data["attackers"] == ["g1", "g2"]
    assert loaded.actions[-1] == Choose("axis", Opt.ATTACKER, ("g2",))


def test_decoding_checks_every_field_type_and_names_it():
    parse = DRBuilder().game().board.grid.parse
    for bad, words in (({"kind": [], "side": "a"}, "'kind' must be a string"),
                       ({"kind": "move", "side": "a", "unit": [], "path": ["1605"]}, "field 'unit'"),
                       ({"kind": "move", "side": "a", "unit": "g1", "path": 0}, "field 'path'"),
                       ({"kind": "move", "side": "a", "unit": "g1", "path": []}, "at least one hex"),
                       ({"kind": "choose", "side": "a", "option": "x", "count": "2"}, "field 'count'"),
                       ({"kind": "choose", "side": "a", "option": "x", "extra": 1}, "no field 'extra'")):
        with pytest.raises(ValueError, match=words):
            decode_action(bad, parse)


def test_7_1_a_whole_declaration_becomes_its_typed_steps_and_is_applied_all_or_nothing():
    game, state = two_on_one()
    whole = Attack("axis", ("g1", "g2"), game.hex("1606"), air=1)
    steps = game.declaration_steps(state, whole)
    assert steps == [Attack("axis", ("g1",), game.hex("1606")),
                     Choose("axis", Opt.ATTACKER, ("g2",)), Choose("axis", Opt.AIR, count=1),
                     Choose("axis", Opt.RESOLVE)]
    history = History(game, dice(state, 6, 6, 6, 6, 6, 6, 6, 6, 1, 1, 1), [])
    history.submit_all(steps)
    assert "attacked" in history.state.units["g2"].flags
    # a declaration with an attacker that may not attack leaves nothing behind
    history2 = History(game, state, [])
    bad = game.declaration_steps(state, Attack("axis", ("g1", "s1"), game.hex("1606")))
    with pytest.raises(IllegalAction):
        history2.submit_all(bad)
    assert history2.steps == [] and history2.state is state


def test_7_1_the_declaration_in_progress_is_a_whole_attack_with_its_preview():
    game, state = two_on_one()
    s, _ = game.apply(state, Attack("axis", ("g1",), game.hex("1606")))
    s, _ = game.apply(s, Choose("axis", Opt.ATTACKER, ("g2",)))
    s, _ = game.apply(s, Choose("axis", Opt.AIR, count=1))
    whole = game.declaration_in_progress(s)
    assert whole == Attack("axis", ("g1", "g2"), game.hex("1606"), air=1)
    pv = game.preview(s, whole)
    assert (pv.attack_strength, pv.defense_strength) == (9, 3)  # 11.7: a die per air point
    alone = game.preview(s, Attack("axis", ("g1",), game.hex("1606")))
    assert pv.expected["soviet"] > alone.expected["soviet"]


def test_choices_describe_each_answer_with_its_units_and_hexes():
    game, state = two_on_one()
    s, _ = game.apply(state, Attack("axis", ("g1",), game.hex("1606")))
    choices = game.choices(s)
    assert [c.action for c in choices] == game.legal_actions(s)
    add = next(c for c in choices if c.action == Choose("axis", Opt.ATTACKER, ("g2",)))
    assert add.units == ("g2",) and add.label.format() == "Add g2"
    resolve = choices[-1]
    assert resolve.action.option == Opt.RESOLVE and resolve.label.format() == "Resolve the attack"
    assert game.describe(add.action).format() == "axis adds g2 to the attack"
    assert game.choices(state) == []  # nothing pending


def test_actions_name_their_units_and_hexes():
    game, _ = two_on_one()
    m = Move("axis", "g1", (game.hex("1705"), game.hex("1706")))
    assert m.unit_ids() == ("g1",) and m.hex_refs() == (game.hex("1705"), game.hex("1706"))
    a = Attack("axis", ("g1", "g2"), game.hex("1606"), also=(game.hex("1505"),), support=("f",))
    assert a.unit_ids() == ("g1", "g2", "f") and a.hex_refs() == (game.hex("1606"), game.hex("1505"))
    assert TakeLoss("soviet", "s1").unit_ids() == ("s1",)


def test_per_unit_legal_actions_equal_the_filtered_full_list():
    game, state = two_on_one()
    full = game.legal_actions(state)
    for uid in ("g1", "g2", "s1"):
        assert game.legal_actions_for(state, unit=uid) == [a for a in full if uid in a.unit_ids()]
    h = game.hex("1606")
    assert game.legal_actions_for(state, hex=h) == [a for a in full if h in a.hex_refs()]


def test_7_11_a_combat_leaves_a_structured_record_when_rolled_and_when_over():
    game, state = two_on_one()
    history = History(game, dice(state, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1), [])
    history.submit_all(game.declaration_steps(state, Attack("axis", ("g1",), game.hex("1606"))))
    while history.state.pending is not None:
        history.submit(game.legal_actions(history.state)[0])
    records = [e.combat for e in history.log() if e.combat is not None]
    assert [r.complete for r in records] == [False, True]
    rolled, done = records
    assert rolled.attackers == ("g1",) and rolled.defenders == ("s1",)
    assert rolled.hexes == (game.hex("1606"),) and rolled.dice["axis"] == (6, 6, 6, 6)
    assert rolled.hits == {"axis": 0, "soviet": 4}
    assert done.eliminated == ("s1",) and done.complete
    json.dumps([e.to_json(game.label) for e in history.log()])  # records serialize
