"""A press on a unit of the side to act that has no move now says why in the status bar
(the rules' reason where every step is refused for the same one), where it only slid the
map before: session 84, Shin Barbarossa by hand, a Soviet rifle corps in Axis ZOC."""

from __future__ import annotations

from qtwargame.ui.tools.move_tool import MoveTool
from tests.rules.shin_barbarossa.reading import position
from tests.ui.test_declared_combats import open_window

from .conftest import press, release, unit_point


def test_7_1_6_a_unit_that_may_not_leave_enemy_zoc_says_so_when_pressed(window):
    game, state = position("soviet_move", {"su_rc6": "1011", "su_rc10": "1413",
                                           "de_pz41": "1010"})
    c = open_window(window, game, state)
    assert isinstance(window.view.tool, MoveTool)
    assert "su_rc6" not in c.legal().moves and "su_rc10" in c.legal().moves
    at = unit_point(window, "su_rc6")
    press(window, at)
    release(window, at)
    name = c.names.unit("su_rc6")
    assert window.status_text() == f"Cannot move: {name} may not leave enemy ZOC (7.1.6)"
    # an enemy unit says nothing of the kind
    window.show_status("")
    at = unit_point(window, "de_pz41")
    press(window, at)
    release(window, at)
    assert "Cannot move" not in window.status_text()


def test_5_3_2_a_phase_of_decision_panel_choices_says_so_and_shows_the_panel(window):
    # Session 84 by hand: Shin Barbarossa's leader withdrawal phase read "Click a stack to
    # look through it", and its choices were behind the Combat dock.
    from PySide6.QtWidgets import QApplication

    game, state = position("soviet_withdrawal", {"ldr_konev": "3805", "su_rc10": "3905"})
    window.docks["combat"].raise_()
    c = open_window(window, game, state)
    assert [a.option for a in c.legal().choices] == ["withdraw"]
    assert window.phase_bar.hint.toolTip() == (
        "This phase's choices are in the Decision panel; end the phase when you are done.")
    QApplication.processEvents()
    assert not window.docks["decision"].visibleRegion().isEmpty()
    assert [b.text() for b in window.decision.buttons] == ["Withdraw the leader in 3805 to the pool"]


def test_11_2_2_a_choice_that_cannot_be_undone_is_confirmed_first(window, qtbot, monkeypatch):
    # Session 84 by hand: a second click meant for the last decision's answer landed on
    # "Turn the leader in 0626" in its place, and the turn, which shows the leader to both
    # sides, is past any undo. With nothing asked, such a choice is confirmed first.
    from PySide6.QtCore import Qt

    game, state = position("soviet_move", {"ldr_slot_01": "3805", "su_rc10": "3905"})
    c = open_window(window, game, state)
    texts = [b.text() for b in window.decision.buttons]
    assert texts == ["Turn the leader in 3805"]
    asked, answers = [], [False, True]
    monkeypatch.setattr(type(window.decision), "ask",
                        lambda self, title, text: asked.append((title, text)) or answers.pop(0))
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    assert c.history.steps == [] and c.state.units["ldr_slot_01"].hex is not None  # "no"
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    assert len(c.history.steps) == 1 and c.state.units["ldr_slot_01"].hex is None  # turned
    # the box names the choice as its button does (session 84 review: it read the log's
    # "The Soviet player turns a face-down leader")
    assert asked == [("This cannot be undone", "Turn the leader in 3805: this shows what was "
                      "hidden or rolls the dice, and cannot be undone. Go on?")] * 2
    # a choice that can be undone is made at once (nothing asked)
    assert c.undoable(next(a for a in c.legal().actions if a.kind == "move"))


def test_8_3_a_unit_with_no_exploitation_move_in_light_mud_says_why_with_its_rule(window):
    # Session 85, Defiant Russia by hand: a panzer corps pressed in turn 4's light-mud
    # exploitation phase read "Cannot move: … cannot move now (Axis exploitation
    # movement phase)".
    from tests.rules.defiant_russia.helpers import light_mud_exploitation

    game, state = light_mud_exploitation()
    open_window(window, game, state)
    assert isinstance(window.view.tool, MoveTool)
    at = unit_point(window, "pz2")
    press(window, at)
    release(window, at)
    assert window.status_text() == (
        "Cannot move: In light mud only German armour stacked with Guderian makes an "
        "exploitation move, of one hex. (8.3)")
