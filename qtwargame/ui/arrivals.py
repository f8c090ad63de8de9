"""Reinforcements in one click: every unit arriving now (``Place`` reason
``"reinforcement"``) goes to a hex the rules allow, one unit a hex while there is room, the
hexes nearest the enemy first; the most constrained unit is placed first, so a unit with
few hexes is never squeezed out. Each placement is an ordinary legal ``Place`` the engine
checks; nothing here knows a ruleset.

A unit the player may bring back by spending something (replacement points, a card: a
``"replacement"`` or ``"rebuild"``), raise, drop or move (militia, airborne, a relocation)
is the player's choice, never the button's: session 84 found "Place All Arriving Units"
spending four of Defiant Russia's replacement points on two units of its own choosing."""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.ruleset import IllegalAction

#: The ``Place`` reasons of a unit that simply arrives (the bundled rules' word for it).
ARRIVING = frozenset({"reinforcement"})


def waiting(places: dict[str, list[Place]]) -> dict[str, list[Place]]:
    """The units arriving now, with their places."""
    out = {uid: [p for p in ps if p.reason in ARRIVING] for uid, ps in places.items()}
    return {uid: ps for uid, ps in out.items() if ps}


def arrival_plan(game, state, places_of) -> list[Place]:
    """The placements, in order. ``places_of(state)`` gives the legal ``Place`` actions by
    unit in a state (the window's legal index)."""
    side = state.to_act
    plan: list[Place] = []
    s = state
    for _ in range(len(waiting(places_of(state)))):
        left = waiting(places_of(s))
        if not left:
            break
        enemies = [u.hex for uid, u in s.units.items()
                   if u.hex is not None and game.side_of(s, uid) not in (side, None)]

        def near(h, enemies=enemies):
            return min((h.distance(e) for e in enemies), default=0)

        uid = min(left, key=lambda u: (len({p.hex for p in left[u]}), u))
        options = left[uid]
        place = min(options, key=lambda p: (len(s.units_at(p.hex)), near(p.hex), game.label(p.hex)))
        try:
            s, _ = game.apply(s, place)
        except IllegalAction:
            break
        plan.append(place)
    return plan
