"""Starting the play window: ``qtwargame`` and ``qtwargame play``."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QMessageBox

from qtwargame.i18n import translator
from qtwargame.ui.autosave import Autosaver
from qtwargame.ui.main_window import MainWindow

#: Fonts tried after the default for Japanese text, so kana and kanji use Japanese forms.
CJK_FONTS = ["Noto Sans CJK JP", "Noto Sans JP", "Hiragino Sans", "Yu Gothic UI", "Meiryo",
             "IPAexGothic", "TakaoPGothic"]


def application() -> QApplication:
    app = QApplication.instance()
    if app is None:
        app = QApplication(sys.argv[:1])
        app.setApplicationName("qtwargame")
        app.setOrganizationName("qtwargame")
        font = QFont(app.font())
        font.setFamilies([font.family(), *CJK_FONTS])
        app.setFont(font)
    return app


def run_play(scenario: str | None = None, save: str | None = None, lang: str | None = None,
             autosave_dir: str | Path | None = None) -> int:
    """Open the play window. With ``save``, that game; otherwise the New Game dialog
    (with ``scenario`` preselected), after offering to resume a game that did not exit
    cleanly. Returns the application's exit code."""
    app = application()
    lang = translator.install(lang or translator.system_language(), app)
    autosaver = Autosaver(autosave_dir)
    window = MainWindow(lang=lang, autosaver=autosaver)
    window.ask_before_closing = True
    window.show()
    started = False
    if save is not None:
        started = window.open_path(save)
    if not started and save is None and scenario is None:
        started = offer_recovery(window, autosaver)
    autosaver.begin_session()
    if not started:
        preselect = scenario
        if scenario is not None and Path(scenario).exists():
            from qtwargame.ui.new_game_dialog import NewGameDialog

            dialog = NewGameDialog(lang, window)
            dialog.list.setCurrentRow(dialog.add_file(Path(scenario)))
            if dialog.exec() and dialog.choice() is not None:
                choice = dialog.choice()
                window.start_game(choice.scenario, choice.options, choice.seed)
        else:
            window.new_game_dialog(preselect=preselect)
    code = app.exec()
    autosaver.end_session()
    return int(code)


def offer_recovery(window: MainWindow, autosaver: Autosaver) -> bool:
    path = autosaver.recoverable()
    if path is None:
        return False
    answer = QMessageBox.question(
        window, window.tr("Resume game"),
        window.tr("The last session did not end normally. Resume its game from the autosave?"))
    if answer != QMessageBox.StandardButton.Yes:
        return False
    return window.open_path(path)
