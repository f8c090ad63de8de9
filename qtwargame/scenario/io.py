"""Reading and writing scenario files.

Loading never executes anything and never raises a bare traceback at the user: every
problem (bad JSON, a field of the wrong type, an unknown reference, a ruleset's own
complaint) becomes a :class:`FileProblem` naming the file, the JSON path and what is
wrong, and all of them are reported together in one :class:`ScenarioError`.
"""

from __future__ import annotations

import hashlib
import json
import logging
import os
import stat
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from qtwargame.atomic import write_atomic
from qtwargame.engine.checks import pydantic_problems
from qtwargame.engine.ruleset import Problem, get_ruleset, load_error, ruleset_ids
from qtwargame.engine.text import Msg, Texts
from qtwargame.errors import INTERNAL, BadFileError
from qtwargame.scenario.canonical import canonical_text
from qtwargame.scenario.migrations import MigrationError, migrate
from qtwargame.scenario.models import Scenario
from qtwargame.scenario.setup_checks import setup_stacking_problems
from qtwargame.scenario.validate import semantic_problems, vocabulary_problems

if TYPE_CHECKING:
    from qtwargame.engine.ruleset import Ruleset

log = logging.getLogger(__name__)

#: The words of a file's problems found while reading it (the checks have their own).
T = Texts("ScenarioCheck")


@dataclass(frozen=True)
class FileProblem:
    """A problem of a file: the file, the JSON path and the English message; ``msg`` is the
    translatable message where the check gives one (see :class:`Problem`)."""

    file: str
    path: str
    message: str
    msg: Msg | None = field(default=None, compare=False)
    #: The place in words that translate, where it is not a JSON path ("line 9, column 46").
    place: Msg | None = field(default=None, compare=False)
    #: A warning: the file loads and plays all the same (see :class:`Problem`).
    warning: bool = False

    def __str__(self) -> str:
        return f"{self.file}: {self.path}: {self.message}"

    @classmethod
    def of(cls, file: str, problem: Problem) -> FileProblem:
        return cls(file, problem.path, problem.message, problem.msg, warning=problem.warning)

    @classmethod
    def at(cls, file: str, path: str, msg: Msg, place: Msg | None = None) -> FileProblem:
        """The problem ``msg`` of ``file`` at ``path`` (a JSON path), or at ``place`` in
        words that translate where it is not one (:func:`line_column`; ``path`` then
        holds the same place in English). Every problem of a file is built so: its
        words are said in the reader's language."""
        return cls(file, path, msg.format(), msg, place)

    def text(self, translate: Callable[[str, str], str] | None = None) -> str:
        """The message in words, translated by ``translate(context, text)`` when given."""
        return self.msg.format(translate) if self.msg is not None else self.message

    def line(self, translate: Callable[[str, str], str] | None = None,
             render: Callable[[Msg], str] | None = None) -> str:
        """The whole line, the file and the place before the message (:meth:`text`, or
        ``render(msg)`` when given: the message with a game's names for its ids)."""
        place = self.place.format(translate) if self.place is not None else self.path
        said = render(self.msg) if render is not None and self.msg is not None else self.text(translate)
        return f"{self.file}: {place}: {said}"


def line_column(line: int, column: int) -> tuple[str, Msg]:
    """A place in a file's text: its English words (a :class:`FileProblem`'s ``path``) and
    the same words that translate (its ``place``)."""
    place = T("line {line}, column {column}", line=line, column=column)
    return place.format(), place


class ScenarioError(BadFileError):
    def __init__(self, problems: list[FileProblem]) -> None:
        self.problems = problems
        super().__init__("\n".join(str(p) for p in problems), tuple(problems))


#: The largest file the program reads (a scenario of the biggest bundled map is about
#: 200 kB and a whole saved campaign about 2 MB): a bigger file is refused before it is read.
MAX_FILE_BYTES = 64 * 1024 * 1024
#: The deepest nesting of arrays and objects a file may have. The format needs about ten
#: levels; anything deeper is refused before a recursive reader could overflow the stack.
MAX_DEPTH = 64
#: The most digits a number may have. Python refuses to read integers of more than 4300
#: digits at all; no number in a scenario or a save needs more than twenty.
MAX_DIGITS = 40


class _Bad:
    """A value the JSON reader found but the program does not accept; reported with its
    JSON path once the whole document has been read."""

    __slots__ = ("msg",)

    def __init__(self, msg: Msg) -> None:
        self.msg = msg


class _Object(dict[str, Any]):
    """A JSON object that remembers the keys it held more than once."""

    __slots__ = ("duplicates",)
    duplicates: list[str]


