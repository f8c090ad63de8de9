"""Find every translatable string in the source and update the ``.ts`` catalogues.

    python -m qtwargame.i18n.extract            # update resources/i18n/qtwargame_ja.ts
    python -m qtwargame.i18n.extract --check    # exit 1 listing untranslated strings
    python -m qtwargame.i18n.extract --qm       # also compile .qm files with pyside6-lrelease

It reads the source with :mod:`ast` (nothing is imported) and finds:

- ``self.tr("...")`` in a class: context is the class name (what Qt uses at run time);
- ``QCoreApplication.translate("ctx", "...")``, ``translate("ctx", "...")`` and
  ``QT_TRANSLATE_NOOP("ctx", "...")``;
- engine and rules messages: calls ``X("...", ...)`` where ``X = Texts("ctx")`` is defined
  at module level in that module, or imported from the module that defines it (the
  engine's ``emsg = Texts("engine")`` is used all over the engine).
"""

from __future__ import annotations

import argparse
import ast
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from qtwargame.i18n import field_words
from qtwargame.i18n.ts_catalog import Catalog

PACKAGE = Path(__file__).resolve().parents[1]
ROOT = PACKAGE.parent
I18N_DIR = ROOT / "resources" / "i18n"
TARGET_LANGUAGES = {"ja": "ja_JP"}


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    filename: str
    line: int


def ts_path(lang: str, folder: Path = I18N_DIR) -> Path:
    return folder / f"qtwargame_{lang}.ts"


def _module_name(path: Path, root: Path) -> str:
    rel = path.relative_to(root).with_suffix("")
    parts = list(rel.parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def _str(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def _factories(tree: ast.Module) -> dict[str, str]:
    """Module-level ``NAME = Texts("ctx")`` assignments: NAME -> ctx."""
    out = {}
    for node in tree.body:
        if isinstance(node, (ast.Assign, ast.AnnAssign)):
            value = node.value
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if (isinstance(value, ast.Call) and isinstance(value.func, ast.Name)
                    and value.func.id == "Texts" and value.args):
                ctx = _str(value.args[0])
                for t in targets:
                    if ctx is not None and isinstance(t, ast.Name):
                        out[t.id] = ctx
    return out


class _Finder(ast.NodeVisitor):
    def __init__(self, factories: dict[str, str], filename: str) -> None:
        self.factories = factories
        self.filename = filename
        self.classes: list[str] = []
        self.found: list[Message] = []

    def visit_ClassDef(self, node: ast.ClassDef) -> None:
        self.classes.append(node.name)
        self.generic_visit(node)
        self.classes.pop()

    def _add(self, ctx: str, text: str, node: ast.expr) -> None:
        self.found.append(Message(ctx, text, self.filename, node.lineno))

    def visit_Call(self, node: ast.Call) -> None:
        f = node.func
        args = node.args
        first = _str(args[0]) if args else None
        second = _str(args[1]) if len(args) > 1 else None
        if isinstance(f, ast.Attribute):
            if (f.attr == "tr" and isinstance(f.value, ast.Name) and f.value.id == "self"
                    and first is not None and self.classes):
                self._add(self.classes[-1], first, node)
            elif f.attr == "translate" and first is not None and second is not None:
                self._add(first, second, node)
        elif isinstance(f, ast.Name):
            if f.id in ("translate", "QT_TRANSLATE_NOOP") and first is not None and second is not None:
                self._add(first, second, node)
            elif f.id in self.factories and first is not None:
                self._add(self.factories[f.id], first, node)
        self.generic_visit(node)


def extract(package: Path | None = None, relative_to: Path | None = None) -> list[Message]:
    """Every translatable message in the ``.py`` files under ``package`` (default: the
    whole ``qtwargame`` package)."""
    package = package or PACKAGE
    root = package.parent
    base = relative_to or I18N_DIR
    trees: dict[str, tuple[Path, ast.Module]] = {}
    for path in sorted(package.rglob("*.py")):
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        except SyntaxError as e:
            raise SyntaxError(f"{path}: {e}") from None
        trees[_module_name(path, root)] = (path, tree)
    defined = {mod: _factories(tree) for mod, (_, tree) in trees.items()}
    out: list[Message] = []
    for mod, (path, tree) in trees.items():
        factories = dict(defined[mod])
        for node in tree.body:
            if isinstance(node, ast.ImportFrom) and node.module in defined:
                for alias in node.names:
                    ctx = defined[node.module].get(alias.name)
                    if ctx is not None:
                        factories[alias.asname or alias.name] = ctx
        try:
            filename = str(Path(_relpath(path, base)))
        except ValueError:
            filename = str(path)
        finder = _Finder(factories, filename)
        finder.visit(tree)
        out.extend(finder.found)
        if path.name == "data.py" and path.parent.parent.name == "rules":
            out.extend(rules_data_messages(tree, filename))
        if path.name == "models.py" and path.parent.name == "scenario":
            out.extend(model_field_messages(tree, filename))
    return out


#: The context of the editor's list columns (``editor.panels.model_list_model``).
MODEL_FIELDS = "ModelFields"


def model_field_messages(tree: ast.Module, filename: str) -> list[Message]:
    """The headings and tooltips of the editor's definition tables: the ``title`` of each
    ``Field(title=..., description=...)`` of the scenario's models, and its description."""
    out: list[Message] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id == "Field"):
            continue
        words = {kw.arg: _str(kw.value) for kw in node.keywords if kw.arg in ("title", "description")}
        if words.get("title"):
            out.extend(Message(MODEL_FIELDS, text, filename, node.lineno)
                       for text in (words.get("title"), words.get("description")) if text)
    return out


#: The context of the rules data form's words (``editor.panels.model_form``).
RULES_DATA = "RulesData"
_MODEL_BASES = {"BaseModel", "_Model", "Model"}


def rules_data_messages(tree: ast.Module, filename: str) -> list[Message]:
    """The words of a ruleset's data models (``rules/<game>/data.py``), which the editor's
    rules data form shows: each field's name in words, its ``Field(title=...)`` and
    ``Field(description=...)``, and
    the words a ``Literal`` offers (a drop-down's choices)."""
    models = set(_MODEL_BASES)
    out: list[Message] = []
    for node in ast.walk(tree):
        if (isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name)
                and node.value.id == "Literal"):
            items = node.slice.elts if isinstance(node.slice, ast.Tuple) else [node.slice]
            for item in items:
                word = _str(item)
                if word:
                    out.append(Message(RULES_DATA, field_words(word), filename, node.lineno))
    out.extend(_role_title_messages(tree, filename))
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        if not any(isinstance(b, ast.Name) and b.id in models for b in node.bases):
            continue
        models.add(node.name)
        for stmt in node.body:
            if not (isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)):
                continue
            name = stmt.target.id
            if name.startswith("_") or name == "model_config":
                continue
            out.append(Message(RULES_DATA, field_words(name), filename, stmt.lineno))
            value = stmt.value
            if isinstance(value, ast.Call) and isinstance(value.func, ast.Name) and value.func.id == "Field":
                for kw in value.keywords:
                    text = _str(kw.value) if kw.arg in ("title", "description") else None
                    if text:
                        out.append(Message(RULES_DATA, text, filename, stmt.lineno))
    return out


