"""Issue 48, item 19: players and preferences. A side passes between a person and the
computer mid-game (Computer ▸ Players), at once and safely: an answer the old computer
player was preparing is dropped. New Game selects the scenario started last. An undo that
is refused says why in words (dice rolled, hidden information revealed)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.state import ON_MAP
from tests.rules.shin_barbarossa.test_hidden_leaders_in_play import twins
from tests.rules.shin_barbarossa.test_ruleset import clear, put, to_phase

from .conftest import place_everything, start
from .test_continuity import prefs  # noqa: F401  (the fixture)


def test_a_side_passes_between_person_and_computer_mid_game_and_a_late_answer_is_dropped(
        window, river, monkeypatch):
    monkeypatch.setattr(window.computer, "poll", lambda: None)  # no thread starts thinking
    c = start(window, river)
    window.computer.set_sides({"blue": "human", "red": "random"})
    menu = window.computer_menu
    assert menu.player_actions["red"]["random"].isChecked()
    assert not menu.player_actions["red"]["human"].isChecked()
    # An answer the red computer was preparing for this position...
    token = (c.state, window.computer.generation, "red")
    late = c.legal().actions[0]
    menu.player_actions["red"]["human"].trigger()
    assert c.computer_sides == frozenset() and window.computer.levels == {}
    assert menu.player_actions["red"]["human"].isChecked()
    assert window.status_text() == "Red is now played by a person."
    # ...arrives after the switch: dropped, nothing is played.
    steps = len(c.history.steps)
    window.computer._answered(token, late, "")
    QApplication.processEvents()
    assert len(c.history.steps) == steps and window.computer._ready is None
    menu.player_actions["blue"]["greedy"].trigger()
    assert c.computer_sides == frozenset({"blue"}) and window.computer.levels == {"blue": "greedy"}
    assert window.status_text() == "Blue is now played by the computer (Greedy)."
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
    from qtwargame.engine.actions import Move
    from qtwargame.engine.history import History
    from qtwargame.rules.shin_barbarossa import leaders

    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "axis_move_1").copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    clear(state, game, keep=(slot,))
    put(game, state, slot, "1015")
    put(game, state, "su_rc10", "1015")
    put(game, state, "de_pz41", "1008")
    window.controller.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    c = window.controller
    move = max((m for m in c.legal().actions if isinstance(m, Move) and m.unit == "de_pz41"
                and m.mode == "normal" and len(m.path) >= 4),
               key=lambda m: -m.to.distance(game.hex("1015")))
    assert c.submit(move)
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    turn = next(t for t in texts if t.startswith("Turn the leader in "))
    qtbot.mouseClick(window.decision.buttons[texts.index(turn)], Qt.MouseButton.LeftButton)
    last = c.render(c.game.describe(c.history.steps[-1].action))
    window.undo()
    assert window.status_text() == (f"Cannot undo “{last}”: it drew or revealed hidden information (a "
                                    "leader, a card) that cannot be hidden again.")
