"""Shared views in the play window: opening one (``.qtwview``) to look at, read-only.

A shared view (``engine.view_file``; written by ``qtwargame share``) is the position as one
side saw it: no seed, no actions, no secrets. Game ▸ Open, Open Recent and ``qtwargame play
FILE.qtwview`` open one by its suffix (``MainWindowFiles.open_path``): the controller shows
its state as a one-state history marked read-only (``GameController.show_view``), so the
board, the panels and the log draw it as they draw a game, from that side's view, and
nothing can be played, undone, saved or autosaved. Every side is a person's while it is
shown (no computer thinks on a view). The phase bar and the window's title say what it is
(:func:`banner`, :func:`window_title`).
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from qtwargame.engine.text import format_text
from qtwargame.engine.view_file import VIEW_SUFFIX, read_view
from qtwargame.errors import BadFileError, internal_error_text
from qtwargame.ui.names import translate

if TYPE_CHECKING:
    from qtwargame.ui.controller import GameController
    from qtwargame.ui.main_window import MainWindow

log = logging.getLogger(__name__)

VIEW_FILTER_EXT = f"*.{VIEW_SUFFIX}"


def is_view_path(path: str | Path) -> bool:
    """Whether ``path`` names a shared view (by its suffix, as a file manager opens it)."""
    return Path(path).suffix.lower() == f".{VIEW_SUFFIX}"


def open_view(window: MainWindow, path: str | Path, remember: bool = True) -> bool:
    """Show the shared view in ``path`` in ``window``; on any problem say why (naming the
    file, the place and what is wrong) and keep what the window shows."""
    try:
        shared = read_view(path)
    except BadFileError as e:
        log.info("cannot open %s: %s", path, e)
        window.show_error(QCoreApplication.translate("SharedView", "Cannot open the shared view"),
                          window.file_problem_text(e))
        return False
    except Exception as e:  # a bug must not lose the window to the crash dialog
        log.exception("unexpected error opening %s", path)
        window.show_error(QCoreApplication.translate("SharedView", "Cannot open the shared view"),
                          internal_error_text(path, e, translate))
        return False
    from qtwargame.ui.computer_player import HUMAN

    # nobody plays a view: no computer side thinks on it
    window.computer.set_sides({s: HUMAN for s in shared.game.sides}, announce=False)
    window.controller.show_view(shared)
    log.info("opened the shared view %s", path)
    if remember:
        window.remember(path)
    window.show_status(QCoreApplication.translate("SharedView", "Opened the shared view {file}")
                       .format(file=Path(path).name))
    return True


def banner(c: GameController) -> str:
    """What the board shows, in words: whose view, the turn and phase, the other hands'
    sizes, and that it cannot be played on."""
    shared, s, names = c.shared, c.state, c.names
    assert shared is not None and s is not None and names is not None  # a view is shown
    text = QCoreApplication.translate(
        "SharedView", "Shared view: the position as the {side} player saw it, turn {turn}, "
        "{phase}. A view cannot be played on.").format(
        side=names.side(shared.side), turn=s.turn, phase=names.phase_title(s.phase))
    for side, hand in s.hands.items():
        if side != shared.side:  # (two sentences joined as the language joins them)
            text = QCoreApplication.translate("SharedView", "{first} {then}").format(
                first=text, then=format_text(QCoreApplication.translate(
                    "SharedView", "The {side} player holds {n:# card|# cards}."),
                    side=names.side(side), n=len(hand)))
    return text


def window_title(c: GameController, lang: str) -> str:
    shared, game = c.shared, c.game
    assert shared is not None and game is not None and c.names is not None  # a view is shown
    name = shared.path.name if shared.path is not None else ""
    return QCoreApplication.translate("SharedView", "{title}, the {side} player's view — {file} "
                                      "(shared view) — qtwargame").format(
        title=game.scenario.title.get(lang), side=c.names.side(shared.side), file=name)


def why_not(c: GameController) -> str:
    """Why Undo, Save and End Phase do nothing while a shared view is shown."""
    return QCoreApplication.translate(
        "SharedView", "A shared view cannot be played on, undone or saved: it is one side's "
        "view of a position, not the game.")


# -- Game ▸ Share Position… -------------------------------------------------------------------

def shareable_sides(window: MainWindow) -> list[str]:
    """The sides whose view the person at the screen may write, theirs first: a view is
    made from the whole game, so where the game hides something now, only the side(s) the
    person at the screen plays (against the computer, the person's side; at a hot-seat
    screen with the hand-over screen on, the side at the screen; nobody while the screen is
    covered). With nothing hidden, or one person playing every side (the hand-over screen
    off, or only computers playing), every side. None while a shared view is shown or the
    window shows an earlier state than the game's (a computer's phase passed by itself)."""
    from qtwargame.engine.view import hidden_from
    from qtwargame.ui.controller import NOBODY

    c = window.controller
    h, s = c.history, c.state
    if h is None or s is None or c.shared is not None or s is not h.state or c.covered:
        return []
    sides = list(h.game.sides)
    people = [x for x in sides if x not in c.computer_sides]
    first = sorted(sides, key=lambda x: x not in people)
    if not any(hidden_from(h.game, s, x) for x in sides):
        return first
    if c.viewer is not None:
        return [] if c.viewer == NOBODY else [c.viewer]
    handover = getattr(window, "handover", None)
    if handover is not None and handover.enabled and handover.hot_seat():
        return [handover.seat or s.to_act]
    return first


def share_position(window: MainWindow) -> bool:
    """Game ▸ Share Position…: which side's view (where more than one may be written), then
    where; writes it as ``qtwargame share`` does (``savegame.save_view``, with the log as
    text in the window's language) and says in the status bar what it wrote."""
    from PySide6.QtWidgets import QFileDialog, QInputDialog

    from qtwargame.engine import savegame
    from qtwargame.engine.view import log_for
    from qtwargame.logtext import log_lines
    from qtwargame.ui.deletion import delete_now

    c = window.controller
    sides = shareable_sides(window)
    h, names = c.history, c.names
    if not sides or h is None or names is None:
        window.show_status(QCoreApplication.translate(
            "SharedView", "No side's view can be shared now: the screen may show only what "
            "the side at it may see."), error=True)
        return False
    side = sides[0]
    if len(sides) > 1:
        labels = [names.side(x) for x in sides]
        box = QInputDialog(window)
        box.setWindowTitle(QCoreApplication.translate("SharedView", "Share Position"))
        box.setLabelText(QCoreApplication.translate(
            "SharedView", "Whose view of the position? The file holds what that side may "
            "see and nothing more (no dice seed, no hidden cards or identities)."))
        box.setComboBoxItems(labels)
        box.setOption(QInputDialog.InputDialogOption.UseListViewForComboBoxItems)
        box.setObjectName("share_side")
        try:
            if not box.exec():
                return False
            side = sides[labels.index(box.textValue())]
        finally:
            delete_now(box)
    state = h.state
    dialog = QFileDialog(window, QCoreApplication.translate(
        "SharedView", "Share the position as the {side} player sees it").format(
        side=names.side(side)), str(window.files_folder()))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setFileMode(QFileDialog.FileMode.AnyFile)
    dialog.setNameFilters([QCoreApplication.translate("SharedView", "Shared views ({ext})")
                           .format(ext=VIEW_FILTER_EXT)])
    dialog.setDefaultSuffix(VIEW_SUFFIX)
    dialog.selectFile(f"{h.game.scenario.id}-{side}-{state.turn}.{VIEW_SUFFIX}")
    try:
        if not dialog.exec() or not dialog.selectedFiles():
            return False
        path = dialog.selectedFiles()[0]
    finally:
        delete_now(dialog)
    if not path.endswith(f".{VIEW_SUFFIX}"):
        path += f".{VIEW_SUFFIX}"
    text = log_lines(log_for(h.log(), side), names.render, names.phase_title,
                     turn_word=QCoreApplication.translate("LogPanel", "Turn"),
                     dice_word=QCoreApplication.translate("LogPanel", "dice"),
                     rule_word=QCoreApplication.translate("LogPanel", "rule"))
    try:
        savegame.save_view(path, h, side, log_text=text)
    except OSError as e:
        window.show_error(QCoreApplication.translate("SharedView", "Cannot share the position"),
                          f"{path}: {e.strerror or e}")
        return False
    log.info("shared the %s view in %s", side, path)
    window.show_status(QCoreApplication.translate(
        "SharedView", "Wrote the position as the {side} player sees it to {file} (no dice "
        "seed, nothing the other side keeps hidden)").format(side=names.side(side),
                                                              file=Path(path).name))
    return True
