"""The New Game dialog shows each optional rule once, by its translated name, and every
option the player sets reaches the game the rules play (issue 11, New Game).

Defiant Russia's ruleset and scenario both offer ``weather``, ``early_invasion`` and
``no_purge``: two widgets per option, the second silently winning, made ticking the first
copy do nothing. One test per option of every bundled game proves the choice arrives."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QLabel

from qtwargame.engine.game import Game
from qtwargame.engine.ruleset import get_ruleset
from qtwargame.scenario import catalog
from qtwargame.ui.new_game_dialog import NewGameDialog

RULES = Path(__file__).resolve().parents[2] / "qtwargame" / "rules"


def _options(scenario_id: str) -> list[tuple[str, str]]:
    sc = catalog.load(scenario_id)
    ids = [o.id for o in get_ruleset(sc.ruleset).options()] + [o.id for o in sc.options]
    return [(scenario_id, oid) for oid in dict.fromkeys(ids)]


ALL_OPTIONS = _options("defiant_russia") + _options("blitzkrieg_moscow_2")


def _labels(d: NewGameDialog) -> list[str]:
    out, seen, kept = [], set(), []
    for form in (d.options_form, d.weather_form):
        for row in range(form.rowCount()):
            for role in (form.ItemRole.LabelRole, form.ItemRole.FieldRole, form.ItemRole.SpanningRole):
                item = form.itemAt(row, role)
                w = item.widget() if item is not None else None
                if w is None or id(w) in seen:
                    continue
                kept.append(w)  # held, so no other wrapper can reuse its id
                seen.add(id(w))
                if isinstance(w, QCheckBox):
                    out.append(w.text())
                elif isinstance(w, QLabel):
                    out.append(w.text())
    return out


def test_defiant_russia_lists_each_option_once_with_its_rule_once(qtbot):
    d = NewGameDialog("en", preselect="defiant_russia")
    qtbot.addWidget(d)
    labels = _labels(d)
    assert sorted(labels) == sorted([
        "Weather: historical (8.1) or random (8.2)",
        "Early invasion (12.1)",
        "No purge (12.2)",
        "Attack obligation: adjacent units must attack (Q&A) or also every adjacent enemy "
        "must be attacked (strict) (7.0)",
        "Fortress: every attacking unit -1 (text) or only armor (chart) (9.0)",
    ])
    assert set(d.option_widgets) == {"weather", "early_invasion", "no_purge",
                                     "combat_obligation", "fortress_penalty"}
    combo = d.option_widgets["combat_obligation"]
    assert [combo.itemText(i) for i in range(combo.count())] == [
        "Adjacent units must attack (Q&A)", "Also every adjacent enemy must be attacked (strict)"]
    assert [combo.itemData(i) for i in range(combo.count())] == ["qa", "strict"]
    weather = d.option_widgets["weather"]
    assert [weather.itemText(i) for i in range(weather.count())] == ["Historical (8.1)", "Random (8.2)"]


def test_options_in_japanese_show_no_ids(qtbot):
    """Every option and every choice of every bundled game is shown by its Japanese name:
    no choice's id ("historical", "qa", "armor"...) stands in for its name (Red Vengeance's
    weather choice once showed "historical")."""
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        d = NewGameDialog("ja", preselect="defiant_russia")
        qtbot.addWidget(d)
        seen = 0
        for scenario_id in ("defiant_russia", "blitzkrieg_moscow_2", "red_vengeance",
                            "shin_barbarossa", "river_crossing"):
            d.select(scenario_id)
            assert d.current().scenario.id == scenario_id
            texts = _labels(d)
            ids = set(d.option_widgets)
            for w in d.option_widgets.values():
                if isinstance(w, QComboBox):
                    texts += [w.itemText(i) for i in range(w.count())]
                    ids |= {w.itemData(i) for i in range(w.count())}
            for text in texts:
                for ident in ids:
                    assert not re.search(rf"\b{re.escape(ident)}\b", text), (scenario_id, ident, text)
                assert re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", text), (scenario_id, text)
            seen += len(texts)
        assert seen >= 20  # 5 Defiant Russia options and 4 of their choices, 8 Red Vengeance...
    finally:
        translator.install("en")


@pytest.mark.parametrize(("scenario_id", "option"), ALL_OPTIONS,
                         ids=[f"{s}-{o}" for s, o in ALL_OPTIONS])
def test_every_option_set_in_the_dialog_reaches_the_rules(qtbot, scenario_id, option):
    d = NewGameDialog("en", preselect=scenario_id)
    qtbot.addWidget(d)
    w = d.option_widgets[option]
    default = d.choice().options[option]
    # When the player sets the option to something other than its default
    if isinstance(w, QCheckBox):
        w.click()
        wanted = not default
    else:
        i = next(i for i in range(w.count()) if w.itemData(i) != default)
        w.setCurrentIndex(i)
        wanted = w.itemData(i)
    choice = d.choice()
    game = Game(choice.scenario, choice.options)
    # Then the game the rules play has that value...
    assert game.options[option] == wanted != default
    # ...and the rules of that game read it.
    package = RULES / game.ruleset.__module__.split(".")[2]
    source = "\n".join(p.read_text(encoding="utf-8") for p in package.rglob("*.py"))
    assert re.search(rf"options\.get\(\s*\"{option}\"", source), f"no rule reads {option!r}"


def test_the_data_sources_read_in_japanese_for_every_bundled_game(qtbot):
    """The New Game dialog's "where the data comes from" notes are the scenario's Japanese
    notes in Japanese (they were English in every bundled game)."""
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        d = NewGameDialog("ja", preselect="defiant_russia")
        qtbot.addWidget(d)
        for scenario_id in ("defiant_russia", "blitzkrieg_moscow_2", "red_vengeance",
                            "shin_barbarossa", "river_crossing"):
            d.select(scenario_id)
            sc = d.current().scenario
            html = d.about.toPlainText()
            assert sc.provenance, scenario_id
            for part, prov in sc.provenance.items():
                assert prov.note_ja and re.search(r"[\u3040-\u30ff\u4e00-\u9fff]", prov.note_ja)
                assert prov.note_ja[:12] in html, (scenario_id, part)
                assert prov.note[:30] not in html, (scenario_id, part)
    finally:
        translator.install("en")


def test_enter_on_a_scenario_in_the_list_starts_it(qtbot):
    """Enter (or a double-click) on a listed scenario starts it, as Start does."""
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialog

    d = NewGameDialog("en", preselect="shin_barbarossa")
    qtbot.addWidget(d)
    d.list.setFocus()
    qtbot.keyClick(d.list, Qt.Key.Key_Return)
    assert d.result() == QDialog.DialogCode.Accepted
    assert d.choice().scenario.id == "shin_barbarossa"


def test_parts_of_one_origin_are_one_row_and_a_designers_words_stay_text(qtbot, tmp_path):
    """River Crossing's five parts share one origin and note: one row names them all. A
    scenario's title and notes are shown as written, never read as markup."""
    import json

    d = NewGameDialog("en", preselect="river_crossing")
    qtbot.addWidget(d)
    text = d.about.toPlainText()
    assert text.count("Designed for qtwargame as a teaching scenario") == 1
    assert "Map, Order of battle, Setup, Reinforcements, Tables" in text
    data = json.loads(catalog.resolve("river_crossing").read_text(encoding="utf-8"))
    data["id"] = "marked_up"
    data["title"]["en"] = "<b>Bold</b> & <i>bare</i>"
    path = tmp_path / "marked_up.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    d.list.setCurrentRow(d.add_file(path))
    assert "<b>Bold</b> & <i>bare</i>" in d.about.toPlainText()


