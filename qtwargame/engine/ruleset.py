"""The interface a game's rules package implements, and the registry of rulesets.

The engine owns what every game shares (hexes, units and steps, control, dice, the log,
decisions, hidden information, the phase machine). A :class:`Ruleset` decides everything
that varies (RULES-MATRIX.md): the phase sequence, setup, stacking, ZOC, movement, supply,
combat, losses and retreats, reinforcements, special systems and victory.

The contract is two methods: :meth:`Ruleset.legal_actions` lists what the side to act may
do, and :meth:`Ruleset.apply` carries one out. ``apply`` must refuse (raise
:class:`IllegalAction` naming the rule) anything ``legal_actions`` would not list; the
default :meth:`Ruleset.check` does exactly that by membership, and a ruleset that
overrides it for speed must agree with it (the conformance suite checks).

The other methods are the variation points the UI, the bots and the simulator ask about
(reachable hexes, supply, combat previews, stacking, victory, what a side may see). Each
is one documented function in the rules package that cites its rule.
"""

from __future__ import annotations

import logging
from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any, ClassVar

from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.state import ON_MAP, POOL
from qtwargame.engine.text import Msg, emsg
from qtwargame.engine.vocabulary import Term, terms_of, with_general

if TYPE_CHECKING:
    from qtwargame.engine.actions import Action, Attack
    from qtwargame.engine.game import Context, Game
    from qtwargame.engine.state import GameState


class IllegalAction(Exception):
    """An action the rules do not allow now. ``rule`` is the rule number that says so and
    ``message`` why, in words.

    :meth:`explained` makes one whose rule and words are worked out only when first read
    (the ruleset's ``why_illegal``): a computer player that tries actions and drops the
    refused ones never pays for an explanation nobody reads."""

    def __init__(self, rule: str, message: Msg) -> None:
        super().__init__(rule, message)
        self._rule = rule
        self._message = message
        self._explain: Callable[[], tuple[str, Msg]] | None = None

    @classmethod
    def explained(cls, explain: Callable[[], tuple[str, Msg]]) -> IllegalAction:
        """A refusal whose ``(rule, message)`` ``explain()`` gives when first read."""
        e = cls("", Msg("engine", ""))
        e._explain = explain
        return e

    def _settle(self) -> None:
        if self._explain is not None:
            self._rule, self._message = self._explain()
            self._explain = None
            self.args = (self._rule, self._message)

    @property
    def rule(self) -> str:
        self._settle()
        return self._rule

    @property
    def message(self) -> Msg:
        self._settle()
        return self._message

    def __str__(self) -> str:
        return f"[{self.rule}] {self.message.format()}"

    def __reduce__(self) -> tuple[type[IllegalAction], tuple[str, Msg]]:
        return IllegalAction, (self.rule, self.message)  # explained before it travels


@dataclass(frozen=True)
class PhaseSpec:
    """One row of a ruleset's phase table.

    ``side`` is the phase's active side (None for phases that belong to both, such as
    weather). ``automatic`` phases have no player decisions: the engine runs their enter
    and exit hooks, logs them, and moves on.
    """

    id: str
    title: Msg
    side: str | None
    automatic: bool = False
    rule: str = ""


@dataclass(frozen=True)
class OptionDef:
    """An optional rule or setting chosen when a new game starts."""

    id: str
    title: Msg
    rule: str = ""
    default: bool | str = False
    choices: tuple[str, ...] = ()
    #: What each of ``choices`` is called, in the same order (empty: the ids are shown).
    choice_titles: tuple[Msg, ...] = ()


