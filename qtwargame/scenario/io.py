"""Reading and writing scenario files.

Loading never executes anything and never raises a bare traceback at the user: every
problem (bad JSON, a field of the wrong type, an unknown reference, a ruleset's own
complaint) becomes a :class:`FileProblem` naming the file, the JSON path and what is
wrong, and all of them are reported together in one :class:`ScenarioError`.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from qtwargame.atomic import write_atomic
from qtwargame.scenario.migrations import MigrationError, migrate
from qtwargame.scenario.models import Scenario
from qtwargame.scenario.validate import semantic_problems


@dataclass(frozen=True)
class FileProblem:
    file: str
    path: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}: {self.path}: {self.message}"


class ScenarioError(Exception):
    def __init__(self, problems: list[FileProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems))


def _json_path(loc: tuple[Any, ...]) -> str:
    out = "$"
    for part in loc:
        out += f"[{part}]" if isinstance(part, int) else f".{part}"
    return out


def _no_duplicate_keys(pairs: list[tuple[str, Any]]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, v in pairs:
        if k in out:
            raise ValueError(f"duplicate key {k!r}")
        out[k] = v
    return out


def parse_json(text: str, file: str) -> Any:
    try:
        return json.loads(text, object_pairs_hook=_no_duplicate_keys)
    except json.JSONDecodeError as e:
        raise ScenarioError([FileProblem(file, f"line {e.lineno}, column {e.colno}",
                                         f"not valid JSON: {e.msg}")]) from None
    except ValueError as e:
        raise ScenarioError([FileProblem(file, "$", str(e))]) from None


def structural_scenario(data: Any, file: str = "<scenario>") -> Scenario:
    """Parsed JSON as a scenario model, migrated and structurally checked only: broken
    references and a ruleset's complaints are not looked for (the editor opens such a
    file so that the designer can mend it)."""
    if not isinstance(data, dict):
        raise ScenarioError([FileProblem(file, "$", "a scenario must be a JSON object")])
    try:
        data = migrate(data)
    except MigrationError as e:
        raise ScenarioError([FileProblem(file, e.path, e.message)]) from None
    try:
        return Scenario.model_validate(data)
    except ValidationError as e:
        raise ScenarioError([
            FileProblem(file, _json_path(err["loc"]), err["msg"]) for err in e.errors()
        ]) from None


def scenario_from_data(data: Any, file: str = "<scenario>", check_rules: bool = True) -> Scenario:
    """Validate parsed JSON as a scenario, migrating older versions first."""
    sc = structural_scenario(data, file)
    problems = [FileProblem(file, p.path, p.message) for p in semantic_problems(sc)]
    if check_rules:
        problems += [FileProblem(file, p.path, p.message) for p in ruleset_problems(sc)]
    if check_rules and not problems:  # stacking at set-up needs a game that can start
        from qtwargame.scenario.setup_checks import setup_stacking_problems

        problems += [FileProblem(file, p.path, p.message)
                     for p in setup_stacking_problems(sc, get_ruleset_of(sc))]
    if problems:
        raise ScenarioError(problems)
    return sc


def get_ruleset_of(sc: Scenario):
    from qtwargame.engine.ruleset import get_ruleset

    return get_ruleset(sc.ruleset)


def ruleset_problems(sc: Scenario):
    from qtwargame.engine.ruleset import Problem, get_ruleset

    try:
        ruleset = get_ruleset(sc.ruleset)
    except KeyError:
        from qtwargame.engine.ruleset import ruleset_ids

        return [Problem("$.ruleset", f"unknown ruleset {sc.ruleset!r} "
                                     f"(known: {', '.join(ruleset_ids())})")]
    return ruleset.validate_scenario(sc)


def read_json_file(path: str | Path) -> Any:
    """The parsed JSON of a file; any failure is a ScenarioError naming the file."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except OSError as e:
        raise ScenarioError([FileProblem(str(p), "$", f"cannot read: {e.strerror}")]) from None
    except UnicodeDecodeError as e:
        raise ScenarioError([FileProblem(str(p), f"byte {e.start}", "not UTF-8 text")]) from None
    return parse_json(text, str(p))


def load_scenario(path: str | Path, check_rules: bool = True) -> Scenario:
    return scenario_from_data(read_json_file(path), str(path), check_rules)


def dumps_scenario(sc: Scenario) -> str:
    """The scenario as JSON text in its canonical form (defaults left out, the format
    version first, unordered parts sorted: :mod:`qtwargame.scenario.canonical`)."""
    from qtwargame.scenario.canonical import canonical_text

    return canonical_text(sc)


def save_scenario(sc: Scenario, path: str | Path) -> None:
    write_atomic(path, dumps_scenario(sc))
