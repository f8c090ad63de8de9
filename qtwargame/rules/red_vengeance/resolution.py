"""8.43-8.7 as a procedure: roll the dice of a declared attack, then the dice-bucket core's
procedure with Red Vengeance's pieces: shock armies need two hits a step (11.1), leaders
roll when their stack loses units (11.23), Hitler after attacks on Berlin (11.27)."""

from __future__ import annotations

from qtwargame.engine.actions import Opt
from qtwargame.engine.state import Decision
from qtwargame.engine.text import Texts, reworded
from qtwargame.rules.dice_bucket import retreat as core_retreat
from qtwargame.rules.dice_bucket.resolution import CombatTexts, Pieces, Procedure
from qtwargame.rules.dice_bucket.words import fill
from qtwargame.rules.red_vengeance import events, outside, sea
from qtwargame.rules.red_vengeance.borders import static_closed
from qtwargame.rules.red_vengeance.combat import hits
from qtwargame.rules.red_vengeance.losses_board import eliminate, lose_step, relocate
from qtwargame.rules.red_vengeance.movement import may_enter, soviets_in_yugoslavia, yugoslavs_held_home
from qtwargame.rules.red_vengeance.odds import odds
from qtwargame.rules.red_vengeance.snapshot import Snap, side_of
from qtwargame.rules.red_vengeance.stacking import room_for
from qtwargame.rules.red_vengeance.units import ALLIED, AXIS, SOVIET, YUGOSLAV

T = Texts("red_vengeance")

FLEET = "baltic_fleet"  # the decision kind
#: 12.22: the question before the dice (saved games hold its earlier words, "{n} defence dice").
_FLEET_QUESTION = reworded(
    T("The Allies attack {targets} on the Baltic coast: add the German fleet's "
      "{n:# defence die|# defence dice} here (once this phase)?"),
    "The Allies attack {targets} on the Baltic coast: add the German fleet's {n} defence dice "
    "here (once this phase)?")


def fleet_question(ctx, plan: dict) -> bool:
    """12.22: before the dice of an Allied attack on a Baltic coastal hex, while the German
    fleet may still add its defence dice this phase, the Axis player says whether it does
    here (a decision ``baltic_fleet``: ``Choose(YES)`` or ``Choose(NO)``); True when asked."""
    s, game = ctx.state, ctx.game
    t = game.cache
    if s.active != ALLIED or "fleet" in plan:
        return False
    targets = [t.idx[game.hex(x)] for x in plan["targets"]]
    from qtwargame.rules.red_vengeance.odds import baltic_defense_dice
    n = baltic_defense_dice(Snap(game, s), targets)
    if not n:
        return False
    s.pending = Decision(FLEET, AXIS, fill(_FLEET_QUESTION, targets=", ".join(plan["targets"]), n=n),
                         {"plan": dict(plan), "dice": n})
    return True


def fleet_answer(ctx, p, action) -> None:
    """12.22: the Axis answer to the fleet question; the combat is rolled."""
    plan = dict(p.data["plan"])
    plan["fleet"] = action.option == Opt.YES
    ctx.state.pending = None
    start_combat(ctx, plan)


def start_combat(ctx, plan: dict) -> None:
    """8.43-8.46: the dice of a declared attack; then the hits (8.5-8.7)."""
    s, game = ctx.state, ctx.game
    t = game.cache
    side = s.active
    enemy = game.enemy(side)
    attackers = list(plan["attackers"])
    targets = [t.idx[game.hex(x)] for x in plan["targets"]]
    snap = Snap(game, s)
    o = odds(snap, attackers, targets, plan.get("air", 0), bool(plan.get("naval")),
             fleet=plan.get("fleet", True))
    defenders = sorted(u for h in targets for u in snap.ground[enemy].get(h, []))
    PROCEDURE.mark(ctx, plan, attackers + defenders, attackers, o.out_of_supply)  # 8.45
    if plan.get("naval"):
        s.data["black_sea_used"] = True
    if any(k == "baltic" for k, _ in o.defense_extra) and side == ALLIED:
        s.data["baltic_defense_used"] = True
    for k, _ in o.defense_extra:
        if k == "volkssturm":
            vs = [t.city(c) for c in t.data["volkssturm_cities"]]
            s.data.setdefault("volkssturm_used", []).extend(t.labels[h] for h in targets if h in vs)
    yug = t.region("yugoslavia")
    if any(h in yug for h in targets):
        s.data["soviets_into_yugoslavia"] = s.data.get("soviets_into_yugoslavia", 0) + sum(
            1 for u in attackers if t.units[u].nationality == SOVIET)
    events.fuhrer_offensive_attack(ctx, attackers)
    bulge = s.data.get("bulge_units")
    if bulge:
        s.data.setdefault("bulge_attacked", []).extend(u for u in attackers if u in bulge)
    d = o.dice
    att_rolls, def_rolls = [], []
    on_def = on_att = 0
    for n, face in d.attack:
        if n:
            r = ctx.roll(n, purpose=T("attacker's dice"), rule="8.43")
            att_rolls += r
            on_def += hits(list(r), face)
    for n, face in d.defense:
        if n:
            r = ctx.roll(n, purpose=T("defender's dice"), rule="8.43" if face == 6 else "9.1")
            def_rolls += r
            on_att += hits(list(r), face)
    PROCEDURE.begin(ctx, snap, plan, attackers, defenders, (att_rolls, def_rolls),
                    (d.attack_dice, d.defense_dice), (on_att, on_def), "8.43",
                    berlin_hits=on_def)  # 11.27: Hitler's check after an attack on Berlin


