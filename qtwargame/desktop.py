"""``qtwargame install-desktop``: register the program with the Linux desktop for this user.

It installs the desktop entry (menu item, with the editor as an action), the icon in every
size, and the MIME types of saved games (``*.qtwsave``) and shared views (``*.qtwview``), so
that opening either in the file manager runs ``qtwargame play FILE``. The entry's command is
the program that runs this: the standalone build's executable, the ``qtwargame`` script of a
pip or pipx install, or ``python -m qtwargame``. ``packaging/linux/install-desktop.sh`` does the same
from a checkout. No Qt.
"""

from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from importlib import resources
from pathlib import Path

from qtwargame.scenario.catalog import resources_dir

DESKTOP_FILE = "io.github.qtwargame.desktop"
MIME_FILE = "qtwargame-mime.xml"
ICON = "qtwargame"


def linux_dir() -> Path:
    """The desktop entry and MIME type: package data when installed, ``packaging/linux``
    in a checkout."""
    packaged = resources.files("qtwargame") / "data" / "linux"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[1] / "packaging" / "linux"


def data_home() -> Path:
    return Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")


def program_command() -> list[str]:
    """The command that starts this very program."""
    if getattr(sys, "frozen", False):
        return [sys.executable]
    started_as = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if started_as is not None and started_as.stem == "qtwargame" and started_as.is_file():
        return [str(started_as.absolute())]  # the script pip or pipx installed
    script = shutil.which("qtwargame")
    if script is not None:
        return [str(Path(script).resolve())]
    return [sys.executable, "-m", "qtwargame"]


def _exec_quote(arg: str) -> str:
    """Quote one argument of a desktop entry's Exec key (freedesktop rules)."""
    if arg and not any(c in arg for c in ' \t\n"\'\\><~|&;$*?#()`'):
        return arg
    escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("`", "\\`").replace("$", "\\$")
    return f'"{escaped}"'


def desktop_entry(command: list[str]) -> str:
    """The desktop entry with its commands pointing at ``command``."""
    text = (linux_dir() / DESKTOP_FILE).read_text(encoding="utf-8")
    program = " ".join(_exec_quote(a) for a in command)
    return "\n".join(f"Exec={program}{line[len('Exec=qtwargame'):]}"
                     if line.startswith("Exec=qtwargame") else line
                     for line in text.splitlines()) + "\n"


def _targets(prefix: Path) -> dict[str, Path]:
    return {"desktop": prefix / "applications" / DESKTOP_FILE,
            "mime": prefix / "mime" / "packages" / MIME_FILE,
            "svg": prefix / "icons" / "hicolor" / "scalable" / "apps" / f"{ICON}.svg"}


def install(prefix: Path | None = None, command: list[str] | None = None,
            refresh: bool = True) -> list[Path]:
    """Install for this user (``prefix`` default: ``$XDG_DATA_HOME`` or ~/.local/share).
    Returns the files written."""
    prefix = Path(prefix) if prefix is not None else data_home()
    t = _targets(prefix)
    written = []
    for key in ("desktop", "mime", "svg"):
        t[key].parent.mkdir(parents=True, exist_ok=True)
    t["desktop"].write_text(desktop_entry(command or program_command()), encoding="utf-8")
    shutil.copyfile(linux_dir() / MIME_FILE, t["mime"])
    icons = resources_dir() / "icons"
    shutil.copyfile(icons / f"{ICON}.svg", t["svg"])
    written += [t["desktop"], t["mime"], t["svg"]]
    for png in sorted((icons / "hicolor").glob(f"*/apps/{ICON}.png")):
        size = png.parent.parent.name
        out = prefix / "icons" / "hicolor" / size / "apps" / png.name
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(png, out)
        written.append(out)
    if refresh:
        _refresh(prefix)
    return written


def uninstall(prefix: Path | None = None, refresh: bool = True) -> list[Path]:
    prefix = Path(prefix) if prefix is not None else data_home()
    removed = []
    candidates = list(_targets(prefix).values())
    candidates += (prefix / "icons" / "hicolor").glob(f"*/apps/{ICON}.png")
    for path in candidates:
        if path.exists():
            path.unlink()
            removed.append(path)
    if refresh:
        _refresh(prefix)
    return removed


def _refresh(prefix: Path) -> None:
    """Tell the desktop's caches, when their tools are installed."""
    for tool, args in (("update-mime-database", [str(prefix / "mime")]),
                       ("update-desktop-database", [str(prefix / "applications")]),
                       ("gtk-update-icon-cache", ["-q", "-t", str(prefix / "icons" / "hicolor")])):
        if shutil.which(tool):
            subprocess.run([tool, *args], check=False, capture_output=True)


def describe(command: list[str]) -> str:
    return shlex.join(command)
