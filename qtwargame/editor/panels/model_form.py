"""Forms generated from pydantic models, for the ruleset's own data: a number box per
integer (with the model's bounds), a check box per flag, a drop-down per choice, a text
field per text, a group per nested model, a table-like list of rows per mapping (one row
per known id when the keys are ids of the scenario: every terrain kind appears, so a
missing cost is a blank to fill, not a key to invent) and per list. Whatever the form has
no widget for (a union of kinds, free JSON) is a one-line JSON field.

:func:`build_editor` returns an :class:`Editor` (a widget and a ``value()``); every change
calls ``on_change``. A value left blank is left out of the data, so the model's default
applies; the model validates the whole and the panel shows what it refuses.
"""

from __future__ import annotations

import json
import types
import typing
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.translate import translate
from qtwargame.i18n import field_words

#: What a null value shows.
BLANK = "—"


class Editor:
    """A widget editing one value; ``value()`` is JSON-like, or ``MISSING`` when blank."""

    widget: QWidget

    def value(self) -> Any:
        raise NotImplementedError


MISSING = object()


def field_title(name: str, info=None) -> str:
    """A data field's label, translated: its ``Field(title=...)`` where the model gives one
    (the words a designer reads: "Stacking limit"), else its name in words ("stacking")."""
    title = getattr(info, "title", None)
    return translate("RulesData", title or field_words(name))


def path_words(model, keys: list) -> list[str]:
    """The steps of a path into ``model``'s data in words: each field by its title
    (:func:`field_title`), a mapping's key and a list's place as written
    (``["terrain_cost", "swamp"]`` -> ``["Terrain movement cost", "swamp"]``)."""
    out: list[str] = []
    annotation: Any = model
    for key in keys:
        inner = _plain(_strip_optional(annotation)[0])
        origin = typing.get_origin(inner)
        if isinstance(inner, type) and issubclass(inner, BaseModel) and key in inner.model_fields:
            info = inner.model_fields[str(key)]
            out.append(field_title(str(key), info))
            annotation = info.annotation
        elif origin is dict and len(typing.get_args(inner)) == 2:
            out.append(str(key))
            annotation = typing.get_args(inner)[1]
        elif origin is list and isinstance(key, int):
            out.append(str(key + 1))
            annotation = typing.get_args(inner)[0] if typing.get_args(inner) else Any
        else:
            out.append(str(key))
            annotation = Any
    return out


def _strip_optional(annotation) -> tuple[Any, bool]:
    if typing.get_origin(annotation) in (typing.Union, types.UnionType):
        args = [a for a in typing.get_args(annotation) if a is not type(None)]
        if len(args) == 1 and len(args) < len(typing.get_args(annotation)):
            return args[0], True
    return annotation, False


def _plain(annotation):
    """``Annotated[str, Ref("side")]`` (a reference to a scenario id) is a ``str`` to the
    form."""
    if typing.get_origin(annotation) is typing.Annotated:
        return typing.get_args(annotation)[0]
    return annotation


def _text_keys(key_type) -> tuple[bool, list[str] | None]:
    """Whether a mapping's keys are text (``str``, an id reference, or a ``Literal`` of
    words), and the words where the ``Literal`` fixes them (a row for each)."""
    key_type = _plain(key_type)
    if key_type is str:
        return True, None
    if typing.get_origin(key_type) is typing.Literal:
        words = list(typing.get_args(key_type))
        if words and all(isinstance(w, str) for w in words):
            return True, words
    return False, None


