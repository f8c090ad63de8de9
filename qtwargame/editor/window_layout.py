"""How the editor window fits a screen: every panel scrolls inside its dock, so no panel
forces the window's height or width, and the window opens no larger than the screen's
free area. On a short screen (a 1,366 × 768 laptop) the panels of each side share one
place as tabs, so the map keeps room.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFrame, QScrollArea, QWidget

#: The size the window opens at where the screen has room for it.
PREFERRED = (1600, 1000)
#: Below this free height, the panels of each side are tabbed instead of stacked.
COMPACT_HEIGHT = 900
#: On a short screen: the widths of the left and right panels, the height of the bottom ones.
COMPACT_SIDES = (350, 350)
COMPACT_BOTTOM = 150
#: Room left for the window's frame and title bar.
FRAME_ROOM = 40


class PanelScroller(QScrollArea):
    """A panel inside its dock: it takes the dock's size, and scrolls when the dock is
    smaller than the panel's least size."""

    def __init__(self, panel: QWidget) -> None:
        super().__init__()
        self.panel = panel
        self.setObjectName(f"scroll_{panel.objectName() or type(panel).__name__}")
        self.setWidget(panel)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)
        self.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAsNeeded)


def free_area(window):
    screen = window.screen() or QApplication.primaryScreen()
    return screen.availableGeometry()


def is_compact(window) -> bool:
    return free_area(window).height() < COMPACT_HEIGHT


def fit_to_screen(window) -> None:
    """Size the window to the preferred size or the screen's free area, whichever is
    smaller; on a short screen tab the panels of each side."""
    area = free_area(window)
    window.resize(min(PREFERRED[0], area.width()), min(PREFERRED[1], area.height() - FRAME_ROOM))
    if area.height() < COMPACT_HEIGHT:
        docks = window.docks
        window.tabifyDockWidget(docks["tools"], docks["oob"])
        window.tabifyDockWidget(docks["properties"], docks["layers"])
        docks["tools"].raise_()
        docks["properties"].raise_()
        window.resizeDocks([docks["tools"], docks["properties"]], list(COMPACT_SIDES),
                           Qt.Orientation.Horizontal)
        window.resizeDocks([docks["validation"]], [COMPACT_BOTTOM], Qt.Orientation.Vertical)
