"""No vague refusal (issue 48, items 14 and 17): every action the window can send that the
rules refuse is refused with the rule that stops it and why, in words, never with the
general fallback "… is not allowed like that now."

The test walks the first phases of every bundled scenario (setup, movement, a combat with
its declarations and decisions), and at each state mutates the legal actions into illegal
ones the window could send: an action of another phase (a stale button, a drop after the
phase changed), another unit (the enemy's, or one that may not act), another hex (out of
reach, not attackable, not offered), another answer of the same kind (resolving another
combat, closing declarations already closed), the other side ending the phase. Each is
explained by the ruleset (``Ruleset.why_illegal``: its own words, else
``engine.refusal.explain``) and rendered in English and Japanese as the status bar shows
it. The fallback is left only to an action kind no widget sends (a kind a ruleset adds)."""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

import pytest

from qtwargame.engine.actions import (
    Action,
    Advance,
    Attack,
    Choose,
    EndPhase,
    Move,
    Opt,
    Place,
    Remove,
    Retreat,
    TakeLoss,
)
from qtwargame.engine.game import Game
from qtwargame.engine.refusal import explain
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.state import ON_MAP
from qtwargame.i18n import translator
from qtwargame.scenario import catalog
from qtwargame.scenario.io import load_scenario
from qtwargame.ui.deploy import deployment
from qtwargame.ui.legal_index import LegalIndex
from qtwargame.ui.names import Names

FALLBACK = "is not allowed like that now"
#: States sampled per scenario, and mutations tried per state and kind.
STATES, PER_KIND = 16, 1


def _advance(game: Game, s, legal: list[Action]) -> Action | list[Action]:
    """The next step of the walk: a setup deployed, a decision answered, a combat closed
    or resolved, an attack declared (into the combat's decisions), else the phase ended."""
    if s.pending is not None:
        return legal[0]
    if "setup" in s.phase:
        plan = deployment(game, s, lambda st: LegalIndex(game.legal_actions(st)).places)
        if plan:
            return plan
    resolve = [a for a in legal if isinstance(a, Choose) and a.option == Opt.RESOLVE]
    if resolve:
        return resolve[0]
    attacks = [a for a in legal if isinstance(a, Attack)]
    if attacks and s.phase.endswith("combat"):
        return attacks[0]
    ends = [a for a in legal if isinstance(a, EndPhase)]
    return ends[0] if ends else legal[0]


def states(game: Game):
    """(state, legal actions) along the walk, ``STATES`` of them. Once a movement phase has
    been sampled, later ones are ended unsampled where they may end (their lists of moves
    are the costliest to make, and their refusals are those of the first)."""
    s, _ = game.new_state(1)
    moved = False
    for _ in range(STATES):
        if moved and s.pending is None and "mov" in s.phase and not game.ruleset.end_phase_blockers(game, s):
            s, _ = game.apply(s, EndPhase(s.active))
            continue
        legal = game.legal_actions(s)
        moved = moved or any(isinstance(a, Move) for a in legal)
        yield s, legal
        if s.result is not None or not legal:
            return
        step = _advance(game, s, legal)
        for a in step if isinstance(step, list) else [step]:
            s, _ = game.apply(s, a)