class _Hooks:
    """The JSON reader's hooks for one document. Nothing is raised inside the reader
    (which knows no JSON path): what the program does not accept is kept in the document
    as a :class:`_Bad` value, or as an :class:`_Object`'s ``duplicates``, and ``found`` says
    that :func:`document_problems` must look for it."""

    def __init__(self) -> None:
        self.found = False

    def object(self, pairs: list[tuple[str, Any]]) -> dict[str, Any]:
        out = _Object(pairs)
        if len(out) != len(pairs):
            seen: set[str] = set()
            dups: list[str] = []
            for k, _ in pairs:
                if k in seen and k not in dups:
                    dups.append(k)
                seen.add(k)
            out.duplicates = dups
            self.found = True
        return out

    def int(self, text: str) -> Any:
        digits = len(text.lstrip("-"))
        if digits > MAX_DIGITS:
            self.found = True
            return _Bad(T("a number of {digits} digits is far too long (at most {most})",
                          digits=digits, most=MAX_DIGITS))
        return int(text)

    def float(self, text: str) -> Any:
        value = float(text)
        if len(text) > 400 or value in (float("inf"), float("-inf")):
            self.found = True
            return _Bad(T("the number {number} is out of range",
                          number=text[:20] + ("…" if len(text) > 20 else "")))
        return value

    def constant(self, name: str) -> Any:
        self.found = True
        return _Bad(T("{name} is not allowed in JSON; write a number", name=name))


def _unsavable(text: str) -> bool:
    """Text with a lone surrogate (``\\ud800``) cannot be written as UTF-8, so a file
    holding it could be read but never saved again."""
    if text.isascii():
        return False
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return True
    return False


def _child_path(path: str, key: Any) -> str:
    if isinstance(key, int):
        return f"{path}[{key}]"
    if isinstance(key, str) and key.isidentifier() and key.isascii():
        return f"{path}.{key}"
    return f"{path}[{key!r}]"


def _scan(data: Any, depth_limit: int) -> str:
    """"deep" if ``data`` is nested more than ``depth_limit`` levels, "text" if it holds a
    string that cannot be saved, else "" (iterative: a deep document cannot overflow the
    stack here)."""
    found = ""
    stack = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > depth_limit:
            return "deep"
        if isinstance(node, dict):
            for k, v in node.items():
                if _unsavable(k):
                    found = "text"
                if isinstance(v, (dict, list)):
                    stack.append((v, depth + 1))
                elif isinstance(v, str) and _unsavable(v):
                    found = "text"
        else:
            for v in node:
                if isinstance(v, (dict, list)):
                    stack.append((v, depth + 1))
                elif isinstance(v, str) and _unsavable(v):
                    found = "text"
    return found


_SURROGATE = T("text with an unpaired surrogate (such as \\ud800) cannot be saved as UTF-8")
_SURROGATE_KEY = T("a key with an unpaired surrogate cannot be saved as UTF-8")


def _too_deep(limit: int) -> Msg:
    return T("nested more than {limit} levels deep", limit=limit)


def document_problems(data: Any, file: str, root: str = "$",
                      depth_limit: int = MAX_DEPTH) -> list[FileProblem]:
    """What is wrong with parsed JSON as data for the program, each with its JSON path:
    duplicate keys, numbers too long or out of range, NaN and Infinity, text that cannot be
    saved, nesting deeper than ``depth_limit``."""
    problems: list[FileProblem] = []
    stack = [(data, root, 1)]
    while stack and len(problems) < 50:
        node, path, depth = stack.pop()
        if isinstance(node, _Bad):
            problems.append(FileProblem.at(file, path, node.msg))
        elif isinstance(node, str):
            if _unsavable(node):
                problems.append(FileProblem.at(file, path, _SURROGATE))
        elif isinstance(node, (dict, list)):
            if depth > depth_limit:
                problems.append(FileProblem.at(file, path, _too_deep(depth_limit)))
                continue
            if isinstance(node, dict):
                for k in getattr(node, "duplicates", ()) or ():
                    problems.append(FileProblem.at(file, _child_path(path, k),
                                                   T("duplicate key {key}", key=repr(k))))
                items = list(node.items())
                for k, _ in items:
                    if _unsavable(k):
                        problems.append(FileProblem.at(file, path, _SURROGATE_KEY))
            else:
                items = list(enumerate(node))
            for k, v in reversed(items):
                stack.append((v, _child_path(path, k), depth + 1))
    return problems


def _deepest_place(text: str, limit: int) -> tuple[int, int] | None:
    """Line and column where the nesting of ``text`` first passes ``limit`` levels."""
    depth, line, col = 0, 1, 0
    in_string = escaped = False
    for ch in text:
        col += 1
        if ch == "\n":
            line, col = line + 1, 0
        elif in_string:
            if escaped:
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == '"':
                in_string = False
        elif ch == '"':
            in_string = True
        elif ch in "[{":
            depth += 1
            if depth > limit:
                return line, col
        elif ch in "]}":
            depth -= 1
    return None


