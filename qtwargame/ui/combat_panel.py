"""The attack being prepared, before anything is rolled: attackers and defenders, the
odds column with each shift explained and the chance of every result (table games), or
the expected hits (dice games), the steps each side is expected to lose and the chance the
defenders leave the hex (where the rules say); then Resolve, and the dice that were rolled."""

from __future__ import annotations

import html
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.actions import Choose, Opt
from qtwargame.engine.ruleset import CombatPreview
from qtwargame.ui.names import as_label, translate

if TYPE_CHECKING:
    from qtwargame.ui.controller import GameController


def steps_text(steps: float) -> str:
    """Expected steps to two decimals, a trailing zero dropped (0.40 -> 0.4, 2 -> 2.0)."""
    text = f"{steps:.2f}"
    return text[:-1] if text.endswith("0") else text


def losses_text(names, preview: CombatPreview | None, attacker: str | None = None) -> str:
    """What an attack is expected to cost each side (``CombatPreview.losses``, the
    attacker's side first) and the chance the defenders leave the hex
    (``CombatPreview.vacated``), in words; "" where the rules give neither (an unknown is
    never shown as a zero). A loss the side chooses itself reads as the fewest and the
    most it is expected to be (``CombatPreview.loss_range``: "Soviet 0.83–1.17 steps")."""
    if preview is None:
        return ""
    between = {side: span for side, span in preview.loss_range.items()
               if side not in preview.losses}
    order = sorted([*preview.losses, *between], key=lambda side: side != attacker)

    def cost(side: str) -> str:
        if side in between:  # the side's own choice decides (Shin Barbarossa's R)
            low, high = (steps_text(x) for x in between[side])
            if low != high:
                return translate("CombatPanel", "{side} {low}–{high} steps").format(
                    side=names.side(side), low=low, high=high)
            # both ends the same where they are read ("Soviet 2.0 steps", not "2.0–2.0")
            return translate("CombatPanel", "{side} {steps} steps").format(
                side=names.side(side), steps=low)
        return translate("CombatPanel", "{side} {steps} steps").format(
            side=names.side(side), steps=steps_text(preview.losses[side]))

    losses = names.separator().join(cost(side) for side in order)
    chance = f"{preview.vacated:.0%}" if preview.vacated is not None else ""
    if losses and chance:
        return translate("CombatPanel", "Expected losses: {losses}; defenders leave the hex: "
                                        "{chance}").format(losses=losses, chance=chance)
    if losses:
        return translate("CombatPanel", "Expected losses: {losses}").format(losses=losses)
    if chance:
        return translate("CombatPanel", "Defenders leave the hex: {chance}").format(chance=chance)
    return ""


def futile_text(names, preview: CombatPreview | None, attacker: str | None) -> str:
    """Where an attack can only cost the attacker (one certain result, the attacker losing
    steps, the defenders none and staying: Shin Barbarossa's 1:5 or worse, 10.3.6), what
    will happen, plainly; "" otherwise, and where the rules give no losses. Session 93: a
    forced attack at 1:5 was proposed with nothing but the odds to warn."""
    if preview is None or attacker is None or len(preview.outcomes) != 1:
        return ""
    (result, chance), = preview.outcomes.items()
    others = [side for side in preview.losses if side != attacker]
    if (chance < 0.999 or preview.losses.get(attacker, 0) <= 0 or not others
            or any(preview.losses[side] > 0 for side in others)
            or any(high > 0 for side, (_, high) in preview.loss_range.items() if side != attacker)
            or (preview.vacated or 0) > 0):
        return ""
    return translate("CombatPanel", "Certain: {result}; the defenders lose nothing. This "
                                    "attack can only cost the attackers.").format(
        result=names.term(result))


def bar_height(bar: QWidget) -> int:
    """An outcome bar's height: its text's line and a little room around it."""
    return QFontMetrics(bar.font()).height() + 4


#: U+2060 WORD JOINER: no line break between the characters it joins.
WORD_JOINER = "\u2060"