def _bounds(info, kind: type = int) -> tuple[float | None, float | None, bool, bool]:
    """The least and most allowed values and whether each is excluded (``gt``/``lt``).

    For whole numbers an excluded bound becomes the next whole number (``gt=0`` is at least
    1); for decimals it stays excluded (``gt=0`` allows 0.5 but not 0)."""
    lo = hi = None
    lo_open = hi_open = False
    for m in getattr(info, "metadata", ()) or ():
        for name, is_lo, strict in (("ge", True, False), ("gt", True, True),
                                    ("le", False, False), ("lt", False, True)):
            v = getattr(m, name, None)
            if v is None:
                continue
            if strict and kind is int:
                v, strict = (v + 1, False) if is_lo else (v - 1, False)
            if is_lo:
                lo, lo_open = v, strict
            else:
                hi, hi_open = v, strict
    return lo, hi, lo_open, hi_open


class NumberEditor(Editor):
    """A whole number (or a decimal one): blank leaves it out (the default applies), "—"
    stands for null where the type allows it (``int | None``: "may not enter")."""

    NULL_TEXTS = ("—", "-", "none", "null")

    def __init__(self, value, kind: type, nullable: bool, info, on_change, default=MISSING) -> None:
        self.kind = kind
        self.nullable = nullable
        self.lo, self.hi, self.lo_open, self.hi_open = (
            _bounds(info, kind) if info is not None else (None, None, False, False))
        if value is MISSING:
            text = ""
        elif value is None:
            text = BLANK
        else:
            text = str(value)
        self.widget = QLineEdit(text)
        hint = []
        if default is not MISSING and default is not None and not callable(default):
            hint.append(translate("ModelForm", "default {value}").format(value=default))
        if nullable:
            hint.append(translate("ModelForm", "— for none"))
        self.widget.setPlaceholderText(", ".join(hint))
        self.widget.setMaximumWidth(160)
        self.widget.textEdited.connect(lambda _t: on_change())

    def value(self):
        text = self.widget.text().strip()
        if not text:
            return MISSING
        if text.lower() in self.NULL_TEXTS:
            if self.nullable:
                return None
            raise ValueError(translate("ModelForm", "a number is needed here"))
        try:
            v = int(text) if self.kind is int else float(text)
        except ValueError:
            msg = ("{text!r} is not a whole number" if self.kind is int else "{text!r} is not a number")
            raise ValueError(translate("ModelForm", msg).format(text=text)) from None
        if self.lo is not None and self.lo_open and v <= self.lo:
            raise ValueError(translate("ModelForm", "{value} must be more than {low}")
                             .format(value=v, low=self.lo))
        if self.lo is not None and v < self.lo:
            raise ValueError(translate("ModelForm", "{value} is below the least allowed, {low}")
                             .format(value=v, low=self.lo))
        if self.hi is not None and self.hi_open and v >= self.hi:
            raise ValueError(translate("ModelForm", "{value} must be less than {high}")
                             .format(value=v, high=self.hi))
        if self.hi is not None and v > self.hi:
            raise ValueError(translate("ModelForm", "{value} is above the most allowed, {high}")
                             .format(value=v, high=self.hi))
        return v


class BoolEditor(Editor):
    """A check box; a flag the data leaves out stays out until it is clicked."""

    def __init__(self, value, on_change, default=False) -> None:
        self.widget = QCheckBox()
        self.missing = value is MISSING
        self.widget.setChecked(bool(default if value is MISSING else value))
        self.widget.toggled.connect(lambda _v: self._toggled(on_change))

    def _toggled(self, on_change) -> None:
        self.missing = False
        on_change()

    def value(self):
        return MISSING if self.missing else self.widget.isChecked()


class ChoiceEditor(Editor):
    """One of a ``Literal``'s values; a word shows translated (``i18n.extract`` finds a data
    model's ``Literal`` words), the value kept as its data."""

    def __init__(self, value, choices, optional: bool, on_change,
                 name_of: Callable[[str], str] | None = None) -> None:
        """``name_of(word)``: the scenario's name where a choice is one of its ids (a
        weather: 「軽い泥濘」 as the scenario names it)."""
        self.missing = value is MISSING
        self.widget = QComboBox()
        if optional:
            self.widget.addItem(BLANK, None)
        for c in choices:
            if isinstance(c, str):
                shown = (name_of(c) if name_of is not None else "") or translate(
                    "RulesData", field_words(c))
            else:
                shown = str(c)
            self.widget.addItem(shown, c)
        i = self.widget.findData(value if value is not MISSING else None)
        self.widget.setCurrentIndex(max(i, 0))
        self.widget.currentIndexChanged.connect(lambda _i: self._picked(on_change))

    def _picked(self, on_change) -> None:
        self.missing = False
        on_change()

    def value(self):
        return MISSING if self.missing else self.widget.currentData()


