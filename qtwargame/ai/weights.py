"""The evaluation's weights: declared by name, tuned by self-play, shipped as data.

A position's value is a weighted sum of *features*, each a question the engine can answer
for any ruleset (the victory points, the material left, supply, ground, nearness to the
objectives, the attacks the front offers: :func:`qtwargame.ai.evaluation.generic`). The
features are code; their weights are numbers, declared here with their default values and
tuned by :mod:`qtwargame.ai.tuning` (NTBEA over batches of self-play games), never by hand.

The tuned weights of a ruleset live in ``resources/ai/weights/<ruleset id>.json``:

.. code-block:: json

    {"format": 1, "ruleset": "classic",
     "levels": {"oep_strong": {"material": 4.5, "drive": 3.0, "attack": 2.0}},
     "tuned": {"oep_strong": {"method": "NTBEA", "scenario": "river_crossing", ...}}}

Each level lists only the weights it changes; a level without an entry (and ``greedy``, the
reference opponent the tuner plays against) uses the defaults. An optional ``settings``
object gives a level other values of some search settings on that ruleset (level -> field
-> number, the fields of :class:`qtwargame.ai.players.Settings`), as a rules module's
``LEVEL_SETTINGS`` does in code: a ruleset without code (the classic rules, a designer's)
sets them here. A rules package's evaluation
module may declare weights of its own (``WEIGHTS``: :func:`declared`), tuned the same way.
A file that cannot be read
is reported once in the log, naming the file, the place in it and what is wrong, and the
defaults are used: a broken data file never stops a game.
"""

from __future__ import annotations

import json
import logging
import math
from collections.abc import Mapping
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING

from qtwargame.ai.modules import rules_module
from qtwargame.engine.text import Msg, Texts

if TYPE_CHECKING:
    from qtwargame.engine.game import Game

log = logging.getLogger(__name__)

#: The generic evaluation's weights and their defaults (the values every level used before
#: tuning; a new feature's default is 0, so adding it changes no game until it is tuned).
GENERIC: Mapping[str, float] = MappingProxyType({
    "points": 1.0,  # victory points held, own less the best other side's
    "material": 6.0,  # combat value in play, own less the others', as a share of both
    "supply": 2.0,  # share of combat value out of supply, the others' less own
    "objective": 0.6,  # per victory point of a hex, for being nearer to it than the enemy
    "territory": 4.0,  # share of the controlled hexes held
    "drive": 1.5,  # mean distance of a side's units to the victory hexes it lacks, per 10
    "attack": 0.0,  # the attacks the side's units can make from where they stand
    "threat": 0.0,  # the attacks the enemy's units can make on the side's stacks
    "walk_in": 0.0,  # share of an empty held victory hex's points the enemy's coming move reaches
    "walk_in_last": 0.0,  # the same share when that move is the enemy's last before the end
    "exposed": 0.0,  # what the enemy's coming move and combat can take of the side's stacks
})

#: The levels that read tuned weights (``greedy`` stays on the defaults: it is the fixed
#: reference the tuner measures against).
TUNED_LEVELS = ("oep", "oep_strong")

FORMAT = 1

#: The command line's context (``cli_words.T``'s, not imported: the command line's words
#: import the levels, which import this module): ``tune --write`` says these problems.
T = Texts("CommandLine")

_LOADED: dict[str, Mapping[str, Mapping[str, float]]] = {}
_SETTINGS: dict[str, Mapping[str, Mapping[str, float]]] = {}


class WeightsError(ValueError):
    """A weights file that cannot be used, with the file and the place in it: ``str()`` in
    English (the log's), ``msg`` the message to say in the reader's language."""

    def __init__(self, msg: Msg) -> None:
        super().__init__(msg.format(None))
        self.msg = msg


def weights_dir() -> Path:
    from qtwargame.scenario.catalog import resources_dir

    return resources_dir() / "ai" / "weights"


def path_for(ruleset_id: str) -> Path:
    return weights_dir() / f"{ruleset_id}.json"


