"""A JSON value as an editable tree: keys, values and their types.

Used for ``rules_data``, the ruleset's own part of a scenario (air point and replacement
schedules, costs, special rules), which the editor does not know in detail: the ruleset
validates it and the validation panel shows what it says.

A value is typed as JSON: ``3``, ``true``, ``null``, ``[1, 2]``, ``{"a": 1}``; anything
that is not JSON is taken as text. Object keys are edited in place; *Edit as JSON…* edits
the whole value as text.
"""

from __future__ import annotations

import json
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QToolButton,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.checks import path_keys as tokens

TYPE_ROLE = Qt.ItemDataRole.UserRole
KEY_ROLE = Qt.ItemDataRole.UserRole + 1


def type_name(value: Any) -> str:
    if isinstance(value, dict):
        return "object"
    if isinstance(value, list):
        return "array"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int | float):
        return "number"
    if value is None:
        return "null"
    return "string"


def parse_value(text: str) -> Any:
    """``text`` read as JSON when it is JSON, as a string otherwise."""
    try:
        return json.loads(text)
    except ValueError:
        return text


def shown(value: Any) -> str:
    if isinstance(value, dict):
        return f"{{{len(value)}}}"
    if isinstance(value, list):
        return f"[{len(value)}]"
    if isinstance(value, str):
        return value
    return json.dumps(value)


