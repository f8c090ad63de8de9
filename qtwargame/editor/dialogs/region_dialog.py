"""A region's description: id, kind, names, side and colour (its hexes are painted on
the map with the region tool)."""

from __future__ import annotations

from pydantic import ValidationError
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QColorDialog,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
)

from qtwargame.editor.new_names import add_name_rows, typed_name
from qtwargame.editor.renames import id_refusal, is_valid_id
from qtwargame.editor.slug import unique_slug
from qtwargame.editor.translate import QT_TRANSLATE_NOOP, translate
from qtwargame.scenario.models import RegionSpec

#: Region kinds the editor offers; any other kind may be typed in.
REGION_KINDS = {
    "country": QT_TRANSLATE_NOOP("RegionKinds", "Country"),
    "district": QT_TRANSLATE_NOOP("RegionKinds", "District"),
    "sector": QT_TRANSLATE_NOOP("RegionKinds", "Sector"),
    "setup": QT_TRANSLATE_NOOP("RegionKinds", "Setup"),
    "rear_area": QT_TRANSLATE_NOOP("RegionKinds", "Rear area"),
    "map_edge": QT_TRANSLATE_NOOP("RegionKinds", "Map edge"),
}


#: Other kinds the bundled games use, named where shown (not offered for new regions).
OTHER_KINDS = {
    "army_group": QT_TRANSLATE_NOOP("RegionKinds", "Army group"),
    "border": QT_TRANSLATE_NOOP("RegionKinds", "Border"),
    "coast": QT_TRANSLATE_NOOP("RegionKinds", "Coast"),
    "edge": QT_TRANSLATE_NOOP("RegionKinds", "Edge"),
    "entry": QT_TRANSLATE_NOOP("RegionKinds", "Entry"),
    "lake": QT_TRANSLATE_NOOP("RegionKinds", "Lake"),
    "limit": QT_TRANSLATE_NOOP("RegionKinds", "Limit"),
    "sea": QT_TRANSLATE_NOOP("RegionKinds", "Sea"),
    "setup_area": QT_TRANSLATE_NOOP("RegionKinds", "Setup area"),
    "territory": QT_TRANSLATE_NOOP("RegionKinds", "Territory"),
}


def kind_name(kind: str) -> str:
    """A region kind in the editor's language (a kind the editor does not know: as written)."""
    words = REGION_KINDS.get(kind) or OTHER_KINDS.get(kind)
    return translate("RegionKinds", words) if words else kind


def region_label(region, lang: str) -> str:
    """A region in a list: its name and its kind as the rest of the editor writes a kind
    ('Blue setup (Setup)', as a city's line reads 'Ostburg (City, 3 VP)'); it read
    'Blue setup  [setup]'."""
    return f"{region.name.get(lang)} ({kind_name(region.kind)})"


