"""Answers a rules package keeps by key, with the hit audit of ``qtwargame audit-caches``.

A rules package remembers what is costly to work out again (a supply network, a retreat's
fate, a zone of control) under a key that lists what the answer reads of the position. A
key that misses something gives stale answers and no error, so every memo made with
:func:`kept` can be audited: the module that keeps it declares a module-level
``CHECK_HITS = False`` and passes it as ``check``; the cache audit
(``qtwargame.testing.cache_audit.checking_hits``) switches it on, and then every answer
given from the memo is made again and compared, a difference raised as
:class:`StaleCache` naming the memo and the key. Off in play, a hit costs one look-up.
"""

from __future__ import annotations

import reprlib
from collections.abc import Callable, Hashable, MutableMapping
from typing import TypeVar, cast

K = TypeVar("K", bound=Hashable)
T = TypeVar("T")
#: What a memo holds for a key it does not hold (an answer may be None).
_MISSING = object()


class StaleCache(AssertionError):
    """A memo answered differently from the same question asked afresh: its key misses
    something the answer reads (issue 47, item 2)."""


def check_hit(name: str, key: object, kept: object, fresh: object) -> None:
    """The audit of one hit: ``kept`` (the memo's answer) must equal ``fresh`` (the same
    answer made again), else :class:`StaleCache`."""
    if kept != fresh:
        short = reprlib.repr
        raise StaleCache(f"memo {name!r} under key {short(key)}: kept {short(kept)} "
                         f"but made afresh {short(fresh)}")


def kept(memo: MutableMapping[K, T], key: K, make: Callable[[], T], limit: int,
         check: bool, name: str) -> T:
    """``make()`` kept in ``memo`` under ``key``: made once per key, the memo emptied
    when it holds ``limit`` answers and a new one is made (a position seldom comes back
    once play has moved on). With ``check`` (the keeping module's ``CHECK_HITS``) a hit is
    made again and compared (:func:`check_hit`, the memo called ``name``)."""
    answer = memo.get(key, _MISSING)
    if answer is _MISSING:
        if len(memo) >= limit:
            memo.clear()
        answer = memo[key] = make()
    elif check:
        check_hit(name, key, answer, make())
    return cast(T, answer)
