"""Issue 48, "opens at once": ``qtwargame play SAVE`` shows the saved game's board before its
checked replay and lets no one play until every action is checked (``ui.opening``)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

from qtwargame.engine import savegame

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
SAVE = GOLDEN / "river_crossing-3-at-advance.qtwsave"


def test_a_save_opened_at_start_shows_its_board_first_and_is_played_only_once_checked(window, qtbot):
    assert window.open_path(SAVE, check_after_frame=True)
    # Before the check: the start of the game on the board, no game to play, no input.
    assert window.controller.history is None and window.opening is not None
    assert window.view.board_scene is not None and not window.view.isEnabled()
    total = len(json.loads(SAVE.read_text(encoding="utf-8"))["actions"])
    assert window.phase_bar.hint.text() == (
        f"Checking {SAVE.name}: 0 of {total} actions. Play begins once all are checked.")
    assert window.phase_bar.phase.text() == "Opening a saved game"
    assert not window.act_save.isEnabled() and not window.phase_bar.end.isEnabled()
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    history, _ = savegame.load(SAVE)
    c = window.controller
    assert c.game.hash(c.state) == history.game.hash(history.state)
    assert c.path == SAVE and len(window.log.entries) == len(history.log())
    assert window.view.isEnabled() and window.view.board_scene is window.scene
    assert "Checking" not in window.phase_bar.hint.text()
    assert window.status_text() == f"Opened {SAVE.name}"


def test_a_save_its_check_refuses_after_the_first_frame_says_why_and_leaves_no_game(
        window, qtbot, tmp_path):
    forged = tmp_path / "forged.qtwsave"
    data = json.loads(SAVE.read_text(encoding="utf-8"))
    assert data["format_version"] == 1  # a version 1 save proves only its final state
    data["final_hash"] = "0" * 64
    forged.write_text(json.dumps(data), encoding="utf-8")
    assert window.open_path(forged, check_after_frame=True)  # read: checked later
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    assert window.error_box is not None and window.error_box.isVisible()
    assert window.error_box.text() == (f"{forged}: $.final_hash: the actions replay to a "
                                       "different state than the one saved")
    assert window.controller.history is None and window.view.board_scene is None
    assert window.view.isEnabled() and window.phase_bar.phase.text() == "No game"
    window.error_box.close()


def test_a_game_started_while_a_save_is_checked_replaces_it(window, qtbot, river):
    assert window.open_path(SAVE, check_after_frame=True)
    window.start_game(river, {}, 5)
    assert window.opening is None and window.view.isEnabled()
    qtbot.wait(50)
    c = window.controller
    assert c.path is None and len(c.history.steps) == 0 and c.seed == 5


def test_the_play_window_probe_reports_its_figures(qapp, tmp_path):
    from qtwargame.ui import open_probe

    save = tmp_path / SAVE.name
    shutil.copy(SAVE, save)
    figures = open_probe.main(save=str(save))
    steps = ("window_built", "game_started", "first_frame", "playable")
    assert set(figures) == {"imported", *steps, "warm"} and set(figures["warm"]) == set(steps)
    # In a test worker the program's modules may be imported already: "imported" may then
    # cost nothing; every later step counts from the same start and includes it.
    assert figures["imported"]["cpu_s"] >= 0
    for step in steps:
        assert figures[step]["cpu_s"] > 0 and figures[step]["cpu_s"] >= figures["imported"]["cpu_s"]
        assert figures["warm"][step]["cpu_s"] > 0
    assert figures["playable"]["cpu_s"] >= figures["first_frame"]["cpu_s"]
