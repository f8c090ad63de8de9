"""Blunders a wargamer would laugh at, refused by every searching level.

The search values a position by the evaluation, on sampled worlds where the other side's
decisions (a defence choice, a card, a retreat) are answered at random; so an attack that a
sensible defender always beats can look fine on average, and a plan is valued where its
own phase ends, before the enemy walks into a leader left alone. Two checks, built from the
ruleset's own questions, keep those choices out whatever the evaluation says:

- **Hopeless attacks** (:func:`hopeless`): an attack whose preview (the ruleset's exact
  odds, ``Ruleset.preview``) says it can only fail, or costs the attacker more than it
  can gain: on a results table, every result with a chance is one the evaluation module
  declares a failure (``FAILED_RESULTS``: Blitzkrieg to Moscow 2's "fail" at 1:2 or
  worse, 11.3.5; Shin Barbarossa's attackers eliminated at 1:5 or worse, 10.3.6), or,
  where the module declares none, the preview's expected losses and chance of leaving
  the hex (``CombatPreview.losses``, ``vacated``) say no result costs the defenders a step
  or the hex (the classic rules' 1:2 column: AR or AE); with
  dice, the attackers roll none, or fewer dice (the most hits they can score) than the
  hits they are expected to take. An attack declared step by step (an opening, then
  ``Choose`` answers) is judged at its strongest: with every unit that may open an attack
  on the same hex joining it; its ``Resolve`` answer is judged as declared, and while it is hopeless only
  the answers that add attackers or support remain. :func:`refuse` drops these from a
  list of actions when anything else is left.
- **Exposed units** (:func:`exposed`): the side's leaders (units of kind ``leader``)
  standing with none of its other units, within an enemy unit's movement allowance and
  one hex (it may enter or attack the hex: a lone leader is removed for nothing, Red
  Vengeance 11.22, Shin Barbarossa's 10:1 Q&A); and, where the evaluation module says a
  side's units next to the enemy owe an attack in its coming combat phase
  (``owes_attacks(game, state, side)``: "unit" when each unit must attack one adjacent
  hex, Defiant Russia 7.0; "hex" when it must attack every adjacent hex, Red Vengeance
  8.1, Shin Barbarossa 10.2), the units whose owed attack is hopeless even with every unit
  next to that hex joining it. The players rank a position with more exposed units below
  every position with fewer (``BLUNDER`` per unit, beyond any evaluation's range).
"""

from __future__ import annotations

import weakref
from collections.abc import Iterable, Sequence

from qtwargame.ai.evaluation import WIN, rules_module
from qtwargame.engine.actions import Action, Attack, Choose, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.pieces import UnitDef
from qtwargame.engine.ruleset import CombatPreview
from qtwargame.engine.state import ON_MAP, GameState

#: What one exposed unit costs a position in a search: more than any evaluation can tell
#: two positions apart by (a won game is ``WIN``), so it orders positions first.
BLUNDER = 10 * WIN

#: Answers to an open declaration that make the attack stronger (more attackers or dice).
STRENGTHEN = (Opt.ATTACKER, Opt.AIR, Opt.SUPPORT, Opt.LEADER_HEX)

#: The verdicts of :func:`hopeless_owed` kept per game, by the turn, the phase, the
#: attacked hex, the attackers' places and steps and the defenders' steps (a search asks
#: the same ones again and again; supply elsewhere on the map is assumed not to change
#: them); emptied past this many.
VERDICTS_KEPT = 20000
#: turn, phase, side, attacked hex, (hex next to it, ((attacker, its step)...))... in the
#: board's order of the neighbours and by unit within a hex, (defender, its step)... by unit;
#: hexes by their index on the board (:func:`_board_grid`)
_VerdictKey = tuple[int, str, str, int, tuple[tuple[int, tuple[tuple[str, int], ...]], ...],
                    tuple[tuple[str, int], ...]]
