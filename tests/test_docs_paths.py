"""Every file path the architecture docs cite exists (issue 47, item 7: ARCHITECTURE.md once
cited a file not in the repository). A cited path is a backticked word with a slash or a
file extension and no placeholder (``<game>``, ``*``). It exists if some file or folder of
the repository ends with it (the docs name modules from their package: ``engine/state.py``,
``panels/model_form.py``, ``qtwargame/simulate`` for ``simulate.py``), or a module's
``path/module.Name`` names a module that does."""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
DOCS = [ROOT / "docs" / "ARCHITECTURE.md", *sorted((ROOT / "docs" / "architecture").glob("*.md"))]
EXTENSIONS = (".py", ".md", ".json", ".html", ".ts", ".toml", ".qtwsave", ".svg", ".spec", ".txt", ".yml")


def cited_paths(text: str) -> list[str]:
    out = []
    for word in re.findall(r"`([^`\s]+)`", text):
        word = word.rstrip(".,:;")
        if (any(c in word for c in "<>*{}()=$~") or word.startswith(("-", ".", "http", "qtwargame."))
                or word.startswith("application/")):  # a MIME type
            continue
        if "/" in word or word.endswith(EXTENSIONS):
            out.append(word)
    return out


def _repository() -> set[str]:
    """Every file and folder of the repository, as paths from its root."""
    out: set[str] = set()
    for top in ROOT.iterdir():
        if top.name.startswith(".") or top.name in ("build", "dist", "node_modules"):
            continue
        out.add(top.name)
        if top.is_dir():
            out.update(str(p.relative_to(ROOT)) for p in top.rglob("*") if "__pycache__" not in p.parts)
    return out


REPOSITORY = _repository()


def exists(path: str) -> bool:
    path = path.rstrip("/")
    stem, dot, last = path.rpartition(".")
    candidates = {path, path + ".py"} | ({stem + ".py"} if dot and "/" not in last else set())
    return any(p == c or p.endswith("/" + c) for c in candidates for p in REPOSITORY)


def test_cited_paths_are_found_in_a_sample():
    text = "see `engine/state.py`, `tests/test_purity.py`, `qtwargame/rules/<game>`, `x.y` and `hexgrid`"
    assert cited_paths(text) == ["engine/state.py", "tests/test_purity.py"]
    assert exists("engine/state.py") and exists("qtwargame/simulate")
    assert exists("panels/id_choices.IdDelegate")
    assert not exists("engine/no_such_module.py")


@pytest.mark.parametrize("doc", DOCS, ids=lambda p: p.name)
def test_every_cited_path_exists(doc):
    missing = [p for p in cited_paths(doc.read_text(encoding="utf-8")) if not exists(p)]
    assert missing == []
