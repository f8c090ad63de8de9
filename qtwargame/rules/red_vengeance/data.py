"""The ``rules_data`` a Red Vengeance scenario carries, validated with pydantic.

Every number the rulebook states lives in the scenario file, not in code (rebuilt by
``scenarios/sources/red_vengeance/build.py`` from ``rulebook.py``): the terrain chart
(9.1), the weather schedules (13.0, 14.7), the air table (12.1), replacement points (10.2,
10.3), strategic moves (6.5), exploitation (6.6), leaders (11.21-11.27), the minor allies
(11.31), the events (10.5, 11.5, 11.7-11.9), the Baltic track (12.22), the Black Sea
(12.21), victory (15.1-15.3) and the optional rules (14.1-14.8). The editor builds its form
from this model, and a bad value is refused with its JSON path (``scenario_problems``).

Turn numbers are the keys of the schedules, as text ("1" is June 1944, "11" April 1945).
"""

from __future__ import annotations

from typing import Annotated, Any, ClassVar, Literal

from pydantic import BaseModel, ConfigDict, Field, ValidationError, field_validator

from qtwargame.engine.checks import CheckError, pydantic_problems
from qtwargame.engine.refs import CityRef, Names, RegionRef, Roles, TerrainRef, TurnText, UnitRef
from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Texts
from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.rules.dice_bucket.weather import die_row_problem
from qtwargame.rules.limits import number_problems

#: The keys of this ruleset's data mappings that name a role, not a scenario id: the
#: editor's rules data form shows them in words, translated (``RulesData``).
FORM_WORDS = (
    QT_TRANSLATE_NOOP("RulesData", "bulgaria"),
    QT_TRANSLATE_NOOP("RulesData", "hungary"),
    QT_TRANSLATE_NOOP("RulesData", "romania"),
    QT_TRANSLATE_NOOP("RulesData", "allied eliminated"),
    QT_TRANSLATE_NOOP("RulesData", "allied reduced"),
    QT_TRANSLATE_NOOP("RulesData", "german eliminated"),
    QT_TRANSLATE_NOOP("RulesData", "german reduced"),
    QT_TRANSLATE_NOOP("RulesData", "yugoslav crosses"),
    QT_TRANSLATE_NOOP("RulesData", "yugoslav stars"),
    QT_TRANSLATE_NOOP("RulesData", "allied start line"),
    QT_TRANSLATE_NOOP("RulesData", "axis start line"),
    QT_TRANSLATE_NOOP("RulesData", "baltic coast"),
    QT_TRANSLATE_NOOP("RulesData", "baltic sea"),
    QT_TRANSLATE_NOOP("RulesData", "black sea coast"),
    QT_TRANSLATE_NOOP("RulesData", "black sea"),
    QT_TRANSLATE_NOOP("RulesData", "map edge"),
    QT_TRANSLATE_NOOP("RulesData", "yugoslavia"),
)


Weather = Literal["clear", "light_mud", "mud", "snow"]
Die = int
#: The regions the rules read by role, and what brings in a unit that enters on an event
#: (form words: nothing is checked against them, the rules read the roles they know).
RegionRole = Literal["romania", "bulgaria", "hungary", "yugoslavia", "baltic_coast",
                     "black_sea_coast", "baltic_sea", "black_sea", "axis_start_line",
                     "allied_start_line", "yugoslav_stars", "yugoslav_crosses", "map_edge"]
EventWord = Literal["warsaw", "heavy_surface"]
TURNS = range(1, 12)

#: The words of the data's checks (the scenario checks' context).
C = Texts("ScenarioCheck")

#: The keys whose numbers are modifiers and may be negative.
SIGNED = ("armor_attack_each", "attack_each", "allied_attack_each", "whole_stack_modifier",
          "modifier_per_earlier_event")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


