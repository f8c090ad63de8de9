"""Drop-downs of known ids for the cells that refer to another part of the scenario (a
unit's side, nationality, type, setup code and region; a nationality's or setup area's
side; a city's kind; a turn's weather), so that a designer picks instead of typing.

:func:`id_choices` lists the (id, label) pairs a field accepts; :class:`IdDelegate` puts
them in a combo box for the table cells whose field it is told. A cell of an optional field
offers "(none)" first; a field that also takes a hex number (a unit's arrival) stays
editable. A colour cell opens the colour chooser on a double click (or F2) instead of
taking typed hex text."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QColorDialog,
    QComboBox,
    QListWidget,
    QListWidgetItem,
    QStyle,
    QStyledItemDelegate,
    QWidget,
)

from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.editor.wheel_guard import ComboBox, guard
from qtwargame.engine.ruleset import get_ruleset
from qtwargame.engine.vocabulary import Term
from qtwargame.scenario.models import NationalitySpec, SetupCodeSpec

#: The colour the editor writes problems in (the status bar's count, refusals, a cell
#: whose id names nothing).
PROBLEM_COLOR = "#b00020"
#: Fields holding a colour as ``#rrggbb``.
COLOR_FIELDS = ("color", "text_color")
UNIT_KINDS = ("unit", "leader", "fleet", "supply", "marker")

#: Fields (table + field, or order-of-battle column) -> what they refer to.
REFERS = {
    "units.side": "sides", "units.nationality": "nationalities", "units.type": "unit_types",
    "units.kind": "unit_kinds", "units.setup_code": "codes", "units.setup_region": "regions",
    "units.arrival_where": "areas",
    "nationalities.side": "sides", "setup_codes.side": "sides", "setup_codes.region": "regions",
    "cards.side": "sides", "map.regions.side": "sides", "map.cities.kind": "city_kinds",
    "turns.weather": "weather",
}
#: Fields whose ids the scenario's ruleset declares (``Ruleset.unit_flags``,
#: ``Ruleset.region_kinds``) -> which: named and offered where the ruleset declares them,
#: shown as written where it declares nothing.
DECLARED = {"units.flags": "unit_flags", "map.regions.kind": "region_kinds"}
#: Fields holding several ids, written ``a, b`` in their cell (a unit's flags).
MULTI = {"units.flags"}
#: Fields that may be left empty.
OPTIONAL = {"units.setup_code", "units.setup_region", "units.arrival_where",
            "setup_codes.region", "map.regions.side", "turns.weather"}
#: Fields that also take free text (a hex number).
FREE = {"units.arrival_where"}
#: Fields of free text whose cell offers the words the program knows (a unit type's NATO
#: symbol: the names the counters draw, each with its drawing; another name draws its
#: first letters, and ``a+b`` draws both).
SUGGESTED = {"unit_types.symbol"}


def symbol_choices() -> list[str]:
    """The NATO symbol names the counters draw (``ui.nato``): the marks, then the
    compounds, each name once, without the aliases."""
    from qtwargame.ui import nato

    return list(dict.fromkeys([*nato.PRIMITIVES, *sorted(nato.COMPOUNDS)]))


def symbol_icon(symbol: str) -> QIcon:
    """``symbol`` drawn in its frame, as the counters draw it."""
    from qtwargame.ui.nato import draw_symbol

    pix = QPixmap(30, 20)
    pix.fill(Qt.GlobalColor.transparent)
    p = QPainter(pix)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_symbol(p, QRectF(1.5, 1.5, 27, 17), symbol, QColor("#202020"), QColor("#ffffff"))
    p.end()
    return QIcon(pix)


#: The unit kinds' names, translated where they are shown.
UNIT_KIND_NAMES = {
    "unit": QT_TRANSLATE_NOOP("UnitKinds", "Unit"), "leader": QT_TRANSLATE_NOOP("UnitKinds", "Leader"),
    "fleet": QT_TRANSLATE_NOOP("UnitKinds", "Fleet"), "supply": QT_TRANSLATE_NOOP("UnitKinds", "Supply"),
    "marker": QT_TRANSLATE_NOOP("UnitKinds", "Marker"),
}


def _parts(sc, what: str) -> list[tuple[str, object]]:
    """Every part ``what`` names in ``sc``: (its id, the part; None for a unit kind)."""
    if what == "sides":
        return [(s.id, s) for s in sc.sides]
    if what == "nationalities":
        return [(n.id, n) for n in sc.nationalities]
    if what == "unit_types":
        return [(t.id, t) for t in sc.unit_types]
    if what == "unit_kinds":
        return [(k, None) for k in UNIT_KINDS]
    if what == "codes":
        return [(c.code, c) for c in sc.setup_codes]
    if what == "regions":
        return [(r.id, r) for r in sc.map.regions]
    if what == "areas":
        codes = {c.code for c in sc.setup_codes}
        return _parts(sc, "codes") + [(r.id, r) for r in sc.map.regions if r.id not in codes]
    if what == "city_kinds":
        return [(k.id, k) for k in sc.city_kinds]
    if what == "weather":
        return [(w.id, w) for w in sc.weather]
    return []


def _name(obj, ident: str, lang: str) -> str:
    """A part's name in ``lang`` (English where it has none in ``lang``); "" where it has none."""
    if obj is None:
        return translate("UnitKinds", UNIT_KIND_NAMES[ident])
    name = getattr(obj, "name", None)
    return name.get(lang) if name is not None else ""


