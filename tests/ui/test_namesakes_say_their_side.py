"""Blitzkrieg to Moscow 2 has German and Soviet armies of one name (4th, 6th, 9th, 11th,
16th, 18th Army). A message that names one says whose, in the log and in the Decision
panel's answers (session 92 by hand, in Japanese: 「第6軍は除去された」 of the Soviet army,
then 「第6軍を0801へ前進」 of the German one); a name no other side's unit has stays bare."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, EndPhase
from qtwargame.i18n import plain_translator
from qtwargame.logtext import PlainNames
from tests.ui import bundled

from .conftest import start


def _btm(window):

    return start(window, bundled.scenario("blitzkrieg_moscow_2"), seed=1)


def test_the_log_and_the_advance_answers_say_whose_6th_army(window):
    c = _btm(window)
    game = c.game
    c.submit(EndPhase("german"))  # logistics
    c.submit(EndPhase("german"))  # movement
    QApplication.processEvents()
    target = game.hex("0801")
    attackers = tuple(u for u in ("ger_6a", "ger_17a") if c.state.units[u].hex is not None)
    assert c.submit(Attack("german", attackers, target))
    QApplication.processEvents()
    while c.state.pending is not None and c.state.pending.kind != "advance":
        buttons = window.decision.buttons
        buttons[-1].click()  # pass the card and reroll windows
        QApplication.processEvents()
    texts = [b.text() for b in window.decision.buttons]
    assert "Advance 6th Army (German) to 0801" in texts, texts
    assert "Advance 17th Army to 0801" in texts, texts  # no Soviet 17th Army: no side said
    log = window.log.copy_text()
    assert "6th Army (German), 17th Army" in log, log[-600:]


def test_plain_names_in_japanese_say_whose_army(window):
    c = _btm(window)
    names = PlainNames(c.game, "ja", plain_translator("ja"))
    soviet = [u for u in c.game.units if c.game.units[u].side == "soviet"
              and names.name(u) == "第6軍"]
    assert soviet
    assert names._param(soviet[0]) == "第6軍(ソ連軍)"
    assert names._param("ger_6a") == "第6軍(ドイツ軍)"
    assert names._param("ger_17a") == "第17軍"


def test_the_combat_and_stack_panels_say_whose_6th_army_as_the_log_does(window):
    # Session 92 by hand: the log and the Decision panel said 「第6軍(ドイツ軍)」, the Combat
    # panel's own lines still 「第18軍は…」. The window names a unit by one rule.
    from .conftest import click, hex_point

    c = _btm(window)
    c.submit(EndPhase("german"))  # logistics
    c.submit(EndPhase("german"))  # movement
    QApplication.processEvents()
    click(window, hex_point(window, c.game.hex("0801")))  # every unit that can attack it
    assert "ger_6a" in window.view.tool.attackers
    summary = window.combat.summary.text()
    assert "6th Army (German)" in summary, summary
    assert "17th Army," in summary and "17th Army (" not in summary, summary  # no namesake
