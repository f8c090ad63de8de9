"""The active tool's options: the terrain to paint, the brush size, the feature, the link
kind, the region, the victory points, where dropped units set up, the background image.
Every widget writes to the shared :class:`~qtwargame.editor.tool_settings.ToolSettings`
and follows it when a tool changes it (the brush's terrain picker)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor, QIcon, QPixmap
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.dialogs.region_dialog import region_label
from qtwargame.editor.panels.layers_panel import layer_title
from qtwargame.editor.panels.ruleset_note import RulesetNote
from qtwargame.editor.title_font import title_font
from qtwargame.editor.tool_settings import STAMP_LAYERS
from qtwargame.editor.wheel_guard import ComboBox, SpinBox
from qtwargame.engine.text import format_text
from qtwargame.ui.collation import name_collator


def swatch(color: str, size: int = 18) -> QIcon:
    pm = QPixmap(size, size)
    pm.fill(QColor(color))
    return QIcon(pm)


class SettingList(QListWidget):
    """A list of ids (terrain, features) bound to one setting."""

    def __init__(self, settings, name: str, items_of, parent=None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.name = name
        self.items_of = items_of
        self.setIconSize(QPixmap(18, 18).size())
        self.currentItemChanged.connect(self._picked)
        settings.changed.connect(self._setting_changed)
        self.refill()

    def _setting_changed(self, name: str) -> None:
        if name == self.name:
            self._select(getattr(self.settings, name))

    def refill(self) -> None:
        self.blockSignals(True)
        self.clear()
        for ident, text, color in self.items_of():
            item = QListWidgetItem(swatch(color), text)
            item.setData(Qt.ItemDataRole.UserRole, ident)
            self.addItem(item)
        self.blockSignals(False)
        self._select(getattr(self.settings, self.name))

    def _select(self, ident: str) -> None:
        for i in range(self.count()):
            item = self.item(i)
            if item is not None and item.data(Qt.ItemDataRole.UserRole) == ident:
                self.blockSignals(True)
                self.setCurrentRow(i)
                self.blockSignals(False)
                return

    def _picked(self, item, _prev) -> None:
        if item is not None:
            self.settings.set(self.name, item.data(Qt.ItemDataRole.UserRole))


class ToolOptions(QWidget):
    def __init__(self, doc, settings, actions: dict[str, Callable[..., object]], parent=None,
                 lang: str = "en") -> None:
        """``actions``: callables the buttons run, by name (import_image, clear_image,
        import_shapes, new_region, edit_region, delete_region, reset_calibration,
        set_opacity); ``lang`` the language the terrain, features, cities and regions are named in."""
        super().__init__(parent)
        self.doc = doc
        self.lang = lang
        self.settings = settings
        self.callbacks = actions  # (QWidget.actions() is Qt's list of QActions)
        self.title = QLabel()
        self.title.setFont(title_font(self.font(), 14))
        self.hint = QLabel()
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: palette(dark)")
        self.stack = QStackedWidget()
        self.pages: dict[str, QWidget] = {}
        self.lists: list[SettingList] = []
        self._radius_groups: list[tuple[str, QButtonGroup]] = []
        box = QVBoxLayout(self)
        box.addWidget(self.title)
        box.addWidget(self.hint)
        box.addWidget(self.stack, 1)
        self._build()
        doc.partChanged.connect(self._part_changed)
        doc.itemChanged.connect(lambda path, *_: self._part_changed(path))
        doc.mapReset.connect(lambda: self._part_changed("map.regions"))
        settings.changed.connect(self._setting_changed)
        doc.changed.connect(self._doc_changed)
        doc.mapReset.connect(self._doc_changed)

    # -- pages ----------------------------------------------------------------------------------
    def _terrain_items(self):
        return [(t.id, t.name.get(self.lang) or t.id, t.color)
                for t in self.doc.scenario.terrain]

    def _feature_items(self):
        return [(f.id, f.name.get(self.lang) or f.id, f.color)
                for f in self.doc.scenario.features]

    def _page(self, key: str, widgets) -> None:
        page = QWidget()
        box = QVBoxLayout(page)
        box.setContentsMargins(0, 0, 0, 0)
        for w in widgets:
            if isinstance(w, QWidget):
                box.addWidget(w)
            else:
                box.addLayout(w)
        box.addStretch(1)
        self.pages[key] = page
        self.stack.addWidget(page)

    def _terrain_list(self) -> SettingList:
        lst = SettingList(self.settings, "terrain", self._terrain_items)
        lst.setMinimumHeight(160)
        self.lists.append(lst)
        return lst

    def _radius_row(self, name: str = "radius") -> QHBoxLayout:
        """Brush size buttons bound to setting ``name`` (``radius`` for the terrain tools,
        ``region_radius`` for the region tool)."""
        row = QHBoxLayout()
        label = QLabel(self.tr("Brush size"))
        row.addWidget(label)
        group = QButtonGroup(self)
        for r, text in ((0, self.tr("1 hex")), (1, self.tr("7 hexes")), (2, self.tr("19 hexes"))):
            b = QRadioButton(text)
            b.setChecked(getattr(self.settings, name) == r)
            group.addButton(b, r)
            row.addWidget(b)
        group.idClicked.connect(lambda r: self.settings.set(name, r))
        self._radius_groups.append((name, group))
        row.addStretch(1)
        return row

    def _stamp_layers(self) -> QVBoxLayout:
        """A tick box per layer a stamp can carry."""
        box = QVBoxLayout()
        box.addWidget(QLabel(self.tr("A stamp carries:")))
        self.stamp_boxes: dict[str, QCheckBox] = {}
        for name in STAMP_LAYERS:
            tick = QCheckBox(layer_title(name))
            tick.setChecked(name in self.settings.stamp_layers)
            tick.toggled.connect(lambda on, name=name: self.settings.set(
                "stamp_layers", self.settings.stamp_layers | {name} if on
                else self.settings.stamp_layers - {name}))
            self.stamp_boxes[name] = tick
            box.addWidget(tick)
        note = QLabel(self.tr("A locked layer is left out of the stamp."))
        note.setWordWrap(True)
        box.addWidget(note)
        return box

    def _button(self, text: str, action: str) -> QPushButton:
        b = QPushButton(text)
        b.clicked.connect(lambda: self.callbacks[action]())
        return b

    def _build(self) -> None:
        s = self.settings
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self._page("select", [self.summary, self._button(self.tr("New map…"), "new_map")])
        self._page("brush", [self._radius_row(), self._terrain_list()])
        self._page("fill", [self._terrain_list()])
        self._page("eraser", [self._radius_row()])
        self.features = SettingList(s, "feature", self._feature_items)
        self.lists.append(self.features)
        self._page("hexside", [QLabel(self.tr("Feature")), self.features])
        self.cities = QListWidget()
        self.cities.itemActivated.connect(
            lambda item: self.callbacks["select_hex"](item.data(Qt.ItemDataRole.UserRole)))
        self._page("city", [QLabel(self.tr("Cities (double-click to show):")), self.cities])
        kinds = QHBoxLayout()
        group = QButtonGroup(self)
        for i, (kind, text) in enumerate((("rail", self.tr("Railway")), ("road", self.tr("Road")))):
            b = QRadioButton(text)
            b.setChecked(s.link_kind == kind)
            group.addButton(b, i)
            kinds.addWidget(b)
        group.idClicked.connect(lambda i: s.set("link_kind", ("rail", "road")[i]))
        self._link_group = group
        # a grade is a road's (Shin Barbarossa 8.2: first and second class roads; the engine
        # reads no grade of a railway), so it is offered while Road is the kind drawn
        self.grade_row = QWidget()
        grade_box = QVBoxLayout(self.grade_row)
        grade_box.setContentsMargins(0, 0, 0, 0)
        grades = QHBoxLayout()
        grades.addWidget(QLabel(self.tr("Grade")))
        grade_group = QButtonGroup(self)
        for grade, text in ((1, self.tr("First class")), (2, self.tr("Second class"))):
            b = QRadioButton(text)
            b.setChecked(s.link_grade == grade)
            grade_group.addButton(b, grade)
            grades.addWidget(b)
        grades.addStretch(1)
        grade_group.idClicked.connect(lambda g: s.set("link_grade", g))
        self._grade_group = grade_group
        grade_hint = QLabel(self.tr("Right-click a road to give it the chosen grade."))
        grade_hint.setWordWrap(True)
        grade_box.addLayout(grades)
        grade_box.addWidget(grade_hint)
        self.grade_row.setVisible(s.link_kind == "road")
        self._page("link", [kinds, self.grade_row])
        self.region = ComboBox()
        self.region.setSizeAdjustPolicy(  # a long region name must not widen the panel
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.region.setMinimumContentsLength(16)
        self.region.activated.connect(lambda _i: s.set("region", self.region.currentData() or ""))
        buttons = QHBoxLayout()
        for text, action in ((self.tr("New…"), "new_region"), (self.tr("Edit…"), "edit_region"),
                             (self.tr("Delete"), "delete_region")):
            buttons.addWidget(self._button(text, action))
        self._page("region", [QLabel(self.tr("Region")), self.region, buttons,
                              self._radius_row("region_radius")])
        self._page("stamp", [self._stamp_layers()])
        self._fill_regions()
        form = QFormLayout()
        self.vp = SpinBox()
        self.vp.setRange(0, 999)
        self.vp.setValue(s.vp)
        self.vp.valueChanged.connect(lambda v: s.set("vp", v))
        self.tags = QLineEdit(s.tags)
        self.tags.setPlaceholderText(self.tr("e.g. capital, objective"))
        self.tags.textChanged.connect(lambda t: s.set("tags", t))
        form.addRow(self.tr("Victory points"), self.vp)
        form.addRow(self.tr("Tags"), self.tags)
        self._page("victory", [form, RulesetNote(self.doc, "city_tags")])
        modes = QVBoxLayout()
        group = QButtonGroup(self)
        for i, (mode, text) in enumerate((("hex", self.tr("Set up on the exact hex")),
                                          ("area", self.tr("Set up in the setup area under it")))):
            b = QRadioButton(text)
            b.setChecked(s.place_mode == mode)
            group.addButton(b, i)
            modes.addWidget(b)
        group.idClicked.connect(lambda i: s.set("place_mode", ("hex", "area")[i]))
        self._place_group = group
        self._page("place", [QLabel(self.tr("A unit dropped from the order of battle:")), modes])
        self._page("shape", [self._terrain_list(),
                             self._button(self.tr("Import shapes (GeoJSON)…"), "import_shapes")])
        self.opacity = QSlider(Qt.Orientation.Horizontal)
        self.opacity.setRange(0, 100)
        self.opacity.setValue(50)
        self.opacity.valueChanged.connect(lambda v: self.callbacks["set_opacity"](v / 100.0))
        self.calibration = QLabel()
        self.calibration.setWordWrap(True)
        self._page("calibrate", [
            self._button(self.tr("Import background image…"), "import_image"),
            QLabel(self.tr("Image opacity")), self.opacity,
            self._button(self.tr("Forget calibration points"), "reset_calibration"),
            self._button(self.tr("Remove background image"), "clear_image"),
            self.calibration])

    def _fill_summary(self) -> None:
        sc = self.doc.scenario
        g = sc.map.grid
        orientation = self.tr("flat-topped") if g.orientation == "flat" else self.tr("pointy-topped")
        numbering = self.tr("column then row") if g.order == "colrow" else self.tr("row then column")
        up = self.tr(", rows numbered upward") if g.rows_up else ""
        shifted = self.tr("even") if g.shifted == "even" else self.tr("odd")
        placed = sum(1 for u in sc.units if u.setup is not None and u.setup.hex)
        m = sc.map
        rows = [
            (self.tr("Grid"), self.tr("{orientation} hexes, {shifted} offset, {numbering}{up}").format(
                orientation=orientation, shifted=shifted, numbering=numbering, up=up)),
            (self.tr("Map"), format_text(
                self.tr("{hexes:# hex|# hexes}, {sides:# hexside|# hexsides}"),
                hexes=len(m.hexes), sides=len(m.hexsides))),
            ("", format_text(self.tr("{cities:# city|# cities}, {lines:# line|# lines}, "
                                     "{regions:# region|# regions}"),
                cities=len(m.cities), lines=len(m.links), regions=len(m.regions))),
            (self.tr("Units"), self.tr("{n} ({placed} on a hex)").format(n=len(sc.units),
                                                                      placed=placed)),
        ]
        self.summary.setText("<table cellspacing=3>" + "".join(
            f"<tr><td><b>{k}</b></td><td>{v}</td></tr>" for k, v in rows) + "</table>")

    def _fill_cities(self) -> None:
        self.cities.clear()
        order = name_collator(self.lang).sortKey
        for c in sorted(self.doc.scenario.map.cities, key=lambda c: order(c.name.get(self.lang))):
            vp = f"  ★{c.vp}" if c.vp else ""
            item = QListWidgetItem(f"{c.name.get(self.lang)}  ({c.hex}){vp}")
            item.setData(Qt.ItemDataRole.UserRole, c.hex)
            self.cities.addItem(item)

    def _fill_regions(self) -> None:
        self.region.clear()
        for r in self.doc.scenario.map.regions:
            self.region.addItem(swatch(r.color), region_label(r, self.lang), r.id)
        i = self.region.findData(self.settings.region)
        self.region.setCurrentIndex(i)

    # -- following changes ----------------------------------------------------------------------
    def _part_changed(self, path: str) -> None:
        if path in ("terrain", "features"):
            for lst in self.lists:
                lst.refill()
        elif path == "map.regions":
            self._fill_regions()
        elif path == "map.cities":
            self._fill_cities()

    def _doc_changed(self) -> None:
        if self.stack.currentWidget() is self.pages["select"]:
            self._fill_summary()

    def _setting_changed(self, name: str) -> None:
        if name == "link_kind":
            self.grade_row.setVisible(self.settings.link_kind == "road")
        elif name == "region":
            self.region.setCurrentIndex(self.region.findData(self.settings.region))
        elif name in ("radius", "region_radius"):
            for bound, g in self._radius_groups:
                if bound == name:
                    g.button(getattr(self.settings, name)).setChecked(True)
        elif name == "stamp_layers":
            for layer, tick in self.stamp_boxes.items():
                tick.blockSignals(True)
                tick.setChecked(layer in self.settings.stamp_layers)
                tick.blockSignals(False)

    def show_tool(self, tool) -> None:
        if tool.key == "select":
            self._fill_summary()
        elif tool.key == "city":
            self._fill_cities()
        self.title.setText(tool.title())
        self.hint.setText(tool.hint())
        self.stack.setCurrentWidget(self.pages.get(tool.key, self.pages["select"]))
