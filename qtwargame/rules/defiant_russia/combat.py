"""7.1 Attacking, 7.11 dice, 7.12 modifiers, 7.13 supply at combat; the combat effects of
terrain (9.0, 9.1, 9.22), weather (8.3), leaders (11.6), fleets (11.51) and air points
(11.7).

Each side rolls one die per strength point; a 6 (or a 5 or 6 where stated) is a hit on
the other side. The strength of each unit goes through one pipeline (B2 in the digest,
A4): an out-of-supply attacker is worth 1; otherwise add, then subtract, then halve
(rounding up) per unit; then the stack-level additions and the leaders' bonuses. Several
defending hexes use the one whose terrain is worst for the attacker (7.12, A3).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from qtwargame.rules.defiant_russia.movement import value_at_step
from qtwargame.rules.defiant_russia.supply import fortress_intact, supply_of
from qtwargame.rules.defiant_russia.units import AXIS, SOVIET
from qtwargame.rules.defiant_russia.weather import first_snow_turn

MAJOR_KINDS = ("major_city", "capital")
#: The leaders whose bonuses count in combat (11.61-11.63), in this order.
LEADERS = ("guderian", "stalin", "zhukov")


def _halve_up(n: int) -> int:
    return (n + 1) // 2


@dataclass(frozen=True)
class TerrainPackage:
    """7.12, 9.1: everything about one defending hex that changes a combat."""

    hex: int
    main: str
    city: bool
    major: bool
    fortress: bool


def city_effect(t, h: int) -> str:
    """9.0: what the city in hex ``h`` counts as, by its kind (``rules_data.city_kinds``):
    ``city``, ``major`` or ``none`` (a town, or no city at all)."""
    city = t.city_at.get(h)
    if city is None:
        return "none"
    return t.data.city_kinds.get(city.kind, "major" if city.kind in MAJOR_KINDS else "city")


def package_of(t, h: int, snow: bool, intact: bool) -> TerrainPackage:
    """The hex's terrain after the 8.3 snow conversions, its city and its fortress
    (``intact``: not yet destroyed, 9.0 A6). 9.0: a town is neither city nor major city."""
    city = t.city_at.get(h)
    effect = city_effect(t, h)
    fortress = city is not None and city.fortress and intact
    return TerrainPackage(h, t.effective[snow][h], effect == "city", effect == "major", fortress)


@dataclass
class CombatOdds:
    attack_dice: int
    attack_hit: int
    fleet_dice: int
    defense_dice: int
    defense_hit: int
    defense_fleet_dice: int
    package: TerrainPackage
    attack_values: dict[str, int] = field(default_factory=dict)
    defense_values: dict[str, int] = field(default_factory=dict)
    bonuses: list[tuple[str, int]] = field(default_factory=list)
    out_of_supply: list[str] = field(default_factory=list)
    leaders_used: list[str] = field(default_factory=list)

    def expected(self) -> tuple[float, float]:
        """Expected hits on the defender and on the attacker."""
        on_def = self.attack_dice * (7 - self.attack_hit) / 6 + self.fleet_dice / 6
        on_att = self.defense_dice * (7 - self.defense_hit) / 6 + self.defense_fleet_dice / 6
        return on_def, on_att


#: One unit of a combat as its odds read it: (unit, hex, step showing, in supply).
UnitFacts = tuple[str, int, int, bool]


class CombatFacts(NamedTuple):
    """Everything :func:`odds` reads of the position for one combat (7.11-7.13), so that
    :func:`odds_of` reads nothing else but the game's printed tables and options."""

    #: the attackers as given (7.13: each one's supply)
    attackers: tuple[UnitFacts, ...]
    #: the defending ground units, hex by hex (``targets``' order) as they stand in it
    defenders: tuple[UnitFacts, ...]
    #: the defending fleets (11.51), (unit, step), by unit
    fleets: tuple[tuple[str, int], ...]
    #: the fleet supporting the attack (11.51), (unit, step), or None
    support: tuple[str, int] | None
    #: the defending hexes
    targets: tuple[int, ...]
    #: each defending hex's fortress not yet destroyed (9.0 A6)
    intact: tuple[bool, ...]
    #: the weather (8.3: snow; 11.61: Guderian's bonus in clear weather)
    weather: str | None
    #: the first snow turn of the game (8.3)
    first_snow: bool
    #: the hexes of Guderian, Stalin and Zhukov (11.6), None off the map or not in the game
    leaders: tuple[int | None, int | None, int | None]
    #: the leaders whose attack bonus is spent this phase (11.6)
    used: tuple[str, ...]
    #: Zhukov's two named adjacent hexes (11.63)
    zhukov_hexes: tuple[int, ...]
    #: air points (11.7)
    air: int


