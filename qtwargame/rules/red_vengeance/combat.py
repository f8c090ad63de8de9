"""Red Vengeance combat dice: 8.43 one die per strength point, 8.44 the terrain worst for
the attacker, 8.45 supply, 8.46 leaders, air and ships, 9.1 the terrain chart, 9.2 the
order add, subtract, halve; with 11.8 (Volkssturm), 11.21 (leaders), 12.1 (air), 12.21 and
12.22 (fleets), 13.0 (snow) and 14.8 (combined arms).

Each side rolls pools of dice, each pool with the lowest face that hits: a 6, or a 5 or
6 for German units defending an intact fortress (9.1). The functions take plain records
(what a unit is worth and where it stands), so the worked examples are tests of them.

Readings (docs/rules/red_vengeance.md): the text of 9.1 (armor attacking a swamp is
halved) is used over the chart's -1; several defending hexes are judged as one package
(a hex with its city and fortress) and the package worst for the attacker counts, rivers
counting per unit across the hexside it attacks over (8.44); hex-level dice of a fortress
held by Germans hit on 5-6 with theirs.
"""

from __future__ import annotations

from dataclasses import dataclass, field


def halve_up(n: int) -> int:
    return (n + 1) // 2


@dataclass(frozen=True)
class Attacker:
    """One attacking unit as the combat sees it."""

    uid: str
    strength: int            # the printed value of its current side (2.0)
    armor: bool = False
    snow_exempt: bool = False  # shock armies and mountain units (13.0)
    out_of_supply: bool = False
    across_river: bool = False  # attacks across a river hexside (9.1)
    hex: str = ""


@dataclass(frozen=True)
class Defender:
    uid: str
    strength: int
    out_of_supply: bool = False
    german: bool = False      # German or SS: 9.1 fortress hits on 5-6
    armor: bool = False
    hex: str = ""


@dataclass(frozen=True)
class Package:
    """8.44, 9.1: one defending hex's terrain after the weather (13.0: swamp is clear in
    snow), its city and whether its fortress still stands."""

    hex: str
    terrain: str
    city: str | None = None   # "city" or "major_city"
    fortress: bool = False


@dataclass
class Dice:
    """The result: dice per pool (hit on ``faces``) and the values behind them."""

    attack: list[tuple[int, int]] = field(default_factory=list)   # (dice, lowest hit)
    defense: list[tuple[int, int]] = field(default_factory=list)
    attack_values: dict[str, int] = field(default_factory=dict)
    defense_values: dict[str, int] = field(default_factory=dict)
    package: Package | None = None

    @property
    def attack_dice(self) -> int:
        return sum(n for n, _ in self.attack)

    @property
    def defense_dice(self) -> int:
        return sum(n for n, _ in self.defense)


def attack_value(data: dict, a: Attacker, pkg: Package, snow: bool, allied: bool) -> int:
    """9.2 for one attacker: subtract (river 9.1, armor against a city 9.1, Allied units
    against a fortress 9.1), then halve rounding up (out of supply 8.45, snow 13.0 unless
    shock or mountain, armor attacking a swamp 9.1)."""
    v = a.strength
    if a.across_river:
        v += data["river"]["attack_each"]
    if a.armor and pkg.city in data["city_effects"]:
        v += data["city_effects"][pkg.city]["armor_attack_each"]
    if allied and pkg.fortress:
        v += data["fortress"]["allied_attack_each"]
    v = max(v, 0)
    if a.out_of_supply:
        v = halve_up(v)
    if snow and not a.snow_exempt:
        v = halve_up(v)
    terrain = data["terrain"].get(pkg.terrain, {})
    if a.armor and terrain.get("armor_attacking_halved"):
        v = halve_up(v)
    return v


def defense_value(data: dict, d: Defender, pkg: Package) -> int:
    """9.2 for one defender: add (rough +1 a unit, 9.1), then halve out of supply (8.45).
    Snow leaves defence at face value (13.0)."""
    v = d.strength + data["terrain"].get(pkg.terrain, {}).get("defense_per_unit", 0)
    if d.out_of_supply:
        v = halve_up(v)
    return v


def hex_dice(data: dict, pkg: Package) -> int:
    """9.1: dice added to the defence as a whole: swamp +1, forest +1, major city +1."""
    total = data["terrain"].get(pkg.terrain, {}).get("defense_total", 0)
    total += data["city_effects"].get(pkg.city or "", {}).get("defense_total", 0)
    return total


def combined_arms(stacks: list[list[tuple[bool, bool]]]) -> int:
    """14.8 (optional): one die per stack holding both infantry and armor; ``stacks`` lists
    each hex's units as (infantry, armor) flags."""
    return sum(1 for s in stacks if any(i for i, _ in s) and any(a for _, a in s))


def dice(data: dict, attackers: list[Attacker], defenders: list[Defender], packages: list[Package],
         snow: bool, allied_attacking: bool, attack_extra: int = 0, defense_extra: int = 0) -> Dice:
    """8.43-8.46, 9.1, 9.2: the dice of one combat. ``attack_extra`` and ``defense_extra``
    are the whole-side additions the caller has already worked out (leaders 11.21, air
    12.1, fleets 12.2, Volkssturm 11.8, Hitler 11.27, combined arms 14.8). Of several
    defending packages the one worst for the attacker counts (8.44)."""
    best = None
    for pkg in sorted(packages, key=lambda p: p.hex):
        av = {a.uid: attack_value(data, a, pkg, snow, allied_attacking) for a in attackers}
        dv = {d.uid: defense_value(data, d, pkg) for d in defenders}
        extra = hex_dice(data, pkg)
        score = (sum(dv.values()) + extra - sum(av.values()), pkg.fortress)
        if best is None or score > best[0]:
            best = (score, pkg, av, dv, extra)
    _, pkg, av, dv, extra = best
    out = Dice(attack_values=av, defense_values=dv, package=pkg)
    out.attack = [(sum(av.values()) + attack_extra, 6)]
    german_fort = pkg.fortress and any(d.german for d in defenders)
    if german_fort:
        hit = data["fortress"]["german_defender_hits_on"]
        german = sum(v for d in defenders if d.german for v in [dv[d.uid]])
        others = sum(v for d in defenders if not d.german for v in [dv[d.uid]])
        out.defense = [(german + extra + defense_extra, hit), (others, 6)]
    else:
        out.defense = [(sum(dv.values()) + extra + defense_extra, 6)]
    out.attack = [(n, f) for n, f in out.attack if n > 0] or [(0, 6)]
    out.defense = [(n, f) for n, f in out.defense if n > 0] or [(0, 6)]
    return out


def hits(rolls: list[int], lowest: int) -> int:
    """8.43: each die showing ``lowest`` or more is a hit (6 unless 9.1 says 5)."""
    return sum(1 for r in rolls if r >= lowest)
