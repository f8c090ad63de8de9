"""Declaring and resolving an attack on river_crossing with fixed dice, then answering the
retreat and the advance on the board (classic rules C7, C8)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from qtwargame.engine.actions import Advance, Retreat
from qtwargame.ui.tools.attack_tool import AttackTool
from qtwargame.ui.tools.decision_tool import DecisionTool

from .conftest import click, hex_point, place_everything, start, unit_point

TARGET = "0704"  # red_inf_1, defence 4, behind the river


def _bring_the_armour_up(c):
    """Move both Blue armoured divisions next to 0704, each across the river from it."""
    game = c.game
    target = game.hex(TARGET)
    used = set()
    for uid in ("blue_arm_1", "blue_arm_2"):
        dests = c.legal().destinations(uid, "normal")
        spots = [h for h in dests if h.distance(target) == 1 and h not in used
                 and game.board.has_feature(h, target, "river")]
        assert spots, f"{uid} cannot reach the river opposite {TARGET}"
        used.add(spots[0])
        assert c.submit(dests[spots[0]])


def test_an_attack_is_previewed_resolved_retreated_and_followed_up(window, river, qtbot):
    # Given Blue's two armoured divisions across the river from 0704 and a die fixed at 1
    c = start(window, river, dice=(1,))
    place_everything(c)
    _bring_the_armour_up(c)
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert c.state.phase == "blue_combat"
    tool = window.view.tool
    assert isinstance(tool, AttackTool)

    # When the player clicks both armoured units, then the target hex
    click(window, unit_point(window, "blue_arm_1"))
    click(window, unit_point(window, "blue_arm_2"))
    click(window, hex_point(window, c.game.hex(TARGET)))

    # Then the preview shows 12 against 4, shifted one column left for the river (C7)
    preview = window.combat.preview
    assert (preview.attack_strength, preview.defense_strength) == (12, 4)
    assert preview.column == "2:1"
    assert [s for s, _ in preview.shifts] == [-1]
    assert "every attacker across River" in window.combat.details.text()
    assert window.crt.highlighted() == ("2:1", None)
    assert preview.outcomes["DR"] == 2 / 6

    # When Resolve is clicked: the die (1) is shown, the CRT cell lights up, Red retreats
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    assert "⚀1" in window.combat.dice.text()
    assert window.crt.highlighted() == ("2:1", "1")
    assert "column 2:1, die 1: DR" in " ".join(window.log.visible_texts())
    if c.state.pending is not None and c.state.pending.kind == "retreat":
        assert isinstance(window.view.tool, DecisionTool)
        answers = [a for a in c.legal().actions if isinstance(a, Retreat)]
        assert window.decision.buttons and len(window.decision.buttons) == len(answers)
        goal = answers[0].path[-1]
        click(window, hex_point(window, goal))
        assert c.state.units["red_inf_1"].hex == goal

    # Then Blue may advance into the empty hex: clicking an attacker advances it (C8)
    assert c.state.pending is not None and c.state.pending.kind == "advance"
    assert set(window.scene.highlights.fills) == {c.game.hex(TARGET)}
    assert window.scene.counters["blue_arm_2"].outline == "choice"
    click(window, unit_point(window, "blue_arm_2"))
    assert c.state.units["blue_arm_2"].hex == c.game.hex(TARGET)
    assert c.state.pending is None
    assert isinstance(c.history.steps[-1].action, Advance)


def test_the_decision_panel_offers_exactly_the_legal_answers(window, river, qtbot):
    c = start(window, river, dice=(1,))
    place_everything(c)
    _bring_the_armour_up(c)
    window.end_phase()
    window.view.tool.choose_target(c.game.hex(TARGET))
    window.resolve_attack()
    while c.state.pending is not None:
        answers = c.legal().actions
        choices = c.game.choices(c.state)
        assert [b.text() for b in window.decision.buttons] == [c.render(ch.label) for ch in choices]
        assert [ch.action for ch in choices] == answers
        qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    assert c.state.phase == "blue_combat"


def test_attacks_cannot_be_resolved_without_a_target(window, river):
    c = start(window, river)
    place_everything(c)
    _bring_the_armour_up(c)
    window.end_phase()
    assert not window.combat.resolve.isEnabled()
    window.view.tool.resolve()
    assert "Choose attackers and a target first." in window.status_text()
