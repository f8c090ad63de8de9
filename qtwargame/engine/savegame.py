"""Saved games: the scenario, the options, the seed and every action, replayable.

A save embeds the whole scenario it was played on, so a game started on a scenario that
was later edited (or a user's own file) still loads. Loading replays every action from the
start and compares the final state hash with the one recorded: a save that does not
replay to the same state is reported, never trusted.

From format version 3 a save also carries a ``proof``: one SHA-256 over everything that
makes the game (scenario, options, dice generator, seed, dice script, actions and the final
state hash) and short digests of each part, so that a save whose scenario, options, dice or
actions were edited is refused with the part that changed named (``docs/saves.md``).

From format version 4 a save records the revision of its ruleset's behaviour the game was
played under (``rules_revision``, ``Ruleset.revision``), proven with the rest; an older save
was played under revision 0, and replays under the revision it records, so a later change
of the rules that keeps the old behaviour for the old revision leaves it as it was.
"""

from __future__ import annotations

import copy
import hashlib
import json
import weakref
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeGuard

from qtwargame import __version__
from qtwargame.atomic import write_atomic
from qtwargame.engine.datamodel import data_problems
from qtwargame.engine.dice import GENERATORS, KEYED, SEED_BITS, SPLITMIX64, check_seed
from qtwargame.engine.game import Game
from qtwargame.engine.history import History
from qtwargame.engine.ruleset import IllegalAction
from qtwargame.engine.save_migrations import migrate_actions
from qtwargame.engine.text import Msg, emsg
from qtwargame.errors import BadFileError

if TYPE_CHECKING:
    from qtwargame.scenario.io import FileProblem

SAVE_FORMAT = "qtwargame-save"
#: 2: typed ``Choose`` answers (units, hexes, count fields); version 1 saves migrate.
#: 3: the dice generator named (``dice_generator``; keyed seeds written as hexadecimal
#: text) and the ``proof`` of scenario, options, dice and actions. Versions 1 and 2 draw
#: their dice with SplitMix64 and prove only their final state.
#: 4: the revision of the ruleset's behaviour the game was played under
#: (``rules_revision``), proven with the rest; saves before it are revision 0.
SAVE_VERSION = 4


class SaveError(BadFileError):
    """A saved game that cannot be loaded; the message names the file and the place.
    ``game``: the game the file holds, where the problem came once it was set up (a
    refusal on replay), whose names say the ids of the message ("blue" for the Blue side);
    else None."""

    game: Any = None

    def of(self, game: Any) -> SaveError:
        """This error, met in ``game``."""
        self.game = game
        return self


class RulesChangedError(SaveError):
    """A save that is as it was written (its ``proof`` holds) but that the current rules
    replay otherwise: one of its actions is refused (``refused``: its index) or, with every
    action accepted (``refused`` None), they lead to another state than the one saved: the
    program's rules were corrected since the game was saved (or the file was edited and
    proven again, which the proof cannot tell apart). ``history``: the game as the
    current rules play it, as far as they accept its actions, which a player may go on
    with instead of losing the game."""

    def __init__(self, problem: FileProblem, history: History, saved: SavedGame,
                 refused: int | None, total: int):
        super().__init__(str(problem), (problem,))
        self.history, self.saved, self.refused, self.total = history, saved, refused, total


@dataclass
class SavedGame:
    scenario: Any  # scenario model
    options: dict[str, Any]
    seed: int
    dice_script: tuple[int, ...]
    actions: list[dict[str, Any]]
    final_hash: str | None = None
    #: Sides the computer plays and at which level (side -> level id); ``None`` when the
    #: save does not say (older saves, saves written outside the play window). Metadata:
    #: not part of the game the actions and ``final_hash`` prove.
    computer: dict[str, str] | None = None
    #: The generator that draws the dice (``engine.dice``): SplitMix64 for every save
    #: before version 3.
    generator: str = SPLITMIX64
    #: Where the save says the game stands (checked against the replay when given).
    turn: int | None = None
    phase: str | None = None
    #: Read with ``later`` (the play window shows the board first): the save's JSON while
    #: its ``proof`` is still to be checked, and whether the scenario's references, rules
    #: and set-up (``scenario.io.check_scenario``) are; :class:`Replay` checks both before
    #: its first action, and a problem found earlier is reported after theirs.
    unproven: dict[str, Any] | None = field(default=None, repr=False, compare=False)
    unchecked: bool = field(default=False, repr=False, compare=False)
    #: Whether the save carries a ``proof`` (version 3 on), checked before the replay: a
    #: replay that then goes otherwise is the rules' doing (:class:`RulesChangedError`).
    proven: bool = field(default=False, repr=False, compare=False)
    #: The revision of the ruleset's behaviour the game was played under
    #: (``Ruleset.revision``; ``rules_revision`` from version 4, 0 in every older save):
    #: the replay plays it, and a game continued from the save goes on under it.
    revision: int = 0


def seed_to_json(seed: int, generator: str) -> int | str:
    """A seed as a save writes it: a number for SplitMix64, 64 hexadecimal digits for a
    keyed seed (256 bits are more digits than a save's numbers may have)."""
    return f"{seed:0{SEED_BITS // 4}x}" if generator == KEYED else seed


