"""Setup in one click: a starting deployment for every unit the side to act still has to set
up, which the player then adjusts by dragging.

A unit whose scenario entry names a hex (a historical deployment) goes there when the rules
allow it. Every other unit goes to a hex its setup code allows, one unit a hex while there
is room, the hexes nearest the enemy's setup areas first (a forward deployment, the way both
sides stood in June 1941): the most constrained units are placed first, so a unit with
few hexes is never squeezed out by one that could have gone anywhere, and each placement is
an ordinary legal ``Place`` action the engine checks. Nothing here knows a ruleset: it
reads the scenario's setup codes and the legal actions.
"""

from __future__ import annotations

from qtwargame.engine.actions import Place
from qtwargame.engine.hexgrid import Hex


def _code_hexes(game, code: str) -> set[Hex]:
    spec = next((c for c in game.scenario.setup_codes if c.code == code), None)
    if spec is None:
        return set()
    if spec.region:
        region = game.board.regions.get(spec.region)
        return set(region.hexes) if region is not None else set()
    return {game.hex(x) for x in spec.hexes}


def enemy_front(game, side: str) -> set[Hex]:
    """The hexes where the enemy sets up (its setup codes and hexes) or stands now."""
    out: set[Hex] = set()
    codes = set()
    for d in game.units.values():
        if d.side == side:
            continue
        if d.setup_code:
            codes.add(d.setup_code)
        if d.setup_hex:
            out.add(game.hex(d.setup_hex))
    for code in codes:
        out |= _code_hexes(game, code)
    return out


def _distance_to(front: set[Hex]):
    points = list(front)
    memo: dict[Hex, int] = {}

    def dist(h: Hex) -> int:
        if h not in memo:
            memo[h] = min((h.distance(f) for f in points), default=0)
        return memo[h]

    return dist


def next_placement(game, state, places: dict[str, list[Place]], dist,
                   placed: frozenset[str] | set[str] = frozenset()) -> Place | None:
    """The next placement of a deployment, from the legal ``Place`` actions by unit. Units
    already on the map (the rules may let a placed unit be put elsewhere during setup) and
    units in ``placed`` are left where they are: each unit is placed once."""
    setup = {uid: [p for p in ps if p.reason == "setup"] for uid, ps in places.items()
             if uid not in placed and state.units[uid].hex is None}
    setup = {uid: ps for uid, ps in setup.items() if ps}
    if not setup:
        return None
    occupancy = state.occupancy()

    def crowd(h: Hex) -> int:
        return len(occupancy.get(h, ()))

    # Historical hexes first, then the unit with the fewest choices.
    for uid in sorted(setup):
        want = game.units[uid].setup_hex
        if want:
            h = game.hex(want)
            match = [p for p in setup[uid] if p.hex == h]
            if match:
                return match[0]
    uid = min(setup, key=lambda u: (len({p.hex for p in setup[u]}), u))
    return min(setup[uid], key=lambda p: (crowd(p.hex), dist(p.hex), game.label(p.hex)))


def deployment(game, state, legal_places) -> list[Place]:
    """The placements that set up every unit of the side to act, computed on copies of the
    state: ``legal_places(state)`` gives the legal ``Place`` actions by unit."""
    side = state.active
    dist = _distance_to(enemy_front(game, side))
    out: list[Place] = []
    placed: set[str] = set()
    for _ in range(len(game.units) + 1):
        place = next_placement(game, state, legal_places(state), dist, placed)
        if place is None:
            break
        out.append(place)
        placed.add(place.unit)
        state, _ = game.apply(state, place)
        if state.active != side or state.pending is not None:
            break
    return out
