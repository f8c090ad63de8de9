"""The phase bar's instruction gets the blockers' line when nothing blocks the phase."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from tests.ui import bundled

from .conftest import start


def _lines(label, text: str) -> int:
    fm = label.fontMetrics()
    wrapped = fm.boundingRect(QRect(0, 0, label.width(), 10_000), Qt.TextFlag.TextWordWrap, text)
    return wrapped.height() // fm.lineSpacing()


def test_the_hint_reads_whole_on_three_lines_when_nothing_blocks_the_phase(window, qtbot):
    # On a 1,366-pixel window Blitzkrieg to Moscow 2's movement hint (it has special
    # movement) ran to three lines beside the side badge and End Phase and was cut at
    # "… Right-click it for special movement. End…", while the blockers' line under it
    # stood empty. With nothing blocking the phase, the hint takes that line.
    start(window, bundled.scenario("blitzkrieg_moscow_2"))
    bar = window.phase_bar
    qtbot.mouseClick(bar.end, Qt.MouseButton.LeftButton)  # the logistics phase: nothing to do
    qtbot.wait(20)
    assert window.controller.state.phase == "german_movement"
    full = bar.hint.toolTip()
    assert full.startswith("Drag an outlined unit to move it") and full.endswith(".")
    assert "special movement" in full
    # The window's width at which the hint needs three lines (the offscreen font is
    # narrower than a desktop's, and the window's least width varies with its docks).
    width = 1400
    while _lines(bar.hint, full) < 3 and width > 900:
        width -= 10
        window.resize(width, 768)
        QApplication.processEvents()
    assert _lines(bar.hint, full) == 3, (width, bar.hint.width())
    assert bar.hint.text() == full
    assert bar.blockers.isHidden()
    # Something to say on the blockers' line: the hint has its two lines again, cut.
    bar.set_blockers(["The 3rd Panzer Army is over-stacked"])
    assert not bar.blockers.isHidden()
    assert bar.hint.text() != full and bar.hint.text().endswith("…")
    assert full.startswith(bar.hint.text()[:-1].rstrip())
    bar.set_blockers([])
    assert bar.hint.text() == full


def test_the_next_step_button_claims_no_room_from_the_docks(window, qtbot):
    # Session 89 by hand (Shin Barbarossa at 1,366 x 768): each time the bar showed its
    # next-step button ("Close the declarations") the left docks narrowed, and never
    # widened again (290 to 205 pixels over a turn): the bar's least width grew by the
    # button's, the phase title keeping its whole width. The title now elides instead.
    from qtwargame.ui.tools.attack_tool import AttackTool
    from tests.rules.shin_barbarossa.reading import position
    from tests.ui.conftest import click, hex_point, unit_point
    from tests.ui.test_sb_session89 import _open

    window.resize(1366, 768)
    game, state = position("axis_combat", {"de_pz41": "1010", "su_rc10": ("1011", 1)})
    _open(window, game, state)
    QApplication.processEvents()
    assert isinstance(window.view.tool, AttackTool)
    before = (window.width(), window.centralWidget().width())
    bar = window.phase_bar
    assert not bar.next_step.isVisible() and bar.phase.text() == "Axis combat  (5.2.2)"
    click(window, unit_point(window, "de_pz41"))
    click(window, hex_point(window, game.hex("1011")))
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)  # declare
    QApplication.processEvents()
    assert bar.next_step.isVisible()
    assert (window.width(), window.centralWidget().width()) == before
    # where the room is short the title takes two lines (session 91), and only where two
    # cannot hold it is it elided in its middle, its rule kept; it reads whole in its
    # tooltip, and on one line again when there is room
    # the button under End Phase (session 91: beside it, the title took two lines and the
    # instruction one, 「Click attackers,…」)
    assert bar.next_step.geometry().top() > bar.end.geometry().bottom()
    assert bar.phase.text() == "Axis combat  (5.2.2)"
    assert bar.phase.toolTip() == "Axis combat  (5.2.2)"
    bar.phase.resize(90, bar.phase.height())
    assert bar.phase.text() == "Axis combat\n(5.2.2)"
    bar.phase.resize(50, bar.phase.height())
    assert "…" in bar.phase.text() and bar.phase.text().endswith("2)")
    bar.phase.resize(400, bar.phase.height())
    assert bar.phase.text() == "Axis combat  (5.2.2)"


def test_a_long_side_badge_takes_two_lines_and_leaves_the_title_its_room(window, qtbot):
    # Session 89 under Xvfb (Defiant Russia in Japanese, computer against computer): the
    # badge 「コンピュータがソビエト連邦をプレイ中」 on one line left the phase's title
    # 「ソ連軍戦闘フ… (7.0)」 at 1,366 pixels. The badge now breaks onto two lines.
    from qtwargame.scenario.catalog import load

    window.set_language("ja")
    try:
        window.resize(1366, 768)
        c = start(window, load("defiant_russia"))
        side = c.state.to_act
        window.computer.set_paused(True)
        window.computer.set_sides({s: ("greedy" if s == side else "human") for s in c.game.sides})
        QApplication.processEvents()
        bar = window.phase_bar
        whole = f"コンピュータが{c.names.side(side)}をプレイ中"
        assert bar.side.text().replace("\n", "") == whole and "\n" in bar.side.text()
        assert bar.side.toolTip() == whole
        widest = max(bar.side.fontMetrics().horizontalAdvance(line) for line in bar.side.text().split("\n"))
        one_line = bar.side.fontMetrics().horizontalAdvance(whole)
        assert bar.side.minimumWidth() < one_line and bar.side.minimumWidth() >= widest
    finally:
        window.set_language("en")
