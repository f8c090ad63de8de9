"""Checks of a scenario beyond its structure: every reference resolves, every hex is on
the map, no id is used twice. Each problem carries the JSON path where it is and says what
is wrong in a translatable message (``ScenarioCheck`` context: English and Japanese)."""

from __future__ import annotations

import difflib
import json
from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel

from qtwargame.engine.hexgrid import GridSpec, Hex, Orientation
from qtwargame.engine.refs import named
from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Msg, Texts
from qtwargame.scenario.models import Scenario

T = Texts("ScenarioCheck")

#: What the ids of each id-keyed list of a scenario are, in words (the list's JSON path,
#: without indexes). A list of objects with an ``id`` (or a setup code's ``code``) not
#: named here is still checked, its ids called plain "id".
ID_KINDS: dict[str, Msg] = {
    "$.sides": T("side id"),
    "$.nationalities": T("nationality id"),
    "$.terrain": T("terrain id"),
    "$.features": T("hexside feature id"),
    "$.city_kinds": T("city kind id"),
    "$.weather": T("weather id"),
    "$.map.cities": T("city id"),
    "$.map.regions": T("region id"),
    "$.unit_types": T("unit type id"),
    "$.units": T("unit id"),
    "$.setup_codes": T("code"),
    "$.tables": T("table id"),
    "$.cards": T("card id"),
    "$.options": T("option id"),
}

#: What ``qtwargame validate`` calls a warning before its text.
WARNING = T("warning")


def verdict_invalid(file: str, n: int) -> Msg:
    """``qtwargame validate``'s line for a file it refuses (the English as scripts read it)."""
    return T("{file}: INVALID, {n} problem(s)", file=file, n=n)


def verdict_valid(file: str, sc: Any) -> Msg:
    """``qtwargame validate``'s line for a file that loads: what it holds."""
    return T("{file}: valid ({id}, ruleset {ruleset}, {hexes} hexes, {units} units)", file=file,
             id=sc.id, ruleset=sc.ruleset, hexes=len(sc.map.hexes), units=len(sc.units))

#: The field that keys the items of a list, in the order they are looked for.
KEY_FIELDS = ("id", "code")


def _shown(value: Any) -> str:
    """A value as a file writes it, for a message: ``'snow'``, ``true``, ``12``."""
    if isinstance(value, str):
        return repr(value)
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    return repr(value)


def duplicate_problems(items: Iterable[tuple[int, Any]], path: str, key: str,
                       what: Msg | None = None) -> list[Problem]:
    """Every item of the list at ``path`` whose ``key`` another item also has: each place
    is reported (``$.weather[3].id``), so that either can be mended."""
    items = [(i, k) for i, k in items if isinstance(k, str | int) and not isinstance(k, bool)]
    counts: dict[Any, int] = {}
    for _, k in items:
        counts[k] = counts.get(k, 0) + 1
    what = what if what is not None else T("id")
    return [Problem.of(f"{path}[{i}].{key}", T("duplicate {what} {id}", what=what, id=_shown(k)))
            for i, k in items if counts[k] > 1]


def _repeated(keys: list[str], path: str, what: Msg) -> list[Problem]:
    """Each key of a list of keys (a table's columns, an option's choices) that another
    item of the list repeats, at its index."""
    counts: dict[str, int] = {}
    for k in keys:
        counts[k] = counts.get(k, 0) + 1
    return [Problem.of(f"{path}[{j}]", T("duplicate {what} {id}", what=what, id=_shown(k)))
            for j, k in enumerate(keys) if counts[k] > 1]


def _plain_path(path: str) -> str:
    """A list's path without its indexes, to look it up in :data:`ID_KINDS`:
    ``$.units[*].steps`` for ``$.units[3].steps``."""
    out, depth = [], 0
    for ch in path:
        if ch == "[":
            depth += 1
            if depth == 1:
                out.append("[*]")
            continue
        if ch == "]":
            depth -= 1
            continue
        if depth == 0:
            out.append(ch)
    return "".join(out)


