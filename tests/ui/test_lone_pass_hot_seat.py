"""A question whose one possible answer is Pass passes by itself in hot-seat too, where no
secret depends on it (session 93, Blitzkrieg to Moscow 2 hot-seat, the hand-over screen
on: the German was asked "Reroll the combat die?" with only Pass offered, their Tactical
Superiority no longer in hand, and had to click Pass; against the computer it passed by
itself). The hand guard still keeps a window the hand alone makes empty open
(tests/ui/test_handover_hands.py)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, Opt
from qtwargame.engine.history import History

from .test_decisions import _open


def test_a_reroll_window_with_pass_alone_passes_by_itself_in_hot_seat(window, qtbot):
    c = _open(window, "blitzkrieg_moscow_2-7-at-reroll")
    game = c.history.game
    # the German combat card window just before the die: Tactical Superiority (the
    # German's one reroll card, 7.1) played before (face up in the discards, 7.0), in
    # neither hand nor deck
    before = c.history.steps[-1].before.copy()
    before.hands["german"] = tuple(x for x in before.hands["german"] if x != "g_tactical")
    before.discards["german"] = before.discards.get("german", ()) + ("g_tactical",)
    assert before.pending.kind == "combat_card" and not before.decks.get("german")
    c.adopt(History(game, before, []), c.seed)
    QApplication.processEvents()
    window.act_handover.setChecked(True)  # hot-seat, hands kept apart
    QApplication.processEvents()
    assert c.computer_sides == frozenset() and c.hands_kept_apart and not c.covered
    assert window.decision.buttons[-1].text().startswith("Pass\n")
    qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    # the die is rolled; the reroll window (7.1: the German owns a reroll card) had Pass
    # alone, and passed by itself
    assert [st.action for st in c.history.steps] == [Choose("german", Opt.PASS),
                                                     Choose("german", Opt.PASS)]
    assert [st.before.pending.kind for st in c.history.steps] == ["combat_card", "reroll"]
    assert c.state.pending is None or c.state.pending.kind != "reroll"
    assert window.status_text() == ("Passed automatically (nothing else was possible): "
                                    "Reroll the combat die?")
