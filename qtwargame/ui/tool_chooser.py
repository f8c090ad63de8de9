"""Which board tool fits the state: a pending decision, attacks to declare, units to
move, or nothing but looking."""

from __future__ import annotations

from qtwargame.ui.decision_panel import hidden_decision, screen_side
from qtwargame.ui.tools.attack_tool import AttackTool
from qtwargame.ui.tools.decision_tool import DecisionTool
from qtwargame.ui.tools.inspect_tool import InspectTool
from qtwargame.ui.tools.move_tool import MoveTool
from qtwargame.ui.tools.setup_tool import SetupTool
from qtwargame.ui.tools.tool import Tool


def choose_tool(view, current: Tool | None) -> Tool:
    """The tool for the controller's current state; ``current`` if it already fits."""
    c = view.controller
    state = c.state
    legal = c.legal()
    cls: type[Tool]
    if state.result is not None:
        cls = InspectTool
    elif state.pending is not None:
        # Another side's decision lights none of its answers (they may follow its hand).
        cls = InspectTool if hidden_decision(c) else DecisionTool
    elif state.to_act in c.computer_sides or state.to_act != screen_side(c):
        # The computer's phase (or the other person's): nothing of that side's to pick up,
        # outline or propose (session 94 by hand: the Soviet computer's combat phase lit the
        # Axis stacks it owed attacks on and offered Propose the Next Owed Attack, whose
        # Declare the controller then refused).
        cls = InspectTool
    elif legal.attacks:
        cls = AttackTool
    elif legal.moves:
        cls = MoveTool
    elif c.movable_placements() or c.setup_moves_on_map():
        cls = SetupTool
    else:
        cls = InspectTool
    if type(current) is cls:
        return current
    return cls(view)
