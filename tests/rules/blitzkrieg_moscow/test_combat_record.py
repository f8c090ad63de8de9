"""The structured combat record (``LogEntry.combat``) and the log lines of a combat: a unit
that retreats into its own rear area leaves the map and comes back (10.5), so it is
recorded as gone into that area, never as eliminated, with the step DL wore if any
(11.3.6); every unit's steps lost are the sides it really went down (11.3.6, 11.3.7, 11.6).

Positions are the bundled scenario's map and units, laid out with ``PositionBuilder``."""

from qtwargame.engine.actions import Attack, Choose, Opt, Retreat
from qtwargame.engine.records import CombatRecord
from qtwargame.engine.state import OFF_MAP
from qtwargame.logtext import PlainNames
from qtwargame.position import PositionBuilder

G, S = "german", "soviet"


def position(die: int, units: dict[str, tuple[str, int]]):
    """German combat phase of turn 2, no cards in hand, the next die ``die``: ``units``
    (id -> hex and side, 0 active, 1 worn) placed, every other unit as set up."""
    b = PositionBuilder.from_scenario("blitzkrieg_moscow_2")
    b.at(turn=2, phase="german_combat").dice(die)
    for uid, (at, step) in units.items():
        b.place(uid, at, step=step)
    game, state = b.build(seed=1)
    state = state.copy()
    state.hands = {G: (), S: ()}
    return game, state


def fight(game, state, attackers, target, active=True, retreat_to=None):
    """Declare the attack, defend actively (or passively), retreat along the path through
    ``retreat_to`` when asked (else the first), stay after it; the state and the log."""
    entries = []
    state, log = game.apply(state, Attack(G, tuple(attackers), game.hex(target)))
    entries += log
    while state.pending is not None:
        p = state.pending
        legal = game.legal_actions(state)
        if p.kind == "defence":
            pick = next(a for a in legal if bool(a.units) == active)
        elif p.kind == "retreat":
            pick = next((a for a in legal if retreat_to is not None
                         and game.label(a.path[0]) == retreat_to), legal[0])
        elif p.kind == "advance":
            pick = Choose(p.side, Opt.STAY)
        else:
            raise AssertionError(f"unexpected decision {p.kind}")
        state, log = game.apply(state, pick)
        entries += log
    return state, entries


def final_record(entries) -> CombatRecord:
    records = [e.combat for e in entries if e.combat is not None]
    assert records[-1].complete
    return records[-1]


def texts(game, entries, lang="en") -> list[str]:
    names = PlainNames(game, lang)
    return [names.render(e.text) for e in entries]


def test_10_5_a_unit_retreating_into_its_rear_area_is_not_recorded_as_eliminated():
    # The 6th Army (5) attacks the 18th Army (2, active) next to the Soviet rear area
    # across a river: 2:1 shifted to 1:1. Die 1: DL; the 18th is worn and its only retreat
    # is into the rear area (11.4.2 priority 1), which takes it off the map face up (10.5).
    game, state = position(1, {"sov_18a": ("0809", 0), "ger_6a": ("0808", 0)})
    state, entries = fight(game, state, ["ger_6a"], "0809")
    assert state.units["sov_18a"].status == OFF_MAP and state.data["returns"] == {"sov_18a": 3}
    rec = final_record(entries)
    assert rec.result == "DL"
    assert rec.eliminated == ()
    assert rec.losses == (("ger_6a", 1), ("sov_18a", 1))  # 11.3.7 and DL: one side each
    assert rec.retreats == (("sov_18a", game.hex("0110")),)  # the area's anchor
    assert rec.left_map == (("sov_18a", "soviet"),)
    assert rec.to_json(game.label)["left_map"] == [["sov_18a", "soviet"]]
    lines = texts(game, entries)
    # (the Germans have an 18th Army too: the Soviet one is named with its side, session 92)
    assert "18th Army (Soviet) retreats into Soviet rear area" in lines
    assert "18th Army (Soviet) enters its rear area and returns on turn 3" in lines
    assert not any("eliminated" in t for t in lines)
    ja = texts(game, entries, "ja")
    assert not any("除去" in t for t in ja)


def test_10_5_a_dr_retreat_into_the_rear_area_costs_no_step():
    game, state = position(2, {"sov_18a": ("0809", 0), "ger_6a": ("0808", 0)})
    state, entries = fight(game, state, ["ger_6a"], "0809")
    rec = final_record(entries)
    assert (rec.result, rec.eliminated) == ("DR", ())
    assert rec.losses == (("ger_6a", 1),)
    assert rec.left_map == (("sov_18a", "soviet"),)


def test_10_5_a_chosen_retreat_into_the_rear_area_names_the_area():
    # Two hexes from the rear area the 18th has three ways into it (0709, 0809, 0909):
    # its owner chooses, and the choice, the log and the record name the area.
    game, state = position(2, {"sov_18a": ("0808", 0), "ger_6a": ("0807", 0)})
    state, log = game.apply(state, Attack(G, ("ger_6a",), game.hex("0808")))
    state, more = game.apply(state, next(a for a in game.legal_actions(state) if a.units))
    assert state.pending.kind == "retreat"
    retreats = [a for a in game.legal_actions(state) if isinstance(a, Retreat)]
    names = PlainNames(game)
    assert [names.render(game.ruleset.describe_choice(game, state, a).label) for a in retreats] == [
        "Retreat 18th Army (Soviet) into Soviet rear area through 0709",
        "Retreat 18th Army (Soviet) into Soviet rear area through 0809",
        "Retreat 18th Army (Soviet) into Soviet rear area through 0909",
    ]
    state, after = game.apply(state, retreats[2])
    assert names.render(after[0].text) == ("The Soviet player retreats 18th Army (Soviet) into "
                                           "Soviet rear area")
    while state.pending is not None:
        state, tail = game.apply(state, Choose(state.pending.side, Opt.STAY))
        after += tail
    rec = final_record(log + more + after)
    assert rec.eliminated == () and rec.left_map == (("sov_18a", "soviet"),)
    assert rec.retreats == (("sov_18a", game.hex("0110")),)


def test_11_3_6_11_6_the_record_counts_the_steps_a_unit_really_had_when_eliminated():
    # Two panzer armies (15) against a worn 18th Army (1) and the 2nd Mechanized Corps
    # (1, active): 7:1, DE without a die (11.3.6). The worn army loses its one remaining
    # side, the corps its only one (no worn side, 11.6); the attackers are worn (11.3.7).
    game, state = position(6, {"sov_18a": ("0503", 1), "ger_1pza": ("0504", 0), "ger_2pza": ("0603", 0)})
    state, entries = fight(game, state, ["ger_1pza", "ger_2pza"], "0503")
    rec = final_record(entries)
    assert rec.result == "DE"
    assert rec.eliminated == ("sov_2mc", "sov_18a")
    assert rec.losses == (("ger_1pza", 1), ("ger_2pza", 1), ("sov_2mc", 1), ("sov_18a", 1))
    assert rec.left_map == () and "left_map" not in rec.to_json(game.label)
