"""An example qtwargame game (docs/plugins.md): the classic rules with one rule of its own
(S1: every enemy unit destroyed is worth a victory point), one scenario, a help page in
English and Japanese, a Japanese translation of its messages and an evaluation.

The three functions below are the package's ``qtwargame.scenarios``, ``qtwargame.help``
and ``qtwargame.translations`` entry points: each returns a folder of the package's data.
"""

from pathlib import Path

_HERE = Path(__file__).resolve().parent


def scenarios() -> Path:
    """The folder of this game's scenario files (``<id>.json``)."""
    return _HERE / "scenarios"


def help_pages() -> Path:
    """The folder of this game's help pages (``<ruleset id>.<language>.html``)."""
    return _HERE / "help"


def translations() -> Path:
    """The folder of this game's translations (``<name>_<language>.ts``)."""
    return _HERE / "i18n"
