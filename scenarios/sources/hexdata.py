"""Readers for the hand-editable text forms of a scenario's map and order of battle.

Used by the ``build.py`` and ``geography.py`` of ``defiant_russia/`` and
``blitzkrieg_moscow_2/`` (and, for :func:`check_or_write`, by every game's ``build.py``).
Every reader takes a path and returns plain data; a mistake in a file raises
:class:`SourceError` naming the file, the line and what is wrong. The forms:

``terrain.txt`` (a grid)
    ``legend: c=clear f=forest ...`` once, ``columns: 01 24`` (the first and last printed
    column number), then one line per printed row, the highest row first: ``43: c c f . w``
    with one letter per column (``.`` where the sheet has no hex). The hex number is the row
    number followed by the column number (XXYY), as printed.

hex lists (``regions.ini``, ``hexsides.ini``)
    INI sections (Python's configparser, no interpolation). A hex list is hex numbers
    separated by blanks or new lines; ``1205-1214`` is the run of a row from column 05 to
    14. A hexside is written ``1111|1112`` (the side between the two hexes).

``rails.txt``
    One link per line, ``rail: 3601 3602 3603``; a line starting with a blank continues
    the one before.

``*.csv``
    A header row and one row per city or unit; an empty cell is "not given".
"""

from __future__ import annotations

import configparser
import csv
import re
import sys
from pathlib import Path


class SourceError(ValueError):
    """A mistake in a source file, with its place."""

    def __init__(self, path: Path | str, where: str, message: str) -> None:
        super().__init__(f"{path}: {where}: {message}")


def _lines(path: Path):
    """(line number, text) of the lines that are not blank and not ``#`` comments."""
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        if line.strip() and not line.lstrip().startswith("#"):
            yield n, line


def read_grid(path: Path) -> dict[str, str]:
    """The terrain of every hex of a grid file, hex number to terrain id, in file order."""
    legend: dict[str, str] = {}
    first = last = None
    out: dict[str, str] = {}
    for n, line in _lines(path):
        head, _, rest = line.partition(":")
        head = head.strip()
        if head == "legend":
            for item in rest.split():
                letter, eq, tid = item.partition("=")
                if not eq or not letter or not tid:
                    raise SourceError(path, f"line {n}", f"legend item {item!r} is not letter=terrain")
                legend[letter] = tid
        elif head == "columns":
            try:
                first, last = (int(x) for x in rest.split())
            except ValueError:
                raise SourceError(path, f"line {n}", "columns needs two numbers") from None
        elif head.isdigit():
            if first is None or last is None:
                raise SourceError(path, f"line {n}", "a row comes before the columns line")
            cells = rest.split()
            if len(cells) != last - first + 1:
                raise SourceError(path, f"line {n}", f"row {head} has {len(cells)} cells, "
                                                     f"not {last - first + 1}")
            for i, cell in enumerate(cells):
                if cell == ".":
                    continue
                if cell not in legend:
                    raise SourceError(path, f"line {n}", f"{cell!r} is not in the legend")
                out[f"{head}{first + i:02d}"] = legend[cell]
        else:
            raise SourceError(path, f"line {n}", f"cannot read {line.strip()[:30]!r}")
    return out


_RUN = re.compile(r"^(\d\d)(\d\d)-(\d\d)(\d\d)$")
_HEX = re.compile(r"^\d{4}$")


def parse_hexes(text: str, where: str = "") -> list[str]:
    """The hex numbers of a hex list, runs expanded, in the order written."""
    out: list[str] = []
    for item in text.split():
        m = _RUN.match(item)
        if m:
            row, c0, row2, c1 = m.groups()
            if row != row2 or int(c1) < int(c0):
                raise ValueError(f"{where}: {item!r} is not a run along one row")
            out += [f"{row}{c:02d}" for c in range(int(c0), int(c1) + 1)]
        elif _HEX.match(item):
            out.append(item)
        else:
            raise ValueError(f"{where}: {item!r} is not a hex number or a run")
    return out