def to_json(history: History, seed: int, dice_script: tuple[int, ...] = (),
            computer: dict[str, str] | None = None) -> dict[str, Any]:
    """The save's JSON. ``computer`` (side -> level id of the sides the computer plays; an
    empty dict when people play every side) is written when given. The dice generator is
    the one the game was started with (``history.initial``). All of it is the caller's
    own, to change at will: the scenario's JSON and its proof's digests are copies of the
    game's :class:`ScenarioPart`'s."""
    out = _to_json(history, seed, dice_script, computer,
                   history.game.scenario.model_dump(mode="json"))
    parts = out["proof"]["parts"]
    parts["scenario"] = copy.deepcopy(parts["scenario"])
    return out


def _to_json(history: History, seed: int, dice_script: tuple[int, ...],
             computer: dict[str, str] | None, scenario: Any = None) -> dict[str, Any]:
    """:func:`to_json`, with ``scenario`` the scenario's JSON (None: the game's
    :class:`ScenarioPart`'s own, shared: for a save written at once, never changed)."""
    game = history.game
    part = scenario_part(game)
    generator = history.initial.dice.generator
    out = {
        "format": SAVE_FORMAT,
        "format_version": SAVE_VERSION,
        "app_version": __version__,
        "scenario": part.json if scenario is None else scenario,
        "options": game.options,
        "rules_revision": game.revision,
        "dice_generator": generator,
        "seed": seed_to_json(seed, generator),
        "dice_script": list(dice_script),
        "actions": [game.encode(a) for a in history.actions],
        "turn": history.state.turn,
        "phase": history.state.phase,
        "final_hash": game.hash(history.state),
    }
    out["proof"] = _proof_with(out, part)
    if computer is not None:
        out["computer"] = {side: computer[side] for side in sorted(computer)}
    return out


def save(path: str | Path, history: History, seed: int, dice_script: tuple[int, ...] = (),
         computer: dict[str, str] | None = None, indent: int | None = 1) -> None:
    """Write the save. ``indent`` None writes the same JSON on one line: what the window's
    autosave does, where nobody reads the text (JSON with an indent is written by Python's
    own encoder, four times slower than the compact one: 33 against 8.5 ms for a whole
    Red Vengeance game). The scenario's text is the game's :class:`ScenarioPart`'s, made
    at its first save: the text is the one ``json.dumps`` writes of :func:`to_json`, byte
    for byte (``tests/test_save_scenario_part.py``)."""
    out = _to_json(history, seed, dice_script, computer)
    write_atomic(path, _dumps(out, scenario_part(history.game), indent))


class ScenarioPart:
    """A game's scenario as every save of it writes and proves it: its JSON, that JSON's
    text on one line and with an indent of one (as the save's own key, one level in), its
    canonical text (what the proof's hash covers) and its located digests (the proof's
    ``parts``). Made once per :class:`Game` (:func:`scenario_part`): a game's scenario is
    fixed for its life (nothing assigns to it or changes it: a game started from the
    editor plays a copy), and the window autosaves at every phase's end, which rebuilt
    all of it each time (about 40 of a Shin Barbarossa autosave's 60 ms)."""

    def __init__(self, scenario: Any) -> None:
        from qtwargame.engine.state import canonical_dumps

        #: the scenario model it was made from: a game given another is made another part
        self.scenario = scenario
        self.json: dict[str, Any] = scenario.model_dump(mode="json")
        self.compact = json.dumps(self.json, ensure_ascii=False)
        self._indented: dict[int, str] = {}
        self.canonical = canonical_dumps(self.json)
        self.located = _locate(self.json, 3)

    def indented(self, indent: int) -> str:
        """The JSON's text as ``json.dumps(..., indent=indent)`` writes it one level into
        an object (each line after the first ``indent`` spaces further in)."""
        if indent not in self._indented:
            self._indented[indent] = json.dumps(self.json, ensure_ascii=False, indent=indent) \
                .replace("\n", "\n" + " " * indent)
        return self._indented[indent]


_SCENARIO_PARTS: weakref.WeakKeyDictionary[Game, ScenarioPart] = weakref.WeakKeyDictionary()


def scenario_part(game: Game) -> ScenarioPart:
    """The :class:`ScenarioPart` of ``game``'s scenario, made at its first save and kept
    while the game lives (made again if the game were given another scenario object)."""
    part = _SCENARIO_PARTS.get(game)
    if part is None or part.scenario is not game.scenario:
        part = _SCENARIO_PARTS[game] = ScenarioPart(game.scenario)
    return part


def _dumps(out: dict[str, Any], part: ScenarioPart, indent: int | None) -> str:
    """``json.dumps(out, ensure_ascii=False, indent=indent)`` of a save's JSON whose
    ``scenario`` is ``part``'s, with the scenario's text taken from ``part``: a JSON
    object's text is its keys' and values' texts joined (``", "`` and ``": "`` on one
    line; with an indent, each pair on a line of its own and a nested value's lines one
    level further in), so only the small parts are written anew."""
    def text(key: str, value: Any) -> str:
        if key == "scenario":
            return part.compact if indent is None else part.indented(indent)
        if indent is None:
            return json.dumps(value, ensure_ascii=False)
        return json.dumps(value, ensure_ascii=False, indent=indent).replace("\n", "\n" + " " * indent)

    pairs = [json.dumps(k, ensure_ascii=False) + ": " + text(k, v) for k, v in out.items()]
    if indent is None:
        return "{" + ", ".join(pairs) + "}"
    inner = "\n" + " " * indent
    return "{" + inner + ("," + inner).join(pairs) + "\n}"


# -- the proof: one hash over everything that makes the game, and where it changed --------

