"""Combat arithmetic (11.1–11.3, 11.6, 11.7): who may attack what, the defence choices,
odds rounded for the defender, column shifts and the combat results table. The procedure
that walks a combat through its decisions is in ``battle.py``."""

from __future__ import annotations

import itertools
import weakref
from collections.abc import Sequence

from qtwargame.engine import memo
from qtwargame.engine.actions import Attack
from qtwargame.engine.game import Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.memo import StaleCache as StaleCache  # what the hit audit raises
from qtwargame.engine.ruleset import CombatPreview
from qtwargame.engine.state import ON_MAP, GameState
from qtwargame.engine.text import Msg
from qtwargame.rules import odds
from qtwargame.rules.blitzkrieg_moscow.model import T, normalise_result
from qtwargame.rules.blitzkrieg_moscow.movement import weather_rules
from qtwargame.rules.blitzkrieg_moscow.retreat import retreat_end
from qtwargame.rules.blitzkrieg_moscow.supply import network_key
from qtwargame.rules.blitzkrieg_moscow.units import (
    has_worn_side,
    is_mech_corps,
    is_tank,
    is_worn,
    passive_value,
    strength,
    units_at,
)

#: The scenario's results table (11.3.6): its id in ``tables``.
CRT = "crt"
#: Most attackers a listed attack offers every subset of; beyond it, a sample (11.2).
ALL_SUBSETS_UP_TO = 5

# 11.3.3: the ratio rounded for the defender and its column label come from the shared
# odds core (``qtwargame.rules.odds``); a defence of nothing is beyond every column.
odds_index = odds.odds_index
column_label = odds.column_label
NO_DEFENCE = odds.NO_DEFENCE
normalise = normalise_result


def column_read(game: Game, index: int) -> str:
    """11.3.3, 11.3.6: the label of the results table's column odds ``index`` are read on:
    odds beyond the last column (7:1, or a defence of nothing) read the last one, which is
    what the preview, the log and the Results Tables panel all show."""
    return column_label(game.cache.crt.read(index))


def outcome(game: Game, index: int, die: int) -> str:
    """11.3.5, 11.3.6: 1:2 or worse fails without a roll; otherwise the CRT cell, with
    odds beyond the last column read on the last column."""
    if index <= 0:
        return "fail"
    return game.cache.crt.cell(index, die)


def automatic(game: Game, index: int) -> str | None:
    """A result that needs no die: a failed attack (11.3.5), or a column whose six cells
    agree, as 7:1 (always DE, A-8). None when the die must be rolled."""
    if index <= 0:
        return "fail"
    return game.cache.crt.automatic(index)


def chances(game: Game, index: int) -> dict[str, float]:
    return odds.outcome_chances([outcome(game, index, d) for d in range(1, 7)])


# -- 11.3.2, 11.6 defence ------------------------------------------------------------------------


def defence_value(game: Game, state: GameState, uid: str, choice: str) -> int:
    """11.3.2: a worn unit defends with its worn strength; an active unit with its full
    strength (active defence) or its bracketed value (passive defence)."""
    if choice == "passive":
        return passive_value(game, uid)
    return strength(game, state, uid)


def defence_options(game: Game, state: GameState, target: Hex) -> list[dict[str, str]]:
    """11.3.2, 11.6: every allowed set of choices, unit by unit, for the active
    defenders (worn ones have none). A mechanized corps alone must defend actively; one
    stacked with a unit contributing 1 or more (an active corps counts) may be passive."""
    defenders = sorted(units_at(state, target))
    choosers = [u for u in defenders if not is_worn(state, u)]
    out = []
    for combo in itertools.product(("active", "passive"), repeat=len(choosers)):
        choice = {u: ("worn" if is_worn(state, u) else "") for u in defenders}
        choice.update(zip(choosers, combo))
        if all(_mc_may_be_passive(game, state, u, choice)
               for u in choosers if choice[u] == "passive" and is_mech_corps(game, u)):
            out.append({u: choice[u] for u in choosers})
    return out