def unbroken(text: str) -> str:
    """``text`` that a line never breaks: its spaces no-break spaces, its characters
    joined. For a phrase of a language written without spaces (「— 3ヒットを与えた」 broke
    as 「— 3」 / 「ヒットを与えた」), which would break between any two of its characters."""
    return WORD_JOINER.join(text.replace(" ", "\u00a0"))


def consequence_text(controller, choice, sep: str = "\n") -> str:
    """What a described answer leads to (``Choice.consequence``: the odds of a defence, an
    overrun or a declared combat), then after ``sep`` the losses and the chance of leaving
    its preview gives (:func:`losses_text`); "" where the rules describe none."""
    c = controller
    if choice.consequence is None:
        return ""
    text = c.render(choice.consequence)
    extra = losses_text(c.names, choice.preview, c.state.active if c.state is not None else None)
    return f"{text}{sep}{extra}" if extra else text


def last_combat_lines(controller: GameController, entries) -> list:
    """The lines of a log read again from its start (a save or shared view opened, an
    undo) that the Combat panel and the results table show: from the last combat recorded
    in the phase the game stands at, to the end; none where the phase has had no combat.
    Before session 95 they showed nothing after an opening, so a save opened at "Advance
    after combat?" showed neither the combat nor its column."""
    state = controller.state
    if state is None:
        return []
    now = (state.turn, state.phase)
    for i in range(len(entries) - 1, -1, -1):
        e = entries[i]
        if (e.turn, e.phase) != now:
            return []
        if getattr(e, "combat", None) is not None:
            return list(entries[i:])
    return []


def open_resolves(controller: GameController) -> list[Choose]:
    """The ``Choose(resolve)`` answers legal now outside any decision and any declaration
    being built step by step: close the declarations, resolve the next declared combat."""
    c = controller
    s = c.state
    if s is None or s.pending is not None or s.result is not None or c.read_only:
        return []
    return [a for a in c.legal().choices if a.option == Opt.RESOLVE]


