"""The hex panel's region list reads whole in the Properties dock's default width.

Session 91 under Xvfb at 1,366 x 768, the Japanese editor on Red Vengeance: a hex in
several regions listed them beside the 「地域」 label in a box 150 pixels high, with a
horizontal scroll bar, 「ポーランド(1939」 and 「東プロイセン [国」 cut at its edge, and the
hex's own regions could be anywhere among the 29. The list now spans the panel under its
heading, each name wrapped to its width, its height that of the names (at most twelve
lines), the first of the hex's regions in view."""

from __future__ import annotations

from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication


def test_red_vengeances_japanese_region_list_reads_whole_in_the_dock(ja_editor, qtbot):
    w = ja_editor("red_vengeance")
    w.resize(1366, 768)
    w.show()
    qtbot.waitExposed(w)
    # the docks beside the map at the widths the window gives them
    w.resizeDocks([w.docks["tools"], w.docks["properties"]], [380, 400], Qt.Orientation.Horizontal)
    QApplication.processEvents()
    assert w.docks["properties"].width() <= 400
    regions = w.doc.scenario.map.regions
    count: dict[str, int] = {}
    for r in regions:
        for h in r.hexes:
            count[h] = count.get(h, 0) + 1
    label = max(sorted(count), key=lambda h: count[h])
    assert count[label] >= 3
    w.properties.tabs.setCurrentIndex(0)
    w.properties.hex.show_label(label)
    QApplication.processEvents()
    panel = w.properties.hex
    lst = panel.regions
    assert lst.count() == len(regions) == 29
    view = lst.viewport().rect()
    # nothing to scroll sideways: every name is within the list's width
    assert lst.horizontalScrollBar().maximum() == 0
    # the list spans the panel, under its heading
    assert lst.width() >= panel.width() - 40, (lst.width(), panel.width())
    assert panel.labels[3].geometry().bottom() < lst.geometry().top()
    fm = lst.fontMetrics()
    room = view.width() - 50  # less the check box and the colour swatch
    wrapped = 0
    for i in range(lst.count()):
        item = lst.item(i)
        rect = lst.visualItemRect(item)
        assert rect.width() <= view.width()
        # each name has the lines it needs at the list's width
        need = fm.boundingRect(QRect(0, 0, room, 10_000), Qt.TextFlag.TextWordWrap, item.text()).height()
        assert rect.height() >= need, (item.text(), rect.height(), need)
        wrapped += fm.horizontalAdvance(item.text()) > view.width()
    assert wrapped >= 1  # a name longer than a line, on two
    # the hex's own regions: the first is in view
    first = next(lst.item(i) for i in range(lst.count()) if lst.item(i).checkState() == Qt.CheckState.Checked)
    assert view.contains(lst.visualItemRect(first).topLeft())
    # as tall as the names need up to twelve lines
    total = sum(lst.visualItemRect(lst.item(i)).height() for i in range(lst.count()))
    assert lst.viewport().height() >= min(total, 12 * (fm.lineSpacing() + 6)) - 2


def test_the_map_shows_who_holds_each_city_at_the_start_and_follows_the_hex_panel(window):
    # Session 92 by hand: a designer gave Westford to West and Eastbury to East in the hex
    # panel and the editor's map showed nothing; only the play-test's pennants told.
    from PySide6.QtTest import QTest

    doc, scene = window.doc, window.scene
    held = {doc.parse(x): side for side, hexes in doc.scenario.map.control.items() for x in hexes}
    assert scene.control.control == held  # Westheim blue; Brückendorf, Nordwald, Ostburg red
    window.select_hex("0305")
    QTest.keyClick(window.properties.hex.control, Qt.Key.Key_Down)  # Blue → Red
    assert doc.scenario.map.control["red"] == ["0705", "0902", "1005", "0305"]
    assert scene.control.control[doc.parse("0305")] == "red"
    doc.undo_stack.undo()
    assert scene.control.control[doc.parse("0305")] == "blue"
    # The pennants are part of the cities layer: hidden with it.
    scene.set_layer_visible("cities", False)
    assert not scene.control.isVisible()