class TextEditor(Editor):
    """Text, or an id picked from those the scenario has; blank leaves it out, and a blank
    field shows the model's default in grey ("default Moscow (moscow)"), as numbers do."""

    def __init__(self, value, optional: bool, on_change, ids: list[str] | None = None,
                 name_of: Callable[[str], str] | None = None, default=MISSING) -> None:
        """``name_of(id)``: the scenario's name of an id, shown beside it ("Moscow (moscow)");
        picking the item gives the id, and typed text is taken as it is."""
        self.optional = optional
        self.combo: QComboBox | None = None

        def named(ident: str) -> str:
            name = name_of(ident) if name_of is not None else ""
            return f"{name} ({ident})" if name and name != ident else ident

        # an id the scenario names reads by its name, the id beside it; one it does not (a
        # tag, a flag) in brackets, as ids stand beside words everywhere ("default (zoc)")
        shown = named(default) if isinstance(default, str) and default else ""
        hint = (translate("ModelForm", "default {value}").format(
            value=shown if shown != default else f"({default})") if shown else "")
        if ids:
            self.combo = box = QComboBox()
            box.setEditable(True)
            box.addItem("", "")
            for ident in ids:
                box.addItem(named(ident), ident)
            shown = "" if value in (None, MISSING) else str(value)
            i = box.findData(shown) if shown else -1
            if i >= 0:
                box.setCurrentIndex(i)
            else:
                box.setEditText(shown)
            box.editTextChanged.connect(lambda _t: on_change())
            line = box.lineEdit()
            if hint and line is not None:
                line.setPlaceholderText(hint)
            self.widget = box
            self._text = box.currentText
        else:
            self.widget = QLineEdit("" if value in (None, MISSING) else str(value))
            self.widget.setPlaceholderText(hint)
            self.widget.textEdited.connect(lambda _t: on_change())
            self._text = self.widget.text

    def value(self):
        text = self._text().strip()
        box = self.combo
        if box is not None and box.currentIndex() >= 0 and text == box.itemText(box.currentIndex()).strip():
            text = str(box.currentData() or "")  # an item picked: its id, not its label
        return text if text else MISSING


class JsonEditor(Editor):
    """The expert's way for what the form has no widget for."""

    def __init__(self, value, on_change) -> None:
        self.widget = QLineEdit("" if value is MISSING else json.dumps(value, ensure_ascii=False))
        self.widget.setToolTip(translate("ModelForm", "JSON"))
        self.widget.textEdited.connect(lambda _t: on_change())

    def value(self):
        text = self.widget.text().strip()
        if not text:
            return MISSING
        try:
            return json.loads(text)
        except json.JSONDecodeError as e:
            raise ValueError(translate("ModelForm", "not valid JSON: {error}").format(error=e.msg)) from None


