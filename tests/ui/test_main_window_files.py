"""The play window's file handling lives in ``ui.main_window_files`` (``MainWindowFiles``, a
mixin of the window) and its messages under that class's context in the catalogue; Qt asks
for them under the window's class, ``MainWindow``. These tests show the Open Recent menu,
the Save As dialog and the question before another game replaces the one in progress in
Japanese, as a Japanese player sees them, and check that every message of the moved code
reads in the window as its catalogue entry says."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from qtwargame.i18n import extract
from qtwargame.i18n.ts_catalog import Catalog
from qtwargame.ui.main_window import MainWindow
from qtwargame.ui.main_window_files import MainWindowFiles

from .conftest import place_everything, start
from .test_continuity import _answer_dialogs


def _played(window, river, seed):
    """A River Crossing game set up and one unit moved."""
    c = start(window, river, seed=seed)
    place_everything(c)
    uid = sorted(c.legal().moves)[0]
    assert c.submit(c.legal().moves[uid][0])
    return c


def test_every_file_message_reads_in_the_window_as_its_catalogue_entry(window):
    """Qt asks for ``self.tr`` under the window's class first; the catalogue's translator
    answers a context it lacks with the first translation of the same English in any
    context. Each message of ``MainWindowFiles`` must come out as its own entry says."""
    catalog = Catalog.read(extract.ts_path("ja"))
    moved = {src: ja for (ctx, src), ja in catalog.translations().items()
             if ctx == "MainWindowFiles"}
    assert moved["Replace the game"] == "ゲームの置き換え"
    assert moved["Earlier autosaves"] == "以前の自動保存"
    assert moved["Save game"] == "ゲームを保存"
    assert len(moved) == 20
    assert not any(ctx == "MainWindow" and src in moved for ctx, src in catalog.entries)
    window.set_language("ja")
    try:
        assert {src: window.tr(src) for src in moved} == moved
        assert {src: QCoreApplication.translate("MainWindow", src) for src in moved} == moved
    finally:
        window.set_language("en")


def test_the_window_keeps_its_file_methods_by_their_names():
    """Menus, the welcome screen, the crash handler and the tests call them on the window."""
    for name in ("start_game", "new_game_dialog", "open_path", "file_problem_text",
                 "files_folder", "file_dialog", "open_dialog", "may_replace_game",
                 "recent_files", "remember", "fill_recent_menu", "last_game_text",
                 "continue_last_game", "earlier_autosaves", "open_earlier_autosave",
                 "open_recent", "clear_recent", "save_to", "save", "save_as", "emergency_save"):
        assert getattr(MainWindow, name) is getattr(MainWindowFiles, name), name
        assert name not in MainWindow.__dict__, name


def test_open_recent_in_japanese_lists_and_opens_an_earlier_autosave(window, river, autosaver):
    window.set_language("ja")
    try:
        first = _played(window, river, seed=3)
        first.autosave()
        turn = first.state.turn
        start(window, river, seed=4)  # the first game's autosave is set aside
        window.controller.autosave()

        menu = window.menu_recent
        assert menu.title() == "最近使ったファイル(&R)"
        menu.aboutToShow.emit()
        sections = [a.text() for a in menu.actions() if a.isSeparator() and a.text()]
        assert sections == ["以前の自動保存"]
        title = river.title.get("ja")
        entries = [a for a in menu.actions() if a.data()]
        assert len(entries) == 1
        assert entries[0].text().startswith(f"「{title}」ターン{turn}(")
        assert entries[0].statusTip() == "この以前の自動保存を開きます。保存するときは保存先を尋ねます。"

        entries[0].trigger()  # the new game has no move: nothing to ask
        QApplication.processEvents()
        assert window.status_text() == f"以前の自動保存「{title}」ターン{turn}を開きました"
        assert window.controller.path is None
    finally:
        window.set_language("en")


def test_save_as_in_japanese_titles_its_dialog_and_says_where_it_saved(window, river, qtbot,
                                                                       tmp_path):
    window.set_language("ja")
    try:
        _played(window, river, seed=5)
        target = tmp_path / "川の戦い"
        seen = []

        def answer(dialog):
            seen.append((dialog.windowTitle(), dialog.nameFilters(), dialog.defaultSuffix()))
            dialog.selectFile(str(target))
            dialog.accept()

        _answer_dialogs(qtbot, [(QFileDialog, answer)])
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        qtbot.keyClick(window, Qt.Key.Key_S,
                       Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
        assert seen == [("ゲームを保存", ["セーブデータ (*.qtwsave)"], "qtwsave")]
        saved = tmp_path / "川の戦い.qtwsave"
        assert saved.exists() and window.controller.path == saved
        assert window.status_text() == "川の戦い.qtwsave に保存しました"
    finally:
        window.set_language("en")


def test_the_question_before_replacing_a_game_in_japanese(window, river, qtbot, tmp_path,
                                                          monkeypatch):
    other = tmp_path / "other.qtwsave"
    start(window, river, seed=11)
    assert window.save_to(other)
    window.set_language("ja")
    try:
        c = _played(window, river, seed=3)
        played = c.game.hash(c.state)
        window.ask_before_closing = True
        monkeypatch.setattr(window, "_ask_file", lambda saving: str(other))
        seen = []

        def answer(box):
            seen.append((box.objectName(), box.windowTitle(), box.text()))
            qtbot.mouseClick(box.button(QMessageBox.StandardButton.Cancel),
                             Qt.MouseButton.LeftButton)

        _answer_dialogs(qtbot, [(QMessageBox, answer)])
        window.act_open.trigger()
        assert seen == [("replace_game_question", "ゲームの置き換え",
                         "進行中のゲームには保存されていない手があります。"
                         "別のゲームに置き換える前に保存しますか？")]
        assert c.game.hash(c.state) == played  # cancelled: the game in progress stays
    finally:
        window.ask_before_closing = False  # no question when the test closes the window
        window.set_language("en")
