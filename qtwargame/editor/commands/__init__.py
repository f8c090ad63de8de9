"""Undoable edits of an :class:`~qtwargame.editor.document.EditorDocument`.

Each command records the old value when it is made and changes the scenario only through
the document, so the right signals fire on redo and on undo alike."""

from qtwargame.editor.commands.list_item_command import ListItemCommand
from qtwargame.editor.commands.paint_terrain_command import PaintTerrainCommand
from qtwargame.editor.commands.region_hexes_command import RegionHexesCommand
from qtwargame.editor.commands.replace_scenario_command import ReplaceScenarioCommand
from qtwargame.editor.commands.set_field_command import SetFieldCommand
from qtwargame.editor.commands.set_part_command import SetPartCommand

__all__ = ["ListItemCommand", "PaintTerrainCommand", "RegionHexesCommand",
           "ReplaceScenarioCommand", "SetFieldCommand", "SetPartCommand"]
