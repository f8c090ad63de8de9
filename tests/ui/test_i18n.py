"""Translations: the extractor finds every kind of translatable call, the catalogue keeps
translations when it is updated, the run-time translator reads the .ts, and every string
in the program has a Japanese translation."""

from __future__ import annotations

import re
import textwrap

from qtwargame.i18n import extract
from qtwargame.i18n.translator import TsTranslator, i18n_dir
from qtwargame.i18n.ts_catalog import Catalog

PLACEHOLDER = re.compile(r"\{([a-z_]+)")


def _package(tmp_path, files: dict[str, str]):
    pkg = tmp_path / "pkg"
    for name, text in files.items():
        path = pkg / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(textwrap.dedent(text), encoding="utf-8")
    return pkg


def test_the_extractor_finds_tr_translate_and_texts_calls(tmp_path):
    pkg = _package(tmp_path, {
        "__init__.py": "",
        "text.py": """
            class Texts:
                pass
            emsg = Texts("engine")
            """,
        "game.py": """
            from pkg.text import emsg
            from pkg.text import emsg as e2
            T = Texts("rules")
            def f(x):
                emsg("Turn {turn}", turn=1)
                e2("aliased")
                T("{unit} is out of supply", unit=x)
                T(x)  # not a literal: skipped
            """,
        "ui.py": """
            class Panel(QWidget):
                def retranslate(self):
                    self.label.setText(self.tr("End Phase"))
                    other.tr("not self")
            def g():
                QCoreApplication.translate("Ctx", "Hello")
                translate("Names", "both sides")
                QT_TRANSLATE_NOOP("Terms", "rail")
            """,
    })
    found = {(m.context, m.source) for m in extract.extract(pkg, relative_to=tmp_path)}
    assert found == {
        ("engine", "Turn {turn}"), ("engine", "aliased"), ("rules", "{unit} is out of supply"),
        ("Panel", "End Phase"), ("Ctx", "Hello"), ("Names", "both sides"), ("Terms", "rail"),
    }


def test_updating_a_catalogue_keeps_translations_and_marks_vanished_strings(tmp_path):
    cat = Catalog("ja_JP")
    msgs = [extract.Message("A", "one", "a.py", 1), extract.Message("A", "two & <b>", "a.py", 2)]
    cat.update(msgs)
    cat.entries[("A", "one")].translation = "一"
    cat.entries[("A", "one")].status = ""
    path = tmp_path / "x.ts"
    cat.write(path)
    again = Catalog.read(path)
    assert again.translations() == {("A", "one"): "一"}
    assert [e.source for e in again.missing()] == ["two & <b>"]
    added, vanished = again.update([extract.Message("A", "three", "a.py", 3),
                                    extract.Message("A", "one", "a.py", 1)])
    assert (added, vanished) == (1, 1)
    assert again.entries[("A", "two & <b>")].status == "vanished"
    assert again.translations() == {("A", "one"): "一"}


def test_every_string_in_the_program_has_a_japanese_translation():
    from tests.program_messages import program_messages

    messages = program_messages()
    catalog = Catalog.read(extract.ts_path("ja"))
    done = catalog.translations()
    missing = sorted({(m.context, m.source) for m in messages} - set(done))
    assert not missing, (f"{len(missing)} strings lack a Japanese translation; run "
                         f"`python -m qtwargame.i18n.extract` and translate them: {missing[:20]}")


def test_japanese_translations_keep_every_placeholder():
    """Every field of the English is in the Japanese and no other. (A field in both count
    forms of the English, ``{n:# {side} unit|# {side} units}``, is one field.)"""
    catalog = Catalog.read(extract.ts_path("ja"))
    wrong = [(ctx, src, ja) for (ctx, src), ja in catalog.translations().items()
             if set(PLACEHOLDER.findall(src)) != set(PLACEHOLDER.findall(ja))]
    assert not wrong


_CJK = "[\u3000-\u30ff\u3400-\u9fff\uff00-\uffef]"
#: A field set off from the Japanese around it by a space: 「第3戦車軍 が 1401 へ移動」.
_SPACED_FIELD = re.compile(r"\{(\w+)[^{}]*\} (?=" + _CJK + ")|(?<=" + _CJK + r") \{(\w+)[^{}]*\}")
#: Where the player reads: the rules, the engine's words, the play window and the computer
#: players (the editor's and the file checks' messages quote ids and keep their spaces).
_PLAY_SOURCES = ("qtwargame/rules/", "qtwargame/engine/", "qtwargame/ui/", "qtwargame/ai/")
_QUOTED = ("file", "path", "id")  # a path or an id from a file: kept apart
_FILE_CHECKS = ("qtwargame/engine/checks.py", "qtwargame/engine/refs.py")


