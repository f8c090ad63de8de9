"""Defiant Russia: the ruleset that ties the rule modules to the engine's contract.

Each rule lives in the module named after it (``sequence``, ``setup``, ``supply``,
``movement``, ``rail``, ``zoc``, ``stacking``, ``control``, ``declare``, ``combat``,
``losses``, ``resolution``, ``retreat``, ``weather``, ``replacements``, ``reinforcements``,
``organization``, ``special/*``, ``victory``). This module only answers the engine:
which actions are legal, what each one does, when phases end, and the questions the UI
and the bots ask. docs/rules/defiant_russia.md maps every rule to its code and tests.
"""

from __future__ import annotations

from collections.abc import Sequence

from pydantic import ValidationError

from qtwargame.engine.actions import (
    Action,
    Attack,
    Choose,
    Move,
    Place,
    Remove,
    TakeLoss,
)
from qtwargame.engine.checks import cost_below_one, pydantic_problems
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.refs import missing, named, reference_problems
from qtwargame.engine.ruleset import (
    CombatPreview,
    OptionDef,
    PhaseSpec,
    Problem,
    Ruleset,
    filter_actions,
)
from qtwargame.engine.state import ON_MAP, Decision, GameState
from qtwargame.engine.text import Msg, Texts
from qtwargame.rules.defiant_russia import choices, declare, moves, resolution, sequence
from qtwargame.rules.defiant_russia import setup as setup_rules
from qtwargame.rules.defiant_russia.actions import AirStrike, Attach, Exchange, Replace
from qtwargame.rules.defiant_russia.combat import odds
from qtwargame.rules.defiant_russia.data import DRData
from qtwargame.rules.defiant_russia.explain import explain
from qtwargame.rules.defiant_russia.explain import exploit_refusal as _exploit_refusal
from qtwargame.rules.defiant_russia.losses import eliminate, lose_step, relocate_unit
from qtwargame.rules.defiant_russia.organization import (
    answer_port,
    enter_organization,
    port_answers,
)
from qtwargame.rules.defiant_russia.reinforcements import mark_arrivals, reinforcement_actions
from qtwargame.rules.defiant_russia.reinforcements import place as place_reinforcement
from qtwargame.rules.defiant_russia.replacements import apply_replace, apply_return, replacement_actions
from qtwargame.rules.defiant_russia.snapshot import Snap, snap_of
from qtwargame.rules.defiant_russia.special import airborne, navy, partisans, shock
from qtwargame.rules.defiant_russia.special.leaders import (
    place_relocated,
    relocation_decision,
    relocation_hexes,
    stack_loss_rolls,
)
from qtwargame.rules.defiant_russia.stacking import violations
from qtwargame.rules.defiant_russia.status import status as status_items
from qtwargame.rules.defiant_russia.supply import supply_map
from qtwargame.rules.defiant_russia.tables import Tables, build_tables
from qtwargame.rules.defiant_russia.units import AXIS, GERMAN, SOVIET
from qtwargame.rules.defiant_russia.victory import breakdown, check_automatic, final_result, score
from qtwargame.rules.defiant_russia.weather import enter_weather
from qtwargame.rules.dice_bucket.checks import PathChecks, step_problems
from qtwargame.rules.dice_bucket.dispatch import CombatDispatch, attack_on_board
from qtwargame.rules.dice_bucket.questions import SnapQuestions
from qtwargame.rules.dice_bucket.weather import die_row_problem
from qtwargame.rules.limits import number_problems

T = Texts("defiant_russia")
#: The words of this ruleset's scenario checks (the checks' context).
C = Texts("ScenarioCheck")

TURN_FLAGS = frozenset({"dropped", "dropped_exploit"})


