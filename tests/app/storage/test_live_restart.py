"""Issue 37 §1–§2, with ``mafia-protocol serve`` as the secretary runs it (a process of its
own): a restart right after a judge's connection keeps the port and every code; after ``kill -9``
of the postmaster and of ``serve`` the next start keeps every code and the judge's waiting rows
arrive within 5 s, none lost; a second ``serve`` of the same tournament refuses in one line
naming the running one, whose judges go on."""
from __future__ import annotations

import contextlib
import os
import re
import resource
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psycopg
import pytest
from test_live import finish, judging, play, started, whole

from app.paths import HOME_ENV
from app.storage import open_archive
from app.storage.joincode import parse
from app.storage.replica import LiveRecorder, join, pinned
from app.storage.server import tournament_folder
from app.storage.tournament_server import TournamentServer

NAME = "Кубок рассвета"
ROOT = Path(__file__).resolve().parents[3]


@pytest.fixture
def home():
    # Not under pytest's temporary folder (test_live.py's fixture says why).
    made = Path(tempfile.mkdtemp(prefix="mafia-restart-"))
    yield made
    shutil.rmtree(made, ignore_errors=True)


class Serve:
    """``serve`` in a process of its own; its codes and its archive's address as it prints them."""

    def __init__(self, home: Path, descriptors: int | None = None) -> None:
        """``descriptors``: the process's limit of open files (soft and hard; its gate inherits it)."""
        def limited() -> None:
            if descriptors is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))

        self.process = subprocess.Popen(
            [sys.executable, "-m", "app", "serve", "--tournament", NAME, "--tables", "3", "--host", "127.0.0.1",
             "--lang", "en"], cwd=ROOT, env={**os.environ, HOME_ENV: str(home)}, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=limited)
        self.codes: dict[int, str] = {}
        self.db = ""
        assert self.process.stdout is not None
        for line in self.process.stdout:
            if found := re.match(r"table (\d+): (\S+)", line):
                self.codes[int(found[1])] = found[2]
            elif found := re.search(r"--db (\S+)", line):
                self.db = found[1]
            elif line.startswith("Ctrl+C"):
                break
        self.ready = time.monotonic()
        assert self.codes and self.db, self.process.stderr.read() if self.process.poll() is not None else ""

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGTERM)
            self.process.wait(60)


def arrived_once(db: str, recorder) -> None:
    """Every change of table 1's sheet is on the server, once and in order."""
    with psycopg.connect(db) as admin:
        seqs = [r[0] for r in admin.execute("SELECT seq FROM live.outbox WHERE table_no = 1 ORDER BY seq")]
    assert seqs == list(range(1, len(recorder.outbox.rows) + 1))


def test_kill_9_of_the_postmaster_and_of_serve_keeps_the_codes_and_loses_nothing(home, tmp_path):
    first = Serve(home)
    try:
        joined = join(first.codes[1], device="tablet-1", home=tmp_path)
        doc, events, sample = started(joined)
        recorder = LiveRecorder(joined, home=tmp_path / "judge")
        recorder.attach(doc, author="Судья")
        play(doc, events[:5])
        assert recorder.pusher.wait_sent(20)
        pgdata = tournament_folder(NAME, home) / "pgdata"
        postmaster = int((pgdata / "postmaster.pid").read_text().split()[0])
        os.kill(postmaster, signal.SIGKILL)
        os.kill(first.process.pid, signal.SIGKILL)
        first.process.wait(10)
        play(doc, events[5:])
        finish(doc, sample)
        time.sleep(1)
        waiting = recorder.pusher.unsent
        assert waiting > 10                                  # the sheet's «не отправлено: N»

        second = Serve(home)
        try:
            assert second.codes == first.codes               # the printed cards still hold
            assert recorder.pusher.wait_sent(10)
            assert time.monotonic() - second.ready < 5
            recorder.detach()
            with psycopg.connect(second.db) as admin:        # exactly once, in order
                seqs = [r[0] for r in admin.execute("SELECT seq FROM live.outbox WHERE table_no = 1 ORDER BY seq")]
            assert seqs == list(range(1, len(recorder.outbox.rows) + 1))

            third = subprocess.run(
                [sys.executable, "-m", "app", "serve", "--tournament", NAME, "--tables", "3", "--host", "127.0.0.1",
                 "--lang", "en"], cwd=ROOT, env={**os.environ, HOME_ENV: str(home)}, capture_output=True, text=True,
                timeout=60)
            assert third.returncode == 2
            [line] = third.stderr.strip().splitlines()
            assert re.fullmatch(rf"the tournament «{NAME}» is already served by another program \(process "
                                rf"{second.process.pid}, at 127\.0\.0\.1:\d+\): use that one, or stop it first", line)
            assert second.process.poll() is None
            with psycopg.connect(second.db) as admin:        # the running one's cluster untouched
                assert admin.execute("SELECT count(*) FROM live.outbox").fetchone() == (len(seqs),)
        finally:
            second.stop()
    finally:
        first.stop()


