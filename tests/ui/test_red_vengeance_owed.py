"""Issue 48, items 14 and 16: Red Vengeance's owed attacks in the play window. Every owed
attack is counted on the header (8.1), the program proposes each one whole with the hexes
8.41 adds, a declaration that leaves out a hex an attacker must also attack is warned
about in the preview before any click on Resolve, a click on a stack takes all its units
(Ctrl-click one), and the preview's dice add up in words (9.2 with its rules). Positions
are built with ``PositionBuilder`` (the rules tests' ``board``), no game is played."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.ui.tools.attack_tool import AttackTool
from tests.rules.red_vengeance.test_player_choices import board

from .conftest import click, hex_point, press, release, unit_point

#: Four German hexes in a column, Soviet stacks between them: 1413, 1415 and 1417 each
#: touch two German hexes; seven Soviet units and four hexes owe attacks (8.1).
PLACED = {"ger_10": ("1412", 0), "ger_12": ("1414", 0), "ger_23": ("1416", 0), "ger_38": ("1418", 0),
          "sov_67": ("1413", 0), "sov_43": ("1413", 0), "sov_49": ("1415", 0), "sov_42": ("1415", 0),
          "sov_54": ("1417", 0), "sov_22": ("1417", 0), "sov_39": ("1419", 0)}


def _open(window, placed=PLACED, lang="en", *dice):
    game, state = board(placed, 3, "allied_combat", *(dice or [1] * 30))
    if lang == "ja":
        window.set_language("ja")
    window.controller.adopt(History(game, state, []), 7)
    QApplication.processEvents()
    window.scene.expanded = None
    assert isinstance(window.view.tool, AttackTool)
    return window.controller, window.view.tool


def test_8_1_the_header_counts_every_owed_attack(window, qtbot):
    _open(window)
    bar = window.phase_bar
    # Seven units and four hexes owe, named one by one in the tooltip (the rules named at
    # most ten). The line names a unit of the attack proposed first (session 92: the first
    # on the map, 43rd Army, read as left out of it) and counts what the tooltip names
    # (session 94: it counted the attacks the proposals would make, 3 here, which an
    # attack could raise; session 83 had read 「（ほか10件）」 beside 「残りの義務攻撃3件」).
    assert bar.blockers.text() == ("42nd Army must attack (8.1) "
                                   "(7 units still to attack, 4 hexes to be attacked)")
    assert bar.blockers.toolTip().count("•") == 11
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    assert window.status_text() == ("Proposed: an owed attack (7 units still to attack, 4 hexes to be "
                                    "attacked). Adjust it, then Resolve.")
    assert "sov_42" in window.view.tool.attackers  # the unit the line names
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    while window.controller.state.pending is not None:
        qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    # the proposal's four attackers and its three hexes are off the count
    assert bar.blockers.text().endswith(" (3 units still to attack, 1 hex to be attacked)")


def test_8_41_the_proposal_takes_in_every_hex_next_to_its_attackers_and_resolves_in_one_click(window, qtbot):
    c, tool = _open(window)
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    # The most owing units attack 1416 together (the 1415 and 1417 stacks); they also
    # touch 1414 and 1418, which the proposal takes in (8.41).
    assert tool.attackers == {"sov_49", "sov_42", "sov_54", "sov_22"}
    assert [c.game.label(h) for h in [tool.target, *tool.also]] == ["1416", "1414", "1418"]
    assert "(8.41)" not in window.combat.details.text()
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    # One click resolved it: the attackers have attacked, nothing asks to complete it, and
    # the next owed attack is proposed.
    assert all("attacked" in c.state.units[u].flags for u in ("sov_49", "sov_42", "sov_54", "sov_22"))
    assert c.state.pending is None or c.state.pending.kind != "attack"


def test_8_41_the_preview_warns_before_resolve_when_a_hex_is_left_out(window, qtbot):
    c, tool = _open(window)
    click(window, unit_point(window, "sov_39"))  # 1419 touches 1418 only
    click(window, hex_point(window, c.game.hex("1418")))
    assert "(8.41)" not in window.combat.details.text()
    tool.cancel()
    click(window, unit_point(window, "sov_54"))  # the 1417 stack touches 1416 and 1418
    click(window, hex_point(window, c.game.hex("1416")))
    assert tool.attackers == {"sov_54", "sov_22"} and tool.also == []
    text = window.combat.details.text()
    assert ("Not complete yet (8.41): 22nd Army, 54th Army must also attack Posen (1418); "
            "1 hex is left out of the attack.") in text.split("<br>")
    # Shift-click the hex: the warning goes.
    press(window, hex_point(window, c.game.hex("1418")), modifiers=Qt.KeyboardModifier.ShiftModifier)
    release(window, hex_point(window, c.game.hex("1418")))
    assert [c.game.label(h) for h in tool.also] == ["1418"]
    assert "(8.41)" not in window.combat.details.text()


def test_a_click_on_a_stack_takes_all_its_units_and_ctrl_click_one(window):
    c, tool = _open(window)
    click(window, unit_point(window, "sov_67"))
    assert tool.attackers == {"sov_67", "sov_43"}
    click(window, unit_point(window, "sov_43"))
    assert tool.attackers == set()
    pos = unit_point(window, "sov_67")
    top = window.view.itemAt(pos)
    press(window, pos, modifiers=Qt.KeyboardModifier.ControlModifier)
    release(window, pos)
    assert len(tool.attackers) == 1 and tool.attackers <= {"sov_67", "sov_43"}, top


def test_8_41_the_refusal_says_which_hex_is_left_out_never_a_protocol_word():
    from qtwargame.engine.actions import Attack, Choose, Opt
    from qtwargame.logtext import PlainNames

    game, s = board(PLACED, 3, "allied_combat")
    s, _ = game.apply(s, Attack("allied", ("sov_54",), game.hex("1416")))
    rule, why = game.ruleset.why_illegal(game, s, Choose("allied", Opt.RESOLVE))
    # It was "Resolving an attack does not answer the question asked now" (and before
    # that "choose is not allowed now"), under 8.1.
    assert rule == "8.41"
    assert PlainNames(game).render(why) == ("54th Army must also attack Posen (1418): in this combat "
                                            "phase a unit attacks every enemy hex next to it.")


def test_8_43_9_2_the_preview_adds_up_each_unit_and_modifier_with_its_rule(window):
    c, tool = _open(window)
    click(window, unit_point(window, "sov_39"))
    click(window, hex_point(window, c.game.hex("1418")))
    lines = window.combat.details.text().split("<br>")
    # 4 - 1 = 3 dice against 2 (3 halved out of supply) + 1 for the major city = 3.
    assert lines[0] == "Dice 3 against 3"
    assert lines[-3:] == ["39th Army: strength 4, -1 attacking a fortress (9.1) = 3 dice",
                          "XXXVIII Corps: strength 3, halved, out of supply (8.45) = 2 dice",
                          "Major city in Posen (1418): +1 to the defence (9.1)"]


def test_the_breakdown_reads_in_japanese_with_no_field_left_unfilled(window):
    c, tool = _open(window, lang="ja")
    click(window, unit_point(window, "sov_54"))
    click(window, hex_point(window, c.game.hex("1416")))
    text = window.combat.details.text()
    assert "(8.41)" in text and "(8.45)" in text and "(9.1)" in text
    assert "{" not in text and "sov_" not in text and "ger_" not in text
    assert "attack" not in text and "strength" not in text
