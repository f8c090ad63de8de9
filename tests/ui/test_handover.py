"""The hot-seat hand-over screen (issue 46, item 1): when the side that must act changes
between two people and the game hides anything, the window is covered until the next
player clicks, and nothing of either side's secrets is painted or held by a widget
meanwhile; a decision asked of the other side mid-phase goes through the same screen and
back; the preference switches it off; against the computer nothing is handed over."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from qtwargame.engine.actions import Move
from qtwargame.engine.history import History
from qtwargame.engine.state import ON_MAP
from qtwargame.engine.view import HIDDEN_CARD, hidden_from
from qtwargame.rules.shin_barbarossa import leaders
from tests.rules.shin_barbarossa.test_hidden_leaders_in_play import twins
from tests.rules.shin_barbarossa.test_ruleset import clear, put, to_phase
from tests.ui.test_no_ids import GOLDEN


def every_text(window) -> str:
    """Everything the window's widgets and the board's items hold in words: labels,
    buttons, tooltips, the counters' tooltips (the log is public: cards played stand in
    it by name)."""
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)  # widgets already let go
    out = []
    for w in window.findChildren(QWidget):
        out.append(w.toolTip())
        if isinstance(w, QLabel):
            out.append(w.text())
        elif isinstance(w, QAbstractButton):
            out.append(w.text())
    if window.scene is not None:
        out += [item.toolTip() for item in window.scene.items()]
    return "\n".join(out)


def covers_the_window(window) -> bool:
    screen = window.handover.screen
    top = window.menuBar().geometry().bottom() + 1
    if not (screen.isVisible() and screen.geometry().top() == top
            and screen.geometry().height() == window.height() - top
            and screen.geometry().width() == window.width()):
        return False
    # on top of the board, the panels and the docks: what is under each point is the screen
    points = [window.view.mapTo(window, window.view.rect().center())]
    points += [dock.mapTo(window, dock.rect().center()) for dock in window.docks.values()
               if dock.isVisible()]
    for p in points:
        if not window.rect().contains(p):
            continue  # a dock behind another's tab
        under = window.childAt(p)
        if under is not screen and not screen.isAncestorOf(under):
            return False
    return True


def open_btm2_at_the_soviet_cancel(window):
    """Game > Open of a hot-seat save at the Soviet cancel window, the Soviet player at
    the screen: the game opens behind the hand-over screen, and they click its button."""
    window.act_handover.setChecked(True)  # Edit ▸ Hand-Over Screen Between Players
    assert window.open_path(GOLDEN / "blitzkrieg_moscow_2-7-at-cancel.qtwsave")
    QApplication.processEvents()
    c = window.controller
    assert window.computer.levels == {} and c.state.pending.side == "soviet"
    assert c.covered and window.handover.screen.title.text() == "Pass to the Soviet player"
    QTest.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert not c.covered
    return c


def shown(c) -> str:
    """The side whose view the window draws."""
    return c.state.to_act if c.viewer is None else c.viewer


def card_names(c, side) -> list[str]:
    specs = {card.id: card for card in c.game.scenario.cards}
    return [specs[card].name.get("en") for card in c.state.hands[side]]


def test_46_1_the_turn_passes_behind_a_screen_that_shows_no_hand(window, qtbot):
    c = open_btm2_at_the_soviet_cancel(window)
    assert not c.covered and shown(c) == "soviet"  # the Soviet player said they are there
    soviet, german = card_names(c, "soviet"), card_names(c, "german")
    assert soviet and german
    qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)  # no cancel
    assert c.state.to_act == "german"
    assert c.covered and covers_the_window(window)
    assert window.handover.screen.title.text() == "Pass to the German player"
    text = every_text(window)
    for name in soviet + german:
        assert name not in text
    assert set(window.cards.cards) <= {HIDDEN_CARD}
    assert window.decision.buttons == []
    # Enter (or a click) when the German player sits down: the German view, German cards
    qtbot.keyClick(window.handover.screen.button, Qt.Key.Key_Return)
    assert not c.covered and not window.handover.screen.isVisible()
    assert shown(c) == "german"
    text = every_text(window)
    assert all(name in text for name in german)
    assert not any(name in text for name in soviet if name not in german)


def test_46_1_the_hand_over_screen_speaks_japanese(window, qtbot):
    c = open_btm2_at_the_soviet_cancel(window)
    window.set_language("ja")
    qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    assert c.covered
    side = c.names.side("german")
    assert window.handover.screen.title.text() == f"{side}のプレイヤーに交代してください"
    assert window.handover.screen.button.text() == f"{side}のプレイヤーです：続ける"


def test_46_1_the_preference_switches_the_screen_off_for_one_person_playing_both(window, qtbot):
    c = open_btm2_at_the_soviet_cancel(window)
    window.act_handover.trigger()  # Edit ▸ Hand-Over Screen Between Players: off
    assert not window.act_handover.isChecked()
    qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    assert c.state.to_act == "german" and not c.covered
    assert not window.handover.screen.isVisible() and shown(c) == "german"


def test_46_1_against_the_computer_nothing_is_handed_over(window, qtbot):
    c = open_btm2_at_the_soviet_cancel(window)
    window.computer.set_paused(True)
    window.computer.set_sides({"soviet": "human", "german": "random"})
    qtbot.mouseClick(window.decision.buttons[-1], Qt.MouseButton.LeftButton)
    assert c.state.to_act == "german" and not c.covered and c.viewer == "soviet"
    window.computer.stop()


def adopt_a_panzer_short_of_a_face_down_leader(window):
    """Shin Barbarossa in the Axis's first movement phase, the window's game: a face-down
    leader with a rifle corps in 1015, the 41st Panzer Corps in 1008 and nothing else on
    the map. Returns the game."""
    game, a, _, _, _ = twins()
    state = to_phase(game, a.state, "axis_move_1").copy()
    slot = next(u for u in leaders.slots(game) if state.units[u].status == ON_MAP)
    clear(state, game, keep=(slot,))
    put(game, state, slot, "1015")
    put(game, state, "su_rc10", "1015")
    put(game, state, "de_pz41", "1008")
    window.controller.adopt(History(game, state, []), 5)
    QApplication.processEvents()
    return game


def the_panzer_move_next_to_the_leader(window) -> Move:
    """The 41st Panzer Corps' normal move of four hexes or more that ends nearest 1015,
    next to the leader (11.2.2 then offers the Soviet player to turn it)."""
    c = window.controller
    return max((m for m in c.legal().actions if isinstance(m, Move) and m.unit == "de_pz41"
                and m.mode == "normal" and len(m.path) >= 4),
               key=lambda m: -m.to.distance(c.game.hex("1015")))


def test_46_1_11_2_2_a_reaction_of_the_other_side_goes_through_the_screen_and_back(window, qtbot):
    """Shin Barbarossa, two people: an Axis move next to a face-down leader asks the
    Soviet player whether to turn it (11.2.2): the screen hands the window to the Soviet
    player, the answer hands it back to the Axis player; no leader's identity is shown."""
    window.act_handover.setChecked(True)
    game = adopt_a_panzer_short_of_a_face_down_leader(window)
    c = window.controller
    assert hidden_from(game, c.state, "axis") and not c.covered and shown(c) == "axis"
    identities = [game.units[u].name_en for u in leaders.identities(game)]
    assert c.submit(the_panzer_move_next_to_the_leader(window))
    assert c.state.reaction_pending and c.state.to_act == "soviet"
    assert c.covered and covers_the_window(window)
    assert window.handover.screen.title.text() == "Pass to the Soviet player"
    text = every_text(window)
    assert not any(name in text for name in identities)
    # a click on the screen itself (the Axis player's second click on End Phase, say)
    # leaves it up; its button hands the window over
    end = window.handover.screen.mapFromGlobal(
        window.phase_bar.end.mapToGlobal(window.phase_bar.end.rect().center()))
    qtbot.mouseClick(window.handover.screen, Qt.MouseButton.LeftButton, pos=end)
    assert c.covered and shown(c) != "soviet"
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert not c.covered and shown(c) == "soviet"
    texts = [b.text() for b in window.decision.buttons]
    qtbot.mouseClick(window.decision.buttons[texts.index("Leave them face down")],
                     Qt.MouseButton.LeftButton)
    assert c.state.to_act == "axis"
    assert c.covered and window.handover.screen.title.text() == "Pass to the Axis player"
    qtbot.mouseClick(window.handover.screen.button, Qt.MouseButton.LeftButton)
    assert not c.covered and shown(c) == "axis"


def test_46_1_the_screen_is_on_by_default_and_the_choice_is_kept(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from qtwargame.ui.main_window import MainWindow
    from qtwargame.ui.preferences import Preferences

    prefs = Preferences(QSettings(str(tmp_path / "prefs.ini"), QSettings.Format.IniFormat))
    w = MainWindow(lang="en", preferences=prefs)
    qtbot.addWidget(w)
    assert w.act_handover.isChecked() and w.handover.enabled
    w.act_handover.trigger()
    assert not w.handover.enabled and prefs.handover_screen() is False
    again = MainWindow(lang="en", preferences=prefs)
    qtbot.addWidget(again)
    assert not again.act_handover.isChecked() and not again.handover.enabled
