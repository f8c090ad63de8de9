"""Checks that a scenario's set-up can start a game correctly, beyond plain references.

:mod:`qtwargame.scenario.validate` already finds ids that resolve to nothing and hexes
off the map. These checks find what a designer gets wrong while every reference still
resolves, each naming the object in words (a unit by its name and id, a setup area by its
name and code) so that the message can be read without the file:

- a unit's nationality, setup code, setup region and arrival area belong to its side;
- a setup code's region belongs to the code's side;
- no unit (other than a fleet or a marker) sets up on a water hex, and no setup area or
  arrival area is all water or empty;
- every unit has a setup or an arrival;
- a map-edge region names the side whose edge it is (``Board.edge`` needs it);
- a start-of-game control hex belongs to one side only;
- an optional rule's default is one of its choices;
- no unit is fixed by hex inside a set-up area of the enemy (a setup code or a set-up
  region of another side, where the enemy's own units may be placed);
- units set up on fixed hexes respect the rules' stacking limits and never share a hex
  with the enemy, and the rules' own invariants hold at the start
  (:func:`setup_stacking_problems`, run through the ruleset once the scenario is otherwise
  valid).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from typing import TYPE_CHECKING, Any

from qtwargame.engine.hexgrid import GridSpec, Hex, Orientation
from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Bilingual, Msg, Texts

T = Texts("ScenarioCheck")

if TYPE_CHECKING:
    from qtwargame.engine.game import Game
    from qtwargame.engine.ruleset import Ruleset
    from qtwargame.engine.state import GameState
    from qtwargame.scenario.models import Scenario, SetupCodeSpec, UnitSpec

#: The game :func:`setup_stacking_problems` started last, with the scenario object it was
#: started from: a new game of that very scenario takes it (:func:`take_checked_game`)
#: rather than building its board and the rules' tables a second time (issue 48, item 5).
_checked: tuple[Scenario, Game] | None = None

#: Unit kinds that may stand on water at set-up (a fleet at sea, a marker anywhere).
WATER_KINDS = frozenset({"fleet", "marker"})


def _name(obj: object) -> str:
    """The object's name in both languages (a Japanese message shows ``{name:ja}``)."""
    name = getattr(obj, "name", None)
    return Bilingual(getattr(name, "en", "") or "", getattr(name, "ja", "") or "")


#: What each kind of object is called in a message.
KIND_WORDS: dict[str, Msg] = {
    "unit": T("unit"),
    "side": T("side"),
    "setup code": T("setup code"),
    "setup area": T("setup area"),
    "region": T("region"),
    "map edge": T("map edge"),
    "nationality": T("nationality"),
    "water terrain": T("water terrain"),
}


def unit_words(u: UnitSpec) -> Msg:
    """``unit "5th Army" (sov_5)``."""
    return _words("unit", u.id, u)


def _words(kind: str, ident: str, obj: object) -> Msg:
    name = _name(obj) if obj is not None else ""
    if name and name != ident:
        return T('{kind} "{name}" ({id})', kind=KIND_WORDS[kind], name=name, id=ident)
    return T("{kind} {id}", kind=KIND_WORDS[kind], id=ident)


def _entering_by_rule(sc: Scenario) -> set[str]:
    """The units the scenario's ruleset brings in by a rule of its own."""
    from qtwargame.engine.ruleset import get_ruleset

    try:
        return set(get_ruleset(sc.ruleset).units_entering_by_rule(sc))
    except Exception:  # an unknown ruleset or bad rules data is reported elsewhere
        return set()


