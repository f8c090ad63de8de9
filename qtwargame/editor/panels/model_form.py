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

import copy
import json
import types
import typing
from collections.abc import Callable
from typing import Any

from pydantic import BaseModel
from PySide6.QtCore import Qt
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.editor.wheel_guard import ComboBox, SpinBox
from qtwargame.engine.refs import DieFaces, ItemNames, Roles, TurnKey
from qtwargame.i18n import field_words

#: What a null value shows.
BLANK = "—"
#: The faces of a die: the items of a new row of a die schedule (the random weather).
DIE_FACES = 6


class Editor:
    """A widget editing one value; ``value()`` is JSON-like, or ``MISSING`` when blank."""

    widget: QWidget

    def value(self) -> Any:
        raise NotImplementedError


MISSING = object()
#: What :meth:`ModelEditor.refresh` takes a field showing a refused value to hold.
_REFUSED = object()


class PlaceError(ValueError):
    """A value the form cannot take, and where it is: the places from the form's field
    down to its row ("Air points", "Turn 3", "Axis"), and the widget that holds it."""

    def __init__(self, message: str, places: list[str] | None = None,
                 widget: QWidget | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.places = list(places or [])
        self.widget = widget

    def within(self, place: str) -> PlaceError:
        return PlaceError(self.message, [place, *self.places], self.widget)

    def __str__(self) -> str:
        return (" · ".join(self.places) + ": " if self.places else "") + self.message


def placed_value(ed: Editor, place: str) -> Any:
    """``ed.value()``, a refusal naming ``place`` before the places under it."""
    try:
        return ed.value()
    except PlaceError as e:
        raise e.within(place) from None
    except ValueError as e:
        raise PlaceError(str(e), [place], ed.widget) from None


def turn_words(turn) -> str:
    """A turn of a schedule as a designer reads it ("Turn 3")."""
    return translate("ModelForm", "Turn {n}").format(n=turn)


def _turn_number(key) -> int | None:
    """A schedule's key as a turn number ("3" -> 3), None when it is not one."""
    if isinstance(key, bool):
        return None
    if isinstance(key, int):
        return key
    if isinstance(key, str) and key.strip().isdigit():
        return int(key)
    return None


def _is_turn_key(key_type) -> bool:
    """Whether a mapping's keys are turns: whole numbers (Defiant Russia's ``TurnKey``) or
    a turn's number as text (Red Vengeance's ``engine.refs.TurnText``)."""
    if _plain(key_type) is int:
        return True
    return typing.get_origin(key_type) is typing.Annotated and any(
        isinstance(m, TurnKey) for m in typing.get_args(key_type)[1:])


#: The words of data keys that English writes in capitals.
ABBREVIATIONS = {"ussr": "USSR", "rp": "RP", "vp": "VP", "mp": "MP", "zoc": "ZOC", "ss": "SS",
                 "crt": "CRT", "ai": "AI"}


def form_words(words: str) -> str:
    """A ruleset's words as the form's label reads them: translated (``RulesData``: the
    key stays the words as written, "rail capacity"), an English label capitalised ("Rail
    capacity"); words the language writes otherwise (「鉄道輸送力」) as translated."""
    shown = translate("RulesData", words)
    if shown == words:  # English: an abbreviation in capitals ("RP flip cost", "USSR")
        shown = " ".join(ABBREVIATIONS.get(w, w) for w in shown.split(" "))
    if shown[:1].isascii() and shown[:1].islower():
        return shown[:1].upper() + shown[1:]
    return shown


def field_title(name: str, info=None) -> str:
    """A data field's label, translated: its ``Field(title=...)`` where the model gives one
    (the words a designer reads: "Stacking limit"), else its name in words ("Stacking")."""
    title = getattr(info, "title", None)
    return form_words(title or field_words(name))


def path_words(model, keys: list, name_of: Callable[..., str] | None = None) -> list[str]:
    """The steps of a path into ``model``'s data in words: each field by its title
    (:func:`field_title`), a turn of a schedule as "Turn 3", a mapping's key by
    ``name_of(key)`` where it gives a name (the scenario's: "Axis") else as written, a
    list's place by the name its item has there (``engine.refs.ItemNames``: "Axis
    infantry"), else as its die face or its number (``["terrain_cost", "swamp"]`` ->
    ``["Terrain movement cost", "swamp"]``)."""
    out: list[str] = []
    annotation: Any = model
    marks: tuple = ()  # a field's own metadata (``DieFaces``: its items by the die's face)
    for key in keys:
        inner = _plain(_strip_optional(annotation)[0])
        origin = typing.get_origin(inner)
        held = (*marks, *_marks(annotation))
        faces = any(isinstance(m, DieFaces) for m in held)
        # the items' own names by their places (Shin Barbarossa's cost per movement class)
        item_names = next((m.names for m in held if isinstance(m, ItemNames)), ())
        marks = ()
        if isinstance(inner, type) and issubclass(inner, BaseModel) and key in inner.model_fields:
            info = inner.model_fields[str(key)]
            out.append(field_title(str(key), info))
            annotation = info.annotation
            marks = tuple(info.metadata)
        elif isinstance(inner, type) and issubclass(inner, BaseModel):
            out.append(form_words(field_words(str(key))))  # an extra key ("Infantry RP")
            annotation = Any
        elif origin is dict and len(typing.get_args(inner)) == 2:
            key_type = typing.get_args(inner)[0]
            turn = _turn_number(key) if _is_turn_key(key_type) else None
            name = name_of(str(key)) if name_of is not None and turn is None else ""
            if str(key) in (_text_keys(key_type)[1] or ()):  # a role's words ("Black sea")
                name = word_label(str(key), _role_titles(key_type))
            out.append(turn_words(turn) if turn is not None else name or str(key))
            annotation = typing.get_args(inner)[1]
        elif origin is list and isinstance(key, int):
            if 0 <= key < len(item_names):
                out.append(translate("RulesData", item_names[key]))
            else:
                out.append(translate("ModelForm", "Die {n}").format(n=key + 1) if faces
                           else str(key + 1))
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


def _marks(annotation) -> tuple:
    """The metadata of an ``Annotated`` type, optional or not (``Names("unit", ...)``)."""
    inner, _nullable = _strip_optional(annotation)
    if typing.get_origin(inner) is typing.Annotated:
        return typing.get_args(inner)[1:]
    return ()


def _ref_kind(marks) -> str:
    """The kind of scenario id metadata names (``Ref("city")``, ``Names("unit")``: an
    ``Annotated`` type's :func:`_marks`, or a field's own ``info.metadata``); "" for none."""
    return next((m.kind for m in marks or () if isinstance(getattr(m, "kind", None), str)), "")


def _role_words(annotation) -> list[str] | None:
    """The rules' words a text names a role by (``engine.refs.Roles``), None for none."""
    return next((list(m.words) for m in _marks(annotation) if isinstance(m, Roles)), None)


def _role_titles(annotation) -> dict[str, str]:
    """The names a ``Roles`` mark gives its words (Red Vengeance's "14.1": "Magyar honour")."""
    return next((dict(m.titles) for m in _marks(annotation) if isinstance(m, Roles)), {})


def word_label(word: str, titles: dict[str, str] | None = None) -> str:
    """A rules' word as the form reads it: by its name where the model gives one ("Magyar
    honour" for 14.1), else the word in words ("Black sea"), translated."""
    return form_words((titles or {}).get(word) or field_words(word))


def _fixed_length(info) -> int | None:
    """The one length a field's list may have (``min_length`` equal to ``max_length``)."""
    metadata = getattr(info, "metadata", ()) or ()
    low = next((m.min_length for m in metadata if hasattr(m, "min_length")), None)
    high = next((m.max_length for m in metadata if hasattr(m, "max_length")), None)
    return low if low is not None and low == high else None


def _text_keys(key_type) -> tuple[bool, list[str] | None]:
    """Whether a mapping's keys are text (``str``, an id reference, or a ``Literal`` of
    words), and the words where the ``Literal`` fixes them (a row for each)."""
    words = _role_words(key_type)
    key_type = _plain(key_type)
    if key_type is str:
        return True, words
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
        #: The first item names the model's default (a mapping's key not yet given): picked,
        #: the value is left out again.
        self.default_first = False
        self.widget = ComboBox()
        if optional:
            self.widget.addItem(BLANK, None)
        for c in choices:
            if isinstance(c, str):
                shown = (name_of(c) if name_of is not None else "") or form_words(
                    field_words(c))
            else:
                shown = str(c)
            self.widget.addItem(shown, c)
        i = self.widget.findData(value if value is not MISSING else None)
        self.widget.setCurrentIndex(max(i, 0))
        self.widget.currentIndexChanged.connect(lambda _i: self._picked(on_change))

    def name_default(self, text: str) -> None:
        """A first item ``text`` ("default Major") that stands for the model's default, picked
        (a mapping's key not yet given): picked again, the value is left out again. It reads
        in the placeholder's grey, in the list and in the closed drop-down while it is the
        pick, as a blank number field shows its default, so it does not read as a value."""
        box = self.widget
        assert isinstance(box, QComboBox)  # made in __init__
        box.blockSignals(True)
        box.insertItem(0, text, None)
        box.setCurrentIndex(0)
        box.blockSignals(False)
        box.setItemData(0, box.palette().placeholderText(), Qt.ItemDataRole.ForegroundRole)
        self.default_first = True
        self._ink = QPalette(box.palette())  # a chosen value's
        self._grey_default()

    def _grey_default(self) -> None:
        box = self.widget
        assert isinstance(box, QComboBox)  # made in __init__
        palette = QPalette(self._ink)
        if self.default_first and box.currentIndex() == 0:
            # the closed drop-down's text only: its list's items keep their own ink
            palette.setColor(QPalette.ColorRole.ButtonText, self._ink.placeholderText().color())
        box.setPalette(palette)

    def _picked(self, on_change) -> None:
        # each pick an undo step of its own, as a pick among ids is (two picks in one stay
        # in the drop-down were one step, undone together)
        self.missing = False
        if self.default_first:
            self._grey_default()
        on_change(step=True)

    def value(self):
        if self.missing or (self.default_first and self.widget.currentIndex() == 0):
            return MISSING
        return self.widget.currentData()


class TextEditor(Editor):
    """Text, or an id picked from those the scenario has; blank leaves it out, and a blank
    field shows the model's default in grey ("default Moscow (moscow)"), as numbers do."""

    def __init__(self, value, optional: bool, on_change, ids: list[str] | None = None,
                 name_of: Callable[[str], str] | None = None, default=MISSING,
                 compact: bool = False) -> None:
        """``name_of(id)``: the scenario's name of an id, shown beside it ("Moscow (moscow)");
        picking the item gives the id, and typed text is taken as it is. ``compact``: the
        name alone, the id as the item's tooltip (a row of a schedule: 「晴天」)."""
        self.optional = optional
        self.combo: QComboBox | None = None

        def named(ident: str) -> str:
            name = name_of(ident) if name_of is not None else ""
            if compact:
                return name or ident
            return f"{name} ({ident})" if name and name != ident else ident

        # an id the scenario names reads by its name, the id beside it; one it does not (a
        # tag, a flag) in brackets, as ids stand beside words everywhere ("default (zoc)")
        shown = named(default) if isinstance(default, str) and default else ""
        hint = (translate("ModelForm", "default {value}").format(
            value=shown if shown != default else f"({default})") if shown else "")
        if ids and compact:
            # a pick among the ids, each pick an undo step; a value the scenario does not
            # know stays, as written, until another is picked
            self.combo = box = ComboBox()
            current = "" if value in (None, MISSING) else str(value)
            for ident in [*ids, *([current] if current and current not in ids else [])]:
                box.addItem(named(ident), ident)
                box.setItemData(box.count() - 1, translate("ModelForm", "id: {id}").format(id=ident),
                                Qt.ItemDataRole.ToolTipRole)
            box.setCurrentIndex(max(box.findData(current), 0) if current else -1)
            box.currentIndexChanged.connect(lambda _i: on_change(step=True))
            self.widget = box
            self._text = box.currentText
        elif ids:
            self.combo = box = ComboBox()
            box.setEditable(True)
            # Return keeps the text typed, as the field's value: not a new item with no id
            box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
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
        if box is not None and text:
            # an item picked, or its label typed (the drop-down completes "kiev" to "Kiev
            # (kiev)" as it is typed): its id, not its label
            i = box.currentIndex()
            if i < 0 or text != box.itemText(i).strip():
                i = next((j for j in range(box.count()) if box.itemText(j).strip() == text), -1)
            if i >= 0:
                text = str(box.itemData(i) or "")
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
    """A nested model: one labelled row per field; ``inline``: the fields side by side in
    one line (a turn of a schedule: "Armor [2]  Infantry [2]")."""

    def __init__(self, cls, value, on_change, ids_for, title: str = "",
                 inline: bool = False) -> None:
        self.cls = cls
        self.missing = value is MISSING
        self.inline = inline
        self.on_change = on_change
        data = value if isinstance(value, dict) else {}
        self.extra = {k: v for k, v in data.items() if k not in cls.model_fields}
        self.order = list(data)
        self.fields: dict[str, Editor] = {}
        self.widget = QGroupBox(title) if title else QWidget()
        self.form = form = QFormLayout(self.widget)
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        line = QHBoxLayout()
        if inline:
            form.setContentsMargins(0, 0, 0, 0)
            form.addRow(line)
        for name, info in cls.model_fields.items():
            ed = self._field_editor(name, data.get(name, MISSING), ids_for)
            # the words ``i18n.extract.rules_data_messages`` finds in the ruleset's data models
            label = QLabel(field_title(name, info))
            if info.description:
                label.setToolTip(translate("RulesData", info.description))
            if inline:
                if isinstance(ed, NumberEditor):
                    ed.widget.setMaximumWidth(70)
                line.addWidget(label)
                line.addWidget(ed.widget)
                line.addSpacing(8)
            else:
                form.addRow(label, ed.widget)
            self.fields[name] = ed
        #: The model's extra keys the rules read (Red Vengeance's optional rules: 14.2's
        #: "infantry_rp" 3) as rows of their own, a whole number's editor for a whole
        #: number; others stay as they are, kept whole.
        self.extra_fields: dict[str, Editor] = {}
        for key, given in self.extra.items():
            if not (isinstance(given, int) and not isinstance(given, bool)):
                continue
            ed = NumberEditor(given, int, False, None, on_change)
            form.addRow(QLabel(form_words(field_words(key))), ed.widget)
            self.extra_fields[key] = ed
        self.present = set(data)

    def _field_editor(self, name: str, value, ids_for) -> Editor:
        info = self.cls.model_fields[name]
        ed = build_editor(info.annotation, value, self.on_change, ids_for, info, name=name,
                          required=info.is_required(), inline=self.inline)
        if info.description:
            ed.widget.setToolTip(translate("RulesData", info.description))
        return ed

    def refresh(self, value: dict, ids_for) -> bool:
        """Show ``value`` by rebuilding only the fields whose value it changes (an undo of
        one turn's weather rebuilds the weather, not Red Vengeance's 3,700 widgets); each
        field rebuilt is what a form built on ``value`` has there. False, and nothing done,
        where the form cannot (a key the model has no field for differs, or the form is
        inline): build it anew."""
        if self.inline or self.missing:
            return False
        extra = {k: v for k, v in value.items() if k not in self.cls.model_fields}
        if extra != self.extra:
            return False
        for key, ed in self.extra_fields.items():
            try:
                if ed.value() != extra[key]:
                    return False
            except ValueError:
                return False
        for name, ed in list(self.fields.items()):
            try:
                shown = ed.value()
            except ValueError:  # a refused value typed there: the data's value instead
                shown = _REFUSED
            given = value.get(name, MISSING)
            if shown is given or (shown is not MISSING and shown is not _REFUSED
                                  and given is not MISSING and shown == given):
                continue
            new = self._field_editor(name, given, ids_for)
            self.form.replaceWidget(ed.widget, new.widget)
            ed.widget.setParent(None)
            ed.widget.deleteLater()
            self.fields[name] = new
        self.order = list(value)
        self.present = set(value)
        return True

    def value(self):
        got = dict(self.extra)
        for key, ed in self.extra_fields.items():
            v = placed_value(ed, form_words(field_words(key)))
            if v is MISSING:  # the rules read every such number: no default to leave it to
                raise PlaceError(translate("ModelForm", "a number is needed here"),
                                 [form_words(field_words(key))], ed.widget)
            got[key] = v
        for name, ed in self.fields.items():
            v = placed_value(ed, field_title(name, self.cls.model_fields[name]))
            if v is MISSING:
                continue
            got[name] = v
        # the data's own order, then new fields in the model's: a file saved after one
        # change differs from the one opened by that change alone
        out = {k: got[k] for k in self.order if k in got}
        out.update(got)
        return MISSING if self.missing and not out else out


#: What a mapping's drop-down of ids without a row says, by the kind of id it adds: its
#: tooltip and its button's words.
ADD_ROW_WORDS: dict[str, tuple[str, str]] = {
    "unit": (QT_TRANSLATE_NOOP("ModelForm", "A unit without a row"),
             QT_TRANSLATE_NOOP("ModelForm", "Add unit")),
    "unit_type": (QT_TRANSLATE_NOOP("ModelForm", "A unit type without a row"),
                  QT_TRANSLATE_NOOP("ModelForm", "Add unit type")),
    "terrain": (QT_TRANSLATE_NOOP("ModelForm", "A terrain without a row"),
                QT_TRANSLATE_NOOP("ModelForm", "Add terrain")),
}


class MappingEditor(Editor):
    """``dict[str, X]``: one row per key. Keys that are ids of the scenario get a row each
    (blank where the data has none), and so do the words of a ``Literal`` key type
    (``words``: Red Vengeance's foot, mountain and armor costs); others can be added and
    removed. ``inline``: the keys side by side in one line, each by its name alone (a turn
    of a schedule: "Axis [6]  Soviet [0]")."""

    def __init__(self, value_type, value, on_change, ids_for, name: str,
                 words: list[str] | None = None, inline: bool = False,
                 defaults: dict | None = None, key_ids: list[str] | None = None,
                 choices: list[str] | None = None, choice_kind: str = "unit",
                 titles: dict[str, str] | None = None) -> None:
        """``defaults``: the model's own mapping where the data has none (Defiant Russia's
        strait cost, armor 3 and other 2): a row for each key, blank with its default in
        grey; the data stays without it until a value is given, and then has every key (the
        model takes a mapping whole, and the rules read each key). ``choices``: units (or
        unit types: ``choice_kind``) a row can be added for, where the keys are some of the
        scenario's (Defiant Russia's fixed set-ups): a row for each key the data has, and
        Add Unit. ``titles``: the names of ``words`` that say little alone (the optional
        rules' numbers), which label their rows."""
        self.missing = value is MISSING
        data = value if isinstance(value, dict) else {}
        self.value_type = value_type
        self.on_change = on_change
        self.ids_for = ids_for
        self.words = words or []
        self.titles = dict(titles or {})
        self.inline = inline
        self.name = name
        self.defaults = dict(defaults or {})
        # the keys' part by their type (``dict[FeatureRef, bool]``: the features, though
        # "sea" and "lake" are terrain ids too), else by the keys the data has
        self.known = (list(self.words) if words else key_ids if key_ids is not None
                      else ids_for(name, [*data, *self.defaults]))
        self.widget = QWidget()
        self.box = QHBoxLayout(self.widget) if inline else QVBoxLayout(self.widget)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[str, Editor, QWidget]] = []
        self.places: dict[str, str] = {}  # a key's words in a refusal
        self._labels: dict[str, QLabel] = {}  # the rows' labels beside their fields
        keys = list(dict.fromkeys([*data, *self.known, *self.defaults]))
        addable = getattr(ids_for, "addable", None)
        #: The ids a row can be added for, from a drop-down, where the keys are ids of the
        #: scenario that the rows need not all have (Shin Barbarossa's terrain chart).
        #: Or the units (``choices``).
        self.choices: list[str] | None = (
            choices if choices is not None
            else addable(name, list(data)) if addable is not None and not self.known else None)
        #: Rows added from the drop-down that have no value yet, by mapping (the form's
        #: ``ids_for.pending``, which outlives a form rebuilt by an undo): such a row is not
        #: in the data, so it stays on the form, marked, until it has a value or is removed.
        self.pending: list[str] = (getattr(ids_for, "pending", {}).setdefault(name, [])
                                   if self.choices is not None else [])
        for key in [k for k in self.pending if k not in keys and k in (self.choices or ())]:
            keys.append(key)
        for key in keys:
            self._add_row(key, data.get(key, MISSING))
        self._hint_default_row()
        if self.choices is not None:
            add = QHBoxLayout()
            self.new_choice = ComboBox()
            self.add_choice = QToolButton()
            # the drop-down's tooltip and the button's words by what a row is added for: the
            # units or unit types given (``choice_kind``), else the terrain (``addable``)
            tip, add_words = ADD_ROW_WORDS[choice_kind if choices is not None else "terrain"]
            self.new_choice.setToolTip(translate("ModelForm", tip))
            self.add_choice.setText(translate("ModelForm", add_words))
            self.add_choice.clicked.connect(lambda _c=False: self._add_chosen())
            add.addWidget(self.new_choice)
            add.addWidget(self.add_choice)
            add.addStretch(1)
            self.box.addLayout(add)
            self._offer_choices()
        elif not self.known:
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
        # a word of the ruleset's (a Literal's, or a key of the model's default where the
        # keys name no part of the scenario: strait cost's "armor"), in the form's words
        own_word = key in self.words or (key in self.defaults and not self.known)
        if key in self.words:
            name = word_label(key, self.titles)
        else:
            name = name_of(key, self.known) if name_of is not None else ""
        if own_word and not name:
            name = form_words(field_words(key))
        # the id beside a name ("Clear (clear)", "Soviet other (soviet_other)"), not beside
        # a ruleset's word that is the key capitalised ("Foot" for foot)
        scenarios = not own_word and key in getattr(self.ids_for, "names", {})
        other = bool(name) and (name != key if scenarios else name.casefold() != key.casefold())
        shown = f"{name} ({key})" if other else name or key
        label = QLabel(name or key if self.inline else shown)
        if self.inline and other:
            label.setToolTip(translate("ModelForm", "id: {id}").format(id=key))
        else:
            label.setMinimumWidth(90)
        self.places[key] = name or key
        inner, _opt = _strip_optional(self.value_type)
        nested = isinstance(inner, type) and issubclass(inner, BaseModel)
        # a row's key names what its text picks among ("capital": a city), but not a key of
        # the model's default, whose values are the rules' words (a city kind's "major")
        ed = build_editor(self.value_type, value, self.on_change, self.ids_for, None,
                          name=self.name if key in self.defaults else key,
                          required=False, blank_missing=True)
        if isinstance(ed, NumberEditor) and self.inline:
            ed.widget.setMaximumWidth(70)
        if key in self.defaults and self.missing:  # the model's value, until one is given
            field = ed.widget
            if isinstance(field, QLineEdit):  # a number; a word in brackets, as an id
                given = self.defaults[key]
                field.setPlaceholderText(translate("ModelForm", "default {value}").format(
                    value=given if isinstance(ed, NumberEditor) else f"({given})"))
            elif isinstance(ed, ChoiceEditor):  # a word: a first item names the default
                given = self.defaults[key]
                box = ed.widget
                assert isinstance(box, QComboBox)  # a word's drop-down
                i = box.findData(given)
                ed.name_default(translate("ModelForm", "default {value}").format(
                    value=box.itemText(i) if i >= 0 else f"({given})"))
            elif isinstance(field, QCheckBox):  # a flag, not yet given (no change is told)
                field.blockSignals(True)
                field.setChecked(bool(self.defaults[key]))
                field.blockSignals(False)
            elif isinstance(ed, ModelEditor):  # a model's numbers (Blitzkrieg to Moscow 2's
                # stacking limits by side read blank, as if there were none)
                given = self.defaults[key]
                given = given.model_dump() if isinstance(given, BaseModel) else given
                for fname, sub in ed.fields.items():
                    if (isinstance(sub, NumberEditor) and isinstance(sub.widget, QLineEdit)
                            and isinstance(given, dict) and given.get(fname) is not None):
                        sub.widget.setPlaceholderText(translate(
                            "ModelForm", "default {value}").format(value=given[fname]))
        if nested:
            group = QVBoxLayout()
            group.addWidget(label)
            group.addWidget(ed.widget)
            line.addLayout(group, 1)
        else:
            line.addWidget(label)
            line.addWidget(ed.widget, 0 if isinstance(ed, NumberEditor) else 1)
            if isinstance(ed, NumberEditor) and not self.inline:
                line.addStretch(1)
            if not self.inline and isinstance(ed, NumberEditor):
                self._line_up(key, label)
        if key in self.pending and value is MISSING:
            # added, not yet given a value: not saved, which the row says
            waiting = QLabel(translate("ModelForm", "not saved until it has a value"))
            waiting.setObjectName("pending")
            waiting.setStyleSheet("color: palette(placeholder-text); font-style: italic")
            line.addWidget(waiting)
        if key not in self.known and key not in self.defaults:  # a default's key stays
            remove = QToolButton()
            remove.setText("−")
            remove.setToolTip(translate("ModelForm", "Remove {key}").format(key=shown))
            remove.clicked.connect(lambda _c=False, k=key: self._remove(k))
            line.addWidget(remove)
        self.box.insertWidget(len(self.rows), row)
        self.rows.append((key, ed, row))

    def _line_up(self, key: str, label: QLabel) -> None:
        """The number fields of the rows in one line: every such row's label as wide as the
        widest (the classic form's "Swamp (swamp)" pushed its field ten pixels out of
        line); wider fields (drop-downs, text) keep their room."""
        labels = self._labels
        labels[key] = label
        wide = max([90, *(x.sizeHint().width() for x in labels.values())])
        for x in labels.values():
            x.setMinimumWidth(wide)

    def _hint_default_row(self) -> None:
        """A mapping by weather with a "default" row (Defiant Russia's rail capacity): a
        blank weather plays the default's value, which its field shows in grey ("default
        3"), kept up as the default is typed."""
        default = next((ed for k, ed, _w in self.rows if k == "default"), None)
        if not isinstance(default, NumberEditor):
            return

        line = default.widget
        assert isinstance(line, QLineEdit)  # a number's field

        def hint(_text: str = "") -> None:
            given = line.text().strip()
            for k, ed, _w in self.rows:
                if k != "default" and isinstance(ed, NumberEditor) and isinstance(
                        ed.widget, QLineEdit):
                    ed.widget.setPlaceholderText(translate("ModelForm", "default {value}").format(
                        value=given) if given else "")

        hint()
        line.textChanged.connect(hint)

    def _offer_choices(self) -> None:
        """The drop-down of the ids without a row, by name; Add only where there is one."""
        if self.choices is None:
            return
        have = {k for k, _e, _w in self.rows}
        name_of = getattr(self.ids_for, "name_of", None)
        self.new_choice.clear()
        for key in self.choices:
            if key not in have:
                name = name_of(key, self.choices) if name_of is not None else ""
                self.new_choice.addItem(f"{name} ({key})" if name and name != key else key, key)
        self.new_choice.setEnabled(self.new_choice.count() > 0)
        self.add_choice.setEnabled(self.new_choice.count() > 0)

    def _add_chosen(self) -> None:
        key = self.new_choice.currentData()
        if isinstance(key, str) and key not in {k for k, _e, _w in self.rows}:
            self.missing = False
            if key not in self.pending:
                self.pending.append(key)
            self._add_row(key, MISSING)
            ed = self.rows[-1][1]
            if isinstance(ed, ChoiceEditor):  # a word's drop-down: its first word, given
                ed.missing = False
            self._offer_choices()
            self.on_change(step=True)

    def _add_clicked(self) -> None:
        key = self.new_key.text().strip()
        if key and key not in {k for k, _e, _w in self.rows}:
            self._add_row(key, MISSING)
            self.new_key.clear()
            self.on_change(step=True)

    def _remove(self, key: str) -> None:
        for i, (k, _ed, w) in enumerate(self.rows):
            if k == key:
                w.setParent(None)
                del self.rows[i]
                self._labels.pop(key, None)
                if key in self.pending:
                    self.pending.remove(key)
                self._offer_choices()
                self.on_change(step=True)
                return

    def value(self):
        out = {}
        for key, ed, row in self.rows:
            v = placed_value(ed, self.places.get(key, key))
            given = self.defaults.get(key)
            if self.missing and isinstance(v, dict) and isinstance(given, BaseModel):
                # a model's number typed where the others show the default's in grey: they
                # are the default's (German units 2 keeps its branch limit 1)
                v = {**given.model_dump(mode="json"), **v}
            if v is not MISSING:
                out[key] = v
            waiting = row.findChild(QLabel, "pending") if key in self.pending else None
            if waiting is not None:  # a pending row given a value is saved
                waiting.setVisible(v is MISSING)
        if self.missing and self.defaults and not any(k in out for k in self.defaults):
            return MISSING  # the model's default, untouched (a check box's too)
        if self.missing and out:
            # (a model's default written as the file writes it: a StackLimit went in whole)
            out = {**{k: v.model_dump(mode="json") if isinstance(v, BaseModel) else v
                      for k, v in self.defaults.items() if k not in out}, **out}
            out = {k: out[k] for k in dict.fromkeys([*self.defaults, *out])}
        return MISSING if self.missing and not out else out


