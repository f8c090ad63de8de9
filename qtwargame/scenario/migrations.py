"""Bringing scenario files of older format versions up to the current one.

Each migration takes the parsed JSON of version N and returns version N+1. They work on
plain data, before validation, so a migrated file is then checked like any other.

Version history:
  1  title and description were plain English strings; ``map.hexes`` was a list of
     ``{"hex": "0101", "terrain": "clear"}`` objects.
  2  localized titles (``{"en": ..., "ja": ...}``); ``map.hexes`` maps hex numbers to
     terrain ids.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from qtwargame.engine.text import Msg, Texts
from qtwargame.scenario.models import FORMAT_VERSION

T = Texts("ScenarioCheck")


class MigrationError(ValueError):
    """Why a file cannot be brought to the current format: the JSON path and ``msg``, the
    words that translate (``str()``: the English)."""

    def __init__(self, path: str, msg: Msg) -> None:
        super().__init__(f"{path}: {msg.format()}")
        self.path = path
        self.msg = msg
        self.message = msg.format()


def _v1_to_v2(data: dict[str, Any]) -> dict[str, Any]:
    out = dict(data)
    for key in ("title", "description"):
        if isinstance(out.get(key), str):
            out[key] = {"en": out[key], "ja": ""}
    m = out.get("map")
    if isinstance(m, dict) and isinstance(m.get("hexes"), list):
        hexes: dict[str, Any] = {}
        for i, item in enumerate(m["hexes"]):
            if not isinstance(item, dict) or "hex" not in item or "terrain" not in item:
                raise MigrationError(f"$.map.hexes[{i}]",
                                     T("a version 1 hex entry needs 'hex' and 'terrain'"))
            hexes[str(item["hex"])] = item["terrain"]
        out["map"] = {**m, "hexes": hexes}
    out["format_version"] = 2
    return out


MIGRATIONS: dict[int, Callable[[dict[str, Any]], dict[str, Any]]] = {1: _v1_to_v2}


def migrate(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` brought to :data:`FORMAT_VERSION`. MigrationError says why it can't be."""
    version = data.get("format_version")
    if isinstance(version, bool):  # true is not version 1, though Python says True == 1
        raise MigrationError("$.format_version", T(
            "{value} is not a number: write the format version as a whole number",
            value="true" if version else "false"))
    if not isinstance(version, int):
        raise MigrationError("$.format_version", T("missing or not an integer"))
    if version > FORMAT_VERSION:
        raise MigrationError("$.format_version", T(
            "version {version} is newer than this program reads ({newest})",
            version=version, newest=FORMAT_VERSION))
    while version < FORMAT_VERSION:
        step = MIGRATIONS.get(version)
        if step is None:
            raise MigrationError("$.format_version", T("no migration from version {version}",
                                                       version=version))
        data = step(data)
        version = data["format_version"]
    return data
