"""Session 91 (files): the Japanese play window says why a save does not open in Japanese,
the file, the place and what is wrong, through File > Open; the game in progress stays.
A save whose action was edited by hand read "$.actions[3]: unknown action kind 'teleport'"
(the engine's English), a 0-byte file "JSONとして正しくありません（Expecting value）"."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import place_everything, start

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"


def _edited(tmp_path) -> Path:
    """River Crossing's version 1 save (no proof) with its fourth action's kind edited."""
    data = json.loads((GOLDEN / "river_crossing-3.qtwsave").read_text(encoding="utf-8"))
    data["actions"][3]["kind"] = "teleport"
    path = tmp_path / "edited.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _empty(tmp_path) -> Path:
    path = tmp_path / "empty.qtwsave"
    path.write_bytes(b"")
    return path


@pytest.mark.parametrize("make, said", [
    (_edited, "$.actions[3]: 'teleport'という種類のアクションはありません"),
    (_empty, "$: ファイルが空です。JSONが書かれていません"),
])
def test_the_japanese_window_says_why_a_save_does_not_open_and_keeps_the_game(
        window, river, tmp_path, monkeypatch, make, said):
    c = start(window, river)
    place_everything(c)
    window.set_language("ja")
    before, title = c.game.hash(c.state), window.windowTitle()
    window.ask_before_closing = False
    path = make(tmp_path)
    monkeypatch.setattr(window, "_ask_file", lambda saving: str(path))  # the Open dialog's answer
    window.act_open.trigger()
    box = window.error_box
    assert box is not None and box.isVisible()
    assert (box.windowTitle(), box.text()) == ("セーブデータを開けません", f"{path}: {said}")
    assert c.game.hash(c.state) == before and window.windowTitle() == title
    box.close()
