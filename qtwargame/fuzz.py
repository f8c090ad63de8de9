"""A mutation fuzzer for the files the program reads: scenarios and saved games.

Each case takes a good file (a bundled scenario or a saved game), changes it the way a
careless editor, a broken disk or a hostile player would (a value of the wrong type, a
negative or absurd number, a deleted or duplicated part, a reference to nothing, invalid
UTF-8, a document nested a thousand levels deep, a number of five thousand digits...) and
loads it the way the program does. Every case must end in one of two ways: the file loads,
or it is refused with the project's error (:class:`qtwargame.errors.BadFileError`) whose
every message names the file. Anything else is counted:

- ``crash``: another exception escaped the loader (a traceback at the user);
- ``hang``: the case ran past its time limit;
- ``internal``: refused with a message, but one the program's safety net wrote about its
  own failure (:data:`qtwargame.errors.INTERNAL_ERROR`), not about the file;
- ``unnamed``: refused, but a message does not name the file;
- ``play_crash``, ``play_hang``, ``wedged``: a scenario or a save that loaded then
  crashed, hung or offered no legal action (with the game not over) in a few dozen random
  actions (played by :class:`HastyPlayer`, which ends each phase after a few actions, so
  that play gets past set-up in every game);
- ``tampered``: a save whose scenario, options or seed were edited (its hash left as it
  was) loaded and replayed to "matches the save": the save does not prove the rules it was
  played under.

Saves are also written with a dice script (:func:`dice_save`): every die value from 0 to
100 is tried (:data:`DIE_VALUES`), and a value the game's dice cannot show must be refused
when the save is read, never raise at the first roll.

The mutations are driven by a *chooser*, a function ``choose(n) -> 0..n-1``: the
``qtwargame fuzz`` campaign passes a seeded :class:`random.Random`, and the property-based
tests (``tests/test_fuzz.py``) pass hypothesis' draws, so hypothesis can shrink a failing
case to its smallest form. Nothing here imports Qt.
"""

from __future__ import annotations

import copy
import json
import random
import signal
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

Chooser = Callable[[int], int]

#: Values a mutation may put anywhere: wrong types, out-of-range numbers, unsavable text.
HOSTILE: tuple[Any, ...] = (
    None, True, False, 0, 1, -1, -7, 2, 10**18, -(10**18), 0.5, -2.5, 1e308, "", " ", "x",
    "\ud800", "１２", "0101 ", "\u0000", [], {}, [[]], [0], ["x"], {"kind": []}, {"": None},
    "66", 7, 13, 20, 50, 99, 100,
)

#: Numbers a rulebook never prints but a careless or hostile file may: 7 to 100 (a die
#: face no die shows, a percentage, a VP total). Mutations of numbers draw from them.
HOSTILE_NUMBERS: tuple[int, ...] = tuple(range(7, 101))

#: The die values a save's dice script is tried with: 0 to 100.
DIE_VALUES: tuple[int, ...] = tuple(range(0, 101))

OUTCOMES = ("ok", "error", "crash", "internal", "hang", "unnamed", "play_crash", "play_hang",
            "wedged", "tampered")


class CaseTimeout(BaseException):
    """Raised by the alarm inside a case that ran past its limit (a BaseException, so no
    ``except Exception`` in the code under test can swallow it)."""


@contextmanager
def time_limit(seconds: float):
    """Interrupt the block after ``seconds`` of this process's CPU time with
    :class:`CaseTimeout` (main thread, POSIX; elsewhere the block simply runs).

    CPU time, not the clock: a case's verdict must not depend on what else the machine
    runs (a case of 1.5 s of CPU once counted as a hang past 10 s of wall time beside a
    test run and a tournament). The engine never waits on anything, so a hang is a loop
    and spends CPU. The alarm repeats every 50 ms of CPU until the block ends: Python runs
    a signal handler wherever the interpreter happens to be, and an exception raised while
    it is inside a finalizer (``__del__``, a weakref callback) is printed and dropped, so a
    single alarm can be lost."""
    if seconds <= 0 or not hasattr(signal, "setitimer") or not hasattr(signal, "SIGVTALRM"):
        yield
        return

    def on_alarm(signum, frame):
        raise CaseTimeout()

    try:
        old = signal.signal(signal.SIGVTALRM, on_alarm)
    except ValueError:  # not the main thread
        yield
        return
    signal.setitimer(signal.ITIMER_VIRTUAL, seconds, 0.05)
    try:
        yield
    finally:
        while True:  # a last alarm may still arrive while the timer is being stopped
            try:
                signal.setitimer(signal.ITIMER_VIRTUAL, 0)
                break
            except CaseTimeout:
                continue
        signal.signal(signal.SIGVTALRM, old)


