"""Where a validation problem is: the hex to select on the map, the unit row to select in
the order of battle, or the panel that edits that part.

Problem paths are the JSON paths :mod:`qtwargame.scenario.validate`, pydantic and the
rulesets report: ``$.map.hexes['0101']``, ``$.map.cities[2].kind``, ``$.units[4].setup.hex``,
``$.tables[0].rows['3'][2]``, ``$.rules_data.terrain_cost``.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP

from qtwargame.engine.checks import path_keys
from qtwargame.scenario.models import Localized

# a dotted name may be a number, a turn of a schedule (``air_points.3.axis``): kept as text

#: Top-level parts and the properties section that edits them.
SECTIONS = {
    "id": "scenario", "title": "scenario", "description": "scenario", "ruleset": "scenario",
    "provenance": "scenario", "options": "scenario", "format_version": "scenario",
    "sides": "lists", "nationalities": "lists", "terrain": "lists", "features": "lists",
    "city_kinds": "lists", "unit_types": "lists", "setup_codes": "lists",
    # the weathers are listed beside the turns, not among the definitions
    "turns": "turns", "weather": "turns",
    "tables": "tables", "cards": "cards", "rules_data": "rules_data", "units": "units",
}


@dataclass(frozen=True)
class Target:
    kind: str  # "hex", "unit" or "section"
    section: str = ""  # the properties section ("scenario", "lists", "tables"...)
    part: str = ""  # the part within it ("nationalities", "map.regions"...)
    hex: str | None = None
    unit: int | None = None
    index: int | None = None
    path: str = ""


#: ``$.units[3].setup.hex`` -> ``["units", 3, "setup", "hex"]`` (``engine.checks.path_keys``).
tokens = path_keys


def _at(items, i):
    return items[i] if isinstance(i, int) and 0 <= i < len(items) else None


def target_of(path: str, scenario) -> Target:
    t = tokens(path)
    if not t:
        return Target("section", "scenario", path=path)
    head = t[0]
    if head == "map" and len(t) >= 2:
        return _map_target(t[1:], scenario, path)
    if head == "units" and len(t) >= 2 and isinstance(t[1], int):
        return Target("unit", "units", unit=t[1], path=path)
    section = SECTIONS.get(str(head), "scenario")
    index = t[1] if len(t) >= 2 and isinstance(t[1], int) else None
    return Target("section", section, part=str(head), index=index, path=path)


def _map_target(t: list, sc, path: str) -> Target:
    part, rest = t[0], t[1:]
    m = sc.map
    label = None
    if part == "hexes" and rest and isinstance(rest[0], str):
        label = rest[0]
    elif part == "hexsides":
        hs = _at(m.hexsides, rest[0]) if rest else None
        if hs is not None:
            label = hs.b if len(rest) >= 2 and rest[1] == "b" else hs.a
    elif part == "cities":
        city = _at(m.cities, rest[0]) if rest else None
        if city is not None:
            label = city.hex
    elif part == "links":
        link = _at(m.links, rest[0]) if rest else None
        if link is not None:
            j = rest[2] if len(rest) >= 3 and isinstance(rest[2], int) else 0
            label = _at(link.hexes, j)
    elif part == "regions":
        region = _at(m.regions, rest[0]) if rest else None
        if region is not None and len(rest) >= 3 and rest[1] == "hexes":
            label = _at(region.hexes, rest[2])
        if label is None:
            return Target("section", "lists", part="map.regions",
                          index=rest[0] if rest and isinstance(rest[0], int) else None, path=path)
    elif part == "control" and len(rest) >= 2:
        label = _at(m.control.get(rest[0], []), rest[1])
    if label is not None:
        return Target("hex", "hex", hex=label, path=path)
    return Target("section", "scenario" if part == "grid" else "lists", part=f"map.{part}",
                  path=path)


# -- where a problem is, in words -------------------------------------------------------------

#: The fixed words of :func:`place_in_words`, for the translation extractor.
PLACE_WORDS = (
    QT_TRANSLATE_NOOP("ProblemPlace", "Side"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Nationality"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Terrain"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Hexside feature"),
    QT_TRANSLATE_NOOP("ProblemPlace", "City kind"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Weather"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Unit type"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Setup code"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Table"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Card"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Optional rule"),
    QT_TRANSLATE_NOOP("ProblemPlace", "City"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Region"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Hexside"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Line"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Scenario"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Unit"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Hex"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Control at start"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Railway"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Road"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Map"),
    QT_TRANSLATE_NOOP("ProblemPlace", "row"),
    QT_TRANSLATE_NOOP("ProblemPlace", "column"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Turn"),
    QT_TRANSLATE_NOOP("ProblemPlace", "Rules data"),
)
#: Parts named by the kind of object they hold.
_PART_WORDS = {
    "sides": "Side", "nationalities": "Nationality", "terrain": "Terrain",
    "features": "Hexside feature", "city_kinds": "City kind", "weather": "Weather",
    "unit_types": "Unit type", "setup_codes": "Setup code", "tables": "Table", "cards": "Card",
    "options": "Optional rule", "cities": "City", "regions": "Region", "hexsides": "Hexside",
    "links": "Line",
}
#: The unit fields the order of battle has a column for, by the path's field names.
UNIT_COLUMNS = {
    ("id",): "id", ("side",): "side", ("nationality",): "nationality", ("type",): "type",
    ("kind",): "kind", ("steps",): "steps", ("setup", "code"): "setup_code",
    ("setup", "hex"): "setup_hex", ("setup", "region"): "setup_region",
    ("setup",): "setup_code", ("arrival", "turn"): "arrival_turn",
    ("arrival", "where"): "arrival_where", ("arrival",): "arrival_turn", ("flags",): "flags",
    ("name",): "name_en", ("provenance",): "provenance",
}


def unit_column(path: str) -> str | None:
    """The order-of-battle column of a unit problem (``$.units[3].setup.hex`` -> setup_hex)."""
    t = tokens(path)
    if len(t) < 3 or t[0] != "units":
        return None
    fields = tuple(x for x in t[2:] if isinstance(x, str))
    while fields and fields not in UNIT_COLUMNS:
        fields = fields[:-1]
    return UNIT_COLUMNS.get(fields)


def table_cell(path: str, scenario) -> tuple[int, int, int | None] | None:
    """(table, row, column) of a results-table problem, column None for a whole row."""
    t = tokens(path)
    if len(t) >= 4 and t[0] == "tables" and isinstance(t[1], int) and t[2] == "rows":
        table = _at(scenario.tables, t[1])
        if table is None or t[3] not in table.rows:
            return None
        row = list(table.rows).index(t[3])
        col = t[4] if len(t) >= 5 and isinstance(t[4], int) else None
        return t[1], row, col
    return None


def _named(words: str, obj, ident: str, lang: str, tr) -> str:
    name = getattr(obj, "name", None)
    text = name.get(lang) if isinstance(name, Localized) else ""
    kind = tr(words)
    if text and text != ident:
        return f"{kind} “{text}” ({ident})" if lang != "ja" else f"{kind}「{text}」({ident})"
    return f"{kind} {ident}"


def _rules_data_words(sc, keys: list, lang: str = "en") -> list[str]:
    """A place in the rules data by the form's titles and the scenario's names ("Terrain
    movement cost · Swamp", "air points · Turn 3 · Axis"), as written where the ruleset's
    data model is not known."""
    from qtwargame.editor.panels.model_form import path_words
    from qtwargame.editor.panels.rules_data_panel import make_ids_for
    from qtwargame.editor.panels.ruleset_data import rules_data_model

    model = rules_data_model(sc.ruleset)
    if model is None:
        return [str(k) for k in keys]
    return path_words(model, keys, make_ids_for(sc, lang).name_of)


def place_in_words(path: str, scenario, lang: str = "en", tr=lambda s: s) -> str:
    """The object a problem is about, in words: ``Unit “1st Rifles” (red_inf_1) · Setup hex``
    for ``$.units[7].setup.hex``. ``tr`` translates the fixed words."""
    t = tokens(path)
    if not t:
        return tr("Scenario")
    head, sc = t[0], scenario
    if head == "units" and len(t) >= 2 and isinstance(t[1], int):
        u = _at(sc.units, t[1])
        if u is None:
            return tr("Unit") + f" {t[1] + 1}"
        out = _named("Unit", u, u.id, lang, tr)
        col = unit_column(path)
        if col is not None and col not in ("id", "name_en"):
            from qtwargame.editor.panels.oob_model import headers

            out += " · " + headers()[col]
        return out
    if head == "map" and len(t) >= 2:
        part = t[1]
        if part == "hexes" and len(t) >= 3:
            return tr("Hex") + f" {t[2]}"
        if part == "control" and len(t) >= 2:
            labels = sc.map.control.get(t[2], []) if len(t) >= 3 else []
            lbl = _at(labels, t[3]) if len(t) >= 4 else None
            return tr("Control at start") + (f" · {tr('Hex')} {lbl}" if lbl else "")
        items = getattr(sc.map, str(part), None)
        if isinstance(items, list) and len(t) >= 3 and isinstance(t[2], int):
            obj = _at(items, t[2])
            words = _PART_WORDS.get(str(part), str(part))
            if obj is None:
                return tr(words)
            if part == "hexsides":
                return tr("Hexside") + f" {obj.a}–{obj.b}"
            if part == "links":
                kind = tr("Railway") if obj.kind == "rail" else tr("Road")
                return f"{kind} {obj.hexes[0]}–{obj.hexes[-1]}"
            return _named(words, obj, getattr(obj, "id", ""), lang, tr)
        return tr("Map")
    if head == "tables" and len(t) >= 2 and isinstance(t[1], int):
        table = _at(sc.tables, t[1])
        if table is None:
            return tr("Table")
        out = _named("Table", table, table.id, lang, tr)
        if len(t) >= 4 and t[2] == "rows":
            out += " · " + tr("row") + f" {t[3]}"
            if len(t) >= 5 and isinstance(t[4], int):
                col = _at(table.columns, t[4])
                out += ("、" if lang == "ja" else ", ") + tr("column") + \
                    f" {col if col is not None else t[4] + 1}"
        return out
    if head == "turns" and len(t) >= 2 and isinstance(t[1], int):
        turn = _at(sc.turns, t[1])
        return tr("Turn") + f" {turn.number if turn is not None else t[1] + 1}"
    if head == "setup_codes" and len(t) >= 2 and isinstance(t[1], int):
        c = _at(sc.setup_codes, t[1])
        return _named("Setup code", c, c.code, lang, tr) if c is not None else tr("Setup code")
    if head == "rules_data":
        return " · ".join([tr("Rules data"), *_rules_data_words(sc, t[1:], lang)])
    part_words = _PART_WORDS.get(str(head))
    items = getattr(sc, str(head), None)
    if part_words and isinstance(items, list) and len(t) >= 2 and isinstance(t[1], int):
        obj = _at(items, t[1])
        if obj is not None:
            return _named(part_words, obj, getattr(obj, "id", ""), lang, tr)
    if head in ("id", "title", "description", "ruleset", "provenance", "format_version"):
        return tr("Scenario")
    return tr(part_words) if part_words else str(head)
