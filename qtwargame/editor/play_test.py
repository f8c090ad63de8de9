"""Starting a game from the scenario being edited.

The play window is asked first for ``qtwargame.ui.app.open_game(scenario)``; if it has no
such function, a :class:`qtwargame.ui.main_window.MainWindow` without an autosaver (so a
play-test never overwrites the player's autosaved game) is started with
``start_game(scenario)``. The game gets a fresh copy of the scenario, read back through
the same validation as a file, so later edits do not reach into the running game.
"""

from __future__ import annotations

import json

from qtwargame.editor.translate import translate
from qtwargame.scenario.io import dumps_scenario, scenario_from_data


def play_test(scenario, lang: str = "en", parent=None):
    """``(window, message)``: the play window showing a new game, or None and why not."""
    sc = scenario_from_data(json.loads(dumps_scenario(scenario)), "<play-test>")
    try:
        from qtwargame.ui import app as ui_app
    except ImportError as e:
        return None, translate("PlayTest", "The scenario is valid, but the play window is not "
                                           "available: {error}").format(error=e)
    opener = getattr(ui_app, "open_game", None)
    if opener is not None:
        window = opener(sc)
        return window, translate("PlayTest", "Play-test started")
    try:
        from qtwargame.ui.main_window import MainWindow
    except ImportError as e:
        return None, translate("PlayTest", "The scenario is valid, but the play window is not "
                                           "available: {error}").format(error=e)
    window = MainWindow(lang=lang)
    if not window.start_game(sc):
        window.close()
        return None, translate("PlayTest", "The game could not start from this scenario.")
    window.setWindowTitle(translate("PlayTest", "Play-test: {title}").format(title=sc.title.get(lang)))
    window.show()
    return window, translate("PlayTest", "Play-test started")
