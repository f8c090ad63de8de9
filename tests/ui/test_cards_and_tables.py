"""The card hand panel, the results-table panel and the generic chooser, on a small card
game built on the classic rules (tests/ui/card_rules.py)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from qtwargame.engine.actions import SelectCards
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.ui.action_chooser import ActionChooser
from qtwargame.ui.crt_panel import CELL, COLUMN, row_for
from qtwargame.ui.tools.card_target_tool import CardTargetTool
from qtwargame.ui.tools.decision_tool import DecisionTool
from qtwargame.ui.tools.move_tool import MoveTool
from tests.ui import bundled

from .card_rules import CardRules, DigIn, card_scenario
from .conftest import click, hex_point, move, press, release, unit_point


def _start(window, dice=()):
    game = Game(card_scenario(), ruleset=CardRules())
    state, log = game.new_state(3, tuple(dice))
    window.controller.adopt(History(game, state, log), 3, tuple(dice))
    return window.controller


def _select(c):
    c.submit(SelectCards("blue", ("c_barrage", "c_recon")))


def test_the_hand_of_the_side_to_act_is_drawn_as_cards(window):
    _start(window)
    assert window.docks["cards"].isVisibleTo(window)
    assert list(window.cards.cards) == ["c_barrage", "c_recon", "c_supply"]
    assert "r_ambush" not in window.cards.cards
    assert window.cards.title.text() == "Blue: 3 cards in hand, 2 in the deck"
    card = window.cards.cards["c_barrage"]
    assert card.spec.name.en == "Barrage" and "Shell the enemy" in card.toolTip()
    assert card.grab().width() == card.width()


def test_cards_are_chosen_by_clicking_them_and_confirming(window, qtbot):
    c = _start(window)
    assert window.cards.confirm.isVisible() and not window.cards.confirm.isEnabled()
    qtbot.mouseClick(window.cards.cards["c_barrage"], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.cards.cards["c_supply"], Qt.MouseButton.LeftButton)
    assert window.cards.selection == {"c_barrage", "c_supply"}
    assert window.cards.cards["c_supply"].selected
    qtbot.mouseClick(window.cards.confirm, Qt.MouseButton.LeftButton)
    assert c.state.data["selected"] == ["c_barrage", "c_supply"]
    assert not window.cards.confirm.isVisible()
    # The choice is made: no card is drawn as chosen any more.
    assert not any(w.selected for w in window.cards.cards.values())


def test_a_card_without_a_target_is_played_by_a_click(window, qtbot):
    c = _start(window)
    _select(c)
    qtbot.mouseClick(window.cards.cards["c_supply"], Qt.MouseButton.LeftButton)
    assert c.state.hands["blue"] == ("c_barrage", "c_recon")
    assert c.state.discards["blue"] == ("c_supply",)
    assert "The Blue player plays Supply Convoy" in window.log.visible_texts()[-1]


def test_a_loss_is_taken_by_clicking_the_unit_that_takes_it(window, qtbot):
    c = _start(window)
    _select(c)
    qtbot.mouseClick(window.cards.cards["c_supply"], Qt.MouseButton.LeftButton)
    assert c.state.pending is not None and c.state.pending.kind == "loss"
    assert isinstance(window.view.tool, DecisionTool)
    assert window.scene.counters["b2"].outline == "choice"
    assert [b.text() for b in window.decision.buttons] == ["b1 takes the loss", "b2 takes the loss"]
    click(window, unit_point(window, "b2"))
    assert "hit" in c.state.units["b2"].flags and c.state.pending is None


def test_special_movement_is_picked_with_shift_or_from_the_context_menu(window, monkeypatch):
    c = _start(window)
    _select(c)
    assert c.legal().move_modes("b1") == ["normal", "rail"]
    start_hex = c.state.units["b1"].hex
    rail = c.legal().destinations("b1", "rail")
    assert len(rail) == 1
    press(window, unit_point(window, "b1"), modifiers=Qt.KeyboardModifier.ShiftModifier)
    tool = window.view.tool
    assert isinstance(tool, MoveTool) and tool.mode == "rail"
    assert set(window.scene.highlights.fills) == set(rail)
    goal = next(iter(rail))
    for step in (1, 2, 3):
        move(window, hex_point(window, goal) * step / 3 + unit_point(window, "b1") * (3 - step) / 3)
    release(window, hex_point(window, goal))
    assert c.state.units["b1"].hex == goal != start_hex
    assert c.history.steps[-1].action.mode == "rail"

    monkeypatch.setattr(window.view, "exec_menu", lambda menu, pos: menu.actions()[-1])
    ev = window.view.board_event(_FakeMouse(unit_point(window, "b2")))
    assert tool.context_menu(ev)
    assert (tool.unit, tool.mode) == ("b2", "rail")
    # ...and a drag of that unit then moves it by rail (session 85, Defiant Russia by hand:
    # the press that began the drag picked the unit up again for a normal move, and the
    # drop on a rail destination was refused as out of reach)
    rail = c.legal().destinations("b2", "rail")
    goal = next(iter(rail))
    press(window, unit_point(window, "b2"))
    assert (tool.unit, tool.mode) == ("b2", "rail")
    for step in (1, 2, 3):
        move(window, hex_point(window, goal) * step / 3 + unit_point(window, "b2") * (3 - step) / 3)
    release(window, hex_point(window, goal))
    assert c.state.units["b2"].hex == goal
    assert c.history.steps[-1].action.mode == "rail"


class _FakeMouse:
    """Just enough of a mouse event for BoardView.board_event."""

    def __init__(self, pos):
        self._pos = QPointF(pos)

    def position(self):
        return self._pos

    def globalPosition(self):
        return self._pos

    def button(self):
        return Qt.MouseButton.RightButton

    def modifiers(self):
        return Qt.KeyboardModifier.NoModifier


def test_a_card_with_several_uses_is_played_for_the_one_chosen(window):
    c = _start(window)
    _select(c)
    assert window.cards.play("c_barrage", use="move")
    assert c.state.data["played"] == ["c_barrage", "move", ""]
    assert window.log.visible_texts()[-1] == "The Blue player plays Barrage for move"


def test_a_card_with_targets_lights_them_up_and_is_played_on_the_one_clicked(window, qtbot):
    c = _start(window)
    _select(c)
    qtbot.mouseClick(window.cards.cards["c_recon"], Qt.MouseButton.LeftButton)
    tool = window.view.tool
    assert isinstance(tool, CardTargetTool)
    red_hex = c.state.units["r1"].hex
    assert set(window.scene.highlights.fills) == {red_hex}
    click(window, hex_point(window, red_hex))
    assert c.state.data["played"] == ["c_recon", "", "r1"]
    assert not isinstance(window.view.tool, CardTargetTool)


def test_unknown_action_kinds_are_offered_by_the_generic_chooser(window, monkeypatch):
    c = _start(window)
    _select(c)
    assert window.phase_bar.other.isVisibleTo(window)
    unknown = c.legal().unknown()
    assert unknown == [DigIn("blue", "b1"), DigIn("blue", "b2")]
    dialog = ActionChooser(c, unknown, window)
    assert [dialog.list.item(i).text() for i in range(dialog.list.count())] == [
        "Blue: b1 digs in", "Blue: b2 digs in"]

    def choose_second(self):
        self.list.setCurrentRow(1)
        self.accept()
        return 1

    monkeypatch.setattr(ActionChooser, "exec", choose_second)
    window.choose_other_action()
    assert "dug_in" in c.state.units["b2"].flags


def test_the_results_tables_show_the_live_column_and_the_die_result(window):
    c = _start(window, dice=(5,))
    _select(c)
    assert [window.crt.tabs.tabText(i) for i in range(window.crt.tabs.count())] == ["CRT", "Fire Table"]
    window.end_phase()
    assert c.state.phase == "blue_combat"
    tool = window.view.tool
    tool.choose_target(c.state.units["r1"].hex)
    assert tool.attackers == {"b1", "b2"}
    preview = window.combat.preview
    assert (preview.attack_strength, preview.defense_strength) == (7, 2)
    assert preview.column == "3:1" and window.crt.highlighted() == ("3:1", None)
    grid = window.crt.grids["crt"]
    assert grid.item(0, 3).background().color() == COLUMN
    assert grid.item(0, 4).background().color() != COLUMN
    window.resolve_attack()
    assert window.crt.highlighted() == ("3:1", "5")
    assert grid.item(4, 3).background().color() == CELL
    assert "⚄5" in window.combat.dice.text()


def test_a_die_total_selects_its_row_or_the_range_holding_it():
    sc = card_scenario()
    fire = sc.table("fire")
    assert [row_for(fire, v) for v in (2, 3, 4, 6, 7, 12, 13)] == [
        "2-3", "2-3", "4-6", "4-6", "7-12", "7-12", None]
    assert row_for(sc.table("crt"), 3) == "3"


def test_a_results_table_is_lit_again_only_when_its_column_or_row_changes(qtbot):
    """The window sets the table's column after every action; the cells are set again only
    when the table, column or row to light changes."""
    from qtwargame.ui.controller import GameController
    from qtwargame.ui.crt_panel import CrtPanel

    controller = GameController()
    controller.new_game(bundled.scenario("defiant_russia"), seed=1)
    panel = CrtPanel(controller)
    qtbot.addWidget(panel)
    table = next(t for t in controller.game.scenario.tables if len(t.columns) > 2)
    grid = panel.grids[table.id]
    changed: list = []  # the cells the panel reads to light them
    cell = grid.item
    grid.item = lambda i, j: changed.append((i, j)) or cell(i, j)
    first, second = list(table.columns)[1:3]
    panel.set_column(first, table.id)
    assert panel.highlighted() == (first, None) and changed
    assert grid.item(0, 1).background().color() == COLUMN
    seen = len(changed)
    panel.set_column(first, table.id)  # the same column: nothing is set again
    assert len(changed) == seen
    panel.set_column(second, table.id)
    assert len(changed) > seen and panel.highlighted() == (second, None)
    assert grid.item(0, 2).background().color() == COLUMN
    assert grid.item(0, 1).background().color() != COLUMN


def test_the_lit_cell_of_a_results_table_reads_whole_in_bold(qtbot):
    """The cell of the last roll is set in bold: its column is wide enough for the bold
    result, so the player reads "0/R", not an elided "…" (Shin Barbarossa's 5:1 column)."""
    from qtwargame.ui.controller import GameController
    from qtwargame.ui.crt_panel import CrtPanel

    controller = GameController()
    controller.new_game(bundled.scenario("shin_barbarossa"), seed=1)
    panel = CrtPanel(controller)
    qtbot.addWidget(panel)
    panel.set_column("5:1", "crt_axis")
    panel.show_roll(6)
    grid = panel.grids["crt_axis"]
    col = list(controller.game.scenario.table("crt_axis").columns).index("5:1")
    item = grid.item(5, col)
    assert (item.text(), item.font().bold(), panel.highlighted()) == ("0/R", True, ("5:1", "6"))
    width = grid.columnWidth(col)
    grid.resizeColumnToContents(col)  # what the bold cell asks for
    assert grid.columnWidth(col) <= width
