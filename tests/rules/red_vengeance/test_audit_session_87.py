"""Red Vengeance: rules found misread in the rules audit of session 87, each on a position
built with ``PositionBuilder`` and fixed dice (the board helper of
``test_player_choices``)."""

from __future__ import annotations

from qtwargame.engine.actions import Attack
from qtwargame.engine.state import ELIMINATED
from tests.rules.red_vengeance.test_player_choices import _resolve, board


def test_11_42_no_third_soviet_unit_advances_into_yugoslavia():
    # Two Soviet armies already stand in Yugoslavia (3015, 3016). sov_40 (2816) attacks
    # the reduced German ger_4 in the Yugoslav clear hex 2817 and eliminates it. 11.42
    # allows at most two Soviet units in Yugoslavia at any time, so it may not advance.
    placed = {"sov_40": ("2816", 0), "ger_4": ("2817", 1),
              "sov_43": ("3015", 0), "sov_49": ("3016", 0)}
    game, state = board(placed, 4, "allied_combat", 6, 6, 6, 1, 1)
    state = _resolve(game, state, Attack("allied", ("sov_40",), game.hex("2817")))
    assert state.units["ger_4"].status == ELIMINATED
    assert state.pending is None and "combat" not in state.data
    assert game.label(state.units["sov_40"].hex) == "2816"


def test_11_42_a_soviet_unit_advances_into_yugoslavia_while_there_is_room():
    # The same attack with one Soviet army in Yugoslavia: the advance is offered.
    placed = {"sov_40": ("2816", 0), "ger_4": ("2817", 1), "sov_43": ("3015", 0)}
    game, state = board(placed, 4, "allied_combat", 6, 6, 6, 1, 1)
    state = _resolve(game, state, Attack("allied", ("sov_40",), game.hex("2817")))
    assert state.pending is not None and state.pending.kind == "advance"
    assert [game.label(a.hex) for a in game.legal_actions(state) if getattr(a, "unit", None) == "sov_40"] \
        == ["2817"]
