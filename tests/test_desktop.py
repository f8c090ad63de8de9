"""``qtwargame install-desktop``: the menu entry, icons and saved-game type for this user,
with the entry running this very program."""

from __future__ import annotations

import configparser

from qtwargame import cli, desktop


def _entry(path):
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(path, encoding="utf-8")
    return entry


def test_install_writes_entry_mime_type_and_icons_and_uninstall_removes_them(tmp_path):
    command = ["/opt/qtwargame folder/qtwargame"]
    written = desktop.install(tmp_path, command, refresh=False)
    entry = _entry(tmp_path / "applications" / desktop.DESKTOP_FILE)
    assert entry["Desktop Entry"]["Exec"] == '"/opt/qtwargame folder/qtwargame" play %f'
    assert entry["Desktop Action editor"]["Exec"] == '"/opt/qtwargame folder/qtwargame" edit'
    assert (entry["Desktop Entry"]["MimeType"]
            == "application/x-qtwargame-save;application/x-qtwargame-view;")
    mime = (tmp_path / "mime" / "packages" / desktop.MIME_FILE).read_text(encoding="utf-8")
    assert '<glob pattern="*.qtwsave"/>' in mime
    assert '<glob pattern="*.qtwview"/>' in mime  # shared views open in the window too
    sizes = sorted(int(p.parent.parent.name.split("x")[0])
                   for p in (tmp_path / "icons" / "hicolor").glob("*/apps/qtwargame.png"))
    assert sizes == [16, 22, 24, 32, 48, 64, 128, 256, 512]
    assert (tmp_path / "icons" / "hicolor" / "scalable" / "apps" / "qtwargame.svg").is_file()
    assert len(written) == 3 + len(sizes)
    removed = desktop.uninstall(tmp_path, refresh=False)
    assert sorted(removed) == sorted(written)
    assert not any(p.is_file() for p in tmp_path.rglob("*"))


def test_a_plain_command_is_not_quoted_and_python_m_works_too():
    text = desktop.desktop_entry(["/usr/bin/python3", "-m", "qtwargame"])
    assert "Exec=/usr/bin/python3 -m qtwargame play %f" in text
    assert "Exec=/usr/bin/python3 -m qtwargame edit" in text


def test_the_command_line_verb_installs_for_the_user(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(desktop, "_refresh", lambda prefix: None)
    monkeypatch.setattr(desktop, "program_command", lambda: ["/usr/bin/qtwargame"])
    assert cli.main(["install-desktop", "--prefix", str(tmp_path)]) == 0
    assert "the entry runs: /usr/bin/qtwargame" in capsys.readouterr().out
    assert _entry(tmp_path / "applications" / desktop.DESKTOP_FILE)["Desktop Entry"]["Exec"] \
        == "/usr/bin/qtwargame play %f"
    assert cli.main(["install-desktop", "--prefix", str(tmp_path), "--uninstall"]) == 0
    assert not (tmp_path / "applications" / desktop.DESKTOP_FILE).exists()


def test_the_entry_runs_the_script_that_was_started(tmp_path, monkeypatch):
    script = tmp_path / "bin" / "qtwargame"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n", encoding="utf-8")
    monkeypatch.setattr("sys.argv", [str(script), "install-desktop"])
    assert desktop.program_command() == [str(script)]
    monkeypatch.setattr("sys.argv", ["-c"])
    monkeypatch.setattr(desktop.shutil, "which", lambda name: None)
    import sys

    assert desktop.program_command() == [sys.executable, "-m", "qtwargame"]
