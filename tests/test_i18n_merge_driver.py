"""The ``.ts`` merge driver merges message by message against the common ancestor
(session 93: as a union it kept ours first, and a branch's corrected Japanese, 突破 for
戦果拡張, was lost in its merge without a word)."""

from __future__ import annotations

from qtwargame.i18n import merge as driver
from qtwargame.i18n.ts_catalog import Catalog, Entry


def _write(path, translations):
    cat = Catalog("ja")
    for i, (source, text) in enumerate(translations.items()):
        cat.entries[("Terms", source)] = Entry("Terms", source, text, "" if text else "unfinished",
                                               [("../../qtwargame/x.py", i + 1)])
    path.write_text(cat.to_xml(), encoding="utf-8")
    return path


def _read(path):
    return {k[1]: e.translation for k, e in Catalog.read(path).entries.items()}


def test_a_translation_changed_on_one_side_only_takes_the_change(tmp_path):
    base = _write(tmp_path / "base.ts", {"exploit": "戦果拡張", "move": "移動", "new": ""})
    ours = _write(tmp_path / "ours.ts", {"exploit": "戦果拡張", "move": "移動する", "new": "",
                                          "ours only": "こちら"})
    theirs = _write(tmp_path / "theirs.ts", {"exploit": "突破", "move": "移動", "new": "新規",
                                              "theirs only": "あちら"})
    assert driver.main([str(base), str(ours), str(theirs)]) == 0
    assert _read(ours) == {"exploit": "突破", "move": "移動する", "new": "新規",
                           "ours only": "こちら", "theirs only": "あちら"}


def test_a_translation_both_sides_changed_differently_is_a_conflict_ours_kept(tmp_path, capsys):
    base = _write(tmp_path / "base.ts", {"exploit": "戦果拡張"})
    ours = _write(tmp_path / "ours.ts", {"exploit": "突破"})
    theirs = _write(tmp_path / "theirs.ts", {"exploit": "拡張"})
    assert driver.main([str(base), str(ours), str(theirs)]) == 1
    assert _read(ours) == {"exploit": "突破"}
    assert "both sides changed the translation of 'exploit' (context Terms)" in capsys.readouterr().err


def test_a_message_ours_removed_and_theirs_left_as_it_was_stays_removed(tmp_path):
    """Session 94: the play window's file messages moved to another context on main; the
    merge of a branch made before the move brought them back under the old context."""
    base = _write(tmp_path / "base.ts", {"moved": "移動済み", "kept": "残る", "fixed": "古い"})
    ours = _write(tmp_path / "ours.ts", {"kept": "残る"})
    theirs = _write(tmp_path / "theirs.ts", {"moved": "移動済み", "kept": "残る", "fixed": "新しい"})
    assert driver.main([str(base), str(ours), str(theirs)]) == 0
    # a translation theirs changed is kept, for ``extract`` to mark vanished or reuse
    assert _read(ours) == {"kept": "残る", "fixed": "新しい"}