def _faces(v: list[int]) -> list[int]:
    bad = [x for x in v if not 1 <= x <= 6]
    if bad:
        raise CheckError(C("die faces must be 1 to 6, not {face}", face=bad[0]))
    return v


def _turn_keys(v: dict[str, Any]) -> dict[str, Any]:
    for k in v:
        if not k.isdigit() or int(k) not in TURNS:
            raise CheckError(C("{key} is not a turn (1 to 11)", key=repr(k)))
    return v


class TerrainRow(_Model):
    """9.1: one row of the terrain effects chart."""

    cost: dict[Literal["foot", "mountain", "armor"], int | None] = Field(
        description="MP to enter by movement class; missing or null: may not enter (sea).")
    defense_per_unit: int = Field(default=0, description="Added to each defending unit (rough).")
    defense_total: int = Field(default=0, description="Added once to the defending hex (swamp, forest).")
    armor_attacking_halved: bool = Field(default=False, description="Armor attacking it is halved (swamp).")


class CityEffect(_Model):
    """9.1: a city's effect on combat."""

    armor_attack_each: int = Field(default=0, description="Added to each attacking armor unit.")
    defense_total: int = Field(default=0, description="Added once to the defending hex (major city).")


class River(_Model):
    armor_cost: int = Field(description="9.1: extra MP for armor crossing.")
    attack_each: int = Field(description="9.1: added to each unit attacking across.")


class Fortress(_Model):
    allied_attack_each: int = Field(description="9.1: added to each Allied unit attacking it.")
    german_defender_hits_on: Die = Field(ge=1, le=6, description="9.1: German defenders hit on this or more.")


class AirTable(_Model):
    """12.1: air points by die 1..6."""

    axis_1944: list[int] = Field(min_length=6, max_length=6)
    allied_1944: list[int] = Field(min_length=6, max_length=6)
    allied_1945: list[int] = Field(min_length=6, max_length=6)


class Points(_Model):
    armor: int
    infantry: int


class StrategicMoves(_Model):
    """6.5: units a turn that may move strategically."""

    allied: dict[Literal["1944", "1945"], int]
    axis_per_oil_field: int


class Exploitation(_Model):
    """6.6: exploitation MP (leaders: hexes)."""

    armor: int
    guards: int
    mountain: int
    leader: int
    tito: int


class Leader(_Model):
    """11.21-11.26: a leader's bonuses and movement."""

    attack: int
    defense: int
    movement: int
    exploit: int
    moves_as: Literal["armor", "mountain", "foot"]
    unit: str = Field(description="The leader's counter (unit id).")


class Hitler(_Model):
    attack: int = Field(description="11.21: attacking from Berlin.")
    defense_berlin: int
    defense_berlin_with_ss: int


class LeaderDeath(_Model):
    dies_on_or_below: int = Field(description="11.23: the leader dies on this or less.")
    whole_stack_modifier: int = Field(description="11.23: added when the whole stack died.")


class HitlerSuicide(_Model):
    """11.27: the faces on which Hitler dies."""

    allied_attack_on_berlin_without_hits: list[Die]
    berlin_defenders_hit: list[Die]
    berlin_ringed_at_allied_organization: list[Die]
    allied_unit_in_berlin: Literal["at once"]

    _f = field_validator("allied_attack_on_berlin_without_hits", "berlin_defenders_hit",
                         "berlin_ringed_at_allied_organization")(_faces)


class RomaniaSurrender(_Model):
    dies_on_or_below: int = Field(description="11.31: Romania surrenders on this or less.")
    modifier_per_earlier_event: int
    events: list[str]


class WesternAllies(_Model):
    turn: int = Field(ge=1, le=11, description="11.5: the turn of the Allied combat phase.")
    dice_per_edge_hex: int
    hits_on: list[Die]

    _f = field_validator("hits_on")(_faces)


class DresdenBombing(_Model):
    turn: int = Field(ge=1, le=11)
    dice_per_unit: int
    step_on: list[Die]

    _f = field_validator("step_on")(_faces)