def mutations(game: Game, s, legal: list[Action], earlier: dict) -> list[Action]:
    """Illegal actions the window could send in ``s`` (see the module's docstring)."""
    out: list[Action] = []
    listed = set(legal)
    on_map = [u for u, st in sorted(s.units.items()) if st.status == ON_MAP]
    enemy = [u for u in on_map if game.side_of(s, u) != s.to_act]
    board = sorted(game.board.hexes, key=game.label)
    far = board[len(board) // 2]
    kinds: dict[tuple, int] = {}
    for a in legal:
        key = (type(a), getattr(a, "option", None))
        if kinds.get(key, 0) >= PER_KIND:
            continue
        kinds[key] = kinds.get(key, 0) + 1
        tries: list[Action] = []
        if isinstance(a, Move):
            tries += [dataclasses.replace(a, unit=u) for u in enemy[:1]]
            tries.append(dataclasses.replace(a, path=(*a.path, far)) if far not in a.path else a)
        elif isinstance(a, Place):
            tries += [dataclasses.replace(a, hex=far), dataclasses.replace(a, unit=enemy[0])
                      if enemy else a]
        elif isinstance(a, Attack):
            tries += [dataclasses.replace(a, target=far), dataclasses.replace(a, attackers=tuple(enemy[:1]))]
        elif isinstance(a, Advance | Retreat | TakeLoss | Remove):
            tries += [dataclasses.replace(a, unit=u) for u in enemy[:1] if u != a.unit]
            if isinstance(a, Advance):
                tries.append(dataclasses.replace(a, hex=far))
        elif isinstance(a, Choose):
            tries.append(dataclasses.replace(a, hexes=() if a.hexes else (far,)))
            tries.append(dataclasses.replace(a, units=() if a.units else tuple(enemy[:1])))
        elif isinstance(a, EndPhase):
            tries += [EndPhase(side) for side in game.sides if side != a.side]
        out += [t for t in tries if t not in listed]
    out += [a for a in earlier.values() if a not in listed]  # another phase's actions
    for a in legal:
        earlier.setdefault((type(a), getattr(a, "option", None), s.phase), a)
    return out


#: The engine's refusals that concern no rule of the game, only whose turn it is.
TURN_WORDS = ("It is the {side} player's decision now, not the {other} player's.",
              "Answer the pending decision first.")


def why_illegal(game: Game, s, action: Action, legal: list[Action]):
    """What the window shows for ``action`` (``Game.apply`` refuses it): the engine's own
    check of whose turn it is and of the end of a phase (``Game.check``), else
    ``Ruleset.why_illegal`` with the legal list at hand (the ruleset's own words, else
    ``engine.refusal.explain``)."""
    if action.side != s.to_act or isinstance(action, EndPhase):
        try:
            game.check(s, action)
        except IllegalAction as e:
            return e.rule, e.message
    return game.ruleset.explain_refusal(game, s, action) or explain(game, s, action, legal)


SCENARIOS = [e.id for e in catalog.bundled()]


def game_of(sid: str) -> Game:
    return Game(load_scenario(catalog.resolve(sid)), {})


@pytest.mark.parametrize("sid", SCENARIOS)
def test_every_refusal_the_window_can_meet_names_its_rule_and_reason(qapp, sid):
    """A scenario's sampled refusals: none is the fallback, each has a rule, and each reads
    without an id in English and in Japanese."""
    game = game_of(sid)
    earlier: dict = {}
    refused = [(action, *why_illegal(game, s, action, legal))
               for s, legal in states(game) for action in mutations(game, s, legal, earlier)]
    ids = {u.id for u in game.scenario.units if "_" in u.id}
    vague = [(repr(a)[:90], rule, why.text) for a, rule, why in refused
             if FALLBACK in why.text or not (rule or why.text in TURN_WORDS)]
    try:
        for lang in ("en", "ja"):
            translator.install(lang)
            names = Names(game, lang)
            vague += [(repr(a)[:90], rule, text) for a, rule, why in refused
                      if any(i in (text := names.render(why)) for i in ids)]
    finally:
        translator.install("en")
    assert vague == []
    assert len(refused) >= 20


def test_10_2_10_3_2_shin_barbarossa_closing_or_resolving_out_of_turn_says_what_comes_next():
    """The close and the resolutions named (the reviewer met "Resolving an attack is not
    allowed like that now")."""
    game = game_of("shin_barbarossa")
    walked = list(states(game))
    declaring = next(s for s, legal in walked if s.phase == "soviet_combat" and s.pending is None
                     and any(isinstance(a, Attack) for a in legal))
    names = Names(game, "en")
    rule, why = game.ruleset.why_illegal(game, declaring, Choose("soviet", Opt.RESOLVE))
    assert (rule, names.render(why)) == ("10.3.2", "No combat is declared yet: declare one before "
                                                   "closing the declarations")
    first = next(a for a in game.legal_actions(declaring) if isinstance(a, Attack))
    s, _ = game.apply(declaring, first)
    rule, why = game.ruleset.why_illegal(game, s, Choose("soviet", Opt.RESOLVE))
    assert rule == "10.2" and re.fullmatch(
        r"The declarations cannot be closed yet: every Axis stack next to a Soviet combat unit "
        r"must be attacked, and (1 hex is|\d+ hexes are) not: "
        r"{h}(, {h})*( and {h})?".replace("{h}", r"([^,()]+ \(\d{4}\)|\d{4})"),
        names.render(why)), names.render(why)
    rule, why = game.ruleset.why_illegal(game, s, Choose("soviet", Opt.RESOLVE, hexes=(first.target,)))
    assert (rule, names.render(why)) == ("10.3.2", "Every combat is declared before any is resolved: "
                                                   "close the declarations first")


@dataclass(frozen=True)
class Signal(Action):
    """An action kind no widget sends (a ruleset's own kind, unknown to the engine)."""


def test_the_fallback_is_left_to_kinds_no_widget_sends():
    game = game_of("river_crossing")
    s, _ = game.new_state(1)
    rule, why = explain(game, s, Signal(s.active), [Signal("nobody")])
    assert FALLBACK in why.text
    rule, why = explain(game, s, EndPhase("nobody"), [EndPhase(s.active)])
    assert FALLBACK not in why.text and why.params["side"] == s.active
    # through the window, the other side's End Phase is refused on whose turn it is
    rule, why = why_illegal(game, s, EndPhase("nobody"), [EndPhase(s.active)])
    assert why.text == TURN_WORDS[0]