def _mc_may_be_passive(game: Game, state: GameState, uid: str, choice: dict[str, str]) -> bool:
    return any(defence_value(game, state, o, c) >= 1 for o, c in choice.items() if o != uid)


def option_text(choice: dict[str, str]) -> str:
    return ",".join(f"{u}={c}" for u, c in choice.items())


def parse_option(text: str) -> dict[str, str]:
    return dict(part.split("=", 1) for part in text.split(",") if part)


# -- 11.3.4 column shifts -----------------------------------------------------------------------


def shifts(game: Game, state: GameState, attackers: Sequence[str], target: Hex,
           cards: dict[str, str] | None = None) -> list[tuple[int, Msg]]:
    """11.3.4: every column shift of an attack, each with its reason.

    Terrain: left 1 if the target is mountain or a city; left 1 more if every attacker
    attacks across a river, except in snow. Tank: right 1 if any attacker is a tank and
    the target is clear, whatever the rivers and the defenders, except in mud and thaw.
    Cards: one per side, each one column its owner's way (``cards`` maps side -> card id
    of a shift card that took effect). Winter offensive: right 1 for Soviet attacks in
    snow (the weather's ``attack_shift``)."""
    board = game.board
    topo = game.cache.topo
    w = weather_rules(game, state)
    out: list[tuple[int, Msg]] = []
    terrain = board.terrain.get(target)
    if terrain == "mountain" or target in game.cache.cities:
        out.append((-1, T("target in a city or mountain")))
    river_shift = w.river_shift if w is not None else True
    if river_shift and attackers and all(
            "river" in topo.features(state.units[u].hex, target) for u in attackers):
        out.append((-1, T("every attacker across a river")))
    tank_shift = w.tank_shift if w is not None else True
    if tank_shift and terrain == "clear" and any(is_tank(game, u) for u in attackers):
        out.append((1, T("tank attacking into clear terrain")))
    side = game.units[attackers[0]].side if attackers else state.active
    for owner, cid in sorted((cards or {}).items()):
        value = game.cache.cards[cid].icon("combat_shift").get("value", 1)
        sign = 1 if owner == side else -1
        out.append((sign * value, T("{card} card", card=cid)))
    if w is not None and w.attack_shift.get(side):
        out.append((w.attack_shift[side], T("winter offensive")))
    return out


def attack_strength(game: Game, state: GameState, attackers: Sequence[str]) -> int:
    """11.3.1: the strengths of the attackers on their current side, never the passive
    value."""
    return sum(strength(game, state, u) for u in attackers)


def preview(game: Game, state: GameState, attackers: Sequence[str], target: Hex,
            choice: dict[str, str] | None = None,
            cards: dict[str, str] | None = None) -> CombatPreview:
    """The column, each shift and the chance of each result. Before the defender has
    chosen, every active defender is assumed to defend actively; a note gives the
    all-passive column."""
    defenders = units_at(state, target)
    if choice is None:
        choice = {u: "active" for u in defenders if not is_worn(state, u)}
    att = attack_strength(game, state, attackers)
    dfn = sum(defence_value(game, state, u, choice.get(u, "worn")) for u in defenders)
    sh = shifts(game, state, attackers, target, cards)
    index = odds_index(att, dfn) + sum(s for s, _ in sh)
    auto = automatic(game, index)
    pv = CombatPreview(attack_strength=att, defense_strength=dfn, table=CRT,
                       column=column_read(game, index),
                       shifts=sh, outcomes={auto: 1.0} if auto else chances(game, index))
    side = game.units[attackers[0]].side if attackers else state.active
    if hero_city_holds(game, state, side, game.label(target)):
        held = {r: (c if r != "DR" else 0.0) for r, c in pv.outcomes.items()}
        held["-"] = held.get("-", 0.0) + pv.outcomes.get("DR", 0.0)
    else:
        held = pv.outcomes
    pv.vacated = held.get("DR", 0.0) + held.get("DL", 0.0) + held.get("DE", 0.0)
    pv.losses = {side: float(sum(wear_cost(state, u) for u in attackers))}
    lost = defender_losses(game, state, target, choice, held)
    if lost is not None:
        pv.losses[game.enemy(side)] = lost
    else:
        # The order of the defenders' retreats, their owner's choice, decides: the fewest
        # and the most steps, for a person to read (session 92 by hand: the 4th Panzer
        # Army's attack on a Soviet stack showed no Soviet loss at all). The computer
        # players weigh ``losses`` only, as before.
        pv.loss_range[game.enemy(side)] = defender_loss_range(game, state, target, choice, held)
    passive = sum(passive_value(game, u) if not is_worn(state, u) else strength(game, state, u)
                  for u in defenders)
    if passive != dfn:
        pv.notes.append(T("With passive defence: {att} to {dfn}, column {col}", att=att,
                          dfn=passive,
                          col=column_read(game, odds_index(att, passive) + sum(s for s, _ in sh))))
    return pv


