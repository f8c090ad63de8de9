"""The Shin Barbarossa ruleset: the engine's contract over the rules modules of this
package (``docs/rules/shin_barbarossa.md`` maps every rule to its code and tests).

The turn (5.0): start phase (weather and air, Hitler's order, supply-center moves), the
Axis player turn (move 1, combat, move 2 for panzers), the Soviet player turn (move, leader
withdrawal, combat), reinforcements (Soviet, then Axis) and the end phase; from turn 7 the
Soviet player turn comes first. Turn 1 opens with both sides' setup.
"""

from __future__ import annotations

from collections.abc import Sequence

from qtwargame.engine.actions import (
    Action,
    Advance,
    Attack,
    Choose,
    Move,
    Opt,
    Place,
    Remove,
    Retreat,
    TakeLoss,
)
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.ruleset import (
    Choice,
    CombatPreview,
    PhaseSpec,
    Problem,
    Ruleset,
    StatusItem,
)
from qtwargame.engine.state import ON_MAP, Decision, GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.shin_barbarossa import (
    air,
    battle,
    combat_phase,
    deploy,
    holds,
    leader_turns,
    leaders,
    movement_phase,
    moves,
    overrun,
    overstack,
    refusals,
    reinforcement,
    sequence,
    supply_centers,
    topology,
    turn,
    weather,
    words,
)
from qtwargame.rules.shin_barbarossa.data import scenario_problems
from qtwargame.rules.shin_barbarossa.facts import Facts, build_static
from qtwargame.rules.shin_barbarossa.texts import T

SETUP = deploy.PHASES
REINFORCEMENT = reinforcement.PHASES

TITLES = {
    "setup_soviet": (T("Soviet setup"), "2.1"),
    "setup_axis": (T("Axis setup"), "2.2"),
    "start": (T("Start phase"), "5.1"),
    "axis_move_1": (T("Axis first movement"), "5.2.1"),
    "axis_combat": (T("Axis combat"), "5.2.2"),
    "axis_move_2": (T("Axis second movement (panzers)"), "5.2.3"),
    "soviet_move": (T("Soviet movement"), "5.3.1"),
    "soviet_withdrawal": (T("Soviet leader withdrawal"), "5.3.2"),
    "soviet_combat": (T("Soviet combat"), "5.3.3"),
    "soviet_reinforcement": (T("Soviet reinforcements"), "5.4.1"),
    "axis_reinforcement": (T("Axis reinforcements"), "5.4.2"),
    "end": (T("End phase"), "5.5"),
}
SIDE_OF_PHASE = {"setup_soviet": "soviet", "setup_axis": "axis", "start": "axis",
                 "axis_move_1": "axis", "axis_combat": "axis", "axis_move_2": "axis",
                 "soviet_move": "soviet", "soviet_withdrawal": "soviet", "soviet_combat": "soviet",
                 "soviet_reinforcement": "soviet", "axis_reinforcement": "axis", "end": None}


def _route_accepted(game: Game, state: GameState, f: Facts, action: Move) -> bool:
    """Whether ``movement_phase.move_ok`` accepts a normal or strategic move for its route
    alone, asked without listing the unit's moves. ``move_ok`` accepts a move of a unit
    free to move when it is listed or, for a normal move, when ``moves.path_ok`` accepts
    its route; for a strategic move of a combat unit outside the second Axis movement (8.2.4)
    when some strategic move is listed and ``path_ok`` accepts its route. The listed
    strategic moves are ``moves.strategic_moves``; so when this answers True ``move_ok``
    does too, and when it answers False the check asks ``move_ok``, which lists (the
    normal search of every hex the unit reaches, the rail, sea and overrun moves: three
    quarters of the CPU of checking a Shin Barbarossa game's moves while replaying it).
    The check is as strict as before: only moves ``move_ok`` accepts are accepted."""
    uid = action.unit
    if action.mode == "strategic":
        if state.phase == "axis_move_2" or uid not in game.units or game.units[uid].kind != "unit":
            return False  # 8.2.4; a leader moves strategically only as listed
    elif action.mode != "normal":
        return False  # rail, sea and overrun moves only as listed
    if uid not in moves.movers(game, state, f):
        return False
    if not moves.path_ok(game, state, f, uid, action.path, action.mode):
        return False
    return action.mode == "normal" or bool(moves.strategic_moves(game, state, f, uid))