def setup_problems(sc: Scenario) -> list[Problem]:
    """Problems of the set-up that plain reference checks do not see."""
    p: list[Problem] = []
    g = sc.map.grid
    grid = GridSpec(Orientation(g.orientation), g.shifted, g.rows_up, g.order, g.digits)
    sides = {s.id: s for s in sc.sides}
    nationalities = {n.id: n for n in sc.nationalities}
    regions = {r.id: r for r in sc.map.regions}
    codes = {c.code: c for c in sc.setup_codes}
    water = {t.id for t in sc.terrain if t.water}
    hexes = sc.map.hexes

    def side_words(sid: str | None) -> Msg:
        return _words("side", sid, sides.get(sid)) if sid else T("no side")

    def land(labels: Iterable[str]) -> bool:
        return any(lbl in hexes and hexes[lbl] not in water for lbl in labels)

    def code_hexes(c: SetupCodeSpec) -> list[str]:
        if c.region is not None and c.region in regions:
            return list(regions[c.region].hexes)
        return list(c.hexes)

    for i, c in enumerate(sc.setup_codes):
        r = regions.get(c.region) if c.region is not None else None
        if r is not None and r.side is not None and r.side != c.side and c.side in sides:
            p.append(Problem.of(f"$.setup_codes[{i}].region",
                                T("{code} is for {side} but its {region} belongs to {owner}",
                                  code=_words("setup code", c.code, c), side=side_words(c.side),
                                  region=_words("region", r.id, r), owner=side_words(r.side))))
        area = code_hexes(c)
        if r is not None and not area:
            p.append(Problem.of(f"$.setup_codes[{i}].region",
                                T("{code} uses {region}, which has no hexes",
                                  code=_words("setup code", c.code, c),
                                  region=_words("region", r.id, r))))
        elif area and all(lbl in hexes for lbl in area) and not land(area):
            p.append(Problem.of(f"$.setup_codes[{i}]", T("{code} has no land hex",
                                                         code=_words("setup code", c.code, c))))

    for i, r in enumerate(sc.map.regions):
        if r.kind == "map_edge" and r.side is None:
            p.append(Problem.of(f"$.map.regions[{i}].side",
                                T("{edge} does not say whose edge it is",
                                  edge=_words("map edge", r.id, r))))

    owner: dict[str, str] = {}
    for side, labels in sc.map.control.items():
        for j, lbl in enumerate(labels):
            if lbl in owner and owner[lbl] != side:
                p.append(Problem.of(f"$.map.control[{side!r}][{j}]",
                                    T("hex {hex} is controlled by both {one} and {other} at the start",
                                      hex=lbl, one=side_words(owner[lbl]), other=side_words(side))))
            owner.setdefault(lbl, side)

    for i, o in enumerate(getattr(sc, "options", ())):
        if o.choices and o.default not in o.choices:
            p.append(Problem.of(f"$.options[{i}].default",
                                T('optional rule "{name}" ({id}) defaults to {default}, which is '
                                  "not one of its choices ({choices})", name=_name(o), id=o.id,
                                  default=repr(o.default), choices=", ".join(o.choices))))
        if o.choice_names and len(o.choice_names) != len(o.choices):
            p.append(Problem.of(f"$.options[{i}].choice_names",
                                T('optional rule "{name}" ({id}) names {names:# choice|# choices} '
                                  "but offers {choices:# choice|# choices}: give one name to each "
                                  "choice, in the same order", name=_name(o), id=o.id,
                                  names=len(o.choice_names), choices=len(o.choices))))

    enemy_area = _enemy_setup_areas(sc, regions, code_hexes)
    by_rule = _entering_by_rule(sc)
    for i, u in enumerate(sc.units):
        path = f"$.units[{i}]"
        who = unit_words(u)
        if u.side not in sides:
            continue  # reported by the reference checks
        nat = nationalities.get(u.nationality)
        if nat is not None and nat.side != u.side:
            p.append(Problem.of(f"{path}.nationality",
                                T("{unit} is on {side} but its {nationality} belongs to {owner}",
                                  unit=who, side=side_words(u.side),
                                  nationality=_words("nationality", nat.id, nat),
                                  owner=side_words(nat.side))))
        if u.setup is None and u.arrival is None and u.id not in by_rule:
            p.append(Problem.of(path, T("{unit} has neither a setup nor an arrival: "
                                        "it would never enter the game", unit=who)))
        s = u.setup
        if s is not None:
            if s.code is not None and s.code in codes:
                c = codes[s.code]
                if c.side != u.side:
                    p.append(Problem.of(f"{path}.setup.code",
                                        T("{unit} is on {side} but sets up in {area} of {owner}",
                                          unit=who, side=side_words(u.side),
                                          area=_words("setup area", c.code, c),
                                          owner=side_words(c.side))))
            if s.region is not None and s.region in regions:
                r = regions[s.region]
                if r.side is not None and r.side != u.side:
                    p.append(Problem.of(f"{path}.setup.region",
                                        T("{unit} is on {side} but sets up in {area} of {owner}",
                                          unit=who, side=side_words(u.side),
                                          area=_words("region", r.id, r), owner=side_words(r.side))))
                if not r.hexes:
                    p.append(Problem.of(f"{path}.setup.region",
                                        T("{unit} sets up in {region}, which has no hexes",
                                          unit=who, region=_words("region", r.id, r))))
                if u.kind not in WATER_KINDS and r.hexes and all(x in hexes for x in r.hexes) \
                        and not land(r.hexes):
                    p.append(Problem.of(f"{path}.setup.region",
                                        T("{unit} sets up in {region}, which has no land hex",
                                          unit=who, region=_words("region", r.id, r))))
            if s.hex is not None and (s.hex, u.side) in enemy_area:
                enemy_words, enemy = enemy_area[(s.hex, u.side)]
                p.append(Problem.of(f"{path}.setup.hex",
                                    T("{unit} of {side} is fixed at hex {hex}, which lies in "
                                      "{area}, where {enemy} sets up",
                                      unit=who, side=side_words(u.side), hex=s.hex,
                                      area=enemy_words, enemy=side_words(enemy))))
            if s.hex is not None and s.hex in hexes and u.kind not in WATER_KINDS \
                    and hexes[s.hex] in water:
                t = next((t for t in sc.terrain if t.id == hexes[s.hex]), None)
                p.append(Problem.of(f"{path}.setup.hex",
                                    T("{unit} sets up in hex {hex}, which is {terrain}", unit=who,
                                      hex=s.hex, terrain=_words("water terrain", hexes[s.hex], t))))
        a = u.arrival
        if a is not None and a.where:
            where = a.where
            if where in codes:
                c = codes[where]
                if c.side != u.side:
                    p.append(Problem.of(f"{path}.arrival.where",
                                        T("{unit} arrives in {area} of {owner}", unit=who,
                                          area=_words("setup area", c.code, c),
                                          owner=side_words(c.side))))
            elif where in regions:
                r = regions[where]
                if not r.hexes:
                    p.append(Problem.of(f"{path}.arrival.where",
                                        T("{unit} arrives in {region}, which has no hexes",
                                          unit=who, region=_words("region", r.id, r))))
                if r.side is not None and r.side != u.side:
                    p.append(Problem.of(f"{path}.arrival.where",
                                        T("{unit} arrives in {area} of {owner}", unit=who,
                                          area=_words("region", r.id, r),
                                          owner=side_words(r.side))))
            else:
                try:
                    grid.parse(where)
                    known = where in hexes
                except ValueError:
                    known = False
                if not known:
                    p.append(Problem.of(f"{path}.arrival.where",
                                        T("{unit} arrives at {where}, which is no setup code, "
                                          "region or hex of the map", unit=who, where=repr(where))))
                elif hexes[where] in water and u.kind not in WATER_KINDS:
                    p.append(Problem.of(f"{path}.arrival.where",
                                        T("{unit} arrives in hex {hex}, which is water",
                                          unit=who, hex=where)))
    return p


