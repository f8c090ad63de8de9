"""Nothing legal is out of a person's reach (issue 48, "must be true" item 2).

For every bundled scenario, a seeded game (the golden save of that scenario and seed, whose
actions are replayed by the engine alone) is stopped at sampled steps, and each stopped
state is shown in the play window (the whole golden game is replayed once per worker and
shared with the other tests that open its saves, ``tests/ui/golden_loads.py``: its final
hash proved, each action's legality by ``tests/test_golden_saves.py``; a sample is that
game's state after its first steps); at each, every legal action must be handed to the
controller by the window's own widgets (``tests/ui/reach.py`` says how each kind of action
is reached, and ``docs/play-window.md`` has the design).

How the steps were chosen (``python -m tests.ui.reach_samples SAVE`` prints them): the
golden game of the seed was replayed and a step was kept wherever a decision kind was
pending for the first time; with no decision pending, wherever a state of turn 1 first
showed a new combination of phase, kinds of legal actions and the options of the rules' own
choices, and later wherever a phase appeared for the first time. So every phase each game
reached and every decision kind it asked is sampled, with and without something left to do
in the phase (the moments a phase can only be ended, or may still be). Each sample also
names the phase and decision kind it must stop in: a re-recorded golden game that no longer
stops there fails here, and the steps must be chosen again the same way. A decision kind
the game does not meet is taken from a golden save cut at it (``EXTRA``).
"""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.engine.history import History
from tests.ui import golden_loads

from .reach import show, unreachable

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"

#: scenario -> (seed, ((step, phase, decision kind or None), ...)).
SAMPLES = {
    "river_crossing": (3, (
        (0, "red_setup", None), (1, "blue_setup", None), (7, "blue_move", None),
        (13, "blue_move", None), (14, "blue_combat", None), (15, "red_move", None),
        (21, "red_move", None), (22, "red_combat", None), (32, "blue_combat", "retreat"),
        (35, "blue_combat", "advance"))),
    "defiant_russia": (7, (
        (0, "soviet_setup", None), (28, "soviet_setup", None), (29, "axis_setup", None),
        (78, "axis_setup", None), (79, "axis_move", None), (127, "axis_move", None),
        (128, "axis_move_stacking", None), (132, "axis_move_stacking", None),
        (133, "axis_combat", None), (134, "axis_combat", "attack"), (136, "axis_combat", None),
        (139, "axis_combat", "losses"), (140, "axis_combat", "retreat"),
        (141, "axis_combat", "advance"), (154, "axis_combat", None), (155, "soviet_move", None),
        (197, "soviet_move", None), (198, "soviet_move_stacking", None),
        (199, "soviet_move_stacking", None), (200, "soviet_combat", None),
        (210, "soviet_combat", None), (211, "axis_reinforcements", None),
        (242, "axis_move", "displace"), (297, "axis_exploit", None),
        (335, "axis_exploit_stacking", None), (337, "axis_exploit_combat", None),
        (346, "soviet_replacements", None), (351, "soviet_reinforcements", None),
        (416, "soviet_exploit", None), (434, "soviet_exploit_combat", None),
        (442, "axis_replacements", None), (1078, "soviet_reinforcements", "partisans"))),
    "blitzkrieg_moscow_2": (7, (
        (0, "german_logistics", None), (1, "german_logistics", None),
        (2, "german_movement", None), (5, "german_movement", None), (15, "german_movement", None),
        (17, "german_movement", None), (18, "german_combat", None),
        (19, "german_combat", "defence"), (20, "german_combat", "combat_card"),
        (21, "german_combat", "reroll"), (26, "german_combat", "advance"),
        (45, "german_combat", None), (46, "german_breakthrough", None),
        (47, "german_breakthrough", "tank_action"), (52, "soviet_logistics", None),
        (53, "soviet_logistics", None), (54, "soviet_logistics", "rail_follow"),
        (56, "soviet_logistics", None), (57, "soviet_logistics", None),
        (58, "soviet_movement", None), (65, "soviet_movement", None), (79, "soviet_movement", None),
        (80, "soviet_combat", None), (91, "soviet_combat", None),
        (94, "german_logistics", "cancel"), (99, "german_logistics", "rebuild"),
        (166, "german_logistics", "rail"), (188, "german_combat", "retreat"))),
    "red_vengeance": (7, (
        (0, "axis_setup", None), (401, "allied_setup", None), (802, "axis_armor_setup", None),
        (1203, "allied_move", None), (1261, "allied_move", None),
        (1262, "allied_move_stacking", None), (1263, "allied_move_stacking", None),
        (1264, "allied_combat", None), (1265, "allied_combat", "attack"),
        (1272, "allied_combat", "losses"), (1288, "allied_combat", "retreat"),
        (1306, "allied_combat", None), (1307, "allied_exploit", None),
        (1327, "allied_exploit", None), (1328, "allied_exploit_stacking", None),
        (1330, "allied_exploit_stacking", None), (1331, "allied_exploit_combat", None),
        (1334, "allied_exploit_combat", None), (1335, "axis_move", None),
        (1381, "axis_move", None), (1382, "axis_combat", None), (1414, "axis_combat", None),
        (1415, "axis_exploit", None), (1426, "axis_exploit", None),
        (1427, "axis_exploit_combat", None), (1430, "axis_exploit_combat", None),
        (1431, "allied_organization", None), (1509, "allied_combat", "advance"),
        (1569, "axis_organization", None), (2650, "axis_move_stacking", None))),
    "shin_barbarossa": (1, (
        (0, "setup_soviet", None), (205, "setup_axis", None), (606, "start", None),
        (609, "start", None), (610, "axis_move_1", None), (618, "axis_move_1", None),
        (622, "axis_move_1", "reaction_turn"), (623, "axis_move_1", "overrun"),
        (624, "axis_move_1", "defence_turn"), (657, "axis_move_1", None),
        (658, "axis_combat", None), (659, "axis_combat", None), (664, "axis_combat", None),
        (666, "axis_combat", "advance"), (670, "axis_combat", "r_choice"),
        (671, "axis_combat", "retreat"), (681, "axis_combat", None), (682, "axis_move_2", None),
        (693, "axis_move_2", None), (694, "soviet_move", "interdiction"),
        (695, "soviet_move", None), (772, "soviet_move", None), (788, "soviet_move", None),
        (790, "soviet_move", None), (792, "soviet_move", None), (793, "soviet_withdrawal", None),
        (797, "soviet_withdrawal", None), (798, "soviet_combat", None),
        (803, "soviet_combat", None), (805, "soviet_combat", "def_advance"),
        (818, "soviet_combat", None), (819, "soviet_reinforcement", None),
        (835, "soviet_reinforcement", None), (839, "soviet_reinforcement", None),
        (848, "soviet_reinforcement", None), (849, "soviet_reinforcement", None),
        (850, "axis_reinforcement", None), (856, "axis_reinforcement", None))),
}


