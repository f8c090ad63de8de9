"""``ShinBarbarossaRuleset.can_retreat``: whether a unit would have a retreat if a combat
result made it retreat now (10.6.2-10.6.7, 6.5, 7.x, 13.6), the question the computer
players' generic evaluation asks of a stack it sees attacked (``evaluation.exposed``). It
answers from the retreats the rules offer the owner (``battle.retreat_options``).

Places as in ``test_reading_10_combat.py``: open clear ground 3605-4206; the pocket round
3805 (German corps on 3605, 3904, 3907 and 3806) puts every hex next to 3805 in Axis ZOC
or under an Axis unit, and of the hexes two away only 4005 and 3704 are free of both."""

from __future__ import annotations

from qtwargame.engine.actions import Attack, Choose, Opt
from qtwargame.engine.state import ELIMINATED, ON_MAP
from qtwargame.rules.shin_barbarossa import battle
from tests.rules.shin_barbarossa.reading import position

POCKET = {"de_ak1": "3605", "de_ak2": "3904", "de_ak4": "3907", "de_ak5": "3806"}


def test_10_6_2_can_retreat_a_rifle_corps_in_the_open_has_a_retreat():
    """10.6.2: a rifle corps on 3805 next to one German corps (3806) has nine retreats
    two hexes away, out of the corps' ZOC (10.6.4). A unit off the map is never asked to
    retreat: None."""
    game, state = position("axis_combat", {"de_ak1": "3806", "su_rc10": "3805"})
    assert len(battle.retreat_options(game, state, "su_rc10")) == 9
    assert game.ruleset.can_retreat(game, state, "su_rc10") is True
    assert state.units["su_rc11"].status != ON_MAP
    assert game.ruleset.can_retreat(game, state, "su_rc11") is None


def test_10_6_7_can_retreat_a_pocketed_rifle_corps_has_none_and_is_eliminated():
    """10.6.4, 10.6.7: in the pocket every way out of 3805 crosses Axis ZOC with no
    Soviet unit in it: no retreat, and a retreat chosen on an R eliminates the corps
    (2:1 on the Axis table with the corps cut off, die 4: 1/R). The German corps on
    3806, with open ground behind it, has one."""
    game, state = position("axis_combat", {**POCKET, "su_rc10": "3805"}, dice=(4,))
    assert game.ruleset.can_retreat(game, state, "su_rc10") is False
    assert game.ruleset.can_retreat(game, state, "de_ak5") is True
    state, _ = game.apply(state, Attack("axis", ("de_ak5",), game.hex("3805")))
    state, _ = game.apply(state, Choose("axis", Opt.RESOLVE))
    state, _ = game.apply(state, next(a for a in game.legal_actions(state) if isinstance(a, Choose)))
    state, _ = game.apply(state, Choose("soviet", Opt.RETREAT))
    assert state.units["su_rc10"].status == ELIMINATED


def test_10_6_4_can_retreat_a_friend_in_enemy_zoc_opens_the_pocket():
    """10.6.4: a retreat may enter enemy ZOC where a friendly unit stands. A second rifle
    corps on 3905 (in Axis ZOC) opens the way 3805-3905-4005 out of the pocket, and that
    is the only retreat."""
    game, state = position("axis_combat", {**POCKET, "su_rc10": "3805", "su_rc11": "3905"})
    assert game.ruleset.can_retreat(game, state, "su_rc10") is True
    paths = battle.retreat_options(game, state, "su_rc10")
    assert [[game.label(h) for h in p] for p in paths] == [["3905", "4005"]]


def test_13_6_can_retreat_a_supply_center_never_retreats():
    """13.6: a supply center does not retreat with its stack (it stays, and alone in enemy
    ZOC is removed, 13.5): no retreat, where the corps stacked with it has one."""
    game, state = position("soviet_combat", {"de_ak1": "3806", "sc_n": "3806", "su_rc10": "3805"})
    assert game.ruleset.can_retreat(game, state, "de_ak1") is True
    assert game.ruleset.can_retreat(game, state, "sc_n") is False
