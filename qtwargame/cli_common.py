"""What the ``qtwargame`` command's verbs share: reading a scenario named on the command line
and ``--option KEY=VALUE`` pairs. Imports nothing heavy, so building the parser stays cheap;
``cli`` and ``tournament.command`` both use it (neither imports the other)."""

from __future__ import annotations

import sys
from collections.abc import Sequence

from qtwargame.cli_words import T


def err(text: str) -> None:
    print(text, file=sys.stderr)


def load_scenario_or_report(name: str, reader=None):
    """The scenario ``name`` (a bundled id or a file), or None after printing why not, in
    the language of ``reader`` (a ``cli_words.Reader``; English without one): an unknown
    name with the names known, each problem of a bad file with its place, or the
    internal-error line naming the file (never a traceback)."""
    from qtwargame.cli_words import Reader
    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import ScenarioError

    say = reader or Reader()
    try:
        return catalog.load(name)
    except catalog.UnknownScenarioError as e:
        err(f"qtwargame: {say(e.msg)}")
    except FileNotFoundError as e:
        err(f"qtwargame: {e}")
    except ScenarioError as e:
        err("qtwargame: " + say(T("{n} problem(s) in the scenario:", n=len(e.problems))))
        for p in e.problems:
            err(f"  {p.line(say.translate)}")
    except Exception as e:  # never a traceback at the user
        from qtwargame.errors import internal_error_text

        err(f"qtwargame: {internal_error_text(name, e, say.translate)}")
    return None


def options_problem(sc, options: dict, reader=None) -> str | None:
    """Why ``options`` cannot be played with scenario ``sc`` (an option neither its ruleset
    nor it offers), in the reader's language with the options it has (no ``qtwargame:``
    before it: the caller's prefix); None when they can."""
    from qtwargame.cli_words import Reader
    from qtwargame.engine.ruleset import offered_options

    say = reader or Reader()
    known = list(offered_options(sc))
    for key in options:
        if key not in known:
            if not known:
                return say(T("unknown option '{option}': ruleset {ruleset} has no optional rules",
                             option=key, ruleset=sc.ruleset))
            return say(T("unknown option '{option}' for ruleset {ruleset} (options: {known})",
                         option=key, ruleset=sc.ruleset, known=", ".join(known)))
    return None


def output_problem(path: str, reader=None) -> str | None:
    """Why the output file ``path`` cannot be written (no such folder, a folder, no
    permission), in the reader's language, said before a measurement's minutes rather
    than after them; None when it can be (a file that was not there is not left)."""
    import os

    from qtwargame.cli_words import Reader

    say = reader or Reader()
    existed = os.path.lexists(path)
    try:
        with open(path, "a", encoding="utf-8"):
            pass
        if not existed:
            os.remove(path)
    except OSError as e:
        return say(T("{file}: cannot write: {reason}", file=path, reason=say.os_reason(e)))
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
