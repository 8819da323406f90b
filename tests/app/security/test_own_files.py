"""Issue 25 §4: the sheet's own files.  The recovery file is read with the care of any file
from outside and set aside when it cannot be used; every file holding secrets is created
0600; ``db check`` and ``check`` answer a bad address, a mistyped path or a pipe in one line.

Every hostile file is made here: a sparse gigabyte takes no room on the disk.
"""
from __future__ import annotations

import os
import stat
import threading
import tracemalloc
from pathlib import Path

import pytest

from app import recovery, session
from app.cli import main
from app.format import save_game
from app.sport import sample_game

HANG_GUARD = 60        # seconds: only a process that waits forever gets anywhere near it


@pytest.fixture
def home(tmp_path, monkeypatch):
    folder = tmp_path / "home"
    monkeypatch.setenv("MAFIA_PROTOCOL_HOME", str(folder))
    monkeypatch.delenv("MAFIA_PROTOCOL_DB", raising=False)
    return folder


def _unfinished() -> dict:
    doc = sample_game()
    doc["phases"] = doc["phases"][:3]
    del doc["result"]
    return doc


def _mode(path: Path) -> int:
    return stat.S_IMODE(os.lstat(path).st_mode)


def _in_time(function, *args):
    """``function(*args)`` on a thread, so that a regression that waits forever fails the
    test instead of stopping the suite."""
    result: list = []
    worker = threading.Thread(target=lambda: result.append(function(*args)), daemon=True)
    worker.start()
    worker.join(HANG_GUARD)
    assert not worker.is_alive(), "waited for a file that never ends"
    return result[0]


# -- the recovery file ------------------------------------------------------------------
def _sparse(path: Path) -> None:
    with open(path, "wb") as file:
        file.truncate(1 << 30)          # 1 GiB of nothing: no block on the disk


def _fifo(path: Path) -> None:
    os.mkfifo(path)


def _zero_link(path: Path) -> None:
    os.symlink("/dev/zero", path)


