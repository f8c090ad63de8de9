"""Starting a game from the scenario being edited.

The play window is found through :mod:`qtwargame.windows` (kind ``play``): a
:class:`qtwargame.ui.main_window.MainWindow` without an autosaver (so a play-test never
overwrites the player's autosaved game) started with ``start_game(scenario)``. The game
gets a fresh copy of the scenario, read back through the same validation as a file, so
later edits do not reach into the running game.
"""

from __future__ import annotations

import json

from qtwargame.editor.translate import translate
from qtwargame.scenario.io import dumps_scenario, scenario_from_data


def play_test(scenario, lang: str = "en", parent=None):
    """``(window, message)``: the play window showing a new game, or None and why not."""
    from qtwargame import windows

    sc = scenario_from_data(json.loads(dumps_scenario(scenario)), "<play-test>")
    try:
        window = windows.open_window("play", sc, lang=lang, parent=parent)
    except windows.WindowUnavailable as e:
        return None, translate("PlayTest", "The scenario is valid, but the play window is not "
                                           "available: {error}").format(error=e)
    if window is None:
        return None, translate("PlayTest", "The game could not start from this scenario.")
    return window, translate("PlayTest", "Play-test started")
