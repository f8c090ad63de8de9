"""Saving, opening, autosaving and resuming; a bad file never loses the current game."""

from __future__ import annotations

import json
import os
import re
import sys
from pathlib import Path

import pytest

from qtwargame import userfiles
from qtwargame.engine import savegame
from qtwargame.engine.actions import EndPhase, Move
from qtwargame.ui.autosave import Autosaver

from .conftest import place_everything, start


def test_a_saved_game_reopens_equal_to_the_one_saved(window, river, tmp_path, qtbot):
    c = start(window, river, seed=7)
    place_everything(c)
    uid = sorted(c.legal().moves)[0]
    c.submit(c.legal().moves[uid][0])
    path = tmp_path / "game.qtwsave"
    assert window.save_to(path)
    assert not c.modified and "game.qtwsave" in window.windowTitle()
    saved_hash = c.game.hash(c.state)

    from qtwargame.ui.main_window import MainWindow

    other = MainWindow()
    qtbot.addWidget(other)
    assert other.open_path(path)
    assert other.controller.game.hash(other.controller.state) == saved_hash
    assert other.controller.seed == 7
    assert len(other.log.entries) == len(c.log())


def test_a_bad_file_shows_a_clear_error_and_keeps_the_game(window, river, tmp_path):
    c = start(window, river)
    place_everything(c)
    before = c.game.hash(c.state)
    bad = tmp_path / "bad.qtwsave"
    bad.write_text("{ not json", encoding="utf-8")
    assert not window.open_path(bad)
    assert window.error_box is not None and window.error_box.isVisible()
    assert "not valid JSON" in window.error_box.text() and "bad.qtwsave" in window.error_box.text()
    assert c.game.hash(c.state) == before
    window.error_box.close()

    forged = tmp_path / "forged.qtwsave"
    window.save_to(forged)
    data = json.loads(forged.read_text(encoding="utf-8"))
    data["final_hash"] = "0" * 64
    forged.write_text(json.dumps(data), encoding="utf-8")
    assert not window.open_path(forged)
    assert ("$.final_hash: the final state hash was changed after the game was saved"
            in window.error_box.text())
    assert c.game.hash(c.state) == before
    window.error_box.close()


def test_saving_to_a_folder_that_cannot_be_written_reports_it(window, river, tmp_path):
    start(window, river)
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert not window.save_to(blocker / "game.qtwsave")
    assert "Cannot save the game" in window.error_box.windowTitle()
    window.error_box.close()


def test_every_phase_end_writes_the_autosave(window, river, autosaver):
    c = start(window, river)
    place_everything(c)
    assert autosaver.path.exists()
    first = autosaver.path.stat().st_mtime_ns
    data = json.loads(autosaver.path.read_text(encoding="utf-8"))
    assert data["phase"] == c.state.phase
    c.submit(EndPhase(c.state.active))
    text = autosaver.path.read_text(encoding="utf-8")
    data = json.loads(text)
    assert data["phase"] == "blue_combat"
    assert autosaver.path.stat().st_mtime_ns >= first
    # written on one line (nobody reads it but the window), and it opens as the game
    assert "\n" not in text
    from qtwargame.engine import savegame

    history, _ = savegame.load(autosaver.path)
    assert history.game.hash(history.state) == c.game.hash(c.state)


def test_a_move_within_a_phase_is_autosaved_a_moment_later(window, river, autosaver, qtbot):
    # Session 84 by hand: killed in the middle of a phase, the program offered the
    # autosave of the phase's start, and the unit restored in it was lost.
    c = start(window, river)
    place_everything(c)
    timer = c._autosave_soon
    timer.setInterval(50)  # the logic under test, not its two seconds
    at_phase_start = autosaver.path.read_text(encoding="utf-8")
    move = next(a for a in c.legal().actions if isinstance(a, Move))
    assert c.submit(move)
    assert timer.isActive()
    assert autosaver.path.read_text(encoding="utf-8") == at_phase_start  # not at once
    qtbot.waitUntil(lambda: not timer.isActive(), timeout=5000)
    history, _ = savegame.load(autosaver.path)
    assert history.game.hash(history.state) == c.game.hash(c.state)
    assert history.steps[-1].action == move
    # an undo is written the same way; a phase end at once
    assert c.undo()
    qtbot.waitUntil(lambda: not timer.isActive(), timeout=5000)
    undone, _ = savegame.load(autosaver.path)
    assert undone.game.hash(undone.state) == c.game.hash(c.state)
    assert len(undone.steps) == len(history.steps) - 1
    assert c.submit(EndPhase(c.state.active))
    assert not timer.isActive()
    assert json.loads(autosaver.path.read_text(encoding="utf-8"))["phase"] == c.state.phase


