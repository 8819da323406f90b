"""The tournament's server from the secretary's side (issue 29 §1, §4): a new cluster is made
with ``initdb --no-sync`` and synced before the server is declared open; a cluster whose sync
never finished (the laptop died during the first start) is made again; stopping leaves neither
the gate's process nor the cluster's running."""
from __future__ import annotations

import shutil
import tempfile
from pathlib import Path

from app.storage.tournament_server import TournamentServer


def alive(pid: int) -> bool:
    try:
        stat = Path(f"/proc/{pid}/stat").read_text()
    except FileNotFoundError:
        return False
    return stat.rsplit(")", 1)[1].split()[0] != "Z"


def test_a_first_start_is_synced_before_open_and_stop_leaves_no_process():
    # Not under pytest's temporary folder (test_live.py's fixture says why).
    folder = Path(tempfile.mkdtemp(prefix="mafia-start-"))
    try:
        server = TournamentServer("Кубок старта", tables=2, host="127.0.0.1", folder=folder)
        server.start()
        try:
            assert not server.cluster.unsynced.exists()      # open: every file of the new cluster synced
            gate = server.gate.pid
            assert gate is not None and alive(gate)
            postmaster = int((server.cluster.pgdata / "postmaster.pid").read_text().split()[0])
            assert alive(postmaster)
        finally:
            server.stop()
        assert not alive(gate) and not alive(postmaster)
        assert server.gate is None and not server.cluster.running()

        # The laptop died during the first start, before the sync: the marker is there.
        server.cluster.unsynced.write_bytes(b"")
        (server.cluster.pgdata / "left-by-the-crash").write_text("x")
        codes = [c.text() for c in server.codes()]
        server.start()
        try:
            assert not (server.cluster.pgdata / "left-by-the-crash").exists()    # made again
            assert not server.cluster.unsynced.exists()
            assert [c.text() for c in server.codes()] == codes                   # the same codes
            assert server.gate.pid != gate and alive(server.gate.pid)
        finally:
            server.stop()
    finally:
        shutil.rmtree(folder, ignore_errors=True)
