"""The logistics phase (6.0–6.2, 14.1): arrivals from the turn track, rebuilds by card,
voluntary removal, and the hero city designation. Rail moves are in ``rail.py``.

Order within the phase (A-23): unused cards are discarded and the Soviets may remove
units (6.2.4); the hand is chosen (6.1); units due on the turn track arrive (6.2); then
rebuilds, the hero city and rail moves in any order the player likes."""

from __future__ import annotations

from qtwargame.engine.actions import Action, Choose, Opt, Place, PlayCard, Remove
from qtwargame.engine.game import Context, Game
from qtwargame.engine.state import ELIMINATED, OFF_MAP, POOL, Decision, GameState, UnitState
from qtwargame.rules.blitzkrieg_moscow import cards
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.movement import home_areas
from qtwargame.rules.blitzkrieg_moscow.rear_areas import Area
from qtwargame.rules.blitzkrieg_moscow.supply import network
from qtwargame.rules.blitzkrieg_moscow.units import (
    ACTIVE,
    WORN,
    branch,
    eliminate,
    has_worn_side,
    side_units,
)

# -- 6.2 arrivals ---------------------------------------------------------------------------------


def due(game: Game, state: GameState, side: str) -> list[str]:
    """6.2, 10.5: the units of ``side`` in this turn's box: reinforcements printed with
    this turn, and units that entered their rear area last turn."""
    returns = state.data.get("returns", {})
    out = []
    for uid, d in game.units.items():
        u = state.units[uid]
        if d.side != side:
            continue
        if u.status == POOL and d.arrival_turn == state.turn:
            out.append(uid)
        elif u.status == OFF_MAP and returns.get(uid) == state.turn:
            out.append(uid)
    return out


def arrive(ctx: Context) -> None:
    """6.2, 10.5: units due arrive face up in their side's rear area: a German unit with a
    setup code in its own area, an uncoded one in the area its owner picks (A-26)."""
    s, game = ctx.state, ctx.game
    waiting = []
    for uid in due(game, s, s.active):
        areas = home_areas(game, uid)
        if len(areas) == 1:
            _place(ctx, uid, areas[0].anchor, ACTIVE)
            ctx.log(T("{unit} arrives in {area}", unit=uid, area=areas[0].id),
                    rule="6.2")
        else:
            waiting.append(uid)
    s.data["arriving"] = waiting


def _place(ctx: Context, uid: str, node, step: int) -> None:
    s = ctx.state
    s.units[uid] = UnitState(hex=node, step=step, status="map")
    s.data.get("returns", {}).pop(uid, None)


def placements(game: Game, state: GameState) -> list[Place]:
    out: list[Place] = []
    for uid in state.data.get("arriving", []):
        out.extend(Place(state.active, uid, a.anchor, "reinforcement") for a in home_areas(game, uid))
    return out


def apply_place(ctx: Context, action: Place) -> None:
    _place(ctx, action.unit, action.hex, ACTIVE)
    ctx.state.data["arriving"] = [u for u in ctx.state.data.get("arriving", []) if u != action.unit]


# -- 6.2.1–6.2.3 rebuilds ---------------------------------------------------------------------------


def rebuild_cost(state: GameState, uid: str) -> int:
    """13.1: a unit that surrendered costs double to rebuild."""
    return 2 if "surrendered" in state.units[uid].flags else 1


def rebuildable(game: Game, state: GameState, side: str, kind: str) -> list[str]:
    """Eliminated units of ``side`` of the branch a reinforcement icon brings back."""
    return [uid for uid, u in state.units.items()
            if u.status == ELIMINATED and game.units[uid].side == side
            and kind in ("any", branch(game, uid))]


def rebuild_plays(game: Game, state: GameState, side: str) -> list[PlayCard]:
    """6.2.1: a reinforcement card is worth playing while a unit of its kind is gone."""
    out = []
    for c in cards.in_hand(game, state, side, "reinforcement"):
        kind = game.cache.cards[c].icon("reinforcement").get("branch", "any")
        if rebuildable(game, state, side, kind):
            out.append(PlayCard(side, c, "", "reinforcement"))
    return out


def _start_rebuild(ctx: Context, play: dict, cancelled: bool) -> None:
    """6.2.2, 6.2.3: a Replacement card brings back one German unit, worn; Reinforcements
    up to four Soviet infantry and T-34 Shock one Soviet tank, active. Cards played
    together add up their points (two Replacements for a surrendered unit, 13.1)."""
    s, game = ctx.state, ctx.game
    if cancelled:
        if s.data.get("rebuild"):
            s.pending = Decision("rebuild", play["side"], T("Rebuild units"), {})
        return
    icon = game.cache.cards[play["card"]].icon("reinforcement")
    rb = s.data.get("rebuild")
    if rb is None:
        rb = s.data["rebuild"] = {"points": 0, "branch": icon.get("branch", "any"), "cards": []}
    rb["points"] += icon.get("points", 1)
    rb["cards"].append(play["card"])
    s.pending = Decision("rebuild", play["side"], T("Rebuild units"), {})


