"""Blitzkrieg to Moscow 2's attack preview gives the defenders' expected loss where the
order of their retreats, their owner's choice (11.4), decides it: the fewest and the most
steps (session 92 by hand: 「第4戦車軍で1601を攻撃」 showed the German expected loss and
the chance the defenders leave the hex, but no Soviet loss at all). Words and figures
only: ``CombatPreview.losses``, what the computer players weigh, is as before."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from qtwargame.engine.history import History
from qtwargame.position import PositionBuilder
from qtwargame.rules.blitzkrieg_moscow import combat

from .conftest import click, hex_point, unit_point


def _position(window):
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.at(turn=2, phase="german_combat")
    b.place("sov_8a", None, status="eliminated").place("sov_12mc", None, status="eliminated")
    b.place("sov_19a", "1601").place("sov_20a", "1601").place("ger_4pza", "1502")
    game, state = b.build(seed=1)
    window.controller.adopt(History(game, state, []), 1)
    QApplication.processEvents()
    return window.controller


def test_11_4_the_preview_gives_the_soviet_loss_as_a_range_where_the_retreat_order_decides(window):
    c = _position(window)
    target = c.game.hex("1601")
    click(window, unit_point(window, "ger_4pza"))
    click(window, hex_point(window, target))
    assert window.view.tool.attackers == {"ger_4pza"}
    p = window.combat.preview
    assert p.outcomes == {"-": 3 / 6, "DR": 2 / 6, "DL": 1 / 6}
    # both Soviet armies would retreat on the map: which goes first is the owner's choice
    assert [combat.retreat_fate(c.game, c.state, u, target) for u in ("sov_19a", "sov_20a")] == [
        "map", "map"]
    assert p.losses == {"german": 1.0}  # what the computer weighs: unchanged
    # no effect: both worn (3/6 x 2); DR, DL: both worn on retreating (3/6 x 2), or one
    # of them finds no retreat once the other has gone, and loses both its steps (3/6 x 3)
    low, high = p.loss_range["soviet"]
    assert list(p.loss_range) == ["soviet"]
    assert (round(low, 9), round(high, 9)) == (2.0, 2.5)
    assert ("Expected losses: German 1.0 steps, Soviet 2.0–2.5 steps; defenders leave the "
            "hex: 50%") in window.combat.details.text()


def test_11_4_the_range_spans_the_owners_orders_of_retreat(monkeypatch):
    """The most the defenders may lose on a DL: every unit but the first to retreat finds no
    way back, and the first is the owner's pick, for reasons of their own (which unit
    lives on, and where), so the range spans the orders, as Shin Barbarossa's spans the
    defender's choices. Two fresh defenders that would both retreat on the map, one losing
    a step by it (saves 1 of 2) and one losing none (saves 2): the fewest 1 step, the most
    3 (the first the one whose retreat saves 1)."""
    monkeypatch.setattr(combat, "units_at", lambda state, target: ["a", "b"])
    monkeypatch.setattr(combat, "retreat_key", lambda game, state: None)
    monkeypatch.setattr(combat, "retreat_fate", lambda game, state, u, target, key: "map")
    monkeypatch.setattr(combat, "has_worn_side", lambda game, u: True)
    monkeypatch.setattr(combat, "steps_left", lambda game, state, u: 2)
    monkeypatch.setattr(combat, "wear_cost", lambda state, u: {"a": 1, "b": 0}[u])
    assert combat.defender_loss_range(None, None, None, {}, {"DL": 1.0}) == (1.0, 3.0)


def test_a_range_whose_ends_read_the_same_reads_as_one_figure():
    """Blitzkrieg to Moscow 2's defence question read 「ソ連軍 2.0–2.0ステップ」 where the
    order of retreats could change nothing (seen at 1,366 x 768 in session 92's review)."""
    from qtwargame.engine.ruleset import CombatPreview
    from qtwargame.ui.combat_panel import losses_text

    class Names:
        def side(self, sid):
            return sid.title()

        def separator(self):
            return ", "

    same = CombatPreview(losses={"german": 2.0}, loss_range={"soviet": (2.0, 2.0)})
    apart = CombatPreview(losses={"german": 2.0}, loss_range={"soviet": (1.1666, 1.5)})
    assert losses_text(Names(), same, "german") == "Expected losses: German 2.0 steps, Soviet 2.0 steps"
    assert losses_text(Names(), apart, "german") == (
        "Expected losses: German 2.0 steps, Soviet 1.17–1.5 steps")
