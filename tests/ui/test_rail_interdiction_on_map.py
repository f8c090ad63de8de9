"""Issue 48, item 15: Shin Barbarossa's rail interdiction (14.3) is picked on the map. The
Decision panel no longer lists a button for each of the hexes with "Place no more air
units" below them all: it keeps that answer at the top and says how many hexes are
highlighted on the map, where a click places the air unit; the header says in words what
is asked and how to answer."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, EndPhase, Opt
from tests.ui.test_declared_combats import combat_position, open_window

from .conftest import click, hex_point


def _interdiction(window):
    game, state = combat_position("axis_combat", [("de_ak1", "0220", 0), ("su_rc10", "1012", 0)])
    state.data["air"] = 2
    state, _ = game.apply(state, EndPhase("axis"))
    state, _ = game.apply(state, EndPhase("axis"))
    assert (state.phase, state.pending.kind) == ("soviet_move", "interdiction")
    return open_window(window, game, state)


def test_14_3_the_interdiction_hexes_are_picked_on_the_map_with_none_at_the_top(window, qtbot):
    c = _interdiction(window)
    game = c.game
    hexes = [a.hexes[0] for a in c.legal().actions if isinstance(a, Choose) and a.option == Opt.AIR]
    assert len(hexes) > 12
    panel = window.decision
    assert [b.text() for b in panel.buttons] == ["Place no more air units"]
    assert panel.map_note.isVisible()
    assert panel.map_note.text() == f"Click one of the {len(hexes)} highlighted hexes on the map, or:"
    hint = window.phase_bar.hint.toolTip()
    assert hint == ("Place Axis air units against Soviet rail movement? 2 left this turn. Click a "
                    "highlighted hex or unit, or pick an answer in the Decision panel.")
    # The map lights the hexes; a click on one bars it.
    target = sorted(hexes, key=game.label)[0]
    assert target in window.scene.highlights.fills
    click(window, hex_point(window, target))
    QApplication.processEvents()
    assert c.state.data["interdicted"] == [game.label(target)]
    # One air unit left: asked again; "none" at the top ends it.
    assert c.state.pending is not None and c.state.pending.kind == "interdiction"
    qtbot.mouseClick(panel.buttons[0], Qt.MouseButton.LeftButton)
    assert c.state.pending is None or c.state.pending.kind != "interdiction"
    assert not panel.map_note.isVisible()
