"""The Decision panel with nothing asked (session 93 at 1,366 x 768): it stands in front of
its tab group until the first combat phase, and through every first movement phase it
read only "No decision is pending." over some 150 empty pixels, while the phase bar above
the map cut the phase's instruction short with "…". With nothing asked it now says what the
phase asks of the player: the phase, its whole instruction, what keeps it from ending, the
cards playable now and End Phase; in every bundled game, in both languages."""

from __future__ import annotations

import html

import pytest
from PySide6.QtWidgets import QLabel

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder

from .conftest import laptop_window

#: a movement phase of each bundled game, its side to act the person's
MOVES = [("river_crossing", "blue_move"), ("defiant_russia", "axis_move"),
         ("red_vengeance", "allied_move"), ("blitzkrieg_moscow_2", "german_movement"),
         ("shin_barbarossa", "soviet_move")]


def shown_texts(dock) -> list[str]:
    """The texts of the labels a person sees in ``dock``."""
    return [label.text() for label in dock.findChildren(QLabel)
            if label.isVisible() and not label.visibleRegion().isEmpty() and label.text()]


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_a_movement_phase_s_decision_panel_says_what_the_phase_asks(qtbot, autosaver, lang):
    with laptop_window(qtbot, autosaver, lang, (290, 360)) as w:
        seen = []
        for scenario, phase in MOVES:
            game, state = PositionBuilder.from_scenario(scenario).at(turn=1, phase=phase).build()
            w.controller.adopt(History(game, state, []), 1)
            for _ in range(2):
                qtbot.wait(5)
            c = w.controller
            assert c.state.pending is None and c.legal().end_phase is not None, scenario
            dock = w.docks["decision"]
            assert not dock.visibleRegion().isEmpty(), scenario  # in front
            texts = shown_texts(dock)
            hint = w.phase_bar.hint.toolTip()  # the whole instruction
            assert hint and w.phase_bar.phase.toolTip(), scenario
            # the phase as the bar titles it, then its whole instruction and End Phase
            guide = next((t for t in texts if html.escape(hint) in t), None)
            seen.append((scenario, w.phase_bar.phase.toolTip() in texts, guide is not None))
            if guide is not None:
                # the movement instruction says to end the phase: the guide says it no
                # more (tests/ui/test_guide_says_it_once.py)
                assert guide.endswith(html.escape(hint)), (scenario, guide)
                assert "No decision is pending." not in texts
        assert seen == [(scenario, True, True) for scenario, _ in MOVES]
