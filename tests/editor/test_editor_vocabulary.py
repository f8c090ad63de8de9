"""The order of battle's Flags column and the regions' Kind column name what the scenario's
ruleset declares (``Ruleset.unit_flags``, ``Ruleset.region_kinds``): the names shown, each id
with what it does in the tooltip, a checkable list (flags) or a drop-down (kinds) to edit
that stores ids, and a flag or kind the rules do not read kept, red with the warning sign.
Before, both showed the raw ids and took typed text."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtGui import QColor, QIcon
from PySide6.QtWidgets import QComboBox

from qtwargame.editor import app
from qtwargame.editor.panels.id_choices import TermList
from qtwargame.editor.panels.lists_panel import ListsPanel
from qtwargame.editor.panels.oob_panel import OobPanel
from qtwargame.editor.panels.validation_panel import ValidationPanel

EDIT = Qt.ItemDataRole.EditRole
TIP = Qt.ItemDataRole.ToolTipRole
COLOUR = Qt.ItemDataRole.ForegroundRole
ICON = Qt.ItemDataRole.DecorationRole
RED = QColor("#b00020")
LEADER = "ldr_sobennikov"  # a Soviet leader: leader_identity, setup_leader
FE1 = "su_r4_fe1"  # Far East Corps 1: no_rebuild


@pytest.fixture
def sb(qapp):
    return app.document_for("shin_barbarossa")


@pytest.fixture
def oob(qtbot, sb):
    panel = OobPanel(sb)
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitExposed(panel)
    return panel


def _row(doc, uid: str) -> int:
    return next(i for i, u in enumerate(doc.scenario.units) if u.id == uid)


def _flags(panel, uid: str):
    src = panel.model.index(_row(panel.doc, uid), panel.model.column_of("flags"))
    return panel.proxy.mapFromSource(src)


def _open(qtbot, table, index):
    table.scrollTo(index)
    table.selectionModel().setCurrentIndex(index, QItemSelectionModel.SelectionFlag.ClearAndSelect)
    qtbot.keyClick(table, Qt.Key.Key_F2)
    return table.indexWidget(index)


def _tick(qtbot, editor: TermList, ident: str) -> None:
    """A click on the check box of ``ident``'s line."""
    item = editor.item_of(ident)
    assert item is not None
    editor.scrollToItem(item)
    rect = editor.visualItemRect(item)
    box = rect.left() + rect.height() // 2  # the check box opens the line
    was = item.checkState()
    qtbot.mouseClick(editor.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center().__class__(box, rect.center().y()))
    assert item.checkState() != was


def test_the_flags_column_shows_the_names_and_the_ids_with_what_each_does(oob):
    cell = _flags(oob, LEADER)
    assert cell.data() == "Leader identity, Set-up leader"
    assert cell.data(EDIT) == "leader_identity, setup_leader"
    assert cell.data(TIP) == (
        "leader_identity: One of the Soviet leaders dealt face down into the counters. (11.2)\n"
        "setup_leader: A leader dealt at set-up onto the front armies; the others start in "
        "the pool. (2.1.3)")
    assert cell.data(COLOUR) is None and cell.data(ICON) is None
    assert _flags(oob, FE1).data() == "Never rebuilt"


def test_ticking_a_flag_in_the_list_stores_its_id(qtbot, oob, sb):
    editor = _open(qtbot, oob.table, _flags(oob, FE1))
    assert isinstance(editor, TermList)
    assert editor.count() == 10  # the flags the Shin Barbarossa rules read
    assert editor.item_of("no_rebuild").checkState() == Qt.CheckState.Checked
    assert editor.item_of("militia").text() == "Militia (militia)"
    assert editor.item_of("militia").toolTip() == (
        "Raised by its city's trigger and kept within reach of its city. (17.3)")
    _tick(qtbot, editor, "militia")
    _tick(qtbot, editor, "no_rebuild")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: oob.table.state() != oob.table.State.EditingState)
    assert sb.scenario.units[_row(sb, FE1)].flags == ["militia"]
    assert sb.undo_stack.undoText() == "Edit Flags of Far East Corps 1"
    assert _flags(oob, FE1).data() == "Militia"


