"""The ``rules_data`` a classic scenario carries, validated with pydantic.

Each field's ``title`` is the label of the editor's rules data form and its
``description`` the tooltip (both translated under ``RulesData``); the rule numbers are
docs/rules/classic.md's. Neither changes what the data means."""

from __future__ import annotations

from typing import Annotated

from pydantic import BaseModel, ConfigDict, Field

from qtwargame.engine.refs import Names

#: The scenario's ids the chart's keys and fields name (the editor offers them and renames
#: them with the id; nothing is checked against them here, ``ClassicRuleset`` checks).
TerrainKey = Annotated[str, Names("terrain")]
FeatureKey = Annotated[str, Names("feature")]


class ClassicData(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    stacking: int = Field(default=3, ge=1, title="Stacking limit",
                          description="Most units of one side in a hex (C3).")
    terrain_cost: dict[TerrainKey, int | None] = Field(
        title="Terrain movement cost",
        description="Movement points to enter a hex of each terrain (C5); — where units may "
                    "not enter.",
    )
    feature_cost: dict[FeatureKey, int | None] = Field(
        default_factory=dict,
        title="Hexside crossing cost",
        description="Extra movement points to cross each hexside feature (C5); — where units "
                    "may not cross.",
    )
    terrain_shift: dict[TerrainKey, int] = Field(
        default_factory=dict, title="Defender's terrain shift",
        description="Column shift of the combat results table for the terrain of the "
                    "defender's hex (C7): -1 is one column to the left.",
    )
    feature_shift: dict[FeatureKey, int] = Field(
        default_factory=dict,
        title="Hexside shift",
        description="Column shift when every attacker attacks across this hexside feature "
                    "(C7): -1 is one column to the left.",
    )
    crt: str = Field(default="crt", title="Combat results table",
                     description="The table an attack rolls one die on (C7).")
    retreat_hexes: int = Field(default=1, ge=1, title="Retreat length",
                               description="Hexes a retreating unit moves (C8).")
    first_side: str | None = Field(
        default=None, title="First side",
        description="The side that moves and fights first each turn (C1); — for the first "
                    "side of the scenario's list.")
