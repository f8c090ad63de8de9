"""The editor's Help menu: How to Build a Scenario (``resources/help/editor.<lang>.html``,
English when the reader's language has no page) and Keyboard Shortcuts (read from the
window's menus when the dialog opens, plus the keys and modifiers of the map)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
)

from qtwargame.editor.translate import QT_TRANSLATE_NOOP
from qtwargame.scenario.catalog import resources_dir
from qtwargame.ui.screen_fit import resize_within_screen
from qtwargame.ui.shortcuts_dialog import Shortcut, menu_shortcuts, shortcuts_table, table_texts

TOPIC = "editor"

#: Keys and mouse habits of the map that no menu lists: (keys, what they do).
MAP_KEYS = (
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Space + drag"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Pan the map (or drag with the middle button)")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "+ / −"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Zoom in and out (or the mouse wheel)")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Arrow keys"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Pan the map (Shift with the wheel pans sideways)")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Esc"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Cancel what the tool is doing; put the stamp away")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Return"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Finish a terrain polygon")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Shift + drag"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Add to the selection")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Ctrl + drag"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Remove from the selection")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Alt + drag"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Lasso selection")),
    (QT_TRANSLATE_NOOP("EditorShortcuts", "Right button"),
     QT_TRANSLATE_NOOP("EditorShortcuts", "Pick terrain (brush, fill); paint a region out; "
                                          "give a road the chosen grade")),
)


def help_path(lang: str = "en") -> Path | None:
    for code in (lang, "en"):
        path = resources_dir() / "help" / f"{TOPIC}.{code}.html"
        if path.is_file():
            return path
    return None


class EditorHelpDialog(QDialog):
    def __init__(self, lang: str = "en", parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("How to Build a Scenario"))
        self.page = QTextBrowser()
        self.page.setOpenExternalLinks(True)
        path = help_path(lang)
        if path is None:
            self.page.setPlainText(self.tr("The help page is missing from this installation."))
        else:
            self.page.setSearchPaths([str(path.parent)])
            self.page.setHtml(path.read_text(encoding="utf-8"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(self.page, 1)
        box.addWidget(buttons)
        resize_within_screen(self, 900, 760)


def editor_shortcuts(window) -> list[Shortcut]:
    where = QCoreApplication.translate("EditorShortcuts", "Map")
    tr = QCoreApplication.translate
    return menu_shortcuts(window) + [
        Shortcut(where, tr("EditorShortcuts", text), tr("EditorShortcuts", keys))
        for keys, text in MAP_KEYS]


class EditorShortcutsDialog(QDialog):
    def __init__(self, window) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        intro = QLabel(self.tr("The map's keys (copy, paste, delete, turn and mirror the stamp, "
                               "fit) work when the map has the focus: click it first."))
        intro.setWordWrap(True)
        self.shortcuts = editor_shortcuts(window)
        self.table = shortcuts_table(self.shortcuts, (self.tr("Keys"), self.tr("Command"),
                                                      self.tr("Menu")))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addWidget(intro)
        box.addWidget(self.table, 1)
        box.addWidget(buttons)
        resize_within_screen(self, 680, 700)

    def texts(self) -> list[tuple[str, str, str]]:
        return table_texts(self.table)
