"""Issue 48, item 17: no log line or refusal reads as a protocol word. Dice rolled while an
action is carried out, with no line of their own (a leader drawn from the pool, 5.4.1),
were logged as a bare "dice"; they now say what they were for."""

from __future__ import annotations

from qtwargame.engine.game import Context, Game
from qtwargame.engine.text import Texts
from qtwargame.logtext import PlainNames, log_lines

T = Texts("shin_barbarossa")


def _ctx(river_crossing):
    game = Game(river_crossing)
    state, _ = game.new_state(1)
    return game, Context(game, state)


def test_dice_rolled_without_a_line_of_their_own_say_what_they_were_for(river_crossing):
    game, ctx = _ctx(river_crossing)
    ctx.roll(1, sides=4, purpose=T("leader draw"), rule="5.4.1", secret=True)
    ctx.flush("axis")
    (entry,) = ctx.entries
    names = PlainNames(game)
    assert names.render(entry.text) == "Dice rolled for: leader draw."
    assert entry.rule == "5.4.1" and len(entry.rolls) == 1
    lines = log_lines(ctx.entries, names.render, lambda p: p)
    # A secret roll shows no values, so the line has no "(dice: [])" (session 90).
    assert lines[1] == "  Dice rolled for: leader draw.  [rule 5.4.1]"
    ctx.roll(2, purpose=T("leader draw"), rule="5.4.1")
    ctx.flush("axis")
    assert log_lines(ctx.entries[1:], names.render, lambda p: p)[1].startswith(
        "  Dice rolled for: leader draw.  (dice: [")


def test_dice_with_no_purpose_read_as_a_sentence_and_nothing_rolled_writes_nothing(river_crossing):
    game, ctx = _ctx(river_crossing)
    ctx.flush("axis")
    assert ctx.entries == []
    ctx.roll(2)
    ctx.flush("axis")
    assert PlainNames(game).render(ctx.entries[0].text) == "Dice rolled."
