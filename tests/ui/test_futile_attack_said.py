"""An owed attack that can only cost the attackers says so, plainly, in its proposal and
its preview (session 93, second round: Shin Barbarossa's forced Soviet attacks at 1:5,
where every attacker is eliminated without a roll, 10.3.6, were proposed with nothing but
the odds, the rule's note standing last under the modifiers)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from tests.rules.shin_barbarossa.issue45_positions import position

WARNING = ("Certain: every attacker eliminated; the defenders lose nothing. This attack can "
           "only cost the attackers.")


def _propose(window, qtbot, steps):
    # the 10th Rifle Corps owes an attack on the full XXXXI Panzer Corps (12), 10.2
    game, state = position(3, "soviet_combat", {"su_rc10": "2319", "de_pz41": "2219"},
                           steps=steps)
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    assert window.combat.propose.isVisible()
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    return window.combat


def test_10_3_6_a_forced_attack_at_1_5_says_it_only_costs_the_attackers(window, qtbot):
    combat = _propose(window, qtbot, {"su_rc10": 1})  # reduced: 2 against 12
    assert combat.preview.column == "1:5"
    assert window.status_text() == (WARNING + " Proposed: the last owed attack. Adjust it, "
                                    "then Declare.")
    assert combat.details.text().startswith(f"<b style='color: #d9534f;'>{WARNING}</b><br>")


def test_10_3_6_the_warning_reads_in_japanese(window, qtbot):
    window.set_language("ja")
    _propose(window, qtbot, {"su_rc10": 1})
    # no space after the Japanese full stop
    assert window.status_text() == ("結果は確定：攻撃側全滅。防御側は何も失いません。この攻撃は"
                                    "攻撃側の損害にしかなりません。最後の義務攻撃を提案しました。"
                                    "調整してから宣言してください。")


def test_10_3_6_an_attack_decided_by_a_roll_has_no_such_warning(window, qtbot):
    combat = _propose(window, qtbot, {})  # full strength: 4 against 12, a roll decides
    assert combat.preview.column != "1:5" and len(combat.preview.outcomes) > 1
    assert window.status_text() == "Proposed: the last owed attack. Adjust it, then Declare."
    assert "Certain:" not in combat.details.text()
