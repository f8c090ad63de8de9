"""The scenario file format: pydantic models of everything a game is made of.

A scenario is data only. It names its ruleset by id; the ruleset reads the parts it
understands (``rules_data`` is validated by the ruleset's own model). Hex positions are
written as printed hex numbers (``"1509"``) and resolved through the map's grid.

The JSON Schema of these models is exported to ``docs/scenario.schema.json``.
"""

from __future__ import annotations

from typing import Annotated, Any, Final, Literal

from pydantic import BaseModel, ConfigDict, Field

#: The format version this program writes. Older versions load through
#: :mod:`qtwargame.scenario.migrations`.
FORMAT_VERSION: Final = 2

Label = str  # a printed hex number such as "1509"

# -- value limits ----------------------------------------------------------------------
# Generous bounds on every number a game reads, so that a typing slip (a strength of
# 10**18, a negative turn) is refused when the file is read instead of hanging or crashing
# the game later. No historical game comes near them.

#: The largest value on a counter (strength, movement, passive value...).
MAX_STEP_VALUE = 999
#: The most steps (sides and reduced states) one counter may have.
MAX_STEPS = 20
#: The most turns a scenario may have, and so the latest turn anything may name.
MAX_TURNS = 1000
#: The largest victory-point value of one city.
MAX_VP = 1000

StepValue = Annotated[int, Field(ge=0, le=MAX_STEP_VALUE)]


class Model(BaseModel):
    model_config = ConfigDict(extra="forbid", validate_assignment=True, strict=True)


class Localized(Model):
    """A text in English and Japanese. Japanese may be empty; English then shows."""

    en: str
    ja: str = ""

    def get(self, lang: str) -> str:
        value = getattr(self, lang, "") if lang in ("en", "ja") else ""
        return value or self.en


class Provenance(Model):
    """Where a part of the scenario comes from (DATA-POLICY principle 3)."""

    kind: Literal["rulebook", "reconstructed", "designer"]
    note: str = Field(description="One line: the source or the basis of the reconstruction.")
    note_ja: str = Field("", description="The same line in Japanese (empty: the English shows).")

    def note_in(self, lang: str) -> str:
        """The note in ``lang``, or the English one where no Japanese is written."""
        return (self.note_ja if lang == "ja" else "") or self.note


class SideSpec(Model):
    id: str
    name: Localized
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")


class NationalitySpec(Model):
    id: str
    side: str
    name: Localized
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$", description="Counter background.")
    text_color: str = Field(default="#000000", pattern=r"^#[0-9a-fA-F]{6}$")


class TerrainSpec(Model):
    id: str
    name: Localized
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    water: bool = Field(default=False, description="Sea or lake: not a land hex.")
    pattern: str = Field(default="", description="Optional fill pattern for the board view.")


class FeatureSpec(Model):
    """A kind of hexside feature: river, strait, sea, lake, border, no-ZOC..."""

    id: str
    name: Localized
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$")
    width: float = Field(default=1.0, gt=0, le=100, allow_inf_nan=False)


class CityKindSpec(Model):
    id: str
    name: Localized
    symbol: Literal["capital", "major_city", "city", "town", "fortress", "port"] = "city"


class CitySpec(Model):
    id: str
    hex: Label
    name: Localized
    kind: str
    vp: int = Field(default=0, ge=-MAX_VP, le=MAX_VP)
    port: bool = False
    fortress: bool = False
    tags: list[str] = Field(default_factory=list)


class HexsideSpec(Model):
    a: Label
    b: Label
    features: list[str] = Field(min_length=1)


#: Road and rail grades a line may carry: 1 first class (the default), 2 second class.
#: Shin Barbarossa (8.2) distinguishes two classes of road; no bundled game needs a third,
#: and widening the range later keeps every file valid.
LINK_GRADES = (1, 2)


LinkKind = Literal["rail", "road"]


class LinkSpec(Model):
    """A rail or road line: a path of adjacent hexes."""

    kind: LinkKind
    hexes: list[Label] = Field(min_length=2)
    name: str = ""
    grade: int = Field(default=1, ge=LINK_GRADES[0], le=LINK_GRADES[-1],
                       description="1 first class, 2 second class (e.g. SB 8.2 roads).")


class RegionSpec(Model):
    """A named set of hexes: a country, district, army-group sector, setup area,
    rear area, map edge and so on. ``side`` says whose it is where that matters."""

    id: str
    kind: str
    name: Localized
    side: str | None = None
    hexes: list[Label] = Field(default_factory=list)
    color: str = Field(default="#808080", pattern=r"^#[0-9a-fA-F]{6}$")


GridOrientation = Literal["flat", "pointy"]
#: The columns (flat tops) or rows (pointy tops) pushed half a hex out: the odd or the even ones.
GridShift = Literal["odd", "even"]
#: How a hex number reads: its column then its row, or its row then its column.
LabelOrder = Literal["colrow", "rowcol"]


class GridModel(Model):
    orientation: GridOrientation = "flat"
    shifted: GridShift = "even"
    rows_up: bool = False
    order: LabelOrder = "colrow"
    digits: int = Field(default=2, ge=1, le=4)


class MapSpec(Model):
    grid: GridModel
    hexes: dict[Label, str] = Field(description="Every hex on the map and its terrain id.")
    hexsides: list[HexsideSpec] = Field(default_factory=list)
    cities: list[CitySpec] = Field(default_factory=list)
    links: list[LinkSpec] = Field(default_factory=list)
    regions: list[RegionSpec] = Field(default_factory=list)
    control: dict[str, list[Label]] = Field(
        default_factory=dict, description="Side id -> hexes it controls at the start."
    )


