"""A shared view (``.qtwview``, ``qtwargame share``) opens in the play window read-only:
Game ▸ Open offers it and shows the position as that side saw it (the board, the turn and
phase, that side's hand, the other hands as counts, the log it holds), says what it is,
and lets nothing be played, undone, saved or autosaved; the next Open replaces it without
asking. Before session 94 the window refused it as "not a qtwargame saved game"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from qtwargame.engine import savegame
from qtwargame.engine.view import log_for, view_for

from .conftest import start
from .test_continuity import _answer_dialogs

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"
#: Blitzkrieg to Moscow 2, turn 3, the German logistics phase: each side holds a card.
SAVE = GOLDEN / "blitzkrieg_moscow_2-7-at-rail.qtwsave"


@pytest.fixture(scope="module")
def soviet_view(tmp_path_factory):
    """The Soviet view of SAVE, as ``qtwargame share SAVE --side soviet`` writes it, and the
    game it was made from."""
    history, _ = savegame.load(SAVE)
    path = tmp_path_factory.mktemp("views") / "moscow.qtwview"
    savegame.save_view(path, history, "soviet")
    return path, history


def _open_by_dialog(window, monkeypatch, path):
    """Game ▸ Open with the file dialog answered: ``path`` chosen. Returns the dialog's
    name filters. (The dialog is built as Open builds it and read, not run: a modal file
    dialog run first in a pytest-xdist worker was not reliably answered offscreen.)"""
    dialog = window.file_dialog(saving=False)
    filters = dialog.nameFilters()
    dialog.deleteLater()
    asked = []
    monkeypatch.setattr(window, "_ask_file", lambda saving: asked.append(saving) or str(path))
    window.act_open.trigger()
    QApplication.processEvents()
    assert asked == [False]
    return filters


def test_game_open_shows_a_shared_view_read_only_as_that_side_saw_it(window, qtbot, soviet_view,
                                                                    autosaver, monkeypatch):
    path, history = soviet_view
    filters = _open_by_dialog(window, monkeypatch, path)
    assert filters == ["Saved games and shared views (*.qtwsave *.qtwview)",
                       "Saved games (*.qtwsave)", "Shared views (*.qtwview)", "All files (*)"]
    c = window.controller
    assert c.shared is not None and c.shared.side == "soviet" and c.read_only
    true = history.state
    seen = view_for(history.game, true, "soviet")
    # the board: the units and control as the Soviet side saw them
    assert window.scene.state.units == seen.units and window.scene.state.control == seen.control
    assert (c.state.turn, c.state.phase) == (3, "german_logistics")
    assert window.phase_bar.hint.toolTip() == (
        "Shared view: the position as the Soviet player saw it, turn 3, German logistics "
        "phase. A view cannot be played on. The German player holds 1 card.")
    assert window.windowTitle() == ("Blitzkrieg to Moscow 2: Operation Barbarossa, the Soviet "
                                    "player's view — moscow.qtwview (shared view) — qtwargame")
    assert window.status_text() == "Opened the shared view moscow.qtwview"
    # the Soviet hand, though the German side is to act; the German hand is not in the file
    assert true.hands["german"] != ("?",) and c.state.hands["german"] == ("?",)
    assert window.cards.title.text() == "Soviet: 1 card in hand, 3 in the deck"
    assert list(window.cards.cards) == list(true.hands["soviet"]) == ["s_partisans"]
    # the log lines the Soviet side may read, every one of them
    assert len(window.log.entries) == len(log_for(history.log(), "soviet")) == 345
    # nothing to play: End Phase, Undo, Save, Save As off, each saying why
    why = ("A shared view cannot be played on, undone or saved: it is one side's view of a "
           "position, not the game.")
    for action in (window.act_end, window.act_undo, window.act_save, window.act_save_as):
        assert not action.isEnabled() and action.toolTip() == why
    assert not window.phase_bar.end.isEnabled()
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state is c.history.state and not c.history.steps
    window.undo()  # (Edit ▸ Undo is off; Ctrl+Z says why as this does)
    assert window.status_text() == why
    assert window.save() is False and window.save_as() is False
    assert c.autosave() is None and not autosaver.path.exists()
    assert not c.modified


def test_the_next_open_replaces_a_shared_view_without_asking(window, qtbot, soviet_view,
                                                             river, tmp_path, monkeypatch):
    path, _ = soviet_view
    game = tmp_path / "river.qtwsave"
    start(window, river, seed=7)
    assert window.save_to(game)
    assert window.open_path(path)
    window.ask_before_closing = True
    asked = []
    monkeypatch.setattr(QMessageBox, "exec", lambda box: asked.append(box.text()) or 0)
    monkeypatch.setattr(window, "_ask_file", lambda saving: str(game))
    window.act_open.trigger()
    c = window.controller
    assert asked == [] and c.shared is None and not c.read_only
    assert c.path == game and window.phase_bar.end.isEnabled()


def test_qtwargame_play_view_opens_it_in_a_window_with_no_game(window, soviet_view):
    """``qtwargame play FILE.qtwview`` (and a file manager's Open) call ``open_path`` with
    ``check_after_frame`` on a window with no game yet."""
    path, _ = soviet_view
    assert window.open_path(path, check_after_frame=True)
    c = window.controller
    assert c.shared is not None and c.shared.side == "soviet"
    assert window.opening is None


def test_the_japanese_window_names_the_view_and_why_nothing_plays(window, soviet_view):
    path, _ = soviet_view
    window.set_language("ja")
    try:
        assert window.open_path(path)
        assert window.phase_bar.hint.toolTip() == (
            "共有ビュー: ソ連軍側から見た局面です（ターン3、ドイツ軍兵站フェイズ）。"
            "共有ビューではプレイできません。ドイツ軍の手札は1枚です。")
        assert window.status_text() == "共有ビュー moscow.qtwview を開きました"
        assert window.act_save.toolTip() == ("共有ビューではプレイも取り消しも保存もできません。"
                                             "ゲームそのものではなく、片方の陣営から見た局面です。")
    finally:
        window.set_language("en")


def _refusal(window, path):
    assert not window.open_path(path)
    box = window.error_box
    assert box is not None and box.isVisible()
    said = (box.windowTitle(), box.text())
    box.close()
    return said


def test_a_save_named_as_a_view_is_refused_naming_the_file_and_the_place(window, river,
                                                                         tmp_path):
    c = start(window, river, seed=3)
    before = c.game.hash(c.state)
    wrong = tmp_path / "wrong.qtwview"
    wrong.write_bytes((GOLDEN / "river_crossing-3.qtwsave").read_bytes())
    assert _refusal(window, wrong) == (
        "Cannot open the shared view",
        f"{wrong}: $.format: not a qtwargame shared view (no \"format\": \"qtwargame-view\")")
    assert c.shared is None and c.game.hash(c.state) == before
    window.set_language("ja")
    try:
        assert _refusal(window, wrong) == (
            "共有ビューを開けません",
            f"{wrong}: $.format: qtwargameの共有ビューではありません"
            "（\"format\": \"qtwargame-view\" がありません）")
    finally:
        window.set_language("en")


@pytest.mark.parametrize("edit, said", [
    (lambda d: d.update(side="allies"), "$.side: 'allies' is not one of german, soviet"),
    (lambda d: d.update(format_version=2),
     "$.format_version: 2 is newer than this program reads (1)"),
    (lambda d: d["state"]["units"].update(ghost=d["state"]["units"]["ger_11a"]),
     "$.state.units: units this scenario does not have: ghost"),
    (lambda d: d["state"].update(phase="teatime"),
     "$.state.phase: 'teatime' is not one of "),
    (lambda d: d["state"].pop("turn"), "$.state: cannot be read: missing 'turn'"),
    (lambda d: d["log"][0].pop("text"), "$.log[0]: cannot be read: missing 'text'"),
    (lambda d: d["log"][0].update(combat={"hexes": ["9999"]}),
     "$.log[0]: cannot be read: no hex '9999' on the map"),
    (lambda d: d["log"][0].update(combat={"hexes": [], "attackers": ["ghost"]}),
     "$.log[0]: cannot be read: no unit 'ghost' in this scenario"),
])
def test_a_broken_view_is_refused_with_what_is_wrong(window, soviet_view, tmp_path, edit, said):
    path, _ = soviet_view
    data = json.loads(path.read_text(encoding="utf-8"))
    edit(data)
    broken = tmp_path / "broken.qtwview"
    broken.write_text(json.dumps(data), encoding="utf-8")
    title, text = _refusal(window, broken)
    assert title == "Cannot open the shared view"
    if said.endswith("one of "):  # the ruleset's phase ids follow
        assert text.startswith(f"{broken}: {said}") and "german_logistics" in text
    else:
        assert text == f"{broken}: {said}"
    assert window.controller.history is None


# -- Game ▸ Share Position… -------------------------------------------------------------------

@pytest.fixture
def moscow(window):
    """SAVE open in the window (turn 3, the German logistics phase)."""
    assert window.open_path(SAVE)
    QApplication.processEvents()
    return window.controller


def _share(window, qtbot, answers):
    """Game ▸ Share Position… with its dialogs answered in order; the dialogs answered."""
    seen = _answer_dialogs(qtbot, list(answers))
    window.act_share.trigger()
    QApplication.processEvents()
    return seen


def _save_to(target, seen):
    def answer(dialog):
        seen.append((dialog.windowTitle(), dialog.nameFilters(), dialog.defaultSuffix(),
                     Path(dialog.selectedFiles()[0]).name))
        dialog.selectFile(str(target))
        dialog.accept()
    return answer


def test_share_position_against_the_computer_writes_the_persons_view_and_no_other(
        window, qtbot, moscow, tmp_path):
    from qtwargame.engine.view_file import read_view

    window.computer.set_paused(True)  # (the German side to act: the computer would play it)
    window.computer.set_sides({"german": "oep", "soviet": "human"})
    assert window.act_share.isEnabled() and window.act_share.text() == "S&hare Position…"
    assert window.act_share in window.menu_game.actions()
    seen = []
    target = tmp_path / "to my opponent"
    answered = _share(window, qtbot, [(QFileDialog, _save_to(target, seen))])
    assert len(answered) == 1  # no question which side: the person plays only the Soviets
    assert seen == [("Share the position as the Soviet player sees it",
                     ["Shared views (*.qtwview)"], "qtwview",
                     "blitzkrieg_moscow_2-soviet-3.qtwview")]
    written = tmp_path / "to my opponent.qtwview"
    view = read_view(written)
    assert view.side == "soviet" and view.state.hands == {"german": ("?",),
                                                          "soviet": ("s_partisans",)}
    assert moscow.state.hands["german"] != ("?",)  # the German card stays the computer's
    data = json.loads(written.read_text(encoding="utf-8"))
    assert "seed" not in data and data["log_text"][0].startswith("Turn 1")
    assert window.status_text() == (
        "Wrote the position as the Soviet player sees it to to my opponent.qtwview (no dice "
        "seed, nothing the other side keeps hidden)")
    # and it opens as a view, where nothing more can be shared
    assert window.open_path(written)
    assert not window.act_share.isEnabled()


def test_share_position_at_a_hot_seat_screen_offers_only_the_side_at_it(window, moscow):
    from qtwargame.ui.shared_view import shareable_sides

    if not window.act_handover.isChecked():
        window.act_handover.trigger()  # Edit ▸ Hand-Over Screen Between Players
    assert window.handover.enabled and window.handover.hot_seat()
    assert shareable_sides(window) == ["german"]  # the side at the screen, to act
    assert window.act_share.isEnabled()
    window.act_handover.trigger()  # off: one person plays both sides and sees both hands
    assert not window.handover.enabled
    assert shareable_sides(window) == ["german", "soviet"]


def test_share_position_asks_whose_view_where_one_person_sees_every_side_in_japanese(
        window, qtbot, moscow, tmp_path):
    from PySide6.QtWidgets import QInputDialog

    from qtwargame.engine.view_file import read_view

    if window.act_handover.isChecked():
        window.act_handover.trigger()  # one person plays both sides and sees both hands
    window.set_language("ja")
    try:
        asked, seen = [], []

        def pick(box):
            items = box.comboBoxItems()
            asked.append((box.windowTitle(), items))
            box.setTextValue(items[1])
            box.accept()

        target = tmp_path / "ソ連軍"
        _share(window, qtbot, [(QInputDialog, pick), (QFileDialog, _save_to(target, seen))])
        assert asked == [("局面の共有", ["ドイツ軍", "ソ連軍"])]
        assert seen[0][0] == "ソ連軍側から見た局面を共有"
        assert read_view(tmp_path / "ソ連軍.qtwview").side == "soviet"
        assert window.status_text() == (
            "ソ連軍側から見た局面を ソ連軍.qtwview に書き出しました"
            "（ダイスのシードと相手側の秘匿情報は含みません）")
    finally:
        window.set_language("en")


def test_a_views_last_combat_shows_its_table_column_and_dice_as_the_game_did(window, tmp_path):
    """The view's log carries its combat records (before session 95 they were dropped on
    reading: the results table lit no column and the Combat panel showed no combat)."""
    save = GOLDEN / "blitzkrieg_moscow_2-7-at-advance.qtwsave"
    assert window.open_path(save)
    QApplication.processEvents()
    played = window.crt.highlighted(), window.combat.record
    assert played[0] == ("5:1", "3") and played[1] is not None
    history, _ = savegame.load(save)
    path = tmp_path / "advance.qtwview"
    savegame.save_view(path, history, "soviet")
    assert window.open_path(path)
    QApplication.processEvents()
    assert window.controller.shared is not None
    assert window.crt.highlighted() == played[0]
    assert window.combat.record == played[1]