def _truncated(path: Path) -> None:
    recovery.write(_unfinished(), "/games/g1.json")
    data = path.read_bytes()
    path.write_bytes(data[: len(data) // 2])


HOSTILE = {"sparse 1 GiB": (_sparse, "too_large"), "fifo": (_fifo, "not_regular"),
           "link to /dev/zero": (_zero_link, "link"), "truncated": (_truncated, "damaged")}


@pytest.mark.parametrize("name", HOSTILE)
def test_an_unusable_recovery_file_is_set_aside_and_named_in_one_line(name, home):
    make, why = HOSTILE[name]
    path = recovery.recovery_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    make(path)
    before = os.lstat(path)
    tracemalloc.start()
    try:
        found = _in_time(recovery.load)
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 64 * 1024 * 1024          # read at most the limit plus one byte
    assert isinstance(found, recovery.Damaged) and found.why == why
    # Set aside, the very same file (a link stays a link), beside the old place.
    assert not os.path.lexists(path) and found.aside is not None and found.aside.parent == path.parent
    after = os.lstat(found.aside)
    assert (after.st_ino, after.st_mode) == (before.st_ino, before.st_mode)
    for lang, words in (("en", "could not be restored"), ("ru", "восстановить оставшуюся открытой игру")):
        line = found.message(lang)
        assert "\n" not in line and words in line and str(found.aside) in line


def test_the_next_change_never_overwrites_a_damaged_file(home):
    path = recovery.recovery_file()
    path.parent.mkdir(parents=True, exist_ok=True)
    _truncated(path)
    damaged = path.read_bytes()
    reported: list = []
    assert session.pending(report=reported.append) is None
    assert len(reported) == 1 and reported[0].aside.read_bytes() == damaged
    session.write_open(sample_game(), None)           # the judge goes on working
    assert reported[0].aside.read_bytes() == damaged
    assert session.pending() is not None and recovery.read()[0] == sample_game()


def test_a_genuine_recovery_file_is_offered(home):
    recovery.write(_unfinished(), "/games/g1.json")
    session.mark(game=7, source="/games/g1.json")
    left = session.pending()
    assert (left.game, left.source, left.document) == (7, "/games/g1.json", _unfinished())
    assert left.saved_at


# -- created 0600 --------------------------------------------------------------------
def test_every_file_of_the_data_folder_is_the_owners_only(home, tmp_path):
    old = os.umask(0o022)
    try:
        recovery.write(sample_game(), None)              # a finished game, roles and all
        assert _mode(recovery.recovery_file()) == 0o600
        session.write_open(sample_game(), None)
        session.mark(game=None, source=None)
        session.remember({"file": "/games/g1.json"})
        left = session.pending()
        session.keep(left, archived=False)               # set aside in kept/
        kept = list((home / "kept").iterdir())
        assert kept and all(_mode(p) == 0o600 for p in kept)
        assert _mode(home / "recent.json") == 0o600
        for folder in (home, home / "recovery", home / "kept"):
            assert _mode(folder) == 0o700, folder
        # A game saved where the judge says, before its end, holds the roles: 0600 too;
        # a finished one is an ordinary file.
        save_game(_unfinished(), tmp_path / "unfinished.json")
        save_game(sample_game(), tmp_path / "finished.json")
        assert _mode(tmp_path / "unfinished.json") == 0o600 and _mode(tmp_path / "finished.json") == 0o644
    finally:
        os.umask(old)


def test_the_archive_and_its_journal_files_are_the_owners_only(home, tmp_path):
    from app.storage import open_archive
    old = os.umask(0o022)
    try:
        for path in (home / "archive.sqlite3", tmp_path / "club" / "a.sqlite3"):
            archive = open_archive(None if path.parent == home else str(path))
            try:
                archive.open_game(_unfinished())
                assert _mode(path) == 0o600 and _mode(path.parent) == 0o700
                side = [Path(f"{path}-{s}") for s in ("wal", "shm", "journal") if Path(f"{path}-{s}").exists()]
                assert Path(f"{path}-wal") in side and all(_mode(p) == 0o600 for p in side)
            finally:
                archive.close()
        assert main(["db", "backup", "--db", str(path), "--to", str(tmp_path / "copy.sqlite3")]) == 0
        assert _mode(tmp_path / "copy.sqlite3") == 0o600
    finally:
        os.umask(old)


# -- db check, check ---------------------------------------------------------------------
def _one_line(capsys) -> str:
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and not out
    assert err.count("\n") == 1, err
    return err


@pytest.mark.parametrize("url", ["postgresql://u@[::1", "postgresql://u@host:port/db", "postgresql://[::1"])
def test_a_malformed_postgresql_address_is_one_line(url, home, capsys):
    assert main(["db", "check", "--db", url, "--lang", "en"]) == 2
    assert "is not understood" in _one_line(capsys)


@pytest.mark.parametrize("action", ["check", "backup"])
def test_db_check_of_a_mistyped_path_creates_nothing(action, home, tmp_path, capsys):
    typo = tmp_path / "arhive" / "sub" / "archive.sqlite3"
    assert main(["db", action, "--db", str(typo), "--lang", "en"]) == 2
    assert "there is no archive at" in _one_line(capsys)
    assert not (tmp_path / "arhive").exists() and not home.exists()


@pytest.mark.parametrize("command", ["check", "verify", "import"])
@pytest.mark.parametrize("kind", ["fifo", "device"])
def test_a_file_that_is_not_regular_is_refused_at_once(command, kind, home, tmp_path, capsys):
    if kind == "fifo":
        path = tmp_path / "game.json"
        os.mkfifo(path)
    else:
        path = Path("/dev/zero")
    extra = ["--db", str(tmp_path / "a.sqlite3")] if command == "import" else []
    code = _in_time(main, [command, str(path), *extra, "--lang", "en"])
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err and "not a regular file" in err
    assert code == (1 if command == "import" else 2)
    if command != "import":
        assert err.count("\n") == 1 and not out
