"""The play window: board scene, counters, panels, and the controller that owns the game
history. Everything here draws from the engine's state and changes it only through
:meth:`GameController.submit`."""

from qtwargame.ui.none_guard import protect_none
from qtwargame.ui.pyside_scan import quicken

protect_none()
quicken()  # before the window's modules are imported: PySide6 looks at each of them
