"""A mouse event on the editor's map, resolved to what a tool needs."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, Qt

from qtwargame.engine.hexgrid import Hex


@dataclass(frozen=True)
class MapEvent:
    pos: QPointF  # scene position
    hex: Hex  # the hex under the mouse, on the map or not
    label: str | None  # its printed number when it is on the map, else None
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    buttons: Qt.MouseButton = Qt.MouseButton.NoButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    global_pos: QPoint = QPoint()

    @property
    def on_map(self) -> bool:
        return self.label is not None
