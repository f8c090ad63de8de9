"""Dialogs open no larger than the screen they open on: a laptop's 1,366 x 768 has about
730 free rows under its panel, less a window's title bar."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QWidget

#: Room left for a window's frame and title bar (each way).
FRAME_ROOM = 40


def resize_within_screen(widget: QWidget, width: int, height: int) -> None:
    """Give ``widget`` its preferred ``width`` x ``height``, or the free area of its
    screen less a frame where that is smaller (its layout then scrolls or squeezes, as
    its least size allows)."""
    screen = widget.screen() or QApplication.primaryScreen()
    if screen is None:
        widget.resize(width, height)
        return
    area = screen.availableGeometry()
    widget.resize(min(width, area.width() - FRAME_ROOM), min(height, area.height() - FRAME_ROOM))
