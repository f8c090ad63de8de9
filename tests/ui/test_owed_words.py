"""What is still owed reads alike in every game, in both languages (session 94's report:
the Japanese said 攻撃義務の残り… for units and 攻撃されるべき残り… for hexes)."""

from __future__ import annotations

import pytest

from qtwargame.ui.tools.attack_tool import owed_words


@pytest.mark.parametrize("lang, units, hexes, said", [
    ("en", 3, 0, "3 units still to attack"),
    ("en", 0, 2, "2 hexes still to be attacked"),
    ("en", 1, 1, "1 unit still to attack, 1 hex to be attacked"),
    ("ja", 3, 0, "攻撃義務の残り3ユニット"),
    ("ja", 0, 2, "攻撃義務の残り2ヘクス"),
    ("ja", 19, 11, "攻撃義務の残り19ユニット・11ヘクス"),
])
def test_8_1_7_0_the_owed_count_reads_alike_for_units_and_hexes(window, lang, units, hexes, said):
    window.set_language(lang)
    try:
        assert owed_words(units, hexes) == said
    finally:
        window.set_language("en")
