"""The dice-bucket core on its own (Defiant Russia's suite and the golden saves prove it
in play): resolution order, breadth-first distances, the integer-hex grid, and the
declaration steps of a whole attack."""

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.hexgrid import Hex
from qtwargame.rules.dice_bucket.declare import declaration_steps
from qtwargame.rules.dice_bucket.grid import bfs, index_grid
from qtwargame.rules.dice_bucket.resolution import new_combat, resolution_order


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
