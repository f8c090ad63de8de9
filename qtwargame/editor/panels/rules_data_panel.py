"""``rules_data``: the ruleset's own part of the scenario (schedules of air points and
replacements, costs, special rules). When the ruleset's data model is known, it is edited
in a form generated from that pydantic model (:mod:`~qtwargame.editor.panels.model_form`);
the JSON tree stays as the expert's view. The model validates every change: what it
refuses is shown under the form and not applied; the ruleset's other complaints appear in
the validation panel and lead back here.

A ruleset names its data model with a ``rules_data_model`` attribute; without one, the
model is the one class ending in ``Data`` defined in the ruleset package's ``data``
module (how the bundled rulesets are laid out)."""

from __future__ import annotations

import html

from pydantic import BaseModel, ValidationError
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import SetPartCommand
from qtwargame.editor.panels.json_tree_editor import JsonTreeEditor
from qtwargame.editor.panels.model_form import (
    ModelEditor,
    PlaceError,
    editor_at,
    field_title,
    form_words,
    path_words,
)
from qtwargame.editor.panels.ruleset_data import rules_data_model, ruleset_and_data
from qtwargame.editor.panels.ruleset_note import ruleset_name
from qtwargame.editor.translate import translate
from qtwargame.engine.text import format_text
from qtwargame.i18n import field_words


def role_words(ruleset_id: str) -> frozenset[str]:
    """The words of the roles a ruleset's data mappings are keyed by (its data module's
    ``FORM_WORDS``: "soviet other" for the key ``soviet_other``)."""
    _ruleset, module = ruleset_and_data(ruleset_id)
    return frozenset(getattr(module, "FORM_WORDS", ()))


#: Mapping fields whose keys are ids of a part, when the data has no key yet to tell.
KEYS_BY_NAME = {"terrain": "terrain", "terrain_cost": "terrain", "terrain_shift": "terrain",
                "feature_cost": "features", "feature_shift": "features", "weather": "weather",
                "stacking": "sides"}


def ids_of(sc) -> dict[str, list[str]]:
    return {
        "terrain": [t.id for t in sc.terrain], "features": [f.id for f in sc.features],
        "sides": sc.side_ids(), "weather": [w.id for w in sc.weather],
        "cities": [c.id for c in sc.map.cities], "tables": [t.id for t in sc.tables],
        "regions": [r.id for r in sc.map.regions], "codes": [c.code for c in sc.setup_codes],
        "units": [u.id for u in sc.units], "unit_types": [t.id for t in sc.unit_types],
        "city_kinds": [k.id for k in sc.city_kinds],
    }


