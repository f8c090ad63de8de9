"""Shin Barbarossa in the play window: face-down leaders look alike in the stack inspector
and the counter tooltips (11.1); the Soviet player turns a leader during the Axis turn as
a reaction (11.2.2, 11.2.7); the results-table panel shows the table the combat uses
(10.3.1); an overrun is offered with its cost and odds on the Decision panel (9.0)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, Choose, Move, Opt
from qtwargame.engine.history import History
from qtwargame.engine.state import ON_MAP
from qtwargame.rules.shin_barbarossa import leaders
from tests.rules.shin_barbarossa.test_ruleset import clear, put
from tests.ui.sb_twins import to_phase, twins


def adopt(window, game, state):
    window.controller.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    return window.controller


def looks(window, slots) -> list:
    """What the window shows of the hexes holding ``slots`` and of every counter."""
    out = []
    for slot in slots:
        window.inspector.show_hex(window.controller.state.units[slot].hex)
        items = [window.inspector.list.item(i).text() for i in range(window.inspector.list.count())]
        out.append((window.inspector.header.text(), items))
    scene = window.scene
    out.append(sorted((uid, item.toolTip()) for uid, item in scene.counters.items()))
    return out


def test_11_1_face_down_leaders_look_alike_in_the_inspector_and_the_tooltips(window):
    game, a, b, s1, s2 = twins()
    assert leaders.carried(a.state, s1) != leaders.carried(b.state, s1)
    seen = []
    for h in (a, b):
        window.controller.adopt(h, 5)
        QApplication.processEvents()
        seen.append(looks(window, (s1, s2)))
    assert seen[0] == seen[1]
    assert "Leader (untested)" in "".join(seen[0][0][1])


def test_11_2_7_the_soviet_player_turns_a_leader_during_the_axis_turn(window, qtbot):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "axis_move_1").copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    who = leaders.carried(state, slot)
    clear(state, game, keep=(slot,))
    put(game, state, slot, "1015")
    put(game, state, "su_rc10", "1015")
    put(game, state, "de_pz41", "1008")
    c = adopt(window, game, state)
    move = max((m for m in c.legal().actions if isinstance(m, Move) and m.unit == "de_pz41"
                and m.mode == "normal" and len(m.path) >= 4),
               key=lambda m: -m.to.distance(game.hex("1015")))
    assert c.submit(move)
    assert c.state.reaction_pending and c.state.pending.side == "soviet"
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    turn = f"Turn the leader in {c.names.place(c.state.units[slot].hex)}"
    assert turn in texts and "Leave them face down" in texts
    qtbot.mouseClick(window.decision.buttons[texts.index(turn)], Qt.MouseButton.LeftButton)
    assert c.state.units[slot].status != ON_MAP
    name = game.units[who].name_en
    assert any(name in c.render(e.text) for e in c.history.log()[-6:])


def test_10_3_1_the_results_panel_shows_the_table_the_combat_uses(window):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "axis_combat").copy()
    clear(state, game)
    put(game, state, "de_pz41", "1010")
    put(game, state, "su_rc10", "1011", 1)
    state.data["air"] = 0
    c = adopt(window, game, state)
    target = game.hex("1011")
    for action in (Attack("axis", ("de_pz41",), target), Choose("axis", Opt.RESOLVE),
                   Choose("axis", Opt.RESOLVE, hexes=(target,))):
        assert c.submit(action), c.last_error
    assert window.crt.table_id == "crt_axis"
    assert window.crt.tabs.currentWidget() is window.crt.grids["crt_axis"]
    state = to_phase(game, a.state, "soviet_combat").copy()
    clear(state, game)
    put(game, state, "su_rc10", "1012")
    put(game, state, "de_ak1", "1011", 1)
    state.data["air"] = 0
    c = adopt(window, game, state)
    for action in (Attack("soviet", ("su_rc10",), target), Choose("soviet", Opt.RESOLVE),
                   Choose("soviet", Opt.RESOLVE, hexes=(target,))):
        assert c.submit(action), c.last_error
    assert window.crt.table_id == "crt_soviet"
    assert window.crt.tabs.currentWidget() is window.crt.grids["crt_soviet"]
    assert window.crt.column == "1:1"


def test_9_0_an_overrun_is_offered_with_its_cost_and_odds_on_the_decision_panel(window):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "axis_move_1").copy()
    clear(state, game)
    put(game, state, "de_pz41", "1010")
    put(game, state, "su_rc10", "1011", 1)
    state.data["air"] = 0
    c = adopt(window, game, state)
    # picked in the overrun mode, the enemy hex shows the odds, and pointing at it the cost
    from qtwargame.ui.tools.move_tool import MoveTool

    tool = window.view.tool
    assert isinstance(tool, MoveTool)
    said = []
    window.view.statusMessage.connect(said.append)
    assert tool.pick("de_pz41", "overrun")
    assert window.scene.highlights.fills[game.hex("1011")][0] == "6:1"
    tool._show_path(game.hex("1011"))
    assert said and said[-1].startswith("4 movement points; 12 against 2: 6:1 on the Axis table")
    tool.put_down()
    dice = c.state.dice.position
    assert c.submit(Move("axis", "de_pz41", (game.hex("1011"),), "overrun"))
    assert c.state.pending.kind == "overrun" and c.state.dice.position == dice
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    overrun = next(t for t in texts if t.startswith("Overrun 1011"))
    assert "4 movement points (4 left); 12 against 2: 6:1 on the Axis table" in overrun


def test_2_0_the_decision_panel_offers_done_in_setup_and_leader_turns_in_the_soviet_turn(window, qtbot):
    game, a, _, _, _ = twins()
    c = adopt(window, game, a.state)
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    assert "Declare the setup done" in texts
    qtbot.mouseClick(window.decision.buttons[texts.index("Declare the setup done")],
                     Qt.MouseButton.LeftButton)
    assert c.state.phase == "setup_axis"
    state = to_phase(game, a.state, "soviet_move").copy()
    c = adopt(window, game, state)
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    slots = [u for u in leaders.slots(game) if c.state.units[u].status == ON_MAP]
    assert {f"Turn the leader in {c.names.place(c.state.units[u].hex)}" for u in slots} <= set(texts)


def test_14_1_the_results_panel_shows_the_soviet_table_while_the_axis_weighs_defensive_air(window):
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "soviet_combat").copy()
    clear(state, game)
    put(game, state, "su_rc10", "1012")
    put(game, state, "su_rc11", "1112")
    put(game, state, "de_ak1", "1011", 1)
    state.data["air"] = 1
    c = adopt(window, game, state)
    target = game.hex("1011")
    for action in (Attack("soviet", ("su_rc10", "su_rc11"), target), Choose("soviet", Opt.RESOLVE),
                   Choose("soviet", Opt.RESOLVE, hexes=(target,))):
        assert c.submit(action), c.last_error
    assert c.state.pending.kind == "defensive_air"
    QApplication.processEvents()
    assert window.crt.table_id == "crt_soviet" and window.crt.column == "2:1"
    window.decision.refresh()
    texts = [b.text() for b in window.decision.buttons]
    assert any(t.startswith("Commit an air unit to the defence") and "1:1 on the Soviet table" in t
               for t in texts)


def test_11_2_2_the_computer_s_leader_turns_are_not_offered_to_the_person(window):
    """Against a computer Soviet player, its leader turns in its own movement phase are its
    choices: the Decision panel offers the person no button for them (before, it listed
    "Soviet: also possible now" with one "Turn the leader in ..." button a leader, each
    refused when pressed)."""
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "soviet_move").copy()
    c = adopt(window, game, state)
    c.computer_sides = frozenset({"soviet"})
    c.viewer = "axis"
    window.decision.refresh()
    assert window.decision.prompt.text() == "No decision is pending."
    assert window.decision.buttons == []
