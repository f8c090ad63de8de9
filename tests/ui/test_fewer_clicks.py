"""Fewer clicks per turn (issue 48, item 2): an attack with nothing left to add resolves
with one click on Resolve; reinforcements arriving together deploy together; automatic
steps are not asked; owed attacks are proposed."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.ui.tools.attack_tool import AttackTool
from tests.ui import bundled

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


def test_7_0_the_last_proposal_s_words_go_once_no_attack_is_owed(window, qtbot):
    from qtwargame.engine.actions import EndPhase

    c = romanians_at_minsk(window)
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    assert window.status_text() == "Proposed: the last owed attack. Adjust it, then Resolve."
    qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    while c.state.pending is not None:  # losses and retreats: the first answer
        qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
        QApplication.processEvents()
    assert type(window.view.tool).__name__ == "InspectTool"  # nothing can attack any more
    assert window.status_text() == ""
    # the proposals were asked for this phase only: the next combat phase asks again
    assert window.view.propose_owed
    assert c.submit(EndPhase("axis"))
    assert not window.view.propose_owed


def test_7_0_a_choice_of_all_one_s_cards_is_made_not_asked(window, qtbot):

    from .conftest import start

    # The Soviet setup is the scenario's own: the game opens on turn 1's German logistics.
    c = start(window, bundled.scenario("blitzkrieg_moscow_2"), seed=1)
    # Turn 1, German logistics: six cards in hand, six to keep. Made, not asked.
    selections = [st.action for st in c.history.steps if type(st.action).__name__ == "SelectCards"]
    assert len(selections) == 1 and len(selections[0].cards) == 6
    assert c.state.phase == "german_logistics" and c.legal().end_phase is not None
    assert window.status_text() == "The only choice of cards was made: all 6 cards."


def test_reinforcements_arriving_together_are_placed_with_one_click(window, qtbot):
    import random

    from qtwargame.engine.actions import EndPhase, Place

    from .conftest import start

    c = start(window, bundled.scenario("defiant_russia"), seed=1)
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


def _shown(window, hexes) -> bool:
    view = window.view
    visible = view.mapToScene(view.viewport().rect()).boundingRect()
    return any(visible.contains(view.map_scene().layout.center(h)) for h in hexes)


def _look_away(window, attack) -> None:
    """Scroll the map to the hex farthest from ``attack``'s target, out of its sight."""
    layout = window.view.map_scene().layout
    aim = layout.center(attack.target)
    far = max(window.controller.game.board.hexes,
              key=lambda h: (layout.center(h) - aim).manhattanLength())
    window.view.center_on(layout.center(far))
    QApplication.processEvents()
    assert not _shown(window, [attack.target, *attack.also])


def _dr_first_axis_combat(window):
    from qtwargame.engine.actions import EndPhase

    from .conftest import start

    c = start(window, bundled.scenario("defiant_russia"), seed=5)
    qtbot_click_deploy = window.pool.deploy
    while c.state.phase.endswith("_setup"):
        qtbot_click_deploy.click()
        assert c.submit(EndPhase(c.state.active))
    while not c.state.phase.endswith("_combat"):
        assert c.submit(EndPhase(c.state.active))
    QApplication.processEvents()
    return c


def test_7_0_owed_attacks_are_proposed_one_after_another(window, qtbot):
    c = _dr_first_axis_combat(window)
    assert (c.state.turn, c.state.phase) == (1, "axis_combat")
    tool = window.view.tool
    assert isinstance(tool, AttackTool)
    owed = tool.owed_units()
    assert len(owed) > 10 and window.combat.propose.isVisibleTo(window.combat)
    qtbot.mouseClick(window.combat.propose, Qt.MouseButton.LeftButton)
    first = tool.proposal()
    assert set(tool.attackers) == set(first.attackers) and tool.target == first.target
    assert set(first.attackers) <= owed
    assert window.combat.target == first.target  # the preview shows it
    resolved = 0
    while resolved < 3:
        _look_away(window, first)
        qtbot.mouseClick(window.combat.resolve, Qt.MouseButton.LeftButton)
        QApplication.processEvents()
        resolved += 1
        while c.state.pending is not None:  # losses and retreats: the first answer
            qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
            QApplication.processEvents()
        tool = window.view.tool
        left = tool.owed_units()
        assert not (left & set(first.attackers))
        # The next owed attack is already put together: one click on Resolve each.
        nxt = tool.proposal()
        assert (set(tool.attackers), tool.target) == (set(nxt.attackers), nxt.target)
        # ... and brought into view, though the player had scrolled the map elsewhere
        assert _shown(window, [nxt.target, *nxt.also])
        first = nxt
    # Clear stops the proposals.
    qtbot.mouseClick(window.combat.clear, Qt.MouseButton.LeftButton)
    assert not window.view.propose_owed and tool.attackers == set() and tool.target is None


def test_10_11_place_all_arriving_units_never_spends_replacement_points(window, qtbot):
    """Session 84 by hand: in Defiant Russia's Soviet replacement phase the button placed
    two eliminated units of its own choosing and spent four replacement points. Units
    brought back with points are the player's choice: the button is for reinforcements."""
    from .test_other_actions_on_the_board import dr_axis_replacements

    c = dr_axis_replacements(window, {"inf": ("infantry", "1404", (4, 3), (2, 3), 0, "eliminated"),
                                      "inf2": ("infantry", "1405", (4, 3), (2, 3), 0, "eliminated")})
    assert sorted(window.pool.ready_units()) == ["inf", "inf2"]  # each may come back
    assert {p.reason for ps in c.legal().places.values() for p in ps} == {"replacement"}
    assert not window.pool.arrive.isVisibleTo(window.pool)
    assert c.state.data["rp"] == 2
