"""The scenario as a whole: id, titles and descriptions in both languages, the ruleset and
its optional rules, and where each part comes from (DATA-POLICY: provenance is data)."""

from __future__ import annotations

import re

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
from qtwargame.editor.panels.ruleset_note import RulesetNote
from qtwargame.editor.translate import translate
from qtwargame.engine.ruleset import get_ruleset, ruleset_ids
from qtwargame.scenario.models import OptionSpec, Provenance


class RulesetCombo(QComboBox):
    """The ruleset ids to choose from, listed when first needed (listing them loads every
    ruleset, which opening a scenario need not wait for)."""

    def ensure_items(self) -> None:
        if self.count():
            return
        text = self.currentText()
        self.blockSignals(True)
        self.addItems(ruleset_ids())
        self.setCurrentText(text)
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
        for w in (self.ident, self.title_en, self.title_ja):
            w.editingFinished.connect(self._texts_edited)
        self.ruleset = RulesetCombo()
        self.ruleset.setEditable(True)
        self.ruleset.activated.connect(lambda _i: self._ruleset_edited())
        self.ruleset.lineEdit().editingFinished.connect(self._ruleset_edited)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(6)]
        for label, w in zip(self.labels, (self.ident, self.title_en, self.title_ja, self.desc_en,
                                          self.desc_ja, self.ruleset)):
            self.form.addRow(label, w)
        self.provenance_box = QGroupBox()
        self.provenance = QTableWidget(0, 3)
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
        for label, text in zip(self.labels, (self.tr("Id"), self.tr("Title (English)"),
                                             self.tr("Title (Japanese)"),
                                             self.tr("Description (English)"),
                                             self.tr("Description (Japanese)"), self.tr("Ruleset"))):
            label.setText(text)
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
        return {"": "", "rulebook": self.tr("rulebook"), "reconstructed": self.tr("reconstructed"),
                "designer": self.tr("designer")}

    def part_words(self) -> dict[str, str]:
        """How each part of a scenario reads; a part of a designer's own keeps its name."""
        return {"map": self.tr("Map"), "order_of_battle": self.tr("Order of battle"),
                "setup": self.tr("Setup"), "reinforcements": self.tr("Reinforcements"),
                "tables": self.tr("Tables"), "cards": self.tr("Cards")}

    def fill(self) -> None:
        sc = self.doc.scenario
        self._filling = True
        self.ident.setText(sc.id)
        self.title_en.setText(sc.title.en)
        self.title_ja.setText(sc.title.ja)
        if self.desc_en.toPlainText() != sc.description.en:
            self.desc_en.setPlainText(sc.description.en)
        if self.desc_ja.toPlainText() != sc.description.ja:
            self.desc_ja.setPlainText(sc.description.ja)
        self.ruleset.setCurrentText(sc.ruleset)
        parts = list(PARTS) + [p for p in sc.provenance if p not in PARTS]
        self._parts = parts
        words = self.part_words()
        kinds = self.kind_words()
        self.provenance.setRowCount(len(parts))
        self.provenance.setVerticalHeaderLabels([words.get(p, p) for p in parts])
        for r, part in enumerate(parts):
            prov = sc.provenance.get(part)
            combo = self.provenance.cellWidget(r, 0)
            if combo is None:
                combo = QComboBox()
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
            self.ident.setText(sc.id)
            ident = sc.id
        self._set("id", ident, translate("EditorCommands", "Edit scenario id"))
        title = type(sc.title)(en=self.title_en.text().strip() or sc.title.en,
                               ja=self.title_ja.text().strip())
        self._set("title", title, translate("EditorCommands", "Edit title"))
        self._set("description", type(sc.description)(en=self.desc_en.toPlainText(),
                                                      ja=self.desc_ja.toPlainText()),
                  translate("EditorCommands", "Edit description"))

    def _ruleset_edited(self) -> None:
        if not self._filling:
            text = self.ruleset.currentText().strip()
            if text:
                self._set("ruleset", text, translate("EditorCommands", "Change ruleset"))

    def _provenance_edited(self) -> None:
        if self._filling:
            return
        out = {}
        for r, part in enumerate(self._parts):
            kind = self.provenance.cellWidget(r, 0).currentData()
            note, note_ja = (self.provenance.item(r, c).text() if self.provenance.item(r, c) else ""
                             for c in (1, 2))
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
                new.append(OptionSpec(id=d.id, name={"en": d.title.format()}, rule=d.rule,
                                      default=d.default, choices=list(d.choices)))
        self._set("options", new, translate("EditorCommands", "Add ruleset options"))
