"""The classic ruleset: one function per rule, numbered as in docs/rules/classic.md.

C1 sequence · C2 setup · C3 stacking · C4 zones of control · C5 movement ·
C6 reinforcements · C7 combat · C8 retreat and advance · C9 control · C10 victory.
"""

from __future__ import annotations

import dataclasses
import itertools
import math
import weakref
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import ValidationError

from qtwargame.engine.actions import Action, Advance, Attack, Choose, Move, Opt, Place, Retreat
from qtwargame.engine.checks import (
    cost_below_one,
    missing_step_value,
    pydantic_problems,
    result_cell_problem,
)
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.paths import Graph, path_to
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.refs import missing, named
from qtwargame.engine.ruleset import (
    CombatPreview,
    IllegalAction,
    PhaseSpec,
    Problem,
    Ruleset,
    filter_actions,
)
from qtwargame.engine.state import ELIMINATED, ON_MAP, Decision, GameState, Result
from qtwargame.engine.text import Msg, Texts, reworded
from qtwargame.rules.classic.data import ClassicData
from qtwargame.rules.limits import number_problems

T = Texts("classic")
#: The words of this ruleset's scenario checks (the checks' context).
C = Texts("ScenarioCheck")

RESULTS = ("-", "AE", "AR", "DR", "DE", "EX")

#: Each game's movement graph (C5 costs), built on first use.
_GRAPHS: weakref.WeakKeyDictionary[Game, Graph] = weakref.WeakKeyDictionary()


@dataclass(frozen=True)
class _Situation:
    """One state's occupancy and, for one side, the enemy's zone and units as graph ids."""

    state: GameState
    occ: dict[Hex, list[str]]
    zoc: frozenset[Hex]
    zoc_ids: frozenset[int]
    enemy_ids: frozenset[int]


#: Each game's situations of the last few states asked about (states are never changed
#: once handed out; the entry keeps its state alive, so an id is never reused while
#: cached). Kept per game, never for the process: a computer player's own game
#: (``engine.view.Seat``) must reach no state of the true game's.
_SITUATIONS: weakref.WeakKeyDictionary[Game, dict[tuple[int, str], _Situation]] = \
    weakref.WeakKeyDictionary()


def _cell_problem(table, die: str, j: int, result: str) -> Msg:
    """What is wrong with one cell of the combat results table, and where (C7)."""
    return result_cell_problem(table, die, j, result, RESULTS)


