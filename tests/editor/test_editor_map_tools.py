"""Hexsides, cities, links, regions, victory hexes and unit placement on the map."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.editor.hexside_pick import nearest_hexside
from qtwargame.scenario.models import CitySpec, RegionSpec, SetupSpec

from .conftest import LEFT, RIGHT, at, drag


def test_a_click_near_a_hexside_picks_that_hexside_and_a_click_in_the_middle_none(window):
    layout = window.scene.layout
    doc = window.doc
    a, b = doc.parse("0505"), doc.parse("0506")
    p1, p2 = layout.edge(a, b)
    mid = (p1 + p2) / 2
    assert set(nearest_hexside(layout, mid)) == {a, b}
    assert nearest_hexside(layout, layout.center(a)) is None


def test_the_hexside_tool_toggles_a_feature_by_clicking_near_the_hexside(window):
    doc = window.doc
    tool = window.tools["hexside"]
    window.set_tool("hexside")
    n = len(doc.scenario.map.hexsides)
    # 0.45 hex sizes below the centre of 0505 is next to its hexside with 0506.
    tool.press(at(window, "0505", dy=0.8))
    tool.release(at(window, "0505", dy=0.8))
    assert doc.scenario.map.hexsides[-1].features == ["river"]
    assert {doc.scenario.map.hexsides[-1].a, doc.scenario.map.hexsides[-1].b} == {"0505", "0506"}
    tool.press(at(window, "0505", dy=0.8))
    tool.release(at(window, "0505", dy=0.8))
    assert len(doc.scenario.map.hexsides) == n
    assert doc.undo_stack.count() == 2


def test_dragging_along_hexsides_draws_a_river_in_one_undo_step(window):
    doc = window.doc
    tool = window.tools["hexside"]
    window.set_tool("hexside")
    n = len(doc.scenario.map.hexsides)
    points = [at(window, "0202", dy=0.8), at(window, "0203", dy=0.8), at(window, "0204", dy=0.8)]
    tool.press(points[0])
    for e in points[1:]:
        tool.move(type(e)(e.pos, e.hex, e.label, Qt.MouseButton.NoButton, LEFT))
    tool.release(points[-1])
    assert len(doc.scenario.map.hexsides) == n + 3
    assert doc.undo_stack.count() == 1
    doc.undo_stack.undo()
    assert len(doc.scenario.map.hexsides) == n


def test_the_city_tool_adds_edits_and_deletes_a_city_through_its_dialog(window, monkeypatch):
    doc = window.doc
    tool = window.tools["city"]
    answers = [CitySpec(id="neudorf", hex="0204", kind="town", vp=2,
                        name={"en": "Neudorf", "ja": "ノイドルフ"})]
    monkeypatch.setattr(tool, "ask", lambda city, is_new: answers.pop(0))
    window.set_tool("city")
    tool.press(at(window, "0204"))
    city = doc.scenario.map.cities[-1]
    assert (city.id, city.hex, city.name.ja, city.vp) == ("neudorf", "0204", "ノイドルフ", 2)
    answers.append(city.model_copy(update={"port": True}))
    tool.press(at(window, "0204"))
    assert doc.scenario.map.cities[-1].port is True
    tool.press(at(window, "0204", RIGHT))
    assert doc.city_index_at("0204") is None
    assert window.scene.board.cities.get(doc.parse("0204")) is None


def test_dragging_through_hexes_draws_a_railway_and_clicking_a_segment_deletes_it(window):
    doc = window.doc
    window.settings.set("link_kind", "rail")
    n = len(doc.scenario.map.links)
    drag(window, window.tools["link"], ["0202", "0302", "0402", "0502"])
    rail = doc.scenario.map.links[-1]
    assert (rail.kind, rail.hexes) == ("rail", ["0202", "0302", "0402", "0502"])
    # Starting at its end continues the same line.
    drag(window, window.tools["link"], ["0502", "0602"])
    assert doc.scenario.map.links[-1].hexes == ["0202", "0302", "0402", "0502", "0602"]
    assert len(doc.scenario.map.links) == n + 1
    # A click on the middle of the segment 0302-0402 splits the line there.
    tool = window.tools["link"]
    a = window.scene.layout.center(doc.parse("0302"))
    b = window.scene.layout.center(doc.parse("0402"))
    mid = window.view.map_event((a + b) / 2, LEFT, LEFT)
    tool.press(mid)
    tool.release(mid)
    rails = [x.hexes for x in doc.scenario.map.links if x.kind == "rail"]
    assert rails == [["0202", "0302"], ["0402", "0502", "0602"]]
    for _ in range(3):
        doc.undo_stack.undo()
    assert len(doc.scenario.map.links) == n


def test_the_region_tool_paints_hexes_in_and_out_of_a_new_region_one_stroke_at_a_time(window):
    doc = window.doc
    tool = window.tools["region"]
    window.set_tool("region")
    tool.create(RegionSpec(id="bridgehead", kind="setup", side="blue", color="#00aa00",
                           name={"en": "Bridgehead"}))
    assert window.settings.region == "bridgehead"
    drag(window, tool, ["0604", "0605", "0606"])
    i = doc.region_index("bridgehead")
    assert doc.scenario.map.regions[i].hexes == ["0604", "0605", "0606"]
    assert doc.undo_stack.count() == 2
    # A stroke that starts inside the region paints out.
    drag(window, tool, ["0605", "0606"])
    assert doc.scenario.map.regions[i].hexes == ["0604"]
    # The right button always paints out.
    tool.press(at(window, "0604", RIGHT))
    tool.release(at(window, "0604", RIGHT))
    assert doc.scenario.map.regions[i].hexes == []
    assert doc.undo_stack.count() == 4
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.scenario.map.regions[i].hexes == ["0604", "0605", "0606"]


def test_the_victory_tool_stamps_points_and_tags_on_a_city(window):
    doc = window.doc
    window.settings.set("vp", 5)
    window.settings.set("tags", "objective")
    tool = window.tools["victory"]
    tool.press(at(window, "1005"))
    city = doc.scenario.map.cities[doc.city_index_at("1005")]
    assert (city.vp, city.tags) == (5, ["objective"])
    tool.press(at(window, "1005", RIGHT))
    city = doc.scenario.map.cities[doc.city_index_at("1005")]
    assert (city.vp, city.tags) == (0, [])


def test_a_unit_dropped_on_a_hex_sets_up_there_or_in_the_setup_area_under_it(window):
    doc = window.doc
    uid = doc.scenario.units[0].id  # blue, set up by code B
    window.view.unitDropped.emit(uid, at(window, "0705"))
    assert doc.scenario.units[0].setup == SetupSpec(hex="0705")
    assert uid in window.scene.units.items
    window.settings.set("place_mode", "area")
    window.view.unitDropped.emit(uid, at(window, "0203"))
    assert doc.scenario.units[0].setup == SetupSpec(code="B")
    assert uid not in window.scene.units.items
    # A counter on the map can be dragged to another hex, and taken off with the right button.
    window.settings.set("place_mode", "hex")
    window.view.unitDropped.emit(uid, at(window, "0403"))
    tool = window.tools["place"]
    tool.press(at(window, "0403"))
    tool.release(at(window, "0404"))
    assert doc.scenario.units[0].setup == SetupSpec(hex="0404")
    tool.press(at(window, "0404", RIGHT))
    assert doc.scenario.units[0].setup is None


def test_a_row_dragged_from_the_order_of_battle_drops_on_the_map(window):
    from PySide6.QtCore import QPointF
    from PySide6.QtGui import QDropEvent

    doc = window.doc
    model = window.oob.model
    mime = model.mimeData([model.index(2, 0)])
    target = window.view.mapFromScene(window.scene.layout.center(doc.parse("0207")))
    event = QDropEvent(QPointF(target), Qt.DropAction.CopyAction, mime, LEFT,
                       Qt.KeyboardModifier.NoModifier)
    window.view.dropEvent(event)
    assert doc.scenario.units[2].setup == SetupSpec(hex="0207")


def test_the_city_dialog_makes_an_id_from_the_name_and_refuses_a_taken_one(qtbot, doc):
    from qtwargame.editor.dialogs.city_dialog import CityDialog

    city = CitySpec(id="", hex="0303", kind="town", name={"en": ""})
    dialog = CityDialog(city, doc.scenario.city_kinds, {"ostburg"}, True)
    qtbot.addWidget(dialog)
    dialog.name_en.setText("Neu Ostburg")
    dialog.name_en.textEdited.emit("Neu Ostburg")
    dialog.vp.setValue(4)
    assert dialog.value().id == "neu_ostburg" and dialog.value().vp == 4
    dialog.ident.setText("ostburg")
    dialog._accept()
    assert "already" in dialog.error.text() and not dialog.result()


def test_the_city_and_region_dialogs_refuse_an_id_with_a_space_quoting_it(qtbot, doc):
    """Session 92: both dialogs took 'neu ostburg' as an id, where every list of the editor
    refuses it; the scenario then held an id no other part could name."""
    from qtwargame.editor.dialogs.city_dialog import CityDialog
    from qtwargame.editor.dialogs.region_dialog import RegionDialog

    city = CitySpec(id="", hex="0303", kind="town", name={"en": ""})
    dialog = CityDialog(city, doc.scenario.city_kinds, {"ostburg"}, True)
    qtbot.addWidget(dialog)
    dialog.name_en.setText("Neu Ostburg")
    qtbot.keyClicks(dialog.ident, "neu ostburg")
    dialog._accept()
    assert not dialog.result()
    assert dialog.error.text() == ("An id is letters, digits and _ . : - without spaces: "
                                   "'neu ostburg' is not one")
    region = RegionSpec(id="", kind="setup", name={"en": ""})
    dialog = RegionDialog(region, doc.scenario.sides, ["setup"], set(), True)
    qtbot.addWidget(dialog)
    dialog.name_en.setText("North")
    dialog.kind.setCurrentText("setup")
    qtbot.keyClicks(dialog.ident, "north area")
    dialog._accept()
    assert not dialog.result()
    assert dialog.error.text() == ("An id is letters, digits and _ . : - without spaces: "
                                   "'north area' is not one")


def test_the_region_dialog_describes_a_region_for_a_side(qtbot, doc):
    from qtwargame.editor.dialogs.region_dialog import RegionDialog

    region = RegionSpec(id="", kind="setup", name={"en": ""})
    dialog = RegionDialog(region, doc.scenario.sides, ["setup"], set(), True)
    qtbot.addWidget(dialog)
    dialog.name_en.textEdited.emit("Army Group North")
    dialog.name_en.setText("Army Group North")
    dialog.kind.setCurrentText("sector")
    dialog.side.setCurrentIndex(dialog.side.findData("red"))
    value = dialog.value()
    assert (value.id, value.kind, value.side) == ("army_group_north", "sector", "red")


def test_a_new_region_takes_its_sides_colour_until_one_is_picked(qtbot, doc, monkeypatch):
    """Session 90 by hand: every new region was grey (#808080), and the two sides' set-up
    areas looked alike on the map."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QColor

    from qtwargame.editor.dialogs import region_dialog
    from qtwargame.editor.dialogs.region_dialog import RegionDialog

    colours = {s.id: s.color for s in doc.scenario.sides}
    dialog = RegionDialog(RegionSpec(id="", kind="setup", name={"en": ""}), doc.scenario.sides,
                          ["setup"], set(), True)
    qtbot.addWidget(dialog)
    for side in ("red", "blue"):  # chosen in its drop-down
        dialog.side.setCurrentIndex(dialog.side.findData(side))
        assert (dialog.value().color, dialog.color_button.text()) == (colours[side],) * 2
    monkeypatch.setattr(region_dialog.QColorDialog, "getColor",
                        staticmethod(lambda *a, **k: QColor("#20a040")))
    qtbot.mouseClick(dialog.color_button, Qt.MouseButton.LeftButton)
    dialog.side.setCurrentIndex(dialog.side.findData("red"))
    assert dialog.value().color == "#20a040"  # a colour picked stays
    kept = RegionDialog(doc.scenario.map.regions[0], doc.scenario.sides, ["setup"], set(), False)
    qtbot.addWidget(kept)
    before = kept.value().color
    kept.side.setCurrentIndex(kept.side.findData("red"))
    assert kept.value().color == before  # an existing region keeps its own


def test_a_river_drag_that_starts_inside_a_hex_draws_from_the_first_hexside_it_passes(
        qtbot, window):
    """A drag along hexsides pressed at a hex's middle (away from any hexside) drew nothing
    at all: the stroke waited for its press to be on a hexside. It now starts at the first
    hexside the mouse passes, by real mouse events on the map."""
    from PySide6.QtTest import QTest

    doc = window.doc
    window.resize(1280, 800)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(1)
    window.set_tool("hexside")
    view, layout = window.view, window.scene.layout
    view.centerOn(layout.center(doc.parse("0203")))
    n = len(doc.scenario.map.hexsides)

    def point(label, dy=0.0):
        c = layout.center(doc.parse(label))
        c.setY(c.y() + dy * layout.size)
        return view.mapFromScene(c)

    port = view.viewport()
    QTest.mousePress(port, LEFT, pos=point("0202"))
    for label in ("0202", "0203", "0204"):
        QTest.mouseMove(port, point(label, 0.8))
    QTest.mouseRelease(port, LEFT, pos=point("0204", 0.8))
    drawn = {frozenset((s.a, s.b)) for s in doc.scenario.map.hexsides[n:]}
    assert drawn == {frozenset(("0202", "0203")), frozenset(("0203", "0204")),
                     frozenset(("0204", "0205"))}
    assert all(s.features == ["river"] for s in doc.scenario.map.hexsides[n:])
    assert doc.undo_stack.count() == 1 and doc.undo_stack.undoText() == "Draw River on hexsides"


def test_the_city_tool_lists_japanese_cities_in_dictionary_order(ja_editor):
    """The city tool's list of cities reads in the order of the editor's language: kana in
    their syllabary's order, kanji by reading (a Japanese dictionary's order), where
    Python's code-point order put 名古屋 before 大阪 and 大阪 before 札幌."""
    from qtwargame.scenario.models import Localized

    w = ja_editor("river_crossing")
    cities = w.doc.scenario.map.cities
    for c, ja in zip(cities, ["名古屋", "大阪", "キエフ", "札幌"], strict=True):
        c.name = Localized(en=c.name.en, ja=ja)
    w.set_tool("city")
    shown = [w.tool_options.cities.item(i).text().split("  ")[0]
             for i in range(w.tool_options.cities.count())]
    assert shown == ["キエフ", "札幌", "大阪", "名古屋"]
