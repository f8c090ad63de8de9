"""The cache audit (``qtwargame.testing.cache_audit``): a stale cache is found, and every
golden whole game of every ruleset answers the same with its caches as without them
(issue 47 item 2)."""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest

from qtwargame.cli import main
from qtwargame.engine.game import Game
from qtwargame.engine.state import GameState
from qtwargame.rules.classic import ClassicRuleset
from qtwargame.scenario.io import load_scenario
from qtwargame.testing.cache_audit import audit_kept, audit_random_game, audit_save
from tests.conftest import SCENARIOS
from tests.data.golden.record import SEEDS

GOLDEN = Path(__file__).parent / "data" / "golden"
#: The whole games (not the games cut at a decision, which are their prefixes).
WHOLE = sorted(p for p in GOLDEN.glob("*.qtwsave") if "-at-" not in p.name)
#: Each scenario's first golden game is the game ``tests/test_conformance.py`` plays (the
#: same seed, the same random player) and audits there, from the warm answers its playing
#: kept; the others are audited here.
AUDITED_BY_CONFORMANCE = {GOLDEN / f"{sid}-{seeds[0]}.qtwsave" for sid, seeds in SEEDS.items()}
AUDITED_HERE = [p for p in WHOLE if p not in AUDITED_BY_CONFORMANCE]


class StaleClassic(ClassicRuleset):
    """The classic rules with a memo keyed by hand on (turn, phase) alone: the key leaves
    out where the units stand, the mistake the audit exists to catch."""

    def __init__(self) -> None:
        super().__init__()
        self.memo: dict = {}

    def legal_actions(self, game, state):
        key = (state.turn, state.phase, state.to_act, state.pending is None)
        if key not in self.memo:
            self.memo[key] = super().legal_actions(game, state)
        return self.memo[key]


def btm_golden_positions(every: int) -> Iterator[tuple[Game, GameState]]:
    """The golden Blitzkrieg to Moscow 2 game (seed 7) to the end of turn 2: its game with
    every ``every``-th position, the rules asking their own questions on the way."""
    from qtwargame.engine import savegame

    saved = savegame.read(GOLDEN / "blitzkrieg_moscow_2-7.qtwsave")
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    state, _ = game.new_state(saved.seed, saved.dice_script)
    for i, data in enumerate(saved.actions):
        if state.turn > 2:
            break
        if i % every == 0:
            yield game, state
        state, _ = game.apply(state, game.decode(data))


def test_the_audit_finds_a_cache_keyed_without_the_positions():
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"), ruleset=StaleClassic())
    played, found = audit_random_game(game, seed=3, stride=1, max_actions=60)
    # Red places its one unit; its set-up then waits for End Phase (C2), the only legal
    # action, but the memo's key sees no change and answers with the placements listed
    # before the unit was placed.
    first = found[0]
    assert (first.step, first.phase, first.question) == (1, "red_setup", "legal actions")
    assert first.cached.startswith("#0 [('hex', '0801'), ('kind', 'place')")
    assert first.cold == "#0 [('kind', 'end_phase'), ('side', 'red')]"
    # The warm game applies a placement of the placed unit it listed itself (its check
    # reads the same stale list); the cold game refuses it, naming C2, at every step.
    assert found[1].question == "the action's outcome"
    assert found[1].cold == "#0 refused: [C2] red_arm_1 cannot be placed in 1109"
    assert played == 60 and {d.phase for d in found} == {"red_setup"}


def test_the_audit_of_a_kept_game_finds_the_same_stale_answers():
    """``audit_kept`` asks the cold game what ``audit_random_game`` asks, taking the warm
    answers from what the playing kept: on the stale memo's game it finds the same
    disagreements, step for step."""
    import random

    from qtwargame.simulate import RandomPlayer

    scenario = load_scenario(SCENARIOS / "river_crossing.json")
    _, expected = audit_random_game(Game(scenario, ruleset=StaleClassic()), seed=3, stride=1, max_actions=15)
    game = Game(scenario, ruleset=StaleClassic())
    state, _ = game.new_state(3)
    player = RandomPlayer(random.Random(3))
    states, actions, legal, logs = [state], [], [], []
    for _ in range(15):
        legal.append(game.legal_actions(state))
        actions.append(player.choose(game, state, legal[-1]))
        state, entries = game.apply(state, actions[-1])
        states.append(state)
        logs.append(entries)
    found = audit_kept(game, states, actions, legal, logs)
    assert [str(d) for d in found] == [str(d) for d in expected]
    assert (found[0].step, found[0].cold) == (1, "#0 [('kind', 'end_phase'), ('side', 'red')]")
    assert len(found) > 5


