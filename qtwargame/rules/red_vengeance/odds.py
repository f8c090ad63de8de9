"""The dice of one declared combat from the board: the units and defending hexes as
``combat`` reads them (8.43-9.2), with the whole-side additions: leaders (11.21, 11.25),
Hitler (11.21, 11.27), air (12.1), the Black Sea (12.21) and Baltic (12.22) fleets,
Volkssturm (11.8) and combined arms (14.8)."""

from __future__ import annotations

from dataclasses import dataclass, field

from qtwargame.rules.red_vengeance import baltic, leaders
from qtwargame.rules.red_vengeance.combat import Attacker, Defender, Dice, Package, combined_arms, dice
from qtwargame.rules.red_vengeance.supply import in_supply
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS


@dataclass
class Odds:
    dice: Dice
    attack_extra: list[tuple[str, int]] = field(default_factory=list)
    defense_extra: list[tuple[str, int]] = field(default_factory=list)
    out_of_supply: list[str] = field(default_factory=list)
    #: The units as the dice were counted (the preview's breakdown reads them).
    attackers: list[Attacker] = field(default_factory=list)
    defenders: list[Defender] = field(default_factory=list)


def fortress_intact(state, label: str) -> bool:
    """9.1: a fortress is lost for good once an Allied unit has been in it."""
    return label not in state.data.get("fortress_lost", ())


def package_of(snap, h: int) -> Package:
    """Hex ``h`` as a defending hex (8.44, 9.1): its terrain in the weather, its city (11.5:
    Dresden a small city once bombed) and whether its fortress stands. One ``Package`` is
    kept for each set of these facts, so a search's positions share them and a combat's
    key compares them as the same object."""
    t = snap.t
    c = t.city_at.get(h)
    bombed = fortress = False
    if c is not None:
        bombed = c.id == "dresden" and bool(snap.state.data.get("dresden_bombed"))
        fortress = bool(c.fortress and fortress_intact(snap.state, t.labels[h]))
    facts = (h, snap.snow, bombed, fortress)
    made = t.memo.get("packages")
    if made is None:
        made = t.memo["packages"] = {}
    got = made.get(facts)
    if got is None:
        kind = None if c is None else "city" if bombed else c.kind
        got = made[facts] = Package(t.labels[h], t.effective[snap.snow][h], kind, fortress)
    return got


#: One unit of a combat as :func:`combat_units` reads it: (unit, hex, step, in supply).
UnitFacts = tuple[str, int, int, bool]


def unit_facts(snap, uids: list[str]) -> tuple[UnitFacts, ...]:
    """Each of ``uids`` as :func:`combat_units` reads it, from the position."""
    return tuple((u, snap.pos[u], snap.state.units[u].step, in_supply(snap, u)) for u in uids)


def combat_units(game, att: tuple[UnitFacts, ...], dfn: tuple[UnitFacts, ...],
                 targets: tuple[int, ...] | list[int]) -> tuple[list[Attacker], list[Defender]]:
    """The attackers and defenders as ``combat.dice`` counts them (2.0: the printed value of
    the side showing; 8.45 supply; 9.1 a river crossed to ``targets``), from their facts
    and the game's printed tables alone."""
    t = game.cache
    att_units = [Attacker(u, game.units[u].value(step, "strength"), t.units[u].armor,
                          t.units[u].snow_exempt, not ok, any((h, x) in t.river for x in targets),
                          t.labels[h])
                 for u, h, step, ok in att]
    dfn_units = [Defender(u, game.units[u].value(step, "strength"), not ok, t.units[u].german,
                          t.units[u].armor, t.labels[h])
                 for u, h, step, ok in dfn]
    return att_units, dfn_units


def combat_phase(state) -> str:
    return "exploit" if state.phase.endswith("_exploit_combat") else "normal"


def soviet_leader_next_to_berlin(snap) -> bool:
    """11.25: whether Zhukov or Konev stands next to Berlin."""
    t = snap.t
    berlin = t.city("berlin")
    return berlin is not None and any(
        snap.pos.get(t.leaders.get(k)) in snap.nbr[berlin] for k in ("zhukov", "konev")
        if t.leaders.get(k) in snap.pos)


def _leader_bonus(snap, hexes: set[int], strength_at: dict[int, int], attacking: bool,
                  berlin_target: bool, side: str, allied_combat: bool | None = None
                  ) -> list[tuple[str, int]]:
    t, state = snap.t, snap.state
    data = t.data
    out = []
    allied_phase = (state.active == ALLIED and "combat" in state.phase
                    if allied_combat is None else allied_combat)
    soviet_next_to_berlin = soviet_leader_next_to_berlin(snap)
    for h in sorted(hexes):
        keys = []
        for u in snap.at.get(h, []):
            info = t.units[u]
            if info.leader and snap.state.units[u].status == "map" and info.side == side:
                if attacking and info.leader_key in ("zhukov", "konev") and leaders.berlin_only(
                        soviet_next_to_berlin, berlin_target, allied_phase):
                    continue
                keys.append(info.leader_key)
        if keys:
            b = leaders.stack_bonus(data, keys, attacking, strength_at.get(h, 0))
            if b:
                out.append(("+".join(sorted(keys)), b))
    return out


