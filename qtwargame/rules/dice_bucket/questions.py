"""The questions a dice-bucket ruleset answers the same way in both games: where a unit
can reach, which units are in supply, a side's zone of control and the stacks over the
limit, straight from its snapshot (DR 6.0, 5.0, 5.1, 6.2; RV 6.0, 5.0, 6.4, 6.3); the
attack being declared, and the preview of an attack by a few units (DR 7.1, RV 8.4).

A game's ruleset mixes :class:`SnapQuestions` in before ``Ruleset`` and names its own
parts: ``snapshot(game, state)``, ``reachable_costs(snap, uid)``, ``supply_map(snap,
side)``, ``overstacked(snap)`` (``(hex, _, units)`` for each stack over the limit),
``overstack_text(hex_label, units)`` (its message, in its own ``Texts`` context, with its
rule number) and ``declared_extras(game, data)`` (the support units and leader hexes of
the declaration in progress, from the pending decision's data)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from qtwargame.engine.actions import Attack

if TYPE_CHECKING:
    from qtwargame.engine.game import Game
    from qtwargame.engine.hexgrid import Hex
    from qtwargame.engine.state import GameState
    from qtwargame.engine.text import Msg


class SnapQuestions:
    if TYPE_CHECKING:  # the parts the game's ruleset names (the snapshot is the game's own)
        def snapshot(self, game: Game, state: GameState) -> Any: ...
        def reachable_costs(self, snap: Any, uid: str) -> dict[Hex, float]: ...
        def supply_map(self, snap: Any, side: str) -> dict[str, bool]: ...
        def overstacked(self, snap: Any) -> list[tuple[int, str, list[str]]]: ...
        def overstack_text(self, label: str, units: str) -> Msg: ...
        def declared_extras(self, game: Game, d: dict[str, Any]) -> tuple[Any, ...]: ...

    def reachable(self, game, state, unit: str):
        return self.reachable_costs(self.snapshot(game, state), unit)

    def supply_status(self, game, state, side: str) -> dict[str, bool]:
        return self.supply_map(self.snapshot(game, state), side)

    def zoc_hexes(self, game, state, side: str):
        snap = self.snapshot(game, state)
        return {snap.t.hexes[h] for h in snap.zoc(side)}

    def stacking_violations(self, game, state):
        snap = self.snapshot(game, state)
        return [self.overstack_text(snap.t.labels[h], ", ".join(uids))
                for h, _, uids in self.overstacked(snap)]

    def declaration_in_progress(self, game, state) -> Attack | None:
        p = state.pending
        if p is None or p.kind != "attack":
            return None
        d = p.data
        return Attack(p.side, tuple(d["attackers"]), game.hex(d["targets"][0]),
                      tuple(game.hex(x) for x in d["targets"][1:]), d.get("air", 0),
                      *self.declared_extras(game, d))

    def preview_attack(self, game, state, attackers, target):
        return self.preview(game, state, Attack(state.active, tuple(attackers), target))
