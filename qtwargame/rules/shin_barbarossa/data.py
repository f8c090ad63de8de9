"""The ``rules_data`` a Shin Barbarossa scenario carries, validated with pydantic, and the
checks of the scenario parts the rules read (the two CRTs, the weather/air and Hitler-order
tables, the terrain chart). Every number the rulebook states is a default here; a scenario
may change them, and the editor shows them."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, Strict, ValidationError

from qtwargame.engine.checks import DIE_ROWS, pydantic_problems, result_cell_problem
from qtwargame.engine.refs import (
    CityRef,
    HexRef,
    ItemNames,
    Roles,
    SideRef,
    TableRef,
    TurnText,
    missing,
    named,
    reference_problems,
)
from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Msg, Texts
from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.rules.odds import parse_column

#: The keys of this ruleset's data mappings that name a role, not a scenario id: the
#: editor's rules data form shows them in words, translated (``RulesData``).
FORM_WORDS = (
    QT_TRANSLATE_NOOP("RulesData", "soviet first"),
    QT_TRANSLATE_NOOP("RulesData", "reinforcement phase"),
    QT_TRANSLATE_NOOP("RulesData", "hitler order"),
    QT_TRANSLATE_NOOP("RulesData", "axis infantry"),
    QT_TRANSLATE_NOOP("RulesData", "axis panzer"),
    QT_TRANSLATE_NOOP("RulesData", "german infantry"),
    QT_TRANSLATE_NOOP("RulesData", "other"),
    QT_TRANSLATE_NOOP("RulesData", "soviet infantry"),
    QT_TRANSLATE_NOOP("RulesData", "soviet tank"),
    QT_TRANSLATE_NOOP("RulesData", "combat units"),
    QT_TRANSLATE_NOOP("RulesData", "extra"),
)


#: The words of this ruleset's scenario checks (the checks' context).
C = Texts("ScenarioCheck")

#: 10.3.7: what a results cell holds, in words (the results are too many to list).
RESULT_FORM = C("attacker/defender steps lost, such as 1/2 or 0/R; R: a step or a retreat")


#: 8.1.2: the movement classes the terrain chart and strategic movement read.
MoveClass = Literal["axis_panzer", "axis_infantry", "soviet_infantry", "soviet_tank"]
#: 6.1-6.2: stacking counts combat units and the one extra unit (supply center or leader).
StackWord = Literal["combat_units", "extra"]
#: 8.3: a rail move costs by tank or other unit.
RailClass = Literal["tank", "other"]
#: 19.3d: an Axis unit's loss costs by its kind.
LossKind = Literal["panzer", "german_infantry", "allied"]


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class Tables(_Model):
    """10.3.1: the table ids of each side's attacks."""

    axis: TableRef = "crt_axis"
    soviet: TableRef = "crt_soviet"


class TerrainRow(_Model):
    """8.1.2, 10.4.1: cost per movement class (None: not enterable but along a road,
    8.1.3) and the Soviet column shifts (defending, attacking)."""

    cost: Annotated[list[int | None], ItemNames((
        QT_TRANSLATE_NOOP("RulesData", "Axis panzer"),
        QT_TRANSLATE_NOOP("RulesData", "Axis infantry"),
        QT_TRANSLATE_NOOP("RulesData", "Soviet infantry"),
        QT_TRANSLATE_NOOP("RulesData", "Soviet tank")))] = Field(min_length=4, max_length=4)
    shift: Annotated[list[int], ItemNames((
        QT_TRANSLATE_NOOP("RulesData", "Soviet defence"),
        QT_TRANSLATE_NOOP("RulesData", "Soviet attack")))] = Field(min_length=2, max_length=2)


class TerrainEffects(_Model):
    classes: list[Annotated[str, Roles.of(MoveClass)]] = Field(
        default=["axis_panzer", "axis_infantry", "soviet_infantry", "soviet_tank"],
        min_length=4, max_length=4)
    terrain: dict[str, TerrainRow]  # terrain ids, and city kinds (town, city...)
    strategic_cost: float = Field(default=0.5, gt=0)
    strategic_grades: dict[Annotated[str, Roles.of(MoveClass)], list[int]] = Field(
        default_factory=dict)
    river_shift: int = 1


class Militia(_Model):
    per_trigger: int = 6
    trigger_range: int = 4
    placement_range: int = 2
    leash: int = 2


class Victory(_Model):
    start_vp: int = 15
    failed_order_vp: int = 5
    loss_vp: dict[Annotated[str, Roles.of(LossKind)], int] = Field(
        default_factory=lambda: {"panzer": 6, "german_infantry": 3, "allied": 1})
    #: 19.4: (lowest VP of the band or None for the last, level), highest band first.
    bands: list[Annotated[tuple[int | None, str], Strict(False)]] = Field(default_factory=lambda: [
        (95, "axis_decisive"), (85, "axis_strategic"), (75, "axis_tactical"), (70, "draw"),
        (60, "soviet_tactical"), (50, "soviet_strategic"), (None, "soviet_decisive")])


class HitlerOrders(_Model):
    typhoon_range: dict[TurnText, int] = Field(default_factory=lambda: {"4": 8, "5": 6, "6": 4})
    southern: list[CityRef] = Field(default_factory=lambda: ["kharkov", "kursk"])


class SeaMove(_Model):
    from_city: CityRef = "odessa"
    to_city: CityRef = "sevastopol"
    per_turn: int = 1


