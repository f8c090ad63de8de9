"""Reading what a Japanese window shows for English words (session 86): the editor's
tests and the play window's golden positions use it. Ids (shown beside names), tags, file
names, paths and a few written forms (JSON, VP, Ctrl; the language menu's "English") are
allowed; markup and what stands in brackets beside a name are not read."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractButton,
    QComboBox,
    QDockWidget,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QTabBar,
    QTableWidget,
    QTreeWidget,
    QWidget,
)

#: Written the same in Japanese.
AS_WRITTEN = {"JSON", "VP", "ID", "HTML", "GeoJSON", "Shift", "Ctrl", "Alt", "Esc", "Return",
              "OK", "XXYY", "YYXX", "MP", "SS", "ZOC", "CSV", "PNG", "CSIR", "Mob", "qtwargame",
              "null", "default", "English"}
_MARKUP = re.compile(r"<[^>]*>|&\w+;")
_BESIDE = re.compile(r"\([^()]*\)|\[[^\[\]]*\]")
_WORD = re.compile(r"[A-Za-z]{3,}")
_PATH = re.compile(r"(?:[A-Za-z]:)?[/\\][^\s]*")
#: A file's name in a sentence ("….qtwsave を開きました"), as written.
_FILE = re.compile(r"\S+\.(?:qtwsave|json|png|csv|html)\b")


def texts_of(root: QWidget, cells: bool = False) -> list[str]:
    """Every text ``root`` and its visible children show: tooltips, labels and buttons,
    group titles, placeholders, the items of drop-downs, lists (and their tooltips), trees,
    tab bars (and their tooltips), a dock's title and a view's column headers; with
    ``cells``, table widgets' cells too (the editor's hold data in both languages, such as
    a source note written in English beside its Japanese)."""
    out: list[str] = []
    for w in [root, *root.findChildren(QWidget)]:
        if not w.isVisible():
            continue
        out.append(w.toolTip())
        if isinstance(w, (QLabel, QAbstractButton)):
            out.append(w.text())
        elif isinstance(w, QGroupBox):
            out.append(w.title())
        elif isinstance(w, QLineEdit):
            out.append(w.placeholderText())
        elif isinstance(w, QComboBox):
            out += [w.itemText(i) for i in range(w.count())]
        elif isinstance(w, QListWidget):
            for i in range(w.count()):
                out += [w.item(i).text(), w.item(i).toolTip()]
        elif isinstance(w, QTreeWidget):
            for i in range(w.topLevelItemCount()):
                item = w.topLevelItem(i)
                out += [t for col in range(w.columnCount())
                        for t in (item.text(col), item.toolTip(col))]
        elif isinstance(w, QTabBar):
            out += [t for i in range(w.count()) for t in (w.tabText(i), w.tabToolTip(i))]
        elif cells and isinstance(w, QTableWidget):
            out += [w.item(i, j).text() for i in range(w.rowCount()) for j in range(w.columnCount())
                    if w.item(i, j) is not None]
        elif isinstance(w, QDockWidget):
            out.append(w.windowTitle())
        elif isinstance(w, QHeaderView) and w.model() is not None:
            if w.orientation() == Qt.Orientation.Horizontal:
                out += [str(w.model().headerData(i, w.orientation()))
                        for i in range(w.model().columnCount())]
    return [t for t in out if t]


def role_keys() -> set[str]:
    """The ruleset roles' keys as the data writes them (``FORM_WORDS``, in words)."""
    import importlib

    keys = set()
    for game in ("defiant_russia", "red_vengeance", "shin_barbarossa", "blitzkrieg_moscow"):
        words = getattr(importlib.import_module(f"qtwargame.rules.{game}.data"), "FORM_WORDS", ())
        keys |= {w.replace(" ", "_") for w in words} | {p for w in words for p in w.split()}
    return keys


def english(texts, known: set[str]) -> list[str]:
    found = []
    for text in texts:
        if _PATH.fullmatch(text):  # a file's path, as written
            continue
        plain = _FILE.sub("", _BESIDE.sub("", _MARKUP.sub("", text)))
        words = [w for w in _WORD.findall(plain)
                 if w not in AS_WRITTEN and w not in known]
        if words:
            found.append(text)
    return sorted(set(found))


def known_ids(sc) -> set[str]:
    """What the scenario writes as it is: its ids, its cities' tags, its ruleset's role keys."""
    known = {x.id for x in [*sc.terrain, *sc.features, *sc.sides, *sc.weather, *sc.map.cities,
                            *sc.tables, *sc.map.regions, *sc.units, *sc.city_kinds,
                            *sc.nationalities, *sc.unit_types]}
    known |= {tag for c in sc.map.cities for tag in c.tags} | {"capital", "objective"}
    return known | role_keys()  # the keys a ruleset's data descriptions quote
