"""Help ▸ Keyboard Shortcuts: every shortcut of the window, read from its menus' actions
and the board's key table when the dialog opens, so the list cannot fall out of date."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QMainWindow,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from qtwargame.ui.board_view import BOARD_KEYS
from qtwargame.ui.screen_fit import resize_within_screen


@dataclass(frozen=True)
class Shortcut:
    where: str  # the menu path ("Game", "View ▸ Panels") or the board
    command: str
    keys: str  # in the platform's notation, alternatives separated by ", "


def without_mnemonic(text: str) -> str:
    """A menu text without its mnemonic (``&Save``, or ``保存(&S)`` in Japanese)."""
    text = re.sub(r"\(&[^&)]\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def plain(text: str) -> str:
    """A menu text without its mnemonic and its trailing dots."""
    return without_mnemonic(text).rstrip("…").rstrip(".")


def menu_shortcuts(window: QMainWindow) -> list[Shortcut]:
    """Every action with a shortcut in the window's menu bar, in menu order, once each."""
    out: list[Shortcut] = []
    seen: set[int] = set()

    def walk(menu: QMenu, path: str) -> None:
        for action in menu.actions():
            sub = action.menu()
            if isinstance(sub, QMenu):
                walk(sub, f"{path} ▸ {plain(sub.title())}")
                continue
            if action.isSeparator() or id(action) in seen:
                continue
            keys = [k.toString(QKeySequence.SequenceFormat.NativeText) for k in action.shortcuts()]
            keys = [k for k in keys if k]
            if keys:
                seen.add(id(action))
                out.append(Shortcut(path, plain(action.text()), ", ".join(keys)))

    for top in window.menuBar().actions():
        menu = top.menu()
        if isinstance(menu, QMenu):
            walk(menu, plain(menu.title()))
    return out


def board_shortcuts() -> list[Shortcut]:
    where = QCoreApplication.translate("ShortcutsDialog", "Map")
    out = []
    for keys, text, _, _ in BOARD_KEYS:
        names = ", ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText)
                          for k in keys)
        out.append(Shortcut(where, QCoreApplication.translate("MapView", text), names))
    return out


def all_shortcuts(window: QMainWindow) -> list[Shortcut]:
    return menu_shortcuts(window) + board_shortcuts()


def shortcuts_table(shortcuts: Sequence[Shortcut], headers: Sequence[str]) -> QTableWidget:
    """A read-only table of ``shortcuts``, one a row: the keys in bold, the command, and the
    menu (or the map) in grey; ``headers`` are the three columns' titles, translated by the
    dialog that shows it (the play window's and the editor's)."""
    table = QTableWidget(len(shortcuts), 3)
    table.setHorizontalHeaderLabels(list(headers))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
    table.setAlternatingRowColors(True)
    table.setShowGrid(False)
    for row, s in enumerate(shortcuts):
        keys = QTableWidgetItem(s.keys)
        font = keys.font()
        font.setBold(True)
        keys.setFont(font)
        table.setItem(row, 0, keys)
        table.setItem(row, 1, QTableWidgetItem(s.command))
        where = QTableWidgetItem(s.where)
        where.setForeground(Qt.GlobalColor.darkGray)
        table.setItem(row, 2, where)
    header = table.horizontalHeader()
    header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
    header.setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)
    return table


def table_texts(table: QTableWidget) -> list[tuple[str, str, str]]:
    """The rows of a :func:`shortcuts_table` as shown: keys, command, menu."""
    def text(r: int, c: int) -> str:
        item = table.item(r, c)
        return item.text() if item is not None else ""

    return [(text(r, 0), text(r, 1), text(r, 2)) for r in range(table.rowCount())]


class ShortcutsDialog(QDialog):
    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setWindowTitle(self.tr("Keyboard Shortcuts"))
        box = QVBoxLayout(self)
        intro = QLabel(self.tr("The map keys work when the map has the focus (click it first). "
                               "The mouse does the rest: see Help ▸ How to Play."))
        intro.setWordWrap(True)
        box.addWidget(intro)
        self.shortcuts = all_shortcuts(window)
        self.table = shortcuts_table(self.shortcuts, (self.tr("Keys"), self.tr("Command"),
                                                      self.tr("Menu")))
        box.addWidget(self.table, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        box.addWidget(buttons)
        resize_within_screen(self, 640, 620)

    def texts(self) -> list[tuple[str, str, str]]:
        """The rows as shown (tests)."""
        return table_texts(self.table)