class ModelEditor(Editor):
    """A nested model: one labelled row per field."""

    def __init__(self, cls, value, on_change, ids_for, title: str = "") -> None:
        self.cls = cls
        self.missing = value is MISSING
        data = value if isinstance(value, dict) else {}
        self.extra = {k: v for k, v in data.items() if k not in cls.model_fields}
        self.fields: dict[str, Editor] = {}
        self.widget = QGroupBox(title) if title else QWidget()
        form = QFormLayout(self.widget)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for name, info in cls.model_fields.items():
            ed = build_editor(info.annotation, data.get(name, MISSING), on_change, ids_for, info,
                              name=name, required=info.is_required())
            # the words ``i18n.extract.rules_data_messages`` finds in the ruleset's data models
            label = QLabel(field_title(name, info))
            if info.description:
                tip = translate("RulesData", info.description)
                label.setToolTip(tip)
                ed.widget.setToolTip(tip)
            form.addRow(label, ed.widget)
            self.fields[name] = ed
        self.present = set(data)

    def value(self):
        out = dict(self.extra)
        for name, ed in self.fields.items():
            v = ed.value()
            if v is MISSING:
                continue
            out[name] = v
        return MISSING if self.missing and not out else out


class MappingEditor(Editor):
    """``dict[str, X]``: one row per key. Keys that are ids of the scenario get a row each
    (blank where the data has none), and so do the words of a ``Literal`` key type
    (``words``: Red Vengeance's foot, mountain and armor costs); others can be added and
    removed."""

    def __init__(self, value_type, value, on_change, ids_for, name: str,
                 words: list[str] | None = None) -> None:
        self.missing = value is MISSING
        data = value if isinstance(value, dict) else {}
        self.value_type = value_type
        self.on_change = on_change
        self.ids_for = ids_for
        self.words = words or []
        self.known = list(self.words) if words else ids_for(name, list(data))
        self.widget = QWidget()
        self.box = QVBoxLayout(self.widget)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[str, Editor, QWidget]] = []
        keys = list(data) + [k for k in self.known if k not in data]
        for key in keys:
            self._add_row(key, data.get(key, MISSING))
        if not self.known:
            add = QHBoxLayout()
            self.new_key = QLineEdit()
            self.new_key.setPlaceholderText(translate("ModelForm", "new key"))
            button = QToolButton()
            button.setText("+")
            button.clicked.connect(self._add_clicked)
            add.addWidget(self.new_key, 1)
            add.addWidget(button)
            self.box.addLayout(add)

    def _add_row(self, key: str, value) -> None:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        # the scenario's name of an id, or the words of a role the ruleset keys by
        name_of = getattr(self.ids_for, "name_of", None)
        if key in self.words:  # a word of the ruleset's, in the form's words
            name = translate("RulesData", field_words(key))
        else:
            name = name_of(key, self.known) if name_of is not None else ""
        label = QLabel(f"{name} ({key})" if name and name != key else key)
        label.setMinimumWidth(90)
        inner, _opt = _strip_optional(self.value_type)
        nested = isinstance(inner, type) and issubclass(inner, BaseModel)
        ed = build_editor(self.value_type, value, self.on_change, self.ids_for, None, name=key,
                          required=False, blank_missing=True)
        if nested:
            group = QVBoxLayout()
            group.addWidget(label)
            group.addWidget(ed.widget)
            line.addLayout(group, 1)
        else:
            line.addWidget(label)
            line.addWidget(ed.widget, 0 if isinstance(ed, NumberEditor) else 1)
            if isinstance(ed, NumberEditor):
                line.addStretch(1)
        if key not in self.known:
            remove = QToolButton()
            remove.setText("−")
            remove.setToolTip(translate("ModelForm", "Remove {key}").format(key=label.text()))
            remove.clicked.connect(lambda _c=False, k=key: self._remove(k))
            line.addWidget(remove)
        self.box.insertWidget(len(self.rows), row)
        self.rows.append((key, ed, row))

    def _add_clicked(self) -> None:
        key = self.new_key.text().strip()
        if key and key not in {k for k, _e, _w in self.rows}:
            self._add_row(key, MISSING)
            self.new_key.clear()
            self.on_change()

    def _remove(self, key: str) -> None:
        for i, (k, _ed, w) in enumerate(self.rows):
            if k == key:
                w.setParent(None)
                del self.rows[i]
                self.on_change()
                return

    def value(self):
        out = {}
        for key, ed, _w in self.rows:
            v = ed.value()
            if v is not MISSING:
                out[key] = v
        return MISSING if self.missing and not out else out


