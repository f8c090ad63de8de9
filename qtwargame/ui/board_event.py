"""A mouse event on the board, already resolved to what a tool wants to know."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, Qt

from qtwargame.engine.hexgrid import Hex


@dataclass(frozen=True)
class BoardEvent:
    pos: QPointF  # scene position
    hex: Hex | None  # the map hex under the mouse (None off the map)
    unit: str | None  # the counter under the mouse, if any
    button: Qt.MouseButton = Qt.MouseButton.NoButton
    modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier
    global_pos: QPoint = QPoint()
