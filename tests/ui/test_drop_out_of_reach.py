"""A unit dragged to a hex it cannot reach is refused for what stands in the way of the
route the pointer traced (session 94 by hand, Shin Barbarossa: every such drop read
"… cannot move along that route: each step goes to a neighbouring hex free of enemy units
(8.0)", the words of a one-hex jump the window made up, whatever barred the way: too many
movement points, terrain entered only along a road)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, EndPhase, Move, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.ui.deploy import deployment
from qtwargame.ui.legal_index import LegalIndex
from qtwargame.ui.tools.move_tool import MoveTool
from tests.ui import bundled

from .test_route_drag import _drag_through


def axis_first_movement(window):
    """Shin Barbarossa, seed 1, both setups as Deploy All makes them, every question
    passed: the Axis first movement phase of turn 1, in the window."""
    game = Game(bundled.scenario("shin_barbarossa"), {})
    s, _ = game.new_state(1)
    while s.phase != "axis_move_1" or s.pending is not None:
        if s.phase.startswith("setup"):
            for a in deployment(game, s, lambda st: LegalIndex(game.legal_actions(st)).places):
                s, _ = game.apply(s, a)
        if s.pending is not None:
            s, _ = game.apply(s, Choose(s.pending.side, Opt.PASS))
        else:
            s, _ = game.apply(s, EndPhase(s.active))
    window.controller.adopt(History(game, s, []), 1)
    QApplication.processEvents()
    assert isinstance(window.view.tool, MoveTool)
    return window.controller


OLD = ("Not allowed (8.0): I Corps cannot move along that route: each step goes to a neighbouring "
       "hex free of enemy units (8.0)")


def test_8_1_a_drag_past_the_movement_allowance_says_the_route_costs_too_much(window):
    c = axis_first_movement(window)
    game = c.game
    route = ["0221", "0222", "0223", "0224", "0225", "0226", "0227"]
    assert c.state.units["de_ak1"].hex == game.hex("0220")
    lit = {m.to for m in c.legal().moves["de_ak1"] if m.mode == "normal"}
    assert game.hex("0226") in lit and game.hex("0227") not in lit
    _drag_through(window, "de_ak1", route)
    assert c.state.units["de_ak1"].hex == game.hex("0220")  # snapped back
    assert window.status_text() == ("Not allowed (8.1): The route costs more movement points than "
                                    "I Corps has (8.1)")
    assert window.status_text() != OLD
    assert isinstance(c.last_refused, Move)
    assert [game.label(h) for h in c.last_refused.path] == route


def test_8_1_3_a_drag_into_terrain_entered_only_along_a_road_says_so(window):
    c = axis_first_movement(window)
    game = c.game
    _drag_through(window, "de_ak1", ["0120", "0119"])
    assert c.state.units["de_ak1"].hex == game.hex("0220")
    assert window.status_text() == ("Not allowed (8.1.3): I Corps cannot make that step: terrain it "
                                    "may enter only along a road, or water (8.1.3)")
