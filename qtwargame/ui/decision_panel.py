"""A pending decision: the prompt and one button for each legal answer (the same answers
the board lights up). With no decision pending, the units that may be removed now (an
over-stacked hex, a voluntary removal), one button each. Nothing is ever typed."""

from __future__ import annotations

import html
import re
from functools import partial
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtWidgets import QFrame, QLabel, QPushButton, QScrollArea, QSizePolicy, QVBoxLayout, QWidget

from qtwargame.engine.actions import Action, Choose, Opt, TakeLoss
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.ui.combat_panel import consequence_text, unbroken
from qtwargame.ui.counter_painter import value_text

if TYPE_CHECKING:
    from qtwargame.engine.ruleset import Choice
    from qtwargame.ui.controller import GameController

#: The ``Choose`` answers that build an attack declaration: the attack tool and the combat
#: panel offer those, never the Decision panel's open-phase list.
DECLARATION = frozenset({Opt.ATTACKER, Opt.TARGET, Opt.AIR, Opt.SUPPORT, Opt.LEADER_HEX,
                         Opt.RESOLVE})

#: More answers than this that are each a hex of the map (one answer a hex) are picked on
#: the map, not listed as buttons (Shin Barbarossa's rail interdiction, 14.3, offers about a
#: hundred hexes): the panel keeps the other answers at the top and says so.
MAP_PICK = 12


def map_answers(choices) -> set:
    """The answers among ``choices`` that name one hex of the map and nothing else (a
    ``Choose`` of a hex: moves, attacks and retreats keep their buttons, with their paths
    and odds), each hex answering only one of them (so a click answers without a menu)."""
    from qtwargame.ui.tools.decision_tool import board_hexes, board_units

    by_hex: dict = {}
    for ch in choices:
        hexes = board_hexes(ch)
        if isinstance(ch.action, Choose) and len(hexes) == 1 and not board_units(ch):
            by_hex.setdefault(hexes[0], []).append(ch.action)
    return {actions[0] for actions in by_hex.values() if len(actions) == 1}


#: The reasons the phase cannot end yet the guide lists at most (the rest counted).
GUIDE_BLOCKERS = 6


def choices_in_panel_hint() -> str:
    """The phase bar's instruction where the phase's only task is its choices in this
    panel (Shin Barbarossa's leader withdrawal, 5.3.2)."""
    return QCoreApplication.translate(
        "MainWindow", "This phase's choices are in the Decision panel; end the phase when you "
        "are done.")


def removals_hint() -> str:
    """The phase bar's sentence sending the player to this panel's removals."""
    return QCoreApplication.translate("MainWindow",
                                      "Units may be removed now: see the Decision panel.")


def cards_hints() -> tuple[str, ...]:
    """The phase bar's sentences that send the player to the Cards panel: the guide then
    does not say it again with the number of playable cards."""
    return (QCoreApplication.translate("MainWindow", "Click a card in the Cards panel to play "
                                                     "it, or end the phase."),
            QCoreApplication.translate("MainWindow", "A card in the Cards panel can be played "
                                                     "now too."),
            QCoreApplication.translate("MainWindow", "No unit can attack now, but a card can "
                                                     "still be played: click it in the Cards "
                                                     "panel, or end the phase."))


def spend_first_hint() -> str:
    """Where what ending the phase would throw away can still be used (restores, returns):
    said under the losses in the guide and in End Phase's question."""
    return QCoreApplication.translate(
        "MainWindow", "To use them: Other actions… under End Phase, or right-click a unit; "
        "eliminated units come back from the Reinforcements panel.")


def right_click_hint() -> str:
    """The phase bar's sentence on the phase's hexes marked on the map."""
    return QCoreApplication.translate("MainWindow",
                                      "Right-click a marked hex to choose what to do there.")


#: The characters a question's last line keeps at least (session 91: a Japanese question
#: left 「か？」 alone on its last line, 「…プレイします」 / 「か？」).
TAIL = 5


