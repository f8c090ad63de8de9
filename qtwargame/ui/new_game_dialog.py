"""The New Game dialog: choose a scenario (the bundled ones, then the player's own from
``Documents/qtwargame/scenarios``, each with its description and where its data comes
from), the optional rules and weather mode it offers, the dice seed, and who plays each
side. A bundled scenario, or an installed plugin's (docs/plugins.md), is listed by its title
with its sides and number of turns; the player's own, and a file opened from elsewhere,
with its file name and where it comes from (yours, opened file), so a copy can be told
from the original."""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from html import escape
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
)

from qtwargame import userfiles
from qtwargame.engine.dice import KEYED
from qtwargame.engine.ruleset import get_ruleset
from qtwargame.engine.text import format_text
from qtwargame.errors import internal_error_text
from qtwargame.scenario import catalog
from qtwargame.scenario.io import ScenarioError, load_listed_scenario
from qtwargame.ui.computer_player import add_computer_levels
from qtwargame.ui.screen_fit import resize_within_screen

log = logging.getLogger(__name__)


@dataclass
class NewGameChoice:
    scenario: Any
    options: dict[str, Any]
    #: None: a secret seed from the operating system (Random); else the seed typed in.
    seed: int | None
    players: dict[str, str]
    #: Every game started here draws its dice with the keyed generator.
    generator: str = KEYED


@dataclass
class _Listed:
    path: Path
    scenario: Any = None
    error: str = ""


def merged_options(rule_options, scenario_options, lang: str) -> list[tuple]:
    """Each optional rule once: the ruleset's options, then the scenario's. A scenario
    option with the id of a ruleset option is the same option (shown once, by the
    ruleset's translated title, with the scenario's default); both set one value in
    ``Game.options``, so two widgets for it would have the second silently win.
    Returns (id, title, rule, default, choices, choice names) in the reader's language."""
    from qtwargame.ui.names import translate

    def text(msg) -> str:
        return msg.format(translate)

    out: dict[str, list] = {}
    for o in rule_options:
        out[o.id] = [o.id, text(o.title), o.rule, o.default, tuple(o.choices),
                     tuple(text(t) for t in getattr(o, "choice_titles", ()))]
    for o in scenario_options:
        if o.id in out:
            spec = out[o.id]
            spec[2] = spec[2] or o.rule
            spec[3] = o.default
            if o.choices and tuple(o.choices) != spec[4]:
                spec[4], spec[5] = tuple(o.choices), _choice_names(o, lang)
        else:
            out[o.id] = [o.id, o.name.get(lang), o.rule, o.default, tuple(o.choices),
                         _choice_names(o, lang)]
    return [tuple(v) for v in out.values()]


def _choice_names(option, lang: str) -> tuple[str, ...]:
    """What a scenario option's choices are called: the names its designer gave, else
    each id with spaces for underscores and a capital (``very_hard`` reads "Very hard")."""
    names = [n.get(lang) for n in option.choice_names]
    return tuple(names[i] if i < len(names) and names[i] else c.replace("_", " ").capitalize()
                 for i, c in enumerate(option.choices))


#: The width an optional rule's label above its box may wrap at, at the least (a 1,366
#: pixel screen's dialog gives its groups about 500).
LABEL_LINE = 420


