"""The scenarios that ship with the program, and finding a scenario by name or path."""

from __future__ import annotations

from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from qtwargame.scenario.io import load_scenario
from qtwargame.scenario.models import Scenario

DEFAULT_SCENARIO = "defiant_russia"


def scenarios_dir() -> Path:
    """The folder of bundled scenarios: package data when installed, the repository's
    ``scenarios/`` folder when running from a checkout."""
    packaged = resources.files("qtwargame") / "data" / "scenarios"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "scenarios"


def resources_dir() -> Path:
    packaged = resources.files("qtwargame") / "data" / "resources"
    if packaged.is_dir():
        return Path(str(packaged))
    return Path(__file__).resolve().parents[2] / "resources"


@dataclass(frozen=True)
class Entry:
    id: str
    path: Path


def bundled() -> list[Entry]:
    d = scenarios_dir()
    return [Entry(p.stem, p) for p in sorted(d.glob("*.json"))]


def resolve(name_or_path: str) -> Path:
    """A bundled scenario's id, or a path to a scenario file."""
    for e in bundled():
        if e.id == name_or_path:
            return e.path
    p = Path(name_or_path)
    if p.exists():
        return p
    known = ", ".join(e.id for e in bundled())
    raise FileNotFoundError(f"no bundled scenario or file named {name_or_path!r} (bundled: {known})")


def load(name_or_path: str) -> Scenario:
    return load_scenario(resolve(name_or_path))


def default_id() -> str:
    ids = [e.id for e in bundled()]
    if DEFAULT_SCENARIO in ids:
        return DEFAULT_SCENARIO
    return ids[0] if ids else DEFAULT_SCENARIO
