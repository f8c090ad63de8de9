"""The Decision panel's guide says each thing once (session 93, second round, at 1,366 x
768): a phase whose instruction already said to end the phase ("…フェイズを終了してくだ
さい", "Click End Phase.") got the guide's own End Phase line under it; the reinforcement
phase's right-click sentence stood in the guide under the panel's own note on the marked
hexes; and Shin Barbarossa's withdrawal phase sent the player, in the Decision panel, to
"the Decision panel". In English and Japanese."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder

from .conftest import laptop_window
from .test_open_choices_on_map import _reinforcement

#: the words of each language that tell to end the phase, the End Phase button's name too
END_WORDS = {"en": ("end the phase", "end phase"), "ja": ("フェイズを終了", "フェイズ終了")}
PANEL_WORDS = {"en": "Decision panel", "ja": "決定"}
CARDS_WORDS = {"en": "Cards panel", "ja": "「カード」パネル"}
DRAG_WORDS = {"en": "drag", "ja": "ドラッグ"}
PHASES = [("shin_barbarossa", 1, "setup_axis"), ("shin_barbarossa", 2, "axis_move_1"),
          ("shin_barbarossa", 2, "soviet_withdrawal"), ("shin_barbarossa", 2, "end"),
          ("red_vengeance", 2, "allied_move"), ("red_vengeance", 2, "axis_combat"),
          ("blitzkrieg_moscow_2", 2, "german_breakthrough"),
          ("blitzkrieg_moscow_2", 2, "soviet_supply"), ("river_crossing", 1, "blue_move")]


def said(text: str, words) -> int:
    low = text.casefold()
    return sum(low.count(w.casefold()) for w in words)


@pytest.fixture
def window_in(qtbot, autosaver, request):
    with laptop_window(qtbot, autosaver, request.param) as w:
        yield request.param, w


@pytest.mark.parametrize("window_in", ["en", "ja"], indirect=True)
def test_the_guide_says_end_the_phase_once_and_never_points_at_its_own_panel(window_in):
    lang, w = window_in
    seen = []
    for scenario, turn, phase in PHASES:
        game, state = PositionBuilder.from_scenario(scenario).at(turn=turn, phase=phase).build()
        w.controller.adopt(History(game, state, []), 1)
        QApplication.processEvents()
        assert w.controller.legal().end_phase is not None, phase
        guide = w.decision.guide
        assert guide.isVisible(), phase
        if phase == "setup_axis":  # the set-up's drag said once (it was twice in the bar)
            assert said(guide.text(), (DRAG_WORDS[lang],)) == 1, guide.text()
        seen.append((phase, said(guide.text(), END_WORDS[lang]),
                     PANEL_WORDS[lang] in guide.text(), guide.text().count(CARDS_WORDS[lang])))
    # (Blitzkrieg to Moscow 2's breakthrough phase: the Cards panel once too)
    assert seen == [(phase, 1, False, int(phase == "german_breakthrough"))
                    for _, _, phase in PHASES]


@pytest.mark.parametrize("window_in", ["en", "ja"], indirect=True)
def test_the_marked_hexes_are_told_once_the_panel_s_note(window_in):
    lang, w = window_in
    _reinforcement(w)
    panel = w.decision
    assert panel.map_note.isVisible() and panel.guide.isVisible()
    right_click = {"en": "Right-click", "ja": "右クリック"}[lang]
    # the bar above the map says it; in the panel its note says it, the guide does not
    assert right_click in w.phase_bar.hint_text()
    assert right_click in panel.map_note.text()
    assert right_click not in panel.guide.text()
