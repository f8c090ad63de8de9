"""The ``rules_data`` a Defiant Russia scenario carries, validated with pydantic.

Every number the rulebook states lives here (and in the scenario file), not in code: the
terrain effects chart (9.0), the weather tables (8.1, 8.2), exploitation allowances (6.6),
rail capacity (6.5), supply ranges (5.0, 5.2), replacement schedules (10.13, 10.14), the
air point schedule (11.7), casualty multipliers and victory cities (13.0).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, field_validator

from qtwargame.engine.checks import CheckError
from qtwargame.engine.refs import (
    CityName,
    CityRef,
    DieFaces,
    FeatureRef,
    Names,
    RegionRef,
    Roles,
    SideRef,
    TerrainRef,
    UnitRef,
    UnitTypeRef,
)
from qtwargame.engine.text import Texts
from qtwargame.i18n import QT_TRANSLATE_NOOP

#: The words of this ruleset's scenario checks.
_C = Texts("ScenarioCheck")

#: The keys of this ruleset's data mappings that name a role, not a scenario id: the
#: editor's rules data form shows them in words, translated (``RulesData``).
FORM_WORDS = (
    QT_TRANSLATE_NOOP("RulesData", "baltic"),
    QT_TRANSLATE_NOOP("RulesData", "black sea"),
    QT_TRANSLATE_NOOP("RulesData", "movement"),
    QT_TRANSLATE_NOOP("RulesData", "finland"),
    QT_TRANSLATE_NOOP("RulesData", "german armor"),
    QT_TRANSLATE_NOOP("RulesData", "german foot"),
    QT_TRANSLATE_NOOP("RulesData", "guderian"),
    QT_TRANSLATE_NOOP("RulesData", "hungary"),
    QT_TRANSLATE_NOOP("RulesData", "romania"),
    QT_TRANSLATE_NOOP("RulesData", "stalin"),
    QT_TRANSLATE_NOOP("RulesData", "zhukov"),
    QT_TRANSLATE_NOOP("RulesData", "strength"),
    QT_TRANSLATE_NOOP("RulesData", "ussr"),
    QT_TRANSLATE_NOOP("RulesData", "major city"),
    QT_TRANSLATE_NOOP("RulesData", "german other"),
    QT_TRANSLATE_NOOP("RulesData", "soviet elite"),
    QT_TRANSLATE_NOOP("RulesData", "soviet other"),
    QT_TRANSLATE_NOOP("RulesData", "minor ally"),
    QT_TRANSLATE_NOOP("RulesData", "romanian mobile"),
    QT_TRANSLATE_NOOP("RulesData", "foot"),
    QT_TRANSLATE_NOOP("RulesData", "default"),
    QT_TRANSLATE_NOOP("RulesData", "other"),
)


#: The regions the rules read by role, the leaders and the fleets (form words: nothing is
#: checked against them, the rules read the roles they know).
RegionRole = Literal["ussr", "finland", "hungary", "romania", "black_sea"]
LeaderRole = Literal["guderian", "stalin", "zhukov"]
FleetRole = Literal["baltic", "black_sea"]
#: The movement classes of the terrain effects chart (9.0).
MoveClass = Literal["foot", "mountain", "armor"]
#: The printed values 12.2 (no purge) replaces on a Soviet unit's full side.
PrintedValue = Literal["strength", "movement"]
#: 6.6: the rows of the exploitation chart (``units.exploit_category``) and the weathers it
#: is read in (light mud is the rules' own, 6.63: one hex with Guderian; a weather not
#: given: no exploitation, as in mud, 6.64).
AxisExploit = Literal["german_armor", "german_foot", "italian", "romanian_mobile"]
SovietExploit = Literal["armor", "cavalry", "shock"]
ExploitWeather = Literal["clear", "mud", "snow"]
#: 13.0: the casualty categories (``units.casualty_category``).
CasualtyCategory = Literal["german_armor", "german_other", "finnish", "minor_ally",
                           "soviet_elite", "soviet_other"]
#: 11.3: what an airborne drop's die does to the unit.
AirborneResult = Literal["eliminated", "reduced", "none"]
#: 11.3 as the rulebook prints it, die 1 to 6.
_AIRBORNE_RESULTS: list[AirborneResult] = ["eliminated", "reduced", "reduced", "none", "none",
                                          "none"]
#: A side's id as a mapping's key where the rules read their sides (not checked: the
#: scenario's side checks); a region's id the ruleset checks itself (``validate_scenario``).
SideKey = Annotated[str, Names("side")]
RegionName = Annotated[str, Names("region")]

WEATHERS = ("clear", "light_mud", "mud", "snow")
MOVE_CLASSES = ("foot", "mountain", "armor")
#: What crossing the strait costs is read for armor and for the others (9.0 chart).
StraitClass = Literal["armor", "other"]
#: A city kind of the scenario as a mapping's key (9.0's chart reads a city by its kind).
CityKindKey = Annotated[str, Names("city_kind")]
#: 9.0: what a city kind counts as in combat.
CityEffectWord = Literal["city", "major", "none"]


#: A turn number as a key of a JSON object: written as text ("3") and read as a number. The
#: models are strict (no ``true`` where a number belongs), so the key alone is converted.
TurnKey = Annotated[int, Strict(False)]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class TerrainEffect(_Model):
    """One row of the terrain effects chart (9.0)."""

    cost: dict[Annotated[str, Roles.of(MoveClass)], int | None] = Field(
        description="MP to enter by movement class (foot, mountain, armor); null: may not enter.")
    defense_per_unit: int = Field(default=0, description="Added to each defending unit (rough).")
    defense_total: int = Field(default=0, description="Added once to the defending hex (forest, swamp).")
    armor_attack_halved: bool = Field(default=False, description="Attacking armor halved (swamp).")


class SnowConversion(_Model):
    """8.3: in snow a terrain counts as another, optionally only north of a hex row."""

    terrain: TerrainRef
    becomes: TerrainRef
    north_of_row: int | None = Field(default=None, description="Only hexes whose row XX is greater.")


class Exploitation(_Model):
    """6.6: exploitation allowance (MP) by unit category and weather; missing: may not exploit."""

    axis: dict[Annotated[str, Roles.of(AxisExploit)],
               dict[Annotated[str, Roles.of(ExploitWeather)], int]]
    soviet: dict[Annotated[str, Roles.of(SovietExploit)],
                 dict[Annotated[str, Roles.of(ExploitWeather)], int]]


class CityRoles(_Model):
    """Cities the rules name, by city id on the map (missing ones simply do not apply)."""

    moscow: CityName | None = None
    leningrad: CityName | None = None
    kiev: CityName | None = None
    stalingrad: CityName | None = None
    gorky: CityName | None = None
    warsaw: CityName | None = None
    bucharest: CityName | None = None
    helsinki: CityName | None = None
    odessa: CityName | None = None
    sevastopol: CityName | None = None


class Casualties(_Model):
    """13.0 multipliers by casualty category (see ``units.casualty_category``)."""

    weights: dict[Annotated[str, Roles.of(CasualtyCategory)], int]


class DRData(_Model):
    """Defiant Russia's rules data. The weather ids (8.1, 8.2) are the rules' own four
    weathers, and the Kerch and rail-over-sea hexes, the 12.1 early arrivals and the 12.2
    no-purge types apply only where the scenario has them, so they are not references to
    the scenario; the cities, regions, sides, unit types, terrain and hexside features named
    here are (``engine.refs``)."""

    terrain: dict[TerrainRef, TerrainEffect]
    snow_conversions: list[SnowConversion] = Field(default_factory=list)
    movement_class: dict[UnitTypeRef, Annotated[str, Roles.of(MoveClass)]] = Field(
        description="Unit type id -> movement class (foot, mountain, armor); a type not "
                    "listed moves as foot.")
    water_features: dict[FeatureRef, bool] = Field(
        default_factory=lambda: {"sea": False, "lake": True},
        description="Hexside features of water between land hexes -> crossable in snow (8.3).")
    neutral_regions: list[RegionRef] = Field(default_factory=list,
                                       description="Regions no unit may enter (neutral countries).")
    city_kinds: dict[CityKindKey, Annotated[str, Roles.of(CityEffectWord)]] = Field(
        default_factory=lambda: {"city": "city", "port_city": "city", "fortress": "city",
                                 "major_city": "major", "capital": "major", "town": "none"},
        description="9.0: city kind -> combat effect (city, major or none).")
    river_feature: FeatureRef = "river"
    strait_feature: FeatureRef = "strait"
    river_armor_cost: int = 1
    strait_cost: dict[Annotated[str, Roles.of(StraitClass)], int] = Field(
        default_factory=lambda: {"armor": 3, "other": 2})
    historical_weather: dict[TurnKey, str] = Field(
        title="Historical weather",
        description="8.1: the weather each turn is played in. The turn track shows the weather "
                    "of the Turns panel: keep the two alike.")
    random_weather: dict[TurnKey, list[str]] = Field(
        title="Random weather",
        description="8.2: with the random weather option, the weather for each die roll 1 to 6; "
                    "a turn not listed keeps its historical weather. The Results Tables panel "
                    "shows the scenario's own table.")
    exploitation: Exploitation
    rail_capacity: dict[SideRef, dict[str, int]] = Field(
        description="6.5: side -> weather id or 'default' -> units per turn.")
    supply_range: dict[SideRef, dict[str, int]] = Field(
        description="5.0, 5.2: side -> weather id or 'default' -> hexes to a rail line.")
    replacement_points: dict[SideRef, dict[TurnKey, int]] = Field(
        title="Replacement points",
        description="10.13, 10.14: each side's replacement points by turn (Soviet: before "
                    "deductions).")
    replacement_armor_cap: dict[SideRef, dict[TurnKey, int]] = Field(
        title="Armor replacement cap",
        description="10.13, 10.14: the most armor units of each side that receive replacement "
                    "points, by turn.")
    rp_flip_cost: int = 1
    rp_return_cost: int = 2
    soviet_rp_cities: list[CityName] = Field(default_factory=list,
                                        description="10.14: city ids that cost RP when lost.")
    air_points: dict[TurnKey, dict[SideRef, int]] = Field(
        title="Air points", description="11.7: each side's air points by turn.")
    air_max_per_attack: int = 3
    air_max_per_fleet: int = 3
    air_fleet_range: int = 4
    casualties: Casualties
    auto_victory: dict[SideRef, list[CityRef]] = Field(
        description="13.0: side -> city ids it must hold at once to win at once.")
    stalin_vp: int = 1
    casualty_vp: int = 1
    cities: CityRoles
    ports: list[CityName] = Field(default_factory=list, description="11.53: Black Sea port city ids.")
    kerch: list[str] = Field(default_factory=list, description="9.2: the two strait hexes.")
    rail_sea_hexes: list[str] = Field(default_factory=list,
                                      description="9.23: rail hexes over the sea (rail movement only).")
    fleet_kerch_range: int = 2
    finnish_south_row: int = 39
    regions: dict[Annotated[str, Roles.of(RegionRole)], RegionName] = Field(
        description="Role -> region id: ussr, finland, hungary, romania, black_sea.")
    supply_edges: dict[SideKey, RegionName] = Field(
        description="5.0: side -> region id of its supply edge.")
    retreat_edges: dict[SideKey, RegionName] = Field(
        description="7.23: side -> region id retreats head for.")
    reinforcement_edges: dict[SideKey, RegionName] = Field(
        description="10.2: side -> region id of its reinforcement (or overflow) rail hexes.")
    setup_fixed: dict[UnitRef, CityRef] = Field(
        default_factory=dict, description="3.1: unit id -> city id it must set up in.")
    no_purge: dict[Annotated[str, Names("unit_type")],
                   dict[Annotated[str, Roles.of(PrintedValue)], int]] = Field(
        default_factory=dict, description="12.2: unit type -> full-strength values.")
    early_invasion_arrivals: dict[Annotated[str, Names("unit", (("*", "axis"),))], int] = Field(
        default_factory=dict, description="12.1: unit id -> arrival turn.")
    leaders: dict[Annotated[str, Roles.of(LeaderRole)],
                  Annotated[str, Names("unit", (("guderian", "axis"), ("stalin", "soviet"),
                                                ("zhukov", "soviet")))]] = Field(
        description="guderian, stalin, zhukov -> unit id.")
    fleets: dict[Annotated[str, Roles.of(FleetRole)],
                 Annotated[str, Names("unit", (("*", "soviet"),))]] = Field(
        default_factory=dict, description="baltic, black_sea -> unit id.")
    airborne_range: int = 4
    airborne_table: Annotated[list[AirborneResult], DieFaces()] = Field(
        default_factory=lambda: _AIRBORNE_RESULTS.copy(),
        min_length=6, max_length=6,
        description="11.3: die 1..6 -> eliminated, reduced or none.")

    @field_validator("airborne_table", mode="before")
    @classmethod
    def _a_result_for_each_face(cls, v: object) -> object:
        """11.3 reads the table by one die: a table of another length is refused in words
        (not the model's bare 'List should have at least 6 items')."""
        if isinstance(v, list) and len(v) != 6:
            raise CheckError(_C("{n:# entry|# entries}, where one for each die face 1 to 6 is "
                                "needed", n=len(v)))
        return v
    partisans_from_turn: int = 4
    shock_turn: int = 7
    zhukov_hexes: int = 3
    zhukov_exploit_hexes: int = 2
