"""Render resources/icons/qtwargame.svg to the PNG sizes desktops look for.

    python packaging/make_icons.py

Writes resources/icons/hicolor/<size>x<size>/apps/qtwargame.png for the freedesktop icon
theme sizes. The PNGs are committed; run this again after changing the SVG.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

import qtwargame.ui  # noqa: E402, F401  (PySide6 6.12 on Python 3.11: before any Qt call)

SVG = ROOT / "resources" / "icons" / "qtwargame.svg"
SIZES = (16, 22, 24, 32, 48, 64, 128, 256, 512)


def main() -> int:
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"{SVG}: not a valid SVG", file=sys.stderr)
        return 1
    for size in SIZES:
        image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        renderer.render(painter)
        painter.end()
        out = ROOT / "resources" / "icons" / "hicolor" / f"{size}x{size}" / "apps" / "qtwargame.png"
        out.parent.mkdir(parents=True, exist_ok=True)
        image.save(str(out))
        print(out.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    sys.exit(main())
