"""Issue 37 §7 at the judges' door of ``serve`` run as a desktop runs it, with 1,024 open files
at most (soft and hard, the gate's too): a stranger's 1,100 idle sockets from eleven addresses
of the hall's network stop no join, fill no log, and a newcomer from yet another address still
reaches the cluster's password question; the claiming judge's game goes on arriving."""
from __future__ import annotations

import os
import resource
import shutil
import socket
import tempfile
from pathlib import Path

import pytest
from test_live import judging, play
from test_live_door import unanswered_scram
from test_live_restart import NAME, Serve, arrived_once

from app.storage.replica import join
from app.storage.server import tournament_folder

DESCRIPTORS = 1_024


@pytest.fixture
def home():
    made = Path(tempfile.mkdtemp(prefix="mafia-flood-"))
    yield made
    shutil.rmtree(made, ignore_errors=True)


def _gate_limit(serve: Serve) -> int:
    """The gate's limit of open files, as the system holds it."""
    for pid in os.listdir("/proc"):
        try:
            command = Path(f"/proc/{pid}/cmdline").read_bytes()
        except OSError:
            continue
        if b"app.gate_process" in command and str(serve.process.pid).encode() in Path(f"/proc/{pid}/stat").read_bytes():
            for line in Path(f"/proc/{pid}/limits").read_text().splitlines():
                if line.startswith("Max open files"):
                    return int(line.split()[4])
    raise AssertionError("the gate's process is not found")


def test_1100_idle_sockets_stop_no_join_within_1024_descriptors(home, tmp_path):
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < 1_400:                        # this test's own side holds the stranger's sockets
        resource.setrlimit(resource.RLIMIT_NOFILE, (min(1_400, hard), hard))
    serve = Serve(home, descriptors=DESCRIPTORS)
    idle: list[socket.socket] = []
    try:
        assert _gate_limit(serve) == DESCRIPTORS
        doc, events, sample, recorder = judging(serve.codes[1], "tablet-1", tmp_path)
        play(doc, events[:5])
        assert recorder.pusher.wait_sent(20)
        port = recorder.joined.code.port
        for n in range(1_100):              # eleven strangers' addresses, a hundred sockets each
            try:
                idle.append(socket.create_connection(("127.0.0.1", port), timeout=2,
                                                     source_address=(f"127.0.0.{2 + n % 11}", 0)))
            except OSError:
                pass
        assert len(idle) >= 1_000

        # the door is full of strangers: a newcomer from another address still reaches the cluster
        newcomer = unanswered_scram(port, "127.0.0.40")
        newcomer.close()
        # another table joins, the claiming judge joins again and its game goes on arriving
        other = join(serve.codes[2], device="tablet-2", home=tmp_path / "second")
        assert other.table == 2
        again = join(serve.codes[1], device="tablet-1", home=tmp_path / "again")
        assert again.table == 1
        play(doc, events[5:12])
        assert recorder.pusher.wait_sent(20)
        recorder.detach()
        arrived_once(serve.db, recorder)
        assert serve.process.poll() is None
    finally:
        for sock in idle:
            sock.close()
        serve.stop()
    log = (tournament_folder(NAME, home) / "gate.log").stat()
    assert log.st_size < 10_000 and log.st_mode & 0o077 == 0
