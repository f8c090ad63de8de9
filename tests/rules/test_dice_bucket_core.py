"""The dice-bucket core on its own (Defiant Russia's suite and the golden saves prove it
in play): resolution order, breadth-first distances and reach, the integer-hex grid, the
memo kept for a game, the phase names of both games, and the declaration steps of a whole
attack."""

from types import SimpleNamespace

from qtwargame.engine import bitflood
from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.dice_bucket.declare import declaration_steps
from qtwargame.rules.dice_bucket.grid import bfs, flood, index_grid
from qtwargame.rules.dice_bucket.resolution import new_combat, resolution_order
from qtwargame.rules.dice_bucket.sequence import PhaseNames
from qtwargame.rules.dice_bucket.snapshot import remember


def test_more_hits_resolve_first_and_the_attacker_on_a_tie():
    # DR 7.25, RV 8.54
    assert resolution_order("allied", "axis", 2, 3) == ["axis", "allied"]
    assert resolution_order("allied", "axis", 3, 2) == ["allied", "axis"]
    assert resolution_order("allied", "axis", 2, 2) == ["allied", "axis"]
    c = new_combat("axis", "allied", ["a"], ["d"], ["1010"], {"a": 0, "d": 1}, 1, 4)
    assert c["order"] == ["allied", "axis"] and c["hits"] == {"axis": 1, "allied": 4}
    assert (c["stage"], c["at"], c["left"]) == ("losses", 0, None)


def test_bfs_and_the_index_grid():
    nbr = [(1,), (0, 2), (1, 3), (2,)]
    assert bfs([0], nbr, lambda n: n != 3) == [0, 1, 2, 10 ** 6]
    hexes = [Hex(0, 0), Hex(1, -1), Hex(1, 0)]
    qmin, rmin, grid = index_grid(hexes)
    assert (qmin, rmin) == (0, -1)
    assert grid[1 - qmin][0 - rmin] == 2 and grid[0 - qmin][-1 - rmin] == -1


def test_a_whole_attack_becomes_its_declaration_steps():
    a = Attack("axis", ("u1", "u2"), Hex(0, 0), also=(Hex(1, 0),), air=2, support=("f",),
               leader_hexes=(Hex(0, 1),))
    steps = declaration_steps(a)
    assert steps[0] == Attack("axis", ("u1",), Hex(0, 0))
    assert [s.option for s in steps[1:]] == [Opt.ATTACKER, Opt.TARGET, Opt.AIR, Opt.AIR,
                                             Opt.SUPPORT, Opt.LEADER_HEX, Opt.RESOLVE]
    assert steps[1] == Choose("axis", Opt.ATTACKER, ("u2",))


def test_flood_reaches_through_open_hexes_and_starts_only_where_they_may_be_entered():
    # DR 5.0 (a rail line), RV 5.1 (a path over land): a line 0-1-2-3-4 with 2 barred
    nbr = [(1,), (0, 2), (1, 3), (2, 4), (3,)]
    assert flood([0], nbr, {2}) == frozenset({0, 1})
    assert flood([0, 4], nbr, {2}) == frozenset({0, 1, 3, 4})
    assert flood([2], nbr, {2}) == frozenset()
    land = [True, True, True, False, True]
    assert flood([0], nbr, frozenset(), land) == frozenset({0, 1, 2})
    assert flood([3], nbr, frozenset(), land) == frozenset()


def test_a_bit_flood_resumed_is_the_plain_flood_on_red_vengeances_map():
    """Red Vengeance 5.1's supply paths (``supply._reach``): over 400 barred sets, each a
    few hexes from the one before, as a search's positions are, the flood resumed from the
    last one is the plain flood of sets, and many resumes keep some rounds."""
    import random

    from qtwargame.engine.game import Game
    from qtwargame.rules.red_vengeance.supply import bit_board
    from qtwargame.scenario.catalog import load

    t = Game(load("red_vengeance"), {}).cache
    board = bit_board(t)
    land = board.of(i for i, ok in enumerate(t.land[False]) if ok)
    rng = random.Random(75)
    n = len(t.hexes)
    resumed = 0
    for starts in (tuple(sorted(t.edge["axis"])), (t.city("warsaw"),)):
        barred = frozenset(rng.sample(range(n), 150))
        last = None
        for _ in range(400):
            flips = set(rng.sample(range(n), rng.randint(1, 4)))
            barred = frozenset(barred ^ flips)
            free = land & ~board.of(barred)
            got = bitflood.flood(board.steps, board.of(starts) & free, free, last)
            assert got.seen == board.of(flood(starts, t.nbr, barred, t.land[False]))
            resumed += last is not None and last.start == got.start and len(got.reached) > 1 and (
                got.reached[1] is last.reached[1])
            last = got
    assert resumed >= 400  # 358 from the Axis edge, 60 from Warsaw, on this seed


def test_remember_keeps_answers_for_the_game_and_starts_anew_at_its_limit():
    t, made = SimpleNamespace(memo={}), []

    def make(k):
        made.append(k)
        return k * 10
    assert remember(t, "areas", 1, lambda: make(1), 2) == 10
    assert remember(t, "areas", 1, lambda: make(1), 2) == 10
    assert remember(t, "areas", 2, lambda: make(2), 2) == 20
    assert made == [1, 2]
    assert remember(t, "areas", 3, lambda: make(3), 2) == 30  # two kept: the table starts anew
    assert t.memo["areas"] == {3: 30}
    assert remember(t, "areas", 1, lambda: make(1), 2) == 10 and made == [1, 2, 3, 1]


def test_phase_names_of_both_games():
    # DR 3.0, 4.0: setup phases belong to their side; RV 3.2-3.4, 4.0: to nobody
    dr = PhaseNames(("axis", "soviet"), sided_setup=True)
    rv = PhaseNames(("allied", "axis"), sided_setup=False)
    assert (dr.phase_side("soviet_setup"), dr.phase_kind("soviet_setup")) == ("soviet", "setup")
    assert (rv.phase_side("axis_armor_setup"), rv.phase_kind("axis_armor_setup")) == (None, "setup")
    assert (dr.phase_side("axis_exploit_combat"), dr.phase_kind("axis_exploit_combat")) == (
        "axis", "exploit_combat")
    assert (rv.phase_side("allied_move_stacking"), rv.phase_kind("allied_move_stacking")) == (
        "allied", "stacking")
    assert (dr.phase_side("weather"), dr.phase_kind("weather")) == (None, "weather")


def test_next_phase_passes_over_exploitation_not_played_and_starts_a_new_turn():
    # DR 6.7, 8.3 / RV 13.0: exploitation phases and their checks that do not exist are
    # not entered; after the last phase the game's first phase of a turn comes
    names = PhaseNames(("axis", "soviet"), sided_setup=True)
    ids = ["weather", "axis_move", "axis_exploit", "axis_exploit_stacking", "soviet_move",
           "soviet_exploit"]

    game = SimpleNamespace(last_turn=2)

    def at(turn, phase):
        return SimpleNamespace(turn=turn, phase=phase)

    def axis_only(game, state, side):
        return side == "axis"
    assert names.next_phase(game, at(1, "axis_move"), ids, axis_only, "weather") == (1, "axis_exploit")
    assert names.next_phase(game, at(1, "axis_move"), ids, lambda g, s, side: False, "weather") == (
        1, "soviet_move")
    assert names.next_phase(game, at(1, "soviet_move"), ids, axis_only, "weather") == (2, "weather")
    assert names.next_phase(game, at(2, "soviet_move"), ids, axis_only, "weather") is None
