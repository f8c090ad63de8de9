"""A small card game on top of the classic rules, for the card hand and chooser tests.

Not registered: tests pass the ruleset to ``Game`` directly, so the conformance suite
never sees it. Blue starts with three cards and must first choose two of them
(``SelectCards``); in its movement phase a card is played for one of its uses, on an enemy
unit, or with no target (the supply convoy then asks Blue which unit takes a loss); every
Blue unit may also ``dig in``, an action kind no panel knows, so the generic chooser
offers it, and may move two hexes straight east by ``rail``.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from qtwargame.engine.actions import Action, Move, PlayCard, SelectCards, TakeLoss
from qtwargame.engine.game import Game
from qtwargame.engine.state import ON_MAP, Decision
from qtwargame.engine.text import Msg, Texts
from qtwargame.rules.classic.ruleset import ClassicRuleset
from tests.builder import ScenarioBuilder

T = Texts("ui_card_test")
HAND = ("c_barrage", "c_recon", "c_supply")


@dataclass(frozen=True)
class DigIn(Action, kind="ui_test_dig_in"):
    unit: str

    def describe(self) -> Msg:
        return T("{side}: {unit} digs in", side=self.side, unit=self.unit)


class CardRules(ClassicRuleset):
    id = "ui_card_test"
    data_used = None  # it plays cards (the classic rules read none)

    def setup(self, ctx) -> None:
        super().setup(ctx)
        ctx.state.hands = {"blue": HAND, "red": ("r_ambush",)}
        ctx.state.decks = {"blue": ("c_x", "c_y"), "red": ()}
        ctx.state.discards = {"blue": (), "red": ()}
        ctx.state.data["select"] = 2

    def end_phase_blockers(self, game, state) -> list[Msg]:
        if state.data.get("select"):
            return [T("Choose your cards first")]
        return super().end_phase_blockers(game, state)

    def legal_actions(self, game: Game, state) -> list[Action]:
        side = state.active
        if state.data.get("select"):
            hand = state.hands[side]
            return [SelectCards(side, combo) for combo in itertools.combinations(hand, 2)]
        out = list(super().legal_actions(game, state))
        if state.pending is None and state.phase == "blue_move":
            hand = state.hands.get(side, ())
            if "c_barrage" in hand:
                out += [PlayCard(side, "c_barrage", use="attack"), PlayCard(side, "c_barrage", use="move")]
            if "c_supply" in hand:
                out.append(PlayCard(side, "c_supply"))
            if "c_recon" in hand:
                out += [PlayCard(side, "c_recon", target=uid) for uid, u in sorted(state.units.items())
                        if u.status == ON_MAP and game.units[uid].side != side]
            out += [DigIn(side, uid) for uid, u in sorted(state.units.items())
                    if u.status == ON_MAP and game.units[uid].side == side
                    and "dug_in" not in u.flags]
            out += self._rail(game, state)
        return out

    def _rail(self, game, state) -> list[Move]:
        out = []
        occupied = set(state.occupancy())
        for uid, u in sorted(state.units.items()):
            if u.status != ON_MAP or game.units[uid].side != state.active or "moved" in u.flags:
                continue
            one = u.hex.neighbor(0)
            two = one.neighbor(0)
            if one in game.board and two in game.board and two not in occupied:
                out.append(Move(state.active, uid, (one, two), "rail"))
        return out

    def _answers(self, game, state, p):
        if p.kind == "loss":
            return [TakeLoss(p.side, uid) for uid in p.data["units"]]
        return super()._answers(game, state, p)

    def check(self, game, state, action) -> None:
        if isinstance(action, (PlayCard, SelectCards, DigIn, TakeLoss)) or (
                isinstance(action, Move) and action.mode == "rail"):
            if action not in self.legal_actions(game, state):
                raise self._illegal(action)
            return
        super().check(game, state, action)

    def _illegal(self, action):
        from qtwargame.engine.ruleset import IllegalAction

        return IllegalAction("T1", T("{kind} is not allowed now", kind=action.kind))

    def apply(self, ctx, action) -> None:
        s = ctx.state
        if isinstance(action, SelectCards):
            s.data.pop("select", None)
            s.data["selected"] = list(action.cards)
            ctx.log(T("{n} cards chosen", n=len(action.cards)), rule="T1")
        elif isinstance(action, PlayCard):
            s.hands[action.side] = tuple(c for c in s.hands[action.side] if c != action.card)
            s.discards[action.side] = s.discards.get(action.side, ()) + (action.card,)
            s.data["played"] = [action.card, action.use, action.target]
            if action.card == "c_supply":
                units = sorted(uid for uid, u in s.units.items() if u.status == ON_MAP
                               and ctx.game.units[uid].side == action.side)
                s.pending = Decision("loss", action.side, T("Which unit takes the loss?"),
                                     {"units": units})
        elif isinstance(action, TakeLoss):
            s.units[action.unit] = s.units[action.unit].with_flag("hit")
            s.pending = None
        elif isinstance(action, DigIn):
            s.units[action.unit] = s.units[action.unit].with_flag("dug_in")
        else:
            super().apply(ctx, action)


def card_scenario():
    b = ScenarioBuilder("classic", cols=6, rows=5)
    b.unit("b1", "blue", "0202", attack=4, defense=4, movement=3)
    b.unit("b2", "blue", "0303", attack=3, defense=3, movement=3)
    b.unit("r1", "red", "0203", attack=2, defense=2, movement=3)
    b.data["cards"] = [
        {"id": "c_barrage", "side": "blue", "name": {"en": "Barrage", "ja": "弾幕射撃"},
         "icons": [{"icon": "attack", "value": 2}, {"icon": "move", "value": 1}],
         "text": {"en": "Shell the enemy or hurry forward.", "ja": "砲撃か急進。"}},
        {"id": "c_recon", "side": "blue", "name": {"en": "Reconnaissance", "ja": "偵察"},
         "icons": [{"icon": "intel"}]},
        {"id": "c_supply", "side": "blue", "name": {"en": "Supply Convoy", "ja": "補給車列"},
         "icons": [{"kind": "supply", "n": 1}]},
        {"id": "r_ambush", "side": "red", "name": {"en": "Ambush", "ja": "待ち伏せ"}},
        {"id": "c_x", "side": "blue", "name": {"en": "X"}},
        {"id": "c_y", "side": "blue", "name": {"en": "Y"}},
    ]
    b.data["tables"].append({
        "id": "fire", "name": {"en": "Fire Table", "ja": "射撃表"}, "columns": ["1", "2", "3"],
        "rows": {"2-3": ["-", "-", "1"], "4-6": ["-", "1", "1"], "7-12": ["1", "2", "2"]},
    })
    return b.scenario()
