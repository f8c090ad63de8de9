"""Defiant Russia's loss and retreat answers, in the Decision panel, say what they do and
use the game's own words (session 89, the Soviet side by hand in Japanese).

Asked for a hit against the 6th Army, already reduced, the panel offered 「第6軍が損害を
受ける」 and 「代わりに退却」: nothing said the army would be eliminated, and the retreat
read 退却 under a header that read 「第6軍を1ヘクス後退させてください」 and a log that said
後退, the rulebook's word (7.21-7.23). Now a loss says whether the unit is reduced or
eliminated (7.2), and the retreats read 後退."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, Opt, Retreat, TakeLoss
from tests.ui import bundled

from .conftest import start


def _first_loss_question(window, qtbot):
    """Hot-seat, both set-ups by Deploy All, no Axis move: the owed attacks proposed and
    resolved until the defender is asked for a loss with a retreat among the answers."""
    c = start(window, bundled.scenario("defiant_russia"), seed=7)
    window.set_language("ja")
    for _ in range(2):
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_combat"
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    for _ in range(40):
        p = c.state.pending
        legal = c.legal().actions
        if (p is not None and p.side == "soviet" and any(isinstance(a, TakeLoss) for a in legal)
                and any(isinstance(a, Choose) and a.option == Opt.RETREAT for a in legal)):
            return c
        if p is not None:
            window.decision.answer_buttons.buttons[0].click()
        else:
            qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    raise AssertionError("no Soviet loss with a retreat was asked")


def test_7_2_7_21_a_loss_says_reduced_or_eliminated_and_a_retreat_reads_koutai(window, qtbot):
    c = _first_loss_question(window, qtbot)
    game, state = c.game, c.state
    panel = window.decision.answer_buttons
    texts = {a: b.text() for a, b in zip(panel.actions, panel.buttons)}
    losses = [a for a in texts if isinstance(a, TakeLoss)]
    assert losses
    for a in losses:
        name = c.names.unit(a.unit)
        last = state.units[a.unit].step + 1 >= game.units[a.unit].step_count
        d, step = game.units[a.unit], state.units[a.unit].step
        # (and the values, from what to what: session 93)
        values = "-".join(str(v) for v in d.steps[step].values())
        assert texts[a] == (f"{name}が損害を受ける（除去される）\n戦力{values}" if last
                            else f"{name}が損害を受ける（減少戦力になる）\n{values} → "
                            + "-".join(str(v) for v in d.steps[step + 1].values()))
    retreat = next(a for a in texts if isinstance(a, Choose) and a.option == Opt.RETREAT)
    # how far, and for what (7.21: one hex a hit left; it said only 代わりに後退 before)
    assert state.data["combat"]["left"] == 1
    assert texts[retreat] == "残り1ヒットの代わりに1ヘクス後退 (7.21)"
    window.set_language("en")
    QApplication.processEvents()
    panel = window.decision.answer_buttons
    english = {a: b.text() for a, b in zip(panel.actions, panel.buttons)}
    assert english[retreat] == "Retreat 1 hex instead of the 1 hit left (7.21)"
    window.set_language("ja")
    QApplication.processEvents()
    panel = window.decision.answer_buttons
    # the retreat itself, once chosen: each way back names its hex with 後退
    panel.buttons[list(texts).index(retreat)].click()
    QApplication.processEvents()
    panel = window.decision.answer_buttons
    ways = [b.text() for a, b in zip(panel.actions, panel.buttons) if isinstance(a, Retreat)]
    if c.state.pending is not None and ways:
        assert all(w.endswith("へ後退") and "退却" not in w for w in ways)
