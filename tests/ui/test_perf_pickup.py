"""The first pick-up of a state asks about the picked unit only (issue 18: a Defiant Russia
Soviet movement phase lists some ten thousand actions; a pick-up must not wait for them)."""

from __future__ import annotations

from qtwargame.ui.tools.move_tool import MoveTool

from .conftest import place_everything, press, release, start, unit_point


def test_the_first_pick_up_lists_only_the_picked_units_actions(window, river, monkeypatch):
    c = start(window, river)
    place_everything(c)
    assert c.state.phase == "blue_move"
    legal = c.legal()
    uid = sorted(legal.moves)[1]
    dests = legal.destinations(uid, "normal")
    assert len(dests) > 3
    c._legal = None  # nothing has listed this state's actions yet

    def whole_phase(state):
        raise AssertionError("the pick-up listed the whole phase")

    monkeypatch.setattr(c.game, "legal_actions", whole_phase)
    press(window, unit_point(window, uid))
    tool = window.view.tool
    assert isinstance(tool, MoveTool) and tool.unit == uid
    assert set(window.scene.highlights.fills) == set(dests)
    assert {h: m.path for h, m in tool.destinations.items()} == {h: m.path for h, m in dests.items()}
    release(window, unit_point(window, uid))
    monkeypatch.undo()
    assert c.legal().destinations(uid, "normal") == dests
