"""The next declared combat to resolve comes into sight (session 93 by hand, Shin
Barbarossa at 1,366 x 768: "Resolve the combat at 1743" while the map showed Vilnius,
1743 far off its edge)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.conftest import click, hex_point, unit_point
from tests.ui.test_declared_combats import combat_position, open_window


def test_closing_the_declarations_brings_the_first_combat_into_sight(window, qtbot):
    window.resize(1366, 768)
    game, state = combat_position("soviet_combat", [("su_rc10", "1012", 0), ("de_ak1", "1011", 1)])
    c = open_window(window, game, state)
    target = game.hex("1011")
    click(window, unit_point(window, "su_rc10"))
    click(window, hex_point(window, target))
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)  # Declare attack
    view, layout = window.view, window.scene.layout
    view.centerOn(layout.center(game.hex("3214")))  # the player looks at Moscow
    QApplication.processEvents()
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    assert not seen.contains(layout.center(target))
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)  # Close
    QApplication.processEvents()
    assert c.state.data["stage"] == "resolve"
    seen = view.mapToScene(view.viewport().rect()).boundingRect()
    size = layout.size
    assert seen.adjusted(size, size, -size, -size).contains(layout.center(target))
