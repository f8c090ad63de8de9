"""Shin Barbarossa by hand (session 89): what a person met in the window, played by
widget events. The Soviet combat phase, its declarations closed, read "This phase's
choices are in the Decision panel; end the phase when you are done" over its Resolve
button (the Decision panel raised for a face-down leader's turn); a panzer's walk asked
the Soviets to turn a leader without saying which panzer or where it stood."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose, Move
from qtwargame.engine.history import History
from qtwargame.rules.shin_barbarossa import movement_phase
from qtwargame.rules.shin_barbarossa.leaders import TURN_LEADER
from tests.rules.shin_barbarossa.reading import position
from tests.ui.conftest import click, hex_point, unit_point


def _open(window, game, state, lang="en"):
    if lang == "ja":
        window.set_language("ja")
    window.controller.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    return window.controller


def _declare_and_close(window, qtbot, attacker, target):
    c = window.controller
    click(window, unit_point(window, attacker))
    click(window, hex_point(window, c.game.hex(target)))
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)  # close
    QApplication.processEvents()
    assert c.state.data["stage"] == "resolve"


def test_10_3_2_the_resolution_stage_names_the_next_combat_not_the_decision_panel(window, qtbot):
    game, state = position("soviet_combat", {"su_rc10": "1012", "de_ak1": ("1011", 1),
                                             "ldr_slot_01": "3805"})
    c = _open(window, game, state)
    _declare_and_close(window, qtbot, "su_rc10", "1011")
    # a face-down leader may still be turned (11.2.2): a choice of the phase, in the
    # Decision panel, but not what the phase asks next
    assert Choose("soviet", TURN_LEADER, units=("ldr_slot_01",)) in c.legal().choices
    hint = window.phase_bar.hint.toolTip()
    # it read "This phase's choices are in the Decision panel; end the phase when you are done."
    assert hint == ("Resolve the declared combats in the order declared: click “Resolve the combat "
                    "at 1011” (10.3.2).")
    assert window.declared.buttons[0].text() == "Resolve the combat at 1011"
    assert window.declared.buttons[0].isVisible()


def test_10_3_2_the_axis_resolution_stage_says_the_same_in_japanese(window, qtbot):
    game, state = position("axis_combat", {"de_pz41": "1010", "su_rc10": ("1011", 1)})
    c = _open(window, game, state, lang="ja")
    _declare_and_close(window, qtbot, "de_pz41", "1011")
    assert c.state.pending is None
    # it read the inspect tool's 「スタックをクリックすると…」
    assert window.phase_bar.hint.toolTip() == (
        "宣言した戦闘を宣言順に解決してください：「1011の戦闘を解決する」をクリック (10.3.2)。")
    assert window.declared.buttons[0].text() == "1011の戦闘を解決する"


def test_11_2_7_the_reaction_names_the_panzer_where_it_stands_and_where_it_goes(window, qtbot):
    game, state = position("axis_move_1", {"de_pz41": "1010", "ldr_slot_01": "1212"})
    path = tuple(game.hex(h) for h in ("1110", "1210", "1310"))
    state, _ = game.apply(state, Move("axis", "de_pz41", path))
    assert state.pending is not None and state.pending.kind == movement_phase.REACTION
    c = _open(window, game, state)
    name = c.names.unit("de_pz41")
    # it read "A panzer moves near your face-down leaders: turn one?" with the log's line
    # "… moves XXXXI Panzer Corps to 1310" already written and the panzer elsewhere
    assert window.decision.prompt.text() == (
        f"Soviet: {name} stands in 1110 on its way to 1310, near your face-down leaders: "
        "turn one?")
    assert [b.text() for b in window.decision.buttons][:1] == ["Turn the leader in 1212"]


def test_11_2_6_a_leader_beside_an_axis_unit_turns_by_itself_and_the_log_says_so(window):
    # Session 89 by hand: six leaders turned as the Axis movement began, each logged "The
    # leader in 0423 is turned: Golubev, ability 0" under 11.2.2, the Soviet player's own
    # turn, as if the computer had chosen to show them.
    game, state = position("soviet_move", {"sc_c": "3509", "ldr_slot_01": "3511"})
    state.secret["leaders"]["slots"]["ldr_slot_01"] = "ldr_konev"
    move = next(a for a in game.legal_actions(state) if isinstance(a, Move)
                and a.unit == "ldr_slot_01" and a.to == game.hex("3510") and a.mode == "normal")
    c = _open(window, game, state, lang="ja")
    assert c.submit(move)
    lines = [(c.render(e.text), e.rule) for e in c.history.log() if e.rule in ("11.2.2", "11.2.6")]
    konev = c.names.unit("ldr_konev")
    assert lines == [(f"3510の指揮官が隣接する枢軸軍ユニットにより経戦面に: {konev}、能力2", "11.2.6")]


def test_10_7_1_an_advance_of_two_hexes_names_the_vacated_hex_it_passes(window, qtbot):
    # Session 89 by hand: after an elimination the Decision panel offered "Advance V Corps to
    # 0324", V Corps standing in 0324 (into the vacated 0424 and back), beside "Advance V
    # Corps to 0424": the way through the vacated hex was not said.
    game, state = position("axis_combat", {"de_pz41": "1010", "su_rc10": ("1011", 1)}, dice=(1,))
    c = _open(window, game, state)
    _declare_and_close(window, qtbot, "de_pz41", "1011")
    qtbot.mouseClick(window.declared.buttons[0], Qt.MouseButton.LeftButton)  # resolve: 0/4
    assert c.state.pending is not None and c.state.pending.kind == "advance"
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    name = c.names.unit("de_pz41")
    assert f"Advance {name} to 1011" in texts
    assert f"Advance {name} through 1011 to 1010" in texts  # in and back: its own hex
    assert f"Advance {name} to 1010" not in texts
    further = [t for t in texts if t.startswith(f"Advance {name} through 1011 to ")]
    assert len(further) == len(texts) - 2  # every other answer but 1011 itself and Stop


def test_10_4_5_an_attack_with_the_air_unit_is_logged_with_an_air_unit(window, qtbot):
    # Session 89 by hand: "The Axis player attacks 0424 with 3 units: … (1 air point)"
    # where the Combat dock listed the attack "… and an air unit" (10.4.5 commits units).
    game, state = position("axis_combat", {"de_pz41": "1010", "su_rc10": ("1011", 1),
                                           "sc_c": "0910"}, air=2)
    c = _open(window, game, state, lang="ja")
    click(window, unit_point(window, "de_pz41"))
    click(window, hex_point(window, game.hex("1011")))
    window.combat.air.setValue(1)
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    assert [d["air"] for d in c.state.data["declared"]] == [1]
    last = c.render(c.history.log()[-1].text)
    assert last == f"枢軸軍が{c.names.unit('de_pz41')}で1011を攻撃、航空ユニットを投入"


def test_10_4_5_the_combat_dock_counts_air_units_not_air_points(window, qtbot):
    # Session 89 by hand: the Combat dock's spinner read "Air points committed:" (in
    # Japanese 「投入する航空ポイント」) where the Axis commits air units (10.4.5, 14.1).
    game, state = position("axis_combat", {"de_pz41": "1010", "su_rc10": ("1011", 1),
                                           "sc_c": "0910"}, air=2)
    _open(window, game, state)
    click(window, unit_point(window, "de_pz41"))
    click(window, hex_point(window, game.hex("1011")))
    assert not window.combat.air_box.isHidden()
    assert window.combat.air_label.text() == "Air units committed:"
    window.combat.air.setValue(1)
    QApplication.processEvents()
    assert "<b>Air units:</b> 1" in window.combat.summary.text()
