"""Blitzkrieg to Moscow 2, 10.5: after a combat whose defender retreated into its own rear
area, the Combat panel and the log tell the player where it went and that it is not
eliminated (it comes back next turn), in English and in Japanese."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder


def test_10_5_the_combat_panel_says_the_unit_retreated_into_its_rear_area(window):
    # The 6th Army attacks the 18th Army next to the Soviet rear area; die 1 at 1:1 is DL:
    # the 18th is worn and retreats into the rear area (11.3.6, 11.4.2, 10.5).
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.at(turn=2, phase="german_combat").dice(1)
    b.place("sov_18a", "0809").place("ger_6a", "0808")
    game, state = b.build(seed=1)
    state = state.copy()
    state.hands = {"german": (), "soviet": ()}
    c = window.controller
    c.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    assert c.submit(Attack("german", ("ger_6a",), game.hex("0809")))
    assert c.submit(Choose("soviet", Opt.DEFEND, ("sov_18a",)))
    assert c.state.pending.kind == "advance"
    assert c.submit(Choose("german", Opt.STAY))
    QApplication.processEvents()
    assert c.state.units["sov_18a"].status == "off_map"
    text = window.combat.dice.text()
    # the Soviet 18th Army says whose, as the log does (the German 18th Army is in the game)
    assert "18th Army (Soviet) loses 1 step" in text
    assert "18th Army (Soviet) retreats off the map into Soviet rear area (not eliminated)" in text
    assert "is eliminated" not in text and "retreats to" not in text
    log = window.log.visible_texts()
    assert "18th Army (Soviet) retreats into Soviet rear area" in log  # German 18th Army too
    assert not any("eliminated" in line for line in log)
    window.set_language("ja")
    QApplication.processEvents()
    text = window.combat.dice.text()
    assert "18th Armyは" not in text  # names in the reader's language
    assert "第18軍(ソ連軍)はソ連軍後方地域へ退却してマップを離れた（除去ではない）" in text
    assert "除去された" not in text
    log = window.log.visible_texts()
    assert "第18軍(ソ連軍)がソ連軍後方地域へ退却" in log
    assert not any("除去" in line for line in log)


def test_a_result_that_is_a_word_reads_as_words_in_the_combat_panel(window):
    # Session 85, Shin Barbarossa by hand: the Combat panel read "Result:
    # attackers_eliminated" after a Soviet attack at 1:5 (10.3.7); Blitzkrieg to Moscow 2's
    # attack at 1:2 (11.3.5) read "fail". Codes printed on a table stay as printed.
    from qtwargame.engine.records import CombatRecord

    b = PositionBuilder.from_scenario("shin_barbarossa")
    b.at(turn=2, phase="soviet_combat").place("su_rc10", "3805").place("de_ak1", "3806")
    game, state = b.build(seed=1)
    c = window.controller
    c.adopt(History(game, state, []), 1)
    QApplication.processEvents()

    def shown(result):
        rec = CombatRecord("soviet", ("su_rc10",), ("de_ak1",), (game.hex("3806"),),
                           table="soviet", column="1:5", result=result)
        return [r for r in window.combat.record_text(rec).split("<br>") if r.startswith("Result")]

    assert shown("attackers_eliminated") == ["Result: <b>every attacker eliminated</b>"]
    assert shown("fail") == ["Result: <b>attack fails</b>"]
    assert shown("1/R") == ["Result: <b>1/R</b>"]
    window.set_language("ja")
    rec = CombatRecord("soviet", ("su_rc10",), ("de_ak1",), (game.hex("3806"),),
                       table="soviet", column="1:5", result="attackers_eliminated")
    text = window.combat.record_text(rec)
    assert "<b>攻撃側全滅</b>" in text and "attackers_eliminated" not in text
    window.set_language("en")