#: Region kinds that are a side's set-up area in themselves (without a setup code).
SETUP_REGION_KINDS = frozenset({"setup", "setup_area"})


def _enemy_setup_areas(sc: Any, regions: dict[str, Any], code_hexes: Callable[[Any], list[str]]
                       ) -> dict[tuple[str, str], tuple[Msg, str]]:
    """(hex, side) -> (the area in words, its owner) for every hex where another side than
    ``side`` sets up: the hexes of the other sides' setup codes and of their set-up regions.
    A hex both sides may set up in (a shared area) is nobody's enemy area."""
    owners: dict[str, dict[str, Msg]] = defaultdict(dict)  # hex -> side -> area in words
    for c in sc.setup_codes:
        r = regions.get(c.region) if c.region is not None else None
        words = _words("setup area", c.code, c)
        if r is not None:
            words = T("{area}, {region}", area=words, region=_words("region", r.id, r))
        for lbl in code_hexes(c):
            owners[lbl].setdefault(c.side, words)
    for r in sc.map.regions:
        if r.kind in SETUP_REGION_KINDS and r.side is not None:
            for lbl in r.hexes:
                owners[lbl].setdefault(r.side, _words("region", r.id, r))
    out: dict[tuple[str, str], tuple[Msg, str]] = {}
    for lbl, by_side in owners.items():
        for side in (s.id for s in sc.sides):
            if side in by_side:
                continue  # the side sets up here itself
            enemy = next(iter(by_side))
            out[(lbl, side)] = (by_side[enemy], enemy)
    return out