def hero_city_holds(game: Game, state: GameState, side: str, target: str) -> bool:
    """14.2.1: ``side`` attacks the marked hero city (``target``, a hex label): the
    Germans' DR there is no effect (the resolution and the preview both read it)."""
    hero = state.data.get("hero")
    return bool(side == game.cache.data.german and hero and hero.get("marker")
                and hero["city"] == target)


# -- what a combat costs (11.3.5–11.3.7, 11.4.1, 11.6, 10.5) ---------------------------------------


def steps_left(game: Game, state: GameState, uid: str) -> int:
    """2.2.6: the steps a unit has left: two on its active side (active, worn), one on
    its worn side or with no worn side (a mechanized corps, 11.6)."""
    return game.units[uid].step_count - state.units[uid].step


def wear_cost(state: GameState, uid: str) -> int:
    """11.3.7, 11.6: the steps being worn costs a unit: one unless it is worn already (a
    mechanized corps, which has no worn side, loses its only step)."""
    return 0 if is_worn(state, uid) else 1


#: Retreat fates worked out, per game, by :func:`retreat_key`: the computer players preview
#: every attack they weigh, each defender again for every set of attackers on its hex.
_FATES: weakref.WeakKeyDictionary[Game, dict[tuple, str]] = weakref.WeakKeyDictionary()
#: The most fates kept per game (then they are forgotten all at once).
FATES_KEPT = 4096

#: The cache audit's switch (``qtwargame.testing.cache_audit.checking_hits``, on in
#: ``qtwargame audit-caches``): while on, every fate :func:`retreat_fate` answers from
#: ``_FATES`` is worked out again and compared, a difference raised as
#: :class:`StaleCache` (its key, :func:`retreat_key`, would miss something the retreat
#: rules read). Off in play: a hit is one look-up.
CHECK_HITS = False


def retreat_key(game: Game, state: GameState) -> tuple:
    """What a retreat reads of the position (``retreat.retreat_paths``: the units on the
    map, where they stand, for enemy units, zones of control and stacking; who holds each
    city, for the supply sources of 11.4.2): where every unit on the map stands and who
    controls each city, which is what a supply network reads too (``supply.network_key``;
    stacking follows from where the units stand). Kept as its own name so that a retreat
    rule that comes to read more widens this key alone."""
    return network_key(game, state)


def retreat_fate(game: Game, state: GameState, uid: str, target: Hex,
                 key: tuple | None = None) -> str:
    """11.4, 11.4.1, 11.4.2, 10.5: what a retreat from ``target`` does to ``uid`` as the
    position stands: ``"none"`` (no retreat: eliminated), ``"area"`` (it retreats into its
    own rear area: it leaves the map and comes back active) or ``"map"`` (it retreats on
    the map). Its owner never chooses between the last two: a retreat that can end in the
    own rear area must (11.4.2 priority 1). ``key``: the position's :func:`retreat_key`,
    when the caller has it."""
    fates = _FATES.get(game)
    if fates is None:
        fates = _FATES[game] = {}
    full = (uid, target, retreat_key(game, state) if key is None else key)
    return memo.kept(fates, full, lambda: _fate(game, state, uid, target), FATES_KEPT,
                     CHECK_HITS, "retreat fate")


