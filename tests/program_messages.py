"""Every translatable message of the program's source, read once per test process.

``extract.extract()`` parses every ``.py`` file of the package (about 4 CPU s); several
tests look through its answer, and the source does not change while the tests run."""

from __future__ import annotations

import functools

from qtwargame.i18n import extract


@functools.cache
def program_messages() -> tuple[extract.Message, ...]:
    return tuple(extract.extract())
