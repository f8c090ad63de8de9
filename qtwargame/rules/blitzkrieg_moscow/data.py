"""The ``rules_data`` a Blitzkrieg to Moscow 2 scenario carries, validated with pydantic,
and the checks of the parts of the scenario the rules read (units, cards, the CRT, the
turn track). Every number the rulebook states is a default here; a scenario may change
them, and the editor shows them."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError

from qtwargame.engine.checks import DIE_ROWS, missing_step_value, pydantic_problems, result_cell_problem
from qtwargame.engine.refs import (
    Names,
    SetupCodeRef,
    SideRef,
    WeatherRef,
    missing,
    named,
    reference_problems,
)
from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Texts
from qtwargame.i18n import QT_TRANSLATE_NOOP
from qtwargame.rules.limits import number_problems
from qtwargame.rules.odds import parse_column

#: The keys of this ruleset's data that name a role, not a scenario id (the turn track's
#: ``cards.<side>``): the editor shows them in words, translated (``RulesData``).
FORM_WORDS = (
    QT_TRANSLATE_NOOP("RulesData", "cards"),
)

#: The words of this ruleset's scenario checks (the checks' context).
C = Texts("ScenarioCheck")

#: Card icon types and the parameters each takes (7.1).
ICON_TYPES: dict[str, dict[str, type | tuple]] = {
    "combat_shift": {"value": int, "city_only": bool},
    "tank_action": {"count": int},
    "activate": {},
    "rail": {"count": int},
    "reroll": {"whose": ("own", "opponent")},
    "reinforcement": {"points": int, "branch": ("any", "infantry", "tank")},
    "cancel": {},
    "hero_city": {},
}

#: Results a CRT cell may hold (11.3.6). "-" and "—" both mean no effect.
RESULT_CODES = ("-", "—", "DR", "DL", "DE")


class _Model(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)


class StackLimit(_Model):
    """8.1, 8.2: most units of one side in a map hex, and most of one branch."""

    units: int = Field(ge=1, title="Units in a hex")
    per_branch: int = Field(ge=1, title="Units of one branch")


class WeatherRules(_Model):
    """10.3 and 11.3.4: what a weather does to movement and to the column shifts."""

    movement_cap: int | None = Field(default=None, ge=1, title="Movement cap")
    tank_shift: bool = Field(default=True, title="Tank column shift")
    river_shift: bool = Field(default=True, title="River column shift")
    attack_shift: dict[Annotated[str, Names("side")], int] = Field(
        default_factory=dict, title="Shift of every attack by side",
        description="Side id -> shift of every attack it makes (winter offensive).")


class VictoryRules(_Model):
    """4.0, 4.1."""

    city_vp: int = Field(default=1, title="VP per city")
    supply_city_vp: int = Field(default=2, title="VP per supply city")
    tanks_per_vp: int = Field(default=2, ge=1, title="Active tanks per VP")
    infantry_loss: float = Field(default=0.5, title="VP lost per infantry eliminated")
    tank_loss: float = Field(default=1.0, title="VP lost per tank eliminated")
    wins_at: int = Field(default=10, title="VP to win")


class Evacuation(_Model):
    """15.2.2: the port whose infantry may sail, and where to."""

    from_city: str = Field(title="Port it sails from")
    to_city: str = Field(title="Port it sails to")


class BtmData(_Model):
    german: str = Field(title="German side", default="german", description="Side id of the German player.")
    soviet: str = Field(title="Soviet side", default="soviet", description="Side id of the Soviet player.")
    crt: str = Field(
        title="Combat results table",
        default="crt",
        description="ID of the combat results table.")
    rear_area_kind: str = Field(
        title="Rear area region kind",
        default="rear_area",
        description="Region kind of rear areas.")
    tank_tag: str = Field(
        title="Tank branch tag",
        default="tank",
        description="Unit type tag of the tank branch (2.2.2).")
    mech_corps_tag: str = Field(
        title="Mechanized corps tag",
        default="mech_corps",
        description="Unit type tag of 11.6 units.")
    zoc_flag: str = Field(title="ZOC flag", default="zoc", description="Unit flag: the unit has a ZOC (9.1).")
    supply_city_tag: str = Field(
        title="Supply city tag",
        default="supply_city",
        description="City tag (13.2.4).")
    port_tag: str = Field(
        title="Supply port tag",
        default="port_supply",
        description="City tag of the 15.2.1 port.")
    capital: str = Field(title="Capital", default="moscow", description="City id of Moscow (15.3).")
    evacuation: Evacuation | None = Field(default=None, title="Evacuation by sea (15.2.2)")
    stacking: dict[SideRef, StackLimit] = Field(title="Stacking limits (8.1, 8.2)", default_factory=lambda: {
        "german": StackLimit(units=1, per_branch=1),
        "soviet": StackLimit(units=3, per_branch=2),
    })
    supply_range: int = Field(default=5, ge=1, title="Supply range", description="13.2.1, 13.2.2.")
    retreat_hexes: int = Field(default=2, ge=1, title="Retreat length", description="11.4.")
    frozen_first_turn: list[SetupCodeRef] = Field(
        default_factory=lambda: ["R"], title="Frozen on turn 1",
        description="Setup codes whose units may not move on turn 1 (10.0).")
    weather: dict[WeatherRef, WeatherRules] = Field(
        default_factory=dict,
        title="Weather effects (10.3, 11.3.4)")
    victory: VictoryRules = Field(default_factory=VictoryRules, title="Victory (4.0, 4.1)")


def parse_ratio_column(text: str) -> int | None:
    """The column index of an ``n:1`` CRT column (11.3.3), None if it is not one."""
    index = parse_column(text)
    return index if index is not None and index >= 1 else None


def icon_problems(icon: dict[str, Any], path: str) -> list[Problem]:
    """7.1: an icon names a known type and only the parameters that type takes."""
    kind = icon.get("type")
    if not isinstance(kind, str) or kind not in ICON_TYPES:
        return [Problem.of(f"{path}.type", C("unknown icon type {type} (one of {known})",
                                             type=repr(kind), known=", ".join(ICON_TYPES)))]
    out = []
    params = ICON_TYPES[kind]
    for key, value in icon.items():
        if key == "type":
            continue
        if key not in params:
            out.append(Problem.of(f"{path}.{key}", C("a {icon} icon takes no {parameter}",
                                                     icon=repr(kind), parameter=repr(key))))
            continue
        want = params[key]
        if isinstance(want, tuple):
            if value not in want:
                out.append(Problem.of(f"{path}.{key}", C("{value} is not one of {known}",
                                                         value=repr(value), known=", ".join(want))))
        elif want is int and (not isinstance(value, int) or isinstance(value, bool) or value < 1):
            out.append(Problem.of(f"{path}.{key}", C("{value} is not a whole number of 1 or more",
                                                     value=repr(value))))
        elif want is bool and not isinstance(value, bool):
            out.append(Problem.of(f"{path}.{key}", C("{value} is not true or false",
                                                     value=repr(value))))
    return out


def scenario_problems(scenario) -> list[Problem]:
    """Everything the BtM2 rules need from a scenario, with the JSON path of each problem."""
    problems: list[Problem] = []
    try:
        data = BtmData.model_validate(scenario.rules_data)
    except ValidationError as e:
        return pydantic_problems(e.errors(), "$.rules_data")
    sides = set(scenario.side_ids())
    for role in ("german", "soviet"):
        if getattr(data, role) not in sides:
            problems.append(Problem.of(f"$.rules_data.{role}", missing("side", getattr(data, role))))
    for side in sorted(sides - set(data.stacking)):
        problems.append(Problem.of("$.rules_data.stacking",
                                   C("no stacking limit for {side}", side=named("side", side, scenario))))
    weather_ids = {w.id for w in scenario.weather}
    for wid in sorted(weather_ids - set(data.weather)):
        problems.append(Problem.of("$.rules_data.weather",
                                   C("no weather effects for {weather}",
                                     weather=named("weather", wid, scenario))))
    cities = {c.id for c in scenario.map.cities}
    if data.capital not in cities:
        problems.append(Problem.of("$.rules_data.capital", missing("city", data.capital)))
    if data.evacuation is not None:
        for key in ("from_city", "to_city"):
            if getattr(data.evacuation, key) not in cities:
                problems.append(Problem.of(f"$.rules_data.evacuation.{key}",
                                           missing("city", getattr(data.evacuation, key))))
    if not [r for r in scenario.map.regions if r.kind == data.rear_area_kind]:
        problems.append(Problem.of("$.map.regions",
                                   C("no region is of kind {kind}, the rear areas' kind (10.5)",
                                     kind=repr(data.rear_area_kind))))
    for i, r in enumerate(scenario.map.regions):
        if r.kind == data.rear_area_kind and (r.side is None or not r.hexes):
            problems.append(Problem.of(f"$.map.regions[{i}]",
                                       C("{region} is a rear area: it needs a side and hexes",
                                         region=named("region", r.id, scenario))))
    for role in ("german", "soviet"):
        side = getattr(data, role)
        if side in sides and not [r for r in scenario.map.regions
                                  if r.kind == data.rear_area_kind and r.side == side and r.hexes]:
            problems.append(Problem.of("$.map.regions",
                                       C("{side} has no rear area (a region of kind {kind}): its "
                                         "arrivals and rebuilds have nowhere to go (6.2, 10.5)",
                                         side=named("side", side, scenario),
                                         kind=repr(data.rear_area_kind))))
    problems += reference_problems(data, scenario)
    problems += _rear_area_problems(scenario, data)
    problems += number_problems(scenario.rules_data, signed=("attack_shift",))
    problems += _crt_problems(scenario, data)
    problems += _card_problems(scenario, sides)
    problems += _turn_problems(scenario, sides)
    problems += _unit_problems(scenario, data)
    return problems


def _rear_area_problems(scenario, data: BtmData) -> list[Problem]:
    """10.5: the rules treat each rear area as one box, a single node of the map. So its
    hexes must hang together and belong to no other rear area, and nothing the rules look
    up hex by hex (a city, a unit set up on a hex) may lie inside one."""
    from qtwargame.engine.hexgrid import GridSpec, Orientation

    g = scenario.map.grid
    grid = GridSpec(Orientation(g.orientation), g.shifted, g.rows_up, g.order, g.digits)
    out: list[Problem] = []
    owner: dict[str, str] = {}
    for i, r in enumerate(scenario.map.regions):
        if r.kind != data.rear_area_kind or not r.hexes:
            continue
        try:
            hexes = {grid.parse(x) for x in r.hexes}
        except ValueError:
            continue  # reported with its path by the scenario's own checks
        first = grid.parse(r.hexes[0])
        seen, todo = {first}, [first]
        while todo:
            h = todo.pop()
            for n in h.neighbors():
                if n in hexes and n not in seen:
                    seen.add(n)
                    todo.append(n)
        if len(seen) != len(hexes):
            apart = sorted(x for x in r.hexes if grid.parse(x) not in seen)
            out.append(Problem.of(f"$.map.regions[{i}].hexes",
                                  C("{region} is a rear area and not in one piece: {hexes} do not "
                                    "join the rest (10.5)", region=named("region", r.id, scenario),
                                    hexes=", ".join(apart[:5]))))
        for j, x in enumerate(r.hexes):
            if x in owner and owner[x] != r.id:
                out.append(Problem.of(f"$.map.regions[{i}].hexes[{j}]",
                                      C("hex {label} is already in {region}: a hex is in one rear area "
                                        "only (10.5)",
                                        label=x, region=named("region", owner[x], scenario))))
            owner.setdefault(x, r.id)
    for i, c in enumerate(scenario.map.cities):
        if c.hex in owner:
            out.append(Problem.of(f"$.map.cities[{i}].hex",
                                  C("{city} lies in {region}, a rear area the rules treat as one "
                                    "box (10.5)", city=named("city", c.id, scenario),
                                    region=named("region", owner[c.hex], scenario))))
    for i, u in enumerate(scenario.units):
        if u.setup is not None and u.setup.hex in owner:
            out.append(Problem.of(f"$.units[{i}].setup.hex",
                                  C("hex {label} is in {region}, a rear area: set the unit up "
                                    "there by its setup code (10.5)", label=u.setup.hex,
                                    region=named("region", owner[u.setup.hex], scenario))))
    return out


def _crt_problems(scenario, data: BtmData) -> list[Problem]:
    tables = [t.id for t in scenario.tables]
    if data.crt not in tables:
        return [Problem.of("$.rules_data.crt", missing("table", data.crt))]
    i = tables.index(data.crt)
    table = scenario.tables[i]
    out = []
    indexes = [parse_ratio_column(c) for c in table.columns]
    for j, c in enumerate(table.columns):
        if indexes[j] is None:
            out.append(Problem.of(f"$.tables[{i}].columns[{j}]",
                                  C("column {column} is not odds n:1, such as 1:1 or 3:1 (11.3.3)",
                                    column=repr(c))))
    if None not in indexes and indexes != list(range(1, len(indexes) + 1)):
        out.append(Problem.of(f"$.tables[{i}].columns", C("columns must run 1:1, 2:1, 3:1... in order")))
    if sorted(table.rows) != [str(d) for d in range(1, 7)]:
        out.append(Problem.of(f"$.tables[{i}].rows", DIE_ROWS))
    for key, row in table.rows.items():
        for j, r in enumerate(row):
            if r not in RESULT_CODES:  # the place in words, as the printed table reads
                out.append(Problem.of(f"$.tables[{i}].rows[{key!r}][{j}]",
                                      result_cell_problem(table, key, j, r, RESULT_CODES)))
    return out


def _card_problems(scenario, sides: set[str]) -> list[Problem]:
    out = []
    for i, card in enumerate(scenario.cards):
        if not card.icons:
            out.append(Problem.of(f"$.cards[{i}].icons", C("a card needs at least one icon")))
        for j, icon in enumerate(card.icons):
            out += icon_problems(icon, f"$.cards[{i}].icons[{j}]")
    for side in sorted(sides):
        n = len([c for c in scenario.cards if c.side == side])
        if n != 6:
            out.append(Problem.of("$.cards", C("{side} has {n:# card|# cards}; 2.3 gives each side 6",
                                               side=named("side", side, scenario), n=n)))
    return out


def _turn_problems(scenario, sides: set[str]) -> list[Problem]:
    out = []
    for i, t in enumerate(scenario.turns):
        cards = t.data.get("cards")
        if not isinstance(cards, dict):
            out.append(Problem.of(f"$.turns[{i}].data.cards",
                                  C("the turn track must give each side's card count (2.1.4, 6.1)")))
            continue
        for side in sorted(sides):
            n = cards.get(side)
            if not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 6:
                side_words = named("side", side, scenario)
                out.append(Problem.of(f"$.turns[{i}].data.cards.{side}",
                                      C("no card count for {side}: give a whole number from 0 "
                                        "to 6", side=side_words)
                                      if n is None else
                                      C("card count {value} for {side}: it must be a whole number "
                                        "from 0 to 6", side=side_words, value=repr(n))))
    return out


def _unit_problems(scenario, data: BtmData) -> list[Problem]:
    out = []
    for i, u in enumerate(scenario.units):
        if u.kind != "unit":
            continue
        for j, step in enumerate(u.steps):
            for key in ("strength", "movement"):
                if key not in step:
                    out.append(Problem.of(f"$.units[{i}].steps[{j}]", missing_step_value(j, key)))
        if len(u.steps) > 2:
            out.append(Problem.of(f"$.units[{i}].steps",
                                  C("{n} steps, where a unit has two sides only, active and worn",
                                    n=len(u.steps))))
        if "passive" not in u.steps[0]:
            out.append(Problem.of(f"$.units[{i}].steps[0]",
                                  C("step 1: no passive defense given (2.2.4)")))
        elif (len(u.steps) == 2 and "strength" in u.steps[1]  # (no strength: said above)
              and u.steps[0]["passive"] != u.steps[1]["strength"]):
            out.append(Problem.of(f"$.units[{i}].steps[0].passive",
                                  C("step 1: the passive defense {value} is not the worn side's "
                                    "strength, {strength} (11.3.2)", value=u.steps[0]["passive"],
                                    strength=u.steps[1]["strength"])))
    return out