class ListEditor(Editor):
    """``list[X]``: one row per item, in order, with add and remove. ``inline``: the items
    side by side in one line, as many as the data has (a turn of a schedule: the weather of
    each die roll 1 to 6, a row of a table whose length is the table's; the rules read the
    die's face in it, so a row one short would fail at a 6). A list the model holds to one
    length (Red Vengeance's air table: a number for each face of the die) is laid out as
    inline and has neither add nor remove: a row one short would fail at a 6 as well."""

    #: Items a line holds when inline.
    PER_LINE = 3

    def __init__(self, item_type, value, on_change, ids_for, name: str,
                 inline: bool = False, length: int | None = None, faces: bool = False,
                 default: list | None = None, names: tuple[str, ...] = ()) -> None:
        """``length``: the one length the model allows; a list not given has as many blank
        items to fill in (a terrain row added to Shin Barbarossa's chart: its four costs),
        or the model's ``default`` where it has one of that length, which the data gets
        once an item differs from it. ``faces``: the items are read by a die
        (``engine.refs.DieFaces``), one a line by its face ("Die 3")."""
        self.missing = value is MISSING
        self.faces = faces
        #: each item's name by its place (``engine.refs.ItemNames``: Shin Barbarossa's cost
        #: per movement class), beside its field; the items then stand in one line
        self.names = [translate("RulesData", n) for n in names]
        if self.names:
            self.PER_LINE = max(self.PER_LINE, len(self.names))
        self.default = default if value is MISSING and length is not None and isinstance(
            default, list) and len(default) == length else None
        self.item_type = item_type
        self.on_change = on_change
        self.ids_for = ids_for
        self.name = name
        self.inline = inline
        self.widget = QWidget()
        self.box = QVBoxLayout(self.widget)
        self.box.setContentsMargins(0, 0, 0, 0)
        # inline: in rows of three (a die row's six drop-downs fit a panel under 1,000
        # pixels wide, as two lines)
        self.grid = QGridLayout()
        self.grid.setContentsMargins(0, 0, 0, 0)
        if inline:
            self.box.addLayout(self.grid)
            # the room to the right of the three columns, so they stay side by side where
            # the list has a line of its own (the air table), not spread over the panel
            self.grid.setColumnStretch(self.PER_LINE, 1)
        self.rows: list[tuple[Editor, QWidget]] = []
        for item in value if isinstance(value, list) else self.default or []:
            self._add_row(item)
        if length is not None and not self.rows:
            for _ in range(length):
                self._add_row(MISSING)
        if not inline and not faces:
            button = QToolButton()
            button.setText("+")
            button.setToolTip(translate("ModelForm", "Add an item"))
            button.clicked.connect(self._add_clicked)
            self.box.addWidget(button)

    def _add_row(self, item) -> None:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        ed = build_editor(self.item_type, item, self.on_change, self.ids_for, None, name=self.name,
                          compact=self.inline)
        if self.inline:
            ed.widget.setToolTip(self._place(len(self.rows)))
        if len(self.rows) < len(self.names):
            line.addWidget(QLabel(self.names[len(self.rows)]))
        if self.faces:
            label = QLabel(self._place(len(self.rows)))
            label.setMinimumWidth(60)
            line.addWidget(label)
        line.addWidget(ed.widget, 1)
        if not self.inline and not self.faces:
            remove = QToolButton()
            remove.setText("−")
            remove.clicked.connect(lambda _c=False, w=row: self._remove(w))
            line.addWidget(remove)
        if self.inline:
            n = len(self.rows)
            self.grid.addWidget(row, n // self.PER_LINE, n % self.PER_LINE)
        else:
            self.box.insertWidget(len(self.rows), row)
        self.rows.append((ed, row))

    def fill(self, n: int) -> None:
        """``n`` items, each the first of its drop-down's choices (no change is told)."""
        self.missing = False
        for _ in range(n):
            self._add_row(MISSING)
            ed = self.rows[-1][0]
            box = ed.widget
            if isinstance(box, QComboBox) and box.count():
                box.blockSignals(True)
                box.setCurrentIndex(0)
                box.blockSignals(False)
                if isinstance(ed, ChoiceEditor):
                    ed.missing = False

    def _add_clicked(self) -> None:
        self.missing = False
        self._add_row(MISSING)
        self.on_change(step=True)

    def _remove(self, widget) -> None:
        for i, (_ed, w) in enumerate(self.rows):
            if w is widget:
                w.setParent(None)
                del self.rows[i]
                self.on_change(step=True)
                return

    def _place(self, i: int) -> str:
        """The words of the ``i``-th item (from 0): "Die 3" where read by a die, else
        "Item 3"."""
        if self.faces:
            return translate("ModelForm", "Die {n}").format(n=i + 1)
        if i < len(self.names):
            return self.names[i]
        return translate("ModelForm", "Item {n}").format(n=i + 1)

    def value(self):
        out = []
        for i, (ed, _w) in enumerate(self.rows):
            v = placed_value(ed, self._place(i))
            if v is not MISSING:
                out.append(v)
        if self.missing and self.default is not None and out == self.default:
            return MISSING  # the model's default, shown and not changed
        return MISSING if self.missing and not out else out


class ScheduleEditor(Editor):
    """``dict[turn, X]``, a value for some turns (Defiant Russia's air points, weather and
    replacements): a row per turn in the data's order, "Turn 3" and the value's own editor
    (a number, a drop-down of ids by name, a row of drop-downs, a number per side), with a
    − to remove the turn, and a turn number with Add Turn under them. A new turn starts as
    a copy of the turn before it (else after it) and goes where its number belongs; the
    keys are written as the data writes them (text: "3")."""

    def __init__(self, value_type, value, on_change, ids_for, name: str,
                 defaults: dict | None = None) -> None:
        """``defaults``: the model's own schedule where the data has none (Shin Barbarossa's
        Typhoon range, turns 4 to 6): its turns' rows, blank with their values in grey, as
        a mapping's defaults; the data stays without it until a value is given, and then
        has each turn still listed."""
        self.missing = value is MISSING
        data = value if isinstance(value, dict) else {}
        self.defaults = {str(k): v for k, v in (defaults or {}).items()
                         if _turn_number(k) is not None} if self.missing else {}
        self.value_type = value_type
        self.on_change = on_change
        self.ids_for = ids_for
        self.name = name
        self.widget = QWidget()
        self.box = QVBoxLayout(self.widget)
        self.box.setContentsMargins(0, 0, 0, 0)
        self.rows: list[tuple[int, str, Editor, QWidget]] = []
        for key, v in data.items():
            turn = _turn_number(key)
            assert turn is not None  # build_editor gives such data to the JSON field
            self._add_row(turn, key, v, len(self.rows))
        for key, given in self.defaults.items():
            turn = _turn_number(key)
            assert turn is not None  # kept above
            self._add_row(turn, key, MISSING, len(self.rows))
            field = self.rows[-1][2].widget
            if isinstance(field, QLineEdit):  # a number: the model's, in grey
                field.setPlaceholderText(translate("ModelForm", "default {value}").format(
                    value=given))
        add = QHBoxLayout()
        self.new_turn = SpinBox()
        self.new_turn.setRange(1, 999)
        # "Turn {n}" around the number: "Turn 8", 「第8ターン」
        before, _n, after = turn_words("{n}").partition("{n}")
        self.new_turn.setPrefix(before)
        self.new_turn.setSuffix(after)
        self.new_turn.setToolTip(translate("ModelForm", "The number of the turn to add"))
        self.add_button = QToolButton()
        self.add_button.setText(translate("ModelForm", "Add turn"))
        self.add_button.clicked.connect(lambda _c=False: self.add_turn(self.new_turn.value()))
        add.addWidget(self.new_turn)
        add.addWidget(self.add_button)
        add.addStretch(1)
        self.box.addLayout(add)
        self._suggest()

    def turns(self) -> list[int]:
        return [t for t, _k, _e, _w in self.rows]

    def _suggest(self) -> None:
        """Offer the scenario's first turn the schedule lacks (else the one after its last),
        within the scenario's turns where it has any."""
        have = set(self.turns())
        scenario_turns = list(getattr(self.ids_for, "turn_numbers", []) or [])
        if scenario_turns:
            self.new_turn.setMaximum(max(scenario_turns))
        missing = [t for t in scenario_turns if t not in have]
        self.new_turn.setValue(missing[0] if missing else max(have, default=0) + 1)
        # every turn of the scenario has its row: nothing to add
        self.add_button.setEnabled(bool(missing) or not scenario_turns)

    def _add_row(self, turn: int, key: str, value, at: int) -> None:
        row = QWidget()
        line = QHBoxLayout(row)
        line.setContentsMargins(0, 0, 0, 0)
        label = QLabel(turn_words(turn))
        label.setMinimumWidth(60)
        # a turn's value is there or the turn is removed: no blank choice ("—")
        ed = build_editor(self.value_type, value, self.on_change, self.ids_for, None,
                          name=self.name, inline=True)
        # the turn's own button, beside its values (a list's − removes its last item)
        remove = QToolButton()
        remove.setText("✕")
        remove.setToolTip(translate("ModelForm", "Remove turn {n}").format(n=turn))
        remove.clicked.connect(lambda _c=False, w=row: self._remove(w))
        line.addWidget(label)
        line.addWidget(ed.widget)
        if isinstance(ed, NumberEditor):
            ed.widget.setMaximumWidth(70)
        line.addSpacing(8)
        line.addWidget(remove)
        line.addStretch(1)
        self.box.insertWidget(at, row)
        self.rows.insert(at, (turn, key, ed, row))

    def add_turn(self, turn: int) -> bool:
        """Add ``turn`` as a copy of its neighbour; False (nothing done) when it is there."""
        turns = self.turns()
        if turn in turns:
            self.rows[turns.index(turn)][2].widget.setFocus()
            return False
        at = sum(1 for t in turns if t < turn)
        near = self.rows[at - 1] if at > 0 else (self.rows[at] if self.rows else None)
        value = MISSING
        if near is not None:
            try:
                value = copy.deepcopy(near[2].value())
            except ValueError:
                value = MISSING
        self.missing = False
        self._add_row(turn, str(turn), value, at)
        ed = self.rows[at][2]
        if value is MISSING and isinstance(ed, ListEditor) and ed.inline and not ed.rows:
            # the first turn of a list schedule (a die row): a weather for each face, the
            # first offered, to change
            ed.fill(DIE_FACES)
        self._suggest()
        self.on_change(step=True)
        return True

    def _remove(self, widget) -> None:
        for i, (_t, _k, _ed, w) in enumerate(self.rows):
            if w is widget:
                w.setParent(None)
                del self.rows[i]
                self._suggest()
                self.on_change(step=True)
                return

    def value(self):
        out = {}
        for turn, key, ed, _w in self.rows:
            v = placed_value(ed, turn_words(turn))
            if v is not MISSING:
                out[key] = v
        if self.missing and out and self.defaults:  # the model's turns still listed
            listed = {key for _t, key, _e, _w in self.rows}
            out = {**{k: v for k, v in self.defaults.items() if k in listed and k not in out},
                   **out}
            out = dict(sorted(out.items(), key=lambda kv: _turn_number(kv[0]) or 0))
        return MISSING if self.missing and not out else out


def editor_at(ed: Editor, keys: list) -> Editor:
    """The editor of the value at ``keys`` under ``ed``, or the deepest one the form has
    along them (a problem at ``air_points.3.axis`` -> turn 3's Axis field)."""
    for key in keys:
        inner: Editor | None = None
        if isinstance(ed, ModelEditor):
            inner = ed.fields.get(str(key))
        elif isinstance(ed, MappingEditor):
            inner = next((e for k, e, _w in ed.rows if k == str(key)), None)
        elif isinstance(ed, ScheduleEditor):
            inner = next((e for _t, k, e, _w in ed.rows if k == str(key)), None)
        elif isinstance(ed, ListEditor) and isinstance(key, int) and 0 <= key < len(ed.rows):
            inner = ed.rows[key][0]
        if inner is None:
            break
        ed = inner
    return ed


def build_editor(annotation, value, on_change: Callable[..., None], ids_for, info=None,
                 name: str = "", required: bool = True, blank_missing: bool = False,
                 inline: bool = False, compact: bool = False) -> Editor:
    """The editor of one value of type ``annotation``. ``ids_for(name, keys)`` gives the
    scenario ids a field or mapping refers to (an empty list when it names none).
    ``on_change()`` follows every change, ``on_change(step=True)`` one that is a step of
    its own (a row added or removed), never merged with the typing before it. ``inline``:
    a list or mapping in one line (a schedule's turn); ``compact``: an id by its name
    alone."""
    inner, nullable = _strip_optional(annotation)
    # a field's own ``Annotated`` metadata pydantic keeps in ``info.metadata``
    kind = _ref_kind(_marks(inner)) or _ref_kind(getattr(info, "metadata", ()))
    inner = _plain(inner)
    optional = nullable or blank_missing
    origin = typing.get_origin(inner)
    args = typing.get_args(inner)
    if isinstance(inner, type) and issubclass(inner, BaseModel):
        return ModelEditor(inner, value, on_change, ids_for, inline=inline)
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
    roles = _role_words(annotation)
    if inner is str and roles:
        # one of the rules' words for a role (Red Vengeance's events: "warsaw"); a word the
        # rules do not know stays, as written, until another is picked
        if isinstance(value, str) and value not in roles:
            roles = [*roles, value]
        titles = _role_titles(annotation)

        def titled(word: str) -> str:  # a word by its name where the model gives one
            return word_label(word, titles) if word in titles else ""
        return ChoiceEditor(value, roles, nullable, on_change, titled if titles else None)
    if inner is str:
        # an id of the kind the model names (a city of ``list[CityRef]``), else by the name
        of_kind = getattr(ids_for, "of_kind", None)
        ids = (of_kind(kind) if kind and of_kind is not None else None)
        if ids is None:
            ids = ids_for(name, None)
        # a thing of the side its role says (Defiant Russia's leaders: Guderian an Axis unit)
        side = next((m.side_for(name) for m in _marks(annotation) if hasattr(m, "side_for")), "")
        of_side = getattr(ids_for, "of_side", None)
        if side and ids and of_side is not None:
            ids = of_side(ids, side)
        name_of = getattr(ids_for, "name_of", None)
        text_default = info.default if info is not None and not info.is_required() else MISSING
        return TextEditor(value, optional or not required, on_change, ids,
                          (lambda ident: name_of(ident, ids)) if name_of is not None else None,
                          text_default, compact=compact or inline)
    if (origin is dict and len(args) == 2 and _is_turn_key(args[0])
            and (not isinstance(value, dict) or all(_turn_number(k) is not None for k in value))):
        given = (info.get_default(call_default_factory=True)
                 if info is not None and not info.is_required() else None)
        return ScheduleEditor(args[1], value, on_change, ids_for, name,
                              defaults=given if isinstance(given, dict) else None)
    text_keys, key_words = _text_keys(args[0]) if origin is dict and len(args) == 2 else (False, None)
    if text_keys:
        defaults = (info.get_default(call_default_factory=True)
                    if info is not None and not info.is_required() else None)
        of_kind = getattr(ids_for, "of_kind", None)
        key_kind = _ref_kind(_marks(args[0]))
        key_ids = of_kind(key_kind) if key_kind and of_kind is not None else None
        units: list[str] | None = None
        if key_kind in ("unit", "unit_type") and key_ids is not None:
            # some of the scenario's units (a fixed set-up): rows for those the data has,
            # the others to add from a drop-down, of the side the model says where it does
            units, key_ids = key_ids, []
            side = next((m.side_for("") for m in _marks(args[0]) if hasattr(m, "side_for")), "")
            of_side = getattr(ids_for, "of_side", None)
            if side and of_side is not None:
                units = of_side(units, side)
        return MappingEditor(args[1], value, on_change, ids_for, name, key_words, inline=inline,
                             defaults=defaults if isinstance(defaults, dict) else None,
                             key_ids=key_ids, choices=units, choice_kind=key_kind,
                             titles=_role_titles(args[0]))
    if origin is list and len(args) == 1:
        # a list of one length (a die table's six numbers): its items in place, no + or −
        length = _fixed_length(info)
        marks = [*(getattr(info, "metadata", ()) or ()), *_marks(annotation)]
        faces = any(isinstance(m, DieFaces) for m in marks)
        names = next((m.names for m in marks if isinstance(m, ItemNames)), ())
        given = (info.get_default(call_default_factory=True)
                 if info is not None and not info.is_required() else None)
        return ListEditor(args[0], value, on_change, ids_for, name,
                          inline=(inline or length is not None) and not faces, length=length,
                          faces=faces, default=given if isinstance(given, list) else None,
                          names=names)
    return JsonEditor(value, on_change)
