"""The tournament's server from the secretary's side (issue 29 §1, §4): a new cluster is made
with ``initdb --no-sync`` and synced before the server is declared open; a cluster whose sync
never finished (the laptop died during the first start) is made again; a gate's process that
dies while the server runs is started again on its port; stopping leaves neither the gate's
process nor the cluster's running."""
from __future__ import annotations

import os
import shutil
import signal
import socket
import tempfile
import time
from pathlib import Path

from app.storage import tournament_server
from app.storage.errors import LiveError
from app.storage.joincode import parse
from app.storage.replica import connect, pinned
from app.storage.tournament_server import TournamentServer


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def reached(code, rootcert, patience: float = 60):
    """The table's number as the server says it, once a connection gets through (a pusher's retries)."""
    deadline = time.monotonic() + patience
    while True:
        try:
            with connect(code, rootcert) as connection:
                return connection.execute("SELECT live.my_table()").fetchone()
        except LiveError:
            if time.monotonic() > deadline:
                raise
            time.sleep(0.1)


def test_a_first_start_is_synced_before_open_and_stop_leaves_no_process(tmp_path, monkeypatch):
    # Not under pytest's temporary folder (test_live.py's fixture says why).
    folder = Path(tempfile.mkdtemp(prefix="mafia-start-"))
    home = tmp_path / "judge"
    try:
        server = TournamentServer("Кубок старта", tables=2, host="127.0.0.1", folder=folder)
        server.start()
        try:
            assert not server.cluster.unsynced.exists()      # open: every file of the new cluster synced
            gate = server.gate.pid
            assert gate is not None and alive(gate)
            postmaster = int((server.cluster.pgdata / "postmaster.pid").read_text().split()[0])
            assert alive(postmaster)
            code = parse(server.codes()[0].text())
            rootcert = pinned(code, home)

            os.kill(gate, signal.SIGKILL)               # the gate's process dies while the server runs
            assert reached(code, rootcert) == (1,)      # a judge's next tries find the door again
            assert server.gate.pid != gate and alive(server.gate.pid)
            assert server.gate.port == code.port
            gate = server.gate.pid
        finally:
            server.stop()
        assert not alive(gate) and not alive(postmaster)
        assert server.gate is None and not server.cluster.running()

        # The laptop died during the first start, before the sync: the marker is there.
        server.cluster.unsynced.write_bytes(b"")
        (server.cluster.pgdata / "left-by-the-crash").write_text("x")
        codes = [(c.pin, c.table, c.secret) for c in server.codes()]
        # And another program takes the judges' port between its check and the gate's start.
        monkeypatch.setattr(tournament_server, "_free", lambda host, port: True)
        taken = server.port
        with socket.create_server(("127.0.0.1", taken)):
            server.start()
        try:
            assert not (server.cluster.pgdata / "left-by-the-crash").exists()    # made again
            assert not server.cluster.unsynced.exists()
            assert server.port != taken                                        # another port…
            assert [(c.pin, c.table, c.secret) for c in server.codes()] == codes   # …the same codes else
            assert server.gate.pid != gate and alive(server.gate.pid)
            assert reached(parse(server.codes()[1].text()), rootcert) == (2,)
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
