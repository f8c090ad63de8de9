"""Combat explained for the player (issue 11, item 2): every modifier of a Defiant Russia
combat with its rule, as the combat preview's notes.

It reads the same facts ``combat.attack_value``, ``defense_value``, ``leader_bonuses`` and
``odds`` use (rivers and straits crossed, armour against a city, a fortress, snow, swamp,
terrain per unit and per hex, leaders, air points) and reports what each did; the figures
it shows are the ones ``odds`` computed, so the explanation never disagrees with the
dice rolled. ``tests/rules/defiant_russia/test_explain.py`` checks the deltas it lists add
up to each unit's value.
"""

from __future__ import annotations

from qtwargame.engine.text import Msg, Texts
from qtwargame.rules.defiant_russia.movement import LIGHT_MUD, exploitation_allowance, printed_value
from qtwargame.rules.defiant_russia.units import AXIS

T = Texts("defiant_russia")


def attack_reasons(snap, uid: str, targets: list[int], pkg, oos: bool) -> list[tuple[int | str, Msg]]:
    """What changes one attacker's strength, in ``attack_value``'s order: (delta or
    "half", reason with its rule). An out-of-supply attacker is worth exactly 1."""
    if oos:
        return [("one", T("out of supply: worth 1 (5.1)"))]
    t, game = snap.t, snap.game
    info = t.units[uid]
    h = snap.pos[uid]
    out: list[tuple[int | str, Msg]] = []
    if any((h, x) in t.river for x in targets):
        out.append((-1, T("across a river (9.0)")))
    if any((h, x) in t.strait for x in targets):
        out.append((-1, T("across a strait (9.22)")))
    if info.armor and (pkg.city or pkg.major):
        out.append((-1, T("armour attacking a city (9.0)")))
    if pkg.fortress and (info.armor or game.options.get("fortress_penalty", "all") == "all"):
        out.append((-1, T("attacking a fortress (9.0)")))
    if info.side == AXIS and snap.snow and not info.snow_exempt:
        out.append(("half", T("Axis attacking in snow: halved, rounded up (8.3)")))
    terrain = t.data.terrain.get(pkg.main)
    if info.armor and terrain is not None and terrain.armor_attack_halved:
        out.append(("half", T("armour attacking a swamp: halved, rounded up (9.0)")))
    return out


def _delta_text(d) -> str:
    return "½" if d == "half" else f"{d:+d}"


def explain(snap, o, attackers: list[str], targets: list[int], air: int = 0) -> list[Msg]:
    """One line per unit whose strength is not its printed value, then the hex's terrain,
    the leaders and the air points: each with what it does and its rule."""
    t, game, state = snap.t, snap.game, snap.state
    pkg = o.package
    out: list[Msg] = []
    for uid in attackers:
        printed = printed_value(game, state, uid, "strength")
        value = o.attack_values.get(uid, printed)
        reasons = attack_reasons(snap, uid, targets, pkg, uid in o.out_of_supply)
        if reasons:
            out.append(T("{unit}: strength {printed} → {value}", unit=uid, printed=printed,
                         value=value))
            for d, r in reasons:
                if d == "one":
                    out.append(T("· {reason}", reason=r))
                else:
                    out.append(T("· {delta} {reason}", delta=_delta_text(d), reason=r))
    terrain = t.data.terrain.get(pkg.main)
    label = t.labels[pkg.hex]
    if terrain is not None and terrain.defense_per_unit:
        out.append(T("Terrain in {hex}: +{n} per defending unit (9.0)", hex=label,
                     n=terrain.defense_per_unit))
    extra = (terrain.defense_total if terrain else 0) + (1 if pkg.major else 0)
    if extra:
        out.append(T("Terrain and city in {hex}: +{n:# defence die|# defence dice} (9.0)",
                     hex=label, n=extra))
    for key, bonus in o.bonuses:
        leader, _, at = key.partition("@")
        if at:
            out.append(T("{leader} supports the attack from {hex}: +{n} (11.63)", leader=leader,
                         hex=at, n=bonus))
        else:
            out.append(T("{leader}: +{n:# die|# dice} (11.6)", leader=leader, n=bonus))
    if air:
        out.append(T("Air points: +{n:# die|# dice} (11.7)", n=air))
    if o.attack_hit != 6:
        out.append(T("Attacker hits on {h}+ (8.3: first snow turn)", h=o.attack_hit))
    if o.defense_hit != 6:
        out.append(T("Defender hits on {h}+ (9.0: Soviet fortress)", h=o.defense_hit))
    return out


def exploit_refusal(snap, uid: str) -> tuple[str, Msg] | None:
    """Why ``uid`` makes no exploitation move in this weather (6.6, 8.3, 11.61), with the
    rule; None when it has exploitation movement (:func:`movement.exploitation_allowance`).
    Session 85 by hand: a panzer corps in light mud read only "cannot move now"."""
    if exploitation_allowance(snap, uid) > 0:
        return None
    info = snap.t.units[uid]
    if info.leader or info.fleet:  # a leader goes with a unit; the engine's words do
        return None
    if info.exploit_category is None:
        return "6.6", T("{unit} never makes exploitation moves: only German and Italian units, "
                        "Romanian mountain and cavalry units, and Soviet armour, cavalry and "
                        "shock armies do.", unit=uid)
    # (in mud nobody exploits: the phase is passed over)
    if snap.state.weather == LIGHT_MUD:
        return "8.3", T("In light mud only German armour stacked with Guderian makes an "
                        "exploitation move, of one hex.")
    return None
