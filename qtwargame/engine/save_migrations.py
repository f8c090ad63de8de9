"""Migrations of saved games written by older versions of the program.

Version 1 answered decisions with ``Choose`` options that packed units and hexes into the
option text (``"add:ger_pz_24"``, ``"hex:3204"``, ``"sov_10a=active,sov_6mc=passive"``).
Version 2 carries them as typed fields (``units``, ``hexes``, ``count``) with the option a
symbol of :class:`~qtwargame.engine.actions.Opt`. The mapping is one action for one
action, so a migrated save replays through the same states to the same hash.
"""

from __future__ import annotations

from typing import Any

#: Version 1 prefixes: option text ``prefix:argument`` -> (option, field of the argument).
_PREFIXED = {
    "add": ("attacker", "units"),
    "hex": ("target", "hexes"),
    "fleet": ("support", "units"),
    "zhukov": ("leader_hex", "hexes"),
    "unit": ("unit", "units"),
}


def choose_v1_to_v2(action: dict[str, Any]) -> dict[str, Any]:
    """A version 1 ``choose`` action in version 2 form; other actions unchanged."""
    if not isinstance(action, dict) or action.get("kind") != "choose":
        return action
    option = action.get("option")
    if not isinstance(option, str):
        return action  # the decoder reports the wrong type, naming the field
    out = {k: v for k, v in action.items() if k != "option"}
    prefix, colon, arg = option.partition(":")
    if colon and prefix in _PREFIXED:
        name, field = _PREFIXED[prefix]
        out.update(option=name, **{field: [arg]})
    elif option == "air":
        out.update(option="air", count=1)
    elif "=" in option:  # a BtM2 defence: unit=active|passive, comma separated
        pairs = [part.split("=", 1) for part in option.split(",") if "=" in part]
        out.update(option="defend", units=sorted(u for u, how in pairs if how == "active"))
    else:
        out["option"] = option
    return out


def migrate_actions(actions: list[Any], version: int) -> list[Any]:
    """The saved actions of a save of format ``version``, in the current form."""
    if version < 2:
        actions = [choose_v1_to_v2(a) for a in actions]
    return actions