#: The engine's own words for a loss answer (``engine.actions``): a ruleset that words its
#: loss answers says reduced or eliminated there already.
PLAIN_LOSS = "{unit} takes the loss"


def loss_text(controller: GameController, action: TakeLoss, worded: bool = False) -> str | None:
    """What a loss answer costs its unit, from the rules themselves (the answer applied to a
    copy of the state): its values and that it is eliminated, or what it is reduced to
    ("1-6: eliminated", "4-6, reduced to 2-6"). Session 93: Shin Barbarossa's "5th Army HQ
    takes the loss" stood beside "37th Rifle Corps takes the loss" with neither's strength
    nor what it cost. ``worded``: the answer's label says reduced or eliminated already (Red
    Vengeance, Defiant Russia): only the values ("Strength 1-5", "6-5 → 3-5"). None where
    the unit stays as it was or the rules refuse it."""
    from qtwargame.engine.state import ON_MAP

    c = controller
    game, s = c.game, c.state
    if game is None or s is None or action.unit not in s.units:
        return None
    d, before = game.units[action.unit], s.units[action.unit]
    if not d.steps or before.step >= len(d.steps):
        return None
    try:
        after_state, _ = game.apply(s, action)
    except IllegalAction:
        return None
    after = after_state.units.get(action.unit)
    values = value_text(d.steps[before.step])
    if after is None or after.status != ON_MAP:
        return (QCoreApplication.translate("DecisionPanel", "Strength {values}") if worded
                else QCoreApplication.translate("DecisionPanel", "{values}: eliminated")).format(
            values=values)
    if after.step != before.step and after.step < len(d.steps):
        reduced = value_text(d.steps[after.step])
        return (QCoreApplication.translate("DecisionPanel", "{values} → {after}") if worded
                else QCoreApplication.translate("DecisionPanel",
                                                "{values}, reduced to {after}")).format(
            values=values, after=reduced)
    return None


def no_lone_tail(text: str) -> str:
    """``text`` whose last :data:`TAIL` characters stay on one line where they are of a
    language written without spaces (CJK: a line breaks between any two of its characters;
    a word of a language with spaces stays whole as it is, and its text is left as it is)."""
    tail = text[-TAIL:]
    if (len(text) <= TAIL or any(ch.isspace() for ch in tail)
            or not any(ord(ch) >= 0x2E80 for ch in tail)):
        return text
    return text[:-TAIL] + unbroken(tail)


class WrapButton(QPushButton):
    """A push button whose text wraps to the panel's width (a plain button keeps each line
    whole and grows wider than a narrow dock). ``text()`` is the whole text, as written."""

    def __init__(self, text: str, parent=None) -> None:
        super().__init__(parent)
        self.label = QLabel(text)
        self.label.setWordWrap(True)
        self.label.setTextFormat(Qt.TextFormat.PlainText)
        self.label.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents)
        #: The button's layout (``layout()``), which sizes it to its label.
        self.box = QVBoxLayout(self)
        self.box.setContentsMargins(8, 4, 8, 4)
        self.box.addWidget(self.label)
        policy = QSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def text(self) -> str:
        return self.label.text()

    def setText(self, text: str) -> None:
        self.label.setText(text)
        self.updateGeometry()

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return self.box.totalHeightForWidth(width)

    def sizeHint(self) -> QSize:
        hint = self.box.totalSizeHint()
        return QSize(min(hint.width(), 240), self.heightForWidth(min(hint.width(), 240)))

    def minimumSizeHint(self) -> QSize:
        return QSize(60, self.box.totalMinimumSize().height())


