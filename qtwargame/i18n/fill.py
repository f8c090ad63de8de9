"""Fill translations into a ``.ts`` catalogue without an editor.

    python -m qtwargame.i18n.fill ja TRANSLATIONS.json   # {"context": {"source": "訳"}}
    python -m qtwargame.i18n.fill ja --from OTHER.ts      # finished entries of another copy

The second form merges the translations another branch made (a catalogue is one file that
every branch touches, so a merge takes one side's file and then fills in the other's).
Existing finished translations are replaced only by the JSON form.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from qtwargame.i18n.extract import ts_path
from qtwargame.i18n.ts_catalog import Catalog, Entry


def fill(lang: str, mapping: dict[str, dict[str, str]], overwrite: bool = True) -> int:
    path = ts_path(lang)
    cat = Catalog.read(path)
    n = 0
    for context, items in mapping.items():
        for source, text in items.items():
            e = cat.entries.get((context, source))
            if e is None:
                e = cat.entries[(context, source)] = Entry(context, source)
            if e.finished and not overwrite:
                continue
            e.translation, e.status = text, ""
            n += 1
    cat.write(path)
    return n


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m qtwargame.i18n.fill")
    p.add_argument("lang")
    p.add_argument("json", nargs="?", type=Path)
    p.add_argument("--from", dest="other", type=Path)
    args = p.parse_args(argv)
    if args.other is not None:
        other = Catalog.read(args.other)
        mapping: dict[str, dict[str, str]] = {}
        for e in other.entries.values():
            if e.finished:
                mapping.setdefault(e.context, {})[e.source] = e.translation
        print(fill(args.lang, mapping, overwrite=False), "translations taken")
        return 0
    if args.json is None:
        p.error("give a JSON file or --from")
    print(fill(args.lang, json.loads(args.json.read_text(encoding="utf-8"))), "translations set")
    return 0


if __name__ == "__main__":
    sys.exit(main())