class IdsFor:
    """``ids_for(name, keys)`` for :func:`~qtwargame.editor.panels.model_form.build_editor`:
    a mapping's keys are ids of the part that holds them all (or the part its name says);
    a text field picks from sides, tables or cities by its name. ``name_of(key)`` names an
    id the scenario defines in ``lang`` (a mapping's row shows it beside the key)."""

    def __init__(self, sc, lang: str = "en") -> None:
        self.parts = ids_of(sc)
        # names by part, since two parts may share an id ("clear" the terrain and the weather)
        by_part = {"terrain": sc.terrain, "features": sc.features, "sides": sc.sides,
                   "weather": sc.weather, "cities": sc.map.cities, "tables": sc.tables,
                   "regions": sc.map.regions, "units": sc.units, "unit_types": sc.unit_types,
                   "city_kinds": sc.city_kinds}
        self.part_names = {part: {x.id: x.name.get(lang) for x in things}
                           for part, things in by_part.items()}
        self.parts["weather_or_default"] = [*self.parts["weather"], "default"]
        self.part_names["weather_or_default"] = self.part_names["weather"]
        self.names: dict[str, str] = {}  # any part's, the first part's where they share an id
        for things in [*by_part.values(), sc.units, sc.city_kinds, sc.nationalities,
                       sc.unit_types]:
            for x in things:
                self.names.setdefault(x.id, x.name.get(lang))
        self.roles = role_words(sc.ruleset)
        self.city_kind_ids = [k.id for k in sc.city_kinds]
        self.unit_sides = {u.id: u.side for u in sc.units}
        #: Rows added to a mapping with no value yet, by its name (the panel's).
        self.pending: dict[str, list[str]] = {}
        #: The scenario's turns, which a schedule's Add Turn offers.
        self.turn_numbers = sorted({t.number for t in sc.turns})

    def same_as(self, other: IdsFor | None) -> bool:
        """Whether ``other`` offers the same ids by the same names (a form built with
        either shows the same): every field compared but ``pending`` (the panel's rows
        still to be given a value, not the scenario's), so a field added later is compared
        too."""
        if other is None:
            return False
        mine, theirs = dict(vars(self)), dict(vars(other))
        mine.pop("pending", None)
        theirs.pop("pending", None)
        return mine == theirs

    def __call__(self, name: str, keys):
        parts = self.parts
        if keys is None:  # a text field
            if "side" in name or name in parts["sides"]:
                return parts["sides"]
            if name == "crt" or name.endswith("table"):
                return parts["tables"]
            if name.endswith("city") or name in ("capital", "from_city", "to_city"):
                return parts["cities"]
            if name == "weather" or name.endswith("_weather"):  # a schedule's weather
                return parts["weather"]
            return []
        if keys:
            for part in ("terrain", "features", "sides", "weather", "cities", "regions"):
                if set(keys) <= set(parts[part]):
                    return parts[part]
            # weathers and "default" for the others (rail capacity, supply range by weather)
            if "default" in keys and set(keys) - {"default"} <= set(parts["weather"]):
                return parts["weather_or_default"]
            return []
        return parts.get(KEYS_BY_NAME.get(name, ""), [])

    def addable(self, name: str, keys) -> list[str] | None:
        """The ids a mapping of terrain whose keys are not all terrain can add (Shin
        Barbarossa's terrain effects chart, by terrain and by city kind): the terrain and
        the city kinds, picked from a drop-down; None for another mapping (a typed key)."""
        if KEYS_BY_NAME.get(name) != "terrain":
            return None
        terrain = self.parts["terrain"]
        return [*terrain, *(k for k in self.city_kind_ids if k not in terrain)]

    #: The part of :func:`ids_of` that holds each kind of ``engine.refs.Ref``.
    PART_OF_KIND = {"side": "sides", "city": "cities", "region": "regions", "weather": "weather",
                    "terrain": "terrain", "feature": "features", "table": "tables",
                    "setup_code": "codes", "unit": "units", "unit_type": "unit_types",
                    "city_kind": "city_kinds"}

    def of_kind(self, kind: str) -> list[str] | None:
        """The ids of a kind of reference (``Ref("city")``), None for a kind the form does
        not offer as a drop-down."""
        part = self.PART_OF_KIND.get(kind)
        return self.parts[part] if part is not None else None

    def of_side(self, ids: list[str], side: str) -> list[str]:
        """Those of ``ids`` that are units of ``side`` (a leader's role of one side)."""
        return [i for i in ids if self.unit_sides.get(i) == side]

    def name_of(self, key: str, among: list[str] | None = None) -> str:
        """An id's name in the scenario (in the part whose ids are ``among``, the list this
        object gave, where known), else a ruleset role's words (translated), else ""."""
        part = next((p for p, ids in self.parts.items() if among is not None and ids is among),
                    None)
        name = self.part_names[part].get(key, "") if part in self.part_names else ""
        name = name or self.names.get(key, "")
        if not name and field_words(key) in self.roles:
            name = form_words(field_words(key))
        return name