class ActionButtons:
    """The buttons of a panel that each submit one action to the controller, in a layout of
    the panel's: cleared and built again at every refresh (the Decision panel's answers,
    the declared combats' resolve steps)."""

    def __init__(self, controller: GameController, layout: QVBoxLayout, first: int = 0) -> None:
        self.controller = controller
        self.layout = layout
        #: The place in ``layout`` of the first button (the widgets before it stay above).
        self.first = first
        self.buttons: list[WrapButton] = []
        self.actions: list = []

    def clear(self) -> None:
        for b in self.buttons:
            # The button just pressed holds the focus: hidden, it would pass it to the
            # next, and its scroll area would scroll to show each in turn, opening the next
            # question scrolled down (its first answer out of sight).
            if b.hasFocus():
                b.clearFocus()
            b.hide()
            self.layout.removeWidget(b)
            b.deleteLater()
        self.buttons, self.actions = [], []

    def add(self, text: str, action, name: str, tooltip: str | None = None,
            submit=None) -> WrapButton:
        """A button reading ``text`` that submits ``action`` (through ``submit(action)``
        where given), after those already added."""
        b = WrapButton(text)
        b.setObjectName(name)
        if tooltip is not None:
            b.setToolTip(tooltip)
        # the controller's submit looked up at the click (a stand-in may replace it)
        b.clicked.connect(lambda checked=False, a=action: (submit or self.controller.submit)(a))
        self.layout.insertWidget(self.first + len(self.buttons), b)
        self.buttons.append(b)
        self.actions.append(action)
        return b


def screen_side(controller: GameController) -> str | None:
    """The side of the person at the screen: the one person's side against the computer,
    the side to act in hot-seat (``controller.viewer`` None), nobody's while the viewer is a
    side that plays no side (the hand-over screen's empty viewer)."""
    s = controller.state
    if s is None:
        return None
    return s.to_act if controller.viewer is None else controller.viewer


def hidden_decision(controller: GameController) -> bool:
    """Issue 46: True when the pending decision is another side's than the one at the
    screen (the computer's, or the other person's in hot-seat). Its answers may name
    that side's hidden cards, so the window shows only who is deciding."""
    s = controller.state
    return s is not None and s.pending is not None and s.pending.side != screen_side(controller)


def open_map_choices(controller: GameController) -> dict:
    """With no decision pending, the person's own choices open in the phase that each name
    one hex of the map and no unit, by hex, when there are more than ``MAP_PICK`` of them
    (Shin Barbarossa's reinforcement phase: a leader from the pool on any of some hundred
    cities, a rifle corps revived in a dozen): a right click on a marked hex lists what may
    be done there, where a button each would bury the panel. {} otherwise: then each keeps
    its button. ``{hex: [Choice, ...]}``, each hex's choices in the rules' order."""
    from qtwargame.ui.tools.decision_tool import board_hexes, board_units

    c = controller
    s, game = c.state, c.game
    if s is None or game is None or not _free_to_act(c):
        return {}
    legal = c.legal()
    kept = getattr(c, "map_choices_kept", None)
    if kept is not None and kept[0] is game and kept[1] is s and kept[2] is legal:
        by_hex = kept[3]  # (what it reads: the game, this state and its legal actions)
    else:
        by_hex = {}
        count = 0
        for a in legal.choices:
            if a.option in DECLARATION or not isinstance(a, Choose) or len(a.hexes) != 1:
                continue
            choice = game.ruleset.describe_choice(game, s, a)
            if len(board_hexes(choice)) != 1 or board_units(choice):
                continue
            by_hex.setdefault(a.hexes[0], []).append(choice)
            count += 1
        if count <= MAP_PICK:
            by_hex = {}
        c.map_choices_kept = (game, s, legal, by_hex)
    return {h: list(choices) for h, choices in by_hex.items()}


def _free_to_act(c: GameController) -> bool:
    """True when the person at the screen may act with no decision pending: the game goes
    on, nothing is asked, the side to act is theirs and not the computer's, and neither the
    hand-over screen nor the past covers the board."""
    s = c.state
    return not (s is None or s.result is not None or s.pending is not None
                or getattr(c, "covered", False) or getattr(c, "read_only", False)
                or s.to_act in c.computer_sides or s.to_act != screen_side(c))


