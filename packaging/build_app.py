#!/usr/bin/env python3
"""Build the one-folder application with PyInstaller and check that it starts.

    python packaging/build_app.py [--no-smoke]

Output: packaging/dist/qtwargame/qtwargame (the folder is what ships). The smoke test
runs the built program headless: it lists the bundled scenarios, validates them, and
renders the main window of the default scenario offscreen to a PNG.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
DIST = HERE / "dist"
WORK = HERE / "build"
APP = DIST / "qtwargame" / ("qtwargame.exe" if os.name == "nt" else "qtwargame")


def build() -> None:
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(DIST), "--workpath", str(WORK), str(HERE / "qtwargame.spec")],
        check=True,
    )


def smoke(out_png: Path) -> None:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    listing = subprocess.run([str(APP), "scenarios", "--json"], env=env, check=True,
                             capture_output=True, text=True).stdout
    print(listing[:400])
    bundled = DIST / "qtwargame" / "_internal" / "qtwargame" / "data" / "scenarios"
    files = sorted(str(p) for p in bundled.glob("*.json"))
    if not files:
        raise SystemExit(f"no bundled scenarios in {bundled}")
    subprocess.run([str(APP), "validate", *files], env=env, check=True)
    subprocess.run([str(APP), "screenshot", str(out_png)], env=env, check=True)
    if not out_png.exists() or out_png.stat().st_size < 10_000:
        raise SystemExit(f"the built program did not render {out_png}")
    print(f"built program started and rendered {out_png}")


def main(argv: list[str]) -> int:
    build()
    if "--no-smoke" not in argv:
        smoke(WORK / "smoke.png")
    print(f"application folder: {APP.parent}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
