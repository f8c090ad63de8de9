"""Qt Linguist ``.ts`` catalogues: read, update from extracted messages, write.

A catalogue maps (context, source text) to a translation. Updating keeps every existing
translation; messages no longer in the source are kept as ``vanished`` so a translation
is never lost, and new ones are added as ``unfinished``.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType


@dataclass
class Entry:
    context: str
    source: str
    translation: str = ""
    status: str = "unfinished"  # "" (finished), "unfinished" or "vanished"
    locations: list[tuple[str, int]] = field(default_factory=list)

    @property
    def finished(self) -> bool:
        return self.status == "" and bool(self.translation)


@dataclass
class Catalog:
    language: str
    entries: dict[tuple[str, str], Entry] = field(default_factory=dict)

    @staticmethod
    def read(path: str | Path) -> Catalog:
        root = ET.parse(path).getroot()
        cat = Catalog(root.get("language", ""))
        for ctx in root.iter("context"):
            name = ctx.findtext("name", "")
            for m in ctx.iter("message"):
                src = m.findtext("source", "")
                t = m.find("translation")
                text = (t.text or "") if t is not None else ""
                status = t.get("type", "") if t is not None else "unfinished"
                locs = [(loc.get("filename", ""), int(loc.get("line", "0") or 0))
                        for loc in m.iter("location")]
                cat.entries[(name, src)] = Entry(name, src, text, status, locs)
        return cat

    def translations(self) -> dict[tuple[str, str], str]:
        """(context, source) -> translation, for every finished entry."""
        return {k: e.translation for k, e in self.entries.items() if e.finished}

    def update(self, messages) -> tuple[int, int]:
        """Bring the catalogue in line with ``messages`` (objects with context, source,
        filename, line). Returns (added, vanished)."""
        seen: dict[tuple[str, str], list[tuple[str, int]]] = {}
        for m in messages:
            seen.setdefault((m.context, m.source), []).append((m.filename, m.line))
        added = vanished = 0
        for key, locs in seen.items():
            e = self.entries.get(key)
            if e is None:
                self.entries[key] = Entry(key[0], key[1], "", "unfinished", locs)
                added += 1
            else:
                e.locations = locs
                if e.status == "vanished":
                    e.status = "" if e.translation else "unfinished"
        for key, e in self.entries.items():
            if key not in seen and e.status != "vanished":
                e.status = "vanished"
                e.locations = []
                vanished += 1
        return added, vanished

    def missing(self) -> list[Entry]:
        return [e for e in self.entries.values() if e.status != "vanished" and not e.finished]

    def write(self, path: str | Path) -> None:
        from qtwargame.atomic import write_atomic

        write_atomic(path, self.to_xml())

    def to_xml(self) -> str:
        # Writing only: xml.sax.saxutils imports urllib.request, http and ssl, which the
        # program's start (reading the catalogue) does not need.
        from xml.sax.saxutils import escape

        out = ['<?xml version="1.0" encoding="utf-8"?>', "<!DOCTYPE TS>",
               f'<TS version="2.1" language="{escape(self.language)}">']
        by_context: dict[str, list[Entry]] = {}
        for e in self.entries.values():
            by_context.setdefault(e.context, []).append(e)
        for ctx in sorted(by_context):
            out.append("<context>")
            out.append(f"    <name>{escape(ctx)}</name>")
            entries = sorted(by_context[ctx], key=lambda e: (e.locations[0] if e.locations
                                                               else ("~", 0), e.source))
            for e in entries:
                out.append("    <message>")
                for filename, line in e.locations:
                    out.append(f'        <location filename="{escape(filename)}" line="{line}"/>')
                out.append(f"        <source>{_text(e.source)}</source>")
                kind = f' type="{e.status}"' if e.status else ""
                out.append(f"        <translation{kind}>{_text(e.translation)}</translation>")
                out.append("    </message>")
            out.append("</context>")
        out.append("</TS>")
        return "\n".join(out) + "\n"


def _text(s: str) -> str:
    from xml.sax.saxutils import escape

    return escape(s, {'"': "&quot;", "'": "&apos;"})


@dataclass(frozen=True)
class Finished:
    """A catalogue's language and its finished translations, read-only: ``exact`` by
    (context, source), ``by_source`` the first of each source text whatever its context."""

    language: str
    exact: Mapping[tuple[str, str], str]
    by_source: Mapping[str, str]


#: What :func:`finished` read, by file, with the file's size and modification time then.
_finished: dict[Path, tuple[tuple[int, int], Finished]] = {}


def finished(path: str | Path) -> Finished:
    """The finished translations of the catalogue ``path`` (:meth:`Catalog.read`, then
    :meth:`Catalog.translations`). The file is parsed again only when its size or
    modification time changed since it was last read here: switching the language (the
    window's Language menu, each window test in Japanese) parsed the whole catalogue every
    time (0.07 CPU s)."""
    path = Path(path).resolve()
    st = path.stat()
    stamp = (st.st_size, st.st_mtime_ns)
    known = _finished.get(path)
    if known is None or known[0] != stamp:
        cat = Catalog.read(path)
        exact = cat.translations()
        by_source: dict[str, str] = {}
        for (_, source), text in exact.items():
            by_source.setdefault(source, text)
        known = (stamp, Finished(cat.language, MappingProxyType(exact), MappingProxyType(by_source)))
        _finished[path] = known
    return known[1]
