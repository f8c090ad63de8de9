"""No id or protocol string reaches a player (issue 11, item 1): every text the play window
shows (labels, buttons, tooltips, list and tree items, menus, counter tooltips, the log)
is read at every kind of decision of every bundled game (the golden saves stop in each
one) and after a setup, in English and in Japanese; none may hold a unit, card, city,
region or phase id, a Python ``Hex(...)`` or a snake_case symbol.

Every golden save is a parameter: Red Vengeance and Shin Barbarossa join when their golden
saves are recorded."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import (
    QApplication,
)

from qtwargame.engine.actions import Opt
from qtwargame.engine.text import Msg
from tests.language_scan import english, known_ids, texts_of
from tests.ui import golden_loads

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
#: Every golden save of every bundled game: a new game's saves join by being recorded.
SAVES = sorted(GOLDEN.glob("*.qtwsave"))

SNAKE = re.compile(r"(?<![\w/.\\-])[a-z][a-z0-9]*_[a-z0-9_]+(?![\w/.-])")
HEX_REPR = re.compile(r"Hex\(")
#: Option symbols that must never appear alone as a button or line (they have words).
PROTOCOL = {o for o in Opt.ALL} | {"add", "hex", "air"}


def all_texts(window, with_log: bool = True) -> list[str]:
    """Every text the window shows; with ``with_log`` the whole log as plain text too."""
    out = texts_of(window)
    for menu_action in window.menuBar().actions():
        menu = menu_action.menu()
        out.append(menu_action.text())
        for a in menu.actions():
            out.append(a.text())
            if a.menu() is not None:
                out += [b.text() for b in a.menu().actions()]
    if window.scene is not None:
        out += [item.toolTip() for item in window.scene.counters.values() if item.isVisible()]
    if with_log:
        out.append(window.log.as_text(visible_only=False))
    return [t for t in out if t]


#: Words the rules pass as parameters that a log line must not show bare in brackets, as
#: "(normal)" after a move once did (issue 49, item 5): movement modes, placement and
#: removal reasons, answer options.
LOG_IDS = (("normal", "rail", "sea", "road", "exploit", "strategic", "overrun", "setup", "free_setup",
            "reinforcement", "replacement", "rebuild", "relocate", "displace", "bulge", "militia",
            "airborne", "stacking", "voluntary") + tuple(sorted(Opt.ALL)))


def log_leaks(window, text: str | None = None) -> list[tuple[str, str]]:
    """Log lines that show a mode, reason or option in brackets, in its English id or in
    the window's language (the word the "Terms" context gives it); ``text`` is the whole
    log as plain text when the caller has it already."""
    from qtwargame.ui.names import translate

    words = {w for i in LOG_IDS for w in (i, translate("Terms", i))}
    bracketed = re.compile(r"[(（](" + "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
                           + r")[)）]")
    found = []
    if text is None:
        text = window.log.as_text(visible_only=False)
    for line in text.splitlines():
        m = bracketed.search(line)
        if m:
            found.append((m.group(0), line[:160]))
    return found


def leaks(window, texts: list[str] | None = None) -> list[tuple[str, str]]:
    """Ids, snake_case symbols, ``Hex(...)`` and bare option symbols in ``texts`` (by
    default every text the window shows, :func:`all_texts`); in Japanese, the English names
    of what has a Japanese one (:func:`english_names`)."""
    game = window.controller.game
    sc = game.scenario
    ids = {u.id for u in sc.units} | {c.id for c in sc.cards} | {c.id for c in sc.map.cities}
    ids |= {r.id for r in sc.map.regions} | {p.id for p in game.ruleset.phases(game)}
    ids = {i for i in ids if "_" in i or any(ch.isdigit() for ch in i)}
    english = english_names(window)
    word = re.compile(r"(?<![\w])(" + "|".join(re.escape(i) for i in sorted(ids, key=len,
                                                                          reverse=True)) + r")(?![\w])")
    found = []
    for text in all_texts(window) if texts is None else texts:
        plain = re.sub(r"<[^>]+>", " ", text)
        for pattern in (word, SNAKE, HEX_REPR):
            m = pattern.search(plain)
            if m:
                found.append((m.group(0), plain[:160]))
                break
        if plain.strip() in PROTOCOL:
            found.append((plain.strip(), plain))
        if english is not None:
            m = english.search(plain)
            if m:
                found.append((m.group(0), plain[:160]))
    return found


def english_names(window):
    """In the Japanese window, a pattern of the English names of the scenario's cards,
    units, sides, cities and regions that have a Japanese name of their own (a name shown
    in English there was taken from the wrong language); None in English."""
    if window.lang != "ja":
        return None
    sc = window.controller.game.scenario
    named = [*sc.cards, *sc.units, *sc.sides, *sc.map.cities, *sc.map.regions]
    names = {x.name.en for x in named if x.name.ja and x.name.ja != x.name.en and len(x.name.en) > 2}
    # Latin letters bound a name; Japanese ones may touch it ("Air Supportをプレイ").
    longest_first = sorted(names, key=len, reverse=True)
    return re.compile(r"(?<![A-Za-z0-9_])(" + "|".join(re.escape(n) for n in longest_first)
                      + r")(?![A-Za-z0-9_])") if names else None


@pytest.fixture
def autosaver():
    """No autosave folder: the window writes no autosave when it closes. Writing one is the
    whole game saved again (0.1-0.2 CPU s a case, a sixth of the file's CPU in a profile)
    and shows nothing this file reads; autosaving is tested in ``tests/ui/test_crash.py``."""
    return None


@pytest.fixture(scope="module")
def shared_window(qapp):
    """One play window for the module's save cases, as a player keeps one window and opens
    one saved game after another in it (File > Open: ``open_path``, which replaces the
    game, its board, panels and log). Building and closing a window for each of the 110
    cases was about a sixth of the file's CPU with the language switches below. No
    autosave folder (see :func:`autosaver`)."""
    from qtwargame.i18n import translator
    from qtwargame.ui.main_window import MainWindow

    w = MainWindow(lang="en", autosaver=None)
    w.resize(1400, 900)
    w.show()
    QApplication.processEvents()
    yield w
    w.ask_before_closing = False
    w.close()
    w.deleteLater()
    QApplication.processEvents()
    translator.install("en")


@pytest.fixture(autouse=True)
def english_for_a_new_window(request):
    """A test with a window of its own starts in English (the shared window may have left
    Japanese installed: the application's translator is one for the whole process)."""
    if "shared_window" not in request.fixturenames:
        from qtwargame.i18n import translator

        translator.install("en")


@pytest.mark.parametrize("save", SAVES, ids=[p.stem for p in SAVES])
@pytest.mark.parametrize("lang", ["en", "ja"])
def test_no_id_reaches_the_player_at_any_decision(shared_window, qtbot, monkeypatch, save, lang):
    """A save cut at a decision opens as the first actions of its whole game, replayed once
    per worker (``tests/ui/golden_loads.py``: the same history, its hash proved), instead of
    each of the 110 cases replaying its save from the start. The log is rendered once a
    case: raising a dock changes none of its lines.

    The saves open one after another in one window (:func:`shared_window`), the English
    cases first, then the Japanese (the language is switched as a player does, by
    ``set_language``, when a case asks for the other one). Every widget, panel and log line
    is made again for the game each save opens, so each case still reads what its
    decision shows; a text left over from an earlier game could only add a failure."""
    window = shared_window
    golden_loads.install(monkeypatch)
    if window.lang != lang:
        window.set_language(lang)
    assert window.lang == lang
    assert window.open_path(save)
    QApplication.processEvents()
    assert window.controller.path == Path(save)
    window.docks["decision"].raise_()
    shown = all_texts(window, with_log=False)
    window.docks["combat"].raise_()
    shown += all_texts(window, with_log=False)
    log = window.log.as_text(visible_only=False)
    assert leaks(window, shown + [log]) == []
    assert log_leaks(window, log) == []
    if lang == "ja":  # and no English word (session 86: Shin Barbarossa's region kinds)
        sc = window.controller.game.scenario
        known = known_ids(sc) | {c.id for c in sc.cards} | {c.code for c in sc.setup_codes}
        assert english(shown + [log], known) == []


def test_the_test_finds_a_mode_in_brackets_in_the_log(window, qtbot):
    from qtwargame.engine.game import LogEntry

    assert window.open_path(SAVES[0])
    assert log_leaks(window) == []
    last = window.log.entries[-1]
    entry = LogEntry(last.seq + 1, last.turn, last.phase, "german",
                     Msg("engine", "{side} moves {unit} ({mode}) to {to}",
                         {"side": "german", "unit": "ger_1pza", "mode": "normal", "to": "0702"}))
    window.log.append([entry])
    assert [w for w, _ in log_leaks(window)] == ["(normal)"]


def test_the_test_finds_a_leak(window, qtbot):
    assert window.open_path(SAVES[0])
    window.phase_bar.set_hint("German moves ger_1pza to Hex(6, -8)")
    assert [w for w, _ in leaks(window)][:1] == ["ger_1pza"]


def test_a_refusal_names_the_phase_not_its_id(window, qtbot):
    from qtwargame.engine.actions import Place
    from qtwargame.scenario.io import load_scenario
    from tests.conftest import SCENARIOS

    window.start_game(load_scenario(SCENARIOS / "defiant_russia.json"), {}, 1)
    c = window.controller
    assert not c.submit(Place("soviet", "sov_inf_7", c.game.hex("3215"), "setup"))
    # The rules' own reason, said once (the window no longer adds a guess of its own), in
    # words: no phase id, no unit id.
    assert window.status_text() == "Not allowed (3.1): 7th Army cannot be placed in 3215."
