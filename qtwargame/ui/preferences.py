"""The player's preferences, kept by Qt's ``QSettings`` (organization and application
"qtwargame"): the interface language, the recently opened saved games, the play window's
size and docks, and whether the welcome screen was shown.

On Linux the file is ``~/.config/qtwargame/qtwargame.conf``; with ``QTWARGAME_HOME`` set,
``$QTWARGAME_HOME/settings/qtwargame/qtwargame.ini`` (see :mod:`qtwargame.userfiles`). A window
started without a ``Preferences`` (tests, the editor's play-test, screenshots) neither
reads nor writes any.
"""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings
from PySide6.QtWidgets import QMainWindow

from qtwargame import userfiles

ORGANIZATION = "qtwargame"
APPLICATION = "qtwargame"
MAX_RECENT = 8
#: Bumped when the docks change, so that an old layout is not restored onto new docks.
LAYOUT_VERSION = 2  # 2: status panel; stack and reinforcements side by side


def default_settings() -> QSettings:
    path = userfiles.settings_file()
    if path is not None:
        return QSettings(str(path), QSettings.Format.IniFormat)
    return QSettings(ORGANIZATION, APPLICATION)


def follow_home_override() -> None:
    """With ``QTWARGAME_HOME`` set, point every ``QSettings()`` of the process (the editor's
    too) at its ``settings`` folder. Called once when the application starts."""
    path = userfiles.settings_file()
    if path is None:
        return
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    folder = str(path.parent.parent)  # QSettings adds <organization>/<application>.ini
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, folder)


class Preferences:
    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else default_settings()

    def file(self) -> str:
        return self.settings.fileName()

    def sync(self) -> None:
        self.settings.sync()

    # -- the welcome screen ------------------------------------------------------------------
    def is_first_run(self) -> bool:
        """True until the welcome screen has been shown once."""
        return not self.settings.contains("welcome/shown")

    def welcome_at_start(self) -> bool:
        """Show the welcome screen at every start (the player's choice), or only the first."""
        return _bool(self.settings.value("welcome/at_start", False))

    def set_welcome_at_start(self, on: bool) -> None:
        self.settings.setValue("welcome/at_start", bool(on))

    def mark_welcomed(self) -> None:
        self.settings.setValue("welcome/shown", True)
        self.sync()

    # -- language ------------------------------------------------------------------------------
    def language(self) -> str | None:
        value = self.settings.value("language")
        return str(value) if value else None

    def set_language(self, lang: str) -> None:
        self.settings.setValue("language", lang)

    # -- recent files --------------------------------------------------------------------------
    def recent_files(self) -> list[Path]:
        """The saved games opened or saved last, newest first (missing ones included: the
        menu says so when one is chosen)."""
        raw = self.settings.value("recent/files", "[]")
        try:
            items = json.loads(raw) if isinstance(raw, str) else []
        except ValueError:
            items = []
        return [Path(p) for p in items if isinstance(p, str) and p][:MAX_RECENT]

    def add_recent(self, path: str | Path) -> None:
        path = Path(path).resolve()
        items = [p for p in self.recent_files() if p != path]
        self._set_recent([path, *items][:MAX_RECENT])

    def remove_recent(self, path: str | Path) -> None:
        path = Path(path).resolve()
        self._set_recent([p for p in self.recent_files() if p != path])

    def clear_recent(self) -> None:
        self._set_recent([])

    def _set_recent(self, paths: list[Path]) -> None:
        self.settings.setValue("recent/files", json.dumps([str(p) for p in paths]))
        self.sync()

    # -- the window ----------------------------------------------------------------------------
    # -- play ----------------------------------------------------------------------------------
    def stack_order(self) -> str:
        """How stacks are ordered on the board (``board_scene.STACK_ORDERS``)."""
        value = self.settings.value("play/stack_order", "strength")
        return value if value in ("strength", "actable", "placed") else "strength"

    def set_stack_order(self, key: str) -> None:
        self.settings.setValue("play/stack_order", key)

    def auto_pass_reactions(self) -> bool:
        """Pass automatically when the side not moving is asked a question (a reaction)
        whose only answer is to pass (issue 10, item 8)."""
        return _bool(self.settings.value("play/auto_pass_reactions", True))

    def set_auto_pass_reactions(self, on: bool) -> None:
        self.settings.setValue("play/auto_pass_reactions", bool(on))

    def handover_screen(self) -> bool:
        """Cover the window between two people at one screen when the game hides anything
        (issue 46, item 1); one person playing both sides may switch it off."""
        return _bool(self.settings.value("play/handover_screen", True))

    def set_handover_screen(self, on: bool) -> None:
        self.settings.setValue("play/handover_screen", bool(on))

    def computer_pace(self, default: int) -> int:
        """The pause between two computer actions, in milliseconds (Computer ▸ Pace)."""
        value = self.settings.value("play/computer_pace", default)
        try:
            return int(value) if isinstance(value, (int, float, str)) else default
        except ValueError:
            return default

    def set_computer_pace(self, ms: int) -> None:
        self.settings.setValue("play/computer_pace", int(ms))

    def computer_intentions(self) -> bool:
        """The computer's moves and attacks shown on the board (View ▸ Show the Computer's
        Intentions); on unless switched off."""
        return _bool(self.settings.value("play/computer_intentions", True))

    def set_computer_intentions(self, on: bool) -> None:
        self.settings.setValue("play/computer_intentions", bool(on))

    def last_scenario(self) -> str | None:
        """The scenario last started from New Game (its id), which New Game selects first."""
        value = self.settings.value("play/last_scenario", "")
        return str(value) if value else None

    def set_last_scenario(self, scenario_id: str) -> None:
        self.settings.setValue("play/last_scenario", scenario_id)
        self.sync()

    def players(self) -> dict[str, dict[str, str]]:
        """Who played each side when each scenario was last started: scenario id -> side ->
        "human" or a computer level id."""
        raw = self.settings.value("play/players", "{}")
        try:
            data = json.loads(raw) if isinstance(raw, str) else {}
        except ValueError:
            return {}
        if not isinstance(data, dict):
            return {}
        return {str(k): {str(s): str(p) for s, p in v.items()} for k, v in data.items()
                if isinstance(v, dict)}

    def set_players(self, scenario_id: str, players: dict[str, str]) -> None:
        data = self.players()
        data[scenario_id] = dict(players)
        self.settings.setValue("play/players", json.dumps(data, sort_keys=True))
        self.sync()

    def save_window(self, window: QMainWindow) -> None:
        self.settings.setValue("window/geometry", window.saveGeometry())
        self.settings.setValue("window/state", window.saveState(LAYOUT_VERSION))
        self.sync()

    def restore_window(self, window: QMainWindow) -> bool:
        """Size, position and docks as they were at the last close. False if none saved."""
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        done = False
        if isinstance(geometry, QByteArray) and not geometry.isEmpty():
            done = window.restoreGeometry(geometry)
        if isinstance(state, QByteArray) and not state.isEmpty():
            done = window.restoreState(state, LAYOUT_VERSION) or done
        return done


    def restore_docks(self, window: QMainWindow) -> bool:
        """The docks' places and sizes as they were at the last close (again once the
        window is shown: sizes restored before it has its size are laid out anew)."""
        state = self.settings.value("window/state")
        if isinstance(state, QByteArray) and not state.isEmpty():
            return window.restoreState(state, LAYOUT_VERSION)
        return False


def _bool(value) -> bool:
    if isinstance(value, str):
        return value.lower() in ("true", "1", "yes")
    return bool(value)
