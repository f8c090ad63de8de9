"""The engine, rules and scenario packages never load Qt (STYLE: the model never knows the
view)."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("package", ["qtwargame.engine", "qtwargame.rules", "qtwargame.scenario"])
def test_importing_pure_packages_does_not_load_pyside6(package):
    code = (
        "import importlib, pkgutil, sys\n"
        f"pkg = importlib.import_module({package!r})\n"
        "for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'):\n"
        "    importlib.import_module(m.name)\n"
        "import qtwargame.simulate, qtwargame.bench, qtwargame.cli\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "print(','.join(bad))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == ""


def _imports_of(package_dir):
    """Every module a package's source imports, by module: (file, imported name)."""
    import ast
    from pathlib import Path

    root = Path(__file__).resolve().parents[1] / "qtwargame" / package_dir
    for path in sorted(root.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                for a in node.names:
                    yield path.name, a.name
            elif isinstance(node, ast.ImportFrom) and node.module:
                yield path.name, node.module


def test_the_engine_never_imports_a_rules_package():
    """Rulesets are plugins found through entry points (issue 10, item 11)."""
    bad = [(f, m) for f, m in _imports_of("engine") if m.startswith("qtwargame.rules")]
    assert bad == []


def test_the_play_window_never_imports_the_editor():
    """They open each other through qtwargame.windows, so there is no import cycle."""
    bad = [(f, m) for f, m in _imports_of("ui") if m.startswith("qtwargame.editor")]
    assert bad == []


def test_rulesets_and_windows_are_found_through_entry_points():
    from qtwargame import windows
    from qtwargame.engine.ruleset import LOAD_ERRORS, ruleset_ids

    assert {"classic", "defiant_russia", "blitzkrieg_moscow_2"} <= set(ruleset_ids())
    assert LOAD_ERRORS == []
    assert callable(windows.opener("play")) and callable(windows.opener("edit"))
    with pytest.raises(windows.WindowUnavailable, match="no installed package"):
        windows.opener("no-such-window")


def test_a_rules_package_imports_the_engine_and_only_its_evaluation_imports_the_ai():
    """docs/ARCHITECTURE.md and docs/architecture/packages.md: a rules package imports the
    engine and the shared rules cores, i18n's marker for its data's words, and in its
    evaluation module the computer players' tools; nothing else of the program (session 94:
    the docs said 'the engine only')."""
    allowed = ("qtwargame.engine", "qtwargame.rules")
    bad = [(f, m) for f, m in _imports_of("rules") if m.startswith("qtwargame")
           and not m.startswith(allowed) and m != "qtwargame.i18n"
           and not (f == "evaluation.py" and m.startswith("qtwargame.ai"))]
    assert bad == []