def test_the_audit_passes_the_same_rules_without_the_stale_memo():
    game = Game(load_scenario(SCENARIOS / "river_crossing.json"))
    played, found = audit_random_game(game, seed=3, stride=1, max_actions=60)
    assert (played, found) == (60, [])


def test_golden_games_cover_every_bundled_scenario():
    assert {p.name.split("-")[0] for p in WHOLE} == {p.stem for p in SCENARIOS.glob("*.json")}


def test_every_golden_whole_game_is_audited_here_or_by_the_conformance_suite():
    assert AUDITED_BY_CONFORMANCE <= set(WHOLE)
    assert sorted(AUDITED_BY_CONFORMANCE | set(AUDITED_HERE)) == WHOLE
    assert {p.stem for p in AUDITED_HERE} == {"blitzkrieg_moscow_2-8", "river_crossing-4",
                                              "shin_barbarossa-2", "shin_barbarossa-4"}


@pytest.mark.slow
@pytest.mark.parametrize("path", AUDITED_HERE, ids=[p.stem for p in AUDITED_HERE])
def test_golden_game_answers_the_same_with_and_without_caches(path):
    actions, found = audit_save(path, points=40)
    assert actions > 100
    assert [str(d) for d in found] == []


def test_audit_caches_command_reports_each_save(capsys):
    path = GOLDEN / "river_crossing-3.qtwsave"
    assert main(["audit-caches", str(path), "--points", "5"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines() == [f"{path}: 120 actions, 0 stale answers"]


def test_the_hit_check_finds_a_shin_barbarossa_control_memo_keyed_without_control(monkeypatch):
    """Issue 47 item 2: with the audit's switch on (``facts.CHECK_HITS``), a hit of Shin
    Barbarossa's control memos is made again and compared. Keyed on something that does
    not follow control (the mistake of the reverted 3e6b2d5: a token the facts kept while
    the map was written in place), the projected end-phase control is found stale."""
    from qtwargame.rules.shin_barbarossa import evaluation as ev
    from qtwargame.rules.shin_barbarossa import facts as sb_facts
    from qtwargame.scenario.catalog import load

    game = Game(load("shin_barbarossa"))
    state, _ = game.new_state(1)
    kiev = game.board.cities_by_id["kiev"].hex
    monkeypatch.setattr(sb_facts, "CHECK_HITS", True)
    pinned = object()
    monkeypatch.setattr(sb_facts.Facts, "control_key", property(lambda self: pinned))
    assert ev.projected_cities(game, state)[kiev] == "soviet"
    state.control[kiev] = "axis"
    with pytest.raises(sb_facts.StaleCache, match="memo 'cities_now'"):
        ev.projected_cities(game, state)


def test_shin_barbarossa_evaluation_memos_answer_as_made_afresh(monkeypatch):
    """Issue 47 item 2: the first Axis movement and combat of the golden Shin Barbarossa
    game, evaluated for both sides every 8 actions with every hit of the facts' kept memos,
    of the projected end-phase control and of the units' kept values made again and
    compared (none differs), and the last evaluation the same from a cold game."""
    from qtwargame.ai.evaluation import evaluate
    from qtwargame.engine import savegame
    from qtwargame.rules.shin_barbarossa import facts as sb_facts
    from qtwargame.testing.cache_audit import cold_twin

    saved = savegame.read(GOLDEN / "shin_barbarossa-1.qtwsave")
    game = Game(saved.scenario, saved.options, revision=saved.revision)
    state, _ = game.new_state(saved.seed, saved.dice_script)
    monkeypatch.setattr(sb_facts, "CHECK_HITS", True)
    asked = set()
    for i, data in enumerate(saved.actions[:673]):
        if i >= 610 and i % 8 == 0:
            asked.add(state.phase)
            last, values = state, {s: evaluate(game, state, s) for s in game.sides}
        state, _ = game.apply(state, game.decode(data))
    assert asked == {"axis_move_1", "axis_combat"}
    cold = cold_twin(game)
    assert {s: evaluate(cold, last, s) for s in game.sides} == values


#: The first five Soviet placements of the golden game ``shin_barbarossa-1`` (seed 1).
SB_OPENING = [("su_hq11", "0620"), ("su_rc48", "1444"), ("ldr_slot_11", "1443"), ("su_mc18", "1443"),
              ("su_cc5", "0534")]


@pytest.fixture(scope="module")
def short_sb_save(tmp_path_factory) -> Path:
    """A Shin Barbarossa game of five setup placements, saved."""
    from qtwargame.engine import savegame
    from qtwargame.engine.history import History
    from qtwargame.scenario.catalog import load

    game = Game(load("shin_barbarossa"))
    state, log = game.new_state(1)
    history = History(game, state, log)
    history.submit_all([game.decode({"kind": "place", "side": "soviet", "unit": unit, "hex": hex,
                                     "reason": "setup"}) for unit, hex in SB_OPENING])
    path = tmp_path_factory.mktemp("audit") / "sb-5.qtwsave"
    savegame.save(path, history, 1)
    return path


def test_audit_caches_command_switches_the_hit_audit_on_for_its_run(short_sb_save, monkeypatch, capsys):
    """``qtwargame audit-caches`` audits the memos' hits too (``facts.CHECK_HITS``, on for
    the run and off again after), not only the answers a cold game gives."""
    from qtwargame.rules.shin_barbarossa import facts as sb_facts
    from qtwargame.testing import cache_audit

    path = short_sb_save
    seen = []
    audit_state = cache_audit.audit_state

    def observed(game, state, step, *args, **kwargs):
        seen.append((step, sb_facts.CHECK_HITS))
        return audit_state(game, state, step, *args, **kwargs)

    monkeypatch.setattr(cache_audit, "audit_state", observed)
    assert sb_facts.CHECK_HITS is False
    assert main(["audit-caches", str(path), "--points", "2"]) == 0
    assert seen == [(0, True), (2, True), (4, True)]
    assert sb_facts.CHECK_HITS is False
    assert capsys.readouterr().out.splitlines() == [f"{path}: 5 actions, 0 stale answers"]


def test_audit_caches_command_reports_a_stale_hit_in_a_line_and_fails(short_sb_save, monkeypatch, capsys):
    """A memo keyed without what its answer reads (here where the first unit the Soviet
    player sets up stands, kept under the turn and phase alone) answers stale from its store:
    the command names the scenario, the step, turn and phase, and the memo, exits 1, and
    prints no traceback."""
    from qtwargame.rules.shin_barbarossa import facts as sb_facts
    from qtwargame.rules.shin_barbarossa.facts import Facts
    from qtwargame.rules.shin_barbarossa.ruleset import ShinBarbarossaRuleset

    path = short_sb_save
    legal_actions = ShinBarbarossaRuleset.legal_actions

    def with_a_stale_memo(self, game, state):
        Facts.of(game, state).kept("hq11", (state.turn, state.phase),
                                   lambda: game.label(state.units["su_hq11"].hex))
        return legal_actions(self, game, state)

    monkeypatch.setattr(ShinBarbarossaRuleset, "legal_actions", with_a_stale_memo)
    # The cold game's answers agree: only the hit audit sees the stale memo.
    assert audit_save(path, points=2) == (5, [])
    assert main(["audit-caches", str(path), "--points", "2"]) == 1
    out, err = capsys.readouterr()
    assert out.splitlines() == [
        f"{path}: 5 actions, 1 stale answer",
        "  shin_barbarossa, step 1 (turn 1, setup_soviet): a kept answer is stale: memo "
        "'hq11' under key (1, 'setup_soviet'): kept '0619' but made afresh '0620'"]
    assert err == ""
    assert sb_facts.CHECK_HITS is False


def test_the_hit_audits_switched_are_those_of_the_games_own_ruleset():
    import qtwargame.rules.shin_barbarossa.evaluation  # noqa: F401 (loaded, as in play)
    from qtwargame.scenario.catalog import load
    from qtwargame.testing.cache_audit import hit_switches

    assert [m.__name__ for m in hit_switches(Game(load("shin_barbarossa")))] == [
        "qtwargame.rules.shin_barbarossa.evaluation", "qtwargame.rules.shin_barbarossa.facts"]
    assert hit_switches(Game(load("river_crossing"))) == []


def test_a_stale_blitzkrieg_retreat_fate_is_found_by_the_hit_check(monkeypatch):
    """With the audit's switch on (``combat.CHECK_HITS``), a retreat fate the preview keeps
    (``combat._FATES``) is worked out again on every hit: a kept fate that no longer
    matches (here written wrong into the memo) is raised as ``StaleCache``."""
    from qtwargame.rules.blitzkrieg_moscow import combat
    from qtwargame.scenario.catalog import load

    game = Game(load("blitzkrieg_moscow_2"))
    state, _ = game.new_state(7)
    uid, unit = next((k, u) for k, u in sorted(state.units.items()) if u.hex is not None
                     and not game.cache.topo.is_area(u.hex))
    fate = combat.retreat_fate(game, state, uid, unit.hex)
    assert fate in ("none", "area", "map")
    key = (uid, unit.hex, combat.retreat_key(game, state))
    assert combat._FATES[game][key] == fate
    combat._FATES[game][key] = "area" if fate != "area" else "map"
    assert combat.retreat_fate(game, state, uid, unit.hex) != fate  # off: the kept answer
    monkeypatch.setattr(combat, "CHECK_HITS", True)
    with pytest.raises(combat.StaleCache, match=f"memo 'retreat fate' under key \\('{uid}'"):
        combat.retreat_fate(game, state, uid, unit.hex)


def test_blitzkrieg_retreat_fates_answer_as_worked_out_afresh(monkeypatch):
    """The golden Blitzkrieg to Moscow 2 game (seed 7), every 6th position to the end of
    turn 2: each unit on the map asked its retreat fate from where it stands, with every
    hit worked out again and compared (``combat.CHECK_HITS``): none differs, and
    positions that repeat where the key looks (every unit's place, every city's holder)
    are answered from the memo."""
    from qtwargame.rules.blitzkrieg_moscow import combat

    monkeypatch.setattr(combat, "CHECK_HITS", True)
    asked = 0
    for game, state in btm_golden_positions(6):
        for uid, u in sorted(state.units.items()):
            if u.hex is not None and not game.cache.topo.is_area(u.hex):
                combat.retreat_fate(game, state, uid, u.hex)
                asked += 1
    kept = len(combat._FATES[game])
    assert asked < combat.FATES_KEPT  # nothing forgotten: the fewer entries are hits
    assert 0 < kept < asked  # hits, each one worked out again


def test_9_0_stale_blitzkrieg_obstacles_are_found_by_the_hit_check(monkeypatch):
    """With the audit's switch on (``movement.CHECK_HITS``), the enemy's zone of control
    (9.0-9.3) and units kept by ``movement.obstacles`` (``movement._OBSTACLES``) are worked
    out again on every hit: a kept answer that no longer matches (here a hex taken out of
    the zone) is raised as ``StaleCache``. The same position asked again is the kept
    answer; a unit moved is another key."""
    from qtwargame.rules.blitzkrieg_moscow import movement
    from qtwargame.rules.blitzkrieg_moscow.zoc import zoc_hexes
    from qtwargame.scenario.catalog import load

    game = Game(load("blitzkrieg_moscow_2"))
    state, _ = game.new_state(7)
    got = movement.obstacles(game, state, "soviet")
    assert got == (zoc_hexes(game, state, "german"), movement.enemy_hexes(game, state, "soviet"))
    assert movement.obstacles(game, state.copy(), "soviet") is got  # a copy: the same key
    moved = state.copy()
    moved.units["ger_4a"] = replace(moved.units["ger_4a"], hex=game.hex("1304"))
    assert movement.obstacles(game, moved, "soviet") is not got
    assert game.hex("1304") in movement.obstacles(game, moved, "soviet")[1]
    got[0].discard(next(iter(got[0])))
    assert movement.obstacles(game, state, "soviet") is got  # off: the kept answer
    monkeypatch.setattr(movement, "CHECK_HITS", True)
    with pytest.raises(movement.StaleCache, match="memo 'obstacles' under key \\('soviet'"):
        movement.obstacles(game, state, "soviet")


def test_9_0_blitzkrieg_obstacles_answer_as_worked_out_afresh(monkeypatch):
    """The golden Blitzkrieg to Moscow 2 game (seed 7) to the end of turn 2, with every
    hit of ``movement.obstacles`` worked out again and compared (``movement.CHECK_HITS``),
    the rules' own questions (retreats) and every unit's reach asked at every third
    position: none differs, and positions that repeat where the key looks (every unit's
    place) are answered from the memo."""
    from qtwargame.rules.blitzkrieg_moscow import movement

    monkeypatch.setattr(movement, "CHECK_HITS", True)
    asked = 0
    for game, state in btm_golden_positions(3):
        for uid in sorted(state.units):
            game.ruleset.reachable(game, state, uid)
        for side in ("german", "soviet"):
            movement.obstacles(game, state, side)
            asked += 1
    kept = len(movement._OBSTACLES[game])
    assert asked < movement.OBSTACLES_KEPT  # nothing forgotten: the fewer entries are hits
    assert 0 < kept < asked


def test_13_2_a_stale_blitzkrieg_supply_network_is_found_by_the_hit_check(monkeypatch):
    """With the audit's switch on (``supply.CHECK_HITS``), a supply network kept by
    ``supply.network`` (``supply._NETS``) is worked out again on every hit: a kept
    network that no longer matches (here a source taken out of it) is raised as
    ``StaleCache``. The same position asked again is the kept object; a unit moved is
    another key."""
    from qtwargame.rules.blitzkrieg_moscow import supply
    from qtwargame.scenario.catalog import load

    game = Game(load("blitzkrieg_moscow_2"))
    state, _ = game.new_state(7)
    net = supply.network(game, state, "german")
    assert supply.network(game, state, "german") is net
    assert supply.network(game, state.copy(), "german") is net  # a copy: the same key
    moved = state.copy()
    moved.units["ger_4a"] = replace(moved.units["ger_4a"], hex=game.hex("1304"))
    assert supply.network(game, moved, "german") is not net
    net.sources.discard(next(iter(net.sources)))
    assert supply.network(game, state, "german") is net  # off: the kept answer
    monkeypatch.setattr(supply, "CHECK_HITS", True)
    with pytest.raises(supply.StaleCache, match="memo 'supply network' under key \\('german'"):
        supply.network(game, state, "german")


def test_13_2_blitzkrieg_supply_networks_answer_as_worked_out_afresh(monkeypatch):
    """The golden Blitzkrieg to Moscow 2 game (seed 7) to the end of turn 2, with every
    hit of ``supply.network`` worked out again and compared (``supply.CHECK_HITS``),
    the rules' own questions (surrender, recovery, rail, retreats) and both sides'
    networks asked at every third position: none differs, and positions that repeat
    where the key looks are answered from the memo."""
    from qtwargame.rules.blitzkrieg_moscow import supply

    monkeypatch.setattr(supply, "CHECK_HITS", True)
    asked = 0
    for game, state in btm_golden_positions(3):
        for side in ("german", "soviet"):
            supply.network(game, state, side)
            asked += 1
    kept = len(supply._NETS[game])
    assert asked < supply.NETS_KEPT  # nothing forgotten: the fewer entries are hits
    assert 0 < kept < asked
