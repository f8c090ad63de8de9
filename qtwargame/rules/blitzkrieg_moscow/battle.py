"""One combat from declaration to the end (11.3–11.7, 14.2.1), as a walk through its
steps with the decisions each asks for. The combat in progress is kept in
``state.data["combat"]``; ``proceed`` moves it on until a decision is needed or the
combat is over.

Steps: defence choice (11.3.2) · attacker's card, then defender's card (11.3.4) · odds,
and the die unless the result is automatic (11.3.5, 11.3.6) · reroll windows, the
roller's first (7.1) · result (11.3.6, 14.2.1) · retreats (11.4) · advance (11.5) ·
wear (11.3.7, 11.6) and the stacking check (8.3).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from qtwargame.engine.actions import Action, Advance, Attack, Choose, Opt, PlayCard, Retreat
from qtwargame.engine.game import Context, Game
from qtwargame.engine.hexgrid import Hex
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.state import ELIMINATED, ON_MAP, Decision, GameState
from qtwargame.rules.blitzkrieg_moscow import cards, combat, retreat
from qtwargame.rules.blitzkrieg_moscow.model import T
from qtwargame.rules.blitzkrieg_moscow.units import eliminate, is_worn, units_at, wear

#: Called when a combat is over (the breakthrough phase continues its tank action).
AFTER: dict[str, Callable[[Context], None]] = {}

KINDS = ("defence", "combat_card", "reroll", "retreat", "advance")


def current(state: GameState) -> dict[str, Any] | None:
    """The combat being resolved (its bookkeeping), or None."""
    return state.data.get("combat")


def resolving(state: GameState) -> dict[str, Any]:
    """The combat being resolved, for the steps that run only while there is one."""
    c = current(state)
    if c is None:
        raise RuntimeError("no combat is being resolved")
    return c


def start(ctx: Context, action: Attack, mode: str) -> None:
    """Declare an attack (11.3): in the combat phase each attacker and each defender
    takes part in one combat only (11.1); breakthrough attacks are not limited (12.1)."""
    s, game = ctx.state, ctx.game
    defenders = units_at(s, action.target)
    if mode == "combat":
        for u in action.attackers:
            s.units[u] = s.units[u].with_flag("attacked")
        for u in defenders:
            s.units[u] = s.units[u].with_flag("defended")
    s.data["combat"] = {
        "side": action.side, "attackers": list(action.attackers),
        "target": game.label(action.target), "mode": mode, "defenders": defenders,
        "choice": None, "cards": {}, "effective": {}, "windows": [], "index": None,
        "die": None, "passes": [], "result": None, "queue": [], "stage": "defence",
    }
    proceed(ctx)


def _target(game: Game, c: dict) -> Hex:
    return game.hex(c["target"])


def proceed(ctx: Context) -> None:
    """Move the combat on to its next decision, or to its end."""
    s, game = ctx.state, ctx.game
    while True:
        c = current(s)
        if c is None:
            return
        stage = c["stage"]
        defender = game.enemy(c["side"])
        target = _target(game, c)
        if stage == "defence":
            options = combat.defence_options(game, s, target)
            if len(options) > 1:
                s.pending = Decision("defence", defender, T("Defend actively or passively?"),
                                     {"options": [combat.option_text(o) for o in options]})
                return
            _set_choice(ctx, options[0] if options else {})
        elif stage in ("attacker_card", "defender_card"):
            side = c["side"] if stage == "attacker_card" else defender
            if side not in c["windows"] and _shift_window(game, s, side, target):
                s.pending = Decision("combat_card", side,
                                     T("Play a combat shift card?"), {"role": stage})
                return
            c["stage"] = "defender_card" if stage == "attacker_card" else "roll"
        elif stage == "roll":
            _roll(ctx, c)
        elif stage == "reroll":
            for side in (c["side"], defender):
                if side not in c["passes"] and _reroll_window(game, s, side, c["side"]):
                    s.pending = Decision("reroll", side, T("Reroll the combat die?"),
                                         {"die": c["die"]})
                    return
            c["result"] = combat.outcome(game, c["index"], c["die"])
            ctx.log(T("Die {die}: no effect", die=c["die"]) if c["result"] == "-" else
                    T("Die {die}: {result}", die=c["die"], result=c["result"]), rule="11.3.6")
            c["stage"] = "result"
        elif stage == "result":
            _apply_result(ctx, c)
        elif stage == "retreat":
            if _next_retreat(ctx, c):
                return
        elif stage == "advance":
            answers = retreat.advance_answers(game, s, c["side"], c["attackers"], target)
            if answers:
                s.pending = Decision("advance", c["side"], T("Advance after combat?"), {})
                return
            c["stage"] = "end"
        elif stage == "end":
            _finish(ctx, c)
            return


def _set_choice(ctx: Context, choice: dict[str, str]) -> None:
    s = ctx.state
    c = resolving(s)
    full = {u: ("worn" if is_worn(s, u) else choice.get(u, "active")) for u in c["defenders"]}
    c["choice"] = full
    for u, how in full.items():
        if how in ("active", "passive"):
            # the defender's answer names the active units (the rest defend passively):
            # after it, these lines only add the rule (session 84 read the answer, then
            # each unit's way again)
            ctx.log(T("{unit} defends {how}", unit=u,
                      how=T("actively") if how == "active" else T("passively")), rule="11.3.2",
                    said_by_act=True)
    c["stage"] = "attacker_card"


def _shift_window(game: Game, state: GameState, side: str, target: Hex) -> bool:
    """11.3.4: a side may play one shift card per combat, the attacker first. The window
    opens when the side owns a shift card usable here and holds any card (public facts,
    so it never tells the opponent what is in the hand)."""
    if not state.hands.get(side):
        return False
    in_city = target in game.cache.cities
    for cid in game.cache.cards_of.get(side, ()):
        icon = game.cache.cards[cid].icon("combat_shift")
        if icon is not None and (in_city or not icon.get("city_only", False)):
            return True
    return False


def usable_shift_cards(game: Game, state: GameState, side: str, target: Hex) -> list[str]:
    """7.1: Street Fighting (``city_only``) shifts only a combat for a city hex."""
    in_city = target in game.cache.cities
    return [c for c in cards.in_hand(game, state, side, "combat_shift")
            if in_city or not game.cache.cards[c].icon("combat_shift").get("city_only", False)]


def _reroll_window(game: Game, state: GameState, side: str, roller: str) -> bool:
    """7.1: after a combat die, the roller may reroll it with an own-reroll card (Tactical
    Superiority), then the other side may make the roller reroll it with an
    opponent-reroll card (Partisans)."""
    whose = "own" if side == roller else "opponent"
    return bool(state.hands.get(side)) and cards.owns_icon(game, side, "reroll", whose=whose)


def usable_reroll_cards(game: Game, state: GameState, side: str, roller: str) -> list[str]:
    whose = "own" if side == roller else "opponent"
    return [c for c in cards.in_hand(game, state, side, "reroll")
            if game.cache.cards[c].icon("reroll").get("whose") == whose]


def _roll(ctx: Context, c: dict) -> None:
    s, game = ctx.state, ctx.game
    target = _target(game, c)
    att = combat.attack_strength(game, s, c["attackers"])
    dfn = sum(combat.defence_value(game, s, u, c["choice"][u]) for u in c["defenders"])
    sh = combat.shifts(game, s, c["attackers"], target, c["effective"])
    raw = combat.odds_index(att, dfn)
    index = raw + sum(x for x, _ in sh)
    c["index"] = index
    if sh:
        ctx.log(T("{att} to {dfn} is {odds}; shifts {shifts}: column {col}", att=att, dfn=dfn,
                  odds=combat.column_label(raw),
                  shifts=tuple(T("{value} {reason}", value=f"{x:+d}", reason=m) for x, m in sh),
                  col=combat.column_read(game, index)), rule="11.3.3")
    else:
        ctx.log(T("{att} to {dfn} is {odds}, no shifts: column {col}", att=att, dfn=dfn,
                  odds=combat.column_label(raw), col=combat.column_read(game, index)), rule="11.3.3")
    auto = combat.automatic(game, index)
    if auto is not None:
        c["result"] = auto
        if auto == "fail":
            ctx.log(T("The attack fails: no die is rolled"), rule="11.3.5")
        else:
            ctx.log(T("Automatic result: {result}", result=auto), rule="11.3.6")
        c["stage"] = "result"
        return
    c["die"] = ctx.roll(1, purpose=T("combat"), rule="11.3.6")[0]
    # The die on a line of its own, with the combat as recorded so far (its column), so
    # that a reroll window shows the right column and row of the table.
    ctx.log(T("Combat die: {die}", die=c["die"]), rule="11.3.6")
    _record(ctx, c, complete=False)
    c["passes"] = []
    c["stage"] = "reroll"


def _note(state: GameState) -> dict[str, Any]:
    """What the combat record needs that the state no longer shows: each unit's status and
    side before the combat, the retreats in the order made, and the units that retreated
    into their rear area with the area and the side they had when they left (10.5 turns
    them face up)."""
    return state.notes.setdefault("combat", {"before": {}, "retreats": [], "left": {}})


def _record(ctx: Context, c: dict, complete: bool) -> None:
    """The combat as data on the log (attackers, defenders, column, die, result, and once
    it is over what each unit lost, where each retreated and which left the map into its
    rear area). A unit's steps lost are the sides it went down: one for being worn
    (11.3.6 DL, 11.3.7), all it had left when eliminated (11.3.6 DE, 11.4.1, 11.6). A unit
    that retreated into its own rear area is not eliminated (10.5): it lost the step DL
    wore, if any, and is recorded as having left the map into that area."""
    s, game = ctx.state, ctx.game
    note = _note(s)
    if not note["before"]:
        note["before"] = {u: [s.units[u].status, s.units[u].step]
                          for u in c["attackers"] + c["defenders"]}
    losses, eliminated, left_map = [], [], []
    if complete:
        for u, (status, step) in note["before"].items():
            now = s.units[u]
            if status != ON_MAP:
                continue
            if now.status == ELIMINATED:
                eliminated.append(u)
                losses.append((u, game.units[u].step_count - step))
                continue
            after = now.step
            if u in note["left"]:
                area, after = note["left"][u]
                left_map.append((u, area))
            if after > step:
                losses.append((u, after - step))
    die = c.get("die")
    ctx.record_combat(CombatRecord(
        attacker_side=c["side"], attackers=tuple(c["attackers"]),
        defenders=tuple(c["defenders"]), hexes=(game.hex(c["target"]),), table=combat.CRT,
        column=combat.column_read(game, c["index"]) if "index" in c else "",
        dice={c["side"]: (die,)} if die else {}, result=c.get("result") or "",
        losses=tuple(losses), eliminated=tuple(eliminated),
        retreats=tuple((u, game.hex(h)) for u, h in note["retreats"]),
        left_map=tuple(left_map), complete=complete),
        on_last_line=not complete)


def _apply_result(ctx: Context, c: dict) -> None:
    """11.3.6, 14.2.1: DE eliminates every defender; DL wears them (a mechanized corps is
    eliminated, 11.6) and they retreat; DR they retreat; a German DR against the hero city
    becomes no effect."""
    s, game = ctx.state, ctx.game
    _record(ctx, c, complete=False)
    result = c["result"]
    if result == "DR" and combat.hero_city_holds(game, s, c["side"], c["target"]):
        result = "-"
        ctx.log(T("The hero city holds: DR becomes no effect"), rule="14.2.1")
    defenders = [u for u in c["defenders"] if s.units[u].status == ON_MAP]
    if result == "DE":
        for u in defenders:
            eliminate(ctx, u, "11.3.6")
    elif result in ("DL", "DR"):
        if result == "DL":
            for u in defenders:
                wear(ctx, u, "11.3.6")
        c["queue"] = [u for u in defenders if s.units[u].status == ON_MAP]
    c["result"] = result
    c["stage"] = "retreat"


def _next_retreat(ctx: Context, c: dict) -> bool:
    """11.4.1: a unit with no retreat is eliminated; with a single one it retreats at once
    (logged); otherwise its owner chooses. True while a decision is pending."""
    s, game = ctx.state, ctx.game
    target = _target(game, c)
    while c["queue"]:
        uid = c["queue"][0]
        paths = retreat.retreat_paths(game, s, uid, target)
        if len(paths) > 1:
            s.pending = Decision("retreat", game.units[uid].side,
                                 T("Choose the retreat of {unit}", unit=game.units[uid].name_en),
                                 {"unit": uid})
            return True
        c["queue"].pop(0)
        if not paths:
            ctx.log(T("{unit} has nowhere to retreat", unit=uid), rule="11.4.1")
            eliminate(ctx, uid, "11.4.1")
        else:
            # Into the own rear area (10.5) the line names the area, not its anchor hex.
            area = game.cache.topo.area(paths[0][-1])
            ctx.log(T("{unit} retreats into {area}", unit=uid, area=area.id) if area is not None
                    else T("{unit} retreats to {hex}", unit=uid, hex=paths[0][-1]), rule="11.4")
            _retreat(ctx, uid, paths[0])
    c["stage"] = "advance"
    return False


def _retreat(ctx: Context, uid: str, path: tuple[Hex, ...]) -> None:
    """Carry out a retreat and note it for the record; into the own rear area the unit
    leaves the map (10.5), noted with the area and the side it retreated on."""
    s, game = ctx.state, ctx.game
    note = _note(s)
    note["retreats"].append([uid, game.label(path[-1])])
    area = game.cache.topo.area(path[-1])
    if area is not None:
        note["left"][uid] = [area.id, s.units[uid].step]
    retreat.do_retreat(ctx, uid, path)


def _finish(ctx: Context, c: dict) -> None:
    """11.3.7, 11.6: every attacker and every active defender is worn, even after a failed
    attack; a mechanized corps that would be worn is eliminated."""
    s = ctx.state
    for u in c["attackers"]:
        if s.units[u].status == ON_MAP:
            wear(ctx, u, "11.3.7")
    for u, how in (c["choice"] or {}).items():
        if how == "active" and s.units[u].status == ON_MAP:
            wear(ctx, u, "11.3.7")
    mode = c["mode"]
    _record(ctx, c, complete=True)
    s.notes.pop("combat", None)
    ctx.log(T("The combat at {hex} is over", hex=ctx.game.hex(c["target"])), rule="11.3")
    s.data.pop("combat", None)
    s.pending = None
    hook = AFTER.get(mode)
    if hook is not None:
        hook(ctx)


# -- decisions ------------------------------------------------------------------------------------


def defence_answer(side: str, option: str) -> Choose:
    """11.3.2: one way to defend, as the typed answer naming the units that defend
    actively (every other unit that may choose defends passively)."""
    choice = combat.parse_option(option)
    return Choose(side, Opt.DEFEND, tuple(sorted(u for u, c in choice.items() if c == "active")))


def defence_choice(options: list[str], active: tuple[str, ...]) -> dict[str, str]:
    """The defence the typed answer ``active`` picks among the decision's options."""
    for option in options:
        choice = combat.parse_option(option)
        if tuple(sorted(u for u, c in choice.items() if c == "active")) == tuple(sorted(active)):
            return choice
    raise ValueError("no such defence choice")


