"""Choices open in a phase that name one hex each, when there are many (Shin Barbarossa's
reinforcement phase, 5.4.1d and 11.5-11.6: a leader from the pool on any of some hundred
and forty cities, a rifle corps revived near a turned leader with one point or two), are
made on the map: the hexes are marked there, a right click lists what may be done on that
hex, and the Decision panel keeps buttons only for the others (a restore names a unit, not
a hex). A button each would bury the panel under a hundred and fifty buttons."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtGui import QContextMenuEvent
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Choose
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.rules.shin_barbarossa import leaders
from qtwargame.rules.shin_barbarossa.leaders import PLACE_LEADER, REVIVE
from tests.rules.shin_barbarossa.reading import position
from tests.ui.test_declared_combats import open_window

from .conftest import hex_point


def _reinforcement(window, computer: frozenset = frozenset()):
    # Konev (ability 2) on 3805 with a reduced rifle corps in range, one rifle corps
    # eliminated, one leader in the pool.
    game, state = position("soviet_reinforcement",
                           {"ldr_konev": "3805", "su_rc10": ("3905", 1)},
                           off={"su_rc13": ELIMINATED})
    leaders._secret(state)["pool"] = ["ldr_zhukov"]
    state.data.setdefault(leaders.SECRET, {})["pool"] = 1
    window.controller.computer_sides = computer
    return open_window(window, game, state)


def _options(c, option):
    return [a for a in c.legal().choices if isinstance(a, Choose) and a.option == option]


def _right_click(window, h, pick: int | None):
    """A right click on hex ``h``; the menu's entries, answered with entry ``pick``."""
    shown: list[list[str]] = []

    def answer(menu, pos):
        entries = menu.actions()
        shown.append([a.text() for a in entries])
        return entries[pick] if pick is not None else None

    window.view.exec_menu = answer
    window.view.centerOn(window.scene.layout.center(h))
    vp = window.view.viewport()
    pos: QPoint = hex_point(window, h)
    QApplication.sendEvent(vp, QContextMenuEvent(QContextMenuEvent.Reason.Mouse, pos,
                                                  vp.mapToGlobal(pos)))
    QApplication.processEvents()
    del window.view.exec_menu
    return shown[0] if shown else None


def test_5_4_1d_11_5_the_reinforcement_phases_hex_choices_are_marked_and_listed_by_a_right_click(window):
    c = _reinforcement(window)
    game = c.game
    places = {a.hexes[0] for a in _options(c, PLACE_LEADER)}
    revives = _options(c, REVIVE)
    revive_hexes = {a.hexes[0] for a in revives}
    assert (len(places), len(revives), len(revive_hexes)) == (144, 38, 19)
    assert {a.count for a in revives} == {1, 2}
    # The map marks every hex with an open choice; the panel keeps the restore's button.
    assert window.scene.highlights.marks == places | revive_hexes
    panel = window.decision
    assert panel.prompt.text() == "Soviet: also possible now"
    assert [b.text() for b in panel.buttons] == ["Restore a step of 10th Rifle Corps"]
    assert panel.map_note.isVisible()
    assert panel.map_note.text() == ("Right-click one of the 163 marked hexes on the map to "
                                     "choose what to do there, or:")
    assert window.phase_bar.hint.toolTip().startswith(
        "Right-click a marked hex to choose what to do there.")
    # A revival's hex lists both strengths; the second entry revives with 2 points.
    h = sorted(revive_hexes, key=game.label)[0]
    label = game.label(h)
    menu = _right_click(window, h, 1)
    assert menu == [f"Revive a rifle corps in {label} with 1 point",
                    f"Revive a rifle corps in {label} with 2 points"]
    assert c.state.units["su_rc13"].status == ON_MAP and c.state.units["su_rc13"].hex == h
    assert c.state.units["su_rc13"].step == 0
    # Konev's ability is spent: no revival or restore is left, the leader stays to place.
    assert _options(c, REVIVE) == [] and [b.text() for b in panel.buttons] == []
    assert window.scene.highlights.marks == places
    assert panel.map_note.text() == ("Right-click one of the 144 marked hexes on the map to "
                                     "choose what to do there.")
    # A city's menu places the pool's leader there, face down.
    city = game.hex("0414")
    assert _right_click(window, city, 0) == ["Place a leader from the pool in Liepaja (0414)"]
    assert leaders.pool_count(c.state) == 0
    assert any(u.hex == city for uid, u in c.state.units.items() if uid in leaders.slots(game))
    # Nothing is left to choose: no marks, no note, and a right click shows no menu.
    assert window.scene.highlights.marks == frozenset()
    assert not panel.map_note.isVisible()
    assert _right_click(window, game.hex("0433"), 0) is None


def test_a_right_click_menu_closed_without_a_choice_changes_nothing(window):
    c = _reinforcement(window)
    before = c.state
    h = c.game.hex("0414")
    assert _right_click(window, h, None) == ["Place a leader from the pool in Liepaja (0414)"]
    assert c.state is before and leaders.pool_count(c.state) == 1


def test_the_computers_open_choices_are_neither_marked_nor_listed(window):
    c = _reinforcement(window, computer=frozenset({"soviet"}))
    assert window.scene.highlights.marks == frozenset()
    assert not window.decision.map_note.isVisible()
    assert _right_click(window, c.game.hex("0414"), 0) is None


def test_a_right_click_lists_the_hexes_choices_without_the_rules_describing_them_again(window, monkeypatch):
    """The choices the map marks are described by the rules once for the position shown
    (``GameController.map_choices_kept``); a right click lists a hex's from there. On the
    old code every right click had the rules describe all 182 of the phase again."""
    c = _reinforcement(window)
    ruleset = c.game.ruleset
    real = ruleset.describe_choice
    asked = []

    def counted(game, state, action):
        asked.append(action)
        return real(game, state, action)

    monkeypatch.setattr(ruleset, "describe_choice", counted)
    city = c.game.hex("0414")
    assert _right_click(window, city, None) == ["Place a leader from the pool in Liepaja (0414)"]
    assert _right_click(window, city, None) == ["Place a leader from the pool in Liepaja (0414)"]
    assert asked == []
    # a new position is described anew: its marks are its own
    assert _right_click(window, city, 0) == ["Place a leader from the pool in Liepaja (0414)"]
    revives = _options(c, REVIVE)
    assert _options(c, PLACE_LEADER) == [] and len(revives) == 38
    assert set(revives) <= set(asked)
    assert window.scene.highlights.marks == {a.hexes[0] for a in revives}
