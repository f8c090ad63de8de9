"""The computer's intentions on the board (issue 49, item 5): before and as it moves, an
arrow from the unit's hex to its destination; its attack as rings on the attackers and the
hex attacked; the marks clear when the phase ends and when the person acts; View ▸ Show the
Computer's Intentions switches them off, remembered; the status bar says each in words."""

from __future__ import annotations

import pytest

pytest.importorskip("PySide6")

import qtwargame.ui  # noqa: F401  (keeps None alive under PySide6 6.12 on Python 3.11)
from qtwargame.ai.players import Player
from qtwargame.ai.world import end_phase_in
from qtwargame.engine.actions import Attack, EndPhase, Move
from qtwargame.engine.hexgrid import Hex
from qtwargame.ui.intentions import IntentArrow, IntentRing
from tests.ai.scenarios import load


class Scripted(Player):
    """Plays ``actions`` in turn where legal, then ends the phase."""

    level = "greedy"

    def __init__(self, side: str, actions: list) -> None:
        super().__init__(side)
        self.actions = list(actions)

    def decide(self, game, view, legal):
        while self.actions:
            a = self.actions.pop(0)
            if a in legal:
                return a
        return end_phase_in(legal) or legal[0]


def to_blue_move(window):
    """River Crossing (seed 3) played by nobody up to blue's first movement phase."""
    c = window.controller
    while not (c.state.phase == "blue_move" and c.state.pending is None):
        legal = c.game.legal_actions(c.state)
        end = [a for a in legal if isinstance(a, EndPhase)]
        assert c.submit(end[0] if end else legal[0], by_computer=True)


@pytest.fixture
def window(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from qtwargame.ui.main_window import MainWindow
    from qtwargame.ui.preferences import Preferences

    prefs = Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    w = MainWindow(lang="en", preferences=prefs)
    qtbot.addWidget(w)
    w.start_game(load("river_crossing"), seed=3)
    to_blue_move(w)
    yield w
    w.computer.stop()


def marks(window, kind):
    return [i for i in window.scene.items() if isinstance(i, kind)]


def play_blue(window, actions, pace=300):
    """The computer takes blue (a scripted player standing in for a level), red is the
    person's; the computer plays ``actions`` at ``pace``."""
    sides = window.computer
    sides.set_pace(pace)
    sides.set_paused(True)
    sides.set_sides({"blue": "greedy", "red": "human"})
    sides.players["blue"] = Scripted("blue", actions)
    sides.set_paused(False)


def test_49_5_an_arrow_from_the_units_hex_to_its_destination_then_cleared_at_the_phase_end(
        qtbot, window):
    c = window.controller
    move = Move("blue", "blue_inf_1", (Hex(2, 0),))
    assert move in c.game.legal_actions(c.state)
    assert c.state.units["blue_inf_1"].hex == Hex(1, 0)
    play_blue(window, [move])
    # Before it moves: a dashed arrow from 0101 to 0201, and the move in words.
    qtbot.waitUntil(lambda: len(marks(window, IntentArrow)) == 1, timeout=10_000)
    arrow = marks(window, IntentArrow)[0]
    assert (c.game.label(arrow.start), c.game.label(arrow.end), arrow.unit) == ("0101", "0201", "blue_inf_1")
    assert window.status_text() == "The Blue player moves 1st Infantry from 0101 to 0201"
    if c.history.steps[-1].action != move:
        assert arrow.planned
    # Once played, the same arrow stays, solid.
    qtbot.waitUntil(lambda: any(s.action == move for s in c.history.steps), timeout=10_000)
    assert marks(window, IntentArrow) == [arrow] and not arrow.planned
    assert c.state.units["blue_inf_1"].hex == Hex(2, 0)
    # The computer ends the phase: the marks are gone.
    qtbot.waitUntil(lambda: c.state.phase != "blue_move", timeout=10_000)
    assert marks(window, IntentArrow) == [] and window.intentions.items() == []


def test_49_5_the_persons_action_clears_the_marks(qtbot, window):
    c = window.controller
    play_blue(window, [Move("blue", "blue_inf_1", (Hex(2, 0),))], pace=1200)
    qtbot.waitUntil(lambda: c.state.units["blue_inf_1"].hex == Hex(2, 0), timeout=10_000)
    window.computer.set_paused(True)  # before it ends the phase, 1.2 s later
    assert c.state.phase == "blue_move"
    assert len(marks(window, IntentArrow)) == 1
    # The person undoes (the computer's move and back to their decision): no marks left.
    window.undo()
    assert marks(window, IntentArrow) == []


def test_49_5_the_preference_switches_the_marks_off_and_is_remembered(qtbot, window, tmp_path):
    c = window.controller
    prefs = window.preferences
    assert window.intentions.action.isChecked() and prefs.computer_intentions() is True
    window.intentions.action.trigger()
    assert prefs.computer_intentions() is False
    play_blue(window, [Move("blue", "blue_inf_1", (Hex(2, 0),))], pace=0)
    qtbot.waitUntil(lambda: c.state.units["blue_inf_1"].hex == Hex(2, 0), timeout=10_000)
    assert marks(window, IntentArrow) == []
    from qtwargame.ui.main_window import MainWindow

    again = MainWindow(lang="en", preferences=prefs)
    qtbot.addWidget(again)
    assert not again.intentions.action.isChecked() and not again.intentions.enabled
    assert again.intentions.action in again.menu_view.actions()


def test_49_5_an_attack_rings_its_attackers_and_the_hex_attacked(qtbot, window):
    c = window.controller
    intentions = window.intentions
    intentions._begin(c.state)
    blue = [u for u, s in c.state.units.items() if u.startswith("blue") and s.hex is not None][:2]
    where = [c.state.units[u].hex for u in blue]
    target = Hex(5, 0)
    intentions.mark_attack(c.state, Attack("blue", tuple(blue), target))
    rings = marks(window, IntentRing)
    assert sorted((r.role, r.hex) for r in rings) == sorted(
        [("attacker", h) for h in set(where)] + [("target", target)])
    text = intentions.narrate(c.state, Attack("blue", tuple(blue), target))
    assert text == "The Blue player attacks 0503 with 1st Infantry, 2nd Infantry"
    # A new attack replaces the last one's rings.
    intentions.mark_attack(c.state, Attack("blue", (blue[0],), Hex(6, 0)))
    assert sorted((r.role, r.hex) for r in marks(window, IntentRing)) == [
        ("attacker", where[0]), ("target", Hex(6, 0))]
