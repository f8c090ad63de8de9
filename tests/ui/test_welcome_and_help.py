"""The welcome screen at the first start, the help pages, the keyboard shortcuts (read from
the actions) and the About box."""

from __future__ import annotations

from html.parser import HTMLParser

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication

from qtwargame.scenario import catalog
from qtwargame.scenario.io import load_listed_scenario
from qtwargame.ui import app as app_module
from qtwargame.ui import help_dialog
from qtwargame.ui.about_dialog import AboutDialog
from qtwargame.ui.help_dialog import HelpDialog
from qtwargame.ui.main_window import MainWindow
from qtwargame.ui.new_game_dialog import NewGameDialog
from qtwargame.ui.preferences import Preferences
from qtwargame.ui.shortcuts_dialog import ShortcutsDialog, all_shortcuts
from qtwargame.ui.welcome_dialog import WelcomeDialog

from .conftest import start

RULESETS = ("classic", "defiant_russia", "blitzkrieg_moscow_2", "red_vengeance")
SECTIONS = ("sequence", "movement", "combat", "supply", "victory", "ui")


@pytest.fixture
def prefs(tmp_path):
    return Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))


def _label_texts(widget) -> str:
    from PySide6.QtWidgets import QLabel

    return "\n".join(label.text() for label in widget.findChildren(QLabel))


# -- the welcome screen -------------------------------------------------------------------------


def test_the_welcome_screen_offers_every_bundled_game_with_description_and_provenance(qtbot):
    d = WelcomeDialog("en")
    qtbot.addWidget(d)
    assert sorted(d.cards) == sorted(e.id for e in catalog.bundled())
    assert next(iter(d.cards)) == "river_crossing"  # the small teaching game leads
    for sid, card in d.cards.items():
        sc = load_listed_scenario(catalog.resolve(sid))  # the file again, not the card's
        text = _label_texts(card)
        assert sc.title.en in text and sc.description.en[:40] in text
        assert "Where the data comes from" in text
        for prov in sc.provenance.values():
            assert prov.note.replace("'", "&#x27;")[:30] in text
    text = _label_texts(d.cards["river_crossing"])
    assert "Map, Order of battle, Setup, Reinforcements, Tables" in text  # one note, one row
    assert "designed for qtwargame" in text and "Classic hex-and-counter · 6 turns" in text


def test_the_welcome_screen_speaks_japanese(qtbot):
    from qtwargame.i18n import translator

    translator.install("ja", QApplication.instance())
    try:
        d = WelcomeDialog("ja")
        qtbot.addWidget(d)
        assert d.windowTitle() == "qtwargame へようこそ"
        assert "渡河作戦" in _label_texts(d.cards["river_crossing"])
        assert "データの出典" in _label_texts(d.cards["river_crossing"])
        assert d.cards["river_crossing"].play.text() == "プレイ"
    finally:
        translator.install("en")


def test_the_first_start_shows_the_welcome_and_play_starts_that_game(
        qtbot, tmp_path, monkeypatch, prefs):
    seen = {}

    def fake_welcome_exec(self):
        seen["welcomed"] = True
        self.cards["river_crossing"].play.click()
        return self.result()

    def fake_exec():
        win = next(x for x in QApplication.topLevelWidgets()
                   if isinstance(x, MainWindow) and x.isVisible())
        seen["game"] = win.controller.game.scenario.id if win.controller.game else None
        win.ask_before_closing = False
        win.close()
        return 0

    def no_new_game_dialog(self):
        raise AssertionError("the New Game dialog is not shown at the first start")

    monkeypatch.setattr(WelcomeDialog, "exec", fake_welcome_exec)
    monkeypatch.setattr(NewGameDialog, "exec", no_new_game_dialog)
    monkeypatch.setattr(app_module.QApplication, "exec", lambda self=None: fake_exec())
    assert prefs.is_first_run()
    assert app_module.run_play(lang="en", autosave_dir=tmp_path / "auto", preferences=prefs) == 0
    assert seen == {"welcomed": True, "game": "river_crossing"}
    assert not prefs.is_first_run()
    assert (tmp_path / "auto" / "autosave.qtwsave").exists()

    # The next start goes to the New Game dialog instead.
    seen.clear()
    monkeypatch.setattr(WelcomeDialog, "exec", lambda self: pytest.fail("welcome shown again"))
    monkeypatch.setattr(NewGameDialog, "exec", lambda self: seen.setdefault("new_game", 0))
    assert app_module.run_play(lang="en", autosave_dir=tmp_path / "auto2", preferences=prefs) == 0
    assert seen == {"new_game": 0, "game": None}

    # ...unless the player asked for the welcome screen at every start.
    prefs.set_welcome_at_start(True)
    seen.clear()
    monkeypatch.setattr(WelcomeDialog, "exec", lambda self: seen.setdefault("welcomed", 0))
    assert app_module.run_play(lang="en", autosave_dir=tmp_path / "auto3", preferences=prefs) == 0
    assert seen == {"welcomed": 0, "game": None}


