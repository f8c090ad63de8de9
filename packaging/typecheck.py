#!/usr/bin/env python3
"""Check qtwargame's types with mypy against the recorded baseline.

    .venv/bin/python packaging/typecheck.py            check (CI runs it as a test:
                                                       tests/test_typecheck_script.py)
    .venv/bin/python packaging/typecheck.py --update   record the counts as they are now

mypy's settings are in ``pyproject.toml``: strict in the engine's contract (``engine``,
``scenario``, ``ai``, ``position``, ``testing``), the defaults elsewhere. Every file's count
of errors must stay at or below its count in ``packaging/mypy-baseline.json``; a file not
named there must have none. A count that went down is reported, so the baseline can be
recorded lower (``--update``) and never climb back. The strict modules are held to the same
rule: their baseline is what is left to mend.
"""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
BASELINE = ROOT / "packaging" / "mypy-baseline.json"
ERROR = re.compile(r"^(?P<file>[^:\s]+\.py):\d+(?::\d+)?: error: ")


def count_errors(output: str) -> Counter[str]:
    """Errors per file in mypy's output."""
    counts: Counter[str] = Counter()
    for line in output.splitlines():
        m = ERROR.match(line)
        if m:
            counts[m.group("file").replace("\\", "/")] += 1
    return counts


def compare(now: Counter[str], baseline: dict[str, int]) -> tuple[list[str], list[str]]:
    """(files over their baseline, files under it), each as a line to print."""
    worse = [f"{f}: {n} errors (baseline {baseline.get(f, 0)})"
             for f, n in sorted(now.items()) if n > baseline.get(f, 0)]
    better = [f"{f}: {now.get(f, 0)} errors (baseline {n})"
              for f, n in sorted(baseline.items()) if now.get(f, 0) < n]
    return worse, better


def run_mypy() -> str:
    done = subprocess.run([sys.executable, "-m", "mypy", "--no-error-summary",
                           "--hide-error-context", "--no-pretty"],
                          cwd=ROOT, capture_output=True, text=True)
    if done.returncode not in (0, 1):  # 2: mypy itself failed (bad config, crash)
        sys.stderr.write(done.stdout + done.stderr)
        raise SystemExit(2)
    return done.stdout


def main(argv: list[str]) -> int:
    output = run_mypy()
    now = count_errors(output)
    total = sum(now.values())
    if "--update" in argv:
        BASELINE.write_text(json.dumps(dict(sorted(now.items())), indent=1) + "\n", encoding="utf-8")
        print(f"typecheck: baseline recorded: {total} errors in {len(now)} files")
        return 0
    baseline = json.loads(BASELINE.read_text(encoding="utf-8")) if BASELINE.exists() else {}
    worse, better = compare(now, baseline)
    print(f"typecheck: {total} errors in {len(now)} files (baseline {sum(baseline.values())})")
    for line in better:
        print(f"  fewer: {line}")
    if worse:
        print("typecheck: more type errors than the baseline allows:", file=sys.stderr)
        for line in worse:
            print(f"  {line}", file=sys.stderr)
        listed = {w.split(":")[0] for w in worse}
        for line in output.splitlines():
            m = ERROR.match(line)
            if m and m.group("file") in listed:
                print(f"    {line}", file=sys.stderr)
        return 1
    if better:
        print("typecheck: record the lower counts with --update")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