class ShinBarbarossaRuleset(Ruleset):
    """The engine's contract for Shin Barbarossa: each question and each action handed to
    the procedure modules of this package (``deploy``, ``turn``, ``movement_phase``,
    ``overrun``, ``combat_phase``, ``leader_turns``, ``reinforcement``, ``overstack``,
    ``refusals``, ``words``)."""

    id = "shin_barbarossa"
    title = T("Shin Barbarossa")
    context = "shin_barbarossa"
    data_models = "qtwargame.rules.shin_barbarossa.state_data"
    vocabulary = "qtwargame.rules.shin_barbarossa.vocabulary"
    declares_before_resolving = True  # 10.3.2: every combat declared, then each resolved
    air_in_units = True  # 10.4.5, 14.1: the Axis commits air units to an attack
    #: 1: a leader turned as a panzer passes (11.2.7) stops it as any anti-armour ZOC
    #: does, so it may still overrun from where it stops (7.2.2, 9.5, 9.8), and a turn that
    #: stops nothing lets the Soviet player turn another of the leaders asked about (11.2.2)
    #: (``movement_phase.answer_reaction``); a game of revision 0 (every save before it)
    #: ended the panzer's move at the stop and asked each leader once a move.
    revision = 1
    revisions = {1: "11.2.7: a panzer a turned leader stops may overrun from there; a turn that "
                    "stops nothing lets the Soviet player turn another leader"}

    def validate_scenario(self, scenario) -> list[Problem]:
        return scenario_problems(scenario)

    def prepare(self, game: Game):
        return build_static(game)

    # -- flow (5.0) ---------------------------------------------------------------------
    def phases(self, game: Game) -> Sequence[PhaseSpec]:
        return [PhaseSpec(pid, title, SIDE_OF_PHASE[pid], pid == "end", rule)
                for pid, (title, rule) in TITLES.items()]

    def first_phase(self, game: Game) -> tuple[int, str]:
        return 1, SETUP[0]

    def next_phase(self, game: Game, state: GameState):
        if state.phase == SETUP[0]:
            return 1, SETUP[1]
        if state.phase == SETUP[1]:
            return 1, sequence.START
        order = sequence.turn_order(state.turn, game.last_turn)
        i = order.index(state.phase)
        if i + 1 < len(order):
            return state.turn, order[i + 1]
        if state.turn >= game.last_turn:
            return None
        return state.turn + 1, sequence.START

    def setup(self, ctx: Context) -> None:
        deploy.deploy(ctx)

    def enter_phase(self, ctx: Context) -> None:
        s = ctx.state
        ph = s.phase
        rolled = s.data.get("rolled_weather")
        if ph == sequence.START:
            turn.start(ctx)
        elif rolled:
            prev = s.data.get("previous_weather") if s.turn >= sequence.SOVIET_FIRST_FROM else None
            s.weather = weather.weather_in_phase(rolled, ph, prev)
        if ph in moves.MOVE_PHASES:
            movement_phase.enter(ctx)
        if ph in combat_phase.PHASES:
            combat_phase.enter(ctx)
        if ph == "soviet_reinforcement":
            reinforcement.enter_soviet(ctx)
        leader_turns.auto_turn(ctx)
        air.offer(ctx)  # 14.3: at the start of the Soviet movement phase
        supply_centers.at_phase_start(ctx)  # 13.5

    def skip_phase(self, game: Game, state: GameState) -> bool:
        if state.phase in SETUP:
            return state.data.get("setup_done") == state.phase  # 2.0: declared done
        if state.phase == "soviet_withdrawal":
            return not any(game.units[u].kind == "leader" and s.status == ON_MAP
                           for u, s in state.units.items())
        return False

    def exit_phase(self, ctx: Context) -> None:
        s = ctx.state
        ph = s.phase
        if ph == leader_turns.PHASE:
            leader_turns.withdraw_cut_off(ctx)
        if ph == air.PHASE:
            air.clear(ctx)
        s.data.pop("leaders_joined", None)  # 11.3.1b: the combats of the phase are over
        if ph == "end":
            turn.end_phase(ctx)
        if ph in SETUP:
            deploy.close(ctx)

    def end_phase_blockers(self, game: Game, state: GameState) -> list[Msg]:
        ph = state.phase
        out: list[Msg] = []
        if state.data.get("moving"):
            out.append(T("Finish the move of the overrunning unit first (9.7)"))
        out += overstack.blockers(game, state)
        if ph in combat_phase.PHASES:
            out += combat_phase.blockers(game, state)
        if ph == "soviet_reinforcement":
            # 17.3: the militia raised must be placed; pool leaders may wait (5.4.1d, 11.6.1)
            if reinforcement.militia_places(game, state):
                out.append(T("Place the militia raised this turn (17.1, 17.2)"))
        if ph in REINFORCEMENT and reinforcement.arrival_places(game, state):
            out.append(T("Place the reinforcements"))
        return out

    def owed_targets(self, game: Game, state: GameState) -> frozenset[Hex]:
        return combat_phase.owed_targets(game, state)

    def end_game(self, ctx: Context) -> None:
        turn.end_game(ctx)

    # -- legal actions ------------------------------------------------------------------
    def legal_actions(self, game: Game, state: GameState) -> list[Action]:
        if state.pending is not None:
            return self._answers(game, state, state.pending)
        ph = state.phase
        side = state.active
        out: list[Action] = []
        if ph in SETUP:
            out += deploy.placements(game, state, side)
            out.append(deploy.done(side))
        elif ph == sequence.START:
            f = Facts.of(game, state)
            for uid in sorted(f.pos):
                if game.units[uid].kind == "supply" and "moved" not in state.units[uid].flags:
                    out += holds.supply_center_moves(game, state, f, uid)
        elif ph in moves.MOVE_PHASES:
            out += movement_phase.actions(game, state)
        elif ph in combat_phase.PHASES:
            out += combat_phase.actions(game, state)
        elif ph == leader_turns.PHASE:
            out += leader_turns.withdrawals(game, state)
        elif ph == "soviet_reinforcement":
            out += reinforcement.soviet_actions(game, state)
        elif ph == "axis_reinforcement":
            out += reinforcement.arrival_places(game, state)
        if ph not in moves.MOVE_PHASES:
            out += overstack.removals(game, state)  # 6.6: at the end of every phase
        return out + leader_turns.offers_now(game, state)

    def legal_actions_for(self, game: Game, state: GameState, unit: str | None = None,
                          hex: Hex | None = None) -> list[Action]:
        """The fast path for picking up a unit in a movement phase: only its own moves,
        removals and leader turn; in a setup phase its own placements; in a reinforcement
        phase its own arrivals and the other actions that name it (each the same as the
        whole list filtered)."""
        if unit is None or hex is not None or state.pending is not None or unit not in state.units:
            return super().legal_actions_for(game, state, unit, hex)
        if state.phase in SETUP:
            return deploy.own_placements(game, state, unit) + leader_turns.offers_for(game, state, unit)
        if state.phase in REINFORCEMENT:
            return reinforcement.actions_for(game, state, unit) + leader_turns.offers_for(game, state, unit)
        if state.phase not in moves.MOVE_PHASES or state.data.get("moving"):
            return super().legal_actions_for(game, state, unit, hex)
        return movement_phase.unit_actions(game, state, unit) + leader_turns.offers_for(game, state, unit)

    def _answers(self, game: Game, state: GameState, p: Decision) -> list[Action]:
        if p.kind in battle.KINDS:
            return battle.answers(game, state)
        if p.kind == overrun.DECISION:
            return overrun.answers(game, state)
        if p.kind == air.DECISION:
            return air.answers(game, state)
        if p.kind == movement_phase.REACTION:
            return movement_phase.reaction_answers(game, state)
        return []

    # -- apply ------------------------------------------------------------------------------
    def check(self, game: Game, state: GameState, action: Action) -> None:
        if (state.pending is None and state.phase in SETUP and isinstance(action, Place)
                and action.side == state.active and action.unit in game.units
                and game.units[action.unit].side == action.side):
            # 2.0: a setup move is checked against the unit's own placements (the same as
            # the whole phase's list, without listing every unit)
            if action in deploy.unit_placements(game, state, Facts.of(game, state), action.unit):
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Move) and state.phase in moves.MOVE_PHASES
                and not state.data.get("moving") and action.side == state.active):
            f = Facts.of(game, state)
            if _route_accepted(game, state, f, action) or movement_phase.move_ok(game, state, f, action):
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Attack) and action.side == state.active
                and state.phase in combat_phase.PHASES):
            # 10.3: a declaration is checked against those on its first target (the same as
            # the whole phase's list, in which every Attack is one of those on its target)
            if state.data.get("stage") == "declare" and action in battle.attacks_on(
                    game, state, action.target):
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Place) and action.reason == "reinforcement"
                and state.phase in REINFORCEMENT and action.side == state.active):
            if reinforcement.arrival_ok(game, state, action):  # 5.4
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Remove) and action.side == state.active
                and not (state.phase in moves.MOVE_PHASES and state.data.get("moving"))):
            # 6.6: the removals are the whole list's only Remove actions, in every phase
            # but while a stack moves (9.7), where the list has none
            if action in overstack.removals(game, state):
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Choose) and action.option == leaders.PLACE_LEADER
                and action.side == state.active and state.phase == "soviet_reinforcement"):
            # 5.4.1d, 11.6.1: a leader placed from the pool is checked against the
            # placements (the whole list's only ones), without every arrival listed
            if action in reinforcement.leader_places(game, state):
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Choose) and action.option == leaders.TURN_LEADER
                and action.side == state.active):
            # 11.2.2: with nothing pending, the leader turns offered now are the whole
            # list's only turns
            if action in leader_turns.offers_now(game, state):
                return
            raise self.refusal(game, state, action)
        super().check(game, state, action)

    #: The rules behind the common refusals (``engine.refusal``): 8.0 one move a unit and
    #: no entering enemy units, 6.1 stacking, 7.1.1 zones of control, 10.0 attacks, 5.4
    #: arrivals.
    refusal_rules = {"move": "8.0", "moved": "8.0", "enemy_hex": "8.0", "zoc": "7.1.1",
                     "stacking": "6.1", "remove": "6.6", "attack": "10.0", "attacked": "10.0",
                     "place": "5.4"}

    def explain_refusal(self, game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
        return refusals.explain(game, state, action)

    def apply(self, ctx: Context, action: Action) -> None:
        s = ctx.state
        before = supply_centers.units_before(s)
        if s.pending is not None:
            p = s.pending
            if p.kind in battle.KINDS:
                combat_phase.answer(ctx, action)
            elif p.kind == overrun.DECISION:
                movement_phase.answer_overrun(ctx, action)
            elif p.kind == air.DECISION:
                air.answer(ctx, action)
            elif p.kind == movement_phase.REACTION:
                movement_phase.answer_reaction(ctx, action)
        elif isinstance(action, Move):
            movement_phase.move(ctx, action)
        elif isinstance(action, Attack):
            battle.declare(ctx, action)
        elif isinstance(action, Choose):
            self._choose(ctx, action)
        elif isinstance(action, Place):
            reinforcement.place(ctx, action)
        elif isinstance(action, Remove):
            if action.reason == "stacking" and ctx.game.units[action.unit].kind == "leader":
                # 6.6: a turned leader removed is gone for good (19.3b scores it); a face-down
                # one goes back to the pool unseen, as when it is eliminated in combat
                if leaders.is_face_down(ctx.game, action.unit):
                    ctx.log(T("The face-down leader goes back to the pool unseen"), rule="6.6")
                else:
                    ctx.log(T("{leader} is out of the game for good", leader=action.unit),
                            rule="6.6, 19.3")
            battle.eliminate(ctx, action.unit)
        leader_turns.auto_turn(ctx)
        supply_centers.after_action(ctx, before)  # 13.5: a center left alone in Soviet ZOC

    def _choose(self, ctx: Context, a: Choose) -> None:
        s = ctx.state
        if leader_turns.choose(ctx, a):
            return
        if a.option == leaders.RESTORE:
            reinforcement.restore(ctx, a)
        elif a.option == leaders.REVIVE:
            reinforcement.revive(ctx, a)
        elif a.option == Opt.DONE and s.phase in SETUP:
            deploy.declare_done(ctx, a)
        elif a.option == Opt.DONE:
            overrun.end(ctx)
        elif a.option == Opt.RESOLVE:
            combat_phase.resolve(ctx)

    # -- questions --------------------------------------------------------------------------
    def unit_side(self, game: Game, state: GameState, uid: str) -> str:
        return game.units[uid].side

    def reachable(self, game: Game, state: GameState, unit: str) -> dict[Hex, float]:
        return movement_phase.reachable(game, state, unit)

    def supply_status(self, game: Game, state: GameState, side: str) -> dict[str, bool]:
        """4.1, 12.3: each of ``side``'s combat units on the map, whether it has a line of
        communication (and for the Axis supply): ``Facts.has_loc``, in the order of the
        facts' positions."""
        f = Facts.of(game, state)
        mine = f.combat_places(side)
        if not mine:
            return {}
        # asked of the bit sets (``Facts.in_loc``, ``Facts.in_supply``): the same answers
        loc, bit = f.loc_bits[side], topology.layout(f.t).bit
        if side != f.axis:
            return {u: bool(loc & bit[i]) for u, i in mine}
        supplied = f.supplied_bits()
        if supplied is not None:  # one bit each: in both sets where in their meet
            both = loc & supplied
            return {u: bool(both & bit[i]) for u, i in mine}
        return {u: bool(loc & bit[i]) and f.in_supply(i) for u, i in mine}

    def zoc_hexes(self, game: Game, state: GameState, side: str) -> set[Hex]:
        return set(Facts.of(game, state).zoc[side])

    def preview_attack(self, game: Game, state: GameState, attackers: Sequence[str],
                       target: Hex) -> CombatPreview | None:
        return battle.preview(game, state, tuple(attackers), (target,))

    def preview(self, game: Game, state: GameState, attack: Action) -> CombatPreview | None:
        if isinstance(attack, Attack):
            return battle.preview(game, state, attack.attackers, attack.targets, attack.air)
        return None

    def declared_combats(self, game: Game, state: GameState) -> list[Attack]:
        return combat_phase.declared_combats(game, state)

    def declaration_in_progress(self, game: Game, state: GameState) -> Attack | None:
        """The combat a reaction is asked about before its roll (the Axis air unit in a
        Soviet attack's defence, 14.1; turning leaders before an Axis attack, 11.2.2), so
        the combat and results panels show its odds on the table it uses."""
        ask = battle.asked_about(game, state)
        if ask is None:
            return None
        attackers, targets, air = ask
        return Attack(game.units[attackers[0]].side, attackers, targets[0], targets[1:], air)

    def victory_points(self, game: Game, state: GameState) -> dict[str, int]:
        return dict(state.vp)

    def describe_action(self, game: Game, action: Action) -> Msg | None:
        return words.action_words(game, action)

    def describe_answer(self, game: Game, state: GameState, action: Action) -> Msg | None:
        return words.answer_words(game, state, action)

    def describe_choice(self, game: Game, state: GameState, action: Action) -> Choice:
        return words.choice(game, state, action, super().describe_choice(game, state, action))

    def still_to_come(self, game: Game, state: GameState) -> list[tuple[str, Msg]]:
        return words.still_to_come(game, super().still_to_come(game, state))

    def status(self, game: Game, state: GameState, side: str) -> list[StatusItem]:
        return words.status(game, state)

    def phase_hint(self, game: Game, state: GameState) -> Msg | None:
        return words.phase_hint(game, state)

    def map_notes(self, game: Game, state: GameState) -> dict[Hex, Msg]:
        # 14.3: read only, for the board (the hexes the log names as they are placed)
        return {h: T("An Axis air unit bars Soviet rail movement into this hex (14.3)")
                for h in air.interdicted(game, state)}

    def decision_prompt(self, game: Game, state: GameState) -> Msg | None:
        return words.decision_prompt(game, state) or super().decision_prompt(game, state)

    def pass_answer(self, game: Game, state: GameState) -> Action | None:
        if state.pending is not None and state.pending.kind == movement_phase.REACTION:
            return Choose(game.cache.data.soviet, Opt.PASS)
        if state.pending is not None and state.pending.kind in ("defensive_air", "interdiction",
                                                                  "defence_turn"):
            return Choose(state.pending.side, Opt.PASS)
        return None

    def can_retreat(self, game: Game, state: GameState, unit: str) -> bool | None:
        """10.6.2-10.6.7, 6.5, 7.x: whether ``unit`` would have a retreat if a combat
        result made it retreat now, as the rules offer its owner one (``battle.
        retreat_options``: two hexes, each farther from its hex, into no enemy unit, no
        enemy ZOC without a friend, no terrain it may not enter, not across water, ending
        with room under the stacking limit; a militia unit within its leash, 17.3); none
        means it is eliminated (10.6.7). A supply center never retreats (13.6): False.
        None for a piece off the map."""
        u = state.units.get(unit)
        if u is None or u.status != ON_MAP or u.hex is None:
            return None
        if game.units[unit].kind == "supply":
            return False
        return bool(battle.retreat_options(game, state, unit, Facts.of(game, state)))

    def stacking_violations(self, game: Game, state: GameState) -> list[Msg]:
        return []


__all__ = ["ShinBarbarossaRuleset", "Advance", "Retreat", "TakeLoss"]