class NewGameDialog(QDialog):
    def __init__(self, lang: str = "en", parent=None, preselect: str | None = None,
                 players: dict[str, dict[str, str]] | None = None) -> None:
        super().__init__(parent)
        self.lang = lang
        #: The players chosen last for each scenario (scenario id -> side -> player).
        self.remembered_players = dict(players or {})
        self.setWindowTitle(self.tr("New Game"))
        self.listed: list[_Listed] = []
        self.option_widgets: dict[str, QComboBox | QCheckBox] = {}
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
        # A choice's label above its box, the box the group's whole width: beside a label
        # the box got what the label left it, less than its longest choice (session 97 by
        # hand at 1,366 pixels: Defiant Russia's attack obligation read 「隣接ユニットは攻撃
        # しなければならない (Q&…」, its strict choice "Also every adjacent enemy must be
        # attacked (st…" in English).
        self.options_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
        right.addWidget(self.options_box)
        self.weather_box = QGroupBox(self.tr("Weather"))
        self.weather_form = QFormLayout(self.weather_box)
        self.weather_form.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapAllRows)
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
        # Enter or a double-click on a scenario starts it, as Start does.
        self.list.itemActivated.connect(lambda _item: self._start_listed())
        #: the files the program offers as games: its own and the installed plugins'
        offered = catalog.bundled()
        self.offered = {entry.path.resolve() for entry in offered}
        for entry in offered:
            self.add_file(entry.path)
        try:
            own = userfiles.user_scenarios()
        except OSError as e:  # an unreadable folder hides the player's files, nothing else
            log.warning("cannot list the scenarios folder: %s", e)
            own = []
        for path in own:
            self.add_file(path)
        resize_within_screen(self, 920, 640)
        if preselect:
            self.select(preselect)
        elif self.list.count():
            self.select(catalog.default_id())

    def _start_listed(self) -> None:
        """Start the scenario activated in the list, if it is one that loads."""
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        if ok.isEnabled():
            self.accept()

    # -- the list -------------------------------------------------------------------------------
    def add_file(self, path: Path) -> int:
        """List one scenario file. A file that does not load is listed too, greyed, with
        why it does not load: one bad file never keeps the others from the list."""
        item = _Listed(Path(path))
        try:
            item.scenario = load_listed_scenario(path)
        except ScenarioError as e:
            from qtwargame.ui.names import translate

            shown = [p.line(translate) for p in e.problems[:8]]  # in the reader's language
            if len(e.problems) > 8:
                shown.append(format_text(self.tr("…and {n:# more problem|# more problems}"),
                                       n=len(e.problems) - 8))
            item.error = "\n".join(shown)
        except Exception as e:  # a bug must not stop the dialog from opening
            from qtwargame.ui.names import translate

            log.exception("cannot list the scenario %s", path)
            item.error = internal_error_text(path, e, translate)
        self.listed.append(item)
        if item.scenario is not None:
            title = item.scenario.title.get(self.lang)
            if self.bundled(Path(path)):
                # what a player chooses by: who fights and how long (session 91: the
                # bundled games' second lines were their file names)
                sc = item.scenario
                text = self.tr("{title}\n{sides} · {turns}").format(
                    title=title, sides=self.tr(" vs ").join(s.name.get(self.lang) for s in sc.sides),
                    turns=format_text(self.tr("{n:# turn|# turns}"), n=len(sc.turns)))
            else:
                # the player's own files by their names: a copy told from the original
                text = self.tr("{title}\n{file} · {origin}").format(
                    title=title, file=Path(path).name, origin=self.origin(Path(path)))
        else:
            text = self.tr("{file} (invalid)").format(file=Path(path).name)
        row = QListWidgetItem(text)
        row.setToolTip(str(path))
        if item.scenario is None:
            row.setForeground(Qt.GlobalColor.gray)
            row.setToolTip(item.error)
        self.list.addItem(row)
        self._fit_list()
        return self.list.count() - 1

    #: The scenario list is never narrower than its widest line, up to this many pixels
    #: (a long file name then scrolls): the options beside it would otherwise take its room.
    LIST_MAX_WIDTH = 340

    def _fit_list(self) -> None:
        fm = self.list.fontMetrics()
        widest = max((fm.horizontalAdvance(line) for i in range(self.list.count())
                      for line in self.list.item(i).text().split("\n")), default=0)
        frame = 2 * self.list.frameWidth() + self.list.verticalScrollBar().sizeHint().width() + 12
        self.list.setMinimumWidth(min(widest + frame, self.LIST_MAX_WIDTH))

    def bundled(self, path: Path) -> bool:
        """True for a scenario the program offers as a game: one that comes with it or with
        an installed plugin (a plugin's game is listed as the bundled ones are, where it
        read as an 'opened file' until session 94)."""
        return path.resolve() in self.offered

    def origin(self, path: Path) -> str:
        """Where a listed file comes from, in words: bundled, yours, or another file."""
        folder = path.resolve().parent
        if folder == catalog.scenarios_dir().resolve():
            return self.tr("bundled")
        if folder == userfiles.scenarios_dir().resolve():
            return self.tr("yours")
        return self.tr("opened file")

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
            self.about.setPlainText(
                self.tr("This scenario cannot be played:") + "\n" + item.error
                if item is not None else "")
            ok.setEnabled(False)
            self.options_box.setVisible(False)
            self.weather_box.setVisible(False)
            return
        ok.setEnabled(True)
        from qtwargame.ui.welcome_dialog import ruleset_title

        sc = item.scenario
        lang = self.lang
        html = [f"<h2>{escape(sc.title.get(lang))}</h2>", f"<p>{escape(sc.description.get(lang))}</p>",
                f"<p><b>{self.tr('Rules')}:</b> {ruleset_title(sc.ruleset)} · "
                f"<b>{self.tr('Turns')}:</b> {len(sc.turns)} · "
                f"<b>{self.tr('Units')}:</b> {len(sc.units)}</p>"]
        if sc.provenance:
            html.append(f"<h3>{self.tr('Where the data comes from')}</h3><table>")
            # Issue 48, item 17: each part and origin in words, never the file's keys.
            kinds = {"rulebook": self.tr("from the rulebook"), "reconstructed": self.tr("reconstructed"),
                     "designer": self.tr("designed for qtwargame")}
            parts = {"map": self.tr("Map"), "order_of_battle": self.tr("Order of battle"),
                     "setup": self.tr("Setup"), "reinforcements": self.tr("Reinforcements"),
                     "tables": self.tr("Tables"), "cards": self.tr("Cards"),
                     "rules_data": self.tr("Rules data"), "turns": self.tr("Turns")}
            # Parts of one origin and note are one row ("Map, Setup: designed for…"), and
            # the designer's words are text, never markup.
            groups: dict[tuple[str, str], list[str]] = {}
            for part, prov in sc.provenance.items():
                name = parts.get(part, part.replace("_", " ").capitalize())
                groups.setdefault((prov.kind, prov.note_in(lang)), []).append(name)
            for (kind, note), names in groups.items():
                html.append(f"<tr><td style='padding-right:8px'><b>{escape(', '.join(names))}</b></td>"
                            f"<td style='padding-right:8px'>{escape(kinds.get(kind, kind))}</td>"
                            f"<td>{escape(note)}</td></tr>")
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

        for spec in merged_options(rule_options, sc.options, lang):
            self._add_option(*spec)
        self.options_box.setVisible(self.options_form.rowCount() > 0)
        self.weather_box.setVisible(self.weather_form.rowCount() > 0)
        for side in sc.sides:
            combo = QComboBox()
            combo.addItem(self.tr("Human (at this screen)"), "human")
            # the level the window plays by default is said to be the one to start with
            # (session 92 by hand: nothing told Planner from the others)
            add_computer_levels(combo, self.tr("Computer: {level}"), self.tr("{level} (recommended)"))
            last = self.remembered_players.get(sc.id, {}).get(side.id)
            if last is not None and combo.findData(last) >= 0:
                combo.setCurrentIndex(combo.findData(last))
            self.players_form.addRow(side.name.get(lang), combo)
            self.player_widgets[side.id] = combo

    def _add_option(self, oid: str, title: str, rule: str, default, choices,
                    choice_names=()) -> None:
        form = self.weather_form if "weather" in oid.lower() else self.options_form
        label = f"{title} ({rule})" if rule and f"({rule})" not in title else title
        w: QComboBox | QCheckBox
        if choices:
            w = QComboBox()
            for i, c in enumerate(choices):
                w.addItem(choice_names[i] if i < len(choice_names) else c, c)
            w.setCurrentIndex(max(w.findData(default), 0))
            # A label of its own that wraps: given as a string, the form kept it on one
            # line, and Defiant Russia's attack obligation (7.0) made the dialog 1,374
            # pixels wide, its Start button off a 1,366 screen (session 92 by hand); it also
            # took the "&" of "Q&A" for a shortcut mark and showed "QA".
            text = QLabel(label)
            text.setWordWrap(True)
            # Above its box, a label wraps where the group's width ends, not at the width a
            # wrapping label guesses for itself (session 97: 「要塞: 攻撃する全部隊が -1
            # (本文) または装甲」 then 「部隊のみ (チャート) (9.0)」 over half the group):
            # on one line where it is short, else at least ``LABEL_LINE`` wide.
            text.setMinimumWidth(min(text.fontMetrics().horizontalAdvance(label) + 2, LABEL_LINE))
            form.addRow(text, w)
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
        seed = None if self.random_seed.isChecked() else self.seed.value()
        players = {sid: w.currentData() for sid, w in self.player_widgets.items()}
        return NewGameChoice(item.scenario, options, seed, players)
