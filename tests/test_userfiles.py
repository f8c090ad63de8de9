"""The player's files: every folder comes from one module, QTWARGAME_HOME moves them all,
the log file rotates."""

from __future__ import annotations

import logging
from pathlib import Path

import platformdirs

from qtwargame import applog, userfiles


def test_qtwargame_home_puts_every_user_file_under_one_folder(monkeypatch, tmp_path):
    monkeypatch.setenv(userfiles.HOME_ENV, str(tmp_path))
    assert userfiles.home_override() == tmp_path
    assert userfiles.saves_dir() == tmp_path / "documents" / "saves"
    assert userfiles.scenarios_dir() == tmp_path / "documents" / "scenarios"
    assert userfiles.autosave_dir() == tmp_path / "data" / "autosave"
    assert userfiles.editor_autosave_dir() == tmp_path / "data" / "editor-autosave"
    assert userfiles.log_file() == tmp_path / "logs" / "qtwargame.log"
    assert userfiles.settings_file() == tmp_path / "settings" / "qtwargame" / "qtwargame.ini"
    assert not (tmp_path / "documents").exists()  # asking creates nothing


def test_without_it_the_platform_places_are_used(monkeypatch, tmp_path):
    monkeypatch.delenv(userfiles.HOME_ENV, raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "share"))
    monkeypatch.setenv("XDG_STATE_HOME", str(tmp_path / "state"))
    assert userfiles.data_dir() == platformdirs.user_data_path("qtwargame", appauthor=False)
    assert userfiles.autosave_dir() == tmp_path / "share" / "qtwargame" / "autosave"
    assert userfiles.saves_dir() == platformdirs.user_documents_path() / "qtwargame" / "saves"
    assert userfiles.log_dir() == platformdirs.user_log_path("qtwargame", appauthor=False)
    assert userfiles.settings_file() is None


def test_user_scenarios_are_the_json_files_of_the_scenarios_folder(monkeypatch, tmp_path):
    monkeypatch.setenv(userfiles.HOME_ENV, str(tmp_path))
    assert userfiles.user_scenarios() == []
    folder = userfiles.ensure(userfiles.scenarios_dir())
    (folder / "b.json").write_text("{}", encoding="utf-8")
    (folder / "a.json").write_text("{}", encoding="utf-8")
    (folder / "notes.txt").write_text("", encoding="utf-8")
    assert [p.name for p in userfiles.user_scenarios()] == ["a.json", "b.json"]


def test_the_log_goes_to_the_user_log_file_and_rotates(monkeypatch, tmp_path):
    monkeypatch.setenv(userfiles.HOME_ENV, str(tmp_path))
    path = applog.configure(fatal_log=False)
    try:
        assert path == tmp_path / "logs" / "qtwargame.log" and applog.current() == path
        logging.getLogger("qtwargame.test").info("hello from the test")
        handler = next(h for h in logging.getLogger().handlers
                       if isinstance(h, logging.handlers.RotatingFileHandler))
        handler.flush()
        text = path.read_text(encoding="utf-8")
        assert "qtwargame 0" in text and "started" in text
        assert "INFO     qtwargame.test: hello from the test" in text
        assert (handler.maxBytes, handler.backupCount) == (applog.MAX_BYTES, applog.BACKUPS)
    finally:
        applog.reset()
    assert applog.current() is None


def test_an_unwritable_log_folder_is_reported_not_fatal(tmp_path, capsys):
    blocker = tmp_path / "file"
    blocker.write_text("x", encoding="utf-8")
    assert applog.configure(blocker / "logs" / "q.log", fatal_log=False) is None
    assert "cannot write the log file" in capsys.readouterr().err
    assert applog.current() is None


def test_nothing_in_the_program_builds_user_folders_by_itself():
    """Every user folder comes from qtwargame.userfiles (the editor's autosave folder is
    the editor's own, and is the same place)."""
    root = Path(__file__).resolve().parents[1] / "qtwargame"
    offenders = [str(p.relative_to(root)) for p in root.rglob("*.py")
                 if "import platformdirs" in p.read_text(encoding="utf-8")
                 and p.name != "userfiles.py" and "editor" not in p.parts]
    assert offenders == []
