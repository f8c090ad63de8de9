"""What installs: the wheel carries the scenarios and resources; the desktop files agree
with each other; the standalone build starts."""

import configparser
import struct
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

from tests.conftest import ROOT


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet",
                    "--disable-pip-version-check", "-w", str(out), str(ROOT)], check=True)
    (whl,) = out.glob("qtwargame-*.whl")
    return whl


def test_wheel_carries_code_scenarios_and_resources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    assert "qtwargame/cli.py" in names
    assert "qtwargame/engine/game.py" in names
    for scenario in (ROOT / "scenarios").glob("*.json"):
        assert f"qtwargame/data/scenarios/{scenario.name}" in names
    assert "qtwargame/data/resources/icons/qtwargame.svg" in names
    for qm in (ROOT / "resources" / "i18n").glob("*.qm"):
        assert f"qtwargame/data/resources/i18n/{qm.name}" in names
    assert not any(n.startswith(("tests/", "packaging/")) for n in names)
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "qtwargame = qtwargame.cli:main" in text


def test_installed_wheel_finds_its_bundled_scenarios(wheel, tmp_path):
    target = tmp_path / "site"
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet",
                    "--disable-pip-version-check", "--target", str(target), str(wheel)],
                   check=True)
    code = ("import sys; sys.path.insert(0, sys.argv[1]);"
            "from qtwargame.scenario import catalog;"
            "print(catalog.scenarios_dir()); print(sorted(e.id for e in catalog.bundled()))")
    out = subprocess.run([sys.executable, "-c", code, str(target)], capture_output=True,
                         text=True, check=True, cwd=tmp_path).stdout.splitlines()
    assert out[0].startswith(str(target))
    assert eval(out[1]) == sorted(p.stem for p in (ROOT / "scenarios").glob("*.json"))


def _png_size(path: Path) -> tuple[int, int]:
    data = path.read_bytes()[:24]
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_desktop_entry_mime_type_and_icons_agree():
    linux = ROOT / "packaging" / "linux"
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(linux / "io.github.qtwargame.desktop", encoding="utf-8")
    main = entry["Desktop Entry"]
    assert main["Exec"] == "qtwargame play %f"
    assert main["Icon"] == "qtwargame"
    mime = (linux / "qtwargame-mime.xml").read_text(encoding="utf-8")
    assert f'type="{main["MimeType"].rstrip(";")}"' in mime
    assert '<glob pattern="*.qtwsave"/>' in mime
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "qtwargame.png"
        assert _png_size(png) == (size, size)