class ClassicRuleset(Ruleset):
    id = "classic"
    title = T("Classic hex-and-counter")
    context = "classic"
    #: No weather, cards, optional rules, per-turn data or city tags: victory is city
    #: points alone (C10); the results table and hexside features are read (C7, C5).
    data_used = frozenset({"tables", "features"})
    data_models = "qtwargame.rules.classic.state_data"
    vocabulary = "qtwargame.rules.classic.vocabulary"
    #: 1: a set-up phase waits for its player's End Phase after the last unit is placed
    #: (C2, :meth:`skip_phase`); a game of revision 0 (every save before it) passed on by
    #: itself at the last placement.
    revision = 1
    revisions = {1: "C2: a set-up phase ends at its player's End Phase, not by itself at "
                    "the last unit placed"}

    # -- description ------------------------------------------------------------------
    def validate_scenario(self, scenario) -> list[Problem]:
        problems: list[Problem] = []
        try:
            data = ClassicData.model_validate(scenario.rules_data)
        except ValidationError as e:
            problems += pydantic_problems(e.errors(), "$.rules_data")
            return problems
        problems += number_problems(scenario.rules_data, signed=("terrain_shift", "feature_shift"))
        terrain = {t.id for t in scenario.terrain}
        for t in sorted(terrain - set(data.terrain_cost)):
            problems.append(Problem.of("$.rules_data.terrain_cost",
                                       C("no movement cost for {terrain}",
                                         terrain=named("terrain", t, scenario))))
        for t, cost in data.terrain_cost.items():
            if cost is not None and 0 <= cost < 1:  # negative: out of range above
                problems.append(Problem.of(f"$.rules_data.terrain_cost.{t}", cost_below_one(cost)))
        if data.first_side is not None and data.first_side not in scenario.side_ids():
            problems.append(Problem.of("$.rules_data.first_side", missing("side", data.first_side)))
        tables = {t.id: t for t in scenario.tables}
        if data.crt not in tables:
            problems.append(Problem.of("$.rules_data.crt", missing("table", data.crt)))
        else:
            table = tables[data.crt]
            i = scenario.tables.index(table)
            for j, c in enumerate(table.columns):
                if _parse_ratio(c) is None:
                    problems.append(Problem.of(f"$.tables[{i}].columns[{j}]",
                                               C("column {column} is not odds, such as 1:2, 1:1 "
                                                 "or 3:1", column=repr(c))))
            if sorted(table.rows) != [str(d) for d in range(1, 7)]:
                problems.append(Problem.of(f"$.tables[{i}].rows",
                                           C("rows must be the die rolls 1 to 6 (C7 rolls one die)")))
            for key, row in table.rows.items():
                for j, r in enumerate(row):
                    if r not in RESULTS:
                        problems.append(Problem.of(f"$.tables[{i}].rows[{key!r}][{j}]",
                                                   _cell_problem(table, key, j, r)))
        for i, u in enumerate(scenario.units):
            if u.arrival is not None and not u.arrival.where:
                # C6 places a reinforcement only on its arrival place: with none it would
                # wait off the map for the whole game
                problems.append(Problem.of(
                    f"$.units[{i}].arrival.where",
                    C("{unit} arrives on turn {turn} with no place to enter: give it a hex, a "
                      "region or a setup code (C6)", unit=named("unit", u.id, scenario),
                      turn=u.arrival.turn)))
            for j, step in enumerate(u.steps):
                for key in ("attack", "defense", "movement"):
                    if key not in step:
                        problems.append(Problem.of(f"$.units[{i}].steps[{j}]",
                                                   missing_step_value(j, key)))
        return problems

    def prepare(self, game: Game) -> ClassicData:
        return ClassicData.model_validate(game.scenario.rules_data)

    # -- C1 sequence ------------------------------------------------------------------
    def _order(self, game: Game) -> list[str]:
        first = game.cache.first_side or game.sides[0]
        return [first] + [s for s in game.sides if s != first]

    def phases(self, game: Game) -> Sequence[PhaseSpec]:
        order = self._order(game)
        out = [PhaseSpec(f"{s}_setup", T("{side} setup", side=s), s, rule="C2") for s in
               reversed(order)]
        for s in order:
            out.append(PhaseSpec(f"{s}_move", T("{side} movement", side=s), s, rule="C5"))
            out.append(PhaseSpec(f"{s}_combat", T("{side} combat", side=s), s, rule="C7"))
        return out

    def next_phase(self, game: Game, state: GameState):
        nxt = super().next_phase(game, state)
        if nxt is not None and nxt[0] > 1 and nxt[1].endswith("_setup"):
            first_play = next(p.id for p in self.phases(game) if not p.id.endswith("_setup"))
            return nxt[0], first_play
        return nxt

    def skip_phase(self, game: Game, state: GameState) -> bool:
        """C2: a set-up phase passes by itself only where its side sets up nothing by hand
        (every unit of it fixed by the scenario); one with units to place waits, after the
        last of them, for its player's End Phase, as every other game's set-up does. Asked
        after every action, so the question is of the scenario, not of what is left: under
        revision 0 (games saved before it) the phase passed at its last placement."""
        if not state.phase.endswith("_setup"):
            return False
        if game.revision < 1:
            return not self._to_place(game, state)
        return not self._sets_up_by_hand(game, state.active)

    def phase_hint(self, game: Game, state: GameState) -> Msg | None:
        """C2: a set-up with every unit placed says it is complete and what End Phase
        begins (the window's own instruction would read "nothing to do")."""
        if state.pending is not None or not state.phase.endswith("_setup") \
                or self._to_place(game, state):
            return None
        later = [s for s in self._setup_sides_after(game, state.phase)
                 if self._sets_up_by_hand(game, s)]
        if later:
            return T("Your set-up is complete (C2): End Phase hands the set-up to {side}.",
                     side=later[0])
        return T("The set-up is complete (C2): End Phase begins play.")

    def end_phase_blockers(self, game: Game, state: GameState) -> list[Msg]:
        if state.phase.endswith("_setup") and self._to_place(game, state):
            return [T("{n:# unit|# units} still to set up (C2)", n=len(self._to_place(game, state)))]
        return []

    def enter_phase(self, ctx: Context) -> None:
        s = ctx.state
        if s.phase.endswith("_move"):
            self._arrivals(ctx)

    def exit_phase(self, ctx: Context) -> None:
        s = ctx.state
        for uid, u in list(s.units.items()):
            if u.flags & {"moved", "attacked"}:
                s.units[uid] = u.without_flag("moved").without_flag("attacked")
        s.data.pop("attacked_hexes", None)

    # -- C2 setup ---------------------------------------------------------------------
    def setup(self, ctx: Context) -> None:
        game, s = ctx.game, ctx.state
        for uid, d in game.units.items():
            if d.setup_hex is not None:
                h = game.hex(d.setup_hex)
                s.units[uid] = s.units[uid].__class__(hex=h, status=ON_MAP)
                s.control[h] = d.side
        s.vp = self.victory_points(game, s)

    def _sets_up_by_hand(self, game: Game, side: str) -> bool:
        """C2: whether ``side`` has a unit to place in its set-up phase (one with a setup
        code or region and no hex of its own, not arriving later)."""
        return any(d.side == side and d.arrival_turn is None and d.setup_hex is None
                   and (d.setup_code or d.setup_region) for d in game.units.values())

    def _setup_sides_after(self, game: Game, phase: str) -> list[str]:
        """The sides whose set-up phases follow ``phase``, in order (C1)."""
        ids = [p.id for p in self.phases(game)]
        return [p[:-len("_setup")] for p in ids[ids.index(phase) + 1:] if p.endswith("_setup")]

    def _to_place(self, game: Game, state: GameState) -> list[str]:
        return [uid for uid, d in game.units.items()
                if d.side == state.active and state.units[uid].status != ON_MAP
                and d.arrival_turn is None and (d.setup_code or d.setup_region)
                and state.units[uid].status != ELIMINATED]

    def _allowed_hexes(self, game: Game, where_code: str | None, where_region: str | None,
                       where: str = "") -> set[Hex]:
        sc = game.scenario
        if where_code:
            code = next(c for c in sc.setup_codes if c.code == where_code)
            if code.region:
                return set(game.board.region(code.region).hexes)
            return {game.hex(x) for x in code.hexes}
        if where_region:
            return set(game.board.region(where_region).hexes)
        if where:
            if where in game.board.regions:
                return set(game.board.region(where).hexes)
            codes = [c for c in sc.setup_codes if c.code == where]
            if codes:
                return self._allowed_hexes(game, where, None)
            return {game.hex(where)}
        return set()

    # -- C3 stacking --------------------------------------------------------------------
    def can_stack(self, game: Game, state: GameState, side: str, h: Hex, extra: int = 1,
                  occ: dict[Hex, list[str]] | None = None) -> bool:
        """C3: at most ``stacking`` units of one side in a hex, and never beside the enemy.
        ``occ`` is the state's occupancy when the caller has it (one look-up per hex)."""
        here = occ.get(h, ()) if occ is not None else state.units_at(h)
        if any(game.units[u].side != side for u in here):
            return False
        return len(here) + extra <= game.cache.stacking

    def stacking_violations(self, game: Game, state: GameState) -> list[Msg]:
        out = []
        for h, uids in state.occupancy().items():
            if len(uids) > game.cache.stacking:
                out.append(T("{n} units in {hex} (C3 allows {limit})", n=len(uids),
                             hex=game.label(h), limit=game.cache.stacking))
        return out

    # -- C4 zones of control --------------------------------------------------------------
    def zoc_hexes(self, game: Game, state: GameState, side: str) -> set[Hex]:
        """C4: every unit projects a zone of control into the six hexes around it."""
        out: set[Hex] = set()
        nb = game.board.neighbors
        for uid, u in state.units.items():
            if u.status == ON_MAP and u.hex is not None and game.units[uid].side == side \
                    and game.units[uid].kind == "unit":
                out.update(nb(u.hex))
        return out

    # -- C5 movement ----------------------------------------------------------------------
    def _graph(self, game: Game) -> Graph:
        """The map's steps with their costs (C5: terrain entered plus hexside features; a
        step that is not allowed is left out), built once per game."""
        graph = _GRAPHS.get(game)
        if graph is None:
            data: ClassicData = game.cache
            board = game.board
            adjacency = {}
            for a in board.terrain:
                steps = []
                for b in board.neighbors(a):
                    c = data.terrain_cost.get(board.terrain[b])
                    if c is None:
                        continue
                    for f in board.features(a, b):
                        extra = data.feature_cost.get(f, 0)
                        if extra is None:
                            break
                        c += extra
                    else:
                        steps.append((b, c))
                adjacency[a] = steps
            graph = _GRAPHS[game] = Graph(adjacency)
        return graph

    def _situation(self, game: Game, state: GameState, side: str) -> _Situation:
        """What every unit's search in ``state`` shares: the occupancy, and the enemy's
        units and zone of control as graph ids (built once per state and side)."""
        key = (id(state), side)
        situations = _SITUATIONS.get(game)
        if situations is None:
            situations = _SITUATIONS[game] = {}
        hit = situations.get(key)
        if hit is not None and hit.state is state:
            return hit
        graph = self._graph(game)
        occ = state.occupancy()
        enemy = game.enemy(side)
        zoc = self.zoc_hexes(game, state, enemy)
        enemy_hexes = [h for h, uids in occ.items() if any(game.units[u].side == enemy for u in uids)]
        sit = _Situation(state, occ, frozenset(zoc), graph.ids(zoc), graph.ids(enemy_hexes))
        if len(situations) >= 8:
            situations.pop(next(iter(situations)))
        situations[key] = sit
        return sit

    def _search(self, game: Game, state: GameState, uid: str):
        d = game.units[uid]
        u = state.units[uid]
        sit = self._situation(game, state, d.side)
        budget = d.value(u.step, "movement")
        # C4: a unit stops on entering an enemy zone and may not move from one enemy zone
        # straight into another (only its first step can start in one).
        assert u.hex is not None, f"{uid} is searched for moves but is not on the map"
        first = sit.zoc_ids if u.hex in sit.zoc else frozenset()
        return self._graph(game).search(u.hex, budget, blocked=sit.enemy_ids, stops=sit.zoc_ids,
                                        first_blocked=first)

    def _moves(self, game: Game, state: GameState, uid: str) -> list[Move]:
        found = self._search(game, state, uid)
        side = game.units[uid].side
        start = state.units[uid].hex
        occ = self._situation(game, state, side).occ
        return [Move(side, uid, path_to(found, h)) for h in found
                if h != start and self.can_stack(game, state, side, h, occ=occ)]

    def reachable(self, game: Game, state: GameState, unit: str) -> dict[Hex, float]:
        found = self._search(game, state, unit)
        start = state.units[unit].hex
        side = game.units[unit].side
        occ = self._situation(game, state, side).occ
        return {h: c for h, (c, _) in found.items()
                if h != start and self.can_stack(game, state, side, h, occ=occ)}

    # -- the contract ---------------------------------------------------------------------
    def legal_actions_for(self, game: Game, state: GameState, unit: str | None = None,
                          hex: Hex | None = None) -> list[Action]:
        """One unit's actions in a setup or movement phase without listing the others'
        (the same list as filtering :meth:`legal_actions`)."""
        p = state.pending
        if unit is None or p is not None or unit not in game.units:
            return super().legal_actions_for(game, state, unit, hex)
        side, phase = state.active, state.phase
        d = game.units[unit]
        u = state.units[unit]
        out: list[Action] = []
        if phase.endswith("_setup"):
            if unit in self._to_place(game, state):
                occ = state.occupancy()
                out = [Place(side, unit, h, "setup")
                       for h in sorted(self._allowed_hexes(game, d.setup_code, d.setup_region))
                       if self.can_stack(game, state, side, h, occ=occ)]
        elif phase.endswith("_move"):
            if unit in self._arriving(game, state):
                occ = state.occupancy()
                out = [Place(side, unit, h, "reinforcement")
                       for h in sorted(self._allowed_hexes(game, None, None, d.arrival_where))
                       if self.can_stack(game, state, side, h, occ=occ)]
            if d.side == side and u.status == ON_MAP and "moved" not in u.flags and d.kind == "unit":
                out.extend(self._moves(game, state, unit))
        else:
            return super().legal_actions_for(game, state, unit, hex)
        return filter_actions(out, None, hex)

    def legal_actions(self, game: Game, state: GameState) -> list[Action]:
        p = state.pending
        if p is not None:
            return self._answers(game, state, p)
        side, phase = state.active, state.phase
        out: list[Action] = []
        if phase.endswith("_setup"):
            occ = state.occupancy()
            for uid in self._to_place(game, state):
                d = game.units[uid]
                for h in sorted(self._allowed_hexes(game, d.setup_code, d.setup_region)):
                    if self.can_stack(game, state, side, h, occ=occ):
                        out.append(Place(side, uid, h, "setup"))
        elif phase.endswith("_move"):
            occ = state.occupancy()
            for uid in self._arriving(game, state):
                d = game.units[uid]
                for h in sorted(self._allowed_hexes(game, None, None, d.arrival_where)):
                    if self.can_stack(game, state, side, h, occ=occ):
                        out.append(Place(side, uid, h, "reinforcement"))
            for uid, u in state.units.items():
                d = game.units[uid]
                if d.side == side and u.status == ON_MAP and "moved" not in u.flags and d.kind == "unit":
                    out.extend(self._moves(game, state, uid))
        elif phase.endswith("_combat"):
            out.extend(self._attacks(game, state))
        return out

    def check(self, game: Game, state: GameState, action: Action) -> None:
        if isinstance(action, Attack) and state.pending is None:
            self._check_attack(game, state, action)
            return
        if isinstance(action, Move) and state.pending is None:
            u = state.units.get(action.unit)
            if (u is None or u.status != ON_MAP or "moved" in u.flags
                    or not state.phase.endswith("_move")
                    or game.units[action.unit].side != action.side):
                raise IllegalAction("C5", T("{unit} cannot move now", unit=action.unit))
            if not self._route_ok(game, state, action):
                # worked out only when read (a computer player drops refusals unread)
                raise IllegalAction.explained(lambda: self._why_not_there(game, state, action))
            return
        super().check(game, state, action)

    def _route_ok(self, game: Game, state: GameState, action: Move) -> bool:
        """C3-C5: a move by any route the movement rules allow, not only the shortest one
        the legal list gives, so its player chooses the hexes it passes and takes (C9); it
        must end where the unit may stack (C3)."""
        d, u = game.units[action.unit], state.units[action.unit]
        sit = self._situation(game, state, d.side)
        first = sit.zoc_ids if u.hex in sit.zoc else frozenset()
        return (u.hex is not None and action.mode == "normal" and bool(action.path)
                and self.can_stack(game, state, d.side, action.to, occ=sit.occ)
                and self._graph(game).walk(u.hex, action.path, d.value(u.step, "movement"),
                                           sit.enemy_ids, sit.zoc_ids, first))

    def _why_not_there(self, game: Game, state: GameState, action: Move) -> tuple[str, Msg]:
        """Why a move the unit may not make is refused, in the order a player asks: a hex it
        reaches but may not stop in (C3); a first step from an enemy zone straight into
        another (C4); a hex it reaches by another path; a hex out of its reach this turn
        (C5)."""
        uid, to = action.unit, action.to
        label = game.label(to)
        found = self._search(game, state, uid)
        if to in found and not self.can_stack(game, state, game.units[uid].side, to):
            return "C3", T("{hex} has no room for {unit} (stacking)", unit=uid, hex=label)
        sit = self._situation(game, state, game.units[uid].side)
        if state.units[uid].hex in sit.zoc and action.path and action.path[0] in sit.zoc:
            return "C4", T("{unit} may not move from an enemy zone of control straight into "
                           "another", unit=uid)
        if to in found:
            return "C5", T("{unit} cannot reach {hex} that way", unit=uid, hex=label)
        return "C5", T("{unit} cannot reach {hex} this turn", unit=uid, hex=label)

    refusal_rules = {"move": "C5", "moved": "C5", "attack": "C7", "attacked": "C7",
                     "place": "C2", "retreat": "C8", "advance": "C8"}

    def explain_refusal(self, game: Game, state: GameState, action: Action) -> tuple[str, Msg] | None:
        if isinstance(action, Place) and state.phase.endswith("_setup"):
            return "C2", T("{unit} cannot be placed in {hex}", unit=action.unit,
                           hex=game.label(action.hex))
        return None

    def apply(self, ctx: Context, action: Action) -> None:
        s, game = ctx.state, ctx.game
        if isinstance(action, Move):
            u = s.units[action.unit]
            s.units[action.unit] = u.__class__(hex=action.to, step=u.step, status=ON_MAP,
                                               flags=u.flags | {"moved"})
            for h in action.path:
                self._take_control(ctx, h, action.side)
        elif isinstance(action, Place):
            u = s.units[action.unit]
            flags = u.flags - {"arriving"}
            if action.reason == "reinforcement":
                flags = flags | {"moved"}
            s.units[action.unit] = u.__class__(hex=action.hex, step=u.step, status=ON_MAP,
                                               flags=flags)
            # C2: a unit set up takes its hex quietly, before the game begins
            self._take_control(ctx, action.hex, action.side, quiet=action.reason == "setup")
        elif isinstance(action, Attack):
            self._resolve(ctx, action)
        elif isinstance(action, Retreat):
            self._do_retreat(ctx, action)
        elif isinstance(action, Advance):
            u = s.units[action.unit]
            s.units[action.unit] = u.__class__(hex=action.hex, step=u.step, status=ON_MAP,
                                               flags=u.flags)
            self._take_control(ctx, action.hex, action.side)
            s.pending = None
        elif isinstance(action, Choose):
            s.pending = None  # declined the advance
        s.vp = self.victory_points(game, s)

    # -- C6 reinforcements --------------------------------------------------------------
    def _arrivals(self, ctx: Context) -> None:
        s, game = ctx.state, ctx.game
        n = 0
        for uid, d in game.units.items():
            u = s.units[uid]
            if d.side == s.active and d.arrival_turn == s.turn and u.status != ON_MAP:
                s.units[uid] = u.with_flag("arriving")
                n += 1
        if n:
            ctx.log(T("{n:# reinforcement arrives|# reinforcements arrive}", n=n), rule="C6")

    def _arriving(self, game: Game, state: GameState) -> list[str]:
        return [uid for uid, u in state.units.items()
                if "arriving" in u.flags and u.status != ON_MAP and game.units[uid].side == state.active]

    # -- C7 combat ------------------------------------------------------------------------
    def _eligible_attackers(self, game: Game, state: GameState, target: Hex,
                            occ: dict[Hex, list[str]] | None = None) -> list[str]:
        """C7: the active side's units adjacent to ``target`` that have not attacked and
        have an attack value (the hexes around the target, not every unit, are looked at)."""
        side = state.active
        if occ is None:
            occ = state.occupancy()
        out = []
        for n in target.neighbors():
            for uid in occ.get(n, ()):
                d, u = game.units[uid], state.units[uid]
                if d.side == side and d.kind == "unit" and "attacked" not in u.flags \
                        and d.value(u.step, "attack") > 0:
                    out.append(uid)
        return sorted(out)

    def _targets(self, game: Game, state: GameState) -> list[Hex]:
        enemy = game.enemy(state.active)
        done = set(state.data.get("attacked_hexes", []))
        out = set()
        occ = state.occupancy()
        for h, uids in occ.items():
            if game.units[uids[0]].side == enemy and game.label(h) not in done:
                if self._eligible_attackers(game, state, h, occ):
                    out.add(h)
        return sorted(out)

    def _attacks(self, game: Game, state: GameState) -> list[Attack]:
        out: list[Attack] = []
        occ = state.occupancy()
        for h in self._targets(game, state):
            units = self._eligible_attackers(game, state, h, occ)
            combos: set[tuple[str, ...]] = set()
            if len(units) <= 3:
                for k in range(1, len(units) + 1):
                    combos.update(itertools.combinations(units, k))
            else:
                combos.add(tuple(units))
                combos.update((u,) for u in units)
            out.extend(Attack(state.active, c, h) for c in sorted(combos))
        return out

    def _check_attack(self, game: Game, state: GameState, a: Attack) -> None:
        if not state.phase.endswith("_combat") or a.side != state.active:
            raise IllegalAction("C7", T("Attacks are made in your own combat phase"))
        if a.target not in self._targets(game, state):
            raise IllegalAction("C7", T("{hex} cannot be attacked now", hex=game.label(a.target)))
        eligible = set(self._eligible_attackers(game, state, a.target))
        if not a.attackers or len(set(a.attackers)) != len(a.attackers) or not set(a.attackers) <= eligible:
            raise IllegalAction("C7", T("Each attacker must be adjacent and not have attacked yet"))

    def _odds(self, game: Game, state: GameState, attackers, target: Hex):
        data: ClassicData = game.cache
        table = game.scenario.table(data.crt)
        att = sum(game.units[u].value(state.units[u].step, "attack") for u in attackers)
        defenders = state.units_at(target)
        dfn = sum(game.units[u].value(state.units[u].step, "defense") for u in defenders)
        ratio = _ratio(att, max(dfn, 1))
        cols = [_parse_ratio(c) for c in table.columns]
        idx = 0
        for i, c in enumerate(cols):
            if c is not None and c <= ratio:  # every column parses: validate_scenario
                idx = i
        shifts: list[tuple[int, Msg]] = []
        terrain = game.board.terrain[target]
        ts = data.terrain_shift.get(terrain, 0)
        if ts:
            shifts.append((ts, T("defender in {terrain}", terrain=terrain)))
        for feat, fs in data.feature_shift.items():
            if fs and all((h := state.units[u].hex) is not None and game.board.has_feature(h, target, feat)
                          for u in attackers):
                shifts.append((fs, T("every attacker across {feature}", feature=feat)))
        col = max(0, min(len(cols) - 1, idx + sum(s for s, _ in shifts)))
        return att, dfn, table, col, shifts

    def preview_attack(self, game, state, attackers, target) -> CombatPreview:
        att, dfn, table, col, shifts = self._odds(game, state, attackers, target)
        outcomes: dict[str, float] = {}
        for row in table.rows.values():
            outcomes[row[col]] = outcomes.get(row[col], 0) + 1 / len(table.rows)
        # What each result costs in steps (C7): AE every attacker's steps, DE every
        # defender's, EX every defender's and one step of each attacker; DR and AR a retreat.
        steps_left = {u: game.units[u].step_count - state.units[u].step
                      for u in (*attackers, *state.units_at(target))}
        att_steps = sum(steps_left[u] for u in attackers)
        def_steps = sum(steps_left[u] for u in state.units_at(target))
        losses: dict[str, float] = {}
        if attackers:
            side = game.units[attackers[0]].side
            losses[side] = (outcomes.get("AE", 0.0) * att_steps
                            + outcomes.get("EX", 0.0) * len(attackers))
            losses[game.enemy(side)] = (outcomes.get("DE", 0.0)
                                        + outcomes.get("EX", 0.0)) * def_steps
        vacated = outcomes.get("DE", 0.0) + outcomes.get("EX", 0.0) + outcomes.get("DR", 0.0)
        return CombatPreview(attack_strength=att, defense_strength=dfn, table=table.id,
                             column=table.columns[col], shifts=shifts, outcomes=outcomes,
                             losses=losses, vacated=vacated)

    def _resolve(self, ctx: Context, a: Attack) -> None:
        s, game = ctx.state, ctx.game
        att, dfn, table, col, shifts = self._odds(game, s, a.attackers, a.target)
        die = ctx.roll(1, purpose=T("combat"), rule="C7")[0]
        result = table.rows[str(die)][col]
        before = {u: (s.units[u].status, s.units[u].step)
                  for u in a.attackers + tuple(s.units_at(a.target))}
        ctx.log(T("{att} vs {dfn}: column {col}, die {die}: {result}", att=att, dfn=dfn,
                  col=table.columns[col], die=die, result=result), rule="C7")
        for u in a.attackers:
            s.units[u] = s.units[u].with_flag("attacked")
        s.data.setdefault("attacked_hexes", []).append(game.label(a.target))
        defenders = s.units_at(a.target)
        enemy = game.enemy(a.side)
        if result == "AE":
            for u in a.attackers:
                self._eliminate(ctx, u)
        elif result == "DE":
            for u in defenders:
                self._eliminate(ctx, u)
            self._offer_advance(ctx, a)
        elif result == "EX":
            for u in defenders:
                self._eliminate(ctx, u)
            for u in a.attackers:
                self._lose_step(ctx, u)
            self._offer_advance(ctx, a)
        elif result == "DR":
            self._start_retreat(ctx, enemy, defenders, a)
        elif result == "AR":
            self._start_retreat(ctx, a.side, list(a.attackers), None)
        record = CombatRecord(
            attacker_side=a.side, attackers=tuple(a.attackers), defenders=tuple(defenders),
            hexes=(a.target,), table=table.id, column=table.columns[col],
            dice={a.side: (die,)}, result=result,
            losses=tuple((u, 1) for u in a.attackers + tuple(defenders)
                         if s.units[u].step != before[u][1] and s.units[u].status == ON_MAP),
            eliminated=tuple(u for u in a.attackers + tuple(defenders)
                             if s.units[u].status != ON_MAP),
            complete=s.pending is None or s.pending.kind != "retreat")
        if not record.complete:
            s.notes["combat"] = {"record": record, "retreats": []}
        ctx.record_combat(record, on_last_line=True)

    def _lose_step(self, ctx: Context, uid: str) -> None:
        u = ctx.state.units[uid]
        if u.step + 1 >= ctx.game.units[uid].step_count:
            self._eliminate(ctx, uid)
        else:
            ctx.state.units[uid] = u.__class__(hex=u.hex, step=u.step + 1, status=u.status,
                                               flags=u.flags)
            ctx.log(T("{unit} loses a step", unit=uid), rule="C7")

    def _eliminate(self, ctx: Context, uid: str) -> None:
        u = ctx.state.units[uid]
        ctx.state.units[uid] = u.__class__(hex=None, step=u.step, status=ELIMINATED)
        ctx.log(T("{unit} is eliminated", unit=uid), rule="C7")

    # -- C8 retreat and advance -------------------------------------------------------------
    def _start_retreat(self, ctx: Context, side: str, units: list[str], attack: Attack | None) -> None:
        data: dict[str, Any] = {"queue": sorted(units), "attack": None}
        if attack is not None:
            data["attack"] = {"attackers": list(attack.attackers),
                              "target": ctx.game.label(attack.target), "side": attack.side}
        ctx.state.pending = Decision("retreat", side, T("Choose a retreat path"), data)
        self._settle_retreats(ctx)

    def _retreat_paths(self, game: Game, state: GameState, uid: str,
                       sit: _Situation | None = None) -> list[tuple[Hex, ...]]:
        """C8: every retreat path ``uid`` may take. ``sit`` is the state's situation for the
        unit's side where the caller has one (a state no longer being changed)."""
        data: ClassicData = game.cache
        side = game.units[uid].side
        enemy_zoc = self.zoc_hexes(game, state, game.enemy(side)) if sit is None else sit.zoc
        occ = state.occupancy() if sit is None else sit.occ
        start = state.units[uid].hex
        if start is None:  # only a unit on the map retreats
            return []
        paths: list[tuple[Hex, ...]] = [()]
        for _ in range(data.retreat_hexes):
            longer = []
            for p in paths:
                here = p[-1] if p else start
                for n in game.board.neighbors(here):
                    if n == start or n in p:
                        continue
                    if data.terrain_cost.get(game.board.terrain[n]) is None:
                        continue
                    if any(data.feature_cost.get(f, 0) is None for f in game.board.features(here, n)):
                        continue
                    occupants = occ.get(n, ())
                    if any(game.units[o].side != side for o in occupants):
                        continue
                    if n in enemy_zoc and not occupants:
                        continue
                    longer.append(p + (n,))
            paths = longer
        return [p for p in paths if self.can_stack(game, state, side, p[-1], occ=occ)]

    def can_retreat(self, game: Game, state: GameState, unit: str) -> bool | None:
        """C8: a unit on the map has a retreat if one path of ``retreat_hexes`` is open."""
        if state.units[unit].status != ON_MAP:
            return None
        sit = self._situation(game, state, game.units[unit].side)
        return bool(self._retreat_paths(game, state, unit, sit))

    def _settle_retreats(self, ctx: Context) -> None:
        """Eliminate queued units that have no retreat; finish when the queue is empty."""
        s, game = ctx.state, ctx.game
        p = s.pending
        assert p is not None  # called only while a retreat decision is pending (C8)
        queue = list(p.data["queue"])
        while queue and not self._retreat_paths(game, s, queue[0]):
            ctx.log(T("{unit} cannot retreat", unit=queue[0]), rule="C8")
            self._eliminate(ctx, queue.pop(0))
        if queue:
            s.pending = Decision(p.kind, p.side, p.prompt, {**p.data, "queue": queue})
            return
        s.pending = None
        note = s.notes.pop("combat", None)
        if note is not None:
            rec = note["record"]
            ctx.record_combat(dataclasses.replace(
                rec, retreats=tuple((u, game.hex(h)) for u, h in note["retreats"]),
                eliminated=tuple(u for u in rec.attackers + rec.defenders
                                 if s.units[u].status != ON_MAP), complete=True))
            ctx.log(T("The combat at {hex} is over", hex=rec.hexes[0]), rule="C8")
        attack = p.data.get("attack")
        if attack is not None:
            self._offer_advance(ctx, Attack(attack["side"], tuple(attack["attackers"]),
                                            game.hex(attack["target"])))

    def _do_retreat(self, ctx: Context, r: Retreat) -> None:
        s = ctx.state
        u = s.units[r.unit]
        s.units[r.unit] = u.__class__(hex=r.path[-1], step=u.step, status=ON_MAP, flags=u.flags)
        if "combat" in s.notes:
            s.notes["combat"]["retreats"].append([r.unit, ctx.game.label(r.path[-1])])
        p = s.pending
        assert p is not None  # a retreat answers the pending retreat decision (C8)
        s.pending = Decision(p.kind, p.side, p.prompt, {**p.data, "queue": p.data["queue"][1:]})
        self._settle_retreats(ctx)

    def _offer_advance(self, ctx: Context, a: Attack) -> None:
        s, game = ctx.state, ctx.game
        if s.units_at(a.target):
            return
        alive = [u for u in a.attackers if s.units[u].status == ON_MAP]
        if alive:
            s.pending = Decision("advance", a.side, T("Advance after combat?"),
                                 {"units": alive, "target": game.label(a.target)})

    def _answers(self, game: Game, state: GameState, p: Decision) -> list[Action]:
        if p.kind == "retreat":
            uid = p.data["queue"][0]
            return [Retreat(p.side, uid, path) for path in self._retreat_paths(game, state, uid)]
        if p.kind == "advance":
            target = game.hex(p.data["target"])
            return [Advance(p.side, u, target) for u in p.data["units"]] + [Choose(p.side, Opt.STAY)]
        return []

    # -- C9 control -----------------------------------------------------------------------
    @staticmethod
    def _take_control(ctx: Context, h: Hex, side: str, quiet: bool = False) -> None:
        """C9: ``side`` entered ``h`` and controls it; a city that passes to it is logged,
        but for one taken ``quiet`` (a unit set up, C2)."""
        s = ctx.state
        if not quiet and h in ctx.game.board.cities and s.control.get(h) != side:
            ctx.log(T("{city} passes to {side} control", city=h, side=side), rule="C9")
        s.control[h] = side

    # -- C10 victory -----------------------------------------------------------------------
    def victory_points(self, game: Game, state: GameState) -> dict[str, int]:
        vp = {side: 0 for side in game.sides}
        for h, city in game.board.cities.items():
            owner = state.control.get(h)
            if owner in vp:
                vp[owner] += city.vp
        return vp

    def end_game(self, ctx: Context) -> None:
        s, game = ctx.state, ctx.game
        vp = self.victory_points(game, s)
        s.vp = vp
        ranked = sorted(vp.items(), key=lambda kv: -kv[1])
        if len(ranked) > 1 and ranked[0][1] == ranked[1][1]:
            s.result = Result(None, "draw", T("Both sides hold {vp} victory points", vp=ranked[0][1]))
        else:
            # The words a state records, hence every save's hash, name the side alone.
            s.result = Result(ranked[0][0], "victory", reworded(
                T("{side:actor} holds cities worth {vp} points", side=ranked[0][0], vp=ranked[0][1]),
                "{side} holds cities worth {vp} points"))

    def invariants(self, game: Game, state: GameState) -> list[str]:
        return [m.format() for m in self.stacking_violations(game, state)]


def _ratio(att: int, dfn: int) -> float:
    """C7: odds rounded in the defender's favour: 7 to 3 is 2:1, 3 to 7 is 1:3."""
    if att >= dfn:
        return float(att // dfn)
    return 1 / math.ceil(dfn / att) if att > 0 else 0.0


def _parse_ratio(text: str) -> float | None:
    try:
        a, b = text.split(":")
        return int(a) / int(b)
    except (ValueError, ZeroDivisionError):
        return None
