"""Cache keys that compare by value.

A memo keyed by a bare ``hash(...)`` of a position is wrong whenever two positions hash
alike, and in CPython that is not rare: ``hash(-1) == hash(-2)``, so ``Hex(20, -1)`` and
``Hex(20, -2)`` hash alike. ``Key`` keeps the value and computes its hash once, so a long
key costs one hash when made and a full comparison only when the hashes already agree.
"""

from __future__ import annotations

from collections.abc import Hashable


class Key:
    """A value kept as a cache key, its hash computed once; equal only by value."""

    __slots__ = ("value", "_hash")

    def __init__(self, value: Hashable) -> None:
        self.value = value
        self._hash = hash(value)

    def __hash__(self) -> int:
        return self._hash

    def __eq__(self, other: object) -> bool:
        return self is other or (isinstance(other, Key) and self._hash == other._hash
                                 and self.value == other.value)

    def __repr__(self) -> str:
        return f"Key({self._hash})"