def parse(data: object, where: str, names: Mapping[str, float] = GENERIC
          ) -> dict[str, dict[str, float]]:
    """The per-level weights in a weights file's data (``where`` names the file in errors);
    raises :class:`WeightsError` naming the place and what is wrong."""
    if not isinstance(data, dict):
        raise WeightsError(T("{file}: the file must hold a JSON object", file=where))
    if data.get("format") != FORMAT:
        raise WeightsError(T("{file}: 'format' must be {format}, not {given}", file=where,
                             format=FORMAT, given=repr(data.get("format"))))
    levels = data.get("levels")
    if not isinstance(levels, dict):
        raise WeightsError(T("{file}: 'levels' must be an object of level -> weights",
                             file=where))
    out: dict[str, dict[str, float]] = {}
    for level, ws in levels.items():
        if not isinstance(ws, dict):
            raise WeightsError(T("{file}: levels.{level} must be an object of name -> number",
                                 file=where, level=level))
        got: dict[str, float] = {}
        for name, value in ws.items():
            if name not in names:
                raise WeightsError(T("{file}: levels.{level}.{name}: no such weight (weights: "
                                     "{names})", file=where, level=level, name=name,
                                     names=", ".join(names)))
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or not math.isfinite(value):
                raise WeightsError(T("{file}: levels.{level}.{name}: {value} is not a finite "
                                     "number", file=where, level=level, name=name,
                                     value=repr(value)))
            got[name] = float(value)
        out[str(level)] = got
    return out


def parse_settings(data: object, where: str,
                   kinds: Mapping[str, type]) -> dict[str, dict[str, float]]:
    """The per-level search settings in a weights file's data (its optional ``settings``:
    level -> budget field -> number, for a ruleset with no evaluation module to set
    ``LEVEL_SETTINGS`` in); ``kinds`` names the fields of
    :class:`qtwargame.ai.players.Settings` and their types. Raises :class:`WeightsError`
    naming the place and what is wrong."""
    if not isinstance(data, dict) or "settings" not in data:
        return {}
    levels = data["settings"]
    if not isinstance(levels, dict):
        raise WeightsError(T("{file}: 'settings' must be an object of level -> fields",
                             file=where))
    out: dict[str, dict[str, float]] = {}
    for level, given in levels.items():
        if not isinstance(given, dict):
            raise WeightsError(T("{file}: settings.{level} must be an object of field -> "
                                 "number", file=where, level=level))
        for name, value in given.items():
            if name not in kinds:
                raise WeightsError(T("{file}: settings.{level}.{name}: no such setting "
                                     "(settings: {names})", file=where, level=level,
                                     name=name, names=", ".join(kinds)))
            wanted = kinds[name]
            if isinstance(value, bool) or not isinstance(value, (int, float)) \
                    or (wanted is int and not isinstance(value, int)) or value < 0:
                raise WeightsError(
                    T("{file}: settings.{level}.{name}: {value} is not a whole number of 0 "
                      "or more", file=where, level=level, name=name, value=repr(value))
                    if wanted is int else
                    T("{file}: settings.{level}.{name}: {value} is not a number of 0 or more",
                      file=where, level=level, name=name, value=repr(value)))
        out[str(level)] = dict(given)
    return out


def _read(path: Path) -> object:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except OSError as e:
        raise WeightsError(T("{file}: cannot read: {reason}", file=str(path),
                             reason=str(e.strerror or e))) from e
    except UnicodeDecodeError as e:
        raise WeightsError(T("{file}: cannot read: {reason}", file=str(path),
                             reason=str(e))) from e
    except json.JSONDecodeError as e:
        raise WeightsError(T("{file}: line {line}, column {column}: {reason}", file=str(path),
                             line=e.lineno, column=e.colno, reason=e.msg)) from e


def load(path: Path, names: Mapping[str, float] = GENERIC) -> dict[str, dict[str, float]]:
    """The per-level weights of the file at ``path`` ({} when there is none)."""
    if not path.is_file():
        return {}
    return parse(_read(path), str(path), names)


def settings(game: Game, level: str, kinds: Mapping[str, type]) -> Mapping[str, float]:
    """The search settings the weights file of ``game``'s ruleset gives ``level`` ({} when
    none, or when the file cannot be used: logged); ``kinds`` as for
    :func:`parse_settings`."""
    if level not in TUNED_LEVELS:
        return {}
    rid = game.ruleset.id
    table = _SETTINGS.get(rid)
    if table is None:
        path = path_for(rid)
        try:
            table = parse_settings(_read(path), str(path), kinds) if path.is_file() else {}
        except WeightsError as e:
            log.warning("the computer player's tuned settings are not used: %s", e)
            table = {}
        _SETTINGS[rid] = table
    return table.get(level, {})


