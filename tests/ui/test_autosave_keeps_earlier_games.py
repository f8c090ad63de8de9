"""Another game never replaces a game's autosave for good (session 93): the autosave a new
game finds is set aside among the earlier autosaves, which Game > Open Recent lists by game
and turn. Before, "Something Else" at the offer to continue, or ``--scenario`` after a
crash, and then a new game overwrote the last game's only copy."""

from __future__ import annotations

import json
import os

from PySide6.QtWidgets import QApplication

from qtwargame.ui import autosave as autosave_module
from qtwargame.ui.autosave import Autosaver

from .conftest import place_everything, start


def _played(window, river, seed):
    """A River Crossing game set up and one unit moved; the controller, autosaved."""
    c = start(window, river, seed=seed)
    place_everything(c)
    uid = sorted(c.legal().moves)[0]
    assert c.submit(c.legal().moves[uid][0])
    c.autosave()
    return c


def _actions(path):
    return len(json.loads(path.read_text(encoding="utf-8"))["actions"])


def test_a_new_game_sets_the_last_games_autosave_aside(window, river, autosaver):
    first = _played(window, river, seed=3)
    played = len(first.history.steps)
    assert _actions(autosaver.path) == played

    start(window, river, seed=4)
    window.controller.autosave()

    earlier = autosaver.earlier()
    assert [_actions(p) for p in earlier] == [played]
    assert _actions(autosaver.path) == 0  # the new game, in the autosave's place


def test_a_game_with_no_move_yet_is_overwritten_not_kept(window, river, autosaver):
    start(window, river, seed=3)
    window.controller.autosave()
    start(window, river, seed=4)
    window.controller.autosave()
    assert autosaver.earlier() == []


def test_the_game_continued_from_the_autosave_writes_on_in_its_place(window, river, autosaver):
    c = _played(window, river, seed=3)
    played = len(c.history.steps)
    assert window.open_path(autosaver.path, remember=False)
    window.controller.autosave()
    assert autosaver.earlier() == []
    assert _actions(autosaver.path) == played


def test_open_recent_lists_the_earlier_autosave_and_opens_it_without_a_file(
        window, river, autosaver, qtbot):
    first = _played(window, river, seed=3)
    kept_hash = first.game.hash(first.state)
    turn = first.state.turn
    start(window, river, seed=4)
    window.controller.autosave()

    menu = window.menu_recent
    menu.aboutToShow.emit()
    title = river.title.get("en")
    entries = [a for a in menu.actions() if a.data() and a.text().startswith(title)]
    assert len(entries) == 1
    assert entries[0].text().startswith(f"{title}, turn {turn} (")
    assert menu.isEnabled()

    entries[0].trigger()  # the new game has no move: nothing to offer to save
    QApplication.processEvents()
    c = window.controller
    assert c.game.hash(c.state) == kept_hash
    assert c.path is None and c.modified  # Save asks where; the earlier file is not the player's
    assert window.recent_files() == []  # not remembered as a file of the player's
    assert window.status_label.text() == (
        f"Opened the earlier autosave of {title}, turn {turn}")


def test_only_the_newest_earlier_autosaves_are_kept(tmp_path, monkeypatch):
    monkeypatch.setattr(autosave_module, "KEEP_EARLIER", 2)
    saver = Autosaver(tmp_path / "auto")
    saver.folder.mkdir(parents=True)
    for n in range(4):
        saver.path.write_text(json.dumps({"actions": [n] * (n + 1)}), encoding="utf-8")
        os.utime(saver.path, (1_000_000 + n * 60, 1_000_000 + n * 60))
        assert saver.set_aside() is not None
    assert [_actions(p) for p in saver.earlier()] == [4, 3]
    assert not saver.path.exists()


def test_a_second_window_keeps_an_autosave_of_its_own(tmp_path):
    folder = tmp_path / "auto"
    folder.mkdir()
    other = os.getppid()  # a live process that is not this one: the first window
    (folder / "session.json").write_text(json.dumps({"pid": other}), encoding="utf-8")
    (folder / "autosave.qtwsave").write_text(json.dumps({"actions": [1, 2]}), encoding="utf-8")

    second = Autosaver(folder)
    assert second.recoverable() is None  # the first window owns it, alive
    second.begin_session()
    assert second.path.name == f"autosave-{os.getpid()}.qtwsave"
    second.path.write_text(json.dumps({"actions": [1, 2, 3]}), encoding="utf-8")
    assert _actions(folder / "autosave.qtwsave") == 2  # the first window's game untouched

    second.end_session()  # a clean exit: its game goes among the earlier autosaves
    assert [_actions(p) for p in second.earlier()] == [3]
    assert json.loads((folder / "session.json").read_text())["pid"] == other


def test_a_second_windows_autosave_left_by_a_dead_process_is_set_aside(tmp_path):
    folder = tmp_path / "auto"
    folder.mkdir()
    gone = 2 ** 22 + 12345  # above Linux's largest process id: no such process
    (folder / f"session-{gone}.json").write_text(json.dumps({"pid": gone}), encoding="utf-8")
    (folder / f"autosave-{gone}.qtwsave").write_text(json.dumps({"actions": [7]}),
                                                     encoding="utf-8")
    saver = Autosaver(folder)
    assert saver.recoverable() is None  # never offered at the start: no main autosave
    assert [_actions(p) for p in saver.earlier()] == [1]
    assert not (folder / f"session-{gone}.json").exists()


def test_an_earlier_autosave_is_read_once_for_the_menu(tmp_path, monkeypatch):
    saver = Autosaver(tmp_path / "auto")
    saver.folder.mkdir(parents=True)
    saver.path.write_text(json.dumps({"actions": [1], "turn": 2,
                                      "scenario": {"title": {"en": "Ridge", "ja": "尾根"}}}),
                          encoding="utf-8")
    kept = saver.set_aside()
    reads = []
    real = autosave_module.title_and_turn
    monkeypatch.setattr(autosave_module, "title_and_turn",
                        lambda path, lang: reads.append(lang) or real(path, lang))
    for _ in range(3):
        assert saver.earlier_games("ja") == [(kept, "尾根", 2, kept.stat().st_mtime)]
    assert saver.earlier_games("en")[0][1:3] == ("Ridge", 2)
    assert reads == ["ja", "en"]