_VERDICTS: weakref.WeakKeyDictionary[Game, dict[_VerdictKey, bool]] = weakref.WeakKeyDictionary()
#: game -> each side's leaders (:func:`_leaders`)
_LEADERS: weakref.WeakKeyDictionary[Game, dict[str, frozenset[str]]] = weakref.WeakKeyDictionary()
#: game -> its board's hexes as indices (:func:`_board_grid`)
_GRIDS: weakref.WeakKeyDictionary[Game, tuple[dict[tuple[int, int], int], list[Hex],
                                               list[tuple[int, ...]]]] = (
    weakref.WeakKeyDictionary())


def failed_results(game: Game) -> frozenset[str]:
    """The results table outcomes the ruleset's evaluation module declares a failure of the
    attack with nothing gained (``FAILED_RESULTS``; none by default)."""
    mod = rules_module(game)
    return frozenset(getattr(mod, "FAILED_RESULTS", ()) if mod is not None else ())


def hopeless_preview(game: Game, p: CombatPreview | None, side: str) -> bool:
    """``p`` (an attack by ``side``) can only fail, or costs more than it can gain."""
    if p is None:
        return False
    if p.outcomes:
        fails = failed_results(game)
        if fails:
            return all(r in fails for r, c in p.outcomes.items() if c > 0)
        if p.losses and p.vacated is not None:
            # No result the table gives costs the defenders a step or the hex.
            dealt = sum(v for k, v in p.losses.items() if k != side)
            return dealt <= 0 and p.vacated <= 0
        return False
    if p.expected:
        taken = p.expected.get(side, 0.0)
        dealt = sum(v for k, v in p.expected.items() if k != side)
        if dealt <= 0:
            return taken > 0 or p.attack_strength <= 0
        return p.attack_strength < taken
    return False


def _preview(game: Game, state: GameState, attack: Attack) -> CombatPreview | None:
    try:
        return game.ruleset.preview(game, state, attack)
    except (KeyError, ValueError, IndexError, AttributeError):
        return None


def in_declaration(game: Game, state: GameState, side: str) -> Attack | None:
    """The attack ``side`` is declaring step by step now, if any."""
    if state.pending is None or state.to_act != side:
        return None
    try:
        got = game.ruleset.declaration_in_progress(game, state)
    except (KeyError, ValueError, IndexError, AttributeError):
        return None
    return got if isinstance(got, Attack) and got.side == side else None


def _openings_on(actions: Iterable[Action], side: str) -> dict[Hex, tuple[str, ...]]:
    """For each hex, the units that may open an attack on it among ``actions`` (one
    ``Attack`` per unit and hex where a declaration is built step by step)."""
    out: dict[Hex, list[str]] = {}
    for a in actions:
        if isinstance(a, Attack) and a.side == side:
            for u in a.attackers:
                if u not in out.setdefault(a.target, []):
                    out[a.target].append(u)
    return {h: tuple(us) for h, us in out.items()}


def _stepwise(game: Game, state: GameState, action: Attack) -> bool:
    """``action`` opens a declaration built step by step (its whole declaration is more
    than the one action)."""
    try:
        return len(game.ruleset.declaration_steps(game, state, action)) > 1
    except (KeyError, ValueError, IndexError, AttributeError):
        return False


def hopeless(game: Game, state: GameState, action: Action, side: str,
             legal: Sequence[Action] | None = None) -> bool:
    """``action`` declares (or resolves) an attack by ``side`` that can only fail or costs
    more than it can gain (see the module's docstring). An opening is judged at its
    strongest: with every unit that may open an attack on the same hex among ``legal``
    (the legal actions, asked of the game if not given) joining it."""
    if isinstance(action, Choose) and action.option == Opt.RESOLVE:
        open_ = in_declaration(game, state, side)
        return open_ is not None and hopeless_preview(game, _preview(game, state, open_), side)
    if not isinstance(action, Attack) or action.side != side:
        return False
    if not _stepwise(game, state, action):
        return hopeless_preview(game, _preview(game, state, action), side)
    units = _openings_on(game.legal_actions(state) if legal is None else legal, side).get(
        action.target, action.attackers)
    return hopeless_preview(game, _preview(game, state, Attack(side, units, action.target)), side)