#: RV's words for the shared procedure (context ``red_vengeance``).
_MESSAGES = CombatTexts(
    take_hits=reworded(T("Take {n:# hit|# hits}"), "Take {n} hits"),
    retreat_prompt=reworded(T("Retreat {unit} {n:# hex|# hexes}"), "Retreat {unit} {n} hexes"),
    advance_prompt=T("Advance after combat?"),
    max_loss_text=T("{n:# hit exceeds|# hits exceed} every step: all are eliminated"),
    cannot_retreat_text=T("{unit} cannot retreat"),
    retreats_one=T("{side:actor} retreats 1 hex instead of losing more steps"),
    retreats_many=T("{side:actor} retreats {n} hexes instead of losing more steps"),
    combat_over_text=T("The combat at {hexes} is over"),
    stops_short_texts=(
        T("{unit} cannot retreat and loses a step"),
        T("{unit} cannot retreat and loses {n} steps"),
        T("{unit} is stopped by enemy ZOC after 1 hex and loses a step"),
        T("{unit} is stopped by enemy ZOC after 1 hex and loses {n} steps"),
        T("{unit} is stopped by enemy ZOC after {k} hexes and loses a step"),
        T("{unit} is stopped by enemy ZOC after {k} hexes and loses {n} steps")),
    rolled_text=T("Attack on {targets}: {ad:# die|# dice} against {dd}; {hd:# hit|# hits} on the "
                  "defender, {ha} on the attacker"))


def _attacked_with(snap, uid: str) -> frozenset[int]:
    """8.63: the hexes attacked in the combat being resolved when ``uid`` is one of its
    defenders (empty otherwise). A retreat goes away from the attacked hexes: a defender
    never enters another hex attacked in the same combat, even where a friend still
    stands there (session 90: one retreated into the next attacked hex, its friend there
    lifting the attacker's ZOC, and stayed in contact)."""
    combat = snap.state.data.get("combat")
    if not combat or uid not in combat.get("defenders", ()):
        return frozenset()
    t, game = snap.t, snap.game
    return frozenset(t.idx[game.hex(x)] for x in combat.get("targets", ()))


def _ok(snap, uid: str):
    """8.63-8.65, 6.44, 11.41: where a retreating unit may go: where it may enter, out of
    enemy ZOC unless a friend is there (Yugoslavs may end in a ZOC'd Yugoslav rough hex),
    never into another hex attacked in the same combat (8.63, :func:`_attacked_with`).

    ``may_enter(snap, uid, n, moving=False)`` and ``zoc_ok`` with what they read for this
    unit looked up once (the test asked of hundreds of hexes a retreat search reaches)."""
    t, state = snap.t, snap.state
    side = snap.sides[uid]
    yug_rough = t.units[uid].nationality == "yugoslav"
    yug, terrain = t.region("yugoslavia"), t.terrain
    land = t.land[snap.snow]
    mover = side or side_of(t, state, uid)  # the side may_enter reads
    enemy_ground = snap.ground[snap.enemy[mover]]
    closed = static_closed(t, state, uid, mover)
    attacked = _attacked_with(snap, uid)
    own = snap.ground.get(side, {})
    zoc: list = []

    def ok(n: int) -> bool:
        if not land[n] or n in enemy_ground or n in closed or n in attacked:
            return False
        if yug_rough and n in yug and terrain[n] == "rough":
            return True
        if not zoc:
            zoc.append(snap.enemy_zoc(side))
        if n in zoc[0]:  # zoc_ok: in enemy ZOC only with another friendly unit there
            here = own.get(n)
            return bool(here) and any(u != uid for u in here)
        return True
    return ok


