"""A drag takes the route the pointer traces, where the rules allow it: the hexes a unit
passes decide what it takes (Blitzkrieg to Moscow 2, 4.2: the last side to enter a hex
controls it, passing through included), so the player chooses them with the mouse."""

from __future__ import annotations

import pytest

from qtwargame.engine.actions import Move
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.ui.tools.move_tool import MoveTool
from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder, start, to_phase

from .conftest import hex_point, move, press, release, unit_point
from .reach import show


def _panzer_beside_a_city(window, swamp: bool = False):
    """Two rows: a German panzer in 0101, an empty Soviet city (Riga) in 0202, off the
    shortest way to 0103 (through 0102); with ``swamp``, 0201 is a swamp, which stops it."""
    b = BtmBuilder(cols=6, rows=2).city("riga", "0202").piece("pz", "german", "0101", "panzer")
    b.piece("x", "soviet", "S")
    if swamp:
        b.terrain("0201", "swamp")
    game = b.game()
    state = to_phase(game, start(game), "german_movement")
    show(window, History(game, state, []), 1)
    assert isinstance(window.view.tool, MoveTool)
    return window.controller, game


def _drag_through(window, uid: str, labels: list[str]) -> None:
    """Press on ``uid``, move the pointer over each hex of ``labels`` in turn (a few
    steps between hex centres, as a hand does), release on the last."""
    game = window.controller.game
    points = [unit_point(window, uid)] + [hex_point(window, game.hex(x)) for x in labels]
    press(window, points[0])
    for a, b in zip(points, points[1:]):
        for i in range(1, 5):
            move(window, a + (b - a) * i / 4)
    release(window, points[-1])


def test_4_2_a_drag_through_an_empty_city_takes_it_on_the_way(window):
    c, game = _panzer_beside_a_city(window)
    listed = [m for m in c.legal().moves["pz"] if m.to == game.hex("0103")]
    assert [[game.label(h) for h in m.path] for m in listed] == [["0102", "0103"]]
    _drag_through(window, "pz", ["0201", "0202", "0103"])
    step = c.history.steps[-1]
    assert [game.label(h) for h in step.action.path] == ["0201", "0202", "0103"]
    assert c.state.units["pz"].hex == game.hex("0103")
    assert c.state.control[game.hex("0202")] == "german"


def test_a_straight_drag_takes_the_listed_path_and_passes_the_city_by(window):
    c, game = _panzer_beside_a_city(window)
    _drag_through(window, "pz", ["0102", "0103"])
    assert [game.label(h) for h in c.history.steps[-1].action.path] == ["0102", "0103"]
    assert c.state.control[game.hex("0202")] == "soviet"


def test_10_2_3_a_traced_route_the_rules_refuse_falls_back_to_the_listed_path(window):
    # the swamp in 0201 stops the panzer there (10.2.3): the traced route cannot go on
    # through it, so the drop takes the listed path to 0103
    c, game = _panzer_beside_a_city(window, swamp=True)
    _drag_through(window, "pz", ["0201", "0202", "0103"])
    assert [game.label(h) for h in c.history.steps[-1].action.path] == ["0102", "0103"]
    assert c.state.control[game.hex("0202")] == "soviet"


def test_the_line_drawn_while_dragging_is_the_route_the_drop_takes(window):
    c, game = _panzer_beside_a_city(window)
    tool = window.view.tool
    points = [unit_point(window, "pz")] + [hex_point(window, game.hex(x)) for x in ("0201", "0202", "0103")]
    press(window, points[0])
    for a, b in zip(points, points[1:]):
        for i in range(1, 5):
            move(window, a + (b - a) * i / 4)
    drawn = window.view.scene().highlights.path
    assert [game.label(h) for h in drawn] == ["0101", "0201", "0202", "0103"]
    release(window, points[-1])
    assert isinstance(tool, MoveTool)


#: A movement phase of each game's golden game (``test_reach_every_game.SAMPLES``).
MOVEMENT = {"defiant_russia": (7, 79), "red_vengeance": (7, 1335), "shin_barbarossa": (1, 610),
            "blitzkrieg_moscow_2": (7, 65), "river_crossing": (3, 15)}


@pytest.mark.parametrize("scenario", sorted(MOVEMENT))
def test_in_every_game_a_drag_along_another_legal_route_takes_it(window, scenario):
    """The first unit (by id) with a two-hex listed move whose destination the rules also
    let it reach through another neighbour is dragged that other way: the move handed over
    is the traced one."""
    from .reach import golden_history

    seed, step = MOVEMENT[scenario]
    history, seed = golden_history(scenario, seed, step)
    game, state = history.game, history.state
    board = game.board
    found = None
    for m in sorted((m for m in game.legal_actions(state) if isinstance(m, Move)
                     and m.mode == "normal" and len(m.path) == 2), key=lambda m: (m.unit, m.to)):
        start = state.units[m.unit].hex
        for via in board.neighbors(start):
            if via == m.path[0] or m.to not in board.neighbors(via):
                continue
            other = Move(m.side, m.unit, (via, m.to), m.mode)
            try:
                game.check(state, other)
            except IllegalAction:
                continue
            found = other
            break
        if found is not None:
            break
    assert found is not None, f"{scenario}: no unit with a second route"
    show(window, History(game, state, []), seed)
    c = window.controller
    handed = []
    c.submit = lambda action: handed.append(action) or True
    _drag_through(window, found.unit, [game.label(h) for h in found.path])
    assert handed == [found]