def _fate(game: Game, state: GameState, uid: str, target: Hex) -> str:
    return retreat_end(game, state, uid, target)


def defender_losses(game: Game, state: GameState, target: Hex, choice: dict[str, str],
                    outcomes: dict[str, float]) -> float | None:
    """The steps the defenders are expected to lose over ``outcomes`` (result -> chance,
    the hero city's DR already read as no effect), ``choice`` their defence (unit ->
    active, passive; worn units have none). Per unit: fail or no effect, an active
    defender is worn (11.3.5, 11.3.7); DE, every step (11.3.6); DL, worn, then retreats
    (11.3.6; a mechanized corps, with no worn side, is eliminated, 11.6); DR, retreats and
    an active defender is then worn. A unit with no retreat is eliminated (11.4.1); one
    that retreats into its own rear area leaves the map and comes back active (10.5): no
    step lost. Defenders with no retreat at all are each eliminated whatever the order
    (none of them moves, so none opens or closes a hex for another: a stack surrounded
    loses every step to a DR). None where the rules cannot say: a unit of the stack would
    retreat on the map and another one retreat on the map too or have no retreat, so that
    the first one's retreat, the owner's choice, can change what the next one may do (a
    unit in an enemy-ZOC hex lets the next one in)."""
    defenders = units_at(state, target)
    fates: dict[str, str] = {}
    key: tuple | None = None
    total = 0.0
    for result, chance in outcomes.items():
        if chance <= 0:
            continue
        if result == "DE":
            total += chance * sum(steps_left(game, state, u) for u in defenders)
            continue
        if result not in ("DR", "DL"):
            total += chance * sum(wear_cost(state, u) for u in defenders
                                  if choice.get(u) == "active")
            continue
        lost = 0
        retreating = []
        for u in defenders:
            if result == "DL" and not has_worn_side(game, u):
                lost += 1  # 11.6: worn is eliminated, before any retreat
            else:
                retreating.append(u)
        for u in retreating:
            if u not in fates:
                key = retreat_key(game, state) if key is None else key
                fates[u] = retreat_fate(game, state, u, target, key)
        staying = [fates[u] for u in retreating if fates[u] != "area"]  # "map" or "none"
        if len(staying) > 1 and "map" in staying:
            return None
        for u in retreating:
            fate = fates[u]
            if fate == "none":
                lost += steps_left(game, state, u)
            elif fate == "map" and (result == "DL" or choice.get(u) == "active"):
                lost += wear_cost(state, u)
        total += chance * lost
    return total


def defender_loss_range(game: Game, state: GameState, target: Hex, choice: dict[str, str],
                        outcomes: dict[str, float]) -> tuple[float, float]:
    """The fewest and the most steps the defenders are expected to lose where
    :func:`defender_losses` cannot say (the owner's order of retreats decides, 11.4): a
    unit that would retreat on the map, or that has no retreat now, may retreat on the map
    or find none once another has moved; the first to retreat, the owner's pick, goes as
    the position stands. The range spans the owner's orders: the most is the order whose
    first retreat saves the fewest steps. Everything else as :func:`defender_losses` reads
    it."""
    defenders = units_at(state, target)
    key = retreat_key(game, state)
    fates = {u: retreat_fate(game, state, u, target, key) for u in defenders}
    low = high = 0.0
    for result, chance in outcomes.items():
        if chance <= 0:
            continue
        if result == "DE":
            steps = sum(steps_left(game, state, u) for u in defenders)
            low, high = low + chance * steps, high + chance * steps
            continue
        if result not in ("DR", "DL"):
            worn = sum(wear_cost(state, u) for u in defenders if choice.get(u) == "active")
            low, high = low + chance * worn, high + chance * worn
            continue
        certain = 0
        open_: list[tuple[int, int, str]] = []  # (if it retreats on the map, if it has none)
        for u in defenders:
            if result == "DL" and not has_worn_side(game, u):
                certain += 1  # 11.6
            elif fates[u] != "area":
                on_map = wear_cost(state, u) if (result == "DL" or choice.get(u) == "active") else 0
                open_.append((on_map, steps_left(game, state, u), fates[u]))
        fewest = certain + sum(m for m, _, _ in open_)
        # the most: every such unit finds no retreat but the first, which goes as the
        # position stands; the first is the owner's pick, whatever the owner weighs besides
        # steps (which unit lives on, and where), so the most is the order that saves the
        # least, as Shin Barbarossa's range spans the defender's choices (10.6.1)
        most = certain + sum(n for _, n, _ in open_)
        first = [n - m for m, n, fate in open_ if fate == "map"]
        if first:
            most -= min(first)
        low, high = low + chance * fewest, high + chance * max(most, fewest)
    return low, high


