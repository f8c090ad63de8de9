"""What the play window hands a computer player (docs/hidden-information.md): its side's
view (the other hand hidden, no secret, no seed), a game of its own and the legal actions;
never the true state (session 92)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.view import HIDDEN_CARD, HIDDEN_SEED, seat_game
from qtwargame.ui import computer_player
from tests.ui import bundled
from tests.ui.test_handover import GOLDEN


class Spy:
    """A computer player that writes down what it is handed and passes (its last answer)."""

    def __init__(self, seen: list) -> None:
        self.seen = seen

    def choose(self, game, view, legal):
        self.seen.append((game, view, list(legal)))
        return legal[-1]


def spy_on_players(monkeypatch) -> list:
    seen: list = []
    monkeypatch.setattr(computer_player, "make_player", lambda *a, **k: Spy(seen))
    return seen


def test_the_computer_is_handed_its_view_never_the_other_hand(window, qtbot, monkeypatch):
    seen = spy_on_players(monkeypatch)
    assert window.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-cancel.qtwsave")
    c = window.controller
    truth = c.state
    assert truth.to_act == "soviet" and truth.hands["german"] and truth.decks["german"]
    window.computer.set_sides({"german": "human", "soviet": "random"})  # Computer ▸ Players
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    game, view, legal = seen[0]
    assert game is seat_game(c.game, "soviet") and game is not c.game and game.cache is not c.game.cache
    assert view is not truth
    assert view.hands["german"] == (HIDDEN_CARD,) * len(truth.hands["german"])
    assert view.decks["german"] == (HIDDEN_CARD,) * len(truth.decks["german"])
    assert view.hands["soviet"] == truth.hands["soviet"] == ("s_hitler",)
    assert (view.dice.seed, view.dice.script) == (HIDDEN_SEED, ())
    assert legal == c.game.legal_actions(truth)
    qtbot.waitUntil(lambda: c.state is not truth, timeout=10_000)
    QApplication.processEvents()


def test_the_computer_is_handed_no_face_down_leader(window, qtbot, monkeypatch):
    seen = spy_on_players(monkeypatch)
    c = window.controller
    c.new_game(bundled.scenario("shin_barbarossa"), {}, 7)
    QApplication.processEvents()
    assert c.state.to_act == "soviet" and c.state.secret["leaders"]["slots"]
    window.computer.set_sides({"axis": "human", "soviet": "random"})
    qtbot.waitUntil(lambda: bool(seen), timeout=10_000)
    game, view, _ = seen[0]
    assert game is not c.game and view.secret == {} and view.dice.seed == HIDDEN_SEED
