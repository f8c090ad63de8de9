"""Small positions on the Shin Barbarossa map for the issue-45 rule tests: the shipped
scenario at a given moment with every piece off the map but those named."""

from __future__ import annotations

from qtwargame.engine.state import ON_MAP, POOL, UnitState
from qtwargame.position import PositionBuilder


def position(turn: int, phase: str, placed: dict[str, str], weather: str = "clear", seed: int = 1,
             steps: dict[str, int] | None = None, dice: tuple[int, ...] = (), **data):
    """Turn ``turn``, ``phase``, ``weather``; only the ``placed`` pieces on the map (unit id
    -> hex label), each on its full side unless ``steps`` names another; ``dice`` rolled
    first; ``data`` entries of the ruleset's bookkeeping."""
    b = PositionBuilder.from_scenario("shin_barbarossa").at(turn=turn, phase=phase, weather=weather)
    if dice:
        b.dice(*dice)
    if data:
        b.state_data(**data)
    game, state = b.build(seed=seed)
    for uid in list(state.units):
        if state.units[uid].status == ON_MAP:
            state.units[uid] = UnitState(None, 0, POOL)
    for uid, label in placed.items():
        state.units[uid] = UnitState(game.hex(label), (steps or {}).get(uid, 0), ON_MAP)
    if phase.endswith("combat"):
        state.data.setdefault("stage", "declare")
        state.data.setdefault("declared", [])
    return game, state