def test_the_welcome_screen_from_the_menu_can_open_the_new_game_dialog_on_a_scenario(
        window, monkeypatch):
    chosen = {}

    def fake_welcome_exec(self):
        self.cards["blitzkrieg_moscow_2"].options.click()
        return self.result()

    def fake_new_game_exec(self):
        chosen["id"] = self.current().scenario.id
        return 0

    monkeypatch.setattr(WelcomeDialog, "exec", fake_welcome_exec)
    monkeypatch.setattr(NewGameDialog, "exec", fake_new_game_exec)
    window.act_welcome.trigger()
    assert chosen == {"id": "blitzkrieg_moscow_2"}
    assert window.act_welcome in window.menu_game.actions()
    assert window.act_welcome in window.menu_help.actions()


def test_how_to_play_from_the_welcome_screen_opens_that_games_help(window, monkeypatch):
    def fake_welcome_exec(self):
        self.cards["blitzkrieg_moscow_2"].rules.click()
        return self.result()

    monkeypatch.setattr(WelcomeDialog, "exec", fake_welcome_exec)
    assert not window.welcome()
    assert window.dialogs["help"].current_topic() == "blitzkrieg_moscow_2"


def test_closing_the_help_read_from_the_welcome_screen_returns_to_it(window, qtbot, monkeypatch):
    """A new player reads how to play from the welcome screen, closes the help and is back
    at the list of games (session 83 found an empty window there, "No game")."""
    shown = []

    def fake_welcome_exec(self):
        shown.append(self)
        if len(shown) == 1:
            self.cards["river_crossing"].rules.click()
        return self.result()

    monkeypatch.setattr(WelcomeDialog, "exec", fake_welcome_exec)
    assert not window.welcome()
    assert len(shown) == 1 and window.dialogs["help"].isVisible()
    window.dialogs["help"].close()
    qtbot.waitUntil(lambda: len(shown) == 2)


def test_the_welcome_screen_does_not_return_over_a_game_started_meanwhile(
        window, qtbot, monkeypatch, river):
    shown = []

    def fake_welcome_exec(self):
        shown.append(self)
        self.cards["river_crossing"].rules.click()
        return self.result()

    monkeypatch.setattr(WelcomeDialog, "exec", fake_welcome_exec)
    window.welcome()
    start(window, river)  # from the Game menu, the help still open
    window.dialogs["help"].close()
    for _ in range(5):
        QApplication.processEvents()
    assert len(shown) == 1


# -- help ---------------------------------------------------------------------------------------------