class ListEditor(Editor):
    """``list[X]``: one row per item, in order, with add and remove."""

    def __init__(self, item_type, value, on_change, ids_for, name: str) -> None:
        self.missing = value is MISSING
        self.item_type = item_type
        self.on_change = on_change
        self.ids_for = ids_for
        self.name = name
        self.widget = QWidget()
        self.box = QVBoxLayout(self.widget)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[Editor, QWidget]] = []
        for item in value if isinstance(value, list) else []:
            self._add_row(item)
        button = QToolButton()
        button.setText("+")
        button.setToolTip(translate("ModelForm", "Add an item"))
        button.clicked.connect(self._add_clicked)
        self.box.addWidget(button)

    def _add_row(self, item) -> None:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        ed = build_editor(self.item_type, item, self.on_change, self.ids_for, None, name=self.name)
        line.addWidget(ed.widget, 1)
        remove = QToolButton()
        remove.setText("−")
        remove.clicked.connect(lambda _c=False, w=row: self._remove(w))
        line.addWidget(remove)
        self.box.insertWidget(len(self.rows), row)
        self.rows.append((ed, row))

    def _add_clicked(self) -> None:
        self.missing = False
        self._add_row(MISSING)
        self.on_change()

    def _remove(self, widget) -> None:
        for i, (_ed, w) in enumerate(self.rows):
            if w is widget:
                w.setParent(None)
                del self.rows[i]
                self.on_change()
                return

    def value(self):
        out = [v for v in (ed.value() for ed, _w in self.rows) if v is not MISSING]
        return MISSING if self.missing and not out else out


def build_editor(annotation, value, on_change: Callable[[], None], ids_for, info=None,
                 name: str = "", required: bool = True, blank_missing: bool = False) -> Editor:
    """The editor of one value of type ``annotation``. ``ids_for(name, keys)`` gives the
    scenario ids a field or mapping refers to (an empty list when it names none)."""
    inner, nullable = _strip_optional(annotation)
    inner = _plain(inner)
    optional = nullable or blank_missing
    origin = typing.get_origin(inner)
    args = typing.get_args(inner)
    if isinstance(inner, type) and issubclass(inner, BaseModel):
        return ModelEditor(inner, value, on_change, ids_for)
    if inner is bool:
        default = info.default if info is not None and isinstance(info.default, bool) else False
        return BoolEditor(value, on_change, default)
    if inner in (int, float):
        # a required field has no default (pydantic's marker is not a value to show)
        number_default = info.default if info is not None and not info.is_required() else MISSING
        return NumberEditor(value, inner, nullable, info, on_change, number_default)
    if origin is typing.Literal:
        # choices that are all ids of one part of the scenario (its weathers) read as it
        # names them; others as the form's own words
        words = [a for a in args if isinstance(a, str)]
        among = ids_for(name, words) if words and len(words) == len(args) else []
        name_of = getattr(ids_for, "name_of", None)
        named: Callable[[str], str] | None = None
        if name_of is not None and among:
            def named(choice: str, name_of=name_of, among=among) -> str:
                return name_of(choice, among)
        return ChoiceEditor(value, args, optional or not required, on_change, named)
    if inner is str:
        ids = ids_for(name, None)
        name_of = getattr(ids_for, "name_of", None)
        text_default = info.default if info is not None and not info.is_required() else MISSING
        return TextEditor(value, optional or not required, on_change, ids,
                          (lambda ident: name_of(ident, ids)) if name_of is not None else None,
                          text_default)
    text_keys, key_words = _text_keys(args[0]) if origin is dict and len(args) == 2 else (False, None)
    if text_keys:
        return MappingEditor(args[1], value, on_change, ids_for, name, key_words)
    if origin is list and len(args) == 1:
        return ListEditor(args[0], value, on_change, ids_for, name)
    return JsonEditor(value, on_change)
