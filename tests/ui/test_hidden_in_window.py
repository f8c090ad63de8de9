"""What the play window shows of a side the person at the screen does not play (issue 46,
item 1; issue 48): another side's pending decision shows only who is deciding, never its
answers (they name the cards in its hand); the Cards panel says no deck size the view does
not carry; the log reads as the person at the screen may read it; the results table lights
the column the rules read for odds beyond its last; a window destroyed while the computer
thinks does not destroy the computer's thread."""

from __future__ import annotations

import subprocess
import sys
import textwrap

from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QGraphicsView,
)

from qtwargame.ai import DEFAULT_LEVEL
from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.game import LogEntry
from qtwargame.engine.history import History
from qtwargame.engine.text import Msg
from qtwargame.position import PositionBuilder
from qtwargame.ui.tools.decision_tool import DecisionTool
from qtwargame.ui.tools.inspect_tool import InspectTool
from tests.conftest import ROOT
from tests.language_scan import texts_of
from tests.ui import bundled

SOVIET_HAND = ("s_hitler", "s_partisans", "s_street")


def visible_texts(window) -> list[str]:
    """Every text a person can read in the window now: labels, buttons, tooltips, tab
    titles, combo items, tree and table cells, the board's text items."""
    out = [window.windowTitle(), *texts_of(window, cells=True)]
    for w in window.findChildren(QGraphicsView):
        if w.isVisible() and w.scene() is not None:
            for item in w.scene().items():
                if not item.isVisible():
                    continue
                out.append(item.toolTip())
                if isinstance(item, QGraphicsTextItem):
                    out.append(item.toPlainText())
                elif isinstance(item, QGraphicsSimpleTextItem):
                    out.append(item.text())
    return [t for t in out if t]


