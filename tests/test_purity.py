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