def declared_terms(sc, field: str) -> tuple[Term, ...] | None:
    """The terms the scenario's ruleset declares for ``field`` (a unit's flags, a region's
    kind); None where the field is not such a one or the ruleset declares none (or is
    unknown: the validation says so)."""
    which = DECLARED.get(field)
    if which is None:
        return None
    try:
        ruleset = get_ruleset(sc.ruleset)
        return getattr(ruleset, which)(sc)
    except Exception:  # an unknown ruleset, or a plugin's declaration that breaks
        return None


def term_names(terms: tuple[Term, ...]) -> dict[str, str]:
    """id -> name in the editor's language of each term."""
    return {t.id: t.name.format(translate) for t in terms}


def term_labels(terms: tuple[Term, ...]) -> list[tuple[str, str]]:
    """(id, label) of each term as a drop-down or a checklist offers it: its name in the
    editor's language and its id."""
    names = term_names(terms)
    return [(t.id, f"{names[t.id]} ({t.id})" if names[t.id] != t.id else t.id) for t in terms]


def term_descriptions(terms: tuple[Term, ...]) -> dict[str, str]:
    """id -> what it does in the editor's language, with its rule where it has one."""
    out = {}
    for t in terms:
        text = t.description.format(translate)
        out[t.id] = translate("IdChoices", "{text} ({rule})").format(text=text, rule=t.rule) \
            if t.rule else text
    return out


def split_ids(text: str) -> list[str]:
    """The ids a cell of several holds (``"a, b"``), in order."""
    return [x.strip() for x in str(text).split(",") if x.strip()]


def ref_names(sc, field: str, lang: str = "en") -> dict[str, str]:
    """id -> name in ``lang`` of everything ``field`` may refer to (the id where a part has
    no name): what a cell of ``field`` shows for the id it holds. Empty for a field that
    refers to nothing."""
    return {ident: _name(obj, ident, lang) or ident
            for ident, obj in _parts(sc, REFERS.get(field, ""))}