class JsonTreeEditor(QWidget):
    edited = Signal(object)

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.value: Any = {}
        self._filling = False
        self.tree = QTreeWidget()
        self.tree.setColumnCount(3)
        self.tree.setAlternatingRowColors(True)
        self.tree.setUniformRowHeights(True)
        self.tree.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Interactive)
        self.tree.header().setStretchLastSection(False)
        self.tree.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.tree.itemChanged.connect(self._item_changed)
        self.add_button, self.del_button, self.raw_button = QToolButton(), QToolButton(), QToolButton()
        self.add_button.clicked.connect(self.add_at_current)
        self.del_button.clicked.connect(self.remove_current)
        self.raw_button.clicked.connect(self.edit_raw)
        row = QHBoxLayout()
        row.setContentsMargins(0, 0, 0, 0)
        for b in (self.add_button, self.del_button, self.raw_button):
            row.addWidget(b)
        row.addStretch(1)
        self.bar = row
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(row)
        box.addWidget(self.tree, 1)
        box.addWidget(self.error)
        self.retranslate()

    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("Key"), self.tr("Value"), self.tr("Type")])
        self.add_button.setText(self.tr("Add"))
        self.del_button.setText(self.tr("Remove"))
        self.raw_button.setText(self.tr("Edit as JSON…"))
        self.add_button.setToolTip(self.tr("Add an entry to the selected object or list"))

    # -- showing ------------------------------------------------------------------------------
    def set_value(self, value: Any) -> None:
        expanded = self._expanded_paths()
        self.value = json.loads(json.dumps(value))
        self._filling = True
        self.tree.clear()
        self._add_children(self.tree.invisibleRootItem(), self.value)
        self._filling = False
        if expanded:
            self._expand(expanded)
        else:
            self.tree.expandToDepth(0)
        self.tree.resizeColumnToContents(0)

    def _add_children(self, parent: QTreeWidgetItem, value: Any) -> None:
        items = value.items() if isinstance(value, dict) else enumerate(value)
        for key, child in items:
            item = QTreeWidgetItem([str(key), shown(child), type_name(child)])
            item.setData(0, TYPE_ROLE, "object" if isinstance(value, dict) else "array")
            item.setData(0, KEY_ROLE, key)
            flags = item.flags()
            if isinstance(value, dict):
                flags |= Qt.ItemFlag.ItemIsEditable
            if not isinstance(child, dict | list):
                flags |= Qt.ItemFlag.ItemIsEditable
            item.setFlags(flags)
            item.setForeground(2, Qt.GlobalColor.darkGray)
            parent.addChild(item)
            if isinstance(child, dict | list):
                self._add_children(item, child)

    def _path_of(self, item: QTreeWidgetItem) -> list:
        path = []
        node: QTreeWidgetItem | None = item
        while node is not None:
            parent = node.parent() or self.tree.invisibleRootItem()
            if node.data(0, TYPE_ROLE) == "array":
                path.append(parent.indexOfChild(node))
            else:
                path.append(node.data(0, KEY_ROLE))
            node = node.parent()
        return list(reversed(path))

    def _expanded_paths(self) -> set[tuple]:
        out = set()

        def walk(item):
            for i in range(item.childCount()):
                c = item.child(i)
                if c.isExpanded():
                    out.add(tuple(self._path_of(c)))
                walk(c)

        walk(self.tree.invisibleRootItem())
        return out

    def _expand(self, paths: set[tuple]) -> None:
        def walk(item):
            for i in range(item.childCount()):
                c = item.child(i)
                if tuple(self._path_of(c)) in paths:
                    c.setExpanded(True)
                walk(c)

        walk(self.tree.invisibleRootItem())

    def item_at(self, path: list) -> QTreeWidgetItem | None:
        item = self.tree.invisibleRootItem()
        for key in path:
            found = None
            for i in range(item.childCount()):
                c = item.child(i)
                if c is None:
                    continue
                if (isinstance(key, int) and c.data(0, TYPE_ROLE) == "array" and i == key) or \
                        c.data(0, KEY_ROLE) == key:
                    found = c
                    break
            if found is None:
                return item if item is not self.tree.invisibleRootItem() else None
            item = found
        return item

    def select_path(self, json_path: str, prefix: str = "rules_data") -> None:
        """Select the entry a problem's path names (``$.rules_data.terrain_cost``)."""
        t = tokens(json_path)
        if t and t[0] == prefix:
            t = t[1:]
        item = self.item_at(t)
        if item is not None:
            self.tree.setCurrentItem(item)
            self.tree.scrollToItem(item)

    # -- editing ------------------------------------------------------------------------------
    def _commit(self, value: Any) -> None:
        self.error.clear()
        self.edited.emit(value)

    def _item_changed(self, item: QTreeWidgetItem, column: int) -> None:
        if self._filling:
            return
        path = self._path_of(item)
        value = json.loads(json.dumps(self.value))
        parent = self._container_in(value, path[:-1])
        if column == 0 and isinstance(parent, dict):
            old_key, new_key = path[-1], item.text(0)
            if old_key == new_key:
                return
            if not new_key or new_key in parent:
                self.error.setText(self.tr("Keys must be unique and not empty."))
                self.set_value(self.value)
                return
            items = [(new_key if k == old_key else k, v) for k, v in parent.items()]
            parent.clear()
            parent.update(items)
        elif column == 1:
            parent[path[-1]] = parse_value(item.text(1))
        else:
            return
        self._commit(value)

    @staticmethod
    def _container_in(value: Any, path: list) -> Any:
        for key in path:
            value = value[key]
        return value

    def set_at(self, path: list, new: Any) -> None:
        """Set the entry at ``path`` (keys and indexes) to ``new``."""
        value = json.loads(json.dumps(self.value))
        if not path:
            self._commit(new)
            return
        self._container_in(value, path[:-1])[path[-1]] = new
        self._commit(value)

    def add_at_current(self) -> None:
        item = self.tree.currentItem()
        path = self._path_of(item) if item is not None else []
        value = json.loads(json.dumps(self.value))
        target = self._container_in(value, path)
        if not isinstance(target, dict | list):
            path = path[:-1]
            target = self._container_in(value, path)
        if isinstance(target, dict):
            n = 1
            while f"new_key_{n}" in target:
                n += 1
            target[f"new_key_{n}"] = None
        else:
            target.append(None)
        self._commit(value)

    def remove_current(self) -> None:
        item = self.tree.currentItem()
        if item is None:
            return
        path = self._path_of(item)
        value = json.loads(json.dumps(self.value))
        del self._container_in(value, path[:-1])[path[-1]]
        self._commit(value)

    def edit_raw(self) -> None:
        dialog = QDialog(self)
        dialog.setWindowTitle(self.tr("Edit as JSON"))
        text = QPlainTextEdit(json.dumps(self.value, ensure_ascii=False, indent=2))
        error = QLabel()
        error.setStyleSheet("color: #b00020")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        result: list = []

        def accept() -> None:
            try:
                value = json.loads(text.toPlainText())
            except json.JSONDecodeError as e:
                error.setText(self.tr("Not valid JSON: {msg} (line {line})").format(
                    msg=e.msg, line=e.lineno))
                return
            if not isinstance(value, dict):
                error.setText(self.tr("The value must be a JSON object."))
                return
            result.append(value)
            dialog.accept()

        buttons.accepted.connect(accept)
        buttons.rejected.connect(dialog.reject)
        box = QVBoxLayout(dialog)
        box.addWidget(text)
        box.addWidget(error)
        box.addWidget(buttons)
        dialog.resize(560, 520)
        if dialog.exec() and result:
            self._commit(result[0])
