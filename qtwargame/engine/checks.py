"""The structural problems pydantic finds in a file, as translatable :class:`Problem`\\ s.

The scenario models and every ruleset's ``rules_data`` model are pydantic models in strict
mode (a number is a JSON number, never ``true`` or ``"3"``). Their errors come with a
location and an English message; :func:`pydantic_problems` turns each into a problem at its
JSON path, in a designer's words in English and Japanese (``ScenarioCheck`` context): "must
be a whole number", not pydantic's "Input should be a valid integer" (before session 95 the
English kept pydantic's words, with "dictionary", "tuple" and a model's class name). A
boolean where a number belongs gets a message of its own; a kind of error not known here
keeps pydantic's words in a translated frame.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Any

from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Msg, Texts, field_words

if TYPE_CHECKING:
    from qtwargame.scenario.models import TableSpec

T = Texts("ScenarioCheck")
#: A step value as the order of battle heads its column (the same words, ``OobModel``).
_OOB = Texts("OobModel")


class CheckError(ValueError):
    """A validator's refusal in words a reader's language has: raise it in a pydantic
    validator of a ruleset's data, and :func:`pydantic_problems` shows its ``msg``
    where pydantic would show the English text of a plain ``ValueError``."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.format())
        self.msg = msg

#: Error types whose message is a fixed text.
_FIXED: dict[str, Msg] = {
    "int_type": T("must be a whole number"),
    "int_parsing": T("must be a whole number"),
    "int_from_float": T("must be a whole number"),
    "float_type": T("must be a number"),
    "float_parsing": T("must be a number"),
    "finite_number": T("must be a finite number"),
    "bool_type": T("must be true or false"),
    "bool_parsing": T("must be true or false"),
    "string_type": T("must be text"),
    "list_type": T("must be a list"),
    "dict_type": T("must be an object"),
    "tuple_type": T("must be a list"),
    "model_attributes_type": T("must be an object"),
    "missing": T("missing: this field is required"),
    "extra_forbidden": T("not a field here (is its name spelled right?)"),
    "none_required": T("must be null"),
}

_NUMBERS = ("int_type", "int_parsing", "int_from_float", "float_type", "float_parsing")


_KEY = re.compile(r"\.([A-Za-z_0-9][\w]*)|\[(\d+)\]|\['([^']*)'\]|\[\"([^\"]*)\"\]")


def path_keys(path: str) -> list[str | int]:
    """The keys of a JSON path, the inverse of :func:`json_path`: ``$.units[3].setup.hex``
    -> ``["units", 3, "setup", "hex"]``."""
    out: list[str | int] = []
    text = path[1:] if path.startswith("$") else path
    for m in _KEY.finditer(text):
        name, index, single, double = m.groups()
        if index is not None:
            out.append(int(index))
        else:
            out.append(name if name is not None else (single if single is not None else double))
    return out


def json_path(prefix: str, loc: Iterable[Any]) -> str:
    """``$.units[3].steps[0].attack`` for the location ``("units", 3, "steps", 0, "attack")``."""
    out = prefix
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def _num(value: Any) -> str:
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)


