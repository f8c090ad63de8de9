"""The New Game dialog: choose a scenario (the bundled ones, then the player's own from
``Documents/qtwargame/scenarios``, each with its description and where its data comes
from), the optional rules and weather mode it offers, the dice seed, and who plays each
side."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from qtwargame import userfiles
from qtwargame.engine.ruleset import get_ruleset
from qtwargame.scenario import catalog
from qtwargame.scenario.io import ScenarioError, load_scenario
from qtwargame.ui.computer_player import add_computer_levels


@dataclass
class NewGameChoice:
    scenario: Any
    options: dict[str, Any]
    seed: int
    players: dict[str, str]


@dataclass
class _Listed:
    path: Path
    scenario: Any = None
    error: str = ""


class NewGameDialog(QDialog):
    def __init__(self, lang: str = "en", parent=None, preselect: str | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        self.setWindowTitle(self.tr("New Game"))
        self.listed: list[_Listed] = []
        self.option_widgets: dict[str, QWidget] = {}
        self.player_widgets: dict[str, QComboBox] = {}
        outer = QVBoxLayout(self)
        body = QHBoxLayout()
        outer.addLayout(body, 1)
        left = QVBoxLayout()
        left.addWidget(QLabel(self.tr("Scenario")))
        self.list = QListWidget()
        self.list.currentRowChanged.connect(self.show_scenario)
        left.addWidget(self.list, 1)
        browse = QPushButton(self.tr("Open scenario file…"))
        browse.clicked.connect(self.browse)
        left.addWidget(browse)
        body.addLayout(left, 2)
        right = QVBoxLayout()
        self.about = QTextBrowser()
        self.about.setOpenExternalLinks(False)
        right.addWidget(self.about, 3)
        self.options_box = QGroupBox(self.tr("Optional rules"))
        self.options_form = QFormLayout(self.options_box)
        right.addWidget(self.options_box)
        self.weather_box = QGroupBox(self.tr("Weather"))
        self.weather_form = QFormLayout(self.weather_box)
        right.addWidget(self.weather_box)
        game_box = QGroupBox(self.tr("Dice and players"))
        form = QFormLayout(game_box)
        seed_row = QHBoxLayout()
        self.seed = QSpinBox()
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1, 1_000_000))
        self.random_seed = QCheckBox(self.tr("Random"))
        self.random_seed.setChecked(True)
        self.random_seed.toggled.connect(lambda on: self.seed.setEnabled(not on))
        self.seed.setEnabled(False)
        seed_row.addWidget(self.seed)
        seed_row.addWidget(self.random_seed)
        form.addRow(self.tr("Dice seed"), seed_row)
        self.players_form = form
        right.addWidget(game_box)
        body.addLayout(right, 3)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        outer.addWidget(self.buttons)
        for entry in catalog.bundled():
            self.add_file(entry.path)
        for path in userfiles.user_scenarios():
            self.add_file(path)
        self.resize(920, 640)
        if preselect:
            self.select(preselect)
        elif self.list.count():
            self.select(catalog.default_id())

    # -- the list -------------------------------------------------------------------------------
    def add_file(self, path: Path) -> int:
        item = _Listed(Path(path))
        try:
            item.scenario = load_scenario(path)
        except ScenarioError as e:
            item.error = "\n".join(str(p) for p in e.problems[:8])
        self.listed.append(item)
        if item.scenario is not None:
            text = item.scenario.title.get(self.lang)
        else:
            text = self.tr("{file} (invalid)").format(file=Path(path).name)
        row = QListWidgetItem(text)
        if item.scenario is None:
            row.setForeground(Qt.GlobalColor.gray)
        self.list.addItem(row)
        return self.list.count() - 1

    def select(self, scenario_id: str) -> None:
        for i, item in enumerate(self.listed):
            if item.scenario is not None and item.scenario.id == scenario_id:
                self.list.setCurrentRow(i)
                return
            if item.path.stem == scenario_id or str(item.path) == scenario_id:
                self.list.setCurrentRow(i)
                return
        if self.listed:
            self.list.setCurrentRow(0)

    def browse(self) -> None:
        folder = userfiles.scenarios_dir()
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open scenario file"),
                                              str(folder) if folder.is_dir() else "",
                                              self.tr("Scenarios (*.json)"))
        if path:
            self.list.setCurrentRow(self.add_file(Path(path)))

    def current(self) -> _Listed | None:
        i = self.list.currentRow()
        return self.listed[i] if 0 <= i < len(self.listed) else None

    # -- the chosen scenario ---------------------------------------------------------------------
    def show_scenario(self, row: int) -> None:
        item = self.current()
        for form in (self.options_form, self.weather_form):
            while form.rowCount():
                form.removeRow(0)
        for combo in self.player_widgets.values():
            self.players_form.removeRow(combo)
        self.option_widgets, self.player_widgets = {}, {}
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if item is None or item.scenario is None:
            self.about.setPlainText(item.error if item is not None else "")
            ok.setEnabled(False)
            self.options_box.setVisible(False)
            self.weather_box.setVisible(False)
            return
        ok.setEnabled(True)
        sc = item.scenario
        lang = self.lang
        html = [f"<h2>{sc.title.get(lang)}</h2>", f"<p>{sc.description.get(lang)}</p>",
                f"<p><b>{self.tr('Rules')}:</b> {sc.ruleset} · "
                f"<b>{self.tr('Turns')}:</b> {len(sc.turns)} · "
                f"<b>{self.tr('Units')}:</b> {len(sc.units)}</p>"]
        if sc.provenance:
            html.append(f"<h3>{self.tr('Where the data comes from')}</h3><table>")
            kinds = {"rulebook": self.tr("rulebook"), "reconstructed": self.tr("reconstructed"),
                     "designer": self.tr("designer")}
            for part, prov in sc.provenance.items():
                html.append(f"<tr><td><b>{part}</b></td><td>{kinds.get(prov.kind, prov.kind)}</td>"
                            f"<td>{prov.note}</td></tr>")
            html.append("</table>")
        self.about.setHtml("".join(html))
        try:
            ruleset = get_ruleset(sc.ruleset)
            rule_options = list(ruleset.options())
        except KeyError:
            rule_options = []
            self.about.append(self.tr("Unknown ruleset {id}: this scenario cannot be played.")
                              .format(id=sc.ruleset))
            ok.setEnabled(False)
        from qtwargame.ui.names import translate

        for o in rule_options:
            title = translate(o.title.context, o.title.text).format(**o.title.params)
            self._add_option(o.id, title, o.rule, o.default, o.choices)
        for o in sc.options:
            self._add_option(o.id, o.name.get(lang), o.rule, o.default, tuple(o.choices))
        self.options_box.setVisible(self.options_form.rowCount() > 0)
        self.weather_box.setVisible(self.weather_form.rowCount() > 0)
        for side in sc.sides:
            combo = QComboBox()
            combo.addItem(self.tr("Human (at this screen)"), "human")
            add_computer_levels(combo, self.tr("Computer: {level}"))
            self.players_form.addRow(side.name.get(lang), combo)
            self.player_widgets[side.id] = combo

    def _add_option(self, oid: str, title: str, rule: str, default, choices) -> None:
        form = self.weather_form if "weather" in oid.lower() else self.options_form
        label = f"{title} ({rule})" if rule else title
        if choices:
            w = QComboBox()
            for c in choices:
                w.addItem(c, c)
            w.setCurrentIndex(max(w.findData(default), 0))
            form.addRow(label, w)
        else:
            w = QCheckBox(label)
            w.setChecked(bool(default))
            form.addRow(w)
        self.option_widgets[oid] = w

    def choice(self) -> NewGameChoice | None:
        item = self.current()
        if item is None or item.scenario is None:
            return None
        options: dict[str, Any] = {}
        for oid, w in self.option_widgets.items():
            options[oid] = w.currentData() if isinstance(w, QComboBox) else w.isChecked()
        seed = random.randrange(1, 2_000_000_000) if self.random_seed.isChecked() else self.seed.value()
        players = {sid: w.currentData() for sid, w in self.player_widgets.items()}
        return NewGameChoice(item.scenario, options, seed, players)
