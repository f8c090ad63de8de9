"""The scenario editor's main window: the map in the middle, the tool options and the
order of battle on the left, the properties of everything else on the right, the
validation list and the undo history at the bottom, a toolbar of tools.

One window edits one document; File ▸ New and Open open another window.
"""

from __future__ import annotations

import shiboken6
from PySide6.QtCore import QEvent, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QActionGroup, QFontMetrics, QKeySequence, QPixmapCache
from PySide6.QtWidgets import (
    QApplication,
    QDockWidget,
    QInputDialog,
    QLabel,
    QMessageBox,
    QStyle,
    QUndoView,
    QWidget,
)

from qtwargame.editor.document import EditorDocument
from qtwargame.editor.editor_autosave import EditorAutosave
from qtwargame.editor.editor_scene import EditorScene
from qtwargame.editor.editor_view import EditorView
from qtwargame.editor.panels.layers_panel import LayersPanel
from qtwargame.editor.panels.oob_panel import OobPanel
from qtwargame.editor.panels.properties_panel import PropertiesPanel
from qtwargame.editor.panels.tool_options import ToolOptions
from qtwargame.editor.panels.validation_panel import ValidationPanel
from qtwargame.editor.play_test import play_test, random_seed
from qtwargame.editor.problem_target import table_cell, target_of, unit_column
from qtwargame.editor.tool_icons import tool_icon
from qtwargame.editor.tool_settings import ToolSettings
from qtwargame.editor.tools.brush_tool import BrushTool
from qtwargame.editor.tools.calibrate_tool import CalibrateTool
from qtwargame.editor.tools.city_tool import CityTool
from qtwargame.editor.tools.eraser_tool import EraserTool
from qtwargame.editor.tools.fill_tool import FillTool
from qtwargame.editor.tools.hexside_tool import HexsideTool
from qtwargame.editor.tools.link_tool import LinkTool
from qtwargame.editor.tools.place_tool import PlaceTool
from qtwargame.editor.tools.region_tool import RegionTool
from qtwargame.editor.tools.select_tool import SelectTool
from qtwargame.editor.tools.shape_tool import ShapeTool
from qtwargame.editor.tools.stamp_tool import StampTool
from qtwargame.editor.tools.victory_tool import VictoryTool
from qtwargame.editor.translate import translate
from qtwargame.editor.window_area_actions import WindowAreaActions
from qtwargame.editor.window_files import WindowFiles
from qtwargame.editor.window_layout import PanelScroller, fit_to_screen
from qtwargame.editor.window_map_actions import WindowMapActions
from qtwargame.engine.text import format_text

AUTOSAVE_MINUTES = 2
#: Version of the panel arrangement kept in the settings; raise it when panels change.
LAYOUT_VERSION = 2
TOOLS = (SelectTool, BrushTool, FillTool, EraserTool, HexsideTool, CityTool, LinkTool,
         RegionTool, VictoryTool, PlaceTool, ShapeTool, CalibrateTool, StampTool)
#: Pixmap cache for the map layers' device caches, in KB. Qt's default (10 MB) holds fewer
#: than the layers of one full-screen map, and a cache that thrashes repaints the whole map
#: on every brush dab.
PIXMAP_CACHE_KB = 256 * 1024
SHORTCUTS = {"select": "S", "brush": "B", "fill": "F", "eraser": "E", "hexside": "H",
             "city": "C", "link": "L", "region": "R", "victory": "V", "place": "P",
             "shape": "G", "calibrate": "T", "stamp": "K"}

#: The bottom panels behind the Problems tab, each built when its tab is first shown or
#: the window first asks for it (issue 50, item 9: the first frame waits for none of them).
LAZY_PANELS = ("turns", "tables", "cards", "rules_data")
#: The panels that share the bottom of the window as tabs.
BOTTOM_PANELS = ("validation", *LAZY_PANELS, "history")
#: The share of the window's height a bottom panel opens at until the designer gives it
#: another: the bottom strip is 150 pixels on a laptop, where the rules data form showed
#: one field, the turns panel its headers and not one turn, the results table two rows.
TALL_PANELS = {"turns": 0.45, "tables": 0.45, "cards": 0.45, "rules_data": 0.45}


def _lazy_panel(key: str) -> property:
    def get(self):
        panel = self._panels.get(key)
        return panel if panel is not None else self._build_panel(key)

    return property(get, doc=f"The {key} panel (built on first use).")


