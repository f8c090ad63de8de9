"""File ▸ Balance test…: a tournament on the scenario being edited, in the background.

The dialog snapshots the document (and, to compare, reads the last saved file) when Run
is pressed, and a :class:`BalanceRunner` on a ``QThread`` plays the batches through
:func:`qtwargame.tournament.batch.run_batch` on a pool of worker processes, so the editor
stays responsive; the progress bar counts games and estimates the time left, and Cancel
stops at the next finished game. Both versions are played with the same seeds (paired
games), so a difference comes from the edit, not from the dice. The results show as the
tournament report's plots (when matplotlib is installed) and a table: each side's win
rate in both versions, the difference, and whether the 95% intervals overlap (when they
do not, the edit changed the balance beyond what chance explains).
"""

from __future__ import annotations

import json
import os
import threading
import time
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QThread, Signal
from PySide6.QtGui import QAction, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QSpinBox,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
)

from qtwargame.engine.text import format_text
from qtwargame.tournament.stats import intervals_overlap
from qtwargame.ui.screen_fit import resize_within_screen


class BalanceRunner(QObject):
    """Plays one or two batches (current, last saved) and draws the plots, off the GUI
    thread. ``specs`` is a list of ``(label, BatchSpec)``."""

    progress = Signal(int, int)
    finished = Signal(object)  # {"runs": [(label, summary)], "png": bytes | None, ...}
    failed = Signal(str)

    def __init__(self, specs: list, workers: int, plot_text: dict, names: dict,
                 backend_factory=None) -> None:
        super().__init__()
        self.specs = specs
        self.workers = workers
        self.plot_text = plot_text
        self.names = names
        self.stop = threading.Event()
        self._backend_factory = backend_factory

    def _backend(self):
        if self._backend_factory is not None:
            return self._backend_factory()
        from qtwargame.tournament.backends import InlineBackend, ProcessBackend

        return InlineBackend() if self.workers <= 1 else ProcessBackend(self.workers)

    def run(self) -> None:
        from qtwargame.tournament.batch import run_batch

        try:
            total = sum(spec.games for _label, spec in self.specs)
            done_before = 0
            runs = []
            batches = []
            cancelled = False
            for label, spec in self.specs:
                def on_record(_record: dict, done: int, _total: int, base: int = done_before) -> None:
                    self.progress.emit(base + done, total)

                result = run_batch(spec, self._backend(), on_record=on_record,
                                   should_stop=self.stop.is_set)
                if result.failure:
                    raise RuntimeError(result.failure)
                runs.append((label, result.summary))
                batches.append(result)
                done_before += spec.games
                if result.cancelled or self.stop.is_set():
                    cancelled = True
                    break
            png = None
            plot_error = ""
            if runs and runs[0][1]["games"]:
                try:
                    from qtwargame.tournament.plots import PlotsUnavailable, png_bytes

                    png = png_bytes([r for r in runs if r[1]["games"]], names=self.names,
                                    text=self.plot_text, width=11, height=7.5)
                except PlotsUnavailable as e:
                    plot_error = str(e)
            self.finished.emit({"runs": runs, "png": png, "plot_error": plot_error,
                                "cancelled": cancelled, "batches": batches})
        except Exception as e:  # shown in the dialog; the editor and the document go on
            self.failed.emit(f"{type(e).__name__}: {e}")


class PlotLabel(QLabel):
    """The report's figure, scaled to the space it has (never beyond its own size)."""

    def __init__(self) -> None:
        super().__init__()
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setMinimumSize(320, 220)
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.full = QPixmap()

    def set_plot(self, pix: QPixmap) -> None:
        self.full = pix
        self.setText("")
        self._rescale()

    def _rescale(self) -> None:
        if self.full.isNull():
            self.setPixmap(QPixmap())
            return
        size = self.size().boundedTo(self.full.size())
        self.setPixmap(self.full.scaled(size, Qt.AspectRatioMode.KeepAspectRatio,
                                        Qt.TransformationMode.SmoothTransformation))

    def resizeEvent(self, event) -> None:
        super().resizeEvent(event)
        self._rescale()