#: The parts of a save the proof covers, in the order they are named: those of version 3,
#: and from version 4 the rules' revision too (a version 3 save's proof is over the first
#: seven, as it was written).
PROVEN_3 = ("scenario", "options", "dice_generator", "seed", "dice_script", "actions", "final_hash")
PROVEN = PROVEN_3[:2] + ("rules_revision",) + PROVEN_3[2:]


def proven_parts(data: dict[str, Any]) -> tuple[str, ...]:
    """The parts of the save ``data`` its proof covers (:data:`PROVEN`; :data:`PROVEN_3`
    for a version 3 save)."""
    version = data.get("format_version")
    return PROVEN if _is_int(version) and version >= 4 else PROVEN_3


#: Hexadecimal digits of the digests that locate a change (the whole is a full SHA-256).
PART_DIGITS = 16
#: Most keys of an object, or items of a list of items with ids, that are located one by
#: one (units, cities: yes; the thousands of hexes of a big map: one part, so the proof
#: stays small beside the save).
MAX_LOCATED = 500


def _digest(value: Any) -> str:
    from qtwargame.engine.state import canonical_dumps

    return hashlib.sha256(canonical_dumps(value).encode()).hexdigest()


def _by_id(items: list[Any]) -> dict[str, Any] | None:
    """A list of up to :data:`MAX_LOCATED` objects that each have a distinct text ``id``,
    by id (else None: the list is one part)."""
    if not items or len(items) > MAX_LOCATED \
            or not all(isinstance(x, dict) and isinstance(x.get("id"), str) for x in items):
        return None
    out = {x["id"]: x for x in items}
    return out if len(out) == len(items) else None


def _locate(value: Any, depth: int) -> Any:
    """Short digests of ``value`` and of its parts ``depth`` levels down (an object's
    keys; a list of objects with ids, item by item), so that a change can be named:
    ``map.cities: moscow``."""
    if depth > 0 and isinstance(value, dict) and len(value) <= MAX_LOCATED:
        return {k: _locate(v, depth - 1) for k, v in value.items()}
    if depth > 0 and isinstance(value, list) and (by_id := _by_id(value)) is not None:
        return {"[id]": {k: _digest(v)[:PART_DIGITS] for k, v in by_id.items()}}
    return _digest(value)[:PART_DIGITS]


def _parts(data: dict[str, Any], scenario: Any = None) -> dict[str, Any]:
    """The proof's ``parts`` of ``data``; ``scenario``: its scenario's, where already made
    (:attr:`ScenarioPart.located`)."""
    out = {
        "scenario": _locate(data.get("scenario"), 3) if scenario is None else scenario,
        "options": _locate(data.get("options"), 1),
        "dice_generator": _locate(data.get("dice_generator"), 0),
        "seed": _locate(data.get("seed"), 0),
        "dice_script": _locate(data.get("dice_script"), 0),
        "actions": _locate(data.get("actions"), 0),
        "action_count": len(data["actions"]) if isinstance(data.get("actions"), list) else None,
        "final_hash": _locate(data.get("final_hash"), 0),
    }
    if "rules_revision" in proven_parts(data):
        out["rules_revision"] = _locate(data.get("rules_revision"), 0)
    return out


def make_proof(data: dict[str, Any]) -> dict[str, Any]:
    """The ``proof`` of a save's JSON: ``hash``, the SHA-256 of the canonical JSON of every
    part that makes the game (:func:`proven_parts`), and ``parts``, short digests that say which
    part changed (the scenario's and the options' down to the item)."""
    return {"hash": _digest({k: data.get(k) for k in proven_parts(data)}), "parts": _parts(data)}


def _proof_with(data: dict[str, Any], part: ScenarioPart) -> dict[str, Any]:
    """:func:`make_proof` of ``data``, whose scenario is ``part``'s, with the scenario's
    canonical text and digests taken from ``part``: the canonical text of an object is its
    sorted keys' and values' canonical texts joined, so the hash is the same."""
    from qtwargame.engine.state import canonical_dumps

    text = "{" + ",".join(canonical_dumps(k) + ":" + (
        part.canonical if k == "scenario" else canonical_dumps(data.get(k)))
        for k in sorted(proven_parts(data))) + "}"
    return {"hash": hashlib.sha256(text.encode()).hexdigest(),
            "parts": _parts(data, part.located)}


def _changed_paths(old: Any, new: Any, path: str = "") -> list[str]:
    """Where two trees of :func:`_locate` digests differ, as readable places
    (``rules_data.crt``, ``map.cities: moscow``, ``units: ger_1 (added)``)."""
    if old == new:
        return []
    if not (isinstance(old, dict) and isinstance(new, dict)) or ("[id]" in old) != ("[id]" in new):
        return [path] if path else []
    if "[id]" in old:
        o, n = old["[id]"], new["[id]"]
        if not (isinstance(o, dict) and isinstance(n, dict)):
            return [path]
        return [f"{path}: {k}{' (removed)' if k not in n else ' (added)' if k not in o else ''}"
                for k in sorted(set(o) | set(n), key=str) if o.get(k) != n.get(k)]
    out = []
    for k in sorted(set(old) | set(new), key=str):
        sub = f"{path}.{k}" if path else str(k)
        if k not in new:
            out.append(f"{sub} (removed)")
        elif k not in old:
            out.append(f"{sub} (added)")
        else:
            out += _changed_paths(old[k], new[k], sub)
    return out


