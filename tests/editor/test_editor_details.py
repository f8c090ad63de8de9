"""Details of issue 50 (item 8): a region kind created after opening shows outside the
region tool; the Balance dialog's bar counts the games asked for."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from qtwargame.scenario.models import RegionSpec


def test_a_region_kind_created_after_opening_shows_outside_the_region_tool(window, qtbot):
    window.show()
    qtbot.waitExposed(window)
    assert "objective" not in window.scene.regions_shown
    window.set_tool("region")
    window.tools["region"].create(RegionSpec(id="hill_objectives", kind="objective",
                                             name={"en": "Hill objectives"}, color="#aa00aa"))
    window.settings.set("region_radius", 0)
    h = window.doc.parse("0505")
    window.view.centerOn(window.scene.layout.center(h))
    QTest.mouseClick(window.view.viewport(), Qt.MouseButton.LeftButton,
                     pos=window.view.mapFromScene(window.scene.layout.center(h)))
    assert window.doc.scenario.map.regions[-1].hexes == ["0505"]
    window.set_tool("select")
    assert "objective" in window.scene.regions.shown
    assert window.scene.regions.isVisible()
    window.menu_regions.aboutToShow.emit()
    checked = {a.text(): a.isChecked() for a in window.menu_regions.actions()}
    assert checked["objective"] is True


def test_a_kind_the_designer_hid_stays_hidden_when_regions_change(window):
    window.scene.set_region_kind_shown("setup", False)
    window.tools["region"].create(RegionSpec(id="more", kind="setup", name={"en": "More"}))
    assert "setup" not in window.scene.regions_shown


def test_the_balance_bar_counts_the_games_set_before_a_run(qtbot, doc):
    from qtwargame.editor.balance_dialog import BalanceDialog

    doc.set_path(None)
    dialog = BalanceDialog(doc, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games.selectAll()
    QTest.keyClicks(dialog.games, "40")
    assert dialog.games.value() == 40
    assert dialog.progress.text() == "0 / 40 games"


def test_the_balance_bar_counts_both_versions_when_comparing(qtbot, doc):
    from qtwargame.editor.balance_dialog import BalanceDialog

    dialog = BalanceDialog(doc, "en")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.games.setValue(40)
    dialog.compare.setChecked(True)
    assert dialog.progress.text() == "0 / 80 games"
    dialog.compare.setChecked(False)
    assert dialog.progress.text() == "0 / 40 games"
