"""The results tables read in the player's language (issue 11, item 1: no id reaches a
player): a row key, a column key or a result that is neither a number nor a printed code
shows the table's label for it (``TableSpec.labels``), so the Red Vengeance Baltic track
reads "German Lake" (not ``german_lake``), the Shin Barbarossa weather table "Clear, 4"
(not ``clear:4``) and every table in Japanese has no English words left."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication

from qtwargame.scenario.io import load_scenario
from qtwargame.scenario.validate import semantic_problems
from qtwargame.ui.main_window import MainWindow
from tests.conftest import SCENARIOS
from tests.ui import bundled

#: The bundled scenarios with results tables.
WITH_TABLES = sorted(p for p in SCENARIOS.glob("*.json") if bundled.scenario(p.stem).tables)
#: A word of three or more Latin letters: English left in a Japanese table. The printed
#: result codes (DE, DR, AE, EX, R) are shorter.
LATIN_WORD = re.compile(r"[A-Za-z]{3,}")
#: An id: a snake_case symbol, or a symbol with a number after a colon (``clear:4``).
ID_LIKE = re.compile(r"\b[a-z][a-z0-9]*_[a-z0-9_]+\b|\b[a-z_]+:\d")


def _window(qtbot, lang: str, path) -> MainWindow:
    w = MainWindow(lang="en")
    qtbot.addWidget(w)
    w.set_language(lang)
    w.start_game(bundled.scenario(path.stem), {}, 1, ())
    QApplication.processEvents()
    return w


def _shown(window) -> dict[str, dict[str, list[str]]]:
    """Each table's header and cell texts as the panel shows them."""
    out = {}
    for tid, grid in window.crt.grids.items():
        out[tid] = {
            "columns": [grid.horizontalHeaderItem(j).text() for j in range(grid.columnCount())],
            "rows": [grid.verticalHeaderItem(i).text() for i in range(grid.rowCount())],
            "cells": [grid.item(i, j).text() for i in range(grid.rowCount())
                      for j in range(grid.columnCount())],
        }
    return out


@pytest.fixture
def english():
    yield
    from qtwargame.i18n import translator

    translator.install("en")


@pytest.mark.parametrize("path", WITH_TABLES, ids=lambda p: p.stem)
def test_no_table_shows_an_id_and_the_japanese_tables_have_no_english_words(qtbot, english, path):
    for lang in ("en", "ja"):
        shown = _shown(_window(qtbot, lang, path))
        for tid, parts in shown.items():
            for part, texts in parts.items():
                for text in texts:
                    assert not ID_LIKE.search(text), f"{path.stem} {tid} {part} ({lang}): {text!r}"
                    if lang == "ja":
                        assert not LATIN_WORD.search(text), f"{path.stem} {tid} {part}: {text!r}"


def test_the_red_vengeance_tables_read_their_labels(qtbot, english):
    ja = _shown(_window(qtbot, "ja", SCENARIOS / "red_vengeance.json"))
    assert ja["baltic_track"]["rows"] == ["ドイツ軍の湖", "ソビエト軍の潜水艦", "軽水上艦", "重水上艦"]
    assert ja["baltic_track"]["cells"][:7] == ["2", "2", "1", "沿岸の全ユニット", "1", "2", "-"]
    assert ja["air"]["rows"] == ["枢軸国軍 1944年", "ソビエト軍 1944年", "ソビエト軍 1945年"]
    assert ja["random_weather"]["rows"][:2] == ["1944年6月", "1944年7月"]
    en = _shown(_window(qtbot, "en", SCENARIOS / "red_vengeance.json"))
    assert en["baltic_track"]["rows"][0] == "German Lake"
    assert en["baltic_track"]["columns"][-1] == "A unit at sea loses a step on"
    assert en["baltic_track"]["cells"][7 + 6] == "5–6"  # Soviet Subs: a step lost on 5 or 6


def test_the_shin_barbarossa_weather_and_order_tables_read_names(qtbot, english):
    ja = _shown(_window(qtbot, "ja", SCENARIOS / "shin_barbarossa.json"))
    assert ja["weather_air"]["cells"][:5] == ["晴天・4", "晴天・4", "晴天・3", "晴天・3", "泥濘*・2"]
    assert ja["hitler_orders"]["cells"][:3] == ["スモレンスク占領", "キエフ占領", "タイフーン作戦"]
    en = _shown(_window(qtbot, "en", SCENARIOS / "shin_barbarossa.json"))
    assert en["hitler_orders"]["cells"][5] == "Isolate Leningrad"


def test_the_defiant_russia_terrain_chart_reads_in_japanese(qtbot, english):
    ja = _shown(_window(qtbot, "ja", SCENARIOS / "defiant_russia.json"))
    assert ja["terrain_effects"]["columns"] == ["歩兵・騎兵 MP", "山岳 MP", "装甲 MP", "戦闘"]
    assert ja["terrain_effects"]["rows"][:3] == ["平地", "荒地", "森林"]
    assert ja["terrain_effects"]["cells"][4 * 3 + 3] == "防御側全体に+1、攻撃する装甲は半減"
    assert ja["air_points"]["columns"] == ["枢軸軍", "ソビエト連邦"]


def test_a_label_for_a_key_the_table_does_not_have_is_a_problem_named_by_its_place():
    sc = load_scenario(SCENARIOS / "red_vengeance.json")  # changed below: its own copy
    i = next(k for k, t in enumerate(sc.tables) if t.id == "baltic_track")
    t = sc.tables[i]
    t.labels = {**t.labels, "baltic_box_9": t.labels["german_lake"]}
    problems = [p for p in semantic_problems(sc) if "labels" in p.path]
    assert [(p.path, p.message) for p in problems] == [
        (f"$.tables[{i}].labels['baltic_box_9']",
         "labels a key that is not a row, a column or a result of this table")]