def parse_hexsides(text: str) -> list[tuple[str, str]]:
    out = []
    for item in text.split():
        a, bar, b = item.partition("|")
        if not bar or not _HEX.match(a) or not _HEX.match(b):
            raise ValueError(f"{item!r} is not a hexside (write 1111|1112)")
        out.append((a, b))
    return out


def read_ini(path: Path) -> configparser.ConfigParser:
    cp = configparser.ConfigParser(interpolation=None, delimiters=("=",), comment_prefixes=("#",))
    cp.optionxform = str  # keys keep their case
    try:
        with path.open(encoding="utf-8") as fh:
            cp.read_file(fh)
    except configparser.Error as e:
        raise SourceError(path, "$", str(e)) from None
    return cp


def read_hexsides(path: Path) -> list[dict]:
    """Hexsides with their features: one INI section per feature, key ``hexsides``.

    A side listed under two features gets both; the result is in first-listed order."""
    cp = read_ini(path)
    sides: dict[tuple[str, str], list[str]] = {}
    for feature in cp.sections():
        try:
            pairs = parse_hexsides(cp[feature].get("hexsides", ""))
        except ValueError as e:
            raise SourceError(path, f"[{feature}]", str(e)) from None
        for pair in pairs:
            sides.setdefault(pair, []).append(feature)
    return [{"a": a, "b": b, "features": fs} for (a, b), fs in sides.items()]


def read_links(path: Path) -> list[dict]:
    """Rail or road lines: ``kind: hex hex ...`` per line, blank-led lines continuing."""
    links: list[dict] = []
    for n, line in _lines(path):
        if line[0].isspace():
            if not links:
                raise SourceError(path, f"line {n}", "a continuation line comes first")
            links[-1]["hexes"] += parse_hexes(line, f"{path}: line {n}")
            continue
        kind, colon, rest = line.partition(":")
        if not colon:
            raise SourceError(path, f"line {n}", "a line must start with its kind: rail or road")
        try:
            links.append({"kind": kind.strip(), "hexes": parse_hexes(rest, f"{path}: line {n}")})
        except ValueError as e:
            raise SourceError(path, f"line {n}", str(e)) from None
    return links


def read_regions(path: Path) -> tuple[list[dict], dict[str, list[str]]]:
    """Regions (one section each: kind, name_en, name_ja, side, color, hexes) in file order,
    and the ``[control]`` section (side = hex list)."""
    cp = read_ini(path)
    regions: list[dict] = []
    control: dict[str, list[str]] = {}
    for sec in cp.sections():
        s = cp[sec]
        try:
            if sec == "control":
                for side, hexes in s.items():
                    control[side] = parse_hexes(hexes, f"[control] {side}")
                continue
            region = {"id": sec, "kind": s["kind"],
                      "name": {"en": s["name_en"], "ja": s.get("name_ja", "")}}
            if "side" in s:
                region["side"] = s["side"]
            region["hexes"] = parse_hexes(s.get("hexes", ""), f"[{sec}]")
            if "color" in s:
                region["color"] = s["color"]
        except (KeyError, ValueError) as e:
            raise SourceError(path, f"[{sec}]", f"{e}") from None
        regions.append(region)
    return regions, control


def read_csv(path: Path) -> list[dict[str, str]]:
    """The rows of a CSV file (``#`` lines are comments), cells stripped; each row's
    ``_line`` is its line number in the file."""
    with path.open(encoding="utf-8", newline="") as fh:
        kept = [(n, text) for n, text in enumerate(fh, 1) if not text.startswith("#")]
    reader = csv.DictReader(text for _, text in kept)
    out = []
    for row in reader:
        cells = {k: (v or "").strip() for k, v in row.items() if k is not None}
        cells["_line"] = str(kept[reader.line_num - 1][0])
        out.append(cells)
    return out


def split_words(cell: str) -> list[str]:
    return cell.split() if cell else []


