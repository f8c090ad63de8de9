"""The scenario as a whole: id, titles and descriptions in both languages, the ruleset and
its optional rules, and where each part comes from (DATA-POLICY: provenance is data)."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import SetPartCommand
from qtwargame.editor.panels.model_list_editor import ModelListEditor
from qtwargame.editor.panels.model_list_model import columns_of
from qtwargame.editor.panels.ruleset_note import RulesetNote, ruleset_name
from qtwargame.editor.panels.typing_table import TypingTableWidget
from qtwargame.editor.translate import translate
from qtwargame.editor.wheel_guard import ComboBox
from qtwargame.engine.ruleset import get_ruleset, ruleset_ids
from qtwargame.scenario.models import Localized, OptionSpec, Provenance, Scenario


class RulesetCombo(ComboBox):
    """The rulesets to choose from, by name (the id is each item's data). Listing them
    loads every ruleset, which opening a scenario need not wait for: until
    :meth:`ensure_items` (after the editor's first frame, or when the list is opened) the
    combo holds one item for the scenario's ruleset, named once the list is loaded. A
    ruleset this program does not have (a plugin not installed) stays chosen, marked as
    unknown, so that a designer's file keeps it."""

    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self._loaded = False
        self._current = ""

    def ruleset_id(self) -> str:
        data = self.currentData()
        return data if isinstance(data, str) else self._current

    def set_ruleset(self, ruleset_id: str) -> None:
        self._current = ruleset_id
        self.blockSignals(True)
        if not self._loaded:
            self.clear()
            self.addItem("", ruleset_id)
        else:
            self._select(ruleset_id)
        self.blockSignals(False)

    def _select(self, ruleset_id: str) -> None:
        unknown_role = Qt.ItemDataRole.UserRole + 1
        for j in range(self.count() - 1, -1, -1):  # an unknown one no longer chosen goes
            if self.itemData(j, unknown_role) and self.itemData(j) != ruleset_id:
                self.removeItem(j)
        i = self.findData(ruleset_id)
        if i < 0:
            self.addItem(self.tr("Unknown rules ({id}): not installed").format(id=ruleset_id),
                         ruleset_id)
            i = self.count() - 1
            self.setItemData(i, True, unknown_role)
        self.setCurrentIndex(i)

    def ensure_items(self) -> None:
        if self._loaded:
            return
        self._loaded = True
        self.blockSignals(True)
        self.clear()
        for name, rid in sorted((ruleset_name(rid), rid) for rid in ruleset_ids()):
            self.addItem(name, rid)
        self._select(self._current)
        self.blockSignals(False)

    def showPopup(self) -> None:
        self.ensure_items()
        super().showPopup()


#: The parts whose provenance a scenario records, in the order shown.
PARTS = ("map", "order_of_battle", "setup", "reinforcements", "tables", "cards")
KINDS = ("", "rulebook", "reconstructed", "designer")
ID_PATTERN = re.compile(r"[a-z0-9_]+")


class PlainEdit(QPlainTextEdit):
    """A multi-line edit that reports when it loses focus (like editingFinished)."""

    def __init__(self, on_done, parent=None) -> None:
        super().__init__(parent)
        self._on_done = on_done
        self.setTabChangesFocus(True)

    def focusOutEvent(self, event) -> None:
        super().focusOutEvent(event)
        self._on_done()


class ScenarioPanel(QWidget):
    def __init__(self, doc, parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self._filling = False
        self.ident = QLineEdit()
        self.title_en, self.title_ja = QLineEdit(), QLineEdit()
        self.desc_en = PlainEdit(self._texts_edited)
        self.desc_ja = PlainEdit(self._texts_edited)
        for w in (self.desc_en, self.desc_ja):
            w.setFixedHeight(64)
        for line in (self.ident, self.title_en, self.title_ja):
            line.editingFinished.connect(self._texts_edited)
        self.ruleset = RulesetCombo()
        self.ruleset.activated.connect(lambda _i: self._ruleset_edited())
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(6)]
        for label, field in zip(self.labels, (self.ident, self.title_en, self.title_ja, self.desc_en,
                                              self.desc_ja, self.ruleset)):
            self.form.addRow(label, field)
        # an ID refused says so under its field (it went back to the old one without a word)
        self.id_error = QLabel()
        self.id_error.setStyleSheet("color: #b00020")
        self.id_error.setWordWrap(True)
        self.id_error.hide()
        self.form.insertRow(1, "", self.id_error)
        self.provenance_box = QGroupBox()
        self.provenance = TypingTableWidget(0, 3)
        self.provenance.verticalHeader().setDefaultSectionSize(22)
        self.provenance.horizontalHeader().setStretchLastSection(True)
        self.provenance.itemChanged.connect(lambda _i: self._provenance_edited())
        pbox = QVBoxLayout(self.provenance_box)
        pbox.addWidget(self.provenance)
        self.options = ModelListEditor(doc, "options", OptionSpec, "")
        self.options_box = QGroupBox()
        self.ruleset_options_button = QPushButton()
        self.ruleset_options_button.clicked.connect(self.add_ruleset_options)
        obox = QVBoxLayout(self.options_box)
        self.options_note = RulesetNote(doc, "options")
        obox.addWidget(self.options_note)
        obox.addWidget(self.options)
        obox.addWidget(self.ruleset_options_button)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addLayout(self.form)
        box.addWidget(self.provenance_box, 1)
        box.addWidget(self.options_box, 1)
        doc.partChanged.connect(self._part_changed)
        doc.mapReset.connect(self.fill)
        self.retranslate()
        self.fill()

    def retranslate(self) -> None:
        # the scenario model's field titles, as every list of the editor reads them ("ID")
        columns = columns_of(Scenario, ["id", "title", "description", "ruleset"])
        for label, column in zip(self.labels, columns):
            label.setText(column.header)
        self.provenance_box.setTitle(self.tr("Provenance of each part"))
        self.provenance.setHorizontalHeaderLabels([self.tr("Kind"), self.tr("Source note"),
                                                    self.tr("Source note (Japanese)")])
        if hasattr(self, "_parts"):
            self.fill()  # the parts and kinds in the new language
        self.options_box.setTitle(self.tr("Optional rules offered at the start"))
        self.ruleset_options_button.setText(self.tr("Add the ruleset's optional rules"))

    def _part_changed(self, path: str) -> None:
        if path in ("id", "title", "description", "ruleset", "provenance"):
            self.fill()

    def kind_words(self) -> dict[str, str]:
        """How each provenance kind reads (``""``: none given)."""
        return {"": "", "rulebook": self.tr("Rulebook"), "reconstructed": self.tr("Reconstructed"),
                "designer": self.tr("Designer")}

    def part_words(self) -> dict[str, str]:
        """How each part of a scenario reads; a part of a designer's own keeps its name."""
        return {"map": self.tr("Map"), "order_of_battle": self.tr("Order of battle"),
                "setup": self.tr("Setup"), "reinforcements": self.tr("Reinforcements"),
                "tables": self.tr("Tables"), "cards": self.tr("Cards")}

    def fill(self) -> None:
        sc = self.doc.scenario
        self._filling = True
        for edit, text in ((self.ident, sc.id), (self.title_en, sc.title.en), (self.title_ja, sc.title.ja)):
            if edit.text() != text:
                # a text from the file shows from its start, not scrolled to its end; a text
                # being typed is left where the designer's cursor is
                edit.setText(text)
                edit.setCursorPosition(0)
        if self.desc_en.toPlainText() != sc.description.en:
            self.desc_en.setPlainText(sc.description.en)
        if self.desc_ja.toPlainText() != sc.description.ja:
            self.desc_ja.setPlainText(sc.description.ja)
        self.ruleset.set_ruleset(sc.ruleset)
        parts: list[str] = list(PARTS) + [p for p in sc.provenance if p not in PARTS]
        self._parts = parts
        words = self.part_words()
        kinds = self.kind_words()
        self.provenance.setRowCount(len(parts))
        self.provenance.setVerticalHeaderLabels([words.get(p, p) for p in parts])
        for r, part in enumerate(parts):
            prov = sc.provenance.get(part)
            combo = self.provenance.cellWidget(r, 0)
            if not isinstance(combo, QComboBox):
                combo = ComboBox()
                for kind in KINDS:
                    combo.addItem(kinds[kind], kind)
                combo.activated.connect(lambda _i: self._provenance_edited())
                self.provenance.setCellWidget(r, 0, combo)
            for i, kind in enumerate(KINDS):
                combo.setItemText(i, kinds[kind])
            combo.setCurrentIndex(combo.findData(prov.kind if prov else ""))
            self.provenance.setItem(r, 1, QTableWidgetItem(prov.note if prov else ""))
            self.provenance.setItem(r, 2, QTableWidgetItem(prov.note_ja if prov else ""))
        self.provenance.resizeColumnToContents(0)
        self._filling = False

    # -- edits ----------------------------------------------------------------------------------
    def _set(self, path: str, value, text: str) -> None:
        if self.doc.get(path) != value:
            self.doc.undo_stack.push(SetPartCommand(self.doc, path, value, text))

    def _texts_edited(self) -> None:
        if self._filling:
            return
        sc = self.doc.scenario
        ident = self.ident.text().strip()
        if not ID_PATTERN.fullmatch(ident):
            self.id_error.setText(self.tr("A scenario ID is lower-case letters, digits and _: "
                                          "{text!r} is not one").format(text=ident))
            self.id_error.show()
            self.ident.setText(sc.id)
            ident = sc.id
        elif ident != sc.id or self.sender() is self.ident:
            self.id_error.hide()
        self._set("id", ident, translate("EditorCommands", "Edit scenario id"))
        title = type(sc.title)(en=self.title_en.text().strip() or sc.title.en,
                               ja=self.title_ja.text().strip())
        self._set("title", title, translate("EditorCommands", "Edit title"))
        self._set("description", type(sc.description)(en=self.desc_en.toPlainText(),
                                                      ja=self.desc_ja.toPlainText()),
                  translate("EditorCommands", "Edit description"))

    def _ruleset_edited(self) -> None:
        if not self._filling:
            rid = self.ruleset.ruleset_id()
            if rid and rid != self.doc.scenario.ruleset:
                self._set("ruleset", rid, translate("EditorCommands", "Change ruleset"))

    def _provenance_edited(self) -> None:
        if self._filling:
            return
        out = {}
        for r, part in enumerate(self._parts):
            combo = self.provenance.cellWidget(r, 0)
            kind = combo.currentData() if isinstance(combo, QComboBox) else None
            note, note_ja = (_cell_text(self.provenance, r, c) for c in (1, 2))
            if kind:
                out[part] = Provenance(kind=kind, note=note, note_ja=note_ja)
        self._set("provenance", out, translate("EditorCommands", "Edit provenance"))

    def add_ruleset_options(self) -> None:
        """Copy the ruleset's optional rules that the scenario does not list yet."""
        try:
            defs = get_ruleset(self.doc.scenario.ruleset).options()
        except KeyError:
            return
        have = {o.id for o in self.doc.scenario.options}
        new = list(self.doc.scenario.options)
        for d in defs:
            if d.id not in have:
                new.append(OptionSpec(id=d.id, name=_localized(d.title), rule=d.rule,
                                      default=d.default, choices=list(d.choices),
                                      choice_names=[_localized(t) for t in d.choice_titles]))
        self._set("options", new, translate("EditorCommands", "Add ruleset options"))


def _localized(msg) -> Localized:
    """A ruleset's text in both languages, for a copy the designer then owns."""
    from qtwargame.i18n import plain_translator

    ja = plain_translator("ja")
    return Localized(en=msg.format(), ja=msg.format(ja) if ja is not None else "")


def _cell_text(table: QTableWidget, row: int, col: int) -> str:
    """The text of a cell; an empty cell has no item."""
    item = table.item(row, col)
    return item.text() if item is not None else ""
