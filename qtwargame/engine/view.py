"""Per-side views: the state as one side may see it.

The engine hides what every card game hides: the other sides' hands and every deck but
one's own (a hand shows how many cards it holds, not which). It also hides what nobody may
see: the secret part of the state (face-down identities, what secret rolls decided), and
the dice: a view has neither the seed nor scripted values, so no side can compute a
future roll from it (a computer player that searches rolls dice of its own). The ruleset
then strips anything else its rules keep secret (:meth:`Ruleset.redact`).

A computer player is handed three things: :func:`seat_game` (a game of its own), the view
of its side and the legal actions. The rules remember what they computed on a game's cache
(snapshots of recent states with their seed, the last state's facts with the face-down
leaders), so a player handed the true game could reach the true state through them; a
seat's game has a cache of its own that only views and the player's own worlds pass
through.
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable

from qtwargame.engine.dice import DiceState
from qtwargame.engine.game import Game, LogEntry
from qtwargame.engine.state import GameState

HIDDEN_CARD = "?"
#: The dice a view carries: no seed, no script; only how many dice have been rolled.
HIDDEN_SEED = 0


def view_for(game: Game, state: GameState, side: str) -> GameState:
    v = state.copy()
    v.secret = {}
    v.dice = DiceState(HIDDEN_SEED, state.dice.position, ())
    for other in list(v.hands):
        if other != side:
            v.hands[other] = (HIDDEN_CARD,) * len(v.hands[other])
    for other in list(v.decks):
        if other != side:
            v.decks[other] = (HIDDEN_CARD,) * len(v.decks[other])
    return game.ruleset.redact(game, v, side)


def public_view(game: Game, state: GameState) -> GameState:
    """What anyone may see of ``state``: every side's secrets hidden (each side's view of
    the view the others get). The board a save shows while its replay is checked, before
    anyone has sat down (``ui.opening``): whoever opens a hot-seat game is as often the
    other player."""
    view = state
    for side in game.sides:
        view = view_for(game, view, side)
    return view


#: Each true game's seat games, by side (the true game holds its seats; a seat never holds
#: the true game).
_SEATS: weakref.WeakKeyDictionary[Game, dict[str, Game]] = weakref.WeakKeyDictionary()


def seat_game(game: Game, side: str) -> Game:
    """The game the player of ``side`` is handed: the same scenario, options and rules (at
    the same revision) as ``game``, with a cache of its own. Nothing reachable from it (its
    board, its cache, its ruleset) holds a state of ``game``: the only states that pass
    through it are the views ``side`` is handed and the worlds its player makes of them.
    Made once per game and side (another side's seat would hold that side's views)."""
    seats = _SEATS.get(game)
    if seats is None:
        seats = _SEATS[game] = {}
    own = seats.get(side)
    if own is None:
        own = seats[side] = Game(game.scenario, game.options, game.ruleset, game.revision)
    return own


def log_for(entries: Iterable[LogEntry], side: str | None) -> list[LogEntry]:
    """The log lines ``side`` may read (None: a neutral observer), secret rolls without
    their values."""
    out = []
    for e in entries:
        seen = e.for_side(side)
        if seen is not None:
            out.append(seen)
    return out


def hidden_from(game: Game, state: GameState, side: str) -> bool:
    """True if ``state`` holds anything ``side`` may not see: another side's cards (in hand
    or in its deck), a secret nobody sees yet (face-down identities, what a secret roll
    decided). The play window asks it before
    showing one person's view to another at one screen (the hand-over screen)."""
    if state.secret:
        return True
    if any(cards for other, cards in (*state.hands.items(), *state.decks.items()) if other != side):
        return True
    return False