# -- mutations ---------------------------------------------------------------------------


def _walk(data: Any, choose: Chooser, bias: list[Any] | None = None) -> tuple[Any, Any] | None:
    """A random (container, key) in ``data``: descend from the root, stopping at each level
    with probability 1/4. ``bias`` lists keys to prefer at the top level."""
    parent, key = None, None
    node = data
    depth = 0
    while isinstance(node, (dict, list)) and node:
        if depth and choose(4) == 0:
            break
        keys = list(node.keys()) if isinstance(node, dict) else list(range(len(node)))
        if depth == 0 and bias:
            preferred = [k for k in bias if k in keys]
            if preferred and choose(2) == 0:
                keys = preferred
        parent, key = node, keys[choose(len(keys))]
        node = node[key]
        depth += 1
    if parent is None:
        return None
    return parent, key


def _strings(data: Any, out: list[str], limit: int = 400) -> list[str]:
    """Some of the strings in ``data`` (keys and values), for reference swaps."""
    stack = [data]
    while stack and len(out) < limit:
        node = stack.pop()
        if isinstance(node, dict):
            out.extend(k for k in node if isinstance(k, str))
            stack.extend(node.values())
        elif isinstance(node, list):
            stack.extend(node)
        elif isinstance(node, str):
            out.append(node)
    return out


def mutate_data(data: Any, choose: Chooser, bias: list[Any] | None = None) -> Any:
    """One structural mutation of parsed JSON ``data`` (changed in place and returned)."""
    spot = _walk(data, choose, bias)
    if spot is None:
        return HOSTILE[choose(len(HOSTILE))]
    parent, key = spot
    value = parent[key]
    op = choose(9)
    if op == 0:  # a hostile value
        parent[key] = copy.deepcopy(HOSTILE[choose(len(HOSTILE))])
    elif op == 1:  # delete
        del parent[key]
    elif op == 2 and isinstance(parent, list):  # duplicate an item (duplicate ids)
        parent.insert(key, copy.deepcopy(value))
    elif op == 3:  # a value from elsewhere in the document (type or reference confusion)
        other = _walk(data, choose)
        if other is not None:
            parent[key] = copy.deepcopy(other[0][other[1]])
    elif op == 4 and isinstance(value, (int, float)) and not isinstance(value, bool):
        parent[key] = (-value, 0, value * 10**6, value + 1, 10**40, -1,
                       HOSTILE_NUMBERS[choose(len(HOSTILE_NUMBERS))])[choose(7)]
    elif op == 5 and isinstance(value, str):  # another string of the document
        pool = _strings(data, [])
        parent[key] = pool[choose(len(pool))] if pool else ""
    elif op == 6 and isinstance(value, list):  # shorten a list
        parent[key] = value[: choose(len(value) + 1)]
    elif op == 7 and isinstance(parent, dict):  # rename a key
        parent[key + "_" if isinstance(key, str) else key] = parent.pop(key)
    elif op == 8 and isinstance(value, str):  # a near miss: spaces, full-width digits
        parent[key] = (value + " ", " " + value, value.translate(_FULLWIDTH), value.upper(),
                       value[:-1])[choose(5)]
    else:
        parent[key] = copy.deepcopy(HOSTILE[choose(len(HOSTILE))])
    return data


_FULLWIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def _spots(data: Any, want: Callable[[Any], bool]) -> list[tuple[Any, Any]]:
    """Every (container, key) in ``data`` whose value ``want`` accepts."""
    out: list[tuple[Any, Any]] = []
    stack = [data]
    while stack:
        node = stack.pop()
        items = node.items() if isinstance(node, dict) else enumerate(node) \
            if isinstance(node, list) else ()
        for k, v in items:
            if want(v):
                out.append((node, k))
            if isinstance(v, (dict, list)):
                stack.append(v)
    return out


def _is_number(v: Any) -> bool:
    return isinstance(v, (int, float)) and not isinstance(v, bool)


def mutate_gently(data: Any, choose: Chooser) -> Any:
    """One small mutation likely to pass the format's checks, aimed at what breaks play:
    a number made negative, zero or absurd; a reference pointed at another name; an item
    of a list dropped."""
    op = choose(3)
    if op == 0:
        spots = _spots(data, _is_number)
        if spots:
            parent, key = spots[choose(len(spots))]
            v = parent[key]
            parent[key] = (-v, 0, -1, v * 1000, 10**18, v + 1, v - 1,
                           HOSTILE_NUMBERS[choose(len(HOSTILE_NUMBERS))])[choose(8)]
            return data
    if op == 1:
        spots = _spots(data, lambda v: isinstance(v, str))
        if spots:
            parent, key = spots[choose(len(spots))]
            other = spots[choose(len(spots))]
            parent[key] = other[0][other[1]]
            return data
    spots = _spots(data, lambda v: isinstance(v, list) and bool(v))
    if spots:
        parent, key = spots[choose(len(spots))]
        del parent[key][choose(len(parent[key]))]
    return data


def mutate_bytes(raw: bytes, choose: Chooser) -> bytes:
    """One mutation of the file's bytes (things JSON-level mutations cannot make)."""
    op = choose(8)
    n = len(raw)
    at = choose(n + 1) if n else 0
    if op == 0:  # truncated
        return raw[:at]
    if op == 1:  # invalid UTF-8
        return raw[:at] + (b"\xff", b"\xc3\x28", b"\xed\xa0\x80", b"\x80")[choose(4)] + raw[at:]
    if op == 2:  # nested far too deep
        depth = (200, 1000, 5000, 100_000)[choose(4)]
        inner = b"[" * depth + b"]" * depth
        return b'{"deep": ' + inner + b", " + raw.lstrip()[1:] if raw.lstrip()[:1] == b"{" \
            else inner
    if op == 3:  # a number of thousands of digits
        return raw.replace(b": 1", b": " + b"9" * (4300 + choose(3000)), 1 + choose(3))
    if op == 4:  # a byte-order mark
        return b"\xef\xbb\xbf" + raw
    if op == 5:  # a duplicate key at the top
        return b'{"id": "dup", ' + raw.lstrip()[1:] if raw.lstrip()[:1] == b"{" else raw
    if op == 6:  # NaN and Infinity, which Python's json reads but JSON does not allow
        return raw.replace(b": 1", (b": NaN", b": Infinity", b": -Infinity")[choose(3)], 1)
    return raw[:at] + raw[at + 1 + choose(8):]  # bytes cut out


def mutate_file(raw: bytes, choose: Chooser, bias: list[Any] | None = None,
                max_mutations: int = 3) -> bytes:
    """A mutated copy of a JSON file: mostly structural mutations, sometimes byte-level."""
    kind = choose(5)
    if kind == 0:
        return mutate_bytes(raw, choose)
    data = json.loads(raw)
    if kind == 1:
        data = mutate_gently(data, choose)
        return json.dumps(data, ensure_ascii=False).encode("utf-8", "surrogatepass")
    for _ in range(1 + choose(max_mutations)):
        data = mutate_data(data, choose, bias)
    return json.dumps(data, ensure_ascii=False, indent=None).encode("utf-8", "surrogatepass")