#: What changed, part by part, in words that translate (context ``engine``).
_PART_WORDS = {
    "scenario": emsg("the scenario stored in this save was changed after it was saved"),
    "options": emsg("the options stored in this save were changed after it was saved"),
    "rules_revision": emsg("the revision of the rules was changed after the game was saved"),
    "dice_generator": emsg("the dice generator was changed after the game was saved"),
    "seed": emsg("the dice seed was changed after the game was saved"),
    "dice_script": emsg("the typed-in dice were changed after the game was saved"),
    "actions": emsg("the actions were changed after the game was saved"),
    "final_hash": emsg("the final state hash was changed after the game was saved"),
}
_NO_PROOF = emsg("missing or not an object with \"hash\" and \"parts\": a version 3 save proves "
                 "its scenario, options, dice and actions with it, so the save is refused as "
                 "unverified")
_PROOF_EDITED = emsg("does not match the save: the proof itself was edited")


def _shown(value: object) -> str:
    """A value from the file as a message shows it: text in quotes, anything else as JSON
    writes it (``true``, ``null``, ``2.5``), never Python's ``True`` or ``None``."""
    if isinstance(value, str):
        return repr(value)
    try:
        return json.dumps(value, ensure_ascii=False)
    except (TypeError, ValueError):  # not a value JSON can hold: not from a file
        return repr(value)


def _problem(where: str, place: str, msg: Msg) -> FileProblem:
    """One line of a save's problems: the file, the place and what is wrong, in words
    that translate (``scenario.io.FileProblem``)."""
    from qtwargame.scenario.io import FileProblem

    return FileProblem.at(where, place, msg)


def _save_error(problems: list[FileProblem]) -> SaveError:
    """A SaveError of ``problems`` (``FileProblem``s), a line each."""
    return SaveError("\n".join(str(p) for p in problems), tuple(problems))


def proof_problems(data: dict[str, Any], where: str) -> list[FileProblem]:
    """What of a version 3 save no longer matches its ``proof``: one problem
    (``scenario.io.FileProblem``, whose words translate) for each part that changed,
    naming it (and, for the scenario and the options, which of their items), or one saying
    the proof itself was edited."""
    proof = data.get("proof")
    if not isinstance(proof, dict) or not isinstance(proof.get("hash"), str) \
            or not isinstance(proof.get("parts"), dict):
        return [_problem(where, "$.proof", _NO_PROOF)]
    stored, now = proof["parts"], _parts(data)
    if _digest({k: data.get(k) for k in proven_parts(data)}) == proof["hash"]:
        if stored != now or set(proof) != {"hash", "parts"}:
            return [_problem(where, "$.proof", _PROOF_EDITED)]
        return []
    out = []
    for part in proven_parts(data):
        if stored.get(part) == now[part]:
            continue
        words = _PART_WORDS[part]
        if part in ("scenario", "options"):
            paths = _changed_paths(stored.get(part), now[part])
            if paths:
                items = f"{'; '.join(paths[:8])}{'; …' if len(paths) > 8 else ''}"
                words = emsg("{what} ({items})", what=words, items=items)
        elif part == "actions" and stored.get("action_count") != now["action_count"]:
            words = emsg("{what} (the save had {old} actions, it now has {new})", what=words,
                         old=stored.get("action_count"), new=now["action_count"])
        out.append(_problem(where, f"$.{part}", words))
    if not out:
        out.append(_problem(where, "$.proof", _PROOF_EDITED))
    return out


# -- sharing a position without giving away what the other side may not see ---------------

VIEW_FORMAT = "qtwargame-view"
VIEW_VERSION = 1


def view_to_json(history: History, side: str) -> dict[str, Any]:
    """A shared position for play by e-mail: what ``side`` may see now and nothing more.

    A saved game (``.qtwsave``) holds the dice seed and every action, so whoever has it can
    replay the game and read everything, hands and face-down identities included: it is a
    file to keep, not to send. A shared view holds the scenario, the state as
    ``engine.view.view_for`` gives it to ``side`` (no seed, no secret, other hands hidden)
    and the log lines ``side`` may read (secret rolls without their values).
    """
    from qtwargame.engine.state import state_to_json
    from qtwargame.engine.view import log_for, view_for

    game = history.game
    if side not in game.sides:
        raise ValueError(f"unknown side {side!r}")
    view = view_for(game, history.state, side)
    return {
        "format": VIEW_FORMAT,
        "format_version": VIEW_VERSION,
        "app_version": __version__,
        "side": side,
        "scenario": game.scenario.model_dump(mode="json"),
        "options": game.options,
        "state": state_to_json(view, game.label),
        "log": [e.to_json(game.label) for e in log_for(history.log(), side)],
    }


def save_view(path: str | Path, history: History, side: str,
              log_text: Sequence[str] | None = None) -> None:
    """Write :func:`view_to_json` atomically (``.qtwview``), with ``log_text`` (the same log
    as lines of text in the sharer's language: ``qtwargame share``) when given."""
    data = view_to_json(history, side)
    if log_text is not None:
        data["log_text"] = list(log_text)
    write_atomic(path, json.dumps(data, ensure_ascii=False, indent=1))


#: The fields of a saved game before version 3, of version 3, and of version 4.
OLDER_FIELDS = frozenset({"format", "format_version", "app_version", "scenario", "options", "seed",
                          "dice_script", "actions", "turn", "phase", "final_hash", "computer"})
FIELDS_3 = OLDER_FIELDS | {"dice_generator", "proof"}
FIELDS = FIELDS_3 | {"rules_revision"}