def test_an_autosave_is_offered_only_after_an_unclean_exit(tmp_path, window, river):
    saver = Autosaver(tmp_path / "a")
    assert saver.recoverable() is None
    c = start(window, river)
    saver.write(c.history, c.seed)
    assert saver.recoverable() is None  # no session: the last one exited cleanly
    saver.session_path.write_text(json.dumps({"pid": 999_999_999}), encoding="utf-8")
    assert saver.recoverable() == saver.path  # a session whose process is gone
    saver.begin_session()
    saver.end_session()
    assert saver.recoverable() is None


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="reads /proc (Linux)")
def test_a_killed_window_not_yet_reaped_does_not_hold_back_its_autosave(tmp_path, window, river):
    # Session 84 by hand: a window killed a moment before the next start was still a
    # zombie process (exited, not reaped), which counted as "another window still
    # running", so the game was not offered for recovery.
    import subprocess

    saver = Autosaver(tmp_path / "a")
    c = start(window, river)
    saver.write(c.history, c.seed)
    gone = subprocess.Popen([sys.executable, "-c", "pass"])
    try:
        # wait for it to exit without reaping it (WNOWAIT): os.kill still finds it
        os.waitid(os.P_PID, gone.pid, os.WEXITED | os.WNOWAIT)
        assert userfiles._zombie(gone.pid)
        saver.session_path.write_text(json.dumps({"pid": gone.pid}), encoding="utf-8")
        assert saver.recoverable() == saver.path
    finally:
        gone.wait()
    running = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        saver.session_path.write_text(json.dumps({"pid": running.pid}), encoding="utf-8")
        assert saver.recoverable() is None  # another window owns it
    finally:
        running.kill()
        running.wait()


def test_a_bad_save_is_refused_in_the_reader_s_language(qtbot, river, tmp_path):
    """The Japanese window says what is wrong with a save in Japanese, the file and the
    place as they are (session 83 found 「$.actions: the actions were changed after the game
    was saved」 in English): a save edited after it was written, one of a newer program, a
    file cut short."""
    from qtwargame.i18n import translator
    from qtwargame.ui.main_window import MainWindow

    translator.install("ja")
    try:
        window = MainWindow(lang="ja", autosaver=Autosaver(tmp_path / "autosave"))
        qtbot.addWidget(window)
        window.resize(1400, 900)
        start(window, river)
        place_everything(window.controller)
        good = tmp_path / "good.qtwsave"
        window.save_to(good)
        data = json.loads(good.read_text(encoding="utf-8"))

        edited = tmp_path / "edited.qtwsave"
        changed = json.loads(json.dumps(data))
        changed["actions"] = changed["actions"][:-1]
        edited.write_text(json.dumps(changed), encoding="utf-8")
        assert not window.open_path(edited)
        said = window.error_box.text()
        assert said.startswith(f"{edited}: $.actions: 手の記録が保存後に変更されています（保存時は")
        assert "changed" not in said
        window.error_box.close()

        newer = tmp_path / "newer.qtwsave"
        newer.write_text(json.dumps({**data, "format_version": 99}), encoding="utf-8")
        assert not window.open_path(newer)
        assert window.error_box.text() == (
            f"{newer}: $.format_version: 99はこのプログラムが読めるバージョン（4）より新しいバージョンです")
        window.error_box.close()

        extra = tmp_path / "extra.qtwsave"  # proven as it was, then a field added
        extra.write_text(json.dumps({**data, "notes": "x"}), encoding="utf-8")
        assert not window.open_path(extra)
        assert window.error_box.text().startswith(
            f"{extra}: $.notes: バージョン4のセーブデータの項目ではありません（項目: ")
        window.error_box.close()

        cut = tmp_path / "cut.qtwsave"
        cut.write_text(good.read_text(encoding="utf-8")[:200], encoding="utf-8")
        assert not window.open_path(cut)
        said = window.error_box.text()
        assert re.match(re.escape(f"{cut}: ") + r"\d+行\d+列: JSONとして正しくありません（", said)
        assert "not valid" not in said and "line" not in said
        window.error_box.close()

        # fields edited and proven again, so that the checks after the proof speak
        def proven(**fields):
            out = {**json.loads(json.dumps(data)), **fields}
            out["proof"] = savegame.make_proof(out)
            return out

        options = tmp_path / "options.qtwsave"
        options.write_text(json.dumps(proven(options={"fog": 1})), encoding="utf-8")
        assert not window.open_path(options)
        assert window.error_box.text() == (
            f"{options}: $.options['fog']: 不明なオプションです（このシナリオにオプションはありません）")
        window.error_box.close()

        dice = tmp_path / "dice.qtwsave"
        dice.write_text(json.dumps(proven(dice_script=[9], computer=[])), encoding="utf-8")
        assert not window.open_path(dice)
        assert window.error_box.text() == (
            f"{dice}: $.dice_script[0]: 9はこのゲームのダイスの目ではありません（1から6までの整数）\n"
            f"{dice}: $.computer: オブジェクト（陣営 → コンピュータのレベル）でなければなりません"
            "（リストではなく）")
        window.error_box.close()

        def broken(path):
            raise TypeError("unhashable type: 'list'")

        window.controller.load = broken  # a bug of the program, not of the file
        assert not window.open_path(good)
        assert window.error_box.text() == (
            f"{good}: 内部エラー（ログファイルを添えて報告してください）: TypeError: "
            "unhashable type: 'list'")
        window.error_box.close()
    finally:
        translator.install("en")