def mutate_save(data: dict[str, Any], choose: Chooser) -> dict[str, Any]:
    """One edit of the rules a save was played under, its hash left as it was: what a
    player who wants a better game would do to a save. The scenario is changed (a number
    such as a city's VP multiplied or made hostile, the last turn dropped, a reference
    pointed elsewhere, an item of a list dropped), an option switched, or the seed
    changed. A save that still loads and replays to its recorded hash is ``tampered``."""
    op = choose(4)
    scenario = data.get("scenario")
    if op == 0 and isinstance(scenario, dict):
        turns = scenario.get("turns")
        if isinstance(turns, list) and len(turns) > 1 and choose(2) == 0:
            del turns[-1]  # one turn fewer
        else:
            numbers = _spots(scenario, _is_number)
            if numbers:
                parent, key = numbers[choose(len(numbers))]
                v = parent[key]
                parent[key] = (v * 10, v * 3, v + 1, HOSTILE_NUMBERS[choose(len(HOSTILE_NUMBERS))]
                               )[choose(4)]
        return data
    if op == 1 and isinstance(scenario, dict):
        data["scenario"] = mutate_gently(scenario, choose)
        return data
    if op == 2:
        options = data.get("options")
        if not isinstance(options, dict):
            options = data["options"] = {}
        _switch_option(options, scenario, choose)
        return data
    seed = data.get("seed")
    if isinstance(seed, str) and seed:  # a keyed seed in hexadecimal: one digit changed
        data["seed"] = seed[:-1] + ("0" if seed[-1] != "0" else "1")
    else:
        data["seed"] = (seed + 1 if isinstance(seed, int) else 1) if choose(2) else 7
    return data


def _switch_option(options: dict[str, Any], scenario: Any, choose: Chooser) -> None:
    """Turn one of the scenario's or the ruleset's optional rules on, off or to another
    choice."""
    defs: list[tuple[str, Any, tuple[str, ...]]] = []
    if isinstance(scenario, dict):
        for o in scenario.get("options") or ():
            if isinstance(o, dict) and isinstance(o.get("id"), str):
                defs.append((o["id"], o.get("default", False), tuple(o.get("choices") or ())))
        try:
            from qtwargame.engine.ruleset import get_ruleset

            for o in get_ruleset(str(scenario.get("ruleset"))).options():
                defs.append((o.id, o.default, tuple(o.choices)))
        except Exception:  # an unknown ruleset: the scenario's own options only
            pass
    if not defs:
        options["no_such_option"] = True
        return
    oid, default, choices = defs[choose(len(defs))]
    current = options.get(oid, default)
    if choices:
        others = [c for c in choices if c != current] or list(choices)
        options[oid] = others[choose(len(others))]
    else:
        options[oid] = not bool(current)


def dice_save(base: dict[str, Any], value: int) -> bytes:
    """A save of the game ``base`` (a save's JSON) with the dice script ``[value]``, its
    hash made by the program's own save writer, as a player who types in the dice they
    rolled at the table writes it. When the game cannot even start with that script, the
    script is written into ``base`` as it is (today's loader then meets it while replaying)."""
    from qtwargame.engine import savegame
    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History

    data = copy.deepcopy(base)
    try:
        saved = savegame.parse(copy.deepcopy(base), "<base>")
        game = Game(saved.scenario, saved.options, revision=saved.revision)
        state, entries = game.new_state(saved.seed, (value,), saved.generator)
        history = History(game, state, entries)
        for a in saved.actions:
            history.submit(game.decode(a))
        data = savegame.to_json(history, saved.seed, (value,))
    except Exception:  # the script breaks the game before it is saved: write it anyway
        data["dice_script"] = [value]
    return json.dumps(data, ensure_ascii=False).encode("utf-8")


# -- running one case --------------------------------------------------------------------


@dataclass
class CaseResult:
    outcome: str
    detail: str = ""


