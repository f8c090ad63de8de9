"""What the editor reads of a ruleset besides its rules: the ruleset object, and the
``data`` module of the package it lives in (``rules/<game>/data.py``), where a game declares
its rules data model, its card icon types and its data's role words."""

from __future__ import annotations

import importlib
import inspect
from types import ModuleType

from pydantic import BaseModel


def ruleset_and_data(ruleset_id: str) -> tuple[object | None, ModuleType | None]:
    """The ruleset of this id and its package's ``data`` module; None for either that the
    program does not have (an unknown ruleset, a package without one)."""
    from qtwargame.engine.ruleset import get_ruleset

    try:
        ruleset = get_ruleset(ruleset_id)
    except KeyError:
        return None, None
    package = type(ruleset).__module__.rsplit(".", 1)[0]
    try:
        return ruleset, importlib.import_module(f"{package}.data")
    except ImportError:
        return ruleset, None


def rules_data_model(ruleset_id: str) -> type[BaseModel] | None:
    """The pydantic model of a ruleset's ``rules_data``, None when it has none known."""
    ruleset, module = ruleset_and_data(ruleset_id)
    model = getattr(ruleset, "rules_data_model", None)
    if inspect.isclass(model) and issubclass(model, BaseModel):
        return model
    if module is None:
        return None
    found = [cls for _n, cls in inspect.getmembers(module, inspect.isclass)
             if issubclass(cls, BaseModel) and cls.__module__ == module.__name__
             and cls.__name__.endswith("Data")]
    return found[0] if len(found) == 1 else None