def test_a_flag_the_rules_do_not_read_stays_red_and_is_kept_by_an_edit(qtbot, oob, sb):
    row = _row(sb, FE1)
    assert oob.model.setData(oob.model.index(row, oob.model.column_of("flags")), "nozoc, no_rebuild")
    cell = _flags(oob, FE1)
    assert cell.data() == "nozoc, Never rebuilt"
    assert cell.data(COLOUR) == RED
    assert isinstance(cell.data(ICON), QIcon) and not cell.data(ICON).isNull()
    assert cell.data(TIP).splitlines()[0] == (
        "'nozoc': the Shin Barbarossa rules do not read it; the validation lists it")
    editor = _open(qtbot, oob.table, cell)
    assert isinstance(editor, TermList)
    unknown = editor.item(0)  # first, ticked, red
    assert (unknown.text(), unknown.checkState(), unknown.foreground().color()) == (
        "nozoc", Qt.CheckState.Checked, RED)
    _tick(qtbot, editor, "tank")
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: oob.table.state() != oob.table.State.EditingState)
    assert sb.scenario.units[row].flags == ["nozoc", "no_rebuild", "tank"]


def test_the_flags_column_sorts_and_filters_by_the_names(oob):
    oob.filter.setText("Set-up leader")
    assert oob.proxy.rowCount() == 12
    oob.filter.setText("setup_leader")  # the ids behind the names too
    assert oob.proxy.rowCount() == 12
    oob.filter.setText("")
    col = oob.model.column_of("flags")
    oob.table.sortByColumn(col, Qt.SortOrder.AscendingOrder)
    shown = [oob.proxy.index(r, col).data() for r in range(oob.proxy.rowCount())]
    ids = [oob.proxy.index(r, col).data(EDIT) for r in range(oob.proxy.rowCount())]
    named = [s for s in shown if s]
    assert named == sorted(named)
    assert named[0] == "Air unit" and "Leader counter" in named  # names, not leader_slot
    assert [i for i in ids if i] != sorted(i for i in ids if i)


def test_the_regions_kind_shows_its_name_and_edits_through_a_drop_down(qtbot, qapp):
    bm = app.document_for("blitzkrieg_moscow_2")
    lists = ListsPanel(bm)
    qtbot.addWidget(lists)
    lists.show()
    lists.show_list("map.regions", 0)
    table = lists.editors["map.regions"].table
    qtbot.waitExposed(table)
    model = lists.editors["map.regions"].model
    kind = model.index(0, [c.field for c in model.cols].index("kind"))
    assert (kind.data(), kind.data(EDIT)) == ("Rear area", "rear_area")
    assert kind.data(TIP) == ("rear_area: A side's rear area, one box for the rules: arrivals "
                              "and rebuilt units enter there, the enemy may never enter it "
                              "(side required). (10.5)")
    editor = _open(qtbot, table, kind)
    assert isinstance(editor, QComboBox)
    assert editor.currentData() == "rear_area"
    assert editor.itemText(0) == "Rear area (rear_area)"
    editor.setCurrentIndex(editor.findData("sector"))
    qtbot.keyClick(editor, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: table.state() != table.State.EditingState)
    assert bm.scenario.map.regions[0].kind == "sector"
    assert kind.data() == "Sector"
    assert model.setData(kind, "rear_aera")
    assert (kind.data(), kind.data(COLOUR)) == ("rear_aera", RED)


def test_the_validation_panel_lists_an_unread_flag_as_a_warning_and_the_scenario_stays_valid(
        qtbot, sb):
    row = _row(sb, FE1)
    sb.scenario.units[row].flags = ["no_rebuilt"]
    panel = ValidationPanel(sb)
    qtbot.addWidget(panel)
    panel.validate_now()
    assert panel.problems == []  # valid: it plays
    tree = panel.tree
    rows = [(tree.topLevelItem(i).text(1), tree.topLevelItem(i).toolTip(0))
            for i in range(tree.topLevelItemCount())]
    assert rows[0][0] == "No problems: the scenario is valid."
    assert ('unit "Far East Corps 1" (su_r4_fe1): the Shin Barbarossa rules read no flag '
            "'no_rebuilt'; did you mean 'no_rebuild'?",
            f"Unit “{sb.scenario.units[row].name.en}” (su_r4_fe1) · Flags\n$.units[{row}].flags[0]") in rows


def test_the_japanese_editor_names_the_flags_in_japanese(ja_editor):
    w = ja_editor("shin_barbarossa")
    cell = _flags(w.oob, LEADER)
    assert cell.data() == "指揮官の正体, 初期配置の指揮官"
    assert cell.data(EDIT) == "leader_identity, setup_leader"
