"""The sequence of play (5.0): a German then a Soviet player turn, each with logistics,
movement, combat, breakthrough and supply phases, for six turns; on turn 1 a Soviet
free-setup phase first when optional rule 15.1 is chosen."""

from __future__ import annotations

from collections.abc import Sequence

from qtwargame.engine.game import Context, Game
from qtwargame.engine.ruleset import PhaseSpec
from qtwargame.engine.state import GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.blitzkrieg_moscow import breakthrough, cards, rail, stacking, supply
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.units import PHASE_FLAGS
from qtwargame.rules.blitzkrieg_moscow.victory import victory_points

STEPS = ("logistics", "movement", "combat", "breakthrough", "supply")
RULES = {"logistics": "6.0", "movement": "10.0", "combat": "11.0", "breakthrough": "12.0",
         "supply": "13.0"}


def step_of(phase: str) -> str:
    """The kind of a phase id: ``german_combat`` -> ``combat``."""
    return phase.rsplit("_", 1)[-1]


def phases(game: Game) -> Sequence[PhaseSpec]:
    data = game.cache.data
    titles = {
        "logistics": lambda n: T("{side} logistics phase", side=n),
        "movement": lambda n: T("{side} movement phase", side=n),
        "combat": lambda n: T("{side} combat phase", side=n),
        "breakthrough": lambda n: T("{side} breakthrough phase", side=n),
        "supply": lambda n: T("{side} supply phase", side=n),
    }
    out = [PhaseSpec(f"{data.soviet}_setup", T("Soviet free setup"), data.soviet, rule="15.1")]
    for side in (data.german, data.soviet):
        for step in STEPS:
            # The side's id: the reader's renderer names it in the reader's language.
            out.append(PhaseSpec(f"{side}_{step}", titles[step](side), side,
                                 rule=RULES[step]))
    return out


def first_phase(game: Game) -> tuple[int, str]:
    data = game.cache.data
    if game.options.get("free_setup"):
        return 1, f"{data.soviet}_setup"
    return 1, f"{data.german}_logistics"


def next_phase(game: Game, state: GameState) -> tuple[int, str] | None:
    """5.0: the setup phase only ever comes first; after the Soviet supply phase the turn
    marker moves on, and after turn 6 the game ends."""
    ids = [p.id for p in phases(game) if step_of(p.id) != "setup"]
    if step_of(state.phase) == "setup":
        return state.turn, ids[0]
    i = ids.index(state.phase)
    if i + 1 < len(ids):
        return state.turn, ids[i + 1]
    if state.turn >= game.last_turn:
        return None
    return state.turn + 1, ids[0]


def enter_phase(ctx: Context) -> None:
    s, game = ctx.state, ctx.game
    s.weather = game.cache.weather.get(s.turn)
    s.data["acted"] = False
    if step_of(s.phase) == "logistics":
        s.data["free_rail_used"] = False
        rail.mark_evacuable(ctx)  # 15.2.2: who is in Odessa as the phase starts
        cards.open_selection(ctx)
    elif step_of(s.phase) == "supply":
        # 13.1: cut-off units surrender as the phase starts, before the phase's first
        # moment in which an activate icon may be played (7.1).
        supply.surrender(ctx)


def exit_phase(ctx: Context) -> None:
    s, game = ctx.state, ctx.game
    for uid, u in s.units.items():
        if u.flags & PHASE_FLAGS:
            s.units[uid] = u.__class__(hex=u.hex, step=u.step, status=u.status,
                                       flags=u.flags - PHASE_FLAGS)
    if step_of(s.phase) == "supply":
        supply.recovery(ctx)  # 13.3: at the end of the player turn
    s.data.pop("arriving", None)
    s.data.pop("evacuable", None)
    s.vp = victory_points(game, s)


def activation_window(game: Game, state: GameState) -> bool:
    """7.1: an activate icon is played at the start of an own phase, or at any moment of
    the own breakthrough phase. In the logistics phase the old hand is discarded at its
    very start (7.2), so there the new hand's cards may activate once chosen."""
    step = step_of(state.phase)
    if step == "breakthrough":
        return True
    if step == "logistics":
        return not state.data.get("selecting")
    if step == "setup":
        return False
    return not state.data.get("acted")


def skip_phase(game: Game, state: GameState) -> bool:
    step = step_of(state.phase)
    side = state.active
    if step == "setup":
        return not game.options.get("free_setup") or state.turn > 1
    if step == "breakthrough":
        return not breakthrough.plays(game, state, side) and not cards.activations(game, state, side)
    if step == "supply":
        return not cards.activations(game, state, side)
    return False


def skip_is_secret(state: GameState) -> bool:
    """The breakthrough and supply phases pass by themselves when the hand holds no card
    for them (5.0, 7.1, 12.0): the other side may not know the hand, so the pass reads as
    the player's own (``Ruleset.skip_is_secret``). The set-up's pass reads the options."""
    return step_of(state.phase) in ("breakthrough", "supply")


#: The questions a card in the hand may answer: a combat shift card (11.3.4), a reroll and
#: Hitler's Order (7.1). The rules ask them on public facts (the side owns such a card and
#: holds any); the hand decides whether there is more to answer than a pass.
CARD_QUESTIONS = frozenset({"combat_card", "reroll", "cancel"})


def choice_is_secret(state: GameState) -> bool:
    """Whether what the side to act may do depends on the cards in its hand
    (``Ruleset.choice_is_secret``): a card question, or any decision of its own phases but
    the set-up, where its cards' icons may be played (6.3 rail and rebuilds, 7.1 an
    activation at a phase's start or in the breakthrough phase, 12.0 tank actions). Not
    while the hand is being chosen (6.1: a number of cards of a number, both public) nor
    with no card in hand (how many cards a hand holds is public)."""
    side = state.to_act
    if not side or not state.hands.get(side):
        return False
    p = state.pending
    if p is not None:
        return p.kind in CARD_QUESTIONS
    step = step_of(state.phase)
    return step in STEPS and not (step == "logistics" and state.data.get("selecting"))


def blockers(game: Game, state: GameState) -> list[Msg]:
    step = step_of(state.phase)
    if step == "logistics":
        if state.data.get("selecting"):
            n = state.data.get("hand_size", 0)
            pool = len(state.hands.get(state.active, ()))
            return [T("Choose 1 card of your {m} first (6.1): click it in the Cards panel",
                      m=pool) if n == 1 else
                    T("Choose {n} cards of your {m} first (6.1): click them in the Cards panel",
                      n=n, m=pool)]
        if state.data.get("arriving"):
            return [T("Place the units arriving from the turn track first (6.2)")]
    if step == "movement":
        over = stacking.overstacked(game, state, state.active)
        if over:
            return [T("Over the stacking limit in {hex}: move or remove units (8.3)",
                      hex=game.label(over[0]))]
    return []

