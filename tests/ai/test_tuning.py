"""Issue 49, item 4: the evaluation's declared weights, the generic front features, the
tuned weights as data and the NTBEA tuner. Positions are built with PositionBuilder; the
tuner's loop runs on a stand-in fitness (no games are played here)."""

from __future__ import annotations

import json
import logging
import random
from types import SimpleNamespace

import pytest

from qtwargame.ai import evaluation as ev
from qtwargame.ai import make_player, tuning, weights
from qtwargame.ai.ladder import main as ladder_main
from qtwargame.ai.players import SETTING_KINDS
from qtwargame.position import PositionBuilder

TWO_STEPS = [{"attack": 4, "defense": 4, "movement": 3}, {"attack": 2, "defense": 2, "movement": 3}]


def position(phase: str):
    """Two two-step blue units next to a one-step red unit in a 2-point town."""
    b = PositionBuilder("classic", cols=6, rows=6)
    b.unit("b1", "blue", at="0202", steps=TWO_STEPS)
    b.unit("b2", "blue", at="0302", steps=TWO_STEPS)
    b.unit("r1", "red", at="0303", attack=2, defense=2, movement=3)
    b.city("town", "0303", vp=2)
    b.at(turn=1, phase=phase)
    return b.build(seed=1)


@pytest.fixture
def front_position():
    return position("blue_move")


@pytest.fixture
def weights_dir(tmp_path, monkeypatch):
    monkeypatch.setattr(weights, "weights_dir", lambda: tmp_path)
    weights.forget()
    yield tmp_path
    weights.forget()


def test_c7_classic_preview_gives_expected_step_losses_and_the_chance_the_hex_is_left(front_position):
    game, state = front_position
    p = game.ruleset.preview_attack(game, state, ("b1", "b2"), game.hex("0303"))
    # 8 against 2 is the 4:1 column: dice 1-2 DE, 3-4 DR, 5 EX, 6 AR.
    assert p.column == "4:1"
    assert p.outcomes == pytest.approx({"DE": 2 / 6, "DR": 2 / 6, "EX": 1 / 6, "AR": 1 / 6})
    # EX costs each of the two attackers a step; DE and EX the defender's one step.
    assert p.losses == pytest.approx({"blue": 2 / 6, "red": 3 / 6})
    assert p.vacated == pytest.approx(5 / 6)


def test_sides_to_come_follow_the_phase_table(front_position):
    game, _ = front_position
    assert ev.sides_to_come(game, "blue_move") == {"blue", "red"}
    assert ev.sides_to_come(game, "blue_combat") == {"red"}
    assert ev.sides_to_come(game, "red_move") == {"red"}
    assert ev.sides_to_come(game, "red_combat") == frozenset()


def test_front_counts_an_attack_worth_making_and_the_town_it_may_take(front_position):
    game, state = front_position
    objectives = ev.facts(game).objectives
    total = sum(ev.material(game, state).values())
    assert total == 14.0  # two blue units of 4 + 2, one red unit of 2
    # Blue: steps 3/6 x 2 (red's value a step) less 2/6 x 3 (blue's) = 0, so the worth is
    # the town's 2 points times the 5/6 chance red leaves it.
    assert ev.front(game, state, "blue", objectives, total, 6.0) == pytest.approx(5 / 3)
    # Red's only attacks are 2 against 4 (1:2: AR or AE), which lose and take nothing.
    assert ev.front(game, state, "red", objectives, total, 6.0) == 0.0


def test_front_weights_enter_the_generic_evaluation_only_when_set(front_position):
    game, state = front_position
    base = ev.generic(game, state, "blue")
    assert ev.generic(game, state, "blue", weights=weights.GENERIC) == base
    with_attack = weights.with_defaults({"attack": 0.5})
    assert ev.generic(game, state, "blue", weights=with_attack) == pytest.approx(base + 0.5 * 5 / 3)
    # The attack counts only while the side's own phases are still to come this turn.
    game, combat = position("blue_combat")
    assert ev.generic(game, combat, "blue", weights=with_attack) == ev.generic(game, combat, "blue")
    # The threat counts the other side's attacks, here none worth making.
    assert ev.generic(game, combat, "blue", weights=weights.with_defaults({"threat": 1.0})) == \
        ev.generic(game, combat, "blue")
    assert ev.generic(game, combat, "red", weights=weights.with_defaults({"threat": 1.0})) == \
        pytest.approx(ev.generic(game, combat, "red") - 5 / 3)