class DefiantRussiaRuleset(CombatDispatch, PathChecks, SnapQuestions, Ruleset):
    id = "defiant_russia"
    title = T("Defiant Russia")
    context = "defiant_russia"
    data_models = "qtwargame.rules.defiant_russia.state_data"
    vocabulary = "qtwargame.rules.defiant_russia.vocabulary"

    # -- description --------------------------------------------------------------------
    def options(self) -> Sequence[OptionDef]:
        return (
            OptionDef("weather", T("Weather: historical (8.1) or random (8.2)"), "8.2",
                      "historical", ("historical", "random"),
                      (T("Historical (8.1)"), T("Random (8.2)"))),
            OptionDef("early_invasion", T("Early invasion"), "12.1", False),
            OptionDef("no_purge", T("No purge"), "12.2", False),
            OptionDef("combat_obligation",
                      T("Attack obligation: adjacent units must attack (Q&A) or also every "
                        "adjacent enemy must be attacked (strict)"), "7.0", "qa", ("qa", "strict"),
                      (T("Adjacent units must attack (Q&A)"),
                       T("Also every adjacent enemy must be attacked (strict)"))),
            OptionDef("fortress_penalty",
                      T("Fortress: every attacking unit -1 (text) or only armor (chart)"), "9.0",
                      "all", ("all", "armor"),
                      (T("Every attacking unit -1 (text)"), T("Only armor -1 (chart)"))),
        )

    def validate_scenario(self, scenario) -> list[Problem]:
        try:
            data = DRData.model_validate(scenario.rules_data)
        except ValidationError as e:
            return pydantic_problems(e.errors(), "$.rules_data")
        problems: list[Problem] = number_problems(scenario.rules_data)
        problems += reference_problems(data, scenario)
        for tid, effect in data.terrain.items():
            for mclass, cost in effect.cost.items():
                if cost is not None and 0 <= cost < 1:  # negative: out of range above
                    problems.append(Problem.of(f"$.rules_data.terrain.{tid}.cost.{mclass}",
                                               cost_below_one(cost, mclass)))
        for i, t in enumerate(scenario.terrain):
            if t.id not in data.terrain:
                problems.append(Problem.of(f"$.terrain[{i}]",
                                           C("the rules data gives no terrain effects for {terrain}",
                                             terrain=named("terrain", t.id, scenario))))
        # 8.1, 8.2: a random row has one weather for each face of the die (a short row
        # validated and then failed on a high roll), and where the scenario lists its
        # weathers (a test's bare scenario may not), every weather named is one of them
        weathers = {w.id for w in scenario.weather}
        for turn, wid in data.historical_weather.items():
            if weathers and wid not in weathers:
                problems.append(Problem.of(f"$.rules_data.historical_weather.{turn}",
                                           missing("weather", wid)))
        for turn, row in data.random_weather.items():
            wrong = die_row_problem(turn, row)
            if wrong is not None:
                problems.append(Problem.of(f"$.rules_data.random_weather.{turn}", wrong))
            for j, wid in enumerate(row):
                if weathers and wid not in weathers:
                    problems.append(Problem.of(f"$.rules_data.random_weather.{turn}[{j}]",
                                               missing("weather", wid)))
        cities = {c.id for c in scenario.map.cities}
        for role, cid in data.cities.model_dump().items():
            if cid is not None and cid not in cities:
                problems.append(Problem.of(f"$.rules_data.cities.{role}", missing("city", cid)))
        for key in ("ports", "soviet_rp_cities"):
            for j, cid in enumerate(getattr(data, key)):
                if cid not in cities:
                    problems.append(Problem.of(f"$.rules_data.{key}[{j}]", missing("city", cid)))
        regions = {r.id for r in scenario.map.regions}
        for key in ("regions", "supply_edges", "retreat_edges", "reinforcement_edges"):
            for role, rid in getattr(data, key).items():
                if rid not in regions:
                    problems.append(Problem.of(f"$.rules_data.{key}.{role}", missing("region", rid)))
        units = {u.id for u in scenario.units}
        for key in ("leaders", "fleets"):
            for role, uid in getattr(data, key).items():
                if uid not in units:
                    problems.append(Problem.of(f"$.rules_data.{key}.{role}", missing("unit", uid)))
        # (a unit with neither a setup nor an arrival: the scenario's own set-up checks)
        problems += step_problems(scenario)
        return problems

    def prepare(self, game: Game) -> Tables:
        return build_tables(game, DRData.model_validate(game.scenario.rules_data))

    # -- flow ---------------------------------------------------------------------------
    def phases(self, game: Game) -> Sequence[PhaseSpec]:
        return sequence.phase_table()

    def next_phase(self, game: Game, state: GameState):
        return sequence.next_phase(game, state, [p.id for p in self.phases(game)])

    def setup(self, ctx: Context) -> None:
        s, game = ctx.state, ctx.game
        s.data.update({"air": {AXIS: 0, SOVIET: 0}, "fortress_lost": [], "captured": []})
        for uid, d in game.units.items():  # units a scenario puts on a fixed hex
            if d.setup_hex is not None:
                s.units[uid] = s.units[uid].__class__(hex=game.hex(d.setup_hex), status=ON_MAP)
        if game.cache.leaders.get("guderian") in game.units and \
                s.units[game.cache.leaders["guderian"]].status == ON_MAP:
            setup_rules.attach_guderian(game, s)
        s.vp = score(game, s)

    def enter_phase(self, ctx: Context) -> None:
        s = ctx.state
        s.data["fresh"] = True  # skip_phase looks only at phases just begun
        kind = sequence.phase_kind(s.phase)
        if s.phase in sequence.SETUP:
            setup_rules.auto_place(ctx)
        elif s.phase == "weather":
            self._new_turn(ctx)
            enter_weather(ctx)
        elif kind == "replacements":
            enter_organization(ctx)
        elif kind == "reinforcements":
            if s.active == SOVIET:
                partisans.roll_partisans(ctx)
            mark_arrivals(ctx)
        elif kind in ("move", "exploit"):
            s.data["rail_used"] = 0
            s.data["captured"] = []
        elif kind in ("combat", "exploit_combat"):
            s.data["attacked_hexes"] = []
            s.data["leaders_used"] = []
            s.data["zhukov_hexes"] = []
        check_automatic(ctx)

    def _new_turn(self, ctx: Context) -> None:
        s = ctx.state
        for key in ("air_on_fleet", "sea_moved", "reinf_cities", "rp_armor", "rebuilt"):
            s.data.pop(key, None)
        for uid, u in list(s.units.items()):
            if u.flags & TURN_FLAGS:
                s.units[uid] = u.__class__(u.hex, u.step, u.status, u.flags - TURN_FLAGS)

    def exit_phase(self, ctx: Context) -> None:
        s = ctx.state
        kind = sequence.phase_kind(s.phase)
        self.clear_phase_flags(ctx, kind)
        if kind in ("move", "exploit") and s.active == SOVIET:
            self._zhukov_joins_a_unit(ctx)
        if kind == "replacements":
            s.data["rp"] = 0  # 10.12: replacement points cannot be saved
        if kind in ("move", "exploit"):
            s.data["captured"] = []

    def _zhukov_joins_a_unit(self, ctx: Context) -> None:
        """11.63: Zhukov ends each movement phase with a Soviet ground unit; if he could not,
        he joins the nearest one."""
        t = ctx.game.cache
        z = t.leaders.get("zhukov")
        s = ctx.state
        if not z or s.units[z].status != ON_MAP:
            return
        snap = Snap(ctx.game, s)
        if snap.ground[SOVIET].get(snap.pos[z]):
            return
        options = relocation_hexes(snap, z)
        if options:
            place_relocated(ctx, z, options[0])

    def skip_phase(self, game: Game, state: GameState) -> bool:
        kind = sequence.phase_kind(state.phase)
        if kind == "move" or not state.data.get("fresh"):
            return False
        side = sequence.phase_side(state.phase)
        if kind in ("exploit", "exploit_combat") and not sequence.exploitation_exists(game, state, side):
            return True
        return not self._legal(game, state, Snap(game, state))

    def end_phase_blockers(self, game: Game, state: GameState) -> list[Msg]:
        snap = snap_of(game, state)
        kind = sequence.phase_kind(state.phase)
        if state.phase in sequence.SETUP:
            left = setup_rules.setup_actions(snap)
            if left:
                return [T("{n:# unit|# units} still to set up (3.0)",
                          n=len(setup_rules.units_to_set_up(snap, left)))]
        elif kind == "reinforcements":
            left = reinforcement_actions(snap)
            if left:
                return [T("{n:# reinforcement|# reinforcements} still to place (10.2)",
                          n=len({a.unit for a in left}))]
        elif kind == "combat":
            return declare.owed_attacks(snap)  # all of them: the window says how many
        elif kind == "stacking":
            v = violations(snap)
            if v:
                return [T("{hex} is over the stacking limit (6.2)", hex=snap.t.labels[h])
                        for h, _, _ in v]
        return []

    def end_phase_losses(self, game: Game, state: GameState) -> list[Msg]:
        """10.12: replacement points are not saved from turn to turn; those the replacement
        phase ends with are gone (``exit_phase``). Named only while a restore or return
        is legal now (points too few for any are no loss of the player's)."""
        if state.pending is not None or sequence.phase_kind(state.phase) != "replacements":
            return []
        rp = state.data.get("rp", 0)
        if rp <= 0 or not replacement_actions(snap_of(game, state)):
            return []
        return [T("{n:# replacement point not spent is lost|# replacement points not spent are "
                  "lost} (10.12)", n=rp)]

    def end_game(self, ctx: Context) -> None:
        final_result(ctx)

    def still_to_come(self, game: Game, state: GameState) -> list[tuple[str, Msg]]:
        """The arrivals, and in the Axis setup Guderian while he waits for a German armor
        unit of Army Group Center to be set up (11.61): he is one of the units the setup
        count names, so the pool shows where he is."""
        out = super().still_to_come(game, state)
        if state.phase in sequence.SETUP and setup_rules.guderian_waits(snap_of(game, state)):
            out.insert(0, (game.cache.leaders["guderian"],
                           T("Once a German armor unit of Army Group Center is set up (11.61)")))
        return out

    # -- the contract -------------------------------------------------------------------
    def legal_actions(self, game: Game, state: GameState) -> list[Action]:
        return self._legal(game, state, snap_of(game, state))

    def legal_actions_for(self, game: Game, state: GameState, unit: str | None = None,
                          hex: Hex | None = None) -> list[Action]:
        """One unit's actions in a movement or exploitation phase without listing every
        other unit's (a Soviet movement phase lists some ten thousand rail moves): its own
        moves, then the drops and attachments that name it, as :meth:`legal_actions`
        orders them."""
        kind = sequence.phase_kind(state.phase)
        if unit is None or state.pending is not None or kind not in ("move", "exploit"):
            return super().legal_actions_for(game, state, unit, hex)
        snap = snap_of(game, state)
        out: list[Action] = []
        if unit in snap.pos and snap.t.units.get(unit) is not None \
                and snap.t.units[unit].side == state.active:
            out += moves.unit_moves(snap, unit)
        out += filter_actions(airborne.drop_options(snap), unit)
        out += filter_actions(self._attachments(snap), unit)
        return filter_actions(out, None, hex)

    def _legal(self, game: Game, state: GameState, snap: Snap) -> list[Action]:
        p = state.pending
        if p is not None:
            return self._answers(game, state, snap, p)
        kind = sequence.phase_kind(state.phase)
        side = state.active
        if state.phase in sequence.SETUP:
            return list(setup_rules.setup_actions(snap))
        if kind == "replacements":
            return replacement_actions(snap) + shock.exchanges(game, state)
        if kind == "reinforcements":
            return list(reinforcement_actions(snap))
        if kind in ("move", "exploit"):
            out: list[Action] = []
            for uid in sorted(snap.pos):
                if snap.t.units[uid].side == side:
                    out += moves.unit_moves(snap, uid)
            out += airborne.drop_options(snap)
            out += self._attachments(snap)
            return out
        if kind in ("combat", "exploit_combat"):
            out = list(declare.openings(snap))
            if side == AXIS and kind == "combat":
                out += [AirStrike(AXIS, f, n) for f, room in sorted(navy.strike_targets(snap).items())
                        for n in range(1, room + 1)]
            return out
        if kind == "stacking":
            return [Remove(state.active, u, "stacking") for _, _, uids in violations(snap)
                    for u in uids if snap.t.units[u].counts_for_stacking
                    or snap.t.units[u].nationality in ("hungarian", "romanian")]
        return []

    def _attachments(self, snap: Snap) -> list[Attach]:
        """A55: Guderian may change to another German armor unit of his hex."""
        t = snap.t
        gid = t.leaders.get("guderian")
        if snap.state.active != AXIS or not gid or gid not in snap.pos:
            return []
        if "attached" in snap.state.units[gid].flags:
            return []  # once a phase, before he goes anywhere
        cur = snap.state.data.get("guderian_with")
        return [Attach(AXIS, gid, u) for u in sorted(snap.at.get(snap.pos[gid], []))
                if u != cur and t.units[u].armor and t.units[u].nationality == GERMAN]

    def _answers(self, game: Game, state: GameState, snap: Snap, p: Decision) -> list[Action]:
        combat = self.combat_answers(snap, p)
        if combat is not None:
            return combat
        if p.kind == "relocate":
            return [Place(p.side, p.data["leader"], game.hex(x), "relocate") for x in p.data["hexes"]]
        if p.kind == "displace":
            return [Place(p.side, p.data["fleet"], game.hex(x), "displace") for x in p.data["hexes"]]
        if p.kind == "port_supply":
            return list(port_answers(state))
        if p.kind == "partisans":
            return list(partisans.partisan_answers(state))
        return []

    def check(self, game: Game, state: GameState, action: Action) -> None:
        """Moves and retreats are checked by their own path (any legal route, 7.23);
        everything else by membership in the legal actions of its kind."""
        if self.check_path(game, state, action):
            return
        if action not in self._candidates(game, state, action):
            raise self.refusal(game, state, action)

    def _candidates(self, game: Game, state: GameState, action: Action) -> list[Action]:
        """The legal actions that could equal ``action`` (a cheap subset of ``_legal``)."""
        snap = snap_of(game, state)
        if (isinstance(action, Place) and state.pending is None and action.side == state.active
                and action.unit in snap.t.units):
            t = snap.t
            if action.reason == "setup" and state.phase in sequence.SETUP \
                    and action.unit in setup_rules.to_place(game, state, state.active):
                return [Place(state.active, action.unit, t.hexes[h], "setup")
                        for h in setup_rules.placements(snap, action.unit)]
            if action.reason in ("setup", "reinforcement"):
                return [a for a in self._legal(game, state, snap) if isinstance(a, Place)
                        and a.unit == action.unit] if action.reason == "reinforcement" else []
        return self._legal(game, state, snap)

    #: The rules behind the common refusals (``engine.refusal``): 6.1 movement (each unit
    #: moves once, within its allowance), 6.2 stacking, 6.3 zones of control, 7.0–7.3
    #: combat, 11.7 air points. ``PathChecks`` explains a second move and a refused air point.
    moved_rule = "6.1"
    move_is_legal = staticmethod(moves.move_is_legal)
    phase_mode = staticmethod(moves.phase_mode)
    procedure = resolution.PROCEDURE
    air_refusal = staticmethod(declare.air_refusal)
    exploit_refusal = staticmethod(_exploit_refusal)
    refusal_rules = {"move": "6.1", "moved": "6.1", "enemy_hex": "6.1", "zoc": "6.3",
                     "stacking": "6.2", "remove": "6.2", "attack": "7.0", "attacked": "7.0",
                     "loss": "7.2", "retreat": "7.23", "advance": "7.3", "air": "11.7"}

    # -- applying actions (the dispatch: dice_bucket.dispatch.CombatDispatch) -------------
    #: 7.1: the declaration in progress. The flags a phase's end clears: a unit moves once a
    #: phase (6.1, 6.6) and attacks once (7.0); Guderian changes units once a phase (A55).
    attack_prompt = T("Complete the attack")
    phase_flags = {"move": frozenset({"moved", "railed", "attached"}),
                   "exploit": frozenset({"exploited", "attached"}),
                   "combat": frozenset({"attacked"}), "exploit_combat": frozenset({"attacked"})}
    builder_answers = staticmethod(declare.builder_answers)
    extend_plan = staticmethod(declare.extend_plan)
    resolve_attack = staticmethod(resolution.start_combat)

    def apply_other(self, ctx: Context, action: Action) -> None:
        s = ctx.state
        if isinstance(action, Place):
            self._place(ctx, action)
        elif isinstance(action, Replace):
            apply_replace(ctx, action)
        elif isinstance(action, Exchange):
            shock.exchange(ctx, action)
        elif isinstance(action, AirStrike):
            navy.air_strike(ctx, action.fleet, action.points)
        elif isinstance(action, Attach):
            s.data["guderian_with"] = action.unit
            s.units[action.leader] = s.units[action.leader].with_flag("attached")
        elif isinstance(action, Remove):
            self._remove_overstacked(ctx, action.unit)

    def after_action(self, ctx: Context) -> None:
        self._proceed(ctx)
        check_automatic(ctx)
        s = ctx.state
        s.vp = score(ctx.game, s)
        self.hand_out_asked(ctx)  # only the points written since the question

    def _remove_overstacked(self, ctx: Context, uid: str) -> None:
        """6.2 (A41): the opponent's choice is eliminated; a leader in the hex rolls (11.6)."""
        t = ctx.game.cache
        h = t.idx[ctx.state.units[uid].hex]
        eliminate(ctx, uid, "6.2")
        stack_loss_rolls(ctx, t.units[uid].side, [uid], {uid: h})

    def _proceed(self, ctx: Context) -> None:
        """Run whatever procedure is waiting (relocations, displaced fleets, combat)."""
        s = ctx.state
        if s.pending is not None:
            return
        if relocation_decision(ctx) or navy.displacement_decision(ctx):
            return
        if "combat" in s.data:
            resolution.run(ctx)

    def answer_other(self, ctx: Context, p: Decision, action: Action) -> None:
        s, game = ctx.state, ctx.game
        t = game.cache
        # an answer reaches here only from the legal list of _answers, whose kinds follow
        if p.kind == "relocate":
            assert isinstance(action, Place)
            s.pending = None
            s.data["relocate"].pop(0)
            place_relocated(ctx, action.unit, t.idx[action.hex])
        elif p.kind == "displace":
            assert isinstance(action, Place)
            s.pending = None
            s.data["displace"].pop(0)
            navy.place_fleet(ctx, action.unit, t.idx[action.hex])
        elif p.kind == "port_supply":
            assert isinstance(action, Choose)
            answer_port(ctx, action.units[0])
        elif p.kind == "partisans":
            assert isinstance(action, TakeLoss)
            s.pending = None
            lose_step(ctx, action.unit, "11.2")

    def apply_move(self, ctx: Context, m: Move) -> None:
        s, game = ctx.state, ctx.game
        t = game.cache
        info = t.units[m.unit]
        path = [t.idx[h] for h in m.path]
        u = s.units[m.unit]
        if m.mode == "sea" and info.fleet:
            s.units[m.unit] = u.__class__(m.path[-1], u.step, ON_MAP, u.flags | {"moved"})
            return
        if m.mode == "sea":
            fid = navy.black_sea_fleet(t)
            assert fid is not None, "a sea move was listed with no Black Sea Fleet in the game"
            f = s.units[fid]
            s.units[fid] = f.__class__(m.path[-1], f.step, ON_MAP, f.flags | {"moved"})
            s.data["sea_moved"] = True
            relocate_unit(ctx, m.unit, [path[-1]])
        else:
            relocate_unit(ctx, m.unit, path)
        u = s.units[m.unit]
        flag = {"exploit": {"exploited"}, "rail": {"railed"}}.get(m.mode, set())
        if m.mode != "exploit" and not (m.mode == "rail" and m.unit == t.leaders.get("zhukov")):
            flag = flag | {"moved"}
        s.units[m.unit] = u.__class__(u.hex, u.step, u.status, u.flags | flag)
        if m.mode == "rail" and m.unit != t.leaders.get("zhukov"):
            s.data["rail_used"] = s.data.get("rail_used", 0) + 1

    def _place(self, ctx: Context, a: Place) -> None:
        if a.reason == "setup":
            setup_rules.place(ctx, a)
        elif a.reason == "replacement":
            apply_return(ctx, a)
        elif a.reason == "reinforcement":
            place_reinforcement(ctx, a)
        elif a.reason == "airborne":
            airborne.drop(ctx, a)

    # -- questions ----------------------------------------------------------------------
    # reachable, supply_status, zoc_hexes, stacking_violations: dice_bucket.questions
    snapshot = staticmethod(snap_of)
    reachable_costs = staticmethod(moves.reachable_costs)
    supply_map = staticmethod(supply_map)
    overstacked = staticmethod(violations)

    @staticmethod
    def overstack_text(label: str, units: str) -> Msg:
        return T("{hex}: {units} over the stacking limit (6.2)", hex=label, units=units)

    def describe_choice(self, game, state, action):
        return choices.describe_choice(game, state, action)

    def status(self, game, state, side):
        return status_items(game, state, side)

    def declaration_steps(self, game: Game, state: GameState, attack: Attack) -> list[Action]:
        """7.1: a whole declaration as the opening and its typed answers."""
        return declare.declaration_steps(attack)

    @staticmethod
    def declared_extras(game: Game, d: dict) -> tuple:
        """11.51: the fleet supporting; 11.63: Zhukov's hexes."""
        return ((d["fleet"],) if d.get("fleet") else (),
                tuple(game.hex(x) for x in d.get("zhukov", [])))

    def preview(self, game: Game, state: GameState, attack: Attack) -> CombatPreview | None:
        """7.11-7.13 with 11.51 (fleet), 11.63 (Zhukov) and 11.7 (air points): the dice
        each side rolls, what hits, and the hits each side can expect."""
        snap = snap_of(game, state)
        t = snap.t
        attackers = attack.attackers
        if not attack_on_board(snap, attack):
            return None
        o = odds(snap, list(attackers), [t.idx[h] for h in attack.targets], attack.air,
                 attack.support[0] if attack.support else None,
                 [t.idx[h] for h in attack.leader_hexes if h in t.idx],
                 state.data.get("leaders_used", []))
        on_def, on_att = o.expected()
        side = t.units[attackers[0]].side
        notes = [T("Attacker rolls {n:# die|# dice}, hitting on {h}+", n=o.attack_dice, h=o.attack_hit),
                 T("Defender rolls {n:# die|# dice}, hitting on {h}+", n=o.defense_dice, h=o.defense_hit)]
        notes += explain(snap, o, list(attackers), [t.idx[h] for h in attack.targets], attack.air)
        if o.defense_fleet_dice:
            notes.append(T("Fleet rolls {n:# die|# dice}, hitting on 6", n=o.defense_fleet_dice))
        for u in o.out_of_supply:
            notes.append(T("{unit} is out of supply", unit=u))
        return CombatPreview(attack_strength=o.attack_dice, defense_strength=o.defense_dice,
                             expected={game.enemy(side): on_def, side: on_att}, notes=notes)

    def victory_points(self, game: Game, state: GameState) -> dict[str, int]:
        return score(game, state)

    def victory_breakdown(self, game: Game, state: GameState):
        return breakdown(game, state)

    def invariants(self, game: Game, state: GameState) -> list[str]:
        t = game.cache
        out = []
        gid = t.leaders.get("guderian")
        if gid and state.units[gid].status == ON_MAP and state.pending is None:
            w = state.data.get("guderian_with")
            if not w or state.units[w].status != ON_MAP or state.units[w].hex != state.units[gid].hex:
                out.append("Guderian is not with his German armor unit (11.61)")
        for uid, u in state.units.items():
            if u.status == ON_MAP and t.units[uid].ground and not t.land[False][t.idx[u.hex]] \
                    and not (state.weather == "snow" and t.land[True][t.idx[u.hex]]):
                out.append(f"{uid} stands on a hex ground units may not enter")
        if state.data.get("rp", 0) < 0:
            out.append("replacement points below zero")
        if any(v < 0 for v in state.data.get("air", {}).values()):
            out.append("air points below zero")
        return out
