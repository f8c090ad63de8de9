"""The ``rules_data`` a classic scenario carries, validated with pydantic."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict, Field


class ClassicData(BaseModel):
    model_config = ConfigDict(extra="forbid", strict=True)

    stacking: int = Field(default=3, ge=1, description="Most units of one side in a hex.")
    terrain_cost: dict[str, int | None] = Field(
        description="Movement points to enter each terrain; null where units may not go."
    )
    feature_cost: dict[str, int | None] = Field(
        default_factory=dict,
        description="Extra movement points to cross a hexside feature; null: may not cross.",
    )
    terrain_shift: dict[str, int] = Field(
        default_factory=dict, description="Column shift for the defender's terrain (-1 = left)."
    )
    feature_shift: dict[str, int] = Field(
        default_factory=dict,
        description="Column shift when every attacker attacks across this hexside feature.",
    )
    crt: str = Field(default="crt", description="Id of the combat results table.")
    retreat_hexes: int = Field(default=1, ge=1)
    first_side: str | None = Field(default=None, description="Side that plays first each turn.")