def _refused(err: BaseException, file: str) -> CaseResult:
    """How a refusal counts: ``error`` when every message names the file and none is the
    safety net's."""
    from qtwargame.errors import INTERNAL_ERROR

    text = str(err)
    problems = getattr(err, "problems", None)
    lines = [str(p) for p in problems] if problems else text.splitlines() or [text]
    if INTERNAL_ERROR in text:
        return CaseResult("internal", text[:300])
    if not all(line.startswith(file) for line in lines):
        return CaseResult("unnamed", text[:300])
    return CaseResult("error", text[:300])


class HastyPlayer:
    """Random legal actions, a few per phase: after ``0..max_actions`` actions of its own
    in a phase it ends the phase where it may, so that a few dozen actions reach past
    set-up into movement and combat in every game (a set-up that must be finished before
    the phase ends is played out). A decision asked of it gets a random answer."""

    def __init__(self, rng: random.Random, max_actions: int = 3) -> None:
        self.rng = rng
        self.max_actions = max_actions
        self._phase: tuple | None = None
        self._left = 0

    def choose(self, game, state, legal):
        from qtwargame.engine.actions import EndPhase

        if state.pending is not None:
            return legal[self.rng.randrange(len(legal))]
        key = (state.turn, state.phase, state.active)
        if key != self._phase:
            self._phase, self._left = key, self.rng.randint(0, self.max_actions)
        ending = [a for a in legal if isinstance(a, EndPhase)]
        others = [a for a in legal if not isinstance(a, EndPhase)]
        if others and (self._left > 0 or not ending):
            self._left -= 1
            return others[self.rng.randrange(len(others))]
        return ending[0] if ending else legal[self.rng.randrange(len(legal))]


def in_setup(state) -> bool:
    """Whether ``state`` is still in a set-up phase (its phase id says set-up)."""
    return "setup" in str(state.phase)


def _play_on(history, seed: int, actions: int) -> CaseResult:
    """``actions`` random actions from ``history``'s state; ``detail`` says how far play got
    (``past setup`` once a phase after set-up was reached)."""
    game = history.game
    player = HastyPlayer(random.Random(seed))
    past = not in_setup(history.state)
    for _ in range(actions):
        if history.state.over:
            break
        legal = game.legal_actions(history.state)
        if not legal:
            s = history.state
            return CaseResult("wedged", f"turn {s.turn} {s.phase}: no legal action")
        history.submit(player.choose(game, history.state, legal))
        past = past or not in_setup(history.state)
    s = history.state
    return CaseResult("ok", f"turn {s.turn} {s.phase}{', past setup' if past else ''}")


def _random_play(game, seed: int, actions: int) -> CaseResult:
    from qtwargame.engine.history import History

    state, entries = game.new_state(seed)
    return _play_on(History(game, state, entries), seed, actions)


def run_scenario_case(raw: bytes, folder: Path, seconds: float = 10.0, play: int = 30,
                      seed: int = 1) -> CaseResult:
    """Load mutated scenario bytes as ``qtwargame validate`` does; if they load, play
    ``play`` random actions."""
    from qtwargame.engine.game import Game
    from qtwargame.errors import BadFileError
    from qtwargame.scenario.io import load_scenario

    path = folder / "fuzzed-scenario.json"
    path.write_bytes(raw)
    try:
        with time_limit(seconds):
            sc = load_scenario(path)
    except CaseTimeout:
        return CaseResult("hang", "loading")
    except BadFileError as e:
        return _refused(e, str(path))
    except Exception as e:  # counting what escapes is the point
        return CaseResult("crash", _short_traceback(e))
    if play <= 0:
        return CaseResult("ok")
    try:
        with time_limit(seconds):
            return _random_play(Game(sc), seed, play)
    except CaseTimeout:
        return CaseResult("play_hang", "random play")
    except Exception as e:
        return CaseResult("play_crash", _short_traceback(e))