def attack_value(game, unit: UnitFacts, targets: tuple[int, ...] | list[int], pkg: TerrainPackage,
                 snow: bool) -> int:
    """7.12, 9.0, 9.22, 8.3, 5.1: one attacking unit's strength in this combat."""
    uid, h, step, supplied = unit
    if not supplied:
        return 1  # 5.1, A4: an out-of-supply attacker is worth exactly 1
    t = game.cache
    info = t.units[uid]
    v = value_at_step(game, uid, step, "strength")
    if any((h, x) in t.river for x in targets):
        v -= 1  # 9.0: attacking across a river (A2: across any hexside it attacks over)
    if any((h, x) in t.strait for x in targets):
        v -= 1  # 9.22
    if info.armor and (pkg.city or pkg.major):
        v -= 1  # 9.0: armor attacking a city or major city
    if pkg.fortress and (info.armor or game.options.get("fortress_penalty", "all") == "all"):
        v -= 1  # 9.0 (A5): every attacking unit; option: armor only (the chart)
    if info.side == AXIS and snow and not info.snow_exempt:
        v = _halve_up(v)  # 8.3: Axis attacks in snow, except Finns and mountain troops
    terrain = t.data.terrain.get(pkg.main)
    if info.armor and terrain is not None and terrain.armor_attack_halved:
        v = _halve_up(v)  # 9.0: armor attacking a swamp
    return max(v, 0)


def defense_value(game, unit: UnitFacts, pkg: TerrainPackage, strait_only: bool) -> int:
    """9.0, 9.22, 5.1: one defending unit's strength in this combat."""
    uid, _, step, supplied = unit
    v = value_at_step(game, uid, step, "strength")
    terrain = game.cache.data.terrain.get(pkg.main)
    if terrain is not None:
        v += terrain.defense_per_unit  # 9.0 rough: +1 per defending unit
    if strait_only:
        v += 1  # 9.22: attacked only across the Kerch strait
    if not supplied:
        v = _halve_up(v)  # 5.1: out-of-supply defenders halved, rounded up
    return v


def leader_bonuses(t, att_hexes: set[int], targets: tuple[int, ...] | list[int],
                   leaders: tuple[int | None, int | None, int | None], weather: str | None,
                   zhukov_hexes: tuple[int, ...] | list[int], used: tuple[str, ...] | list[str]
                   ) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """11.61-11.63: (attack bonuses, defense bonuses) as (leader id, strength), from the
    attackers' hexes and the hexes of Guderian, Stalin and Zhukov (``leaders``)."""
    att, dfn = [], []
    g, s, z = (t.leaders.get(k) for k in LEADERS)
    clear = (weather or "clear") == "clear"
    for lid, lh, attack_bonus, defense_bonus in ((g, leaders[0], 2 if clear else 1, 1),
                                                 (s, leaders[1], 2, 2), (z, leaders[2], 2, 1)):
        if lid is None or lh is None:
            continue
        if lh in att_hexes and lid not in used:
            att.append((lid, attack_bonus))
        if lh in targets:
            dfn.append((lid, defense_bonus))
    if z is not None and leaders[2] is not None:
        for h in zhukov_hexes:
            if h in att_hexes:
                att.append((z + "@" + t.labels[h], 1))  # 11.63 (A19): a named adjacent hex
    return att, dfn