class SbData(_Model):
    axis: SideRef = "axis"
    soviet: SideRef = "soviet"
    crt: Tables = Field(default_factory=Tables)
    weather_table: TableRef = "weather_air"
    hitler_table: TableRef = "hitler_orders"
    terrain_effects: TerrainEffects
    #: An odds floor on Axis attacks before shifts, as a variant: None (the rulebook's rule)
    #: for none. The rulebook states no floor for either side (10.1, 10.2.2, 10.3.6).
    axis_odds_floor: str | None = None
    stacking: dict[Annotated[str, Roles.of(StackWord)], int] = Field(
        default_factory=lambda: {"combat_units": 2, "extra": 1})
    rail_points: dict[str, int] = Field(default_factory=lambda: {"soviet": 5, "axis": 2})
    rail_cost: dict[Annotated[str, Roles.of(RailClass)], int] = Field(
        default_factory=lambda: {"tank": 2, "other": 1})
    overrun_cost: int = 3
    supply_range: int = 8
    air_range: int = 8
    supply_center_moves: int = 8
    retreat_hexes: int = 2
    soviet_depth_limit: int = 2
    allied_row_limit: int = 26
    militia: Militia = Field(default_factory=Militia)
    victory: Victory = Field(default_factory=Victory)
    hitler_orders: HitlerOrders = Field(default_factory=HitlerOrders)
    sea_move: SeaMove = Field(default_factory=SeaMove)
    kerch_strait: list[HexRef] = Field(default=["3344", "3345"], min_length=2, max_length=2)


#: 10.3.7: a result is ``attacker/defender`` step losses, the defender part possibly R.
DEFENDER_RESULTS = ("0", "1", "2", "3", "4", "R")
#: 10.3.6: the die columns both CRTs must print, 1:4 to 10:1.
CRT_COLUMNS = list(range(-2, 11))


def parse_result(cell: str) -> tuple[int, str] | None:
    """``"1/R"`` -> (1, "R"); None when the text is not a 10.3.7 result."""
    a, sep, d = cell.partition("/")
    if not sep or not a.isdigit() or d not in DEFENDER_RESULTS:
        return None
    return int(a), d


def scenario_problems(scenario) -> list[Problem]:
    """Everything the Shin Barbarossa rules need from a scenario, each problem with its
    JSON path."""
    try:
        data = SbData.model_validate(scenario.rules_data)
    except ValidationError as e:
        return pydantic_problems(e.errors(), "$.rules_data")
    tables = {t.id: i for i, t in enumerate(scenario.tables)}
    out: list[Problem] = reference_problems(data, scenario)
    for side, tid in (("axis", data.crt.axis), ("soviet", data.crt.soviet)):
        if tid not in tables:
            out.append(Problem.of(f"$.rules_data.crt.{side}", missing("table", tid)))
            continue
        out += crt_problems(scenario.tables[tables[tid]], f"$.tables[{tables[tid]}]")
    for key, tid in (("weather_table", data.weather_table), ("hitler_table", data.hitler_table)):
        if tid not in tables:
            out.append(Problem.of(f"$.rules_data.{key}", missing("table", tid)))
    if data.weather_table in tables:
        i = tables[data.weather_table]
        weather = {w.id for w in scenario.weather}
        known = ", ".join(sorted(weather))
        for key, row in scenario.tables[i].rows.items():
            for j, cell in enumerate(row):
                w, sep, n = cell.partition(":")
                if not sep or w not in weather or not n.isdigit():
                    out.append(Problem.of(f"$.tables[{i}].rows[{key!r}][{j}]",
                                          _weather_cell_problem(cell, w, sep and n.isdigit(), known)))
    if data.axis_odds_floor is not None and parse_column(data.axis_odds_floor) is None:
        out.append(Problem.of("$.rules_data.axis_odds_floor",
                              C("{value} is not odds, such as 1:2, 1:1 or 3:1",
                                value=repr(data.axis_odds_floor))))
    terrain = {t.id for t in scenario.terrain} | {k.id for k in scenario.city_kinds}
    kinds = {k.id for k in scenario.city_kinds} - {t.id for t in scenario.terrain}
    for t in sorted(terrain - set(data.terrain_effects.terrain)):
        if not any(x.id == t and x.water for x in scenario.terrain):
            what = named("city_kind" if t in kinds else "terrain", t, scenario)
            out.append(Problem.of("$.rules_data.terrain_effects.terrain",
                                  C("no row for {terrain} in the terrain effects chart",
                                    terrain=what)))
    return out


def _weather_cell_problem(cell: str, weather: str, well_formed: bool, known: str) -> Msg:
    """What is wrong with a cell of the weather and air table (``weather:air units``)."""
    if not cell.strip():
        return C("no weather and air units given (weather:air units, the weather one of {known})",
                 known=known)
    if well_formed:  # the form is right: the weather is not one of the scenario's
        return C("{weather} is not a weather of this scenario (one of {known})",
                 weather=repr(weather), known=known)
    return C("{cell} is not weather:air units (the weather one of {known})", cell=repr(cell),
             known=known)


def crt_problems(table, path: str) -> list[Problem]:
    """10.3.6, 10.3.7: columns 1:4 to 10:1, rows the die faces, cells ``a/d`` or ``a/R``."""
    out = []
    if [parse_column(c) for c in table.columns] != CRT_COLUMNS:
        out.append(Problem.of(f"{path}.columns",
                              C("columns must run 1:4, 1:3, 1:2, 1:1, 2:1 ... 10:1 (10.3.6)")))
    if sorted(table.rows) != [str(d) for d in range(1, 7)]:
        out.append(Problem.of(f"{path}.rows", DIE_ROWS))
    for key, row in table.rows.items():
        for j, cell in enumerate(row):
            if parse_result(cell) is None:  # the place in words, as the printed table reads
                out.append(Problem.of(f"{path}.rows[{key!r}][{j}]",
                                      result_cell_problem(table, key, j, cell, RESULT_FORM)))
    return out
