"""The recovery file's flush to the disk (app.session.sync): on Windows through a handle that may
write, since FlushFileBuffers refuses a read-only one ("Permission denied", seen under Wine)."""
from __future__ import annotations

import os

import pytest

from app import session


@pytest.mark.parametrize(("platform", "mode"), [("win32", os.O_RDWR), ("linux", os.O_RDONLY),
                                                ("darwin", os.O_RDONLY)])
def test_the_flush_opens_the_file_as_the_system_needs(tmp_path, monkeypatch, platform, mode):
    path = tmp_path / "recovery.json"
    path.write_bytes(b"{}")
    opened, flushed = [], []
    real_open = os.open
    monkeypatch.setattr(session.os, "open", lambda name, flags: opened.append(flags) or real_open(name, flags))
    monkeypatch.setattr(session.os, "fsync", flushed.append)
    session.sync(path, platform=platform)
    assert opened == [mode] and len(flushed) == 1
    assert path.read_bytes() == b"{}"


def test_a_file_gone_meanwhile_is_nothing_to_flush(tmp_path):
    session.sync(tmp_path / "gone.json", platform="win32")
    assert not (tmp_path / "gone.json").exists()
