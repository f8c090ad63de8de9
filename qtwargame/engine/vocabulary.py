"""The words a scenario's data gives the rules: the unit flags and the region kinds each
ruleset reads, each with a name and what it does, declared by the ruleset.

A ruleset names a module in :attr:`Ruleset.vocabulary
<qtwargame.engine.ruleset.Ruleset.vocabulary>` that holds ``UNIT_FLAGS`` and
``REGION_KINDS``: each a sequence of :class:`Term`, or a function of the scenario giving
one (where the scenario's ``rules_data`` renames a flag). The scenario checks warn of a
flag or kind the ruleset does not know (``scenario.validate.vocabulary_problems``), and the
editor shows the terms' names where the file holds their ids. A ruleset that names no
module declares nothing: nothing is checked, the ids are shown as written.

Besides a ruleset's own kinds, every ruleset that declares its vocabulary knows the
:data:`GENERAL_REGION_KINDS`: the kinds the engine, the scenario checks and the map's
region layers read for every game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from qtwargame.engine.text import Msg, Texts

T = Texts("Vocabulary")


@dataclass(frozen=True)
class Term:
    """One unit flag or region kind a ruleset reads: the id the file writes, its name and
    what it does in a line (both translatable), and the rule that reads it ("" where none)."""

    id: str
    name: Msg
    description: Msg
    rule: str = ""


#: The region kinds read for every game: by the engine (a side's map edge), by the
#: scenario's set-up checks (set-up areas) and by the map's region layers, which show the
#: regions of each kind as one layer (View ▸ Regions) and name these kinds there.
GENERAL_REGION_KINDS: tuple[Term, ...] = (
    Term("map_edge", T("Map edge"), T("Hexes of the side's map edge: where its lines of "
                                      "supply and its arrivals may begin (side required).")),
    Term("setup", T("Setup area"), T("Where the side of the region sets up its units; the "
                                     "set-up checks keep the other side out.")),
    Term("setup_area", T("Army setup area"), T("A set-up area of one army or group of "
                                               "the side; checked like a setup area.")),
    Term("country", T("Country"), T("A country's territory, drawn as a map layer.")),
    Term("district", T("District"), T("A military district, drawn as a map layer.")),
    Term("army_group", T("Army group area"), T("An army group's zone, drawn as a map layer.")),
    Term("border", T("Border"), T("Hexes along a border, drawn as a map layer.")),
    Term("coast", T("Coast"), T("Coastal hexes, drawn as a map layer.")),
    Term("edge", T("Edge"), T("Hexes of a stretch of map edge, drawn as a map layer.")),
    Term("lake", T("Lake"), T("A lake's hexes, drawn as a map layer.")),
    Term("sea", T("Sea"), T("A sea's hexes, drawn as a map layer.")),
    Term("rear_area", T("Rear area"), T("A rear area, drawn as a map layer.")),
    Term("sector", T("Sector"), T("A sector of the front, drawn as a map layer.")),
    Term("entry", T("Entry area"), T("Where reinforcements enter, drawn as a map layer.")),
    Term("limit", T("Limit"), T("A line or zone some units may not pass, drawn as a map layer.")),
    Term("territory", T("Territory"), T("A territory, drawn as a map layer.")),
)

TermSource = Sequence[Term] | Callable[[Any], Sequence[Term]]


def terms_of(module: Any, name: str, scenario: Any) -> tuple[Term, ...] | None:
    """The terms ``module`` declares as ``name`` (``UNIT_FLAGS``, ``REGION_KINDS``), for
    ``scenario`` where the module gives a function; None where it declares none."""
    found = getattr(module, name, None)
    if found is None:
        return None
    if callable(found):
        found = found(scenario)
    return tuple(found)


def with_general(kinds: Sequence[Term]) -> tuple[Term, ...]:
    """A ruleset's region kinds and then the general ones it does not declare itself (its
    own description of a general kind wins)."""
    own = {t.id for t in kinds}
    return tuple(kinds) + tuple(t for t in GENERAL_REGION_KINDS if t.id not in own)
