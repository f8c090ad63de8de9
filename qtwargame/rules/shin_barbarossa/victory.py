"""Victory (18.1, 19.1–19.4): the points and the level they give."""

from __future__ import annotations

from collections.abc import Iterable

from qtwargame.rules.shin_barbarossa.data import SbData


def level(data: SbData, vp: int) -> str:
    """19.4: the level of a final VP total: 95 up German decisive, 85-94 strategic, 75-84
    tactical, 70-74 draw, 60-69 Soviet tactical, 50-59 strategic, 49 and below decisive."""
    for lowest, name in data.victory.bands:
        if lowest is None or vp >= lowest:
            return name
    raise ValueError("the last victory band must have no lower bound")


def points(data: SbData, *, cities: Iterable[int], leader_abilities: Iterable[int],
           failed_orders: int, axis_losses: Iterable[str]) -> int:
    """19.2, 19.3: Axis points less Soviet points. ``cities`` are the VP of the Cities the
    Axis holds with a LOC (19.3a); ``leader_abilities`` the abilities of leaders eliminated
    in combat, not withdrawn (19.3b, Q&A); each failed Hitler order costs 5 (18.1, 19.3c);
    ``axis_losses`` are the kinds of Axis units eliminated: panzer corps 6, German infantry
    corps 3, allied units 1 (19.3d)."""
    loss = data.victory.loss_vp
    return (sum(cities) + sum(leader_abilities) - failed_orders * data.victory.failed_order_vp
            - sum(loss[k] for k in axis_losses))


def soviet_sudden_death(vp: int) -> bool:
    """19.1b: the Soviets win at once when the VP total is negative at a VP check."""
    return vp < 0
