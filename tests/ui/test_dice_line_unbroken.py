"""The Japanese dice line keeps its hits whole (session 91, Red Vengeance by hand): the
Combat panel read 「… ⚂3 — 3」 over 「ヒットを与えた」, the phrase broken between any two of
its characters as Japanese lines break. The phrase and its dash now move to the next line
together."""

from __future__ import annotations

from PySide6.QtGui import QFontMetrics, QTextDocument

from qtwargame.engine.records import CombatRecord
from tests.ui import bundled

from .conftest import start


def _lines(html: str, font, width: int) -> list[str]:
    doc = QTextDocument()
    doc.setDefaultFont(font)
    doc.setHtml(html)
    doc.setTextWidth(width)
    doc.size()  # laid out
    out = []
    block = doc.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            out.append(text[line.textStart():line.textStart() + line.textLength()])
        block = block.next()
    return [line.replace("\u2060", "") for line in out]


def test_the_japanese_hits_scored_never_break_from_their_dash(window):
    window.set_language("ja")
    c = start(window, bundled.scenario("red_vengeance"))
    game = c.game
    axis, allied = game.sides[0], game.sides[1]
    unit = {side: next(u.id for u in game.scenario.units if u.side == side) for side in (axis, allied)}
    rec = CombatRecord(attacker_side=allied, attackers=(unit[allied],), defenders=(unit[axis],),
                       hexes=(game.hex("1010"),), dice={allied: (6, 4, 3)}, hits={axis: 3},
                       complete=True)
    html = window.combat.record_text(rec)
    phrase = "3ヒットを与えた"
    assert phrase in html.replace("\u2060", "")
    font = window.combat.dice.font()
    broken = []
    # from the width that holds the dash and the phrase on one line (narrower, they break)
    least = QFontMetrics(font).horizontalAdvance("— " + phrase) + 16  # and the margins
    for width in range(least, 420, 3):
        lines = _lines(html, font, width)
        row = next(i for i, line in enumerate(lines) if "⚅" in line)
        tail = "".join(lines[row:]).replace("\u00a0", " ")
        whole = [line for line in lines[row:] if phrase in line.replace("\u00a0", " ")]
        if phrase in tail and not whole:
            broken.append((width, lines[row:]))
    assert broken == []