def test_a_restart_right_after_a_judges_connection_keeps_the_port(home, tmp_path):
    server = TournamentServer(NAME, tables=2, host="127.0.0.1", folder=home / "t")
    server.start()
    try:
        codes = [c.text() for c in server.codes()]
        port = server.port
        for _ in range(3):   # the gate answers and closes first: its side of each connection is in TIME_WAIT
            pinned(parse(codes[0]), tmp_path / f"judge{_}")
        server.stop()
        server.start()
        assert server.port == port and [c.text() for c in server.codes()] == codes
    finally:
        server.stop()


def test_without_a_seating_the_judges_type_the_names_round_after_round(home, tmp_path):
    """serve --tables N (or the window's "no seating loaded"): every table's round 1 is open with
    no names; the judge's sheet offers ten seats to name; the game's end opens the next round."""
    server = TournamentServer(NAME, tables=2, host="127.0.0.1", folder=home / "t")
    server.start()
    try:
        code = server.codes()[1].text()
        doc, events, sample, recorder = judging(code, "tablet-2", tmp_path)
        joined = recorder.joined
        assert (joined.round, joined.table, joined.names) == (1, 2, ())
        assert [p["name"] for p in joined.seeded()["players"]] == [""] * 10
        whole(doc, events, sample, recorder)
        recorder.detach()
        deadline = time.monotonic() + 30
        while (after := join(code, device="tablet-2", home=tmp_path)).round == 1:
            assert time.monotonic() < deadline, "the next round did not open"
            time.sleep(0.2)
        assert (after.round, after.names) == (2, ())
        assert not server.problems()                 # typed names are nobody's stranger
    finally:
        server.stop()


@contextlib.contextmanager
def one_table(home: Path, tmp_path: Path, played: int):
    """A server of two tables without a seating, table 1's judge joined and ``played`` events on
    the server: (server, doc, events, sample, recorder)."""
    server = TournamentServer(NAME, tables=2, host="127.0.0.1", folder=home / "t")
    server.start()
    try:
        doc, events, sample, recorder = judging(server.codes()[0].text(), "tablet-1", tmp_path)
        play(doc, events[:played])
        assert recorder.pusher.wait_sent(20)
        yield server, doc, events, sample, recorder
    finally:
        server.stop()


def test_rows_the_server_lost_in_a_crash_are_sent_again_by_the_sheet(home, tmp_path):
    """The judges' saves do not wait for the server's disk (issue 37 §6): a crash of the cluster
    may lose the end of the rows it acknowledged last; the sheet's next connection finds where
    the server's rows end and sends the rest again from its outbox."""
    with one_table(home, tmp_path, played=6) as (server, doc, events, sample, recorder):
        assert recorder.pusher._connection.execute("SHOW synchronous_commit").fetchone() == ("off",)
        with psycopg.connect(server.archive_url, autocommit=True) as admin:
            admin.execute("DELETE FROM live.outbox WHERE table_no = 1 AND seq > 3")      # the end a crash lost
            admin.execute("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE usename = 'table_1'")
        play(doc, events[6:8])
        assert recorder.pusher.wait_sent(20)
        recorder.detach()
        arrived_once(server.archive_url, recorder)
        assert len(recorder.outbox.rows) > 6


def test_a_crashed_backend_restarts_the_cluster_and_every_change_arrives_once(home, tmp_path):
    """kill -9 of one of the cluster's processes: PostgreSQL ends every connection and starts
    again from its log, which may lose what the judges' pushers and the ingest committed last
    without waiting for the disk; the pusher sends it again, the ingest reads its state again,
    and the archive holds the whole game, every change once and in order."""
    with one_table(home, tmp_path, played=8) as (server, doc, events, sample, recorder):
        with psycopg.connect(server.archive_url) as admin:
            [pid] = admin.execute("SELECT pid FROM pg_stat_activity WHERE usename = 'table_1'").fetchone()
        os.kill(pid, signal.SIGKILL)
        whole(doc, events[8:], sample, recorder)
        recorder.detach()
        want = {k: doc.to_json().get(k) for k in ("phases", "result")}
        deadline = time.monotonic() + 60
        with open_archive(server.archive_url) as archive:
            while True:
                found = archive.search_games(tournament=NAME)
                stored = archive.game(found[0].id).document if len(found) == 1 else {}
                if {k: stored.get(k) for k in want} == want or time.monotonic() > deadline:
                    break
                time.sleep(0.2)
        assert {k: stored.get(k) for k in want} == want           # the whole game, in the archive
        arrived_once(server.archive_url, recorder)
        with psycopg.connect(server.archive_url) as admin:
            assert admin.execute("SELECT count(*) FROM live.problems").fetchone() == (0,)
