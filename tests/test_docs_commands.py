"""The README's table of the ``qtwargame`` command (issue 47's kind of drift, session 94:
``audit-caches`` was missing from it) against the command's own parser: every command is
a row, and every option a row shows is an option of that command."""

import argparse
import re
from pathlib import Path

from qtwargame.cli import build_parser

ROOT = Path(__file__).resolve().parents[1]


def commands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    [sub] = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return dict(sub.choices)


def table_rows(readme: str) -> dict[str, str]:
    """The command table's rows: a command's name -> the usage its first cell shows."""
    rows = {}
    for usage in re.findall(r"^\| `(qtwargame[^`]*)` \|", readme, flags=re.MULTILINE):
        words = usage.split()
        rows[words[1] if len(words) > 1 and not words[1].startswith("[") else ""] = usage
    return rows


def test_the_readme_lists_every_command_with_options_it_has():
    parser = build_parser()
    verbs = commands(parser)
    rows = table_rows((ROOT / "README.md").read_text(encoding="utf-8"))
    assert sorted(rows) == sorted(["", *verbs])
    wrong = []
    for verb, usage in rows.items():
        known = {o for a in (verbs[verb] if verb else parser)._actions for o in a.option_strings}
        wrong += [f"{verb}: {o}" for o in re.findall(r"--[a-z][a-z-]*", usage) if o not in known]
    assert wrong == []


def test_a_row_with_an_option_the_command_lacks_is_told_apart():
    rows = table_rows("| `qtwargame` | x |\n| `qtwargame share SAVE --side SIDE --colour C` | y |\n")
    assert rows == {"": "qtwargame", "share": "qtwargame share SAVE --side SIDE --colour C"}
    share = commands(build_parser())["share"]
    options = {o for a in share._actions for o in a.option_strings}
    assert "--side" in options and "--colour" not in options


def games_table(readme: str) -> dict[str, str]:
    """The README's table of games: scenario id -> ruleset id."""
    return dict(re.findall(r"^\| `(\w+)` \| [^|]+ \| `(\w+)` \|$", readme, flags=re.MULTILINE))


def test_the_readme_lists_every_bundled_scenario_with_its_ruleset():
    import json

    bundled = {p.stem: json.loads(p.read_text(encoding="utf-8"))["ruleset"]
               for p in sorted((ROOT / "scenarios").glob("*.json"))}
    assert games_table((ROOT / "README.md").read_text(encoding="utf-8")) == bundled


def test_a_games_row_is_read():
    assert games_table("| `river_crossing` | a small game | `classic` |\n| x | y |\n") == {
        "river_crossing": "classic"}
