"""The scanned map follows the map: a resize with an offset moves the image with the
content, undoing "Remove scanned map" after Save As to another folder finds the image,
and removing the scan makes the terrain opaque again."""

from __future__ import annotations

import json

import pytest
from PySide6.QtGui import QColor, QImage

from qtwargame.editor.document import EditorDocument
from qtwargame.scenario.io import load_scenario

from .conftest import RIVER


def _scan_file(folder):
    img = QImage(400, 300, QImage.Format.Format_RGB32)
    img.fill(QColor(200, 30, 30))
    path = folder / "scans" / "sheet.png"
    path.parent.mkdir(parents=True)
    img.save(str(path))
    return path


@pytest.fixture
def traced(qtbot, tmp_path):
    from qtwargame.editor.editor_window import EditorWindow

    target = tmp_path / "mine.json"
    target.write_text(RIVER.read_text(encoding="utf-8"), encoding="utf-8")
    w = EditorWindow(EditorDocument(load_scenario(target), target), autosave_dir=tmp_path / "a")
    w.ask_before_closing = False
    qtbot.addWidget(w)
    assert w.import_background(_scan_file(tmp_path))
    return w


def _remove_button(window):
    page = window.tool_options.pages["calibrate"]
    return next(b for b in page.findChildren(type(window.tool_options._button("", "clear_image")))
                if b.text() == "Remove background image")


def test_a_resize_with_an_offset_moves_the_calibrated_scan_with_the_content(traced):
    w = traced
    w.calibrated(type("Fit", (), {"origin_x": 10.0, "origin_y": 12.5, "size": 20.0})())
    doc, bg = w.doc, w.scene.background
    before = bg.image_point(w.scene.layout.center(doc.parse("0505")))
    assert w.resize_map(14, 10, dx=2, dy=1) == []
    after = bg.image_point(w.scene.layout.center(doc.parse("0706")))  # where 0505 went
    assert after == pytest.approx(before, abs=0.01)
    assert (doc.scenario.scan.origin_x, doc.scenario.scan.origin_y) == (-50.0, -22.141)
    w.act_undo.trigger()
    assert (doc.scenario.scan.origin_x, doc.scenario.scan.origin_y) == (10.0, 12.5)


def test_a_resize_with_an_offset_moves_an_uncalibrated_scan_too(traced):
    w = traced
    doc, bg = w.doc, w.scene.background
    before = bg.image_point(w.scene.layout.center(doc.parse("0505")))
    w.resize_map(14, 10, dx=2, dy=1)
    after = bg.image_point(w.scene.layout.center(doc.parse("0706")))
    assert after == pytest.approx(before, abs=0.05)


def test_undoing_remove_scanned_map_after_save_as_elsewhere_finds_the_image(traced, tmp_path):
    w = traced
    assert w.save()
    w.set_tool("calibrate")
    _remove_button(w).click()
    assert w.doc.scenario.scan is None
    other = tmp_path / "elsewhere" / "copy.json"
    other.parent.mkdir()
    assert w.save_to(other)
    assert "scan" not in json.loads(other.read_text(encoding="utf-8"))
    w.act_undo.trigger()
    assert w.doc.scenario.scan.image == "../scans/sheet.png"
    assert w.scan_path(w.doc.scenario.scan.image).resolve() == (tmp_path / "scans" / "sheet.png")
    assert w.scene.background.has_image() and w.scene.background.isVisible()


def test_removing_the_scan_makes_the_terrain_opaque_and_undo_fades_it_again(traced):
    w = traced
    scene, layers = w.scene, w.layers
    assert scene.layer_opacity["terrain"] == pytest.approx(0.45)
    w.set_tool("calibrate")
    _remove_button(w).click()
    assert scene.layer_opacity["terrain"] == 1.0
    assert scene.terrain.opacity() == 1.0
    assert layers.opacity["terrain"].value() == 100
    w.act_undo.trigger()
    assert scene.layer_opacity["terrain"] == pytest.approx(0.45)
    assert layers.opacity["terrain"].value() == 45


def test_a_terrain_opacity_the_designer_chose_is_kept_when_the_scan_goes(traced):
    w = traced
    w.layers.opacity["terrain"].setValue(70)
    w.clear_background()
    assert w.scene.layer_opacity["terrain"] == pytest.approx(0.7)
