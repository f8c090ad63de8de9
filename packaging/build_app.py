#!/usr/bin/env python3
"""Build the one-folder application with PyInstaller and check that it starts.

    python packaging/build_app.py [--no-smoke] [--dist DIR] [--work DIR] [--report FILE]

Output: packaging/dist/qtwargame/ (the folder is what ships; run qtwargame/qtwargame in
it). The smoke test then runs the built program headless, with its user files in a
throw-away folder (QTWARGAME_HOME): it lists the bundled scenarios, validates every one,
renders the main window on a bundled scenario offscreen, and renders the welcome screen
and the help dialog (which need the bundled resources). ``--report`` writes what it found
as JSON (the test suite reads it: tests/test_standalone.py).
"""

from __future__ import annotations

import argparse
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
EXE_NAME = "qtwargame.exe" if os.name == "nt" else "qtwargame"
#: The scenario the smoke test plays: small, and always bundled.
SMOKE_SCENARIO = "river_crossing"


def build(dist: Path, work: Path) -> float:
    started = time.monotonic()
    subprocess.run(
        [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean", "--log-level", "WARN",
         "--distpath", str(dist), "--workpath", str(work), str(HERE / "qtwargame.spec")],
        check=True, cwd=ROOT,
    )
    return time.monotonic() - started


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise SystemExit(f"{path} is not a PNG")
    return struct.unpack(">II", data[16:24])


def _folder_mb(folder: Path) -> float:
    """Size on disk, counting each file once (PyInstaller links some libraries twice)."""
    total = sum(p.lstat().st_size for p in folder.rglob("*") if p.is_file() and not p.is_symlink())
    return round(total / 1e6, 1)


def smoke(app_dir: Path, out_dir: Path) -> dict:
    """Run the built program headless; raise SystemExit if anything is wrong."""
    app = app_dir / EXE_NAME
    out_dir.mkdir(parents=True, exist_ok=True)
    home = Path(tempfile.mkdtemp(prefix="qtwargame-smoke-home-"))
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "QTWARGAME_HOME": str(home)}
    env.pop("PYTHONPATH", None)

    def run(*args: str) -> str:
        done = subprocess.run([str(app), *args], env=env, capture_output=True, text=True,
                              cwd=out_dir, timeout=300)
        if done.returncode != 0:
            raise SystemExit(f"{app} {' '.join(args)} failed ({done.returncode}):\n"
                             f"{done.stdout}\n{done.stderr}")
        return done.stdout

    report: dict = {"app": str(app), "size_mb": _folder_mb(app_dir)}
    report["version"] = run("--version").strip()
    listed = json.loads(run("scenarios", "--json"))
    report["scenarios"] = sorted(s["id"] for s in listed)
    files = [s["path"] for s in listed]
    if not files:
        raise SystemExit("the built program lists no bundled scenarios")
    if not all(Path(f).resolve().is_relative_to(app_dir.resolve()) for f in files):
        raise SystemExit(f"the scenarios do not come from the bundle: {files}")
    out = run("validate", *files)
    report["validated"] = sum(1 for line in out.splitlines() if ": valid (" in line)
    if report["validated"] != len(files):
        raise SystemExit(f"not every bundled scenario is valid:\n{out}")
    shots = {"window": [], "welcome": ["--dialog", "welcome"], "help": ["--dialog", "help"]}
    report["screenshots"] = {}
    for name, extra in shots.items():
        png = out_dir / f"smoke-{name}.png"
        png.unlink(missing_ok=True)
        run("screenshot", str(png), "--scenario", SMOKE_SCENARIO, "--width", "1280",
            "--height", "800", *extra)
        size = _png_size(png)
        if png.stat().st_size < 10_000:
            raise SystemExit(f"the built program rendered an empty {png}")
        report["screenshots"][name] = {"path": str(png), "size": list(size)}
    return report


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description="Build the standalone qtwargame folder.")
    p.add_argument("--no-smoke", action="store_true", help="build only")
    p.add_argument("--dist", type=Path, default=HERE / "dist", help="output folder")
    p.add_argument("--work", type=Path, default=HERE / "build", help="PyInstaller's work folder")
    p.add_argument("--report", type=Path, default=None, help="write the smoke results as JSON")
    args = p.parse_args(argv)
    seconds = build(args.dist, args.work)
    app_dir = args.dist / "qtwargame"
    print(f"built {app_dir} in {seconds:.0f} s ({_folder_mb(app_dir)} MB)")
    if args.no_smoke:
        return 0
    report = smoke(app_dir, args.work / "smoke")
    report["build_seconds"] = round(seconds, 1)
    print(json.dumps(report, indent=1))
    if args.report is not None:
        args.report.parent.mkdir(parents=True, exist_ok=True)
        args.report.write_text(json.dumps(report, indent=1), encoding="utf-8")
    print(f"the built program started, listed {len(report['scenarios'])} scenarios and rendered "
          f"the main window; application folder: {app_dir}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