def parse_json(text: str, file: str, depth_limit: int = MAX_DEPTH) -> Any:
    """Parsed JSON, or a ScenarioError naming the file and the place of every problem."""
    if text.startswith("\ufeff"):  # a byte-order mark some editors write
        text = text[1:]
    if not text.strip():  # a 0-byte file (a copy cut short, a file made and never written)
        raise ScenarioError([FileProblem.at(file, "$", T(
            "the file is empty: there is no JSON in it"))])
    hooks = _Hooks()
    try:
        data = json.loads(text, object_pairs_hook=hooks.object, parse_int=hooks.int,
                          parse_float=hooks.float, parse_constant=hooks.constant)
    except json.JSONDecodeError as e:
        # The reader's own reason ("Expecting ',' delimiter") stays as Python words it.
        where, place = line_column(e.lineno, e.colno)
        raise ScenarioError([FileProblem.at(
            file, where, T("not valid JSON: {reason}", reason=e.msg), place)]) from None
    except RecursionError:
        data = None
        found = "deep"
    except (ValueError, MemoryError) as e:
        raise ScenarioError([FileProblem.at(file, "$", T("cannot be read as JSON: {reason}",
                                                         reason=str(e)))]) from None
    else:
        found = _scan(data, depth_limit) if isinstance(data, (dict, list)) else ""
    if found == "deep":
        at = _deepest_place(text, depth_limit)
        if at is None:
            raise ScenarioError([FileProblem.at(file, "$", _too_deep(depth_limit))])
        where, place = line_column(*at)
        raise ScenarioError([FileProblem.at(file, where, _too_deep(depth_limit), place)])
    if hooks.found or found:
        problems = document_problems(data, file, depth_limit=depth_limit)
        if problems:
            raise ScenarioError(problems)
    return data


def structural_scenario(data: Any, file: str = "<scenario>") -> Scenario:
    """Parsed JSON as a scenario model, migrated and structurally checked only: broken
    references and a ruleset's complaints are not looked for (the editor opens such a
    file so that the designer can mend it)."""
    if not isinstance(data, dict):
        raise ScenarioError([FileProblem.at(file, "$", T("a scenario must be a JSON object"))])
    try:
        data = migrate(data)
    except MigrationError as e:
        raise ScenarioError([FileProblem.at(file, e.path, e.msg)]) from None
    try:
        return Scenario.model_validate(data)
    except ValidationError as e:
        raise ScenarioError([FileProblem.of(file, p) for p in pydantic_problems(e.errors())]) from None


def scenario_from_data(data: Any, file: str = "<scenario>", check_rules: bool = True) -> Scenario:
    """Validate parsed JSON as a scenario, migrating older versions first."""
    sc = structural_scenario(data, file)
    check_scenario(sc, file, check_rules)
    return sc


def check_scenario(sc: Scenario, file: str = "<scenario>", check_rules: bool = True) -> None:
    """What :func:`scenario_from_data` checks after the structure: broken references and
    (``check_rules``) the ruleset's complaints and the set-up's stacking; a ScenarioError
    names every problem."""
    problems = [FileProblem.of(file, p) for p in semantic_problems(sc)]
    if check_rules:
        problems += [FileProblem.of(file, p) for p in ruleset_problems(sc)]
    if check_rules and not problems:  # stacking at set-up needs a game that can start
        problems += [FileProblem.of(file, p) for p in setup_stacking_problems(sc, get_ruleset_of(sc))]
    if problems:
        raise ScenarioError(problems)


def scenario_warnings(sc: Scenario, file: str = "<scenario>") -> list[FileProblem]:
    """What a scenario holds that its rules do not read (a unit flag or region kind its
    ruleset does not declare: :func:`~qtwargame.scenario.validate.vocabulary_problems`):
    warnings, which never stop it from loading (a saved game holding it replays)."""
    try:
        ruleset = get_ruleset(sc.ruleset)
    except KeyError:
        return []  # the unknown ruleset is the error ruleset_problems reports
    try:
        found = vocabulary_problems(sc, ruleset)
    except Exception:  # a ruleset's declaration that breaks: no warnings rather than a crash
        log.exception("ruleset %s failed to declare its vocabulary", sc.ruleset)
        return []
    return [FileProblem.of(file, p) for p in found]


def get_ruleset_of(sc: Scenario) -> Ruleset:
    return get_ruleset(sc.ruleset)


