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


# The fields' titles and descriptions are the editor's column headings and their tooltips
# (``editor.panels.model_list_model``), translated under ``ModelFields``.


class SideSpec(Model):
    id: str = Field(title="ID", description="How the rest of the scenario and the rules name this side.")
    name: Localized = Field(title="Name", description="The side's name as the players read it.")
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$", title="Colour",
                       description="The side's colour on the map: the hexes it controls, its regions.")


class NationalitySpec(Model):
    id: str = Field(title="ID", description="How units name this nationality.")
    side: str = Field(title="Side", description="The side its units fight for.")
    name: Localized = Field(title="Name", description="The nationality's name as the players read it.")
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$", title="Counter colour",
                       description="The background of its units' counters.")
    text_color: str = Field(default="#000000", pattern=r"^#[0-9a-fA-F]{6}$", title="Text colour",
                            description="The colour of the numbers and the symbol on its counters.")


class TerrainSpec(Model):
    id: str = Field(title="ID", description="How the map's hexes and the rules data name this terrain.")
    name: Localized = Field(title="Name", description="The terrain's name as the players read it.")
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$", title="Colour",
                       description="The fill of its hexes on the map.")
    water: bool = Field(default=False, title="Water", description="Sea or lake: not a land hex.")
    pattern: str = Field(default="", title="Pattern",
                         description="Optional fill pattern for the board view.")


class FeatureSpec(Model):
    """A kind of hexside feature: river, strait, sea, lake, border, no-ZOC..."""

    id: str = Field(title="ID", description="How hexsides and the rules data name this feature.")
    name: Localized = Field(title="Name", description="The feature's name as the players read it.")
    color: str = Field(pattern=r"^#[0-9a-fA-F]{6}$", title="Colour",
                       description="The colour of its line along the hexside.")
    width: float = Field(default=1.0, gt=0, le=100, allow_inf_nan=False, title="Line width",
                         description="How thick its line is drawn (1 is the usual width).")


class CityKindSpec(Model):
    id: str = Field(title="ID", description="How cities name this kind.")
    name: Localized = Field(title="Name", description="The kind's name as the players read it.")
    symbol: Literal["capital", "major_city", "city", "town", "fortress", "port"] = Field(
        default="city", title="Symbol", description="The symbol its cities are drawn with on the map.")


class CitySpec(Model):
    id: str = Field(title="ID", description="How the rules data names this city.")
    hex: Label = Field(title="Hex", description="The hex the city stands in.")
    name: Localized = Field(title="Name", description="The city's name as the players read it.")
    kind: str = Field(title="Kind", description="Its city kind (Definitions ▸ City kinds).")
    vp: int = Field(default=0, ge=-MAX_VP, le=MAX_VP, title="VP",
                    description="The victory points it is worth.")
    port: bool = Field(default=False, title="Port", description="A port city.")
    fortress: bool = Field(default=False, title="Fortress", description="A fortress city.")
    tags: list[str] = Field(default_factory=list, title="Tags",
                            description="Words the rules read of this city, separated by commas.")


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

    id: str = Field(title="ID", description="How the rules data and the set-up name this region.")
    kind: str = Field(title="Kind", description="What the region is to the rules: a country, a "
                                                "setup area, a rear area, a map edge...")
    name: Localized = Field(title="Name", description="The region's name as the players read it.")
    side: str | None = Field(default=None, title="Side",
                             description="Whose it is, where that matters (blank: no side's).")
    hexes: list[Label] = Field(default_factory=list, title="Hexes",
                               description="Its hexes (painted with the region tool).")
    color: str = Field(default="#808080", pattern=r"^#[0-9a-fA-F]{6}$", title="Colour",
                       description="Its outline on the map.")


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
    id: str = Field(title="ID", description="How units name this type.")
    name: Localized = Field(title="Name", description="The type's name as the players read it.")
    symbol: str = Field(title="Symbol",
                        description="NATO symbol drawn on the counter, e.g. infantry, armor.")
    tags: list[str] = Field(default_factory=list, title="Tags",
                            description="Words the rules read of this type, separated by commas.")


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
    code: str = Field(title="Code", description="The setup code on the counters; units name it.")
    side: str = Field(title="Side", description="The side whose units set up by this code.")
    name: Localized = Field(title="Name", description="The code's name as the players read it.")
    region: str | None = Field(default=None, title="Region",
                               description="Region whose hexes are allowed.")
    hexes: list[Label] = Field(default_factory=list, title="Hexes",
                               description="Or an explicit hex list.")


class WeatherSpec(Model):
    id: str = Field(title="ID", description="How the turns and the rules data name this weather.")
    name: Localized = Field(title="Name", description="The weather's name as the players read it.")
    color: str = Field(default="#ffffff", pattern=r"^#[0-9a-fA-F]{6}$", title="Colour",
                       description="The colour the weather is shown in.")


class TurnSpec(Model):
    number: int = Field(ge=1, le=MAX_TURNS, title="Turn", description="The turn's number.")
    date: Localized = Field(title="Date", description="The turn's date as the players read it.")
    weather: str | None = Field(default=None, title="Weather",
                                 description="The turn's weather in history.")
    data: dict[str, Any] = Field(default_factory=dict, title="Rules data",
                                 description="Per-turn ruleset data.")


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

    id: str = Field(title="ID", description="How the rules name this option.")
    name: Localized = Field(title="Name", description="The option's name in New Game.")
    rule: str = Field(default="", title="Rule", description="The rule it comes from.")
    default: bool | str = Field(default=False, title="Default",
                                description="On or off, or the choice, unless the players change it.")
    choices: list[str] = Field(default_factory=list, title="Choices",
                               description="Its choices' ids, separated by commas (none: on or off).")
    choice_names: list[Localized] = Field(
        default_factory=list, title="Choice names",
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
    id: str = Field(pattern=r"^[a-z0-9_]+$", title="ID")
    title: Localized = Field(title="Title")
    description: Localized = Field(title="Description")
    ruleset: str = Field(title="Ruleset")
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
