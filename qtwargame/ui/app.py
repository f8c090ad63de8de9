"""Starting the play window: ``qtwargame`` and ``qtwargame play [SAVE]``.

At the start: the preferences (language, layout, recent files), the crash handler, and
then the first thing the player sees: the saved game asked for; else the autosave of a
session that crashed (if the player wants it); else the welcome screen at the first start
(or always, if the player chose so); else the New Game dialog.
"""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame import applog
from qtwargame.i18n import translator
from qtwargame.scenario.catalog import resources_dir
from qtwargame.ui.autosave import Autosaver, title_and_turn
from qtwargame.ui.crash import CrashHandler
from qtwargame.ui.main_window import MainWindow
from qtwargame.ui.preferences import ORGANIZATION, Preferences, follow_home_override

#: The desktop entry's name (packaging/linux), so that desktops match windows to it.
DESKTOP_FILE = "io.github.qtwargame"

log = logging.getLogger(__name__)

#: Fonts tried after the default for Japanese text, so kana and kanji use Japanese forms.
CJK_FONTS = ["Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic UI", "Meiryo",
             "IPAexGothic", "TakaoPGothic"]


def application() -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("qtwargame")
        app.setOrganizationName(ORGANIZATION)
        QGuiApplication.setDesktopFileName(DESKTOP_FILE)
        app.setWindowIcon(QIcon(str(resources_dir() / "icons" / "qtwargame.svg")))
        font = QFont(app.font())
        font.setFamilies([font.family(), *CJK_FONTS])
        app.setFont(font)
        follow_home_override()
    assert isinstance(app, QApplication)  # the play window's (widgets need a QApplication)
    return app


def install_crash_handler() -> CrashHandler:
    """Log unexpected errors, save the games, and tell the player (see ``ui.crash``)."""
    return CrashHandler(applog.current()).install()


def run_play(scenario: str | None = None, save: str | None = None, lang: str | None = None,
             autosave_dir: str | Path | None = None,
             preferences: Preferences | None = None) -> int:
    """Open the play window. With ``save``, that game; otherwise, after offering to resume
    a game that did not exit cleanly, the welcome screen (first start) or the New Game
    dialog (with ``scenario`` preselected). Returns the application's exit code."""
    app = application()
    crash = install_crash_handler()
    prefs = preferences if preferences is not None else Preferences()
    first_run = prefs.is_first_run()
    lang = translator.install(lang or prefs.language() or translator.system_language(), app)
    autosaver = Autosaver(autosave_dir)
    log.info("play window: language %s, settings %s, autosave %s", lang, prefs.file(),
             autosaver.path)
    window = MainWindow(lang=lang, autosaver=autosaver, preferences=prefs)
    window.ask_before_closing = True
    window.show()
    started = False
    if save is not None:
        started = window.open_path(save, check_after_frame=True)
    if not started and save is None and scenario is None:
        started = offer_recovery(window, autosaver)
        if not started and autosaver.recoverable() is None:
            started = offer_continue(window, autosaver)
    autosaver.begin_session()
    if not started:
        start_when_read(window, lambda: start_screen(window, prefs, first_run, scenario, lang))
    code = app.exec()
    autosaver.end_session()
    crash.uninstall()
    log.info("play window closed (exit code %s)", code)
    return int(code)


def start_when_read(window: MainWindow, start: Callable[[], None]) -> None:
    """``start`` (the start screen) now; or, while a box says why a save or the autosave
    did not open (or offers to play it under the corrected rules), once that box is closed,
    and only if no game was opened from it: the box is read first, not hidden behind."""
    box = window.error_box
    if box is None or not box.isVisible():
        start()
        return

    def after(_result: int) -> None:
        if window.controller.history is None:
            start()

    box.finished.connect(after)


def start_screen(window: MainWindow, prefs: Preferences, first_run: bool,
                 scenario: str | None, lang: str) -> None:
    """With no game open at the start: the welcome screen (first start, or chosen in the
    preferences), else the New Game dialog (``scenario`` preselected)."""
    if scenario is None and (first_run or prefs.welcome_at_start()):
        window.welcome(at_start=True)
    elif scenario is not None and Path(scenario).exists():
        from qtwargame.ui.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(lang, window)
        dialog.list.setCurrentRow(dialog.add_file(Path(scenario)))
        choice = dialog.choice() if dialog.exec() else None
        if choice is not None:
            window.start_game(choice.scenario, choice.options, choice.seed,
                              generator=choice.generator)
    else:
        window.new_game_dialog(preselect=scenario)


def offer_recovery(window: MainWindow, autosaver: Autosaver) -> bool:
    path = autosaver.recoverable()
    if path is None:
        return False
    # Which game and turn, as the question after a clean exit says (session 92 by hand: after
    # a kill the question named neither, and "No" may drop a game the player wanted).
    which = title_and_turn(path, window.lang)
    question = (QCoreApplication.translate(
        "MainWindow", "The last session did not end normally. Resume its game, {title}, at "
                      "turn {turn}, from the autosave?").format(title=which[0], turn=which[1])
        if which is not None else
        QCoreApplication.translate("MainWindow", "The last session did not end normally. Resume "
                                                 "its game from the autosave?"))
    answer = QMessageBox.question(
        window, QCoreApplication.translate("MainWindow", "Resume game"), question)
    if answer != QMessageBox.StandardButton.Yes:
        return False
    return window.continue_last_game(path)  # Save then asks where, as for Continue


def last_game(autosaver: Autosaver, lang: str) -> tuple[str, int] | None:
    """The title and turn of the game in the autosave, if it is one still being played."""
    return title_and_turn(autosaver.path, lang)


def offer_continue(window: MainWindow, autosaver: Autosaver) -> bool:
    """A restart after a clean exit: offer to play on the last game (its autosave). True if
    it was opened."""
    last = last_game(autosaver, window.lang)
    if last is None:
        return False
    title, turn = last
    buttons = QMessageBox.StandardButton
    question = QCoreApplication.translate("MainWindow", "Continue the last game, {title}, at turn "
                                                        "{turn}?").format(title=title, turn=turn)
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("MainWindow", "Continue"),
                      question, buttons.Yes | buttons.No, window)
    box.setObjectName("continue_question")
    box.button(buttons.Yes).setText(QCoreApplication.translate("MainWindow", "Continue"))
    box.button(buttons.No).setText(QCoreApplication.translate("MainWindow", "Something Else"))
    box.setDefaultButton(buttons.Yes)
    if box.exec() != buttons.Yes:
        return False
    return window.continue_last_game(autosaver.path)  # Save asks where: not a file of theirs


def open_play_test(scenario, lang: str = "en", parent=None, seed: int = 1):
    """A play window on a new game of ``scenario`` (already validated), without an
    autosaver, so a play-test never replaces the player's autosaved game; None when the
    game cannot start. Offered to the editor as the ``play`` window (qtwargame.windows)."""
    window = MainWindow(lang=lang)
    if not window.start_game(scenario, seed=seed):
        window.close()
        return None
    window.setWindowTitle(QCoreApplication.translate("PlayTest", "Play-test: {title}").format(
        title=scenario.title.get(lang)))
    window.show()
    return window