def baltic_defense_dice(snap, targets: list[int]) -> int:
    """12.22: the dice the German Baltic fleet may still add to the Axis defence against an
    Allied attack on ``targets`` in this combat (or exploitation combat) phase, once a
    phase on one Baltic coastal hex; 0 when none."""
    t, state = snap.t, snap.state
    data = t.data
    if (state.data.get("baltic_defense_used")
            or not any(h in t.region("baltic_coast") for h in targets)):
        return 0
    box = state.data.get("baltic", data["baltic_track"][0])
    key = ("defense_dice_allied_combat" if combat_phase(state) == "normal"
           else "defense_dice_exploitation_combat")
    return baltic.effect(data, box, key) or 0


def leader_extras(snap, attackers: list[str], targets: list[int], base: Dice,
                  allied_combat: bool | None = None
                  ) -> tuple[list[tuple[str, int]], list[tuple[str, int]]]:
    """11.21, 11.25, 11.27: the leaders' and Hitler's additions to one combat's attack and
    defence, each capped by the strength stacked with the leader as ``base`` (the dice
    without additions) counts it. ``allied_combat``: whether the combat is fought in an
    Allied combat phase (11.25); None reads it from the state's phase, as a combat declared
    now is fought in it."""
    t, state = snap.t, snap.state
    data = t.data
    side = snap.sides[attackers[0]]
    enemy = snap.enemy[side]
    defenders = sorted(u for h in targets for u in snap.ground[enemy].get(h, []))
    att_hexes = {snap.pos[u] for u in attackers}
    att_strength: dict[int, int] = {}
    for u in attackers:
        att_strength[snap.pos[u]] = att_strength.get(snap.pos[u], 0) + base.attack_values[u]
    def_strength: dict[int, int] = {}
    for u in defenders:
        def_strength[snap.pos[u]] = def_strength.get(snap.pos[u], 0) + base.defense_values[u]
    berlin = t.city("berlin")
    berlin_target = berlin in targets
    a_extra = _leader_bonus(snap, att_hexes, att_strength, True, berlin_target, side, allied_combat)
    d_extra = _leader_bonus(snap, set(targets), def_strength, False, berlin_target, enemy,
                            allied_combat)
    alive = state.data.get("hitler", "alive") == "alive"
    if side == AXIS and berlin in att_hexes and alive:
        a_extra.append(("hitler", leaders.hitler_bonus(data, True, False, False, True)))
    if enemy == AXIS and berlin_target and alive:
        ss = any(t.units[u].ss for u in snap.ground[AXIS].get(berlin, []))
        d_extra.append(("hitler", leaders.hitler_bonus(data, False, True, ss, True)))
    return a_extra, d_extra


def odds(snap, attackers: list[str], targets: list[int], air: int = 0, naval: bool = False,
         fleet: bool = True) -> Odds:
    """The dice of the combat; ``fleet``: whether the Axis add the Baltic fleet's defence
    dice where they still may (12.22, the Axis player's choice)."""
    t, state, game = snap.t, snap.state, snap.game
    data = t.data
    side = snap.sides[attackers[0]]
    enemy = snap.enemy[side]
    defenders = sorted(u for h in targets for u in snap.ground[enemy].get(h, []))
    att_facts, dfn_facts = unit_facts(snap, attackers), unit_facts(snap, defenders)
    att, dfn = combat_units(game, att_facts, dfn_facts, targets)
    pkgs = [package_of(snap, h) for h in targets]
    base = dice(data, att, dfn, pkgs, snap.snow, side == ALLIED)
    a_extra, d_extra = leader_extras(snap, attackers, targets, base)
    if air:
        a_extra.append(("air", min(air, data["air_max_per_combat"])))
    if naval:
        a_extra.append(("black_sea", data["black_sea"]["attack_dice"]))
    box = state.data.get("baltic", data["baltic_track"][0])
    coast = t.region("baltic_coast")
    if side == AXIS and combat_phase(state) == "normal" and any(h in coast for h in targets):
        n = baltic.effect(data, box, "attack_dice_axis_combat")
        if n:
            a_extra.append(("baltic", n))
    if side == ALLIED and fleet:
        n = baltic_defense_dice(snap, targets)
        if n:
            d_extra.append(("baltic", n))
    if side == ALLIED:
        vs = [t.city(c) for c in data["volkssturm_cities"]]
        done = state.data.get("volkssturm_used", [])
        for h in targets:
            if h in vs and t.labels[h] not in done and state.control.get(t.hexes[h]) == AXIS \
                    and t.labels[h] not in state.data.get("allied_held", ()):
                d_extra.append(("volkssturm", 1))
                break
    if game.options.get("combined_arms"):
        def stacks(units):
            by: dict[int, list] = {}
            for u in units:
                by.setdefault(snap.pos[u], []).append((t.units[u].infantry, t.units[u].armor))
            return list(by.values())
        n = combined_arms(stacks(attackers))
        if n:
            a_extra.append(("combined_arms", n))
        n = combined_arms(stacks(defenders))
        if n:
            d_extra.append(("combined_arms", n))
    final = dice(data, att, dfn, pkgs, snap.snow, side == ALLIED,
                 attack_extra=sum(v for _, v in a_extra), defense_extra=sum(v for _, v in d_extra))
    cut_off = sorted(u for u, _, _, ok in att_facts + dfn_facts if not ok)
    return Odds(final, a_extra, d_extra, cut_off, att, dfn)
