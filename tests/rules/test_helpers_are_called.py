"""Every function in ``qtwargame/rules/`` is called or referenced by production code
(issue 45, item 3): a rule written as a helper that nothing calls is a rule the game does
not apply (Shin Barbarossa's ``stacking.stack_ok`` was one).

A static reading of the source with :mod:`ast`, nothing imported:

- a module-level function of a rules module is used when its own module names it (other
  than in its own definition), or another production module imports it from there
  (``from M import f``) or reads it off the module (``import M`` / ``from P import M``,
  then ``M.f``);
- a method is used when any production module reads an attribute of that name (methods
  are called through objects, so the name is all a static reading can follow); dunder
  methods are Python's own hooks.

Production code is ``qtwargame/`` (tests are not production: a helper only a test calls
is still unused). :data:`CALLED_BY_NAME` lists, with the reason, what is reached by a name
a static reading cannot follow; :data:`AWAITING` lists the helpers found unused when this
test was written whose fate (wired in or deleted) belongs to another piece of work. The
test fails when any other rules helper is unused, and when an entry of either list is no
longer needed.
"""

from __future__ import annotations

import ast
import functools
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "qtwargame"

#: Reached by a name the source does not spell as a reference (module:function, qualname).
CALLED_BY_NAME: dict[str, str] = {
    # pydantic calls validators it finds through their decorators.
    "qtwargame.rules.red_vengeance.data:RVData._six": "pydantic field validator",
    "qtwargame.rules.defiant_russia.data:DRData._a_result_for_each_face": "pydantic field validator",
    # The computer players find a rules package's evaluation module by name at run time
    # (qtwargame.ai: ``rules_module(game)``, then getattr of these hooks); the engine
    # never imports rules.
    "qtwargame.rules.blitzkrieg_moscow.evaluation:evaluate_and_lookahead": "ai hook",
    "qtwargame.rules.defiant_russia.evaluation:evaluate": "ai hook",
    "qtwargame.rules.defiant_russia.evaluation:evaluate_and_lookahead": "ai hook",
    "qtwargame.rules.defiant_russia.evaluation:lookahead": "ai hook",
    "qtwargame.rules.red_vengeance.evaluation:evaluate": "ai hook",
    "qtwargame.rules.red_vengeance.evaluation:lookahead": "ai hook",
    "qtwargame.rules.red_vengeance.evaluation:scripted": "ai hook",
    "qtwargame.rules.shin_barbarossa.evaluation:evaluate": "ai hook",
    "qtwargame.rules.shin_barbarossa.evaluation:lookahead": "ai hook",
    "qtwargame.rules.shin_barbarossa.evaluation:determinize": "ai hook",
    "qtwargame.rules.shin_barbarossa.evaluation:decisive": "ai hook",
    "qtwargame.rules.blitzkrieg_moscow.evaluation:open_holdings": "ai hook",
    # qtwargame.ai.blunders reads this hook by name (getattr) from the evaluation module.
    "qtwargame.rules.defiant_russia.evaluation:owes_attacks": "ai hook",
    "qtwargame.rules.red_vengeance.evaluation:owes_attacks": "ai hook",
    "qtwargame.rules.shin_barbarossa.evaluation:owes_attacks": "ai hook",
    # qtwargame.ai.world.settle reads this hook by name (getattr) from the evaluation module.
    "qtwargame.rules.red_vengeance.evaluation:settle_cap": "ai hook",
    # qtwargame.engine.vocabulary.terms_of reads a ruleset's declared terms by name
    # (getattr); Blitzkrieg to Moscow 2 declares them as functions of the scenario.
    "qtwargame.rules.blitzkrieg_moscow.vocabulary:UNIT_FLAGS": "vocabulary declaration",
    "qtwargame.rules.blitzkrieg_moscow.vocabulary:REGION_KINDS": "vocabulary declaration",
}

#: Unused by the game, each with the reason it stays (none today: issue 45 wired in or
#: deleted every helper only tests called), so this test guards every new helper.
AWAITING: dict[str, str] = {}


def _module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@functools.cache
def _is_module_under(root: Path, name: str) -> bool:
    """Asked again and again for the same dotted names (every ``a.b.c`` read): the files
    are looked for once per name."""
    p = root / Path(*name.split("."))
    return p.with_suffix(".py").exists() or (p / "__init__.py").exists()


