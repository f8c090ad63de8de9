"""Attacks declared in one go on the board (issue 11, item 1), with real mouse events on
Defiant Russia: several attackers, two defending hexes, air points with their count; the
combat panel previews the whole declaration; Resolve builds it from its declaration
steps all at once. (Before, Resolve refused any DR attack of two or more units.)"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, Choose, Opt
from tests.ui import bundled

from .conftest import click, hex_point, press, release, start


def _dr_move(window, qtbot):
    """Defiant Russia's first Axis movement phase, both set-ups by Deploy All."""
    c = start(window, bundled.scenario("defiant_russia"))
    for _ in range(2):
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_move"
    return c


def _dr_combat(window, qtbot):
    c = _dr_move(window, qtbot)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "axis_combat"
    return c


def _see(window, *hexes):
    window.view.centerOn(window.scene.layout.center(hexes[0]))
    QApplication.processEvents()


def test_dr_two_attackers_two_hexes_and_air_points_resolve_in_one_go(window, qtbot):
    c = _dr_combat(window, qtbot)
    game = c.game
    first, second = game.hex("2903"), game.hex("2802")
    _see(window, first)
    # The target clicked first brings every unit that can attack it (never a leader).
    click(window, hex_point(window, first))
    tool = window.view.tool
    assert tool.attackers == {"ger_inf_29", "ger_mtn_49"}
    one_hex = window.combat.preview
    assert one_hex is not None
    # Shift-click the second hex: both are attacked together.
    pos = hex_point(window, second)
    press(window, pos, modifiers=Qt.KeyboardModifier.ShiftModifier)
    release(window, pos)
    assert tool.also == [second]
    assert "<b>Also:</b> 2802" in window.combat.summary.text()
    # Air points: the panel offers what the rules allow (11.7: 3 a combat) and counts them.
    assert window.combat.air_box.isVisible()
    assert window.combat.air.maximum() == 3
    window.combat.air.setValue(2)
    assert tool.air == 2
    assert window.combat.preview.attack_strength == one_hex.attack_strength + 2
    assert "<b>Air points:</b> 2" in window.combat.summary.text()
    assert "Air points: +2 dice (11.7)" in window.combat.details.text()
    assert window.combat.details.text().startswith(
        f"Dice {window.combat.preview.attack_strength} against ")
    # Each side's expected hits, the side named before the noun ("Soviet units").
    expected = window.combat.preview.expected
    lines = window.combat.details.text().split("<br>")
    assert f"Expected hits on Soviet units: {expected['soviet']:.2f}" in lines
    assert f"Expected hits on Axis units: {expected['axis']:.2f}" in lines
    air_before = c.state.data["air"]["axis"]
    # Resolve: the whole declaration, step by step, all at once.
    steps_before = len(c.history.steps)
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    actions = [st.action for st in c.history.steps[steps_before:]]
    assert isinstance(actions[0], Attack) and actions[0].target == first
    assert Choose("axis", Opt.ATTACKER, ("ger_mtn_49",)) in actions
    assert Choose("axis", Opt.TARGET, hexes=(second,)) in actions
    assert actions.count(Choose("axis", Opt.AIR, count=1)) == 2
    assert actions[-1] == Choose("axis", Opt.RESOLVE)
    assert c.state.data["air"]["axis"] == air_before - 2
    # The log says it in words and carries the combat as data.
    records = [e.combat for e in c.log() if e.combat is not None]
    assert records and set(records[-1].attackers) == {"ger_inf_29", "ger_mtn_49"}
    assert set(records[-1].hexes) == {first, second}
    texts = window.log.visible_texts()
    # The combat panel shows the record: each side's dice, the hitting ones marked, the hits.
    rec = records[-1]
    text = window.combat.dice.text()
    assert text.startswith("<b>Combat at 2903, 2802</b>")
    hits_on_soviets = rec.hits.get("soviet", 0)
    assert text.count("color:#b00000") == hits_on_soviets + rec.hits.get("axis", 0)
    assert "1 hits" not in text
    # each side's row counts the hits its dice scored, and says so (session 85: "— 1 hit"
    # on the defender's row read as the hits it took)
    axis_row = next(r for r in text.split("<br>") if r.startswith("Axis (attacker)"))
    scored = "1 hit scored" if hits_on_soviets == 1 else f"{hits_on_soviets} hits scored"
    assert axis_row.endswith(f" — {scored}")
    added = c.names.unit("ger_mtn_49")
    assert f"The Axis player adds {added} to the attack" in texts
    assert "The Axis player also attacks 2802" in texts
    # each air point's line says how many the attack has now, not the same words twice
    assert "The Axis player adds 1 air point to the attack (1 in all)" in texts
    assert "The Axis player adds 1 air point to the attack (2 in all)" in texts


