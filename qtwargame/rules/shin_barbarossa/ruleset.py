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
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.engine.text import Msg
from qtwargame.rules.shin_barbarossa import (
    air,
    battle,
    combat_phase,
    holds,
    leader_turns,
    leaders,
    movement_phase,
    moves,
    overrun,
    overstack,
    rail,
    refusals,
    reinforcement,
    sequence,
    turn,
    weather,
)
from qtwargame.rules.shin_barbarossa.data import scenario_problems
from qtwargame.rules.shin_barbarossa.facts import Facts, build_static
from qtwargame.rules.shin_barbarossa.texts import T

SETUP = ("setup_soviet", "setup_axis")
REINFORCEMENT = reinforcement.PHASES
#: Choose symbols of this game (besides the shared ``Opt``): the leaders' (``leaders``).
TURN_LEADER, WITHDRAW, RESTORE, REVIVE, PLACE_LEADER = (
    leaders.TURN_LEADER, leaders.WITHDRAW, leaders.RESTORE, leaders.REVIVE, leaders.PLACE_LEADER)

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


class ShinBarbarossaRuleset(Ruleset):
    id = "shin_barbarossa"
    title = T("Shin Barbarossa")
    context = "shin_barbarossa"
    data_models = "qtwargame.rules.shin_barbarossa.state_data"
    declares_before_resolving = True  # 10.3.2: every combat declared, then each resolved

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
        from qtwargame.rules.shin_barbarossa.deploy import deploy

        deploy(ctx)

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

    def skip_phase(self, game: Game, state: GameState) -> bool:
        if state.phase in SETUP:
            return state.data.get("setup_done") == state.phase  # 2.0: declared done
        if state.phase == "soviet_withdrawal":
            return not any(game.units[u].kind == "leader" and s.status == ON_MAP
                           for u, s in state.units.items())
        return False

    def exit_phase(self, ctx: Context) -> None:
        s, game = ctx.state, ctx.game
        ph = s.phase
        if ph == leader_turns.PHASE:
            leader_turns.withdraw_cut_off(ctx)
        if ph == air.PHASE:
            air.clear(ctx)
        s.data.pop("leaders_joined", None)  # 11.3.1b: the combats of the phase are over
        if ph == "end":
            turn.end_phase(ctx)
        if ph == SETUP[0]:
            # 18.2: the Soviet units set up inside the South-West Front line stay there
            # through turn 2
            sw = game.cache.sw_front
            s.data["stalin_line"] = sorted(
                u for u, x in s.units.items() if x.status == ON_MAP and x.hex in sw
                and game.units[u].side == game.cache.data.soviet and game.units[u].kind == "unit")
        if ph == SETUP[1]:
            for uid, u in list(s.units.items()):
                if "set_up" in u.flags:
                    s.units[uid] = u.without_flag("set_up")

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
            return self._answers(game, state)
        ph = state.phase
        side = state.active
        out: list[Action] = []
        if ph in SETUP:
            from qtwargame.rules.shin_barbarossa.deploy import done, placements

            out += placements(game, state, side)
            out.append(done(side))
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
            return self._setup_actions_for(game, state, unit)
        if state.phase in REINFORCEMENT:
            return reinforcement.actions_for(game, state, unit) + leader_turns.offers_for(game, state, unit)
        if state.phase not in moves.MOVE_PHASES or state.data.get("moving"):
            return super().legal_actions_for(game, state, unit, hex)
        return movement_phase.unit_actions(game, state, unit) + leader_turns.offers_for(game, state, unit)

    def _setup_actions_for(self, game: Game, state: GameState, unit: str) -> list[Action]:
        """``legal_actions`` of a setup phase filtered to ``unit``: its own placements
        (``deploy.placements`` lists each unit's in turn) and a leader turn naming it."""
        from qtwargame.rules.shin_barbarossa.deploy import unit_placements

        out: list[Action] = []
        if game.units[unit].side == state.active:
            out += unit_placements(game, state, Facts.of(game, state), unit)
        out += leader_turns.offers_for(game, state, unit)
        return out

    def _answers(self, game: Game, state: GameState) -> list[Action]:
        p = state.pending
        if p.kind in battle.KINDS:
            return battle.answers(game, state)
        if p.kind == overrun.DECISION:
            return overrun.answers(game, state)
        if p.kind == air.DECISION:
            return air.answers(game, state)
        if p.kind == movement_phase.REACTION:
            return movement_phase.reaction_answers(game, state)
        return []

    # -- reinforcements (5.4, 11.5, 11.6, 13.7, 17) ----------------------------------------
    # -- the end phase (5.5, 3.3, 18.1, 19) ------------------------------------------------
    # -- apply ------------------------------------------------------------------------------
    def check(self, game: Game, state: GameState, action: Action) -> None:
        if (state.pending is None and state.phase in SETUP and isinstance(action, Place)
                and action.side == state.active and action.unit in game.units
                and game.units[action.unit].side == action.side):
            # 2.0: a setup move is checked against the unit's own placements (the same as
            # the whole phase's list, without listing every unit)
            from qtwargame.rules.shin_barbarossa.deploy import unit_placements

            if action in unit_placements(game, state, Facts.of(game, state), action.unit):
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Move) and state.phase in moves.MOVE_PHASES
                and not state.data.get("moving") and action.side == state.active):
            if movement_phase.move_ok(game, state, Facts.of(game, state), action):
                return
            raise self.refusal(game, state, action)
        if (state.pending is None and isinstance(action, Attack) and action.side == state.active
                and state.phase in ("axis_combat", "soviet_combat")):
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
                ctx.log(T("A leader over the stacking limit is removed"), rule="6.6")
            battle.eliminate(ctx, action.unit)
        leader_turns.auto_turn(ctx)

    def _choose(self, ctx: Context, a: Choose) -> None:
        s = ctx.state
        if leader_turns.choose(ctx, a):
            return
        if a.option == RESTORE:
            reinforcement.restore(ctx, a)
        elif a.option == REVIVE:
            reinforcement.revive(ctx, a)
        elif a.option == Opt.DONE and s.phase in SETUP:
            s.data["setup_done"] = s.phase
            ctx.log(T("{side} has finished setting up", side=a.side), rule="2.0")
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
        units = game.units
        mine = [(u, i) for u, i in f.pos_id.items()
                if units[u].side == side and units[u].kind == "unit"]
        if not mine:
            return {}
        loc = f.loc_ids[side]
        if side != f.axis:
            return {u: i in loc for u, i in mine}
        return {u: i in loc and i in f.supplied_ids for u, i in mine}

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
        if isinstance(action, Choose):
            words = {
                TURN_LEADER: lambda: T("{side} turns the leader in the stack of {unit}", side=action.side,
                                       unit=action.units[0]),
                WITHDRAW: lambda: T("{side} withdraws a leader to the pool", side=action.side),
                PLACE_LEADER: lambda: T("{side} places a leader from the pool in {hex}", side=action.side,
                                        hex=action.hexes[0]),
                RESTORE: lambda: T("{side} restores a step of {unit}", side=action.side,
                                   unit=action.units[1]),
                REVIVE: lambda: T("{side} revives a rifle corps in {hex} with {n:# point|# points}",
                                  side=action.side, hex=action.hexes[0], n=action.count),
            }
            if action.option in words:
                return words[action.option]()
            if action.option == Opt.RESOLVE and action.hexes:
                return T("{side} resolves the combat at {hex}", side=action.side, hex=action.hexes[0])
            if action.option == Opt.RESOLVE:
                return T("{side} has declared every combat", side=action.side)
            if action.option == Opt.DONE and not action.units:
                return T("{side} declares the setup done", side=action.side)
        if isinstance(action, Remove) and action.reason == "stacking":
            if game.units[action.unit].kind == "leader":
                return T("{side} removes the leader {unit}: one leader a hex (6.2, 6.6)", side=action.side,
                         unit=action.unit)
            return T("{side} removes {unit}: over the stacking limit (6.6)", side=action.side,
                     unit=action.unit)
        if isinstance(action, Move) and action.mode == "overrun":
            return T("{side}: {unit} picks {hex} to overrun", side=action.side, unit=action.unit,
                     hex=action.to)
        if isinstance(action, Choose) and action.option == overrun.OVERRUN:
            if action.count:
                return T("{side}: {units} overrun {hex} with an air unit", side=action.side,
                         units=tuple(action.units), hex=action.hexes[0])
            return T("{side}: {units} overrun {hex}", side=action.side, units=tuple(action.units),
                     hex=action.hexes[0])
        if isinstance(action, Choose) and action.option == Opt.AIR:
            return T("{side} commits an air unit at {hex}", side=action.side, hex=action.hexes[0])
        if isinstance(action, Choose) and action.option == Opt.PASS:
            return T("{side} passes", side=action.side)
        return None

    def describe_choice(self, game: Game, state: GameState, action: Action) -> Choice:
        label = self.describe_action(game, action)
        base = super().describe_choice(game, state, action)
        described = (battle.describe_odds(game, state, action) or overrun.describe_odds(game, state, action)
                     or overrun.describe(game, state, action))
        if described is not None:
            return described
        if isinstance(action, Choose) and action.option == Opt.DONE and state.phase in SETUP:
            return Choice(action, T("Declare the setup done"), (), ())
        if isinstance(action, Choose) and action.option in (TURN_LEADER, WITHDRAW):
            u = state.units.get(action.units[0])
            where = u.hex if u is not None and u.hex is not None else None
            if where is None:
                return Choice(action, T("Turn the leader") if action.option == TURN_LEADER
                              else T("Withdraw the leader to the pool"), action.units, base.hexes)
            label = (T("Turn the leader in {hex}", hex=where) if action.option == TURN_LEADER
                     else T("Withdraw the leader in {hex} to the pool", hex=where))
            return Choice(action, label, action.units, (where,))
        if isinstance(action, Choose) and action.option == Opt.RESOLVE and state.pending is None:
            return combat_phase.resolve_choice(game, state, action)
        if isinstance(action, Choose) and action.option == Opt.RETREAT:
            return Choice(action, T("Retreat every unit two hexes"), (), ())
        if isinstance(action, Choose) and action.option == Opt.PASS and state.pending is not None \
                and state.pending.kind in ("reaction_turn", "defence_turn"):
            return Choice(action, T("Leave them face down"), (), ())
        if isinstance(action, Choose) and state.pending is not None and state.pending.kind == air.DECISION:
            if action.option == Opt.AIR:
                return Choice(action, T("Bar Soviet rail movement through {hex}", hex=action.hexes[0]),
                              (), action.hexes, T("One air unit fewer for the Axis this turn (14.4)"))
            return Choice(action, T("Place no more air units"), (), ())
        if label is not None:
            return Choice(action, label, base.units, base.hexes)
        return base

    def still_to_come(self, game: Game, state: GameState) -> list[tuple[str, Msg]]:
        """The turn's and later turns' units, and the militia not yet raised (17.1, 17.2:
        a city's militia comes when its trigger holds). Not the Axis air units (5.1.1: a
        count, shown in the status) nor the leaders and their counters (5.4: the leader
        pool, shown as a count; which leader is where stays hidden)."""
        out, militia = [], []
        for uid, when in super().still_to_come(game, state):
            d = game.units[uid]
            if d.has("militia"):
                militia.append((uid, T("When raised (17.1, 17.2)")))
            elif not (d.has("air") or d.has("leader_identity") or d.has("leader_slot")):
                out.append((uid, when))
        return out + militia

    def status(self, game: Game, state: GameState, side: str) -> list[StatusItem]:
        st = game.cache
        f = Facts.of(game, state)
        centers = sum(1 for u in f.pos if game.units[u].kind == "supply")
        vp = turn.compute_vp(game, state)
        out = [
            StatusItem(T("Victory points"), vp,
                       T("Axis wins from 75, draw 70-74; below 0 the Soviets win at once")),
            StatusItem(T("Axis air units"), state.data.get("air", 0)),
            StatusItem(T("Supply centers on the map"), centers, None, st.data.axis),
            StatusItem(T("Hitler's order"), turn.ORDER_WORDS.get(state.data.get("order"), T("none"))),
            StatusItem(T("Leaders in the pool"), leaders.pool_count(state), None, st.data.soviet),
        ]
        for s_id, label in ((st.data.axis, T("Axis rail points left")),
                            (st.data.soviet, T("Soviet rail points left"))):
            left = rail.points(st.data, s_id) - state.data.get("rail_used", {}).get(s_id, 0)
            out.append(StatusItem(label, left, None, s_id))
        return out

    def pass_answer(self, game: Game, state: GameState) -> Action | None:
        if state.pending is not None and state.pending.kind == "reaction_turn":
            return Choose(game.cache.data.soviet, Opt.PASS)
        if state.pending is not None and state.pending.kind in ("defensive_air", "interdiction",
                                                                  "defence_turn"):
            return Choose(state.pending.side, Opt.PASS)
        return None

    def stacking_violations(self, game: Game, state: GameState) -> list[Msg]:
        return []


__all__ = ["ShinBarbarossaRuleset", "Advance", "Retreat", "TakeLoss"]