def setup_stacking_problems(sc: Scenario, ruleset: Ruleset) -> list[Problem]:
    """Stacking at set-up: the game is started (no dice are rolled by a set-up that only
    places units) and the ruleset's own stacking check is asked; units of two sides in one
    hex are refused for every ruleset. Call only on an otherwise valid scenario."""
    from qtwargame.engine.game import Game

    global _checked
    _checked = None
    try:
        game = Game(sc, ruleset=ruleset)
        state, _ = game.new_state(seed=1)
    except Exception as e:  # a ruleset that cannot start the game says why
        return [Problem.of("$.units", T("the game cannot start from this set-up: {error}",
                                         error=str(e)))]
    p: list[Problem] = []
    index = {u.id: i for i, u in enumerate(sc.units)}
    by_hex: defaultdict[Hex, list[str]] = defaultdict(list)
    for uid, us in state.units.items():
        if us.hex is not None:
            by_hex[us.hex].append(uid)
    for h, uids in sorted(by_hex.items(), key=lambda kv: game.label(kv[0])):
        sides_here = {game.units[u].side for u in uids}
        if len(sides_here) > 1:
            first = min(uids, key=lambda u: index.get(u, 0))
            names = tuple(unit_words(sc.units[index[u]]) for u in sorted(uids, key=lambda u: index[u]))
            p.append(Problem.of(f"$.units[{index[first]}].setup",
                                T("hex {hex} holds units of both sides at the start: {units}",
                                  hex=game.label(h), units=names)))
    found: list[Msg | str] = list(ruleset.stacking_violations(game, state))
    texts = [m.format() for m in found]
    try:  # the rules' own invariants of a game state, where they say more
        extra = list(ruleset.invariants(game, state))
    except Exception:  # an invariant that breaks on a set-up is not the designer's fault
        extra = []
    found += [t for t in extra if t not in texts]
    for what in found:
        text = what.format() if isinstance(what, Msg) else str(what)
        named = _first_unit_in(text, game, state, index)
        p.append(Problem.of(f"$.units[{named}].setup" if named is not None else "$.units",
                            T("at the start: {problem}", problem=what)))
    if not p:
        _checked = (sc, game)
    return p


def take_checked_game(sc: Scenario, options: dict[str, Any] | None = None,
                      revision: int | None = None) -> Game | None:
    """The game the check of ``sc`` (this very object) started, if ``options`` choose the
    options it was started with (every one its default) and ``revision`` (None: the
    current) is its rules' revision (``Game.revision``), or None; given once. A ``Game``
    holds the scenario made ready and the rules' static tables, nothing of any one game
    (every state is its own), so a new game may start from it as from a new one."""
    global _checked
    if _checked is None or _checked[0] is not sc:
        return None
    game = _checked[1]
    if any(key not in game.options or game.options[key] != value
           for key, value in (options or {}).items()):
        return None
    if revision is not None and revision != game.revision:
        return None
    _checked = None
    return game


def _first_unit_in(text: str, game: Game, state: GameState, index: dict[str, int]) -> int | None:
    """The first unit (in the file's order) standing in a hex the text names."""
    best = None
    for uid, us in state.units.items():
        if us.hex is not None and game.label(us.hex) in text and uid in index:
            if best is None or index[uid] < best:
                best = index[uid]
    return best