def _flag(cell: str) -> bool:
    if cell not in ("", "yes"):
        raise ValueError(f"{cell!r} must be 'yes' or empty")
    return cell == "yes"


def read_cities(path: Path) -> list[dict]:
    """Cities from a CSV file: id, hex, name_en, name_ja, kind, vp, port, fortress, tags
    (blank-separated) and ``rulebook`` (the rule that prints the hex; not copied into the
    scenario, checked by the tests)."""
    out = []
    for row in read_csv(path):
        try:
            city: dict = {"id": row["id"], "hex": row["hex"],
                          "name": {"en": row["name_en"], "ja": row["name_ja"]}, "kind": row["kind"]}
            if not _HEX.match(city["hex"]):
                raise ValueError(f"hex {city['hex']!r} is not a hex number")
            if row.get("vp"):
                city["vp"] = int(row["vp"])
            if _flag(row.get("port", "")):
                city["port"] = True
            if _flag(row.get("fortress", "")):
                city["fortress"] = True
            if row.get("tags"):
                city["tags"] = split_words(row["tags"])
        except (KeyError, ValueError) as e:
            raise SourceError(path, f"line {row['_line']}", str(e)) from None
        out.append(city)
    return out


_STEP = re.compile(r"^(\d+)(?:\((\d+)\))?-(\d+)$")


def parse_step(text: str) -> dict[str, int]:
    """One step as printed on a counter: ``6-6`` (strength-movement) or ``8(4)-4``
    (strength, passive defence in brackets, movement)."""
    m = _STEP.match(text)
    if not m:
        raise ValueError(f"step {text!r} is not strength-movement or strength(passive)-movement")
    out = {"strength": int(m.group(1))}
    if m.group(2) is not None:
        out["passive"] = int(m.group(2))
    out["movement"] = int(m.group(3))
    return out


def read_units(path: Path) -> list[dict]:
    """Units from a CSV file: id, side, nationality, type, kind (blank: an ordinary unit),
    name_en, name_ja, steps (full then reduced, blank-separated), flags, setup (a setup code
    or a hex number), arrival_turn, arrival_where, provenance."""
    out = []
    for row in read_csv(path):
        try:
            unit: dict = {"id": row["id"], "name": {"en": row["name_en"], "ja": row["name_ja"]},
                          "side": row["side"], "nationality": row["nationality"],
                          "type": row["type"]}
            if row.get("kind"):
                unit["kind"] = row["kind"]
            unit["steps"] = [parse_step(s) for s in split_words(row["steps"])]
            if row.get("flags"):
                unit["flags"] = split_words(row["flags"])
            setup = row.get("setup", "")
            if setup:
                unit["setup"] = {"hex": setup} if _HEX.match(setup) else {"code": setup}
            if row.get("arrival_turn"):
                unit["arrival"] = {"turn": int(row["arrival_turn"])}
                if row.get("arrival_where"):
                    unit["arrival"]["where"] = row["arrival_where"]
            if row.get("provenance"):
                unit["provenance"] = row["provenance"]
        except (KeyError, ValueError) as e:
            raise SourceError(path, f"line {row['_line']}", str(e)) from None
        out.append(unit)
    return out


def first_difference(old: str, new: str) -> str:
    """Where two texts first differ, as 'line N: ... / ...' (empty if they are equal)."""
    if old == new:
        return ""
    if not old:
        return "the shipped file is missing or empty"
    a, b = old.splitlines(), new.splitlines()
    for i, (x, y) in enumerate(zip(a, b), 1):
        if x != y:
            return f"line {i}: shipped {x.strip()!r}, built {y.strip()!r}"
    i = min(len(a), len(b)) + 1
    if len(a) != len(b):
        return f"line {i}: the {'shipped' if len(a) > len(b) else 'built'} file goes on"
    return "the line endings differ"