class UnitTypeSpec(Model):
    id: str
    name: Localized
    symbol: str = Field(description="NATO symbol drawn on the counter, e.g. infantry, armor.")
    tags: list[str] = Field(default_factory=list)


class SetupSpec(Model):
    """Where a unit starts: a setup code, a hex, or a region (one of them)."""

    code: str | None = None
    hex: Label | None = None
    region: str | None = None


class ArrivalSpec(Model):
    turn: int = Field(ge=1, le=MAX_TURNS)
    where: str = Field(default="", description="A setup code, region id or hex number.")


class UnitSpec(Model):
    id: str
    name: Localized
    side: str
    nationality: str
    type: str
    kind: Literal["unit", "leader", "fleet", "supply", "marker"] = "unit"
    steps: list[dict[str, StepValue]] = Field(
        min_length=1, max_length=MAX_STEPS,
        description=f"Values of each step, full strength first (each 0 to {MAX_STEP_VALUE}).",
    )
    flags: list[str] = Field(default_factory=list)
    setup: SetupSpec | None = None
    arrival: ArrivalSpec | None = None
    provenance: str = Field(default="", description="rulebook, reconstructed or designer: source")


class SetupCodeSpec(Model):
    code: str
    side: str
    name: Localized
    region: str | None = Field(default=None, description="Region whose hexes are allowed.")
    hexes: list[Label] = Field(default_factory=list, description="Or an explicit hex list.")


class WeatherSpec(Model):
    id: str
    name: Localized
    color: str = Field(default="#ffffff", pattern=r"^#[0-9a-fA-F]{6}$")


class TurnSpec(Model):
    number: int = Field(ge=1, le=MAX_TURNS)
    date: Localized
    weather: str | None = Field(default=None, description="Historical weather id.")
    data: dict[str, Any] = Field(default_factory=dict, description="Per-turn ruleset data.")


class TableSpec(Model):
    """A results table: columns by key, rows by key, a result string per cell.

    Keys and cells are what the rules read (a die roll, odds, a weather id, an order);
    ``labels`` says how a row key, a column key or a cell value reads to a player, in
    English and Japanese, where it is not a number or a printed code (``"german_lake"``
    reads "German lake", ``"clear:4"`` reads "Clear, 4")."""

    id: str
    name: Localized
    columns: list[str] = Field(min_length=1)
    rows: dict[str, list[str]] = Field(min_length=1)
    notes: Localized | None = None
    labels: dict[str, Localized] = Field(default_factory=dict)

    def label(self, key: str, lang: str) -> str | None:
        """How ``key`` (a row or column key, or a cell) reads in ``lang``; None if the table
        gives it no label."""
        loc = self.labels.get(key)
        return loc.get(lang) if loc is not None else None


class CardSpec(Model):
    id: str
    side: str
    name: Localized
    icons: list[dict[str, Any]] = Field(default_factory=list)
    text: Localized | None = None
    provenance: str = ""


class OptionSpec(Model):
    """An optional rule offered when a new game starts."""

    id: str
    name: Localized
    rule: str = ""
    default: bool | str = False
    choices: list[str] = Field(default_factory=list)
    choice_names: list[Localized] = Field(
        default_factory=list,
        description="What each of `choices` is called, in the same order; empty: each reads "
                    "as its id with spaces for underscores.")


class ScanSpec(Model):
    """A scanned map the designer traces in the editor (no effect on play): the image file
    (relative to the scenario file), where the calibrated grid lies on it (the pixel of
    hex-unit (0, 0) and the hex size in pixels, centre to corner) and its opacity."""

    image: str
    origin_x: float | None = None
    origin_y: float | None = None
    hex_size: float | None = Field(default=None, gt=0)
    opacity: float = Field(default=0.5, ge=0, le=1)


class Scenario(Model):
    format_version: Literal[2] = FORMAT_VERSION
    id: str = Field(pattern=r"^[a-z0-9_]+$")
    title: Localized
    description: Localized
    ruleset: str
    provenance: dict[str, Provenance] = Field(
        default_factory=dict,
        description="Per part (map, order_of_battle, setup, reinforcements, tables, cards).",
    )
    sides: list[SideSpec] = Field(min_length=2)
    nationalities: list[NationalitySpec] = Field(min_length=1)
    terrain: list[TerrainSpec] = Field(min_length=1)
    features: list[FeatureSpec] = Field(default_factory=list)
    city_kinds: list[CityKindSpec] = Field(default_factory=list)
    weather: list[WeatherSpec] = Field(default_factory=list)
    map: MapSpec
    unit_types: list[UnitTypeSpec] = Field(min_length=1)
    units: list[UnitSpec] = Field(default_factory=list)
    setup_codes: list[SetupCodeSpec] = Field(default_factory=list)
    turns: list[TurnSpec] = Field(min_length=1, max_length=MAX_TURNS)
    tables: list[TableSpec] = Field(default_factory=list)
    cards: list[CardSpec] = Field(default_factory=list)
    options: list[OptionSpec] = Field(default_factory=list)
    rules_data: dict[str, Any] = Field(
        default_factory=dict, description="Ruleset-specific data, validated by the ruleset."
    )
    scan: ScanSpec | None = Field(default=None, description="The editor's traced scan.")

    # Convenience lookups (not serialized).
    def side_ids(self) -> list[str]:
        return [s.id for s in self.sides]

    def unit(self, uid: str) -> UnitSpec:
        for u in self.units:
            if u.id == uid:
                return u
        raise KeyError(uid)

    def table(self, tid: str) -> TableSpec:
        for t in self.tables:
            if t.id == tid:
                return t
        raise KeyError(tid)
