"""What the player must do next while a hand of cards is chosen (``SelectCards``:
Blitzkrieg to Moscow 2, 6.1), counted from the cards picked in the Cards panel and not yet
confirmed.

The rules see only the hand offered and its size, so their reason the phase cannot end
("Choose 5 cards of your 6 first") stayed on the phase bar after the five were picked
(session 97 by hand). The window sees the panel's picks: the phase bar's instruction, its
line of what stops the phase and End Phase's refusal say how many more to pick, to put back,
or that Confirm selection is what is left.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from qtwargame.engine.text import format_text

translate = QCoreApplication.translate


def keep_size(selections) -> int | None:
    """How many cards the hand keeps (every legal ``SelectCards`` holding as many), or None
    where the rules offer hands of several sizes."""
    sizes = {len(a.cards) for a in selections}
    return sizes.pop() if len(sizes) == 1 else None


def choice_hint(size: int | None, picked: int) -> str:
    """The phase bar's instruction while a hand of ``size`` cards is chosen (None: of no
    one size) with ``picked`` cards picked in the Cards panel."""
    if size is None:
        return translate("CardChoice",
                         "Choose the cards to keep: click them in the Cards panel, then click "
                         "Confirm selection.")
    if size == 0:
        if picked:
            return format_text(translate(
                "CardChoice",
                "No card is kept this turn: click {n:the chosen card|each of the # chosen "
                "cards} again to put it back, then click Confirm selection."), n=picked)
        return translate("CardChoice",
                         "No card is kept this turn: click Confirm selection in the Cards panel.")
    if picked == 0:
        if size == 1:
            return translate("CardChoice",
                             "Choose 1 card to keep: click it in the Cards panel, then click "
                             "Confirm selection.")
        return format_text(translate(
            "CardChoice",
            "Choose {n} cards to keep: click them in the Cards panel, then click Confirm "
            "selection."), n=size)
    if picked < size:
        return format_text(translate(
            "CardChoice",
            "{picked} of {n} cards chosen: click {more:# more card|# more cards} in the Cards "
            "panel, then click Confirm selection."), picked=picked, n=size, more=size - picked)
    if picked == size:
        return format_text(translate(
            "CardChoice",
            "{n:# card|# cards} chosen: click Confirm selection, or click a card again to put "
            "it back."), n=size)
    return format_text(translate(
        "CardChoice",
        "{picked} cards chosen, but {n:only # is|only # are} kept: click a chosen card to put "
        "it back ({extra:# too many|# too many})."), picked=picked, n=size, extra=picked - size)


def choice_blocker(size: int | None, picked: int) -> str:
    """What stops the phase from ending, in place of the rules' "choose the cards first",
    once cards are picked; "" while none is (the rules' words stand)."""
    if size is None or (picked == 0 and size > 0):
        return ""
    if picked < size:
        return format_text(translate(
            "CardChoice",
            "Choose {more:# more card|# more cards} in the Cards panel, then click Confirm "
            "selection"), more=size - picked)
    if picked == size:
        return format_text(translate(
            "CardChoice",
            "Confirm the {n:chosen card|# chosen cards} first: click Confirm selection in the "
            "Cards panel"), n=size)
    return format_text(translate(
        "CardChoice",
        "Put back {extra:# chosen card|# chosen cards} first: only {n:# card is|# cards are} "
        "kept"), extra=picked - size, n=size)