def ruleset_problems(sc: Scenario) -> list[Problem]:
    try:
        ruleset = get_ruleset(sc.ruleset)
    except KeyError:
        error = load_error(sc.ruleset)
        if error is not None:  # installed, but its plugin fails to load (docs/plugins.md)
            return [Problem.of("$.ruleset", T("the ruleset {ruleset} is installed but could not "
                                               "be loaded: {error}", ruleset=repr(sc.ruleset),
                                               error=error))]
        return [Problem.of("$.ruleset", T("unknown ruleset {ruleset} (known: {known})",
                                           ruleset=repr(sc.ruleset),
                                           known=", ".join(ruleset_ids())))]
    try:
        return ruleset.validate_scenario(sc)
    except Exception as e:  # a ruleset's bug must not take the program down with the file
        log.exception("ruleset %s failed to check a scenario", sc.ruleset)
        return [Problem.of("$", T("{internal}: the {ruleset} rules could not check this "
                                  "scenario ({error})", internal=INTERNAL,
                                  ruleset=sc.ruleset, error=f"{type(e).__name__}: {e}"))]


def read_text_file(path: str | Path, limit: int | None = None) -> str:
    """The text of a UTF-8 file (a leading byte-order mark allowed); anything else (missing,
    unreadable, not a regular file, larger than ``limit``, not UTF-8) is a ScenarioError
    naming the file and, for bad bytes, the line and column."""
    p = Path(path)
    limit = MAX_FILE_BYTES if limit is None else limit
    try:
        st = os.stat(p)
        if not stat.S_ISREG(st.st_mode):
            raise ScenarioError([FileProblem.at(str(p), "$", T(
                "not a regular file (a folder, a device or a pipe cannot be read)"))])
        if st.st_size > limit:
            raise ScenarioError([FileProblem.at(str(p), "$", T(
                "{size} bytes is larger than the {limit} bytes a file may have",
                size=st.st_size, limit=limit))])
        with open(p, "rb") as fh:
            raw = fh.read(limit + 1)
    except OSError as e:
        # The system's own reason ("No such file or directory") stays in its words.
        raise ScenarioError([FileProblem.at(str(p), "$", T(
            "cannot read: {reason}", reason=str(e.strerror or e)))]) from None
    if len(raw) > limit:
        raise ScenarioError([FileProblem.at(str(p), "$", T(
            "larger than the {limit} bytes a file may have", limit=limit))])
    try:
        return raw.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        line = raw.count(b"\n", 0, e.start) + 1
        column = e.start - (raw.rfind(b"\n", 0, e.start) + 1) + 1
        where, place = line_column(line, column)
        raise ScenarioError([FileProblem.at(str(p), where, T(
            "not UTF-8 text (byte {offset}: {value})", offset=e.start,
            value=f"0x{raw[e.start]:02x}"), place)]) from None


def read_json_file(path: str | Path) -> Any:
    """The parsed JSON of a file; any failure is a ScenarioError naming the file."""
    return parse_json(read_text_file(path), str(path))


def load_scenario(path: str | Path, check_rules: bool = True) -> Scenario:
    return scenario_from_data(read_json_file(path), str(path), check_rules)


#: The texts of scenario files read with :func:`load_listed_scenario` and found without a
#: problem: (SHA-256 of the text, ``check_rules``) -> the class of the ruleset that checked it.
_CHECKED_TEXTS: dict[tuple[bytes, bool], type[Ruleset]] = {}


def load_listed_scenario(path: str | Path, check_rules: bool = True) -> Scenario:
    """:func:`load_scenario` for the lists that read the same files at each opening (the
    New Game dialog, the welcome screen): a text this program has already read here and
    found without a problem, checked by the same ruleset class, is parsed and validated
    again (a new model each time, which its reader may keep) but not checked again (the
    references, the rules' complaints and the set-up's stacking: 0.3 of the 0.4 CPU s the
    five bundled scenarios took at every opening). The key is the file's whole text, so a
    changed file is checked anew; a file with a problem is checked at every reading."""
    text = read_text_file(path)
    key = (hashlib.sha256(text.encode()).digest(), check_rules)
    sc = structural_scenario(parse_json(text, str(path)), str(path))
    try:
        ruleset: type[Ruleset] | None = type(get_ruleset_of(sc))
    except KeyError:  # not installed (any more): the check says so
        ruleset = None
    if ruleset is None or _CHECKED_TEXTS.get(key) is not ruleset:
        check_scenario(sc, str(path), check_rules)
        if ruleset is not None:
            _CHECKED_TEXTS[key] = ruleset
    return sc


def dumps_scenario(sc: Scenario) -> str:
    """The scenario as JSON text in its canonical form (defaults left out, the format
    version first, unordered parts sorted: :mod:`qtwargame.scenario.canonical`)."""
    return canonical_text(sc)


def save_scenario(sc: Scenario, path: str | Path) -> None:
    write_atomic(path, dumps_scenario(sc))
