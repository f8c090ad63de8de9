"""Help ▸ About qtwargame: the version, where the player's files are, and the licences of
qtwargame and of what it ships with."""

from __future__ import annotations

import platform
import sys
from dataclasses import dataclass
from html import escape
from importlib import metadata

from PySide6.QtCore import Qt, qVersion
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QTextBrowser,
    QVBoxLayout,
)

from qtwargame import __version__, applog, userfiles
from qtwargame.scenario.catalog import resources_dir
from qtwargame.ui.screen_fit import resize_within_screen

LGPL3 = "https://www.gnu.org/licenses/lgpl-3.0.html"
LGPL21 = "https://www.gnu.org/licenses/old-licenses/lgpl-2.1.html"
MIT = "https://opensource.org/license/mit"
BSD3 = "https://opensource.org/license/bsd-3-clause"
PSF = "https://docs.python.org/3/license.html"


@dataclass(frozen=True)
class Component:
    name: str
    version: str
    licence: str
    url: str


def _version(dist: str) -> str:
    try:
        return metadata.version(dist)
    except metadata.PackageNotFoundError:
        return ""


def components() -> list[Component]:
    """qtwargame and what it runs on, with their licences."""
    import PySide6

    return [
        Component("qtwargame", __version__, "MIT", MIT),
        Component("Qt", qVersion(), "LGPL 3.0", LGPL3),
        Component("PySide6 (Qt for Python)", PySide6.__version__, "LGPL 3.0", LGPL3),
        Component("pydantic", _version("pydantic"), "MIT", MIT),
        Component("pydantic-core", _version("pydantic-core") or _version("pydantic_core"), "MIT",
                  MIT),
        Component("shapely", _version("shapely"), "BSD 3-Clause", BSD3),
        Component("GEOS (in shapely)", "", "LGPL 2.1", LGPL21),
        Component("NumPy", _version("numpy"), "BSD 3-Clause", BSD3),
        Component("platformdirs", _version("platformdirs"), "MIT", MIT),
        Component("Python", platform.python_version(), "PSF License 2.0", PSF),
    ]


def frozen() -> bool:
    """True in the standalone build (PyInstaller)."""
    return bool(getattr(sys, "frozen", False))


class AboutDialog(QDialog):
    def __init__(self, parent=None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("About qtwargame"))
        outer = QVBoxLayout(self)
        head = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(QIcon(str(resources_dir() / "icons" / "qtwargame.svg")).pixmap(96, 96))
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        head.addWidget(icon)
        tagline = self.tr("Hex-and-counter wargames with every rule enforced.")
        rights = self.tr("Copyright © the qtwargame developers. Released under the MIT licence.")
        title = QLabel(f"<h2 style='margin:0'>qtwargame {escape(__version__)}</h2>"
                       f"<p>{escape(tagline)}</p><p>{escape(rights)}</p>")
        title.setWordWrap(True)
        title.setTextFormat(Qt.TextFormat.RichText)
        head.addWidget(title, 1)
        outer.addLayout(head)
        self.text = QTextBrowser()
        self.text.setOpenExternalLinks(True)
        self.text.setHtml(self.html())
        outer.addWidget(self.text, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        about_qt = buttons.addButton(self.tr("About Qt"), QDialogButtonBox.ButtonRole.ActionRole)
        about_qt.clicked.connect(lambda: QApplication.aboutQt())
        buttons.rejected.connect(self.reject)
        outer.addWidget(buttons)
        resize_within_screen(self, 640, 600)

    def html(self) -> str:
        rows = "".join(
            f"<tr><td><b>{escape(c.name)}</b></td><td>{escape(c.version)}</td>"
            f"<td><a href='{c.url}'>{escape(c.licence)}</a></td></tr>" for c in components())
        lgpl = self.tr("Qt and PySide6 are used under the GNU Lesser General Public License "
                       "version 3, as separate shared libraries that you may replace with "
                       "your own builds of the same version.")
        if frozen():
            lgpl += " " + self.tr("In this standalone build they are the libQt6* and "
                                  "PySide6 files of its _internal folder.")
        log = applog.current() or userfiles.log_file()
        places = [
            (self.tr("Saved games"), userfiles.saves_dir()),
            (self.tr("Your scenarios"), userfiles.scenarios_dir()),
            (self.tr("Autosave"), userfiles.autosave_dir()),
            (self.tr("Log file"), log),
        ]
        where = "".join(f"<tr><td>{escape(name)}</td><td><code>{escape(str(path))}</code></td></tr>"
                        for name, path in places)
        games = self.tr("The historical games belong to their publishers: their rulebooks are "
                        "the authority on their rules, and each scenario says which of its "
                        "parts were reconstructed.")
        head = (self.tr("Component"), self.tr("Version"), self.tr("Licence"))
        header = "".join(f"<th align='left'>{escape(h)}</th>" for h in head)
        return (
            f"<h3>{escape(self.tr('Licences'))}</h3>"
            f"<table cellpadding='3'><tr>{header}</tr>{rows}</table>"
            f"<p>{escape(lgpl)}</p><p>{escape(games)}</p>"
            f"<h3>{escape(self.tr('Your files'))}</h3><table cellpadding='3'>{where}</table>"
        )
