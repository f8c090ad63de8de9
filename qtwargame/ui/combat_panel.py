"""The attack being prepared, before anything is rolled: attackers and defenders, the
odds column with each shift explained and the chance of every result (table games), or
the expected hits (dice games); then Resolve, and the dice that were rolled."""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.ruleset import CombatPreview


class CombatPanel(QWidget):
    resolveClicked = Signal()
    clearClicked = Signal()

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.attackers: tuple[str, ...] = ()
        self.target = None
        self.preview: CombatPreview | None = None
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 6, 6, 6)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.bars = QVBoxLayout()
        self.dice = QLabel()
        self.dice.setWordWrap(True)
        self.dice.setStyleSheet("font-size: 15pt;")
        row = QHBoxLayout()
        self.resolve = QPushButton()
        self.resolve.setStyleSheet("QPushButton { background: #b33; color: white; font-weight: bold;"
                                   " padding: 5px 12px; border-radius: 4px; }"
                                   "QPushButton:disabled { background: #777; color: #ccc; }")
        self.resolve.clicked.connect(self.resolveClicked)
        self.clear = QPushButton()
        self.clear.clicked.connect(self.clearClicked)
        row.addWidget(self.resolve)
        row.addWidget(self.clear)
        box.addWidget(self.summary)
        box.addWidget(self.details)
        box.addLayout(self.bars)
        box.addLayout(row)
        box.addWidget(self.dice)
        box.addStretch(1)
        self._bars: list[QWidget] = []
        controller.logAppended.connect(self.on_log)
        controller.gameStarted.connect(lambda game: self.dice.setText(""))
        self.retranslate()

    def retranslate(self) -> None:
        self.resolve.setText(self.tr("Resolve attack"))
        self.clear.setText(self.tr("Clear"))
        self.set_attack(self.attackers, self.target)

    def set_attack(self, attackers, target) -> CombatPreview | None:
        """Show the preview of ``attackers`` on ``target`` (from ``Ruleset.preview_attack``)."""
        c = self.controller
        self.attackers, self.target = tuple(attackers), target
        for w in self._bars:
            w.hide()
            self.bars.removeWidget(w)
            w.deleteLater()
        self._bars = []
        self.preview = None
        if c.game is None or target is None or not attackers:
            self.summary.setText(self.tr("No attack prepared. In a combat phase, click your "
                                         "units, then an enemy hex."))
            self.details.setText("")
            self.resolve.setEnabled(False)
            self.clear.setEnabled(bool(attackers) or target is not None)
            return None
        game, state, names = c.game, c.state, c.names
        self.dice.setText("")  # a new attack: the last combat's dice no longer apply
        defenders = state.units_at(target)
        self.preview = p = game.ruleset.preview_attack(game, state, list(attackers), target)
        lines = [self.tr("<b>Attackers:</b> {units}").format(
                     units=", ".join(names.unit(u) for u in attackers)),
                 self.tr("<b>Target:</b> hex {hex}: {units}").format(
                     hex=game.label(target), units=", ".join(names.unit(u) for u in defenders))]
        self.summary.setText("<br>".join(lines))
        details = []
        if p is not None:
            details.append(self.tr("Strength {att} against {dfn}").format(
                att=f"{p.attack_strength:g}", dfn=f"{p.defense_strength:g}"))
            if p.column:
                details.append(self.tr("Column: <b>{column}</b>").format(column=p.column))
            for shift, why in p.shifts:
                details.append(self.tr("Shift {shift:+d}: {reason}").format(shift=shift,
                                                                          reason=c.render(why)))
            for who, hits in p.expected.items():
                details.append(self.tr("Expected hits on {who}: {hits:.2f}").format(
                    who=names.name(who), hits=hits))
            for note in p.notes:
                details.append(c.render(note))
            for result, chance in sorted(p.outcomes.items(), key=lambda kv: -kv[1]):
                bar = QProgressBar()
                bar.setRange(0, 1000)
                bar.setValue(round(chance * 1000))
                bar.setFormat(f"{result}: {chance:.0%}")
                self.bars.addWidget(bar)
                self._bars.append(bar)
        else:
            details.append(self.tr("The rules give no preview of this attack."))
        self.details.setText("<br>".join(details))
        self.resolve.setEnabled(True)
        self.clear.setEnabled(True)
        return p

    def on_log(self, entries) -> None:
        rolled = [e for e in entries if e.rolls]
        if not rolled:
            return
        self.dice.setText("<br>".join(self.roll_lines(e) for e in rolled))

    def roll_lines(self, e) -> str:
        """One log entry's dice, one line per roll (each side's dice apart) with what it was
        for, then what came of it."""
        c = self.controller
        rows = []
        for r in e.rolls:
            purpose = c.render(r.purpose) if r.purpose is not None else ""
            dice = c.names.dice(r.shown, r.sides)
            rows.append(f"<span style='font-size:10pt'>{purpose}:</span> <b>{dice}</b>"
                        if purpose else f"<b>{dice}</b>")
        rows.append(f"<span style='font-size:10pt'>{c.render(e.text)}</span>")
        return "<br>".join(rows)
