"""How a dice-bucket ruleset checks a move or a retreat by any legal path and explains the
refusals both games give in the same words (DR 6.1/6.6, 7.23, 11.7; RV 6.2/6.6, 8.63-8.65,
12.1).

A game's ruleset mixes :class:`PathChecks` in before ``Ruleset`` (next to
``SnapQuestions``, whose ``snapshot(game, state)`` it uses) and names its own parts:
``moved_rule`` (the rule a second move in one movement phase breaks), ``move_is_legal(snap,
move)``, ``phase_mode(state)`` (``"exploit"`` in an exploitation phase, something else
true in a movement phase, None otherwise), ``procedure`` (its combat ``Procedure``, which
knows the legal retreats) and ``air_refusal(snap, plan)`` (why no further air point may
join the attack being declared)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from qtwargame.engine.actions import Action, Choose, Move, Opt, Retreat
from qtwargame.engine.checks import missing_step_value
from qtwargame.engine.refusal import already_moved
from qtwargame.engine.ruleset import Problem
from qtwargame.engine.state import ON_MAP
from qtwargame.engine.text import Msg

if TYPE_CHECKING:
    from qtwargame.engine.game import Game
    from qtwargame.engine.ruleset import IllegalAction
    from qtwargame.engine.state import GameState

#: The decisions in which a retreat may take any legal path.
_RETREATING = ("losses", "retreat", "advance")


class PathChecks:
    moved_rule: ClassVar[str]
    procedure: ClassVar[Any]

    if TYPE_CHECKING:  # the parts the game's ruleset names (and Ruleset's refusal)
        def snapshot(self, game, state) -> Any: ...
        def move_is_legal(self, snap, move: Move) -> bool: ...
        def phase_mode(self, state) -> str | None: ...
        def air_refusal(self, snap, plan: dict) -> tuple[str, Msg] | None: ...
        def refusal(self, game: Game, state: GameState, action: Action) -> IllegalAction: ...

    def exploit_refusal(self, snap, uid: str) -> tuple[str, Msg] | None:
        """Why ``uid`` makes no exploitation move here, with the rule (Defiant Russia names
        its own: 6.6, 8.3); None keeps the engine's words."""
        return None

    def check_path(self, game, state, action: Action) -> bool:
        """A move (no decision pending) or a retreat (while a combat asks for one) is checked
        by its own path, not by membership in the listed actions: True when ``action`` is
        one and legal, the refusal raised when it is one and illegal, False for any other
        action."""
        if isinstance(action, Move) and state.pending is None:
            if action.side != state.active or not self.move_is_legal(self.snapshot(game, state), action):
                raise self.refusal(game, state, action)
            return True
        if isinstance(action, Retreat) and state.pending is not None and state.pending.kind in _RETREATING:
            if self.procedure.retreat_allowed(self.snapshot(game, state), action):
                return True
            raise self.refusal(game, state, action)
        return False

    def explain_refusal(self, game, state, action: Action) -> tuple[str, Msg] | None:
        """A unit moves once in a movement phase (``moved_rule``) and once in an
        exploitation phase (6.6 in both games); a unit that makes no exploitation move
        says why where the game's ``exploit_refusal`` tells (Defiant Russia: its kind,
        the weather); an air point refused says why."""
        p = state.pending
        if isinstance(action, Move) and p is None and action.side == state.active:
            mode = self.phase_mode(state)
            u = state.units.get(action.unit)
            flag = "exploited" if mode == "exploit" else "moved"
            if mode is not None and u is not None and u.status == ON_MAP and flag in u.flags:
                return ("6.6" if mode == "exploit" else self.moved_rule), already_moved(action.unit)
            if (mode == "exploit" and u is not None and u.status == ON_MAP
                    and game.side_of(state, action.unit) == action.side):
                found = self.exploit_refusal(self.snapshot(game, state), action.unit)
                if found is not None:
                    return found
        if (isinstance(action, Choose) and action.option == Opt.AIR and p is not None
                and p.kind == "attack" and action.side == p.side):
            return self.air_refusal(self.snapshot(game, state), p.data)
        return None


def step_problems(scenario) -> list[Problem]:
    """A scenario's units whose steps lack a strength or a movement allowance (the two
    values of a counter's side both games read), as validation problems, unit by unit."""
    out: list[Problem] = []
    for i, u in enumerate(scenario.units):
        for j, step in enumerate(u.steps):
            for key in ("strength", "movement"):
                if key not in step:
                    out.append(Problem.of(f"$.units[{i}].steps[{j}]", missing_step_value(j, key)))
    return out
