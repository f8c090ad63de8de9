"""The live list of problems: the same as ``qtwargame validate`` reports, refreshed a
moment after the last edit. The first column names the object in words (the unit, city,
region or table cell); it is as wide as its longest place up to half the panel, a longer
place is elided in its middle (its start and its end, which says the field or the cell,
stay), and the tooltip holds the whole place with the JSON path under it. Double-clicking
a problem asks the window to show its place.

The first check waits until the window has painted (``start``), so a scenario opens at
once; anything that asks for ``problems`` before then gets them checked there and then."""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import (
    QStyle,
    QStyledItemDelegate,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtwargame.editor.problem_target import place_in_words
from qtwargame.editor.problems import scenario_problems
from qtwargame.editor.translate import translate
from qtwargame.scenario.io import scenario_warnings

DELAY_MS = 400
#: The "Where" column takes at most this share of the panel's width, and never less than
#: MIN_WHERE pixels for that limit (a place's start and end show; the rest is its tooltip).
WHERE_SHARE = 0.5
MIN_WHERE = 320


class _MiddleElide(QStyledItemDelegate):
    """A place too long for its column keeps its start (the object) and its end (the field,
    the cell) and loses its middle."""

    def initStyleOption(self, option, index) -> None:
        super().initStyleOption(option, index)
        option.textElideMode = Qt.TextElideMode.ElideMiddle


class ValidationPanel(QWidget):
    problemActivated = Signal(str)  # the JSON path
    countChanged = Signal(int)

    def __init__(self, doc, parent=None, lang: str = "en") -> None:
        super().__init__(parent)
        self.doc = doc
        self.lang = lang
        self._problems: list | None = None  # None: not checked yet
        #: What the rules do not read (a unit flag, a region kind): listed after the
        #: problems; the scenario is valid and plays all the same.
        self.warnings: list = []
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        self.tree.setColumnCount(2)
        self.tree.setUniformRowHeights(True)
        self._elide = _MiddleElide(self.tree)
        self.tree.setItemDelegateForColumn(0, self._elide)
        self.tree.itemActivated.connect(self._activated)
        box = QVBoxLayout(self)
        box.setContentsMargins(0, 0, 0, 0)
        box.addWidget(self.tree)
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(DELAY_MS)
        self.timer.timeout.connect(self.validate_now)
        doc.changed.connect(self.timer.start)
        doc.mapReset.connect(self.timer.start)
        self.retranslate()

    @property
    def problems(self) -> list:
        if self._problems is None:
            self.validate_now()
        return self._problems or []

    def checked(self) -> bool:
        return self._problems is not None

    def start(self) -> None:
        """Check the scenario soon (after the window's first frame), if not done yet."""
        if self._problems is None:
            QTimer.singleShot(0, self, self._first_check)

    def _first_check(self) -> None:
        if self._problems is None:
            self.validate_now()

    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("Where"), self.tr("Problem")])
        self._show()

    def validate_now(self) -> None:
        self.timer.stop()
        self._problems = scenario_problems(self.doc.scenario, self.doc.display_name())
        # (never raises: a ruleset whose declaration breaks gives no warnings)
        self.warnings = scenario_warnings(self.doc.scenario, self.doc.display_name())
        self._show()
        self.countChanged.emit(len(self.problems))

    def _show(self) -> None:
        self.tree.clear()
        if self._problems is None:
            return
        style = self.style()
        if not self.problems:
            item = QTreeWidgetItem(["", self.tr("No problems: the scenario is valid.")])
            item.setIcon(0, style.standardIcon(QStyle.StandardPixmap.SP_DialogApplyButton))
            item.setFlags(Qt.ItemFlag.ItemIsEnabled)
            self.tree.addTopLevelItem(item)
        warn = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning)
        for p in self.problems:
            text = p.text(translate)  # in the editor's language where the check says it
            place = self.place(p.path)
            item = QTreeWidgetItem([place, text])
            item.setIcon(0, warn)
            item.setData(0, Qt.ItemDataRole.UserRole, p.path)
            item.setToolTip(0, self._place_tip(place, p.path))
            item.setToolTip(1, text)
            self.tree.addTopLevelItem(item)
        note = style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation)
        for w in self.warnings:
            text = w.text(translate)
            place = self.place(w.path)
            item = QTreeWidgetItem([place, text])
            item.setIcon(0, note)
            item.setData(0, Qt.ItemDataRole.UserRole, w.path)
            item.setToolTip(0, self._place_tip(place, w.path))
            item.setToolTip(1, self.tr("Warning: {text}. The scenario plays all the same.")
                            .format(text=text))
            self.tree.addTopLevelItem(item)
        self.fit_where()

    @staticmethod
    def _place_tip(place: str, path: str) -> str:
        """The whole place in words, and the JSON path it stands for under it."""
        return f"{place}\n{path}" if place != path else path

    def where_limit(self) -> int:
        """The widest the "Where" column is made: half the panel, at least MIN_WHERE."""
        return max(MIN_WHERE, int(self.tree.viewport().width() * WHERE_SHARE))

    def fit_where(self) -> None:
        """The "Where" column as wide as its longest place, up to :meth:`where_limit`."""
        self.tree.resizeColumnToContents(0)
        limit = self.where_limit()
        if self.tree.columnWidth(0) > limit:
            self.tree.setColumnWidth(0, limit)

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self.fit_where()

    def place(self, path: str) -> str:
        """Where a problem is, in words in the editor's language."""
        try:
            return place_in_words(path, self.doc.scenario, self.lang,
                                  lambda w: translate("ProblemPlace", w))
        except (AttributeError, IndexError, KeyError, TypeError):
            return path

    def _activated(self, item, _column) -> None:
        path = item.data(0, Qt.ItemDataRole.UserRole)
        if path:
            self.problemActivated.emit(path)
