"""References from a ruleset's ``rules_data`` to the scenario, declared on the model and
checked in one place.

A field of a ruleset's data model that names something of the scenario says so in its
type: ``auto_victory: dict[SideRef, list[CityRef]]``. :func:`reference_problems` walks a
validated model along its types and reports every name that is not in the scenario, with
its JSON path (``$.rules_data.auto_victory.soviet[2]``) and a translatable message. A key
of a mapping is checked like a value (``dict[SideRef, ...]``). Only the fields a file
writes are checked: a default may name what the bundled game has and a small scenario (a
test position) has not.
"""

from __future__ import annotations

import types
import typing
from dataclasses import dataclass
from typing import Annotated, Any, Union

from pydantic import BaseModel

from qtwargame.engine.ruleset import Problem
from qtwargame.engine.text import Bilingual, Msg, Texts

T = Texts("ScenarioCheck")


@dataclass(frozen=True)
class Ref:
    """A string naming a ``kind`` of thing of the scenario; ``also`` lists the words that
    are accepted besides the scenario's ids (``"default"`` for a weather id used as a key)."""

    kind: str
    also: tuple[str, ...] = ()


@dataclass(frozen=True)
class TurnKey:
    """A mapping's key that is a turn's number written as text (``"3"``): no reference,
    nothing checked or converted; the editor's form gives such a mapping a row per turn."""


@dataclass(frozen=True)
class Names:
    """A string naming a ``kind`` of thing of the scenario where the scenario has one, and
    not checked against it (a city role that simply does not apply on a map without that
    city): the editor's form offers the scenario's ids of the kind, as it does for a
    :class:`Ref`."""

    kind: str
    #: The side whose things are offered, by a mapping's key where the key says it (a
    #: leader's role: "guderian" an Axis unit), or for every key ("*"): pairs of key and side.
    sides: tuple[tuple[str, str], ...] = ()

    def side_for(self, key: str) -> str:
        """The side a mapping's ``key`` names its thing among ("" for any side)."""
        by_key = dict(self.sides)
        return by_key.get(key, by_key.get("*", ""))


@dataclass(frozen=True)
class Roles:
    """A string that is one of the rules' own words for a role (Defiant Russia's regions by
    role: "ussr", "black_sea"; Red Vengeance's events: "warsaw"), nothing checked (the rules
    read the roles they know): the editor's form offers the words, translated, where a
    designer would otherwise type one (a mapping gets a row per word). Made from the
    ``Literal`` that lists them (:meth:`of`), whose words ``i18n.extract`` finds."""

    words: tuple[str, ...]
    #: A word's name where the word alone says little (Red Vengeance's optional rules by
    #: number: "14.1" is "Magyar honour"): pairs of word and English name, which the form
    #: shows translated (``i18n.extract`` finds the names of :meth:`of`'s ``titles``).
    titles: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, literal: Any, titles: dict[str, str] | None = None) -> Roles:
        return cls(tuple(typing.get_args(literal)), tuple((titles or {}).items()))

    def title_of(self, word: str) -> str:
        """``word``'s English name, "" where it has none."""
        return dict(self.titles).get(word, "")


@dataclass(frozen=True)
class DieFaces:
    """A list read by one die, its first item for a 1 (Defiant Russia's airborne table,
    11.3): the editor's form labels each item by its face ("Die 3") and keeps them in place,
    one a line."""


@dataclass(frozen=True)
class ItemNames:
    """A list of one length whose items mean each a thing by its place (Shin Barbarossa's
    terrain chart: a cost per movement class, a shift defending and attacking): the
    editor's form labels each item by its name, which the rules module writes with
    ``QT_TRANSLATE_NOOP("RulesData", ...)``. Nothing is checked."""

    names: tuple[str, ...]


#: A city's id that applies where the map has the city (Defiant Russia's city roles, ports).
CityName = Annotated[str, Names("city")]

#: A turn's number as a mapping's key in text (Red Vengeance's schedules: ``"3"``).
TurnText = Annotated[str, TurnKey()]

#: What each kind of reference names, in words, and where the scenario keeps them.
KINDS: dict[str, Msg] = {
    "side": T("side"),
    "city": T("city"),
    "region": T("region"),
    "weather": T("weather"),
    "terrain": T("terrain"),
    "feature": T("hexside feature"),
    "unit": T("unit"),
    "unit_type": T("unit type"),
    "city_kind": T("city kind"),
    "table": T("table"),
    "card": T("card"),
    "nationality": T("nationality"),
    "setup_code": T("setup code"),
    "hex": T("hex of the map"),
}

SideRef = Annotated[str, Ref("side")]
CityRef = Annotated[str, Ref("city")]
RegionRef = Annotated[str, Ref("region")]
WeatherRef = Annotated[str, Ref("weather")]
WeatherOrDefault = Annotated[str, Ref("weather", ("default",))]
TerrainRef = Annotated[str, Ref("terrain")]
FeatureRef = Annotated[str, Ref("feature")]
UnitRef = Annotated[str, Ref("unit")]
UnitTypeRef = Annotated[str, Ref("unit_type")]
CityKindRef = Annotated[str, Ref("city_kind")]
TableRef = Annotated[str, Ref("table")]
HexRef = Annotated[str, Ref("hex")]
SetupCodeRef = Annotated[str, Ref("setup_code")]


