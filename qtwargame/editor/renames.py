"""Renaming an id with every reference to it, and moving hex numbers (map resize), as pure
functions from one scenario to a new one. The editor pushes the result as one undo step
(:class:`~qtwargame.editor.commands.ReplaceScenarioCommand`).

The references each kind of id has in the scenario format:

========== =============================================================================
side       nationalities, units, regions, setup codes and cards by ``side``; the start
           control by key
terrain    map hexes
feature    hexside features
city_kind  city kinds
nationality unit nationalities
unit_type  unit types
region     setup codes' and units' setup regions; arrival areas
code       units' setup codes; arrival areas
weather    turns' historical weather
========== =============================================================================

A ruleset's own data (``rules_data``, turn data, card icons) is JSON the scenario format does
not describe. Where the ruleset declares its ``rules_data`` model, a string there is renamed
as the model types it: one marked as naming the renamed kind (``Ref``, ``Names``) is renamed,
one marked as naming another kind, a rules word (``Roles``, a ``Literal``) or a turn key is
left, and one the model leaves unmarked is renamed where it equals the old id (session 92: a
weather ``clear`` renamed to ``fair`` renamed the classic terrain chart's ``clear`` too, and
the scenario lost its clear terrain's movement cost). Elsewhere, and for a ruleset without a
model, a string (value or key) equal to the old id is renamed: ids are distinct words
(``german``, ``district:kiev``) that seldom occur there by chance.
"""

from __future__ import annotations

import re
import types
import typing
from collections.abc import Callable
from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel

from qtwargame.engine.refs import Names, Ref, Roles, TurnKey
from qtwargame.scenario.models import Scenario

#: What an id may be made of: letters, digits and ``_ . : -``, no spaces (``district:kiev``).
ID_PATTERN = re.compile(r"^[A-Za-z0-9_.:\-]+$")


def is_valid_id(text: str) -> bool:
    return bool(ID_PATTERN.match(text))


def id_refusal(text: str) -> str:
    """Why ``text`` is no id, quoting it, in the editor's language (the definitions' lists,
    the city and region dialogs)."""
    from qtwargame.editor.translate import translate

    return translate("ModelListModel", "An id is letters, digits and _ . : - without spaces: "
                                       "{text!r} is not one").format(text=text)


#: List parts whose items have an id that other parts refer to: part -> (kind, id field).
ID_PARTS = {
    "sides": ("side", "id"), "terrain": ("terrain", "id"), "features": ("feature", "id"),
    "city_kinds": ("city_kind", "id"), "nationalities": ("nationality", "id"),
    "unit_types": ("unit_type", "id"), "map.regions": ("region", "id"),
    "setup_codes": ("code", "code"), "weather": ("weather", "id"), "units": ("unit", "id"),
    "map.cities": ("city", "id"), "tables": ("table", "id"), "cards": ("card", "id"),
}


def _deep_rename(value: Any, fn: Callable[[str], str]) -> Any:
    """``value`` (JSON-like) with every string value and key passed through ``fn``."""
    if isinstance(value, str):
        return fn(value)
    if isinstance(value, list):
        return [_deep_rename(v, fn) for v in value]
    if isinstance(value, dict):
        return {(fn(k) if isinstance(k, str) else k): _deep_rename(v, fn) for k, v in value.items()}
    return value


def _model_of(ruleset_id: str) -> type[BaseModel] | None:
    from qtwargame.editor.panels.ruleset_data import rules_data_model

    return rules_data_model(ruleset_id)


