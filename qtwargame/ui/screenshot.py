"""``qtwargame screenshot``: render the play window (or the editor) offscreen to a PNG.

With ``--save`` the window shows that game; without, the scenario played forward by the
random player (seed 1) to a movement phase of turn 2, with one unit picked up so its legal
destinations show. ``--dialog welcome|help|shortcuts|about`` renders that dialog of the
play window instead (the help page of the game shown).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

from qtwargame.engine.state import ON_MAP

DEFAULT_SEED = 1


def _err(text: str) -> None:
    print(text, file=sys.stderr)


#: Dialogs ``--dialog`` can render instead of the window.
DIALOGS = ("welcome", "help", "shortcuts", "about")


def screenshot(out: str | Path, scenario: str | None = None, save: str | None = None,
               editor: bool = False, lang: str | None = "en", width: int = 1600,
               height: int = 1000, dialog: str | None = None) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from qtwargame.i18n import translator
    from qtwargame.scenario import catalog
    from qtwargame.ui.app import application

    app = application()
    lang = translator.install(lang or "en", app)
    if editor:
        from qtwargame import windows

        try:
            make_editor_window = windows.opener("edit-offscreen")
        except windows.WindowUnavailable as e:
            _err(f"qtwargame: the scenario editor is not available in this build ({e})")
            return 2
        try:
            window = make_editor_window(scenario or save or catalog.default_id(), lang=lang)
        except (FileNotFoundError, OSError, ValueError) as e:
            _err(f"qtwargame: {e}")
            return 2
    else:
        window = _play_window(scenario, save, lang, height)
        if window is None:
            return 2
    window.resize(width, height)
    window.show()
    for _ in range(3):
        app.processEvents()
    if hasattr(window, "minimap"):
        window.minimap.render_board()
        app.processEvents()
    shown = window
    if dialog is not None:
        shown = _dialog(window, dialog)
        if shown is None:
            return 2
        shown.show()
        for _ in range(3):
            app.processEvents()
    image = shown.grab()
    out = Path(out)
    out.parent.mkdir(parents=True, exist_ok=True)
    if not image.save(str(out), "PNG"):
        _err(f"qtwargame: cannot write {out}")
        return 1
    print(f"{out}: {image.width()}x{image.height()}")
    window.close()
    return 0


def _dialog(window, name: str):
    """One of the window's dialogs, open, for ``--dialog`` (None, said why, if unknown)."""
    if name == "welcome":
        from qtwargame.ui.welcome_dialog import WelcomeDialog

        return WelcomeDialog(window.lang, window)
    if name == "help":
        return window.show_help()
    if name == "shortcuts":
        return window.show_shortcuts()
    if name == "about":
        return window.about()
    _err(f"qtwargame: no dialog named {name!r} (choose from {', '.join(DIALOGS)})")
    return None


def _play_window(scenario, save, lang, height):
    from qtwargame.engine import savegame
    from qtwargame.engine.game import Game
    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import ScenarioError
    from qtwargame.ui.main_window import SHORT_SCREEN, MainWindow
    from qtwargame.ui.midgame import play_to_midgame

    # laid out for the height asked, not for the screen it is drawn on (offscreen: 800 rows)
    window = MainWindow(lang=lang, short_screen=height < SHORT_SCREEN)
    c = window.controller
    if save is not None:
        try:
            c.load(save)
        except savegame.SaveError as e:
            _err(f"qtwargame: {e}")
            return None
        return window
    try:
        sc = catalog.load(scenario or catalog.default_id())
    except FileNotFoundError as e:
        _err(f"qtwargame: {e}")
        return None
    except ScenarioError as e:
        _err(f"qtwargame: {len(e.problems)} problem(s) in the scenario:")
        for p in e.problems:
            _err(f"  {p}")
        return None
    history = play_to_midgame(Game(sc), DEFAULT_SEED)
    c.adopt(history, DEFAULT_SEED)
    _show_a_move(window)
    return window


def _show_a_move(window) -> None:
    """Pick up the active side's unit with the most destinations, and inspect its hex."""
    from qtwargame.ui.tools.move_tool import MoveTool

    c = window.controller
    tool = window.view.tool
    legal = c.legal()
    if not isinstance(tool, MoveTool) or not legal.moves:
        return
    state = c.state
    best = max((u for u in legal.moves if state.units[u].status == ON_MAP),
               key=lambda u: (len(legal.destinations(u, "normal")), u), default=None)
    if best is None:
        return
    tool.pick(best)
    h = state.units[best].hex
    window.view.board_scene.highlights.set_selected(h)
    window.on_hex_selected(h)
