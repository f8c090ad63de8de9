"""Issue 48, item 19: the computer's pace is remembered between sessions, and switching
the language re-words the last combat's summary."""

from __future__ import annotations

from PySide6.QtCore import QSettings

from qtwargame.ui.main_window import MainWindow
from qtwargame.ui.preferences import Preferences
from tests.ui.test_declared_combats import combat_position, declare_and_resolve, open_window


def test_the_pace_chosen_is_the_pace_next_time(qtbot, tmp_path):
    prefs = Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    w = MainWindow(lang="en", preferences=prefs)
    qtbot.addWidget(w)
    assert w.computer.pace == 600
    w.computer_menu.pace_actions[2500].trigger()  # Computer ▸ Pace ▸ Very slow
    assert w.computer.pace == 2500
    again = MainWindow(lang="en", preferences=prefs)
    qtbot.addWidget(again)
    assert again.computer.pace == 2500 and again.computer_menu.pace_actions[2500].isChecked()


def test_the_last_combat_summary_reads_in_the_new_language(window, qtbot):
    game, state = combat_position("axis_combat", [("de_pz41", "1010", 0), ("su_rc10", "1011", 1)])
    open_window(window, game, state)
    # (in the combat phase: a new phase clears the last combat)
    declare_and_resolve(window, qtbot, "de_pz41", "1011", "axis", "6:1 on the Axis table",
                        end=False)
    assert window.combat.dice.text().startswith("<b>Combat at 1011</b>")
    window.set_language("ja")
    assert window.combat.dice.text().startswith("<b>1011の戦闘</b>")
