"""The problems of a scenario being edited, exactly as ``qtwargame validate`` reports them:
the document is dumped to JSON and read back through
:func:`qtwargame.scenario.io.scenario_from_data` (migration, pydantic, references, the
ruleset's own checks)."""

from __future__ import annotations

import json

from pydantic import ValidationError

from qtwargame.engine.checks import pydantic_problems
from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Texts
from qtwargame.scenario.io import (
    FileProblem,
    ScenarioError,
    dumps_scenario,
    scenario_from_data,
)

T = Texts("ScenarioCheck")


def scenario_problems(scenario, file: str = "<editor>") -> list[FileProblem]:
    try:
        scenario_from_data(json.loads(dumps_scenario(scenario)), file)
    except ScenarioError as e:
        return list(e.problems)
    except ValidationError as e:
        return [FileProblem.of(file, p) for p in pydantic_problems(e.errors())]
    except Exception as e:  # a ruleset's own check that breaks must not break the editor
        return [FileProblem.of(file, Problem.of("$.ruleset", T("the ruleset's checks failed: {error}",
                                                                 error=repr(e))))]
    return []
