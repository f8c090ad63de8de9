"""The standalone application: PyInstaller builds the one-folder program, which then
starts headless on the bundled scenarios (packaging/build_app.py's smoke test)."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from tests.conftest import ROOT, SCENARIOS

pytestmark = pytest.mark.slow


@pytest.fixture(scope="module")
def built(tmp_path_factory):
    out = tmp_path_factory.mktemp("standalone")
    report = out / "report.json"
    subprocess.run([sys.executable, str(ROOT / "packaging" / "build_app.py"),
                    "--dist", str(out / "dist"), "--work", str(out / "work"),
                    "--report", str(report)], check=True, cwd=ROOT, timeout=900)
    return out, json.loads(report.read_text(encoding="utf-8"))


def test_the_built_program_lists_and_validates_every_bundled_scenario(built):
    _, report = built
    from qtwargame import __version__

    assert report["version"] == f"qtwargame {__version__}"
    assert report["scenarios"] == sorted(p.stem for p in SCENARIOS.glob("*.json"))
    assert report["validated"] == len(report["scenarios"])


def test_the_built_program_renders_the_main_window_welcome_and_help(built):
    from PySide6.QtGui import QImage

    _, report = built
    shots = report["screenshots"]
    assert shots["window"]["size"] == [1280, 800]
    for name in ("window", "welcome", "help"):
        image = QImage(shots[name]["path"])
        assert not image.isNull()
        # Not a blank image: the window has a map, the dialogs text.
        colours = {image.pixel(x, y) for x in range(0, image.width(), 23)
                   for y in range(0, image.height(), 23)}
        assert len(colours) > 20, name


def test_the_bundle_carries_its_data_and_leaves_out_what_it_does_not_need(built):
    out, report = built
    internal = out / "dist" / "qtwargame" / "_internal"
    data = internal / "qtwargame" / "data"
    assert (data / "resources" / "i18n" / "qtwargame_ja.ts").is_file()
    assert sorted(p.name for p in (data / "resources" / "help").glob("*.html")) == sorted(
        p.name for p in (ROOT / "resources" / "help").glob("*.html"))
    assert (data / "resources" / "icons" / "qtwargame.svg").is_file()
    names = {p.name for p in internal.rglob("*")}
    for unwanted in ("matplotlib", "IPython", "PIL", "jedi", "libqeglfs.so", "libqvnc.so",
                     "libqgtk3.so", "libcairo.so.2", "qt_help_de.qm", "hypothesis", "mypy",
                   "ast_serialize"):
        assert unwanted not in names, unwanted
    assert report["size_mb"] < 260
