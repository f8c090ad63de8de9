"""The undo history names what each step changed (session 90 by hand: a designer's
afternoon read "Add region", "Add item", "Delete item", "Edit hexsides" where every other
step named its city, unit or terrain)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.editor.tools.region_tool import RegionTool
from qtwargame.scenario.models import Localized, RegionSpec

from .conftest import at


def _history(window) -> list[str]:
    stack = window.doc.undo_stack
    return [stack.text(i) for i in range(stack.count())]


def _steps(window) -> None:
    """A region added, a setup code added and deleted, a river drawn by a drag, then drawn
    on one hexside and taken off it by two clicks."""
    window.tool(RegionTool).create(RegionSpec(id="ford", kind="setup", name=Localized(
        en="Ford area", ja="渡河地域")))
    window.properties.show_section("lists")
    codes = window.properties._built["lists"].editors["setup_codes"]
    codes.add()
    codes.select_row(len(window.doc.scenario.setup_codes) - 1)
    codes.delete_current()
    window.settings.set("feature", "river")
    hexsides = window.tools["hexside"]
    window.set_tool("hexside")
    hexsides.press(at(window, "0202", dy=0.8))  # near the side below 0202's centre
    for label in ("0203", "0204"):
        e = at(window, label, dy=0.8)
        hexsides.move(type(e)(e.pos, e.hex, e.label, Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton))
    hexsides.release(at(window, "0204", dy=0.8))
    hexsides.toggle("0808", "0809")
    hexsides.toggle("0808", "0809")


def test_the_history_names_the_region_the_list_item_and_the_feature(window):
    _steps(window)
    assert _history(window) == ["Add region Ford area", "Add New 3", "Delete New 3",
                                "Draw River on hexsides", "Draw River between 0808 and 0809",
                                "Erase River between 0808 and 0809"]


def test_the_japanese_history_names_them_in_japanese(ja_editor):
    window = ja_editor("river_crossing")
    _steps(window)
    assert _history(window) == ["地域「渡河地域」を追加", "「新規3」を追加", "「新規3」を削除",
                                "ヘクスサイドに河川を描く", "0808と0809の間に河川を描く",
                                "0808と0809の間の河川を消す"]


def _map_steps(window) -> None:
    """A railway drawn, extended and cut by the line tool; a city's victory points set and
    cleared by the victory tool; a hex's control, terrain and region changed in the hex
    panel, its drop-downs moved by the keyboard."""
    from PySide6.QtTest import QTest

    from .conftest import LEFT, drag

    doc = window.doc
    window.settings.set("link_kind", "rail")
    links = window.tools["link"]
    drag(window, links, ["0202", "0302", "0402"])
    drag(window, links, ["0402", "0502"])
    a = window.scene.layout.center(doc.parse("0302"))
    b = window.scene.layout.center(doc.parse("0402"))
    mid = window.view.map_event((a + b) / 2, LEFT, LEFT)
    links.press(mid)
    links.release(mid)
    window.settings.set("vp", 4)
    victory = window.tools["victory"]
    victory.press(at(window, "0705"))
    victory.press(at(window, "0705", Qt.MouseButton.RightButton))
    window.select_hex("0604")
    panel = window.properties.hex
    QTest.keyClick(panel.control, Qt.Key.Key_Down)  # (nobody) → the first side
    QTest.keyClick(panel.control, Qt.Key.Key_Up)
    QTest.keyClick(panel.terrain, Qt.Key.Key_Down)  # clear → forest
    panel.regions.item(0).setCheckState(Qt.CheckState.Checked)
    panel.regions.item(0).setCheckState(Qt.CheckState.Unchecked)


def test_the_history_names_the_line_the_city_and_the_hex_of_each_map_edit(window):
    # Session 92 by hand: a designer's map read "Draw line", "Set victory points", "Set
    # initial control", "Paint terrain", "Paint region": which line, city or hex, not said.
    _map_steps(window)
    assert _history(window) == [
        "Draw a railway from 0202 to 0402", "Extend the railway from 0402 to 0502",
        "Delete the railway between 0302 and 0402",
        "Set the victory points of Brückendorf to 4", "Clear the victory points of Brückendorf",
        "Give 0604 to Blue at the start", "Clear the control of 0604", "Paint Forest at 0604",
        "Add 0604 to region Blue start area", "Take 0604 out of region Blue start area"]


def test_the_japanese_history_names_them_in_japanese_too(ja_editor):
    window = ja_editor("river_crossing")
    _map_steps(window)
    assert _history(window) == [
        "0202から0402まで鉄道を引く", "0402から0502まで鉄道を延長",
        "0302と0402の間の鉄道を削除",
        "ブリュッケンドルフの勝利得点を4に設定", "ブリュッケンドルフの勝利得点を消去",
        "0604を開始時に青軍の支配下に置く", "0604の支配を解除", "0604を森林で塗る",
        "0604を地域「青軍配置地域」に加える", "0604を地域「青軍配置地域」から外す"]