def refuse(game: Game, state: GameState, actions: Sequence[Action], side: str) -> list[Action]:
    """``actions`` without the hopeless attacks, when anything else is left (else all of
    them). While the declaration being built is hopeless, only the answers that make it
    stronger are kept (adding a defending hex or resolving would not help), if any."""
    acts = list(actions)
    # the classes first (at C speed: a movement phase lists thousands of moves, no attack)
    if not any(issubclass(t, (Attack, Choose)) for t in set(map(type, acts))) or not any(
            isinstance(a, Attack) or (isinstance(a, Choose) and a.option == Opt.RESOLVE)
            for a in acts):
        return acts
    resolve = next((a for a in acts if isinstance(a, Choose) and a.option == Opt.RESOLVE), None)
    if resolve is not None and hopeless(game, state, resolve, side):
        stronger: list[Action] = [a for a in acts if isinstance(a, Choose) and a.option in STRENGTHEN]
        return stronger or acts
    attacks = [a for a in acts if isinstance(a, Attack) and a.side == side]
    if not attacks:
        return acts
    bad: set[Action] = set()
    if _stepwise(game, state, attacks[0]):
        # Openings: one verdict per hex, with every unit that may open on it joining.
        verdict = {h: hopeless_preview(game, _preview(game, state, Attack(side, units, h)), side)
                   for h, units in _openings_on(game.legal_actions(state), side).items()}
        bad = {a for a in attacks if verdict.get(a.target, False)}
    else:
        bad = {a for a in attacks if hopeless(game, state, a, side)}
    kept = [a for a in acts if a not in bad]
    return kept if kept else acts


def refuses(game: Game, state: GameState, action: Action, legal: Sequence[Action],
            side: str) -> list[Action] | None:
    """The legal alternatives when ``action`` is a refused blunder there, else None."""
    if not hopeless(game, state, action, side, legal):
        return None
    kept = refuse(game, state, legal, side)
    return None if action in kept else kept


# -- exposed units ------------------------------------------------------------------------------


def owes_attacks(game: Game, state: GameState, side: str) -> str | None:
    """"unit", "hex" or None: the evaluation module's ``owes_attacks`` (see the module's
    docstring)."""
    mod = rules_module(game)
    hook = getattr(mod, "owes_attacks", None) if mod is not None else None
    return hook(game, state, side) if callable(hook) else None


def _on_map(game: Game, state: GameState) -> Iterable[tuple[str, Hex, str, str]]:
    for uid, u in state.units.items():
        if u.status == ON_MAP and u.hex is not None:
            d = game.units.get(uid)
            if d is not None:
                yield uid, u.hex, d.side, d.kind


def _leaders(game: Game) -> dict[str, frozenset[str]]:
    """Each side's leaders (units of kind ``leader``), by their printed side; made once a
    game."""
    got = _LEADERS.get(game)
    if got is None:
        by_side: dict[str, set[str]] = {}
        for uid, d in game.units.items():
            if d.kind == "leader":
                by_side.setdefault(d.side, set()).add(uid)
        got = _LEADERS[game] = {s: frozenset(u) for s, u in by_side.items()}
    return got


def exposed_leaders(game: Game, state: GameState, side: str) -> list[str]:
    """``side``'s leaders with none of its units in their hex, within an enemy unit's
    movement allowance and one hex."""
    if not _leaders(game).get(side):
        return []  # a side without leaders (most games, and most sides of the rest)
    # ``_on_map``'s units: the side's leaders and the hexes its other units stand in, by
    # coordinates (no ``Hex.__hash__`` in Python)
    leaders: dict[tuple[int, int], tuple[Hex, list[str]]] = {}
    held: set[tuple[int, int]] = set()
    enemies: list[tuple[UnitDef, int, Hex]] = []
    defs = game.units
    for uid, u in state.units.items():
        if u.status != ON_MAP or (h := u.hex) is None:
            continue
        d = defs.get(uid)
        if d is None:
            continue
        if d.side == side:
            if d.kind != "leader":
                held.add((h.q, h.r))
            elif (stack := leaders.get((h.q, h.r))) is None:
                leaders[h.q, h.r] = (h, [uid])
            else:
                stack[1].append(uid)
        elif d.kind == "unit":
            enemies.append((d, u.step, h))
    lone = [(h, here) for key, (h, here) in leaders.items() if key not in held]
    if not lone:
        return []
    reach = [(h, d.value(step, "movement") + 1) for d, step, h in enemies]
    out = []
    for h, here in lone:
        if any(h.distance(e) <= r for e, r in reach):
            out += here
    return sorted(out)


