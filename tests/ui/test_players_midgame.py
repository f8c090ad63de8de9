"""Issue 48, item 19: players and preferences. A side passes between a person and the
computer mid-game (Computer ▸ Players), at once and safely: an answer the old computer
player was preparing is dropped. New Game selects the scenario started last. An undo that
is refused says why in words (dice rolled, hidden information revealed)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from .conftest import place_everything, start
from .test_continuity import prefs  # noqa: F401  (the fixture)
from .test_handover import adopt_a_panzer_short_of_a_face_down_leader, the_panzer_move_next_to_the_leader


def test_a_side_passes_between_person_and_computer_mid_game_and_a_late_answer_is_dropped(
        window, river, monkeypatch):
    monkeypatch.setattr(window.computer, "poll", lambda: None)  # no thread starts thinking
    c = start(window, river)
    window.computer.set_sides({"blue": "human", "red": "random"})
    menu = window.computer_menu
    assert menu.player_actions["red"]["random"].isChecked()
    assert not menu.player_actions["red"]["human"].isChecked()
    # The menu words each choice as the New Game dialog does.
    assert [a.text() for a in menu.player_actions["red"].values()] == [
        "Human (at this screen)", "Computer: Random", "Computer: Greedy", "Computer: Planner (recommended)",
        "Computer: Strong planner"]
    # An answer the red computer was preparing for this position...
    token = (c.state, window.computer.generation, "red")
    late = c.legal().actions[0]
    menu.player_actions["red"]["human"].trigger()
    assert c.computer_sides == frozenset() and window.computer.levels == {}
    assert menu.player_actions["red"]["human"].isChecked()
    assert window.status_text() == "The Red side is now played by a person."
    # ...arrives after the switch: dropped, nothing is played.
    steps = len(c.history.steps)
    window.computer._answered(token, late, "")
    QApplication.processEvents()
    assert len(c.history.steps) == steps and window.computer._ready is None
    menu.player_actions["blue"]["greedy"].trigger()
    assert c.computer_sides == frozenset({"blue"}) and window.computer.levels == {"blue": "greedy"}
    assert window.status_text() == "The Blue side is now played by the computer (Greedy)."
    window.computer.set_sides({"blue": "human", "red": "human"})


def test_new_game_selects_the_scenario_started_last(qtbot, prefs, autosaver, monkeypatch):  # noqa: F811
    from qtwargame.ui.main_window import MainWindow
    from qtwargame.ui.new_game_dialog import NewGameDialog

    prefs.set_last_scenario("red_vengeance")
    w = MainWindow(autosaver=autosaver, preferences=prefs)
    qtbot.addWidget(w)
    w.show()
    seen = []

    def look(dialog):  # instead of the modal loop: what it selected, then Cancel
        seen.append(dialog.listed[dialog.list.currentRow()].scenario.id)
        return 0

    monkeypatch.setattr(NewGameDialog, "exec", look)
    w.act_new.trigger()
    assert seen == ["red_vengeance"]


def test_an_undo_past_a_die_roll_says_why(window, river):
    c = start(window, river, dice=(6,))
    place_everything(c)
    from .test_combat import TARGET, _bring_the_armour_up

    _bring_the_armour_up(c)
    window.end_phase()
    window.view.tool.choose_target(c.game.hex(TARGET))
    window.resolve_attack()
    last = c.render(c.game.describe(c.history.steps[-1].action))
    window.undo()
    assert window.status_text() == (f"Cannot undo “{last}”: dice were rolled, and undo never goes back "
                                    "past a die roll.")


def test_an_undo_past_a_revealed_leader_says_why(window, qtbot):
    adopt_a_panzer_short_of_a_face_down_leader(window)
    c = window.controller
    assert c.submit(the_panzer_move_next_to_the_leader(window))
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    turn = next(t for t in texts if t.startswith("Turn the leader in "))
    qtbot.mouseClick(window.decision.buttons[texts.index(turn)], Qt.MouseButton.LeftButton)
    # the undo names the act by its log line, which names the leader now shown
    last = c.render(c.history.steps[-1].entries[0].text)
    assert last.startswith("The leader in ") and " is turned: " in last
    window.undo()
    assert window.status_text() == (f"Cannot undo “{last}”: it drew or revealed hidden information (a "
                                    "leader, a card) that cannot be hidden again.")