def run_save_case(raw: bytes, folder: Path, seconds: float = 10.0, play: int = 0, seed: int = 1,
                  original: Proof | None = None) -> CaseResult:
    """Load mutated save bytes as ``qtwargame replay`` and File ▸ Open do; if they load,
    play ``play`` random actions on from the saved position, as a player would after
    opening it. With ``original`` (what the unedited save proves), a save that loads with
    other rules than the original's is ``tampered``."""
    from qtwargame.engine import savegame
    from qtwargame.errors import BadFileError

    path = folder / "fuzzed.qtwsave"
    path.write_bytes(raw)
    try:
        with time_limit(seconds):
            history, saved = savegame.load(path)
    except CaseTimeout:
        return CaseResult("hang", "loading")
    except BadFileError as e:
        return _refused(e, str(path))
    except Exception as e:
        return CaseResult("crash", _short_traceback(e))
    if original is not None and original.binding:
        changed = original.changes(history, saved)
        if changed:
            return CaseResult("tampered", f"edited {changed}, yet it loads and replays to "
                                          "the saved hash")
    if play <= 0:
        return CaseResult("ok")
    try:
        with time_limit(seconds):
            return _play_on(history, seed, play)
    except CaseTimeout:
        return CaseResult("play_hang", "random play")
    except Exception as e:
        return CaseResult("play_crash", _short_traceback(e))


@dataclass(frozen=True)
class Proof:
    """What an unedited save stands for: its scenario (as data), its options as the game
    reads them (defaults filled in) and its seed; ``binding`` when the save carries a
    proof of them (format version 3: ``docs/saves.md``). A save of an older version proves
    its final state only, so an edit its replay does not meet is no finding there."""

    scenario: dict[str, Any]
    options: dict[str, Any]
    seed: int
    binding: bool = True

    @staticmethod
    def of(raw: bytes) -> Proof:
        from qtwargame.engine import savegame

        with tempfile.TemporaryDirectory(prefix="qtwargame-fuzz-") as tmp:
            path = Path(tmp) / "original.qtwsave"
            path.write_bytes(raw)
            history, saved = savegame.load(path)
        data = json.loads(raw)
        return Proof(saved.scenario.model_dump(mode="json"), dict(history.game.options),
                     saved.seed, isinstance(data, dict) and "proof" in data)

    def changes(self, history, saved) -> str:
        """What differs from the original ("scenario", "options", "seed"), "" if nothing."""
        out = []
        if saved.scenario.model_dump(mode="json") != self.scenario:
            out.append("scenario")
        if dict(history.game.options) != self.options:
            out.append("options")
        if saved.seed != self.seed:
            out.append("seed")
        return ", ".join(out)


def run_dice_case(base: dict[str, Any], value: int, folder: Path, seconds: float = 10.0,
                  play: int = 30, seed: int = 1) -> CaseResult:
    """A save of ``base`` with the dice script ``[value]`` (:func:`dice_save`), loaded and
    played on until dice are rolled. A value the game's dice cannot show must be refused
    when the save is read; a crash at the first roll is a finding."""
    return run_save_case(dice_save(base, value), folder, seconds, play, seed)


def _short_traceback(e: BaseException) -> str:
    frames = traceback.extract_tb(e.__traceback__)
    where = f"{Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else "?"
    return f"{type(e).__name__} at {where}: {str(e)[:160]}"


# -- the campaign ------------------------------------------------------------------------


def sample_saves(folder: Path, scenarios: list[Path], actions: int = 80,
                 seed: int = 1, stop_past_setup: bool = False) -> list[Path]:
    """Saved games to mutate when none are given: each scenario played ``actions`` random
    actions (:class:`HastyPlayer`, so play leaves set-up) from ``seed`` and saved in
    ``folder``; with ``stop_past_setup``, saved as soon as set-up is over."""
    from qtwargame.engine import savegame
    from qtwargame.engine.game import Game
    from qtwargame.engine.history import History
    from qtwargame.scenario.io import load_scenario

    out = []
    for path in scenarios:
        game = Game(load_scenario(path))
        state, entries = game.new_state(seed)
        history = History(game, state, entries)
        player = HastyPlayer(random.Random(seed))
        for _ in range(actions):
            legal = game.legal_actions(history.state)
            if history.state.over or not legal or (stop_past_setup and not in_setup(history.state)):
                break
            history.submit(player.choose(game, history.state, legal))
        target = folder / f"{path.stem}{'-past-setup' if stop_past_setup else ''}.qtwsave"
        savegame.save(target, history, seed)
        out.append(target)
    return out