def all_duplicate_ids(node: Any, path: str = "$") -> list[Problem]:
    """Duplicate ids in every id-keyed list anywhere in ``node`` (a model, or the plain
    data of ``rules_data``): a list whose items are objects with an ``id`` (or ``code``)."""
    out: list[Problem] = []
    # Where a node is: its path, or (where its parent is, how the parent holds it: 0 a
    # model's field, 1 a dict's key, 2 a list's index, the name, key or index). The path
    # is written out only for a list of ids (a scenario has thousands of nodes, few such
    # lists).
    stack: list[tuple[Any, Any]] = [(node, path)]
    inner = (BaseModel, dict, list)  # only these can hold a list of ids: no path for the rest
    while stack:
        node, where = stack.pop()
        children: list[tuple[Any, Any]]
        if isinstance(node, BaseModel):
            children = [(v, (where, 0, name)) for name in _field_names(type(node))
                        if isinstance(v := getattr(node, name), inner)]
        elif isinstance(node, dict):
            children = [(v, (where, 1, k)) for k, v in node.items() if isinstance(v, inner)]
        elif isinstance(node, list):
            for key in KEY_FIELDS:
                if not node or _key_of(node[0], key) is _ABSENT:
                    continue  # (a list of plain values, most often: no item need be asked)
                keyed = [(i, _key_of(item, key)) for i, item in enumerate(node)]
                if all(k is not _ABSENT for _, k in keyed):
                    written = _written(where)
                    out += duplicate_problems(keyed, written, key, ID_KINDS.get(_plain_path(written)))
                    break
            children = [(v, (where, 2, i)) for i, v in enumerate(node) if isinstance(v, inner)]
        else:
            continue
        stack.extend(reversed(children))
    return out


def _field_names(model: type[BaseModel]) -> list[str]:
    names = _FIELD_NAMES.get(model)
    if names is None:
        names = _FIELD_NAMES[model] = list(model.model_fields)
    return names


_FIELD_NAMES: dict[type, list[str]] = {}


def _written(where: Any) -> str:
    """The JSON path of a node's place as :func:`all_duplicate_ids` keeps it."""
    steps: list[str] = []
    while not isinstance(where, str):
        where, how, key = where
        if how == 0:
            steps.append(f".{key}")
        elif how == 1:
            steps.append(f".{key}" if isinstance(key, str) and key.isidentifier() else f"[{key!r}]")
        else:
            steps.append(f"[{key}]")
    return where + "".join(reversed(steps))


_ABSENT = object()