def test_default_weights_are_the_generic_evaluations_old_constants():
    assert dict(weights.GENERIC) == {"points": 1.0, "material": 6.0, "supply": 2.0,
                                     "objective": 0.6, "territory": 4.0, "drive": 1.5,
                                     "attack": 0.0, "threat": 0.0, "walk_in": 0.0,
                                     "walk_in_last": 0.0, "exposed": 0.0}
    assert (ev.W_MATERIAL, ev.W_SUPPLY, ev.W_OBJECTIVE, ev.W_TERRITORY, ev.W_DRIVE) == \
        (6.0, 2.0, 0.6, 4.0, 1.5)


def test_weights_file_errors_name_the_file_the_place_and_the_problem(tmp_path):
    bad = tmp_path / "classic.json"
    bad.write_text('{"format": 1, "levels": {"oep": {"material": "lots"}}}', encoding="utf-8")
    with pytest.raises(weights.WeightsError, match=r"classic\.json: levels\.oep\.material: "
                                                   r"'lots' is not a finite number"):
        weights.load(bad)
    bad.write_text('{"format": 1, "levels": {"oep": {"speed": 1}}}', encoding="utf-8")
    with pytest.raises(weights.WeightsError, match=r"levels\.oep\.speed: no such weight"):
        weights.load(bad)
    bad.write_text('{"format": 2, "levels": {}}', encoding="utf-8")
    with pytest.raises(weights.WeightsError, match="'format' must be 1, not 2"):
        weights.load(bad)
    bad.write_text('{"format": 1,\n "levels": [}', encoding="utf-8")
    with pytest.raises(weights.WeightsError, match="line 2, column 13"):
        weights.load(bad)


def test_a_broken_weights_file_is_logged_and_the_defaults_are_played(weights_dir, caplog,
                                                                     front_position):
    (weights_dir / "classic.json").write_text("{", encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="qtwargame.ai.weights"):
        assert weights.tuned(front_position[0], "oep_strong") is None
    assert "classic.json: line 1, column 2" in caplog.text


def test_tuned_weights_are_written_and_read_per_level_greedy_never_reads_them(weights_dir,
                                                                              front_position):
    game, _ = front_position
    path = weights_dir / "classic.json"
    weights.write(path, "oep_strong", {"attack": 0.5, "drive": 3.0}, {"method": "NTBEA"})
    weights.write(path, "oep", {"threat": 0.25}, {"method": "NTBEA"})
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["levels"] == {"oep": {"threat": 0.25}, "oep_strong": {"attack": 0.5, "drive": 3.0}}
    assert data["tuned"]["oep"] == {"method": "NTBEA"}
    got = weights.tuned(game, "oep_strong")
    assert got is not None and got["attack"] == 0.5 and got["drive"] == 3.0
    assert got["material"] == 6.0
    assert weights.tuned(game, "greedy") is None


def test_players_play_with_the_weights_given_else_the_tuned_else_the_defaults(weights_dir, front_position):
    game, _ = front_position
    weights.write(weights_dir / "classic.json", "oep_strong", {"attack": 0.5}, {})
    strong = make_player("oep_strong", "blue")
    strong.fit(game)
    assert strong.weights is not None and strong.weights["attack"] == 0.5
    given = make_player("oep_strong", "blue", weights={"attack": 2.0})
    given.fit(game)
    assert given.weights is not None and given.weights["attack"] == 2.0
    assert given.weights["material"] == 6.0
    greedy = make_player("greedy", "blue")
    greedy.fit(game)
    assert greedy.weights is None
    unknown = make_player("oep", "blue", weights={"speed": 1.0})
    with pytest.raises(ValueError, match="unknown evaluation weights speed"):
        unknown.fit(game)


