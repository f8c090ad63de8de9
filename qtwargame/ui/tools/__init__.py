"""Interaction modes of the board as tool objects (activate, deactivate, mouse handlers).

The board view forwards every mouse event to its active tool. The main window picks the
tool that fits the state: a decision pending, attacks to declare, units to move, a unit
to place from the pool, a card that needs a target, or nothing but inspecting."""