SAVE_BIAS = ["actions", "seed", "options", "dice_script", "final_hash", "format_version",
             "format"]


@dataclass
class CampaignReport:
    kind: str
    cases: int = 0
    outcomes: Counter = field(default_factory=Counter)
    examples: dict[str, list[str]] = field(default_factory=dict)
    seconds: float = 0.0
    #: Cases whose random play reached a phase after set-up.
    past_setup: int = 0

    def add(self, result: CaseResult, label: str) -> None:
        self.cases += 1
        self.outcomes[result.outcome] += 1
        if result.detail.endswith("past setup"):
            self.past_setup += 1
        if result.outcome not in ("ok", "error"):
            ex = self.examples.setdefault(result.outcome, [])
            if len(ex) < 8:
                ex.append(f"{label}: {result.detail}")

    @property
    def failures(self) -> int:
        return sum(n for k, n in self.outcomes.items() if k not in ("ok", "error"))

    def to_json(self) -> dict[str, Any]:
        return {"kind": self.kind, "cases": self.cases,
                "outcomes": {k: self.outcomes.get(k, 0) for k in OUTCOMES},
                "failures": self.failures,
                "failure_rate": round(self.failures / max(self.cases, 1), 4),
                "past_setup": self.past_setup,
                "seconds": round(self.seconds, 1), "examples": self.examples}


def campaign(scenarios: list[Path], saves: list[Path], cases: int, seed: int = 1,
             play: int = 30, seconds: float = 10.0,
             progress: Callable[[str], None] | None = None,
             dice_saves: list[Path] | None = None,
             dice_values: tuple[int, ...] = DIE_VALUES) -> list[CampaignReport]:
    """``cases`` mutated scenarios and ``cases`` mutated saves, from ``seed`` (one save case
    in three edits the rules the save was played under: :func:`mutate_save`); then every
    value of ``dice_values`` as the dice script of each of ``dice_saves``."""
    rng = random.Random(seed)
    choose: Chooser = rng.randrange
    reports = []
    with tempfile.TemporaryDirectory(prefix="qtwargame-fuzz-") as tmp:
        folder = Path(tmp)
        for kind, files in (("scenario", scenarios), ("save", saves)):
            if not files:
                continue
            report = CampaignReport(kind)
            originals = [(p, p.read_bytes()) for p in files]
            proofs: dict[Path, Proof] = {}
            start = time.perf_counter()
            for i in range(cases):
                path, raw = originals[choose(len(originals))]
                if kind == "scenario":
                    mutated = mutate_file(raw, choose)
                    result = run_scenario_case(mutated, folder, seconds, play, seed + i)
                else:
                    if path not in proofs:
                        proofs[path] = Proof.of(raw)
                    if choose(3) == 0:
                        mutated = json.dumps(mutate_save(json.loads(raw), choose),
                                             ensure_ascii=False).encode("utf-8")
                    else:
                        mutated = mutate_file(raw, choose, SAVE_BIAS)
                    result = run_save_case(mutated, folder, seconds, play, seed + i, proofs[path])
                report.add(result, f"{kind} {i} from {path.name}")
                if progress and (i + 1) % 250 == 0:
                    progress(f"{kind}: {i + 1}/{cases} {dict(report.outcomes)}")
            report.seconds = time.perf_counter() - start
            reports.append(report)
        if dice_saves:
            report = CampaignReport("dice")
            start = time.perf_counter()
            for path in dice_saves:
                base = json.loads(path.read_bytes())
                for value in dice_values:
                    result = run_dice_case(base, value, folder, seconds, play, seed)
                    report.add(result, f"dice [{value}] in {path.name}")
                if progress:
                    progress(f"dice: {path.name} {dict(report.outcomes)}")
            report.seconds = time.perf_counter() - start
            reports.append(report)
    return reports
