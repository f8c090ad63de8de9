"""The example skirmish rules: qtwargame's classic rules (C1-C10, see the program's help)
plus one rule of this game's own.

S1 Victory: at the end of the game each side scores its cities' points (C10) and one point
for every enemy unit destroyed.
"""

from __future__ import annotations

from qtwargame.engine.game import Context, Game
from qtwargame.engine.state import ELIMINATED, GameState, Result
from qtwargame.engine.text import Texts
from qtwargame.rules.classic.ruleset import ClassicRuleset

#: This game's messages, translated through its own context (i18n/example_game_ja.ts).
T = Texts("example_skirmish")


class SkirmishRuleset(ClassicRuleset):
    id = "example_skirmish"
    title = T("Example skirmish")
    context = "example_skirmish"

    def destroyed(self, game: Game, state: GameState) -> dict[str, int]:
        """S1: how many units of each side's enemy are destroyed, by side."""
        out = {side: 0 for side in game.sides}
        for uid, u in state.units.items():
            if u.status == ELIMINATED:
                out[game.enemy(self.unit_side(game, state, uid))] += 1
        return out

    def victory_points(self, game: Game, state: GameState) -> dict[str, int]:
        cities = super().victory_points(game, state)
        kills = self.destroyed(game, state)
        return {side: cities[side] + kills[side] for side in game.sides}

    def end_game(self, ctx: Context) -> None:
        s, game = ctx.state, ctx.game
        vp = self.victory_points(game, s)
        s.vp = vp
        ranked = sorted(vp.items(), key=lambda kv: -kv[1])
        if ranked[0][1] == ranked[1][1]:
            s.result = Result(None, "draw", T("Both sides score {vp} points (S1)", vp=ranked[0][1]))
        else:
            side, points = ranked[0]
            s.result = Result(side, "victory",
                              T("{side} scores {vp} points for cities and units destroyed (S1)",
                                side=side, vp=points))