def _quiet(snap, uid: str):
    """Hexes where a retreating ``uid`` changes nothing by passing (``losses_board.entered``
    on a hex that does not depend on which hex it is): one its side controls already (or
    that nobody can control), with no enemy leader in it; for the Allies also one they
    held before when that record matters (the Volkssturm cities, 11.31's Constanta and
    Ploesti; elsewhere the record of hexes held decides nothing), not a fortress still
    counted (9.1), not Berlin
    while Hitler lives (11.27) and not within the Home Army's reach of Warsaw before it
    rises (11.7); for a Hungarian unit, no hex of Hungary it has not yet entered (11.33).
    Anything not known to be quiet is treated as not quiet: more paths are listed, none
    wrongly merged."""
    t, state = snap.t, snap.state
    info = t.units[uid]
    if not info.ground:
        return lambda n: True
    side = snap.sides[uid]
    data = state.data
    control, hexes, land, cities = state.control, t.hexes, t.land[False], t.city_at
    enemy_leaders = {snap.pos[u] for u in snap.pos
                     if t.units[u].leader and snap.sides.get(u) not in (None, side)}
    held = set(data.get("allied_held", ()))
    # the Allies' record of hexes held matters to the Volkssturm (its cities never held)
    # and to Romania (Constanta, Ploesti held first): only those hexes are told apart by it
    counted = {t.city(c) for c in (*t.data["volkssturm_cities"], "constanta", "ploesti")} - {None}
    fortress_lost = set(data.get("fortress_lost", ()))
    berlin = t.city("berlin") if data.get("hitler", "alive") == "alive" else None
    warsaw = t.city("warsaw") if not data.get("home_army_risen") else None
    reach = t.data["home_army"]["range"]
    hungary = (t.region("hungary") if info.nationality == "hungarian"
               and uid not in data.get("hun_inside", ()) else frozenset())

    def quiet(n: int) -> bool:
        if n in enemy_leaders or n in hungary:
            return False
        if side == ALLIED:
            if n == berlin or (warsaw is not None and hexes[n].distance(hexes[warsaw]) <= reach):
                return False
        if not land[n] and n not in cities:
            return True
        if control.get(hexes[n]) != side:
            return False
        if side == ALLIED:
            label = t.labels[n]
            city = cities.get(n)
            if (n in counted and label not in held) or (
                    city is not None and city.fortress and label not in fortress_lost):
                return False
        return True
    return quiet


def _land(snap, uid: str, start: int | None = None, check_stacking: bool = True):
    side = snap.sides[uid]
    dist = snap.t.retreat_dist[side]
    return (snap, side, snap.pos[uid] if start is None else start), dict(
        ok=_ok(snap, uid), goal=lambda h: dist[h], room=lambda h: room_for(snap, side, h, uid),
        check_stacking=check_stacking, key=uid)


def retreat_paths(snap, uid: str, length: int, start: int | None = None,
                  check_stacking: bool = True) -> list[tuple[int, ...]]:
    """8.63, 8.64: away from the attacked hex toward the own map edge, else a friendly
    city, never forward; overstacking avoided, going farther if it must. One path per
    outcome over land (``_quiet``); retreats by sea (12.22) after them."""
    (snap, side, start), kw = _land(snap, uid, start, check_stacking)
    land = core_retreat.retreat_paths(snap, uid, side, start, length, quiet=_quiet(snap, uid), **kw)
    return land + [p for p in sea.sea_retreats(snap, uid) if p not in land] if start == snap.pos[uid] \
        else land


def retreat_ok(snap, uid: str, length: int, path: tuple[int, ...]) -> bool:
    """Whether ``path`` is any legal retreat of ``uid``: by sea, or any path over land (not
    only the one listed for its outcome)."""
    if path in sea.sea_retreats(snap, uid):
        return True
    (snap, side, start), kw = _land(snap, uid)
    return core_retreat.is_retreat_path(snap, side, start, length, path=path, **kw)


def retreat_count(snap, uid: str, length: int) -> int:
    """How many legal retreat paths ``uid`` has, over land and by sea (the decision is
    asked unless only one)."""
    (snap, side, start), kw = _land(snap, uid)
    land = core_retreat.retreat_paths(snap, uid, side, start, length, quiet=_quiet(snap, uid), **kw)
    by_sea = [p for p in sea.sea_retreats(snap, uid) if p not in land]
    return core_retreat.retreat_count(snap, side, start, length, **kw) + len(by_sea)


def _may_retreat(snap, uid: str, length: int) -> bool:
    """Whether ``retreat_paths(snap, uid, length, check_stacking=False)`` finds a path,
    without listing them."""
    side = snap.sides[uid]
    dist = snap.t.retreat_dist[side]
    return (core_retreat.retreat_exists(snap, side, snap.pos[uid], length, _ok(snap, uid),
                                        lambda h: dist[h], key=uid)
            or bool(sea.sea_retreats(snap, uid)))


def can_retreat(snap, uids: list[str], length: int) -> bool:
    return all(_may_retreat(snap, u, length) for u in uids)


