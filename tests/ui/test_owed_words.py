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


def test_7_0_8_1_14_6_a_unit_that_must_attack_reads_alike_in_every_game_in_japanese():
    """The End Phase blockers of Defiant Russia (7.0) and Red Vengeance (8.1, 14.6) read
    「…は攻撃しなければなりません (7.0)」 and 「…は攻撃しなければならない(8.1)」 (session 94):
    every "{unit} must attack … (rule)" now ends in the same polite form, the rule after a
    space."""
    import re
    import xml.etree.ElementTree as ET
    from pathlib import Path

    ts = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "qtwargame_ja.ts"
    found = {}
    for context in ET.parse(ts).getroot():
        for message in context.iter("message"):
            source, translation = message.findtext("source"), message.find("translation")
            if source and re.fullmatch(r"\{unit\} must attack.* \([\d.]+\)", source) \
                    and translation is not None and translation.get("type") != "vanished":
                found[(context.findtext("name"), source)] = translation.text
    assert found == {
        ("defiant_russia", "{unit} must attack (7.0)"): "{unit}は攻撃しなければなりません (7.0)",
        ("red_vengeance", "{unit} must attack (8.1)"): "{unit}は攻撃しなければなりません (8.1)",
        ("red_vengeance", "{unit} must attack in the November offensive (14.6)"):
            "{unit}は11月の攻勢で攻撃しなければなりません (14.6)",
    }