def _board_grid(game: Game) -> tuple[dict[tuple[int, int], int], list[Hex], list[tuple[int, ...]]]:
    """The board's hexes as indices: (q, r) -> index, index -> hex, and each index's
    neighbours (``Board.neighbors``, in its order); made once a game. Sets and dicts of
    indices, and the index found by the coordinates, look hexes up without calling
    ``Hex.__hash__`` and ``Hex.__eq__``."""
    got = _GRIDS.get(game)
    if got is None:
        adjacent = game.board.adjacent  # every hex of the map, each neighbour one of them
        index = {(h.q, h.r): i for i, h in enumerate(adjacent)}
        got = _GRIDS[game] = (index, list(adjacent), [tuple(index[n.q, n.r] for n in ns)
                                                      for ns in adjacent.values()])
    return got


def hopeless_owed(game: Game, state: GameState, side: str) -> list[str]:
    """``side``'s units that owe an attack in the coming combat phase which is hopeless
    even with every unit of ``side`` next to the attacked hex joining it."""
    duty = owes_attacks(game, state, side)
    if duty not in ("unit", "hex"):
        return []
    index, hexes, neighbors = _board_grid(game)
    mine: dict[int, list[str]] = {}
    foe: dict[int, list[str]] = {}
    defs = game.units
    for uid, u in state.units.items():  # ``_on_map``'s units of kind "unit"
        if u.status != ON_MAP or (hx := u.hex) is None:
            continue
        d = defs.get(uid)
        if d is None or d.kind != "unit":
            continue
        i = index.get((hx.q, hx.r))
        if i is None:  # off the map's hexes: next to none of them
            continue
        (mine if d.side == side else foe).setdefault(i, []).append(uid)
    near: dict[int, list[int]] = {}  # own hex -> the enemy hexes next to it
    for h in mine:
        touching = [n for n in neighbors[h] if n in foe]
        if touching:
            near[h] = touching
    verdict: dict[int, bool] = {}
    kept = _VERDICTS.get(game)
    if kept is None or len(kept) > VERDICTS_KEPT:
        kept = _VERDICTS[game] = {}
    units = state.units
    head = (state.turn, state.phase, side)
    stacks: dict[int, tuple[tuple[str, int], ...]] = {}  # own hex -> (unit, step)... by unit
    for touching in near.values():
        for t in touching:
            if t in verdict:
                continue
            around = []
            for n in neighbors[t]:
                if n in mine:
                    here = stacks.get(n)
                    if here is None:
                        here = stacks[n] = tuple(sorted((u, units[u].step) for u in mine[n]))
                    around.append((n, here))
            key = (*head, t, tuple(around), tuple(sorted((u, units[u].step) for u in foe[t])))
            got = kept.get(key)
            if got is None:
                attackers = tuple(sorted(u for n, here in around for u, _ in here))
                got = kept[key] = bool(attackers) and hopeless_preview(
                    game, _preview(game, state, Attack(side, attackers, hexes[t])), side)
            verdict[t] = got
    out = []
    for h, touching in near.items():
        bad = [verdict[t] for t in touching]
        if (all(bad) if duty == "unit" else any(bad)):
            out += mine[h]
    return sorted(out)


def exposed(game: Game, state: GameState, side: str) -> int:
    """How many of ``side``'s units stand exposed (see the module's docstring)."""
    if state.over:
        return 0
    return len(exposed_leaders(game, state, side)) + len(hopeless_owed(game, state, side))


__all__ = ["BLUNDER", "hopeless", "hopeless_preview", "refuse", "refuses", "exposed",
           "exposed_leaders", "hopeless_owed"]
