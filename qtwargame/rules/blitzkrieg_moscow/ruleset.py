"""The Blitzkrieg to Moscow 2 ruleset: the engine's contract, dispatching to one module per
part of the rules (docs/rules/blitzkrieg_moscow_2.md lists them section by section)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from qtwargame.engine.actions import (
    Action,
    Attack,
    Choose,
    Move,
    Place,
    PlayCard,
    Remove,
    SelectCards,
)
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.refusal import already_moved
from qtwargame.engine.ruleset import (
    CombatPreview,
    OptionDef,
    PhaseSpec,
    Problem,
    Ruleset,
    filter_actions,
)
from qtwargame.engine.state import ON_MAP, Decision, GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.blitzkrieg_moscow import (
    battle,
    breakthrough,
    cards,
    choices,
    combat,
    invariants,
    logistics,
    movement,
    rail,
    sequence,
    setup,
    stacking,
    supply,
    victory,
    zoc,
)
from qtwargame.rules.blitzkrieg_moscow.data import scenario_problems
from qtwargame.rules.blitzkrieg_moscow.model import T, build_cache
from qtwargame.rules.blitzkrieg_moscow.status import status as status_items
from qtwargame.rules.blitzkrieg_moscow.units import eliminate, side_units


class BlitzkriegMoscowRuleset(Ruleset):
    id = "blitzkrieg_moscow_2"
    title = T("Blitzkrieg to Moscow 2")
    context = "blitzkrieg_moscow"
    data_models = "qtwargame.rules.blitzkrieg_moscow.state_data"
    vocabulary = "qtwargame.rules.blitzkrieg_moscow.vocabulary"

    # -- description ----------------------------------------------------------------------
    def options(self) -> Sequence[OptionDef]:
        """15.0: optional rules, any subset, agreed before play."""
        return (
            OptionDef("free_setup", T("Soviet free setup (favours the Soviets)"), "15.1"),
            OptionDef("odessa", T("Odessa port and sea evacuation (favours the Soviets)"), "15.2"),
            OptionDef("moscow", T("Effects of taking Moscow (favours the Germans)"), "15.3"),
        )

    def validate_scenario(self, scenario) -> list[Problem]:
        return scenario_problems(scenario)

    def prepare(self, game: Game):
        return build_cache(game)

    # -- flow (5.0) ----------------------------------------------------------------------------
    def phases(self, game: Game) -> Sequence[PhaseSpec]:
        return sequence.phases(game)

    def first_phase(self, game: Game) -> tuple[int, str]:
        return sequence.first_phase(game)

    def next_phase(self, game: Game, state: GameState):
        return sequence.next_phase(game, state)

    def setup(self, ctx: Context) -> None:
        setup.setup(ctx)

    def enter_phase(self, ctx: Context) -> None:
        sequence.enter_phase(ctx)

    def exit_phase(self, ctx: Context) -> None:
        sequence.exit_phase(ctx)

    def skip_phase(self, game: Game, state: GameState) -> bool:
        return sequence.skip_phase(game, state)

    def skip_is_secret(self, game: Game, state: GameState) -> bool:
        return sequence.skip_is_secret(state)

    def choice_is_secret(self, game: Game, state: GameState) -> bool:
        return sequence.choice_is_secret(state)

    def end_phase_blockers(self, game: Game, state: GameState) -> list[Msg]:
        return sequence.blockers(game, state)

    def end_game(self, ctx: Context) -> None:
        victory.end_game(ctx)

    # -- the contract ------------------------------------------------------------------------
    def legal_actions(self, game: Game, state: GameState) -> list[Action]:
        p = state.pending
        if p is not None:
            return self._answers(game, state, p)
        out: list[Action] = []
        for part in self._parts(game, state):
            out.extend(part())
        return out

    def legal_actions_for(self, game: Game, state: GameState, unit: str | None = None,
                          hex: Hex | None = None) -> list[Action]:
        """One unit's actions in the movement step without searching every other unit's
        moves: the other kinds of the step are few and are filtered, in the order of
        :meth:`legal_actions`."""
        if unit is None or state.pending is not None \
                or sequence.step_of(state.phase) != "movement":
            return super().legal_actions_for(game, state, unit, hex)
        side = state.active
        out: list[Action] = []
        if sequence.activation_window(game, state):
            out += filter_actions(cards.activations(game, state, side), unit)
        if unit in self._movers(game, state, side):
            ezoc = zoc.zoc_hexes(game, state, game.enemy(side))
            blocked = movement.enemy_hexes(game, state, side)
            out += movement.moves(game, state, unit, "normal", ezoc, blocked)
        out += filter_actions(self._stacking_removals(game, state, side), unit)
        return filter_actions(out, None, hex)

    def _answers(self, game: Game, state: GameState, p: Decision) -> list[Action]:
        if p.kind == "cancel":
            return cards.cancel_answers(game, state, p)
        if p.kind in battle.KINDS:
            return battle.answers(game, state, p)
        if p.kind == "tank_action":
            return breakthrough.answers_for(game, state, p.side)
        if p.kind == "rebuild":
            return logistics.rebuild_answers(game, state, p.side)
        if p.kind in ("rail", "rail_follow"):
            return rail.answers(game, state, p)
        return []

    def _parts(self, game: Game, state: GameState):
        """The generators of the actions open in this phase, by kind of action; ``check``
        uses the same generators, so what is listed and what is accepted agree."""
        side = state.active
        step = sequence.step_of(state.phase)
        parts: list[Callable[[], Sequence[Action]]] = []
        if sequence.activation_window(game, state):
            parts.append(lambda: cards.activations(game, state, side))
        if step == "setup":
            parts.append(lambda: setup.free_placements(game, state))
        elif step == "logistics":
            memo: dict[str, supply.Network] = {}

            def net() -> supply.Network:
                if "net" not in memo:
                    memo["net"] = supply.network(game, state, side)
                return memo["net"]

            if state.data.get("selecting"):
                parts.append(lambda: cards.selections(game, state))
                parts.append(lambda: logistics.removals(game, state, side))
            else:
                parts.append(lambda: logistics.placements(game, state))
                parts.append(lambda: logistics.rebuild_plays(game, state, side))
                parts.append(lambda: logistics.hero_plays(game, state, side))
                parts.append(lambda: rail.card_plays(game, state, side, net()))
                if rail.free_rail_available(game, state, side):
                    parts.append(lambda: rail.rail_moves(game, state, side, net()))
        elif step == "movement":
            parts.append(lambda: self._moves(game, state, side))
            parts.append(lambda: self._stacking_removals(game, state, side))
        elif step == "combat":
            parts.append(lambda: combat.attacks(game, state, side))
        elif step == "breakthrough":
            parts.append(lambda: breakthrough.plays(game, state, side))
        return parts

    def _movers(self, game: Game, state: GameState, side: str) -> list[str]:
        return [u for u in side_units(game, state, side)
                if "moved" not in state.units[u].flags and not movement.frozen(game, state, u)]

    def _moves(self, game: Game, state: GameState, side: str) -> list[Move]:
        ezoc = zoc.zoc_hexes(game, state, game.enemy(side))
        blocked = movement.enemy_hexes(game, state, side)
        out = []
        for u in self._movers(game, state, side):
            out.extend(movement.moves(game, state, u, "normal", ezoc, blocked))
        return out

    def _stacking_removals(self, game: Game, state: GameState, side: str) -> list[Remove]:
        """8.3: at the end of the movement phase the owner removes the excess from a hex
        over the limit. Removal is offered once no unit in the hex can still move off;
        until then the excess may simply move away."""
        out: list[Remove] = []
        movers = set(self._movers(game, state, side))
        for h in stacking.overstacked(game, state, side):
            here = state.units_at(h)
            if any(u in movers and movement.moves(game, state, u, "normal") for u in here):
                continue
            out.extend(Remove(side, u, "stacking") for u in here)
        return out

    def check(self, game: Game, state: GameState, action: Action) -> None:
        if state.pending is None and action.side == state.active:
            step = sequence.step_of(state.phase)
            if isinstance(action, Attack) and step == "combat":
                if not combat.attack_allowed(game, state, action):
                    raise self.refusal(game, state, action)
                return
            if isinstance(action, Move) and action.mode == "normal" and step == "movement":
                # 4.2, 10.1: a move by any route the movement rules allow (the listed one is
                # the shortest), so its player chooses the hexes it passes and takes
                if (action.unit not in self._movers(game, state, action.side)
                        or not movement.path_ok(game, state, action.unit, action.path)):
                    raise self.refusal(game, state, action)
                return
        super().check(game, state, action)

    #: The rules behind the common refusals (``engine.refusal``): 8.0 no stacking with the
    #: enemy, 8.3 the stacking limit, 9.4 zones of control, 10.1 one move a unit, 11.1
    #: one attack a unit, 7.0 cards, 6.2 arrivals.
    refusal_rules = {"move": "10.1", "moved": "10.1", "enemy_hex": "8.0", "zoc": "9.4",
                     "stacking": "8.3", "remove": "8.3", "attack": "11.1", "attacked": "11.1",
                     "card": "7.0", "place": "6.2", "retreat": "11.4", "advance": "11.5"}

    def explain_refusal(self, game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
        """The refusals only this game words: units frozen on turn 1 (10.0), a second move
        (10.1: each unit moves once a phase), a first step
        from one enemy zone of control into another (9.4), a move ending in a rear area
        it may not end in (10.5), rail and sea moves (6.3,
        15.2.2), a hand of the wrong size (6.1), an activation outside its moment (7.1),
        a stacking removal before it is due (8.3). None: the general explanation."""
        side = state.active
        step = sequence.step_of(state.phase)
        if isinstance(action, Move) and action.mode == "normal" and step == "movement":
            u = state.units.get(action.unit)
            if u is None or u.status != ON_MAP or game.units[action.unit].side != side:
                return None
            if movement.frozen(game, state, action.unit):
                return "10.0", T("{unit} may not move on turn 1; it may still attack.",
                                 unit=action.unit)
            if "moved" in u.flags:
                return "10.1", already_moved(action.unit)
            ezoc = zoc.zoc_hexes(game, state, game.enemy(side))
            if u.hex in ezoc and action.path[0] in ezoc:
                return "9.4", T("{unit} starts in an enemy zone of control and may not move "
                                "straight into another.", unit=action.unit)
            return _rear_area_refusal(game, state, action)
        if isinstance(action, Move) and action.mode in ("rail", "sea"):
            rule = {"rail": "6.3", "sea": "15.2.2"}[action.mode]
            return rule, T("{unit} cannot move there now", unit=action.unit)
        if isinstance(action, SelectCards) and state.data.get("selecting"):
            return "6.1", T("Choose exactly the number of cards the turn track gives")
        if isinstance(action, PlayCard) and action.use == "activate" \
                and not sequence.activation_window(game, state):
            return "7.1", T("An activation is played at the start of an own phase, or at any "
                            "moment of the own breakthrough phase.")
        if isinstance(action, Remove) and action.reason == "stacking" and step == "movement" \
                and any(action.unit in state.units_at(h) for h in stacking.overstacked(game, state, side)):
            return "8.3", T("Units over the stacking limit are removed only when none of them "
                            "can still move away.")
        return None

    def apply(self, ctx: Context, action: Action) -> None:
        s = ctx.state
        activation = isinstance(action, PlayCard) and action.use == "activate"
        if not activation and action.side == s.active:
            s.data["acted"] = True  # 7.1: the start of the phase is over
        p = s.pending
        if p is not None:
            self._answer(ctx, action, p.kind)
            return
        if isinstance(action, SelectCards):
            cards.select(ctx, action)
            logistics.arrive(ctx)
        elif isinstance(action, Remove):
            if action.reason == "voluntary":
                logistics.apply_removal(ctx, action)
            else:
                eliminate(ctx, action.unit, "8.3")
        elif isinstance(action, Place):
            if action.reason == "free_setup":
                setup.apply_free_placement(ctx, action)
            else:
                logistics.apply_place(ctx, action)
        elif isinstance(action, PlayCard):
            cards.play(ctx, action)
        elif isinstance(action, Move):
            if action.mode == "normal":
                movement.apply_move(ctx, action)
                u = s.units[action.unit]
                if u.status == ON_MAP:
                    s.units[action.unit] = u.with_flag("moved")
            else:
                rail.apply_rail(ctx, action)
        elif isinstance(action, Attack):
            battle.start(ctx, action, "combat")

    def _answer(self, ctx: Context, action: Action, kind: str) -> None:
        """Apply ``action``, an answer to the pending decision of ``kind``."""
        s = ctx.state
        if kind == "cancel":
            cards.answer_cancel(ctx, action)
        elif kind in battle.KINDS:
            battle.answer(ctx, action)
        elif kind == "tank_action":
            breakthrough.answer(ctx, action)
        elif kind == "rebuild":
            logistics.answer_rebuild(ctx, action)
        elif kind in ("rail", "rail_follow"):
            if isinstance(action, Choose):
                s.pending = None
            elif isinstance(action, Move):  # the legal answers are a Choose or a Move
                rail.apply_rail(ctx, action)

    # -- questions ----------------------------------------------------------------------------
    def reachable(self, game: Game, state: GameState, unit: str) -> dict[Hex, float]:
        """10.0: where ``unit`` could end a normal move now, with the hexes it costs."""
        u = state.units.get(unit)
        if u is None or u.status != ON_MAP or movement.frozen(game, state, unit):
            return {}
        zoc, blocked = movement.obstacles(game, state, game.units[unit].side)
        found = movement.search(game, state, unit, zoc, blocked)
        return {h: c for h, (c, _) in found.items() if h != u.hex}

    def supply_status(self, game: Game, state: GameState, side: str) -> dict[str, bool]:
        return supply.supply_status(game, state, side)

    def zoc_hexes(self, game: Game, state: GameState, side: str) -> set[Hex]:
        return zoc.zoc_hexes(game, state, side)

    def can_retreat(self, game: Game, state: GameState, unit: str) -> bool | None:
        """11.4, 11.4.1, 11.4.2: whether ``unit`` would have a retreat from its hex now
        (``combat.retreat_fate``: one into its own rear area counts); None for a unit not
        on a map hex (off the map, or in a rear area, where it cannot be attacked, A-6)."""
        u = state.units.get(unit)
        if u is None or u.status != ON_MAP or u.hex is None or game.cache.topo.is_area(u.hex):
            return None
        return combat.retreat_fate(game, state, unit, u.hex) != "none"

    def stacking_violations(self, game: Game, state: GameState) -> list[Msg]:
        return stacking.violations(game, state)

    def decision_prompt(self, game: Game, state: GameState) -> Msg | None:
        """The stored retreat and cancel prompts name their unit and card in English
        (saved games hash them as they are); shown, they name them by id, so each reader
        reads the name in their own language."""
        p = state.pending
        if p is not None and p.kind == "retreat" and isinstance(p.data.get("unit"), str):
            return T("Choose the retreat of {unit}", unit=p.data["unit"])
        play = p.data.get("play") if p is not None and p.kind == "cancel" else None
        if isinstance(play, dict) and isinstance(play.get("card"), str):
            return T("Cancel {card}?", card=play["card"])  # 7.0: the card by its id, too
        return super().decision_prompt(game, state)

    def describe_action(self, game: Game, action: Action) -> Msg | None:
        return choices.describe_action(game, action)

    def describe_answer(self, game: Game, state: GameState, action: Action) -> Msg | None:
        return choices.describe_answer(game, state, action)

    def describe_choice(self, game, state, action):
        return choices.describe_choice(game, state, action)

    def status(self, game, state, side):
        return status_items(game, state, side)

    def declaration_in_progress(self, game: Game, state: GameState) -> Attack | None:
        """The combat being fought while its defence, card and reroll windows are open
        (11.3.2-11.3.6), so the play window shows its odds beside those questions."""
        c = battle.current(state)
        if c is None or state.pending is None or c.get("result") is not None:
            return None
        return Attack(c["side"], tuple(c["attackers"]), game.hex(c["target"]))

    def preview_attack(self, game: Game, state: GameState, attackers: Sequence[str],
                       target: Hex) -> CombatPreview | None:
        if not attackers:
            return None
        c = battle.current(state)
        if c is not None and c["attackers"] == list(attackers) and c["target"] == game.label(target):
            return combat.preview(game, state, attackers, target, c["choice"], c["effective"])
        return combat.preview(game, state, attackers, target)

    def victory_points(self, game: Game, state: GameState) -> dict[str, int]:
        return victory.victory_points(game, state)

    def invariants(self, game: Game, state: GameState) -> list[str]:
        return invariants.violations(game, state)


def _rear_area_refusal(game: Game, state: GameState, action: Move) -> tuple[str, Msg] | None:
    """10.5 where a move ends in a rear area: the unit is in that area already (a rear
    area is one place, whichever of its hexes the unit is dropped on), the area is the
    enemy's, or it is another code's area. None where the area may be entered: the
    refusal is then the general one (out of reach)."""
    if not action.path:
        return None
    topo = game.cache.topo
    area = topo.area(action.path[-1])
    if area is None:
        return None
    if topo.node(state.units[action.unit].hex) == area.anchor:
        return "10.5", T("{unit} is in {area} already: a rear area is one place, whichever "
                         "of its hexes a unit is dropped on.", unit=action.unit, area=area.id)
    if area.side != game.units[action.unit].side:
        return "10.5", T("{area} is the enemy's rear area: no unit enters it.", area=area.id)
    if not movement.may_enter_area(game, action.unit, area):
        return "10.5", T("{unit} may enter only the rear area of its setup code, not {area}.",
                         unit=action.unit, area=area.id)
    return None

