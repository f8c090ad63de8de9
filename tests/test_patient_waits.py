"""``tests/conftest.py`` gives pytest-qt's waits a bound that holds on a loaded machine."""

from __future__ import annotations

import time

import pytest
from pytestqt.exceptions import TimeoutError as WaitTimedOut

from tests.conftest import WAIT_MS


@pytest.mark.slow  # 5.5 s of wall clock, little CPU: out of the everyday loop
def test_a_wait_with_no_time_of_its_own_waits_past_pytest_qts_five_seconds(qtbot):
    # the condition holds after 5.5 s of the wait's own clock: pytest-qt's default (5 s)
    # failed it; with the bound of conftest it passes as soon as it holds
    start = time.monotonic()
    qtbot.waitUntil(lambda: time.monotonic() - start > 5.5)
    assert WAIT_MS == 60_000


def test_a_wait_with_its_own_time_keeps_it(qtbot):
    start = time.monotonic()
    with pytest.raises(WaitTimedOut):
        qtbot.waitUntil(lambda: False, timeout=200)
    assert time.monotonic() - start < 5