def answers(game: Game, state: GameState, p: Decision) -> list[Action]:
    c = resolving(state)
    target = _target(game, c)
    if p.kind == "defence":
        return [defence_answer(p.side, o) for o in p.data["options"]]
    if p.kind == "combat_card":
        return [PlayCard(p.side, cid, "", "combat_shift")
                for cid in usable_shift_cards(game, state, p.side, target)] + [Choose(p.side, Opt.PASS)]
    if p.kind == "reroll":
        return [PlayCard(p.side, cid, "", "reroll")
                for cid in usable_reroll_cards(game, state, p.side, c["side"])] + [Choose(p.side, Opt.PASS)]
    if p.kind == "retreat":
        uid = p.data["unit"]
        return [Retreat(p.side, uid, path)
                for path in retreat.retreat_paths(game, state, uid, target)]
    if p.kind == "advance":
        return retreat.advance_answers(game, state, c["side"], c["attackers"], target)
    return []


def answer(ctx: Context, action: Action) -> None:
    s, game = ctx.state, ctx.game
    p = s.pending
    c = resolving(s)
    if isinstance(action, PlayCard):
        cards.play(ctx, action)
        return
    assert p is not None  # an answer answers the pending decision of the combat
    s.pending = None
    if p.kind == "defence":
        assert isinstance(action, Choose)  # the answers listed by ``answers``
        _set_choice(ctx, defence_choice(p.data["options"], action.units))
    elif p.kind == "combat_card":
        c["windows"].append(p.side)
        c["stage"] = "defender_card" if p.data["role"] == "attacker_card" else "roll"
    elif p.kind == "reroll":
        c["passes"].append(p.side)
    elif p.kind == "retreat":
        assert isinstance(action, Retreat)  # the answers listed by ``answers``
        c["queue"].pop(0)
        _retreat(ctx, action.unit, action.path)
    elif p.kind == "advance":
        if isinstance(action, Advance):
            retreat.do_advance(ctx, action)
            if game.units[action.unit].side == game.cache.data.german:
                c["stage"] = "end"
        else:
            c["stage"] = "end"
    proceed(ctx)


# -- card effects (7.1) -------------------------------------------------------------------------


def _combat_shift(ctx: Context, play: dict, cancelled: bool) -> None:
    """11.3.4: one shift card per side and combat; a cancelled card still counts as that
    side's card (A-12)."""
    c = resolving(ctx.state)
    side = play["side"]
    c["cards"][side] = play["card"]
    if not cancelled:
        c["effective"][side] = play["card"]
    c["windows"].append(side)
    if c["stage"] == "attacker_card" and side == c["side"]:
        c["stage"] = "defender_card"
    elif c["stage"] == "defender_card":
        c["stage"] = "roll"
    proceed(ctx)


def _reroll(ctx: Context, play: dict, cancelled: bool) -> None:
    """7.1: the die just rolled is void and rolled again; both windows open again."""
    c = resolving(ctx.state)
    if not cancelled:
        old = c["die"]
        c["die"] = ctx.roll(1, purpose=T("reroll"), rule="7.1")[0]
        ctx.log(T("Die {old} is rerolled: {die}", old=old, die=c["die"]), rule="7.1")
        c["passes"] = []
    proceed(ctx)


cards.EFFECTS["combat_shift"] = _combat_shift
cards.EFFECTS["reroll"] = _reroll
