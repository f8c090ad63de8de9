"""Clicks near a spread-out stack while putting an attack together (Defiant Russia).

Session 89, by hand: two panzer corps with Guderian in 3303 were clicked (both taken),
the stack spread out under the pointer, and the click on Bialystok beside it dropped both
attackers ("No attack prepared"): the spread row reached over Bialystok, the click found
the last counter's invisible margin there, and the tool, seeing the pointer's hex differ
from the spread stack's, took the click for one on the whole stack. A click on a counter
of the spread stack takes that one counter wherever the row reaches; a click on the map
beside a counter is on the map."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from tests.ui import bundled

from .conftest import click, unit_point, view_point


def _combat(window, qtbot):
    from .conftest import start

    c = start(window, bundled.scenario("defiant_russia"), seed=7)
    for _ in range(2):  # both set-ups by Deploy All
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)  # no Axis move
    assert c.state.phase == "axis_combat"
    return c


def _stack_beside_a_target(c, scene):
    """A hex of two units that may attack an enemy hex beside it on the same row (the
    side a spread stack's row reaches over), and that hex."""
    legal = c.legal()
    eligible = legal.eligible_attackers()
    for target in sorted(legal.attack_targets(), key=c.game.label):
        t = scene.layout.center(target)
        for h in {c.state.units[u].hex for u in legal.attackers_of(target)}:
            stack = [u for u in scene.stack(h) if u in eligible]
            p = scene.layout.center(h)
            if len(stack) == 2 and len(scene.stack(h)) == 2 and abs(p.y() - t.y()) < 1:
                return h, target
    raise AssertionError("no two-unit stack beside a target on its row")


def test_a_click_on_a_spread_counter_over_the_next_hex_takes_that_counter_only(window, qtbot):
    c = _combat(window, qtbot)
    scene, tool = window.scene, window.view.tool
    h, target = _stack_beside_a_target(c, scene)
    window.view.centerOn(scene.layout.center(h))
    QApplication.processEvents()
    stack = scene.stack(h)
    click(window, unit_point(window, stack[0]))  # a plain click takes the whole stack
    assert tool.attackers == set(stack)
    scene.expand(h)  # the pointer rests on it: the stack spreads out
    toward = scene.layout.center(target).x() > scene.layout.center(h).x()
    outer = max(stack, key=lambda u: scene.counters[u].scenePos().x() * (1 if toward else -1))
    item = scene.counters[outer]
    # a point of that counter that lies over the target hex
    edge = item.scenePos().x() + (1 if toward else -1) * item.size * 0.45
    point = QPointF(edge, item.scenePos().y())
    assert scene.hex_at(point) == target
    click(window, view_point(window, point))
    assert tool.attackers == set(stack) - {outer}
    assert tool.target is None


def test_a_click_on_the_map_beside_a_spread_counter_chooses_the_hex_there(window, qtbot):
    c = _combat(window, qtbot)
    scene, tool = window.scene, window.view.tool
    h, target = _stack_beside_a_target(c, scene)
    window.view.centerOn(scene.layout.center(h))
    QApplication.processEvents()
    stack = scene.stack(h)
    click(window, unit_point(window, stack[0]))
    scene.expand(h)
    toward = scene.layout.center(target).x() > scene.layout.center(h).x()
    outer = max(stack, key=lambda u: scene.counters[u].scenePos().x() * (1 if toward else -1))
    item = scene.counters[outer]
    # just past the counter's edge, on the map of the target hex (inside the room the
    # counter's outline is drawn in)
    beyond = item.scenePos().x() + (1 if toward else -1) * item.size * 0.6
    point = QPointF(beyond, item.scenePos().y())
    assert item.boundingRect().contains(item.mapFromScene(point))
    assert scene.hex_at(point) == target
    click(window, view_point(window, point))
    assert tool.target == target
    assert tool.attackers == set(stack)


def test_clear_takes_the_proposals_words_away_from_the_status_bar(window, qtbot):
    """Session 89: after Propose the Next Owed Attack, then Clear, and an attack made by
    hand, the status bar still read "Proposed: the last owed attack. Adjust it, then
    Resolve." with no attack being put together."""
    _combat(window, qtbot)
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    assert window.status_label.text().startswith("Proposed: ")
    qtbot.mouseClick(window.combat.clear, Qt.MouseButton.LeftButton)
    assert window.view.tool.target is None
    assert window.status_label.text() == ""
