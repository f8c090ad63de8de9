"""12.22 The Baltic Sea control track: German Lake, Soviet Subs, Light Surface, Heavy
Surface; from July 1944 a die of 5 or 6 at the start of each turn moves the naval marker
one box to the right."""

from __future__ import annotations


def rolls_this_turn(data: dict, turn: int) -> bool:
    """4.0, 12.22: the Allied player rolls from the July 1944 turn on."""
    return turn >= data["baltic_roll"]["from_turn"]


def advance(data: dict, box: str, die: int) -> str:
    """12.22: the box after this turn's die (5-6 moves right; the last box stays)."""
    track = data["baltic_track"]
    i = track.index(box)
    if die in data["baltic_roll"]["advance_on"] and i + 1 < len(track):
        return track[i + 1]
    return box


def effect(data: dict, box: str, key: str):
    """12.22: what the box gives: defence dice in the Allied combat and exploitation-combat
    phases, attack dice in the Axis combat phase, coastal supply (all, one, none), sea
    moves per Axis movement phase, units that may retreat by sea, the faces on which a unit
    at sea loses a step, and the Soviet marines' arrival."""
    return data["baltic_boxes"][box].get(key)


def sea_loss(data: dict, box: str, die: int) -> bool:
    """12.22: an Axis unit moving or retreating by sea loses a step on 5-6 (Soviet Subs)
    or 4-6 (Light Surface)."""
    return die in data["baltic_boxes"][box]["loss_on"]
