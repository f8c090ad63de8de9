"""The scenarios that ship with the program or with an installed plugin, and finding a
scenario by name or path.

A plugin (a separately installed package) offers its scenarios, help pages and translations
through entry points (docs/plugins.md):

- ``qtwargame.scenarios``: a function returning a folder of scenario ``.json`` files or a
  list of scenario file paths;
- ``qtwargame.help``: a function returning a folder of ``<topic>.<lang>.html`` pages;
- ``qtwargame.translations``: a function returning a folder of ``<anything>_<lang>.ts``
  catalogues, read after the program's own.

A plugin whose entry point fails, or whose scenario id is already taken, is reported in
:data:`LOAD_ERRORS` and in the log, and skipped.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass
from importlib import resources
from pathlib import Path

from qtwargame.engine.text import Texts
from qtwargame.scenario.io import load_scenario
from qtwargame.scenario.models import Scenario

log = logging.getLogger(__name__)

_T = Texts("catalog")

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


#: Where the program's own scenarios come from (``Entry.source``).
BUILTIN = "qtwargame"
SCENARIO_GROUP = "qtwargame.scenarios"
HELP_GROUP = "qtwargame.help"
TRANSLATION_GROUP = "qtwargame.translations"
#: Plugin entry points that could not be used: (group, name, what went wrong).
LOAD_ERRORS: list[tuple[str, str, str]] = []


@dataclass(frozen=True)
class Entry:
    id: str
    path: Path
    #: ``qtwargame`` for a scenario that ships with the program, else the name of the
    #: distribution (or, failing that, the entry point) that offered it.
    source: str = BUILTIN

    @property
    def builtin(self) -> bool:
        return self.source == BUILTIN


def _offered(group: str) -> list[tuple[str, list[Path]]]:
    """Each entry point of ``group``, called: (its source, the paths it returned). A folder
    stands for itself; a list stands for its items."""
    from importlib.metadata import entry_points

    found: list[tuple[str, list[Path]]] = []
    for ep in sorted(entry_points(group=group), key=lambda e: e.name):
        try:
            got = ep.load()()
            items: Iterable[object] = [got] if isinstance(got, (str, Path)) else got
            paths = [Path(str(x)) for x in items]
            missing = [str(x) for x in paths if not x.exists()]
            if missing:
                raise FileNotFoundError(f"{ep.value} returned paths that do not exist: {missing}")
        except Exception as e:  # a plugin's own bug must not stop the program
            LOAD_ERRORS.append((group, ep.name, f"{type(e).__name__}: {e}"))
            log.info("the plugin entry point %s of %s failed: %s: %s", ep.name, group,
                     type(e).__name__, e)
            continue
        dist = getattr(ep, "dist", None)
        found.append((dist.name if dist is not None else ep.name, paths))
    return found


def plugin_scenarios() -> list[Entry]:
    """The scenarios installed plugins offer, each marked with its source; one whose id is
    already taken (by the program or an earlier plugin) is skipped and reported."""
    taken = {p.stem for p in scenarios_dir().glob("*.json")}
    out: list[Entry] = []
    for source, paths in _offered(SCENARIO_GROUP):
        files = [f for p in paths for f in (sorted(p.glob("*.json")) if p.is_dir() else [p])]
        for f in files:
            if f.stem in taken:
                LOAD_ERRORS.append((SCENARIO_GROUP, source, f"scenario id {f.stem!r} ({f}) is already taken"))
                log.info("%s offers the scenario %s, whose id %r is already taken: skipped",
                         source, f, f.stem)
                continue
            taken.add(f.stem)
            out.append(Entry(f.stem, f, source))
    return out


def plugin_dirs(group: str) -> list[Path]:
    """The folders installed plugins offer through ``group`` (help pages, translations)."""
    return [p for _, paths in _offered(group) for p in paths if p.is_dir()]


def bundled() -> list[Entry]:
    """Every scenario the program can offer by name: its own first, then the plugins'."""
    d = scenarios_dir()
    return [Entry(p.stem, p) for p in sorted(d.glob("*.json"))] + plugin_scenarios()


class UnknownScenarioError(FileNotFoundError):
    """No scenario the program offers has this id, and no file this path. ``str()`` is
    the English; ``msg`` says it in the reader's language (``msg.format(translate)``)."""

    def __init__(self, name: str, known: Iterable[str]) -> None:
        self.msg = _T("no bundled or plugin scenario or file named {name} (known: {known})",
                      name=repr(name), known=", ".join(known))
        super().__init__(str(self.msg))


def resolve(name_or_path: str) -> Path:
    """A bundled scenario's id, or a path to a scenario file."""
    own = _own(name_or_path)
    if own is not None:  # the program's own id: no plugin is asked (none may take it)
        return own
    for e in bundled():
        if e.id == name_or_path:
            return e.path
    p = Path(name_or_path)
    if p.exists():
        return p
    raise UnknownScenarioError(name_or_path, [e.id for e in bundled()])


def _own(name: str) -> Path | None:
    """The file of the scenario that ships with the program under the id ``name``, if any
    (the entry :func:`bundled` lists first for it)."""
    if not name or name.startswith(".") or Path(name).name != name:
        return None  # a path, not an id
    path = scenarios_dir() / f"{name}.json"
    return path if path.is_file() else None


def load(name_or_path: str) -> Scenario:
    return load_scenario(resolve(name_or_path))


def default_id() -> str:
    ids = [e.id for e in bundled()]
    if DEFAULT_SCENARIO in ids:
        return DEFAULT_SCENARIO
    return ids[0] if ids else DEFAULT_SCENARIO
