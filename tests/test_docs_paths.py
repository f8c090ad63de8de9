"""Every file path the architecture docs cite exists (issue 47, item 7: ARCHITECTURE.md once
cited a file not in the repository). A cited path is a backticked word with a slash or a
file extension and no placeholder (``<game>``, ``*``). It exists if some file or folder of
the repository ends with it (the docs name modules from their package: ``engine/state.py``,
``panels/model_form.py``, ``qtwargame/simulate`` for ``simulate.py``), or a module's
``path/module.Name`` names a module that does."""

import functools
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "docs" / "ARCHITECTURE.md", *sorted((ROOT / "docs" / "architecture").glob("*.md"))]
EXTENSIONS = (".py", ".md", ".json", ".html", ".ts", ".toml", ".qtwsave", ".svg", ".spec", ".txt", ".yml")


def cited_paths(text: str) -> list[str]:
    out = []
    for word in re.findall(r"`([^`\s]+)`", text):
        word = word.rstrip(".,:;")
        if (any(c in word for c in "<>*{}()=$~") or word.startswith(("-", ".", "http", "qtwargame."))
                or word.startswith("application/")):  # a MIME type
            continue
        if "/" in word or word.endswith(EXTENSIONS):
            out.append(word)
    return out


def _repository() -> set[str]:
    """Every file and folder of the repository, as paths from its root."""
    out: set[str] = set()
    for top in ROOT.iterdir():
        if top.name.startswith(".") or top.name in ("build", "dist", "node_modules"):
            continue
        out.add(top.name)
        if top.is_dir():
            out.update(str(p.relative_to(ROOT)) for p in top.rglob("*") if "__pycache__" not in p.parts)
    return out


REPOSITORY = _repository()


def exists(path: str) -> bool:
    path = path.rstrip("/")
    stem, dot, last = path.rpartition(".")
    candidates = {path, path + ".py"} | ({stem + ".py"} if dot and "/" not in last else set())
    return any(p == c or p.endswith("/" + c) for c in candidates for p in REPOSITORY)


def test_cited_paths_are_found_in_a_sample():
    text = "see `engine/state.py`, `tests/test_purity.py`, `qtwargame/rules/<game>`, `x.y` and `hexgrid`"
    assert cited_paths(text) == ["engine/state.py", "tests/test_purity.py"]
    assert exists("engine/state.py") and exists("qtwargame/simulate")
    assert exists("panels/id_choices.IdDelegate")
    assert not exists("engine/no_such_module.py")


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_cited_path_exists(doc):
    missing = [p for p in cited_paths(doc.read_text(encoding="utf-8")) if not exists(p)]
    assert missing == []


PACKAGES_PAGE = ROOT / "docs" / "architecture" / "packages.md"
#: the packages whose every module the page names (the windows' and the computer players'
#: modules are described on their own pages)
NAMED_MODULE_BY_MODULE = ("engine", "scenario", "rules", "rules/dice_bucket", "i18n", "testing")


def unnamed_modules(page: str, package_root: Path) -> list[str]:
    """The modules and packages of ``package_root`` that ``page`` does not name: each
    package by its path, each top-level module by its name, and each module of
    :data:`NAMED_MODULE_BY_MODULE` by its name in backticks (``hexgrid`` or
    ``movement.MoveRules``)."""
    words = {w.rstrip(".,:;") for w in re.findall(r"`([^`\s]+)`", page)}
    stems = {w.split(".")[0] for w in words} | {w.split("/")[-1].removesuffix(".py") for w in words}
    missing = []
    for sub in sorted(package_root.iterdir()):
        rel = sub.relative_to(package_root.parent).as_posix()
        if sub.is_dir() and (sub / "__init__.py").exists() and sub.name != "rules":
            if not any(w == rel or w.startswith(rel + "/") for w in words):
                missing.append(rel)
        elif sub.suffix == ".py" and sub.stem not in ("__init__", "__main__") and sub.stem not in stems:
            missing.append(rel)
    for pkg in NAMED_MODULE_BY_MODULE:
        for module in sorted((package_root / pkg).glob("*.py")):
            if module.stem != "__init__" and module.stem not in stems:
                missing.append(module.relative_to(package_root.parent).as_posix())
    return missing