def test_a_japanese_question_ends_with_a_full_width_question_mark():
    """Session 91, Red Vengeance by hand: the phase bar read 「戦闘後前進をおこないますか?強調
    表示されたヘクスを…」, the half-width "?" of the question run into the instruction after
    it; 15 questions ended so, the others with 「？」."""
    catalog = Catalog.read(extract.ts_path("ja"))
    half = [ja for (_ctx, src), ja in catalog.translations().items()
            if src.rstrip().endswith("?") and ja.rstrip().endswith("?")]
    assert not half, half


def test_japanese_play_text_runs_its_fields_into_the_words_around_them():
    """Japanese sets no space between words: a name or number filled into the play window's
    and the log's Japanese runs into its particles, 「第3戦車軍を1401へ移動」, as the 33
    log lines reworded in session 82 do; session 83 found 151 more that did not."""
    catalog = Catalog.read(extract.ts_path("ja"))
    spaced = []
    for entry in catalog.entries.values():
        if not entry.translation or entry.status == "vanished":
            continue
        files = [f for f, _line in entry.locations]
        if not files or not all(any(k in f for k in _PLAY_SOURCES) for f in files):
            continue
        if any(any(k in f for k in _FILE_CHECKS) for f in files):
            continue
        fields = [a or b for a, b in _SPACED_FIELD.findall(entry.translation)]
        if any(f not in _QUOTED for f in fields):
            spaced.append(entry.translation)
    assert not spaced, spaced[:10]


def test_the_translator_reads_the_ts_and_falls_back_across_contexts(qapp):
    t = TsTranslator(i18n_dir() / "qtwargame_ja.ts")
    assert t.translate("PhaseBar", "End Phase") == "フェイズ終了"
    assert t.translate("SomeSubclass", "End Phase") == "フェイズ終了"
    assert t.translate("PhaseBar", "no such text") is None  # null: not translated here
    assert not t.isEmpty()


def test_a_mixins_message_reads_its_own_translation_where_another_context_words_it_otherwise(
        qapp, tmp_path):
    """``self.tr`` in a method a window has from a mixin asks for the window's class name,
    while the extractor filed the message under the mixin's. The same English translated
    otherwise elsewhere must not be taken: the lookup goes through the classes the window
    is made of before any context's translation (the first in the file, here the wrong one)."""
    from PySide6.QtWidgets import QWidget

    class PartOfWindow(QWidget):
        pass

    class WholeWindow(PartOfWindow):
        pass

    path = tmp_path / "q_ja.ts"
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ja_JP">\n'
        '<context><name>Board</name><message><source>Open</source><translation>開いている'
        '</translation></message></context>\n'
        '<context><name>PartOfWindow</name><message><source>Open</source><translation>開く'
        '</translation></message></context>\n</TS>\n', encoding="utf-8")
    t = TsTranslator(path)
    assert t.translate("WholeWindow", "Open") == "開く"
    assert t.translate("Board", "Open") == "開いている"
    assert t.translate("Unrelated", "Open") == "開いている"  # no lineage: any context's
    assert WholeWindow is not None


def test_the_translator_tells_qt_the_catalogues_language(qapp):
    """QTranslator.language() is the catalogue's target language (an attribute of the same
    name once hid the method: calling it failed and Qt read an empty language)."""
    t = TsTranslator(i18n_dir() / "qtwargame_ja.ts")
    assert t.language() == "ja_JP"


def test_untranslated_text_falls_back_to_the_source_through_qt(qapp):
    from PySide6.QtCore import QCoreApplication

    t = TsTranslator(i18n_dir() / "qtwargame_ja.ts")
    QCoreApplication.installTranslator(t)
    try:
        assert QCoreApplication.translate("PhaseBar", "End Phase") == "フェイズ終了"
        assert QCoreApplication.translate("PhaseBar", "no such text") == "no such text"
    finally:
        QCoreApplication.removeTranslator(t)


