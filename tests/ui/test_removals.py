"""Removals with no decision pending (an over-stacked hex, a voluntary removal) are offered
in the Decision panel: no board tool makes them."""

from __future__ import annotations

from types import SimpleNamespace

from qtwargame.engine.actions import EndPhase, Remove, answer_label
from qtwargame.engine.ruleset import Choice
from qtwargame.ui.decision_panel import DecisionPanel
from qtwargame.ui.legal_index import LegalIndex


class FakeController:
    def __init__(self, actions, pending=None):
        self.state = SimpleNamespace(pending=pending, to_act="soviet", result=None,
                                     turn=1, phase="soviet_move")
        self.names = SimpleNamespace(side=lambda s: s.title(),
                                     phase_title=lambda p: p.replace("_", " ").title())
        self.index = LegalIndex(actions)
        self.submitted = []
        self.computer_sides = frozenset()  # a person plays every side, at one screen
        self.viewer = None
        # the engine's default words for a choice (``Ruleset.describe_choice``)
        self.game = SimpleNamespace(
            describe=lambda a: a.describe(), choices=lambda s: [],
            phase=lambda p: SimpleNamespace(rule="6.0"),
            ruleset=SimpleNamespace(describe_choice=lambda game, state, a: Choice(
                a, answer_label(a), a.unit_ids(), a.hex_refs()),
                end_phase_losses=lambda game, state: []))

    def legal(self):
        return self.index

    def render(self, msg):
        return msg.format()

    def submit(self, action):
        self.submitted.append(action)
        return True

    def undoable(self, action):  # a removal shows nothing hidden and rolls nothing
        return True


def test_removals_without_a_pending_decision_get_one_button_each(qtbot):
    removals = [Remove("soviet", "u1", "voluntary"), Remove("soviet", "u2", "voluntary")]
    c = FakeController([EndPhase("soviet"), *removals])
    panel = DecisionPanel(c)
    qtbot.addWidget(panel)
    assert panel.prompt.text() == "Soviet: units that may be removed now"
    # each the player's own choice, not the log's line ("soviet removes u2 by choice")
    assert [b.text() for b in panel.buttons] == ["Remove u1", "Remove u2"]
    panel.buttons[1].click()
    assert c.submitted == [removals[1]]


def test_with_nothing_to_remove_and_no_decision_the_panel_says_so(qtbot):
    panel = DecisionPanel(FakeController([EndPhase("soviet")]))
    qtbot.addWidget(panel)
    assert panel.buttons == []
    # the phase and End Phase, where "No decision is pending." stood alone (session 93)
    assert panel.heading.text() == "Soviet Move  (6.0)" and panel.prompt.isHidden()
    assert panel.guide.text() == "When you are done, click End Phase (Ctrl+E)."
