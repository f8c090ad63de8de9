"""A table cell that refers to another part of the scenario shows that part's name in the
editor's language, its id in the tooltip, and holds the id for editing (the cells showed
the bare ids: "axis", "german", "unit"). An id that names nothing shows as written, marked
as the editor marks problems. On Defiant Russia, whose units are many."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import QComboBox

from qtwargame.editor import app
from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.panels.lists_panel import ListsPanel
from qtwargame.editor.panels.model_list_editor import ModelListEditor
from qtwargame.editor.panels.oob_model import SORT_ROLE
from qtwargame.editor.panels.oob_panel import OobPanel
from qtwargame.scenario.models import CitySpec, Localized, SideSpec, TurnSpec
from qtwargame.scenario.validate import semantic_problems

EDIT = Qt.ItemDataRole.EditRole
TIP = Qt.ItemDataRole.ToolTipRole
COLOUR = Qt.ItemDataRole.ForegroundRole
ICON = Qt.ItemDataRole.DecorationRole
UNIT = "ger_pz_41"  # XXXXI Panzer Corps: German, armour, set up in N (Army Group North)
#: The order of battle's columns that refer to other parts.
REFS = ("side", "nationality", "type", "kind", "setup_code", "setup_region", "arrival_where")


@pytest.fixture
def dr(qapp):
    return app.document_for("defiant_russia")


@pytest.fixture
def oob(qtbot, dr):
    panel = OobPanel(dr)
    qtbot.addWidget(panel)
    return panel


def _row(doc, uid: str) -> int:
    return next(i for i, u in enumerate(doc.scenario.units) if u.id == uid)


def _cell(panel, uid: str, column: str):
    """The cell of the table (through its sorting and filter) of unit ``uid``."""
    src = panel.model.index(_row(panel.doc, uid), panel.model.column_of(column))
    return panel.proxy.mapFromSource(src)


def _edit(qtbot, table, index, pick: str) -> None:
    """F2 on the cell, choose ``pick`` (an id) in its drop-down, Enter."""
    table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    editor = table.indexWidget(index)
    assert isinstance(editor, QComboBox)
    assert editor.currentData() == index.data(EDIT)  # it opens on the id the cell holds
    editor.setCurrentIndex(editor.findData(pick))
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)


def test_a_german_units_cells_show_the_names_of_what_they_refer_to_and_hold_the_ids(oob):
    shown = {c: _cell(oob, UNIT, c) for c in REFS}
    assert {c: i.data() for c, i in shown.items()} == {
        "side": "Axis", "nationality": "German", "type": "Armor", "kind": "Unit",
        "setup_code": "N: Army Group North", "setup_region": "", "arrival_where": ""}
    assert {c: i.data(EDIT) for c, i in shown.items()} == {
        "side": "axis", "nationality": "german", "type": "armor", "kind": "unit",
        "setup_code": "axis_N", "setup_region": "", "arrival_where": ""}
    assert shown["side"].data(TIP) == "id: axis"
    assert shown["setup_code"].data(TIP) == "id: axis_N"
    assert shown["setup_region"].data(TIP) is None  # empty: no id to give
    assert shown["side"].data(COLOUR) is None  # nothing marked
    # the unit's own id and its name stay as written
    assert _cell(oob, UNIT, "id").data() == "ger_pz_41"
    assert _cell(oob, UNIT, "name_en").data() == "XXXXI Panzer Corps"


def test_an_arrival_shows_its_areas_name_and_a_hex_number_stays_a_hex_number(oob):
    doc = oob.doc
    row = next(i for i, u in enumerate(doc.scenario.units)
               if u.arrival is not None and u.arrival.where == "edge:axis_west")
    uid = doc.scenario.units[row].id
    cell = _cell(oob, uid, "arrival_where")
    assert (cell.data(), cell.data(EDIT), cell.data(TIP)) == ("Axis West edge", "edge:axis_west",
                                                              "id: edge:axis_west")
    hexes = list(doc.scenario.map.hexes)
    assert oob.model.setData(oob.model.index(row, oob.model.column_of("arrival_where")), hexes[0])
    cell = _cell(oob, uid, "arrival_where")
    assert (cell.data(), cell.data(EDIT), cell.data(TIP), cell.data(COLOUR)) == (
        hexes[0], hexes[0], None, None)


def test_the_table_sorts_by_the_names_shown_not_by_the_ids(qtbot, oob):
    col = oob.model.column_of("setup_code")
    oob.table.sortByColumn(col, Qt.SortOrder.AscendingOrder)
    shown = [oob.proxy.index(r, col).data() for r in range(oob.proxy.rowCount())]
    ids = [oob.proxy.index(r, col).data(EDIT) for r in range(oob.proxy.rowCount())]
    coded = [s for s in shown if s]
    assert coded == sorted(coded)
    assert coded[0] == "B: Baltic Military District"
    assert [i for i in ids if i] != sorted(i for i in ids if i)  # the ids are not in order
    assert oob.proxy.index(0, col).data(SORT_ROLE) == shown[0]


def test_the_filter_finds_units_by_the_names_shown_and_by_the_ids_behind_them(oob):
    in_n = sorted(u.id for u in oob.doc.scenario.units if u.setup and u.setup.code == "axis_N")
    assert len(in_n) == 8

    def found(text: str) -> list[str]:
        oob.filter.setText(text)
        return sorted(oob.uid_at(r) for r in range(oob.proxy.rowCount()))

    assert found("Army Group North") == in_n
    assert found("axis_n") == in_n
    east = sorted(u.id for u in oob.doc.scenario.units
                  if u.arrival is not None and u.arrival.where == "edge:soviet_east")
    assert len(east) == 26
    assert found("Soviet East edge") == east
    assert found("edge:soviet_east") == east


def test_the_definition_tables_show_a_side_a_city_kind_and_a_weather_by_name(qtbot, dr):
    lists = ListsPanel(dr)
    qtbot.addWidget(lists)
    nats = lists.editors["nationalities"].model
    side = nats.index(0, [c.field for c in nats.cols].index("side"))
    assert (side.data(), side.data(EDIT), side.data(TIP)) == ("Axis", "axis", "id: axis")
    regions = lists.editors["map.regions"].model
    odessa = next(i for i, r in enumerate(dr.scenario.map.regions) if r.id == "district:odessa")
    side = regions.index(odessa, [c.field for c in regions.cols].index("side"))
    assert (side.data(), side.data(EDIT)) == ("Soviet", "soviet")
    codes = lists.editors["setup_codes"].model
    region = codes.index(0, [c.field for c in codes.cols].index("region"))
    assert (region.data(), region.data(EDIT)) == ("Odessa Military District", "district:odessa")
    cities = ModelListEditor(dr, "map.cities", CitySpec)
    qtbot.addWidget(cities)
    kharkov = next(i for i, c in enumerate(dr.scenario.map.cities) if c.id == "kharkov")
    kind = cities.model.index(kharkov, [c.field for c in cities.model.cols].index("kind"))
    assert (kind.data(), kind.data(EDIT), kind.data(TIP)) == ("Major city", "major_city",
                                                              "id: major_city")
    turns = ModelListEditor(dr, "turns", TurnSpec, only=["number", "date", "weather"])
    qtbot.addWidget(turns)
    weather = turns.model.index(0, 3)
    assert (weather.data(), weather.data(EDIT)) == ("Clear", "clear")


def test_editing_a_side_through_its_drop_down_stores_the_id_and_shows_the_name(qtbot, oob, dr):
    oob.show()
    qtbot.waitExposed(oob)
    _edit(qtbot, oob.table, _cell(oob, UNIT, "side"), "soviet")
    assert dr.scenario.units[_row(dr, UNIT)].side == "soviet"
    assert dr.undo_stack.undoText() == "Edit Side of XXXXI Panzer Corps"
    cell = _cell(oob, UNIT, "side")
    assert (cell.data(), cell.data(EDIT)) == ("Soviet", "soviet")

    lists = ListsPanel(dr)
    qtbot.addWidget(lists)
    lists.show()
    lists.show_list("nationalities", 1)
    table = lists.editors["nationalities"].table
    qtbot.waitExposed(table)
    model = lists.editors["nationalities"].model
    romanian = model.index(1, [c.field for c in model.cols].index("side"))
    assert romanian.data() == "Axis"
    _edit(qtbot, table, romanian, "soviet")
    assert dr.scenario.nationalities[1].side == "soviet"
    assert (romanian.data(), romanian.data(EDIT)) == ("Soviet", "soviet")


def test_a_side_renamed_in_its_list_is_renamed_in_the_order_of_battle(oob, dr):
    axis = dr.scenario.sides[0]
    dr.undo_stack.push(ListItemCommand.replace(
        dr, "sides", 0, axis.model_copy(update={"name": Localized(en="Achse", ja="枢軸")}), "rename"))
    assert _cell(oob, UNIT, "side").data() == "Achse"
    dr.undo_stack.undo()
    assert _cell(oob, UNIT, "side").data() == "Axis"


def test_an_id_that_names_nothing_shows_as_written_and_marked_until_it_names_something(
        oob, dr):
    model = oob.model
    row = _row(dr, UNIT)
    assert model.setData(model.index(row, model.column_of("side")), "allies", EDIT)
    assert f"$.units[{row}].side" in {p.path for p in semantic_problems(dr.scenario)}
    cell = _cell(oob, UNIT, "side")
    assert cell.data() == "allies"
    assert cell.data(EDIT) == "allies"
    assert cell.data(COLOUR) == QColor("#b00020")
    assert isinstance(cell.data(ICON), QIcon) and not cell.data(ICON).isNull()
    assert cell.data(TIP) == "'allies' names nothing in this scenario: the validation lists it"
    assert _cell(oob, UNIT, "nationality").data(COLOUR) is None  # only the broken one
    # an arrival neither an area nor a hex of the map
    assert model.setData(model.index(row, model.column_of("arrival_turn")), "3", EDIT)
    assert model.setData(model.index(row, model.column_of("arrival_where")), "9999", EDIT)
    where = _cell(oob, UNIT, "arrival_where")
    assert (where.data(), where.data(COLOUR)) == ("9999", QColor("#b00020"))
    # a side of that id added: the cell names it, unmarked
    dr.undo_stack.push(ListItemCommand.insert(
        dr, "sides", SideSpec(id="allies", name=Localized(en="Allies", ja="連合軍"),
                              color="#3050a0"), "add"))
    cell = _cell(oob, UNIT, "side")
    assert (cell.data(), cell.data(COLOUR), cell.data(ICON), cell.data(TIP)) == (
        "Allies", None, None, "id: allies")


def test_a_definition_tables_broken_side_is_marked(qtbot, dr):
    lists = ListsPanel(dr)
    qtbot.addWidget(lists)
    model = lists.editors["nationalities"].model
    side = model.index(0, [c.field for c in model.cols].index("side"))
    assert model.setData(side, "nobody", EDIT)
    assert (side.data(), side.data(EDIT), side.data(COLOUR)) == ("nobody", "nobody",
                                                                 QColor("#b00020"))
    assert side.data(TIP) == "'nobody' names nothing in this scenario: the validation lists it"


def test_the_names_are_looked_up_once_per_change_not_at_every_cell(qtbot, dr, monkeypatch):
    from qtwargame.editor.panels import ref_cells

    calls: list[str] = []
    real = ref_cells.ref_names

    def counted(sc, field, lang="en"):
        calls.append(field)
        return real(sc, field, lang)

    monkeypatch.setattr(ref_cells, "ref_names", counted)
    panel = OobPanel(dr)
    qtbot.addWidget(panel)
    model = panel.model
    roles = (Qt.ItemDataRole.DisplayRole, EDIT, SORT_ROLE, TIP, COLOUR, ICON)
    for _ in range(2):
        for r in range(model.rowCount()):
            for c in range(model.columnCount()):
                for role in roles:
                    model.index(r, c).data(role)
    assert model.rowCount() == 126
    assert sorted(calls) == sorted(f"units.{c}" for c in REFS)
    calls.clear()
    unit = dr.scenario.units[0]
    dr.undo_stack.push(ListItemCommand.replace(
        dr, "units", 0, unit.model_copy(update={"flags": []}), "edit"))
    for r in range(model.rowCount()):
        model.index(r, model.column_of("side")).data()
    assert sorted(calls) == sorted(f"units.{c}" for c in REFS)


def test_the_japanese_editor_names_the_side_and_kind_in_japanese(ja_editor):
    w = ja_editor("defiant_russia")
    panel = w.oob
    side, kind = _cell(panel, UNIT, "side"), _cell(panel, UNIT, "kind")
    assert (side.data(), side.data(EDIT), side.data(TIP)) == ("枢軸軍", "axis", "ID: axis")
    assert (kind.data(), kind.data(EDIT)) == ("ユニット", "unit")
    assert _cell(panel, UNIT, "nationality").data() == "ドイツ軍"
    # the Side column fits the Soviet units' side, though the first rows are all Axis
    side_width = panel.table.horizontalHeader().sectionSize(panel.model.column_of("side"))
    assert side_width >= panel.table.fontMetrics().horizontalAdvance("ソビエト連邦")


def test_a_drop_down_in_a_narrow_column_is_as_wide_as_its_choice_reads(qtbot, dr):
    """Session 90 by hand: the setup codes' Side column, narrow in the Definitions tab,
    opened a drop-down reading "Bl" for "Blue (blue)". It now reaches over the next cells
    (inside the table) as far as its choice reads."""
    lists = ListsPanel(dr)
    qtbot.addWidget(lists)
    lists.resize(340, 400)
    lists.show()
    lists.show_list("setup_codes", 0)
    editor = lists.editors["setup_codes"]
    table = editor.table
    qtbot.waitExposed(table)
    side = editor.model.index(0, [c.field for c in editor.model.cols].index("side"))
    table.setColumnWidth(side.column(), 30)
    table.selectionModel().setCurrentIndex(side, QItemSelectionModel.SelectionFlag.ClearAndSelect)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    box = table.indexWidget(side)
    assert isinstance(box, QComboBox) and box.currentText() == "Soviet (soviet)"
    room = table.viewport().width()
    assert box.width() == min(box.sizeHint().width(), room) > table.columnWidth(side.column())
    assert 0 <= box.x() and box.geometry().right() < room
    assert box.y() == table.visualRect(side).y()
