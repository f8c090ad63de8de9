"""A git merge driver for the ``.ts`` catalogues, which every branch touches.

Two branches that each add messages and translations conflict on nearly every line of a
catalogue (locations move with the source). The catalogue is data with a key, so the merge
goes message by message: every message of either side, but one that ours removed and
theirs left as the ancestor had it (session 94: the messages moved to another context
came back under the old one as it merged a branch that kept them); a translation one side changed and
the other left as the common ancestor had it takes the change (session 93: the union this
driver was until then kept ours first, and a branch's corrected translations were lost
without a word); one both sides changed differently keeps ours, and the driver names it
and exits 1, so git reports the catalogue as conflicting. Run
``python -m qtwargame.i18n.extract`` after the merge to set the locations and ``vanished``
marks from the merged source.

Set it up once per clone:

    git config merge.qtwts.name "qtwargame translation catalogue, message by message"
    git config merge.qtwts.driver "python3 -m qtwargame.i18n.merge %O %A %B"

(``.gitattributes`` names the driver for ``resources/i18n/*.ts``; without the setting, git
merges the file as text.)
"""

from __future__ import annotations

import sys
from pathlib import Path

from qtwargame.i18n.ts_catalog import Catalog


def merge(ours: Path, theirs: Path, base: Path | None = None) -> tuple[Catalog, list[tuple[str, str]]]:
    """Ours and theirs merged message by message against ``base`` (their common ancestor;
    None or missing: none, and a translation both sides hold differently keeps ours as a
    conflict). Returns the catalogue and the keys both sides translated differently from
    the ancestor and from each other (ours kept)."""
    a, b = Catalog.read(ours), Catalog.read(theirs)
    o = Catalog.read(base) if base is not None and base.is_file() and base.stat().st_size else None
    conflicts: list[tuple[str, str]] = []
    for key, e in b.entries.items():
        mine = a.entries.get(key)
        if mine is None:
            old = o.entries.get(key) if o is not None else None
            if old is not None and old.translation == e.translation:
                continue  # ours removed it (a message moved to another context) and theirs kept it as it was
            a.entries[key] = e
        elif not mine.finished and e.finished:
            mine.translation, mine.status = e.translation, e.status
        elif mine.finished and e.finished and mine.translation != e.translation:
            old = o.entries.get(key) if o is not None else None
            before = old.translation if old is not None and old.finished else None
            if mine.translation == before:  # only theirs changed it: the change stands
                mine.translation, mine.status = e.translation, e.status
            elif e.translation != before:  # both changed it, each its own way
                conflicts.append(key)
        elif mine.status == "vanished" and e.status != "vanished":
            mine.status, mine.locations = e.status or ("" if mine.translation else "unfinished"), \
                e.locations
    return a, conflicts


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 3:
        print("usage: python -m qtwargame.i18n.merge BASE OURS THEIRS", file=sys.stderr)
        return 2
    base, ours, theirs = (Path(a) for a in args)
    merged, conflicts = merge(ours, theirs, base)
    ours.write_text(merged.to_xml(), encoding="utf-8")
    for context, source in conflicts:
        print(f"{ours}: both sides changed the translation of {source!r} (context {context}) "
              "differently; ours is kept: choose, then commit", file=sys.stderr)
    return 1 if conflicts else 0


if __name__ == "__main__":
    sys.exit(main())