def test_ntbea_statistics_are_kept_per_tuple_and_estimated_with_ucb():
    dims = [tuning.Dimension("a", (0.0, 1.0)), tuning.Dimension("b", (0.0, 1.0, 2.0)),
            tuning.Dimension("c", (0.0, 1.0))]
    bandit = tuning.NTBEA(dims, k=1.0, rng=random.Random(0))
    # 1-tuples (3), 2-tuples (3) and the whole point (1)
    assert bandit.tuples == [(0,), (1,), (2,), (0, 1), (0, 2), (1, 2), (0, 1, 2)]
    bandit.add((0, 1, 0), 1.0)
    bandit.add((0, 2, 0), 0.0)
    assert bandit.stats[0][(0,)].n == 2 and bandit.stats[0][(0,)].mean == 0.5
    assert bandit.stats[1][(1,)].mean == 1.0 and bandit.stats[1][(2,)].mean == 0.0
    # Without exploration: the mean of the tuple means (0.5, 1, 0.5, 1, 0.5, 1, 1) / 7.
    assert bandit.estimate((0, 1, 0), k=0.0) == pytest.approx(5.5 / 7)
    assert bandit.recommended() == (0, 1, 0)
    assert bandit.weights((1, 2, 0)) == {"a": 1.0, "b": 2.0, "c": 0.0}
    assert bandit.point_of({"a": 0.9, "b": 1.2, "c": 0.0}) == (1, 1, 0)


def test_ntbea_finds_the_best_point_of_a_noisy_function():
    dims = tuning.space(names=["material", "drive", "attack"])
    assert [d.values for d in dims] == [(0.0, 3.0, 6.0, 9.0, 12.0, 18.0),
                                        (0.0, 0.75, 1.5, 2.25, 3.0, 4.5),
                                        tuning.NEW_VALUES]
    bandit = tuning.NTBEA(dims, k=0.5, neighbours=20, rng=random.Random(3))
    target = (2, 4, 3)
    noise = random.Random(5)
    point = bandit.point_of(weights.GENERIC)
    assert point == (2, 2, 0)
    for _ in range(120):
        fit = -sum(abs(a - b) for a, b in zip(point, target)) + noise.gauss(0, 0.5)
        bandit.add(point, fit)
        point = bandit.next_point(point)
    assert bandit.recommended() == target


def test_tuning_never_uses_the_held_out_seeds():
    assert tuning.check_seeds(1000, 150, 4) is None
    assert tuning.check_seeds(19_990, 5, 4) == (
        "seeds 19990-20009 overlap the held-out range 20000-29999, where strength is "
        "measured and which is never tuned on")
    with pytest.raises(ValueError, match="held-out"):
        tuning.tune("river_crossing", seed=20_000, iterations=1, pairs=1)


def test_tune_plays_batches_on_consecutive_seeds_and_recommends(monkeypatch):
    calls = []

    def batch(scenario, sides, level, opponent, w, pairs, seed, pool, budget=None, options=None):
        calls.append((level, opponent, seed, pairs, w["attack"]))
        return (1.0 if w["attack"] > 0 else 0.25), 2.0, 2 * pairs

    monkeypatch.setattr(tuning, "play_batch", batch)
    best, bandit, batches = tuning.tune("river_crossing", iterations=30, pairs=3, seed=500,
                                        names=["attack"], k=0.5, neighbours=4)
    assert [c[2] for c in calls] == [500 + 3 * i for i in range(30)]
    assert calls[0] == ("oep_strong", "greedy", 500, 3, 0.0)
    assert batches[0].fitness == pytest.approx(0.25 + 0.02 * 2.0)
    assert best["attack"] > 0
    assert best["material"] == 6.0  # not tuned: the default


def test_tune_command_refuses_bad_arguments(capsys):
    args = SimpleNamespace(scenario="river_crossing", level="greedy", opponent="greedy",
                           iterations=2, pairs=2, seed=1000, jobs=1, weights=None, k=2.0,
                           neighbours=50, margin_weight=0.02, tuner_seed=0, validate=0, write=False,
                           json=None, quiet=True)
    assert tuning.main(args) == 2
    assert "--level must be one of oep, oep_strong" in capsys.readouterr().err
    args.level, args.weights = "oep_strong", "attack,speed"
    assert tuning.main(args) == 2
    assert "--weights: no tunable weight speed" in capsys.readouterr().err
    args.weights, args.seed = None, 19_999
    assert tuning.main(args) == 2
    assert "held-out range 20000-29999" in capsys.readouterr().err


def test_ladder_weight_option_is_checked(capsys):
    args = SimpleNamespace(scenario="river_crossing", levels="greedy,oep_strong", pairs=1,
                           seed=1, jobs=1, budget=None, weight=["oep_strong:speed=1"],
                           player_seed=0, json=None, quiet=True)
    assert ladder_main(args) == 2
    assert "--weight wants LEVEL:NAME=NUMBER" in capsys.readouterr().err


