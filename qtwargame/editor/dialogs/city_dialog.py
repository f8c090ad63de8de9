"""A city, town, fortress or port: its names in both languages, kind, victory points,
port and fortress marks and tags."""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
)

from qtwargame.editor.new_names import add_name_rows, typed_name
from qtwargame.editor.renames import id_refusal, is_valid_id
from qtwargame.editor.slug import unique_slug
from qtwargame.scenario.models import CitySpec


class CityDialog(QDialog):
    def __init__(self, city: CitySpec, city_kinds, taken_ids: set[str], is_new: bool,
                 parent=None, lang: str = "en") -> None:
        """``lang``: the editor's language, which the kinds are named in."""
        super().__init__(parent)
        self.deleted = False
        self._taken = set(taken_ids) - {city.id}
        self._id_edited = not is_new
        self.setWindowTitle(self.tr("New city") if is_new else self.tr("City"))
        form = QFormLayout()
        # an English name filled from the Japanese one (``typed_name``) shows blank, as typed
        same = city.name.en == city.name.ja
        self.name_en = QLineEdit("" if same else city.name.en)
        self.name_ja = QLineEdit(city.name.ja)
        self.ident = QLineEdit(city.id)
        self.hex = QLineEdit(city.hex)
        self.kind = QComboBox()
        self.kind.setEditable(not city_kinds)
        for k in city_kinds:
            self.kind.addItem(f"{k.name.get(lang)} ({k.id})", k.id)
        i = self.kind.findData(city.kind)
        if i >= 0:
            self.kind.setCurrentIndex(i)
        elif not city_kinds:
            self.kind.setEditText(city.kind)
        self.vp = QSpinBox()
        self.vp.setRange(0, 999)
        self.vp.setValue(city.vp)
        self.port = QCheckBox(self.tr("Port"))
        self.port.setChecked(city.port)
        self.fortress = QCheckBox(self.tr("Fortress"))
        self.fortress.setChecked(city.fortress)
        self.tags = QLineEdit(", ".join(city.tags))
        self.tags.setPlaceholderText(self.tr("comma separated, e.g. capital, kerch"))
        # the example reads whole (it was cut off at "e.g. capit")
        margins = self.tags.textMargins()
        self.tags.setMinimumWidth(self.tags.fontMetrics().horizontalAdvance(
            self.tags.placeholderText()) + margins.left() + margins.right() + 16)
        # a designer working in Japanese names it in Japanese first; the English is optional
        add_name_rows(form, ((self.tr("Name (English)"), self.name_en),
                             (self.tr("Name (Japanese)"), self.name_ja)), lang)
        form.addRow(self.tr("ID"), self.ident)
        form.addRow(self.tr("Hex"), self.hex)
        form.addRow(self.tr("Kind"), self.kind)
        form.addRow(self.tr("Victory points"), self.vp)
        form.addRow("", self.port)
        form.addRow("", self.fortress)
        form.addRow(self.tr("Tags"), self.tags)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        if not is_new:
            delete = buttons.addButton(self.tr("Delete city"),
                                       QDialogButtonBox.ButtonRole.DestructiveRole)
            delete.clicked.connect(self._delete)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self.name_en.textEdited.connect(lambda text: self._name_edited(en=text))
        self.name_ja.textEdited.connect(lambda text: self._name_edited(ja=text))
        self.ident.textEdited.connect(lambda _t: setattr(self, "_id_edited", True))
        (self.name_ja if lang == "ja" else self.name_en).setFocus()

    def _name_edited(self, en: str | None = None, ja: str | None = None) -> None:
        """The id follows the English name, or the Japanese one while no English is typed
        (a Japanese name makes no letters of an id: "city", "city_2"...)."""
        if not self._id_edited:
            en = self.name_en.text() if en is None else en
            ja = self.name_ja.text() if ja is None else ja
            name = en.strip() or ja.strip()
            self.ident.setText(unique_slug(name, "city", self._taken))

    def _delete(self) -> None:
        self.deleted = True
        self.accept()

    def value(self) -> CitySpec:
        kind = self.kind.currentData() or self.kind.currentText().strip()
        return CitySpec(
            id=self.ident.text().strip(), hex=self.hex.text().strip(),
            name=typed_name(self.name_en.text(), self.name_ja.text()),
            kind=kind, vp=self.vp.value(), port=self.port.isChecked(),
            fortress=self.fortress.isChecked(),
            tags=[t.strip() for t in self.tags.text().split(",") if t.strip()])

    def _accept(self) -> None:
        named = self.name_en.text().strip() or self.name_ja.text().strip()
        if not named or not self.ident.text().strip():
            self.error.setText(self.tr("A city needs a name and an id."))
            return
        if self.ident.text().strip() in self._taken:
            self.error.setText(self.tr("Another city already has this id."))
            return
        if not is_valid_id(self.ident.text().strip()):
            # a space in an id (a slug typed over) reached the scenario, where every other
            # list refuses it
            self.error.setText(id_refusal(self.ident.text().strip()))
            return
        try:
            self.value()
        except ValidationError as e:
            self.error.setText(str(e.errors()[0]["msg"]))
            return
        self.accept()
