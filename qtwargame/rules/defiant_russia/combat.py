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

from qtwargame.rules.defiant_russia.movement import printed_value
from qtwargame.rules.defiant_russia.supply import fortress_intact, in_supply
from qtwargame.rules.defiant_russia.units import AXIS, SOVIET
from qtwargame.rules.defiant_russia.weather import first_snow_turn

MAJOR_KINDS = ("major_city", "capital")


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


def package_of(snap, h: int) -> TerrainPackage:
    """The hex's terrain after the 8.3 snow conversions, its city and its fortress."""
    t = snap.t
    city = t.city_at.get(h)
    major = city is not None and city.kind in MAJOR_KINDS
    fortress = city is not None and city.fortress and fortress_intact(snap.state, t.labels[h])
    return TerrainPackage(h, t.effective[snap.snow][h], city is not None and not major, major,
                          fortress)


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


def attack_value(snap, uid: str, targets: list[int], pkg: TerrainPackage, oos: bool) -> int:
    """7.12, 9.0, 9.22, 8.3, 5.1: one attacking unit's strength in this combat."""
    if oos:
        return 1  # 5.1, A4: an out-of-supply attacker is worth exactly 1
    t, state, game = snap.t, snap.state, snap.game
    info = t.units[uid]
    v = printed_value(game, state, uid, "strength")
    h = snap.pos[uid]
    if any((h, x) in t.river for x in targets):
        v -= 1  # 9.0: attacking across a river (A2: across any hexside it attacks over)
    if any((h, x) in t.strait for x in targets):
        v -= 1  # 9.22
    if info.armor and (pkg.city or pkg.major):
        v -= 1  # 9.0: armor attacking a city or major city
    if pkg.fortress and (info.armor or game.options.get("fortress_penalty", "all") == "all"):
        v -= 1  # 9.0 (A5): every attacking unit; option: armor only (the chart)
    if info.side == AXIS and snap.snow and not info.snow_exempt:
        v = _halve_up(v)  # 8.3: Axis attacks in snow, except Finns and mountain troops
    terrain = t.data.terrain.get(pkg.main)
    if info.armor and terrain is not None and terrain.armor_attack_halved:
        v = _halve_up(v)  # 9.0: armor attacking a swamp
    return max(v, 0)


def defense_value(snap, uid: str, pkg: TerrainPackage, strait_only: bool, oos: bool) -> int:
    """9.0, 9.22, 5.1: one defending unit's strength in this combat."""
    t = snap.t
    v = printed_value(snap.game, snap.state, uid, "strength")
    terrain = t.data.terrain.get(pkg.main)
    if terrain is not None:
        v += terrain.defense_per_unit  # 9.0 rough: +1 per defending unit
    if strait_only:
        v += 1  # 9.22: attacked only across the Kerch strait
    if oos:
        v = _halve_up(v)  # 5.1: out-of-supply defenders halved, rounded up
    return v


def leader_bonuses(snap, attackers: list[str], targets: list[int], zhukov_hexes: list[int],
                   used: list[str]) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """11.61-11.63: (attack bonuses, defense bonuses) as (leader id, strength)."""
    t, state = snap.t, snap.state
    att_hexes = {snap.pos[u] for u in attackers}
    att, dfn = [], []
    g, s, z = (t.leaders.get(k) for k in ("guderian", "stalin", "zhukov"))
    clear = (state.weather or "clear") == "clear"
    for lid, attack_bonus, defense_bonus in ((g, 2 if clear else 1, 1), (s, 2, 2), (z, 2, 1)):
        if lid is None or lid not in snap.pos:
            continue
        lh = snap.pos[lid]
        if lh in att_hexes and lid not in used:
            att.append((lid, attack_bonus))
        if lh in targets:
            dfn.append((lid, defense_bonus))
    if z is not None and z in snap.pos:
        for h in zhukov_hexes:
            if h in att_hexes:
                att.append((z + "@" + t.labels[h], 1))  # 11.63 (A19): a named adjacent hex
    return att, dfn


def defenders_of(snap, targets: list[int], side: str) -> tuple[list[str], list[str]]:
    """Ground units and fleets in the defending hexes."""
    ground, fleets = [], []
    for h in targets:
        for u in snap.at.get(h, []):
            info = snap.t.units[u]
            if info.side != side:
                continue
            if info.ground:
                ground.append(u)
            elif info.fleet:
                fleets.append(u)
    return sorted(ground), sorted(fleets)


def odds(snap, attackers: list[str], targets: list[int], air: int = 0,
         fleet: str | None = None, zhukov_hexes: list[int] | None = None,
         used: list[str] | None = None) -> CombatOdds:
    """The dice each side rolls and what hits, for one combat (7.11-7.13)."""
    t, state = snap.t, snap.state
    side = t.units[attackers[0]].side
    enemy = snap.enemy[side]
    defenders, def_fleets = defenders_of(snap, targets, enemy)
    supplied = {u: in_supply(snap, u) for u in attackers + defenders}  # 7.13
    oos = sorted(u for u, ok in supplied.items() if not ok)
    strait_only = all(any((snap.pos[u], x) in t.strait for x in targets) for u in attackers)
    best = None
    for h in sorted(targets, key=lambda x: t.labels[x]):
        pkg = package_of(snap, h)
        av = {u: attack_value(snap, u, targets, pkg, not supplied[u]) for u in attackers}
        dv = {u: defense_value(snap, u, pkg, strait_only, not supplied[u]) for u in defenders}
        terrain = t.data.terrain.get(pkg.main)
        total = (terrain.defense_total if terrain else 0) + (1 if pkg.major else 0)
        score = (sum(dv.values()) + total - sum(av.values()), pkg.fortress)
        if best is None or score > best[0]:
            best = (score, pkg, av, dv, total)
    assert best is not None, "a combat has at least one hex package"
    _, pkg, av, dv, total = best
    att_b, def_b = leader_bonuses(snap, attackers, targets, zhukov_hexes or [], used or [])
    attack_hit = 5 if side == SOVIET and first_snow_turn(state) else 6  # 8.3
    defense_hit = 5 if pkg.fortress and enemy == SOVIET else 6  # 9.0 fortress
    fleet_dice = printed_value(snap.game, state, fleet, "strength") if fleet else 0
    def_fleet_dice = sum(printed_value(snap.game, state, f, "strength") for f in def_fleets)
    bonuses = [(k, v) for k, v in att_b] + [(k, v) for k, v in def_b]
    return CombatOdds(
        attack_dice=sum(av.values()) + sum(v for _, v in att_b) + air,
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