def test_dr_an_attack_beyond_the_rules_is_refused_with_the_reason(window, qtbot):
    c = _dr_combat(window, qtbot)
    first = c.game.hex("2903")
    _see(window, first)
    click(window, hex_point(window, first))
    tool = window.view.tool
    tool.also = [c.game.hex("3803")]  # not next to the attackers
    steps_before = len(c.history.steps)
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    assert len(c.history.steps) == steps_before  # all or nothing
    assert window.status_text().startswith("Not allowed")


def test_dr_owed_attacks_are_all_counted_and_the_first_is_named(window, qtbot):
    c = _dr_combat(window, qtbot)
    owed = c.game.ruleset.end_phase_blockers(c.game, c.state)
    assert len(owed) > 10  # no longer cut at ten without saying so
    bar = window.phase_bar
    from qtwargame.ui.tools.attack_tool import next_owed_units

    nxt = next_owed_units(c)
    named = next(b for b in owed if b.params.get("unit") in nxt)
    first = c.render(named)
    # the line names a unit of the attack proposed next (session 92), and counts the
    # units still to attack, each named in the tooltip (session 94: it counted the attacks
    # the proposals would make, which an attack could raise)
    units = len(owed)
    assert bar.blockers.text() == f"{first} ({units} units still to attack)"
    assert bar.blockers.toolTip().count("•") == units
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    assert window.status_text() == (f"Proposed: an owed attack ({units} units still to attack). "
                                    "Adjust it, then Resolve.")
    assert named.params["unit"] in window.view.tool.attackers


def test_dr_an_attack_declared_step_by_step_shows_whole_in_the_combat_panel(window, qtbot):
    # A save stopped while an attack is declared through the Decision panel's answers.
    from .test_no_ids import GOLDEN

    assert window.open_path(GOLDEN / "defiant_russia-7-at-attack.qtwsave")
    c = window.controller
    assert c.state.pending.kind == "attack"
    assert "No attack prepared" not in window.combat.summary.text()
    assert "<b>Target:</b> 4518" in window.combat.summary.text()
    assert window.combat.preview is not None
    assert window.combat.resolve.isEnabled()
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    assert c.history.steps[-1].action == Choose("axis", Opt.RESOLVE)


def test_dr_a_combat_phase_brings_the_combat_dock_in_front_of_the_last_decision(window, qtbot):
    # Session 84 by hand: the Axis combats had asked the Soviets for losses, so the
    # Decision panel stood in front when the Soviet combat phase opened, and the button
    # that proposes the owed attacks was out of sight behind it.
    c = _dr_move(window, qtbot)
    window.docks["decision"].raise_()
    QApplication.processEvents()
    assert window.docks["combat"].visibleRegion().isEmpty()
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert c.state.phase == "axis_combat"
    assert not window.docks["combat"].visibleRegion().isEmpty()
    assert window.combat.propose.isVisible()


def test_dr_when_every_attack_is_made_the_phase_bar_says_so(window, qtbot):
    # Session 85 by hand (Defiant Russia, Axis turn 4): after the last owed attack's
    # advance the phase bar read "Click a stack to look through it": no attack was left,
    # only air strikes and End Phase, and nothing said so.
    from qtwargame.engine.actions import EndPhase

    c = _dr_combat(window, qtbot)
    game = c.game
    state, actions = c.state, []
    while state.pending is not None or any(isinstance(a, Attack)
                                           for a in game.legal_actions(state)):
        legal = game.legal_actions(state)
        action = next((a for a in legal if isinstance(a, Choose) and a.option == Opt.RESOLVE),
                      next(a for a in legal if not isinstance(a, EndPhase)))
        actions.append(action)
        state, _ = game.apply(state, action)
        assert len(actions) < 3000
    bar = window.phase_bar
    assert bar.hint.text().startswith("Click ")  # still attacks to make
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    assert window.combat.air_box.isVisibleTo(window.combat)  # 11.7: air points offered
    assert c.submit_all(actions)
    QApplication.processEvents()
    assert c.state.phase == "axis_combat" and c.state.pending is None
    assert not c.legal().attacks and c.legal().end_phase is not None
    assert bar.hint.text().startswith(
        "No unit can attack any more this phase: end the phase when you are done.")
    # and no air points are offered for an attack nobody is making
    assert not window.combat.air_box.isVisibleTo(window.combat)
