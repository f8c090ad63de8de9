"""Every phase title of every bundled game reads whole in the phase bar, in both languages,
at the smallest window the program is made for (a laptop's 1,366 x 768).

Session 91 by hand under Xvfb: Red Vengeance's first phase read
「枢軸国軍のセットアッ…中小国 (3.2)」, its title elided in its middle to the room beside
the side badge and End Phase. A title now takes a smaller size, or two lines (the
instruction under it giving up one of its own), before anything is elided."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtWidgets import QApplication

from tests.conftest import SCENARIOS

from .bundled import scenario
from .conftest import start

GAMES = sorted(p.stem for p in SCENARIOS.glob("*.json"))


def _words(text: str) -> str:
    return "".join(text.split())


def _check_whole(bar, title: str, where: str) -> None:
    label = bar.phase
    shown = label.text()
    assert "…" not in shown and _words(shown) == _words(title), (where, title, shown)
    metrics = label.fontMetrics()
    room = label.contentsRect()
    lines = shown.split("\n")
    assert len(lines) <= 2, (where, shown)
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    assert widest <= room.width(), (where, title, widest, room.width())
    laid = metrics.boundingRect(QRect(0, 0, room.width(), 10_000), Qt.AlignmentFlag.AlignLeft, shown)
    assert laid.height() <= room.height(), (where, title, laid.height(), room.height())
    # the instruction keeps a line of its own at least, under the title
    assert bar.hint.height() >= bar._line, (where, title)
    assert bar.phase.geometry().bottom() < bar.hint.geometry().top(), (where, title)


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_every_phase_title_of_every_game_reads_whole_at_1366_pixels(window, lang):
    window.set_language(lang)
    bar = window.phase_bar
    longest = ("", 0)
    for name in GAMES:
        window.resize(1366, 768)
        c = start(window, scenario(name))
        # the docks at the widths the window gives them on a 1,366-pixel screen (the
        # offscreen test screen, 800 pixels wide, leaves the left ones narrower)
        window.resizeDocks([window.docks["overview"], window.docks["combat"]], [290, 360],
                           Qt.Orientation.Horizontal)
        QApplication.processEvents()
        assert window.centralWidget().width() <= 1366 - 290 - 360, name
        for computer in (False, True):
            # the side badge as a person's turn shows it, and at its widest: the computer's
            # (「コンピュータがソビエト連邦をプレイ中」, two lines)
            window.computer.set_paused(True)
            window.computer.set_sides({s: ("greedy" if computer else "human") for s in c.game.sides})
            QApplication.processEvents()
            # and with the button that gets a stalled game going (a paused computer's, or
            # Shin Barbarossa's declared combats to close) beside the title or not
            step = ("Resume the computer" if computer else "Close the declarations (12 combats)")
            for spec in c.game.ruleset.phases(c.game):
                title = c.names.phase_title(spec.id)
                full = f"{title}  ({spec.rule})" if spec.rule else title
                for blockers, button in (([], ""), (["Over-stacked in 0101"], ""), ([], step)):
                    bar.set_next_step("", button)
                    bar.set_blockers(blockers)
                    bar.set_title(full)
                    # twice: a title on two lines takes a line from the instruction as the
                    # bar is laid out, and the bar is laid out again
                    QApplication.processEvents()
                    QApplication.processEvents()
                    _check_whole(bar, full, f"{name} {lang} {spec.id} computer={computer} {button}")
                    width = bar.fontMetrics().horizontalAdvance(full)
                    if width > longest[1]:
                        longest = (full, width)
        window.computer.set_sides({s: "human" for s in c.game.sides})
    # the test measured titles longer than one line of the title's largest size holds
    assert longest[1] > bar.phase.contentsRect().width() / 1.35, longest
