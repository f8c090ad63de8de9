"""Issue 48: Shin Barbarossa in the play window. The combat phase's instruction fits the
header of a 1,366 × 768 window (it was cut mid-line: three lines of text in a two-line
label), ending with "…" and whole in its tooltip; an attack's or overrun's odds list the
column shifts that make the net, each with its rule (item 16: "(net shift −2)" alone)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack
from tests.ui.test_declared_combats import combat_position, open_window


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_sb_combat_hint_fits_the_header_at_1366_by_768(window, lang):
    if lang == "ja":
        window.set_language("ja")
    window.resize(1366, 768)
    game, state = combat_position("axis_combat", [("de_pz41", "1010", 0), ("su_rc10", "1011", 1)])
    open_window(window, game, state)
    QApplication.processEvents()
    hint = window.phase_bar.hint
    whole = hint.toolTip()
    shown = hint.text()
    assert whole == window.view.tool.hint()
    metrics = QFontMetrics(hint.font())

    def height(text):
        return metrics.boundingRect(0, 0, hint.width(), 1000, Qt.TextFlag.TextWordWrap, text).height()

    assert height(shown) <= hint.height()
    assert shown == whole or (shown.endswith("…") and whole.startswith(shown[:-1]))
    # Narrower, the whole instruction needs more than the room (three lines: nothing
    # blocks the phase's end); the shown text is its beginning, cut with "…". (At 1,366
    # it reads whole; the window's least width varies with its docks.)
    width = 1366
    while hint.text() == whole and width > 700:
        width -= 20
        window.resize(width, 768)
        QApplication.processEvents()
    shown = hint.text()
    assert height(shown) <= hint.height()
    assert shown.endswith("…") and whole.startswith(shown[:-1])
    # Wider, the whole instruction shows again.
    window.resize(1920, 1000)
    QApplication.processEvents()
    assert height(whole) <= hint.height() and hint.text() == whole


def test_10_4_the_odds_of_a_declaration_list_each_shift_with_its_rule(window):
    game, state = combat_position("axis_combat", [("de_pz41", "1010", 0), ("su_rc10", "1011", 1)])
    state.data["air"] = 1
    c = open_window(window, game, state)
    attack = next(a for a in game.legal_actions(state) if isinstance(a, Attack) and a.air == 1)
    words = c.render(game.ruleset.describe_choice(game, state, attack).consequence)
    # Three shifts make the net +1 (the old words said only "(net shift +1)").
    assert words == ("12 against 2: 7:1 on the Axis table (net shift +1: +1 Axis air unit (10.4.5), "
                     "-1 no attacking unit has a line of communication (10.4.6), "
                     "+1 every Soviet unit out of command (10.4.7)); 0/4 50%; 0/3 17%; 0/2 17%; 0/1 17%")