def combat_facts(snap, attackers: list[str], targets: list[int], air: int = 0,
                 fleet: str | None = None, zhukov_hexes: list[int] | None = None,
                 used: list[str] | None = None) -> CombatFacts:
    """What :func:`odds` reads of the position for this combat: each unit's hex, step and
    supply (7.13, ``supply.supply_of``), the defending fleets, the fortresses, the weather,
    the leaders' hexes."""
    t, state = snap.t, snap.state
    units, pos = state.units, snap.pos
    side = t.units[attackers[0]].side
    enemy = snap.enemy[side]
    att = tuple((u, pos[u], units[u].step, supply_of(snap, u)) for u in attackers)
    dfn = []
    fleets = []
    for h in targets:
        for u in snap.at.get(h, []):
            info = t.units[u]
            if info.side != enemy:
                continue
            if info.ground:
                dfn.append((u, h, units[u].step, supply_of(snap, u)))
            elif info.fleet:
                fleets.append((u, units[u].step))
    g, s, z = (t.leaders.get(k) for k in LEADERS)
    return CombatFacts(
        att, tuple(dfn), tuple(sorted(fleets)), (fleet, units[fleet].step) if fleet else None,
        tuple(targets), tuple(fortress_intact(state, t.labels[h]) for h in targets),
        state.weather, first_snow_turn(state), (_hex_of(pos, g), _hex_of(pos, s), _hex_of(pos, z)),
        tuple(used or ()), tuple(zhukov_hexes or ()), air)


def _hex_of(pos: dict[str, int], uid: str | None) -> int | None:
    """The hex of ``uid`` (None: not in the game, or off the map)."""
    return pos.get(uid) if uid is not None else None


def odds(snap, attackers: list[str], targets: list[int], air: int = 0,
         fleet: str | None = None, zhukov_hexes: list[int] | None = None,
         used: list[str] | None = None) -> CombatOdds:
    """The dice each side rolls and what hits, for one combat (7.11-7.13)."""
    return odds_of(snap.game, combat_facts(snap, attackers, targets, air, fleet, zhukov_hexes,
                                           used))


def odds_of(game, f: CombatFacts) -> CombatOdds:
    """:func:`odds` from the combat's facts and the game's printed tables and options
    alone."""
    t = game.cache
    attackers, targets = f.attackers, f.targets
    side = t.units[attackers[0][0]].side
    enemy = game.enemy(side)
    snow = f.weather == "snow"
    defenders = sorted(f.defenders)
    supplied_ = {u: ok for u, _, _, ok in attackers + tuple(defenders)}  # 7.13
    oos = sorted(u for u, ok in supplied_.items() if not ok)
    strait_only = all(any((h, x) in t.strait for x in targets) for _, h, _, _ in attackers)
    best = None
    intact = dict(zip(targets, f.intact))
    for h in sorted(targets, key=lambda x: t.labels[x]):
        pkg = package_of(t, h, snow, intact[h])
        av = {a[0]: attack_value(game, a, targets, pkg, snow) for a in attackers}
        dv = {d[0]: defense_value(game, d, pkg, strait_only) for d in defenders}
        terrain = t.data.terrain.get(pkg.main)
        total = (terrain.defense_total if terrain else 0) + (1 if pkg.major else 0)
        score = (sum(dv.values()) + total - sum(av.values()), pkg.fortress)
        if best is None or score > best[0]:
            best = (score, pkg, av, dv, total)
    assert best is not None, "a combat has at least one hex package"
    _, pkg, av, dv, total = best
    att_b, def_b = leader_bonuses(t, {h for _, h, _, _ in attackers}, targets, f.leaders,
                                  f.weather, f.zhukov_hexes, f.used)
    attack_hit = 5 if side == SOVIET and f.first_snow else 6  # 8.3
    defense_hit = 5 if pkg.fortress and enemy == SOVIET else 6  # 9.0 fortress
    fleet_dice = value_at_step(game, f.support[0], f.support[1], "strength") if f.support else 0
    def_fleet_dice = sum(value_at_step(game, u, step, "strength") for u, step in f.fleets)
    bonuses = [(k, v) for k, v in att_b] + [(k, v) for k, v in def_b]
    return CombatOdds(
        attack_dice=sum(av.values()) + sum(v for _, v in att_b) + f.air,
        attack_hit=attack_hit,
        fleet_dice=fleet_dice,
        defense_dice=sum(dv.values()) + total + sum(v for _, v in def_b),
        defense_hit=defense_hit,
        defense_fleet_dice=def_fleet_dice,
        package=pkg,
        attack_values=av,
        defense_values=dv,
        bonuses=bonuses,
        out_of_supply=oos,
        leaders_used=sorted(k for k, _ in att_b if "@" not in k),
    )