def scenario_ids(sc: Any) -> dict[str, set[str]]:
    """Every kind of reference -> the ids the scenario defines."""
    return {
        "side": {s.id for s in sc.sides},
        "city": {c.id for c in sc.map.cities},
        "region": {r.id for r in sc.map.regions},
        "weather": {w.id for w in sc.weather},
        "terrain": {t.id for t in sc.terrain},
        "feature": {f.id for f in sc.features},
        "unit": {u.id for u in sc.units},
        "unit_type": {t.id for t in sc.unit_types},
        "city_kind": {k.id for k in sc.city_kinds},
        "table": {t.id for t in sc.tables},
        "card": {c.id for c in sc.cards},
        "nationality": {n.id for n in sc.nationalities},
        "setup_code": {c.code for c in sc.setup_codes},
        "hex": set(sc.map.hexes),
    }


def missing(kind: str, ident: Any) -> Msg:
    """What a name of nothing reads: ``no city 'kiev' in the scenario`` (``kind`` a key of
    :data:`KINDS`). The id is all there is to show."""
    return T("no {what} {id} in the scenario", what=KINDS[kind], id=repr(ident))


def _items(sc: Any, kind: str) -> list[Any]:
    where = {"side": sc.sides, "city": sc.map.cities, "region": sc.map.regions,
             "weather": sc.weather, "terrain": sc.terrain, "feature": sc.features,
             "unit": sc.units, "unit_type": sc.unit_types, "city_kind": sc.city_kinds,
             "table": sc.tables, "card": sc.cards, "nationality": sc.nationalities}
    return list(where.get(kind, []))


def named(kind: str, ident: str, sc: Any) -> Msg:
    """Something the scenario has, by its name with its id to find it by: ``side "Soviet"
    (soviet)``, in Japanese ``陣営「ソ連」(soviet)`` (the name in the reader's language; the
    id alone where the name is the id or there is none)."""
    obj = next((o for o in _items(sc, kind) if getattr(o, "id", None) == ident), None)
    name = getattr(obj, "name", None)
    shown = Bilingual(getattr(name, "en", "") or "", getattr(name, "ja", "") or "")
    if shown and shown != ident:
        return T('{kind} "{name}" ({id})', kind=KINDS[kind], name=shown, id=ident)
    return T("{kind} {id}", kind=KINDS[kind], id=ident)


def reference_problems(model: BaseModel, sc: Any, path: str = "$.rules_data") -> list[Problem]:
    """Every reference in ``model`` (a validated ruleset data model) to something
    ``sc`` does not define."""
    ids = scenario_ids(sc)
    out: list[Problem] = []
    _check_model(model, path, ids, out)
    return out


def _check_model(model: BaseModel, path: str, ids: dict[str, set[str]], out: list[Problem]) -> None:
    fields = type(model).model_fields
    # Only what the file writes: a default names what the bundled game has (Odessa, setup
    # code R) and applies only where the scenario has it too.
    for name, info in fields.items():
        if name not in model.model_fields_set:
            continue
        value = getattr(model, name)
        refs = [m for m in info.metadata if isinstance(m, Ref)]
        _check(value, info.annotation, refs, f"{path}.{name}", ids, out)


def _check(value: Any, annotation: Any, refs: list[Ref], path: str, ids: dict[str, set[str]],
           out: list[Problem]) -> None:
    for ref in refs:
        if isinstance(value, str) and value not in ids[ref.kind] and value not in ref.also:
            out.append(Problem.of(path, missing(ref.kind, value)))
    if value is None:
        return
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is Annotated:
        _check(value, args[0], [m for m in args[1:] if isinstance(m, Ref)], path, ids, out)
    elif origin in (Union, types.UnionType):
        for arg in args:  # the member that names things (str) is the one to check
            if arg is not type(None):
                _check(value, arg, [], path, ids, out)
    elif origin in (list, tuple) and isinstance(value, list | tuple):
        inner = args[0] if origin is list or (len(args) == 2 and args[1] is Ellipsis) else None
        for i, item in enumerate(value):
            arg = inner if inner is not None else (args[i] if i < len(args) else Any)
            _check(item, arg, [], f"{path}[{i}]", ids, out)
    elif origin is dict and isinstance(value, dict):
        key_type, value_type = args
        for k, v in value.items():
            where = f"{path}.{k}" if isinstance(k, str) and k.isidentifier() else f"{path}[{k!r}]"
            _check(k, key_type, [], where, ids, out)
            _check(v, value_type, [], where, ids, out)
    elif isinstance(value, BaseModel):
        _check_model(value, path, ids, out)