#: Decision kinds the game above does not meet, each from a golden save cut at it
#: (``tests/data/golden/record.py``, ``EXTRA_CUTS``): scenario -> ((save, phase, kind), ...).
EXTRA = {"red_vengeance": (("red_vengeance-8-at-home_army", "allied_move", "home_army"),),
         "shin_barbarossa": (("shin_barbarossa-2-at-loss", "soviet_combat", "loss"),
                             ("shin_barbarossa-61-at-defensive_air", "soviet_move", "defensive_air"))}


def test_every_bundled_scenario_is_sampled():
    bundled = {p.stem for p in (Path(__file__).resolve().parents[2] / "scenarios").glob("*.json")}
    assert set(SAMPLES) == bundled


@pytest.mark.parametrize("scenario", sorted(SAMPLES))
def test_every_legal_action_can_be_made_through_the_window(window, qtbot, scenario):
    seed, samples = SAMPLES[scenario]
    whole, saved = golden_loads.load(GOLDEN / f"{scenario}-{seed}.qtwsave")
    game = whole.game
    gaps: list[str] = []
    for step, phase, kind in samples:
        s = whole.steps[step - 1].after if step else whole.initial
        assert (s.phase, s.pending.kind if s.pending is not None else None) == (phase, kind), (
            f"{scenario} seed {seed} step {step} is no longer in {phase} ({kind}): choose the "
            "samples again as the docstring says")
        show(window, History(game, s, []), saved.seed)
        where = f"{game.scenario.title.get('en')}, turn {s.turn}, {phase}" + (
            f" (deciding {kind})" if kind else "") + f", step {step}"
        gaps += unreachable(window, qtbot, where)
    for name, phase, kind in EXTRA.get(scenario, ()):
        cut_history, cut = golden_loads.load(GOLDEN / f"{name}.qtwsave")
        s = cut_history.state
        assert (s.phase, s.pending.kind if s.pending is not None else None) == (phase, kind)
        show(window, History(cut_history.game, s, []), cut.seed)
        gaps += unreachable(window, qtbot, f"{name}, turn {s.turn}, {phase} (deciding {kind})")
    assert gaps == [], f"{len(gaps)} legal actions out of reach:\n" + "\n".join(gaps[:60])


def test_the_samples_are_the_ones_the_docstring_rule_chooses():
    # The script that chooses them (tests/ui/reach_samples.py) gives River Crossing's list
    # from its golden game, so a re-recorded game's samples are chosen the same way.
    from .reach_samples import samples

    seed, listed = SAMPLES["river_crossing"]
    assert tuple(samples(GOLDEN / f"river_crossing-{seed}.qtwsave")) == listed