#: Limits on a save's own fields (the embedded scenario has the scenario format's limits).
MAX_ACTIONS = 1_000_000
MAX_SCRIPTED_DICE = 100_000
MAX_DIE = 100
MAX_TURN = 1000
_HEX_DIGITS = frozenset("0123456789abcdef")
#: A computer level id in ``computer``: short, lower-case letters, digits and ``_``.
MAX_LEVEL_ID = 40
_LEVEL_CHARS = frozenset("abcdefghijklmnopqrstuvwxyz0123456789_")


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _type_name(value: Any) -> Msg | str:
    """What kind of JSON value ``value`` is, in words that translate."""
    if value is None:
        return emsg("null")
    if isinstance(value, bool):
        return emsg("true or false")
    if isinstance(value, (int, float)):
        return emsg("a number")
    if isinstance(value, str):
        return emsg("text")
    if isinstance(value, list):
        return emsg("a list")
    if isinstance(value, dict):
        return emsg("an object")
    return type(value).__name__  # not a JSON value: the program's own name for it


def _option_problems(options: dict[str, Any], scenario: Any, where: str) -> list[FileProblem]:
    """Each chosen option must be one the ruleset or the scenario offers, with a value of
    its kind: one of its choices, or true/false for an on/off rule."""
    from qtwargame.engine.ruleset import offered_options

    try:
        offered = {k: tuple(o.choices) for k, o in offered_options(scenario).items()}
    except KeyError:  # the scenario check has already reported an unknown ruleset
        offered = {o.id: tuple(o.choices) for o in scenario.options}
    out = []
    for key, value in options.items():
        place = f"$.options[{key!r}]"
        if key not in offered:
            known = ", ".join(sorted(offered))
            out.append(_problem(where, place, emsg(
                "unknown option (this scenario offers: {known})", known=known)
                if known else emsg("unknown option (this scenario offers: none)")))
        elif offered[key]:
            if value not in offered[key] or not isinstance(value, str):
                out.append(_problem(where, place, emsg(
                    "{value} is not one of {choices}", value=_shown(value),
                    choices=", ".join(offered[key]))))
        elif not isinstance(value, bool):
            out.append(_problem(where, place, emsg(
                "must be true or false, not {kind}", kind=_type_name(value))))
    return out


def parse(data: Any, where: str, require_hash: bool = True, later: bool = False) -> SavedGame:
    """A saved game's parsed JSON as a :class:`SavedGame`, every field's type and range
    checked; a problem is a :class:`SaveError` naming ``where`` and the JSON path.

    A save must carry the hash of its final state (``require_hash``): without it nothing
    shows that its actions lead where the save says, so it is refused.

    ``later`` leaves a version 3 save's ``proof`` and its scenario's checks after the
    structure (references, rules, set-up) to :class:`Replay`, which makes them before its
    first action (with the board shown, a fifth of a whole Shin Barbarossa game's opening).
    What is reported does not change: a problem found here is reported only when the
    proof and the scenario pass, as when they go first."""
    if not later:
        scenario, version = _head(data, where, True)
        saved = _tail(data, where, require_hash, scenario, version)
        saved.proven = version >= 3
        return saved
    try:
        scenario, version = _head(data, where, False)
    except Exception:  # the proof's problems are the ones to name, as when it goes first
        prove_now(data, where)
        raise
    try:
        saved = _tail(data, where, require_hash, scenario, version)
    except Exception:  # ... and then the scenario's
        prove_now(data, where)
        check_scenario_now(scenario, where)
        raise
    saved.unproven = data if version >= 3 else None
    saved.proven = version >= 3
    saved.unchecked = True
    return saved


def prove_now(data: Any, where: str) -> None:
    """The check :func:`parse` makes first: a version 3 save's ``proof`` (SaveError naming
    each part that changed)."""
    version = data.get("format_version") if isinstance(data, dict) else None
    if _is_int(version) and 3 <= version <= SAVE_VERSION and data.get("format") == SAVE_FORMAT:
        changed = proof_problems(data, where)
        if changed:
            raise _save_error(changed)


def _scenario_error(e: Any) -> SaveError:
    """A ScenarioError about a save's embedded scenario, its places under ``$.scenario``."""
    from dataclasses import replace

    return _save_error([replace(p, path="$.scenario" + p.path[1:] if p.path.startswith("$")
                                else p.path) for p in e.problems])


def check_scenario_now(scenario: Any, where: str) -> None:
    """The checks of a save's scenario after its structure (``scenario.io.check_scenario``),
    as :func:`parse` makes them (SaveError naming every problem)."""
    from qtwargame.scenario.io import ScenarioError, check_scenario

    try:
        check_scenario(scenario, where)
    except ScenarioError as e:
        raise _scenario_error(e) from None


