"""The hand of the side to act, drawn as cards.

A click plays a card that needs no target, or lights up its targets on the board; a card
may also be dragged onto its target. When the rules ask for a selection of cards
(``SelectCards``), clicks toggle cards and Confirm submits the chosen set.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QMenu,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.actions import PlayCard, SelectCards
from qtwargame.engine.view import HIDDEN_CARD
from qtwargame.ui.card_widget import COMPACT_W, CardWidget, compact_height


class CardHandPanel(QWidget):
    targetRequested = Signal(str)  # a card whose play needs a target on the board
    statusMessage = Signal(str)
    #: The cards picked for a hand being chosen changed (not yet confirmed: the rules do
    #: not know them, the window's words count them, ``ui.card_choice``).
    selectionChanged = Signal()

    def __init__(self, controller, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.selection: set[str] = set()
        #: The cards shown, by id (a hidden card's id is shared by every hidden card).
        self.cards: dict[str, CardWidget] = {}
        #: Every card widget in the strip, in order (hidden cards included, each once).
        self.widgets: list[CardWidget] = []
        box = QVBoxLayout(self)
        # close to the dock's edges: at 768 rows every pixel of the strip is the cards'
        box.setContentsMargins(4, 2, 4, 2)
        box.setSpacing(2)
        top = QHBoxLayout()
        self.title = QLabel()
        self.confirm = QPushButton()
        self.confirm.clicked.connect(self.confirm_selection)
        top.addWidget(self.title, 1)
        top.addWidget(self.confirm)
        box.addLayout(top)
        self.strip_area = QScrollArea()
        self.strip_area.setWidgetResizable(True)
        self.strip_area.setFrameShape(QFrame.Shape.NoFrame)  # the cards are their own frames
        self.strip = QWidget()
        self.row = QHBoxLayout(self.strip)
        self.row.setContentsMargins(2, 1, 2, 1)
        self.row.addStretch(1)
        self.strip_area.setWidget(self.strip)
        box.addWidget(self.strip_area, 1)
        # The cards fit the strip's room (``fit_cards``) whenever it changes.
        self.strip_area.viewport().installEventFilter(self)
        self.retranslate()

    def eventFilter(self, obj, event) -> bool:
        if obj is self.strip_area.viewport() and event.type() == QEvent.Type.Resize:
            self.fit_cards()
        return super().eventFilter(obj, event)

    def fit_cards(self) -> None:
        """The hand whole in the strip where it can be (session 93 at 1,366 x 768: the
        Cards dock showed the top half of Blitzkrieg to Moscow 2's six cards, four of them,
        under two scroll bars): each card as tall as the strip, down to a compact card that
        still shows its name and every use, and as wide as a share of the strip, down to
        ``COMPACT_W``; a hand that fits nowhere keeps its scroll bars."""
        if not self.widgets:
            return
        view = self.strip_area.viewport()
        m = self.row.contentsMargins()
        spacing = max(0, self.row.spacing())
        n = len(self.widgets)
        # the room a scroll bar would take is kept, so fitting never brings one in
        bar = self.strip_area.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
        high = view.height() + (bar if self.strip_area.horizontalScrollBar().isVisible() else 0)
        wide = view.width() + (bar if self.strip_area.verticalScrollBar().isVisible() else 0)
        if n * COMPACT_W + spacing * (n - 1) + m.left() + m.right() > wide:
            high -= bar  # too many to fit side by side: they scroll, under a bar
        least = max(compact_height(w.spec) for w in self.widgets)
        height = max(high - m.top() - m.bottom(), least)
        width = max((wide - m.left() - m.right() - spacing * (n - 1)) // n, COMPACT_W)
        for w in self.widgets:
            w.resize_to(width, height)

    def retranslate(self) -> None:
        self.confirm.setText(self.tr("Confirm selection"))
        self.refresh()

    def hand_side(self) -> str | None:
        shared = getattr(self.controller, "shared", None)
        if shared is not None:  # a shared view: the hand of the side whose view it is
            return shared.side
        s = self.controller.state
        return s.to_act if s is not None else None

    def refresh(self) -> None:
        c = self.controller
        for w in self.widgets:
            w.hide()
            self.row.removeWidget(w)
            w.deleteLater()
        self.cards = {}
        self.widgets = []
        if c.game is None:
            self.title.setText("")
            self.confirm.setVisible(False)
            return
        view = c.view()
        side = self.hand_side()
        hand = view.hands.get(side, ())
        specs = {card.id: card for card in c.game.scenario.cards}
        colors = {s.id: s.color for s in c.game.scenario.sides}
        legal = c.legal()
        selecting = bool(legal.selections)
        self.selection &= set(hand)
        deck = view.decks.get(side)
        if deck is None:
            # The view carries no deck for this side: its size is not for the side at the
            # screen to know, and "0 in the deck" would be untrue.
            title = (self.tr("{side}: 1 card in hand") if len(hand) == 1
                     else self.tr("{side}: {n} cards in hand"))
        else:
            title = (self.tr("{side}: 1 card in hand, {deck} in the deck") if len(hand) == 1
                     else self.tr("{side}: {n} cards in hand, {deck} in the deck"))
        self.title.setText(title.format(side=c.names.side(side), n=len(hand),
                                        deck=len(deck or ())))
        for i, card in enumerate(hand):
            spec = specs.get(card) if card != HIDDEN_CARD else None
            w = CardWidget(card, spec, c.names, colors.get(side, "#888888"))
            # A card is marked chosen only while a hand is being chosen: the hand a player
            # confirmed is no longer a choice.
            w.set_state(selecting and card in self.selection, bool(legal.cards.get(card)) or selecting)
            w.clicked.connect(self.card_clicked)
            self.row.insertWidget(i, w)
            self.cards[card] = w
            self.widgets.append(w)
        self.fit_cards()
        self.confirm.setVisible(selecting)
        # Confirm is open for a hand the rules allow: the cards picked are one of the
        # choices (issue 48: a hand of no cards may be the only one, Blitzkrieg to Moscow
        # 2's hand size of 0, confirmed with nothing picked). Picking too few or too many
        # is answered by the phase bar's words (``ui.card_choice``), not by a refusal.
        self.confirm.setEnabled(selecting and any(set(a.cards) == self.selection
                                                  for a in legal.selections))

    def picked(self) -> int:
        """How many cards are picked and not yet confirmed while a hand is chosen."""
        c = self.controller
        if c.state is None or not c.legal().selections:
            return 0
        return len(self.selection & set(c.state.hands.get(self.hand_side(), ())))

    def card_clicked(self, card: str) -> None:
        c = self.controller
        legal = c.legal()
        if legal.selections:
            if card in self.selection:
                self.selection.discard(card)
            else:
                self.selection.add(card)
            self.refresh()
            self.selectionChanged.emit()
            return
        actions = legal.cards.get(card, [])
        if not actions:
            self.statusMessage.emit(self.tr("{card} cannot be played now.").format(
                card=c.names.name(card)))
            return
        free = [a for a in actions if not a.target]
        if not free:
            self.targetRequested.emit(card)
            return
        if len(actions) == 1:
            c.submit(actions[0])
            return
        # Issue 48: a card played for one use without a target and for another on the map
        # (Blitzkrieg to Moscow 2's Reinforcements: rebuild or rail, or a hero city) offers
        # every use; those with a target light their targets on the board.
        menu = QMenu(self)
        game, state = c.game, c.state

        def label(a: PlayCard) -> str:  # the rules' words for the use (its icon), if they have any
            return c.render(game.ruleset.describe_choice(game, state, a).label)

        for i, a in enumerate(free):
            menu.addAction(label(a)).setData(i)
        aimed: dict[str, PlayCard] = {}
        for a in actions:
            if a.target:
                aimed.setdefault(a.use, a)
        for a in aimed.values():
            menu.addAction(self.tr("{play}: choose the target on the map").format(
                play=label(a))).setData(-1)
        chosen = menu.exec(QCursor.pos())
        if chosen is None:
            return
        if chosen.data() < 0:
            self.targetRequested.emit(card)
        else:
            c.submit(free[chosen.data()])

    def play(self, card: str, use: str = "", target: str = "") -> bool:
        """Play ``card`` for ``use`` on ``target`` (what a click and a menu choice do)."""
        c = self.controller
        for a in c.legal().cards.get(card, []):
            if a.use == use and a.target == target:
                return c.submit(a)
        return c.submit(PlayCard(c.state.to_act, card, target, use))

    def confirm_selection(self) -> None:
        c = self.controller
        chosen = set(self.selection)
        match = next((a for a in c.legal().selections if set(a.cards) == chosen), None)
        if match is None:
            hand = c.state.hands.get(self.hand_side(), ())
            match = SelectCards(c.state.to_act, tuple(x for x in hand if x in chosen))
        if c.submit(match):
            self.selection = set()
            self.refresh()
            self.selectionChanged.emit()
