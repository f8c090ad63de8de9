"""Stacks on the board (issue 11, stacks): the most important counter on top by a rule the
player can change, a stack spread out on hover or a key, a click or key cycling through it,
the next unit that can still act, and moved/attacked marks; with real mouse and key
events on Defiant Russia (Guderian stacked with a panzer corps) and BtM2."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ui.tools.move_tool import MoveTool
from tests.conftest import SCENARIOS
from tests.ui import bundled

from .conftest import click, hex_point, move, press, release, start, unit_point

BTM = SCENARIOS / "blitzkrieg_moscow_2.json"


def _dr_after_setup(window, qtbot):
    c = start(window, bundled.scenario("defiant_russia"))
    for _ in range(2):
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_move"
    return c


def _guderian(c):
    return c.state.units["ger_ldr_guderian"].hex


def test_the_strongest_counter_is_on_top_and_guderian_at_the_bottom(window, qtbot):
    c = _dr_after_setup(window, qtbot)
    h = _guderian(c)
    stack = window.scene.stack(h)
    # Bottom first: the leader (0-0), the infantry (4-3), the panzer corps (6-6) on top.
    assert stack == ["ger_ldr_guderian", "ger_inf_13", "ger_pz_24"]
    top = window.scene.counters[stack[-1]]
    assert top.zValue() > window.scene.counters["ger_ldr_guderian"].zValue()
    # A click on the stack reaches the panzer, which can move.
    window.view.centerOn(window.scene.layout.center(h))
    QApplication.processEvents()
    click(window, hex_point(window, h))
    tool = window.view.tool
    assert isinstance(tool, MoveTool)
    assert tool.unit == "ger_pz_24"


def test_the_player_changes_the_stack_order_from_the_view_menu(window, qtbot):
    c = _dr_after_setup(window, qtbot)
    h = _guderian(c)
    window.order_actions["placed"].trigger()
    assert window.scene.stack_order == "placed"
    assert window.scene.stack(h)[-1] == "ger_ldr_guderian"  # placed last (on the panzer)
    window.order_actions["strength"].trigger()
    assert window.scene.stack(h)[-1] == "ger_pz_24"


def test_a_stack_spreads_out_on_hover_and_on_space_and_cycles_with_c(window, qtbot):
    c = _dr_after_setup(window, qtbot)
    h = _guderian(c)
    scene = window.scene
    window.view.centerOn(scene.layout.center(h))
    QApplication.processEvents()
    # Hovering the stack spreads it out in a row: every counter is fully visible.
    window.view.hover_expand_ms = 10
    move(window, unit_point(window, "ger_pz_24"), buttons=Qt.MouseButton.NoButton)
    qtbot.waitUntil(lambda: scene.expanded == h, timeout=2000)
    xs = sorted(scene.counters[u].pos().x() for u in scene.stack(h))
    assert min(b - a for a, b in zip(xs, xs[1:])) >= scene.counter_size
    # Moving off closes it.
    far = hex_point(window, c.game.hex("3305"))
    move(window, far, buttons=Qt.MouseButton.NoButton)
    assert scene.expanded is None
    # Space on the selected hex spreads it; again closes it.
    scene.highlights.set_selected(h)
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert scene.expanded == h
    qtbot.keyClick(window.view, Qt.Key.Key_Space)
    assert scene.expanded is None
    # C cycles: the top counter goes to the bottom.
    qtbot.keyClick(window.view, Qt.Key.Key_C)
    assert scene.stack(h) == ["ger_pz_24", "ger_ldr_guderian", "ger_inf_13"]
    assert window.status_text() == "On top: XIII Corps"


def test_next_unit_picks_units_that_have_not_acted_and_marks_moves(window, qtbot):
    c = _dr_after_setup(window, qtbot)
    first = window.view.next_unit()
    assert first is not None and first in c.legal().moves
    tool = window.view.tool
    assert tool.unit == first
    move_action = next(m for m in c.legal().moves[first] if m.mode == "normal")
    assert c.submit(move_action)
    assert window.scene.marks == {first: "moved"}
    assert window.scene.counters[first].mark == "moved"
    # N (the menu shortcut) goes on to another unit, never the one that moved.
    window.act_next_unit.trigger()
    second = window.view.tool.unit
    assert second not in (None, first)
    # Undo takes the mark away with the move.
    window.undo()
    assert window.scene.counters[first].mark == ""


def test_the_stack_order_is_kept_in_the_preferences(qtbot, tmp_path, autosaver):
    from PySide6.QtCore import QSettings

    from qtwargame.ui.main_window import MainWindow
    from qtwargame.ui.preferences import Preferences

    prefs = Preferences(QSettings(str(tmp_path / "p.ini"), QSettings.Format.IniFormat))
    w = MainWindow(lang="en", autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(w)
    w.order_actions["actable"].trigger()
    assert prefs.stack_order() == "actable"
    w2 = MainWindow(lang="en", autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(w2)
    assert w2.order_actions["actable"].isChecked()


def test_picking_up_cycling_or_spreading_a_stack_places_only_its_own_counters(window, qtbot,
                                                                               monkeypatch):
    """A pick-up, C and Space change one stack: its counters are placed again, and no other
    (the old code laid out every stack on the board again: Defiant Russia's 101 counters
    for a pick-up in a stack of three). Every counter ends where a whole layout puts it."""
    from qtwargame.ui.counter_item import CounterItem

    c = _dr_after_setup(window, qtbot)
    h = _guderian(c)
    scene = window.scene
    window.view.centerOn(scene.layout.center(h))
    QApplication.processEvents()
    placed: list[str] = []
    set_pos = CounterItem.setPos

    def counted(item, *where):
        placed.append(item.uid)
        return set_pos(item, *where)

    def where() -> dict:
        return {u: (i.pos(), i.zValue(), i.badge) for u, i in scene.counters.items()}

    monkeypatch.setattr(CounterItem, "setPos", counted)
    stack = set(scene.stack(h))
    press(window, unit_point(window, "ger_pz_24"))
    assert isinstance(window.view.tool, MoveTool) and window.view.tool.unit == "ger_pz_24"
    assert sorted(placed) == sorted(stack)
    release(window, unit_point(window, "ger_pz_24"))
    window.view.setFocus()
    for key, expanded in ((Qt.Key.Key_C, None), (Qt.Key.Key_Space, h), (Qt.Key.Key_Space, None)):
        placed.clear()
        qtbot.keyClick(window.view, key)
        assert scene.expanded == expanded
        assert placed and set(placed) <= stack, key
        assert len(placed) == len(stack)
        shown = where()
        scene.relayout()  # a whole layout moves nothing further
        assert where() == shown
