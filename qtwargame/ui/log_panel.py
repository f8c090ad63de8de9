"""The game log: every action and automatic step with its dice and rule number, filtered
by side, turn, text or combats only; copied or exported as plain text (for an e-mail, as
play-by-e-mail players share logs); and stepped through: with "Step Through" on, the board
shows the game as it was after the selected line, read-only, until it is turned off.

An entry is shown whole: its event wraps onto as many lines as the column's width needs
(the row grows), and its tooltip holds the whole text with the phase. Rows are measured
only when shown, so a log of thousands of entries opens and filters as fast as before."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QRect, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QCheckBox,
    QComboBox,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLineEdit,
    QPushButton,
    QSizePolicy,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.game import LogEntry
from qtwargame.engine.text import Msg
from qtwargame.engine.view import log_for
from qtwargame.logtext import log_lines
from qtwargame.ui.names import as_label

ALL = "*"
#: The column of the events' text, the one that wraps.
EVENT = 1
DICE = 2
#: The dice column's least width (two dice a line).
DICE_WIDTH = 64
TOP_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
#: (read once: an enum member looked up on Qt's classes costs as much as the call it is
#: passed to, and a long game's log refill made five such lookups a line)
USER_ROLE = Qt.ItemDataRole.UserRole


class WrappingDelegate(QStyledItemDelegate):
    """Sizes a row for its text wrapped to the width of its column. (A tree view asks its
    delegate for a row's height without the column's width, so the height would be that
    of one line and a wrapped text would be cut.) The view asks only for the rows it
    shows or scrolls past, and keeps the answers until the width changes."""

    def __init__(self, view: QTreeWidget, column: int = 1) -> None:
        super().__init__(view)
        self.view = view
        self.column = column
        #: How many rows' sizes were asked for (tests read it).
        self.measured = 0

    def sizeHint(self, option, index):
        self.measured += 1
        opt = QStyleOptionViewItem(option)
        opt.rect = QRect(0, 0, self.view.columnWidth(self.column), 1 << 16)
        return super().sizeHint(opt, index)


class LogPanel(QWidget):
    #: Step through: show the board after the log line with this index (None: the present).
    pastRequested = Signal(object)

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.entries: list[LogEntry] = []
        #: Each message of the log in words (``said``): its ``id``, the message (kept, so
        #: that the id names no other) and the words, for ``_words_names``, the names the
        #: words were read in (another game, language or viewer: read again).
        self._words: dict[int, tuple[Msg, str]] = {}
        self._words_names: object = None
        self.export_path: str | None = None  # tests set it to skip the file dialog
        box = QVBoxLayout(self)
        box.setContentsMargins(4, 4, 4, 4)
        row = QHBoxLayout()
        self.side = QComboBox()
        self.turn = QComboBox()
        self.text = QLineEdit()
        self.text.setClearButtonEnabled(True)
        for w in (self.side, self.turn):
            # as wide as its longest entry in the language now shown, after every change
            # of language, and never squeezed below it by a narrow dock: the text filter
            # gives way ("All sides" read "All side" in a narrow dock)
            w.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
            w.setSizePolicy(QSizePolicy.Policy.Minimum, QSizePolicy.Policy.Fixed)
            w.currentIndexChanged.connect(self.apply_filter)
        self.text.textChanged.connect(self.apply_filter)
        row.addWidget(self.side)
        row.addWidget(self.turn)
        row.addWidget(self.text, 1)
        box.addLayout(row)
        row2 = QHBoxLayout()
        self.combats = QCheckBox()
        self.combats.toggled.connect(self.apply_filter)
        self.step = QPushButton()
        self.step.setCheckable(True)
        self.step.toggled.connect(self._step_toggled)
        self.copy = QPushButton()
        self.copy.clicked.connect(self.copy_text)
        self.export = QPushButton()
        self.export.clicked.connect(self.export_text)
        row2.addWidget(self.combats)
        row2.addStretch(1)
        for b in (self.step, self.copy, self.export):
            row2.addWidget(b)
        box.addLayout(row2)
        self.tree = QTreeWidget()
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        # Rows as tall as their wrapped text, measured when shown: scrolling by rows, the
        # view never needs the height of the whole log at once (scrolling by pixels would
        # measure every row whenever the log grows or the column changes width).
        self.tree.setUniformRowHeights(False)
        self.tree.setWordWrap(True)
        self.tree.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerItem)
        self.wrapping = WrappingDelegate(self.tree)
        self.tree.setItemDelegateForColumn(EVENT, self.wrapping)
        # The dice wrap too, die by die, in their column's width (session 92 by hand at
        # 1,366 x 768: a combat's dice read "⚃4 ⚀1 …", cut to the column's 64 pixels); the
        # row is as tall as the taller of the two.
        self.dice_wrapping = WrappingDelegate(self.tree, DICE)
        self.tree.setItemDelegateForColumn(DICE, self.dice_wrapping)
        self.tree.setColumnCount(4)
        header = self.tree.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Interactive)
        header.setSectionResizeMode(3, QHeaderView.ResizeMode.ResizeToContents)
        self._sizing_dice = False
        self._dice_width: int | None = None  # set when the person drags the column
        self.tree.setColumnWidth(DICE, DICE_WIDTH)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        header.sectionResized.connect(self._section_resized)
        box.addWidget(self.tree, 1)
        self.tree.currentItemChanged.connect(self._current_changed)
        controller.logReset.connect(self.reset)
        controller.logAppended.connect(self.append)
        self.retranslate()

    def retranslate(self) -> None:
        self.tree.setHeaderLabels([self.tr("Turn"), self.tr("Event"), self.tr("Dice"),
                                   self.tr("Rule")])
        self.text.setPlaceholderText(self.tr("Filter text…"))
        self.combats.setText(self.tr("Combats only"))
        self.step.setText(self.tr("Step Through"))
        self.step.setToolTip(self.tr("Show the board as it was after the selected line "
                                     "(read-only); use the arrow keys to step"))
        self.copy.setText(self.tr("Copy"))
        self.copy.setToolTip(self.tr("Copy the lines shown as text, to paste into an e-mail"))
        self.export.setText(self.tr("Export…"))
        self.export.setToolTip(self.tr("Save the whole log as a text file"))
        self.reset(self.controller.log())

    def resizeEvent(self, event) -> None:
        """The dice column takes a quarter of a wide log (at least ``DICE_WIDTH``), so that
        a bucket of dice wraps over a few lines, not two dice a line; a width the person
        dragged it to stays."""
        super().resizeEvent(event)
        if self._dice_width is None:
            self._sizing_dice = True
            # (the panel's new width: the tree inside is laid out after this)
            self.tree.setColumnWidth(DICE, max(DICE_WIDTH, event.size().width() // 4))
            self._sizing_dice = False

    def _section_resized(self, column: int, old: int, new: int) -> None:
        """The event column changed width: the rows' heights are measured again (the rows
        shown now, the others when they are shown)."""
        if column == DICE and not self._sizing_dice:
            self._dice_width = new  # the person's own width, kept
        if column in (EVENT, DICE) and old != new:
            self.tree.scheduleDelayedItemsLayout()

    def _fill_filters(self) -> None:
        c = self.controller
        side, turn = self.side.currentData(), self.turn.currentData()
        self.side.blockSignals(True)
        self.turn.blockSignals(True)
        self.side.clear()
        self.side.addItem(self.tr("All sides"), ALL)
        self.turn.clear()
        self.turn.addItem(self.tr("All turns"), ALL)
        if c.game is not None:
            for s in c.game.scenario.sides:
                self.side.addItem(c.names.side(s.id), s.id)
            for t in c.game.scenario.turns:
                self.turn.addItem(self.tr("Turn {n}").format(n=t.number), t.number)
        for combo, value in ((self.side, side), (self.turn, turn)):
            i = combo.findData(value)
            combo.setCurrentIndex(max(i, 0))
        self.side.blockSignals(False)
        self.turn.blockSignals(False)

    def reset(self, entries: list[LogEntry]) -> None:
        if self.step.isChecked():
            self.step.setChecked(False)  # a new game, a load or an undo: back to the present
        self._fill_filters()
        self.entries = []
        self.tree.clear()
        self.append(entries)
        # Only the words of the lines now in the log are kept (an undone line's go).
        kept = {id(e.text) for e in self.entries}
        self._words = {k: v for k, v in self._words.items() if k in kept}

    def said(self, msg: Msg) -> str:
        """``msg`` in the reader's words (``GameController.render``), read once for the
        log's names: a reset (an undo, Open, Step Through's end) shows the lines it showed
        before without reading each message again, and a line's tooltip and the text
        export take the words its row shows. Reading a long game's 1,700 messages was
        most of a reset's time, and a reset came at every undo."""
        c = self.controller
        if self._words_names is not c.names:
            self._words, self._words_names = {}, c.names
        got = self._words.get(id(msg))
        if got is None or got[0] is not msg:
            got = self._words[id(msg)] = (msg, c.render(msg))
        return got[1]

    def append(self, entries: list[LogEntry]) -> None:
        c = self.controller
        if c.names is None:
            return
        items = []
        titles: dict[str, str] = {}  # each phase's title, read once
        # The lines as the person at the screen may read them (issue 46): another side's
        # private lines left out, secret rolls without their values; hot-seat (no one
        # viewer) reads as a neutral observer, so neither player reads the other's.
        for e in log_for(entries, c.viewer):
            self.entries.append(e)
            dice = "  ".join(c.names.dice(r.shown, r.sides) for r in e.rolls)
            phase = titles.get(e.phase)
            if phase is None:
                phase = titles[e.phase] = c.names.phase_title(e.phase)
            words = self.said(e.text)
            item = QTreeWidgetItem([f"{e.turn}", words, dice, e.rule])
            for column in range(4):  # a tall row reads from its top
                item.setTextAlignment(column, TOP_LEFT)
            item.setToolTip(1, f"{phase}: {words}")
            if dice:
                item.setToolTip(2, "\n".join(
                    f"{as_label(c.render(r.purpose))}: {c.names.dice(r.shown, r.sides)}"
                    if r.purpose is not None else c.names.dice(r.shown, r.sides) for r in e.rolls))
            item.setData(0, USER_ROLE, (e.side, e.turn))
            item.setData(1, USER_ROLE, len(self.entries) - 1)
            item.setData(2, USER_ROLE, bool(e.rolls) or getattr(e, "combat", None) is not None)
            if e.automatic:
                item.setForeground(1, QBrush(QColor(110, 110, 110)))
            if e.rolls:
                f = item.font(2)
                f.setBold(True)
                item.setFont(2, f)
            items.append(item)
        self.tree.addTopLevelItems(items)
        hidden = self._filter()
        if hidden is not None:  # (a new line shows unless a filter hides it)
            for item in items:
                item.setHidden(hidden(item))
        if items:
            QTimer.singleShot(0, self.tree, self.tree.scrollToBottom)

    def _lines(self) -> list[QTreeWidgetItem]:
        """The log's lines in order (the tree's top-level items)."""
        items = (self.tree.topLevelItem(i) for i in range(self.tree.topLevelItemCount()))
        return [item for item in items if item is not None]

    def apply_filter(self) -> None:
        hidden = self._filter()
        for item in self._lines():
            item.setHidden(hidden is not None and hidden(item))

    def _filter(self):
        """Whether a line is hidden by the filters now set (side, turn, text, combats
        only), as a function of its item, the filters read once for all lines; None when
        none is set and every line shows."""
        want_side, want_turn = self.side.currentData(), self.turn.currentData()
        text = self.text.text().strip().lower()
        combats = self.combats.isChecked()
        by_side, by_turn = want_side not in (None, ALL), want_turn not in (None, ALL)
        if not (combats or by_side or by_turn or text):
            return None

        def hidden(item: QTreeWidgetItem) -> bool:
            side, turn = item.data(0, USER_ROLE)
            return bool((combats and not item.data(2, USER_ROLE))
                        or (by_side and side != want_side)
                        or (by_turn and turn != want_turn)
                        or (text and text not in item.text(1).lower()
                            and text not in item.text(3).lower()))
        return hidden

    # -- text for people -------------------------------------------------------------------
    def as_text(self, visible_only: bool = True) -> str:
        """The log (the lines shown, or all of it) as plain text in the reader's language,
        headed by the scenario and what the game stands at."""
        c = self.controller
        if c.game is None:
            return ""
        entries = [self.entries[item.data(1, USER_ROLE)] for item in self._lines()
                   if not (visible_only and item.isHidden())]
        s = c.state
        head = [c.game.scenario.title.get(c.names.lang),
                self.tr("Turn {turn}, {phase}").format(turn=s.turn, phase=c.names.phase_title(s.phase)),
                ""]
        lines = log_lines(entries, self.said, c.names.phase_title,
                          lambda rolls: "  ".join(c.names.dice(r.shown, r.sides) for r in rolls),
                          turn_word=self.tr("Turn"), dice_word=self.tr("dice"),
                          rule_word=self.tr("rule"))
        return "\n".join(head + lines) + "\n"

    def copy_text(self) -> str:
        text = self.as_text(visible_only=True)
        QApplication.clipboard().setText(text)
        return text

    def export_text(self) -> str | None:
        """Save the whole log as UTF-8 text (atomically); the path, or None."""
        from qtwargame.atomic import write_atomic

        path = self.export_path
        if path is None:
            from qtwargame import userfiles

            try:  # the saves folder, where the player's games are, not the working folder
                folder = userfiles.ensure(userfiles.saves_dir())
            except OSError:
                folder = Path.home()
            path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the log"),
                                                  str(folder / "log.txt"),
                                                  self.tr("Text files (*.txt)"))
        if not path:
            return None
        try:
            write_atomic(path, self.as_text(visible_only=False))
        except OSError as e:
            show_error = getattr(self.window(), "show_error", None)
            if show_error is not None:
                show_error(self.tr("Cannot export the log"), f"{path}: {e.strerror or e}")
            return None
        return path

    # -- stepping through ----------------------------------------------------------------------
    def _step_toggled(self, on: bool) -> None:
        if on:
            self._current_changed(self.tree.currentItem(), None)
        else:
            self.pastRequested.emit(None)

    def _current_changed(self, item, _previous) -> None:
        if not self.step.isChecked():
            return
        if item is None:
            self.pastRequested.emit(None)
            return
        self.pastRequested.emit(item.data(1, USER_ROLE))

    def select_line(self, index: int) -> None:
        """Make the ``index``-th log line current (and show it)."""
        for item in self._lines():
            if item.data(1, USER_ROLE) == index:
                self.tree.setCurrentItem(item)
                self.tree.scrollToItem(item)
                return

    def visible_texts(self) -> list[str]:
        return [item.text(1) for item in self._lines() if not item.isHidden()]