def _head(data: Any, where: str, whole: bool) -> tuple[Any, int]:
    """The format, the version, the proof (``whole``), the fields and the scenario (only
    its structure unless ``whole``): the scenario and the version."""
    from qtwargame.scenario.io import ScenarioError, scenario_from_data, structural_scenario

    if not isinstance(data, dict) or data.get("format") != SAVE_FORMAT:
        raise _save_error([_problem(where, "$.format", emsg(
            "not a qtwargame saved game (no \"format\": \"{format}\")", format=SAVE_FORMAT))])
    version = data.get("format_version")
    if not _is_int(version) or not 1 <= version <= SAVE_VERSION:
        if _is_int(version) and version > SAVE_VERSION:
            raise _save_error([_problem(where, "$.format_version", emsg(
                "{version} is newer than this program reads ({newest})", version=version,
                newest=SAVE_VERSION))])
        if version is None:  # no such key (a file of some other program, or cut short)
            raise _save_error([_problem(where, "$.format_version", emsg(
                "is missing: a saved game gives its version, a whole number from 1 to {newest}",
                newest=SAVE_VERSION))])
        raise _save_error([_problem(where, "$.format_version", emsg(
            "must be a whole number from 1 to {newest}, not {value}", newest=SAVE_VERSION,
            value=_shown(version)))])
    if version >= 3 and whole:  # what changed is the whole story: the rest follows from it
        changed = proof_problems(data, where)
        if changed:
            raise _save_error(changed)
    known = FIELDS if version >= 4 else FIELDS_3 if version >= 3 else OLDER_FIELDS
    for key in data:
        if key not in known:
            raise _save_error([_problem(where, f"$.{key}", emsg(
                "not a field of a version {version} saved game (its fields: {fields})",
                version=version, fields=", ".join(sorted(known))))])
    if "scenario" not in data:
        raise _save_error([_problem(where, "$.scenario", emsg(
            "missing (a save embeds its scenario)"))])
    try:
        if whole:
            return scenario_from_data(data["scenario"], where), version
        return structural_scenario(data["scenario"], where), version
    except ScenarioError as e:
        raise _scenario_error(e) from None


def _tail(data: dict[str, Any], where: str, require_hash: bool, scenario: Any, version: int) -> SavedGame:
    """The save's other fields, checked against its scenario."""
    problems: list[FileProblem] = []

    def bad(place: str, msg: Msg) -> None:
        problems.append(_problem(where, place, msg))

    generator = data.get("dice_generator") if version >= 3 else SPLITMIX64
    if generator not in GENERATORS:
        bad("$.dice_generator", emsg("must be one of {generators}, not {value}",
                                     generators=", ".join(GENERATORS),
                                     value=emsg("missing") if generator is None else repr(generator)))
        generator = SPLITMIX64
    seed, problem = _seed_from_json(data.get("seed"), generator)
    if problem:
        bad("$.seed", problem)
    app_version = data.get("app_version")
    if app_version is not None and not isinstance(app_version, str):
        bad("$.app_version", emsg("must be text, not {kind}", kind=_type_name(app_version)))
    turn, phase = data.get("turn"), data.get("phase")
    if turn is not None and not (_is_int(turn) and 0 <= turn <= MAX_TURN):
        bad("$.turn", emsg("must be a turn number from 0 to {most}, not {value}", most=MAX_TURN,
                           value=turn if _is_int(turn) else _type_name(turn)))
        turn = None
    if phase is not None and not isinstance(phase, str):
        bad("$.phase", emsg("must be a phase id, not {kind}", kind=_type_name(phase)))
        phase = None
    options = data.get("options", {})
    if not isinstance(options, dict):
        bad("$.options", emsg("must be an object, not {kind}", kind=_type_name(options)))
        options = {}
    else:
        problems += _option_problems(options, scenario, where)
    script = data.get("dice_script", [])
    if not isinstance(script, list):
        bad("$.dice_script", emsg("must be a list of die values, not {kind}",
                                  kind=_type_name(script)))
        script = []
    elif len(script) > MAX_SCRIPTED_DICE:
        bad("$.dice_script", emsg("{count} values is more than {most}", count=len(script),
                                  most=MAX_SCRIPTED_DICE))
    faces = _dice_faces(scenario)
    for i, v in enumerate(script[:MAX_SCRIPTED_DICE]):
        if not _is_int(v) or not 1 <= v <= faces:
            bad(f"$.dice_script[{i}]", emsg(
                "{value} is not a face of this game's die (a whole number from 1 to {faces})",
                value=_shown(v), faces=faces))
            break
    sides = {side.id for side in scenario.sides}
    actions = data.get("actions")
    if not isinstance(actions, list):
        bad("$.actions", emsg("must be a list, not {kind}", kind=_type_name(actions)))
        actions = []
    elif len(actions) > MAX_ACTIONS:
        bad("$.actions", emsg("{count} actions is more than {most}", count=len(actions),
                              most=MAX_ACTIONS))
    for i, a in enumerate(actions):
        if not isinstance(a, dict):
            bad(f"$.actions[{i}]", emsg("an action must be an object, not {kind}",
                                        kind=_type_name(a)))
        elif not isinstance(a.get("kind"), str):
            bad(f"$.actions[{i}].kind", emsg("must be the action's kind as text, not {kind}",
                                             kind=_type_name(a.get("kind"))))
        elif not isinstance(a.get("side"), str):
            bad(f"$.actions[{i}].side", emsg("must be a side id, not {kind}",
                                             kind=_type_name(a.get("side"))))
        elif a["side"] not in sides:
            bad(f"$.actions[{i}].side", emsg("{value} is not a side of this scenario ({sides})",
                                             value=repr(a["side"]),
                                             sides=", ".join(sorted(sides))))
        else:
            continue
        break
    final_hash = data.get("final_hash")
    if final_hash is None:
        if require_hash:
            bad("$.final_hash", emsg("missing, so nothing shows that the actions lead to the "
                                     "saved game; the save is refused as unverified"))
    elif not (isinstance(final_hash, str) and len(final_hash) == 64
              and set(final_hash) <= _HEX_DIGITS):
        bad("$.final_hash", emsg("must be 64 hexadecimal digits (a SHA-256)"))
        final_hash = None
    computer = data.get("computer")
    if computer is not None:
        computer, more = _computer_problems(computer, scenario, where)
        problems += more
    revision = 0  # every save before version 4 was played before revisions were recorded
    if version >= 4:
        revision, problem = _revision_from_json(data.get("rules_revision"), scenario)
        if problem:
            bad("$.rules_revision", problem)
    if problems:
        raise _save_error(problems)
    actions = migrate_actions(actions, version)
    return SavedGame(
        scenario=scenario,
        options=dict(options),
        seed=seed,
        dice_script=tuple(script),
        actions=actions,
        final_hash=final_hash,
        computer=computer,
        generator=generator,
        turn=turn,
        phase=phase,
        revision=revision,
    )


