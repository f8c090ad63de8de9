"""``packaging/typecheck.py``: mypy's errors counted per file and held to the baseline."""

from __future__ import annotations

import importlib.util
from collections import Counter
from pathlib import Path

import pytest

_PATH = Path(__file__).resolve().parents[1] / "packaging" / "typecheck.py"


@pytest.fixture(scope="module")
def typecheck():
    spec = importlib.util.spec_from_file_location("qtwargame_typecheck", _PATH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_errors_are_counted_per_file_and_notes_are_not(typecheck):
    output = "\n".join([
        'qtwargame/a.py:3: error: Missing return statement  [return]',
        'qtwargame/a.py:9:5: error: Incompatible types  [assignment]',
        'qtwargame/a.py:9: note: See docs',
        'qtwargame/ui/b.py:1: error: Name "x" is not defined  [name-defined]',
    ])
    assert typecheck.count_errors(output) == Counter({"qtwargame/a.py": 2, "qtwargame/ui/b.py": 1})


def test_a_file_over_its_baseline_or_new_fails_and_one_under_is_reported(typecheck):
    worse, better = typecheck.compare(Counter({"a.py": 3, "new.py": 1, "c.py": 1}),
                                      {"a.py": 2, "c.py": 4, "gone.py": 2})
    assert worse == ["a.py: 3 errors (baseline 2)", "new.py: 1 errors (baseline 0)"]
    assert better == ["c.py: 1 errors (baseline 4)", "gone.py: 0 errors (baseline 2)"]


@pytest.mark.slow
def test_the_types_hold_to_the_baseline(typecheck, capsys):
    """CI's type check: mypy over qtwargame, no file over its recorded count."""
    status = typecheck.main([])
    assert status == 0, capsys.readouterr().err
