"""The one error type for a file the program cannot use.

Every loader (scenarios, saved games, autosaves) refuses a bad file with a subclass of
:class:`BadFileError` whose message names the file, the place in it (a JSON path such as
``$.units[3].steps[0]``, or a line and column) and what is wrong. Callers that show files
to a player (the play window, the New Game dialog, the command line) catch this one type;
anything else escaping a loader is a bug, and the fuzz tests look for exactly that.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from qtwargame.engine.text import Texts

_T = Texts("errors")


class BadFileError(Exception):
    """A file that cannot be loaded; ``str()`` is the message for the user, in English.

    ``lines``, where the loader gives them, are the same message line by line as problems
    that can say themselves in the reader's language (``scenario.io.FileProblem``: the
    file, the place, what is wrong): :meth:`text` with a translator reads them so."""

    def __init__(self, message: str = "", lines: tuple[Any, ...] = ()) -> None:
        super().__init__(message)
        self.lines = tuple(lines)

    def text(self, translate: Callable[[str, str], str] | None = None,
             render: Callable[[Any], str] | None = None) -> str:
        """The message, its lines translated by ``translate(context, text)`` when given
        and when the loader gave them; else ``str()``. ``render`` (a message to words, such
        as the play window's names of a game the file holds) says each line's message
        with the scenario's names where ids stand ("blue" for the Blue side)."""
        if translate is None or not self.lines:
            return str(self)
        return "\n".join(line.line(translate, render) for line in self.lines)


#: The words that open the message of a problem the program caught in its own code rather
#: than in the file (a bug): the user still gets a message and keeps working, the log has
#: the traceback, and the fuzz tests count such messages as failures. ``INTERNAL`` is
#: the same words in the reader's language; ``INTERNAL_ERROR`` the English.
INTERNAL = _T("internal error (please report it with the log file)")
INTERNAL_ERROR = INTERNAL.text


def internal_error_text(file: object, error: BaseException,
                        translate: Callable[[str, str], str] | None = None) -> str:
    """The line a player reads when the program's own code failed on ``file``: the file,
    :data:`INTERNAL_ERROR` (in the reader's language with ``translate``) and the Python
    error as it was raised, which the report needs as it is."""
    words = INTERNAL.format(translate)
    return f"{file}: {words}: {type(error).__name__}: {error}"
