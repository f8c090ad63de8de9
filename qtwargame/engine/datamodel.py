"""Declared per-game state: the model of a ruleset's ``state.data`` and of each decision
kind's ``Decision.data``.

At run time ``state.data`` and ``Decision.data`` stay JSON-like dictionaries: they are
what saves and hashes are made of, and the rules read and write them thousands of times
per phase. The model is their declared, checked schema: a ruleset names, in its
``data_models`` attribute, a module of its own (``rules/<game>/state_data.py``) that holds

- ``STATE``: a :class:`StateData` model of ``state.data``, one field per key;
- ``DECISIONS``: decision kind -> a :class:`StateData` model of that decision's data.

Each field is declared with :func:`owned`: its type, what it holds and the rule that owns
it. A key that may be absent gets ``absent_ok=True`` (absent is fine; present, it must have
the declared type). The module is imported only when something checks a state (the
checked modes, loading a save, :class:`~qtwargame.position.PositionBuilder`), never in
normal play.

:func:`data_problems` checks a state against its ruleset's models: unknown keys, missing
required keys, wrong types, and decision kinds the ruleset does not declare, each named
with the game, the key and what was expected. It checks the canonical JSON form of the
data (what a save and the hash hold), so a tuple is read as the list it is written as.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from importlib import import_module
from typing import TYPE_CHECKING, Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError
from pydantic.json_schema import JsonDict

from qtwargame.engine.state import canonical_dumps

if TYPE_CHECKING:
    from qtwargame.engine.ruleset import Ruleset
    from qtwargame.engine.state import GameState


class StateData(BaseModel):
    """Base of every declared model of rules bookkeeping: unknown keys are refused and no
    value is converted (an integer is not a float's text, a list is not a string)."""

    model_config = ConfigDict(extra="forbid", strict=True, defer_build=True)


def owned(rule: str, doc: str, *, absent_ok: bool = False, default: Any = None) -> Any:
    """A field of a :class:`StateData` model that rule ``rule`` owns, described by ``doc``.

    ``absent_ok``: the key may be missing from the dictionary (the rules set it only when it
    is needed); when present it must have the field's type. ``default`` is what the
    rules read when it is absent (documentation only: the data is never filled in)."""
    extra: JsonDict = {"rule": rule}
    if absent_ok:
        return Field(default=default, description=doc, json_schema_extra=extra)
    return Field(description=doc, json_schema_extra=extra)


def rule_of(model: type[BaseModel], key: str) -> str:
    """The rule that owns ``key`` of ``model`` ("" when the field names none)."""
    info = model.model_fields.get(key)
    extra = info.json_schema_extra if info is not None else None
    return str(extra.get("rule", "")) if isinstance(extra, dict) else ""


@dataclass(frozen=True)
class DataModels:
    """A ruleset's declared models: of ``state.data`` and of each decision kind's data."""

    state: type[StateData]
    decisions: Mapping[str, type[StateData]]


@cache
def _load(module_name: str) -> DataModels:
    module = import_module(module_name)
    state, decisions = getattr(module, "STATE", None), getattr(module, "DECISIONS", None)
    if not (isinstance(state, type) and issubclass(state, StateData)):
        raise TypeError(f"{module_name}.STATE is not a StateData model")
    if not isinstance(decisions, Mapping) or not all(
            isinstance(m, type) and issubclass(m, StateData) for m in decisions.values()):
        raise TypeError(f"{module_name}.DECISIONS is not a mapping of decision kinds to StateData models")
    return DataModels(state, dict(decisions))


def declared_models(ruleset: Ruleset) -> DataModels | None:
    """The models ``ruleset`` declares (its ``data_models`` module), or None where it
    declares none (a plugin may leave the contract out).

    The declaration belongs to the class that makes it: a subclass of a bundled ruleset
    (a plugin's variant, which may keep more bookkeeping or ask more questions) is checked
    only once it declares models of its own (which may be its parent's module)."""
    name = vars(type(ruleset)).get("data_models")
    return _load(name) if name else None


def _rule_at(model: type[BaseModel], loc: tuple[Any, ...]) -> str:
    """The rule owning the innermost declared field on the path ``loc`` (a nested model's
    field names its own rule; an entry of a list or mapping belongs to its field's)."""
    rule, current = "", model
    for part in loc:
        if not isinstance(part, str) or part not in current.model_fields:
            continue
        rule = rule_of(current, part) or rule
        ann = current.model_fields[part].annotation
        nested = [a for a in (ann, *getattr(ann, "__args__", ()))
                  if isinstance(a, type) and issubclass(a, BaseModel)]
        if not nested:
            break
        current = nested[0]
    return rule


def _expected(model: type[BaseModel], loc: tuple[Any, ...]) -> str:
    info = model.model_fields.get(str(loc[0])) if loc else None
    if info is None or info.annotation is None:
        return ""
    ann = info.annotation
    return ann.__name__ if isinstance(ann, type) else str(ann).replace("typing.", "")


def model_problems(model: type[StateData], data: Any, what: str) -> list[str]:
    """What is wrong with ``data`` (a JSON-like dictionary) as ``model`` declares it, each
    problem naming ``what`` ("Red Vengeance state data"), the key and what was expected."""
    try:
        text = canonical_dumps(data)
    except (TypeError, ValueError) as e:
        return [f"{what}: not JSON-like data ({e})"]
    try:
        model.model_validate_json(text, strict=True)
    except ValidationError as e:
        out = []
        for err in e.errors(include_url=False):
            loc = tuple(err.get("loc", ()))
            key = ".".join(str(x) for x in loc) or "(the whole)"
            top = str(loc[0]) if loc else ""
            rule = _rule_at(model, loc)
            owner = f" (rule {rule})" if rule else ""
            kind = err.get("type", "")
            if kind == "extra_forbidden":
                out.append(f"{what}: unknown key {key!r}: {model.__name__} does not declare it")
            elif kind == "missing":
                out.append(f"{what}: missing required key {key!r}{owner}")
            else:
                expected = _expected(model, loc)
                expect = f"; {top!r} is declared {expected}" if expected else ""
                out.append(f"{what}: key {key!r}{owner}: {err.get('msg', 'wrong value')}, "
                           f"found {err.get('input')!r}{expect}")
        return out
    return []


def data_problems(ruleset: Ruleset, state: GameState) -> list[str]:
    """What in ``state.data`` and the pending decision's data does not fit the models
    ``ruleset`` declares (empty where it declares none)."""
    models = declared_models(ruleset)
    if models is None:
        return []
    game = ruleset.id
    out = model_problems(models.state, state.data, f"{game} state data")
    p = state.pending
    if p is not None:
        model = models.decisions.get(p.kind)
        if model is None:
            out.append(f"{game} decision {p.kind!r}: the ruleset declares no such decision kind "
                       f"(declared: {', '.join(sorted(models.decisions))})")
        else:
            out.extend(model_problems(model, p.data, f"{game} decision {p.kind!r} data"))
    return out
