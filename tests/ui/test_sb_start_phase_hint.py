"""Shin Barbarossa's start phase in the play window (13.1–13.3): the Axis player may move
the three supply centers, nothing else, and the phase bar says so (it said the Move tool's
"Drag an outlined unit to move it", written for a movement phase), with the allowance of
the turn's weather (15.2a: half in mud); a movement phase keeps the tool's instruction."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase
from qtwargame.engine.history import History
from qtwargame.rules.shin_barbarossa import weather
from qtwargame.ui.tools.move_tool import MoveTool
from tests.ui.sb_twins import to_phase, twins

START_HINT = ("Only supply centers move (13.1): drag one to a city or town within {mp} "
              "movement points, or right-click it for strategic movement (13.2).")


def open_at(window, game, state):
    window.controller.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    return window.controller


def test_13_1_the_start_phase_instruction_names_the_supply_centers(window):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "start")
    c = open_at(window, game, state)
    tool = window.view.tool
    assert isinstance(tool, MoveTool)
    assert sorted(tool._actionable) == ["sc_c", "sc_n", "sc_s"]  # only the supply centers
    assert window.phase_bar.hint.toolTip() == START_HINT.format(mp=8)
    # Ended, the phase gives way to the Axis movement phase and the tool's own instruction.
    c.submit(EndPhase("axis"))
    QApplication.processEvents()
    assert c.state.phase == "axis_move_1"
    assert window.phase_bar.hint.toolTip() == tool.hint()


def test_13_1_15_2a_the_start_phase_instruction_gives_half_the_allowance_in_mud(window):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "start").copy()
    state.weather = weather.MUD
    open_at(window, game, state)
    assert window.phase_bar.hint.toolTip() == START_HINT.format(mp=4)


def test_13_1_the_start_phase_instruction_in_japanese(window):
    window.set_language("ja")
    game, a, _, _, _ = twins()
    open_at(window, game, to_phase(game, a.state, "start"))
    assert window.phase_bar.hint.toolTip() == (
        "動かせるのは補給センターだけです (13.1)。8移動力以内の都市か街へドラッグ、"
        "戦略移動は右クリック (13.2)。")


def test_13_1_the_start_phase_instruction_reads_whole_in_a_1600_pixel_window(window):
    # The bar cuts a longer instruction with "…" (whole in the tooltip); this one was cut
    # at "End the phase…" in a 1,600-pixel window. Now it reads whole there, in both
    # languages; a narrower window still cuts it, the English at a word.
    game, a, _, _, _ = twins()
    for lang in ("en", "ja"):
        window.set_language(lang)
        window.resize(1600, 1000)
        open_at(window, game, to_phase(game, a.state, "start"))
        hint = window.phase_bar.hint
        whole = hint.toolTip()
        assert whole.endswith("(13.2)." if lang == "en" else "(13.2)。")
        assert hint.text() == whole
        width = 1600
        while hint.text() == whole and width > 700:
            width -= 20
            window.resize(width, 768)
            QApplication.processEvents()
        cut = hint.text().removesuffix("…")
        assert hint.text().endswith("…") and whole.startswith(cut) and len(cut) >= 40
        if lang == "en":
            assert whole[len(cut)] == " "
