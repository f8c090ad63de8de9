"""A game (the fixed description loaded from a scenario) and the apply loop.

``Game`` holds what never changes during play: the scenario, its compiled board, the unit
definitions, the ruleset and the options chosen when the game started. States come and go;
``game.apply(state, action)`` returns the next state and the log entries it produced,
including the automatic steps of every phase it passed through.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from qtwargame.engine.actions import Action, Attack, Choose, EndPhase, Opt, decode_action, encode_action
from qtwargame.engine.board import Board
from qtwargame.engine.dice import KEYED, SPLITMIX64, DiceState, check_seed, new_seed
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.pieces import UnitDef, unit_defs_from
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.ruleset import (
    Choice,
    CombatPreview,
    IllegalAction,
    PhaseSpec,
    Ruleset,
    get_ruleset,
    offered_options,
)
from qtwargame.engine.state import ControlMap, GameState, Result, UnitState, state_hash
from qtwargame.engine.text import Msg, emsg

#: Safety net against a ruleset whose phases never stop passing by themselves.
_MAX_AUTOMATIC_PHASES = 1000


@dataclass(frozen=True)
class Roll:
    """Dice rolled. A ``secret`` roll decides something nobody may see yet (a face-down
    leader's ability): its values are never shown and never leave the true state."""

    values: tuple[int, ...]
    sides: int
    purpose: Msg
    rule: str
    secret: bool = False

    @property
    def shown(self) -> tuple[int, ...]:
        """The values a reader may see: none for a secret roll."""
        return () if self.secret else self.values


@dataclass(frozen=True)
class LogEntry:
    """One line of the game log: a player's action or an automatic step."""

    seq: int
    turn: int
    phase: str
    side: str | None
    text: Msg
    rule: str = ""
    automatic: bool = False
    rolls: tuple[Roll, ...] = ()
    #: The only side that may read this line (None: both).
    private_to: str | None = None
    #: The combat this line reports, as data.
    combat: CombatRecord | None = None

    def visible_to(self, side: str | None) -> bool:
        """May ``side`` (None: a neutral observer) read this line?"""
        return self.private_to is None or self.private_to == side

    def for_side(self, side: str | None) -> LogEntry | None:
        """This line as ``side`` may see it: None when private to another side; secret
        rolls without their values."""
        if not self.visible_to(side):
            return None
        if any(r.secret for r in self.rolls):
            rolls = tuple(Roll((), r.sides, r.purpose, r.rule, True) if r.secret else r
                          for r in self.rolls)
            return LogEntry(self.seq, self.turn, self.phase, self.side, self.text, self.rule,
                            self.automatic, rolls, self.private_to, self.combat)
        return self

    def to_json(self, label: Callable[[Hex], str] | None = None) -> dict[str, Any]:
        out = {
            "seq": self.seq,
            "turn": self.turn,
            "phase": self.phase,
            "side": self.side,
            "text": self.text.to_json(),
            "rule": self.rule,
            "automatic": self.automatic,
            "rolls": [
                {"values": list(r.shown), "sides": r.sides, "purpose": r.purpose.to_json(),
                 "rule": r.rule, **({"secret": True} if r.secret else {})}
                for r in self.rolls
            ],
        }
        if self.private_to is not None:
            out["private_to"] = self.private_to
        if self.combat is not None:
            out["combat"] = self.combat.to_json(label or str)
        return out


@dataclass
class Context:
    """What a ruleset works on while it applies an action: a private copy of the state,
    the dice, and the log lines being written."""

    game: Game
    state: GameState
    entries: list[LogEntry] = field(default_factory=list)
    _rolls: list[Roll] = field(default_factory=list)
    _combat: CombatRecord | None = None
    #: The player's act, the action's first line (``Game.apply``), while it still says it
    #: in its own words: a line that takes its place (``as_act``, :meth:`stand_for_act`)
    #: ends it, so a later line cannot take that line's place in turn.
    _act: LogEntry | None = None
    #: Where phases passed by themselves whose emptiness is a side's secret
    #: (``Ruleset.skip_is_secret``): how many lines stood before each pass and the state
    #: then. None: not recorded (``Game.secret_passes`` records them).
    pauses: list[tuple[int, GameState]] | None = None

    def roll(self, count: int = 1, sides: int = 6, purpose: Msg | None = None,
             rule: str = "", secret: bool = False) -> tuple[int, ...]:
        """Roll ``count`` dice from the state's generator; the roll is logged. A
        ``secret`` roll is logged without its values (keep what it decides in
        ``state.secret``)."""
        dice = self.state.dice
        for v in dice.script[:count]:
            if not 1 <= v <= sides:  # typed in or saved: a value this die does not have
                raise IllegalAction(rule, emsg("The typed-in die {value} is not a face of the "
                                               "d{sides} this roll needs.", value=v, sides=sides))
        values, self.state.dice = dice.roll(count, sides)
        self._rolls.append(Roll(values, sides, purpose or emsg("dice"), rule, secret))
        return values

    def reveal(self) -> None:
        """Mark this action as revealing a secret to both sides, so it can't be undone.
        (Any change of ``state.secret`` is such a barrier; this counts reveals there
        for rules whose reveal leaves the rest of the secret as it was.)"""
        secret = self.state.secret
        secret["reveals"] = int(secret.get("reveals", 0)) + 1

    def record_combat(self, record: CombatRecord, on_last_line: bool = False) -> None:
        """Attach ``record`` to the next log line (one is written at the end of the action
        if none follows), or with ``on_last_line`` to the line just written (the line that
        reported the dice), when there is one."""
        if on_last_line and self.entries and self.entries[-1].combat is None:
            self.entries[-1] = dataclasses.replace(self.entries[-1], combat=record)
            return
        self._combat = record

    def log(self, text: Msg, rule: str = "", side: str | None = None,
            automatic: bool = True, private_to: str | None = None,
            as_act: bool = False, said_by_act: bool = False) -> None:
        """Write a log line. Dice rolled since the previous line are attached to it, and
        the combat record given since, if any. ``private_to`` keeps the line from the
        other sides (what one side looks at in its own hand, say).

        Where the line repeats the player's act the engine wrote first for the action
        being applied, it is not written twice: with ``as_act`` it says the act better
        than the act's own words (how far a retreat taken instead of losses went) and
        takes its place; with ``said_by_act`` the act already says it ("The Soviet player
        rebuilds 4th Mechanized Corps at 0110": "4th Mechanized Corps is rebuilt") and
        only the rule is added to the act's line. Where there is no such act (an
        automatic step, a line after others), the line is written as any other."""
        s = self.state
        if ((as_act or said_by_act) and self._act_alone()
                and not self._rolls and self._combat is None and private_to is None):
            act = self.entries[0]
            self.entries[0] = dataclasses.replace(
                act, text=self._printable(text) if as_act else act.text, rule=rule or act.rule)
            self._act = None if as_act else self.entries[0]
            return
        self.entries.append(
            LogEntry(s.seq, s.turn, s.phase, side, self._printable(text), rule, automatic,
                     tuple(self._rolls), private_to, self._combat)
        )
        self._rolls.clear()
        self._combat = None

    def stand_for_act(self) -> None:
        """The one line written since the player's act says what the act did ("8th Tank
        Corps is reduced" after "The Soviet player assigns a loss to 8th Tank Corps"): it
        takes the act's place, its rule with it. Nothing changes unless the entries are
        exactly the act and that line, both public and with no dice or combat record (a
        line of rolls, or a second line, says more than the act)."""
        if (len(self.entries) != 2 or self.entries[0] is not self._act or self._rolls
                or self._combat is not None):
            return
        act, line = self.entries
        if (act.automatic or act.rolls or line.rolls or line.combat is not None
                or act.private_to is not None or line.private_to is not None):
            return
        self.entries[:] = [dataclasses.replace(act, text=line.text, rule=line.rule or act.rule)]
        self._act = None

    def write_act(self, text: Msg, side: str) -> None:
        """Write the player's act, the first line of the action being applied: the line
        that ``as_act``, ``said_by_act`` and :meth:`stand_for_act` may fold into."""
        self.log(text, side=side, automatic=False)
        self._act = self.entries[-1]

    def _act_alone(self) -> bool:
        """The act is the only line so far, still in its own words (or with only a rule
        added), with no dice on it."""
        act = self._act
        return (act is not None and len(self.entries) == 1 and self.entries[0] is act
                and not act.automatic and not act.rolls)

    def _printable(self, text: Msg) -> Msg:
        """Hexes in message parameters become printed hex numbers."""
        label = self.game.label
        params = {}
        changed = False
        for k, v in text.params.items():
            if isinstance(v, Hex):
                v, changed = label(v), True
            elif isinstance(v, Msg):
                nv = self._printable(v)
                changed = changed or nv is not v
                v = nv
            elif isinstance(v, tuple) and any(isinstance(x, Hex | Msg) for x in v):
                v = type(v)(label(x) if isinstance(x, Hex) else
                            self._printable(x) if isinstance(x, Msg) else x for x in v)
                changed = True
            params[k] = v
        return Msg(text.context, text.text, params) if changed else text

    def flush(self, side: str | None) -> None:
        """Write the dice rolled and the combat recorded since the last line, if any, on a
        line of their own that says in words what the dice were for (issue 48, item 17: it
        read a bare "dice")."""
        if not self._rolls and self._combat is None:
            return
        purposes: list[Msg] = []
        for r in self._rolls:
            if r.purpose is not None and r.purpose.text != "dice" and r.purpose not in purposes:
                purposes.append(r.purpose)
        rule = next((r.rule for r in self._rolls if r.rule), "")
        if purposes:
            text = emsg("Dice rolled for: {what}.", what=tuple(purposes))
        else:
            text = emsg("Dice rolled.") if self._rolls else emsg("Combat resolved.")
        self.log(text, rule=rule, side=side)


class Game:
    """A scenario made ready to play with a ruleset and the chosen options."""

    def __init__(self, scenario: Any, options: Mapping[str, Any] | None = None,
                 ruleset: Ruleset | None = None, revision: int | None = None) -> None:
        self.scenario = scenario
        self.ruleset = ruleset or get_ruleset(scenario.ruleset)
        #: The revision of the ruleset's behaviour this game plays (``Ruleset.revision``):
        #: the current one for a new game, the one a save recorded for a saved game (0 for
        #: a save written before revisions were recorded). Fixed for the game's life, as
        #: the options are; a game made from this one (a computer player's seat) keeps it.
        self.revision: int = self.ruleset.revision if revision is None else revision
        if not 0 <= self.revision <= self.ruleset.revision:
            raise ValueError(f"revision {self.revision} of ruleset {self.ruleset.id} is not "
                             f"one of 0 to {self.ruleset.revision}")
        self.board = Board(scenario.map)
        self.units: dict[str, UnitDef] = unit_defs_from(scenario)
        self.sides: list[str] = [s.id for s in scenario.sides]
        self.last_turn: int = max(t.number for t in scenario.turns)
        chosen = {k: o.default for k, o in offered_options(scenario, self.ruleset).items()}
        for key, value in (options or {}).items():
            if key not in chosen:
                raise KeyError(f"unknown option {key!r} for ruleset {self.ruleset.id}")
            chosen[key] = value
        self.options: dict[str, Any] = chosen
        self.cache = self.ruleset.prepare(self)
        self._phases = {p.id: p for p in self.ruleset.phases(self)}

    # -- convenience ---------------------------------------------------------------------
    def label(self, h: Hex) -> str:
        return self.board.label(h)

    def hex(self, label: str) -> Hex:
        return self.board.hex(label)

    def phase(self, phase_id: str) -> PhaseSpec:
        return self._phases[phase_id]

    def enemy(self, side: str) -> str:
        others = [s for s in self.sides if s != side]
        return others[0]

    def encode(self, action: Action) -> dict[str, Any]:
        return encode_action(action, self.label)

    def decode(self, data: dict[str, Any]) -> Action:
        return decode_action(data, self.board.grid.parse)

    def hash(self, state: GameState) -> str:
        return state_hash(state, self.board.labeller())

    # -- questions the UI and bots ask -----------------------------------------------------
    def side_of(self, state: GameState, uid: str) -> str:
        """The side ``uid`` fights for now (units may change side: RV 11.3)."""
        return self.ruleset.unit_side(self, state, uid)

    def describe(self, action: Action) -> Msg:
        """What ``action`` does, in words, for the log and for buttons."""
        return self.ruleset.describe_action(self, action) or action.describe()

    def describe_in(self, state: GameState, action: Action) -> Msg:
        """What ``action`` does when taken in ``state``, for the log: a pass says what it
        declines (``Ruleset.describe_answer``); an air point added to an attack being
        declared says how many the attack has now (session 85: three air points read as
        three identical lines); anything else reads as :meth:`describe`."""
        own = self.ruleset.describe_answer(self, state, action)
        if own is not None:
            return own
        if isinstance(action, Choose) and action.option == Opt.AIR:
            whole = self.declaration_in_progress(state)
            # (the attacker's own attack: not the other side's air unit in a defence, which
            # Shin Barbarossa asks about while the attack it answers is shown, 14.1)
            if whole is not None and whole.side == action.side:
                n = max(action.count, 1)
                return emsg("{side:actor} adds {n:# air point|# air points} to the attack "
                            "({total} in all)", side=action.side, n=n, total=whole.air + n)
        return self.describe(action)

    def choices(self, state: GameState) -> list[Choice]:
        """Each legal answer of the pending decision, described: its label, the units and
        hexes it concerns (for the board), and its consequence where it matters."""
        if state.pending is None or state.result is not None:
            return []
        return [self.ruleset.describe_choice(self, state, a)
                for a in self.legal_actions(state)]

    def legal_actions_for(self, state: GameState, unit: str | None = None,
                          hex: Hex | None = None) -> list[Action]:
        """The legal actions that name ``unit`` (and/or ``hex``), without the whole phase's
        list where the ruleset can answer faster. Equal to the full list filtered."""
        if state.result is not None:
            return []
        return list(self.ruleset.legal_actions_for(self, state, unit, hex))

    def declaration_steps(self, state: GameState, attack: Attack) -> list[Action]:
        """The legal actions that declare ``attack`` whole, in order (one, for rules whose
        legal actions list whole declarations)."""
        return list(self.ruleset.declaration_steps(self, state, attack))

    def preview(self, state: GameState, attack: Attack) -> CombatPreview | None:
        """The odds or expected hits of a whole declaration, before it is resolved."""
        return self.ruleset.preview(self, state, attack)

    def declaration_in_progress(self, state: GameState) -> Attack | None:
        """The attack being declared step by step, as a whole, or None."""
        return self.ruleset.declaration_in_progress(self, state)

    def declared_combats(self, state: GameState) -> list[Attack]:
        """The combats declared and still to be resolved, in order (``Ruleset.declared_combats``)."""
        return self.ruleset.declared_combats(self, state)

    def prompt(self, state: GameState) -> Msg | None:
        """What the pending decision asks, in words (None when nothing is pending)."""
        return self.ruleset.decision_prompt(self, state)

    def pass_answer(self, state: GameState) -> Action | None:
        """The answer that declines the pending reaction, if it is one."""
        if not state.reaction_pending:
            return None
        return self.ruleset.pass_answer(self, state)

    # -- life cycle ----------------------------------------------------------------------
    def new_state(self, seed: int | None = None, dice_script: tuple[int, ...] = (),
                  generator: str = SPLITMIX64) -> tuple[GameState, list[LogEntry]]:
        """The state at the start of the game and the log of its automatic steps.

        Without a ``seed`` the game is a new one for people: a 256-bit seed from the
        operating system and the keyed generator, so no one can foretell its dice. A seed
        given (tests, tools, a game reproduced) draws with ``generator``: SplitMix64 unless
        told otherwise, the generator of every game saved before the keyed one."""
        if seed is None:
            seed, generator = new_seed(), KEYED
        problem = check_seed(seed, generator)
        if problem is not None:
            raise ValueError(problem)
        turn, phase = self.ruleset.first_phase(self)
        spec = self._phases[phase]
        state = GameState(
            turn=turn,
            phase=phase,
            active=spec.side or self.sides[0],
            weather=None,
            units={uid: UnitState() for uid in self.units},
            control=ControlMap(self.board.initial_control),
            dice=DiceState(seed, 0, tuple(dice_script), generator),
            vp={s: 0 for s in self.sides},
        )
        ctx = Context(self, state)
        self.ruleset.setup(ctx)
        ctx.log(emsg("Game begins: {title}", title=self.scenario.title.en), automatic=True)
        self.ruleset.enter_phase(ctx)
        self._run_automatic(ctx)
        return ctx.state, ctx.entries

    def legal_actions(self, state: GameState) -> list[Action]:
        """Everything the side to act may do, including ending the phase when allowed."""
        if state.result is not None:
            return []
        actions = list(self.ruleset.legal_actions(self, state))
        if state.pending is None and not self.ruleset.end_phase_blockers(self, state):
            actions.append(EndPhase(state.active))
        return actions

    def check(self, state: GameState, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal in ``state``."""
        if state.result is not None:
            raise IllegalAction("", emsg("The game is over."))
        if action.side != state.to_act:
            raise IllegalAction("", emsg("It is the {side} player's decision now, not the {other} player's.",
                                         side=state.to_act, other=action.side))
        if isinstance(action, EndPhase):
            if state.pending is not None:
                raise IllegalAction("", emsg("Answer the pending decision first."))
            blockers = self.ruleset.end_phase_blockers(self, state)
            if blockers:
                raise IllegalAction(self.phase(state.phase).rule, blockers[0])
            return
        self.ruleset.check(self, state, action)

    def apply(self, state: GameState, action: Action) -> tuple[GameState, list[LogEntry]]:
        """The state after ``action`` and the log lines it wrote. ``state`` is untouched."""
        ctx = self._applied(state, action, None)
        return ctx.state, ctx.entries

    def secret_passes(self, state: GameState, action: Action) -> list[tuple[int, GameState]]:
        """The phases ``action`` passes by themselves where whether the phase is empty is
        its side's secret (``Ruleset.skip_is_secret``: Blitzkrieg to Moscow 2's hand holds
        no card for it): for each, in order, how many of the log lines ``apply`` gives come
        before its pass, and the state then (the phase entered, its side to act). The play
        window shows the computer's such phase as it shows the computer ending one."""
        pauses: list[tuple[int, GameState]] = []
        self._applied(state, action, pauses)
        return pauses

    def _applied(self, state: GameState, action: Action,
                 pauses: list[tuple[int, GameState]] | None) -> Context:
        self.check(state, action)
        ctx = Context(self, state.copy(), pauses=pauses)
        ctx.state.seq += 1
        ctx.write_act(self.describe_in(state, action), action.side)
        if isinstance(action, EndPhase):
            self._end_phase(ctx)
        else:
            self.ruleset.apply(ctx, action)
            ctx.flush(action.side)
        self._run_automatic(ctx)
        return ctx

    # -- the phase machine ---------------------------------------------------------------
    def _end_phase(self, ctx: Context) -> None:
        self.ruleset.exit_phase(ctx)
        if ctx.state.result is not None:
            return
        nxt = self.ruleset.next_phase(self, ctx.state)
        if nxt is None:
            self.ruleset.end_game(ctx)
            if ctx.state.result is None:
                ctx.state.result = Result(None, "draw", emsg("The last turn is over."))
            ctx.log(emsg("Game over"), automatic=True)
            return
        turn, phase = nxt
        spec = self._phases[phase]
        ctx.state.turn, ctx.state.phase = turn, phase
        if spec.side is not None:
            ctx.state.active = spec.side
        ctx.log(emsg("Turn {turn}: {phase}", turn=turn, phase=spec.title),
                rule=spec.rule, automatic=True)
        self.ruleset.enter_phase(ctx)

    def _run_automatic(self, ctx: Context) -> None:
        for _ in range(_MAX_AUTOMATIC_PHASES):
            s = ctx.state
            if s.result is not None or s.pending is not None:
                return
            spec = self._phases[s.phase]
            if not (spec.automatic or self.ruleset.skip_phase(self, s)):
                return
            if not spec.automatic and s.active and self.ruleset.skip_is_secret(self, s):
                if ctx.pauses is not None:
                    ctx.pauses.append((len(ctx.entries), s.copy()))
                # as the player's End Phase reads (``apply``), nothing told by its absence
                ctx.log(self.describe_in(s, EndPhase(s.active)), side=s.active, automatic=False)
            self._end_phase(ctx)
        raise RuntimeError(f"ruleset {self.ruleset.id} passed {_MAX_AUTOMATIC_PHASES} phases "
                           "without asking for a decision")
