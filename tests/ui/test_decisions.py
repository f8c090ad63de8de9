"""Every decision on the board or in a dialog, in words (issue 11, item 1), with real mouse
events: BtM2 defence choices with the odds each leads to, BtM2 breakthrough moves on the
map, retreats brought into view; the reaction preference (issue 10, item 8)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from qtwargame.engine.actions import Attack, Choose, EndPhase, Move, Opt
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.state import Decision
from qtwargame.engine.text import Texts
from qtwargame.rules.classic.ruleset import ClassicRuleset
from qtwargame.ui.tools.decision_tool import DecisionTool, combat_hexes
from tests.builder import ScenarioBuilder

from .conftest import click, hex_point, place_everything
from .test_no_ids import GOLDEN

T = Texts("ui_reaction_test")


def _open(window, name):
    assert window.open_path(GOLDEN / f"{name}.qtwsave")
    QApplication.processEvents()
    return window.controller


def test_btm2_defence_buttons_say_the_odds_each_choice_leads_to(window, qtbot):
    c = _open(window, "blitzkrieg_moscow_2-7-at-defence")
    assert c.state.pending.kind == "defence"
    texts = [b.text() for b in window.decision.buttons]
    # What each costs (11.3.6, 11.3.7, 11.6): both attackers are worn (2 steps) whatever
    # the result; both defenders would retreat on the map after a DR, the first one's
    # retreat the owner's choice, so the first three give the fewest and the most Soviet
    # steps (session 92; they said none before): all active, no effect wears both (4/6 x
    # 2), DR both (1/6 x 2) or the corps then the army finding no retreat (1/6 x 3), DL
    # the corps and the army (1/6 x 2): 2.0-2.17; all passive, DE costs 3 steps and DL 2
    # (the corps, which has no worn side, and the army's step): 5/6 x 3 + 1/6 x 2 = 2.83.
    assert texts == [
        "All defend actively\n7 to 3, column 1:1: no effect 67%, DL 17%, DR 17%\n"
        "Expected losses: German 2.0 steps, Soviet 2.0–2.17 steps; defenders leave the hex: 33%",
        "12th Army active; 16th Mechanized Corps passive\n7 to 2, column 2:1: no effect 50%, "
        "DR 33%, DL 17%\nExpected losses: German 2.0 steps, Soviet 1.17–1.5 steps; defenders "
        "leave the hex: 50%",
        "16th Mechanized Corps active; 12th Army passive\n7 to 2, column 2:1: no effect 50%, "
        "DR 33%, DL 17%\nExpected losses: German 2.0 steps, Soviet 1.17–1.83 steps; defenders "
        "leave the hex: 50%",
        "All defend passively\n7 to 1, column 6:1: DE 83%, DL 17%\n"
        "Expected losses: German 2.0 steps, Soviet 2.83 steps; defenders leave the hex: 100%",
    ]
    # Clicking one answers it with the typed answer it stands for.
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    last = c.history.steps[-1].action
    assert isinstance(last, Choose) and last.option == Opt.DEFEND
    assert set(last.units) == {"sov_12a", "sov_16mc"}


def test_btm2_breakthrough_moves_light_up_on_the_map_and_a_click_moves(window, qtbot):
    c = _open(window, "blitzkrieg_moscow_2-7-at-tank_action")
    tool = window.view.tool
    assert isinstance(tool, DecisionTool)
    moves = [a for a in c.legal().actions if isinstance(a, Move)]
    ends = {m.path[-1] for m in moves}
    assert ends <= set(window.scene.highlights.fills)
    assert window.scene.highlights.strong
    # The view shows them.
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert any(visible.contains(window.scene.layout.center(h)) for h in ends)
    goal = sorted(ends, key=c.game.label)[0]
    window.view.show_hexes([goal])
    QApplication.processEvents()
    answers = [m for m in moves if m.path[-1] == goal]
    if len(answers) > 1:  # several paths: the menu names them in words; take the first
        window.view.exec_menu = lambda menu, pos: menu.actions()[0]
    click(window, hex_point(window, goal))
    assert isinstance(c.history.steps[-1].action, Move)
    assert c.state.units[answers[0].unit].hex == goal


def test_a_retreat_is_brought_into_view_and_answered_on_the_board(window, qtbot):
    c = _open(window, "defiant_russia-7-at-retreat")
    assert c.state.pending.kind == "retreat"
    window.view.centerOn(window.scene.layout.center(c.game.hex("4518")))  # far away
    window.view.set_tool(DecisionTool(window.view))
    tool = window.view.tool
    ends = list(tool.hex_answers)
    visible = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    assert any(visible.contains(window.scene.layout.center(h)) for h in ends)
    uid = next(iter(c.legal().retreats))
    goal = ends[0]
    click(window, hex_point(window, goal))
    assert c.state.units[uid].hex == goal


def test_11_3_2_a_defence_choice_brings_the_attacked_hex_into_view(window, qtbot):
    """The defender's active or passive defence has no answer on the board: the view
    shows the combat it is about (the attack's target and its attackers), as it does the
    hexes of a retreat, even where the player had scrolled the map away."""
    c = _open(window, "blitzkrieg_moscow_2-7-at-defence")
    assert c.state.pending.kind == "defence"
    attack = next(s.action for s in reversed(c.history.steps) if isinstance(s.action, Attack))
    target = window.scene.layout.center(attack.target)

    def seen() -> bool:
        return window.view.mapToScene(window.view.viewport().rect()).boundingRect().contains(target)

    far = max(c.game.board.terrain, key=lambda h: (h.distance(attack.target), h.q, h.r))
    window.view.centerOn(window.scene.layout.center(far))
    assert not seen()
    window.view.set_tool(DecisionTool(window.view))
    QApplication.processEvents()
    assert seen()
    assert combat_hexes(c.history)[0] == attack.target


class ReactionRules(ClassicRuleset):
    """Classic rules where each Blue move asks Red a reaction: pass, or (when the moved unit
    ends next to a Red unit) "fire"."""

    id = "ui_reaction_test"

    def legal_actions(self, game, state):
        p = state.pending
        if p is not None and p.kind == "react":
            out = [Choose(p.side, Opt.PASS)]
            if p.data.get("adjacent"):
                out.append(Choose(p.side, Opt.YES))
            return out
        return super().legal_actions(game, state)

    def apply(self, ctx, action):
        p = ctx.state.pending
        if p is not None and p.kind == "react":
            ctx.state.pending = None
            ctx.log(T("{side} reacts: {how}", side=p.side, how=action.option))
            return
        super().apply(ctx, action)
        if isinstance(action, Move):
            red = [u.hex for uid, u in ctx.state.units.items()
                   if ctx.game.units[uid].side == "red" and u.hex is not None]
            adjacent = any(action.to.distance(h) == 1 for h in red)
            ctx.state.pending = Decision("react", "red", T("Fire at the moving unit?"),
                                         {"adjacent": adjacent}, reaction=True)


def _reaction_game(window):
    b = ScenarioBuilder("classic", cols=6, rows=5)
    b.unit("b1", "blue", "0101", attack=4, defense=4, movement=3)
    b.unit("b2", "blue", "0102", attack=4, defense=4, movement=3)
    b.unit("r1", "red", "0303", attack=2, defense=2, movement=3)
    game = Game(b.scenario(), ruleset=ReactionRules())
    state, log = game.new_state(1)
    window.controller.adopt(History(game, state, log), 1)
    place_everything(window.controller)
    return window.controller


def test_a_reaction_with_nothing_but_pass_is_passed_automatically(window, qtbot):
    c = _reaction_game(window)
    assert c.state.phase == "blue_move"
    far = next(m for m in c.legal().moves["b1"] if m.to.distance(c.state.units["r1"].hex) > 1)
    assert c.submit(far)
    # Red's only answer was to pass: passed, logged, said in the status bar.
    assert c.state.pending is None
    assert c.history.steps[-1].action == Choose("red", Opt.PASS)
    assert window.status_text().startswith("Passed automatically (nothing else was possible)")
    # Undo steps back to the question (and never passes it again by itself).
    assert c.undo()
    assert c.state.pending is not None and c.state.pending.reaction


def test_a_reaction_with_a_real_choice_is_asked_and_the_preference_turns_passing_off(window, qtbot):
    c = _reaction_game(window)
    near = next(m for m in c.legal().moves["b1"] if m.to.distance(c.state.units["r1"].hex) == 1)
    assert c.submit(near)
    assert c.state.pending is not None and c.state.pending.kind == "react"  # asked
    assert [b.text() for b in window.decision.buttons] == ["Pass", "Yes"]
    qtbot.mouseClick(window.decision.buttons[0], Qt.MouseButton.LeftButton)
    assert c.state.pending is None
    # With the preference off, even a pass-only reaction is asked.
    window.act_auto_pass.trigger()
    assert c.auto_pass_reactions is False
    far = next(m for m in c.legal().moves["b2"] if m.to.distance(c.state.units["r1"].hex) > 1)
    assert c.submit(far)
    assert c.state.pending is not None and c.state.pending.reaction


def test_a_reaction_may_be_passed_for_the_rest_of_the_phase(window, qtbot):
    # Session 84 by hand: Shin Barbarossa asked the Soviets whether to turn a leader at
    # every panzer move near one, a dozen times in the Axis turn's first movement phase.
    c = _reaction_game(window)
    near = [m for m in c.legal().moves["b1"] if m.to.distance(c.state.units["r1"].hex) == 1]
    assert c.submit(near[0])
    assert c.state.pending is not None and c.state.pending.kind == "react"
    pass_all = window.decision.pass_all
    assert pass_all.isVisibleTo(window.decision)
    assert pass_all.text() == "Pass, and the same to every such question for the rest of this phase"
    qtbot.mouseClick(pass_all, Qt.MouseButton.LeftButton)
    assert c.state.pending is None
    assert c.history.steps[-1].action == Choose("red", Opt.PASS)
    # the next such question this phase is passed without asking, logged as any pass
    near2 = next(m for m in c.legal().moves["b2"] if m.to.distance(c.state.units["r1"].hex) == 1)
    steps = len(c.history.steps)
    assert c.submit(near2)
    assert c.state.pending is None
    assert [st.action for st in c.history.steps[steps:]] == [near2, Choose("red", Opt.PASS)]
    assert window.status_text().startswith("Passed, as you chose for the rest of this phase: ")
    # the choice lasts only the phase
    assert c.passing == {(c.state.turn, c.state.phase, "red", "react")}
    assert c.submit(EndPhase(c.state.active))
    assert (c.state.turn, c.state.phase) not in {(t, p) for t, p, _, _ in c.passing}


def test_btm2_reroll_answers_say_what_the_die_gives_and_what_a_reroll_could(window, qtbot):
    c = _open(window, "blitzkrieg_moscow_2-7-at-reroll")
    assert c.state.pending.kind == "reroll"
    texts = [b.text() for b in window.decision.buttons]
    assert texts[-1] == "Pass\nKeep the die 2: DR"
    assert texts[0].endswith("\nReroll instead of 2 (DR): no effect 50%, DR 33%, DL 17%")


def test_btm2_breakthrough_attacks_show_their_odds_and_target_on_the_map(window, qtbot):
    from qtwargame.engine.actions import Attack

    c = _open(window, "blitzkrieg_moscow_2-7-at-tank_action")
    attacks = [ch for ch in c.game.choices(c.state) if isinstance(ch.action, Attack)]
    assert len(attacks) == 2
    for ch in attacks:
        assert ch.action.target in window.scene.highlights.fills
        assert ch.preview is not None and ch.preview.column
    texts = [b.text() for b in window.decision.buttons]
    shown = [t for t in texts if t.startswith("Attack ")]
    assert len(shown) == 2
    for t, ch in zip(shown, attacks):
        assert f", column {ch.preview.column}: " in t.split("\n")[1]


def test_the_decision_hint_words_the_prompt_as_the_rules_do_and_closes_the_sentence(window, qtbot):
    """The prompt of a one-hex retreat, read from a save that recorded it as "Retreat {unit}
    {n} hexes", says "1 hex" (``engine.text.reworded``); the hint on the board ends the
    sentence before the instruction, in English and in Japanese."""
    from qtwargame.i18n import translator

    c = _open(window, "defiant_russia-7-at-retreat")
    window.view.set_tool(DecisionTool(window.view))
    tool = window.view.tool
    assert c.render(c.state.pending.prompt) == "Retreat 23rd Tank Corps 1 hex"
    assert tool.hint() == ("Retreat 23rd Tank Corps 1 hex. Click a highlighted hex or unit, "
                           "or pick an answer in the Decision panel.")
    translator.install("ja", QApplication.instance())
    try:
        c.set_language("ja")
        sentence = tool.prompt_sentence()
        assert sentence == c.render(c.game.prompt(c.state)) + "。"
        assert "hex" not in sentence and sentence.count("。") == 1
        assert tool.hint().startswith(sentence + "強調表示されたヘクスかユニットをクリック")
    finally:
        translator.install("en", QApplication.instance())
        c.set_language("en")


def test_6_1_btm2_the_hand_to_keep_is_chosen_in_the_cards_panel_as_the_hint_says(window, qtbot):
    # 6.1: on turn 2 the Germans keep 5 of their 6 cards before anything else; the hint
    # said "Click a stack to look through it" while only the Cards panel could act.
    from qtwargame.engine import savegame

    saved = savegame.read(GOLDEN / "blitzkrieg_moscow_2-7.qtwsave")
    whole = savegame.replay(saved)
    part = History(whole.game, whole.initial, list(whole.initial_entries))
    part.steps = whole.steps[:92]  # the German logistics phase of turn 2, the hand not chosen
    part._pin_last()
    c = window.controller
    c.adopt(part, saved.seed)
    QApplication.processEvents()
    assert (c.state.turn, c.state.phase, c.state.pending) == (2, "german_logistics", None)
    assert window.phase_bar.hint.toolTip() == (
        "Choose 5 cards to keep: click them in the Cards panel, then click Confirm selection.")
    assert not window.docks["cards"].visibleRegion().isEmpty()
    hand = list(window.cards.cards)
    for card in hand[1:]:
        qtbot.mouseClick(window.cards.cards[card], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.cards.confirm, Qt.MouseButton.LeftButton)
    assert c.state.hands["german"] == tuple(hand[1:])
    assert not window.phase_bar.hint.toolTip().startswith("Choose")


@pytest.mark.parametrize(("size", "hint"), [
    (1, "Choose 1 card to keep: click it in the Cards panel, then click Confirm selection."),
    (0, "No card is kept this turn: click Confirm selection in the Cards panel."),
])
def test_6_1_btm2_a_hand_of_one_card_or_none_is_worded_for_it(window, qtbot, size, hint):
    from tests.rules.blitzkrieg_moscow.helpers import BtmBuilder

    game = BtmBuilder().hand_sizes(size, 2).piece("g", "german", "G").piece("x", "soviet", "S").game()
    state, _ = game.new_state(1)
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    assert window.phase_bar.hint.toolTip() == hint
    if size:
        qtbot.mouseClick(window.cards.cards[next(iter(window.cards.cards))], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(window.cards.confirm, Qt.MouseButton.LeftButton)
    assert len(window.controller.state.hands["german"]) == size


def test_btm2_breakthrough_phase_says_to_play_a_card_from_the_cards_panel(window, qtbot):
    # 12.0: the breakthrough phase is played with tank-action cards; with no decision
    # pending nothing on the board acts, so the hint points at the Cards panel, not at the
    # board's "look through a stack".
    c = _open(window, "blitzkrieg_moscow_2-7-at-tank_action")
    assert c.undo()  # back to before the card was played
    QApplication.processEvents()
    assert (c.state.phase, c.state.pending) == ("german_breakthrough", None)
    assert c.legal().cards
    assert window.phase_bar.hint.toolTip() == (
        "Click a card in the Cards panel to play it, or end the phase.")
    assert not window.docks["cards"].visibleRegion().isEmpty()
