"""A pytest plugin (``-p tests.isolation`` in pyproject.toml): no test reads or writes the
player's real files.

Every test gets its own empty ``QTWARGAME_HOME`` (saves, autosaves, user scenarios, logs
and qtwargame's settings, see ``qtwargame.userfiles``), XDG folders for what asks
platformdirs directly, and Qt's ``QSettings`` pointed at a folder of its own in INI format,
so that ``QSettings()`` anywhere (the editor's too) starts empty. Subprocesses inherit the
environment.
"""

from __future__ import annotations

import pytest


def _point_at(folder, setenv) -> None:
    setenv("QTWARGAME_HOME", str(folder / "qtwargame-home"))
    for name, sub in (("XDG_DATA_HOME", "data"), ("XDG_STATE_HOME", "state"),
                      ("XDG_CONFIG_HOME", "config"), ("XDG_DOCUMENTS_DIR", "documents")):
        setenv(name, str(folder / "xdg" / sub))
    from PySide6.QtCore import QSettings

    import qtwargame.ui  # noqa: F401  (PySide6 6.12 on Python 3.11: before any Qt call)

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    for fmt in (QSettings.Format.IniFormat, QSettings.Format.NativeFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(folder / "qsettings"))


def pytest_configure(config) -> None:
    import os
    import tempfile
    from pathlib import Path

    folder = Path(tempfile.mkdtemp(prefix="qtwargame-tests-"))
    _point_at(folder, lambda k, v: os.environ.__setitem__(k, v))


@pytest.fixture(autouse=True)
def isolated_user_files(tmp_path_factory, monkeypatch):
    """This test's own user folders and settings (the folder is returned)."""
    folder = tmp_path_factory.mktemp("user")
    _point_at(folder, monkeypatch.setenv)
    yield folder
    from qtwargame import applog

    applog.reset()
