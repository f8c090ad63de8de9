#!/usr/bin/env python3
"""Install qtwargame into ./.venv and run it, or run the test suite.

    python3 packaging/bootstrap.py play     install everything, launch the game
    python3 packaging/bootstrap.py test     install test dependencies, run every test headless
    python3 packaging/bootstrap.py test --fast    the same without the slow tests

Needs nothing but Python 3.11+. On Debian, where ``python3 -m venv`` lacks pip unless
``python3-venv`` is installed, the virtual environment is created without pip and pip is
fetched from PyPI. Qt needs a few shared libraries that a bare Debian lacks; when they are
missing, they are installed with apt-get if this runs as root, and otherwise the exact
command to install them is printed.
"""

from __future__ import annotations

import ctypes.util
import json
import os
import shutil
import subprocess
import sys
import urllib.request
import venv
from collections.abc import Mapping
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV = ROOT / ".venv"
BIN = VENV / ("Scripts" if os.name == "nt" else "bin")
PY = BIN / ("python.exe" if os.name == "nt" else "python")

# Debian packages providing the shared libraries PySide6 loads (xcb and offscreen
# platforms), and fonts that cover Japanese.
DEBIAN_PACKAGES = [
    "libegl1", "libgl1", "libxkbcommon0", "libxkbcommon-x11-0", "libfontconfig1",
    "libdbus-1-3", "libglib2.0-0", "libxcb-cursor0", "libxcb-icccm4", "libxcb-keysyms1",
    "libxcb-shape0", "libxcb-xinerama0", "libxcb-randr0", "libxcb-render-util0",
    "libxcb-image0", "libxcb-xkb1", "fonts-noto-cjk",
]
NEEDED_LIBS = ["EGL", "GL", "xkbcommon", "fontconfig", "dbus-1", "glib-2.0"]


def say(text: str) -> None:
    print(f"[bootstrap] {text}", flush=True)


def run(*cmd: str | Path, env: dict | None = None) -> None:
    subprocess.run([str(c) for c in cmd], check=True, env=env)


def ensure_system_libraries() -> None:
    if not sys.platform.startswith("linux"):
        return
    missing = [lib for lib in NEEDED_LIBS if ctypes.util.find_library(lib) is None]
    cjk = any(Path(p).exists() for p in ("/usr/share/fonts/opentype/noto",
                                          "/usr/share/fonts/truetype/noto"))
    if not missing and cjk:
        return
    if shutil.which("apt-get") is None:
        say(f"Qt needs these libraries, which were not found: {', '.join(missing)}")
        return
    if os.geteuid() != 0:
        say("Qt needs system libraries that are missing. Install them with:")
        say("  sudo apt-get install -y " + " ".join(DEBIAN_PACKAGES))
        return
    say("installing Qt's system libraries and CJK fonts with apt-get")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run("apt-get", "update", "-qq", env=env)
    run("apt-get", "install", "-y", "-qq", "--no-install-recommends", *DEBIAN_PACKAGES, env=env)


def _fetch_pip() -> None:
    """Install pip into a venv made without it, from the newest wheel on PyPI."""
    with urllib.request.urlopen("https://pypi.org/pypi/pip/json", timeout=60) as r:
        meta = json.load(r)
    wheel = next(f for f in meta["urls"] if f["filename"].endswith(".whl"))
    target = VENV / wheel["filename"]
    with urllib.request.urlopen(wheel["url"], timeout=120) as r:
        target.write_bytes(r.read())
    run(PY, str(target) + "/pip", "install", "--quiet", str(target))
    target.unlink()


def ensure_venv() -> None:
    if PY.exists():
        return
    say(f"creating {VENV}")
    try:
        import ensurepip  # noqa: F401

        venv.EnvBuilder(with_pip=True).create(VENV)
    except (ImportError, subprocess.CalledProcessError):
        venv.EnvBuilder(with_pip=False).create(VENV)
        _fetch_pip()


def pip_install(extra: str) -> None:
    spec = f"{ROOT}[{extra}]" if extra else str(ROOT)
    say(f"installing {spec}")
    run(PY, "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-e", spec)


def main(argv: list[str]) -> int:
    if sys.version_info < (3, 11):  # noqa: UP036 - this script must run on any python3
        say(f"qtwargame needs Python 3.11 or newer; this is {sys.version.split()[0]}")
        return 2
    verb = argv[0] if argv else "play"
    rest = argv[1:]
    if verb not in ("play", "test"):
        say(f"unknown command {verb!r}: use 'play' or 'test'")
        return 2
    ensure_system_libraries()
    ensure_venv()
    if verb == "play":
        pip_install("")
        return subprocess.call([str(BIN / "qtwargame"), *rest])
    pip_install("test")
    env = test_environment(os.environ)
    rest = pytest_arguments(rest)
    return subprocess.call([str(PY), "-m", "pytest", *parallel(rest), *rest], env=env, cwd=ROOT)


#: Where the test run keeps compiled modules when the caller asked Python to write none
#: beside the sources (``PYTHONDONTWRITEBYTECODE``): outside the source folders, ignored by git.
PYCACHE = ROOT / ".pytest_cache" / "pycache"


def test_environment(environ: Mapping[str, str]) -> dict[str, str]:
    """The tests' environment: headless Qt; and where ``PYTHONDONTWRITEBYTECODE`` keeps
    compiled modules out of the source folders, they are kept in :data:`PYCACHE` instead
    (``PYTHONPYCACHEPREFIX``), unless the caller chose a prefix. Without any cache pytest
    rewrites every test module's asserts again in every worker at every run: 30 CPU s of
    collection a worker where it is 10 with the cache, a third of the fast loop."""
    env = {**environ, "QT_QPA_PLATFORM": "offscreen"}
    if env.get("PYTHONDONTWRITEBYTECODE") and not env.get("PYTHONPYCACHEPREFIX"):
        del env["PYTHONDONTWRITEBYTECODE"]
        env["PYTHONPYCACHEPREFIX"] = str(PYCACHE)
    return env


def pytest_arguments(rest: list[str]) -> list[str]:
    """``--fast`` (the everyday loop) becomes ``-m "not slow"``: every test but the slow ones
    (``tests/speed.py`` says which); everything else goes to pytest as given."""
    if "--fast" not in rest:
        return rest
    return [a for a in rest if a != "--fast"] + ["-m", "not slow"]


def parallel(rest: list[str]) -> list[str]:
    """One pytest-xdist worker per core unless the arguments choose (``-n``, ``-p no:xdist``).

    Every test has its own user folders and settings (``tests/isolation.py``), so workers
    share nothing; work stealing keeps both cores busy when a few tests take minutes."""
    if any(a.startswith(("-n", "--numprocesses")) or a == "no:xdist" for a in rest):
        return []
    return ["-n", "auto", "--dist", "worksteal"]


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
