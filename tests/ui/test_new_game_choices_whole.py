"""The New Game dialog shows each optional rule's choice whole, in English and Japanese, on
a laptop's 1,366 pixels (session 97 by hand: Defiant Russia's attack obligation read
「隣接ユニットは攻撃しなければならない (Q&…」 in its closed box, and the strict choice lost
its 「(厳格)」)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QComboBox, QStyle, QStyleOptionComboBox

from qtwargame.i18n import translator
from qtwargame.scenario import catalog
from qtwargame.ui.new_game_dialog import NewGameDialog
from qtwargame.ui.screen_fit import FRAME_ROOM

LAPTOP_WIDTH = 1366


def _text_room(combo: QComboBox) -> int:
    """The width the closed box gives its text (the box less its frame and arrow)."""
    opt = QStyleOptionComboBox()
    combo.initStyleOption(opt)
    return combo.style().subControlRect(QStyle.ComplexControl.CC_ComboBox, opt,
                                        QStyle.SubControl.SC_ComboBoxEditField, combo).width()


@pytest.mark.parametrize("lang", ["en", "ja"])
@pytest.mark.parametrize("scenario_id", [e.id for e in catalog.bundled()])
def test_every_choice_of_an_optional_rule_is_shown_whole(qtbot, lang, scenario_id):
    translator.install(lang, QApplication.instance())
    try:
        d = NewGameDialog(lang, preselect=scenario_id)
        qtbot.addWidget(d)
        d.resize(920, 640)  # the size it opens at on a laptop (``resize_within_screen``)
        d.show()
        qtbot.waitExposed(d)
        assert d.minimumSizeHint().width() <= LAPTOP_WIDTH - FRAME_ROOM
        combos = [w for w in d.option_widgets.values() if isinstance(w, QComboBox)]
        if scenario_id == "defiant_russia":
            assert len(combos) >= 2  # the attack obligation (7.0) and the fortress (9.0)
        for combo in combos:
            metrics = combo.fontMetrics()
            room = _text_room(combo)
            for i in range(combo.count()):
                text = combo.itemText(i)
                assert metrics.horizontalAdvance(text) <= room, (scenario_id, lang, text, room)
    finally:
        translator.install("en", QApplication.instance())


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_an_option_label_above_its_box_wraps_only_where_it_must(qtbot, lang):
    """Defiant Russia's fortress option (9.0) read 「要塞: 攻撃する全部隊が -1 (本文) または装甲」
    over 「部隊のみ (チャート) (9.0)」, a wrapping label's own guess of its width, half the
    group's; a label no longer than ``LABEL_LINE`` is one line, a longer one wraps no
    narrower than that."""
    from qtwargame.ui.new_game_dialog import LABEL_LINE

    translator.install(lang, QApplication.instance())
    try:
        d = NewGameDialog(lang, preselect="defiant_russia")
        qtbot.addWidget(d)
        d.resize(920, 640)
        d.show()
        qtbot.waitExposed(d)
        widths = {}
        for oid in ("combat_obligation", "fortress_penalty"):
            label = d.options_form.labelForField(d.option_widgets[oid])
            need = label.fontMetrics().horizontalAdvance(label.text())
            widths[oid] = (label.width(), need)
            assert label.width() >= min(need, LABEL_LINE), (oid, label.text(), widths)
        fortress_need = widths["fortress_penalty"][1]
        if fortress_need <= LABEL_LINE:
            label = d.options_form.labelForField(d.option_widgets["fortress_penalty"])
            assert label.height() < 2 * label.fontMetrics().lineSpacing()
    finally:
        translator.install("en", QApplication.instance())
