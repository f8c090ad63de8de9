"""Cards (``scenario.cards``): a list of every card by side, and the chosen card's id,
side, names and text in both languages, provenance, and its icons (each a small JSON
object the ruleset reads, such as ``{"kind": "attack", "value": 2}``). Each edit is one
undoable step."""

from __future__ import annotations

import json

from pydantic import ValidationError
from PySide6.QtCore import Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QCheckBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QSplitter,
    QStackedWidget,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import ListItemCommand
from qtwargame.editor.new_names import edited_name, new_name
from qtwargame.editor.panels.icon_form import IconForm, icon_types
from qtwargame.editor.panels.ruleset_note import RulesetNote
from qtwargame.editor.panels.wrapped_line import WrappedLine
from qtwargame.editor.translate import translate
from qtwargame.editor.wheel_guard import ComboBox
from qtwargame.scenario.models import CardSpec, Localized


class CardEditor(QWidget):
    def __init__(self, doc, parent=None, lang: str = "en") -> None:
        super().__init__(parent)
        self.doc = doc
        self.lang = lang  # the language the cards and sides are named in
        self._filling = False
        self.list = QListWidget()
        self.list.currentRowChanged.connect(lambda _r: self.fill())
        self.add_button, self.del_button = QToolButton(), QToolButton()
        self.add_button.clicked.connect(self.add_card)
        self.del_button.clicked.connect(self.delete_card)
        left = QWidget()
        lbox = QVBoxLayout(left)
        lbox.setContentsMargins(0, 0, 0, 0)
        lbox.addWidget(self.list, 1)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.del_button)
        row.addStretch(1)
        lbox.addLayout(row)
        self.ident, self.name_en, self.name_ja = QLineEdit(), QLineEdit(), QLineEdit()
        # a card's text reads whole, wrapped (a line edit showed a slice of it)
        self.text_en, self.text_ja = WrappedLine(), WrappedLine()
        self.provenance = QLineEdit()
        self.side = ComboBox()
        for w in (self.ident, self.name_en, self.name_ja, self.text_en, self.text_ja,
                  self.provenance):
            w.editingFinished.connect(self._fields_edited)
        self.side.activated.connect(lambda _i: self._fields_edited())
        self.icons = QListWidget()
        self.icons.itemChanged.connect(self._icon_edited)
        self.add_icon_button, self.del_icon_button = QToolButton(), QToolButton()
        self.add_icon_button.clicked.connect(self._add_icon_clicked)
        self.del_icon_button.clicked.connect(self._delete_icon_clicked)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        self.error.setWordWrap(True)
        self.form = QFormLayout()
        self.form.setVerticalSpacing(3)
        self.form2 = QFormLayout()
        self.form2.setVerticalSpacing(3)
        self.labels = [QLabel() for _ in range(8)]
        for label, field in zip(self.labels[:4], (self.ident, self.side, self.name_en, self.name_ja)):
            self.form.addRow(label, field)
        for label, field in zip(self.labels[4:7], (self.text_en, self.text_ja, self.provenance)):
            self.form2.addRow(label, field)
        self.icon_form: IconForm | None = None
        self.icon_stack = QStackedWidget()
        self.icon_stack.addWidget(self.icons)
        self.json_icons = QCheckBox()
        self.json_icons.toggled.connect(self._show_icon_view)
        icon_col = QVBoxLayout()
        icon_col.setContentsMargins(0, 0, 0, 0)
        head = QHBoxLayout()
        head.addWidget(self.labels[7], 1)
        head.addWidget(self.json_icons)
        icon_col.addLayout(head)
        icon_col.addWidget(self.icon_stack, 1)
        icon_row = QHBoxLayout()
        icon_row.addWidget(self.add_icon_button)
        icon_row.addWidget(self.del_icon_button)
        icon_row.addStretch(1)
        icon_col.addLayout(icon_row)
        forms = QHBoxLayout()
        forms.addLayout(self.form, 1)
        forms.addLayout(self.form2, 1)
        right = QWidget()
        rbox = QVBoxLayout(right)
        rbox.setContentsMargins(0, 0, 0, 0)
        rbox.addLayout(forms)
        rbox.addWidget(self.error)
        rbox.addStretch(1)
        icons = QWidget()
        icons.setLayout(icon_col)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.addWidget(icons)
        split.setSizes([260, 700, 320])
        self.split = split
        self.note = RulesetNote(doc, "cards")
        self.note.refreshed.connect(self._plays_cards)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.note)
        box.addWidget(split, 1)
        box.addStretch(0)  # the note at the top when it stands alone
        doc.partChanged.connect(self._part_changed)
        doc.itemChanged.connect(lambda path, _i, _h: self._part_changed(path))
        self.retranslate()
        self.refill()

    def retranslate(self) -> None:
        self.add_button.setText(self.tr("Add card"))
        self.del_button.setText(self.tr("Delete"))
        self.add_icon_button.setText(self.tr("Add icon"))
        self.del_icon_button.setText(self.tr("Remove icon"))
        for label, text in zip(self.labels, (
                self.tr("ID"), self.tr("Side"), self.tr("Name (English)"), self.tr("Name (Japanese)"),
                self.tr("Text (English)"), self.tr("Text (Japanese)"), self.tr("Provenance"),
                self.tr("Icons"))):
            label.setText(text)
        self.icons.setToolTip(self.tr("One JSON object per icon; double-click to edit."))
        self.json_icons.setText(self.tr("JSON (expert)"))

    # -- showing ------------------------------------------------------------------------------
    def cards(self) -> list[CardSpec]:
        return self.doc.scenario.cards

    def index(self) -> int | None:
        i = self.list.currentRow()
        return i if 0 <= i < len(self.cards()) else None

    def card(self) -> CardSpec | None:
        i = self.index()
        return self.cards()[i] if i is not None else None

    def shown_index(self) -> int:
        """The index of the card shown; the edits below are offered only while one is."""
        i = self.index()
        if i is None:
            raise LookupError("no card is shown")
        return i

    def shown(self) -> CardSpec:
        """The card shown (see :meth:`shown_index`)."""
        return self.cards()[self.shown_index()]

    def _part_changed(self, path: str) -> None:
        if path in ("cards", "sides", "ruleset"):
            self.refill()
        if path == "cards" and self.note.ready:
            self.note.refresh()  # its words count the cards left

    def _plays_cards(self, plays: bool) -> None:
        """A ruleset that plays no cards: no card is offered to add, and with none left
        the note alone says so (the cards' list and form would only invite a card)."""
        self.add_button.setVisible(plays)
        self.split.setVisible(plays or bool(self.cards()))

    def _icon_types_changed(self) -> None:
        """Use the icon form when the ruleset describes its icons."""
        types = icon_types(self.doc.scenario.ruleset)
        if self.icon_form is not None:
            self.icon_stack.removeWidget(self.icon_form)
            self.icon_form.setParent(None)
            self.icon_form = None
        if types:
            self.icon_form = IconForm(types)
            self.icon_form.iconsChanged.connect(self._form_icons)
            self.icon_stack.addWidget(self.icon_form)
        self.json_icons.setVisible(bool(types))
        self._show_icon_view()

    def _show_icon_view(self) -> None:
        form = self.icon_form if not self.json_icons.isChecked() else None
        self.icon_stack.setCurrentWidget(form if form is not None else self.icons)

    def _form_icons(self, icons: list) -> None:
        if self.card() is not None and not self._filling:
            self.set_icons(icons)

    def _add_icon_clicked(self) -> None:
        if self.icon_form is not None and not self.json_icons.isChecked():
            self.icon_form.add_icon()
        else:
            self.add_icon({"kind": "icon"})

    def refill(self) -> None:
        if getattr(self, "_ruleset", None) != self.doc.scenario.ruleset:
            self._ruleset = self.doc.scenario.ruleset
            self._icon_types_changed()
        current = self.list.currentRow()
        colors = {s.id: QColor(s.color) for s in self.doc.scenario.sides}
        sides = {s.id: s.name.get(self.lang) for s in self.doc.scenario.sides}
        self.list.blockSignals(True)
        self.list.clear()
        for c in self.cards():
            item = QListWidgetItem(f"{c.name.get(self.lang)}  [{sides.get(c.side, c.side)}]")
            if c.side in colors:
                item.setForeground(colors[c.side].darker(130))
            self.list.addItem(item)
        n = len(self.cards())
        self.list.setCurrentRow(min(max(current, 0), n - 1) if n else -1)
        self.list.blockSignals(False)
        self.side.clear()
        for s in self.doc.scenario.sides:
            self.side.addItem(s.name.get(self.lang), s.id)
        self.fill()

    def select_card(self, i: int) -> None:
        self.list.setCurrentRow(i)

    def fill(self) -> None:
        c = self.card()
        self._filling = True
        for w in (self.ident, self.side, self.name_en, self.name_ja, self.text_en, self.text_ja,
                  self.provenance, self.icons, self.add_icon_button, self.del_icon_button,
                  self.del_button):
            w.setEnabled(c is not None)
        self.icons.clear()
        if c is not None:
            self.ident.setText(c.id)
            i = self.side.findData(c.side)
            if i < 0:
                self.side.addItem(c.side, c.side)
                i = self.side.count() - 1
            self.side.setCurrentIndex(i)
            self.name_en.setText(c.name.en)
            self.name_ja.setText(c.name.ja)
            self.text_en.setText(c.text.en if c.text else "")
            self.text_ja.setText(c.text.ja if c.text else "")
            self.provenance.setText(c.provenance)
            for icon in c.icons:
                item = QListWidgetItem(json.dumps(icon, ensure_ascii=False))
                item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
                self.icons.addItem(item)
            if self.icon_form is not None:
                self.icon_form.set_icons([dict(x) for x in c.icons])
        else:
            for w in (self.ident, self.name_en, self.name_ja, self.text_en, self.text_ja,
                      self.provenance):
                w.clear()
        self._filling = False

    # -- edits ----------------------------------------------------------------------------------
    def replace(self, card: CardSpec, text: str) -> None:
        i = self.shown_index()
        self.doc.undo_stack.push(ListItemCommand.replace(self.doc, "cards", i, card, text))

    def _fields_edited(self) -> None:
        c = self.card()
        if c is None or self._filling:
            return
        text = None
        if self.text_en.text().strip() or self.text_ja.text().strip():
            text = {"en": self.text_en.text().strip(), "ja": self.text_ja.text().strip()}
        data = c.model_dump()
        data.update(id=self.ident.text().strip() or c.id,
                    side=self.side.currentData() or c.side,
                    name=edited_name(self.name_en.text(), self.name_ja.text(), c.name),
                    text=text, provenance=self.provenance.text().strip())
        try:
            new = CardSpec.model_validate(data)
        except ValidationError as e:
            self.error.setText(e.errors()[0]["msg"])
            return
        self.error.clear()
        if new != c:
            self.replace(new, translate("EditorCommands", "Edit card {card}").format(
                card=self.doc.name_of(new)))

    def set_icons(self, icons: list[dict]) -> None:
        c = self.shown()
        self.replace(c.model_copy(update={"icons": [dict(x) for x in icons]}),
                     translate("EditorCommands", "Edit icons of {card}").format(
                         card=self.doc.name_of(c)))

    def add_icon(self, icon: dict) -> None:
        c = self.card()
        if c is not None:
            self.set_icons(list(c.icons) + [icon])

    def remove_icon(self, j: int) -> None:
        c = self.card()
        if c is not None and 0 <= j < len(c.icons):
            self.set_icons([x for k, x in enumerate(c.icons) if k != j])

    def _delete_icon_clicked(self) -> None:
        self.remove_icon(self.icons.currentRow())

    def _icon_edited(self, item: QListWidgetItem) -> None:
        if self._filling:
            return
        c = self.shown()
        j = self.icons.row(item)
        try:
            value = json.loads(item.text())
            if not isinstance(value, dict):
                raise ValueError
        except ValueError:
            self.error.setText(self.tr("An icon must be a JSON object, e.g. {\"kind\": \"attack\"}"))
            self._filling = True
            item.setText(json.dumps(c.icons[j], ensure_ascii=False))
            self._filling = False
            return
        self.error.clear()
        icons = list(c.icons)
        icons[j] = value
        self.set_icons(icons)

    def add_card(self) -> None:
        sc = self.doc.scenario
        ids = {c.id for c in sc.cards}
        n = len(sc.cards) + 1
        while f"card_{n}" in ids:
            n += 1
        name, _ = new_name("card", sc.cards, self.doc.lang, n)
        card = CardSpec(id=f"card_{n}", side=sc.sides[0].id, name=Localized(**name))
        self.doc.undo_stack.push(ListItemCommand.insert(
            self.doc, "cards", card, translate("EditorCommands", "Add card")))
        self.list.setCurrentRow(len(sc.cards) - 1)

    def delete_card(self) -> None:
        i = self.index()
        if i is not None:
            self.doc.undo_stack.push(ListItemCommand.remove(
                self.doc, "cards", i, translate("EditorCommands", "Delete card")))