def _absolute(module: str, node: ast.ImportFrom, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = module.split(".")
    base = base[: len(base) - node.level + (1 if is_package else 0)]
    return ".".join(base + ([node.module] if node.module else []))


def _scan() -> tuple[dict[str, tuple[str, int]], set[tuple[str, str]], set[str]]:
    """(defined rules helpers: key -> (file, line); (module, name) references; attribute
    and string names read anywhere). Read once per package folder: the two tests on the
    program's own source ask the same question of the same files."""
    return _scan_of(ROOT, PACKAGE)


@functools.cache
def _scan_of(root: Path, package: Path) -> tuple[dict[str, tuple[str, int]], set[tuple[str, str]],
                                                  set[str]]:
    defined: dict[str, tuple[str, int]] = {}
    uses: set[tuple[str, str]] = set()
    attrs: set[str] = set()
    for path in sorted(package.rglob("*.py")):
        module = _module_name(path, root)
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        nodes = list(ast.walk(tree))  # walked once, read twice: the imports first
        modules: dict[str, str] = {}  # local name -> module it stands for
        for node in nodes:
            if isinstance(node, ast.Import):
                for a in node.names:
                    if a.asname:
                        modules[a.asname] = a.name
                    else:
                        modules[a.name.split(".")[0]] = a.name.split(".")[0]
            elif isinstance(node, ast.ImportFrom):
                src = _absolute(module, node, path.name == "__init__.py")
                for a in node.names:
                    full = f"{src}.{a.name}"
                    if _is_module_under(root, full):
                        modules[a.asname or a.name] = full
                    else:
                        uses.add((src, a.name))
        for node in nodes:
            if isinstance(node, ast.Name) and not isinstance(node.ctx, ast.Store):
                uses.add((module, node.id))
            elif isinstance(node, ast.Attribute):
                attrs.add(node.attr)
                if isinstance(node.value, ast.Name) and node.value.id in modules:
                    uses.add((modules[node.value.id], node.attr))
                elif isinstance(node.value, ast.Attribute):  # a.b.c.f
                    dotted = ast.unparse(node.value)
                    if _is_module_under(root, dotted):
                        uses.add((dotted, node.attr))
            elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                    and node.value.isidentifier():
                attrs.add(node.value)  # getattr(obj, "name") and the like
        if module.startswith("qtwargame.rules"):
            for node in tree.body:
                if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                    defined[f"{module}:{node.name}"] = (str(path.relative_to(root)), node.lineno)
                elif isinstance(node, ast.ClassDef):
                    for m in node.body:
                        if isinstance(m, ast.FunctionDef | ast.AsyncFunctionDef) \
                                and not m.name.startswith("__"):
                            defined[f"{module}:{node.name}.{m.name}"] = (
                                str(path.relative_to(root)), m.lineno)
    return defined, uses, attrs


def unused_helpers() -> dict[str, tuple[str, int]]:
    """The rules functions and methods no production code calls or references."""
    defined, uses, attrs = _scan()
    out = {}
    for key, where in defined.items():
        module, _, qual = key.partition(":")
        if "." in qual:
            if qual.rsplit(".", 1)[1] in attrs:
                continue
        elif (module, qual) in uses:
            continue
        out[key] = where
    return out


@pytest.mark.slow  # the reading of the whole source, shared by these two: whichever runs first pays it
def test_every_rules_helper_is_called_by_production_code():
    unused = unused_helpers()
    new = {k: v for k, v in unused.items() if k not in CALLED_BY_NAME and k not in AWAITING}
    found = ", ".join(f"{k} ({f}:{n})" for k, (f, n) in sorted(new.items()))
    assert not new, ("rules helpers nothing in qtwargame/ calls: wire each in where its rule "
                     f"applies, or delete it: {found}")


@pytest.mark.slow
def test_the_allow_lists_name_only_helpers_that_need_them():
    unused = unused_helpers()
    stale = sorted(k for k in (*CALLED_BY_NAME, *AWAITING) if k not in unused)
    assert not stale, f"no longer unused (or gone): remove from the lists: {stale}"


def test_the_reading_finds_a_helper_nobody_calls(tmp_path, monkeypatch):
    """The reading itself: a module-level function only its definition names is found;
    the same name called from another module through ``M.f`` is not."""
    pkg = tmp_path / "qtwargame" / "rules" / "g"
    pkg.mkdir(parents=True)
    for p in (tmp_path / "qtwargame", tmp_path / "qtwargame" / "rules", pkg):
        (p / "__init__.py").write_text("")
    (pkg / "a.py").write_text("def lost():\n    return 1\n\n\ndef kept():\n    return 2\n")
    (pkg / "b.py").write_text("from qtwargame.rules.g import a\n\nX = a.kept()\n")
    import sys

    here = sys.modules[__name__]
    monkeypatch.setattr(here, "ROOT", tmp_path)
    monkeypatch.setattr(here, "PACKAGE", tmp_path / "qtwargame")
    assert set(unused_helpers()) == {"qtwargame.rules.g.a:lost"}