def _role_title_messages(tree: ast.Module, filename: str) -> list[Message]:
    """The names ``Roles.of(..., titles=...)`` gives a rules' words (Red Vengeance's optional
    rules by number), written in the call or as a mapping of the module's."""
    mappings = {target.id: node.value for node in tree.body if isinstance(node, ast.Assign)
                for target in node.targets if isinstance(target, ast.Name)}
    out: list[Message] = []
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                and node.func.attr == "of" and isinstance(node.func.value, ast.Name)
                and node.func.value.id == "Roles"):
            continue
        for kw in node.keywords:
            given = mappings.get(kw.value.id) if isinstance(kw.value, ast.Name) else kw.value
            if kw.arg == "titles" and isinstance(given, ast.Dict):
                out.extend(Message(RULES_DATA, text, filename, given.lineno)
                           for text in map(_str, given.values) if text)
    return out


def _relpath(path: Path, base: Path) -> str:
    import os

    return os.path.relpath(path, base)


def update(lang: str, messages: list[Message], folder: Path = I18N_DIR) -> Catalog:
    path = ts_path(lang, folder)
    cat = Catalog.read(path) if path.exists() else Catalog(TARGET_LANGUAGES.get(lang, lang))
    cat.update(messages)
    return cat


def release(folder: Path = I18N_DIR) -> list[Path]:
    """Compile every ``.ts`` to ``.qm`` with ``pyside6-lrelease`` (if it is installed).

    The application reads the ``.ts`` files directly (see :mod:`qtwargame.i18n.translator`),
    so ``.qm`` files are optional."""
    tool = shutil.which("pyside6-lrelease") or shutil.which("lrelease")
    if tool is None:
        raise FileNotFoundError("pyside6-lrelease is not installed")
    out = []
    for ts in sorted(folder.glob("*.ts")):
        qm = ts.with_suffix(".qm")
        subprocess.run([tool, "-silent", str(ts), "-qm", str(qm)], check=True)
        out.append(qm)
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m qtwargame.i18n.extract",
                                description="Update the .ts translation catalogues.")
    p.add_argument("--check", action="store_true", help="do not write; exit 1 if any string "
                   "lacks a translation")
    p.add_argument("--qm", action="store_true", help="also compile .qm files with pyside6-lrelease")
    args = p.parse_args(argv)
    messages = extract()
    status = 0
    for lang in TARGET_LANGUAGES:
        cat = update(lang, messages)
        missing = cat.missing()
        if args.check:
            for e in missing:
                print(f"{ts_path(lang).name}: [{e.context}] {e.source!r} has no translation")
            status = 1 if missing else status
        else:
            cat.write(ts_path(lang))
            print(f"{ts_path(lang)}: {len(cat.entries)} messages, {len(missing)} untranslated")
    if args.qm and not args.check:
        try:
            for qm in release():
                print(f"{qm}: compiled")
        except (FileNotFoundError, subprocess.CalledProcessError) as e:
            print(f"qm: {e}", file=sys.stderr)
            return 1
    return status


if __name__ == "__main__":
    sys.exit(main())
