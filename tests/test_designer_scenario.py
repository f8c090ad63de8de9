"""The designer's test scenario ``tests/data/designer_ridge.json`` (issue 49, item 4): the
held-out classic scenario on which the computer players' strength beyond River Crossing is
checked, using only what the file declares. It loads with no problems, holds the shape it
was designed with, has no evaluation code of its own, and opens in the editor and the play
window. See tests/data/README.md: never tune a computer player on it."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from qtwargame.ai import evaluation
from qtwargame.editor.problems import scenario_problems
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP
from qtwargame.scenario.io import dumps_scenario, load_scenario
from tests.conftest import DATA, SCENARIOS

PATH = DATA / "designer_ridge.json"


@pytest.fixture(scope="module")
def ridge():
    return load_scenario(PATH)


def test_designer_ridge_loads_with_no_problems_as_the_editor_saves_it(ridge):
    assert ridge.id == "designer_ridge"
    assert ridge.ruleset == "classic"
    assert scenario_problems(ridge, str(PATH)) == []
    # the file is the editor's own canonical text: opening and saving it changes nothing
    assert dumps_scenario(ridge) == PATH.read_text(encoding="utf-8")


def test_designer_ridge_has_its_designed_shape(ridge):
    labels = list(ridge.map.hexes)
    assert len(labels) == 130
    assert {int(h[:2]) for h in labels} == set(range(1, 14))  # 13 columns
    assert {int(h[2:]) for h in labels} == set(range(1, 11))  # 10 rows
    assert Counter(ridge.map.hexes.values()) == {"clear": 85, "woods": 20, "ridge": 8, "hills": 6,
                                                 "marsh": 7, "lake": 4}
    # the brook runs only along the eastern half of the front, between rows 7 and 8
    assert len(ridge.map.hexsides) == 11
    assert all(s.features == ["brook"] and min(int(s.a[:2]), int(s.b[:2])) >= 8
               and sorted((int(s.a[2:]), int(s.b[2:]))) == [7, 8] for s in ridge.map.hexsides)
    assert len(ridge.turns) == 8
    assert Counter(u.side for u in ridge.units) == {"north": 9, "south": 9}
    assert Counter((u.side, u.type) for u in ridge.units) == {
        ("north", "infantry"): 7, ("north", "armor"): 2, ("south", "infantry"): 5, ("south", "armor"): 4}
    assert sorted((u.id, u.arrival.turn, u.arrival.where) for u in ridge.units if u.arrival) == [
        ("north_inf_7", 4, "north_edge"), ("south_arm_4", 3, "south_edge")]
    assert {c.id: c.vp for c in ridge.map.cities} == {
        "harrowgate": 4, "kestrel": 2, "fenwick": 2, "pike_gap": 1, "ashford": 1, "southmoor": 1}
    assert ridge.rules_data["first_side"] == "north"


def test_designer_ridge_makes_the_second_side_take_ground_in_depth(ridge):
    """The defender moves first; the attacker sets up first and must go past the front
    towns: they and its own town are not enough, Harrowgate or both rear towns are (C10)."""
    game = Game(ridge)
    state, _ = game.new_state(3000)
    assert state.phase == "south_setup"  # C1: the second side sets up first
    assert [p.id for p in game.ruleset.phases(game)][2:] == [
        "north_move", "north_combat", "south_move", "south_combat"]
    assert state.vp == {"north": 10, "south": 1}
    assert {game.label(state.units[u].hex) for u in ("north_inf_1", "north_inf_2")} == {"0702", "0505"}
    vp = {c.id: c.vp for c in ridge.map.cities}
    total = sum(vp.values())
    front = vp["pike_gap"] + vp["ashford"] + vp["southmoor"]
    assert front < total - front  # the front alone loses
    assert front + vp["harrowgate"] > total - front - vp["harrowgate"]
    assert front + vp["fenwick"] + vp["kestrel"] > total - front - vp["fenwick"] - vp["kestrel"]
    assert front + vp["fenwick"] < total - front - vp["fenwick"]  # one rear town is not enough


def test_designer_ridge_texts_are_complete_in_english_and_japanese():
    data = json.loads(PATH.read_text(encoding="utf-8"))
    texts: list[dict] = []

    def walk(node):
        if isinstance(node, dict):
            if "en" in node or "ja" in node:
                texts.append(node)
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    walk(data)
    assert len(texts) == 57
    assert [t for t in texts if set(t) != {"en", "ja"} or not t["en"].strip() or not t["ja"].strip()] == []
    for part in data["provenance"].values():
        assert part["note"] and part["note_ja"]


def test_designer_ridge_declares_no_evaluation_of_its_own(ridge):
    """Only the file's data reaches the computer players: the classic ruleset has no
    evaluation module, so the generic evaluation plays it, as it plays River Crossing."""
    game = Game(ridge)
    river = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    assert evaluation.rules_module(game) is None
    assert evaluation.rules_module(river) is None
    assert evaluation.evaluator_for(game) is evaluation.generic
    assert evaluation.evaluator_for(river) is evaluation.generic


def test_designer_ridge_opens_in_the_editor_with_no_problems(qtbot, tmp_path):
    from qtwargame.editor.document import EditorDocument
    from qtwargame.editor.editor_window import EditorWindow
    from qtwargame.editor.scenario_template import load_for_editing

    window = EditorWindow(EditorDocument(load_for_editing(PATH), PATH), "en",
                          autosave_dir=tmp_path / "autosave")
    window.ask_before_closing = False
    qtbot.addWidget(window)
    assert window.validation.problems == []
    assert window.doc.scenario.id == "designer_ridge"
    assert len(window.doc.hex_of) == 130


def test_designer_ridge_opens_in_the_play_window_and_sets_up(qtbot, tmp_path):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    import qtwargame.ui  # noqa: F401  (keeps None alive under PySide6 6.12 on Python 3.11)
    from qtwargame.ui.autosave import Autosaver
    from qtwargame.ui.main_window import MainWindow

    window = MainWindow(lang="en", autosaver=Autosaver(tmp_path / "autosave"))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    assert window.start_game(load_scenario(PATH), {}, 3000)
    QApplication.processEvents()
    game, scene = window.controller.game, window.scene
    assert window.windowTitle().startswith("Hollin Ridge (designer's test scenario)")
    assert scene.stack(game.hex("0702")) == ["north_inf_1"]
    assert scene.stack(game.hex("0505")) == ["north_inf_2"]
    assert window.deploy_all()  # the attacker's eight starting units, in its rows 9 and 10
    state = window.controller.state
    placed = [u for u, d in game.units.items() if d.side == "south" and state.units[u].status == ON_MAP]
    assert len(placed) == 8
    assert {game.label(state.units[u].hex)[2:] for u in placed} <= {"09", "10"}
    # the classic rules' set-up waits for its player's End Phase (C2, revision 1), then the
    # north sets up
    assert window.status_text() == ("8 units deployed. Drag any of them elsewhere, then end "
                                    "the phase.")
    assert window.controller.state.phase == "south_setup"
    assert window.phase_bar.hint_text() == (
        "Your set-up is complete (C2): End Phase hands the set-up to Hollinmark. Drag a unit "
        "you have set up to another hex of its setup area, or end the phase.")
    qtbot.mouseClick(window.phase_bar.end, Qt.MouseButton.LeftButton)
    assert window.controller.state.phase == "north_setup"