def _key_of(item: Any, key: str) -> Any:
    if isinstance(item, BaseModel):
        return getattr(item, key, _ABSENT) if key in type(item).model_fields else _ABSENT
    if isinstance(item, dict):
        return item.get(key, _ABSENT)
    return _ABSENT


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

    p += all_duplicate_ids(sc)

    #: Each label read once (a map names most hexes several times): its hex, if it is a
    #: hex number on the map.
    known: dict[str, Hex] = {}

    def parse(label: str) -> Hex:
        """A printed hex number exactly as the grid prints it: ASCII digits, no spaces, so
        that "0101 " or full-width "０１０１" cannot name hex 0101 under another name."""
        try:
            h = grid.parse(label)
        except ValueError:
            h = None
        if h is None or not (label.isascii() and label.isdigit()):
            raise _BadHex(T("{label} is not a hex number of {n} digits (digits 0-9 only, no spaces)",
                            label=repr(label), n=2 * grid.digits))
        return h

    for lbl, terrain in sc.map.hexes.items():
        path = f"$.map.hexes[{lbl!r}]"
        try:
            known[lbl] = parse(lbl)
            on_map.add(known[lbl])
        except _BadHex as e:
            p.append(Problem.of(path, e.msg))
        if terrain not in terrain_ids:
            p.append(Problem.of(path, T("unknown terrain {id}", id=_shown(terrain))))

    def hex_ref(label: str, path: str) -> Hex | None:
        h = known.get(label)
        if h is not None:
            return h
        try:
            h = parse(label)
        except _BadHex as e:
            p.append(Problem.of(path, e.msg))
            return None
        if h not in on_map:
            p.append(Problem.of(path, T("hex {label} is off the map", label=label)))
            return None
        return h

    for i, hs in enumerate(sc.map.hexsides):
        a = hex_ref(hs.a, f"$.map.hexsides[{i}].a")
        b = hex_ref(hs.b, f"$.map.hexsides[{i}].b")
        if a is not None and b is not None and a.distance(b) != 1:
            p.append(Problem.of(f"$.map.hexsides[{i}]",
                               T("hexes {a} and {b} are not adjacent", a=hs.a, b=hs.b)))
        for j, f in enumerate(hs.features):
            if f not in feature_ids:
                p.append(Problem.of(f"$.map.hexsides[{i}].features[{j}]",
                                   T("unknown feature {id}", id=_shown(f))))
    for i, c in enumerate(sc.map.cities):
        hex_ref(c.hex, f"$.map.cities[{i}].hex")
        if city_kinds and c.kind not in city_kinds:
            p.append(Problem.of(f"$.map.cities[{i}].kind", T("unknown city kind {id}", id=_shown(c.kind))))
    for i, link in enumerate(sc.map.links):
        prev = None
        for j, lbl in enumerate(link.hexes):
            h = known.get(lbl) or hex_ref(lbl, f"$.map.links[{i}].hexes[{j}]")
            if h is not None and prev is not None and h.distance(prev) != 1:
                p.append(Problem.of(f"$.map.links[{i}].hexes[{j}]",
                                    T("hex {label} does not adjoin the hex before it", label=lbl)))
            prev = h
    for i, r in enumerate(sc.map.regions):
        if r.side is not None and r.side not in sides:
            p.append(Problem.of(f"$.map.regions[{i}].side", T("unknown side {id}", id=_shown(r.side))))
        for j, lbl in enumerate(r.hexes):
            if lbl not in known:
                hex_ref(lbl, f"$.map.regions[{i}].hexes[{j}]")
    for side, labels in sc.map.control.items():
        if side not in sides:
            p.append(Problem.of(f"$.map.control[{side!r}]", T("unknown side {id}", id=_shown(side))))
        for j, lbl in enumerate(labels):
            if lbl not in known:
                hex_ref(lbl, f"$.map.control[{side!r}][{j}]")
    for i, n in enumerate(sc.nationalities):
        if n.side not in sides:
            p.append(Problem.of(f"$.nationalities[{i}].side", T("unknown side {id}", id=_shown(n.side))))
    for i, code in enumerate(sc.setup_codes):
        if code.side not in sides:
            p.append(Problem.of(f"$.setup_codes[{i}].side", T("unknown side {id}", id=_shown(code.side))))
        if code.region is None and not code.hexes:
            p.append(Problem.of(f"$.setup_codes[{i}]",
                               T("setup code {code} has no region or hexes", code=_shown(code.code))))
        if code.region is not None and code.region not in regions:
            p.append(Problem.of(f"$.setup_codes[{i}].region",
                                T("unknown region {id}", id=_shown(code.region))))
        for j, lbl in enumerate(code.hexes):
            hex_ref(lbl, f"$.setup_codes[{i}].hexes[{j}]")
    for i, u in enumerate(sc.units):
        path = f"$.units[{i}]"
        if u.side not in sides:
            p.append(Problem.of(f"{path}.side", T("unknown side {id}", id=_shown(u.side))))
        if u.nationality not in nationalities:
            p.append(Problem.of(f"{path}.nationality",
                               T("unknown nationality {id}", id=_shown(u.nationality))))
        if u.type not in unit_types:
            p.append(Problem.of(f"{path}.type", T("unknown unit type {id}", id=_shown(u.type))))
        if u.setup is not None:
            given = [x for x in (u.setup.code, u.setup.hex, u.setup.region) if x is not None]
            if len(given) != 1:
                p.append(Problem.of(f"{path}.setup", T("give exactly one of code, hex or region")))
            if u.setup.code is not None and u.setup.code not in codes:
                p.append(Problem.of(f"{path}.setup.code",
                                    T("setup code {code} is not defined in $.setup_codes",
                                      code=_shown(u.setup.code))))
            if u.setup.hex is not None:
                hex_ref(u.setup.hex, f"{path}.setup.hex")
            if u.setup.region is not None and u.setup.region not in regions:
                p.append(Problem.of(f"{path}.setup.region",
                                    T("unknown region {id}", id=_shown(u.setup.region))))
        if u.arrival is not None and u.arrival.turn > max((t.number for t in sc.turns), default=0):
            p.append(Problem.of(f"{path}.arrival.turn",
                                T("turn {turn} is after the last turn", turn=u.arrival.turn)))
    numbers = [t.number for t in sc.turns]
    if numbers != list(range(1, len(numbers) + 1)):
        p.append(Problem.of("$.turns", T("turns must be numbered 1, 2, 3... in order")))
    for i, t in enumerate(sc.turns):
        if t.weather is not None and t.weather not in weather:
            p.append(Problem.of(f"$.turns[{i}].weather", T("unknown weather {id}", id=_shown(t.weather))))
    for i, card in enumerate(sc.cards):
        if card.side not in sides:
            p.append(Problem.of(f"$.cards[{i}].side", T("unknown side {id}", id=_shown(card.side))))
    for i, table in enumerate(sc.tables):
        # a column key given twice: which one is read?
        p += _repeated(table.columns, f"$.tables[{i}].columns", T("column key"))
        for key, row in table.rows.items():
            if len(row) != len(table.columns):
                p.append(Problem.of(f"$.tables[{i}].rows[{key!r}]",
                                    T("{results} results for {columns} columns",
                                      results=len(row), columns=len(table.columns))))
        used = set(table.columns) | set(table.rows) | {c for row in table.rows.values() for c in row}
        for key in table.labels:
            if key not in used:
                p.append(Problem.of(f"$.tables[{i}].labels[{key!r}]",
                                    T("labels a key that is not a row, a column or a result of this table")))
    for i, o in enumerate(sc.options):  # (a default outside its choices: setup_checks)
        p += _repeated(o.choices, f"$.options[{i}].choices", T("choice"))
        if not o.choices and not isinstance(o.default, bool):
            p.append(Problem.of(f"$.options[{i}].default",
                                T("an option without choices is on or off: true or false")))
    p += unsavable_text(sc)
    from qtwargame.scenario.setup_checks import setup_problems

    p += setup_problems(sc)
    return p


