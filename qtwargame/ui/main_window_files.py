"""The play window's files: a new game, Open and the Open and Save dialogs (saved games,
the ``.qtwsave`` suffix, the saves folder), the question before another game replaces the
one in progress, Open Recent with the earlier autosaves, Continue the last game, Save,
Save As and the emergency save the crash handler asks for.

:class:`MainWindowFiles` is a mixin of :class:`~qtwargame.ui.main_window.MainWindow`, as
the editor's File menu is of its window (:mod:`qtwargame.editor.window_files`), not a
collaborator the window owns: the menus, the welcome screen, the empty board, the result
dialog, ``ui.app.run_play``, the crash handler and the tests all call these as the window's
own methods (``window.open_path``, ``window.save_to``, ``window.emergency_save``), and
every dialog here is the window's child and words its texts with the window's ``tr``. A
collaborator would need a forwarding method on the window for each of them and would
reach back into the window for nearly everything it does.

The class declares what it uses of the window (``MainWindow.__init__`` sets each
attribute; the methods are the window's). Its messages are catalogued under its own
context, ``MainWindowFiles``; at run time Qt asks for them under the window's class first,
which the catalogue's translator answers with the same source's translation from any
context (:class:`~qtwargame.i18n.translator.TsTranslator`), so a message here reads as
its catalogue entry only while no other context translates the same English differently
(``tests/ui/test_main_window_files.py`` checks it)."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QDateTime, QLocale
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QMainWindow, QMenu, QMessageBox

from qtwargame import userfiles
from qtwargame.engine.dice import SPLITMIX64
from qtwargame.engine.savegame import RulesChangedError
from qtwargame.errors import BadFileError, internal_error_text
from qtwargame.ui.autosave import title_and_turn
from qtwargame.ui.deletion import delete_now
from qtwargame.ui.names import translate

if TYPE_CHECKING:
    from qtwargame.ui.collector_pause import CollectorPause
    from qtwargame.ui.computer_player import ComputerSides
    from qtwargame.ui.controller import GameController
    from qtwargame.ui.opening import CheckedOpening
    from qtwargame.ui.preferences import Preferences

SAVE_SUFFIX = "qtwsave"
SAVE_FILTER_EXT = f"*.{SAVE_SUFFIX}"

log = logging.getLogger(__name__)


class MainWindowFiles(QMainWindow):
    """The file handling of :class:`~qtwargame.ui.main_window.MainWindow` (see the module)."""

    lang: str
    controller: GameController
    #: The player's preferences (recent files, the last scenario and players); None: none kept.
    preferences: Preferences | None
    dialogs: dict[str, QDialog]
    computer: ComputerSides
    collector: CollectorPause
    #: False in tests and scripts: the question before a game is replaced is not asked.
    ask_before_closing: bool
    opening: CheckedOpening | None
    menu_recent: QMenu
    act_clear_recent: QAction

    if TYPE_CHECKING:  # the window's own, which these methods call
        def show_error(self, title: str, text: str) -> None: ...
        def show_status(self, text: str, error: bool = False) -> None: ...
        def update_title(self) -> None: ...
        def offer_changed_rules(self, path: str | Path, e: RulesChangedError) -> None: ...

    def start_game(self, scenario, options=None, seed: int | None = 1, dice_script=(),
                   generator: str = SPLITMIX64) -> bool:
        """Start ``scenario``. ``seed`` None: a secret seed and the keyed dice (every game
        the player starts); a seed given draws with ``generator``."""
        if self.isVisible():
            self.collector.hold()
        try:
            self.controller.new_game(scenario, options or {}, seed, tuple(dice_script), generator)
        except KeyError as e:
            self.show_error(self.tr("Cannot start the game"), str(e.args[0]))
            return False
        # the log file is no place for a seed that foretells the dice
        state = self.controller.state
        assert state is not None  # new_game started one
        dice = state.dice
        log.info("new game: %s, options %s, dice %s%s", scenario.id, options or {}, dice.generator,
                 f" seed {dice.seed}" if dice.generator == SPLITMIX64 else "")
        self.controller.autosave()
        return True

    def new_game_dialog(self, preselect: str | None = None) -> bool:
        from qtwargame.ui.new_game_dialog import NewGameDialog

        remembered = self.preferences.players() if self.preferences is not None else {}
        if not isinstance(preselect, str) and self.preferences is not None:
            # (the menu's action passes its checked flag) issue 48, item 19: the last one
            preselect = self.preferences.last_scenario()
        dialog = NewGameDialog(self.lang, self, preselect=preselect, players=remembered)
        self.dialogs["new_game"] = dialog
        try:
            accepted = dialog.exec()
            choice = dialog.choice() if accepted else None
        finally:
            self.dialogs.pop("new_game", None)
            delete_now(dialog)
        if not accepted:
            return False
        if choice is None or not self.may_replace_game():
            return False
        # Issue 48, item 12: the new players first, so that the last game's computer never
        # acts in the new game for a side a person now plays.
        old_game, before = self.controller.game, dict(self.computer.levels)
        self.computer.set_sides(choice.players, announce=False)
        if self.preferences is not None:
            self.preferences.set_players(choice.scenario.id, choice.players)
            self.preferences.set_last_scenario(choice.scenario.id)
        if not self.start_game(choice.scenario, choice.options, choice.seed,
                               generator=choice.generator):
            if old_game is not None:  # the current game goes on with its own players
                self.computer.set_sides({s: before.get(s, "human") for s in old_game.sides})
            return False
        self.computer.set_sides(choice.players)  # the viewer and the players, for this game
        return True

    def open_path(self, path: str | Path, check_after_frame: bool = False,
                  remember: bool = True) -> bool:
        """Open a saved game; on any problem show why (naming the file, the place in it and
        what is wrong) and keep the current game. ``check_after_frame`` (a window with no
        game yet: ``qtwargame play SAVE``): the board shows the game's start at once and
        the checked replay runs after the first frame, the board taking no input until it
        is done (``ui.opening``); True then means the file was read and is being checked.
        A shared view (``.qtwview``) is shown read-only instead (``ui.shared_view``)."""
        from qtwargame.ui import shared_view

        if shared_view.is_view_path(path):
            return shared_view.open_view(self, path, remember)  # type: ignore[arg-type]
        if check_after_frame and self.controller.history is None:
            from qtwargame.ui.opening import CheckedOpening

            if self.isVisible():  # not for a whole replay before the frame (Game > Open)
                self.collector.hold()

            opening = CheckedOpening(self, path)
            try:
                opening.begin()  # reads the file; the replay (and RulesChangedError) comes later
            except BadFileError as e:
                log.info("cannot open %s: %s", path, e)
                self.show_error(self.tr("Cannot open the saved game"), self.file_problem_text(e))
                return False
            except Exception as e:  # a bug must not lose the window to the crash dialog
                log.exception("unexpected error opening %s", path)
                self.show_error(self.tr("Cannot open the saved game"),
                                internal_error_text(path, e, translate))
                return False
            self.opening = opening
            return True
        try:
            self.controller.load(path)
        except RulesChangedError as e:
            log.info("%s: %s", path, e)
            self.offer_changed_rules(path, e)
            return False
        except BadFileError as e:
            log.info("cannot open %s: %s", path, e)
            self.show_error(self.tr("Cannot open the saved game"), self.file_problem_text(e))
            return False
        except Exception as e:  # a bug must not lose the current game to the crash dialog
            log.exception("unexpected error opening %s", path)
            self.show_error(self.tr("Cannot open the saved game"),
                            internal_error_text(path, e, translate))
            return False
        log.info("opened %s", path)
        if remember:
            self.remember(path)
        self.show_status(self.tr("Opened {file}").format(file=Path(path).name))
        return True

    def file_problem_text(self, e: BadFileError) -> str:
        """Why a file did not open, in the reader's language; a save refused on replay in
        the names of the game it holds (session 92: a plain save's refusal read "It is the
        blue player's decision now", where the rules-have-changed box says "Blue")."""
        game = getattr(e, "game", None)
        if game is None:
            return e.text(translate)
        from qtwargame.ui.names import Names

        return e.text(translate, Names(game, self.lang).render)

    def files_folder(self) -> Path:
        """Where the Open and Save dialogs start: the current game's folder, else the saves
        folder (created on first use), else the home folder."""
        if self.controller.path is not None and self.controller.path.parent.is_dir():
            return self.controller.path.parent
        try:
            return userfiles.ensure(userfiles.saves_dir())
        except OSError:
            return Path.home()

    def file_dialog(self, saving: bool) -> QFileDialog:
        """The Open or Save dialog: saved games (.qtwsave) in :meth:`files_folder`."""
        dialog = QFileDialog(self, self.tr("Save game") if saving else self.tr("Open saved game"),
                             str(self.files_folder()))
        games = self.tr("Saved games ({ext})").format(ext=SAVE_FILTER_EXT)
        if saving:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
            dialog.setFileMode(QFileDialog.FileMode.AnyFile)
            dialog.setNameFilters([games])
            dialog.setDefaultSuffix(SAVE_SUFFIX)
            if self.controller.path is not None:
                dialog.selectFile(self.controller.path.name)
            elif self.controller.game is not None:
                dialog.selectFile(f"{self.controller.game.scenario.id}.{SAVE_SUFFIX}")
        else:
            dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptOpen)
            dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
            from qtwargame.ui.shared_view import VIEW_FILTER_EXT

            views = self.tr("Shared views ({ext})").format(ext=VIEW_FILTER_EXT)
            both = self.tr("Saved games and shared views ({ext})").format(
                ext=f"{SAVE_FILTER_EXT} {VIEW_FILTER_EXT}")
            dialog.setNameFilters([both, games, views, self.tr("All files (*)")])
        return dialog

    def _ask_file(self, saving: bool) -> str:
        dialog = self.file_dialog(saving)
        if not dialog.exec() or not dialog.selectedFiles():
            return ""
        return dialog.selectedFiles()[0]

    def open_dialog(self) -> None:
        path = self._ask_file(saving=False)
        if path and self.may_replace_game():
            self.open_path(path)

    def may_replace_game(self) -> bool:
        """Before another game replaces the one in progress (Open, Open Recent, New Game,
        the welcome screen): offer to save it if moves were made since it was last saved.
        False if the player cancelled (or the save failed): the current game stays."""
        c = self.controller
        if (not self.ask_before_closing or not c.modified or c.history is None
                or c.history.state.result is not None or not c.history.steps):
            return True
        buttons = QMessageBox.StandardButton
        box = QMessageBox(QMessageBox.Icon.Question, self.tr("Replace the game"),
                          self.tr("The game in progress has moves that are not saved. Save it "
                                  "before the other game replaces it?"),
                          buttons.Save | buttons.Discard | buttons.Cancel, self)
        box.setObjectName("replace_game_question")
        box.setDefaultButton(buttons.Save)
        self.dialogs["replace"] = box
        try:
            answer = box.exec()
        finally:
            self.dialogs.pop("replace", None)
            delete_now(box)
        if answer == buttons.Cancel:
            return False
        if answer == buttons.Save:
            return self.save()
        return True

    # -- recent files ---------------------------------------------------------------------------------
    def recent_files(self) -> list[Path]:
        return self.preferences.recent_files() if self.preferences is not None else []

    def remember(self, path: str | Path) -> None:
        if self.preferences is not None:
            self.preferences.add_recent(path)
            self.fill_recent_menu()

    def fill_recent_menu(self) -> None:
        menu = self.menu_recent
        menu.clear()
        recent = self.recent_files()
        for i, path in enumerate(recent, start=1):
            a = menu.addAction(f"&{i} {path.name}" if i < 10 else path.name)
            a.setToolTip(str(path))
            a.setStatusTip(str(path))
            a.setData(str(path))
            a.triggered.connect(lambda checked=False, p=path: self.open_recent(p))
        earlier = self.earlier_autosaves()
        if earlier:
            menu.addSection(self.tr("Earlier autosaves"))
            for path, text in earlier:
                a = menu.addAction(text)
                a.setData(str(path))
                a.setStatusTip(self.tr("Open this earlier autosave; Save then asks where."))
                a.triggered.connect(lambda checked=False, p=path: self.open_earlier_autosave(p))
        if recent or earlier:
            menu.addSeparator()
        menu.addAction(self.act_clear_recent)
        self.act_clear_recent.setEnabled(bool(recent))
        menu.setEnabled(self.preferences is not None or bool(earlier))

    def last_game_text(self) -> str | None:
        """The words of the empty board's button that plays on the autosaved game, or None
        when the autosave holds none (or no game is open yet that it could replace)."""
        saver = self.controller.autosaver
        if saver is None or self.controller.history is not None:
            return None
        which = title_and_turn(saver.path, self.lang)
        if which is None:
            return None
        return self.tr("Continue {title}, turn {turn}").format(title=which[0], turn=which[1])

    def continue_last_game(self, path: Path | None = None) -> bool:
        """Play on from the autosave (or ``path``, an autosave), as Resume and Continue at
        the start do. Save then asks where: the autosave is no file of the player's, and
        the next game's autosave replaces it (session 93 by hand: after a kill and Resume,
        Save wrote into the hidden autosave folder)."""
        saver = self.controller.autosaver
        path = path if path is not None else (saver.path if saver is not None else None)
        if path is None or not self.open_path(path, remember=False):
            return False
        self.controller.path = None
        self.update_title()
        which = title_and_turn(Path(path), self.lang)
        if which is not None:  # not the autosave's file name
            self.show_status(self.tr("Continuing {title} at turn {turn}").format(
                title=which[0], turn=which[1]))
        return True

    def earlier_autosaves(self) -> list[tuple[Path, str]]:
        """The games the autosave held before other games replaced it (``ui.autosave``),
        the newest first, each named by its game, turn and when it was last written."""
        saver = self.controller.autosaver
        if saver is None:
            return []
        locale = QLocale(self.lang)
        return [(path, self.tr("{title}, turn {turn} ({when})").format(
            title=title, turn=turn, when=locale.toString(
                QDateTime.fromSecsSinceEpoch(int(when)), QLocale.FormatType.ShortFormat)))
            for path, title, turn, when in saver.earlier_games(self.lang)]

    def open_earlier_autosave(self, path: str | Path) -> bool:
        """Open an earlier autosave as a game without a file: Save asks where, and the file
        stays among the earlier autosaves until newer ones push it out."""
        if not self.may_replace_game():
            return False
        if not self.open_path(path, remember=False):
            return False
        self.controller.path = None
        self.controller.saved_length = -1
        self.update_title()
        which = title_and_turn(Path(path), self.lang)
        if which is not None:  # the file's name is a time stamp, no name for a person
            self.show_status(self.tr("Opened the earlier autosave of {title}, turn {turn}")
                             .format(title=which[0], turn=which[1]))
        return True

    def open_recent(self, path: str | Path) -> bool:
        path = Path(path)
        if path.exists() and not self.may_replace_game():
            return False
        if not path.exists():
            if self.preferences is not None:
                self.preferences.remove_recent(path)
                self.fill_recent_menu()
            self.show_error(self.tr("Cannot open the saved game"),
                            self.tr("{file} no longer exists; it was removed from the list.")
                            .format(file=path))
            return False
        return self.open_path(path)

    def clear_recent(self) -> None:
        if self.preferences is not None:
            self.preferences.clear_recent()
        self.fill_recent_menu()

    def save_to(self, path: str | Path) -> bool:
        try:
            self.controller.save(path)
        except OSError as e:
            self.show_error(self.tr("Cannot save the game"), f"{path}: {e.strerror or e}")
            return False
        log.info("saved %s", path)
        self.remember(path)
        self.show_status(self.tr("Saved {file}").format(file=Path(path).name))
        self.update_title()
        return True

    def save(self) -> bool:
        if self.controller.shared is not None:  # a view is no game to save
            return False
        if self.controller.path is None:
            return self.save_as()
        return self.save_to(self.controller.path)

    def save_as(self) -> bool:
        if self.controller.history is None or self.controller.shared is not None:
            return False
        path = self._ask_file(saving=True)
        if not path:
            return False
        if not path.endswith(f".{SAVE_SUFFIX}"):
            path += f".{SAVE_SUFFIX}"
        return self.save_to(path)

    def share_position(self) -> bool:
        """Game ▸ Share Position…: write a shared view of the game (``ui.shared_view``)."""
        from qtwargame.ui.shared_view import share_position

        return share_position(self)  # type: ignore[arg-type]

    def emergency_save(self) -> Path | None:
        """Called by the crash handler before it says anything: write the autosave now."""
        return self.controller.autosave()
