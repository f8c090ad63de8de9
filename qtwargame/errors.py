"""The one error type for a file the program cannot use.

Every loader (scenarios, saved games, autosaves) refuses a bad file with a subclass of
:class:`BadFileError` whose message names the file, the place in it (a JSON path such as
``$.units[3].steps[0]``, or a line and column) and what is wrong. Callers that show files
to a player (the play window, the New Game dialog, the command line) catch this one type;
anything else escaping a loader is a bug, and the fuzz tests look for exactly that.
"""

from __future__ import annotations


class BadFileError(Exception):
    """A file that cannot be loaded; ``str()`` is the message for the user."""


#: The words that open the message of a problem the program caught in its own code rather
#: than in the file (a bug): the user still gets a message and keeps working, the log has
#: the traceback, and the fuzz tests count such messages as failures.
INTERNAL_ERROR = "internal error (please report it with the log file)"