def _typed_rename(value: Any, annotation: Any, kind: str, swap: Callable[[str], str],
                  marks: tuple = ()) -> Any:
    """``value`` (JSON read by ``annotation``, with the ``Annotated`` metadata ``marks``)
    with the strings that name a ``kind`` id passed through ``swap``: those marked as that
    kind, and those the type leaves unmarked; not those marked as another kind, a rules
    word or a turn key."""
    if isinstance(value, str):
        kinds = {m.kind for m in marks if isinstance(m, Ref | Names)}
        if kinds:
            return swap(value) if kind in kinds else value
        if any(isinstance(m, Roles | TurnKey) for m in marks):
            return value
    origin, args = typing.get_origin(annotation), typing.get_args(annotation)
    if origin is Annotated:
        return _typed_rename(value, args[0], kind, swap, marks + tuple(args[1:]))
    if isinstance(value, str):
        return value if origin is Literal else swap(value)
    if origin in (Union, types.UnionType):
        fits = [a for a in args if a is not type(None) and _fits(value, a)]
        if len(fits) == 1:
            return _typed_rename(value, fits[0], kind, swap, marks)
        return _deep_rename(value, swap)
    if isinstance(value, dict):
        if isinstance(annotation, type) and issubclass(annotation, BaseModel):
            fields = annotation.model_fields
            return {k: (_typed_rename(v, fields[k].annotation, kind, swap,
                                      tuple(fields[k].metadata))
                        if k in fields else _deep_rename(v, swap)) for k, v in value.items()}
        if origin is dict and len(args) == 2:
            return {_typed_rename(k, args[0], kind, swap): _typed_rename(v, args[1], kind, swap)
                    for k, v in value.items()}
        return _deep_rename(value, swap)
    if isinstance(value, list):
        if origin is list and len(args) == 1:
            return [_typed_rename(v, args[0], kind, swap) for v in value]
        if origin is tuple and args and not (len(args) == 2 and args[1] is Ellipsis):
            return [_typed_rename(v, args[i], kind, swap) if i < len(args) else _deep_rename(v, swap)
                    for i, v in enumerate(value)]
        if origin is tuple and args:
            return [_typed_rename(v, args[0], kind, swap) for v in value]
        return _deep_rename(value, swap)
    return value


def _fits(value: Any, annotation: Any) -> bool:
    """Whether ``value`` is of the JSON shape ``annotation`` reads (a member of a union)."""
    origin = typing.get_origin(annotation)
    if origin is Annotated:
        return _fits(value, typing.get_args(annotation)[0])
    if isinstance(value, str):
        return annotation is str or origin is Literal
    if isinstance(value, dict):
        return origin is dict or (isinstance(annotation, type) and issubclass(annotation, BaseModel))
    if isinstance(value, list):
        return origin in (list, tuple)
    return False


def rename_id(sc: Scenario, kind: str, old: str, new: str) -> Scenario:
    """A copy of ``sc`` where the ``kind`` id ``old`` (the item and every reference) is
    ``new``."""
    data = sc.model_dump(mode="json")

    def swap(x):
        return new if x == old else x

    part = next(p for p, (k, _f) in ID_PARTS.items() if k == kind)
    field = ID_PARTS[part][1]
    holder = data["map"] if part.startswith("map.") else data
    for item in holder[part.split(".")[-1]]:
        if item.get(field) == old:
            item[field] = new
    m = data["map"]
    if kind == "side":
        for key in ("nationalities", "units", "setup_codes", "cards"):
            for item in data[key]:
                item["side"] = swap(item["side"])
        for r in m["regions"]:
            r["side"] = swap(r["side"]) if r.get("side") else r.get("side")
        m["control"] = {swap(k): v for k, v in m["control"].items()}
    elif kind == "terrain":
        m["hexes"] = {lbl: swap(t) for lbl, t in m["hexes"].items()}
    elif kind == "feature":
        for hs in m["hexsides"]:
            hs["features"] = [swap(f) for f in hs["features"]]
    elif kind == "city_kind":
        for c in m["cities"]:
            c["kind"] = swap(c["kind"])
    elif kind == "nationality":
        for u in data["units"]:
            u["nationality"] = swap(u["nationality"])
    elif kind == "unit_type":
        for u in data["units"]:
            u["type"] = swap(u["type"])
    elif kind in ("region", "code"):
        key = "region" if kind == "region" else "code"
        if kind == "region":
            for c in data["setup_codes"]:
                c["region"] = swap(c["region"]) if c.get("region") else c.get("region")
        for u in data["units"]:
            if u.get("setup") and u["setup"].get(key):
                u["setup"][key] = swap(u["setup"][key])
            if u.get("arrival") and u["arrival"].get("where"):
                u["arrival"]["where"] = swap(u["arrival"]["where"])
    elif kind == "weather":
        for t in data["turns"]:
            t["weather"] = swap(t["weather"]) if t.get("weather") else t.get("weather")
    model = _model_of(sc.ruleset)
    data["rules_data"] = (_typed_rename(data["rules_data"], model, kind, swap)
                          if model is not None else _deep_rename(data["rules_data"], swap))
    for t in data["turns"]:
        t["data"] = _deep_rename(t.get("data", {}), swap)
    for c in data["cards"]:
        c["icons"] = _deep_rename(c.get("icons", []), swap)
    return Scenario.model_validate(data)


