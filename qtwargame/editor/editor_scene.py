"""The editor's map: the play window's layers, rebuilt one at a time as the document
changes, over a terrain layer that repaints hex by hex.

Layer order (z): scanned map -1, terrain 0, regions 1, hexsides 2, links 3, cities 4,
hex numbers 5, placed units 20, the tools' overlay 30.

Like Tiled's layers, each of terrain, hexsides, regions, lines, cities, units and the scan
can be hidden, locked (the tools that edit it refuse) and made transparent; the state
survives rebuilding the layers.

The layers keep device caches (a picture per view) for speed. Whenever the map's shape
changes (hexes added or taken away at its edge, a resize, a new grid) or another window
may have thrown the pictures away (a play-test closing), every picture is dropped once the
change is complete and the views repaint whole: Qt moves a kept picture with its item's
corner, so a change of bounds would otherwise leave hexes drawn a row or a column off.
"""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QBrush
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from qtwargame.editor.background_item import BackgroundItem
from qtwargame.editor.editor_board import EditorBoard
from qtwargame.editor.overlay_layer import OverlayLayer
from qtwargame.editor.terrain_edit_layer import TerrainEditLayer
from qtwargame.editor.unit_layer import UnitLayer
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.city_layer import CityLayer
from qtwargame.ui.control_layer import ControlLayer
from qtwargame.ui.hex_label_layer import HexLabelLayer
from qtwargame.ui.hexside_layer import HexsideLayer
from qtwargame.ui.layout import Layout
from qtwargame.ui.link_layer import LinkLayer
from qtwargame.ui.palette import BOARD_BACKGROUND
from qtwargame.ui.region_layer import RegionLayer

HEX_SIZE = 44.0
#: The layers the layers panel lists, top first.
LAYERS = ("units", "cities", "links", "hexsides", "regions", "terrain", "scan")


