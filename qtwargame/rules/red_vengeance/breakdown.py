"""How a combat's dice come about, in words, for the preview (issue 48, item 16): each
unit's printed strength and every change 9.2 makes to it (9.1 terrain, rivers, cities and
fortresses, 8.45 supply, 13.0 snow), the defending hex's own dice (9.1), then the
whole-side additions (leaders 11.21, Hitler 11.27, air 12.1, the fleets 12.21 and 12.22,
the Volkssturm 11.8, combined arms 14.8), so the numbers of "dice N against M" add up.

These read the same records :mod:`combat` counts with (``odds.Odds``); nothing here
decides a value: each line repeats a step of ``combat.attack_value``,
``combat.defense_value`` and ``combat.hex_dice``, and a test holds the sums to the dice."""

from __future__ import annotations

from qtwargame.engine.text import Msg, Texts
from qtwargame.rules.red_vengeance.combat import Attacker, Defender, Package, halve_up

T = Texts("red_vengeance")


def _signed(n: int) -> str:
    """A change as written on a chart: +1, -1 (a string: the renderer names parameters)."""
    return f"{n:+d}"


def attack_steps(data: dict, a: Attacker, pkg: Package, snow: bool, allied: bool) -> tuple[list[Msg], int]:
    """The steps of ``combat.attack_value`` for ``a``, each in words, and the value."""
    v = a.strength
    steps = [T("strength {n}", n=v)]
    if a.across_river:
        d = data["river"]["attack_each"]
        v += d
        steps.append(T("{n} attacking across a river (9.1)", n=_signed(d)))
    if a.armor and pkg.city in data["city_effects"]:
        d = data["city_effects"][pkg.city]["armor_attack_each"]
        v += d
        steps.append(T("{n} armor attacking a city (9.1)", n=_signed(d)))
    if allied and pkg.fortress:
        d = data["fortress"]["allied_attack_each"]
        v += d
        steps.append(T("{n} attacking a fortress (9.1)", n=_signed(d)))
    v = max(v, 0)
    if a.out_of_supply:
        v = halve_up(v)
        steps.append(T("halved, out of supply (8.45)"))
    if snow and not a.snow_exempt:
        v = halve_up(v)
        steps.append(T("halved in snow (13.0)"))
    if a.armor and data["terrain"].get(pkg.terrain, {}).get("armor_attacking_halved"):
        v = halve_up(v)
        steps.append(T("halved, armor attacking {terrain} (9.1)", terrain=pkg.terrain))
    return steps, v


def defense_steps(data: dict, d: Defender, pkg: Package) -> tuple[list[Msg], int]:
    """The steps of ``combat.defense_value`` for ``d``, each in words, and the value."""
    v = d.strength
    steps = [T("strength {n}", n=v)]
    add = data["terrain"].get(pkg.terrain, {}).get("defense_per_unit", 0)
    if add:
        v += add
        steps.append(T("{n} in {terrain} (9.1)", n=_signed(add), terrain=pkg.terrain))
    if d.out_of_supply:
        v = halve_up(v)
        steps.append(T("halved, out of supply (8.45)"))
    return steps, v


def _unit_line(uid: str, steps: list[Msg], value: int) -> Msg:
    return T("{unit}: {steps} = {n:# die|# dice}", unit=uid, steps=tuple(steps), n=value)


#: The whole-side additions ``odds.odds`` names, with the rule each comes from.
_EXTRAS = {
    "hitler": lambda n: T("Hitler in Berlin: {n} (11.27)", n=_signed(n)),
    "air": lambda n: T("Air points: {n} (12.1)", n=_signed(n)),
    "black_sea": lambda n: T("Black Sea fleet: {n} (12.21)", n=_signed(n)),
    "baltic": lambda n: T("Baltic fleet: {n} (12.22)", n=_signed(n)),
    "volkssturm": lambda n: T("Volkssturm: {n} (11.8)", n=_signed(n)),
    "combined_arms": lambda n: T("Combined arms: {n} (14.8)", n=_signed(n)),
}


def _extra_line(snap, key: str, n: int) -> Msg:
    if key in _EXTRAS:
        return _EXTRAS[key](n)
    # a hex's leaders ("zhukov+konev"): named as their counters
    leaders = tuple(snap.t.leaders.get(k, k) for k in key.split("+"))
    if len(leaders) == 1:  # (session 89 read "Leaders Zhukov: +2")
        return T("Leader {unit}: {n} (11.21)", unit=leaders[0], n=_signed(n))
    return T("Leaders {units}: {n} (11.21)", units=leaders, n=_signed(n))


def lines(snap, o, snow: bool, allied_attacking: bool, several: bool = False) -> list[Msg]:
    """The preview's breakdown of ``o`` (an ``odds.Odds``): which hex's terrain counts when
    ``several`` hexes are attacked, one line per attacking unit, per attacking extra, per
    defending unit, the hex's own dice and the defending extras, each with the rule behind
    every change."""
    data = snap.t.data
    pkg = o.dice.package
    out: list[Msg] = []
    if pkg is None:
        return out
    if several:
        out.append(T("The terrain of {hex} counts, the worst for the attacker (8.44).", hex=pkg.hex))
    for a in o.attackers:
        steps, v = attack_steps(data, a, pkg, snow, allied_attacking)
        out.append(_unit_line(a.uid, steps, v))
    out += [_extra_line(snap, k, n) for k, n in o.attack_extra]
    for d in o.defenders:
        steps, v = defense_steps(data, d, pkg)
        out.append(_unit_line(d.uid, steps, v))
    terrain = data["terrain"].get(pkg.terrain, {}).get("defense_total", 0)
    if terrain:
        out.append(T("{terrain} in {hex}: {n} to the defence (9.1)", terrain=pkg.terrain, hex=pkg.hex,
                      n=_signed(terrain)))
    city = data["city_effects"].get(pkg.city or "", {}).get("defense_total", 0)
    if city:
        out.append(T("{kind} in {hex}: {n} to the defence (9.1)", kind=pkg.city, hex=pkg.hex,
                      n=_signed(city)))
    out += [_extra_line(snap, k, n) for k, n in o.defense_extra]
    return out
