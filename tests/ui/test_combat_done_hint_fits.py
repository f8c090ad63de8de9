"""The instruction once every attack of a combat phase is made, with the right-click hint
after it, reads whole on the phase bar of a laptop's 1,366-pixel window in Japanese
(session 97 by hand, Defiant Russia: 「…ユニットを右クリックすると、今できるほかの行動が
表示…」, the rest only in the Decision tab behind the Combat tab)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from tests.ui.bundled import scenario
from tests.ui.conftest import laptop_window, start

DONE = "No unit can attack any more this phase: end the phase when you are done."
RIGHT_CLICK = "Right-click a unit for what else it may do now."


def test_the_last_attack_made_hint_reads_whole_at_1366_pixels_in_both_languages(
        qtbot, autosaver):
    for lang in ("en", "ja"):
        with laptop_window(qtbot, autosaver, lang=lang) as w:
            start(w, scenario("defiant_russia"))
            tr = QCoreApplication.translate
            whole = tr("MainWindow", DONE) + " " + tr("MainWindow", RIGHT_CLICK)
            assert whole != DONE + " " + RIGHT_CLICK or lang == "en"
            w.phase_bar.set_blockers(["x"], "")  # the blockers' line shown: two lines left
            w.phase_bar.set_hint(whole)
            QApplication.processEvents()
            assert w.phase_bar.hint.text() == whole, lang
