"""The gaps the reachability test (``test_reach_every_game.py``) found, each mended and
proved here on the position where it was found (issue 48, "must be true" item 2)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMenu

from qtwargame.engine.actions import Attack, PlayCard
from qtwargame.ui import card_hand_panel
from qtwargame.ui.tools.attack_tool import AttackTool
from qtwargame.ui.tools.card_target_tool import CardTargetTool

from .conftest import click, hex_point
from .reach import golden_history, show

LEFT = Qt.MouseButton.LeftButton


def _menu_answering(entries: list[str], pick: str):
    """A QMenu whose exec answers with the entry that starts with ``pick`` (and keeps
    every entry's text in ``entries``), as a person's click would."""

    class Menu(QMenu):
        def exec(self, *args):
            texts = [a.text() for a in self.actions()]
            entries.extend(texts)
            return next((a for a in self.actions() if a.text().startswith(pick)), None)

    return Menu


def test_a_card_played_on_or_off_the_map_offers_every_use(window, qtbot, monkeypatch):
    """Blitzkrieg to Moscow 2, turn 2, Soviet logistics: Reinforcements may rebuild, rail or
    be played on a hero city. A click on it used to light the hero cities only: the rail
    and rebuild uses could not be played at all."""
    history, seed = golden_history("blitzkrieg_moscow_2", 7, 130)
    show(window, history, seed)
    c = window.controller
    entries: list[str] = []
    monkeypatch.setattr(card_hand_panel, "QMenu",
                        _menu_answering(entries, "Play Reinforcements for rail"))
    qtbot.mouseClick(window.cards.cards["s_reinf"], LEFT)
    # Each use as its icon reads (6.2.2 rebuild points, 6.3 rail moves, 14.1).
    assert entries == ["Play Reinforcements for rebuild 4",
                       "Play Reinforcements for rail move ×1",
                       "Play Reinforcements for hero city: choose the target on the map"]
    assert c.history.steps[-1].action == PlayCard("soviet", "s_reinf", "", "rail")
    c.undo()
    window.set_language("ja")
    entries.clear()
    monkeypatch.setattr(card_hand_panel, "QMenu", _menu_answering(entries, "no such entry"))
    steps = len(c.history.steps)
    qtbot.mouseClick(window.cards.cards["s_reinf"], LEFT)
    assert entries == ["増援を再建4としてプレイ", "増援を鉄道移動 ×1としてプレイ",
                       "増援を英雄都市としてプレイ：対象を地図上で選ぶ"]
    assert len(c.history.steps) == steps  # the menu closed with no choice: nothing played
    window.set_language("en")
    monkeypatch.setattr(card_hand_panel, "QMenu",
                        _menu_answering([], "Play Reinforcements for hero"))
    qtbot.mouseClick(window.cards.cards["s_reinf"], LEFT)
    tool = window.view.tool
    assert isinstance(tool, CardTargetTool) and tool.card == "s_reinf"
    assert sorted(c.game.label(h) for h in tool.by_hex) == [  # the Soviet cities (Minsk fell)
        "0106", "0304", "0409", "0804", "0807", "1208", "1405", "1408", "1607", "1702", "1805"]


def test_10_4_5_an_axis_air_unit_can_join_an_attack_from_the_combat_panel(window, qtbot):
    """Shin Barbarossa lists each attack with and without the Axis air unit (10.4.5, 14.1).
    The combat panel's air points stayed hidden, so no attack with air could be declared."""
    history, seed = golden_history("shin_barbarossa", 1, 658)
    show(window, history, seed)
    c = window.controller
    target = c.game.hex("0425")
    click(window, hex_point(window, target))
    tool = window.view.tool
    assert isinstance(tool, AttackTool) and tool.attackers == {"de_ak2"}
    assert window.combat.air_box.isVisible() and window.combat.air.maximum() == 1
    window.combat.air.setValue(1)
    qtbot.mouseClick(window.combat.resolve, LEFT)
    assert c.history.steps[-1].action == Attack("axis", ("de_ak2",), target, (), 1)
    assert [a.air for a in c.game.declared_combats(c.state)] == [1]


def test_6_1_a_hand_of_no_cards_can_be_confirmed(window, qtbot):
    """Blitzkrieg to Moscow 2, 6.1: with a hand size of 0 the only choice is no card.
    Confirm stayed disabled until a card was chosen, so the choice could not be made where
    the window does not make it by itself (with removals open beside it, seed 3, turn 1,
    Soviet logistics)."""
    from qtwargame.engine.actions import SelectCards
    from qtwargame.engine.history import History
    from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder, start

    game = BtmBuilder().hand_sizes(0, 2).piece("g", "german", "G").piece("x", "soviet", "S").game()
    state = start(game)
    assert game.legal_actions(state) == [SelectCards("german", ())]
    show(window, History(game, state, []), 1)
    confirm = window.cards.confirm
    assert confirm.isVisible() and confirm.isEnabled()
    qtbot.mouseClick(confirm, LEFT)
    assert window.controller.history.steps[-1].action == SelectCards("german", ())
