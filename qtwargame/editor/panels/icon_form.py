"""A card's icons as a form: one row per icon with its type picked from the types the
ruleset knows and a field per parameter that type takes (a number box, a check box, a
drop-down of the allowed words). Parameters the type does not list are kept as they are.

The types come from the ruleset's ``card_icon_types`` attribute, else from ``ICON_TYPES``
in its package's ``data`` module: ``{type: {parameter: int | bool | (allowed words…)}}``.
A ruleset without either keeps the JSON list (the expert view, always one click away)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QSpinBox,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.panels.ruleset_data import ruleset_and_data
from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.editor.wheel_guard import ComboBox, SpinBox
from qtwargame.terms import TERMS

#: The field of one parameter of an icon: a choice of words, a flag or a number.
ParamField = QComboBox | QCheckBox | QSpinBox

#: The bundled rulesets' icon parameters and the words they take, as the form names them
#: (a plugin's own show as written, underscores as spaces).
PARAM_NAMES = {
    "value": QT_TRANSLATE_NOOP("CardIcons", "value"),
    "city_only": QT_TRANSLATE_NOOP("CardIcons", "city only"),
    "count": QT_TRANSLATE_NOOP("CardIcons", "count"),
    "whose": QT_TRANSLATE_NOOP("CardIcons", "whose"),
    "points": QT_TRANSLATE_NOOP("CardIcons", "points"),
    "branch": QT_TRANSLATE_NOOP("CardIcons", "branch"),
}
WORD_NAMES = {
    "own": QT_TRANSLATE_NOOP("CardIcons", "own"),
    "opponent": QT_TRANSLATE_NOOP("CardIcons", "opponent"),
    "any": QT_TRANSLATE_NOOP("CardIcons", "any"),
    "infantry": QT_TRANSLATE_NOOP("CardIcons", "infantry"),
    "tank": QT_TRANSLATE_NOOP("CardIcons", "tank"),
}


def type_name(kind: str) -> str:
    """An icon type in the reader's language (the play window's word for the card use)."""
    return translate("Terms", TERMS[kind]) if kind in TERMS else kind.replace("_", " ")


def _named(table: dict[str, str], word: str) -> str:
    return translate("CardIcons", table[word]) if word in table else word.replace("_", " ")


def icon_types(ruleset_id: str) -> dict[str, dict[str, Any]] | None:
    ruleset, module = ruleset_and_data(ruleset_id)
    types = getattr(ruleset, "card_icon_types", None)
    if not isinstance(types, dict):
        types = getattr(module, "ICON_TYPES", None)
    return types if isinstance(types, dict) else None


class IconRow(QWidget):
    changed = Signal()
    removed = Signal(object)

    def __init__(self, types: dict, icon: dict, key: str) -> None:
        super().__init__()
        self.types = types
        self.key = key  # "type" or "kind": the key naming the icon's type
        self.extra: dict[str, Any] = {}
        self.params: dict[str, ParamField] = {}
        self.line = QHBoxLayout(self)
        self.line.setContentsMargins(0, 0, 0, 0)
        self.kind = ComboBox()
        for t in types:
            self.kind.addItem(type_name(t), t)
        self.line.addWidget(self.kind)
        self.fields = QHBoxLayout()
        self.line.addLayout(self.fields, 1)
        remove = QToolButton()
        remove.setText("−")
        remove.clicked.connect(lambda: self.removed.emit(self))
        self.line.addWidget(remove)
        self.set_icon(icon)
        self.kind.currentIndexChanged.connect(lambda _i: self._kind_changed())

    def set_icon(self, icon: dict) -> None:
        kind = icon.get(self.key)
        if self.kind.findData(kind) < 0:
            self.kind.addItem(str(kind), kind)
        self.kind.blockSignals(True)
        self.kind.setCurrentIndex(self.kind.findData(kind))
        self.kind.blockSignals(False)
        self._build(icon)

    def _kind_changed(self) -> None:
        self._build({self.key: self.kind.currentData()})
        self.changed.emit()

    def _build(self, icon: dict) -> None:
        while self.fields.count():
            taken = self.fields.takeAt(0)
            old = taken.widget() if taken is not None else None
            if old is not None:
                old.setParent(None)
        self.params = {}
        self.had = set(icon)
        spec = self.types.get(icon.get(self.key), {})
        self.extra = {k: v for k, v in icon.items() if k != self.key and k not in spec}
        for name, want in spec.items():
            value = icon.get(name)
            w: ParamField
            if isinstance(want, tuple):
                w = ComboBox()
                w.addItem("", None)
                for word in want:
                    w.addItem(_named(WORD_NAMES, word), word)
                w.setCurrentIndex(max(w.findData(value), 0))
                w.currentIndexChanged.connect(lambda _i: self.changed.emit())
            elif want is bool:
                w = QCheckBox()
                w.setChecked(bool(value))
                w.toggled.connect(lambda _v: self.changed.emit())
            else:
                w = SpinBox()
                w.setRange(0, 99)
                w.setSpecialValueText("—")
                w.setValue(int(value) if isinstance(value, int) else 0)
                w.valueChanged.connect(lambda _v: self.changed.emit())
            self.fields.addWidget(QLabel(_named(PARAM_NAMES, name)))
            self.fields.addWidget(w)
            self.params[name] = w
        self.fields.addStretch(1)

    def icon(self) -> dict:
        out: dict[str, Any] = {self.key: self.kind.currentData()}
        for name, w in self.params.items():
            if isinstance(w, QComboBox):
                if w.currentData() is not None:
                    out[name] = w.currentData()
            elif isinstance(w, QCheckBox):
                if w.isChecked() or name in self.had:
                    out[name] = w.isChecked()
            elif w.value() != 0 or name in self.had:
                out[name] = w.value()
        out.update(self.extra)
        return out


class IconForm(QWidget):
    """The icons of one card; ``iconsChanged(list)`` after every change."""

    iconsChanged = Signal(list)

    def __init__(self, types: dict, parent=None) -> None:
        super().__init__(parent)
        self.types = types
        self.rows: list[IconRow] = []
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.box.addStretch(1)

    def set_icons(self, icons: list[dict]) -> None:
        for row in self.rows:
            row.setParent(None)
        self.rows = []
        for icon in icons:
            self._add_row(icon)

    def _add_row(self, icon: dict) -> IconRow:
        key = "kind" if "kind" in icon and "type" not in icon else "type"
        row = IconRow(self.types, icon, key)
        row.changed.connect(self._changed)
        row.removed.connect(self._remove)
        self.box.insertWidget(len(self.rows), row)
        self.rows.append(row)
        return row

    def add_icon(self) -> None:
        self._add_row({"type": next(iter(self.types))})
        self._changed()

    def _remove(self, row) -> None:
        row.setParent(None)
        self.rows.remove(row)
        self._changed()

    def icons(self) -> list[dict]:
        return [row.icon() for row in self.rows]

    def _changed(self) -> None:
        self.iconsChanged.emit(self.icons())