def test_the_packages_page_names_every_package_and_every_module_of_the_core():
    """docs/architecture/packages.md's table against ``ls qtwargame/*/``: a new module of the
    core, or a new package, is named on the page (session 94 found ``engine/bitflood``,
    ``engine/vocabulary``, ``atomic``, ``rules/limits``, three modules of ``dice_bucket`` and the ``i18n`` and
    ``testing`` packages missing)."""
    assert unnamed_modules(PACKAGES_PAGE.read_text(encoding="utf-8"), ROOT / "qtwargame") == []


def test_a_module_the_packages_page_does_not_name_is_found(tmp_path):
    root = tmp_path / "qtwargame"
    for path in ("engine/__init__.py", "engine/hexgrid.py", "engine/newthing.py", "ui/__init__.py",
                 "ui/board.py", "atomic.py", "cli.py", "rules/__init__.py", "rules/odds.py"):
        (root / path).parent.mkdir(parents=True, exist_ok=True)
        (root / path).write_text("", encoding="utf-8")
    page = "| `qtwargame/engine` | hexes (`hexgrid`) |\n| `qtwargame/cli` | the command |"
    assert unnamed_modules(page, root) == ["qtwargame/atomic.py", "qtwargame/ui",
                                           "qtwargame/engine/newthing.py", "qtwargame/rules/odds.py"]


#: pages whose table's first column names the modules of one package
MODULE_TABLES = {"play-window.md": "qtwargame/ui", "editor.md": "qtwargame/editor"}


def missing_table_modules(page: str, package: Path) -> list[str]:
    """The modules (or folders) a table row's first column names that ``package`` lacks."""
    missing = []
    for line in page.splitlines():
        if line.startswith("| `"):
            for word in re.findall(r"`([^`]+)`", line.split("|")[1]):
                name = word.rstrip("/").split("/")[-1]
                if not (any(package.rglob(name + ".py")) or any(p.is_dir() for p in package.rglob(name))):
                    missing.append(word)
    return missing


@pytest.mark.parametrize("page", sorted(MODULE_TABLES))
def test_every_module_a_window_page_s_table_names_exists(page):
    """Session 94: the play window's table still named ``refusal`` (``refusal.explain_move``),
    a module removed when refusals moved into the engine."""
    text = (ROOT / "docs" / "architecture" / page).read_text(encoding="utf-8")
    assert missing_table_modules(text, ROOT / MODULE_TABLES[page]) == []


def test_a_table_row_naming_a_removed_module_is_found():
    page = "| module | what |\n|---|---|\n| `controller`, `refusal` | x |\n| `tools/` | y |\n"
    assert missing_table_modules(page, ROOT / "qtwargame" / "ui") == ["refusal"]


#: the pages a successor reads first, whose named tests must exist
FIRST_READ = [ROOT / "README.md", *DOCS, *(ROOT / "docs" / name for name in (
    "play-window.md", "saves.md", "hidden-information.md", "plugins.md", "position.md",
    "performance.md"))]


@functools.cache
def _defined(folders: tuple[str, ...]) -> dict[str, set[str]]:
    """Every function and test module name of ``folders``: name -> the files defining it."""
    out: dict[str, set[str]] = {}
    for folder in folders:
        for path in (ROOT / folder).rglob("*.py"):
            rel = path.relative_to(ROOT).as_posix()
            out.setdefault(path.stem, set()).add(rel)
            for name in re.findall(r"def (\w+)", path.read_text(encoding="utf-8")):
                out.setdefault(name, set()).add(rel)
    return out


def unknown_tests(text: str, defined: dict[str, set[str]]) -> list[str]:
    """The tests ``text`` names that are not there: ``tests/x.py::test_y`` not defined in
    that file, a bare ``test_y`` defined nowhere."""
    out = [f"{f}::{t}" for f, t in re.findall(r"`(tests/[\w/]+\.py)::(\w+)`", text)
           if f not in defined.get(t, set())]
    out += [t for t in re.findall(r"(?<![\w:/.])(test_\w+)", text) if t not in defined]
    return out


@pytest.mark.parametrize("doc", FIRST_READ, ids=lambda p: p.name)
def test_every_test_a_page_names_exists(doc):
    defined = _defined(("tests", "examples", "packaging"))
    assert unknown_tests(doc.read_text(encoding="utf-8"), defined) == []


def test_a_renamed_test_is_found():
    defined = {"test_a": {"tests/test_x.py"}, "test_x": {"tests/test_x.py"}}
    text = "see `tests/test_x.py::test_a`, `tests/test_y.py::test_a`, test_b and `tests/test_x.py`"
    assert unknown_tests(text, defined) == ["tests/test_y.py::test_a", "test_b"]
