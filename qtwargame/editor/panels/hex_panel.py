"""The selected hex: its terrain, its city, the regions it belongs to (tick to add or
remove it), the features on its hexsides, the units set up in it and who controls it at
the start."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QAbstractItemView,
    QFormLayout,
    QLabel,
    QListView,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.commands import PaintTerrainCommand, RegionHexesCommand, SetPartCommand
from qtwargame.editor.dialogs.region_dialog import region_label
from qtwargame.editor.title_font import title_font
from qtwargame.editor.translate import translate
from qtwargame.editor.wheel_guard import ComboBox
from qtwargame.engine.hexgrid import Hex


def swatch(color: str) -> QIcon:
    pm = QPixmap(14, 14)
    pm.fill(QColor(color))
    return QIcon(pm)


class HexPanel(QWidget):
    def __init__(self, doc, edit_city, parent=None, lang: str = "en") -> None:
        """``lang``: the language the hex's terrain, sides, regions and units are named in
        (their ids follow where a designer needs them)."""
        super().__init__(parent)
        self.doc = doc
        self.lang = lang
        self.edit_city = edit_city
        self.label: str | None = None
        self._filling = False
        self.title = QLabel()
        self.title.setFont(title_font(self.font(), 15))
        self.terrain = ComboBox()
        self.terrain.activated.connect(lambda _i: self._terrain_chosen())
        self.city = QLabel()
        self.city.setWordWrap(True)  # "Novograd-Volynsky / ノヴォグラド・ヴォリンスキー (Town)"
        self.city_button = QPushButton()
        self.city_button.clicked.connect(lambda: self.label and self.edit_city(self.label))
        self.control = ComboBox()
        self.control.activated.connect(lambda _i: self._control_chosen())
        self.regions = QListWidget()
        self.regions.itemChanged.connect(self._region_toggled)
        # The regions under their heading, across the panel, each name on as many lines
        # as it needs (session 91: in the dock's default width Red Vengeance's Japanese
        # list read 「ポーランド(1939」 and 「東プロイセン [国」, beside a horizontal scroll
        # bar), as tall as all of them up to twelve lines, the hex's own brought into view.
        self.regions.setWordWrap(True)
        self.regions.setTextElideMode(Qt.TextElideMode.ElideNone)
        self.regions.setResizeMode(QListView.ResizeMode.Adjust)
        self.regions.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.regions.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        self.regions.installEventFilter(self)
        self.sides = QLabel()
        self.sides.setWordWrap(True)
        self.units = QLabel()
        self.units.setWordWrap(True)
        # The city's line wraps above its button: beside it, a long name ("Novograd-Volynsky
        # / ノヴォグラド・ヴォリンスキー (Town)") was cut to a third on a laptop's screen.
        city_row = QVBoxLayout()
        city_row.setContentsMargins(0, 0, 0, 0)
        city_row.addWidget(self.city)
        city_row.addWidget(self.city_button, 0, Qt.AlignmentFlag.AlignLeft)
        self.form = QFormLayout()
        self.labels = [QLabel() for _ in range(6)]
        self.form.addRow(self.labels[0], self.terrain)
        self.form.addRow(self.labels[1], city_row)
        self.form.addRow(self.labels[2], self.control)
        self.form.addRow(self.labels[3])
        self.form.addRow(self.regions)
        self.form.addRow(self.labels[4], self.sides)
        self.form.addRow(self.labels[5], self.units)
        self.empty = QLabel()
        self.empty.setWordWrap(True)
        self.body = QWidget()
        self.body.setLayout(self.form)
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.empty)
        box.addWidget(self.body)
        box.addStretch(1)
        doc.terrainChanged.connect(self._terrain_changed)
        doc.itemChanged.connect(lambda *_: self.fill())
        doc.partChanged.connect(lambda *_: self.fill())
        doc.mapReset.connect(lambda: self.show_hex(None))
        self.retranslate()
        self.fill()

    def eventFilter(self, obj, event) -> bool:
        if (obj is self.regions and event.type() == QEvent.Type.Resize
                and event.size().width() != event.oldSize().width()):
            self._fit_regions()  # a new width wraps the names anew
        return super().eventFilter(obj, event)

    def _fit_regions(self) -> None:
        """The region list as tall as its names wrapped to its width, at most twelve lines;
        the first region the hex is in brought into view."""
        lst = self.regions
        lst.doItemsLayout()
        total = sum(lst.visualItemRect(lst.item(i)).height() for i in range(lst.count()))
        most = 12 * (lst.fontMetrics().lineSpacing() + 6)
        lst.setFixedHeight(min(max(total, 22), most) + 2 * lst.frameWidth())
        mine = next((lst.item(i) for i in range(lst.count())
                     if lst.item(i).checkState() == Qt.CheckState.Checked), None)
        if mine is not None:
            lst.scrollToItem(mine, QAbstractItemView.ScrollHint.PositionAtTop)

    def _terrain_changed(self, labels: list[str]) -> None:
        if self.label in labels:
            self.fill()

    def retranslate(self) -> None:
        for label, text in zip(self.labels, (self.tr("Terrain"), self.tr("City"),
                                             self.tr("Control"), self.tr("Regions"),
                                             self.tr("Hexsides"), self.tr("Units set up here"))):
            label.setText(text)
        self.fill()

    def show_hex(self, h: Hex | None) -> None:
        self.label = self.doc.label_at.get(h) if h is not None else None
        self.fill()

    def show_label(self, label: str | None) -> None:
        """Show hex ``label``: one off the map (a problem's place, a hex erased) is named
        as such, not taken for no hex at all."""
        self.label = label if label is not None and self.doc.parse(label) is not None else None
        self.fill()

    def fill(self) -> None:
        sc = self.doc.scenario
        lbl = self.label if self.label in sc.map.hexes else None
        self.body.setVisible(lbl is not None)
        self.empty.setVisible(lbl is None)
        if lbl is None:
            if self.label is not None:
                self.title.setText(self.tr("Hex {label} is off the map").format(label=self.label))
                self.empty.setText(self.tr("Paint it with the terrain brush to put it back on "
                                           "the map."))
            else:
                self.title.setText(self.tr("No hex selected"))
                self.empty.setText(self.tr("Select a hex on the map (Select tool) to see and "
                                           "edit it."))
            return
        self._filling = True
        self.title.setText(self.tr("Hex {label}").format(label=lbl))
        self.terrain.clear()
        for t in sc.terrain:
            self.terrain.addItem(swatch(t.color), f"{t.name.get(self.lang)} ({t.id})", t.id)
        self.terrain.setCurrentIndex(self.terrain.findData(sc.map.hexes[lbl]))
        i = self.doc.city_index_at(lbl)
        if i is None:
            self.city.setText("—")
            self.city_button.setText(self.tr("Add city…"))
        else:
            c = sc.map.cities[i]
            extra = self.tr(", {vp} VP").format(vp=c.vp) if c.vp else ""
            kind = self.doc.named(sc.city_kinds, c.kind)
            # a name given in Japanese only (its English the same) is said once
            names = c.name.en if c.name.en == c.name.ja else f"{c.name.en} / {c.name.ja or '—'}"
            self.city.setText(f"{names} ({kind}{extra})")
            self.city_button.setText(self.tr("Edit city…"))
        self.control.clear()
        self.control.addItem(self.tr("(nobody)"), None)
        held = None
        for s in sc.sides:
            self.control.addItem(swatch(s.color), s.name.get(self.lang), s.id)
            if lbl in sc.map.control.get(s.id, ()):
                held = s.id
        self.control.setCurrentIndex(max(self.control.findData(held), 0))
        self.regions.clear()
        for r in sc.map.regions:
            item = QListWidgetItem(swatch(r.color), region_label(r, self.lang))
            item.setData(Qt.ItemDataRole.UserRole, r.id)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Checked if lbl in r.hexes else Qt.CheckState.Unchecked)
            self.regions.addItem(item)
        self._fit_regions()
        lines = []
        names = {f.id: f.name.get(self.lang) for f in sc.features}
        for hs in sc.map.hexsides:
            if lbl in (hs.a, hs.b):
                other = hs.b if hs.a == lbl else hs.a
                lines.append(f"→ {other}: {', '.join(names.get(f, f) for f in hs.features)}")
        self.sides.setText("\n".join(lines) or "—")
        units = [u.name.get(self.lang) for u in sc.units if u.setup is not None and u.setup.hex == lbl]
        self.units.setText("\n".join(units) or "—")
        self._filling = False

    # -- edits ----------------------------------------------------------------------------------
    def _terrain_chosen(self) -> None:
        tid = self.terrain.currentData()
        old = self.doc.scenario.map.hexes.get(self.label)
        if self.label and tid and tid != old:
            self.doc.undo_stack.push(PaintTerrainCommand(
                self.doc, {self.label: (old, tid)},
                translate("EditorCommands", "Paint {terrain} at {hex}").format(
                    terrain=self.doc.terrain_name(tid), hex=self.label)))

    def _control_chosen(self) -> None:
        side = self.control.currentData()
        control = {s: [x for x in hexes if x != self.label]
                   for s, hexes in self.doc.scenario.map.control.items()}
        if side is not None:
            control.setdefault(side, []).append(self.label)
        control = {s: hexes for s, hexes in control.items() if hexes}
        if control != self.doc.scenario.map.control:
            if side is None:
                text = translate("EditorCommands", "Clear the control of {hex}").format(hex=self.label)
            else:
                text = translate("EditorCommands", "Give {hex} to {side} at the start").format(
                    hex=self.label, side=self.doc.named(self.doc.scenario.sides, side))
            self.doc.undo_stack.push(SetPartCommand(self.doc, "map.control", control, text))

    def _region_toggled(self, item: QListWidgetItem) -> None:
        if self._filling or self.label is None:
            return
        i = self.doc.region_index(item.data(Qt.ItemDataRole.UserRole))
        hexes = list(self.doc.scenario.map.regions[i].hexes)
        region = self.doc.name_of(self.doc.scenario.map.regions[i])
        if item.checkState() == Qt.CheckState.Checked and self.label not in hexes:
            hexes.append(self.label)
            text = translate("EditorCommands", "Add {hex} to region {region}")
        elif item.checkState() != Qt.CheckState.Checked and self.label in hexes:
            hexes.remove(self.label)
            text = translate("EditorCommands", "Take {hex} out of region {region}")
        else:
            return
        self.doc.undo_stack.push(RegionHexesCommand(self.doc, i, hexes, text.format(
            hex=self.label, region=region)))
