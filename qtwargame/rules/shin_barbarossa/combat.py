"""Combat arithmetic (4.7, 10.3–10.4, 11.3.1, 11.4b, 14.2, 15.4d, 16.2, 16.5.3–4, Q&A): the
odds column through the shared odds core, every column shift with its reason, the
automatic results at both ends, the table each side uses and the results' grammar.

The functions here take the facts of one combat as plain values (``CombatFacts``); the
code that reads those facts from a game state (LOC, command ranges, weather) calls them.
Shifts are in columns toward the attacker (+) or the defender (-).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from qtwargame.engine.text import Msg
from qtwargame.rules import odds
from qtwargame.rules.shin_barbarossa.data import SbData, parse_result
from qtwargame.rules.shin_barbarossa.texts import T

#: 10.3.6: after shifts, 1:5 or worse eliminates every attacker without a roll.
ELIMINATE_AT = odds.column_index("1:5")
#: 10.3.6: 10:1 or better reads 10:1.
TOP = odds.column_index("10:1")
#: The result of an attack at 1:5 or worse (10.3.6).
ATTACKERS_ELIMINATED = "attackers_eliminated"


@dataclass(frozen=True)
class CombatFacts:
    """What the shifts of one combat depend on.

    ``soviet_terrain`` is the terrain key (a city kind where the hex has a city, else the
    hex's terrain) of the Soviet hexes in the combat: the defending hex when the Soviets
    defend, every attacking hex when they attack (10.4.1, 10.4.2). ``river`` is true when
    every attacking unit attacks across a river hexside (10.4.4). ``rivers_frozen``: frozen
    ground or snow, when rivers and swamps lose their effects (15.3, 15.4a)."""

    attacker: str
    axis: str = "axis"
    soviet_terrain: tuple[str, ...] = ()
    river: bool = False
    rivers_frozen: bool = False
    axis_air: bool = False
    attacker_no_loc: bool = False
    defender_no_loc: bool = False
    soviets_out_of_command: bool = False
    axis_allies_only: bool = False
    finns_only: bool = False
    snow: bool = False


#: Words for the terrain keys a Soviet shift names (10.4.1).
TERRAIN_WORDS: dict[str, Msg] = {
    "clear": T("clear terrain"), "forest": T("forest"), "swamp": T("swamp"),
    "mountain": T("mountains"), "town": T("a town"), "city": T("a city"),
    "major_city": T("a major city"),
}


def terrain_word(key: str) -> Msg:
    return TERRAIN_WORDS.get(key, T("terrain"))


def table_for(data: SbData, attacker: str) -> str:
    """10.3.1: the Axis-attack table when the Axis attacks, the Soviet one when the Soviets
    do; an overrun uses the overrunning side's table (9.4)."""
    return data.crt.axis if attacker == data.axis else data.crt.soviet


def shifts(data: SbData, f: CombatFacts) -> list[tuple[int, Msg]]:
    """10.4: every column shift of one combat, each with its reason. All add and cancel
    (10.4.8)."""
    out: list[tuple[int, Msg]] = []
    axis_attacks = f.attacker == f.axis
    toward_axis = 1 if axis_attacks else -1
    rows = data.terrain_effects.terrain
    # 15.3, 15.4a: frozen ground and snow take away the swamp's effects, its shifts too
    terrain = tuple(ground(t, f.rivers_frozen) for t in f.soviet_terrain)
    if terrain:
        if axis_attacks:
            # 10.4.1: the Soviet defence shift of the defending hex.
            s = rows[terrain[0]].shift[0] if terrain[0] in rows else 0
            if s:
                out.append((-s, T("Soviet defence in {terrain}", terrain=terrain_word(terrain[0]))))
        else:
            # 10.4.1, 10.4.2: attacking, the least favourable attacking hex counts.
            s = min(rows[t].shift[1] if t in rows else 0 for t in terrain)
            if s:
                out.append((s, T("Soviet attack from {terrain}",
                                  terrain=terrain_word(_least(rows, terrain)))))
    if f.river and not f.rivers_frozen:
        # 10.4.3, 10.4.4: the defender behind a river, the Axis included; frozen and snow
        # take the river away (15.3, 15.4a).
        out.append((-data.terrain_effects.river_shift, T("every attacker across a river")))
    if f.axis_air:
        out.append((toward_axis, T("Axis air unit")))  # 10.4.5, 14.2
    if f.attacker_no_loc:
        out.append((-1, T("no attacking unit has a line of communication")))  # 4.7, 10.4.6
    if f.defender_no_loc:
        out.append((1, T("no defending unit has a line of communication")))
    if f.soviets_out_of_command:
        # 10.4.7, 11.4b: against the Soviets whether they attack or defend (one attacking
        # stack in command is enough: the caller says so through the flag).
        out.append((toward_axis, T("every Soviet unit out of command")))
    if axis_attacks and f.axis_allies_only and not f.finns_only:
        out.append((-1, T("only Axis allies attack")))  # 16.2, 16.5.3
    if f.snow and not f.finns_only:
        out.append((-toward_axis, T("snow")))  # 15.4d, 16.5.4
    return out


def ground(terrain: str, frozen: bool) -> str:
    """15.3, 15.4a: the terrain key a combat reads: a swamp is clear ground when frozen
    or in snow (its effects go, as for movement, ``movement.enter_cost``)."""
    return "clear" if frozen and terrain == "swamp" else terrain


def _least(rows, terrain: Sequence[str]) -> str:
    return min(terrain, key=lambda t: rows[t].shift[1] if t in rows else 0)


def column(att: int, dfn: int, sh: Sequence[tuple[int, Msg]], lone_leader: bool = False) -> int:
    """10.3.6: the ratio rounded for the defender, shifted; more than 10:1 reads 10:1. A
    lone leader attacked is on 10:1 automatically (Q&A). Below ``ELIMINATE_AT`` the
    caller eliminates every attacker (``automatic``)."""
    if lone_leader:
        return TOP
    return min(odds.shifted(odds.odds_index(att, dfn), sh), TOP)


def automatic(table: odds.OddsTable, index: int) -> str | None:
    """10.3.6: 1:5 or worse after shifts eliminates every attacker with no roll; a column
    whose six results agree needs no roll either. None when the die decides."""
    if index <= ELIMINATE_AT:
        return ATTACKERS_ELIMINATED
    return table.automatic(index)


def outcome(table: odds.OddsTable, index: int, die: int) -> str:
    """10.3.7: the result at ``index`` for ``die``."""
    if index <= ELIMINATE_AT:
        return ATTACKERS_ELIMINATED
    cell = table.cell(index, die)
    if cell is None:
        raise ValueError(f"table {table.id!r} has no column for {odds.column_label(index)}")
    return cell


def chances(table: odds.OddsTable, index: int) -> dict[str, float]:
    auto = automatic(table, index)
    return {auto: 1.0} if auto is not None else table.chances(index)


def losses(result: str) -> tuple[int, int | None]:
    """10.3.7: (attacker steps, defender steps); defender None for ``R`` (10.6.1: the
    defender loses one step of any unit or retreats every unit of the hex 2 hexes)."""
    parsed = parse_result(result)
    if parsed is None:
        raise ValueError(f"not a 10.3.7 result: {result!r}")
    a, d = parsed
    return a, (None if d == "R" else int(d))


def axis_attack_allowed(data: SbData, att: int, dfn: int) -> bool:
    """10.1, 10.3.6: an Axis attack may be declared at any odds (1:5 or worse after the
    shifts eliminates the attackers, 10.3.6); the rulebook states no floor. A scenario may
    set one as a variant (``axis_odds_floor``, odds before shifts; games saved with the
    1:2 floor the shipped scenario once carried keep it)."""
    if data.axis_odds_floor is None:
        return True
    return odds.odds_index(att, dfn) >= odds.column_index(data.axis_odds_floor)
