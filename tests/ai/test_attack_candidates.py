"""The attack candidates of a player (``Settings.spread_attacks``, an option off in every
level): a share of the attack slots spread over the targets round robin, each result by
its fewest attackers, instead of the biggest stacks against one weak hex filling every
slot (Blitzkrieg to Moscow 2's German combat phases, session 59)."""

from __future__ import annotations

import random

from qtwargame.ai import make_player
from qtwargame.ai.players import Settings
from qtwargame.engine.actions import Attack
from qtwargame.engine.state import ON_MAP
from qtwargame.position import PositionBuilder


def two_targets():
    """German combat phase, turn 2: a Soviet mechanized corps (1 step, strength 1) in Minsk
    (1304) with five German units next to it, the 13th Army (2) in 1306 next to two of
    them; the 9th Army (1305) is next to both."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    game, state = b.build(seed=1)
    for uid, u in state.units.items():
        if game.units[uid].side == "soviet" and u.status == ON_MAP:
            b.place(uid, None, status="pool")
    b.place("sov_2mc", "1304").place("sov_13a", "1306")
    for uid, at in {"ger_1pza": "1404", "ger_2pza": "1303", "ger_3pza": "1203",
                    "ger_4a": "1204", "ger_9a": "1305", "ger_6a": "1405"}.items():
        b.place(uid, at)
    b.at(turn=2, phase="german_combat")
    return b.build(seed=1)


def shown(game, cands):
    return [(game.label(a.target), a.attackers) for a in cands]


def test_11_3_spread_attacks_cover_each_target_with_the_fewest_attackers():
    """Every attack of two or more units on Minsk is a sure DE (a column of 7:1 or more,
    A-8): one option, by two units that cannot reach 1306 (not the 9th Army); the
    13th Army's best (5:1, 9th and 6th Armies: 1.5 steps expected lost and the hex
    surely left) ranks first, and each target's second result follows. Ranked by the
    strength ratio (the option off), all four slots go at Minsk with 4 or 5 units."""
    game, state = two_targets()
    legal = game.legal_actions(state)
    assert sum(isinstance(a, Attack) for a in legal) == 34
    off = make_player("oep", "german", seed=1, spread_attacks=0)
    off.fit(game)
    assert shown(game, off.candidates(game, state, legal, random.Random(1), 4)) == [
        ("1304", ("ger_1pza", "ger_2pza", "ger_3pza", "ger_4a", "ger_9a")),
        ("1304", ("ger_1pza", "ger_2pza", "ger_3pza", "ger_4a")),
        ("1304", ("ger_1pza", "ger_2pza", "ger_3pza", "ger_9a")),
        ("1304", ("ger_1pza", "ger_2pza", "ger_4a", "ger_9a")),
    ]
    p = make_player("oep", "german", seed=1, spread_attacks=1)
    p.fit(game)
    cands = p.candidates(game, state, legal, random.Random(1), 4)
    assert shown(game, cands) == [
        ("1306", ("ger_9a", "ger_6a")),
        ("1304", ("ger_2pza", "ger_4a")),
        ("1306", ("ger_6a",)),
        ("1304", ("ger_2pza",)),
    ]
    pv = game.ruleset.preview_attack(game, state, cands[1].attackers, cands[1].target)
    assert pv.outcomes == {"DE": 1.0}
    assert p.attack_gain(game, state, cands[0],
                         game.ruleset.preview_attack(game, state, cands[0].attackers,
                                                     cands[0].target)) == 2.5
    # Ten slots hold every option there is: one per result on each target.
    assert len(p.candidates(game, state, legal, random.Random(1), 10)) == 6


def test_11_3_half_spread_keeps_the_ratio_rankings_best_and_adds_the_other_target():
    """``spread_attacks`` 0.5: half the slots as ranked by the strength ratio, the other
    half the spread options not among them, in their round-robin order."""
    game, state = two_targets()
    legal = game.legal_actions(state)
    p = make_player("oep", "german", seed=1, spread_attacks=0.5)
    p.fit(game)
    assert shown(game, p.candidates(game, state, legal, random.Random(1), 4)) == [
        ("1304", ("ger_1pza", "ger_2pza", "ger_3pza", "ger_4a", "ger_9a")),
        ("1304", ("ger_1pza", "ger_2pza", "ger_3pza", "ger_4a")),
        ("1306", ("ger_9a", "ger_6a")),
        ("1304", ("ger_2pza", "ger_4a")),
    ]


def test_spread_attacks_is_off_in_every_level():
    game, _ = two_targets()
    assert Settings().spread_attacks == 0
    for level in ("greedy", "oep", "oep_strong"):
        for side in ("german", "soviet"):
            p = make_player(level, side, seed=1)
            p.fit(game)
            assert p.settings.spread_attacks == 0, (level, side)
