"""How many clicks Red Vengeance's first Allied combat phase takes (issue 48, items 3 and
14; docs/play-window.md): the attacks owed under 8.1 are proposed one after another, each
with the hexes 8.41 adds, and each resolves with one click. The test plays the first
attacks of the phase through widget events only and counts them, with the clicks the same
attacks took before (a click on the target, Resolve, refused or opening "Complete the
attack", a click for each hex 8.41 adds, Resolve again); ``count`` with ``limit=None``
gives the whole phase's figures in docs/play-window.md."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import EndPhase
from qtwargame.ui.tools.attack_tool import AttackTool
from tests.ui import bundled

from .conftest import start
from .test_click_counts import Clicks


def first_allied_combat(window):
    """Red Vengeance, seed 1: the historical setup, no move, the first Allied combat."""
    c = start(window, bundled.scenario("red_vengeance"), seed=1)
    while c.state.phase != "allied_combat":
        assert c.submit(EndPhase(c.state.active))
    QApplication.processEvents()
    return c


def count(window, qtbot, limit: int | None):
    """Play the owed attacks (the first ``limit``, or all) by clicks: returns (attacks,
    decisions answered, clicks now, clicks the same declarations took before)."""
    c = first_allied_combat(window)
    clicks = Clicks(qtbot)
    attacks = decisions = before = 0
    clicks(window.combat.propose)
    while isinstance(window.view.tool, AttackTool) and window.view.tool.owed_units():
        if limit is not None and attacks == limit:
            break
        added = len(window.view.tool.also)
        before += 2 + (added + 1 if added else 0)
        clicks(window.combat.resolve)
        attacks += 1
        while c.state.pending is not None:
            clicks(window.decision.buttons[0])
            decisions += 1
    return c, attacks, decisions, clicks.n, before + decisions


def test_red_vengeance_turn_1_allied_combat_clicks(window, qtbot):
    c, attacks, decisions, now, before = count(window, qtbot, LIMIT)
    # One Propose, then one Resolve an attack, and the losses and retreats.
    assert (attacks, decisions) == (LIMIT, DECISIONS)
    assert now == 1 + attacks + decisions
    assert before == BEFORE


#: The first two owed attacks of seed 1 (the whole phase: docs/play-window.md).
LIMIT, DECISIONS, BEFORE = 2, 5, 17
