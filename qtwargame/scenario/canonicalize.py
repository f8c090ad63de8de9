"""The command that moves scenario files to their canonical form (see
:mod:`qtwargame.scenario.canonical`): ``python -m qtwargame.scenario.canonicalize FILE...``
rewrites each file once, only when the scenario read back is the one it read."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from qtwargame.atomic import write_atomic
from qtwargame.scenario.canonical import canonical_model, canonical_text
from qtwargame.scenario.io import load_scenario, scenario_from_data


def migrate_file(path: str | Path) -> bool:
    """Rewrite ``path`` in canonical form if that keeps its content; True if it changed.
    Raises ValueError when the canonical text would not read back as the same scenario."""
    p = Path(path)
    before = load_scenario(p, check_rules=False)
    text = canonical_text(before)
    after = scenario_from_data(json.loads(text), str(p), check_rules=False)
    if after != canonical_model(before):
        raise ValueError(f"{p}: the canonical form would change the scenario; left as it is")
    if p.read_text(encoding="utf-8") == text:
        return False
    write_atomic(p, text)
    return True


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m qtwargame.scenario.canonicalize",
        description="Rewrite scenario files in their canonical form, each only when the "
                    "scenario read back is the one it read.")
    parser.add_argument("files", nargs="+", metavar="FILE", help="a scenario file (.json)")
    try:
        args = parser.parse_args(sys.argv[1:] if argv is None else argv)
    except SystemExit as e:  # --help (0) or a usage error (2): argparse has said it
        return int(e.code or 0)
    status = 0
    for name in args.files:
        try:
            changed = migrate_file(name)
        except Exception as e:  # report every file, whatever breaks
            print(f"{name}: {e}", file=sys.stderr)
            status = 1
            continue
        print(f"{name}: {'rewritten in canonical form' if changed else 'already canonical'}")
    return status


if __name__ == "__main__":
    sys.exit(main())
