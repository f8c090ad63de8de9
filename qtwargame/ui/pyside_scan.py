"""Make PySide6's look at each imported module cheap (issue 48 item 5, issue 50 item 9).

Once PySide6 is loaded, its import hook looks at every module imported afterwards, once,
to know whether that module may switch on PySide6's ``__feature__`` options: a module
whose source mentions "PySide6" gets the default options, any other is left alone. The
hook reads the whole source through ``inspect.getsource`` (the line cache, the encoding
cookie, one string per line) only to look for that one word. Opening either window imports
some 250 modules after PySide6, and a game's rules about 60 more: the scans cost 0.05-0.07 s
of CPU before the first frame (``docs/performance.md``, "Opening at once, fourth round").

:func:`quicken` gives the hook the same answer read from the file's bytes: for a module
loaded from a ``.py`` file, whether its bytes contain ``b"PySide6"`` (the word is ASCII,
so in UTF-8 or any ASCII-compatible source encoding the bytes hold it exactly when the text
does); any other module (built in, compiled, from a zip, a file that cannot be read) is
asked of PySide6's own function as before. Nothing else of PySide6 is changed; a PySide6
without that function is left as it is.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from types import ModuleType

#: The module of PySide6's hook and the function it calls for each imported module.
FEATURE_MODULE = "shibokensupport.feature"
SCAN_FUNCTION = "_mod_uses_pyside"


def source_mentions_pyside(original: Callable[[ModuleType], bool]) -> Callable[[ModuleType], bool]:
    """PySide6's question (does this module's source mention "PySide6"?) answered from the
    bytes of a ``.py`` file, and by ``original`` for every other module."""

    def mentions(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if isinstance(path, str) and path.endswith(".py"):
            try:
                with open(path, "rb") as fh:
                    return b"PySide6" in fh.read()
            except OSError:
                pass
        return original(module)

    mentions.quickened = True  # type: ignore[attr-defined]
    return mentions


def quicken() -> bool:
    """Install the quicker scan in PySide6's import hook (PySide6 is imported for it).
    True if it is in place (now or already)."""
    import PySide6  # noqa: F401  (loads the hook)

    feature = sys.modules.get(FEATURE_MODULE)
    original = getattr(feature, SCAN_FUNCTION, None)
    if feature is None or not callable(original):
        return False
    if not getattr(original, "quickened", False):
        setattr(feature, SCAN_FUNCTION, source_mentions_pyside(original))
    return True