def changed_path(old, new) -> list:
    """The keys down to the one value that differs between two JSON values (a key added
    or removed counts as its value), as deep as one difference goes: ``["air_points",
    "3", "axis"]``; where several differ, the path to the part that holds them."""
    path: list = []
    while True:
        if isinstance(old, dict) and isinstance(new, dict):
            diff = [k for k in dict.fromkeys([*old, *new]) if old.get(k, old) != new.get(k, new)]
        elif isinstance(old, list) and isinstance(new, list) and len(old) == len(new):
            diff = [i for i, (a, b) in enumerate(zip(old, new)) if a != b]
        else:
            return path
        if len(diff) != 1:
            return path
        k = diff[0]
        path.append(k)
        if isinstance(old, dict) and (k not in old or k not in new):
            return path
        old, new = old[k], new[k]


def make_ids_for(sc, lang: str = "en") -> IdsFor:
    return IdsFor(sc, lang)


def unread_keys(model: type[BaseModel] | None, data: dict) -> list[str]:
    """The keys of ``data`` that ``model`` has no field for and refuses (``extra="forbid"``):
    data left from another ruleset (the classic rules' ``terrain_cost`` once the ruleset
    became Blitzkrieg to Moscow 2), which the form has no row for; in the data's order."""
    if model is None or model.model_config.get("extra") != "forbid":
        return []
    return [k for k in data if k not in model.model_fields]


def first_field(widget: QWidget) -> QWidget:
    """``widget`` where it takes the focus from the keyboard, else the first field in it
    that does (a number of a group), else ``widget``."""
    def takes(w: QWidget) -> bool:
        return w.isEnabled() and bool(w.focusPolicy().value & Qt.FocusPolicy.TabFocus.value)

    if takes(widget):
        return widget
    return next((c for c in widget.findChildren(QWidget)
                 if takes(c) and not c.isHidden()), widget)