class _Page(HTMLParser):
    def __init__(self) -> None:
        super().__init__()
        self.ids: list[str] = []
        self.open: list[str] = []
        self.text = []

    def handle_starttag(self, tag, attrs):
        if tag in ("li", "p", "td", "th", "tr", "br"):
            return  # optional end tags in HTML
        if tag == "h2":
            self.ids.append(dict(attrs).get("id", ""))
        self.open.append(tag)

    def handle_endtag(self, tag):
        if tag in ("li", "p", "td", "th", "tr"):
            return
        assert self.open and self.open[-1] == tag, f"</{tag}> closes <{self.open[-1:]}>"
        self.open.pop()

    def handle_data(self, data):
        self.text.append(data)


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("ruleset", RULESETS)
def test_each_bundled_game_has_a_help_page_covering_the_rules_and_the_program(ruleset, lang):
    path = help_dialog.help_path(ruleset, lang)
    assert path == help_dialog.help_dir() / f"{ruleset}.{lang}.html"
    page = _Page()
    page.feed(path.read_text(encoding="utf-8"))
    assert page.open == []
    assert [s for s in SECTIONS if s not in page.ids] == []
    text = "".join(page.text)
    if lang == "ja":
        assert sum(1 for ch in text if "\u3040" <= ch <= "\u30ff") > 200  # kana: written in Japanese


def test_every_bundled_scenario_s_ruleset_has_help():
    for entry in catalog.bundled():
        ruleset = load_listed_scenario(entry.path).ruleset
        assert ruleset in help_dialog.topics()


def test_the_help_dialog_opens_on_the_game_being_played_in_the_reader_s_language(window, river):
    start(window, river)
    window.act_help.trigger()
    d = window.dialogs["help"]
    assert isinstance(d, HelpDialog) and d.isVisible()
    assert d.current_topic() == "classic"
    assert "Classic hex-and-counter rules" in d.page.toPlainText()
    assert [d.list.item(i).data(256) for i in range(d.list.count())][0] == "window"
    d.show_topic("window")
    assert "The play window" in d.page.toPlainText()
    ja = HelpDialog("ja", "blitzkrieg_moscow_2")
    assert "モスクワ電撃戦2" in ja.page.toPlainText()
    ja.deleteLater()


# -- shortcuts and about ---------------------------------------------------------------------------


def test_the_shortcuts_dialog_lists_every_action_shortcut_of_the_window(window):
    expected = {a.text().replace("&", "").rstrip("…") for a in window.findChildren(QAction)
                if not a.shortcut().isEmpty()}
    assert {"New Game", "Open", "Save", "Undo", "Redo", "End Phase", "How to Play"} <= expected
    window.act_shortcuts.trigger()
    d = window.dialogs["shortcuts"]
    assert isinstance(d, ShortcutsDialog)
    rows = d.texts()
    assert {command for _, command, where in rows if where != "Map"} == expected
    assert ("Ctrl+E", "End Phase", "Edit") in rows
    assert ("F1", "How to Play", "Help") in rows
    assert ("Esc", "Put the unit down, or cancel the attack or card", "Map") in rows
    # Generated from the actions: a new shortcut shows up without touching the dialog.
    window.act_patterns.setShortcut("Ctrl+Shift+P")
    assert any(s.command == "Terrain Patterns" and s.keys == "Ctrl+Shift+P"
               for s in all_shortcuts(window))


def test_the_about_box_names_the_version_and_the_licences(window):
    from qtwargame import __version__

    window.act_about.trigger()
    d = window.dialogs["about"]
    assert isinstance(d, AboutDialog)
    text = d.text.toPlainText()
    for part in ("qtwargame", "MIT", "Qt", "PySide6", "LGPL 3.0", "pydantic", "shapely",
                 "BSD 3-Clause", "platformdirs", "Python", "Saved games", "Log file"):
        assert part in text, part
    labels = _label_texts(d)
    assert f"qtwargame {__version__}" in labels and "MIT licence" in labels


def test_edit_scenario_opens_the_editor_on_the_game_s_scenario(window, river, monkeypatch):
    import qtwargame.editor.app as editor_app

    opened = {}
    monkeypatch.setattr(editor_app, "open_editor",
                        lambda scenario, parent=None, lang=None: opened.update(
                            id=scenario.id if scenario else None, parent=parent, lang=lang))
    start(window, river)
    window.act_edit_scenario.trigger()
    assert opened == {"id": "river_crossing", "parent": window, "lang": "en"}
