"""Refusals name the rule (issue 45, item 4): an illegal attempt in any game says which
rule forbids it and why, in English and in Japanese, and never shows a protocol word
such as an action's kind.

Each case builds a small position, tries the forbidden thing through ``Game.apply`` and
asserts the rule number and the exact words in both languages (the Japanese from the
catalogue the program ships)."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Attack, Choose, Move, Opt, PlayCard
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.i18n.extract import ts_path
from qtwargame.i18n.ts_catalog import Catalog
from qtwargame.position import PositionBuilder
from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder
from tests.rules.defiant_russia.builder import DRBuilder
from tests.rules.defiant_russia.helpers import declare

_JA: dict = {}


def japanese(context: str, text: str) -> str:
    if not _JA:
        _JA.update(Catalog.read(ts_path("ja")).translations())
    return _JA.get((context, text), text)


def refusal(game, state, action) -> tuple[str, str, str]:
    """(rule, English, Japanese) of the refusal of ``action``; fails if it is accepted or
    if either language lacks the words."""
    with pytest.raises(IllegalAction) as e:
        game.apply(state, action)
    msg = e.value.message
    en, ja = msg.format(), msg.format(japanese)
    assert action.kind not in msg.params.values()  # never the protocol's word for it
    assert (msg.context, msg.text) in _JA, f"no Japanese for {msg.text!r}"
    return e.value.rule, en, ja


# -- Defiant Russia ------------------------------------------------------------------------------


def dr_attack_position():
    b = (DRBuilder().unit("ro", "axis", "romanian", "infantry", "1605", (3, 3), (1, 3))
         .unit("g", "axis", "german", "infantry", "1706", (3, 3), (1, 3))
         .unit("s", "soviet", "soviet", "infantry", "1606", (3, 3), (1, 3)))
    b.at(turn=1, phase="axis_combat").state_data(air={"axis": 6, "soviet": 0})
    return b.build()


def test_dr_11_7_a_fourth_air_point_is_refused_by_the_three_point_limit():
    game, state = dr_attack_position()
    s = declare(game, state, ["ro", "g"], ["1606"], air=3)
    assert refusal(game, s, Choose("axis", Opt.AIR, count=1)) == (
        "11.7", "At most 3 air points may be added to one attack.",
        "1回の攻撃に加えられる空軍ポイントは3までです。")


def test_dr_11_7_axis_air_needs_a_german_attacker():
    game, state = dr_attack_position()
    s = declare(game, state, ["ro"], ["1606"])
    assert refusal(game, s, Choose("axis", Opt.AIR, count=1)) == (
        "11.7", "Axis air points may be used only in an attack by a German unit.",
        "枢軸軍の空軍ポイントはドイツ軍部隊が攻撃する場合にのみ使えます。")


def test_dr_11_7_no_air_point_left():
    game, state = dr_attack_position()
    state.data["air"] = {"axis": 1, "soviet": 0}
    s = declare(game, state, ["g"], ["1606"], air=1)
    assert refusal(game, s, Choose("axis", Opt.AIR, count=1)) == (
        "11.7", "No air points are left this turn.", "このターンに使える空軍ポイントは残っていません。")


def test_dr_6_1_a_unit_that_has_moved_may_not_move_again():
    b = DRBuilder().unit("g", "axis", "german", "infantry", "1603", (3, 3), (1, 3))
    b.unit("s", "soviet", "soviet", "infantry", "1609", (3, 3), (1, 3))
    b.at(turn=1, phase="axis_move").place("g", "1603", flags=("moved",))
    game, s = b.build()
    assert refusal(game, s, Move("axis", "g", (game.hex("1604"),))) == (
        "6.1", "g has already moved this phase.", "gはこのフェイズにすでに移動しています。")


def test_dr_7_0_moving_is_not_part_of_the_combat_phase():
    game, state = dr_attack_position()
    assert refusal(game, state, Move("axis", "g", (game.hex("1707"),))) == (
        "7.0", "Moving units is not possible now (Axis combat).",
        "今（枢軸軍戦闘フェイズ）はユニットの移動はできません。")


def test_dr_6_1_a_unit_may_not_enter_an_enemy_hex():
    b = DRBuilder().unit("g", "axis", "german", "infantry", "1604", (3, 3), (1, 3))
    b.unit("s", "soviet", "soviet", "infantry", "1605", (3, 3), (1, 3))
    b.at(turn=1, phase="axis_move")
    game, s = b.build()
    assert refusal(game, s, Move("axis", "g", (game.hex("1605"),))) == (
        "6.1", "1605 is held by the enemy.", "1605には敵がいます。")


# -- Red Vengeance ---------------------------------------------------------------------------------

_RV_IDS: list[str] = []


def rv_board(placed: dict[str, tuple[str, tuple[str, ...]]], phase: str, **data):
    """The bundled scenario with only ``placed`` units on the map (hex, flags), at
    ``phase`` of turn 2."""
    if not _RV_IDS:
        game, _ = PositionBuilder.from_scenario("red_vengeance").build()
        _RV_IDS.extend(game.units)
    b = PositionBuilder.from_scenario("red_vengeance")
    for uid in _RV_IDS:
        if uid in placed:
            b.place(uid, placed[uid][0], flags=placed[uid][1])
        else:
            b.place(uid, None, status="pool")
    b.at(turn=2, phase=phase, weather="clear").state_data(**{"air": {"axis": 0, "allied": 0}, **data})
    return b.build(seed=7)


def test_rv_12_1_a_second_air_point_in_one_combat_is_refused():
    game, s = rv_board({"sov_67": ("1411", ()), "ger_10": ("1412", ())}, "allied_combat",
                       air={"axis": 0, "allied": 3})
    s, _ = game.apply(s, Attack("allied", ("sov_67",), game.hex("1412")))
    s, _ = game.apply(s, Choose("allied", Opt.AIR, count=1))
    assert refusal(game, s, Choose("allied", Opt.AIR, count=1)) == (
        "12.1", "At most 1 air point may be used in one combat.",
        "1回の戦闘に使える空軍ポイントは1までです。")


def test_rv_12_1_no_air_point_left():
    game, s = rv_board({"sov_67": ("1411", ()), "ger_10": ("1412", ())}, "allied_combat")
    s, _ = game.apply(s, Attack("allied", ("sov_67",), game.hex("1412")))
    assert refusal(game, s, Choose("allied", Opt.AIR, count=1)) == (
        "12.1", "No air points are left this turn.", "このターンに使える空軍ポイントは残っていません。")


def test_rv_6_2_a_unit_that_has_moved_may_not_move_again():
    game, s = rv_board({"sov_67": ("1411", ("moved",)), "ger_10": ("1414", ())}, "allied_move")
    assert refusal(game, s, Move("allied", "sov_67", (game.hex("1410"),))) == (
        "6.2", "sov_67 has already moved this phase.", "sov_67はこのフェイズにすでに移動しています。")


def test_rv_attacking_is_not_part_of_the_movement_phase():
    game, s = rv_board({"sov_67": ("1411", ()), "ger_10": ("1412", ())}, "allied_move")
    rule, en, ja = refusal(game, s, Attack("allied", ("sov_67",), game.hex("1412")))
    assert rule == game.phase("allied_move").rule
    assert en == "Attacking is not possible now (Allied movement)."
    assert ja == "今（連合国軍移動フェイズ）は攻撃はできません。"


# -- Blitzkrieg to Moscow 2 ------------------------------------------------------------------------

G, S = "german", "soviet"


def test_btm2_10_0_units_set_up_in_romania_do_not_move_on_turn_1():
    b = BtmBuilder()
    b.data["setup_codes"].append({"code": "R", "side": G, "name": {"en": "R"}, "region": "G"})
    b.piece("rom", G, "R").piece("x", S, "S")
    b.at(turn=1, phase="german_movement").place("rom", "0302")
    game, s = b.build()
    assert refusal(game, s, Move(G, "rom", (game.hex("0303"),))) == (
        "10.0", "rom may not move on turn 1; it may still attack.",
        "romは第1ターンには移動できません（攻撃は可能です）。")


def test_btm2_10_1_a_unit_moves_once_a_phase():
    b = BtmBuilder().piece("g", G, "0302").piece("x", S, "S")
    b.at(turn=2, phase="german_movement").place("g", "0302", flags=("moved",))
    game, s = b.build()
    assert refusal(game, s, Move(G, "g", (game.hex("0303"),))) == (
        "10.1", "g has already moved this phase.", "gはこのフェイズにすでに移動しています。")


def test_btm2_9_4_no_move_from_one_enemy_zone_of_control_straight_into_another():
    b = BtmBuilder().piece("g", G, "0302", "panzer").piece("mc", S, "0303", "mc").piece("x", S, "S")
    b.at(turn=2, phase="german_movement")
    game, s = b.build()
    ezoc = game.ruleset.zoc_hexes(game, s, S)
    start = game.hex("0302")
    assert start in ezoc
    step = next(h for h in game.board.neighbors(start) if h in ezoc and not s.units_at(h))
    assert refusal(game, s, Move(G, "g", (step,))) == (
        "9.4", "g starts in an enemy zone of control and may not move straight into another.",
        "gは敵の支配地域から移動を始めるため、別の敵の支配地域へ直接移動できません。")


def test_btm2_7_1_an_activation_only_at_the_start_of_an_own_phase():
    b = BtmBuilder().piece("g", G, "0302").piece("h", G, "0102").piece("x", S, "S")
    b.at(turn=2, phase="german_movement").place("g", "0302", step=1).state_data(acted=True)
    game, s = b.build()
    s.hands[G] = ("german_act0",)
    assert refusal(game, s, PlayCard(G, "german_act0", "g", "activate")) == (
        "7.1", "An activation is played at the start of an own phase, or at any moment of the own "
        "breakthrough phase.", "活性化は自軍フェイズの開始時か、自軍突破フェイズ中であればいつでも"
        "使用できます。")


def test_btm2_11_1_a_unit_attacks_once_a_phase():
    b = BtmBuilder().piece("g", G, "0302").piece("h", G, "0304").piece("s", S, "0303")
    b.piece("x", S, "S")
    b.at(turn=2, phase="german_combat").place("g", "0302", flags=("attacked",))
    game, s = b.build()
    assert refusal(game, s, Attack(G, ("g",), game.hex("0303"))) == (
        "11.1", "g has already attacked this phase.", "gはこのフェイズにすでに攻撃しています。")


def test_btm2_8_0_no_unit_enters_an_enemy_hex():
    b = BtmBuilder().piece("g", G, "0302").piece("s", S, "0303").piece("x", S, "S")
    b.at(turn=2, phase="german_movement")
    game, s = b.build()
    assert refusal(game, s, Move(G, "g", (game.hex("0303"),))) == (
        "8.0", "0303 is held by the enemy.", "0303には敵がいます。")


# -- Shin Barbarossa -------------------------------------------------------------------------------

_SB_IDS: list[str] = []


def sb_board(placed: dict[str, tuple[str, tuple[str, ...]]], phase: str):
    if not _SB_IDS:
        game, _ = PositionBuilder.from_scenario("shin_barbarossa").build()
        _SB_IDS.extend(game.units)
    b = PositionBuilder.from_scenario("shin_barbarossa")
    for uid in _SB_IDS:
        if uid in placed:
            b.place(uid, placed[uid][0], flags=placed[uid][1])
        else:
            b.place(uid, None, status="pool")
    b.at(turn=2, phase=phase)
    return b.build(seed=3)


def test_sb_8_0_a_unit_may_not_enter_an_enemy_hex():
    game, s = sb_board({"de_ak1": ("2010", ()), "su_rc10": ("2012", ())}, "axis_move_1")
    assert refusal(game, s, Move("axis", "de_ak1", (game.hex("2011"), game.hex("2012")))) == (
        "8.0", "2012 is held by the enemy.", "2012には敵がいます。")


def test_sb_7_1_1_a_move_stops_on_entering_an_enemy_zone_of_control():
    game, s = sb_board({"de_ak1": ("2010", ()), "su_rc10": ("2012", ())}, "axis_move_1")
    assert game.hex("2111") in game.ruleset.reachable(game, s, "de_ak1")  # by another path
    assert refusal(game, s, Move("axis", "de_ak1", (game.hex("2011"), game.hex("2111")))) == (
        "7.1.1", "The path goes on after entering an enemy zone of control in 2011.",
        "経路が2011で敵の支配地域に入った後も続いています。")


def test_sb_8_0_a_unit_moves_once_a_phase():
    game, s = sb_board({"de_ak1": ("2010", ("moved",)), "de_ak26": ("2008", ()),
                        "su_rc10": ("2012", ())}, "axis_move_1")
    assert refusal(game, s, Move("axis", "de_ak1", (game.hex("2009"),))) == (
        "8.0", "de_ak1 has already moved this phase.", "de_ak1はこのフェイズにすでに移動しています。")


def test_sb_5_2_2_moving_is_not_part_of_the_combat_phase():
    game, s = sb_board({"de_ak1": ("2010", ()), "su_rc10": ("2012", ())}, "axis_combat")
    assert refusal(game, s, Move("axis", "de_ak1", (game.hex("2009"),))) == (
        game.phase("axis_combat").rule, "Moving units is not possible now (Axis combat).",
        "今（枢軸軍戦闘フェイズ）はユニットの移動はできません。")


# -- every game: a refusal never fails to explain itself -------------------------------------------


@pytest.mark.parametrize("scenario", ["defiant_russia", "red_vengeance", "blitzkrieg_moscow_2",
                                      "shin_barbarossa"])
def test_every_refusal_of_a_forged_action_names_a_rule_and_reads_in_both_languages(scenario):
    """Along a seeded random game, actions a player might try that are not legal (a
    listed action sent for another unit, to another hex, or in another phase) are refused
    with a rule and words, never with a crash or the protocol's word for the action."""
    import dataclasses
    import random

    from qtwargame.engine.actions import Place

    rng = random.Random(5)
    game, s = PositionBuilder.from_scenario(scenario).build(seed=5)
    units = sorted(game.units)
    hexes = sorted(game.board.terrain, key=game.label)
    tried = 0
    for _ in range(60):
        legal = game.legal_actions(s)
        if not legal or s.over:
            break
        for a in rng.sample(legal, min(4, len(legal))):
            forged = []
            if isinstance(a, Move):
                forged.append(dataclasses.replace(a, path=(rng.choice(hexes),)))
                forged.append(dataclasses.replace(a, unit=rng.choice(units)))
            elif isinstance(a, Place):
                forged.append(dataclasses.replace(a, hex=rng.choice(hexes)))
            elif isinstance(a, Attack):
                forged.append(dataclasses.replace(a, attackers=(rng.choice(units),)))
            elif isinstance(a, Choose) and a.units:
                forged.append(dataclasses.replace(a, units=(rng.choice(units),)))
            forged.append(Move(s.to_act, rng.choice(units), (rng.choice(hexes),)))
            for f in forged:
                if f in legal:
                    continue
                try:
                    game.apply(s, f)
                except IllegalAction as e:
                    assert isinstance(e.rule, str) and e.message.format()
                    assert f.kind not in e.message.params.values()
                    assert e.message.format(japanese) != ""
                    tried += 1
        s, _ = game.apply(s, rng.choice(legal))
    assert tried > 40