class RegionDialog(QDialog):
    def __init__(self, region: RegionSpec, sides, kinds: list[str], taken_ids: set[str],
                 is_new: bool, parent=None, lang: str = "en") -> None:
        """``lang``: the editor's language, which the sides are named in."""
        super().__init__(parent)
        self.region = region
        self._taken = set(taken_ids) - {region.id}
        self._id_edited = not is_new
        self.setWindowTitle(self.tr("New region") if is_new else self.tr("Region"))
        form = QFormLayout()
        # an English name filled from the Japanese one (``typed_name``) shows blank, as typed
        same = region.name.en == region.name.ja
        self.name_en = QLineEdit("" if same else region.name.en)
        self.name_ja = QLineEdit(region.name.ja)
        # a name reads whole: the dialog was as narrow as its buttons, and a rear area read
        # "y Group North rear area"
        metrics = self.name_en.fontMetrics()
        wide = max(metrics.horizontalAdvance(text) for text in (region.name.en, region.name.ja,
                                                                "M" * 20))
        for line in (self.name_en, self.name_ja):
            line.setMinimumWidth(min(wide + 16, 480))
        self.ident = QLineEdit(region.id)
        self.kind = QComboBox()
        self.kind.setEditable(True)
        for k in dict.fromkeys(list(REGION_KINDS) + kinds):
            self.kind.addItem(kind_name(k), k)
        i = self.kind.findData(region.kind)
        if i >= 0:
            self.kind.setCurrentIndex(i)
        else:
            self.kind.setCurrentText(region.kind)
        self.side = QComboBox()
        self.side.addItem(self.tr("(no side)"), None)
        for s in sides:
            self.side.addItem(f"{s.name.get(lang)} ({s.id})", s.id)
        self.side.setCurrentIndex(max(self.side.findData(region.side), 0))
        self.color = QColor(region.color)
        self.color_button = QPushButton()
        self.color_button.clicked.connect(self._pick_color)
        self._show_color()
        # A new region takes its side's colour until a colour is picked: every new region
        # was grey, and two sides' set-up areas looked alike on the map.
        self._side_colors = {s.id: s.color for s in sides}
        self._color_picked = not is_new
        self.side.currentIndexChanged.connect(self._side_chosen)
        # a designer working in Japanese names it in Japanese first; the English is optional
        add_name_rows(form, ((self.tr("Name (English)"), self.name_en),
                             (self.tr("Name (Japanese)"), self.name_ja)), lang)
        form.addRow(self.tr("ID"), self.ident)
        form.addRow(self.tr("Kind"), self.kind)
        form.addRow(self.tr("Side"), self.side)
        form.addRow(self.tr("Colour"), self.color_button)
        self.error = QLabel()
        self.error.setStyleSheet("color: #b00020")
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self._accept)
        buttons.rejected.connect(self.reject)
        box = QVBoxLayout(self)
        box.addLayout(form)
        box.addWidget(self.error)
        box.addWidget(buttons)
        self.name_en.textEdited.connect(lambda text: self._name_edited(en=text))
        self.name_ja.textEdited.connect(lambda text: self._name_edited(ja=text))
        self.ident.textEdited.connect(lambda _t: setattr(self, "_id_edited", True))

    def _name_edited(self, en: str | None = None, ja: str | None = None) -> None:
        """The id follows the English name, or the Japanese one while no English is typed
        (a Japanese name makes no letters of an id: "region", "region_2"...)."""
        if not self._id_edited:
            en = self.name_en.text() if en is None else en
            ja = self.name_ja.text() if ja is None else ja
            name = en.strip() or ja.strip()
            self.ident.setText(unique_slug(name, "region", self._taken))

    def _show_color(self) -> None:
        self.color_button.setText(self.color.name())
        self.color_button.setStyleSheet(f"background: {self.color.name()}")

    def _pick_color(self) -> None:
        c = QColorDialog.getColor(self.color, self)
        if c.isValid():
            self.color = c
            self._color_picked = True
            self._show_color()

    def _side_chosen(self, _index: int) -> None:
        color = self._side_colors.get(self.side.currentData())
        if not self._color_picked and color is not None:
            self.color = QColor(color)
            self._show_color()

    def chosen_kind(self) -> str:
        """The kind picked from the list (by id) or typed in."""
        text = self.kind.currentText().strip()
        i = self.kind.findText(text)
        return self.kind.itemData(i) if i >= 0 else text

    def value(self) -> RegionSpec:
        return RegionSpec(id=self.ident.text().strip(), kind=self.chosen_kind(),
                          name=typed_name(self.name_en.text(), self.name_ja.text()),
                          side=self.side.currentData(), hexes=list(self.region.hexes),
                          color=self.color.name())

    def _accept(self) -> None:
        ident = self.ident.text().strip()
        named = self.name_en.text().strip() or self.name_ja.text().strip()
        if not ident or not named or not self.kind.currentText().strip():
            self.error.setText(self.tr("A region needs a name, an id and a kind."))
            return
        if ident in self._taken:
            self.error.setText(self.tr("Another region already has this id."))
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
