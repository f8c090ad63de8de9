"""The legal actions of one state, sorted the way the board's tools ask for them.

``game.legal_actions`` is the one source of truth for what may be done. The tools ask it
questions by unit, by hex and by kind; this index answers them without scanning the list
again for every mouse move.

A pick-up asks about one unit only. When the controller has not listed the state's actions
yet, :func:`unit_index` answers from ``game.legal_actions_for(state, unit=...)`` (the same
actions, filtered, which the rulesets answer without listing the whole phase), so the first
pick-up of a phase never waits for thousands of other units' moves.
"""

from __future__ import annotations

from collections import defaultdict

from qtwargame.engine.actions import (
    Action,
    Advance,
    Attack,
    Choose,
    EndPhase,
    Move,
    Place,
    PlayCard,
    Remove,
    Retreat,
    SelectCards,
    TakeLoss,
)
from qtwargame.engine.hexgrid import Hex

#: Kinds the board, the panels and the decision panel know how to offer.
KNOWN_KINDS = (EndPhase, Move, Place, Attack, Choose, TakeLoss, Retreat, Advance, PlayCard,
               SelectCards, Remove)


class LegalIndex:
    def __init__(self, actions: list[Action]) -> None:
        self.actions = actions
        self.moves: dict[str, list[Move]] = defaultdict(list)
        self.places: dict[str, list[Place]] = defaultdict(list)
        self.attacks: list[Attack] = []
        self.retreats: dict[str, list[Retreat]] = defaultdict(list)
        self.advances: dict[str, list[Advance]] = defaultdict(list)
        self.losses: list[TakeLoss] = []
        self.removals: list[Remove] = []
        self.cards: dict[str, list[PlayCard]] = defaultdict(list)
        self.selections: list[SelectCards] = []
        self.choices: list[Choose] = []
        self.end_phase: EndPhase | None = None
        self.others: list[Action] = []
        for a in actions:
            if isinstance(a, Move):
                self.moves[a.unit].append(a)
            elif isinstance(a, Place):
                self.places[a.unit].append(a)
            elif isinstance(a, Attack):
                self.attacks.append(a)
            elif isinstance(a, Retreat):
                self.retreats[a.unit].append(a)
            elif isinstance(a, Advance):
                self.advances[a.unit].append(a)
            elif isinstance(a, TakeLoss):
                self.losses.append(a)
            elif isinstance(a, Remove):
                self.removals.append(a)
            elif isinstance(a, PlayCard):
                self.cards[a.card].append(a)
            elif isinstance(a, SelectCards):
                self.selections.append(a)
            elif isinstance(a, Choose):
                self.choices.append(a)
            elif isinstance(a, EndPhase):
                self.end_phase = a
            else:
                self.others.append(a)

    # -- movement ------------------------------------------------------------------------
    def move_modes(self, unit: str) -> list[str]:
        """The movement modes ``unit`` may use now, ``normal`` first."""
        modes = sorted({m.mode for m in self.moves.get(unit, ())}, key=lambda m: (m != "normal", m))
        return modes

    def destinations(self, unit: str, mode: str) -> dict[Hex, Move]:
        """Hex -> the shortest legal move of ``unit`` in ``mode`` that ends there."""
        out: dict[Hex, Move] = {}
        for m in self.moves.get(unit, ()):
            if m.mode == mode and (m.to not in out or len(m.path) < len(out[m.to].path)):
                out[m.to] = m
        return out

    # -- combat ---------------------------------------------------------------------------
    def attack_targets(self) -> set[Hex]:
        return {a.target for a in self.attacks}

    def attackers_of(self, target: Hex) -> set[str]:
        return {u for a in self.attacks if a.target == target for u in a.attackers}

    def eligible_attackers(self) -> set[str]:
        return {u for a in self.attacks for u in a.attackers}

    def attack(self, attackers: set[str], target: Hex) -> Attack | None:
        for a in self.attacks:
            if a.target == target and set(a.attackers) == attackers:
                return a
        return None

    def largest_attack(self, target: Hex) -> Attack | None:
        best = None
        for a in self.attacks:
            if a.target == target and (best is None or len(a.attackers) > len(best.attackers)):
                best = a
        return best

    # -- what the phase offers --------------------------------------------------------------
    def unit_choices(self) -> dict[str, list[Action]]:
        """Units a click on the board answers a decision for: losses, removals, advances."""
        out: dict[str, list[Action]] = defaultdict(list)
        for loss in self.losses:
            out[loss.unit].append(loss)
        for removal in self.removals:
            out[removal.unit].append(removal)
        for unit, advances in self.advances.items():
            out[unit].extend(advances)
        return out

    def kinds(self) -> set[str]:
        return {a.kind for a in self.actions}

    def unknown(self) -> list[Action]:
        """Actions of kinds no panel or tool offers: the generic chooser lists them."""
        return [a for a in self.actions if not isinstance(a, KNOWN_KINDS)]


def ready_index(controller) -> LegalIndex | None:
    """The controller's index of the current state's legal actions if it has built it
    already, else None (building it lists the whole phase)."""
    cached = getattr(controller, "_legal", None)
    if cached is not None and cached[0] is controller.state:
        return cached[1]
    return None


_UNIT_INDEXES: dict[str, tuple[object, LegalIndex]] = {}


def unit_index(controller, unit: str) -> LegalIndex:
    """The legal actions naming ``unit`` in the controller's current state, indexed: the
    controller's whole index when it is built, else the unit's own actions (kept per state
    and unit for the rest of the gesture)."""
    full = ready_index(controller)
    if full is not None:
        return full
    state = controller.state
    hit = _UNIT_INDEXES.get(unit)
    if hit is not None and hit[0] is state:
        return hit[1]
    if len(_UNIT_INDEXES) > 64 or any(s is not state for s, _ in _UNIT_INDEXES.values()):
        _UNIT_INDEXES.clear()
    index = LegalIndex(controller.game.legal_actions_for(state, unit=unit))
    _UNIT_INDEXES[unit] = (state, index)
    return index