def references(sc: Scenario, kind: str, ident: str) -> int:
    """How many places outside the item itself name the ``kind`` id ``ident``."""
    if not ident:
        return 0
    probe = "\x00renamed\x00"
    before = sc.model_dump(mode="json")
    after = rename_id(sc, kind, ident, probe).model_dump(mode="json")
    return max(_count(after, probe) - 1, 0) if before != after else 0


def _count(value: Any, probe: str) -> int:
    if isinstance(value, str):
        return int(value == probe)
    if isinstance(value, list):
        return sum(_count(v, probe) for v in value)
    if isinstance(value, dict):
        return sum(int(k == probe) + _count(v, probe) for k, v in value.items())
    return 0


def relabel_hexes(sc: Scenario, mapping: dict[str, str | None]) -> Scenario:
    """A copy of ``sc`` with hex numbers changed by ``mapping`` all at once (old -> new;
    None drops the hex and what stands only on it). Numbers not in ``mapping`` stay."""

    def m(lbl: str) -> str | None:
        return mapping.get(lbl, lbl)

    def swap(x: str) -> str:
        y = mapping.get(x, x)
        return y if y is not None else x

    data = sc.model_dump(mode="json")
    mp = data["map"]
    mp["hexes"] = {m(k): v for k, v in mp["hexes"].items() if m(k) is not None}
    mp["hexsides"] = [dict(hs, a=m(hs["a"]), b=m(hs["b"])) for hs in mp["hexsides"]
                      if m(hs["a"]) is not None and m(hs["b"]) is not None]
    mp["cities"] = [dict(c, hex=m(c["hex"])) for c in mp["cities"] if m(c["hex"]) is not None]
    links = []
    for link in mp["links"]:
        run: list[str] = []
        for lbl in link["hexes"]:
            new = m(lbl)
            if new is None:
                if len(run) >= 2:
                    links.append(dict(link, hexes=run))
                run = []
            else:
                run.append(new)
        if len(run) >= 2:
            links.append(dict(link, hexes=run))
    mp["links"] = links
    for r in mp["regions"]:
        r["hexes"] = [m(x) for x in r["hexes"] if m(x) is not None]
    mp["control"] = {s: [m(x) for x in v if m(x) is not None] for s, v in mp["control"].items()}
    for c in data["setup_codes"]:
        c["hexes"] = [m(x) for x in c["hexes"] if m(x) is not None]
    for u in data["units"]:
        if u.get("setup") and u["setup"].get("hex"):
            new = m(u["setup"]["hex"])
            u["setup"] = {"hex": new} if new is not None else None
        if u.get("arrival") and u["arrival"].get("where") in mapping:
            u["arrival"]["where"] = swap(u["arrival"]["where"])
    data["rules_data"] = _deep_rename(data["rules_data"], swap)
    for t in data["turns"]:
        t["data"] = _deep_rename(t.get("data", {}), swap)
    return Scenario.model_validate(data)


def map_extent(sc: Scenario) -> tuple[int, int, int, int]:
    """(first column, first row, columns, rows) of the printed rectangle holding the map."""
    from qtwargame.editor.document import grid_of

    grid = grid_of(sc)
    offs = []
    for lbl in sc.map.hexes:
        try:
            offs.append(grid.offset_of_label(lbl))
        except ValueError:
            continue
    if not offs:
        return 1, 1, 0, 0
    c0, r0 = min(o.col for o in offs), min(o.row for o in offs)
    return c0, r0, max(o.col for o in offs) - c0 + 1, max(o.row for o in offs) - r0 + 1