def id_choices(sc, field: str, lang: str = "en") -> list[tuple[str, str]]:
    """The ids ``field`` may take, each with the label the drop-down shows: its name in
    ``lang`` (the editor's language) and its id; a nationality's and a setup code's side
    by its name after them."""
    terms = declared_terms(sc, field)
    if terms is not None:
        return term_labels(terms)
    what = REFERS.get(field)
    if what is None:
        return []
    sides = {s.id: s.name.get(lang) or s.id for s in sc.sides}
    out = []
    for ident, obj in _parts(sc, what):
        text = _name(obj, ident, lang)
        label = f"{text} ({ident})" if text and text != ident else ident
        if isinstance(obj, (NationalitySpec, SetupCodeSpec)):
            label = f"{label} · {sides.get(obj.side, obj.side)}"
        out.append((ident, label))
    if field in OPTIONAL:
        out = [("", translate("IdChoices", "(none)"))] + out
    return out


class IdDelegate(QStyledItemDelegate):
    """Combo boxes of known ids for the cells ``field_of(index)`` names (else the default
    editor). ``commit(index, value)`` may take over writing the value (several rows)."""

    def __init__(self, doc, field_of, parent=None, commit=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.field_of = field_of
        self.commit = commit

    def _field(self, index) -> str | None:
        field = self.field_of(index)
        if field in DECLARED:
            return field if declared_terms(self.doc.scenario, field) is not None else None
        return field if field in REFERS else None

    def is_color(self, index) -> bool:
        field = self.field_of(index) or ""
        return field.rsplit(".", 1)[-1] in COLOR_FIELDS

    def choose_color(self, model, index) -> bool:
        """Ask for a colour with the chooser; True if one was set."""
        current = QColor(str(index.data(Qt.ItemDataRole.EditRole) or "#808080"))
        parent = self.parent()
        color = QColorDialog.getColor(current, parent if isinstance(parent, QWidget) else None,
                                      translate("IdChoices", "Colour"))
        if not color.isValid():
            return False
        model.setData(index, color.name())
        return True

    def editorEvent(self, event, model, option, index) -> bool:
        if self.is_color(index) and event.type() == QEvent.Type.MouseButtonDblClick:
            self.choose_color(model, index)
            return True
        return super().editorEvent(event, model, option, index)

    def createEditor(self, parent, option, index):
        if self.is_color(index):  # F2 or typing: the chooser, not a text field
            self.choose_color(index.model(), index)
            return None
        return self._create_editor(parent, option, index)

    def _create_editor(self, parent, option, index):
        if self.field_of(index) in SUGGESTED:
            box = ComboBox(parent)
            box.setEditable(True)
            box.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
            # as wide as the longest name beside its drawing, over the narrow column
            box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            for name in symbol_choices():
                box.addItem(symbol_icon(name), name, name)
            return box
        field = self._field(index)
        if field is None:
            return guard(super().createEditor(parent, option, index))  # a number: guarded too
        if field in MULTI:
            return TermList(parent, declared_terms(self.doc.scenario, field) or ())
        box = ComboBox(parent)
        box.setEditable(field in FREE)
        for ident, label in id_choices(self.doc.scenario, field, self.doc.lang):
            box.addItem(label, ident)
        return box

    def updateEditorGeometry(self, editor, option, index) -> None:
        if isinstance(editor, QComboBox):
            # As wide as its choice reads (a narrow Side column cut "Blue (blue)" to "Bl"),
            # over the next cells and inside the table.
            rect = option.rect
            width = max(rect.width(), editor.sizeHint().width())
            x = rect.x()
            room = editor.parentWidget()
            if room is not None:
                width = min(width, room.width())
                x = max(0, min(x, room.width() - width))
            editor.setGeometry(x, rect.y(), width, rect.height())
            return None
        if not isinstance(editor, TermList):
            return super().updateEditorGeometry(editor, option, index)
        rect = option.rect
        rows = max(editor.count(), 1)
        height = min(editor.sizeHintForRow(0) * rows + 2 * editor.frameWidth() + 2, 320)
        width = max(rect.width(), editor.sizeHintForColumn(0) + 2 * editor.frameWidth() + 24)
        height = max(height, rect.height())
        x, y = rect.x(), rect.y()
        room = editor.parentWidget()  # the table's viewport: the list stays inside it
        if room is not None:
            width = min(width, room.width())
            x = max(0, min(x, room.width() - width))
            y = max(0, min(y, room.height() - height))
        editor.setGeometry(x, y, width, height)

    def setEditorData(self, editor, index) -> None:
        if isinstance(editor, TermList):
            editor.set_ids(split_ids(str(index.data(Qt.ItemDataRole.EditRole) or "")))
            return None
        if not isinstance(editor, QComboBox):
            return super().setEditorData(editor, index)
        value = str(index.data(Qt.ItemDataRole.EditRole) or "")
        i = editor.findData(value)
        if i >= 0:
            editor.setCurrentIndex(i)
        elif editor.isEditable():
            editor.setEditText(value)
        else:  # an unknown id (the validation lists it): show it, keep it if untouched
            editor.insertItem(0, value, value)
            editor.setCurrentIndex(0)

    def setModelData(self, editor, model, index) -> None:
        if isinstance(editor, TermList):
            value = ", ".join(editor.ids())
        elif isinstance(editor, QComboBox):
            value = editor.currentData()
            if editor.isEditable() and editor.currentText() != editor.itemText(editor.currentIndex()):
                value = editor.currentText().strip()
            value = "" if value is None else value
        else:
            value = None
        if self.commit is not None:
            if value is None:
                value = self._plain_value(editor)
            if self.commit(index, value):
                return
        if value is None:
            return super().setModelData(editor, model, index)
        model.setData(index, value)

    @staticmethod
    def _plain_value(editor):
        for prop in ("text", "value"):
            getter = getattr(editor, prop, None)
            if callable(getter):
                return getter()
        return None


class TermList(QListWidget):
    """The editor of a cell of several declared ids (a unit's flags): every term the
    ruleset declares as a checkable line, its name and id, what it does as the tooltip; an
    id the cell holds that the rules do not read stays first, checked, red with the warning
    sign, so that nothing in the file is lost unless unticked."""

    def __init__(self, parent, terms: tuple[Term, ...]) -> None:
        super().__init__(parent)
        self._order: list[str] = []
        about = term_descriptions(terms)
        for ident, label in term_labels(terms):
            self._add(ident, label, about[ident])

    def _add(self, ident: str, label: str, tip: str, row: int | None = None) -> QListWidgetItem:
        item = QListWidgetItem(label)
        item.setData(Qt.ItemDataRole.UserRole, ident)
        item.setToolTip(tip)
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsUserCheckable
                      | Qt.ItemFlag.ItemIsSelectable)
        item.setCheckState(Qt.CheckState.Unchecked)
        if row is None:
            self.addItem(item)
        else:
            self.insertItem(row, item)
        return item

    def item_of(self, ident: str) -> QListWidgetItem | None:
        for i in range(self.count()):
            item = self.item(i)
            if item.data(Qt.ItemDataRole.UserRole) == ident:
                return item
        return None

    def set_ids(self, ids: list[str]) -> None:
        """Tick the ids a cell holds, adding (first, red) any the rules do not read."""
        self._order = list(ids)
        unknown = 0
        for ident in ids:
            item = self.item_of(ident)
            if item is None:
                item = self._add(ident, ident, translate("RefCells", "{id!r}: the rules do not "
                                                         "read it; the validation lists it")
                                 .format(id=ident), row=unknown)
                unknown += 1
                item.setForeground(QColor(PROBLEM_COLOR))
                item.setIcon(QApplication.style().standardIcon(
                    QStyle.StandardPixmap.SP_MessageBoxWarning))
            item.setCheckState(Qt.CheckState.Checked)

    def ids(self) -> list[str]:
        """The ids ticked: those the cell held in their order, then the newly ticked ones."""
        ticked = [self.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.count())
                  if self.item(i).checkState() == Qt.CheckState.Checked]
        kept = [x for x in self._order if x in ticked]
        return kept + [x for x in ticked if x not in kept]
