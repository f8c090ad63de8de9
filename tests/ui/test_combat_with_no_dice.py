"""A dice game's combat where one side rolls no dice still has that side's line in the
Combat panel (session 93, Defiant Russia hot-seat in Japanese by hand: the Soviet 14th
Tank Corps, 2-5, attacked Brest across a river, 2 - 1 (city, armour) - 1 (river) = 0 dice;
the panel showed only the Axis defender's dice, the log 「サイコロ0個対8個」)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder

KEEP = {"sov_tk_14": "3104", "ger_inf_12": "3103", "ger_inf_44": "3103"}


def _open(window, lang):
    b = PositionBuilder.from_scenario("defiant_russia")
    for u in b.data["units"]:
        uid = u["id"]
        if uid in KEEP:
            b.place(uid, KEEP[uid])
        else:
            b.place(uid, None, status="pool")
    b.at(turn=2, phase="soviet_combat", active="soviet")
    b.dice(*([1] * 20))
    game, state = b.build(seed=1)
    if lang == "ja":
        window.set_language("ja")
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    return window.controller


@pytest.mark.parametrize("lang,line", [
    ("en", "Soviet (attacker): no dice — 0 hits scored"),
    ("ja", "ソビエト連邦 (攻撃側): サイコロなし — 0ヒットを与えた"),
])
def test_7_11_9_0_an_attacker_with_no_dice_has_its_line(window, qtbot, lang, line):
    c = _open(window, lang)
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    pv = c.game.preview(c.state, window.view.tool.declaration())
    assert pv.attack_strength == 0
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    text = window.combat.dice.text()
    assert line in text
