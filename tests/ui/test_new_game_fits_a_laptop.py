"""The New Game dialog fits a 1,366 x 768 laptop with every bundled scenario selected
(session 92 by hand: with Defiant Russia chosen in English the option "Attack obligation:
adjacent units must attack (Q&A) or also every adjacent enemy must be attacked (strict)
(7.0)" stayed on one line and made the dialog wider than the screen, its Start button
half off it)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QLabel

from qtwargame.scenario import catalog
from qtwargame.ui.new_game_dialog import NewGameDialog
from qtwargame.ui.screen_fit import FRAME_ROOM

LAPTOP_WIDTH = 1366


@pytest.mark.parametrize("scenario_id", [e.id for e in catalog.bundled()])
def test_the_dialog_is_never_wider_than_a_laptop_screen(qtbot, scenario_id):
    d = NewGameDialog("en", preselect=scenario_id)
    qtbot.addWidget(d)
    assert d.minimumSizeHint().width() <= LAPTOP_WIDTH - FRAME_ROOM


def test_an_option_label_wraps_and_keeps_the_ampersand_of_q_and_a(qtbot):
    d = NewGameDialog("en", preselect="defiant_russia")
    qtbot.addWidget(d)
    label = d.options_form.labelForField(d.option_widgets["combat_obligation"])
    assert isinstance(label, QLabel)
    assert label.wordWrap()
    assert label.buddy() is None  # no shortcut mark: "Q&A" is read as written
    assert "(Q&A)" in label.text()
