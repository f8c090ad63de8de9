"""11.3 Airborne operations: once a game, in a snow turn, the Soviet airborne unit that
begins a movement phase (normal or exploitation) in a city may be placed in any land hex
within 4 hexes that holds no Axis unit (Axis ZoC allowed); then a die: 1 eliminated,
2-3 reduced, 4-6 no effect. It makes no other move that turn; after a drop in the normal
movement phase it does not attack that turn (A18), after one in the exploitation
movement phase it may attack in the exploitation combat."""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.state import ON_MAP
from qtwargame.engine.text import Texts
from qtwargame.rules.defiant_russia.combat import city_effect
from qtwargame.rules.defiant_russia.losses import entered, lose_step
from qtwargame.rules.defiant_russia.units import SOVIET

T = Texts("defiant_russia")

#: 11.3's results in the log's words (the table holds the rules' words, which no player
#: reads: the log said "Airborne drop die 4: none" in the Japanese window too).
AIRBORNE_WORDS = {"eliminated": T("the unit is eliminated"), "reduced": T("the unit is reduced"),
                  "none": T("no effect")}


def drop_options(snap) -> list[Place]:
    t, state = snap.t, snap.state
    if state.active != SOVIET or state.weather != "snow" or state.data.get("airborne_dropped"):
        return []
    if not (state.phase == "soviet_move" or state.phase == "soviet_exploit"):
        return []
    out = []
    for uid, h in sorted(snap.pos.items()):
        info = t.units[uid]
        if info.type != "airborne" or info.side != SOVIET:
            continue
        flags = state.units[uid].flags
        if flags & {"moved", "exploited", "dropped"} or city_effect(t, h) == "none":
            continue  # 11.3: it starts in a city or major city hex (a town is neither)
        origin = t.hexes[h]
        land = t.land[snap.snow]
        for x in range(len(t.hexes)):
            if (land[x] and x != h and origin.distance(t.hexes[x]) <= t.data.airborne_range
                    and not any(t.units[v].side != SOVIET for v in snap.at.get(x, []))):
                out.append(Place(SOVIET, uid, t.hexes[x], "airborne"))
    return out


def drop(ctx, a: Place) -> None:
    s = ctx.state
    t = ctx.game.cache
    u = s.units[a.unit]
    flags = u.flags | {"dropped", "moved", "exploited"}
    if s.phase.endswith("_exploit"):
        flags |= {"dropped_exploit"}
    s.units[a.unit] = u.__class__(a.hex, u.step, ON_MAP, flags)
    s.data["airborne_dropped"] = True
    entered(ctx, a.unit, t.idx[a.hex])
    die = ctx.roll(1, purpose=T("airborne drop"), rule="11.3")[0]
    result = t.data.airborne_table[die - 1]
    ctx.log(T("Airborne drop die {die}: {result}", die=die, result=AIRBORNE_WORDS[result]),
            rule="11.3")
    if result == "eliminated":
        while s.units[a.unit].status == ON_MAP:
            lose_step(ctx, a.unit, "11.3")
    elif result == "reduced":
        lose_step(ctx, a.unit, "11.3")
