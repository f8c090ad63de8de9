"""Starting a game from the scenario being edited.

The play window is found through :mod:`qtwargame.windows` (kind ``play``): a
:class:`qtwargame.ui.main_window.MainWindow` without an autosaver (so a play-test never
overwrites the player's autosaved game) started with ``start_game(scenario, seed=...)``.
The game gets a fresh copy of the scenario, read back through the same validation as a
file, so later edits do not reach into the running game. The dice seed is the one chosen,
else a random one; the message names it, so that a game worth replaying can be started
again with File ▸ Play-test with Seed….
"""

from __future__ import annotations

import json
import random

from qtwargame.editor.translate import translate
from qtwargame.scenario.io import dumps_scenario, scenario_from_data

#: Seeds a random play-test draws from.
SEED_RANGE = (1, 2**31 - 1)


def random_seed() -> int:
    return random.SystemRandom().randint(*SEED_RANGE)


def play_test(scenario, lang: str = "en", parent=None, seed: int | None = None):
    """``(window, message)``: the play window showing a new game, or None and why not."""
    from qtwargame import windows

    sc = scenario_from_data(json.loads(dumps_scenario(scenario)), "<play-test>")
    if seed is None:
        seed = random_seed()
    try:
        window = windows.open_window("play", sc, lang=lang, parent=parent, seed=seed)
    except windows.WindowUnavailable as e:
        return None, translate("PlayTest", "The scenario is valid, but the play window is not "
                                           "available: {error}").format(error=e)
    if window is None:
        return None, translate("PlayTest", "The game could not start from this scenario.")
    return window, translate("PlayTest", "Play-test started with dice seed {seed}").format(seed=seed)
