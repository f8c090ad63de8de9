"""Nothing slips under the mouse (issue 48, item 7): the phase instruction keeps its room
when "Other actions…" shows; the combat panel's Resolve and air points stay put as
modifier lines come and go."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from tests.ui import bundled

from .card_rules import CardRules, card_scenario


def test_the_phase_instruction_keeps_its_room_when_other_actions_show(window, qtbot):
    window.resize(1366, 768)
    game = Game(card_scenario(), ruleset=CardRules())
    state, log = game.new_state(3)
    window.controller.adopt(History(game, state, log), 3)
    QApplication.processEvents()
    bar = window.phase_bar
    assert not bar.other.isVisibleTo(window)
    width = bar.hint.width()
    # Choosing the two cards (click, click, Confirm) opens a phase with other actions.
    for card in ("c_barrage", "c_recon"):
        w = window.cards.cards[card]
        qtbot.mouseClick(w, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    qtbot.mouseClick(window.cards.confirm, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert bar.other.isVisibleTo(window)
    assert bar.hint.width() == width
    assert bar.other.geometry().right() <= bar.end.geometry().right()
    assert bar.other.geometry().top() > bar.end.geometry().bottom()
    assert bar.other.geometry().bottom() <= bar.height()


def test_resolve_and_the_air_points_stay_put_as_the_attack_grows(window, qtbot):
    from .conftest import click, hex_point, unit_point
    from .dr_positions import romanians_at_minsk

    window.resize(1366, 768)
    c = romanians_at_minsk(window)
    panel = window.combat
    window.docks["combat"].raise_()
    QApplication.processEvents()

    def where(w):
        return w.mapTo(window, w.rect().topLeft())

    empty = where(panel.resolve)
    lines = panel.summary.height() + panel.details.height()
    click(window, unit_point(window, "rom_inf_3"))
    click(window, hex_point(window, c.game.hex("3308")))
    QApplication.processEvents()
    assert panel.summary.height() + panel.details.height() > lines  # the attack's lines
    assert where(panel.resolve) == empty and panel.resolve.isEnabled()


def test_japanese_card_uses_fit_their_chips(window):
    from PySide6.QtGui import QFont, QFontMetrics

    from qtwargame.i18n import translator
    from qtwargame.ui.card_widget import CARD_W, CHIP_PADDING, fitted_font, icon_text

    translator.install("ja", QApplication.instance())
    try:
        font = QFont(window.font())
        font.setBold(True)
        font.setPixelSize(12)
        room = (CARD_W - 6) - 16 - 2 * CHIP_PADDING  # the card less its border and margins
        texts = {icon_text(i) for card in bundled.scenario("blitzkrieg_moscow_2").cards
                 for i in card.icons}
        assert "自軍のダイス振り直し" in texts
        too_wide = [t for t in texts if QFontMetrics(font).horizontalAdvance(t) > room]
        assert too_wide  # at the card's own size some do not fit: they are made smaller
        for t in texts:
            small = fitted_font(font, t, room)
            assert QFontMetrics(small).horizontalAdvance(t) <= room, t
    finally:
        translator.install("en", QApplication.instance())