class HomeArmy(_Model):
    range: int = Field(description="11.7: hexes from Warsaw.")
    dice_if_axis_in_warsaw: int
    dice_otherwise: int
    hits_on: list[Die]

    _f = field_validator("hits_on")(_faces)


class FuhrerOffensive(_Model):
    turns: list[int] = Field(description="11.9: the turns of the offensive (February, March).")
    step_loss_on: list[Die]

    _f = field_validator("step_loss_on")(_faces)


class Withdrawal(_Model):
    turn: int = Field(ge=1, le=11, description="10.5: November.")
    returns_turn: int = Field(ge=1, le=11, description="10.5: February.")
    unit: str = Field(description="The II SS Panzer Corps (unit id).")


class BalticRoll(_Model):
    from_turn: int = Field(ge=1, le=11)
    advance_on: list[Die]

    _f = field_validator("advance_on")(_faces)


class BalticBox(_Model):
    """12.22: what one box of the Baltic track gives."""

    defense_dice_allied_combat: int
    defense_dice_exploitation_combat: int
    attack_dice_axis_combat: int
    coastal_supply: Literal["all", "one", "none"]
    sea_moves: int = Field(description="Axis units a movement phase that may sail.")
    sea_retreat_units: int = Field(description="Axis units a port may send by sea in a retreat.")
    loss_on: list[Die] = Field(description="Faces on which a unit at sea loses a step.")
    soviet_marines_arrive: bool = False

    _f = field_validator("loss_on")(_faces)


class BlackSea(_Model):
    attack_dice: int = Field(description="12.21: +dice to one Allied attack a phase.")
    per: Literal["allied_combat_phase"]
    supplied_units: int


class Victory(_Model):
    objectives: list[str] = Field(description="15.1: city ids worth a point each.")
    yugoslavia: int
    belgrade_and_zagreb: int
    casualties: int
    hitler: int


#: 15.2: what the Axis scores per Allied unit lost, and the Allies (doubled) per German one.
AxisScore = Literal["allied_eliminated", "allied_reduced"]
AlliedScore = Literal["german_eliminated", "german_reduced"]
#: 14.0: the optional rules by their numbers, as the rules read them.
OptionalRuleNumber = Literal["14.1", "14.2", "14.3", "14.4", "14.5", "14.6", "14.7", "14.8"]
#: 14.1-14.8: each optional rule's name, as the rulebook heads it (the editor's form labels
#: a rule's row by it, the number beside it).
OPTIONAL_RULE_TITLES = {
    "14.1": "Magyar honour",
    "14.2": "Arctic peace",
    "14.3": "More trucks",
    "14.4": "Greek garrison",
    "14.5": "Last stand",
    "14.6": "A bulge in the East",
    "14.7": "Random weather",
    "14.8": "Combined arms",
}


class CasualtyPoints(_Model):
    axis_scores: dict[Annotated[str, Roles.of(AxisScore)], int]
    allied_scores_doubled: dict[Annotated[str, Roles.of(AlliedScore)], int]
    leaders: str


class OptionalRule(_Model):
    """14.x: an optional rule's id and its numbers, each rule its own, kept as extra keys.
    The names below are not fields: they are the words the editor's form labels those
    numbers by (``i18n.extract`` finds them here)."""

    model_config = ConfigDict(extra="allow")
    id: str
    infantry_rp: ClassVar[int]  # 14.2, 14.4
    armor_rp: ClassVar[int]  # 14.3
    per_turn: ClassVar[int]  # 14.3
    berlin_corps: ClassVar[int]  # 14.5
    turn: ClassVar[int]  # 14.6
    rebuilt_infantry: ClassVar[int]  # 14.6
    rebuilt_armor: ClassVar[int]  # 14.6
    dice_per_stack: ClassVar[int]  # 14.8