def resize_map(sc: Scenario, cols: int, rows: int, dx: int = 0, dy: int = 0,
               fill: str | None = None) -> tuple[Scenario, list[str]]:
    """The scenario on a ``cols`` x ``rows`` map with the same first numbers, its content
    moved ``dx`` columns and ``dy`` rows (toward higher numbers) as one rigid piece, so
    every neighbour stays a neighbour; new hexes take ``fill`` (the commonest terrain if
    None). Returns the new scenario and the old numbers of the hexes that fell off."""
    from qtwargame.editor.document import grid_of
    from qtwargame.engine.hexgrid import Offset

    if cols < 1 or rows < 1:
        raise ValueError("a map needs at least one column and one row")
    grid = grid_of(sc)
    c0, r0, _, _ = map_extent(sc)
    if max(c0 + cols, r0 + rows) - 1 >= 10 ** grid.digits:
        raise ValueError(f"hex numbers of {grid.digits} digits per half end at "
                         f"{10 ** grid.digits - 1}")
    shift = grid.to_hex(Offset(c0 + dx, r0 + dy)) - grid.to_hex(Offset(c0, r0))
    inside = {grid.to_hex(Offset(c, r)) for c in range(c0, c0 + cols) for r in range(r0, r0 + rows)}
    mapping: dict[str, str | None] = {}
    dropped = []
    for lbl in sc.map.hexes:
        try:
            h = grid.parse(lbl) + shift
        except ValueError:
            continue
        if h in inside:
            mapping[lbl] = grid.label(h)
        else:
            mapping[lbl] = None
            dropped.append(lbl)
    out = relabel_hexes(sc, mapping)
    if fill is None:
        counts: dict[str, int] = {}
        for t in sc.map.hexes.values():
            counts[t] = counts.get(t, 0) + 1
        fill = max(counts, key=lambda t: counts[t]) if counts else sc.terrain[0].id
    hexes = dict(out.map.hexes)
    for h in inside:
        hexes.setdefault(grid.label(h), fill)
    out.map.hexes = hexes
    out.scan = moved_scan(out.scan, grid, shift)
    return out, dropped


def moved_scan(scan, grid, shift):
    """A calibrated scan moved with the map's content by axial ``shift`` (the image stays
    under the hexes it shows); an uncalibrated one, or none, as it is."""
    from qtwargame.editor.calibration import GridFit, hex_center
    from qtwargame.engine.hexgrid import Orientation

    if scan is None or scan.hex_size is None or (shift.q == 0 and shift.r == 0):
        return scan
    ux, uy = hex_center(shift.q, shift.r, grid.orientation is Orientation.FLAT)
    fit = GridFit(scan.origin_x or 0.0, scan.origin_y or 0.0, scan.hex_size).moved(ux, uy)
    return scan.model_copy(update={"origin_x": round(fit.origin_x, 3),
                                   "origin_y": round(fit.origin_y, 3)})


def replace_item_command(doc, path: str, index: int, new, text: str):
    """The undo command that puts ``new`` at ``index`` of the list part ``path``: when its
    id changed and other parts refer to the old one, a rename of every reference in the
    same step (a dialog that edits a region or a city with its id)."""
    from qtwargame.editor.commands import ListItemCommand, ReplaceScenarioCommand

    kind_field = ID_PARTS.get(path)
    old = doc.get(path)[index]
    if kind_field is not None:
        kind, field = kind_field
        old_id, new_id = getattr(old, field), getattr(new, field)
        if old_id != new_id and references(doc.scenario, kind, old_id):
            renamed = rename_id(doc.scenario, kind, old_id, new_id)
            holder = renamed.map if path.startswith("map.") else renamed
            items = list(getattr(holder, path.split(".")[-1]))
            items[index] = new
            setattr(holder, path.split(".")[-1], items)
            return ReplaceScenarioCommand(doc, renamed, text)
    return ListItemCommand.replace(doc, path, index, new, text)
