"""Checks of a scenario beyond its structure: every reference resolves, every hex is on
the map, no id is used twice. Each problem carries the JSON path where it is."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable

from qtwargame.engine.hexgrid import GridSpec, Hex, Orientation
from qtwargame.engine.ruleset import Problem
from qtwargame.scenario.models import Scenario


def _duplicates(items: Iterable[tuple[int, str]], path: str, what: str) -> list[Problem]:
    items = list(items)
    counts = Counter(key for _, key in items)
    return [
        Problem(f"{path}[{i}].id" if what != "code" else f"{path}[{i}].code",
                f"duplicate {what} {key!r}")
        for i, key in items
        if counts[key] > 1
    ]


def semantic_problems(sc: Scenario) -> list[Problem]:
    p: list[Problem] = []
    g = sc.map.grid
    grid = GridSpec(Orientation(g.orientation), g.shifted, g.rows_up, g.order, g.digits)
    on_map: set[Hex] = set()
    sides = set(sc.side_ids())
    terrain_ids = {t.id for t in sc.terrain}
    feature_ids = {f.id for f in sc.features}
    city_kinds = {k.id for k in sc.city_kinds}
    nationalities = {n.id for n in sc.nationalities}
    unit_types = {t.id for t in sc.unit_types}
    regions = {r.id for r in sc.map.regions}
    codes = {c.code for c in sc.setup_codes}
    weather = {w.id for w in sc.weather}

    p += _duplicates(enumerate(s.id for s in sc.sides), "$.sides", "side id")
    p += _duplicates(enumerate(t.id for t in sc.terrain), "$.terrain", "terrain id")
    p += _duplicates(enumerate(n.id for n in sc.nationalities), "$.nationalities", "nationality id")
    p += _duplicates(enumerate(t.id for t in sc.unit_types), "$.unit_types", "unit type id")
    p += _duplicates(enumerate(u.id for u in sc.units), "$.units", "unit id")
    p += _duplicates(enumerate(c.id for c in sc.map.cities), "$.map.cities", "city id")
    p += _duplicates(enumerate(r.id for r in sc.map.regions), "$.map.regions", "region id")
    p += _duplicates(enumerate(c.code for c in sc.setup_codes), "$.setup_codes", "code")
    p += _duplicates(enumerate(c.id for c in sc.cards), "$.cards", "card id")
    p += _duplicates(enumerate(t.id for t in sc.tables), "$.tables", "table id")

    def parse(label: str) -> Hex:
        """A printed hex number exactly as the grid prints it: ASCII digits, no spaces, so
        that "0101 " or full-width "０１０１" cannot name hex 0101 under another name."""
        h = grid.parse(label)
        if not (label.isascii() and label.isdigit()):
            raise ValueError(f"{label!r} is not a hex number of {2 * grid.digits} digits "
                             "(digits 0-9 only, no spaces)")
        return h

    for lbl, terrain in sc.map.hexes.items():
        path = f"$.map.hexes[{lbl!r}]"
        try:
            on_map.add(parse(lbl))
        except ValueError as e:
            p.append(Problem(path, str(e)))
        if terrain not in terrain_ids:
            p.append(Problem(path, f"unknown terrain {terrain!r}"))

    def hex_ref(label: str, path: str) -> Hex | None:
        try:
            h = parse(label)
        except ValueError as e:
            p.append(Problem(path, str(e)))
            return None
        if h not in on_map:
            p.append(Problem(path, f"hex {label} is off the map"))
            return None
        return h

    for i, hs in enumerate(sc.map.hexsides):
        a = hex_ref(hs.a, f"$.map.hexsides[{i}].a")
        b = hex_ref(hs.b, f"$.map.hexsides[{i}].b")
        if a is not None and b is not None and a.distance(b) != 1:
            p.append(Problem(f"$.map.hexsides[{i}]", f"hexes {hs.a} and {hs.b} are not adjacent"))
        for j, f in enumerate(hs.features):
            if f not in feature_ids:
                p.append(Problem(f"$.map.hexsides[{i}].features[{j}]", f"unknown feature {f!r}"))
    for i, c in enumerate(sc.map.cities):
        hex_ref(c.hex, f"$.map.cities[{i}].hex")
        if city_kinds and c.kind not in city_kinds:
            p.append(Problem(f"$.map.cities[{i}].kind", f"unknown city kind {c.kind!r}"))
    for i, link in enumerate(sc.map.links):
        prev = None
        for j, lbl in enumerate(link.hexes):
            h = hex_ref(lbl, f"$.map.links[{i}].hexes[{j}]")
            if h is not None and prev is not None and h.distance(prev) != 1:
                p.append(Problem(f"$.map.links[{i}].hexes[{j}]",
                                 f"hex {lbl} does not adjoin the hex before it"))
            prev = h
    for i, r in enumerate(sc.map.regions):
        if r.side is not None and r.side not in sides:
            p.append(Problem(f"$.map.regions[{i}].side", f"unknown side {r.side!r}"))
        for j, lbl in enumerate(r.hexes):
            hex_ref(lbl, f"$.map.regions[{i}].hexes[{j}]")
    for side, labels in sc.map.control.items():
        if side not in sides:
            p.append(Problem(f"$.map.control[{side!r}]", f"unknown side {side!r}"))
        for j, lbl in enumerate(labels):
            hex_ref(lbl, f"$.map.control[{side!r}][{j}]")
    for i, n in enumerate(sc.nationalities):
        if n.side not in sides:
            p.append(Problem(f"$.nationalities[{i}].side", f"unknown side {n.side!r}"))
    for i, code in enumerate(sc.setup_codes):
        if code.side not in sides:
            p.append(Problem(f"$.setup_codes[{i}].side", f"unknown side {code.side!r}"))
        if code.region is None and not code.hexes:
            p.append(Problem(f"$.setup_codes[{i}]", f"setup code {code.code!r} has no region or hexes"))
        if code.region is not None and code.region not in regions:
            p.append(Problem(f"$.setup_codes[{i}].region", f"unknown region {code.region!r}"))
        for j, lbl in enumerate(code.hexes):
            hex_ref(lbl, f"$.setup_codes[{i}].hexes[{j}]")
    for i, u in enumerate(sc.units):
        path = f"$.units[{i}]"
        if u.side not in sides:
            p.append(Problem(f"{path}.side", f"unknown side {u.side!r}"))
        if u.nationality not in nationalities:
            p.append(Problem(f"{path}.nationality", f"unknown nationality {u.nationality!r}"))
        if u.type not in unit_types:
            p.append(Problem(f"{path}.type", f"unknown unit type {u.type!r}"))
        if u.setup is not None:
            given = [x for x in (u.setup.code, u.setup.hex, u.setup.region) if x is not None]
            if len(given) != 1:
                p.append(Problem(f"{path}.setup", "give exactly one of code, hex or region"))
            if u.setup.code is not None and u.setup.code not in codes:
                p.append(Problem(f"{path}.setup.code",
                                 f"setup code {u.setup.code!r} is not defined in $.setup_codes"))
            if u.setup.hex is not None:
                hex_ref(u.setup.hex, f"{path}.setup.hex")
            if u.setup.region is not None and u.setup.region not in regions:
                p.append(Problem(f"{path}.setup.region", f"unknown region {u.setup.region!r}"))
        if u.arrival is not None and u.arrival.turn > max((t.number for t in sc.turns), default=0):
            p.append(Problem(f"{path}.arrival.turn",
                             f"turn {u.arrival.turn} is after the last turn"))
    numbers = [t.number for t in sc.turns]
    if numbers != list(range(1, len(numbers) + 1)):
        p.append(Problem("$.turns", "turns must be numbered 1, 2, 3... in order"))
    for i, t in enumerate(sc.turns):
        if t.weather is not None and t.weather not in weather:
            p.append(Problem(f"$.turns[{i}].weather", f"unknown weather {t.weather!r}"))
    for i, card in enumerate(sc.cards):
        if card.side not in sides:
            p.append(Problem(f"$.cards[{i}].side", f"unknown side {card.side!r}"))
    for i, table in enumerate(sc.tables):
        for key, row in table.rows.items():
            if len(row) != len(table.columns):
                p.append(Problem(f"$.tables[{i}].rows[{key!r}]",
                                 f"{len(row)} results for {len(table.columns)} columns"))
        used = set(table.columns) | set(table.rows) | {c for row in table.rows.values() for c in row}
        for key in table.labels:
            if key not in used:
                p.append(Problem(f"$.tables[{i}].labels[{key!r}]",
                                 "labels a key that is not a row, a column or a result of this table"))
    for i, o in enumerate(sc.options):  # (a default outside its choices: setup_checks)
        if not o.choices and not isinstance(o.default, bool):
            p.append(Problem(f"$.options[{i}].default",
                             "an option without choices is on or off: true or false"))
    p += unsavable_text(sc)
    from qtwargame.scenario.setup_checks import setup_problems

    p += setup_problems(sc)
    return p


def unsavable_text(sc: Scenario) -> list[Problem]:
    """Text that could be read but never written back: a lone surrogate (``\ud800``)
    cannot be encoded as UTF-8, so the scenario (and every game saved on it) could not be
    saved. Found wherever it is, with its JSON path."""
    data = sc.model_dump(mode="python")
    out: list[Problem] = []
    stack: list[tuple[object, str]] = [(data, "$")]
    while stack:
        node, path = stack.pop()
        if isinstance(node, str):
            if not node.isascii() and _lone_surrogate(node):
                out.append(Problem(path, "text with an unpaired surrogate (such as \\ud800) "
                                         "cannot be saved"))
        elif isinstance(node, dict):
            for k, v in node.items():
                if isinstance(k, str) and not k.isascii() and _lone_surrogate(k):
                    out.append(Problem(path, f"the key {k!r} holds an unpaired surrogate and "
                                             "cannot be saved"))
                stack.append((v, f"{path}.{k}" if isinstance(k, str) and k.isidentifier()
                              else f"{path}[{k!r}]"))
        elif isinstance(node, (list, tuple)):
            stack.extend((v, f"{path}[{j}]") for j, v in enumerate(node))
    return out


def _lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
