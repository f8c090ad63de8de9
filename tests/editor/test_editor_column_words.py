"""The column headings of the editor's tables read in a designer's words, each with a
tooltip saying what the column holds, in English and Japanese: they read like the models'
field names ('id', 'name (en)', 'text colour', 'width'), with no tooltip."""

from __future__ import annotations

import re

from PySide6.QtCore import Qt

TIP = Qt.ItemDataRole.ToolTipRole


def _columns(model) -> list[tuple[str, str]]:
    across = Qt.Orientation.Horizontal
    return [(model.headerData(c, across), model.headerData(c, across, TIP))
            for c in range(model.columnCount())]


def _tables(window):
    """Every definition list, the victory cities, the turns and weathers, the options."""
    yield from window.properties.lists.editors.items()
    yield "map.cities", window.properties.victory.cities
    yield "turns", window.turns.turns
    yield "weather", window.turns.weather
    yield "options", window.properties.scenario.options


def test_the_definition_tables_read_in_a_designers_words_with_tooltips(window):
    nationalities = _columns(window.properties.lists.editors["nationalities"].model)
    assert [h for h, _t in nationalities] == [
        "ID", "Side", "Name (English)", "Name (Japanese)", "Counter colour", "Text colour"]
    assert nationalities[5][1] == "The colour of the numbers and the symbol on its counters."
    features = _columns(window.properties.lists.editors["features"].model)
    assert features[-1] == ("Line width", "How thick its line is drawn (1 is the usual width).")
    for path, editor in _tables(window):
        for header, tip in _columns(editor.model):
            assert tip, (path, header)  # every column says what it holds
            # a word a designer reads: no field name ('text_color', 'name (en)')
            assert "_" not in header and header[0].isupper(), (path, header)


def test_the_japanese_definition_tables_read_in_japanese_with_tooltips(ja_editor):
    w = ja_editor("defiant_russia")
    nationalities = _columns(w.properties.lists.editors["nationalities"].model)
    assert [h for h, _t in nationalities] == [
        "ID", "陣営", "名前（英語）", "名前（日本語）", "カウンターの色", "文字色"]
    assert nationalities[4][1] == "この国籍のユニットのカウンターの地の色。"
    for path, editor in _tables(w):
        for header, tip in _columns(editor.model):
            # ids a designer types may stand in brackets (（infantry、armorなど）)
            assert tip and not re.search(r"[a-z]", re.sub(r"（[^）]*）", "", tip)), (path, tip)
            assert not re.search(r"[a-z]", header.replace("ID", "")), (path, header)


def test_the_order_of_battle_reads_in_a_designers_words_with_tooltips(window):
    """Its headings read 'Id', 'Name', 'Name (ja)' and the step values as their keys
    ('attack', 'defense', 'movement'), with no tooltip but the values'."""
    heads = _columns(window.oob.model)
    assert [h for h, _t in heads][:3] == ["ID", "Name (English)", "Name (Japanese)"]
    assert [h for h, _t in heads][8:11] == ["Attack", "Defense", "Movement"]
    assert heads[12] == ("Setup hex", "The hex it sets up in (one of code, hex or region).")
    assert all(tip for _h, tip in heads)


def test_the_japanese_order_of_battle_reads_in_japanese_with_tooltips(ja_editor):
    j = _columns(ja_editor("defiant_russia").oob.model)
    assert [h for h, _t in j][:3] == ["ID", "名前（英語）", "名前（日本語）"]
    assert j[3] == ("陣営", "ユニットが属する陣営。")
    assert all(tip for _h, tip in j)