@dataclass(frozen=True)
class Problem:
    """Something wrong in a scenario: the JSON path and what is wrong there.

    ``message`` is English; ``msg``, where the check gives one, is the same message as a
    translatable :class:`Msg` (the editor shows it in its language). Build both at once
    with :meth:`of`."""

    path: str
    message: str
    msg: Msg | None = field(default=None, compare=False)
    #: A warning, not an error: the scenario loads and plays (a unit flag or region kind
    #: its rules do not read: ``scenario.validate.vocabulary_problems``); ``qtwargame
    #: validate`` and the editor list it, marked as a warning.
    warning: bool = False

    @classmethod
    def of(cls, path: str, msg: Msg, warning: bool = False) -> Problem:
        return cls(path, msg.format(), msg, warning)

    def text(self, translate: Callable[[str, str], str] | None = None) -> str:
        """The message in words, translated by ``translate(context, text)`` when given."""
        return self.msg.format(translate) if self.msg is not None else self.message


@dataclass
class CombatPreview:
    """What a declared attack looks like before the roll.

    Dice games fill ``expected`` (e.g. expected hits per side); table games fill
    ``column``, ``shifts`` (each with its reason) and ``outcomes`` (result -> chance).
    """

    attack_strength: float = 0
    defense_strength: float = 0
    #: The id of the results table used (a scenario's ``tables`` key), where there is one.
    table: str = ""
    column: str = ""
    shifts: list[tuple[int, Msg]] = field(default_factory=list)
    outcomes: dict[str, float] = field(default_factory=dict)
    expected: dict[str, float] = field(default_factory=dict)
    notes: list[Msg] = field(default_factory=list)
    #: Expected steps lost per side (side id -> steps), where the rules can say: what the
    #: computer players' generic evaluation weighs an attack by (``qtwargame.ai``).
    losses: dict[str, float] = field(default_factory=dict)
    #: The chance the defenders leave the hex (eliminated or retreated), where the rules
    #: can say (None: they do not).
    vacated: float | None = None
    #: Where a side's loss hangs on its own choice (Shin Barbarossa's ``R``: a step or a
    #: retreat, 10.6.1), the fewest and the most steps it is expected to lose (side id ->
    #: (fewest, most)), for a person to read; the computer players weigh ``losses`` only.
    loss_range: dict[str, tuple[float, float]] = field(default_factory=dict)


@dataclass(frozen=True)
class Choice:
    """One answer to a pending decision, described for people and bots: the action that
    answers, a label in words, the units and hexes it concerns (where the board shows
    it), and what it leads to where that matters (``consequence``: the odds of a defence
    choice, say, with ``preview`` the full combat preview)."""

    action: Action
    label: Msg
    units: tuple[str, ...] = ()
    hexes: tuple[Hex, ...] = ()
    consequence: Msg | None = None
    preview: CombatPreview | None = None


@dataclass(frozen=True)
class StatusItem:
    """A labelled value a player needs to see (replacement points, air points, moves
    left...), shown by the play window's status panel. ``side`` is whose value it is
    (None: both)."""

    label: Msg
    value: Msg | int | str
    detail: Msg | None = None
    side: str | None = None


#: Parts of a scenario's data that a ruleset may or may not read (``Ruleset.data_used``):
#: the weather kinds and each turn's weather, the cards, the scenario's optional rules, city
#: tags (victory conditions beyond points), the per-turn ruleset data, the results tables
#: and the hexside features. The editor marks a part a scenario's ruleset does not read.
DATA_SECTIONS = ("weather", "cards", "options", "city_tags", "turn_data", "tables", "features")


