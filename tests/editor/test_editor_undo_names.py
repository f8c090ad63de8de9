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
