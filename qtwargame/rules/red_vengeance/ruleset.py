"""Red Vengeance: the ruleset that ties the rule modules to the engine's contract.

Each rule lives in the module named after it (``sequence``, ``schedule``, ``supply``,
``movement``, ``moves``, ``stacking``, ``declare``, ``odds``/``combat``, ``resolution``,
``losses_board``, ``organization``, ``events``, ``leaders``, ``hitler``, ``minors``,
``baltic``, ``victory``/``endgame``), on the dice-bucket core shared with Defiant Russia.
This module only answers the engine. docs/rules/red_vengeance.md maps every rule to its
code and tests.
"""

from __future__ import annotations

from collections.abc import Sequence

from qtwargame.engine.actions import (
    Action,
    Attack,
    Choose,
    Move,
    Opt,
    Place,
    Remove,
)
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.refs import missing, named, reference_problems
from qtwargame.engine.ruleset import (
    CombatPreview,
    OptionDef,
    PhaseSpec,
    Problem,
    Ruleset,
    StatusItem,
    filter_actions,
)
from qtwargame.engine.state import ON_MAP, POOL, Decision, GameState, UnitState
from qtwargame.engine.text import Msg, Texts, emsg
from qtwargame.rules.dice_bucket.checks import PathChecks, step_problems
from qtwargame.rules.dice_bucket.dispatch import CombatDispatch, attack_on_board
from qtwargame.rules.dice_bucket.losses import on_last_step
from qtwargame.rules.dice_bucket.questions import SnapQuestions
from qtwargame.rules.dice_bucket.words import WeatherWords
from qtwargame.rules.red_vengeance import (
    choices,
    declare,
    events,
    moves,
    outside,
    resolution,
    schedule,
    sequence,
)
from qtwargame.rules.red_vengeance import setup as setup_rules
from qtwargame.rules.red_vengeance.actions import ClaimArcticPeace, Restore
from qtwargame.rules.red_vengeance.breakdown import lines as breakdown_lines
from qtwargame.rules.red_vengeance.data import RVData, model_problems
from qtwargame.rules.red_vengeance.endgame import final_result, score, tally_kept
from qtwargame.rules.red_vengeance.losses_board import at_sea, eliminate, relocate
from qtwargame.rules.red_vengeance.odds import odds
from qtwargame.rules.red_vengeance.organization import (
    SEA_SUPPLY,
    apply_restore,
    apply_return,
    arrival_turn,
    bulge_rebuilds,
    enter_organization,
    event_arrivals,
    name_sea_supplied,
    oil_fields,
    place_arrival,
    place_bulge,
    reinforcement_actions,
    replacement_actions,
    replacement_kind,
)
from qtwargame.rules.red_vengeance.snapshot import Snap, side_of, snap_of
from qtwargame.rules.red_vengeance.stacking import violations
from qtwargame.rules.red_vengeance.supply import supply_map
from qtwargame.rules.red_vengeance.tables import Tables, build_tables
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, BULGARIAN, HUNGARIAN, ROMANIAN

T = Texts("red_vengeance")
#: The words of this ruleset's scenario checks (the checks' context).
C = Texts("ScenarioCheck")
#: 11.43, 12.22: what brings in a unit that enters on an event (``rules_data.events``).
_EVENT_WORDS = {"warsaw": T("When Warsaw is in Allied hands (11.43)"),
                "heavy_surface": T("When the Baltic track reaches Heavy Surface (12.22)")}
_WEATHER_WORDS = WeatherWords(T("weather"), T("Weather die {die}: {weather}"), T("Weather: {weather}"))


def _strategic_left(game: Game, state: GameState, snap, side: str, rule: Msg) -> tuple[Msg | int, Msg]:
    """6.5, in the side's own movement phase: the moves left, or a short word that none
    can be made now with the reason in the detail (the panel's tooltip). Session 89, by
    hand: the panel said 2 all through a phase where every Soviet unit started in an enemy
    zone of control, and went on saying so after a leader's normal move had ended the
    strategic moves, which come first."""
    left = max(moves.strategic_left(snap, side), 0)
    if left == 0 or state.active != side or moves.phase_mode(state) != "normal":
        return left, rule
    if state.data.get("normal_moved"):
        return T("none now"), T("6.5: strategic moves come first, and a normal move has been made "
                                "this phase")
    t = game.cache
    if not any(v.status == ON_MAP and t.units[u].ground and snap.sides.get(u) == side
               and moves.may_move_strategically(snap, u) for u, v in state.units.items()):
        return T("{n}, none usable", n=left), T("6.5: no unit may move strategically now: each is "
                                                "out of supply or began the phase in an enemy zone "
                                                "of control")
    return left, rule