class CombatPanel(QWidget):
    resolveClicked = Signal()
    clearClicked = Signal()
    #: Put the next owed attack together (the attack tool's proposal).
    proposeClicked = Signal()
    #: The player changed the air points committed to the attack being prepared.
    airChanged = Signal(int)

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.attackers: tuple[str, ...] = ()
        self.target = None
        self.preview: CombatPreview | None = None
        box = QVBoxLayout(self)
        self.summary = QLabel()
        self.summary.setWordWrap(True)
        self.details = QLabel()
        self.details.setWordWrap(True)
        self.bars = QVBoxLayout()
        self.bars.setSpacing(2)
        air_row = QHBoxLayout()
        self.air_label = QLabel()
        self.air = QSpinBox()
        self.air.setObjectName("air_points")
        self.air.valueChanged.connect(self._air_changed)
        air_row.addWidget(self.air_label)
        air_row.addWidget(self.air)
        air_row.addStretch(1)
        self.air_box = QWidget()
        self.air_box.setLayout(air_row)
        self.air_box.setVisible(False)
        self.dice = QLabel()
        self.dice.setWordWrap(True)
        # in the docks' one size, as the summary above it (session 92: 12 and 10 points
        # where every other panel reads 9)
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
        self.propose = QPushButton()
        self.propose.setObjectName("propose_owed")
        self.propose.clicked.connect(self.proposeClicked)
        self.propose.setVisible(False)
        # Resolve, Clear, the proposal and the air points first, in a fixed place that does
        # not scroll: the lines below grow and shrink with the attack and scroll in a short
        # dock, never moving a button under the mouse or out of sight.
        box.setContentsMargins(0, 0, 0, 0)
        box.setSpacing(0)
        controls = QWidget()
        self.fixed = QVBoxLayout(controls)
        self.fixed.setContentsMargins(6, 6, 6, 4)
        self.fixed.addLayout(row)
        self.fixed.addWidget(self.propose)
        self.fixed.addWidget(self.air_box)
        body = QWidget()
        self.below = QVBoxLayout(body)
        self.below.setContentsMargins(6, 0, 6, 6)
        self.below.addWidget(self.summary)
        self.below.addWidget(self.details)
        self.below.addLayout(self.bars)
        self.below.addWidget(self.dice)
        self.below.addStretch(1)
        self.scroller = QScrollArea()
        self.scroller.setObjectName("combat_scroll")
        self.scroller.setWidget(body)
        self.scroller.setWidgetResizable(True)
        self.scroller.setFrameShape(QScrollArea.Shape.NoFrame)
        self.scroller.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        box.addWidget(controls)
        box.addWidget(self.scroller, 1)
        self._bars: list[QWidget] = []
        self._setting_air = False
        self.declaration = None
        self.record = None
        #: The log's lines of the steps taken since ``record``, while it is not complete.
        self.steps: list = []
        #: The (turn, phase) through which the dice line shown stays (None: none shown);
        #: ``_fresh`` while its lines have come and no state after them has been seen.
        self._shown_in: tuple[int, str] | None = None
        self._fresh = False
        controller.logAppended.connect(self.on_log)
        controller.logReset.connect(self.on_reset)
        controller.gameStarted.connect(lambda game: self._put(self.dice, ""))
        self.retranslate()

    def on_reset(self, entries) -> None:
        """The log read again from its start: the combat the phase stands in, if any."""
        self.record, self.steps = None, []
        self._put(self.dice, "")
        lines = last_combat_lines(self.controller, entries)
        if lines:
            self.on_log(lines)

    @staticmethod
    def _put(label: QLabel, text: str) -> None:
        """``text`` in ``label``, which shows only when it has some: an empty line would
        leave a gap above the declared combats."""
        label.setText(text)
        label.setVisible(bool(text))

    def attach(self, buttons: QWidget, listing: QWidget) -> None:
        """Another panel's part of the dock: ``buttons`` under Resolve and Clear, in the
        place that never scrolls; ``listing`` under the attack being prepared, scrolling with
        it (the declared combats, Shin Barbarossa 10.3)."""
        self.fixed.addWidget(buttons)
        self.below.insertWidget(self.below.count() - 1, listing)

    def resolve_text(self) -> str:
        """"Declare attack" where the rules declare every combat before resolving any (the
        attack then waits in the declared list), else "Resolve attack"."""
        game = self.controller.game
        if (game is not None and game.ruleset.declares_before_resolving
                and self.controller.state is not None and self.controller.state.pending is None):
            return self.tr("Declare attack")
        return self.tr("Resolve attack")

    def retranslate(self) -> None:
        self.resolve.setText(self.resolve_text())
        self._word_air()
        self.clear.setText(self.tr("Clear"))
        self.propose.setText(self.tr("Propose the Next Owed Attack"))
        self.propose.setToolTip(self.tr("Puts together an attack the rules still require (the "
                                        "enemy hex the most owing units can attack together); "
                                        "adjust it on the map, then Resolve. The next one is "
                                        "proposed after each Resolve."))
        self.set_attack(self.attackers, self.target)
        if self.record is not None and not self.attackers and self.controller.game is not None:
            # Issue 48, item 19: the last combat's summary reads in the new language too.
            self._put(self.dice, self.record_text(self.record))

    def _air_changed(self, n: int) -> None:
        if not self._setting_air:
            self.airChanged.emit(n)

    def _word_air(self) -> None:
        """Air points, or air units where the game's air is counted in units."""
        game = self.controller.game
        units = game is not None and game.ruleset.air_in_units
        self.air_label.setText(self.tr("Air units committed:") if units
                               else self.tr("Air points committed:"))

    def set_air_range(self, maximum: int, value: int) -> None:
        """Offer 0..``maximum`` air points (hidden when the rules allow none here)."""
        self._word_air()
        self._setting_air = True
        self.air.setRange(0, max(maximum, 0))
        self.air.setValue(min(value, max(maximum, 0)))
        self._setting_air = False
        self.air_box.setVisible(maximum > 0)
        if maximum > 0:
            self.air.setSuffix(self.tr(" of {n}").format(n=maximum))

    def set_attack(self, attackers, target, declaration=None) -> CombatPreview | None:
        """Show the preview of ``attackers`` on ``target``: of the whole ``declaration``
        (``Game.preview``: further hexes, air points, support) when given, else from
        ``Ruleset.preview_attack``."""
        c = self.controller
        same = (tuple(attackers), target) == (self.attackers, self.target)
        self.attackers, self.target = tuple(attackers), target
        self.declaration = declaration
        self.resolve.setText(self.resolve_text())
        for w in self._bars:
            w.hide()
            self.bars.removeWidget(w)
            w.deleteLater()
        self._bars = []
        self.preview = None
        if c.game is None or target is None or not attackers:
            self.summary.setText(self._idle_summary())
            self._put(self.details, "")
            self.resolve.setEnabled(False)
            self.clear.setEnabled(bool(attackers) or target is not None)
            return None
        game, state, names = c.game, c.state, c.names
        rec = self.record
        fighting = (rec is not None and not rec.complete and target in rec.hexes
                    and set(rec.attackers) == set(self.attackers))
        if not same and not fighting:
            self._put(self.dice, "")  # a new attack: the last combat's dice no longer apply
        defenders = state.units_at(target)
        if declaration is not None:
            self.preview = p = game.preview(state, declaration)
        else:
            self.preview = p = game.ruleset.preview_attack(game, state, list(attackers), target)
        lines = [self.tr("<b>Attackers:</b> {units}").format(
                     units=", ".join(names.unit(u) for u in attackers)),
                 self.tr("<b>Target:</b> {hex}: {units}").format(
                     hex=names.place(target), units=", ".join(names.unit(u) for u in defenders))]
        if declaration is not None:
            for h in declaration.also:
                lines.append(self.tr("<b>Also:</b> {hex}: {units}").format(
                    hex=names.place(h), units=", ".join(names.unit(u) for u in state.units_at(h))))
            if declaration.support:
                lines.append(self.tr("<b>Support:</b> {units}").format(
                    units=", ".join(names.unit(u) for u in declaration.support)))
            if declaration.air:
                lines.append((self.tr("<b>Air units:</b> {n}") if game.ruleset.air_in_units
                              else self.tr("<b>Air points:</b> {n}")).format(n=declaration.air))
        self.summary.setText("<br>".join(lines))
        details = []
        futile = futile_text(names, p, game.units[attackers[0]].side)
        if futile:
            # first, where it cannot be missed (it stood last, under the modifiers)
            details.append(f"<b style='color: #d9534f;'>{html.escape(futile)}</b>")
        if p is not None:
            # Dice games (no table column, expected hits) count dice, table games strength.
            text = (self.tr("Dice {att} against {dfn}") if not p.column and p.expected
                    else self.tr("Strength {att} against {dfn}"))
            details.append(text.format(att=f"{p.attack_strength:g}", dfn=f"{p.defense_strength:g}"))
            if p.column:
                details.append(self.tr("Column: <b>{column}</b>").format(column=p.column))
            for shift, why in p.shifts:
                details.append(self.tr("Shift {shift:+d}: {reason}").format(shift=shift,
                                                                          reason=c.render(why)))
            for who, hits in p.expected.items():
                details.append(self.tr("Expected hits on {who} units: {hits:.2f}").format(
                    who=names.name(who), hits=hits))
            cost = losses_text(names, p, game.units[attackers[0]].side)
            if cost:
                details.append(cost)
            for note in p.notes:
                details.append(c.render(note))
            for result, chance in sorted(p.outcomes.items(), key=lambda kv: -kv[1]):
                bar = QProgressBar()
                bar.setRange(0, 1000)
                bar.setValue(round(chance * 1000))
                # A results-table code as printed ("DE"); "-" and a result in words read in
                # the reader's language.
                shown = self.tr("no effect") if result == "-" else names.term(result)
                bar.setFormat(f"{shown}: {chance:.0%}")
                # a line of text high, not the style's 26 pixels: at 768 rows the Combat
                # dock showed about three lines of detail above three tall bars (session 92)
                bar.setFixedHeight(bar_height(bar))
                self.bars.addWidget(bar)
                self._bars.append(bar)
        else:
            details.append(self.tr("The rules give no preview of this attack."))
        self._put(self.details, "<br>".join(details))
        self.resolve.setEnabled(True)
        self.clear.setEnabled(True)
        return p

    def _idle_summary(self) -> str:
        """The panel's first line while no attack is being put together."""
        if self._resolving_only():
            return self.tr("Every combat is declared: resolve them in the order declared, "
                           "with the button above.")
        if self._under_way():
            # session 95 by hand: "No attack prepared…" stood over a combat that waited on
            # the attacker's advance
            return self.tr("Combat under way (below): it waits for the choice named in its "
                           "last line.")
        return self.tr("No attack prepared. In a combat phase, click your units, then an "
                       "enemy hex.")

    def _under_way(self) -> bool:
        """A combat shown below still asks something (a loss, a retreat, an advance)."""
        state = self.controller.state
        return (self.record is not None and not self.record.complete
                and state is not None and state.pending is not None)

    def _resolving_only(self) -> bool:
        """True when the declared combats wait to be resolved and no attack can be put
        together any more (Shin Barbarossa's declarations closed, 10.3.2: session 93 by
        hand, "No attack prepared. In a combat phase, click your units, then an enemy
        hex." stood over the Resolve button of each declared combat)."""
        c = self.controller
        if c.game is None or not open_resolves(c):
            return False
        legal = c.legal()
        return not legal.attacks and not any(a.option in (Opt.ATTACKER, Opt.TARGET)
                                             for a in legal.choices)

    def _steps_of(self, entries) -> list:
        """The lines of ``entries`` that say a step of the combat under way (a loss, a
        retreat, an advance), as the person at the screen may read them."""
        viewer = getattr(self.controller, "viewer", None)
        return [e.text for e in entries
                if not e.rolls and getattr(e, "combat", None) is None and e.visible_to(viewer)]

    def on_log(self, entries) -> None:
        at = [i for i, e in enumerate(entries) if getattr(e, "combat", None) is not None]
        if at:
            rec = self.record = entries[at[-1]].combat
            # the steps taken since (the losses of a combat that still asks something)
            self.steps = self._steps_of(entries[at[-1] + 1:]) if not rec.complete else []
            self._put(self.dice, self.record_text(rec))
            self._fresh = True
            if not self.attackers and self.target is None:
                self.summary.setText(self._idle_summary())
            return
        rolled = [e for e in entries if e.rolls]
        if not rolled:
            if self.record is not None and not self.record.complete and not self.attackers:
                # a step of the combat (a loss, a retreat, an advance): what it waits on now
                self.steps += self._steps_of(entries)
                self._put(self.dice, self.record_text(self.record))
            return
        self._put(self.dice, "<br>".join(self.roll_lines(e) for e in rolled))
        self._fresh = True

    def phase_is(self, turn: int, phase: str) -> bool:
        """The game stands at ``phase`` of ``turn``: a new phase clears the last combat and
        its dice (session 91 by hand: the last turn's combat was still shown into the next
        turn). Lines that came with a phase's end stay through the phase they lead into.
        True when it cleared them."""
        key = (turn, phase)
        if self._fresh:
            self._fresh, self._shown_in = False, key
        elif self._shown_in is not None and self._shown_in != key:
            self._shown_in = None
            self.record, self.steps = None, []
            self._put(self.dice, "")
            return True
        return False

    def record_text(self, rec) -> str:
        """A combat as the rules recorded it (``LogEntry.combat``): each side's dice with
        the dice that hit marked, the table, column and result, then what happened to each
        unit. Numbers of hits and steps read right for one and for many."""
        c = self.controller
        game, names = c.game, c.names
        hexes = ", ".join(names.place(h) for h in rec.hexes)
        rows = [self.tr("<b>Combat at {hexes}</b>").format(hexes=hexes)]
        if rec.table and rec.column:
            rows.append(self.tr("Column {column}").format(column=rec.column)
                        + (f" ({self.tr('odds')} {rec.odds})" if rec.odds and rec.odds != rec.column
                           else ""))
        defender_side = next((s for s in game.sides if s != rec.attacker_side), None)
        for side in [rec.attacker_side, defender_side]:
            if side is None:
                continue
            dice = rec.dice.get(side, ())
            other = defender_side if side == rec.attacker_side else rec.attacker_side
            hits = rec.hits.get(other, 0) if not rec.table else 0
            role = self.tr("attacker") if side == rec.attacker_side else self.tr("defender")
            if dice:
                # Dice games: the highest dice are the ones that hit (hits count dice at or
                # above the hit number); mark that many.
                order = sorted(range(len(dice)), key=lambda i: -dice[i])
                marked = set(order[:hits])
                faces = " ".join(
                    f"<b style='color:#b00000'>{names.dice((v,), 6)}</b>" if i in marked
                    else f"<span style='color:#555'>{names.dice((v,), 6)}</span>"
                    for i, v in enumerate(dice))
                line = f"{names.side(side)} ({role}): {faces}"
                if not rec.table:
                    # the hits these dice scored (on the other side), not the hits taken
                    scored = (self.tr("1 hit scored") if hits == 1 else
                              self.tr("{n} hits scored").format(n=hits))
                    line += " " + unbroken("— " + scored) if " " not in scored else " — " + scored
                rows.append(line)
            elif not rec.table:
                # A dice game's side with no dice at all (session 93, Defiant Russia by hand:
                # a 2-5 tank corps attacking Brest across a river, 2 - 1 - 1 = 0 dice; the
                # attacker's line was missing and the result read as the defender's alone).
                rows.append(self.tr("{side} ({role}): no dice — 0 hits scored").format(
                    side=names.side(side), role=role))
        if rec.result:
            # a result that is a word, not a code printed on the table, in the reader's
            # words (session 85: "Result: attackers_eliminated")
            rows.append(self.tr("Result: <b>{result}</b>").format(result=names.term(rec.result)))
        for uid, steps in rec.losses:
            if uid in rec.eliminated:
                continue
            rows.append(self.tr("{unit} loses 1 step").format(unit=names.unit(uid)) if steps == 1
                        else self.tr("{unit} loses {n} steps").format(unit=names.unit(uid), n=steps))
        for uid in rec.eliminated:
            rows.append(self.tr("{unit} is eliminated").format(unit=names.unit(uid)))
        # A retreat that took a unit off the map into a region (Blitzkrieg to Moscow 2's
        # own rear area, 10.5) names the region and says the unit is not eliminated.
        regions = {r.id: r.name.get(names.lang) for r in game.scenario.map.regions}
        left = dict(rec.left_map)
        for uid, h in rec.retreats:
            if uid in left:
                rows.append(self.tr("{unit} retreats off the map into {area} (not eliminated)").format(
                    unit=names.unit(uid), area=regions.get(left[uid]) or game.label(h)))
                continue
            rows.append(self.tr("{unit} retreats to {hex}").format(unit=names.unit(uid),
                                                                  hex=game.label(h)))
        if not rec.complete:
            # What the combat has cost so far, as the log says it at once (session 91: the
            # panel listed the losses only once the combat was over).
            rows.extend(html.escape(c.render(text)) for text in self.steps)
            # The question the combat waits on, as the Decision panel asks it (session 91:
            # "Losses and retreats still to be chosen" stood while the defender was already
            # eliminated and only the advance was asked).
            s = c.state
            question = game.prompt(s) if s is not None and s.pending is not None else None
            rows.append(self.tr("<i>Still to be chosen by {side}: {question}</i>").format(
                side=names.side(s.to_act), question=c.render(question)) if question is not None
                else self.tr("<i>Losses and retreats still to be chosen.</i>"))
        return "<br>".join(rows)

    def roll_lines(self, e) -> str:
        """One log entry's dice, one line per roll (each side's dice apart) with what it was
        for, then what came of it."""
        c = self.controller
        rows = []
        for r in e.rolls:
            purpose = as_label(c.render(r.purpose)) if r.purpose is not None else ""
            dice = c.names.dice(r.shown, r.sides)
            rows.append(f"{purpose}: <b>{dice}</b>" if purpose else f"<b>{dice}</b>")
        rows.append(c.render(e.text))
        return "<br>".join(rows)