def test_ladder_weight_option_changes_only_the_weights_it_names(monkeypatch):
    """``ai-ladder --weight oep_strong:exposed=0`` plays River Crossing's strongest level with
    its tuned weights (resources/ai/weights/classic.json) but ``exposed``; a level with
    nothing tuned gets the name on the defaults."""
    import qtwargame.ai.ladder as ladder_module

    seen = {}

    def fake_ladder(scenario, levels, pairs, seed, jobs, opts, progress, games, player_seed,
                    say):
        seen.update(opts)
        return []

    monkeypatch.setattr(ladder_module, "ladder", fake_ladder)
    monkeypatch.setattr(ladder_module, "markdown", lambda scenario, results, say, names: "")
    args = SimpleNamespace(scenario="river_crossing", levels="greedy,oep_strong", pairs=1,
                           seed=1, jobs=1, budget=None,
                           weight=["oep_strong:exposed=0", "greedy:attack=2"],
                           player_seed=0, json=None, quiet=True)
    assert ladder_main(args) == 0
    strong = dict(seen["oep_strong"]["weights"])
    assert (strong["exposed"], strong["attack"], strong["material"], strong["drive"]) == (
        0.0, 0.5, 3.0, 2.25)
    assert dict(seen["greedy"]["weights"]) == {"attack": 2.0}


@pytest.mark.parametrize("package", ["defiant_russia", "blitzkrieg_moscow", "red_vengeance",
                                     "shin_barbarossa"])
def test_a_share_weight_is_never_tried_above_its_limit(package):
    import importlib

    mod = importlib.import_module(f"qtwargame.rules.{package}.evaluation")
    assert set(mod.WEIGHT_LIMITS) <= set(mod.WEIGHTS)
    assert set(mod.WEIGHTS).isdisjoint(weights.GENERIC)
    dims = tuning.space({**weights.GENERIC, **mod.WEIGHTS}, limits=mod.WEIGHT_LIMITS)
    for d in dims:
        if d.name in mod.WEIGHT_LIMITS:
            assert max(d.values) <= mod.WEIGHT_LIMITS[d.name]
            assert mod.WEIGHTS[d.name] in d.values  # the default stays on the grid
    # e.g. a share of 0.5 keeps 0, 0.25, 0.5, 0.75 and 1 and loses 1.5; a share declared
    # at 0 (Shin Barbarossa's ``exposed_city``) takes a new weight's values, 2 lost
    shares = [d.values for d in dims if d.name == "exposed_city"]
    if shares:
        assert shares[0] == ((0.0, 0.25, 0.5, 1.0) if mod.WEIGHTS["exposed_city"] == 0
                             else (0.0, 0.25, 0.5, 0.75, 1.0))


def test_ntbea_finalists_are_the_best_points_the_marginal_best_and_the_defaults():
    dims = [tuning.Dimension("a", (0.0, 1.0, 2.0)), tuning.Dimension("b", (0.0, 1.0))]
    bandit = tuning.NTBEA(dims, k=0.0, rng=random.Random(0), pairs_too=False)
    for point, fit in [((0, 0), 0.2), ((1, 0), 0.6), ((2, 1), 0.5), ((0, 1), 0.9)]:
        bandit.add(point, fit)
    # a: 0 -> (0.2 + 0.9) / 2, 1 -> 0.6, 2 -> 0.5; b: 0 -> 0.4, 1 -> 0.7
    assert bandit.marginal_best() == (1, 1)
    # tuple means (1-tuples and the whole point): (0, 1) 0.7833, (2, 1) 0.5667,
    # (1, 0) 0.5333, (0, 0) 0.3833
    assert bandit.finalists(top=3, also=[(0, 0)]) == [(0, 1), (2, 1), (1, 0), (1, 1), (0, 0)]