class EditorWindow(WindowFiles, WindowMapActions, WindowAreaActions):
    turns = _lazy_panel("turns")
    tables = _lazy_panel("tables")
    cards = _lazy_panel("cards")
    rules_data = _lazy_panel("rules_data")

    def __init__(self, doc: EditorDocument, lang: str = "en", autosave_dir=None,
                 autosave_minutes: float = AUTOSAVE_MINUTES, remember_layout: bool = False) -> None:
        """``remember_layout``: restore the window's size and panels from the last run and
        keep them at close (the windows the designer opens; tests and screenshots don't)."""
        super().__init__()
        self.remember_layout = remember_layout
        QPixmapCache.setCacheLimit(max(QPixmapCache.cacheLimit(), PIXMAP_CACHE_KB))
        self.doc = doc
        doc.setParent(self)  # the document lives and dies with its window
        self.lang = lang
        doc.lang = lang
        self.ask_before_closing = True
        self.play_windows: list = []
        self.last_seed: int | None = None
        self.autosave = EditorAutosave(autosave_dir)
        self.edits = 0  # edits made, counted by the document's changed signal
        self._autosaved_edits = 0
        self.closed_for_good = False  # saved or discarded and closed: never autosave again
        self.terrain_faded = False  # the terrain was made transparent for a scan
        self.scene = EditorScene(doc, lang, self)
        self.view = EditorView(self.scene)
        self.setCentralWidget(self.view)
        self.settings = ToolSettings(doc, self)
        self.tools = {cls.key: cls(self.view, self.settings) for cls in TOOLS}
        region = self.tool(RegionTool)
        self._hovered = None  # the tool event of the hex under the mouse, for the status bar
        self.tool_options = ToolOptions(doc, self.settings, lang=lang, actions={
            "import_image": self.import_background, "clear_image": self.clear_background,
            "import_shapes": self.import_shapes, "new_region": region.create,
            "edit_region": region.edit, "delete_region": region.delete,
            "reset_calibration": self.tool(CalibrateTool).reset,
            "set_opacity": self._scan_opacity_option,
            "new_map": self.new_map, "select_hex": self.select_hex,
        })
        self.oob = OobPanel(doc, lang=lang)
        self.properties = PropertiesPanel(doc, self.tool(CityTool).edit_at, lang=lang)
        self._panels: dict = {}
        self._first_frame_done = False
        self.validation = ValidationPanel(doc, lang=lang)
        self.layers = LayersPanel(self.scene)
        self.history = QUndoView(doc.undo_stack)
        self.docks: dict[str, QDockWidget] = {}
        left, right, bottom = (Qt.DockWidgetArea.LeftDockWidgetArea,
                               Qt.DockWidgetArea.RightDockWidgetArea,
                               Qt.DockWidgetArea.BottomDockWidgetArea)
        self._dock("tools", self.tool_options, left)
        self._dock("oob", self.oob, left)
        self._dock("properties", self.properties, right)
        self._dock("layers", self.layers, right)
        self._dock("validation", self.validation, bottom)
        for key in LAZY_PANELS:
            dock = self._dock(key, QWidget(), bottom)
            dock.visibilityChanged.connect(lambda shown, k=key: shown and self._panels.get(k) is None
                                           and self._build_panel(k))
        self._dock("history", self.history, bottom)
        #: Each bottom panel's height as the designer last saw it (the strip takes it back
        #: when its tab is raised again).
        self.panel_heights: dict[str, int] = {}
        self._bottom_current = ""  # the bottom tab raised last
        for key in BOTTOM_PANELS:
            self.docks[key].visibilityChanged.connect(
                lambda shown, k=key: self._bottom_panel_shown(k, shown))
        self.splitDockWidget(self.docks["tools"], self.docks["oob"], Qt.Orientation.Vertical)
        self.splitDockWidget(self.docks["properties"], self.docks["layers"], Qt.Orientation.Vertical)
        for key in ("turns", "tables", "cards", "rules_data", "history"):
            self.tabifyDockWidget(self.docks["validation"], self.docks[key])
        self.docks["validation"].raise_()
        self.resizeDocks([self.docks["tools"], self.docks["properties"]], [380, 400],
                         Qt.Orientation.Horizontal)
        self.resizeDocks([self.docks["tools"], self.docks["oob"]], [300, 480], Qt.Orientation.Vertical)
        self.resizeDocks([self.docks["validation"]], [210], Qt.Orientation.Vertical)
        self.hex_label = QLabel()
        self.zoom_label = QLabel()
        self.problem_label = QLabel()
        self._reserve_status_room()
        self.statusBar().addPermanentWidget(self.hex_label)
        self.statusBar().addPermanentWidget(self.problem_label)
        self.statusBar().addPermanentWidget(self.zoom_label)
        self._make_actions()
        self._make_menus()
        self._make_toolbars()
        from qtwargame.editor.balance_dialog import add_balance_action

        self.act_balance = add_balance_action(self)  # File (or Test) ▸ Balance Test…
        # Wiring.
        doc.undo_stack.cleanChanged.connect(self._clean_changed)
        doc.pathChanged.connect(self.update_title)
        doc.partChanged.connect(self._part_changed)
        doc.mapReset.connect(self._map_reset)
        doc.changed.connect(self._count_edit)
        # A brush stroke repaints the hex under a still mouse: its terrain is read again.
        doc.changed.connect(lambda: self._hex_hovered(self._hovered))
        doc.mapReset.connect(self._count_edit)
        self.view.statusMessage.connect(self.show_status)
        self.view.hexHovered.connect(self._hex_hovered)
        self.view.hexSelected.connect(self._hex_selected)
        self.view.zoomChanged.connect(self._zoom_changed)
        self.view.unitDropped.connect(self.drop_unit)
        self.view.unitPicked.connect(self._unit_picked)
        self.oob.unitSelected.connect(self._unit_selected)
        self.validation.problemActivated.connect(self.jump_to_problem)
        self.validation.countChanged.connect(self._problem_count)
        self.settings.changed.connect(self._setting_changed)
        self.tool(CalibrateTool).on_fit = self.calibrated
        doc.mapReset.connect(self.show_scan)
        self.layers.changed.connect(self._layers_changed)
        self.autosave_timer = QTimer(self)
        self.autosave_timer.setInterval(int(autosave_minutes * 60_000))
        self.autosave_timer.timeout.connect(self.autosave_now)
        self.autosave_timer.start()
        app = QApplication.instance()
        assert app is not None  # a window is only made in a running application
        app.aboutToQuit.connect(self.autosave_now)
        fit_to_screen(self)
        self.retranslate()
        self.set_tool("select")
        self.properties.show_section("scenario")
        self.view.viewport().installEventFilter(self)  # the first frame starts the checks
        if doc.scenario.scan is not None:
            self.show_scan()
        if remember_layout:
            self.restore_layout()
        QTimer.singleShot(0, self.view, self.view.fit)
        if self.is_read_only():
            self.show_status(self.tr("This scenario comes with the program and opens read-only: "
                                     "Save writes your copy to your scenarios folder."), 0)

    # -- building ---------------------------------------------------------------------------------
    def _dock(self, key: str, widget, area) -> QDockWidget:
        dock = QDockWidget(self)
        dock.setObjectName(f"dock_{key}")
        dock.setWidget(PanelScroller(widget))  # a panel never forces the window's size
        dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable
                         | QDockWidget.DockWidgetFeature.DockWidgetFloatable
                         | QDockWidget.DockWidgetFeature.DockWidgetClosable)
        self.addDockWidget(area, dock)
        self.docks[key] = dock
        return dock

    def _build_panel(self, key: str) -> QWidget:
        """Build one of :data:`LAZY_PANELS` into its dock (its tab shown, or asked for)."""
        doc = self.doc
        panel: QWidget
        if key == "turns":
            from qtwargame.editor.panels.turns_panel import TurnsPanel

            panel = TurnsPanel(doc)
            panel.unitActivated.connect(self.select_unit)
        elif key == "tables":
            from qtwargame.editor.panels.crt_editor import CrtEditor

            panel = CrtEditor(doc)
            panel.showRulesData.connect(self.show_rules_data)
        elif key == "cards":
            from qtwargame.editor.panels.card_editor import CardEditor

            panel = CardEditor(doc, lang=self.lang)
        else:
            from qtwargame.editor.panels.rules_data_panel import RulesDataPanel

            panel = RulesDataPanel(doc)
        self._panels[key] = panel
        self.docks[key].setWidget(PanelScroller(panel))
        if self._first_frame_done:  # the notes the first frame left for later
            from qtwargame.editor.panels.ruleset_note import RulesetNote

            for note in panel.findChildren(RulesetNote):
                note.refresh()
        return panel

    def _action(self, slot, shortcut=None, icon=None) -> QAction:
        a = QAction(self)
        if shortcut is not None:
            a.setShortcut(QKeySequence(shortcut))
        if icon is not None:
            a.setIcon(icon)
        def run() -> None:
            self.commit_typing()  # what is being typed goes in first: Ctrl+S or F5 leave
            slot()  # the focus in the field

        a.triggered.connect(lambda _checked=False: run())
        return a

    def _map_action(self, slot, shortcut=None) -> QAction:
        a = self._action(slot, shortcut)
        a.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        self.view.addAction(a)
        return a

    def _make_actions(self) -> None:
        std = self.style().standardIcon
        sp = QStyle.StandardPixmap
        self.act_new = self._action(self.new_window, QKeySequence.StandardKey.New,
                                    std(sp.SP_FileIcon))
        self.act_open = self._action(self.open_dialog, QKeySequence.StandardKey.Open,
                                     std(sp.SP_DialogOpenButton))
        self.act_save = self._action(self.save, QKeySequence.StandardKey.Save,
                                     std(sp.SP_DialogSaveButton))
        self.act_save_as = self._action(self.save_as, QKeySequence.StandardKey.SaveAs)
        self.act_close = self._action(self.close, QKeySequence.StandardKey.Close)
        # With a prefix, the actions read "Undo Paint terrain" without Qt's own "Undo %1".
        self.act_undo = self.doc.undo_stack.createUndoAction(self, self.tr("&Undo"))
        self.act_undo.setShortcut(QKeySequence.StandardKey.Undo)
        self.act_undo.setIcon(std(sp.SP_ArrowBack))
        self.act_redo = self.doc.undo_stack.createRedoAction(self, self.tr("&Redo"))
        self.act_redo.setShortcut(QKeySequence.StandardKey.Redo)
        self.act_redo.setIcon(std(sp.SP_ArrowForward))
        self.act_new_map = self._action(self.new_map)
        self.act_resize_map = self._action(self.resize_map_dialog)
        self.act_import_image = self._action(self.import_background)
        self.act_clear_image = self._action(self.clear_background)
        self.act_import_shapes = self._action(self.import_shapes)
        self.act_play = self._action(self.play_test, "F5", tool_icon("playtest"))
        self.act_play_seed = self._action(self.play_test_with_seed, "Shift+F5")
        self.act_help = self._action(self.show_help, QKeySequence.StandardKey.HelpContents)
        self.act_shortcuts = self._action(self.show_shortcuts, "Ctrl+F1")
        self.act_validate = self._action(self.validation.validate_now, "F7", tool_icon("validate"))
        # Keys of the map: they work when the map has the focus, so that Home, Delete or
        # Ctrl+C keep their meaning in a table or a text field.
        self.act_fit = self._map_action(self.view.fit, "Home")
        self.act_fit.setShortcuts([QKeySequence("Home"), QKeySequence("Ctrl+0")])  # as in play
        self.act_copy = self._map_action(self.copy_selection, QKeySequence.StandardKey.Copy)
        self.act_cut = self._map_action(self.cut_selection, QKeySequence.StandardKey.Cut)
        self.act_paste = self._map_action(self.paste, QKeySequence.StandardKey.Paste)
        self.act_delete = self._map_action(self.delete_selection, QKeySequence.StandardKey.Delete)
        self.act_select_all = self._map_action(self.select_all, QKeySequence.StandardKey.SelectAll)
        self.act_select_none = self._map_action(self.select_none, "Ctrl+Shift+A")
        self.act_fill_selection = self._map_action(self.fill_selection, "Ctrl+Shift+F")
        self.act_rotate = self._map_action(lambda: self.rotate_clip(1), "Z")
        self.act_rotate_back = self._map_action(lambda: self.rotate_clip(5), "Shift+Z")
        self.act_flip_h = self._map_action(lambda: self.flip_clip(True), "X")
        self.act_flip_v = self._map_action(lambda: self.flip_clip(False), "Y")
        self.act_lasso: QAction = self._action(lambda: self.settings.set(
            "select_mode", "lasso" if self.act_lasso.isChecked() else "rect"))
        self.act_lasso.setCheckable(True)
        self.act_zoom_in = self._action(self.view.zoom_in, QKeySequence.StandardKey.ZoomIn)
        self.act_zoom_out = self._action(self.view.zoom_out, QKeySequence.StandardKey.ZoomOut)
        self.act_labels: QAction = self._action(
            lambda: self.scene.set_labels_shown(self.act_labels.isChecked()))
        self.act_labels.setCheckable(True)
        self.act_labels.setChecked(True)
        self.act_patterns: QAction = self._action(
            lambda: self.scene.set_patterns(self.act_patterns.isChecked()))
        self.act_patterns.setCheckable(True)
        self.act_patterns.setChecked(True)
        self.tool_group = QActionGroup(self)
        self.tool_actions: dict[str, QAction] = {}
        for key, tool in self.tools.items():
            a = QAction(tool.icon(), "", self)
            a.setCheckable(True)
            a.setShortcut(QKeySequence(SHORTCUTS[key]))
            a.triggered.connect(lambda _c=False, k=key: self.set_tool(k))
            self.tool_group.addAction(a)
            self.tool_actions[key] = a

    def _make_menus(self) -> None:
        bar = self.menuBar()
        self.menu_file = bar.addMenu("")
        for a in (self.act_new, self.act_open, None, self.act_save, self.act_save_as, None,
                  self.act_play, self.act_play_seed, None, self.act_close):
            self.menu_file.addSeparator() if a is None else self.menu_file.addAction(a)
        self.menu_edit = bar.addMenu("")
        for a in (self.act_undo, self.act_redo, None, self.act_cut, self.act_copy, self.act_paste,
                  self.act_delete, None, self.act_select_all, self.act_select_none,
                  self.act_lasso, self.act_fill_selection, None, self.act_rotate,
                  self.act_rotate_back, self.act_flip_h, self.act_flip_v, None,
                  self.act_validate):
            self.menu_edit.addSeparator() if a is None else self.menu_edit.addAction(a)
        self.menu_map = bar.addMenu("")
        for a in (self.act_new_map, self.act_resize_map, None, self.act_import_image,
                  self.act_clear_image, None, self.act_import_shapes):
            self.menu_map.addSeparator() if a is None else self.menu_map.addAction(a)
        self.menu_tools = bar.addMenu("")
        for a in self.tool_actions.values():
            self.menu_tools.addAction(a)
        self.menu_view = bar.addMenu("")
        for a in (self.act_zoom_in, self.act_zoom_out, self.act_fit, None, self.act_labels,
                  self.act_patterns):
            self.menu_view.addSeparator() if a is None else self.menu_view.addAction(a)
        self.menu_regions = self.menu_view.addMenu("")
        self.menu_regions.aboutToShow.connect(self._fill_region_menu)
        self.menu_view.addSeparator()
        self.menu_docks = self.menu_view.addMenu("")
        for dock in self.docks.values():
            self.menu_docks.addAction(dock.toggleViewAction())
        # Test: checking and trying the scenario. Other test actions (a balance test of
        # computer games, say) are added to this menu after the play-tests.
        self.menu_test = bar.addMenu("")
        for a in (self.act_validate, None, self.act_play, self.act_play_seed):
            self.menu_test.addSeparator() if a is None else self.menu_test.addAction(a)
        self.menu_help = bar.addMenu("")
        self.menu_help.addAction(self.act_help)
        self.menu_help.addAction(self.act_shortcuts)

    def _make_toolbars(self) -> None:
        self.file_bar = self.addToolBar("file")
        self.file_bar.setObjectName("toolbar_file")
        for a in (self.act_new, self.act_open, self.act_save, None, self.act_undo, self.act_redo):
            self.file_bar.addSeparator() if a is None else self.file_bar.addAction(a)
        self.tool_bar = self.addToolBar("tools")
        self.tool_bar.setObjectName("toolbar_tools")
        for a in self.tool_actions.values():
            self.tool_bar.addAction(a)
        self.play_bar = self.addToolBar("play")
        self.play_bar.setObjectName("toolbar_play")
        self.play_bar.addAction(self.act_validate)
        self.play_bar.addAction(self.act_play)
        self.play_bar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)

    def _fill_region_menu(self) -> None:
        self.menu_regions.clear()
        kinds = sorted({r.kind for r in self.doc.scenario.map.regions})
        if not kinds:
            a = self.menu_regions.addAction(self.tr("(no regions)"))
            a.setEnabled(False)
        for kind in kinds:
            a = self.menu_regions.addAction(kind)
            a.setCheckable(True)
            a.setChecked(kind in self.scene.regions_shown)
            a.toggled.connect(lambda on, k=kind: self.scene.set_region_kind_shown(k, on))

    def retranslate(self) -> None:
        titles = {"tools": self.tr("Tool Options"), "oob": self.tr("Order of Battle"),
                  "properties": self.tr("Properties"), "validation": self.tr("Validation"),
                  "turns": self.tr("Turns and Reinforcements"), "tables": self.tr("Tables"),
                  "cards": self.tr("Cards"), "rules_data": self.tr("Rules Data"),
                  "history": self.tr("History"), "layers": self.tr("Layers")}
        for key, dock in self.docks.items():
            dock.setWindowTitle(titles[key])
        texts = (
            (self.act_new, self.tr("&New Scenario")), (self.act_open, self.tr("&Open…")),
            (self.act_save, self.tr("&Save")), (self.act_save_as, self.tr("Save &As…")),
            (self.act_close, self.tr("&Close")), (self.act_new_map, self.tr("&New Map…")),
            (self.act_resize_map, self.tr("&Resize Map…")),
            (self.act_import_image, self.tr("Import &Background Image…")),
            (self.act_clear_image, self.tr("Remove Background Image")),
            (self.act_import_shapes, self.tr("Import Terrain &Shapes (GeoJSON)…")),
            (self.act_play, self.tr("Play-test")), (self.act_validate, self.tr("Validate")),
            (self.act_play_seed, self.tr("Play-test with Seed…")),
            (self.act_help, self.tr("How to Build a Scenario")),
            (self.act_shortcuts, self.tr("Keyboard Shortcuts")),
            (self.act_fit, self.tr("Fit Map")), (self.act_zoom_in, self.tr("Zoom In")),
            (self.act_zoom_out, self.tr("Zoom Out")), (self.act_labels, self.tr("Hex Numbers")),
            (self.act_patterns, self.tr("Terrain Patterns")),
            (self.act_copy, self.tr("&Copy Area")), (self.act_cut, self.tr("Cu&t Area")),
            (self.act_paste, self.tr("&Paste Area (Stamp)")),
            (self.act_delete, self.tr("&Delete in Area")),
            (self.act_select_all, self.tr("Select &All Hexes")),
            (self.act_select_none, self.tr("Select &None")),
            (self.act_lasso, self.tr("&Lasso Selection")),
            (self.act_fill_selection, self.tr("&Fill Selection with Terrain")),
            (self.act_rotate, self.tr("Turn Stamp Clockwise")),
            (self.act_rotate_back, self.tr("Turn Stamp Counterclockwise")),
            (self.act_flip_h, self.tr("Mirror Stamp Left-Right")),
            (self.act_flip_v, self.tr("Mirror Stamp Top-Bottom")))
        for a, text in texts:
            a.setText(text)
        self.act_play.setToolTip(self.tr("Start a game from the scenario being edited, with a "
                                         "random dice seed (F5)"))
        for key, a in self.tool_actions.items():
            tool = self.tools[key]
            a.setText(tool.title())
            a.setToolTip(f"{tool.title()} ({SHORTCUTS[key]})\n{tool.hint()}")
        self.menu_file.setTitle(self.tr("&File"))
        self.menu_edit.setTitle(self.tr("&Edit"))
        self.menu_map.setTitle(self.tr("&Map"))
        self.menu_tools.setTitle(self.tr("&Tools"))
        self.menu_view.setTitle(self.tr("&View"))
        self.menu_regions.setTitle(self.tr("Show Regions"))
        self.menu_docks.setTitle(self.tr("Panels"))
        self.menu_test.setTitle(self.tr("T&est"))
        self.menu_help.setTitle(self.tr("&Help"))
        self.history.setEmptyLabel(self.tr("<opened>"))
        self.update_title()
        self._zoom_changed(self.view.zoom)

    # -- state shown --------------------------------------------------------------------------------
    def update_title(self) -> None:
        name = self.doc.display_name()
        if self.is_read_only():
            name = self.tr("{file} (read-only)").format(file=name)
        self.setWindowTitle(self.tr("{file}[*] — {title} — qtwargame scenario editor").format(
            file=name, title=self.doc.scenario.title.get(self.lang)))
        self.setWindowModified(self.doc.is_modified())

    def _part_changed(self, path: str) -> None:
        if path in ("title", "id"):  # a file never saved is named after the id
            self.update_title()
        elif path == "scan":
            self.show_scan()

    def _count_edit(self) -> None:
        self.edits += 1

    def _clean_changed(self, clean: bool) -> None:
        self.setWindowModified(not clean)

    def _hex_hovered(self, ev) -> None:
        """The status bar names the hex under the mouse and its terrain, by the terrain's
        name in the editor's language (its id where it has none)."""
        self._hovered = ev
        if ev is None or ev.label is None:
            self.hex_label.setText("")
            return
        terrain = self.doc.terrain_name(self.doc.scenario.map.hexes.get(ev.label, ""))
        self.hex_label.setText(self.tr("Hex {label} · {terrain}").format(label=ev.label,
                                                                          terrain=terrain))

    def _reserve_status_room(self) -> None:
        """The problem count and the zoom get, from the start, the room of their widest
        usual texts (bold, as a count of problems shows): the status bar lays its permanent
        labels out when it is shown, and a later, wider text could be drawn over by its
        neighbour before the bar lays them out again (the stop-hook screenshot at
        1,600 x 1,000 showed "Vali29%")."""
        bold = self.problem_label.font()
        bold.setBold(True)
        fm = QFontMetrics(bold)
        texts = (self.tr("Valid"), self.tr("1 problem"), self.tr("{n} problems").format(n=999))
        self.problem_label.setMinimumWidth(max(fm.horizontalAdvance(t) for t in texts) + 8)
        self.zoom_label.setMinimumWidth(fm.horizontalAdvance("800%") + 8)
        self.zoom_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)

    def _zoom_changed(self, zoom: float) -> None:
        self.zoom_label.setText(f"{zoom * 100:.0f}%")

    def _problem_count(self, n: int) -> None:
        dock = self.docks["validation"]
        text = (self.tr("Valid") if not n else self.tr("1 problem") if n == 1
                else self.tr("{n} problems").format(n=n))
        self.problem_label.setStyleSheet("color: #b00020; font-weight: bold" if n else
                                         "color: #2a7a2a")
        self.problem_label.setText(text)
        # the status bar gives a permanent label the width it had when laid out: hold it to
        # its whole text so that "Valid" never shows clipped as "Va" (stop-hook screenshot)
        self.problem_label.setMinimumWidth(max(self.problem_label.minimumWidth(),
                                               self.problem_label.sizeHint().width()))
        dock.setWindowTitle(self.tr("Validation ({n})").format(n=n) if n else self.tr("Validation"))

    def _map_reset(self) -> None:
        self.properties.hex.show_hex(None)
        QTimer.singleShot(0, self.view, self.view.fit)

    def _scan_opacity_option(self, value: float) -> None:
        self.scene.set_layer_opacity("scan", value)
        self.layers.refresh()

    def _layers_changed(self) -> None:
        slider = self.tool_options.opacity
        slider.blockSignals(True)
        slider.setValue(round(self.scene.layer_opacity["scan"] * 100))
        slider.blockSignals(False)

    def _setting_changed(self, name: str) -> None:
        tool = self.view.tool
        if isinstance(tool, RegionTool) and name == "region":
            tool.show_region()

    # -- tools and selection --------------------------------------------------------------------------
    def _hex_selected(self, h) -> None:
        self.properties.hex.show_hex(h)
        if h is not None:
            self.properties.show_section("hex")

    def select_hex(self, label: str) -> None:
        h = self.doc.parse(label)
        if h is None:
            return
        self.scene.overlay.set_selected(h)
        self.properties.hex.show_label(label)
        self.properties.show_section("hex")
        self.view.centerOn(self.scene.layout.center(h))

    def select_unit(self, index: int, column: str | None = None) -> None:
        """Select unit ``index`` in the order of battle, on the cell of ``column``."""
        self.docks["oob"].show()
        self.docks["oob"].raise_()
        col = self.oob.model.column_of(column) if column in self.oob.model.columns() else 0
        self.oob.select_unit(index, col)

    def _unit_selected(self, uid: str) -> None:
        i = self.doc.unit_index(uid)
        unit = self.doc.scenario.units[i] if i is not None else None
        if unit is not None and unit.setup is not None and unit.setup.hex:
            h = self.doc.parse(unit.setup.hex)
            if h is not None:
                self.scene.overlay.set_selected(h)
                self.view.ensureVisible(self.scene.layout.center(h).x() - 1,
                                        self.scene.layout.center(h).y() - 1, 2, 2)

    def _unit_picked(self, uid: str) -> None:
        i = self.doc.unit_index(uid)
        if i is not None:
            self.oob.select_unit(i)

    def drop_unit(self, uids: str, ev) -> None:
        """Units dragged from the order of battle (ids one a line) were dropped on the map:
        each is set up there, several in one undo step."""
        ids = [u for u in uids.split("\n") if u]
        if len(ids) > 1 and ev.on_map:
            self.doc.undo_stack.beginMacro(format_text(
                translate("EditorCommands", "Set up {n:# unit|# units} in {hex}"),
                n=len(ids), hex=ev.label))
        placed = [self.tool(PlaceTool).place(uid, ev) for uid in ids]
        if len(ids) > 1 and ev.on_map:
            self.doc.undo_stack.endMacro()
        if any(placed):
            self.set_tool("place")

    def jump_to_problem(self, path: str) -> None:
        target = target_of(path, self.doc.scenario)
        if target.kind == "hex" and target.hex is not None:
            self.select_hex(target.hex)
        elif target.kind == "unit" and target.unit is not None:
            if target.unit < len(self.doc.scenario.units):
                self.select_unit(target.unit, unit_column(path))
        else:
            self.show_section(target.section)
            if target.section == "lists" and target.part:
                self.properties.lists.show_list(target.part, target.index)
            elif target.section == "tables" and target.index is not None:
                self.tables.select_table(target.index)
                cell = table_cell(path, self.doc.scenario)
                if cell is not None:
                    self.tables.select_cell(cell[1], cell[2])
            elif target.section == "cards" and target.index is not None:
                self.cards.select_card(target.index)
            elif target.section == "turns" and target.index is not None:
                # the turn's row, or the weather's in the list beside the turns
                rows = self.turns.weather if target.part == "weather" else self.turns.turns
                if target.index < rows.model.rowCount():
                    rows.select_row(target.index)
            elif target.section == "rules_data":
                self.rules_data.show_path(path)
        self.show_status(self.validation.place(path))

    def show_rules_data(self, path: str) -> None:
        """Bring the Rules Data form to the front with the field at ``path`` (a JSON path
        into ``rules_data``) in view and the focus in it; ``$.rules_data``: the form as it
        was left."""
        self.show_section("rules_data")
        if path != "$.rules_data":
            self.rules_data.show_path(path)

    def show_section(self, key: str) -> None:
        """Bring the panel that edits ``key`` to the front."""
        if key in self.docks:
            self.docks[key].show()
            self.docks[key].raise_()
        else:
            self.docks["properties"].show()
            self.docks["properties"].raise_()
            self.properties.show_section(key)

    def _bottom_panel_shown(self, key: str, shown: bool) -> None:
        """A bottom tab raised takes the height it had when it was left (the rules data form
        at first a share of the window's: :data:`TALL_PANELS`); one left keeps its height
        for its return."""
        if not shiboken6.isValid(self):
            return  # the window went first (deleted while open): its docks hide as they go
        dock = self.docks[key]
        if dock.isFloating() or self.dockWidgetArea(dock) != Qt.DockWidgetArea.BottomDockWidgetArea:
            return
        if not shown:
            # the tab the designer saw (not one hidden behind it as the window was built)
            if key == self._bottom_current and self.isVisible() and dock.height() > 0:
                self.panel_heights[key] = dock.height()
            return
        # the tab left, where its hiding comes after this one's showing
        left = self.docks.get(self._bottom_current)
        if left is not None and left is not dock and self.isVisible() and left.height() > 0:
            self.panel_heights[self._bottom_current] = left.height()
        self._bottom_current = key
        # after the tab that was left has told its height
        QTimer.singleShot(0, self, lambda: self._give_height(key))

    def _give_height(self, key: str) -> None:
        dock = self.docks[key]
        if not dock.isVisible() or dock.isFloating():
            return
        want = self.panel_heights.get(key)
        if want is None and key in TALL_PANELS:
            want = round(self.height() * TALL_PANELS[key])
        if want is not None and want != dock.height():
            # the height asked for is the strip's, its tabs under the panel with it
            self.resizeDocks([dock], [want + self._tabs_under(dock)], Qt.Orientation.Vertical)

    def _tabs_under(self, dock) -> int:
        """The room the tabs of a tabbed dock take under it (0 for a dock alone)."""
        from PySide6.QtWidgets import QTabBar

        bottom = dock.geometry().bottom()
        for bar in self.findChildren(QTabBar, options=Qt.FindChildOption.FindDirectChildrenOnly):
            if bar.isVisible() and dock.windowTitle() in [bar.tabText(i) for i in range(bar.count())]:
                return max(0, bar.geometry().bottom() - bottom)
        return 0

    # -- the layout, kept from one run to the next ----------------------------------------------
    def restore_layout(self) -> bool:
        """Size, position and panels as the designer left them (if the layout version
        matches: a new panel starts from the default arrangement)."""
        settings = QSettings()
        geometry = settings.value("editor/geometry")
        state = settings.value("editor/state")
        done = False
        if geometry is not None:
            done = self.restoreGeometry(geometry)
        if state is not None:
            done = self.restoreState(state, LAYOUT_VERSION) and done
        for key, action in (("labels", self.act_labels), ("patterns", self.act_patterns)):
            value = settings.value(f"editor/{key}")
            if value is not None and (str(value).lower() == "true") != action.isChecked():
                action.trigger()
        heights = settings.value("editor/panel_heights")
        if isinstance(heights, str):
            for item in filter(None, heights.split(",")):
                key, _eq, value = item.partition("=")
                if key in BOTTOM_PANELS and value.isdigit():
                    self.panel_heights[key] = int(value)
        hidden = settings.value("editor/hidden_layers")
        if isinstance(hidden, str):
            for name in filter(None, hidden.split(",")):
                if name in self.scene.layer_visible:
                    self.scene.set_layer_visible(name, False)
            self.layers.refresh()
        return done

    def save_layout(self) -> None:
        settings = QSettings()
        settings.setValue("editor/geometry", self.saveGeometry())
        settings.setValue("editor/state", self.saveState(LAYOUT_VERSION))
        settings.setValue("editor/labels", self.act_labels.isChecked())
        settings.setValue("editor/patterns", self.act_patterns.isChecked())
        for key in BOTTOM_PANELS:  # the height of the panel shown now, too
            if self.docks[key].isVisible() and not self.docks[key].visibleRegion().isEmpty():
                self.panel_heights[key] = self.docks[key].height()
        settings.setValue("editor/panel_heights", ",".join(
            f"{key}={height}" for key, height in self.panel_heights.items()))
        settings.setValue("editor/hidden_layers", ",".join(
            name for name, shown in self.scene.layer_visible.items() if not shown))

    def closeEvent(self, event) -> None:
        self.commit_typing()
        if self.remember_layout:
            self.save_layout()
        if self.doc.is_modified():
            self.autosave_now()  # first, so a crash in the dialog loses nothing
        if self.ask_before_closing and not self.maybe_save():
            event.ignore()
            return
        if not self.ask_before_closing and self.doc.is_modified():
            event.accept()  # closed by the program: the autosave keeps the work
            return
        self.close_autosave()
        event.accept()

    def close_autosave(self) -> None:
        """The work was saved or discarded and the window closes: remove the autosave and
        write none later (not at the timer, nor when the application quits)."""
        self.closed_for_good = True
        self.autosave_timer.stop()
        app = QApplication.instance()
        try:
            if app is not None:
                app.aboutToQuit.disconnect(self.autosave_now)
        except (RuntimeError, TypeError):  # never connected or already gone
            pass
        self.autosave.discard()

    # -- help -----------------------------------------------------------------------------------
    def show_help(self):
        from qtwargame.editor.help import EditorHelpDialog

        dialog = EditorHelpDialog(self.lang, self)
        dialog.show()
        return dialog

    def show_shortcuts(self):
        from qtwargame.editor.help import EditorShortcutsDialog

        dialog = EditorShortcutsDialog(self)
        dialog.show()
        return dialog

    def after_first_frame(self) -> None:
        """What the first frame did not wait for: the checks, the list of rulesets and the
        notes on the parts the ruleset does not read."""
        from qtwargame.editor.panels.ruleset_note import RulesetNote

        self._first_frame_done = True
        self.properties.notes_ready = True
        self.validation.start()
        self.properties.scenario.ruleset.ensure_items()
        for note in self.findChildren(RulesetNote):
            note.refresh()

    # -- play-test --------------------------------------------------------------------------------
    def eventFilter(self, watched, event) -> bool:
        if event.type() == QEvent.Type.Paint and watched is self.view.viewport():
            watched.removeEventFilter(self)
            QTimer.singleShot(0, self, self.after_first_frame)
        if watched in self.play_windows and event.type() in (QEvent.Type.Close, QEvent.Type.Hide):
            self.scene.repaint_all()  # the map shows again: draw it from the data
        return super().eventFilter(watched, event)

    def play_test_with_seed(self):
        """Ask for a dice seed (the last one offered), then play-test with it."""
        seed, ok = QInputDialog.getInt(self, self.tr("Play-test with seed"),
                                       self.tr("Dice seed:"), self.last_seed or 1, 1, 2**31 - 1)
        return self.play_test(seed) if ok else None

    def play_test(self, seed: int | None = None):
        """Validate and start a game from the scenario as it is now (a random dice seed
        unless one is given)."""
        self.validation.validate_now()
        if self.validation.problems:
            self.docks["validation"].raise_()
            n = len(self.validation.problems)
            QMessageBox.warning(self, self.tr("Play-test"), self.tr(
                "The scenario has 1 problem; fix it to play-test the scenario.") if n == 1 else
                self.tr("The scenario has {n} problems; fix them to play-test it.").format(n=n))
            return None
        if seed is None:
            seed = random_seed()
        self.last_seed = seed
        window, message = play_test(self.doc.scenario, self.lang, self, seed=seed)
        if window is None:
            QMessageBox.information(self, self.tr("Play-test"), message)
            return None
        self.play_windows.append(window)
        window.destroyed.connect(self.scene.repaint_all)  # it may take cached pictures along
        window.installEventFilter(self)
        self.show_status(message)
        return window