class EditorScene(QGraphicsScene):
    #: The map was rebuilt (new grid or a new map): tools drop what they hold.
    rebuilt = Signal()

    # The layers: terrain and units made by rebuild(), the others by _make().
    terrain: TerrainEditLayer
    units: UnitLayer
    regions: RegionLayer
    hexsides: HexsideLayer
    links: LinkLayer
    #: The pennants of the sides holding cities at the start, a child of the cities layer.
    control: ControlLayer
    cities: CityLayer
    labels: HexLabelLayer

    def __init__(self, doc, lang: str = "en", parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.lang = lang
        self.setBackgroundBrush(QBrush(BOARD_BACKGROUND))
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.background = BackgroundItem()
        self.addItem(self.background)
        self.regions_shown: set[str] = {r.kind for r in doc.scenario.map.regions}
        #: Every region kind met so far: a kind met for the first time is shown.
        self.kinds_known: set[str] = set(self.regions_shown)
        self.layer_visible: dict[str, bool] = {name: True for name in LAYERS}
        self.layer_opacity: dict[str, float] = {name: 1.0 for name in LAYERS}
        self.layer_opacity["scan"] = self.background.opacity()
        self.locked: set[str] = set()
        self.labels_shown = True
        self.layout = Layout(doc.grid, HEX_SIZE)
        self.overlay = OverlayLayer(self.layout, QRectF())
        self.addItem(self.overlay)
        #: The layers in the scene now, by name (the scan's image is always there).
        self._layers: dict[str, QGraphicsItem] = {}
        self._repaint_due = False
        self.rebuild()
        doc.terrainChanged.connect(self.on_terrain_changed)
        doc.itemChanged.connect(lambda path, _i, _how: self.on_part_changed(path))
        doc.partChanged.connect(self.on_part_changed)
        doc.mapReset.connect(self.rebuild)

    # -- building -------------------------------------------------------------------------------
    def rebuild(self) -> None:
        """Build every layer from the document (a new map or a new grid)."""
        for item in self._layers.values():
            self.removeItem(item)
        self._layers.clear()
        self.layout = Layout(self.doc.grid, HEX_SIZE)
        self.board = EditorBoard(self.doc)
        self.overlay.layout = self.layout
        self.overlay.clear_tool_marks()
        self.overlay.set_selected(None)
        self.overlay.set_selection(())
        self.terrain = TerrainEditLayer(self.layout, self.doc)
        self._add_layer("terrain", self.terrain)
        self.units = UnitLayer(self.layout, self.doc)
        self._add_layer("units", self.units)
        self._regions_stale = False
        self.show_new_kinds()
        self._known = set(self.doc.hex_of)
        self._bounds_changed()
        if self.background.fit is not None:
            self.background.apply_fit(self.background.fit, self.layout)
        self.repaint_all()
        self.rebuilt.emit()

    def repaint_all(self) -> None:
        """Drop every layer's cached picture and repaint the views whole, once the change
        being made is complete (after the other signals of the same edit)."""
        if not self._repaint_due:
            self._repaint_due = True
            QTimer.singleShot(0, self, self._repaint_now)

    def _repaint_now(self) -> None:
        self._repaint_due = False
        for item in self.items():
            mode = item.cacheMode()
            if mode != QGraphicsItem.CacheMode.NoCache:
                item.setCacheMode(QGraphicsItem.CacheMode.NoCache)
                item.setCacheMode(mode)
        self.update()
        for view in self.views():
            view.viewport().update()

    def _bounds_changed(self) -> None:
        self.repaint_all()
        bounds = self.terrain.boundingRect()
        margin = HEX_SIZE * 2
        self.setSceneRect(bounds.adjusted(-margin, -margin, margin, margin))
        self.overlay.set_bounds(bounds)
        for name in ("regions", "hexsides", "links", "cities", "labels"):
            self._make(name)

    def _add_layer(self, name: str, item: QGraphicsItem) -> None:
        self._layers[name] = item
        self.addItem(item)
        self._apply_layer(name)

    def _make(self, name: str) -> None:
        old = self._layers.pop(name, None)
        if old is not None:
            self.removeItem(old)
        lay, board, sc = self.layout, self.board, self.doc.scenario
        bounds = self.terrain.boundingRect()
        item: QGraphicsItem
        if name == "regions":
            self.regions = item = RegionLayer(lay, board, bounds, self.lang)
            for kind in self.regions_shown:
                self.regions.set_kind_shown(kind, True)
        elif name == "hexsides":
            self.hexsides = item = HexsideLayer(lay, board, sc.features, bounds)
        elif name == "links":
            links = [SimpleNamespace(kind=kind, hexes=path, grade=grade)
                     for kind, path, grade in board.link_paths()]
            self.links = item = LinkLayer(lay, links, lambda h: h, bounds)
        elif name == "cities":
            self.cities = item = CityLayer(lay, board, sc.city_kinds, bounds, self.lang)
            # Who holds each city at the start, the play window's pennants: a part of the
            # cities layer, shown, hidden and faded with it.
            self.control = ControlLayer(lay, board, {s.id: s.color for s in sc.sides}, bounds)
            self.control.setParentItem(item)
            self.control.set_control({h: side for side, labels in sc.map.control.items()
                                      for h in map(self.doc.parse, labels) if h is not None})
        else:
            self.labels = item = HexLabelLayer(lay, board, bounds)
            item.setVisible(self.labels_shown)
        self._add_layer(name, item)

    # -- following the document -------------------------------------------------------------------
    def on_terrain_changed(self, labels: list[str]) -> None:
        self.terrain.hexes_changed(labels)
        known = set(self.doc.hex_of)
        if known != self._known:
            self._known = known
            if self.terrain.refresh_extent():
                self._bounds_changed()
            else:
                self._make("labels")

    def on_part_changed(self, path: str) -> None:
        if path == "map.cities":
            self.board.refresh_cities()
            self._make("cities")
            if self.regions is not None:
                self.regions.update()  # the region names keep clear of the cities
        elif path == "map.hexsides":
            self.board.refresh_hexsides()
            self._make("hexsides")
        elif path == "map.links":
            self._make("links")
        elif path in ("map.control", "sides"):
            self._make("cities")
        elif path == "map.regions":
            self.board.refresh_regions()
            self.show_new_kinds()
            if self.regions_shown:
                self._make("regions")
            else:
                self._regions_stale = True
        elif path == "units":
            self.units.refresh()
        elif path == "terrain":
            self.terrain.refresh_terrain_kinds()
        elif path == "features":
            self._make("hexsides")
        elif path == "city_kinds":
            self._make("cities")
        elif path in ("nationalities", "unit_types"):
            self.units.refresh()

    # -- layers ------------------------------------------------------------------------------------
    def layer_item(self, name: str) -> QGraphicsItem | None:
        return self.background if name == "scan" else self._layers.get(name)

    def _apply_layer(self, name: str) -> None:
        item = self.layer_item(name)
        if item is None or name not in self.layer_visible:
            return
        shown = self.layer_visible[name]
        if name == "scan":
            shown = shown and self.background.has_image()
        item.setVisible(shown)
        item.setOpacity(self.layer_opacity[name])

    def set_layer_visible(self, name: str, on: bool) -> None:
        self.layer_visible[name] = on
        self._apply_layer(name)

    def set_layer_opacity(self, name: str, value: float) -> None:
        self.layer_opacity[name] = max(0.0, min(1.0, value))
        self._apply_layer(name)

    def set_layer_locked(self, name: str, on: bool) -> None:
        if on:
            self.locked.add(name)
        else:
            self.locked.discard(name)

    def is_locked(self, name: str | None) -> bool:
        return name is not None and name in self.locked

    # -- view options ------------------------------------------------------------------------------
    def set_language(self, lang: str) -> None:
        self.lang = lang
        self._make("cities")
        if self.regions is not None:
            self.regions.set_language(lang)

    def show_new_kinds(self) -> None:
        """Show the region kinds that appeared since the map was opened (a kind created
        in the region dialog, or brought back by Undo); those hidden by the designer stay
        hidden."""
        new = {r.kind for r in self.doc.scenario.map.regions} - self.kinds_known
        self.kinds_known |= new
        self.regions_shown |= new

    def set_region_kind_shown(self, kind: str, on: bool) -> None:
        if on:
            self.regions_shown.add(kind)
        else:
            self.regions_shown.discard(kind)
        if self._regions_stale:
            self._regions_stale = False
            self._make("regions")
        else:
            self.regions.set_kind_shown(kind, on)

    def set_labels_shown(self, on: bool) -> None:
        self.labels_shown = on
        self.labels.setVisible(on)

    def set_patterns(self, on: bool) -> None:
        self.terrain.show_patterns = on
        self.terrain.update()

    # -- look-ups ---------------------------------------------------------------------------------
    def hex_at(self, pos: QPointF) -> Hex:
        return self.layout.hex_at(pos)

    def map_bounds(self) -> QRectF:
        return self.terrain.boundingRect()
