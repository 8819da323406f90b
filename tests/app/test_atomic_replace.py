"""Replacing a file on Windows while another handle has it open (app.atomic.replace): Windows
refuses the rename until that handle closes — the recovery file's flush on its own thread, a
virus scanner, the search indexer —, so the rename is tried again for a while there; elsewhere
a refusal is final at once."""
from __future__ import annotations

import pytest

from app import atomic


def refusing(times, monkeypatch):
    real, calls = atomic.os.replace, []

    def replace(source, target):
        calls.append(source)
        if len(calls) <= times:
            raise PermissionError(13, "The process cannot access the file because it is being used by another process")
        real(source, target)
    monkeypatch.setattr(atomic.os, "replace", replace)
    monkeypatch.setattr(atomic.time, "sleep", lambda seconds: None)
    return calls


def test_windows_tries_again_while_another_handle_lets_go(tmp_path, monkeypatch):
    source, target = tmp_path / "new.tmp", tmp_path / "game.json"
    source.write_bytes(b"new")
    target.write_bytes(b"old")
    calls = refusing(3, monkeypatch)
    atomic.replace(source, target, platform="win32")
    assert target.read_bytes() == b"new" and not source.exists() and len(calls) == 4


def test_windows_gives_up_after_its_tries_and_the_old_file_stays(tmp_path, monkeypatch):
    source, target = tmp_path / "new.tmp", tmp_path / "game.json"
    source.write_bytes(b"new")
    target.write_bytes(b"old")
    calls = refusing(atomic.REPLACE_TRIES, monkeypatch)
    with pytest.raises(PermissionError):
        atomic.replace(source, target, platform="win32")
    assert target.read_bytes() == b"old" and len(calls) == atomic.REPLACE_TRIES


def test_elsewhere_a_refusal_is_final_at_once(tmp_path, monkeypatch):
    source, target = tmp_path / "new.tmp", tmp_path / "game.json"
    source.write_bytes(b"new")
    calls = refusing(1, monkeypatch)
    with pytest.raises(PermissionError):
        atomic.replace(source, target, platform="linux")
    assert len(calls) == 1


def test_write_atomic_goes_through_it(tmp_path, monkeypatch):
    calls = refusing(2, monkeypatch)
    # the default platform is read when the module loads: Windows' is set as the default here
    monkeypatch.setattr(atomic.replace, "__kwdefaults__", {"platform": "win32"})
    atomic.write_atomic(tmp_path / "game.json", b"{}", durable=False)
    assert (tmp_path / "game.json").read_bytes() == b"{}" and len(calls) == 3
