"""The play window: board scene, counters, panels, and the controller that owns the game
history. Everything here draws from the engine's state and changes it only through
:meth:`GameController.submit`."""

from qtwargame.ui.none_guard import protect_none

protect_none()