def _over_land(snap, uid: str):
    """``uid``'s retreat layers (shared through the snapshot's memo with the paths asked
    later) and ``reaches(n)``: whether a retreat of ``n`` hexes over land ends where it
    may (:func:`_may_retreat` without the sea)."""
    side = snap.sides[uid]
    dist = snap.t.retreat_dist[side]
    start = snap.pos[uid]
    lay = core_retreat.layers(snap, start, _ok(snap, uid), key=uid)

    def reaches(n: int) -> bool:
        return bool(core_retreat.toward_ends(snap, side, start, lay.layer(n), lambda h: dist[h]))
    return lay, reaches


def _longest(snap, uid: str, hexes: int) -> int:
    """The most hexes of ``hexes`` that ``uid`` can retreat (0: none), the largest ``n``
    for which :func:`_may_retreat` holds. A retreat by sea (12.22) does not depend on the
    length, so with one every length is open; the sea is asked once, and only when the
    whole length over land is not open."""
    if hexes < 1:
        return 0
    _lay, reaches = _over_land(snap, uid)
    if reaches(hexes) or sea.sea_retreats(snap, uid):
        return hexes
    return next((n for n in range(hexes - 1, 0, -1) if reaches(n)), 0)


def retreat_lengths(snap, uids: list[str], hexes: int) -> dict[str, int]:
    """8.61, 8.65: every survivor retreats ``hexes`` hexes, one a hit avoided; a unit whose
    way is barred by enemy ZOC after fewer stops there (its count here) and takes the hits
    it could not avoid as steps; one barred at once stays (0)."""
    return {u: _longest(snap, u, hexes) for u in uids}


def retreats_at_all(snap, uids: list[str], hexes: int) -> bool:
    """8.61, 8.65: whether any of ``uids`` can retreat at least one of ``hexes`` hexes (the
    side may then choose to retreat), the answer of ``retreat_lengths`` without finding
    how far: the lengths are tried from one hex up and the first unit that can go stops
    the search, so the layers farther out are not built. Once a layer is empty every
    farther one is too."""
    if hexes < 1:
        return False
    for u in uids:
        lay, reaches = _over_land(snap, u)
        for n in range(1, hexes + 1):
            if not lay.layer(n):
                break
            if reaches(n):
                return True
        if sea.sea_retreats(snap, u):
            return True
    return False


def advance_options(snap, attackers: list[str], targets: list[int]) -> list[tuple[str, int]]:
    """8.7: into the emptied defending hex, free of MP and ZOC, within the stacking limit;
    an advance takes a unit where it goes as a move would: a Soviet unit into Yugoslavia
    only while fewer than two are there (11.42: at most two at any time), a Yugoslav unit
    out of it only while no Axis unit is in it (11.41)."""
    side = snap.sides[attackers[0]]
    t = snap.t
    yug = t.region("yugoslavia")
    full = soviets_in_yugoslavia(snap) >= 2
    held = yugoslavs_held_home(snap)

    def may(u: str, h: int) -> bool:
        nat, inside = t.units[u].nationality, snap.pos.get(u) in yug
        if full and nat == SOVIET and h in yug and not inside:
            return False  # 11.42
        if held and nat == YUGOSLAV and inside and h not in yug:
            return False  # 11.41
        return may_enter(snap, u, h, moving=False)
    return core_retreat.advance_options(snap, attackers, targets, side, may,
                                        lambda h, u: room_for(snap, side, h, u))


def _after_losses(ctx, side, eliminated, start) -> None:
    events.leader_rolls(ctx, side, eliminated, start)
    c = ctx.state.data.get("combat")
    if c is not None and side == c["enemy"] and not c.get("hitler_checked"):
        c["hitler_checked"] = True
        t = ctx.game.cache
        targets = [t.idx[ctx.game.hex(x)] for x in c["targets"]]
        events.hitler_after_combat(ctx, targets, c["side"], c["hits"][c["enemy"]])


PROCEDURE = Procedure(Pieces(
    snap=Snap, texts=_MESSAGES,
    rules={"max_loss": "8.53", "no_retreat": "8.65", "defender_retreat": "8.61",
           "attacker_retreat": "8.62", "over": "8.7"},
    eliminate=eliminate, lose_step=lambda ctx, uid: lose_step(ctx, uid),
    relocate=relocate, can_retreat=can_retreat,
    retreat_paths=lambda snap, uid, n: retreat_paths(snap, uid, n),
    retreat_ok=retreat_ok, retreat_count=retreat_count,
    advance_options=advance_options,
    hits_per_step=lambda game, uid: 2 if game.cache.units[uid].shock else 1,
    retreat_lengths=retreat_lengths, retreats_at_all=retreats_at_all,
    interrupted=lambda ctx: outside.ask(ctx),
    after_losses=_after_losses))

answers = PROCEDURE.answers
run = PROCEDURE.run
apply_answer = PROCEDURE.apply_answer
