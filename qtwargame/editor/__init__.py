"""The scenario editor: a document of undoable edits over a scenario model, the map
scene that draws it with the play window's layers, tools that edit it with the mouse,
and panels for everything else a scenario holds (order of battle, tables, cards, turns,
``rules_data``), with a live validation list.

Entry points are in :mod:`qtwargame.editor.app`.
"""

import qtwargame.ui  # noqa: F401  (PySide6 made safe and its look at each import cheap first)