def test_the_extractor_command_reports_untranslated_strings(tmp_path, monkeypatch, capsys):
    pkg = _package(tmp_path, {"__init__.py": "", "w.py": """
        class W(QWidget):
            def f(self):
                return self.tr("Hello")
        """})
    monkeypatch.setattr(extract, "PACKAGE", pkg)
    monkeypatch.setattr(extract, "I18N_DIR", tmp_path)
    monkeypatch.setattr(extract, "ts_path", lambda lang, folder=tmp_path: tmp_path / f"q_{lang}.ts")
    assert extract.main(["--check"]) == 1
    assert "has no translation" in capsys.readouterr().out
    assert extract.main([]) == 0
    assert Catalog.read(tmp_path / "q_ja.ts").entries[("W", "Hello")].status == "unfinished"


def _ts(path, translation: str) -> None:
    path.write_text(
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="ja_JP">\n'
        f'<context><name>W</name><message><source>Hello</source><translation>{translation}'
        '</translation></message></context>\n</TS>\n', encoding="utf-8")


def test_a_catalogue_is_parsed_again_only_when_its_file_changes(tmp_path, monkeypatch):
    """Switching the language reads the catalogue's finished translations once per version
    of the file: the same tables until the file changes, then the new text."""
    from qtwargame.i18n import ts_catalog

    path = tmp_path / "q_ja.ts"
    _ts(path, "こんにちは")
    parsed = []
    real = ts_catalog.Catalog.read
    monkeypatch.setattr(ts_catalog.Catalog, "read", staticmethod(lambda p: parsed.append(p) or real(p)))
    first = ts_catalog.finished(path)
    assert (first.language, dict(first.exact), dict(first.by_source)) == (
        "ja_JP", {("W", "Hello"): "こんにちは"}, {"Hello": "こんにちは"})
    t = TsTranslator(path)
    assert t.exact is first.exact and t.by_source is first.by_source
    assert t.translate("Other", "Hello") == "こんにちは"
    assert len(parsed) == 1
    _ts(path, "やあ")  # another size: read again
    assert dict(ts_catalog.finished(path).exact) == {("W", "Hello"): "やあ"}
    assert TsTranslator(path).translate("W", "Hello") == "やあ"
    assert len(parsed) == 2


def test_the_open_dialog_labels_are_japanese_where_qts_own_catalogue_misses_them(window):
    """Qt's ``qtbase_ja`` catalogue predates the accelerators of the file dialog's two
    labels ("&Look in:", "Files of &type:"), so the Japanese window showed them in English;
    ours carries them (``translator.QT_GAPS``). The widget dialog is what a Linux desktop
    without a platform file dialog shows."""
    from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

    window.set_language("ja")
    try:
        dialog = window.file_dialog(saving=False)
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog, True)
        dialog.show()
        QApplication.processEvents()
        labels = [label.text() for label in dialog.findChildren(QLabel) if label.text()]
        assert labels == ["ファイルの場所(&L):", "ファイル名(&N):", "ファイルの種類(&T):"]
        dialog.close()
    finally:
        window.set_language("en")


def test_the_extractor_finds_a_rules_data_models_words(tmp_path):
    """The editor's rules data form shows each field's name in words, its description and
    a ``Literal``'s words; the extractor finds them in ``rules/<game>/data.py`` (and only
    there), under the ``RulesData`` context."""
    pkg = _package(tmp_path, {
        "__init__.py": "",
        "rules/__init__.py": "",
        "rules/game/__init__.py": "",
        "rules/game/data.py": """
            class _Model(BaseModel):
                model_config = ConfigDict(extra="forbid")
            class Leader(_Model):
                dies_on_or_below: int = Field(description="11.23: the leader dies on this or less.")
                _private: int = 0
            class GameData(Leader):
                weather: Literal["clear", "light_mud"] = "clear"
            class NotAModel:
                ignored: int = 1
            """,
        "rules/game/other.py": """
            class Other(BaseModel):
                hidden: int = Field(description="Not a data model's module.")
            """,
    })
    found = {(m.context, m.source) for m in extract.extract(pkg, relative_to=tmp_path)}
    assert found == {("RulesData", "dies on or below"),
                     ("RulesData", "11.23: the leader dies on this or less."),
                     ("RulesData", "weather"), ("RulesData", "clear"), ("RulesData", "light mud")}
