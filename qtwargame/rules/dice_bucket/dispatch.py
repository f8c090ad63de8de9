"""How a dice-bucket ruleset applies an action: the dispatch both games share, with the
declaration of an attack and the combat procedure's questions handled here (DR 7.1-7.3,
RV 8.4-8.7) and every other action or answer handed to the game.

A game's ruleset mixes :class:`CombatDispatch` in before ``Ruleset`` (next to
``PathChecks``, whose ``procedure`` it uses) and names its own parts:

- ``attack_prompt``: the prompt of the declaration in progress, in its own ``Texts``;
- ``builder_answers(snap, plan)`` and ``extend_plan(game, plan, answer)``: its declaration
  builder (``dice_bucket.declare`` with its hooks);
- ``resolve_attack(ctx, plan)``: the declaration complete, roll (RV first asks the Axis
  about the Baltic fleet, 12.22);
- ``apply_move(ctx, move)``, ``apply_other(ctx, action)`` (every other action),
  ``answer_other(ctx, pending, action)`` (every other decision's answer) and
  ``after_action(ctx)`` (what runs after any action: the waiting procedures, automatic
  victory, the score);
- ``phase_flags``: phase kind -> the unit flags cleared when such a phase ends.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, ClassVar

from qtwargame.engine.actions import Action, Attack, Choose, Move, Opt
from qtwargame.engine.state import Decision
from qtwargame.rules.dice_bucket.snapshot import keep_snap

if TYPE_CHECKING:
    from qtwargame.engine.game import Context
    from qtwargame.engine.text import Msg

#: The decisions the combat procedure asks after the roll (DR 7.2-7.3, RV 8.5-8.7).
COMBAT_KINDS = ("losses", "retreat", "advance")


class CombatDispatch:
    procedure: ClassVar[Any]
    attack_prompt: ClassVar[Msg]
    phase_flags: ClassVar[dict[str, frozenset[str]]]

    if TYPE_CHECKING:  # the parts the game's ruleset names
        def builder_answers(self, snap: Any, plan: dict) -> list[Choose]: ...
        def extend_plan(self, game: Any, plan: dict, answer: Choose) -> dict: ...
        def resolve_attack(self, ctx: Context, plan: dict) -> None: ...
        def apply_move(self, ctx: Context, move: Move) -> None: ...
        def apply_other(self, ctx: Context, action: Action) -> None: ...
        def answer_other(self, ctx: Context, pending: Decision, action: Action) -> None: ...
        def after_action(self, ctx: Context) -> None: ...

    def hand_out_asked(self, ctx: Context) -> None:
        """For the end of ``after_action``: a combat decision (``COMBAT_KINDS``) just asked
        is asked only by the procedure, with a snapshot of the state made just before;
        where nothing a snapshot reads changed since (a game's ``after_action`` writes only
        the points after it), the state is handed out with that snapshot, its legal answers
        already in it, and its next questions need no new one."""
        s = ctx.state
        if s.pending is not None and s.pending.kind in COMBAT_KINDS:
            asked = self.procedure.asked_with(ctx.game, s)
            if asked is not None:
                keep_snap(asked)

    def apply(self, ctx: Context, action: Action) -> None:
        s = ctx.state
        s.data.pop("fresh", None)  # skip_phase looks only at phases just begun
        p = s.pending
        if p is not None:
            if not self.answer_combat(ctx, p, action):
                self.answer_other(ctx, p, action)
        elif isinstance(action, Move):
            self.apply_move(ctx, action)
        elif isinstance(action, Attack):
            s.pending = Decision("attack", action.side, self.attack_prompt,
                                 {"attackers": list(action.attackers),
                                  "targets": [ctx.game.label(action.target)], "air": 0})
        else:
            self.apply_other(ctx, action)
        self.after_action(ctx)

    def combat_answers(self, snap: Any, p: Decision) -> list[Action] | None:
        """The legal answers while an attack is declared or the procedure asks (None for
        the game's other decisions)."""
        if p.kind == "attack":
            return list(self.builder_answers(snap, p.data))
        if p.kind in COMBAT_KINDS:
            return list(self.procedure.answers(snap))
        return None

    def answer_combat(self, ctx: Context, p: Decision, action: Action) -> bool:
        """An answer to the declaration (another unit, hex or support, or resolve) or to
        the procedure's question; False for the game's other decisions."""
        s = ctx.state
        if p.kind == "attack":
            assert isinstance(action, Choose)  # the builder's answers are all Choose
            s.pending = None
            if action.option == Opt.RESOLVE:
                self.resolve_attack(ctx, p.data)
            else:
                s.pending = Decision(p.kind, p.side, p.prompt, self.extend_plan(ctx.game, p.data, action))
            return True
        if p.kind in COMBAT_KINDS:
            s.pending = None
            self.procedure.apply_answer(ctx, action)
            return True
        return False

    def clear_phase_flags(self, ctx: Context, kind: str) -> None:
        """The flags a phase of ``kind`` set on units (moved, attacked...), cleared as it ends."""
        clear = self.phase_flags.get(kind)
        if clear:
            s = ctx.state
            for uid, u in list(s.units.items()):
                if u.flags & clear:
                    s.units[uid] = u.__class__(u.hex, u.step, u.status, u.flags - clear)


def attack_on_board(snap: Any, attack: Attack) -> bool:
    """Whether a previewed attack names attackers, all on the map, and only hexes of the map."""
    t = snap.t
    return bool(attack.attackers) and all(h in t.idx for h in attack.targets) \
        and all(a in snap.pos for a in attack.attackers)
