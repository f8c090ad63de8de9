"""Fewer clicks per turn (issue 48, item 2): an attack with nothing left to add resolves
with one click on Resolve; reinforcements arriving together deploy together; automatic
steps are not asked; owed attacks are proposed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ui.tools.attack_tool import AttackTool

from .conftest import click, hex_point, unit_point
from .dr_positions import romanians_at_minsk


def test_7_1_an_attack_with_nothing_to_add_resolves_with_one_click(window, qtbot):
    c = romanians_at_minsk(window)
    assert isinstance(window.view.tool, AttackTool)
    steps_before = len(c.history.steps)
    click(window, unit_point(window, "rom_inf_3"))
    click(window, hex_point(window, c.game.hex("3308")))
    assert window.combat.resolve.isEnabled()
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    # The opening and its resolve went in together: no "Complete the attack" decision.
    kinds = [type(st.action).__name__ for st in c.history.steps[steps_before:]]
    assert kinds == ["Attack", "Choose"]
    assert c.history.steps[-1].action.option == "resolve"
    assert c.state.pending is None or c.state.pending.kind != "attack"
    records = [e.combat for e in c.log() if e.combat is not None]
    assert records and records[-1].attackers == ("rom_inf_3",)
    assert records[-1].dice["axis"] and len(records[-1].dice["axis"]) == 1


def test_7_0_a_choice_of_all_one_s_cards_is_made_not_asked(window, qtbot):
    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import load_scenario

    from .conftest import start

    # The Soviet setup is the scenario's own: the game opens on turn 1's German logistics.
    c = start(window, load_scenario(catalog.resolve("blitzkrieg_moscow_2")), seed=1)
    # Turn 1, German logistics: six cards in hand, six to keep. Made, not asked.
    selections = [st.action for st in c.history.steps if type(st.action).__name__ == "SelectCards"]
    assert len(selections) == 1 and len(selections[0].cards) == 6
    assert c.state.phase == "german_logistics" and c.legal().end_phase is not None
    assert window.status_text() == "The only choice of cards was made: all 6 cards."


def test_reinforcements_arriving_together_are_placed_with_one_click(window, qtbot):
    import random

    from qtwargame.engine.actions import EndPhase, Place
    from qtwargame.scenario import catalog
    from qtwargame.scenario.io import load_scenario

    from .conftest import start

    c = start(window, load_scenario(catalog.resolve("defiant_russia")), seed=1)
    rng = random.Random(1)
    # Up to turn 2's Soviet reinforcements: setups as listed, decisions at random, every
    # other phase ended at once.
    while (c.state.turn, c.state.phase) != (2, "soviet_reinforcements"):
        legal = c.legal().actions
        places = [a for a in legal if isinstance(a, Place)]
        end = [a for a in legal if isinstance(a, EndPhase)]
        action = (places[0] if places else rng.choice(legal) if c.state.pending or not end
                  else end[0])
        assert c.submit(action)
    QApplication.processEvents()
    arriving = sorted(window.pool.ready_units())
    assert len(arriving) == 6
    assert window.pool.arrive.isVisibleTo(window.pool) and not window.pool.deploy.isVisibleTo(window.pool)
    before = len(c.history.steps)
    qtbot.mouseClick(window.pool.arrive, Qt.MouseButton.LeftButton)
    placed = [st.action for st in c.history.steps[before:]]
    assert sorted(a.unit for a in placed) == arriving
    assert all(isinstance(a, Place) and a.reason == "reinforcement" for a in placed)
    assert all(c.state.units[u].hex is not None for u in arriving)
    assert len({a.hex for a in placed}) == 6  # one a hex: there are six hexes
    assert window.pool.ready_units() == [] and not window.pool.arrive.isVisibleTo(window.pool)
    assert window.status_text() == "6 units placed. Undo takes them back one by one."
