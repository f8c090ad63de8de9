"""The welcome screen: the bundled games, each with a short description and where its data
comes from, and a Play button that starts a new game on it at once.

Shown at the first start (no preferences yet), and whenever the player asks (Game or Help ▸
Welcome Screen, or at every start if they tick the box). The dialog only reports the
player's choice (:attr:`WelcomeDialog.choice`); the window acts on it.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from html import escape
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from qtwargame.engine.ruleset import get_ruleset
from qtwargame.engine.text import format_text
from qtwargame.scenario import catalog
from qtwargame.scenario.io import ScenarioError, load_listed_scenario
from qtwargame.ui.names import translate
from qtwargame.ui.screen_fit import resize_within_screen

log = logging.getLogger(__name__)

#: What the player chose: play a scenario, open the New Game dialog on it, open a save.
PLAY, OPTIONS, OPEN, HELP = "play", "options", "open", "help"


@dataclass
class WelcomeChoice:
    kind: str
    scenario: Any = None  # the Scenario for PLAY, OPTIONS and HELP


def bundled_scenarios() -> list[tuple[Path, Any]]:
    """The bundled scenarios that load, smallest first (the teaching game leads)."""
    out = []
    for entry in catalog.bundled():
        try:
            out.append((entry.path, load_listed_scenario(entry.path)))
        except ScenarioError as e:
            log.warning("bundled scenario %s is invalid: %s", entry.path, e)
    return sorted(out, key=lambda item: (len(item[1].units), item[1].id))


class ScenarioCard(QFrame):
    """One game: title, rules and length, description, provenance, Play and help."""

    def __init__(self, dialog: WelcomeDialog, scenario, lang: str) -> None:
        super().__init__()
        self.scenario = scenario
        self.lang = lang
        self.setObjectName(f"card_{scenario.id}")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(f"QFrame#card_{scenario.id} {{ background: palette(base); "
                           "border: 1px solid palette(mid); border-radius: 6px; }")
        grid = QGridLayout(self)
        grid.setContentsMargins(14, 10, 14, 12)
        grid.setHorizontalSpacing(16)
        sides = " / ".join(s.name.get(lang) for s in scenario.sides)
        facts = format_text(self.tr("{rules} · {turns:# turn|# turns} · {sides}"),
            rules=ruleset_title(scenario.ruleset), turns=len(scenario.turns), sides=sides)
        head = QLabel(f"<span style='font-size:15pt; font-weight:600'>"
                      f"{escape(scenario.title.get(lang))}</span><br>"
                      f"<span style='color:#5f5f5f'>{escape(facts)}</span>")
        head.setTextFormat(Qt.TextFormat.RichText)
        head.setWordWrap(True)
        grid.addWidget(head, 0, 0)
        about = QLabel(escape(scenario.description.get(lang)))
        about.setWordWrap(True)
        about.setTextFormat(Qt.TextFormat.RichText)
        grid.addWidget(about, 1, 0)
        self.provenance = QLabel(self.provenance_html())
        self.provenance.setTextFormat(Qt.TextFormat.RichText)
        self.provenance.setWordWrap(True)
        grid.addWidget(self.provenance, 2, 0)
        buttons = QVBoxLayout()
        self.play = QPushButton(self.tr("Play"))
        self.play.setObjectName(f"play_{scenario.id}")
        self.play.setDefault(False)
        self.play.setMinimumWidth(150)
        self.play.setStyleSheet("font-weight: 600; padding: 6px 14px;")
        self.play.clicked.connect(lambda: dialog.finish(WelcomeChoice(PLAY, scenario)))
        self.options = QPushButton(self.tr("Options…"))
        self.options.setToolTip(self.tr("Choose optional rules, the dice seed and the players "
                                        "first"))
        self.options.clicked.connect(lambda: dialog.finish(WelcomeChoice(OPTIONS, scenario)))
        self.rules = QPushButton(self.tr("How to play"))
        self.rules.clicked.connect(lambda: dialog.finish(WelcomeChoice(HELP, scenario)))
        for b in (self.play, self.options, self.rules):
            buttons.addWidget(b)
        buttons.addStretch(1)
        grid.addLayout(buttons, 0, 1, 3, 1)
        grid.setColumnStretch(0, 1)

    def provenance_html(self) -> str:
        kinds = {"rulebook": self.tr("from the rulebook"),
                 "reconstructed": self.tr("reconstructed"),
                 "designer": self.tr("designed for qtwargame")}
        parts = {"map": self.tr("Map"), "order_of_battle": self.tr("Order of battle"),
                 "setup": self.tr("Setup"), "reinforcements": self.tr("Reinforcements"),
                 "tables": self.tr("Tables"), "cards": self.tr("Cards"),
                 "rules_data": self.tr("Rules data"), "turns": self.tr("Turns")}
        # Parts with the same origin and note are one row ("Map, Setup: designed for…").
        groups: dict[tuple[str, str], list[str]] = {}
        for part, prov in self.scenario.provenance.items():
            groups.setdefault((prov.kind, prov.note_in(self.lang)), []).append(parts.get(part, part))
        rows = []
        for (kind, note), names in groups.items():
            rows.append(f"<tr><td style='padding-right:8px'><b>{escape(', '.join(names))}"
                        f"</b></td><td style='padding-right:8px'>"
                        f"{escape(kinds.get(kind, kind))}</td>"
                        f"<td style='color:#5f5f5f'>{escape(note)}</td></tr>")
        if not rows:
            return ""
        title = escape(self.tr("Where the data comes from"))
        return (f"<p style='margin-top:6px; margin-bottom:2px'><i>{title}</i></p>"
                f"<table style='font-size:small'>{''.join(rows)}</table>")


def ruleset_title(ruleset_id: str) -> str:
    try:
        title = get_ruleset(ruleset_id).title
    except KeyError:
        return ruleset_id
    return translate(title.context, title.text)


class WelcomeDialog(QDialog):
    def __init__(self, lang: str = "en", parent=None, at_start: bool = False) -> None:
        super().__init__(parent)
        self.lang = lang
        self.choice: WelcomeChoice | None = None
        self.setWindowTitle(self.tr("Welcome to qtwargame"))
        outer = QVBoxLayout(self)
        outer.setContentsMargins(18, 14, 18, 12)
        head = QHBoxLayout()
        icon = QLabel()
        icon.setPixmap(QIcon(str(catalog.resources_dir() / "icons" / "qtwargame.svg")).pixmap(72, 72))
        head.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
        intro = QLabel(
            f"<span style='font-size:18pt; font-weight:600'>"
            f"{escape(self.tr('Welcome to qtwargame'))}</span><br>"
            + escape(self.tr("Board wargames with every rule enforced: the program rolls the "
                             "dice, checks supply, zones of control and stacking, and only "
                             "offers what the rules allow. Choose a game to start; both sides "
                             "are played at this screen.")))
        intro.setWordWrap(True)
        intro.setTextFormat(Qt.TextFormat.RichText)
        head.addWidget(intro, 1)
        outer.addLayout(head)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        inner = QWidget()
        cards = QVBoxLayout(inner)
        cards.setContentsMargins(0, 6, 6, 6)
        cards.setSpacing(10)
        self.cards: dict[str, ScenarioCard] = {}
        for _, scenario in bundled_scenarios():
            card = ScenarioCard(self, scenario, lang)
            self.cards[scenario.id] = card
            cards.addWidget(card)
        if not self.cards:
            cards.addWidget(QLabel(self.tr("No bundled scenario could be read.")))
        cards.addStretch(1)
        scroll.setWidget(inner)
        outer.addWidget(scroll, 1)
        foot = QHBoxLayout()
        self.at_start = QCheckBox(self.tr("Show this screen at every start"))
        self.at_start.setChecked(at_start)
        foot.addWidget(self.at_start)
        foot.addStretch(1)
        self.open_button = QPushButton(self.tr("Open Saved Game…"))
        self.open_button.clicked.connect(lambda: self.finish(WelcomeChoice(OPEN)))
        foot.addWidget(self.open_button)
        close = QPushButton(self.tr("Close"))
        close.clicked.connect(self.reject)
        foot.addWidget(close)
        outer.addLayout(foot)
        resize_within_screen(self, 980, 760)

    def finish(self, choice: WelcomeChoice) -> None:
        self.choice = choice
        self.accept()
