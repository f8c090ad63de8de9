"""The shared odds-combat core (``qtwargame.rules.odds``) that Blitzkrieg to Moscow 2 and
Shin Barbarossa both read their results tables through."""

import pytest

from qtwargame.rules import odds
from qtwargame.scenario.models import TableSpec


def test_ratio_is_rounded_for_the_defender():
    """BtM2 11.3.3, SB 10.3.6: simple ratios, fractions in the defender's favour."""
    assert odds.odds_index(7, 2) == 3  # 3.5:1 -> 3:1
    assert odds.odds_index(17, 3) == 5
    assert odds.odds_index(5, 3) == 1
    assert odds.odds_index(3, 4) == 0  # 1:1.33 -> 1:2
    assert odds.odds_index(1, 3) == -1
    assert odds.odds_index(2, 9) == -3  # 1:4.5 -> 1:5
    assert odds.odds_index(24, 1) == 24  # SB Q&A: 24 against 1 before any cap
    assert odds.odds_index(2, 0) == odds.NO_DEFENCE
    assert odds.odds_index(0, 2) == -odds.NO_DEFENCE


@pytest.mark.parametrize("index,label", [(3, "3:1"), (1, "1:1"), (0, "1:2"), (-2, "1:4"), (-3, "1:5"),
                                         (10, "10:1"), (odds.NO_DEFENCE, "∞:1")])
def test_column_labels_round_trip(index, label):
    assert odds.column_label(index) == label
    if index != odds.NO_DEFENCE:
        assert odds.parse_column(label) == index


def test_parse_column_rejects_what_is_not_odds():
    assert [odds.parse_column(t) for t in ("2:3", "1:1x", "0:1", "DR", "1:0", "")] == [None] * 6


def test_column_index_reads_a_known_odds_column_and_refuses_anything_else():
    """SB 10.3.6's own columns (1:5 eliminates, 10:1 is the top) read through the strict
    form; a text that is not odds is an error, not None."""
    assert odds.column_index("1:5") == -3 and odds.column_index("10:1") == 10
    with pytest.raises(ValueError, match="'2:3' is not an odds column"):
        odds.column_index("2:3")


def test_shifts_add_and_cancel():
    """SB 10.4.1's worked example: Moscow's attack shift turns 1:2 into 1:1; major city
    defence (two columns against the attacker) turns 3:1 into 1:1."""
    assert odds.column_label(odds.shifted(odds.odds_index(5, 10), [(1, "Moscow")])) == "1:1"
    assert odds.column_label(odds.shifted(odds.odds_index(9, 3), [(-2, "major city")])) == "1:1"
    assert odds.shifted(4, [(1, "air"), (-1, "no LOC"), (-1, "snow")]) == 3


@pytest.fixture
def sb_like():
    cols = ["1:4", "1:3", "1:2", "1:1", "2:1", "3:1"]
    rows = {str(d): [f"{d}/{c}" for c in range(len(cols))] for d in range(1, 7)}
    rows["6"][-1] = rows["1"][-1] = "0/2"
    for d in range(2, 6):
        rows[str(d)][-1] = "0/2"
    return odds.OddsTable.from_spec(TableSpec(id="t", name={"en": "t"}, columns=cols, rows=rows))


def test_table_lookup_by_column_index(sb_like):
    assert sb_like.columns == (-2, -1, 0, 1, 2, 3)
    assert sb_like.cell(-2, 4) == "4/0"  # 1:4, die 4
    assert sb_like.cell(1, 2) == "2/3"  # 1:1, die 2
    assert sb_like.cell(9, 1) == "0/2"  # beyond the last column reads the last
    assert sb_like.cell(-3, 1) is None  # below the first: the game decides


def test_chances_and_automatic_results(sb_like):
    assert sb_like.chances(0) == pytest.approx({f"{d}/2": 1 / 6 for d in range(1, 7)})
    assert sb_like.automatic(0) is None
    assert sb_like.automatic(3) == "0/2" and sb_like.chances(3) == pytest.approx({"0/2": 1.0})
    assert odds.outcome_chances(["a", "b", "a", "a"]) == {"a": 0.75, "b": 0.25}
    assert sb_like.chances(9) == pytest.approx({"0/2": 1.0})  # beyond the last column reads the last


def test_chances_below_the_first_column_are_refused(sb_like):
    """Below the first column no die face has a result (the game decides what that
    means, SB 10.3.6): asking its chances is an error, not a chance of None."""
    assert sb_like.chances(-2) == pytest.approx({f"{d}/0": 1 / 6 for d in range(1, 7)})
    with pytest.raises(ValueError, match="table 't' has no column for 1:5"):
        sb_like.chances(-3)


def test_a_table_with_a_gap_or_a_non_odds_column_is_refused():
    rows = {str(d): ["-", "-"] for d in range(1, 7)}
    with pytest.raises(ValueError, match="consecutive"):
        odds.OddsTable.from_spec(TableSpec(id="t", name={"en": "t"}, columns=["1:1", "3:1"], rows=rows))
    with pytest.raises(ValueError, match="'DR' is not an odds column"):
        odds.OddsTable.from_spec(TableSpec(id="t", name={"en": "t"}, columns=["1:1", "DR"], rows=rows))
