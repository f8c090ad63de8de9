"""What the ``qtwargame`` command's verbs share: reading a scenario named on the command line
and ``--option KEY=VALUE`` pairs. Imports nothing heavy, so building the parser stays cheap;
``cli`` and ``tournament.command`` both use it (neither imports the other)."""

from __future__ import annotations

import sys
from collections.abc import Sequence


def err(text: str) -> None:
    print(text, file=sys.stderr)


def load_scenario_or_report(name: str):
    """The scenario ``name`` (a bundled id or a file), or None after printing why not."""
    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import ScenarioError

    try:
        return catalog.load(name)
    except FileNotFoundError as e:
        err(f"qtwargame: {e}")
    except ScenarioError as e:
        err(f"qtwargame: {len(e.problems)} problem(s) in the scenario:")
        for p in e.problems:
            err(f"  {p}")
    return None


def parse_options(pairs: Sequence[str]) -> dict:
    """``KEY=VALUE`` pairs as options: yes/no words and a bare key are booleans."""
    out: dict = {}
    for p in pairs or ():
        key, _, value = p.partition("=")
        low = value.lower()
        out[key] = True if low in ("", "1", "true", "yes", "on") else (
            False if low in ("0", "false", "no", "off") else value)
    return out
