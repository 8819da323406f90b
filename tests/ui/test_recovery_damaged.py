"""Issue 25 §4 at start-up: a recovery file that cannot be used is named in one line and set
aside; the sheet starts with nothing to restore, and the file is never overwritten."""
import os

from PySide6.QtWidgets import QMessageBox

from app import recovery


def test_the_start_says_in_one_line_that_the_recovery_file_was_set_aside(qapp, tmp_path, monkeypatch):
    from ui.restore import offer
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(tmp_path / "home"))
    path = recovery.recovery_file()
    path.parent.mkdir(parents=True)
    os.mkfifo(path)                          # start-up used to wait on it forever
    said: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: said.append(text))
    monkeypatch.setattr(QMessageBox, "question", lambda *a: _never_asked())
    assert offer(None, "ru") is None
    assert len(said) == 1 and "\n" not in said[0] and "не обычный файл" in said[0]
    aside = [p for p in path.parent.iterdir() if p.name.startswith("current.damaged-")]
    assert len(aside) == 1 and str(aside[0]) in said[0] and not os.path.lexists(path)


def _never_asked():
    raise AssertionError("nothing is offered for a file set aside")
