"""The combats declared and waiting to be resolved, for rules that declare every combat of a
phase before resolving any (Shin Barbarossa 10.3): each declared combat with its odds, and
a button for each step the rules allow now with no decision pending: closing the
declarations, then resolving the next combat (each ``Choose(resolve)`` the rules list,
worded by ``Ruleset.describe_choice``). Beside the combat panel in the Combat dock."""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from qtwargame.engine.actions import Choose
from qtwargame.ui.combat_panel import consequence_text, open_resolves
from qtwargame.ui.decision_panel import ActionButtons, WrapButton

if TYPE_CHECKING:
    from qtwargame.ui.controller import GameController


class DeclaredPanel(QWidget):
    def __init__(self, controller: GameController, parent=None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("declaredCombats")
        box = QVBoxLayout(self)
        box.setContentsMargins(6, 0, 6, 6)
        line = QFrame()
        line.setFrameShape(QFrame.Shape.HLine)
        box.addWidget(line)
        self.title = QLabel()
        self.title.setStyleSheet("font-weight: bold;")
        self.list = QLabel()
        self.list.setWordWrap(True)
        self.list.setObjectName("declaredList")
        box.addWidget(self.title)
        box.addWidget(self.list)
        # The buttons stand apart from the list: the Combat dock puts them under Resolve and
        # Clear, where a long list never scrolls them out of sight (CombatPanel.attach).
        self.actions_box = QWidget()
        self.actions_box.setObjectName("declaredActions")
        self.buttons_box = QVBoxLayout(self.actions_box)
        self.buttons_box.setContentsMargins(0, 4, 0, 0)
        self.steps = ActionButtons(controller, self.buttons_box)
        self.retranslate()

    @property
    def buttons(self) -> list[WrapButton]:
        return self.steps.buttons

    @property
    def step_actions(self) -> list[Choose]:
        """What the buttons submit, in their order (``actions`` would hide
        ``QWidget.actions``)."""
        return self.steps.actions

    def retranslate(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        self.steps.clear()
        s = c.state
        if c.game is None or s is None or c.read_only or c.covered:
            self.setVisible(False)
            self.actions_box.setVisible(False)
            return
        game = c.game
        declared = game.declared_combats(s)
        answers = open_resolves(c)
        self.setVisible(bool(declared or answers))
        self.actions_box.setVisible(bool(answers))
        if not (declared or answers):
            return
        self.title.setText(self.tr("Declared combats: {n}").format(n=len(declared)) if declared
                           else self.tr("Declared combats"))
        rows = []
        for i, attack in enumerate(declared, start=1):
            choice = game.ruleset.describe_choice(game, s, attack)
            row = f"{i}. {c.render(choice.label)}"
            if choice.consequence is not None:
                row += f"<br><span style='color:#555'>{consequence_text(c, choice, '<br>')}</span>"
            rows.append(row)
        self.list.setText("<br>".join(rows))
        self.list.setVisible(bool(rows))
        for i, action in enumerate(answers):
            # The odds stand in the list above; the button says what it does.
            b = self.steps.add(c.render(game.ruleset.describe_choice(game, s, action).label), action,
                               f"resolve_declared_{i}")
            b.setStyleSheet("QPushButton { background: #b33; font-weight: bold; border-radius: 4px; }"
                            " QLabel { color: white; font-weight: bold; }")