def _soviet_reroll_window(window, viewer_plays_german: bool):
    """German combat, turn 2: the 6th Army alone attacks the 2nd Mechanized Corps (0503);
    the Soviets hold Hitler's Order, Partisans and Street Fighting. The German passes its
    card window (and in hot-seat its reroll window) and the die (seed 1) is a 3: the
    Soviets may reroll with Partisans."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.at(turn=2, phase="german_combat")
    b.place("ger_1pza", "0504").place("ger_2pza", "0504").place("ger_6a", "0603")
    game, state = b.build(seed=1)
    state = state.copy()
    state.hands = {**state.hands, "german": ("g_air1",), "soviet": SOVIET_HAND}
    state.decks = {**state.decks, "soviet": ("s_t34", "s_reinf", "s_stavka")}
    c = window.controller
    window.computer.set_paused(True)  # the computer's decision stays pending
    c.adopt(History(game, state, []), 1)
    window.computer.set_sides({"german": "human",
                               "soviet": DEFAULT_LEVEL if viewer_plays_german else "human"})
    QApplication.processEvents()
    attack = next(a for a in c.legal().actions if isinstance(a, Attack)
                  and a.attackers == ("ger_6a",) and game.label(a.target) == "0503")
    assert c.submit(attack)
    assert c.state.pending.kind == "combat_card" and c.state.pending.side == "german"
    assert c.submit(Choose("german", Opt.PASS))
    if c.state.pending.side == "german":  # hot-seat asks the German's own reroll window too
        assert c.state.pending.kind == "reroll"
        assert c.submit(Choose("german", Opt.PASS))
    QApplication.processEvents()
    assert c.state.pending.kind == "reroll" and c.state.pending.side == "soviet"
    return c


def _card_names(c, cards) -> set[str]:
    return {c.names.name(card) for card in cards}


def test_46_the_computer_s_card_decision_shows_only_who_is_deciding(window):
    c = _soviet_reroll_window(window, viewer_plays_german=True)
    assert c.viewer == "german"
    names = _card_names(c, SOVIET_HAND)
    assert names == {"Hitler's Order", "Partisans", "Street Fighting"}
    assert window.decision.prompt.text() == "The Soviet player is deciding…"
    assert window.decision.buttons == []
    # The board lights none of its answers either.
    assert isinstance(window.view.tool, InspectTool)
    assert not window.phase_bar.other.isVisible()  # no generic chooser of its answers
    leaks = [t for t in visible_texts(window) if any(n in t for n in names)]
    assert leaks == []


def test_46_in_hot_seat_the_player_at_the_screen_sees_their_own_answers(window):
    # Both people: the Soviet player is at the screen for the Soviet decision, and reads
    # its answers (the hand-over screen is what keeps them from the German player).
    c = _soviet_reroll_window(window, viewer_plays_german=False)
    assert c.viewer is None
    assert [b.text().split("\n")[0] for b in window.decision.buttons] == ["Play Partisans for reroll", "Pass"]
    assert window.decision.prompt.text() == "Soviet: Reroll the combat die?"
    assert isinstance(window.view.tool, DecisionTool)


def test_46_the_neutral_line_reads_in_japanese(window):
    c = _soviet_reroll_window(window, viewer_plays_german=True)
    window.set_language("ja")
    QApplication.processEvents()
    text = window.decision.prompt.text()
    assert text == "{side}が決定中です…".format(side=c.names.side("soviet"))
    assert window.decision.buttons == []


def test_46_the_log_leaves_out_the_lines_private_to_another_side(window):
    # A line the rules keep for one side (``LogEntry.private_to``) is read by that side
    # only (engine.view.log_for, as a view's save holds it): the German at the screen does
    # not read the Soviet's, and reads their own.
    c = _soviet_reroll_window(window, viewer_plays_german=True)
    before = window.log.tree.topLevelItemCount()
    soviet = LogEntry(998, 2, "german_combat", "soviet", Msg("engine", "Soviet secret"), "",
                      True, (), "soviet")
    german = LogEntry(999, 2, "german_combat", "german", Msg("engine", "German secret"), "",
                      True, (), "german")
    c.logAppended.emit([soviet, german])
    QApplication.processEvents()
    tree = window.log.tree
    assert tree.topLevelItemCount() == before + 1
    assert tree.topLevelItem(before).text(1) == "German secret"
    assert "Soviet secret" not in window.log.as_text(visible_only=False)


def test_the_cards_panel_names_no_deck_size_the_view_does_not_carry(window):
    c = _soviet_reroll_window(window, viewer_plays_german=True)
    # The Soviets act: the German at the screen sees their hand's backs and their deck's
    # size, which the view carries (3 cards out, 3 set aside).
    assert window.cards.title.text() == "Soviet: 3 cards in hand, 3 in the deck"
    state = c.state.copy()
    state.decks = {"german": ()}  # no Soviet deck in what the German may know
    c.adopt(History(c.game, state, []), 1)
    QApplication.processEvents()
    assert window.cards.title.text() == "Soviet: 3 cards in hand"


def test_11_3_5_odds_beyond_the_last_column_light_the_last_column(window):
    from tests.ui.conftest import start

    start(window, bundled.scenario("blitzkrieg_moscow_2"))
    grid = window.crt.grids["crt"]
    window.crt.set_column("15:1", "crt")
    assert window.crt.highlighted() == ("7:1", None)
    last = grid.columnCount() - 1
    assert [grid.item(0, j).background().color().name() for j in (last - 1, last)] == \
        ["#000000", "#ffeca0"]
    window.crt.show_roll(4)
    assert window.crt.highlighted() == ("7:1", "4")
    window.crt.set_column("∞:1", "crt")  # no defence: beyond every column
    assert window.crt.highlighted() == ("7:1", None)
    window.crt.set_column("1:3", "crt")  # below the first column: no column is read
    assert window.crt.highlighted() == ("1:3", None)
    assert all(grid.item(0, j).background().color().name() == "#000000"
               for j in range(grid.columnCount()))


def test_a_window_destroyed_while_the_computer_thinks_leaves_its_thread_running_safely(tmp_path):
    # A player that thinks until told to stop: the window goes while it thinks. On the old
    # code the thread was the window's child and went with it: Qt printed "QThread:
    # Destroyed while thread is still running" and aborted the program.
    script = textwrap.dedent("""
        import sys, threading
        from PySide6.QtWidgets import QApplication
        app = QApplication([])
        import shiboken6
        from qtwargame.engine.history import History
        from qtwargame.position import PositionBuilder
        from qtwargame.ui import computer_player
        from qtwargame.ui.main_window import MainWindow

        go = threading.Event()

        class Slow:
            def choose(self, game, view, legal):
                go.wait()
                return legal[0]

        w = MainWindow(lang="en")
        b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
        b.at(turn=2, phase="german_combat")
        game, state = b.build(seed=1)
        w.computer.set_paused(True)
        w.controller.adopt(History(game, state, []), 1)
        w.computer.set_sides({"german": "greedy", "soviet": "human"})
        w.computer.players["german"] = Slow()
        w.computer.set_paused(False)
        assert w.computer.thinking()
        shiboken6.delete(w)
        app.processEvents()
        running = len(computer_player.running_threads())
        go.set()
        computer_player.wait_for_threads()
        app.processEvents()
        print("running then", running, "after", len(computer_player.running_threads()))
    """)
    done = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True, text=True,
                          env={"QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin",
                               "HOME": str(tmp_path)})
    assert "Destroyed while thread" not in done.stderr
    assert done.returncode == 0, done.stderr[-2000:]
    assert done.stdout.strip().splitlines()[-1] == "running then 1 after 0"
