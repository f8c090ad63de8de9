"""Unexpected errors: logged, the game saved, the player told where the details are.

:class:`CrashHandler` takes over ``sys.excepthook`` (which PySide6 calls for an exception
raised in a slot or an overridden Qt method), ``threading.excepthook`` and Qt's message
handler. For an unexpected exception it

1. writes the traceback to the log file (:mod:`qtwargame.applog`) and to stderr;
2. asks every top-level window with an ``emergency_save()`` method to save what it holds
   (the play window writes its autosave), so the game is on disk *before* anything else;
3. shows a :class:`CrashDialog` naming the log file and the autosave.

Qt's warnings go to the log; a fatal Qt message (after which Qt aborts the process) is
logged and the games are saved first. A hard crash of the interpreter cannot be caught
here: :mod:`faulthandler` writes it to ``fatal.log`` beside the log (``applog``).
"""

from __future__ import annotations

import logging
import sys
import threading
import traceback
from collections.abc import Callable
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QMessageLogContext, QtMsgType, QUrl, qInstallMessageHandler
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import QApplication, QMessageBox

log = logging.getLogger("qtwargame.crash")
ExceptHook = Callable[[type[BaseException], BaseException, TracebackType | None], object]
QtMessageHandler = Callable[[QtMsgType, QMessageLogContext, str], object]
qt_log = logging.getLogger("qtwargame.qt")

QT_LEVELS = {
    QtMsgType.QtDebugMsg: logging.DEBUG,
    QtMsgType.QtInfoMsg: logging.INFO,
    QtMsgType.QtWarningMsg: logging.WARNING,
    QtMsgType.QtCriticalMsg: logging.ERROR,
    QtMsgType.QtFatalMsg: logging.CRITICAL,
}


class CrashDialog(QMessageBox):
    """What the player sees after an unexpected error."""

    def __init__(self, error: str, details: str, log_file: Path | None,
                 saved: list[Path], parent=None) -> None:
        super().__init__(parent)
        self.log_file = log_file
        self.setIcon(QMessageBox.Icon.Critical)
        self.setWindowTitle(self.tr("qtwargame: unexpected error"))
        self.setText(self.tr("Something went wrong inside qtwargame: {error}").format(error=error))
        lines = []
        if log_file is not None:
            lines.append(self.tr("The details were written to the log file:\n{file}").format(
                file=log_file))
        else:
            lines.append(self.tr("No log file could be written; the details are below."))
        for path in saved:
            lines.append(self.tr("The game in progress was saved to:\n{file}\nIt is offered "
                                 "again when qtwargame next starts after a crash, and Game ▸ "
                                 "Open can open it.").format(file=path))
        lines.append(self.tr("You can go on playing, but if anything looks wrong, quit and "
                             "start again."))
        self.setInformativeText("\n\n".join(lines))
        self.setDetailedText(details)
        self.setStandardButtons(QMessageBox.StandardButton.Close)
        self.folder_button = None
        if log_file is not None:
            self.folder_button = self.addButton(self.tr("Open Log Folder"),
                                                QMessageBox.ButtonRole.ActionRole)
            self.folder_button.clicked.connect(self.open_log_folder)

    def open_log_folder(self) -> None:
        if self.log_file is not None:
            QDesktopServices.openUrl(QUrl.fromLocalFile(str(self.log_file.parent)))


class CrashHandler:
    def __init__(self, log_file: Path | None = None) -> None:
        self.log_file = Path(log_file) if log_file is not None else None
        self.dialog: CrashDialog | None = None
        self.crashes = 0
        self._showing = False
        self._installed = False
        # The hooks in place before install(), put back by uninstall().
        self._previous_hook: ExceptHook = sys.__excepthook__
        self._previous_thread_hook: Callable[[threading.ExceptHookArgs], object] = threading.__excepthook__
        self._previous_qt: QtMessageHandler | None = None

    # -- installing ----------------------------------------------------------------------------
    def install(self) -> CrashHandler:
        if not self._installed:
            self._previous_hook = sys.excepthook
            self._previous_thread_hook = threading.excepthook
            sys.excepthook = self.excepthook
            threading.excepthook = self._thread_hook
            self._previous_qt = qInstallMessageHandler(self.qt_message)
            self._installed = True
        return self

    def uninstall(self) -> None:
        if self._installed:
            sys.excepthook = self._previous_hook
            threading.excepthook = self._previous_thread_hook
            qInstallMessageHandler(self._previous_qt)
            self._installed = False

    # -- Python exceptions -------------------------------------------------------------------
    def excepthook(self, etype, value, tb) -> None:
        if issubclass(etype, KeyboardInterrupt):
            self._previous_hook(etype, value, tb)
            return
        self.crashes += 1
        details = "".join(traceback.format_exception(etype, value, tb))
        log.critical("Unexpected error\n%s", details.rstrip())
        print(details, file=sys.stderr, end="")
        saved = self.save_games()
        self.show(f"{etype.__name__}: {value}", details, saved)

    def _thread_hook(self, args) -> None:
        details = "".join(traceback.format_exception(args.exc_type, args.exc_value,
                                                     args.exc_traceback))
        log.critical("Unexpected error in thread %s\n%s", getattr(args.thread, "name", "?"),
                     details.rstrip())

    def save_games(self) -> list[Path]:
        """Ask every open window holding a game or a document to save it now. Returns what
        was written. A window that fails to save is logged and skipped."""
        app = QApplication.instance()
        if not isinstance(app, QApplication):  # no windows without a QApplication
            return []
        saved = []
        for widget in app.topLevelWidgets():
            save = getattr(widget, "emergency_save", None)
            if save is None or not widget.isVisible():
                continue  # a closed window saved its game when it closed
            try:
                path = save()
            except Exception:  # the crash path must go on
                log.exception("emergency save of %s failed", type(widget).__name__)
                continue
            if path is not None:
                log.info("emergency save written to %s", path)
                saved.append(Path(path))
        return saved

    def show(self, error: str, details: str, saved: list[Path]) -> None:
        if self._showing or QApplication.instance() is None:
            return  # an error while the dialog is open: logged, not shown again
        self._showing = True
        try:
            parent = QApplication.activeWindow()
            self.dialog = CrashDialog(error, details, self.log_file, saved, parent)
            self.dialog.exec()
        finally:
            self._showing = False

    # -- Qt's messages -----------------------------------------------------------------------
    def qt_message(self, mode, context, message) -> None:
        level = QT_LEVELS.get(mode, logging.WARNING)
        where = ""
        if context is not None and getattr(context, "file", None):
            where = f" ({context.file}:{context.line})"
        qt_log.log(level, "%s%s", message, where)
        if level >= logging.WARNING:
            print(message, file=sys.stderr)
        if mode == QtMsgType.QtFatalMsg:
            self.save_games()
            for handler in logging.getLogger().handlers:
                handler.flush()