def error_msg(err: Mapping[str, Any]) -> Msg | None:
    """The translatable message of one pydantic error, None for a kind not known here."""
    kind = err.get("type", "")
    ctx = err.get("ctx") or {}
    value = err.get("input")
    if kind in _NUMBERS and isinstance(value, bool):
        return T("{value} is not a number: write a number here",
                 value="true" if value else "false")
    if kind in _FIXED:
        return _FIXED[kind]
    if kind == "model_type":
        return T("must be an object")
    if kind == "greater_than_equal":
        return T("must be at least {limit}", limit=_num(ctx.get("ge")))
    if kind == "greater_than":
        return T("must be more than {limit}", limit=_num(ctx.get("gt")))
    if kind == "less_than_equal":
        return T("must be at most {limit}", limit=_num(ctx.get("le")))
    if kind == "less_than":
        return T("must be less than {limit}", limit=_num(ctx.get("lt")))
    if kind == "literal_error":
        return T("must be {expected}", expected=ctx.get("expected", ""))
    if kind == "string_pattern_mismatch":
        return T("must match the pattern {pattern}", pattern=repr(ctx.get("pattern", "")))
    if kind == "too_short":
        return T("must have at least {n:# item|# items}, not {actual}", n=ctx.get("min_length", 0),
                 actual=ctx.get("actual_length", 0))
    if kind == "value_error" and isinstance(ctx.get("error"), CheckError):
        error: CheckError = ctx["error"]
        return error.msg
    if kind == "too_long":
        return T("must have at most {n:# item|# items}, not {actual}", n=ctx.get("max_length", 0),
                 actual=ctx.get("actual_length", 0))
    return None


def pydantic_problems(errors: Iterable[Mapping[str, Any]], prefix: str = "$") -> list[Problem]:
    """One problem per pydantic error, at its JSON path under ``prefix``. Where the error's
    kind is not one translated here, pydantic's English words are given in a translated
    frame."""
    out = []
    for err in errors:
        path = json_path(prefix, err["loc"])
        msg = error_msg(err)
        if msg is None:
            msg = T("not valid here: {detail}", detail=err["msg"])
        out.append(Problem.of(path, msg))
    return out


#: The words of the step values the bundled games give their units (any other key is
#: shown as written).
STEP_VALUE_WORDS: dict[str, Msg] = {
    "attack": _OOB("attack"),
    "defense": _OOB("defense"),
    "movement": _OOB("movement"),
    "strength": _OOB("strength"),
    "passive": _OOB("passive defense"),
}


def missing_step_value(step: int, key: str) -> Msg:
    """A unit's step (``step`` counted from 0, the full-strength side) lacks the value
    ``key`` the rules read: ``step 1: no movement given``."""
    return T("step {n}: no {value} given", n=step + 1, value=STEP_VALUE_WORDS.get(key, key))


def cost_below_one(cost: float, mover: str | None = None) -> Msg:
    """A movement cost between 0 and 1: entering a hex costs at least one point. ``mover``
    is the movement class the cost is of (a key of the rules data, in the rules data
    form's words, ``RulesData``), where a terrain has one cost per class."""
    if mover is not None:
        return T("a cost of {cost} for {mover}: entering a hex costs at least 1 movement point "
                 "(— where units may not enter)", cost=_num(cost),
                 mover=Msg("RulesData", field_words(mover)))
    return T("a cost of {cost}: entering a hex costs at least 1 movement point "
             "(— where units may not enter)", cost=_num(cost))


#: A results table whose rows are not the faces of one die.
DIE_ROWS = T("rows must be the die rolls 1 to 6")


def result_cell_problem(table: TableSpec, die: str, j: int, result: str,
                        known: Iterable[str] | Msg) -> Msg:
    """What is wrong with one cell of a results table, and where, in words: the column as
    printed and the die roll of its row, then the results the rules know (an empty cell
    reads as no result given). ``known`` lists them, or says their form where they are
    too many to list (a :class:`Msg`, shown as it is in the brackets)."""
    column = table.columns[j] if j < len(table.columns) else str(j + 1)
    if isinstance(known, Msg):
        if not result.strip():
            return T("column {column}, die {die}: no result given ({form})",
                     column=column, die=die, form=known)
        return T("column {column}, die {die}: '{result}' is not a result ({form})",
                 column=column, die=die, result=result, form=known)
    known_text = ", ".join(known)
    if not result.strip():
        return T("column {column}, die {die}: no result given (one of {known})",
                 column=column, die=die, known=known_text)
    return T("column {column}, die {die}: '{result}' is not a result (one of {known})",
             column=column, die=die, result=result, known=known_text)
