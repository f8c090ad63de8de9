"""Dialogs open within the screen's free area (session 89 under Xvfb at 1,366 x 768: the
editor's Balance Test opened 1,000 pixels high, its results table below the screen's
edge). The offscreen test screen is 800 rows high."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.ui.screen_fit import FRAME_ROOM


def _fits(dialog) -> tuple[bool, bool]:
    area = (dialog.screen() or QApplication.primaryScreen()).availableGeometry()
    return (dialog.width() <= area.width() - FRAME_ROOM,
            dialog.height() <= area.height() - FRAME_ROOM)


def test_the_balance_test_dialog_fits_an_800_row_screen(qtbot):
    from qtwargame.editor import app
    from qtwargame.editor.balance_dialog import BalanceDialog

    area = QApplication.primaryScreen().availableGeometry()
    assert area.height() < 1000 + FRAME_ROOM  # the dialog's preferred height does not fit
    dialog = BalanceDialog(app.document_for("river_crossing"), "en")
    qtbot.addWidget(dialog)
    assert _fits(dialog) == (True, True)
    assert (dialog.width(), dialog.height()) == (min(1100, area.width() - FRAME_ROOM),
                                                 area.height() - FRAME_ROOM)


def test_every_dialog_with_a_preferred_size_fits_the_screen(qtbot):
    from qtwargame.editor.help import EditorHelpDialog
    from qtwargame.ui.help_dialog import HelpDialog
    from qtwargame.ui.new_game_dialog import NewGameDialog
    from qtwargame.ui.welcome_dialog import WelcomeDialog

    for dialog in (WelcomeDialog("en"), HelpDialog("en"), NewGameDialog("en"),
                   EditorHelpDialog("en")):
        qtbot.addWidget(dialog)
        assert _fits(dialog) == (True, True), type(dialog).__name__
