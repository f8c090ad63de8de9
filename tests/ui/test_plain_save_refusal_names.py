"""A plain save (no proof, version 1) refused on replay names the sides as the game does
(session 92, File > Open in English and Japanese): "It is the blue player's decision now,
not the red player's." (今はredではなく blue…) read the save's ids, where the
rules-have-changed box already said the game's names (test_rules_changed)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import place_everything, start

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden"


def _refused(tmp_path) -> Path:
    """River Crossing's version 1 save at Blue's advance, with an End Phase of Red's
    after it: the replay refuses it, the decision being Blue's."""
    data = json.loads((GOLDEN / "river_crossing-3-at-advance.qtwsave").read_text(encoding="utf-8"))
    assert data["format_version"] == 1 and "proof" not in data
    data["actions"].append({"kind": "end_phase", "side": "red"})
    path = tmp_path / "plain.qtwsave"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize(("lang", "title", "said"), [
    ("en", "Cannot open the saved game",
     "$.actions[35]: refused on replay: It is the Blue player's decision now, not the Red "
     "player's."),
    ("ja", "セーブデータを開けません",
     "$.actions[35]: 再生時に拒否されました: 今は赤軍ではなく青軍が決定する番です。"),
])
def test_a_plain_saves_refusal_names_the_sides_as_the_game_does(
        window, river, tmp_path, monkeypatch, lang, title, said):
    c = start(window, river)
    place_everything(c)
    window.set_language(lang)
    before = c.game.hash(c.state)
    window.ask_before_closing = False
    path = _refused(tmp_path)
    monkeypatch.setattr(window, "_ask_file", lambda saving: str(path))  # the Open dialog's answer
    window.act_open.trigger()
    box = window.error_box
    assert box is not None and box.isVisible()
    assert (box.windowTitle(), box.text()) == (title, f"{path}: {said}")
    assert c.game.hash(c.state) == before
    box.close()


def test_a_plain_saves_refusal_checked_after_the_first_frame_names_the_sides(window, qtbot, tmp_path):
    """The same save given at the start (``qtwargame play FILE``: checked after the board's
    first frame, ``ui.opening``)."""
    path = _refused(tmp_path)
    assert window.open_path(path, check_after_frame=True)  # read: checked later
    qtbot.waitUntil(lambda: window.opening is None, timeout=30_000)
    box = window.error_box
    assert box is not None and box.isVisible()
    assert box.text() == (f"{path}: $.actions[35]: refused on replay: It is the Blue player's "
                          "decision now, not the Red player's.")
    box.close()