def test_tune_validates_its_finalists_on_the_same_fresh_seeds(monkeypatch):
    calls = []

    def batch(scenario, sides, level, opponent, w, pairs, seed, pool, budget=None, options=None):
        calls.append((seed, pairs, w["attack"]))
        # the search flatters attack 2; on the validation seeds 0.5 is best
        if seed >= 560:
            return {0.0: 0.5, 0.25: 0.55, 0.5: 0.8, 1.0: 0.6, 2.0: 0.4}[w["attack"]], 0.0, 2 * pairs
        return (0.9 if w["attack"] == 2.0 else 0.3), 0.0, 2 * pairs

    monkeypatch.setattr(tuning, "play_batch", batch)
    best, _, batches = tuning.tune("river_crossing", iterations=20, pairs=3, seed=500,
                                   names=["attack"], k=0.5, neighbours=4, validate=5)
    finals = [b for b in batches if b.stage == "validation"]
    assert {c[0] for c in calls[20:]} == {560} and {c[1] for c in calls[20:]} == {5}
    assert [b.seeds for b in finals] == [(560, 564)] * len(finals)
    assert 0.0 in [b.weights["attack"] for b in finals]  # the defaults are a finalist
    assert best["attack"] == max(finals, key=lambda b: b.fitness).weights["attack"]
    assert tuning.check_seeds(19_000, 10, 50, validate=500) is None  # up to 19999
    assert tuning.check_seeds(19_000, 10, 50, validate=501) is not None


def test_a_weights_file_may_set_a_levels_search_settings(weights_dir, front_position):
    game, _ = front_position
    path = weights_dir / "classic.json"
    path.write_text(json.dumps({"format": 1, "levels": {"oep_strong": {"attack": 0.5}},
                                "settings": {"oep_strong": {"replies": 3, "reply_worlds": 2}}}),
                    encoding="utf-8")
    strong = make_player("oep_strong", "blue")
    strong.fit(game)
    assert (strong.settings.replies, strong.settings.reply_worlds) == (3, 2)
    assert strong.weights is not None and strong.weights["attack"] == 0.5
    asked = make_player("oep_strong", "blue", replies=0)  # a field asked for by name stays
    asked.fit(game)
    assert (asked.settings.replies, asked.settings.reply_worlds) == (0, 2)
    plain = make_player("oep", "blue")
    plain.fit(game)
    assert plain.settings.replies == 0
    # Writing a level's weights keeps the settings.
    weights.write(path, "oep", {"drive": 3.0}, {})
    assert json.loads(path.read_text(encoding="utf-8"))["settings"] == {
        "oep_strong": {"replies": 3, "reply_worlds": 2}}


def test_bad_settings_in_a_weights_file_are_named_and_played_without(weights_dir, front_position, caplog):
    game, _ = front_position
    with pytest.raises(weights.WeightsError, match=r"x\.json: settings\.oep\.speed: no such setting"):
        weights.parse_settings({"settings": {"oep": {"speed": 1}}}, "x.json", SETTING_KINDS)
    with pytest.raises(weights.WeightsError, match=r"settings\.oep\.replies: 1\.5 is not a whole number"):
        weights.parse_settings({"settings": {"oep": {"replies": 1.5}}}, "x.json", SETTING_KINDS)
    (weights_dir / "classic.json").write_text(
        json.dumps({"format": 1, "levels": {}, "settings": {"oep": {"replies": -1}}}), encoding="utf-8")
    with caplog.at_level(logging.WARNING, logger="qtwargame.ai.weights"):
        assert weights.settings(game, "oep", SETTING_KINDS) == {}
    assert "settings.oep.replies: -1 is not a whole number of 0 or more" in caplog.text


def test_writing_over_a_broken_weights_file_names_its_fault_and_keeps_it(tmp_path):
    path = tmp_path / "classic.json"
    path.write_text('{"format": 1,', encoding="utf-8")
    with pytest.raises(weights.WeightsError, match=r"classic\.json: line 1, column 14"):
        weights.write(path, "oep", {"drive": 3.0}, {})
    assert path.read_text(encoding="utf-8") == '{"format": 1,'


