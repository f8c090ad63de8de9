"""The combat panel says what an attack is expected to cost each side and how likely the
defenders are to leave their hex (``CombatPreview.losses`` and ``vacated``), in words and
in both languages, and says nothing of them where the rules give neither."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder
from qtwargame.rules.classic.ruleset import ClassicRuleset

from .conftest import click, hex_point, unit_point


def _river_attack(window):
    """River Crossing (classic rules), Blue's combat phase: both armoured divisions (6 each)
    next to red_inf_1 in clear 0704, neither across the river: 12 against 4, column 3:1.
    The die gives DE (1), DR (2, 3), EX (4), AR (5, 6): Blue loses 1/6 x 2 steps (EX, one
    a unit), Red 2/6 x 2 steps (DE and EX take both of its steps), and Red leaves the hex
    on DE, DR and EX, 4/6 (C7)."""
    b = PositionBuilder.from_scenario("river_crossing")
    b.at(turn=1, phase="blue_combat").place("blue_arm_1", "0703").place("blue_arm_2", "0804")
    return _attack_by_clicks(window, b, ("blue_arm_1", "blue_arm_2"), "0704")


def _attack_by_clicks(window, builder, attackers, target):
    """The position ``builder`` makes, adopted by the window; each of ``attackers`` clicked,
    then the ``target`` hex: the combat panel shows that attack. The window's controller."""
    game, state = builder.build(seed=1)
    c = window.controller
    c.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    for u in attackers:
        click(window, unit_point(window, u))
    click(window, hex_point(window, game.hex(target)))
    return c


def test_c7_the_combat_panel_shows_each_side_s_expected_losses_and_the_chance_the_hex_is_left(window):
    _river_attack(window)
    assert window.combat.preview.column == "3:1"
    details = window.combat.details.text().split("<br>")
    assert ("Expected losses: Blue 0.33 steps, Red 0.67 steps; defenders leave the hex: 67%"
            in details)

    window.set_language("ja")
    QApplication.processEvents()
    details = window.combat.details.text().split("<br>")
    assert "期待損害: 青軍 0.33ステップ、赤軍 0.67ステップ／防御側がヘクスを離れる確率: 67%" in details


def test_c7_the_panel_shows_only_what_the_preview_gives_and_no_zero_for_an_unknown(window, monkeypatch):
    plain = ClassicRuleset.preview_attack
    given: dict = {"losses": {}}
    monkeypatch.setattr(ClassicRuleset, "preview_attack",
                        lambda self, *a: replace(plain(self, *a), **given))
    # The chance alone: no losses line, no "0 steps".
    c = _river_attack(window)
    details = window.combat.details.text().split("<br>")
    assert "Defenders leave the hex: 67%" in details
    assert not any("Expected losses" in line or "steps" in line for line in details)
    # Neither: the odds as before, nothing of losses or leaving.
    given["vacated"] = None
    window.combat.set_attack(("blue_arm_1", "blue_arm_2"), c.game.hex("0704"))
    text = window.combat.details.text()
    assert "Column: <b>3:1</b>" in text
    assert "Expected losses" not in text and "leave the hex" not in text and "%" not in text


def test_11_4_1_the_panel_shows_a_surrounded_soviet_stack_losing_every_step(window):
    """Blitzkrieg to Moscow 2, the German combat of turn 1: the 8th and 11th Armies (2
    each, active) stacked in Kharkov (0807), every hex round them German or in a German
    ZOC, so neither has a retreat and neither moves (11.4.1). The 1st and 2nd Panzer
    Armies (8 and 7) attack: 15 against 4, 3:1, one column left for the city, 2:1. DL (1/6)
    and DR (2/6) eliminate both, 4 steps; no effect (3/6) wears both, 2 steps: 3.0 steps,
    the hex left on 3 faces in 6. Each panzer army is worn whatever the die (11.3.7): 2.0
    steps. Until session 60 the preview gave up on a stack with no retreat, and the panel
    showed the German cost alone."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2").at(turn=1, phase="german_combat")
    game = b.game()
    for uid in game.units:
        b.place(uid, None)
    b.place("sov_8a", "0807").place("sov_11a", "0807")
    for uid, label in (("ger_1pza", "0808"), ("ger_2pza", "0907"), ("ger_4a", "0707"),
                       ("ger_9a", "0806")):
        b.place(uid, label)
    _attack_by_clicks(window, b, ("ger_1pza", "ger_2pza"), "0807")
    assert window.combat.preview.column == "2:1"
    details = window.combat.details.text().split("<br>")
    assert details[:4] == ["Strength 15 against 4", "Column: <b>2:1</b>",
                           "Shift -1: target in a city or mountain",
                           "Expected losses: German 2.0 steps, Soviet 3.0 steps; "
                           "defenders leave the hex: 50%"]

    window.set_language("ja")
    QApplication.processEvents()
    details = window.combat.details.text().split("<br>")
    assert details[3] == "期待損害: ドイツ軍 2.0ステップ、ソ連軍 3.0ステップ／防御側がヘクスを離れる確率: 50%"


def test_11_3_5_an_attack_that_fails_without_a_roll_says_so_in_words_in_both_languages(window):
    """Blitzkrieg to Moscow 2: the worn 6th Army (3) attacks the 8th and 11th Armies (2 and
    2) in Kharkov, 3 against 4 and a column left for the city: worse than 1:2, so the attack
    fails with no roll (11.3.5). The panel's bar named the result by its code, "fail", in
    English and in Japanese alike."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2").at(turn=1, phase="german_combat")
    game = b.game()
    for uid in game.units:
        b.place(uid, None)
    b.place("sov_8a", "0807").place("sov_11a", "0807").place("ger_6a", "0707", step=1)
    _attack_by_clicks(window, b, ("ger_6a",), "0807")
    assert window.combat.preview.outcomes == {"fail": 1.0}
    assert [bar.format() for bar in window.combat._bars] == ["attack fails: 100%"]

    window.set_language("ja")
    QApplication.processEvents()
    assert [bar.format() for bar in window.combat._bars] == ["攻撃失敗: 100%"]
