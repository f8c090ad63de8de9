"""The log a player can use (issue 11): copied and exported as plain text with names, never
ids; combats only; stepping through it shows the board as it was, read-only; and
``qtwargame replay --log`` prints names."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.cli import main
from qtwargame.engine.actions import EndPhase, Move
from qtwargame.scenario.io import load_scenario
from qtwargame.ui.tools.inspect_tool import InspectTool
from tests.conftest import SCENARIOS

from .bundled import scenario
from .conftest import start

GOLDEN = SCENARIOS.parent / "tests" / "data" / "golden"


def _dr_moved(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    for _ in range(2):
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    uid = "ger_pz_24"
    m = next(a for a in c.legal().moves[uid] if a.mode == "normal")
    assert c.submit(m)
    return c, uid, m


def test_the_log_copies_as_text_with_names_headed_by_the_game(window, qtbot):
    c, uid, m = _dr_moved(window, qtbot)
    text = window.log.copy_text()
    assert QApplication.clipboard().text() == text
    lines = text.splitlines()
    assert lines[0] == "Defiant Russia"
    assert lines[1] == "Turn 1, Axis movement"
    assert "Turn 1 — Soviet setup" in lines
    # in a player's words: a normal move names no mode (issue 49, item 5)
    assert f"  The Axis player moves XXIV Panzer Corps to {c.game.label(m.to)}" in lines
    assert "(normal)" not in text
    for ident in ("ger_pz_24", "soviet_setup", "axis_move", "sov_"):
        assert ident not in text


def test_the_log_exports_the_whole_log_to_a_text_file(window, qtbot, tmp_path):
    _dr_moved(window, qtbot)
    window.log.text.setText("XXIV")  # a filter does not shorten the export
    window.log.export_path = str(tmp_path / "log.txt")
    qtbot.mouseClick(window.log.export, Qt.MouseButton.LeftButton)
    text = (tmp_path / "log.txt").read_text(encoding="utf-8")
    assert "Turn 1 — Weather" in text and "XXIV Panzer Corps" in text
    assert len(text.splitlines()) > len(window.log.copy_text().splitlines())


def test_stepping_through_the_log_shows_the_past_read_only(window, qtbot):
    c, uid, m = _dr_moved(window, qtbot)
    before_move = c.history.steps[-1].before.units[uid].hex
    last = len(window.log.entries) - 1
    # the move's lines: the move, and Guderian going with the 24th Panzer Corps (11.61)
    moved_lines = len(c.history.steps[-1].entries)
    assert [e.text.text for e in c.history.steps[-1].entries] == [
        "{side:actor} moves {unit} to {to}", "{leader} goes with {unit} to {hex}"]
    qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
    # The line before the move: the panzer stands where it was.
    window.log.select_line(last - moved_lines)
    assert c.read_only
    assert window.scene.state.units[uid].hex == before_move
    assert isinstance(window.view.tool, InspectTool)
    assert not window.phase_bar.end.isEnabled()
    assert "The past, read-only" in window.phase_bar.hint.text()
    # Nothing can be played meanwhile, and the game itself did not change.
    other = next(a for a in c.game.legal_actions(c.state) if isinstance(a, Move))
    assert not c.submit(other)
    assert c.state.units[uid].hex == m.to
    # The move's own line shows it moved; turning Step Through off returns to the game.
    window.log.select_line(last)
    assert window.scene.state.units[uid].hex == m.to
    qtbot.mouseClick(window.log.step, Qt.MouseButton.LeftButton)
    assert not c.read_only
    assert window.scene.state.units[uid].hex == m.to
    assert window.phase_bar.end.isEnabled()
    assert c.submit(other)


def test_combats_only_shows_the_combat_lines(window, qtbot):
    c = start(window, scenario("defiant_russia"))
    window.log.combats.setChecked(True)
    shown = window.log.visible_texts()
    rolled = [c.render(e.text) for e in window.log.entries if e.rolls]
    assert shown == rolled


def test_replay_log_prints_card_uses_in_words_and_speaks_japanese(capsys):
    """``replay --log`` read a card's use by its id ("plays Air Support for combat_shift");
    it reads the rules words as the play window does, and ``--lang ja`` prints the log in
    Japanese with the window's words."""
    save = str(GOLDEN / "blitzkrieg_moscow_2-7-at-advance.qtwsave")
    assert main(["replay", save, "--log"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert "  The German player plays Air Support for column shift" in out
    assert main(["replay", save, "--log", "--lang", "ja"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[1:5] == ["ターン 1 — ドイツ軍兵站フェイズ", "  ユニットを配置(3.1、3.2)  [ルール 3.0]",
                        "  ゲーム開始: モスクワ電撃戦2 バルバロッサ作戦",
                        "  ドイツ軍が兵站カードを6枚受け取る  [ルール 6.1]"]


def test_replay_log_prints_names_not_ids(capsys):
    assert main(["replay", str(GOLDEN / "defiant_russia-7-at-advance.qtwsave"), "--log"]) == 0
    out = capsys.readouterr().out
    assert "Turn 1 — Soviet setup" in out
    assert "13th Army sets up in Minsk (3308)  [rule 3.0]" in out
    assert "10th Tank Corps is reduced  [rule 7.2]" in out
    body = out.splitlines()[1:]
    assert "  The Axis player adds Romanian Mountain Corps to the attack" in body
    for ident in ("sov_", "ger_", "rom_", "axis_combat", "soviet_setup"):
        assert not [line for line in body if ident in line], ident


def test_the_window_names_are_the_plain_lookup_with_qt_words(qapp):
    """``ui.names.Names`` is ``logtext.PlainNames`` with Qt's translator behind its hooks:
    the same names for the same message, rules words kept as terms, not respelled."""
    from qtwargame.engine.game import Game
    from qtwargame.engine.hexgrid import Hex
    from qtwargame.engine.text import Msg
    from qtwargame.logtext import PlainNames
    from qtwargame.ui.names import Names

    game = Game(load_scenario(SCENARIOS / "river_crossing.json"), {})
    msg = Msg("engine", "{unit} and {units} in {phase}: {word} at {hex}",
              {"unit": "blue_inf_1", "units": "blue_inf_1, blue_inf_2", "phase": "red_setup",
               "word": "take_loss", "hex": Hex(1, 1)})
    names = Names(game)
    assert isinstance(names, PlainNames)
    named = "1st Infantry and 1st Infantry, 2nd Infantry in Red setup"
    # A rules word (``terms.TERMS``) reads as its words in both, never as its id
    assert names.render(msg) == f"{named}: taking a loss at 0102"
    assert PlainNames(game).render(msg) == f"{named}: taking a loss at 0102"
    assert names.term("rail") == "rail" and names.term("unknown_word") == "unknown_word"
    assert names.side(None) == "both sides" and names.side("blue") == "Blue"


def test_blitzkrieg_column_shifts_are_logged_in_the_readers_language(qapp):
    """11.3.4: each column shift's reason reaches the log as a message of its own, so a
    Japanese reader reads it in Japanese (it used to be written into the line in
    English)."""
    from qtwargame.ai import make_player
    from qtwargame.engine.game import Game
    from qtwargame.engine.text import Msg
    from qtwargame.engine.view import view_for
    from qtwargame.i18n import translator
    from qtwargame.scenario.catalog import load
    from qtwargame.ui.names import Names

    game = Game(load("blitzkrieg_moscow_2"))
    state, _ = game.new_state(2)
    player = make_player("random", game.sides[0], 5)
    entry = None
    while entry is None and not state.over:
        player.side = state.to_act
        state, entries = game.apply(state, player.choose(
            game, view_for(game, state, state.to_act), game.legal_actions(state)))
        entry = next((e for e in entries if e.text.text.startswith("{att} to {dfn}")
                      and e.text.params["shifts"] != "-"), None)
    shifts = entry.text.params["shifts"]
    assert shifts and all(isinstance(m, Msg) and m.text == "{value} {reason}" for m in shifts)
    en = Names(game, "en").render(entry.text)
    try:
        translator.install("ja", qapp)
        ja = Names(game, "ja").render(entry.text)
    finally:
        translator.install("en", qapp)
    for m in shifts:
        value, reason = m.params["value"], m.params["reason"]
        assert f"shifts {value} {reason.text}" in en or f", {value} {reason.text}" in en
        assert reason.text not in ja
        assert f"({value})" in ja
    assert "シフト" in ja


def test_a_side_that_acts_is_named_as_its_player_in_english_and_by_its_name_in_japanese(qapp):
    """Issue 49, item 5: a log line reads like a player's ("The Allied player brings in ...",
    not "Allied brings in ..."); in Japanese the side's own name is the subject."""
    from qtwargame.engine.actions import Place
    from qtwargame.engine.game import Game
    from qtwargame.i18n import translator
    from qtwargame.scenario.catalog import load
    from qtwargame.ui.names import Names

    game = Game(load("red_vengeance"))
    unit = next(u.id for u in game.scenario.units if u.side == "allied")
    h = next(iter(game.board.cities))
    text = game.describe(Place("allied", unit, h, reason="reinforcement"))
    en = Names(game, "en")
    assert en.render(text) == (f"The Allied player brings in {en.unit(unit)} as a "
                               f"reinforcement at {en.place(h)}")
    assert en.place(h) == f"{en.name(game.board.cities[h].id)} ({game.label(h)})"
    try:
        translator.install("ja", qapp)
        ja = Names(game, "ja")
        assert ja.actor("allied") == "連合国軍"
        assert ja.render(text) == f"連合国軍が増援の{ja.unit(unit)}を{ja.place(h)}に登場させる"
    finally:
        translator.install("en", qapp)


def test_10_3_7_a_shin_barbarossa_result_says_what_it_means():
    """Issue 49, item 5: "result 1/R" alone is an unexplained code."""
    from qtwargame.rules.shin_barbarossa import combat
    from qtwargame.rules.shin_barbarossa.battle import result_words

    assert result_words("1/R").format() == ("1/R (the attacker loses 1 step; the defender loses a "
                                            "step or retreats)")
    assert result_words("0/2").format() == "0/2 (the attacker loses 0 steps, the defender 2 steps)"
    assert result_words(combat.ATTACKERS_ELIMINATED).format() == "every attacker eliminated"


def test_a_roll_of_other_than_six_sides_says_of_how_many():
    # Session 85, Shin Barbarossa by hand: a revived corps drawn at random (11.5.2) read
    # "[44]" in the log's dice column.
    from qtwargame.ui.names import Names

    assert Names.dice((4, 1), 6) == "⚃4 ⚀1"
    assert Names.dice((44,), 53) == "44 (d53)"
    assert Names.dice((3, 7), 10) == "3 7 (d10)"
    assert Names.dice((), 22) == ""  # a secret draw shows nothing


def test_a_roll_opens_its_line_with_what_it_was_for_as_a_label(window, qtbot):
    # Red Vengeance's Allied organization phase rolls the Allied air die (12.1); the rules
    # name the roll "air points", which opens a line in the combat panel and the log's tooltip.
    c = start(window, scenario("red_vengeance"), seed=1)
    seen = []
    while c.state.phase != "allied_move" and len(seen) < 12:
        seen.append(c.state.phase)
        assert c.submit(EndPhase(c.state.active)), (seen, c.last_error)
    lines = window.combat.dice.text().split("<br>")
    assert lines[0].startswith("Air points: <b>")
    tree = window.log.tree
    tips = [tree.topLevelItem(i).toolTip(2) for i in range(tree.topLevelItemCount())]
    assert [t.split(":")[0] for t in tips if t] == ["Air points"]


def test_an_undo_shows_the_log_again_without_reading_each_message_again(window, qtbot):
    """Ctrl+Z lays the whole log out again (``LogPanel.reset``); the lines it keeps read as
    they did, from the words read when they were first shown (a long game's 1,700 messages
    were read twice at every undo, most of its time), and the undone line goes. Another
    language reads every line again, in that language."""
    import sys

    from qtwargame.engine.text import Msg

    c = start(window, scenario("defiant_russia"))
    for _ in range(2):
        qtbot.mouseClick(window.pool.deploy, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    tree = window.log.tree

    def rows():
        return [(tree.topLevelItem(i).text(1), tree.topLevelItem(i).toolTip(1))
                for i in range(tree.topLevelItemCount())]

    before = rows()
    uid = "ger_pz_24"
    frm = c.state.units[uid].hex
    assert c.submit(next(a for a in c.legal().moves[uid] if a.mode == "normal"))
    moved = rows()
    assert len(moved) > len(before) and moved[:len(before)] == before
    assert moved[len(before)][0].startswith("The Axis player moves XXIV Panzer Corps")
    read: list[Msg] = []  # the messages the log read (other panels read some too)
    render = c.render

    def reading(msg):
        if sys._getframe(1).f_code.co_filename.endswith("log_panel.py"):
            read.append(msg)
        return render(msg)

    c.render = reading
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    QApplication.processEvents()
    assert c.state.units[uid].hex == frm  # undone
    assert rows() == before
    assert read == []
    window.set_language("ja")
    first = window.log.entries[0].text
    assert any(msg is first for msg in read)  # read again for the Japanese window
    assert rows()[0][0] == render(first) != before[0][0]
    window.set_language("en")
    assert rows() == before