def test_tune_from_a_start_keeps_the_weights_it_does_not_search_and_validates_the_start(
        monkeypatch):
    calls = []

    def batch(scenario, sides, level, opponent, w, pairs, seed, pool, budget=None, options=None):
        calls.append((seed, dict(w)))
        # walk_in 1 is best on the validation seeds, 2 flatters itself in the search
        if seed >= 520:
            return {0.0: 0.4, 0.25: 0.5, 0.5: 0.55, 1.0: 0.8, 2.0: 0.6}[w["walk_in"]], 0.0, 2
        return (0.9 if w["walk_in"] == 2.0 else 0.3), 0.0, 2

    monkeypatch.setattr(tuning, "play_batch", batch)
    start = {"material": 3.0, "supply": 3.0, "walk_in": 1.0, "walk_in_last": 1.0}
    best, bandit, batches = tuning.tune("river_crossing", iterations=20, pairs=1, seed=500,
                                        names=["walk_in"], k=0.5, neighbours=4, validate=3,
                                        start=start)
    # the first batch plays the start; every batch keeps the weights not searched at it
    assert calls[0][1]["walk_in"] == 1.0
    assert {(w["material"], w["supply"], w["walk_in_last"], w["drive"]) for _, w in calls} == {
        (3.0, 3.0, 1.0, 1.5)}
    finals = [b.weights["walk_in"] for b in batches if b.stage == "validation"]
    assert 1.0 in finals and 0.0 in finals  # the start and the declared defaults
    assert best == {**weights.with_defaults(start), "walk_in": 1.0}
    with pytest.raises(ValueError, match="unknown evaluation weights speed"):
        tuning.tune("river_crossing", iterations=1, pairs=1, start={"speed": 1.0})


def test_tune_command_from_tuned_starts_at_the_shipped_weights_and_records_them(
        weights_dir, monkeypatch, capsys):
    seen = []

    def batch(scenario, sides, level, opponent, w, pairs, seed, pool, budget=None, options=None):
        seen.append(dict(w))
        return 0.5, 0.0, 2 * pairs

    monkeypatch.setattr(tuning, "play_batch", batch)
    args = SimpleNamespace(scenario="river_crossing", level="oep_strong", opponent="greedy",
                           iterations=2, pairs=1, seed=1000, jobs=1, weights="attack", k=2.0,
                           neighbours=50, margin_weight=0.02, tuner_seed=0, validate=0,
                           write=True, json=None, quiet=True, from_tuned=True)
    assert tuning.main(args) == 2
    assert ("--from-tuned: no tuned weights for Strong planner (oep_strong) on the classic "
            "ruleset"
            in capsys.readouterr().err)
    weights.write(weights_dir / "classic.json", "oep_strong",
                  {"material": 3.0, "walk_in": 1.0}, {"method": "by hand"})
    assert tuning.main(args) == 0
    assert seen[0]["material"] == 3.0 and seen[0]["walk_in"] == 1.0
    assert seen[0]["attack"] == 0.0
    assert {(w["material"], w["walk_in"]) for w in seen} == {(3.0, 1.0)}
    data = json.loads((weights_dir / "classic.json").read_text(encoding="utf-8"))
    assert data["tuned"]["oep_strong"]["start"] == {"material": 3.0, "walk_in": 1.0}
    assert data["tuned"]["oep_strong"]["searched"] == ["attack"]
    assert data["levels"]["oep_strong"]["material"] == 3.0
    assert data["levels"]["oep_strong"]["walk_in"] == 1.0


def test_tune_command_keeps_its_json_after_every_batch_so_a_stopped_search_leaves_its_record(
        monkeypatch, tmp_path):
    out = tmp_path / "search.json"
    args = SimpleNamespace(scenario="river_crossing", level="oep_strong", opponent="greedy",
                           iterations=5, pairs=2, seed=1000, jobs=1, weights="attack", k=2.0,
                           neighbours=4, margin_weight=0.02, tuner_seed=0, validate=0,
                           write=False, json=str(out), quiet=True)
    seen = []

    def batch(scenario, sides, level, opponent, w, pairs, seed, pool, budget=None, options=None):
        if len(seen) == 3:
            raise KeyboardInterrupt  # the search stopped by its user after three batches
        seen.append(seed)
        return 0.5, 1.0, 2 * pairs

    monkeypatch.setattr(tuning, "play_batch", batch)
    with pytest.raises(KeyboardInterrupt):
        tuning.main(args)
    kept = json.loads(out.read_text(encoding="utf-8"))
    assert kept["finished"] is False
    assert [b["seeds"] for b in kept["batches"]] == [[1000, 1001], [1002, 1003], [1004, 1005]]
    assert kept["provenance"]["games"] == 12 and kept["provenance"]["seeds"] == [1000, 1009]
    seen.clear()
    monkeypatch.setattr(tuning, "play_batch", lambda *a, **k: (seen.append(1), (0.5, 1.0, 4))[1])
    assert tuning.main(args) == 0
    done = json.loads(out.read_text(encoding="utf-8"))
    assert done["finished"] is True and len(done["batches"]) == 5 and len(seen) == 5
    assert done["provenance"]["games"] == 20 and set(done["recommended"]) >= {"attack"}