cards.EFFECTS["reinforcement"] = _start_rebuild


def rebuild_areas(game: Game, uid: str) -> list[Area]:
    """6.2.2, 10.5: where a rebuilt unit appears: any rear area of its side. A rebuild
    comes back as a reinforcement (6.2.2: in the German-occupied area or Romania), and
    10.5 frees reinforcements from the setup code that keeps a unit returning from the
    turn track to its own area; the code still limits the areas it may later enter."""
    return list(game.cache.topo.areas_of(game.units[uid].side))


def rebuild_answers(game: Game, state: GameState, side: str) -> list[Action]:
    rb = state.data["rebuild"]
    out: list[Action] = []
    for uid in rebuildable(game, state, side, rb["branch"]):
        if rebuild_cost(state, uid) <= rb["points"]:
            out.extend(Place(side, uid, a.anchor, "rebuild") for a in rebuild_areas(game, uid))
    wanting = [u for u in rebuildable(game, state, side, rb["branch"])
               if rebuild_cost(state, u) > rb["points"]]
    if wanting:
        for c in cards.in_hand(game, state, side, "reinforcement"):
            if game.cache.cards[c].icon("reinforcement").get("branch", "any") == rb["branch"]:
                out.append(PlayCard(side, c, "", "reinforcement"))
    out.append(Choose(side, Opt.DONE))
    return out


def answer_rebuild(ctx: Context, action: Action) -> None:
    s, game = ctx.state, ctx.game
    if isinstance(action, PlayCard):
        cards.play(ctx, action)
        return
    rb = s.data["rebuild"]
    s.pending = None
    if isinstance(action, Choose):
        s.data.pop("rebuild", None)
        return
    assert isinstance(action, Place)  # the legal answers (rebuild_answers): Choose, Place
    rb["points"] -= rebuild_cost(s, action.unit)
    # 6.2.2: a German unit comes back worn; one with no worn back (a designer's unit with
    # a single side, as the Soviet mechanized corps have, 2.2.6) on the side it has
    german = game.units[action.unit].side == game.cache.data.german
    _place(ctx, action.unit, action.hex,
           WORN if german and has_worn_side(game, action.unit) else ACTIVE)
    ctx.log(T("{unit} is rebuilt", unit=action.unit), rule="6.2", said_by_act=True)
    if [a for a in rebuild_answers(game, s, action.side) if isinstance(a, Place)]:
        s.pending = Decision("rebuild", action.side, T("Rebuild units"), {})
    else:
        s.data.pop("rebuild", None)


# -- 6.2.4 voluntary removal ---------------------------------------------------------------------


def removals(game: Game, state: GameState, side: str) -> list[Remove]:
    """6.2.4: at the start of their logistics phase the Soviets may take any unit that
    traces supply off the map; it may be rebuilt at once, at the normal cost."""
    if side != game.cache.data.soviet:
        return []
    net = network(game, state, side)
    return [Remove(side, u, "voluntary") for u in side_units(game, state, side)
            if net.traces(game, state.units[u].at)]


def apply_removal(ctx: Context, action: Remove) -> None:
    eliminate(ctx, action.unit, "6.2.4")


# -- 14.1 hero city ----------------------------------------------------------------------------------


def hero_plays(game: Game, state: GameState, side: str) -> list[PlayCard]:
    """14.1: once per game, in their logistics phase, the Soviets may discard the
    Reinforcements card to make a Soviet-controlled city the hero city."""
    if side != game.cache.data.soviet or "hero" in state.data:
        return []
    out = []
    for c in cards.in_hand(game, state, side, "hero_city"):
        for h in sorted(game.cache.cities, key=game.label):
            if state.control.get(h) == side:
                out.append(PlayCard(side, c, game.label(h), "hero_city"))
    return out


def _designate(ctx: Context, play: dict, cancelled: bool) -> None:
    if cancelled:
        return
    s = ctx.state
    s.data["hero"] = {"city": play["target"], "marker": True}
    s.data.setdefault("hero_supply", []).append(play["target"])
    ctx.log(T("{city} is the hero city", city=play["target"]), rule="14.1")


cards.EFFECTS["hero_city"] = _designate
