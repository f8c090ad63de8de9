"""The Cards dock shows only where the rules play the scenario's cards (session 93: a
scenario of the classic rules or of Red Vengeance holding cards, which the editor no longer
offers to add there but a file may hold, showed a Cards dock of cards nothing plays)."""

from __future__ import annotations

from qtwargame.scenario.models import CardSpec
from tests.ui import bundled

from .conftest import start


def test_cards_a_ruleset_plays_none_of_show_no_cards_dock(window):
    river = bundled.scenario("river_crossing")
    spare = CardSpec.model_validate({"id": "c_spare", "side": "blue",
                                     "name": {"en": "Spare", "ja": "予備"}})
    start(window, river.model_copy(update={"cards": [spare]}))
    assert [c.id for c in window.controller.game.scenario.cards] == ["c_spare"]
    assert not window.controller.game.ruleset.reads("cards")
    assert not window.docks["cards"].isVisible()


def test_a_game_whose_rules_play_cards_shows_the_cards_dock(window):
    start(window, bundled.scenario("blitzkrieg_moscow_2"))
    assert window.controller.game.ruleset.reads("cards")
    assert window.docks["cards"].isVisible()
