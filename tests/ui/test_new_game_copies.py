"""New Game tells a copy from the original (issue 50, item 5): the player's own scenarios
are listed with their file names, marked yours; a bundled one with its sides and its
number of turns, not its file name (session 91: a player reads titles)."""

from __future__ import annotations

import shutil

from qtwargame import userfiles
from qtwargame.ui.new_game_dialog import NewGameDialog
from tests.conftest import SCENARIOS


def test_a_copy_of_a_bundled_scenario_is_listed_with_its_file_and_marked_yours(qtbot):
    folder = userfiles.ensure(userfiles.scenarios_dir())
    shutil.copy(SCENARIOS / "defiant_russia.json", folder / "defiant_russia.json")
    shutil.copy(SCENARIOS / "river_crossing.json", folder / "test_front.json")
    d = NewGameDialog("en")
    qtbot.addWidget(d)
    rows = [d.list.item(i).text() for i in range(d.list.count())]
    assert [r for r in rows if r.startswith("Defiant Russia")] == [
        "Defiant Russia\nAxis vs Soviet · 7 turns",
        "Defiant Russia\ndefiant_russia.json · yours"]
    # no bundled game is listed by its file
    assert not any(".json" in r for r in rows[:-2])
    mine = rows.index("Defiant Russia\ndefiant_russia.json · yours")
    assert d.list.item(mine).toolTip() == str(folder / "defiant_russia.json")
    assert rows[-1].endswith("\ntest_front.json · yours")


def test_the_marks_read_in_japanese(qtbot):
    from qtwargame.i18n import translator

    folder = userfiles.ensure(userfiles.scenarios_dir())
    shutil.copy(SCENARIOS / "river_crossing.json", folder / "mine.json")
    translator.install("ja")
    try:
        d = NewGameDialog("ja")
        qtbot.addWidget(d)
        rows = [d.list.item(i).text() for i in range(d.list.count())]
    finally:
        translator.install("en")
    assert rows[-1].endswith("\nmine.json · 自作")
    assert not any(r.endswith("\nriver_crossing.json · 同梱") for r in rows)
    assert "ディファイアント・ロシア\n枢軸軍 対 ソビエト連邦 · 7ターン" in rows


def test_the_list_shows_each_title_whole_beside_the_options(qtbot):
    # Seen at 1,366 x 768: the options' long labels took the room and the list was 125 px
    # wide, cutting "Blitzkrieg to Moscow 2: Operation Barbarossa" and every file name.
    d = NewGameDialog("en")
    qtbot.addWidget(d)
    d.select("defiant_russia")  # the scenario with the longest option labels
    d.resize(d.minimumSizeHint().width(), 700)
    d.show()
    qtbot.waitExposed(d)
    fm = d.list.fontMetrics()
    room = d.list.viewport().width()
    lines = [line for i in range(d.list.count()) for line in d.list.item(i).text().split("\n")]
    assert "Blitzkrieg to Moscow 2: Operation Barbarossa" in lines
    assert max(fm.horizontalAdvance(line) for line in lines) <= room
