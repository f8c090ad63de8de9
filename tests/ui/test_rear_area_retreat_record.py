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
    assert "18th Army loses 1 step" in text
    assert "18th Army retreats off the map into Soviet rear area (not eliminated)" in text
    assert "is eliminated" not in text and "retreats to" not in text
    log = window.log.visible_texts()
    assert "18th Army retreats into Soviet rear area" in log
    assert not any("eliminated" in line for line in log)
    window.set_language("ja")
    QApplication.processEvents()
    text = window.combat.dice.text()
    assert "18th Armyは" not in text  # names in the reader's language
    assert "第18軍はソ連軍後方地域へ退却してマップを離れた（除去ではない）" in text
    assert "除去された" not in text
    log = window.log.visible_texts()
    assert "第18軍がソ連軍後方地域へ退却" in log
    assert not any("除去" in line for line in log)