def closest(value: str, known: Iterable[str]) -> str | None:
    """The known id closest to ``value`` (a likely misspelling of it), if any is close."""
    found = difflib.get_close_matches(value, sorted(known), n=1, cutoff=0.6)
    return found[0] if found else None


def vocabulary_problems(sc: Scenario, ruleset: Any) -> list[Problem]:
    """Warnings for every unit flag and region kind ``sc`` holds that its ruleset does not
    declare (``Ruleset.unit_flags``, ``Ruleset.region_kinds``): its rules never read it, so
    it changes nothing in play (a misspelt flag, another game's). Each at its JSON path,
    naming the unit or region, the value and the closest known one. A ruleset that declares
    nothing is not checked."""
    out: list[Problem] = []
    flags = ruleset.unit_flags(sc)
    if flags is not None:
        known = {t.id for t in flags}
        for i, u in enumerate(sc.units):
            for j, flag in enumerate(u.flags):
                if flag not in known:
                    unit = named("unit", u.id, sc)
                    out.append(_unknown(f"$.units[{i}].flags[{j}]", known, flag,
                                        T("{unit}: the {ruleset} rules read no flag {flag}",
                                          unit=unit, ruleset=ruleset.title, flag=_shown(flag)),
                                        T("{unit}: the {ruleset} rules read no flag {flag}; "
                                          "did you mean {known}?", unit=unit, ruleset=ruleset.title,
                                          flag=_shown(flag), known=_shown(closest(flag, known)))))
    kinds = ruleset.region_kinds(sc)
    if kinds is not None:
        known = {t.id for t in kinds}
        for i, r in enumerate(sc.map.regions):
            if r.kind not in known:
                region = named("region", r.id, sc)
                out.append(_unknown(f"$.map.regions[{i}].kind", known, r.kind,
                                    T("{region}: the {ruleset} rules read no region kind "
                                      "{kind}", region=region, ruleset=ruleset.title, kind=_shown(r.kind)),
                                    T("{region}: the {ruleset} rules read no region kind "
                                      "{kind}; did you mean {known}?", region=region,
                                      ruleset=ruleset.title, kind=_shown(r.kind),
                                      known=_shown(closest(r.kind, known)))))
    return out


def _unknown(path: str, known: set[str], value: str, plain: Msg, suggesting: Msg) -> Problem:
    return Problem.of(path, suggesting if closest(value, known) else plain, warning=True)


def unsavable_text(sc: Scenario) -> list[Problem]:
    """Text that could be read but never written back: a lone surrogate (``\ud800``)
    cannot be encoded as UTF-8, so the scenario (and every game saved on it) could not be
    saved. Found wherever it is, with its JSON path."""
    data = sc.model_dump(mode="python")
    try:  # all of it at once: a lone surrogate anywhere (a key too) cannot be encoded
        json.dumps(data, ensure_ascii=False, default=str).encode("utf-8")
        return []
    except (UnicodeEncodeError, TypeError, ValueError):
        pass  # where it is (or a key JSON cannot write): the walk below
    out: list[Problem] = []
    stack: list[tuple[object, str]] = [(data, "$")]
    while stack:
        node, path = stack.pop()
        if isinstance(node, str):
            if not node.isascii() and _lone_surrogate(node):
                out.append(Problem.of(path, T("text with an unpaired surrogate (such as \\ud800) "
                                              "cannot be saved")))
        elif isinstance(node, dict):
            for k, v in node.items():
                if isinstance(k, str) and not k.isascii() and _lone_surrogate(k):
                    out.append(Problem.of(path, T("the key {key} holds an unpaired surrogate and "
                                                  "cannot be saved", key=repr(k))))
                stack.append((v, f"{path}.{k}" if isinstance(k, str) and k.isidentifier()
                              else f"{path}[{k!r}]"))
        elif isinstance(node, (list, tuple)):
            stack.extend((v, f"{path}[{j}]") for j, v in enumerate(node))
    return out


class _BadHex(ValueError):
    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.format())
        self.msg = msg


def _lone_surrogate(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False
