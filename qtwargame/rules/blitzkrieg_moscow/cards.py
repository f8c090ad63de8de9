"""Logistics cards (2.3, 6.1, 7.0–7.2): choosing a hand from the six cards, playing a card
for one of its icons, and the opponent's chance to cancel it (Hitler's Order, 7.1).

Hands: at the start of its logistics phase a side's unused cards are discarded (7.2) and
all six cards are laid out to choose from (``hands[side]`` holds the six until the
choice); ``SelectCards`` keeps as many as the turn track gives (6.1) and the rest go to
the deck. A played card goes to ``discards``, face up. The engine hides the other side's
hand and deck; a window in which a side may answer is opened from public facts only
(which cards the side owns, how many it holds), so a window never reveals a hand.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable

from qtwargame.engine.actions import Action, Choose, Opt, PlayCard, SelectCards
from qtwargame.engine.game import Context, Game
from qtwargame.engine.state import Decision, GameState
from qtwargame.rules.blitzkrieg_moscow.model import CardDef, T
from qtwargame.rules.blitzkrieg_moscow.units import is_worn, side_units

#: use -> effect(ctx, play, cancelled); filled in by the modules that own each icon.
EFFECTS: dict[str, Callable[[Context, dict, bool], None]] = {}


def card(game: Game, cid: str) -> CardDef:
    return game.cache.cards[cid]


def owns_icon(game: Game, side: str, kind: str, **params) -> bool:
    """Public fact: does any of ``side``'s six cards carry this icon?"""
    for cid in game.cache.cards_of.get(side, ()):
        icon = card(game, cid).icon(kind)
        if icon is not None and all(icon.get(k) == v for k, v in params.items()):
            return True
    return False


def hand(state: GameState, side: str) -> tuple[str, ...]:
    return state.hands.get(side, ())


def in_hand(game: Game, state: GameState, side: str, kind: str) -> list[str]:
    """Cards in ``side``'s hand that carry an icon of ``kind``."""
    return [c for c in hand(state, side) if card(game, c).icon(kind) is not None]


# -- 6.1, 7.2 choosing the hand -------------------------------------------------------------


def hand_size(game: Game, state: GameState, side: str) -> int:
    """6.1: as many cards as the turn track gives; under optional rule 15.3 the Soviets
    get one fewer while the Germans hold Moscow at the start of their player turn."""
    n = game.cache.hand_sizes.get(state.turn, {}).get(side, 0)
    cache = game.cache
    if (game.options.get("moscow") and side == cache.data.soviet and cache.capital is not None
            and state.control.get(cache.capital) == cache.data.german):
        n -= 1
    return max(n, 0)


def open_selection(ctx: Context) -> None:
    """7.2: unused cards are discarded at the start of the own logistics phase; then the
    six cards are laid out to choose from."""
    s, game = ctx.state, ctx.game
    side = s.active
    left = len(hand(s, side))
    if left:
        ctx.log(T("{side:actor} discards {n:# unused card|# unused cards}", side=side, n=left), rule="7.2")
    s.hands[side] = game.cache.cards_of.get(side, ())
    s.decks[side] = ()
    s.discards[side] = ()
    s.data["hand_size"] = hand_size(game, s, side)
    s.data["selecting"] = True


def selections(game: Game, state: GameState) -> list[SelectCards]:
    """6.1: every set of exactly N of the six cards (at most C(6,3) = 20 choices)."""
    side = state.active
    n = state.data.get("hand_size", 0)
    pool = hand(state, side)
    return [SelectCards(side, combo) for combo in itertools.combinations(pool, min(n, len(pool)))]


def select(ctx: Context, action: SelectCards) -> None:
    s = ctx.state
    side = action.side
    pool = hand(s, side)
    s.hands[side] = tuple(c for c in pool if c in action.cards)
    s.decks[side] = tuple(c for c in pool if c not in action.cards)
    s.data["selecting"] = False
    ctx.log(T("{side:actor} takes {n:# logistics card|# logistics cards}", side=side,
              n=len(action.cards)), rule="6.1", as_act=True)  # the act's words, better


# -- 7.0 playing a card -----------------------------------------------------------------------


def play(ctx: Context, action: PlayCard) -> None:
    """7.0: a card is used for exactly one of its icons and is discarded at once. If the
    opponent owns a cancel card and holds any card, it may answer first (7.1)."""
    s, game = ctx.state, ctx.game
    side = action.side
    s.hands[side] = tuple(c for c in hand(s, side) if c != action.card)
    s.discards[side] = s.discards.get(side, ()) + (action.card,)
    entry = {"side": side, "card": action.card, "use": action.use, "target": action.target}
    s.pending = None
    enemy = game.enemy(side)
    if action.use != "cancel" and owns_icon(game, enemy, "cancel") and hand(s, enemy):
        s.pending = Decision("cancel", enemy,
                             T("Cancel {card}?", card=card(game, action.card).name),
                             {"play": entry})
        return
    EFFECTS[action.use](ctx, entry, False)


def cancel_answers(game: Game, state: GameState, p: Decision) -> list[Action]:
    side = p.side
    out: list[Action] = [PlayCard(side, c, "", "cancel") for c in in_hand(game, state, side, "cancel")]
    out.append(Choose(side, Opt.PASS))
    return out


def answer_cancel(ctx: Context, action: Action) -> None:
    """7.1 Hitler's Order: the card just played has no effect; it stays discarded."""
    s = ctx.state
    p = s.pending
    assert p is not None, "answered with no Hitler's Order question pending"
    play_entry = p.data["play"]
    s.pending = None
    if isinstance(action, PlayCard):
        side = action.side
        s.hands[side] = tuple(c for c in hand(s, side) if c != action.card)
        s.discards[side] = s.discards.get(side, ()) + (action.card,)
        ctx.log(T("{side:actor} plays {card}: {other} has no effect", side=side,
                  card=action.card, other=play_entry["card"]), rule="7.1")
        EFFECTS[play_entry["use"]](ctx, play_entry, True)
    else:
        EFFECTS[play_entry["use"]](ctx, play_entry, False)


# -- activate (7.1) -----------------------------------------------------------------------------


def activations(game: Game, state: GameState, side: str) -> list[PlayCard]:
    """7.1 Activate: one own worn unit turns active, wherever it is, supply or not."""
    cards = in_hand(game, state, side, "activate")
    if not cards:
        return []
    worn = [u for u in side_units(game, state, side) if is_worn(state, u)]
    return [PlayCard(side, c, u, "activate") for c in cards for u in worn]


def _activate(ctx: Context, play_entry: dict, cancelled: bool) -> None:
    from qtwargame.rules.blitzkrieg_moscow.units import recover

    if not cancelled and is_worn(ctx.state, play_entry["target"]):
        recover(ctx, play_entry["target"], "7.1")


EFFECTS["activate"] = _activate
