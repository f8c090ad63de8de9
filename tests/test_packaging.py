"""What installs: the wheel carries the scenarios, resources, translations and help, and an
installed copy (pip --target, no venv) finds them and runs; the desktop files agree with
each other. The standalone build is tests/test_standalone.py."""

import configparser
import json
import os
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
    catalogues = list((ROOT / "resources" / "i18n").glob("*.ts"))
    assert catalogues
    for ts in catalogues + list((ROOT / "resources" / "i18n").glob("*.qm")):
        assert f"qtwargame/data/resources/i18n/{ts.name}" in names
    pages = list((ROOT / "resources" / "help").glob("*.html"))
    assert len(pages) >= 8
    for page in pages:
        assert f"qtwargame/data/resources/help/{page.name}" in names
    assert "qtwargame/data/linux/io.github.qtwargame.desktop" in names
    assert "qtwargame/data/linux/qtwargame-mime.xml" in names
    assert not any(n.startswith(("tests/", "packaging/")) for n in names)
    entry_points = next(n for n in names if n.endswith("entry_points.txt"))
    text = zipfile.ZipFile(wheel).read(entry_points).decode()
    assert "qtwargame = qtwargame.cli:main" in text


@pytest.fixture(scope="module")
def installed(wheel, tmp_path_factory) -> Path:
    """The wheel installed with ``pip install --target`` (no venv): the folder."""
    target = tmp_path_factory.mktemp("site")
    subprocess.run([sys.executable, "-m", "pip", "install", "--no-deps", "--quiet",
                    "--disable-pip-version-check", "--target", str(target), str(wheel)],
                   check=True)
    return target


def _in_installed(target: Path, code: str, cwd: Path) -> list[str]:
    """Run ``code`` with the installed copy first on the path (not the checkout)."""
    code = f"import sys; sys.path.insert(0, {str(target)!r}); " + code
    return subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                          check=True, cwd=cwd).stdout.splitlines()


def test_installed_wheel_finds_its_bundled_scenarios(installed, tmp_path):
    out = _in_installed(installed, "from qtwargame.scenario import catalog;"
                        "print(catalog.scenarios_dir()); print(sorted(e.id for e in catalog.bundled()))",
                        tmp_path)
    assert out[0].startswith(str(installed))
    assert eval(out[1]) == sorted(p.stem for p in (ROOT / "scenarios").glob("*.json"))


def test_installed_wheel_finds_its_translations_and_help(installed, tmp_path):
    out = _in_installed(installed, (
        "import os; os.environ['QT_QPA_PLATFORM'] = 'offscreen';"
        "import qtwargame.ui;"
        "from PySide6.QtCore import QCoreApplication;"
        "app = QCoreApplication([]);"
        "from qtwargame.i18n import translator;"
        "print(translator.i18n_dir()); print(translator.install('ja', app));"
        "print(QCoreApplication.translate('PhaseBar', 'End Phase'));"
        "from qtwargame.ui import help_dialog;"
        "print(help_dialog.help_path('defiant_russia', 'ja')); print(help_dialog.topics());"
        "from qtwargame import desktop; print(desktop.linux_dir())"),
        tmp_path)
    assert out[0] == str(installed / "qtwargame" / "data" / "resources" / "i18n")
    assert out[1:3] == ["ja", "フェイズ終了"]
    assert out[3] == str(installed / "qtwargame" / "data" / "resources" / "help"
                         / "defiant_russia.ja.html")
    from qtwargame.engine.ruleset import ruleset_ids

    helped = {p.name.split(".")[0] for p in (ROOT / "resources" / "help").glob("*.en.html")}
    assert eval(out[4]) == ["window"] + [r for r in ruleset_ids() if r in helped]
    assert out[5] == str(installed / "qtwargame" / "data" / "linux")


def test_the_installed_qtwargame_command_lists_the_scenarios(installed, tmp_path):
    script = installed / "bin" / "qtwargame"
    assert script.is_file()
    env = {**os.environ, "PYTHONPATH": str(installed)}
    done = subprocess.run([sys.executable, str(script), "scenarios", "--json"], env=env,
                          capture_output=True, text=True, check=True, cwd=tmp_path)
    listed = json.loads(done.stdout)
    assert sorted(s["id"] for s in listed) == sorted(p.stem for p in (ROOT / "scenarios").glob("*.json"))
    assert all(s["path"].startswith(str(installed)) for s in listed)
    assert all(s["provenance"] for s in listed)


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
    # each type the entry opens is declared, saves and shared views (session 94)
    assert main["MimeType"].rstrip(";").split(";") == [
        "application/x-qtwargame-save", "application/x-qtwargame-view"]
    for kind in main["MimeType"].rstrip(";").split(";"):
        assert f'type="{kind}"' in mime
    assert '<glob pattern="*.qtwsave"/>' in mime and '<glob pattern="*.qtwview"/>' in mime
    for size in (16, 22, 24, 32, 48, 64, 128, 256, 512):
        png = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "qtwargame.png"
        assert _png_size(png) == (size, size)
