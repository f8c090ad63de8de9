"""A git merge driver for the ``.ts`` catalogues, which every branch touches.

Two branches that each add messages and translations conflict on nearly every line of a
catalogue (locations move with the source). The catalogue is data with a key, so a merge
is a union: every message of either side, each with the finished translation either side
has (ours first). Run ``python -m qtwargame.i18n.extract`` after the merge to set the
locations and ``vanished`` marks from the merged source.

Set it up once per clone:

    git config merge.qtwts.name "qtwargame translation catalogue union"
    git config merge.qtwts.driver "python3 -m qtwargame.i18n.merge %O %A %B"

(``.gitattributes`` names the driver for ``resources/i18n/*.ts``; without the setting, git
merges the file as text.)
"""

from __future__ import annotations

import sys
from pathlib import Path

from qtwargame.i18n.ts_catalog import Catalog


def merge(ours: Path, theirs: Path) -> Catalog:
    a, b = Catalog.read(ours), Catalog.read(theirs)
    for key, e in b.entries.items():
        mine = a.entries.get(key)
        if mine is None:
            a.entries[key] = e
        elif not mine.finished and e.finished:
            mine.translation, mine.status = e.translation, e.status
        elif mine.status == "vanished" and e.status != "vanished":
            mine.status, mine.locations = e.status or ("" if mine.translation else "unfinished"), \
                e.locations
    return a


def main(argv: list[str] | None = None) -> int:
    args = argv if argv is not None else sys.argv[1:]
    if len(args) != 3:
        print("usage: python -m qtwargame.i18n.merge BASE OURS THEIRS", file=sys.stderr)
        return 2
    _base, ours, theirs = (Path(a) for a in args)
    merged = merge(ours, theirs)
    ours.write_text(merged.to_xml(), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