def test_a_designers_option_choices_read_by_their_names_or_as_words(qtbot, tmp_path):
    """A designer's own optional rule with choices shows the names the designer gave them
    in the reader's language; a choice left unnamed reads as words ("very_hard" as "Very
    hard"), never as the id typed into the file; the game still receives the id."""
    import json

    from qtwargame.scenario.models import Localized, OptionSpec

    sc = catalog.load("river_crossing")
    options = [
        OptionSpec(id="difficulty", name=Localized(en="Difficulty", ja="難易度"), default="normal",
                   choices=["normal", "very_hard"],
                   choice_names=[Localized(en="Normal", ja="標準"), Localized(en="Brutal", ja="過酷")]),
        OptionSpec(id="dawn", name=Localized(en="Start", ja="開始"), default="first_light",
                   choices=["first_light", "late_morning"]),
    ]
    path = tmp_path / "designer_options.json"
    data = sc.model_copy(update={"id": "designer_options", "options": options}).model_dump(mode="json")
    path.write_text(json.dumps(data), encoding="utf-8")
    d = NewGameDialog("en")
    qtbot.addWidget(d)
    d.list.setCurrentRow(d.add_file(path))
    difficulty, dawn = d.option_widgets["difficulty"], d.option_widgets["dawn"]
    assert [difficulty.itemText(i) for i in range(difficulty.count())] == ["Normal", "Brutal"]
    assert [dawn.itemText(i) for i in range(dawn.count())] == ["First light", "Late morning"]
    difficulty.setCurrentIndex(1)
    assert d.choice().options["difficulty"] == "very_hard"
    ja = NewGameDialog("ja")
    qtbot.addWidget(ja)
    ja.list.setCurrentRow(ja.add_file(path))
    combo = ja.option_widgets["difficulty"]
    assert [combo.itemText(i) for i in range(combo.count())] == ["標準", "過酷"]


def test_a_scenario_file_that_does_not_load_says_why_in_the_reader_s_language(qtbot, tmp_path):
    """A broken scenario in the New Game list: why it does not load reads in Japanese in
    the Japanese dialog (the place too), in English in the English one."""
    from qtwargame.i18n import translator

    path = tmp_path / "broken.json"
    path.write_text('{"format": 1,\n "id": "x",', encoding="utf-8")
    en = NewGameDialog("en")
    qtbot.addWidget(en)
    en.add_file(path)
    assert en.listed[-1].error.startswith(f"{path}: line 2, column ")
    assert ": not valid JSON: " in en.listed[-1].error
    translator.install("ja")
    try:
        ja = NewGameDialog("ja")
        qtbot.addWidget(ja)
        ja.add_file(path)
        error = ja.listed[-1].error
    finally:
        translator.install("en")
    assert re.match(re.escape(f"{path}: 2行") + r"\d+列: JSONとして正しくありません（", error)


@pytest.mark.parametrize("scenario_id", ["defiant_russia", "red_vengeance"])
def test_the_weather_question_names_its_choices_in_their_own_words_in_japanese(qtbot, scenario_id):
    """Session 93 by hand: the question read 「天候: 歴史的 (8.1) またはランダム (8.2)」 over the
    choice 「史実どおり (8.1)」 (Red Vengeance: 「史実(13.0)または無作為(14.7)」 over
    「ランダム (14.7)」); the question now says the words of its choices."""
    from qtwargame.i18n import translator

    translator.install("ja")
    try:
        d = NewGameDialog("ja", preselect=scenario_id)
        qtbot.addWidget(d)
        combo = d.option_widgets["weather"]
        label = d.weather_form.labelForField(combo)
        names = [combo.itemText(i) for i in range(combo.count())]
        assert len(names) == 2 and all(n in label.text() for n in names), (label.text(), names)
    finally:
        translator.install("en")