class BalanceDialog(QDialog):
    def __init__(self, doc, lang: str = "en", parent=None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.lang = lang
        self.setWindowTitle(self.tr("Balance Test"))
        self.worker_thread: QThread | None = None
        self.runner: BalanceRunner | None = None
        self.outcome: dict | None = None
        #: the last run found the scenario as saved and played it once (``_specs``)
        self._same_as_saved = False
        self._started = 0.0
        from qtwargame.tournament.players import level_titles

        self.player_a = QComboBox()
        self.player_b = QComboBox()
        for combo in (self.player_a, self.player_b):
            for level_id in level_titles():
                combo.addItem(self._level_text(level_id), level_id)
        self.games = QSpinBox()
        self.games.setRange(1, 100_000)
        self.games.setValue(100)
        self.seed = QSpinBox()
        self.seed.setRange(0, 2**31 - 1)
        self.seed.setValue(1)
        self.swap = QCheckBox(self.tr("Swap sides in every second game (paired seeds)"))
        self.workers = QSpinBox()
        self.workers.setRange(1, max(os.cpu_count() or 1, 1) * 4)
        self.workers.setValue(os.cpu_count() or 1)
        self.compare = QCheckBox(self.tr("Compare with the last saved version"))
        sides = [s.id for s in doc.scenario.sides]
        names = self._names()
        self.side_a_label = QLabel(self.tr("Player A ({side})").format(
            side=names.get(sides[0], sides[0]) if sides else "?"))
        self.side_b_label = QLabel(self.tr("Player B ({side})").format(
            side=names.get(sides[1], sides[1]) if len(sides) > 1 else "?"))
        form = QGridLayout()
        cells = ((self.side_a_label, self.player_a), (self.side_b_label, self.player_b),
                 (QLabel(self.tr("Games")), self.games), (QLabel(self.tr("Seed")), self.seed),
                 (QLabel(self.tr("Worker processes")), self.workers))
        for i, (label, field) in enumerate(cells):
            row, col = divmod(i, 3)
            label.setBuddy(field)
            form.addWidget(label, row, col * 2)
            form.addWidget(field, row, col * 2 + 1)
        form.addWidget(self.swap, 2, 0, 1, 3)
        form.addWidget(self.compare, 2, 3, 1, 3)
        for col in (1, 3, 5):
            form.setColumnStretch(col, 1)

        self.run_button = QPushButton(self.tr("Run"))
        self.run_button.setDefault(True)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setEnabled(False)
        self.run_button.clicked.connect(self.start)
        self.cancel_button.clicked.connect(self.cancel)
        self.save_button = QPushButton(self.tr("Save Results…"))
        self.save_button.setEnabled(False)
        self.save_button.setToolTip(self.tr("Write the games, the summary and the tables "
                                            "(JSON and CSV) and the plots to a folder"))
        self.save_button.clicked.connect(self._ask_save)
        self.progress = QProgressBar()
        self.progress.setFormat(self.tr("%v / %m games"))
        self.progress.setValue(0)
        self.games.valueChanged.connect(self._planned_games)
        self.compare.toggled.connect(self._planned_games)
        self._planned_games()
        self.status = QLabel()
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.run_button)
        buttons.addWidget(self.cancel_button)
        buttons.addWidget(self.progress, 1)
        buttons.addWidget(self.save_button)

        self.plot = PlotLabel()
        self.table = QTableWidget(0, 1)
        # Before a run: the one column every result has, named (not Qt's "1" to "5").
        self.table.setHorizontalHeaderLabels([self.tr("Measure")])
        self.table.verticalHeader().setVisible(False)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.plot)
        splitter.addWidget(self.table)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([640, 240])
        close = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        close.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.status)
        layout.addWidget(splitter, 1)
        layout.addWidget(close)
        resize_within_screen(self, 1100, 1000)
        self._refresh_compare()
        doc.pathChanged.connect(self._refresh_compare)
        # an edit makes a comparison worth its games; an undo back to the file, not
        doc.undo_stack.cleanChanged.connect(lambda _clean: self._refresh_compare())

    # -- helpers ----------------------------------------------------------------------------
    def _level_text(self, level_id: str) -> str:
        """A player level's name in the reader's language."""
        from qtwargame.tournament.players import level_titles

        title = level_titles().get(level_id)
        if title is not None and hasattr(title, "format"):
            return title.format(lambda ctx, src: QCoreApplication.translate(ctx, src))
        return self.tr("Random") if level_id == "random" else level_id

    def _names(self) -> dict[str, str]:
        """Sides and unit types by id, in the reader's language."""
        out = {t.id: t.name.get(self.lang) or t.id for t in self.doc.scenario.unit_types}
        for s in self.doc.scenario.sides:
            out[s.id] = s.name.get(self.lang) or s.id
        return out

    def _plot_text(self) -> dict[str, str]:
        """The figure's words in the reader's language (those of the saved report too)."""
        from qtwargame.tournament.plots import words

        return words(QCoreApplication.translate)[0]

    def _saved_path(self):
        path = self.doc.path
        return path if path is not None and path.exists() else None

    def _refresh_compare(self) -> None:
        saved = self._saved_path()
        self.compare.setEnabled(saved is not None)
        if saved is None:
            self.compare.setChecked(False)
            self.compare.setToolTip(self.tr("The scenario has not been saved yet."))
        elif not self.doc.is_modified():
            # the same scenario twice would play every game twice for one answer
            self.compare.setChecked(False)
            self.compare.setToolTip(format_text(self.tr(
                "The scenario is as last saved ({path}): nothing to compare yet."), path=saved))
        else:
            self.compare.setChecked(True)
            self.compare.setToolTip(str(saved))

    def _specs(self) -> list | None:
        """``[(label, BatchSpec)]`` of what to play, or None after saying why not."""
        from qtwargame.engine.game import Game
        from qtwargame.scenario.io import ScenarioError, dumps_scenario, load_scenario
        from qtwargame.scenario.io import scenario_from_data as from_data
        from qtwargame.tournament.batch import spec_for

        self._same_as_saved = False
        players = (self.player_a.currentData(), self.player_b.currentData())
        games, seed, swap = self.games.value(), self.seed.value(), self.swap.isChecked()
        try:
            current = from_data(json.loads(dumps_scenario(self.doc.scenario)), "<editor>")
        except ScenarioError as e:
            self._say(format_text(self.tr("The scenario has {n:# problem; fix it|# problems; fix "
                                          "them} to run a balance test."), n=len(e.problems)))
            return None
        if len(current.sides) != 2:
            self._say(self.tr("A balance test needs a scenario with two sides."))
            return None
        try:
            Game(current)
        except Exception as e:  # a ruleset that cannot start this scenario says why
            self._say(self.tr("The game cannot start from this scenario: {error}")
                      .format(error=e))
            return None
        specs = [(self.tr("current"), spec_for(current, players, games, seed, swap))]
        saved_path = self._saved_path()
        if self.compare.isChecked() and saved_path is not None:
            try:
                saved = load_scenario(saved_path)
                Game(saved)
            except (ScenarioError, OSError, ValueError, KeyError) as e:
                error = str(e)
                if isinstance(e, ScenarioError):  # its problems in the reader's language
                    error = e.text(lambda ctx, src: QCoreApplication.translate(ctx, src))
                self._say(self.tr("The saved file cannot be played, so only the current "
                                  "version runs: {error}").format(error=error))
                return specs
            if dumps_scenario(saved) == dumps_scenario(current):
                self._same_as_saved = True  # said when the games are done
                return specs
            specs.append((self.tr("last saved"), spec_for(saved, players, games, seed, swap)))
        return specs

    def _say(self, text: str) -> None:
        self.status.setText(text)

    def _planned_games(self, *_args) -> None:
        """Before a run, the bar counts the games the settings ask for (each version's)."""
        if self.running():
            return
        versions = 2 if self.compare.isChecked() and self._saved_path() is not None else 1
        self.progress.setRange(0, self.games.value() * versions)
        self.progress.setValue(0)

    # -- running ----------------------------------------------------------------------------
    def running(self) -> bool:
        return self.worker_thread is not None

    def start(self, backend_factory=None) -> bool:
        if self.running():
            return False
        specs = self._specs()
        if specs is None:
            return False
        total = sum(spec.games for _l, spec in specs)
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.outcome = None
        self._say(format_text(self.tr("Playing {n:# game|# games}…"), n=total))
        self.runner = BalanceRunner(specs, self.workers.value(), self._plot_text(), self._names(),
                                    backend_factory if callable(backend_factory) else None)
        self.worker_thread = QThread(self)
        self.runner.moveToThread(self.worker_thread)
        self.worker_thread.started.connect(self.runner.run)
        self.runner.progress.connect(self._progress)
        self.runner.finished.connect(self._finished)
        self.runner.failed.connect(self._failed)
        self.run_button.setEnabled(False)
        self.cancel_button.setEnabled(True)
        self.save_button.setEnabled(False)
        self._started = time.monotonic()
        self.worker_thread.start()
        return True

    def cancel(self) -> None:
        if self.runner is not None:
            self.runner.stop.set()
            self.cancel_button.setEnabled(False)
            self._say(self.tr("Stopping after the games being played…"))

    def _progress(self, done: int, total: int) -> None:
        self.progress.setValue(done)
        elapsed = time.monotonic() - self._started
        left = elapsed / done * (total - done) if done else 0.0
        if self.runner is not None and not self.runner.stop.is_set():
            self._say(self.tr("{done} of {total} games, about {seconds} s left")
                      .format(done=done, total=total, seconds=round(left)))

    def _stop_thread(self) -> None:
        if self.worker_thread is not None:
            self.worker_thread.quit()
            self.worker_thread.wait()
            self.worker_thread.deleteLater()
        self.worker_thread = None
        self.runner = None
        self.run_button.setEnabled(True)
        self.cancel_button.setEnabled(False)

    def _failed(self, message: str) -> None:
        self._stop_thread()
        self._say(self.tr("The balance test failed: {error}").format(error=message))

    def _finished(self, result: dict) -> None:
        self._stop_thread()
        self.outcome = result
        runs = result["runs"]
        games = runs[0][1]["games"] if runs else 0
        if result["cancelled"]:
            self._say(format_text(self.tr("Cancelled; the results below are of the {n:# game|# "
                                          "games} finished."),
                                  n=sum(s["games"] for _l, s in runs)))
        elif self._same_as_saved:
            self._say(format_text(self.tr("Done: {n:# game|# games}. The scenario is as last "
                                          "saved, so only this version was played."), n=games))
        else:
            self._say(format_text(self.tr("Done: {n:# game|# games} per version."), n=games))
        if result["png"]:
            pix = QPixmap()
            pix.loadFromData(result["png"], "PNG")
            self.plot.set_plot(pix)
        else:
            self.plot.set_plot(QPixmap())
            self.plot.setText(result["plot_error"] or self.tr("No finished games to plot."))
        self._fill_table(runs)
        self.save_button.setEnabled(any(b.records for b in result["batches"]))

    def _ask_save(self) -> None:
        folder = QFileDialog.getExistingDirectory(self, self.tr("Save Balance Test Results"))
        if folder:
            self.save_results(folder)

    def save_results(self, folder) -> list:
        """Each version's files (those of ``qtwargame tournament --out``) in its own
        subfolder of ``folder``; the plots too when matplotlib is installed."""
        from qtwargame.tournament.batch import write_tables

        written: list = []
        if self.outcome is None:  # nothing played yet
            return written
        try:
            for batch, sub in zip(self.outcome["batches"], ("current", "last-saved")):
                out = Path(folder) / sub
                out.mkdir(parents=True, exist_ok=True)
                (out / "games.jsonl").write_text(
                    "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in batch.records),
                    encoding="utf-8")
                written += write_tables(out, batch)
                if self.outcome["png"]:
                    from qtwargame.tournament.plots import words, write_report

                    figure_words, page_words = words(QCoreApplication.translate)
                    sc = self.doc.scenario
                    written += write_report(
                        out, [("", batch.summary)], names=self._names(), text=figure_words,
                        html_text=page_words, title=sc.title.get(self.lang) or sc.title.en,
                        players=(self._level_text(batch.spec.players[0]),
                                 self._level_text(batch.spec.players[1])))
        except OSError as e:
            self._say(self.tr("The results could not be saved: {error}").format(error=e))
            return written
        self._say(format_text(self.tr("Saved {n:# file|# files} in {folder}"), n=len(written),
                              folder=folder))
        return written

    def _fill_table(self, runs: list[tuple[str, dict[str, Any]]]) -> None:
        names = self._names()
        labels = [label for label, _s in runs]
        header = [self.tr("Measure"), *labels]
        two = len(runs) == 2
        if two:
            header += [self.tr("Difference"), self.tr("Intervals overlap")]
        self.table.setColumnCount(len(header))
        self.table.setHorizontalHeaderLabels(header)
        rows: list[list[str]] = []
        sides = runs[0][1]["scenario"]["sides"] if runs else []
        keys = [("wins_by_side", k) for k in (*sides, "draw")]
        players = runs[0][1]["players"] if runs else {}
        if players and players["A"] != players["B"]:  # two levels: how each one did
            keys += [("wins_by_player", "A"), ("wins_by_player", "B")]
        for group, key in keys:
            if group == "wins_by_player":
                title = self.tr("Player {slot} ({level}) wins").format(
                    slot=key, level=self._level_text(players[key]))
            elif key == "draw":
                title = self.tr("Draws")
            else:
                title = self.tr("{side} wins").format(side=names.get(key, key))
            ws = [s[group][key] for _l, s in runs]
            row = [title, *[f"{w['rate']:.1%} ({w['ci95'][0]:.1%}–{w['ci95'][1]:.1%})"
                            for w in ws]]
            if two:
                row += [f"{(ws[0]['rate'] - ws[1]['rate']) * 100:+.1f} pp",
                        self.tr("yes") if intervals_overlap(ws[0]["ci95"], ws[1]["ci95"])
                        else self.tr("no: the balance changed")]
            rows.append(row)

        def number(title: str, values: list[float]) -> list[str]:
            row = [title, *[f"{v:.2f}" for v in values]]
            return row + ([f"{values[0] - values[1]:+.2f}", "—"] if two else [])

        rows.append(number(self.tr("Mean length (turns)"),
                           [s["length"]["turns"].get("mean", 0.0) for _l, s in runs]))
        for side in sides:
            rows.append(number(self.tr("{side} units lost per game")
                               .format(side=names.get(side, side)),
                               [s["losses"][side]["per_game"] for _l, s in runs]))
        self.table.setRowCount(len(rows))
        for r, row in enumerate(rows):
            for c, text in enumerate(row):
                item = QTableWidgetItem(text)
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
                self.table.setItem(r, c, item)
        self.table.resizeColumnsToContents()

    def done(self, code: int) -> None:  # closing while running stops the games first
        if self.runner is not None:
            self.runner.stop.set()
        if self.worker_thread is not None:
            self.worker_thread.quit()
            self.worker_thread.wait()
            self._stop_thread()
        super().done(code)


def add_balance_action(window) -> QAction:
    """Put Balance Test… after the play-test actions of an editor window: in its Test menu
    when it has one, else in File after Play-test."""
    action = QAction(_action_text(), window)

    def show() -> None:
        commit = getattr(window, "commit_typing", None)
        if commit is not None:  # the text being typed is part of the scenario tested
            commit()
        dialog = getattr(window, "_balance_dialog", None)
        if dialog is None:
            dialog = BalanceDialog(window.doc, getattr(window, "lang", "en"), window)
            window._balance_dialog = dialog
        dialog.show()
        dialog.raise_()

    action.triggered.connect(show)
    menu = getattr(window, "menu_test", None) or window.menu_file
    actions = menu.actions()
    plays = [i for i, a in enumerate(actions)
             if a in (getattr(window, "act_play", None), getattr(window, "act_play_seed", None))]
    after = plays[-1] + 1 if plays else len(actions)
    if after < len(actions):
        menu.insertAction(actions[after], action)
    else:
        menu.addAction(action)
    return action


def _action_text() -> str:
    from PySide6.QtCore import QCoreApplication

    return QCoreApplication.translate("BalanceDialog", "Balance Test…")
