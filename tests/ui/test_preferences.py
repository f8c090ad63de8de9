"""Preferences in QSettings: recent files and the Open Recent menu, the window layout, the
language; the Save and Open dialogs start in the saves folder with the .qtwsave suffix."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QFileDialog

from qtwargame import userfiles
from qtwargame.ui.main_window import MainWindow
from qtwargame.ui.preferences import MAX_RECENT, Preferences

from .conftest import start


@pytest.fixture
def prefs(tmp_path):
    """Preferences in an INI file of this test's own (organization "qtwargame-test")."""
    return Preferences(QSettings(str(tmp_path / "qtwargame-test" / "prefs.ini"),
                                 QSettings.Format.IniFormat))


@pytest.fixture
def pwindow(qtbot, prefs, autosaver):
    w = MainWindow(lang="en", autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(w)
    w.resize(1400, 900)
    w.show()
    qtbot.waitExposed(w)
    yield w
    from qtwargame.i18n import translator

    translator.install("en")


def test_recent_files_are_newest_first_without_repeats_and_capped(prefs, tmp_path):
    assert prefs.recent_files() == []
    paths = [tmp_path / f"g{i}.qtwsave" for i in range(MAX_RECENT + 3)]
    for p in paths:
        prefs.add_recent(p)
    prefs.add_recent(paths[-3])
    recent = prefs.recent_files()
    assert len(recent) == MAX_RECENT
    assert recent[0] == paths[-3].resolve() and recent[1] == paths[-1].resolve()
    assert len(set(recent)) == MAX_RECENT
    prefs.remove_recent(paths[-1])
    assert paths[-1].resolve() not in prefs.recent_files()
    again = Preferences(QSettings(prefs.file(), QSettings.Format.IniFormat))
    assert again.recent_files() == prefs.recent_files()
    prefs.clear_recent()
    assert prefs.recent_files() == []


def test_first_run_language_and_welcome_choice_are_remembered(prefs):
    assert prefs.is_first_run() and prefs.language() is None and not prefs.welcome_at_start()
    prefs.set_language("ja")
    prefs.set_welcome_at_start(True)
    prefs.mark_welcomed()
    again = Preferences(QSettings(prefs.file(), QSettings.Format.IniFormat))
    assert not again.is_first_run() and again.language() == "ja" and again.welcome_at_start()


def test_the_default_settings_live_in_qtwargame_home_under_test(isolated_user_files):
    p = Preferences()
    assert Path(p.file()) == userfiles.settings_file()
    assert str(isolated_user_files) in p.file()


def _recent_menu_paths(window) -> list[str]:
    window.fill_recent_menu()
    return [a.data() for a in window.menu_recent.actions() if a.data()]


def test_saving_and_opening_fill_open_recent_and_a_missing_file_leaves_it(pwindow, river,
                                                                          tmp_path):
    start(pwindow, river)
    a, b = tmp_path / "a.qtwsave", tmp_path / "b.qtwsave"
    assert pwindow.save_to(a) and pwindow.save_to(b)
    assert _recent_menu_paths(pwindow) == [str(b.resolve()), str(a.resolve())]
    texts = [x.text() for x in pwindow.menu_recent.actions()]
    assert texts[:2] == ["&1 b.qtwsave", "&2 a.qtwsave"] and pwindow.act_clear_recent.isEnabled()
    # Choosing a file from the menu opens it and moves it to the top.
    next(x for x in pwindow.menu_recent.actions() if x.data() == str(a.resolve())).trigger()
    assert pwindow.controller.path == a.resolve() or pwindow.controller.path == a
    assert _recent_menu_paths(pwindow)[0] == str(a.resolve())
    # A file that has gone is reported and dropped from the list.
    b.unlink()
    assert not pwindow.open_recent(b.resolve())
    assert "no longer exists" in pwindow.error_box.text()
    pwindow.error_box.close()
    assert _recent_menu_paths(pwindow) == [str(a.resolve())]
    pwindow.act_clear_recent.trigger()
    assert _recent_menu_paths(pwindow) == [] and not pwindow.act_clear_recent.isEnabled()


def test_the_save_dialog_offers_qtwsave_in_the_saves_folder(pwindow, river, monkeypatch):
    start(pwindow, river)
    dialog = pwindow.file_dialog(saving=True)
    assert dialog.acceptMode() == QFileDialog.AcceptMode.AcceptSave
    assert dialog.defaultSuffix() == "qtwsave"
    assert dialog.nameFilters() == ["Saved games (*.qtwsave)"]
    assert Path(dialog.directory().absolutePath()) == userfiles.saves_dir()
    assert userfiles.saves_dir().is_dir()
    opening = pwindow.file_dialog(saving=False)
    assert opening.acceptMode() == QFileDialog.AcceptMode.AcceptOpen
    assert opening.nameFilters()[:2] == ["Saved games and shared views (*.qtwsave *.qtwview)",
                                         "Saved games (*.qtwsave)"]
    assert Path(opening.directory().absolutePath()) == userfiles.saves_dir()

    chosen = {}

    def fake_exec(self):
        chosen["suffix"] = self.defaultSuffix()
        self.selectFile(str(userfiles.saves_dir() / "my game"))
        return 1

    monkeypatch.setattr(QFileDialog, "exec", fake_exec)
    assert pwindow.save_as()
    assert chosen["suffix"] == "qtwsave"
    assert (userfiles.saves_dir() / "my game.qtwsave").exists()
    # Once the game has a file, the dialogs start in its folder.
    assert Path(pwindow.file_dialog(saving=True).directory().absolutePath()) == userfiles.saves_dir()


def test_the_window_layout_comes_back_at_the_next_start(qtbot, prefs, autosaver, river):
    first = MainWindow(autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(first)
    first.resize(1234, 777)
    first.show()
    qtbot.waitExposed(first)
    first.docks["log"].hide()
    first.close()
    second = MainWindow(autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(second)
    assert second.docks["log"].isHidden()
    assert not second.docks["victory"].isHidden()
    # The geometry is restored too (the offscreen screen is small, so Qt fits it in).
    saved = prefs.settings.value("window/geometry")
    assert not saved.isEmpty() and prefs.restore_window(second)


def test_the_language_chosen_in_the_menu_is_remembered(pwindow, prefs):
    pwindow.lang_actions["ja"].trigger()
    assert prefs.language() == "ja"
    assert pwindow.menu_help.title() == "ヘルプ(&H)"
    pwindow.lang_actions["en"].trigger()
    assert prefs.language() == "en"


def test_a_window_without_preferences_keeps_none(window, river, tmp_path):
    start(window, river)
    assert window.save_to(tmp_path / "x.qtwsave")
    assert _recent_menu_paths(window) == [] and not window.menu_recent.isEnabled()


def test_the_player_s_own_scenarios_are_listed_after_the_bundled_ones(qtbot):
    import shutil

    from qtwargame.scenario import catalog
    from qtwargame.ui.new_game_dialog import NewGameDialog
    from tests.conftest import SCENARIOS

    folder = userfiles.ensure(userfiles.scenarios_dir())
    shutil.copyfile(SCENARIOS / "river_crossing.json", folder / "my_variant.json")
    d = NewGameDialog("en")
    qtbot.addWidget(d)
    paths = [item.path for item in d.listed]
    assert paths[:len(catalog.bundled())] == [e.path for e in catalog.bundled()]
    assert paths[-1] == folder / "my_variant.json"
