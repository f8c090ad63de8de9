"""Card icons read as their effect in the player's language."""

from qtwargame.i18n import translator
from qtwargame.ui.card_widget import icon_text
from tests.ui import bundled


def test_known_icons_read_as_effects(qapp):
    assert icon_text({"type": "combat_shift", "value": 1, "city_only": False}) == "Column shift +1"
    assert icon_text({"type": "combat_shift", "value": 1, "city_only": True}) == "Street fighting +1"
    assert icon_text({"type": "tank_action", "count": 2}) == "Tank action ×2"
    assert icon_text({"type": "reroll", "whose": "opponent"}) == "Reroll enemy die"
    assert icon_text({"type": "reinforcement", "points": 4, "branch": "infantry"}) == "Rebuild 4 (infantry)"
    assert icon_text({"type": "jam", "value": 3}) == "jam 3"  # unknown icons show their own name


def test_icons_follow_the_language(qapp):
    translator.install("ja", qapp)
    try:
        assert icon_text({"type": "rail", "count": 1}) == "鉄道移動 ×1"
        assert icon_text({"type": "hero_city"}) == "英雄都市"
    finally:
        translator.install("en", qapp)


def test_weather_cells_of_a_table_show_the_weather_name(qtbot):
    from qtwargame.ui.controller import GameController
    from qtwargame.ui.crt_panel import CrtPanel

    controller = GameController()
    controller.new_game(bundled.scenario("defiant_russia"), seed=1)
    panel = CrtPanel(controller)
    qtbot.addWidget(panel)
    panel.rebuild()
    grid = panel.grids["random_weather"]
    cells = {grid.item(i, j).text() for i in range(grid.rowCount()) for j in range(grid.columnCount())}
    assert "Light mud" in cells and "light_mud" not in cells