def _seed_from_json(value: Any, generator: str) -> tuple[int, Msg | None]:
    """The seed a save holds for ``generator`` and what is wrong with it (None: nothing):
    a number below 2**64 in size for SplitMix64, 64 hexadecimal digits for a keyed seed."""
    if generator == KEYED:
        digits = SEED_BITS // 4
        if not (isinstance(value, str) and len(value) == digits and set(value) <= _HEX_DIGITS):
            shown = repr(value) if isinstance(value, str) else _type_name(value)
            return 0, emsg("a {generator} seed is {digits} hexadecimal digits (lower case), "
                           "not {value}", generator=KEYED, digits=digits, value=shown)
        return int(value, 16), None
    if not _is_int(value) or check_seed(value, generator) is not None:
        return 0, emsg("must be a whole number of at most 20 digits, not {value}",
                       value=_type_name(value) if not _is_int(value) else value)
    return value, None


def _revision_from_json(value: Any, scenario: Any) -> tuple[int, Msg | None]:
    """A version 4 save's ``rules_revision``: a revision of its ruleset's behaviour this
    program plays (0 to ``Ruleset.revision``), or the problem with it."""
    from qtwargame.engine.ruleset import get_ruleset

    try:
        newest = get_ruleset(scenario.ruleset).revision
    except KeyError:  # the scenario check has already reported an unknown ruleset
        return 0, None
    if value is None:
        return 0, emsg("missing: a version 4 save records the revision of its rules, a "
                       "whole number from 0 to {newest}", newest=newest)
    if not _is_int(value) or value < 0:
        return 0, emsg("must be a whole number from 0 to {newest}, not {value}",
                       newest=newest, value=_shown(value))
    if value > newest:
        return 0, emsg("revision {value} of these rules is newer than this program plays "
                       "({newest}): the game was saved by a later version of the program",
                       value=value, newest=newest)
    return value, None


def _dice_faces(scenario: Any) -> int:
    from qtwargame.engine.ruleset import get_ruleset

    try:
        return get_ruleset(scenario.ruleset).dice_faces
    except KeyError:  # the scenario check has already reported an unknown ruleset
        return MAX_DIE


def _computer_problems(value: Any, scenario: Any,
                       where: str) -> tuple[dict[str, str], list[FileProblem]]:
    """``computer`` checked: an object from the scenario's side ids to level ids. Whether
    the level exists is the play window's question (``qtwargame.ai``), not the engine's."""
    if not isinstance(value, dict):
        return {}, [_problem(where, "$.computer", emsg(
            "must be an object (side -> computer level), not {kind}", kind=_type_name(value)))]
    sides = {s.id for s in scenario.sides}
    for side, level in value.items():
        if side not in sides:
            return {}, [_problem(where, "$.computer", emsg(
                "{value} is not a side of the scenario ({sides})", value=repr(side),
                sides=", ".join(sorted(sides))))]
        if not (isinstance(level, str) and 0 < len(level) <= MAX_LEVEL_ID
                and set(level) <= _LEVEL_CHARS):
            return {}, [_problem(where, f"$.computer.{side}", emsg(
                "must be a computer level id (lower-case letters, digits and _, at most "
                "{most}), not {value}", most=MAX_LEVEL_ID,
                value=repr(level) if isinstance(level, str) else _type_name(level)))]
    return dict(value), []


def read(path: str | Path, later: bool = False) -> SavedGame:
    """The saved game in ``path``, parsed and checked (not yet replayed): any problem is a
    :class:`SaveError` naming the file, the place and what is wrong. ``later``: its proof
    and its scenario's checks after the structure are left to the replay (:func:`parse`)."""
    from qtwargame.scenario.io import ScenarioError, parse_json, read_text_file

    p = Path(path)
    try:
        data = parse_json(read_text_file(p), str(p))
    except ScenarioError as e:
        raise SaveError(str(e), e.lines) from None
    return parse(data, str(p), later=later)


