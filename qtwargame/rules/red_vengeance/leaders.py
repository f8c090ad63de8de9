"""11.2 Leaders: bonuses capped by the strength they stack with (11.21), death rolls
(11.23), the Zhukov–Konev rivalry and Berlin (11.25), Hitler's bonuses (11.21, 11.27)."""

from __future__ import annotations


def bonus(data: dict, key: str, attacking: bool) -> int:
    """11.21: Zhukov +2/+2, Konev +2/+1, Dietrich +1/+1, Tito +1/+2 (attack/defence)."""
    spec = data["leaders"][key]
    return spec["attack"] if attacking else spec["defense"]


def stack_bonus(data: dict, keys: list[str], attacking: bool, strength_with_them: int) -> int:
    """11.21, 11.25: the leaders in one hex add their bonus, never more than the strength
    stacked with them; Zhukov and Konev together count only one of them (the better)."""
    soviet = [k for k in keys if k in ("zhukov", "konev")]
    others = [k for k in keys if k not in ("zhukov", "konev")]
    total = sum(bonus(data, k, attacking) for k in others)
    if soviet:
        total += max(bonus(data, k, attacking) for k in soviet)
    return max(0, min(total, strength_with_them))


def berlin_only(soviet_leader_next_to_berlin: bool, target_is_berlin: bool, allied_phase: bool) -> bool:
    """11.25: in an Allied combat or exploitation-combat phase, once Zhukov or Konev stands
    next to Berlin, both modify only attacks on Berlin. True when their bonus is barred
    from this attack."""
    return allied_phase and soviet_leader_next_to_berlin and not target_is_berlin


def hitler_bonus(data: dict, attacking_from_berlin: bool, defending_berlin: bool, ss_in_berlin: bool,
                 alive: bool) -> int:
    """11.21: Hitler (in Berlin while alive) adds 1 to attacks from Berlin, and to Berlin's
    defence 1, or 2 with an SS unit there."""
    if not alive:
        return 0
    h = data["hitler"]
    if attacking_from_berlin:
        return h["attack"]
    if defending_berlin:
        return h["defense_berlin_with_ss"] if ss_in_berlin else h["defense_berlin"]
    return 0


def dies(data: dict, die: int, whole_stack_eliminated: bool) -> bool:
    """11.23: when a unit stacked with a leader is eliminated, the owner rolls; 1 or less
    kills the leader, with 1 taken off when the whole stack was eliminated."""
    ld = data["leader_death"]
    modified = die + (ld["whole_stack_modifier"] if whole_stack_eliminated else 0)
    return modified <= ld["dies_on_or_below"]


def rejoin_nationality(key: str) -> str:
    """11.23: a leader who survives the loss of his whole stack goes to the nearest unit of
    this kind: Tito to a Yugoslav unit, Dietrich to an SS unit, the others to a Soviet one."""
    return {"tito": "yugoslav", "dietrich": "ss"}.get(key, "soviet")


def casualty_points(data: dict, key: str) -> int:
    """15.2: a dead leader scores the sum of his attack and defence bonuses."""
    spec = data["leaders"][key]
    return spec["attack"] + spec["defense"]