# -- 11.1, 11.2, 11.7 who attacks what --------------------------------------------------------


def may_attack_from(game: Game, state: GameState, uid: str, target: Hex) -> bool:
    """11.2, 11.7: a unit attacks a hex adjacent to its own (a rear area counts as one
    hex, adjacent to every hex along it), not across an all-sea hexside."""
    here = state.units[uid].hex
    topo = game.cache.topo
    return topo.adjacent(here, target) and topo.crossable(here, target)


def targets(game: Game, state: GameState, side: str) -> list[Hex]:
    """Hexes holding enemy units that may be attacked: never a rear area (A-6), and in
    the combat phase never a unit already attacked in it (11.1)."""
    topo = game.cache.topo
    enemy = game.enemy(side)
    seen: dict[Hex, bool] = {}
    for uid, u in state.units.items():
        if u.status != ON_MAP or game.units[uid].side != enemy or topo.is_area(u.at):
            continue
        ok = seen.get(u.at, True) and "defended" not in u.flags
        seen[u.at] = ok
    return sorted((h for h, ok in seen.items() if ok), key=game.label)


def eligible_attackers(game: Game, state: GameState, side: str, target: Hex,
                       tanks_only: bool = False) -> list[str]:
    """11.1: own units next to the target that have not attacked in this phase."""
    return [uid for uid, u in state.units.items()
            if u.status == ON_MAP and game.units[uid].side == side and "attacked" not in u.flags
            and (not tanks_only or is_tank(game, uid))
            and may_attack_from(game, state, uid, target)]


def attack_sets(units: list[str]) -> list[tuple[str, ...]]:
    """Attacker sets offered for one target: every subset when there are few units;
    otherwise all of them, each alone, each pair and all but one. Any other subset is
    also legal when declared (``check`` accepts it)."""
    if len(units) <= ALL_SUBSETS_UP_TO:
        return [c for k in range(1, len(units) + 1) for c in itertools.combinations(units, k)]
    out = {tuple(units)}
    out.update((u,) for u in units)
    out.update(itertools.combinations(units, 2))
    out.update(tuple(x for x in units if x != u) for u in units)
    return sorted(out, key=lambda c: (len(c), c))


def attacks(game: Game, state: GameState, side: str) -> list[Attack]:
    out: list[Attack] = []
    for h in targets(game, state, side):
        units = eligible_attackers(game, state, side, h)
        out.extend(Attack(side, c, h) for c in attack_sets(units))
    return out


def attack_allowed(game: Game, state: GameState, action: Attack) -> bool:
    """Any non-empty set of distinct eligible attackers against a legal target."""
    if action.target not in targets(game, state, action.side):
        return False
    eligible = set(eligible_attackers(game, state, action.side, action.target))
    return bool(action.attackers) and len(set(action.attackers)) == len(action.attackers) \
        and set(action.attackers) <= eligible