class RVData(_Model):
    year_1945_from_turn: int = Field(ge=1, le=11)
    terrain: dict[str, TerrainRow]
    city_effects: dict[Annotated[str, Names("city_kind")], CityEffect]
    river: River
    fortress: Fortress
    snow_terrain: dict[TerrainRef, TerrainRef] = Field(
        description="13.0: terrain -> what it counts as in snow.")
    historical_weather: dict[TurnText, Weather] = Field(description="13.0: turn -> weather.")
    random_weather: dict[TurnText, list[Weather]] = Field(description="14.7: turn -> weather for die 1..6.")
    air_table: AirTable
    air_max_per_combat: int
    replacements: dict[TurnText, Points] = Field(description="10.2, 10.3: turn -> points of each kind.")
    armor_rp_per_oil_field_from_turn: int = Field(ge=1, le=11)
    strategic_moves: StrategicMoves
    strategic_multiplier: int
    exploitation: Exploitation
    guards_movement: int = Field(description="6.6: a Soviet infantry unit with this MA is guards.")
    leaders: dict[Literal["zhukov", "konev", "tito", "dietrich"], Leader]
    hitler: Hitler
    leader_death: LeaderDeath
    hitler_suicide: HitlerSuicide
    romania_surrender: RomaniaSurrender
    western_allies: WesternAllies
    dresden_bombing: DresdenBombing
    home_army: HomeArmy
    volkssturm_cities: list[str] = Field(description="11.8: city ids.")
    fuhrer_offensive: FuhrerOffensive
    withdrawal: Withdrawal
    fuhrer_offensive_units: list[str]
    baltic_track: list[Literal["german_lake", "soviet_subs", "light_surface", "heavy_surface"]]
    baltic_roll: BalticRoll
    baltic_boxes: dict[Literal["german_lake", "soviet_subs", "light_surface", "heavy_surface"], BalticBox]
    black_sea: BlackSea
    victory: Victory
    casualty_points: CasualtyPoints
    historical_result: dict[Literal["allied", "axis"], int]
    optional_rules: dict[Annotated[str, Roles.of(OptionalRuleNumber, titles=OPTIONAL_RULE_TITLES)],
                         OptionalRule]
    cities: dict[str, CityRef] = Field(description="Role -> city id on the map.")
    axis_arrival_cities: list[str]
    allied_arrival_cities: list[str]
    oil_fields: list[str] = Field(description="6.5, 10.2: city ids of the oil fields.")
    regions: dict[Annotated[str, Roles.of(RegionRole)], RegionRef] = Field(
        description="Role -> region id.")
    #: Plain ids, not checked against the map: a neutral may lie off this map (Italy).
    closed_regions: list[str] = Field(description="Regions no unit may enter (neutrals).")
    supply_edges: dict[Literal["axis", "allied"], RegionRef]
    events: dict[UnitRef, Annotated[str, Roles.of(EventWord)]] = Field(
        description="11.43, 12.22: unit id -> the event it enters on.")
    #: (the units and hexes checked by the ruleset: ``validate_scenario``)
    historical_setup: dict[Annotated[str, Names("unit")], str] = Field(
        description="3.0: unit id -> hex.")

    _turns = field_validator("historical_weather", "random_weather", "replacements")(_turn_keys)

    @field_validator("random_weather")
    @classmethod
    def _six(cls, v: dict[str, list[str]]) -> dict[str, list[str]]:
        for k, row in v.items():
            wrong = die_row_problem(k, row)
            if wrong is not None:
                raise CheckError(wrong)
        return v


def model_problems(rules_data: Any) -> tuple[RVData | None, list[Problem]]:
    """The data as the model, or None with every problem at its JSON path."""
    try:
        return RVData.model_validate(rules_data), number_problems(rules_data, signed=SIGNED)
    except ValidationError as e:
        return None, pydantic_problems(e.errors(), "$.rules_data")