def declared(game: Game) -> Mapping[str, float]:
    """Every weight ``game``'s evaluation reads, with its default: the generic ones and
    those its rules package's evaluation module declares (``WEIGHTS``, name -> default;
    such a module's ``evaluate`` and ``lookahead`` then take ``weights=``, a mapping of
    every declared name, and weigh their features by it)."""
    own = own_weights(rules_module(game))
    return MappingProxyType({**GENERIC, **own}) if own else GENERIC


def limits(game: Game) -> Mapping[str, float]:
    """The largest value each of ``game``'s declared weights may take, where its rules
    package's evaluation module says (``WEIGHT_LIMITS``, name -> limit: a share of a
    city's worth above 1 would count a threat as worth more than the city); {} when none."""
    module = rules_module(game)
    got = getattr(module, "WEIGHT_LIMITS", None) if module is not None else None
    return got if isinstance(got, Mapping) else {}


def own_weights(module: object) -> Mapping[str, float]:
    """The weights an evaluation module declares (``WEIGHTS``), {} when none."""
    got = getattr(module, "WEIGHTS", None) if module is not None else None
    return got if isinstance(got, Mapping) else {}


def tuned(game: Game, level: str) -> Mapping[str, float] | None:
    """The weights ``level`` plays ``game`` with: its declared defaults with the shipped
    tuned values for its ruleset on top, or None when nothing is tuned for it (the
    defaults, exactly)."""
    if level not in TUNED_LEVELS:
        return None
    rid = game.ruleset.id
    names = declared(game)
    table = _LOADED.get(rid)
    if table is None:
        try:
            table = load(path_for(rid), names)
        except WeightsError as e:
            log.warning("the computer player's tuned weights are not used: %s", e)
            table = {}
        _LOADED[rid] = table
    got = table.get(level)
    return with_defaults(got, names) if got else None


def with_defaults(changes: Mapping[str, float],
                  defaults: Mapping[str, float] = GENERIC) -> Mapping[str, float]:
    """Every declared weight: ``changes`` on top of ``defaults``; a name ``defaults`` does
    not declare raises ValueError."""
    unknown = sorted(set(changes) - set(defaults))
    if unknown:
        raise ValueError(f"unknown evaluation weights {', '.join(unknown)} "
                         f"(weights: {', '.join(defaults)})")
    return MappingProxyType({**defaults, **changes})


def forget() -> None:
    """Read the weights files again on next use (tests, the tuner after writing one)."""
    _LOADED.clear()
    _SETTINGS.clear()


def write(path: Path, level: str, changes: Mapping[str, float],
          provenance: Mapping[str, object], names: Mapping[str, float] = GENERIC) -> None:
    """Set ``level``'s weights in the file at ``path`` (keeping the other levels), with
    ``provenance`` (how they were tuned), written atomically."""
    from qtwargame.atomic import write_atomic

    data: dict[str, object] = {"format": FORMAT, "levels": {}, "tuned": {}}
    if path.is_file():
        old = _read(path)
        parse(old, str(path), names)  # refuses anything but an object
        if isinstance(old, dict):
            data.update(old)
    levels = dict(data.get("levels") or {})  # type: ignore[call-overload]
    levels[level] = {k: round(float(v), 6) for k, v in changes.items()}
    notes = dict(data.get("tuned") or {})  # type: ignore[call-overload]
    notes[level] = dict(provenance)
    data["levels"], data["tuned"] = levels, notes
    path.parent.mkdir(parents=True, exist_ok=True)
    write_atomic(path, json.dumps(data, indent=1, sort_keys=True) + "\n")
    forget()


__all__ = ["GENERIC", "TUNED_LEVELS", "WeightsError", "tuned", "with_defaults", "load",
           "declared", "own_weights", "limits", "settings", "parse_settings",
           "parse", "write", "forget", "path_for", "weights_dir"]
