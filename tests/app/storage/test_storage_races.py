"""Issue 16 §5 and issue 11 §4: writers at the same moment.

Two judges opening the same table on PostgreSQL get the IdentityConflict docs/archive.md
promises, never the database's IntegrityError; the same files imported twice at once are
"already in the archive" for the loser; two large SQLite imports queue instead of failing
with "database is locked"; a writer kept waiting too long says so in one line.
"""
from __future__ import annotations

import copy
import sqlite3
import subprocess
import sys
import threading
import time
from pathlib import Path

import psycopg
import pytest
from sqlalchemy import event
from sqlalchemy.orm import Session
from storage_fixtures import pg_server, pg_url, sample  # noqa: F401

from app.format import save_game
from app.storage import DatabaseBusy, IdentityConflict, open_archive
from app.storage.transfer import import_documents

ROOT = Path(__file__).resolve().parents[3]

_PAUSED: dict = {}      # thread -> (reached commit, may commit)


def _pause(session):
    gates = _PAUSED.get(threading.current_thread())
    if gates is not None:
        gates[0].set()
        assert gates[1].wait(30)


@pytest.fixture(autouse=True)
def pausing():
    event.listen(Session, "before_commit", _pause)
    yield
    event.remove(Session, "before_commit", _pause)
    _PAUSED.clear()


class Run(threading.Thread):
    """``work`` in a thread; with ``pause``, it stops just before its COMMIT until released."""

    def __init__(self, work, pause=False):
        super().__init__()
        self.work, self.result, self.error = work, None, None
        self.reached, self.go = threading.Event(), threading.Event()
        if pause:
            _PAUSED[self] = (self.reached, self.go)

    def run(self):
        try:
            self.result = self.work()
        except Exception as error:      # examined by the test
            self.error = error


def _waiting_on_a_lock(pg_url, count=1, timeout=20) -> None:
    """Until ``count`` sessions of the database wait on a lock (the loser's INSERT
    waits for the winner's uncommitted row of the same identity)."""
    name = pg_url.rpartition("/")[2]
    deadline = time.monotonic() + timeout
    with psycopg.connect(pg_url, autocommit=True) as watcher:
        while time.monotonic() < deadline:
            waiting = watcher.execute("SELECT count(*) FROM pg_stat_activity WHERE datname = %s "
                                      "AND wait_event_type = 'Lock'", (name,)).fetchone()[0]
            if waiting >= count:
                return
            time.sleep(0.05)
    raise AssertionError("the second writer never reached the database")


def test_two_judges_opening_the_same_table_at_the_same_moment(pg_url, sample):
    open_archive(pg_url).close()
    first, second = open_archive(pg_url), open_archive(pg_url)
    try:
        winner = Run(lambda: first.open_game(sample), pause=True)
        winner.start()
        assert winner.reached.wait(20)        # inserted, not yet committed
        loser = Run(lambda: second.open_game(copy.deepcopy(sample)))
        loser.start()
        _waiting_on_a_lock(pg_url)            # the loser's insert waits on the same identity
        winner.go.set()
        winner.join(30), loser.join(30)
        assert winner.error is None
        assert isinstance(loser.error, IdentityConflict), repr(loser.error)
        message = loser.error.message("en")
        assert "\n" not in message and f"(#{winner.result.id})" in message
        assert "already holds another game" in message
    finally:
        first.close(), second.close()


def test_many_judges_racing_for_one_table_every_time(pg_url, sample):
    open_archive(pg_url).close()
    archives = [open_archive(pg_url) for _ in range(6)]
    try:
        for table in range(1, 6):
            doc = copy.deepcopy(sample)
            doc["meta"]["table"] = table
            start = threading.Barrier(len(archives))

            def opening(archive=None):
                start.wait(10)
                return archive.open_game(copy.deepcopy(doc))
            runs = [Run(lambda a=a: opening(a)) for a in archives]
            for run in runs:
                run.start()
            for run in runs:
                run.join(60)
            assert sum(run.error is None for run in runs) == 1
            assert all(isinstance(run.error, IdentityConflict) for run in runs if run.error is not None), \
                [repr(run.error) for run in runs]
    finally:
        for archive in archives:
            archive.close()


def _games(sample, tables, tournament="Кубок"):
    docs = []
    for table in tables:
        doc = copy.deepcopy(sample)
        doc["meta"].update(tournament=tournament, table=table)
        docs.append((f"t{table}.json", doc))
    return docs


def test_the_same_files_imported_twice_at_once_on_postgresql(pg_url, sample):
    open_archive(pg_url).close()
    first, second = open_archive(pg_url), open_archive(pg_url)
    items = _games(sample, range(1, 6))
    try:
        winner = Run(lambda: import_documents(first, items), pause=True)
        winner.start()
        assert winner.reached.wait(30)
        loser = Run(lambda: import_documents(second, copy.deepcopy(items)))
        loser.start()
        _waiting_on_a_lock(pg_url)
        winner.go.set()
        winner.join(60), loser.join(60)
        assert winner.error is None and loser.error is None, repr(loser.error)
        assert len(winner.result.imported) == 5
        assert not loser.result.imported and len(loser.result.present) == 5
    finally:
        first.close(), second.close()


def _folder(tmp_path: Path, sample, name: str, count: int) -> Path:
    folder = tmp_path / name
    folder.mkdir()
    for file_name, doc in _games(sample, range(1, count + 1), tournament=name):
        save_game(doc, folder / file_name)
    return folder


def test_two_large_sqlite_imports_at_once_queue_and_both_succeed(tmp_path, sample):
    db = tmp_path / "club.sqlite3"
    open_archive(str(db)).close()
    folders = [_folder(tmp_path, sample, f"cup{i}", 150) for i in (1, 2)]
    # Another writer holds the lock for longer than the old 10 s busy timeout, with which
    # the second import used to fail with "database is locked"; then both imports queue.
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    env = {"PYTHONPATH": str(ROOT), "PATH": "/usr/bin:/bin"}
    runs = [subprocess.Popen([sys.executable, "-m", "app", "import", str(f), "--db", str(db), "--lang", "en"],
                             cwd=ROOT, env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            for f in folders]
    time.sleep(11)
    assert [run.poll() for run in runs] == [None, None]     # both still waiting, neither failed
    blocker.execute("ROLLBACK")
    blocker.close()
    outputs = [run.communicate(timeout=600) for run in runs]
    for run, (out, err) in zip(runs, outputs):
        assert run.returncode == 0, err
        assert "Games imported: 150; already in the archive: 0" in out and not err
    with open_archive(str(db)) as archive:
        assert len(archive.search_games(limit=1000)) == 300


def test_a_writer_kept_waiting_too_long_says_so_in_one_line(tmp_path, sample, monkeypatch):
    from app.storage import database
    db = tmp_path / "club.sqlite3"
    open_archive(str(db)).close()
    monkeypatch.setattr(database, "BUSY_TIMEOUT_MS", 300)
    blocker = sqlite3.connect(db, isolation_level=None)
    blocker.execute("BEGIN IMMEDIATE")
    try:
        with open_archive(str(db)) as archive:
            with pytest.raises(DatabaseBusy) as busy:
                archive.open_game(sample)
    finally:
        blocker.execute("ROLLBACK")
        blocker.close()
    message = busy.value.message("en")
    assert "kept busy by another program's writing" in message and "nothing was written" in message
    assert "\n" not in message