class RulesDataPanel(QWidget):
    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.model_cls: type[BaseModel] | None = None
        self.form: ModelEditor | None = None
        self._shown: dict | None = None  # the rules_data the form shows
        self._ids: IdsFor | None = None  # the ids the form offers
        self._marked: QWidget | None = None  # the field the error under the form is about
        #: Rows added to a mapping and not yet given a value, by the mapping's name: a form
        #: rebuilt (an undo) shows them again (``MappingEditor.pending``).
        self.pending: dict[str, list[str]] = {}
        #: Counts the moves of the focus: typing merges into one undo step only within one
        #: stay in a field (a later return to it is a new step).
        self._focus_epoch = 0
        app = QApplication.instance()
        if isinstance(app, QApplication):
            app.focusChanged.connect(self._focus_moved)
        self.caption = QLabel()
        self.caption.setWordWrap(True)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        self.form_area = QScrollArea()
        self.form_area.setWidgetResizable(True)
        self._scroll_to: int | None = None  # where a rebuilt form scrolls back to
        self.form_area.verticalScrollBar().rangeChanged.connect(self._keep_scroll)
        # data the ruleset does not read (left from another ruleset), which the form has
        # no row for: named, with a button that removes it (one undo step)
        self.unread = QLabel()
        self.unread.setWordWrap(True)
        self.unread.setStyleSheet("color: #b00020")
        self.remove_unread = QPushButton()
        self.remove_unread.clicked.connect(self.remove_unread_keys)
        self.unread_box = QWidget()
        unread_row = QHBoxLayout(self.unread_box)
        unread_row.setContentsMargins(0, 0, 0, 0)
        unread_row.addWidget(self.unread, 1)
        unread_row.addWidget(self.remove_unread)
        self.unread_box.hide()
        self.tree = JsonTreeEditor()
        self.tree.edited.connect(self._edited)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.form_area, "")
        self.tabs.addTab(self.tree, "")
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.caption)
        box.addWidget(self.unread_box)
        box.addWidget(self.tabs, 1)
        box.addWidget(self.error)
        doc.partChanged.connect(self._part_changed)
        doc.mapReset.connect(self.fill)
        self.retranslate()

    def _focus_moved(self, *_widgets) -> None:
        self._focus_epoch += 1

    def _part_changed(self, path: str) -> None:
        if path in ("rules_data", "ruleset"):
            self.fill()

    def retranslate(self) -> None:
        self.tree.retranslate()
        self.tabs.setTabText(0, self.tr("Form"))
        self.tabs.setTabText(1, self.tr("JSON (expert)"))
        self.remove_unread.setText(self.tr("Remove"))
        self.fill(force=True)

    def fill(self, force: bool = False) -> None:
        sc = self.doc.scenario
        self.caption.setText(self.tr("Data of the ruleset <b>{ruleset}</b>, checked by the ruleset "
                                     "(see the validation panel).").format(
            ruleset=html.escape(ruleset_name(sc.ruleset))))
        self.tree.set_value(sc.rules_data)
        model = rules_data_model(sc.ruleset)
        self._say_unread(model, sc)
        if not force and model is self.model_cls and self._shown == sc.rules_data:
            return  # the form made this change: keep its widgets (and the focus)
        same = self.form is not None and model is self.model_cls
        ids_for = make_ids_for(sc, self.doc.lang)
        ids_for.pending = self.pending
        if (not force and same and self.form is not None and ids_for.same_as(self._ids)
                and self.form.refresh(dict(sc.rules_data), ids_for)):
            # an undo or redo of the form's data: the fields it changes shown anew (Red
            # Vengeance's whole form took 1.5 to 2.5 s to build), the rest as they were
            self._shown = sc.rules_data
            self.error.clear()
            self._mark(None)
            return
        self.model_cls = model
        self._shown = sc.rules_data
        self.error.clear()
        self._marked = None
        if model is None:
            self.form = None
            self.form_area.setWidget(QLabel(self.tr("This ruleset describes no data model: use the "
                                                 "JSON view.")))
            self.tabs.setCurrentIndex(1)
            return
        # an undo, a redo or a change elsewhere rebuilds the form: it stays where it was
        # scrolled to, not back at the top of a long form
        bar = self.form_area.verticalScrollBar()
        self._scroll_to = bar.value() if same else None
        if not same:
            self.pending = {}
            ids_for.pending = self.pending
        self._ids = ids_for
        self.form = ModelEditor(model, dict(sc.rules_data), self._form_changed, ids_for)
        self.form_area.setWidget(self.form.widget)
        self._keep_scroll()

    def _keep_scroll(self, *_range) -> None:
        """Scroll back to where the form was once its new widgets have their heights."""
        bar = self.form_area.verticalScrollBar()
        if self._scroll_to is not None and bar.maximum() >= self._scroll_to:
            bar.setValue(self._scroll_to)
            self._scroll_to = None

    def _say_unread(self, model: type[BaseModel] | None, sc) -> None:
        keys = unread_keys(model, sc.rules_data)
        self.unread_box.setVisible(bool(keys))
        if keys:
            self.unread.setText(format_text(self.tr(
                "Not read by the {rules} rules, and refused by them (data of other rules?): "
                "{keys}. The form has no row for {n:this key|these # keys}."),
                rules=ruleset_name(sc.ruleset), keys=", ".join(keys), n=len(keys)))
            self.remove_unread.setToolTip(format_text(
                self.tr("Remove {keys} from the rules data (Undo puts {n:the key|the # keys} back)"),
                keys=", ".join(keys), n=len(keys)))

    def remove_unread_keys(self) -> None:
        """Remove the keys the ruleset's data model refuses, in one undo step."""
        sc = self.doc.scenario
        keys = unread_keys(rules_data_model(sc.ruleset), sc.rules_data)
        if not keys:
            return
        value = {k: v for k, v in sc.rules_data.items() if k not in keys}
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "rules_data", value,
            translate("EditorCommands", "Remove rules data not read: {keys}").format(
                keys=", ".join(keys))))

    def show_path(self, path: str) -> None:
        """Bring a problem's field into view: in the form when it has one, and selected in
        the JSON view."""
        from qtwargame.engine.checks import path_keys as tokens

        self.tree.select_path(path)
        t = tokens(path)
        field = t[1] if len(t) >= 2 and t[0] == "rules_data" else None
        if self.form is not None and field in self.form.fields:
            self.tabs.setCurrentIndex(0)
            # the row the problem is about where the form has one (turn 3's Axis field)
            widget = editor_at(self.form, t[1:]).widget
            self._scroll_to = None
            # the field near the top of the form's view, with what follows it under it (a
            # long one, the air table, whole, where it scrolled in at the bottom)
            inner = self.form_area.widget()
            if inner is not None:
                top = widget.mapTo(inner, QPoint(0, 0)).y()
                self.form_area.verticalScrollBar().setValue(max(0, top - 8))
            self.form_area.ensureWidgetVisible(widget)
            # a group (Red Vengeance's air table) takes no focus: its first field does
            field_in = first_field(widget)
            if field_in is not widget:
                self.form_area.ensureWidgetVisible(field_in)
            field_in.setFocus(Qt.FocusReason.OtherFocusReason)
        elif field is not None and self.unread_box.isVisibleTo(self) and field in unread_keys(
                self.model_cls, self.doc.scenario.rules_data):
            # data the rules refuse: named over the form, with the button that removes it
            self.tabs.setCurrentIndex(0)
            self.remove_unread.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.tabs.setCurrentIndex(1)

    def form_value(self) -> dict:
        """The data the form shows; ValueError says what it cannot be."""
        assert self.form is not None and self.model_cls is not None  # a form is made with its model
        value = self.form.value()
        try:
            self.model_cls.model_validate(value)
        except ValidationError as e:
            err = e.errors()[0]
            loc = [x for x in err["loc"] if x != "[key]"]
            names = make_ids_for(self.doc.scenario, self.doc.lang)
            raise PlaceError(err["msg"], path_words(self.model_cls, loc, names.name_of)) from None
        return value

    def _mark(self, widget) -> None:
        """Outline the field a refusal is about (and nothing else)."""
        if self._marked is not None and self._marked is not widget:
            try:
                self._marked.setStyleSheet("")
            except RuntimeError:  # a refilled form's widget is gone
                pass
        self._marked = widget
        if widget is not None:
            widget.setStyleSheet("border: 2px solid #b00020")

    def _form_changed(self, step: bool = False) -> None:
        """``step``: a row added or removed, an undo step of its own."""
        if self.form is None:
            return
        try:
            value = self.form_value()
        except ValueError as e:
            self.error.setText(str(e))
            self._mark(getattr(e, "widget", None))
            return
        self.error.clear()
        self._mark(None)
        old = self.doc.scenario.rules_data
        if value == old:
            return
        keys = sorted(k for k in set(old) | set(value) if old.get(k) != value.get(k))
        self._shown = value
        fields = self.model_cls.model_fields if self.model_cls is not None else {}
        # letters typed into one field, one after another, make one undo step
        focus = QApplication.focusWidget()
        key = (f"{','.join(keys)}#{self._focus_epoch}#{id(focus)}"
               if focus is not None and not step else None)
        # one value changed: the step names its place ("Air points · Axis · Turn 3")
        path = changed_path(old, value)
        names = make_ids_for(self.doc.scenario, self.doc.lang)
        words = (" · ".join(path_words(self.model_cls, path, names.name_of)) if len(path) > 1
                 else ", ".join(field_title(k, fields.get(k)) for k in keys))
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "rules_data", value, translate("EditorCommands", "Edit rules data: {fields}")
            .format(fields=words), key))

    def _edited(self, value) -> None:
        self.doc.undo_stack.push(SetPartCommand(
            self.doc, "rules_data", value, translate("EditorCommands", "Edit rules data")))