class Ruleset(ABC):
    """Base class of every rules package's ruleset."""

    #: Registry id, also the ``ruleset`` field of scenario files.
    id: ClassVar[str]
    #: Display name.
    title: ClassVar[Msg]
    #: Translation context of the package's messages.
    context: ClassVar[str] = "rules"
    #: True where every combat of a phase is declared before any is resolved (the play
    #: window then calls its button "Declare" and lists :meth:`declared_combats`).
    declares_before_resolving: ClassVar[bool] = False
    #: The game's own words for some rules terms (a movement mode, as a parameter of a
    #: message or in a menu), where its rulebook says them otherwise than the shared
    #: ``Terms`` do (none now: the shared exploitation reads 突破, as both games that
    #: exploit say it, Defiant Russia 6.6 and Red Vengeance 6.6).
    terms: ClassVar[dict[str, Msg]] = {}
    #: The parts of :data:`DATA_SECTIONS` this ruleset reads; None: all of them.
    data_used: ClassVar[frozenset[str] | None] = None
    #: The revision of these rules' behaviour that a new game plays (docs/saves.md, "When
    #: a ruleset's behaviour changes"). Raise it by one when a change would make a game
    #: recorded before it replay otherwise, and keep the old behaviour for a game whose
    #: ``Game.revision`` is lower: a save records the revision it was played under (format
    #: 4 on; older saves are revision 0) and replays under it, so it reaches the state it
    #: recorded. Each revision is listed in :attr:`revisions`.
    revision: ClassVar[int] = 0
    #: What each revision after 0 changed, by revision (the rule it touches first), for
    #: the rules' documentation and a reader of the code; one entry for each revision up
    #: to :attr:`revision`.
    revisions: ClassVar[dict[int, str]] = {}

    @classmethod
    def reads(cls, section: str) -> bool:
        """Whether this ruleset reads the part ``section`` of a scenario's data
        (:data:`DATA_SECTIONS`, ``data_used``)."""
        return cls.data_used is None or section in cls.data_used
    #: True where an attack's air support is counted in air units the side commits (Shin
    #: Barbarossa 10.4.5, 14.1), not in air points: the play window words it so.
    air_in_units: ClassVar[bool] = False
    #: The faces of the die the rules roll: a value typed in (a save's ``dice_script``)
    #: must be one of 1 to this. A roll that draws among fewer (a leader from a smaller
    #: pool) refuses a typed-in value it does not have when it is rolled.
    dice_faces: ClassVar[int] = 6
    #: The module declaring the models of ``state.data`` and of each decision kind's data
    #: (``STATE`` and ``DECISIONS``: :mod:`qtwargame.engine.datamodel`), imported only when
    #: a state is checked. Required of the bundled rulesets; a plugin may leave it None.
    #: Only the class that sets it is checked against it (a subclass declares its own).
    data_models: ClassVar[str | None] = None
    #: The module declaring the unit flags and region kinds this ruleset reads
    #: (``UNIT_FLAGS`` and ``REGION_KINDS``: :mod:`qtwargame.engine.vocabulary`), imported
    #: when a scenario is checked or edited. None: it declares none, and the flags and kinds
    #: of its scenarios are neither checked nor named. A subclass inherits it.
    vocabulary: ClassVar[str | None] = None

    # -- description ----------------------------------------------------------------------
    def options(self) -> Sequence[OptionDef]:
        """Optional rules offered when a new game starts."""
        return ()

    def validate_scenario(self, scenario: Any) -> list[Problem]:
        """Ruleset-specific checks of a scenario (values each unit must have, tables,
        ``rules_data``). Structural checks are done before this is called."""
        return []

    def unit_flags(self, scenario: Any) -> tuple[Term, ...] | None:
        """The unit flags this ruleset reads in ``scenario`` (each a :class:`Term`); None
        where it declares none (:attr:`vocabulary`)."""
        module = self._vocabulary_module()
        return None if module is None else terms_of(module, "UNIT_FLAGS", scenario)

    def region_kinds(self, scenario: Any) -> tuple[Term, ...] | None:
        """The region kinds this ruleset reads in ``scenario``, then the general kinds every
        game reads (``vocabulary.GENERAL_REGION_KINDS``); None where it declares none."""
        module = self._vocabulary_module()
        kinds = None if module is None else terms_of(module, "REGION_KINDS", scenario)
        return None if kinds is None else with_general(kinds)

    def _vocabulary_module(self) -> Any:
        return import_module(self.vocabulary) if self.vocabulary else None

    def units_entering_by_rule(self, scenario: Any) -> set[str]:
        """Units that have neither a setup nor an arrival because a rule brings them in
        (an event, a defection, an exchange): the setup checks do not report them."""
        return set()

    def prepare(self, game: Game) -> Any:
        """Precompute per-game caches; the result is kept as ``game.cache``."""
        return None

    # -- flow -----------------------------------------------------------------------------
    @abstractmethod
    def phases(self, game: Game) -> Sequence[PhaseSpec]:
        """The phases of one turn, in order."""

    @abstractmethod
    def setup(self, ctx: Context) -> None:
        """Fill in the starting state (``ctx.state`` has every unit in the pool)."""

    def first_phase(self, game: Game) -> tuple[int, str]:
        return 1, self.phases(game)[0].id

    def next_phase(self, game: Game, state: GameState) -> tuple[int, str] | None:
        """The (turn, phase) after the current one, or None when the game is over."""
        ids = [p.id for p in self.phases(game)]
        i = ids.index(state.phase)
        if i + 1 < len(ids):
            return state.turn, ids[i + 1]
        if state.turn >= game.last_turn:
            return None
        return state.turn + 1, ids[0]

    def enter_phase(self, ctx: Context) -> None:
        """Automatic steps at the start of ``ctx.state.phase``."""

    def exit_phase(self, ctx: Context) -> None:
        """Automatic steps at the end of ``ctx.state.phase``."""

    def skip_phase(self, game: Game, state: GameState) -> bool:
        """True when the current phase has nothing to do and passes by itself."""
        return False

    def skip_is_secret(self, game: Game, state: GameState) -> bool:
        """True where :meth:`skip_phase` reads what the other side may not see (Blitzkrieg
        to Moscow 2: whether the hand holds a card for the phase). The engine then writes
        the pass as the phase's player's own End Phase, so the log, a shared view and the
        computer opponent's phases read the same whether the phase passed by itself or by
        hand (session 92: a phase passed with no "ends the phase" line told the other side
        that the hand held no such card)."""
        return False

    def choice_is_secret(self, game: Game, state: GameState) -> bool:
        """True where what the side to act may do depends on what only it sees (Blitzkrieg
        to Moscow 2: the cards in its hand), so that answering at once when the hand gives
        it nothing to weigh, and after a search when it does, would tell the other side
        what it holds. The play window shows a computer side's answer to such a decision
        no sooner than its thinking in such decisions takes (``ui.thinking_floor``);
        False (the default) for every decision of a game whose choices are all public."""
        return False

    def end_phase_blockers(self, game: Game, state: GameState) -> list[Msg]:
        """Why the phase cannot end yet (attacks still owed...); empty when it can."""
        return []

    def end_phase_losses(self, game: Game, state: GameState) -> list[Msg]:
        """What ending the phase now throws away that the side to act could still use, in
        words with the rule (Red Vengeance 10.0: "2 armor replacement points not spent are
        lost (10.0)"); empty when nothing is lost, and for points nothing may spend now.
        Unlike :meth:`end_phase_blockers` the phase may end: the play window asks the person
        first (the computer players never read it)."""
        return []

    def owed_targets(self, game: Game, state: GameState) -> frozenset[Hex]:
        """The enemy hexes that must still be attacked before the phase may end, where the
        rules put the duty on the attacked hexes rather than on units (Shin Barbarossa
        10.2: every Axis stack next to a Soviet combat unit). The window proposes attacks
        on them one after another. Where a unit owes the attack, the end-phase blocker
        names it instead (its ``unit`` parameter, Defiant Russia 7.0); empty by default."""
        return frozenset()

    @abstractmethod
    def end_game(self, ctx: Context) -> None:
        """Set ``ctx.state.result`` when the last turn is over."""

    # -- the contract ---------------------------------------------------------------------
    @abstractmethod
    def legal_actions(self, game: Game, state: GameState) -> list[Action]:
        """Everything the side to act may do now, except ending the phase."""

    @abstractmethod
    def apply(self, ctx: Context, action: Action) -> None:
        """Carry out ``action`` on ``ctx.state`` (already checked legal)."""

    def check(self, game: Game, state: GameState, action: Action) -> None:
        """Raise :class:`IllegalAction` unless ``action`` is legal now.

        The default is membership in :meth:`legal_actions`, with the reason from
        :meth:`why_illegal`. Override only with a test that agrees with that.
        """
        if action not in self.legal_actions(game, state):
            raise self.refusal(game, state, action)

    def refusal(self, game: Game, state: GameState, action: Action) -> IllegalAction:
        """The :class:`IllegalAction` refusing ``action``, explained by :meth:`why_illegal`
        when first read."""
        return IllegalAction.explained(lambda: self.why_illegal(game, state, action))

    #: Rule numbers of the common refusals (``engine.refusal.TOPICS``: ``move``, ``moved``,
    #: ``enemy_hex``, ``zoc``, ``stacking``, ``attack``, ``attacked``, ``air``, ``place``,
    #: ``card``, ``loss``, ``retreat``, ``advance``, ``remove``); a topic not given is
    #: refused under the current phase's rule.
    refusal_rules: ClassVar[dict[str, str]] = {}

    def why_illegal(self, game: Game, state: GameState, action: Action) -> tuple[str, Msg]:
        """The rule an illegal action breaks and why, in words a player reads: the
        ruleset's own :meth:`explain_refusal` if it has one for the case, else the general
        comparison with the closest legal family (``engine.refusal.explain``)."""
        found = self.explain_refusal(game, state, action)
        if found is not None:
            return found
        from qtwargame.engine.refusal import explain

        return explain(game, state, action)

    def explain_refusal(self, game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
        """The rule and reason for refusing ``action`` (known to be illegal) where the game
        says it better than the general explanation (too many air points, a unit that may
        not move this turn, a card played outside its moment); None for the general one."""
        return None

    # -- questions the UI, bots and simulator ask --------------------------------------------
    def reachable(self, game: Game, state: GameState, unit: str) -> dict[Hex, float]:
        """Every hex ``unit`` may end a move in now, with the cost to get there."""
        return {}

    def supply_status(self, game: Game, state: GameState, side: str) -> dict[str, bool]:
        """Unit id -> in supply, for every unit of ``side`` on the map."""
        return {}

    def zoc_hexes(self, game: Game, state: GameState, side: str) -> set[Hex]:
        """Hexes in the zone of control of ``side``'s units."""
        return set()

    def can_retreat(self, game: Game, state: GameState, unit: str) -> bool | None:
        """Whether ``unit`` would have a retreat if a combat result made it retreat now
        (None: the rules do not say, or it has no retreat to make)."""
        return None

    def stacking_violations(self, game: Game, state: GameState) -> list[Msg]:
        """Stacking limits broken now, where the rules check them now (else empty)."""
        return []

    def preview_attack(self, game: Game, state: GameState, attackers: Sequence[str],
                       target: Hex) -> CombatPreview | None:
        """The odds or expected hits of an attack, before it is declared."""
        return None

    def victory_points(self, game: Game, state: GameState) -> dict[str, int]:
        """Current victory points (or the game's equivalent) per side."""
        return dict(state.vp)

    def victory_breakdown(self, game: Game, state: GameState) -> dict[str, list[tuple[Msg, int]]]:
        """Where each side's victory points come from, side -> (what, points) in the order
        to show them (the play window's Victory panel); empty when the rules say nothing
        more than the totals."""
        return {}

    def redact(self, game: Game, state: GameState, side: str) -> GameState:
        """Strip from ``state`` what ``side`` may not see, beyond what the engine strips
        (other sides' hands and every deck's order)."""
        return state

    def invariants(self, game: Game, state: GameState) -> list[str]:
        """Extra invariants for the simulator and conformance suite (violations)."""
        return []

    # -- sides, words, per-unit questions, declarations, reactions, status -----------------
    def unit_side(self, game: Game, state: GameState, uid: str) -> str:
        """The side ``uid`` belongs to now; by default the scenario's side. Rules where
        units change side (defections) override this from the state."""
        return game.units[uid].side

    def describe_action(self, game: Game, action: Action) -> Msg | None:
        """The log text of ``action`` where the ruleset says it better than the action's
        own ``describe()`` (its own option symbols, say); None to use that."""
        return None

    def describe_answer(self, game: Game, state: GameState, action: Action) -> Msg | None:
        """The log text of ``action`` taken in ``state``, where the pending question changes
        what it says (a pass names what it declines: a card, a reroll, leaders left face
        down); None to use :meth:`describe_action`."""
        return None

    def describe_choice(self, game: Game, state: GameState, action: Action) -> Choice:
        """``action``, an answer to the pending decision, described (see :class:`Choice`);
        with no decision pending, a card played for one of its uses (the Cards panel's menu
        of a card's uses asks). The default labels it in words and names the units and
        hexes it carries; rules add consequences such as the odds a defence choice leads
        to, or word a card's use as its icon reads."""
        from qtwargame.engine.actions import answer_label

        return Choice(action, answer_label(action), action.unit_ids(), action.hex_refs())

    def legal_actions_for(self, game: Game, state: GameState, unit: str | None = None,
                          hex: Hex | None = None) -> list[Action]:
        """The legal actions naming ``unit`` (and ``hex``, if given). The default filters
        the whole list; rules with large phases answer for one unit directly, and must
        give exactly the filtered list (the conformance suite checks)."""
        out = []
        for a in game.legal_actions(state):
            if unit is not None and unit not in a.unit_ids():
                continue
            if hex is not None and hex not in a.hex_refs():
                continue
            out.append(a)
        return out

    def declaration_steps(self, game: Game, state: GameState, attack: Attack) -> list[Action]:
        """The legal actions that declare ``attack`` whole, in order. By default the
        attack itself; rules that list openings and grow them with ``Choose`` answers
        return the opening, the answers and the closing ``resolve``."""
        return [attack]

    def preview(self, game: Game, state: GameState, attack: Attack) -> CombatPreview | None:
        """The preview of a whole declaration (``Attack`` with its further hexes, air
        points and support). The default asks :meth:`preview_attack` with its attackers
        and first hex."""
        return self.preview_attack(game, state, attack.attackers, attack.target)

    def declaration_in_progress(self, game: Game, state: GameState) -> Attack | None:
        """The attack being declared step by step now, as a whole ``Attack`` (so the
        combat panel can show and preview it), or None."""
        return None

    def declared_combats(self, game: Game, state: GameState) -> list[Attack]:
        """The combats declared and not yet resolved, in the order they will be resolved,
        each a whole ``Attack``, for rules that declare every combat of a phase before any
        is resolved (the play window lists them with their odds). None declared: []."""
        return []

    def decision_prompt(self, game: Game, state: GameState) -> Msg | None:
        """What the pending decision asks, in words. By default the prompt stored with it
        (a prompt reworded since saves recorded it reads in its current words:
        ``engine.text.reworded``); rules may word it from the decision's data instead, say
        to name a unit by its id so that each reader reads the name in their language."""
        return state.pending.prompt if state.pending is not None else None

    def phase_hint(self, game: Game, state: GameState) -> Msg | None:
        """The play window's instruction for the phase, where the rules give the phase a task
        the window's tool would word wrongly (its instruction is written for every game's
        phases of its kind: a Move tool's for a movement phase); None: the tool's own. Asked
        only when no decision is pending."""
        return None

    def map_notes(self, game: Game, state: GameState) -> dict[Hex, Msg]:
        """Hexes the rules mark on the map now, each with what its mark means (the board
        hatches them and says it in the hex's tooltip): Shin Barbarossa's hexes barred to
        Soviet rail movement by an Axis air unit (14.3). Read only; {} where none."""
        return {}

    def pass_answer(self, game: Game, state: GameState) -> Action | None:
        """The answer that declines the pending reaction (``Decision.reaction``), for the
        player preference that passes reactions automatically when it is the only
        useful one. None when there is no such answer."""
        from qtwargame.engine.actions import Choose, Opt

        for a in game.legal_actions(state):
            if isinstance(a, Choose) and a.option == Opt.PASS:
                return a
        return None

    def status(self, game: Game, state: GameState, side: str) -> list[StatusItem]:
        """What ``side``'s player needs to see besides the map: points, counts, tracks.
        Only what ``side`` may know (it is shown in that side's view)."""
        return []

    def still_to_come(self, game: Game, state: GameState) -> list[tuple[str, Msg]]:
        """The units not yet in play that are due to enter, each with when, in the order
        to list them: those whose arrival turn is this one or later ("Turn 4"), then those
        still in the pool after their turn, which a rule holds back or brings in on an
        event ("Later"). A ruleset whose pool also holds pieces that never enter as units
        (markers, hidden identities) leaves them out, and may say what brings a unit in."""
        due: list[tuple[str, Msg]] = []
        late: list[tuple[str, Msg]] = []
        for uid, d in sorted(game.units.items(), key=lambda kv: (kv[1].arrival_turn or 0, kv[0])):
            u = state.units.get(uid)
            if d.arrival_turn is None or u is None or u.status == ON_MAP:
                continue
            if d.arrival_turn >= state.turn:
                due.append((uid, emsg("Turn {turn}", turn=d.arrival_turn)))
            elif u.status == POOL:
                late.append((uid, emsg("Later")))
        return due + late


def filter_actions(actions: Sequence[Action], unit: str | None = None,
                   hex: Hex | None = None) -> list[Action]:
    """The actions naming ``unit`` and ``hex`` (either may be None: no condition), as
    :meth:`Ruleset.legal_actions_for` must answer."""
    return [a for a in actions
            if (unit is None or unit in a.unit_ids()) and (hex is None or hex in a.hex_refs())]


#: Registered rulesets by id: the class, or (until first asked for) where to find it as
#: ``"module:Class"`` (:func:`register_lazy`).
_RULESETS: dict[str, type[Ruleset] | str] = {}


#: The entry-point group through which installed packages offer rulesets: each entry
#: point names a :class:`Ruleset` subclass (``"my_game = my_package.rules:MyRuleset"``).
ENTRY_POINT_GROUP = "qtwargame.rulesets"
#: The package, named and imported only at run time (the engine never imports a rules
#: package), whose import registers the program's own rulesets with :func:`register_lazy`,
#: so they are known the same way from an installed copy and from an uninstalled checkout.
BUILTIN_PACKAGE = "qtwargame.rules"
_LOADED = False
#: Entry points tried already (loaded or failed), so none is loaded or reported twice.
_TRIED: set[str] = set()
#: Entry points that could not be loaded: (name, what went wrong), also in the log; a
#: scenario of such a ruleset is refused naming it (:func:`load_error`).
LOAD_ERRORS: list[tuple[str, str]] = []


def register(cls: type[Ruleset]) -> type[Ruleset]:
    """Make a ruleset available to scenarios by its ``id`` (also usable as a class
    decorator, for rulesets defined in tests)."""
    _RULESETS[cls.id] = cls
    return cls


def register_lazy(ruleset_id: str, target: str) -> None:
    """Make the ruleset class at ``target`` (``"module:Class"``) available by ``ruleset_id``,
    importing its module only when a game of it is first made."""
    _RULESETS.setdefault(ruleset_id, target)


def _resolve(ruleset_id: str, found: type[Ruleset] | str) -> type[Ruleset]:
    if isinstance(found, type):
        return found
    from importlib import import_module

    module, _, name = found.partition(":")
    cls = getattr(import_module(module), name)
    if not (isinstance(cls, type) and issubclass(cls, Ruleset)) or cls.id != ruleset_id:
        raise TypeError(f"{found} is not the Ruleset class of {ruleset_id!r}")
    _RULESETS[ruleset_id] = cls
    return cls


def get_ruleset(ruleset_id: str) -> Ruleset:
    if ruleset_id not in _RULESETS:
        # the program's own first (a plugin never replaces one of them): no entry point
        # scan before a bundled game's first frame
        import_module(BUILTIN_PACKAGE)
    if ruleset_id not in _RULESETS:
        _load_plugins(only=ruleset_id)  # that plugin alone first: opening one game is quick
        if ruleset_id not in _RULESETS:
            _load_plugins()
    try:
        found = _RULESETS[ruleset_id]
    except KeyError:
        raise KeyError(f"unknown ruleset {ruleset_id!r}") from None
    return _resolve(ruleset_id, found)()


def load_error(ruleset_id: str) -> str | None:
    """Why the installed ruleset ``ruleset_id`` could not be loaded (its entry point's
    error, from :data:`LOAD_ERRORS`), or None: so that a scenario of a plugin whose module
    fails to import is told why, not that its ruleset is unknown (session 94)."""
    _load_plugins()
    return next((error for name, error in LOAD_ERRORS if name == ruleset_id), None)


def offered_options(scenario: Any, ruleset: Ruleset | None = None) -> dict[str, Any]:
    """The optional rules a game of ``scenario`` may choose, by id: its ruleset's
    (``Ruleset.options``), then those the scenario offers itself (``OptionSpec``; the
    ruleset's where both name one). Each has its ``default`` and ``choices``. KeyError for
    an unknown ruleset."""
    out: dict[str, Any] = {o.id: o for o in (ruleset or get_ruleset(scenario.ruleset)).options()}
    for o in getattr(scenario, "options", ()):
        out.setdefault(o.id, o)
    return out


def ruleset_ids() -> list[str]:
    _load_plugins()
    return sorted(_RULESETS)


def _load_plugins(only: str | None = None) -> None:
    """Register the program's own rulesets (:data:`BUILTIN_PACKAGE`) and every ruleset
    offered through the ``qtwargame.rulesets`` entry points, once (or only the one named
    ``only``). A package whose entry point fails to load is reported in
    :data:`LOAD_ERRORS` and skipped: one broken plugin never stops the program. Each entry
    point is tried once."""
    global _LOADED
    if _LOADED:
        return
    if only is None:
        _LOADED = True
    from importlib import import_module
    from importlib.metadata import entry_points

    import_module(BUILTIN_PACKAGE)
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if (only is not None and ep.name != only) or ep.name in _TRIED:
            continue
        _TRIED.add(ep.name)
        if _RULESETS.get(ep.name) == ep.value:
            continue  # one of the program's own, already known; imported when first asked for
        try:
            cls = ep.load()
            if not (isinstance(cls, type) and issubclass(cls, Ruleset)):
                raise TypeError(f"{ep.value} is not a Ruleset class")
            if getattr(cls, "id", None) != ep.name:
                raise TypeError(f"{ep.value} has id {getattr(cls, 'id', None)!r}, "
                                f"not the entry point's name {ep.name!r}")
            _RULESETS.setdefault(ep.name, cls)
        except Exception as e:  # a plugin's own bug must not stop the program
            LOAD_ERRORS.append((ep.name, f"{type(e).__name__}: {e}"))
            logging.getLogger(__name__).info("the ruleset plugin %s (%s) could not be loaded",
                                                ep.name, ep.value, exc_info=True)
