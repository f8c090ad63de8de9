"""The Japanese editor reads in Japanese (session 86): every text a tool's settings, the
properties and the bottom panels show, with each bundled scenario open, holds no English
word but the scenario's own ids (shown beside names), tags and a few written forms (JSON,
VP, Ctrl). Markup and what stands in brackets beside a name are not read
(``tests/language_scan.py``)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QTabWidget

from tests.language_scan import english as _english
from tests.language_scan import known_ids as _known
from tests.language_scan import texts_of as _texts

SCENARIOS = ["river_crossing", "defiant_russia", "red_vengeance", "shin_barbarossa",
             "blitzkrieg_moscow_2"]


def _said(seen: dict[str, str]) -> str:
    return "\n".join(f"{where}: {text!r}" for text, where in sorted(seen.items()))


@pytest.mark.parametrize("scenario", SCENARIOS)
def test_the_japanese_editor_shows_no_english_words(qtbot, ja_editor, scenario):
    w = ja_editor(scenario)
    w.resize(1600, 1000)
    w.show()
    qtbot.waitExposed(w)
    known = _known(w.doc.scenario)
    seen: dict[str, str] = {}
    for text in _english(_texts(w), known):  # menus' owners, toolbar, docks, the map's
        seen.setdefault(text, "window")
    for key in list(w.tools):  # what each tool shows is in its settings
        w.set_tool(key)
        for text in _english(_texts(w.tool_options), known):
            seen.setdefault(text, f"tool {key}")
    for key in ("turns", "tables", "cards", "rules_data", "history"):
        getattr(w, key, None)  # a lazy panel is built when asked for
        w.docks[key].show()
        w.docks[key].raise_()
        for text in _english(_texts(w.docks[key]), known):
            seen.setdefault(text, f"panel {key}")
    tabs = w.properties.findChild(QTabWidget)
    for i in range(tabs.count()):
        tabs.setCurrentIndex(i)
        for text in _english(_texts(tabs.widget(i)), known):
            seen.setdefault(text, f"properties {tabs.tabText(i)}")
    assert not seen, _said(seen)


def test_the_japanese_editors_dialogs_show_no_english_words(ja_editor):
    """The balance test, the new and resized map, a city's and a region's dialog, help and
    the shortcuts, opened from the Japanese editor with Defiant Russia."""
    from qtwargame.editor.balance_dialog import BalanceDialog
    from qtwargame.editor.dialogs.city_dialog import CityDialog
    from qtwargame.editor.dialogs.new_map_dialog import NewMapDialog
    from qtwargame.editor.dialogs.region_dialog import RegionDialog
    from qtwargame.editor.dialogs.resize_map_dialog import ResizeMapDialog
    from qtwargame.editor.help import EditorHelpDialog, EditorShortcutsDialog

    w = ja_editor("defiant_russia")
    sc = w.doc.scenario
    city = sc.map.cities[0]
    dialogs = {
        "balance": BalanceDialog(w.doc, "ja", w),
        "new map": NewMapDialog(sc.terrain, w, lang="ja"),
        "resize": ResizeMapDialog(sc, w, lang="ja"),
        "city": CityDialog(city, sc.city_kinds, {c.id for c in sc.map.cities}, False, w,
                           lang="ja"),
        "region": RegionDialog(sc.map.regions[0], sc.sides, [], set(), False, w, lang="ja"),
        "help": EditorHelpDialog("ja", w),
        "shortcuts": EditorShortcutsDialog(w),
    }
    seen: dict[str, str] = {}
    for name, dialog in dialogs.items():
        dialog.show()
        for text in _english(_texts(dialog), _known(sc)):
            seen.setdefault(text, name)
        dialog.close()
    assert not seen, _said(seen)
