"""The canonical text of a scenario file: one form for one content, so that files diff well.

- Defaults are left out, the format version comes first, keys follow the models' field
  order, one value per line (``indent=1``), text as UTF-8 (Japanese stays readable).
- What has no order is sorted: the map's hexes by number (one hex is one line), each
  region's, setup area's and side's control hexes, the hexsides (each written with its
  lower-numbered hex first, its features sorted). Lists whose order is the designer's
  (units, cities, lines, regions, turns, table rows) keep it.

So opening a file and saving it without an edit writes the same bytes, and painting one hex
changes one line. :func:`qtwargame.scenario.io.dumps_scenario` writes this form; existing
files move to it once with ``python -m qtwargame.scenario.canonicalize FILE...``
(:mod:`qtwargame.scenario.canonicalize`, which reads files through ``io`` and so sits above
it: this module stays below ``io``).
"""

from __future__ import annotations

import json
from typing import Any

from qtwargame.scenario.models import Scenario


def canonical_data(data: dict[str, Any]) -> dict[str, Any]:
    """``data`` (a scenario as JSON, defaults already left out) with its unordered parts
    sorted and the format version first. The input is not changed."""
    out = dict(data)
    m = out.get("map")
    if isinstance(m, dict):
        m = dict(m)
        if isinstance(m.get("hexes"), dict):
            m["hexes"] = dict(sorted(m["hexes"].items()))
        if isinstance(m.get("hexsides"), list):
            sides = []
            for hs in m["hexsides"]:
                hs = dict(hs)
                if hs.get("a", "") > hs.get("b", ""):
                    hs["a"], hs["b"] = hs["b"], hs["a"]
                if isinstance(hs.get("features"), list):
                    hs["features"] = sorted(hs["features"])
                sides.append(hs)
            m["hexsides"] = sorted(sides, key=lambda hs: (hs.get("a", ""), hs.get("b", "")))
        if isinstance(m.get("regions"), list):
            m["regions"] = [dict(r, hexes=sorted(r["hexes"])) if isinstance(r.get("hexes"), list)
                            else r for r in m["regions"]]
        if isinstance(m.get("control"), dict):
            m["control"] = {k: sorted(v) for k, v in sorted(m["control"].items())}
        out["map"] = m
    if isinstance(out.get("setup_codes"), list):
        out["setup_codes"] = [dict(c, hexes=sorted(c["hexes"])) if isinstance(c.get("hexes"), list)
                              else c for c in out["setup_codes"]]
    version = out.pop("format_version", None)
    return {"format_version": version, **out} if version is not None else out


def canonical_text(sc: Scenario) -> str:
    """The scenario model as its canonical file text."""
    body = sc.model_dump(mode="json", exclude_defaults=True)
    body["format_version"] = sc.format_version
    return json.dumps(canonical_data(body), ensure_ascii=False, indent=1) + "\n"


def canonical_model(sc: Scenario) -> Scenario:
    """The scenario with its unordered parts in canonical order (equal content, equal
    model)."""
    return Scenario.model_validate(json.loads(canonical_text(sc)))
