"""What the status panel shows a Blitzkrieg to Moscow 2 player (issue 10, item 7): how many
logistics cards the side takes this turn (6.1, 15.3) and holds now, how many the opponent
holds (the count is public, the cards are not), the Soviet free rail move (6.3) and the
tanks still to act on the tank-action card being played (12.1-12.3).

Read from the side's view of the state: the opponent's hand is only a count there.
"""

from __future__ import annotations

from qtwargame.engine.ruleset import StatusItem
from qtwargame.rules.blitzkrieg_moscow import cards
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.rail import free_rail_available
from qtwargame.rules.blitzkrieg_moscow.sequence import step_of


def status(game, state, side: str) -> list[StatusItem]:
    """The status items of ``side`` (6.1, 6.3, 7.2, 12.1-12.3, 15.3)."""
    if step_of(state.phase) == "setup":
        return []
    data = game.cache.data
    enemy = game.enemy(side)
    n = cards.hand_size(game, state, side)
    detail = T("6.1: chosen from the six cards at the start of your logistics phase; "
               "unused cards are discarded then (7.2)")
    if game.options.get("moscow") and side == data.soviet:
        detail = T("6.1: chosen from the six cards at the start of your logistics phase; "
                   "one fewer while the Germans hold Moscow (15.3)")
    out = [StatusItem(T("Cards per turn"), n, detail)]
    selecting = state.data.get("selecting") and state.active == side
    if selecting:
        out.append(StatusItem(T("Cards in hand"), T("choosing {n} of {m}", n=n,
                                                     m=len(cards.hand(state, side))),
                              T("6.1: pick the cards for this turn")))
    else:
        out.append(StatusItem(T("Cards in hand"), len(cards.hand(state, side))))
    out.append(StatusItem(T("Cards in the opponent's hand"), len(cards.hand(state, enemy)),
                          T("7.1: a cancel card can answer any card you play while the "
                            "opponent holds a card")))
    if side == data.soviet and state.active == side and step_of(state.phase) == "logistics":
        free = free_rail_available(game, state, side)
        out.append(StatusItem(T("Free rail move"), T("available") if free else T("used"),
                              T("6.3: one rail move a logistics phase without a card")))
    ta = state.data.get("tank_action")
    if ta is not None and state.active == side:
        left = max(int(ta.get("count", 1)) - len(ta.get("acted", [])), 0)
        out.append(StatusItem(T("Tanks still to act on this card"), left,
                              T("12.1-12.3: each tank moves or attacks once")))
    return out