def write_or_check(data, out: Path, argv: list[str] | None = None) -> int:
    """Build the scenario (``data``: the scenario as a dict, or a function making it),
    validate it, then write it to ``out`` in the project's canonical form; with ``--check``,
    compare instead and return 1 naming the first difference. A mistake in a source or in
    the scenario is reported (file, place, what) with exit status 2."""
    import argparse

    from qtwargame.scenario.io import ScenarioError, dumps_scenario, scenario_from_data

    ap = argparse.ArgumentParser(description="Build the scenario from its sources.")
    ap.add_argument("--check", action="store_true",
                    help="do not write; exit 1 if the shipped file differs from the build")
    ap.add_argument("--out", type=Path, default=out)
    args = ap.parse_args(argv)
    try:
        text = dumps_scenario(scenario_from_data(data() if callable(data) else data, str(args.out)))
    except (SourceError, ScenarioError) as e:
        print(f"cannot build {args.out.name}:\n{e}", file=sys.stderr)
        return 2
    return check_or_write(text, args.out, args.check)


def check_or_write(text: str, out: Path, check: bool) -> int:
    """The end of every game's build: with ``check``, compare ``text`` with the shipped
    ``out`` and return 1 naming the first difference (0 if they are the same); otherwise
    write it atomically (a failed build never leaves half a file)."""
    if check:
        old = out.read_text(encoding="utf-8") if out.exists() else ""
        diff = first_difference(old, text)
        if diff:
            print(f"{out} differs from its sources: {diff}", file=sys.stderr)
            return 1
        print(f"{out} is what its sources build")
        return 0
    from qtwargame.atomic import write_atomic

    write_atomic(out, text)
    print(f"wrote {out}")
    return 0


def header(scenario) -> dict:
    """The scenario's top-level fields that a game's ``scenario.py`` module names directly
    (identity, sides, nationalities, terrain and feature kinds, city kinds, weather)."""
    return {
        "format_version": 2,
        "id": scenario.ID,
        "title": scenario.TITLE,
        "description": scenario.DESCRIPTION,
        "ruleset": scenario.ID,
        "provenance": scenario.PROVENANCE,
        "sides": scenario.SIDES,
        "nationalities": scenario.NATIONALITIES,
        "terrain": scenario.TERRAIN,
        "features": scenario.FEATURES,
        "city_kinds": scenario.CITY_KINDS,
        "weather": scenario.WEATHER,
    }


def sibling(build_file: str, name: str):
    """The module ``name``.py next to ``build_file``, loaded under a name unique to its
    folder (each game has its own ``rulebook`` and ``scenario``)."""
    import importlib.util

    folder = Path(build_file).resolve().parent
    spec = importlib.util.spec_from_file_location(f"{folder.name}_{name}", folder / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class GridFit:
    """A least-squares fit of a printed map's hex numbers to latitude and longitude: the
    row ``xx`` and column ``yy`` are each ``a lat + b lon + c`` with the given ``(a, b, c)``.
    Each game's ``geography.py`` holds its own fit; ``main`` is its command line."""

    def __init__(self, xx: tuple[float, float, float], yy: tuple[float, float, float]):
        self.xx, self.yy = xx, yy

    def fit(self, lat: float, lon: float) -> tuple[float, float]:
        """The printed (row, column) of a point, as fractions."""
        (a, b, c), (d, e, f) = self.xx, self.yy
        return a * lat + b * lon + c, d * lat + e * lon + f

    def fit_hex(self, lat: float, lon: float) -> str:
        """The hex number nearest the fitted position of a point (XXYY)."""
        xx, yy = self.fit(lat, lon)
        return f"{round(xx):02d}{round(yy):02d}"

    def main(self, argv: list[str]) -> int:
        """``geography.py LAT LON``: print the hex a point falls in."""
        if len(argv) != 2:
            print("usage: geography.py LAT LON (degrees north, degrees east)", file=sys.stderr)
            return 2
        print(self.fit_hex(float(argv[0]), float(argv[1])))
        return 0