class RedVengeanceRuleset(CombatDispatch, PathChecks, SnapQuestions, Ruleset):
    id = "red_vengeance"
    #: 6.6: the rulebook's 突破 (移動) (session 89 read 「移動(戦果拡張)」 in the menu of a
    #: unit in the 突破移動フェイズ; since session 93 the shared word says 突破 too)
    terms = {"exploit": T("exploit")}
    title = T("Red Vengeance")
    context = "red_vengeance"
    #: The scenario's ``tables`` are the printed tables the players read: the rules play
    #: ``rules_data`` (the air table 12.1, the weather 14.7, the Baltic track 12.22); and
    #: there are no cards. The editor says so over those parts (no effect on play).
    data_used = frozenset({"weather", "options", "city_tags", "turn_data", "features"})
    data_models = "qtwargame.rules.red_vengeance.state_data"
    vocabulary = "qtwargame.rules.red_vengeance.vocabulary"
    rules_data_model = RVData

    def units_entering_by_rule(self, scenario) -> set[str]:
        """11.43, 12.22: the units that enter on an event (Warsaw in Allied hands, the
        Baltic track reaching Heavy Surface), listed in ``rules_data.events``."""
        events = (scenario.rules_data or {}).get("events", {})
        return set(events) if isinstance(events, dict) else set()

    # -- description --------------------------------------------------------------------
    def options(self) -> Sequence[OptionDef]:
        return (
            OptionDef("weather", T("Weather: historical (13.0) or random (14.7)"), "14.7",
                      "historical", ("historical", "random"),
                      (T("Historical (13.0)"), T("Random (14.7)"))),
            OptionDef("magyar_honour", T("Magyar honour"), "14.1", False),
            OptionDef("arctic_peace", T("Arctic peace"), "14.2", False),
            OptionDef("more_trucks", T("More trucks"), "14.3", False),
            OptionDef("greek_garrison", T("Greek garrison"), "14.4", False),
            OptionDef("last_stand", T("Last stand"), "14.5", False),
            OptionDef("eastern_bulge", T("A bulge in the East"), "14.6", False),
            OptionDef("combined_arms", T("Combined arms"), "14.8", False),
        )

    def validate_scenario(self, scenario) -> list[Problem]:
        """The ``rules_data`` model (``data.RVData``: types, die faces, turns, bounds), then
        what it names: cities, regions, units and hexes of this scenario."""
        model, problems = model_problems(scenario.rules_data)
        if model is not None:
            problems += reference_problems(model, scenario)
        if model is None:
            return problems
        data = scenario.rules_data
        cities = {c.id for c in scenario.map.cities}
        units = {u.id for u in scenario.units}
        for key in ("oil_fields", "volkssturm_cities", "axis_arrival_cities", "allied_arrival_cities"):
            for j, cid in enumerate(data[key]):
                if cid not in cities:
                    problems.append(Problem.of(f"$.rules_data.{key}[{j}]", missing("city", cid)))
        for j, cid in enumerate(data["victory"]["objectives"]):
            if cid not in cities:
                problems.append(Problem.of(f"$.rules_data.victory.objectives[{j}]", missing("city", cid)))
        # (the regions, the supply edges and the events' units are references of the
        # model: reference_problems above)
        for key, spec in data["leaders"].items():
            if spec["unit"] not in units:
                problems.append(Problem.of(f"$.rules_data.leaders.{key}.unit", missing("unit", spec["unit"])))
        for where, uid in ([("withdrawal.unit", data["withdrawal"]["unit"])]
                           + [(f"fuhrer_offensive_units[{j}]", u)
                              for j, u in enumerate(data["fuhrer_offensive_units"])]):
            if uid not in units:
                problems.append(Problem.of(f"$.rules_data.{where}", missing("unit", uid)))
        for box in dict.fromkeys(model.baltic_track):  # (each box once: the track repeats some)
            if box not in model.baltic_boxes:
                problems.append(Problem.of("$.rules_data.baltic_boxes",
                                           C("no box {box}, which the Baltic track names",
                                             box=repr(box))))
        hexes = set(scenario.map.hexes)
        for uid, h in data["historical_setup"].items():
            if uid not in units:
                problems.append(Problem.of(f"$.rules_data.historical_setup.{uid}", missing("unit", uid)))
            elif h not in hexes:
                problems.append(Problem.of(f"$.rules_data.historical_setup.{uid}",
                                           C("{unit} sets up on hex {label}, which is off the map",
                                             unit=named("unit", uid, scenario), label=h)))
        problems += step_problems(scenario)
        return problems

    def prepare(self, game: Game) -> Tables:
        return build_tables(game)

    # -- flow ---------------------------------------------------------------------------
    def phases(self, game: Game) -> Sequence[PhaseSpec]:
        return sequence.phase_table()

    def next_phase(self, game: Game, state: GameState):
        return sequence.next_phase(game, state, [p.id for p in self.phases(game)])

    def setup(self, ctx: Context) -> None:
        """3.1-3.4: the historical deployment on the start lines; the naval marker in the
        German Lake; 7.1: the start lines' control (Yugoslavia follows 7.3)."""
        s, game = ctx.state, ctx.game
        t = game.cache
        for uid, label in t.data["historical_setup"].items():
            s.units[uid] = UnitState(game.hex(label), 0, ON_MAP, frozenset())
        hungary = t.region("hungary")
        s.data.update({
            "baltic": t.data["baltic_track"][0], "hitler": "alive", "air": {AXIS: 0, ALLIED: 0},
            "rp": {AXIS: {"armor": 0, "infantry": 0}, ALLIED: {"armor": 0, "infantry": 0}},
            "fortress_lost": [], "allied_held": [], "romania_events": 0, "surrendered": [],
            "defected": [], "dead_leaders": [], "taken_off": [],
            "hun_inside": sorted(u for u, i in t.units.items() if i.nationality == HUNGARIAN
                                 and s.units[u].status == ON_MAP and t.idx[s.units[u].hex] in hungary),
        })
        if game.options.get("more_trucks"):
            s.data["trucks"] = t.data["optional_rules"]["14.3"]["armor_rp"]
        s.vp = score(game, s)

    def enter_phase(self, ctx: Context) -> None:
        s, game = ctx.state, ctx.game
        s.data["fresh"] = True
        kind = sequence.phase_kind(s.phase)
        if s.phase == "turn_start":
            self._turn_start(ctx)
        elif kind == "organization":
            if s.active == ALLIED:
                events.defections(ctx)
                events.hitler_ringed(ctx, Snap(game, s))
                event_arrivals(ctx)
            else:
                events.withdrawal(ctx)
            enter_organization(ctx)
        elif kind in ("move", "exploit"):
            s.data["captured"] = []
            s.data["normal_moved"] = False
            s.data["sea_moved"] = 0
        elif kind in ("combat", "exploit_combat"):
            s.data["attacked_hexes"] = []
            s.data["sea_retreats"] = 0
            s.data.pop("baltic_defense_used", None)
            s.data.pop("black_sea_used", None)
            if s.active == ALLIED and kind == "combat":
                events.western_allies(ctx)
        outside.ask(ctx)
        s.vp = score(game, s)

    def _turn_start(self, ctx: Context) -> None:
        """4.0 step 1: weather (13.0, 14.7), the Baltic roll (12.22), Dresden (11.5)."""
        s, game = ctx.state, ctx.game
        data = game.cache.data
        from qtwargame.rules.dice_bucket.weather import roll_weather
        row = data["random_weather"].get(str(s.turn))
        s.weather = roll_weather(ctx, schedule.historical_weather(data, s.turn), row,
                                 game.options.get("weather") == "random", _WEATHER_WORDS,
                                 {"historical": "13.0", "random": "14.7"})
        for key in ("rebuilt", "trucks_this_turn", "soviets_into_yugoslavia"):
            s.data.pop(key, None)
        events.baltic_roll(ctx)
        events.dresden(ctx)

    def exit_phase(self, ctx: Context) -> None:
        s = ctx.state
        kind = sequence.phase_kind(s.phase)
        self.clear_phase_flags(ctx, kind)
        if kind == "organization":
            s.data["rp"][s.active] = {"armor": 0, "infantry": 0}  # 10.0: points are used at once
        # 11.9: the offensive may be made in any Axis attack of February or March, so it is
        # judged once the last Axis combat phase of March is over: the exploitation combat,
        # or the combat phase when the weather leaves no exploitation phases (13.0).
        if s.active == AXIS and (kind == "exploit_combat" or (
                kind == "combat" and not schedule.exploitation_possible(s.weather or "clear"))):
            events.fuhrer_offensive(ctx)

    def skip_phase(self, game: Game, state: GameState) -> bool:
        kind = sequence.phase_kind(state.phase)
        if kind == "move" or not state.data.get("fresh"):
            return False
        return not self._legal(game, state, Snap(game, state))

    def end_phase_blockers(self, game: Game, state: GameState) -> list[Msg]:
        snap = snap_of(game, state)
        kind = sequence.phase_kind(state.phase)
        if kind == "combat" and state.active == AXIS:
            return self._bulge_owed(game, state, snap)
        if kind == "combat":
            # Every owed attack is named (issue 48, item 14: the window counts them all and
            # proposes them in turn), the openings worked out once.
            units, hexes = declare.owed(snap)
            opening = declare.openings(snap)
            able = {a.attackers[0] for a in opening}
            aimed = {snap.t.idx[a.target] for a in opening}
            out = [T("{unit} must attack (8.1)", unit=u) for u in units if u in able]
            out += [T("{hex} must be attacked (8.1)", hex=snap.t.labels[h]) for h in hexes if h in aimed]
            return out
        if kind == "stacking":
            return [T("{hex} is over the stacking limit (6.3)", hex=snap.t.labels[h])
                    for h, _, _ in violations(snap)]
        if kind == "organization":
            left = reinforcement_actions(snap)
            if left:
                return [T("{n:# arrival|# arrivals} still to place (10.4)", n=len({a.unit for a in left}))]
        return []

    def end_phase_losses(self, game: Game, state: GameState) -> list[Msg]:
        """10.0: replacement points are spent when they are received; those the organization
        phase ends with are gone (``exit_phase``). Named only for the kinds a restore or
        return legal now would spend (a kind nothing may take is no loss of the player's)."""
        if state.pending is not None or sequence.phase_kind(state.phase) != "organization":
            return []
        side = state.active
        rp = state.data.get("rp", {}).get(side, {})
        spendable = {a.points for a in self._listed(game, state)
                     if isinstance(a, Restore) and a.points != "trucks"}  # 14.3 trucks keep
        for a in self._listed(game, state):
            if isinstance(a, Place) and a.reason == "replacement":
                spendable.add(replacement_kind(game, state, a.unit, side))
        armor = rp.get("armor", 0) if "armor" in spendable else 0
        infantry = rp.get("infantry", 0) if "infantry" in spendable else 0
        if armor and infantry:
            return [T("{a} armor and {i} infantry replacement points not spent are lost (10.0)",
                      a=armor, i=infantry)]
        if armor:
            return [T("{n:# armor replacement point not spent is lost|# armor replacement points "
                      "not spent are lost} (10.0)", n=armor)]
        if infantry:
            return [T("{n:# infantry replacement point not spent is lost|# infantry replacement "
                      "points not spent are lost} (10.0)", n=infantry)]
        return []

    def _bulge_owed(self, game: Game, state: GameState, snap: Snap) -> list[Msg]:
        """14.6: by the end of the December Axis combat phase every November unit has
        attacked (those that still can)."""
        t = game.cache
        last = t.data["optional_rules"]["14.6"]["turn"] + 1
        if not game.options.get("eastern_bulge") or state.turn != last:
            return []
        done = set(state.data.get("bulge_attacked", []))
        can = {a.attackers[0] for a in declare.openings(snap)}
        return [T("{unit} must attack in the November offensive (14.6)", unit=u)
                for u in state.data.get("bulge_units", []) if u not in done and u in can]

    def end_game(self, ctx: Context) -> None:
        final_result(ctx)

    # -- the contract -------------------------------------------------------------------
    def unit_side(self, game: Game, state: GameState, uid: str) -> str:
        return side_of(game.cache, state, uid)

    def legal_actions(self, game: Game, state: GameState) -> list[Action]:
        return list(self._listed(game, state))

    def _listed(self, game: Game, state: GameState) -> tuple[Action, ...]:
        """The legal actions of a state handed out, kept in its cached snapshot's memo: the
        check of an action asks them again right after a player chose from them."""
        snap = snap_of(game, state)
        hit = snap.memo.get("legal")
        if hit is None:
            hit = snap.memo["legal"] = tuple(self._legal(game, state, snap))
        return hit

    def _legal(self, game: Game, state: GameState, snap: Snap) -> list[Action]:
        p = state.pending
        if p is not None:
            combat = self.combat_answers(snap, p)
            if combat is not None:
                return combat
            if p.kind in outside.KINDS:
                return list(outside.answers(game, state, p.side, p.kind))
            if p.kind == resolution.FLEET:
                return [Choose(AXIS, Opt.YES), Choose(AXIS, Opt.NO)]
            if p.kind == SEA_SUPPLY:
                return [Choose(p.side, Opt.UNIT, units=(u,)) for u in p.data["units"]]
            return []
        kind = sequence.phase_kind(state.phase)
        if kind == "setup":
            return list(setup_rules.setup_actions(snap))
        if kind == "organization":
            return replacement_actions(snap) + reinforcement_actions(snap) + bulge_rebuilds(snap)
        if kind in ("move", "exploit"):
            out: list[Action] = []
            for uid in sorted(snap.pos):
                out += moves.unit_moves(snap, uid)
            return out
        if kind in ("combat", "exploit_combat"):
            return list(declare.openings(snap))
        if kind == "stacking":
            return [Remove(state.active, u, "stacking") for _, _, uids in violations(snap)
                    for u in uids if snap.t.units[u].counts_for_stacking]
        return []

    def legal_actions_for(self, game: Game, state: GameState, unit: str | None = None,
                          hex: Hex | None = None) -> list[Action]:
        """In movement phases one unit's moves are its own search: the filtered full list
        without listing every unit's moves."""
        if (unit is not None and state.pending is None
                and sequence.phase_kind(state.phase) in ("move", "exploit")):
            snap = snap_of(game, state)
            out = moves.unit_moves(snap, unit) if unit in snap.pos else []
            return filter_actions(out, None, hex)
        return super().legal_actions_for(game, state, unit, hex)

    def check(self, game: Game, state: GameState, action: Action) -> None:
        """Moves and retreats are checked by their own path (any legal route, 8.63-8.65);
        a setup placement by its unit's placements; everything else by membership in the
        legal actions."""
        if self.check_path(game, state, action):
            return
        if (isinstance(action, Place) and action.reason == "setup" and state.pending is None
                and sequence.phase_kind(state.phase) == "setup"):
            legal: Sequence[Action] = setup_rules.setup_actions(snap_of(game, state), unit=action.unit)
        else:
            legal = self._listed(game, state)
        if action not in legal:
            raise self.refusal(game, state, action)

    #: The rules behind the common refusals (``engine.refusal``): 6.2 movement, 6.3
    #: stacking, 6.42 zones of control, 8.4–8.7 combat, 12.1 air points. ``PathChecks``
    #: explains a second move and a refused air point.
    moved_rule = "6.2"
    move_is_legal = staticmethod(moves.move_is_legal)
    phase_mode = staticmethod(moves.phase_mode)
    procedure = resolution.PROCEDURE
    air_refusal = staticmethod(declare.air_refusal)
    refusal_rules = {"move": "6.2", "moved": "6.2", "enemy_hex": "6.2", "zoc": "6.42",
                     "stacking": "6.3", "remove": "6.3", "attack": "8.41", "attacked": "8.42",
                     "loss": "8.51", "retreat": "8.63", "advance": "8.7", "air": "12.1"}

    def explain_refusal(self, game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
        """The shared explanations (``PathChecks``: a second move 6.2/6.6, an air point
        refused 12.1), then 8.41 and 11.42: why the attack being declared cannot be
        resolved yet, naming the hex it leaves out."""
        found = super().explain_refusal(game, state, action)
        if found is not None:
            return found
        p = state.pending
        if (isinstance(action, Choose) and action.option == Opt.RESOLVE and p is not None
                and p.kind == "attack" and action.side == p.side):
            return declare.incomplete(snap_of(game, state), p.data)
        return None

    def decision_prompt(self, game: Game, state: GameState) -> Msg | None:
        """The attack being declared says what it still needs where it cannot be resolved
        yet (8.41, 11.42: "Complete the attack: 6th Army must also attack 1810 …"); session
        93 by hand: the Decision panel read "Complete the attack" alone, and the reason was
        only in the Combat tab's preview, below the fold."""
        p = state.pending
        if p is not None and p.kind == "attack":
            why = declare.incomplete(snap_of(game, state), p.data)
            if why is not None:
                return T("Complete the attack: {why} ({rule})", why=why[1], rule=why[0])
        return super().decision_prompt(game, state)

    # -- applying actions (the dispatch: dice_bucket.dispatch.CombatDispatch) -------------
    #: 8.4: the declaration in progress. The flags a phase's end clears: a unit moves once a
    #: phase (6.2, 6.6) and attacks once (8.42); 3.2-3.4: placed in this setup phase.
    attack_prompt = T("Complete the attack")
    phase_flags = {"move": frozenset({"moved"}), "exploit": frozenset({"exploited"}),
                   "combat": frozenset({"attacked"}), "exploit_combat": frozenset({"attacked"}),
                   "setup": frozenset({"placed"})}
    builder_answers = staticmethod(declare.builder_answers)
    extend_plan = staticmethod(declare.extend_plan)

    @staticmethod
    def resolve_attack(ctx: Context, plan: dict) -> None:
        """12.22: an Allied attack on the Baltic coast first asks about the German fleet."""
        if not resolution.fleet_question(ctx, plan):
            resolution.start_combat(ctx, plan)

    def apply_other(self, ctx: Context, action: Action) -> None:
        s, game = ctx.state, ctx.game
        if isinstance(action, Place):
            if action.reason == "setup":
                setup_rules.place(ctx, action)
            elif action.reason == "replacement":
                apply_return(ctx, action)
            elif action.reason == "bulge":
                place_bulge(ctx, action)
            else:
                place_arrival(ctx, action)
        elif isinstance(action, Restore):
            apply_restore(ctx, action)
        elif isinstance(action, ClaimArcticPeace):
            s.data["arctic_peace_used"] = True
            s.data["rp"][ALLIED]["infantry"] += game.cache.data["optional_rules"]["14.2"]["infantry_rp"]
            ctx.log(T("The Allies take three extra infantry points"), rule="14.2")
        elif isinstance(action, Remove):
            eliminate(ctx, action.unit, "6.3")

    def after_action(self, ctx: Context) -> None:
        s, game = ctx.state, ctx.game
        if s.pending is None:
            outside.ask(ctx)  # 11.5, 11.7: hits outside combat, asked of their owner
        if s.pending is None and "combat" in s.data:
            resolution.run(ctx)
        s.vp = score(game, s)
        self.hand_out_asked(ctx)  # only the points written since the question

    def answer_other(self, ctx: Context, p: Decision, action: Action) -> None:
        # an answer reaches here only from the legal list of _legal: all Choose
        if p.kind in outside.KINDS:
            assert isinstance(action, Choose)
            outside.apply_answer(ctx, p.kind, action)
        elif p.kind == resolution.FLEET:
            assert isinstance(action, Choose)
            resolution.fleet_answer(ctx, p, action)
        elif p.kind == SEA_SUPPLY:
            assert isinstance(action, Choose)
            name_sea_supplied(ctx, action.units[0])

    def apply_move(self, ctx: Context, m: Move) -> None:
        s, t = ctx.state, ctx.game.cache
        relocate(ctx, m.unit, [t.idx[h] for h in m.path])
        if m.mode == "sea":
            s.data["sea_moved"] = s.data.get("sea_moved", 0) + 1
            at_sea(ctx, m.unit)
            if s.units[m.unit].status != ON_MAP:
                return
        u = s.units[m.unit]
        exploiting = m.mode == "exploit" or (m.mode == "sea" and s.phase.endswith("_exploit"))
        flag = "exploited" if exploiting else "moved"
        s.units[m.unit] = u.__class__(u.hex, u.step, u.status, u.flags | {flag})
        if m.mode == "strategic":
            s.data["sm_used"] = s.data.get("sm_used", 0) + 1
        elif m.mode == "normal":
            s.data["normal_moved"] = True

    # -- questions ----------------------------------------------------------------------
    # reachable, supply_status, zoc_hexes, stacking_violations: dice_bucket.questions
    snapshot = staticmethod(snap_of)
    reachable_costs = staticmethod(moves.reachable_costs)
    supply_map = staticmethod(supply_map)
    overstacked = staticmethod(violations)

    @staticmethod
    def overstack_text(label: str, units: str) -> Msg:
        return T("{hex}: {units} over the stacking limit (6.3)", hex=label, units=units)

    def describe_answer(self, game: Game, state: GameState, action: Action) -> Msg | None:
        """The log's words for the answers whose sense the question gives: to hits and
        events outside combat (``outside.answer_words``), the Baltic Fleet's dice, the unit
        supplied by sea."""
        p = state.pending
        if p is None or not isinstance(action, Choose):
            return None
        if p.kind in outside.KINDS:
            return outside.answer_words(game, state, p.kind, action)
        if p.kind == resolution.FLEET:
            if action.option == Opt.YES:
                return T("{side:actor} adds the fleet's {n:# die|# dice} to the defence", side=action.side,
                         n=p.data.get("dice", 0))
            return T("{side:actor} keeps the fleet for a later attack this phase", side=action.side)
        if p.kind == SEA_SUPPLY and action.units:
            return T("{side:actor} supplies {unit} by sea", side=action.side, unit=action.units[0])
        return None

    def describe_action(self, game: Game, action: Action) -> Msg | None:
        """6.6: a move in the exploitation phase reads in this game's words (Japanese 突破移動,
        as the phase is called; the engine's shared words said 戦果拡張移動 until session 93); 12.21: the
        Allies' naval support is the Black Sea Fleet's die."""
        if isinstance(action, Move) and action.mode == "exploit" and action.path:
            return T("{side:actor} moves {unit} in exploitation to {to}", side=action.side,
                     unit=action.unit, to=action.path[-1])
        if isinstance(action, Choose) and action.option == Opt.SUPPORT:
            # 12.21: the only support an attack takes here (session 90: "adds support").
            return T("{side:actor} adds the Black Sea Fleet's die to the attack", side=action.side)
        return None

    def describe_choice(self, game: Game, state: GameState, action: Action):
        """11.5, 11.7: the answers to hits outside combat say what they do."""
        from qtwargame.engine.ruleset import Choice

        p = state.pending
        if p is not None and p.kind == outside.HITS and isinstance(action, Choose) and action.units:
            # 8.51: a unit on its last step is eliminated (session 89: the answer did not say)
            uid = action.units[0]
            label = (T("{unit} loses a step: eliminated", unit=uid) if on_last_step(game, state, uid)
                     else T("{unit} loses a step: reduced", unit=uid))
            return Choice(action, label, action.unit_ids(), action.hex_refs())
        if p is not None and p.kind in outside.KINDS and isinstance(action, Choose):
            return Choice(action, outside.describe(game, p.kind, action), action.unit_ids(),
                          action.hex_refs())
        own = choices.combat_answer(game, state, action)
        if own is not None:
            return own
        if p is not None and p.kind == resolution.FLEET and isinstance(action, Choose):
            n = p.data.get("dice", 0)
            label = (T("Add the fleet's {n:# die|# dice} to this defence", n=n) if action.option == Opt.YES
                     else T("Keep the fleet for a later attack this phase"))
            return Choice(action, label)
        if p is not None and p.kind == SEA_SUPPLY and isinstance(action, Choose):
            return Choice(action, T("Supply {unit} by sea", unit=action.units[0]), action.unit_ids())
        return super().describe_choice(game, state, action)

    def declaration_steps(self, game: Game, state: GameState, attack: Attack) -> list[Action]:
        return declare.declaration_steps(attack)

    @staticmethod
    def declared_extras(game: Game, d: dict) -> tuple:
        """12.21: the Black Sea die (the Allies' naval support)."""
        return (("black_sea",) if d.get("naval") else (),)

    def preview(self, game: Game, state: GameState, attack: Attack) -> CombatPreview | None:
        """8.43-8.46: the dice each side rolls and the hits each can expect."""
        snap = snap_of(game, state)
        t = snap.t
        if not attack_on_board(snap, attack):
            return None
        o = odds(snap, list(attack.attackers), [t.idx[h] for h in attack.targets], attack.air,
                 bool(attack.support))
        d = o.dice
        on_def = sum(n * (7 - f) / 6 for n, f in d.attack)
        on_att = sum(n * (7 - f) / 6 for n, f in d.defense)
        side = snap.sides[attack.attackers[0]]
        assert side is not None, "attack_on_board let through an attacker off the map"
        notes = [T("Attacker rolls {n:# die|# dice}, hitting on 6", n=d.attack_dice)]
        # (a 6 alone reads as the attacker's line does: session 89 saw "hitting on 6" above
        # "hitting on 6+"; a German fortress's 5-6 reads "hitting on 5+", 9.1)
        notes += [T("Defender rolls {n:# die|# dice}, hitting on 6", n=n) if f == 6
                  else T("Defender rolls {n:# die|# dice}, hitting on {h}+", n=n, h=f) for n, f in d.defense]
        plan = {"attackers": list(attack.attackers), "targets": [game.label(h) for h in attack.targets]}
        grouped: dict[tuple[int, ...], list[str]] = {}
        for u, hs in declare.left_out(snap, plan):
            grouped.setdefault(tuple(hs), []).append(u)
        notes = [T("Not complete yet (8.41): {units} must also attack {hexes}; {n:# hex is|# hexes are} "
                   "left out of the attack.", units=tuple(us), hexes=", ".join(t.labels[h] for h in hs),
                   n=len(hs))
                 for hs, us in grouped.items()] + notes
        notes += breakdown_lines(snap, o, snap.snow, side == ALLIED, len(attack.targets) > 1)
        return CombatPreview(attack_strength=d.attack_dice, defense_strength=d.defense_dice,
                             expected={game.enemy(side): on_def, side: on_att}, notes=notes)

    def victory_points(self, game: Game, state: GameState) -> dict[str, int]:
        """15.0's score of a state handed out, its units counted once for it
        (``endgame.tally_kept``, shared with the evaluation's casualty count)."""
        return score(game, state, tally_kept(game, state))

    def still_to_come(self, game: Game, state: GameState) -> list[tuple[str, Msg]]:
        """10.4, 14.6: the units due this turn or later, by turn (one held back past its turn
        comes "Later"); then those an event brings (11.43: the 2nd Polish Army once Warsaw
        is Allied; 12.22: the naval infantry once the Baltic track reaches Heavy Surface)
        and the unit withdrawn in November (10.5: it returns in February)."""
        t = game.cache
        events = t.data["events"]
        withdrawn = state.data.get("withdrawn")
        due: list[tuple[int, str]] = []
        later: list[tuple[str, Msg]] = []
        for uid in sorted(game.units):
            if state.units[uid].status != POOL:
                continue
            if uid in events:
                later.append((uid, _EVENT_WORDS.get(events[uid], emsg("Later"))))
            elif uid == withdrawn:
                later.append((uid, T("Returns on turn {turn} (10.5)",
                                     turn=t.data["withdrawal"]["returns_turn"])))
            elif (turn := arrival_turn(game, uid)) is not None:
                due.append((turn, uid))
        return [(uid, emsg("Turn {turn}", turn=turn) if turn >= state.turn else emsg("Later"))
                for turn, uid in sorted(due)] + later

    def status(self, game: Game, state: GameState, side: str) -> list[StatusItem]:
        """The state of the rules a player needs to see: points, the track, Hitler and the
        minor allies."""
        d = state.data
        rp = d.get("rp", {}).get(side, {})
        snap = snap_of(game, state)
        def rule(r):
            return T("Rule {rule}", rule=r)

        hitler_state = T("alive") if d.get("hitler", "alive") == "alive" else T("dead")
        out = [
            StatusItem(T("Replacement points"), T("{a} armor, {i} infantry", a=rp.get("armor", 0),
                                                   i=rp.get("infantry", 0)), rule("10.1-10.3"), side),
            StatusItem(T("Air points"), d.get("air", {}).get(side, 0), rule("12.1"), side),
            StatusItem(T("Strategic moves left"), *_strategic_left(game, state, snap, side, rule("6.5")),
                       side),
            StatusItem(T("Oil fields held"), oil_fields(game, state, side), rule("6.5, 10.2"), side),
            StatusItem(T("Baltic Sea control"), events.BOX_NAMES.get(d.get("baltic", ""), ""), rule("12.22")),
            StatusItem(T("Hitler"), hitler_state, rule("11.27")),
            StatusItem(T("Romanian surrender events"), d.get("romania_events", 0), rule("11.31")),
        ]
        fo = game.cache.data["fuhrer_offensive"]
        if state.turn in fo["turns"] and not game.options.get("eastern_bulge"):
            made = d.get("fuhrer_offensive_made")
            out.append(StatusItem(T("Führer's offensive"),
                                  T("made") if made else
                                  T("still owed: Dietrich and both SS panzer corps attack together"),
                                  rule("11.9")))
        if d.get("defected"):
            names = {ROMANIAN: T("Romania"), BULGARIAN: T("Bulgaria"), HUNGARIAN: T("Hungary")}
            countries = [names[n] for n in d["defected"] if n in names]
            out.append(StatusItem(T("Changed side"), T("{countries}", countries=countries), rule("11.34")))
        return out

    def invariants(self, game: Game, state: GameState) -> list[str]:
        t = game.cache
        out = []
        for uid, u in state.units.items():
            if u.status == ON_MAP and t.units[uid].ground and not t.land[False][t.idx[u.hex]]:
                out.append(f"{uid} stands on a hex ground units may not enter")
        for side, rp in state.data.get("rp", {}).items():
            if any(v < 0 for v in rp.values()):
                out.append(f"{side} replacement points below zero")
        if any(v < 0 for v in state.data.get("air", {}).values()):
            out.append("air points below zero")
        return out