def test_a_refusal_is_explained_only_when_read_and_travels_explained(monkeypatch):
    """Computer players try actions and drop the refused ones: the explanation (which
    lists the legal actions again) is worked out only when someone reads it; a refusal
    sent to another process carries its rule and words."""
    import pickle

    game, state = dr_attack_position()
    s = declare(game, state, ["ro", "g"], ["1606"], air=3)
    asked = []
    real = type(game.ruleset).why_illegal
    monkeypatch.setattr(type(game.ruleset), "why_illegal",
                        lambda self, *a: asked.append(1) or real(self, *a))
    with pytest.raises(IllegalAction) as e:
        game.apply(s, Choose("axis", Opt.AIR, count=1))
    assert asked == []
    assert e.value.rule == "11.7" and asked == [1]
    again = pickle.loads(pickle.dumps(e.value))
    assert (again.rule, again.message) == (e.value.rule, e.value.message)
    assert str(again) == "[11.7] At most 3 air points may be added to one attack."


def test_each_game_gives_rule_numbers_only_for_known_refusal_topics():
    from qtwargame.engine.refusal import TOPICS
    from qtwargame.engine.ruleset import get_ruleset

    for rid in ("defiant_russia", "red_vengeance", "blitzkrieg_moscow_2", "shin_barbarossa", "classic"):
        rules = get_ruleset(rid).refusal_rules
        assert rules and set(rules) <= set(TOPICS), rid
        assert all(r and r[0].isalnum() for r in rules.values()), rid
