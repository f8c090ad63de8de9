"""The Combat dock's buttons stay in sight: Declare (Resolve) and Clear, and the declared
combats' steps (close the declarations, resolve the next combat, Shin Barbarossa 10.3),
stand in a place that never scrolls; the attack's preview and the list of declared combats
scroll below them. Until session 83 the whole dock scrolled: a player who scrolled down to
read a long preview's result bars had scrolled Declare out of sight, and a long list of
declared combats pushed the button that closes the declarations below the dock's edge."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QApplication, QScrollArea

from qtwargame.rules.shin_barbarossa import battle
from tests.ui.conftest import click, hex_point, unit_point
from tests.ui.test_declared_combats import combat_position, open_window

#: Four Axis corps, each beside a Soviet rifle corps of its own, far enough apart to be
#: four combats.
PAIRS = (("de_pz41", "1010", "su_rc10", "1011"), ("de_pz56", "1310", "su_rc11", "1311"),
         ("de_pz39", "1610", "su_rc16", "1611"), ("de_pz57", "1910", "su_rc29", "1911"))


def _scroller(window) -> QScrollArea:
    """The scroll area the attack's preview scrolls in."""
    widget = window.combat.details
    while not isinstance(widget, QScrollArea):
        widget = widget.parentWidget()
    return widget


def _in_sight(window, widget) -> bool:
    """Whether the whole of ``widget`` shows inside the Combat dock."""
    dock = window.docks["combat"]
    top_left = widget.mapTo(dock, QPoint(0, 0))
    return (widget.isVisible() and top_left.y() >= 0
            and top_left.y() + widget.height() <= dock.height())


def test_10_3_declare_and_close_the_declarations_stay_in_sight_of_a_short_dock(window, qtbot):
    units = [(g, gl, 0) for g, gl, _, _ in PAIRS] + [(s, sl, 0) for _, _, s, sl in PAIRS]
    game, state = combat_position("axis_combat", units)
    c = open_window(window, game, state)
    window.resize(1400, 560)  # a short Combat dock
    QApplication.processEvents()
    scroll = _scroller(window)
    for i, (german, _, _, target) in enumerate(PAIRS):
        click(window, unit_point(window, german))
        click(window, hex_point(window, game.hex(target)))
        QApplication.processEvents()
        # read the preview to its last bar, then declare without scrolling back
        scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
        QApplication.processEvents()
        assert _in_sight(window, window.combat.resolve), i
        qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
        assert len(battle.declared(c.state)) == i + 1
    QApplication.processEvents()
    assert scroll.verticalScrollBar().maximum() > 0  # the four combats' list scrolls
    scroll.verticalScrollBar().setValue(0)
    QApplication.processEvents()
    assert window.declared.list.text().count("<br>") >= 4
    # no attack being prepared and no dice yet: no empty lines above the declared list
    assert window.combat.details.text() == window.combat.dice.text() == ""
    assert not window.combat.details.isVisible() and not window.combat.dice.isVisible()
    close = window.declared.buttons[0]
    assert close.text() == "Close the declarations (4 combats)"
    assert _in_sight(window, close)
    scroll.verticalScrollBar().setValue(scroll.verticalScrollBar().maximum())
    QApplication.processEvents()
    assert _in_sight(window, close)
    qtbot.mouseClick(close, Qt.MouseButton.LeftButton)
    assert c.state.data["stage"] == "resolve"
    QApplication.processEvents()
    assert window.declared.buttons[0].text() == "Resolve the combat at 1011"
    assert _in_sight(window, window.declared.buttons[0])
