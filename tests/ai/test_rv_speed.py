"""Red Vengeance's computer players in less CPU, the same play: the supply areas found on
bit sets, each flood resumed from the last one (``supply._reach``, ``grid.flood_bits``),
are the plain floods of sets on the positions a search looks at, and the audit
(``supply.CHECK_HITS``) catches a resume that keeps too much; a Soviet entry asks whether
Bulgaria or Hungary surrenders as before."""

from __future__ import annotations

from pathlib import Path

import pytest

from qtwargame.engine import savegame
from qtwargame.engine.actions import Move
from qtwargame.engine.game import Game
from qtwargame.engine.memo import StaleCache
from qtwargame.position import PositionBuilder
from qtwargame.rules.dice_bucket import grid
from qtwargame.rules.red_vengeance import supply
from qtwargame.rules.red_vengeance.snapshot import snap_of

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden" / "red_vengeance-7.qtwsave"


@pytest.fixture(scope="module")
def searched():
    """The golden game (seed 7) to the end of turn 2: at every eighth position of a
    movement phase, that position and those after each of its first 12 listed moves, as
    a search looks at them one after another."""
    saved = savegame.read(GOLDEN)
    game = Game(saved.scenario, saved.options)
    state, _ = game.new_state(saved.seed, saved.dice_script)
    out = []
    for i, data in enumerate(saved.actions):
        if state.turn > 2:
            break
        if i % 8 == 0 and state.phase.endswith(("_move", "_exploit")):
            out.append(state)
            for a in [a for a in game.legal_actions(state) if isinstance(a, Move)][:12]:
                out.append(game.apply(state, a)[0])
        state, _ = game.apply(state, game.decode(data))
    return saved, out


def plain_traced(snap, side: str) -> dict[str, bool]:
    """``supply.traced`` with each area the plain flood of sets (``grid.flood``)."""
    t = snap.t
    out, areas = {}, {}
    for h, uids in snap.ground[side].items():
        for u in uids:
            nat = t.units[u].nationality
            if nat == supply.YUGOSLAV and h in t.region("yugoslavia"):
                out[u] = True
                continue
            if nat not in areas:
                src = supply.sources(snap, side, nat)
                areas[nat] = grid.flood(src, t.nbr, snap.blocked_set(side), t.land[False])
            out[u] = h in areas[nat]
    return out


def test_5_1_supply_of_searched_positions_is_the_plain_floods(searched, monkeypatch):
    """Each side's traced supply of every position, one game asking them in turn (the
    floods resumed, the areas kept), is the one the plain floods give; the audit, on,
    finds nothing; some units are cut off."""
    monkeypatch.setattr(supply, "CHECK_HITS", True)
    saved, states = searched
    game = Game(saved.scenario, saved.options)
    assert len(states) > 400
    cut = 0
    for state in states:
        snap = snap_of(game, state)
        for side in game.sides:
            got = supply.traced(snap, side)
            assert got == plain_traced(snap, side)
            cut += list(got.values()).count(False)
    assert cut > 0


def test_the_supply_flood_audit_catches_a_resume_that_keeps_too_much(searched, monkeypatch):
    """With ``CHECK_HITS`` on, a resume that keeps every round of its base whatever was
    blocked since raises ``StaleCache``."""
    monkeypatch.setattr(supply, "CHECK_HITS", True)
    real = grid.flood_bits

    def keeps_all(board, start, free, base=None):
        if base is None or base.start != start:
            return real(board, start, free)
        return grid.BitFlood(board, start, free, list(base.reached))

    monkeypatch.setattr(supply, "flood_bits", keeps_all)
    saved, states = searched
    game = Game(saved.scenario, saved.options)
    with pytest.raises(StaleCache, match="supply flood"):
        for state in states:
            snap = snap_of(game, state)
            for side in game.sides:
                supply.traced(snap, side)


@pytest.mark.parametrize(("unit", "start", "into", "minor"), [("sov_42", "3410", "3310", "bulgaria"),
                                                              ("sov_67", "1913", "2012", "hungary")])
def test_11_32_14_1_a_soviet_entry_asks_for_a_soviet_unit_only_after_romanias_surrender(
        unit, start, into, minor):
    """A Soviet unit entering Bulgaria (Hungary with 14.1) makes it surrender at once once
    Romania has, and not before (``triggered.check_bulgaria``, ``check_hungary``: the map
    searched for a Soviet unit only when Romania has surrendered); Hungary never without
    14.1."""
    for surrendered, option, falls in (([], True, False), (["romania"], True, True),
                                       (["romania"], False, minor == "bulgaria")):
        b = PositionBuilder.from_scenario("red_vengeance").at(turn=1, phase="allied_move").place(unit, start)
        game, state = b.state_data(surrendered=surrendered).build(seed=1, magyar_honour=option)
        move = next(a for a in game.legal_actions(state) if isinstance(a, Move) and a.unit == unit
                    and a.path[-1] == game.hex(into))
        after, _ = game.apply(state, move)
        assert (minor in after.data["surrendered"]) is falls, (surrendered, option)