class Replay:
    """A save's checked replay, made a slice at a time: every action checked as it is
    applied, then the final hash, turn and phase compared (:meth:`finish`). The play window
    shows the board while a long game is checked and lets no one play before it is done.
    Any problem is a :class:`SaveError` naming the place, as :func:`replay` reports it."""

    def __init__(self, saved: SavedGame, where: str = "save", check_states: bool = False) -> None:
        from qtwargame.scenario.setup_checks import take_checked_game

        self.saved, self.where = saved, where
        #: Check every state on the way (not only the last) against the rules' declared
        #: models of their data (``engine.datamodel``): the tests' replay of the golden saves.
        self.check_states = check_states
        try:
            # the game the check of the save's scenario started, if its options are the
            # ones played (a Game holds nothing of any one game: ``take_checked_game``)
            game = take_checked_game(saved.scenario, saved.options, saved.revision) \
                or Game(saved.scenario, saved.options, revision=saved.revision)
        except Exception as e:  # a scenario not checked yet (``later``): its problems first
            self.check_first()
            if isinstance(e, KeyError):  # an option the rules do not offer
                raise _save_error([_problem(where, "$.options", emsg(
                    "the game cannot start with these options: {detail}",
                    detail=str(e.args[0])))]) from None
            raise
        try:
            state, entries = game.new_state(saved.seed, saved.dice_script, saved.generator)
        except Exception as e:
            self.check_first()
            if isinstance(e, IllegalAction):  # a typed-in die the set-up's roll does not have
                why = emsg("refused when the game was set up: [{rule}] {why}", rule=e.rule,
                           why=e.message) if e.rule else emsg(
                    "refused when the game was set up: {why}", why=e.message)
                raise _save_error([_problem(where, "$.dice_script", why)]).of(game) from None
            raise
        self.history = History(game, state, entries)
        if check_states and (wrong := data_problems(game.ruleset, state)):
            self.check_first()
            raise _save_error([_problem(where, "$.scenario", emsg(
                "the state it sets up does not fit its rules: {detail}",
                detail="; ".join(wrong)))]).of(game)
        #: Actions replayed so far.
        self.done = 0

    @property
    def total(self) -> int:
        return len(self.saved.actions)

    def check_first(self) -> None:
        """What :func:`parse` left to the replay (``later``), checked once: the proof, then
        the scenario (SaveError: what is wrong). Made by the first :meth:`step`, and by
        whoever meets an error in a game whose scenario may not be checked yet."""
        saved = self.saved
        if saved.unproven is not None:
            prove_now(saved.unproven, self.where)
            saved.unproven = None
        if saved.unchecked:
            from qtwargame.scenario.setup_checks import take_checked_game

            check_scenario_now(saved.scenario, self.where)
            saved.unchecked = False
            take_checked_game(saved.scenario)  # the replay has its game: the check's is dropped

    def step(self, n: int) -> bool:
        """Replay (and check) up to ``n`` more actions; True once every action is replayed.
        What :func:`parse` left to the replay is checked first."""
        self.check_first()
        game, history, where = self.history.game, self.history, self.where
        actions = self.saved.actions
        for i in range(self.done, min(self.done + n, len(actions))):
            try:
                history.submit(game.decode(actions[i]))
            except (ValueError, KeyError) as e:
                raise _save_error([_problem(where, f"$.actions[{i}]", _unreadable(e))]).of(game) from None
            except IllegalAction as e:
                # (a refusal no rule makes, such as the other side's turn: no "[]")
                refused = _problem(where, f"$.actions[{i}]", emsg(
                    "refused on replay: [{rule}] {why}", rule=e.rule, why=e.message)
                    if e.rule else emsg("refused on replay: {why}", why=e.message))
                if self.saved.proven:
                    raise RulesChangedError(refused, history, self.saved, i,
                                            len(actions)) from None
                raise _save_error([refused]).of(game) from None
            if self.check_states:
                wrong = data_problems(game.ruleset, history.state)
                if wrong:
                    raise _save_error([_problem(where, f"$.actions[{i}]", emsg(
                        "the state it leads to does not fit its rules: {detail}",
                        detail="; ".join(wrong)))]).of(game)
            self.done = i + 1
        return self.done >= len(actions)

    def finish(self) -> History:
        """Replay what is left and compare the end with the save's final hash, turn and
        phase: the history, checked."""
        self.step(self.total)
        saved, where, game, end = self.saved, self.where, self.history.game, self.history.state
        if saved.final_hash is not None and game.hash(end) != saved.final_hash:
            elsewhere = _problem(where, "$.final_hash", emsg(
                "the actions replay to a different state than the one saved"))
            if saved.proven:
                raise RulesChangedError(elsewhere, self.history, saved, None, self.total)
            raise _save_error([elsewhere]).of(game)
        if saved.turn is not None and saved.turn != end.turn:
            raise _save_error([_problem(where, "$.turn", emsg(
                "the save says turn {saved}, but its actions lead to turn {reached}",
                saved=saved.turn, reached=end.turn))]).of(game)
        if saved.phase is not None and saved.phase != end.phase:
            raise _save_error([_problem(where, "$.phase", emsg(
                "the save says phase {saved}, but its actions lead to phase {reached}",
                saved=repr(saved.phase), reached=repr(end.phase)))]).of(game)
        wrong = data_problems(game.ruleset, end)
        if wrong:  # the state reached does not fit the rules' declared models
            raise _save_error([_problem(where, "$.actions", emsg(
                "the state they lead to does not fit its rules: {detail}",
                detail="; ".join(wrong)))]).of(game)
        return self.history


def _unreadable(e: ValueError | KeyError) -> Msg:
    """Why an action of a save cannot be replayed, where it is not the rules' refusal: the
    action's JSON is not an action (``ActionDataError``, in words that translate), or it
    names what the game does not have (the program's own words, in a translated frame)."""
    from qtwargame.engine.actions import ActionDataError

    if isinstance(e, ActionDataError):
        return e.msg
    detail = str(e.args[0]) if isinstance(e, KeyError) and e.args else str(e)
    return emsg("cannot be replayed: {detail}", detail=detail)


def replay(saved: SavedGame, where: str = "save", check_states: bool = False) -> History:
    """Rebuild the game's history by replaying every action; check the final hash (and,
    with ``check_states``, every state's data against the rules' declared models)."""
    return Replay(saved, where, check_states).finish()


def load(path: str | Path) -> tuple[History, SavedGame]:
    saved = read(path)
    return replay(saved, str(path)), saved