def other_actions_at(controller: GameController, h) -> list[Action]:
    """The phase's actions no tool or panel offers (``LegalIndex.unknown``: Defiant
    Russia's restoring a reduced unit, its shock army exchange) that name a unit on hex
    ``h`` or the hex itself, in the rules' order: a right click there lists them, as Other
    actions… lists them all."""
    c = controller
    s = c.state
    if h is None or s is None or not _free_to_act(c):
        return []
    others = c.legal().unknown()
    if not others:
        return []
    here = {uid for uid, u in s.units.items() if u.hex == h}
    return [a for a in others if here.intersection(a.unit_ids()) or h in a.hex_refs()]


class DecisionPanel(QWidget):
    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        box = QVBoxLayout(self)
        # close to the dock's edges and between the prompt, the answers and the pass: at
        # 1,366 x 768 Shin Barbarossa's defensive air answers need every pixel the docks
        # under the panel can give (session 92, English: three short)
        box.setContentsMargins(6, 3, 6, 3)
        box.setSpacing(3)
        # With nothing asked, what the phase asks of the player (session 93 at 1,366 x 768:
        # through the first movement phases the panel, in front, read only "No decision is
        # pending." over some 150 empty pixels, while the phase bar cut its instruction
        # short with "…"): the phase, its whole instruction, what keeps it from ending,
        # the cards playable now, End Phase (``set_guide``, ``guide_text``).
        self.heading = QLabel()
        self.heading.setObjectName("phase_heading")
        self.heading.setWordWrap(True)
        self.heading.setStyleSheet("font-weight: bold; font-size: 11pt;")
        self.heading.setVisible(False)
        self.guide = QLabel()
        self.guide.setObjectName("phase_guide")
        self.guide.setWordWrap(True)
        self.guide.setTextFormat(Qt.TextFormat.RichText)
        self.guide.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.guide.setVisible(False)
        #: The phase bar's whole instruction and its reasons the phase cannot end yet, as
        #: the window last set them (``set_guide``).
        self._hint = ""
        self._blockers: list[str] = []
        # (they scroll with the phase's own choices, which follow them under ``also``)
        self.also = QLabel()
        self.also.setObjectName("also_possible")
        self.also.setWordWrap(True)
        self.also.setStyleSheet("font-weight: bold;")
        self.also.setVisible(False)
        self.prompt = QLabel()
        self.prompt.setWordWrap(True)
        self.prompt.setStyleSheet("font-weight: bold; font-size: 11pt;")
        box.addWidget(self.prompt)
        # Where the answers are hexes to pick on the map: how many, and how.
        self.map_note = QLabel()
        self.map_note.setObjectName("map_note")
        self.map_note.setWordWrap(True)
        self.map_note.setVisible(False)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)  # the buttons are their own frames
        # Answers wrap to the panel's width: never a sideways scroll that cuts their starts.
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        #: The answers' scroll area (``scroll`` would hide ``QWidget.scroll``).
        self.answers_area = scroll
        inner = QWidget()
        self.answers = QVBoxLayout(inner)
        # close together: at 768 rows every pixel of the list is an answer's
        self.answers.setContentsMargins(3, 3, 3, 3)
        self.answers.setSpacing(4)
        for label in (self.heading, self.guide, self.also):
            self.answers.addWidget(label)
        self.answers.addStretch(1)
        scroll.setWidget(inner)
        box.addWidget(self.map_note)
        box.addWidget(scroll, 1)
        self.answer_buttons = ActionButtons(controller, self.answers, first=3)
        # A reaction asked again and again in a phase (Shin Barbarossa: turn a leader at
        # each panzer move near one): its pass, and the same answer to every such question
        # until the phase ends (``GameController.pass_for_phase``).
        self.pass_all = WrapButton("")
        self.pass_all.setObjectName("pass_for_phase")
        self.pass_all.clicked.connect(lambda checked=False: self.controller.pass_for_phase())
        self.pass_all.setVisible(False)
        # right under the answers, scrolling with them: at the panel's foot it stood apart,
        # 140 pixels under them where a combat phase gives the dock its room (session 93)
        self.answers.insertWidget(self.answers.count() - 1, self.pass_all)
        self.retranslate()

    @property
    def buttons(self) -> list[WrapButton]:
        return self.answer_buttons.buttons

    def answers_height(self) -> int:
        """The height the answer list takes to show every answer whole at its width (0
        with no answer listed)."""
        if not self.buttons:
            return 0
        # by the buttons themselves: those of a new question show only once the event
        # loop runs, and until then the layout counts none of them
        m = self.answers.contentsMargins()
        width = self.answers_area.viewport().width() - m.left() - m.right()
        spacing = max(0, self.answers.spacing())
        extra = (spacing + self.pass_all.heightForWidth(width)
                 if not self.pass_all.isHidden() else 0)
        return (sum(b.heightForWidth(width) for b in self.buttons)
                + spacing * (len(self.buttons) - 1) + m.top() + m.bottom() + extra)

    def idle(self) -> bool:
        """True when the panel offers nothing: no answer and no hex to pick."""
        return not self.buttons and self.map_note.isHidden()

    def _confirmed(self, action: Action, label: str) -> bool:
        """Submit the player's own choice ``action`` (its button reads ``label``), asking
        first where it cannot be undone (``GameController.undoable``)."""
        c = self.controller
        if not c.undoable(action):
            answer = self.ask(self.tr("This cannot be undone"),
                              self.tr("{action}: this shows what was hidden or rolls the dice, "
                                      "and cannot be undone. Go on?").format(action=label))
            if not answer:
                return False
        return c.submit(action)

    def ask(self, title: str, text: str) -> bool:
        """A yes-or-no question in a box over the window (a seam for the tests)."""
        from PySide6.QtWidgets import QMessageBox

        return QMessageBox.question(self, title, text) == QMessageBox.StandardButton.Yes

    def retranslate(self) -> None:
        self.refresh()

    def set_guide(self, hint: str, blockers: list[str]) -> None:
        """The phase bar's instruction and the reasons the phase cannot end yet, whole:
        shown while nothing is asked."""
        if (hint, blockers) == (self._hint, self._blockers):
            return
        self._hint, self._blockers = hint, list(blockers)
        self._show_guide()

    def guide_text(self) -> str:
        """What the phase asks of the person at the screen while nothing is asked of them,
        as rich text: the instruction, what keeps the phase from ending, the cards they may
        play now and End Phase ("" with no game)."""
        c = self.controller
        s = c.state
        if s is None or c.game is None:
            return ""
        hint = self._guide_hint()
        parts = [html.escape(hint)] if hint else []
        free = _free_to_act(c)
        if free and self._blockers:
            shown = self._blockers[:GUIDE_BLOCKERS]
            more = len(self._blockers) - len(shown)
            items = "".join(f"<li>{html.escape(b)}</li>" for b in shown)
            if more:
                items += "<li>" + html.escape(self.tr("and {n} more").format(n=more)) + "</li>"
            parts.append(html.escape(self.tr("Before the phase can end:"))
                         + f"<ul style='margin-left: 0; -qt-list-indent: 1;'>{items}</ul>")
        losses = c.game.ruleset.end_phase_losses(c.game, s) if free else []
        if losses:
            # what End Phase would throw away, and where it can still be used (session 94:
            # Red Vengeance's replacement points were lost by players who did not know the
            # restores were in Other actions… and the right-click menu)
            items = "".join(f"<li>{html.escape(c.render(m))}</li>" for m in losses)
            parts.append(html.escape(self.tr("Not used yet:"))
                         + f"<ul style='margin-left: 0; -qt-list-indent: 1;'>{items}</ul>"
                         + html.escape(spend_first_hint()))
        if free:
            legal = c.legal()
            n = len(legal.cards)
            if n and not any(h in hint for h in cards_hints()):
                parts.append(html.escape(
                    self.tr("1 card in your hand can be played now: click it in the Cards panel.")
                    if n == 1 else
                    self.tr("{n} cards in your hand can be played now: click one in the Cards "
                            "panel.").format(n=n)))
            if legal.end_phase is not None and not self._says_end_phase(hint):
                parts.append(html.escape(self.tr("When you are done, click End Phase (Ctrl+E).")))
        return "<br><br>".join(parts)

    def _guide_hint(self) -> str:
        """The phase bar's instruction as this panel says it: not sending the player to
        the panel they read ("the choices are in the Decision panel"), nor saying again what
        the note on the marked hexes above it says (session 93: each was said twice)."""
        hint = self._hint
        said = [(choices_in_panel_hint(),
                 self.tr("Choose below what this phase offers; end the phase when you are "
                         "done.")),
                (removals_hint(), "")]
        if not self.map_note.isHidden():
            said.append((right_click_hint(), ""))
        for sentence, here in said:
            hint = hint.replace(sentence, here)
        return re.sub(r"  +", " ", hint).strip()

    def _says_end_phase(self, hint: str) -> bool:
        """Whether ``hint`` tells already to end the phase ("…, or end the phase.", "Click
        End Phase."): the guide then adds no End Phase line of its own (session 93 read
        「…フェイズを終了してください」 and under it 「終わったら「フェイズ終了」を押して
        ください」)."""
        words = (self.tr("end the phase"), QCoreApplication.translate("PhaseBar", "End Phase"))
        low = hint.casefold()
        return any(w.casefold() in low for w in words if w)

    def _show_guide(self) -> None:
        """The phase and its guide, while nothing is asked (not behind the hand-over
        screen: no side's phase is shown there)."""
        c = self.controller
        s, game, names = c.state, c.game, c.names
        shown = (s is not None and game is not None and names is not None
                 and s.pending is None and s.result is None
                 and not getattr(c, "covered", False))
        text = self.guide_text() if shown else ""
        if shown:
            assert s is not None and game is not None and names is not None  # (shown)
            rule = game.phase(s.phase).rule
            title = names.phase_title(s.phase)
            self.heading.setText(f"{title}  ({rule})" if rule else title)
        self.heading.setVisible(shown)
        self.guide.setText(text)
        self.guide.setVisible(bool(text))

    def refresh(self) -> None:
        before = list(self.answer_buttons.actions)
        self._refresh()
        self._show_guide()
        # With nothing asked the phase's guide comes first, and what more is possible now
        # under it, above its buttons ("No decision is pending." says nothing more).
        guiding = not self.heading.isHidden()
        self.prompt.setVisible(not guiding)
        self.also.setText(self.prompt.text() if guiding and self.buttons else "")
        self.also.setVisible(guiding and bool(self.buttons))
        if self.answer_buttons.actions != before:  # another question: from its first answer
            self.answers_area.verticalScrollBar().setValue(0)

    def _refresh(self) -> None:
        c = self.controller
        self.answer_buttons.clear()
        self.map_note.setVisible(False)
        self.pass_all.setVisible(False)
        s, game, names = c.state, c.game, c.names
        if s is None or game is None or names is None:  # no game (all three come with it)
            self.prompt.setText(self.tr("No decision is pending."))
            return
        answers: list[Action]
        described: dict[Action, Choice]
        if getattr(c, "covered", False):  # the hand-over screen: no side's answers yet
            self.prompt.setText(self.tr("Waiting for the next player at the screen."))
            return
        if s.pending is None and (s.to_act in c.computer_sides or s.to_act != screen_side(c)):
            # The computer's side (or the other person's) is playing: its own choices are
            # not the person's to press (the controller would refuse them).
            self.prompt.setText(self.tr("No decision is pending."))
            return
        if s.pending is None:
            # Removals (over-stacked hexes, voluntary eliminations) are no decision of the
            # engine's, and no board tool makes them: they are offered here; so are the
            # rules' own choices open at any moment of a phase (turning a leader, declaring
            # a setup done), but those of an attack declaration the attack tool makes.
            removals = list(c.legal().removals)
            own = [a for a in c.legal().choices if a.option not in DECLARATION]
            marked = open_map_choices(c)
            on_map = {ch.action for choices in marked.values() for ch in choices}
            if on_map:
                # The many hexes' choices are made on the map (marked there, a right click
                # lists each hex's); the others keep their buttons.
                own = [a for a in own if a not in on_map]
                self.map_note.setText(
                    self.tr("Right-click one of the {n} marked hexes on the map to choose what "
                            "to do there, or:").format(n=len(marked))
                    if own or removals else
                    self.tr("Right-click one of the {n} marked hexes on the map to choose what "
                            "to do there.").format(n=len(marked)))
                self.map_note.setVisible(True)
            answers = [*removals, *own]
            if not answers and not on_map:
                self.prompt.setText(self.tr("No decision is pending."))
                return
            if own or on_map:
                self.prompt.setText(self.tr("{side}: also possible now").format(
                    side=names.side(s.to_act)))
            else:
                self.prompt.setText(self.tr("{side}: units that may be removed now").format(
                    side=names.side(s.to_act)))
            # each as the player's own choice ("Remove 4th Army"), not as the log's line
            described = {a: game.ruleset.describe_choice(game, s, a) for a in answers}
        elif hidden_decision(c):
            # Neither the answers nor their number: only who decides.
            self.prompt.setText(self.tr("The {side} player is deciding…").format(
                side=names.side(s.pending.side)))
            return
        else:
            answers = list(c.legal().actions)
            who = names.side(s.pending.side)
            question = game.prompt(s)
            assert question is not None  # a decision is pending: it has its prompt
            self.prompt.setText(no_lone_tail(self.tr("{side}: {prompt}").format(
                side=who, prompt=c.render(question))))
            choices = game.choices(s)
            described = {ch.action: ch for ch in choices}
            on_map = map_answers(choices)
            if len(on_map) > MAP_PICK:
                # Issue 48, item 15: the hexes are picked on the map (highlighted there);
                # the other answers (none, done) stay as buttons at the top.
                answers = [a for a in answers if a not in on_map]
                self.map_note.setText(self.tr("Click one of the {n} highlighted hexes on the map, or:")
                                      .format(n=len(on_map)) if answers else
                                      self.tr("Click one of the {n} highlighted hexes on the map.")
                                      .format(n=len(on_map)))
                self.map_note.setVisible(True)
        # A choice made with nothing asked is the player's own: where it cannot be undone
        # (it shows what was hidden, or rolls), it is confirmed first (session 84 by hand:
        # a second click meant for the last decision's answer turned a Shin Barbarossa
        # leader, which no undo brings back).
        asked_nothing = s.pending is None
        for i, action in enumerate(answers):
            choice = described.get(action)
            label = c.render(choice.label if choice is not None else game.describe(action))
            # What the answer leads to (the odds of a defence, the dice of an attack, the
            # losses expected), on the button itself: nothing happens unannounced.
            consequence = (consequence_text(c, choice)
                           if choice is not None and choice.consequence is not None else None)
            if consequence is None and isinstance(action, TakeLoss) and s.pending is not None:
                # each loss says what it costs, a leader's or an HQ's as a corps's
                consequence = loss_text(c, action, worded=choice is not None
                                        and choice.label.text != PLAIN_LOSS)
            self.answer_buttons.add(label if consequence is None else label + "\n" + consequence,
                                    action, f"answer_{i}", tooltip=consequence,
                                    submit=partial(self._confirmed, label=label) if asked_nothing else None)
        passing = game.pass_answer(s) if s.pending is not None else None
        if passing is not None and passing in answers:
            choice = described.get(passing)
            label = c.render(choice.label if choice is not None else game.describe(passing))
            self.pass_all.setText(self.tr("{answer}, and the same to every such question for "
                                          "the rest of this phase").format(answer=label))
            self.pass_all.setVisible(True)
