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


def test_parts_the_classic_rules_do_not_read_say_so_and_the_note_follows_the_ruleset(window, qtbot):
    assert window.doc.scenario.ruleset == "classic"
    window.show()
    qtbot.waitUntil(window.validation.checked, timeout=60_000)  # the notes come after the first frame
    notes = {"weather": window.turns.notes["weather"], "turn_data": window.turns.notes["turn_data"],
             "cards": window.cards.note, "city_tags": window.properties.victory.note,
             "options": window.properties.scenario.options_note}
    for note in notes.values():
        assert not note.isHidden()
    assert notes["weather"].text() == ("Weather: not used by the Classic hex-and-counter rules; "
                                       "what is set here has no effect in play.")
    assert notes["city_tags"].text().startswith("City tags: not used by the Classic")
    combo = window.properties.scenario.ruleset
    assert combo.currentText() == "Classic hex-and-counter"
    combo.showPopup()
    combo.hidePopup()
    combo.setCurrentIndex(combo.findText("Defiant Russia"))
    combo.activated.emit(combo.currentIndex())
    assert window.doc.scenario.ruleset == "defiant_russia"
    assert all(note.isHidden() for note in notes.values())
    window.act_undo.trigger()
    assert not notes["cards"].isHidden()


def test_the_ruleset_list_shows_names_and_keeps_a_ruleset_not_installed(window, qtbot):
    """The designer picks the rules by name (the id is the file's business); a scenario
    naming rules this program does not have keeps them, marked, until another is chosen."""
    window.show()
    qtbot.waitUntil(window.validation.checked, timeout=60_000)
    combo = window.properties.scenario.ruleset
    names = [combo.itemText(i) for i in range(combo.count())]
    assert "Defiant Russia" in names and "Shin Barbarossa" in names
    assert not any("_" in name for name in names)
    assert combo.itemData(combo.findText("Red Vengeance")) == "red_vengeance"
    window.doc.scenario = window.doc.scenario.model_copy(update={"ruleset": "my_plugin_game"})
    window.properties.scenario.fill()
    assert combo.currentText() == "Unknown rules (my_plugin_game): not installed"
    assert combo.ruleset_id() == "my_plugin_game"
    combo.setCurrentIndex(combo.findText("Red Vengeance"))
    combo.activated.emit(combo.currentIndex())
    assert window.doc.scenario.ruleset == "red_vengeance"
    assert combo.findText("Unknown rules (my_plugin_game): not installed") == -1


def test_the_note_reads_in_japanese(doc, qapp):
    from qtwargame.editor.panels.ruleset_note import RulesetNote
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        note = RulesetNote(doc, "weather")
        note.refresh()
        assert note.text() == ("天候: クラシック・ヘクス&カウンター のルールでは使われません。"
                               "ここでの設定はプレイに影響しません。")
    finally:
        translator.install("en")


def test_the_rulesets_declare_the_parts_they_read():
    from qtwargame.engine.ruleset import DATA_SECTIONS, get_ruleset

    assert get_ruleset("classic").data_used == frozenset({"tables", "features"})
    assert get_ruleset("defiant_russia").data_used is None
    assert set(get_ruleset("classic").data_used) <= set(DATA_SECTIONS)


def test_the_balance_table_names_its_one_column_before_a_run(qtbot, doc):
    # Session 89 under Xvfb: before any game the results table showed Qt's own column
    # numbers "1" to "5" over nothing.
    from qtwargame.editor.balance_dialog import BalanceDialog

    dialog = BalanceDialog(doc, "en")
    qtbot.addWidget(dialog)
    table = dialog.table
    assert (table.rowCount(), table.columnCount()) == (0, 1)
    assert table.horizontalHeaderItem(0).text() == "Measure"
