"""Each answer of a loss question says what it costs, a leader's or an HQ's as a corps's
(session 93, second round: Shin Barbarossa's "5th Army HQ takes the loss" stood beside
"37th Rifle Corps takes the loss", neither with its strength nor what the loss did; Red
Vengeance's answers said reduced or eliminated, not from what to what): the unit's values
and what it becomes, from the rules themselves (the answer applied to a copy)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from .test_decisions import _open


def test_shin_barbarossa_s_loss_answers_say_what_each_costs(window, qtbot):
    c = _open(window, "shin_barbarossa-2-at-loss")
    assert c.state.pending.kind == "loss"
    assert [b.text() for b in window.decision.buttons] == [
        "5th Army HQ takes the loss\n1-6: eliminated",
        "37th Rifle Corps takes the loss\n4-6, reduced to 2-6"]
    # the HQ's answer does what it says
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    assert c.state.units["su_hq5"].status == "eliminated"


def test_red_vengeance_s_worded_loss_answers_add_the_values(window):
    c = _open(window, "red_vengeance-7-at-losses")
    assert [b.text() for b in window.decision.buttons] == [
        "4th Tank Army takes the loss: reduced\n6-5 → 3-5",
        "47th Army takes the loss: reduced\n4-3 → 2-3"]
    assert c.state.pending.kind == "losses"
