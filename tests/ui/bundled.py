"""The bundled scenarios for window tests, each read and checked once per worker.

Reading a bundled scenario checks the whole file (about 0.1-0.25 CPU s for the four
games), and the window tests that start a game of one read it again for each test. A game
never changes its scenario (nothing in the engine, the rules or the window assigns to
one), so the tests that only play it share one, as ``tests/ui/golden_loads.py``'s cut
saves share their whole game's. Loading itself is tested in ``tests/test_scenario*.py``
and by the New Game dialog's tests, which read the files.
"""

from __future__ import annotations

from functools import cache

from qtwargame.scenario.io import load_scenario
from tests.conftest import SCENARIOS


@cache
def scenario(name: str):
    """The bundled scenario ``scenarios/<name>.json``, read once."""
    return load_scenario(SCENARIOS / f"{name}.json")
