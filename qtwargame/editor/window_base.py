"""What the parts of the editor window share.

:class:`~qtwargame.editor.editor_window.EditorWindow` is put together from the File menu
(:mod:`~qtwargame.editor.window_files`), the Map menu
(:mod:`~qtwargame.editor.window_map_actions`) and the Edit menu's area commands
(:mod:`~qtwargame.editor.window_area_actions`). Each of them is an
:class:`EditorWindowBase`: it declares the widgets the window builds (so that every part
can use them and a type checker knows what they are) and holds the few services all the
parts call: the status line, the tools, the lock check and the folder a file dialog starts
in."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, TypeVar

import shiboken6
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractItemView, QApplication, QMainWindow

from qtwargame import userfiles
from qtwargame.editor.panels.layers_panel import LayersPanel, layer_title
from qtwargame.editor.tools.editor_tool import EditorTool
from qtwargame.scenario.catalog import scenarios_dir as bundled_dir

if TYPE_CHECKING:
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.editor_autosave import EditorAutosave
    from qtwargame.editor.editor_scene import EditorScene
    from qtwargame.editor.editor_view import EditorView
    from qtwargame.editor.panels.tool_options import ToolOptions
    from qtwargame.editor.panels.validation_panel import ValidationPanel
    from qtwargame.editor.tool_settings import ToolSettings

ToolT = TypeVar("ToolT", bound=EditorTool)


def is_bundled(path: str | Path | None) -> bool:
    """True for a file in the program's own scenarios folder."""
    if path is None:
        return False
    try:
        return Path(path).resolve().parent == bundled_dir().resolve()
    except OSError:
        return False


class EditorWindowBase(QMainWindow):
    """The editor window's shared attributes and services; ``EditorWindow.__init__`` sets
    every attribute declared here."""

    doc: EditorDocument
    scene: EditorScene
    view: EditorView
    settings: ToolSettings
    #: Every tool by its key ("select", "brush", ...).
    tools: dict[str, EditorTool]
    tool_actions: dict[str, QAction]
    tool_options: ToolOptions
    layers: LayersPanel
    validation: ValidationPanel
    autosave: EditorAutosave
    #: Edits made, counted by the document's changed signal, and how many the autosave has.
    edits: int
    _autosaved_edits: int
    #: False in tests and scripts: the questions before a loss are not asked.
    ask_before_closing: bool

    def tool(self, cls: type[ToolT]) -> ToolT:
        """The window's tool of class ``cls``."""
        tool = self.tools[cls.key]
        if not isinstance(tool, cls):
            raise TypeError(f"the {cls.key!r} tool is a {type(tool).__name__}, not a {cls.__name__}")
        return tool

    def set_tool(self, key: str) -> None:
        tool = self.tools[key]
        self.tool_actions[key].setChecked(True)
        self.view.set_tool(tool)
        self.tool_options.show_tool(tool)

    def commit_typing(self) -> None:
        """Put what is being typed in a field of this window into the document now.

        A text field, a description box or a table cell's editor hands its text to the
        document when it loses the focus; Save, Play-test, Validate and the other commands
        reached by their keys leave the focus where it is, and Save wrote the file without
        the text just typed (and said "Saved"). The field loses the focus and takes it back;
        a table cell's editor, closed by it, gives it to its table."""
        w = QApplication.focusWidget()
        if w is None or w.window() is not self:
            return
        parent = w.parentWidget()  # a cell's editor lies on its table's viewport
        view = parent.parentWidget() if parent is not None else None
        w.clearFocus()
        if shiboken6.isValid(w) and w.isVisible():
            w.setFocus()
        elif isinstance(view, QAbstractItemView) and shiboken6.isValid(view):
            view.setFocus()

    def show_status(self, text: str, msecs: int = 6000) -> None:
        self.statusBar().showMessage(text, msecs)

    def refuse_locked(self, *layers: str) -> bool:
        """True (after saying so) when one of ``layers`` is locked."""
        locked = [name for name in layers if self.scene.is_locked(name)]
        if locked:
            self.show_status(self.tr("The {layer} layer is locked (Layers panel).").format(
                layer=layer_title(locked[0])))
        return bool(locked)

    # -- the folder a file dialog starts in ------------------------------------------------------
    @staticmethod
    def user_scenarios_dir() -> Path:
        folder = userfiles.scenarios_dir()
        try:
            userfiles.ensure(folder)
        except OSError:
            return Path.home()
        return folder

    def _last_dir(self) -> str:
        if self.doc.path is not None and not is_bundled(self.doc.path):
            return str(self.doc.path.parent)
        return str(QSettings().value("editor/last_dir", str(self.user_scenarios_dir())))

    def _remember_dir(self, path: str | Path) -> None:
        QSettings().setValue("editor/last_dir", str(Path(path).parent))
